public import GlideAnimation

/// An interaction controller driven by a percentage: UIKit's `UIPercentDrivenInteractiveTransition`.
/// Gesture code calls ``update(_:)`` while the fingers move and ``finish(progressVelocity:)`` or
/// ``cancel(progressVelocity:)`` when they lift; the transition's own animations are scrubbed meanwhile,
/// and the remainder plays out after.
///
/// Two drivers, chosen at the start as UIKit chooses:
/// - the animator vends an interruptible `PropertyAnimator`: it is paused and scrubbed through
///   `fractionComplete`; finish and cancel continue it forward or reversed (`continueAnimation` with
///   `timingCurve` and duration factor r/s when either is set, else `startAnimation()`), so the
///   completion takes ``completionDuration``, r · duration / s, as UIKit's does;
/// - otherwise the legacy layer-time driver: the container's layer (and those of views registered with
///   `animateAlongsideTransition(in:)`) is frozen (`speed` 0) before `animateTransition`, scrubbed with
///   `timeOffset = percent · duration`, and the remainder is re-timed over `r · duration / s` seconds with
///   `completionCurve`; at its end the layers get `speed` 1 and `timeOffset` 0 back.
///
/// The interactor drives the transition whose context was made with it, from the context's creation
/// (a finish or cancel before the start is kept by the context and applied at the start, as UIKit's
/// pending end) until it completes; with no such transition, ``update(_:)``, ``finish(progressVelocity:)``,
/// ``cancel(progressVelocity:)`` and ``pause()`` do nothing, so a stray call never reaches a later one.
///
/// Beyond UIKit: fingers landing during the completion can grab it back with ``pause()`` with both
/// drivers (the percent is where the animation was, so there is no jump); the ``completionStyle`` can be a
/// spring that starts at the release velocity; the transition always completes (if the animator forgets
/// to call `completeTransition`, Glide calls it when the completion has played out).
open class PercentDrivenInteractiveTransition: ViewControllerInteractiveTransitioning {
  /// The animator's `transitionDuration`, captured at the start (0 before).
  // The interactor's state skips the runtime exclusivity check: it is read at every gesture event and
  // display frame (`update`, `presentedPercent`), and only ever assigned whole, never passed `inout`.

  @exclusivity(unchecked) public private(set) var duration: Double = 0
  @exclusivity(unchecked) private var storedCompletionSpeed: Double = 1
  /// Pace of the completion; values ≤ 0 read as 1 (UIKit's getter does the same).
  public var completionSpeed: Double {
    get { storedCompletionSpeed > 0 ? storedCompletionSpeed : 1 }
    set { storedCompletionSpeed = newValue }
  }
  @exclusivity(unchecked) public var completionCurve: AnimationCurve = .easeInOut
  /// Interruptible animators only: the curve to continue with (nil keeps the animator's own).
  public var timingCurve: TimingParameters?
  public var wantsInteractiveStart = true
  /// Classic (UIKit) or a spring starting at the release velocity.
  @exclusivity(unchecked) public var completionStyle: CompletionStyle = .classic

  /// The transition being driven, from its context's creation until it completes (nil otherwise).
  public var context: TransitionContext? { contextReference?.context }
  @exclusivity(unchecked) private var contextReference: TransitionContextReference?
  /// How long the running completion takes, seconds, from the finish or cancel that started it (a spring
  /// until it has settled); nil while interactive or with nothing to complete.
  @exclusivity(unchecked) public private(set) var completionDuration: Double?

  private enum Driver {
    case animator(PropertyAnimator)
    case layers([Layer])
  }

  @exclusivity(unchecked) private var driver: Driver?
  /// The progress velocity of a finish or cancel made before the start (the context keeps the end).
  @exclusivity(unchecked) private var earlyVelocity: Double?
  @exclusivity(unchecked) private var rampTimer: TimerToken?

  public init() {}

  /// The last progress the context accepted (0…1); 0 before the start.
  public var percentComplete: Double { context?.percentComplete ?? 0 }

  // MARK: - ViewControllerInteractiveTransitioning

  open func startInteractiveTransition(_ context: TransitionContext) {
    precondition(
      self.context.map { $0 === context || $0.isCompleted } ?? true,
      "a percent-driven interaction drives one transition at a time")
    contextReference = context.reference
    duration = context.animator.transitionDuration(using: context)
    context.allowsPause = true
    // `unowned`: the context holds its interactor, and runs its cleanup while alive. (A weak reference
    // would give the interactor a side table, slowing every retain and release of it.)
    context.cleanup.append { [unowned self] in self.didComplete() }
    if let animator = context.interruptibleAnimator() {
      startAnimatorDriver(animator, context: context)
    } else {
      startLayerDriver(context)
    }
  }

  /// A context made with this interactor: driven from now on, unless another transition still is.
  func attach(_ context: TransitionContext) {
    guard self.context.map(\.isCompleted) ?? true else { return }
    contextReference = context.reference
    earlyVelocity = nil
  }

  /// The context applies a finish or cancel that arrived before the start, now that the transition is in
  /// flight: an interactive start ends as a release would; a transition that started running
  /// (`wantsInteractiveStart == false`) goes on to the end on a finish, and turns back on a cancel.
  func applyEarlyEnd(finish: Bool) {
    guard let context, !context.isCompleted else { return }
    let velocity = earlyVelocity
    earlyVelocity = nil
    if context.isInteractive {
      end(cancel: !finish, velocity: velocity)
    } else if !finish {
      let now = context.containerView.engine.currentTime
      let position = min(max(presentedPercent(at: now) ?? 0, 0), 1)
      playCompletion(cancel: true, from: position, velocity: velocity, context: context)
    }
  }

  // MARK: - Interaction

  /// Moves the transition to `percent` (clamped to 0…1 by the context); ignored unless interactive.
  open func update(_ percent: Double) {
    guard let context, context.isInteractive else { return }
    context.updateInteractiveTransition(percent)
    scrub(to: context.percentComplete)
  }

  /// Ends the interaction and plays the rest forward. `progressVelocity` (progress per second, positive
  /// toward the end) starts a spring completion with that speed. Before the start the context keeps it
  /// for the start; with no transition (none made with this interactor, or it has completed) it does
  /// nothing.
  open func finish(progressVelocity: Double? = nil) {
    end(cancel: false, velocity: progressVelocity)
  }

  /// Ends the interaction and plays back to the start. `progressVelocity` is progress per second
  /// (negative: toward the start). Before the start the context keeps it for the start; with no
  /// transition (none made with this interactor, or it has completed) it does nothing.
  open func cancel(progressVelocity: Double? = nil) {
    end(cancel: true, velocity: progressVelocity)
  }

  /// UIKit's `finish()`: does nothing without a transition (see ``finish(progressVelocity:)``).
  public func finish() { finish(progressVelocity: nil) }
  /// UIKit's `cancel()`: does nothing without a transition (see ``cancel(progressVelocity:)``).
  public func cancel() { cancel(progressVelocity: nil) }

  /// Grabs a running completion back: it stops where it is, the context's percent becomes that position,
  /// and the transition is interactive again.
  open func pause() {
    guard let context, !context.isInteractive, !context.isCompleted, let driver else { return }
    let now = context.containerView.engine.currentTime
    let position: Double
    switch driver {
    case .animator(let animator):
      animator.pauseAnimation()
      animator.isReversed = false
      position = animator.fractionComplete
    case .layers(let layers):
      if let rampTimer { context.containerView.engine.cancel(rampTimer) }
      rampTimer = nil
      let local = layers.first?.localTime(atEngineTime: now) ?? 0
      freeze(layers, at: heldTime(local))
      position = duration > 0 ? local / duration : 0
    }
    completionDuration = nil
    // The percent on screen first, so the coordinator's interaction-change notification reports it.
    context.setPercentComplete(position)
    // A spring caught past an end (its overshoot) comes back to the percent the context keeps (0 or 1):
    // left there, the screen would hold the overshoot until the fingers moved past it, then jump.
    if !(0...1).contains(position) { scrub(to: context.percentComplete) }
    context.pauseInteractiveTransition()
  }

  // MARK: - Drivers

  private func startAnimatorDriver(_ animator: PropertyAnimator, context: TransitionContext) {
    driver = .animator(animator)
    animator.addCompletion { [reference = context.reference] _ in
      guard let context = reference.context, !context.isCompleted else { return }
      context.completeTransition(!context.transitionWasCancelled)
    }
    context.coordinator.alongsideDriver = { _, body in animator.addAnimations(body) }
    if context.isInteractive {
      animator.pauseAnimation()
    } else {
      animator.startAnimation()
    }
  }

  private func startLayerDriver(_ context: TransitionContext) {
    let layers = [context.containerView.layer] + context.coordinator.alongsideViews.map(\.layer)
    freeze(layers, at: 0)
    driver = .layers(layers)
    let engine = context.containerView.engine
    let total = duration
    // Alongside changes become animations in the driven layers' time (0 at the start), as the
    // non-interactive path times them: along the transition's first animation's curve or spring, over its
    // span (after its delay, for its duration), or what is left of it when registered late; scrubbed and
    // completed with the transition.
    context.coordinator.alongsideDriver = { [unowned context] view, body in
      let driven: [Layer] = if case .layers(let layers)? = self.driver { layers } else { [] }
      if let view, !driven.isEmpty, !driven.contains(where: { $0 === view.layer }) {
        self.driver = .layers(driven + [view.layer])
        self.freeze([view.layer], at: driven.first?.timeOffset ?? 0)
      }
      let now = driven.first?.localTime(atEngineTime: engine.currentTime) ?? 0
      let span = context.alongsideSpan
      let begin = max(now, span.begin)
      engine.animate(
        withDuration: max(span.end - begin, 0), delay: begin - now,
        timingParameters: context.alongsideTimingParameters, animations: body)
    }
    context.animator.animateTransition(using: context)
    if !context.isInteractive {
      ramp(layers, from: 0, to: total, over: total, timing: .linear, context: context)
    }
  }

  private func scrub(to percent: Double) {
    switch driver {
    case .animator(let animator)?: animator.fractionComplete = percent
    case .layers(let layers)?: for layer in layers { layer.timeOffset = heldTime(percent * duration) }
    case nil: break
    }
  }

  private func end(cancel: Bool, velocity: Double?) {
    guard let context else { return }
    guard context.hasStarted else {
      earlyVelocity = velocity
      if cancel { context.cancelInteractiveTransition() } else { context.finishInteractiveTransition() }
      return
    }
    guard context.isInteractive else { return endWhileRunning(cancel: cancel, velocity: velocity, context: context) }
    if cancel { context.cancelInteractiveTransition() } else { context.finishInteractiveTransition() }
    playCompletion(cancel: cancel, from: context.percentComplete, velocity: velocity, context: context)
  }

  /// A finish or cancel while the transition runs without interaction: the context takes the first one
  /// of a transition that started running (`wantsInteractiveStart == false`), and a cancel it took turns
  /// the animations back from where they are; a finish lets them go on.
  private func endWhileRunning(cancel: Bool, velocity: Double?, context: TransitionContext) {
    guard !context.isCompleted else { return }
    let wasCancelled = context.transitionWasCancelled
    if cancel { context.cancelInteractiveTransition() } else { context.finishInteractiveTransition() }
    guard cancel, !wasCancelled, context.transitionWasCancelled else { return }
    let now = context.containerView.engine.currentTime
    let position = min(max(presentedPercent(at: now) ?? 0, 0), 1)
    playCompletion(cancel: true, from: position, velocity: velocity, context: context)
  }

  /// Plays the rest of the transition from progress `p` to its end (its start on a cancel), as the
  /// completion style, speed and curves say.
  private func playCompletion(cancel: Bool, from p: Double, velocity: Double?, context: TransitionContext) {
    let remaining = cancel ? p : 1 - p
    let speed = completionSpeed
    let classic = remaining * duration / speed
    switch driver {
    case .animator(let animator)?:
      animator.isReversed = cancel
      if case .spring(let zeta) = completionStyle, let velocity {
        let (timing, settle) = completionSpring(zeta, progressVelocity: velocity, from: p, toward: cancel ? 0 : 1)
        animator.continueAnimation(withTimingParameters: timing, durationFactor: 1 / speed)
        completionDuration = settle
      } else if case .timed(let seconds, let curve) = completionStyle {
        let factor = animator.duration > 0 ? max(seconds, 1e-9) / animator.duration : 0
        animator.continueAnimation(withTimingParameters: .cubic(curve), durationFactor: factor)
        completionDuration = seconds
      } else if timingCurve != nil || speed != 1 {
        animator.continueAnimation(withTimingParameters: timingCurve, durationFactor: remaining / speed)
        completionDuration = classic
      } else {
        // Takes r · d too: resumed from a linearly scrubbed fraction, an animator runs for what is left
        // of its progress (see `PropertyAnimator.startAnimation()`).
        animator.startAnimation()
        completionDuration = classic
      }
    case .layers(let layers)?:
      if let rampTimer { context.containerView.engine.cancel(rampTimer) }
      rampTimer = nil
      let from = p * duration
      let to = cancel ? 0 : duration
      let (timing, seconds) = completionStyle.timing(
        remaining: remaining, duration: duration, speed: speed, curve: completionCurve, velocity: velocity, from: p,
        toward: cancel ? 0 : 1)
      ramp(layers, from: from, to: to, over: seconds, timing: timing, context: context)
      completionDuration = seconds
    case nil:
      break
    }
  }

  /// The spring of a spring completion, fitted to `duration / completionSpeed` (see
  /// ``CompletionStyle/spring(dampingRatio:duration:progressVelocity:from:toward:)``).
  private func completionSpring(
    _ dampingRatio: Double, progressVelocity: Double, from current: Double, toward target: Double
  ) -> (TimingParameters, Double) {
    CompletionStyle.spring(
      dampingRatio: dampingRatio, duration: duration / completionSpeed, progressVelocity: progressVelocity,
      from: current, toward: target)
  }

  /// Plays the frozen layers' time from `from` to `to` over `seconds`, then restores their clocks (their
  /// animations end, completions run) and makes sure the transition completes.
  private func ramp(_ layers: [Layer], from: Double, to: Double, over seconds: Double, timing: TimingParameters, context: TransitionContext) {
    let engine = context.containerView.engine
    let start = engine.currentTime
    let end = start + max(seconds, 0)
    for layer in layers {
      layer.timeRamp = Layer.TimeRamp(start: start, end: end, from: from, to: to, timing: timing)
    }
    rampTimer = engine.schedule(at: end) { [weak self, reference = context.reference] in
      guard let self, let context = reference.context else { return }
      self.rampTimer = nil
      self.release(layers)
      // After the animations that ended just now have reported, complete if nobody did.
      engine.schedule(at: engine.currentTime) { [reference = context.reference] in
        guard let context = reference.context, !context.isCompleted else { return }
        context.completeTransition(!context.transitionWasCancelled)
      }
    }
  }

  /// A frozen timeline is held a microsecond short of its end: at the end itself the scrubbed animations
  /// would finish, and their completions would complete the transition while it is still interactive.
  private func heldTime(_ time: Double) -> Double { min(time, max(duration - 1e-6, 0)) }

  private func freeze(_ layers: [Layer], at time: Double) {
    for layer in layers {
      layer.timeRamp = nil
      layer.speed = 0
      layer.timeOffset = time
    }
  }

  /// The progress on screen at engine time `time` (0…1; a spring completion may overshoot): the
  /// interactive percent while scrubbing, then where the completion has got to. Nil when no transition is
  /// being driven. For logs and renderers.
  public func presentedPercent(at time: Double) -> Double? {
    guard let context, !context.isCompleted else { return nil }
    switch driver {
    case .animator(let animator)?:
      return animator.state == .active ? animator.progress(at: time) : context.percentComplete
    case .layers(let layers)?:
      guard let layer = layers.first, duration > 0 else { return context.percentComplete }
      return layer.localTime(atEngineTime: time) / duration
    case nil:
      return context.percentComplete
    }
  }

  /// Gives frozen or ramped layers their running clock back (`speed` 1, `timeOffset` 0), going on from
  /// where their timeline is held and at least from its end, without a jump later: with `beginTime` 0 a
  /// transition that ends before engine time `duration` would resume animations a cancel played back to
  /// 0, and animations begun at completion (in `viewDidAppear`) would wait for the engine to catch up.
  private func release(_ layers: [Layer]) {
    guard let engine = layers.first?.engine else { return }
    let now = engine.currentTime
    for layer in layers {
      let held = max(layer.localTime(atEngineTime: now), duration)
      let parent = layer.superlayer?.localTime(atEngineTime: now) ?? now
      layer.timeRamp = nil
      layer.speed = 1
      layer.timeOffset = 0
      layer.beginTime = parent - held
    }
  }

  private func didComplete() {
    if case .layers(let layers)? = driver { release(layers) }
    if let rampTimer, let context { context.containerView.engine.cancel(rampTimer) }
    rampTimer = nil
    driver = nil
    contextReference = nil
    duration = 0
    completionDuration = nil
  }
}
