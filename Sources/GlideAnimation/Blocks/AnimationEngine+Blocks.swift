/// UIKit's block animation API (`UIView.animate…`), on the engine whose clock the animations follow.
extension AnimationEngine {
  /// `UIView.animate(withDuration:delay:options:animations:completion:)`: every layer property changed in
  /// `animations` animates from what is on screen to its new value, over `duration` seconds after
  /// `delay` seconds, along the options' curve. The model takes the new value at once.
  ///
  /// Nested blocks inherit the enclosing block's duration, curve and repeat options unless they pass
  /// `overrideInheritedDuration`, `overrideInheritedCurve` or `overrideInheritedOptions`; their delays add
  /// to the enclosing one. A change of a view's geometry (`position`, `bounds` and their parts) is
  /// additive, as in UIKit since iOS 8: it animates its own distance down to zero on top of the model, and
  /// animations of the property already running go on to their end; with or without
  /// ``AnimationOptions/beginFromCurrentState``, as UIKit's additive properties do. Other properties start
  /// from what is on screen and replace an earlier animation of the property (that one's completion hears
  /// `false`). `completion` runs once, after every animation the block started has stopped, with `true` if
  /// all ran to their end — never inside this call.
  public func animate(
    withDuration duration: Double, delay: Double = 0, options: AnimationOptions = [],
    animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    let timing = TimingParameters.curve(options.curve)
    runBlock(duration: duration, delay: delay, timing: timing, options: options, body: animations, completion: completion)
  }

  /// ``animate(withDuration:delay:options:animations:completion:)`` along any cubic curve or spring
  /// (a spring is fitted to `duration`, as a property animator's is): what a transition coordinator runs
  /// alongside animations with, so they follow the transition's own timing.
  public func animate(
    withDuration duration: Double, delay: Double = 0, timingParameters: TimingParameters,
    options: AnimationOptions = [], animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    var forced = options
    forced.insert(.overrideInheritedCurve)
    runBlock(
      duration: duration, delay: delay, timing: timingParameters, options: forced, body: animations,
      completion: completion)
  }

  /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`: the changes follow
  /// a spring with damping ratio `dampingRatio` fitted to `duration` (see
  /// ``Spring/init(dampingRatio:duration:tolerance:)``), starting at `initialSpringVelocity` (normalised:
  /// 1 = the whole distance per second).
  public func animate(
    withDuration duration: Double, delay: Double = 0, usingSpringWithDamping dampingRatio: Double,
    initialSpringVelocity: Double, options: AnimationOptions = [], animations: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    let spring = SpringTimingParameters(dampingRatio: dampingRatio, initialVelocity: Vector(dx: initialSpringVelocity, dy: 0))
    var forced = options
    forced.insert(.overrideInheritedCurve)
    runBlock(duration: duration, delay: delay, timing: .spring(spring), options: forced, body: animations, completion: completion)
  }

  /// `UIView.animateKeyframes(withDuration:delay:options:animations:completion:)`: inside `animations`,
  /// ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)`` segments are collected per property
  /// into one keyframe animation each. A property holds its value between its keyframes. The whole
  /// animation follows the options' curve (`easeInOut` unless `curve(.linear)` is passed, as in UIKit).
  public func animateKeyframes(
    withDuration duration: Double, delay: Double = 0, options: KeyframeAnimationOptions = [],
    animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    let group = CompletionGroup(engine: self, completion: completion)
    let block = blockContext(
      duration: duration, delay: delay, timing: .curve(options.curve), options: options.shared, group: group)
    let context = KeyframeContext(block: block, calculationMode: options.calculationMode)
    noteAnimationBegan(.block(block.timing, duration: block.duration, delay: block.delay, at: currentTime))
    transactions.append(Transaction(.keyframes(context)))
    animations()
    transactions.removeLast()
    commitKeyframes(context)
    group.close()
  }

  /// `UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)`: changes in `animations`
  /// reach their values over the given fractions of the enclosing keyframe animation's duration. Outside
  /// `animateKeyframes` it runs `animations` as a plain block.
  public func addKeyframe(withRelativeStartTime start: Double, relativeDuration: Double, animations: () -> Void) {
    guard case .keyframes(let context)? = transactions.last?.kind else {
      animations()
      return
    }
    let saved = context.current
    context.current = (min(max(start, 0), 1), min(max(relativeDuration, 0), 1 - min(max(start, 0), 1)))
    animations()
    context.current = saved
  }

  /// `UIView.performWithoutAnimation`: changes in `body` apply at once, even inside an animation block.
  public func performWithoutAnimation(_ body: () -> Void) {
    transactions.append(Transaction(.withoutAnimation))
    body()
    transactions.removeLast()
  }

  /// `UIView.modifyAnimations(withRepeatCount:autoreverses:animations:)`: block animations started in
  /// `body` repeat `count` times (fractions allowed: 2.5 with `autoreverses` ends on the final value).
  public func modifyAnimations(withRepeatCount count: Double, autoreverses: Bool, animations body: () -> Void) {
    guard case .block(var context)? = transactions.last?.kind else {
      body()
      return
    }
    context.repeatCount = count
    context.autoreverses = autoreverses
    transactions.append(Transaction(.block(context)))
    body()
    transactions.removeLast()
  }

  /// The duration of the innermost open animation block, or 0 outside one (`inheritedAnimationDuration`).
  public var inheritedAnimationDuration: Double {
    for transaction in transactions.reversed() {
      switch transaction.kind {
      case .block(let context): return context.duration
      case .keyframes(let context): return context.block.duration
      case .withoutAnimation: return 0
      case .recording: continue
      }
    }
    return 0
  }

  /// Runs `body` and returns the model changes made in it without animating them (property animators).
  public func recordChanges(_ body: () -> Void) -> [PropertyChange] {
    let transaction = Transaction(.recording)
    transactions.append(transaction)
    body()
    transactions.removeLast()
    return transaction.changes
  }

  /// Whether a model change made now becomes an animation: inside an animation block, a keyframe block
  /// or a property animator's animations, and not inside ``performWithoutAnimation(_:)``.
  public var animatesChanges: Bool { isRecording }

  // MARK: - Internals

  /// Whether a model change now needs recording (an animation context is open and animating).
  var isRecording: Bool {
    guard let top = transactions.last else { return false }
    if case .withoutAnimation = top.kind { return false }
    return true
  }

  /// Turns one model change into what the innermost context asks for.
  func record(_ change: PropertyChange) {
    guard let top = transactions.last else { return }
    switch top.kind {
    case .block(let context): addBasicAnimation(for: change, context: context)
    case .keyframes(let context):
      context.keyframes.append(.init(change: change, start: context.current.start, duration: context.current.duration))
    case .recording: top.changes.append(change)
    case .withoutAnimation: break
    }
  }

  private func runBlock(
    duration: Double, delay: Double, timing: TimingParameters, options: AnimationOptions, body: () -> Void,
    completion: ((Bool) -> Void)?
  ) {
    let group = CompletionGroup(engine: self, completion: completion)
    let context = blockContext(duration: duration, delay: delay, timing: timing, options: options, group: group)
    noteAnimationBegan(.block(context.timing, duration: context.duration, delay: context.delay, at: currentTime))
    transactions.append(Transaction(.block(context)))
    body()
    transactions.removeLast()
    group.close()
  }

  /// The context for a new block, inheriting from the enclosing block as UIKit does.
  private func blockContext(
    duration: Double, delay: Double, timing: TimingParameters, options: AnimationOptions, group: CompletionGroup
  ) -> BlockContext {
    var context = BlockContext(
      duration: duration, delay: delay, timing: timing,
      repeatCount: options.contains(.repeat) ? .infinity : 0, autoreverses: options.contains(.autoreverse),
      groups: [group])
    let outer: BlockContext? =
      switch transactions.last?.kind {
      case .block(let c)?: c
      case .keyframes(let k)?: k.block
      default: nil
      }
    guard let outer else { return context }
    if !options.contains(.overrideInheritedDuration) { context.duration = outer.duration }
    if !options.contains(.overrideInheritedCurve) { context.timing = outer.timing }
    if !options.contains(.overrideInheritedOptions) {
      (context.repeatCount, context.autoreverses) = (outer.repeatCount, outer.autoreverses)
    }
    context.delay += outer.delay
    context.groups += outer.groups
    return context
  }

  private func addBasicAnimation(for change: PropertyChange, context: BlockContext) {
    // A zero duration changes the model at once, as UIKit's `animate(withDuration: 0)` does.
    guard context.duration > 0 else { return }
    if change.layer.addsBlockAnimation(of: change.keyPath) {
      addAdditiveAnimation(for: change, context: context)
      return
    }
    guard change.from != change.to else { return }
    var animation = BasicAnimation(keyPath: change.keyPath, from: change.from, to: change.to)
    animation.timingParameters = context.timing
    animation.timing = timing(for: context, layer: change.layer)
    attach(&animation, context: context)
    change.layer.add(animation, forKey: change.keyPath.rawValue)
  }

  /// UIKit's additive block animation (see `AdditiveBlockAnimation.swift`): from the model before minus
  /// the new model to zero, added on top of the new model, under a key of its own. The model's own
  /// change counts, not what is on screen: a second change in the same block (a layout pass inside it)
  /// adds only its own distance, and animations already running keep adding theirs.
  private func addAdditiveAnimation(for change: PropertyChange, context: BlockContext) {
    guard change.modelBefore != change.to else { return }
    var animation = BasicAnimation(
      keyPath: change.keyPath, from: change.modelBefore.subtracting(change.to), to: .zero(of: change.keyPath.kind))
    animation.isAdditive = true
    animation.timingParameters = context.timing
    animation.timing = timing(for: context, layer: change.layer)
    attach(&animation, context: context)
    change.layer.add(animation, forKey: change.layer.additiveKey(for: change.keyPath))
  }

  private func commitKeyframes(_ context: KeyframeContext) {
    var order: [(Layer, LayerKeyPath)] = []
    var byProperty: [String: [KeyframeContext.Keyframe]] = [:]
    for keyframe in context.keyframes {
      let id = "\(ObjectIdentifier(keyframe.change.layer).hashValue)|\(keyframe.change.keyPath.rawValue)"
      if byProperty[id] == nil { order.append((keyframe.change.layer, keyframe.change.keyPath)) }
      byProperty[id, default: []].append(keyframe)
    }
    for (layer, keyPath) in order {
      let id = "\(ObjectIdentifier(layer).hashValue)|\(keyPath.rawValue)"
      guard let frames = byProperty[id], let first = frames.first else { continue }
      var values = [first.change.from]
      var times = [0.0]
      for frame in frames.sorted(by: { $0.start < $1.start }) {
        // swift-format-ignore: NeverForceUnwrap (values starts non-empty)
        if frame.start > times.last! { times.append(frame.start); values.append(values.last!) }
        // Overlapping keyframes of one property must not step back in time (key times never decrease).
        // swift-format-ignore: NeverForceUnwrap (values starts non-empty)
        times.append(max(frame.start + frame.duration, times.last!))
        values.append(frame.change.to)
      }
      // swift-format-ignore: NeverForceUnwrap (values starts non-empty)
      if times.last! < 1 { times.append(1); values.append(values.last!) }
      var animation = KeyframeAnimation(keyPath: keyPath, values: values, keyTimes: times)
      animation.calculationMode = context.calculationMode
      if case .cubic(let f) = context.block.timing { animation.timingFunction = f }
      animation.timing = timing(for: context.block, layer: layer)
      attach(&animation, context: context.block)
      layer.add(animation, forKey: keyPath.rawValue)
    }
  }

  private func timing(for context: BlockContext, layer: Layer) -> MediaTiming {
    MediaTiming(
      beginTime: layer.localTime(atEngineTime: currentTime) + context.delay, duration: context.duration,
      repeatCount: context.repeatCount, autoreverses: context.autoreverses,
      fillMode: context.delay > 0 ? .backwards : .removed)
  }

  private func attach(_ animation: inout some Animation, context: BlockContext) {
    for group in context.groups { group.retain() }
    animation.delegate = GroupDelegate(groups: context.groups)
  }
}
