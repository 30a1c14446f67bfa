public import GlideAnimation

/// One view transition under way: UIKit's `transition(with:duration:options:animations:completion:)` and
/// `transition(from:to:duration:options:completion:)` (made by the engine's
/// `AnimationEngine/transition(with:duration:options:animations:completion:)` and its siblings).
///
/// The view's content changes at once (the changes are made without animation, or animated with
/// `allowAnimatedContent`); what the screen shows meanwhile is two stand-ins side by side with the view
/// in its superview, animated with ordinary layer animations on the transition's duration, curve and
/// repeat options:
/// - ``outgoing``, a snapshot of the view as it was on screen before the changes
///   (``View/snapshotView(afterScreenUpdates:)`` with false);
/// - ``incoming``, the new content: a snapshot of the view after the changes (with true), while the view
///   itself is kept out of sight (its opacity held at 0 by an animation, its model untouched); or, with
///   `allowAnimatedContent`, the view itself, live.
///
/// At progress p (the curve's value, 0…1):
/// - **flips**: both sides turn about the view's anchor point (its centre) in perspective, one rigid card
///   turned by φ = π·p in all: the outgoing side at φ, the incoming one at φ − π, each with
///   `isDoubleSided` false, so the outgoing side shows until it is edge-on at p = ½ and the incoming one
///   after: half the turn each, one motion, fastest at the edge. The axis is y for left and right (the
///   named edge comes toward the viewer: `transform.rotation.y` +φ from the left, −φ from the right) and x
///   for top and bottom (−φ from the top, +φ from the bottom). The perspective is `m34 = −1/d` in each
///   side's own transform, so its vanishing point is the view's centre, with d from
///   ``perspectiveDistance(for:bounds:)``.
/// - **curlUp**: the outgoing snapshot, on top, is turned over as a page (`LayerPageCurl`, its
///   `pageCurl.progress` going 0 → 1) from the bottom edge up, uncovering the incoming content under it.
/// - **curlDown**: the reverse, as iOS plays `transitionCurlDown`: the incoming content, on top, comes
///   down from above the top edge and lies flat (`pageCurl.progress` 1 → 0 with the curl-up direction),
///   covering the outgoing snapshot.
/// - **crossDissolve**: the incoming side's opacity goes 0 → its own (× p), the outgoing side's its own →
///   0 (× (1 − p)), as Core Animation's fade transition (`LayerTransition` `fade`) does.
///
/// The animations hold their end (`fillMode` forwards) until the transition ends; then the snapshots leave
/// the superview, the view's own values come back, and the completion runs once. Driven interactively
/// (``context``), the same animations are scrubbed by a ``PercentDrivenInteractiveTransition``'s
/// layer-time driver, and a cancelled transition puts the changes back (`transition(from:to:)`'s).
public final class ViewTransition {
  /// The view whose content changes: the one given to `transition(with:)`, or the from-view's superview
  /// for `transition(from:to:)` (as UIKit, which transitions the superview: wrap the two views in a
  /// container of their own to turn only them).
  public let view: View
  /// The animation; nil for `transitionNone`, where the changes are made as an animation block makes them.
  public let transition: AnimationTransition?
  /// Seconds.
  public let duration: Double
  public let options: AnimationOptions
  /// The view as it was, while the transition shows it; nil before the start, without a superview to
  /// show it in, or without a transition.
  public private(set) var outgoing: View?
  /// The new content while the transition shows it: a snapshot, or ``view`` itself with
  /// `allowAnimatedContent`.
  public private(set) var incoming: View?
  /// The transition context when the transition is driven by an interaction (nil otherwise, and once it
  /// has completed).
  public var context: TransitionContext? { heldContext }
  /// Whether the transition has ended (its completion has run or is about to).
  public private(set) var isFinished = false

  private let changes: () -> Void
  /// Puts the changes back (a cancelled interactive `transition(from:to:)`), or nil.
  private let revert: (() -> Void)?
  private var completion: ((Bool) -> Void)?
  /// Held while the transition runs (the context holds this transition as its animator): nobody else
  /// keeps a view transition's context.
  private var heldContext: TransitionContext?
  private var started = false
  /// Every animation this transition added, to take away at the end.
  private var added: [(layer: Layer, key: String)] = []
  /// What to put back on the live view at the end (its sidedness, its page curl).
  private var restores: [() -> Void] = []
  /// The layer the progress is read on, with its animation's timing and curve.
  private var clock: (layer: Layer, timing: MediaTiming, curve: TimingParameters)?
  private var timer: TimerToken?

  init(
    view: View, transition: AnimationTransition?, duration: Double, options: AnimationOptions,
    changes: @escaping () -> Void, revert: (() -> Void)?, completion: ((Bool) -> Void)?
  ) {
    (self.view, self.transition, self.duration, self.options) = (view, transition, duration, options)
    (self.changes, self.revert, self.completion) = (changes, revert, completion)
  }

  // MARK: - Glide's choices where UIKit documents none

  /// The distance of the eye from a flipping view, points: twice the view's extent across the turning
  /// axis (its width for left and right, its height for top and bottom), so that every flip is seen at
  /// the same angle whatever the view's size: the edge coming forward grows by a fifth at an eighth of a
  /// turn (a 240-point card is seen from 480 points, m34 = −1/480). UIKit does not say what it uses;
  /// Core Animation's examples use 500 for a phone's screen.
  public static func perspectiveDistance(for transition: AnimationTransition, bounds: Rect) -> Double {
    let across =
      switch transition {
      case .flipFromTop, .flipFromBottom: bounds.height
      default: bounds.width
      }
    return 2 * max(across, 1)
  }

  /// The radius of a curl's cylinder, points: an eighth of the page's shorter side (48.75 on a 390 × 844
  /// screen), tight enough that the turned part reads as a sheet of paper, wide enough that its back shows
  /// as it comes over. UIKit does not say; its curl looks about this tight on a phone.
  public static func curlRadius(bounds: Rect) -> Double {
    max(min(bounds.width, bounds.height) / 8, 1)
  }

  /// The way a curl travels: up the page (the bottom edge lifts first) for both curls; `curlDown` plays
  /// it backwards.
  public static let curlDirection = Vector(dx: 0, dy: -1)

  // MARK: - State for logs and renderers

  /// One moment of a view transition, for logs and tests.
  public struct Frame: Hashable, Sendable {
    public var transition: AnimationTransition
    /// The curve's value now, 0…1: how far the animation has got.
    public var progress: Double
    /// Flips: the outgoing side's turn about the flip's axis, radians (0 … ±π; the incoming side is at
    /// this − ±π). Nil for the others.
    public var angle: Double?
    /// Flips: whether the incoming side faces the viewer (past the half turn); nil for the others.
    public var showsIncoming: Bool?
    /// Curls: the deformation of the page being turned (the outgoing snapshot curling up, the incoming
    /// content uncurling down), in that page's bounds; nil for the others.
    public var curl: PageCurl?
  }

  /// The transition at engine time `time` (now when nil); nil before it starts, once it has ended, or
  /// without an animation to show.
  public func frame(at time: Double? = nil) -> Frame? {
    guard let transition, let progress = progress(at: time) else { return nil }
    var frame = Frame(transition: transition, progress: progress)
    if transition.isFlip {
      let angle = Self.turnSign(transition) * Double.pi * progress
      frame.angle = angle
      frame.showsIncoming = progress > 0.5
    } else if transition.isCurl, let page = transition == .curlUp ? outgoing : incoming {
      let curl = LayerPageCurl(
        direction: Self.curlDirection, radius: Self.curlRadius(bounds: page.bounds),
        progress: transition == .curlUp ? progress : 1 - progress)
      frame.curl = curl.curl(in: page.bounds)
    }
    return frame
  }

  /// The curve's value at engine time `time`, as the transition's animations show it; nil when none runs.
  public func progress(at time: Double? = nil) -> Double? {
    guard !isFinished, let clock else { return nil }
    let local = clock.layer.localTime(atEngineTime: time ?? view.engine.currentTime)
    guard let t = clock.timing.iterationTime(atParentTime: local) else { return nil }
    return clock.curve.progress(at: t, duration: clock.timing.effectiveDuration)
  }

  // MARK: - Running

  /// Drives the transition through `context` (its animator is this transition).
  func attach(to context: TransitionContext) {
    heldContext = context
    context.containerCompletion = { [unowned self] done in self.end(keepingChanges: done, finished: done) }
  }

  /// Takes the snapshot, makes the changes and adds the animations; the view's earlier transition, if one
  /// still runs, ends first.
  func start() {
    guard !started else { return }
    started = true
    if let running = view.viewTransition, running !== self { running.interrupt() }
    view.viewTransition = self
    let engine = view.engine
    let shown = duration > 0 && transition != nil ? view.superview : nil
    let before = shown.map { _ in view.snapshotView(afterScreenUpdates: false) }
    if options.contains(.allowAnimatedContent) || transition == nil {
      engine.animate(withDuration: max(duration, 0), options: blockOptions, animations: changes)
    } else {
      engine.performWithoutAnimation(changes)
    }
    guard let superview = shown, let before, let transition else {
      finishWithoutAnimation(engine)
      return
    }
    let live = options.contains(.allowAnimatedContent)
    let after = live ? view : view.snapshotView(afterScreenUpdates: true)
    before.name = "\(view.name) before"
    if !live { after.name = "\(view.name) after" }
    (outgoing, incoming) = (before, after)
    place(before: before, after: after, live: live, in: superview, transition: transition)
    animate(before: before, after: after, live: live, transition: transition)
  }

  /// Ends the transition early: an interactive one is cancelled and completed; another one ends where it
  /// is with its changes kept, its completion hearing false (a newer transition of the same view took
  /// over, as a replaced animation's completion does).
  func interrupt() {
    if let context, !context.isCompleted {
      if context.isInteractive { context.cancelInteractiveTransition() }
      context.completeTransition(false)
      return
    }
    end(keepingChanges: true, finished: false)
  }

  // MARK: - Internals

  /// The options the changes animate with (`allowAnimatedContent`, or no transition): the transition's
  /// curve and repeat options, whatever an enclosing block says.
  private var blockOptions: AnimationOptions {
    var block = AnimationOptions.curve(options.curve)
    block.formUnion(options.intersection([.repeat, .autoreverse]))
    block.formUnion([.overrideInheritedDuration, .overrideInheritedCurve, .overrideInheritedOptions])
    return block
  }

  /// Nothing to show (no superview, no transition, or no time): the completion runs when the changes'
  /// animations (if any) would have ended, after the duration, or on the next advance.
  private func finishWithoutAnimation(_ engine: AnimationEngine) {
    let span = transitionTiming(on: view.layer).activeDuration
    let end = duration > 0 && span.isFinite ? engine.currentTime + span : engine.currentTime
    guard context == nil else { return }  // an interaction's ramp completes it
    guard duration <= 0 || span.isFinite else { return }  // repeating for ever: never ends, as in UIKit
    timer = engine.schedule(at: end) { [weak self] in
      self?.timer = nil
      self?.end(keepingChanges: true, finished: true)
    }
  }

  /// Puts the two sides beside the view: the page that curls on top, the outgoing side on top otherwise.
  private func place(before: View, after: View, live: Bool, in superview: View, transition: AnimationTransition) {
    let outgoingOnTop = transition != .curlDown
    if live {
      if outgoingOnTop {
        superview.insertSubview(before, aboveSubview: view)
      } else {
        superview.insertSubview(before, belowSubview: view)
      }
      return
    }
    superview.insertSubview(outgoingOnTop ? after : before, aboveSubview: view)
    superview.insertSubview(outgoingOnTop ? before : after, aboveSubview: outgoingOnTop ? after : before)
  }

  private func animate(before: View, after: View, live: Bool, transition: AnimationTransition) {
    if !live {
      // The view stays where it is, out of sight, until the transition ends; its model is untouched.
      add(BasicAnimation(keyPath: .opacity, from: .scalar(0), to: .scalar(0)), to: view.layer, key: "hidden")
    }
    switch transition {
    case .flipFromLeft, .flipFromRight, .flipFromTop, .flipFromBottom:
      let axis: LayerKeyPath = transition == .flipFromTop || transition == .flipFromBottom ? .transformRotationX : .transformRotationY
      let turn = Self.turnSign(transition) * Double.pi
      let perspective = Transform3D(perspectiveDistance: Self.perspectiveDistance(for: transition, bounds: view.bounds))
      for (side, from, to) in [(before, 0.0, turn), (after, -turn, 0.0)] {
        if side === view {
          let sided = view.layer.isDoubleSided
          restores.append { [view] in view.layer.isDoubleSided = sided }
        }
        side.layer.isDoubleSided = false
        var depth = BasicAnimation(keyPath: .transform, from: .transform(perspective), to: .transform(perspective))
        depth.isAdditive = true
        add(depth, to: side.layer, key: "perspective")
        add(BasicAnimation(keyPath: axis, from: .scalar(from), to: .scalar(to)), to: side.layer, key: "turn")
      }
    case .curlUp, .curlDown:
      let page = transition == .curlUp ? before : after
      if page === view {
        let curl = view.layer.pageCurl
        restores.append { [view] in view.layer.pageCurl = curl }
      }
      page.layer.pageCurl = LayerPageCurl(
        direction: Self.curlDirection, radius: Self.curlRadius(bounds: page.bounds), progress: 0)
      let (from, to) = transition == .curlUp ? (0.0, 1.0) : (1.0, 0.0)
      add(BasicAnimation(keyPath: .pageCurlProgress, from: .scalar(from), to: .scalar(to)), to: page.layer, key: "curl")
    case .crossDissolve:
      for (side, from, to) in [(before, 0.0, -before.alpha), (after, -after.alpha, 0.0)] {
        var fade = BasicAnimation(keyPath: .opacity, from: .scalar(from), to: .scalar(to))
        fade.isAdditive = true
        add(fade, to: side.layer, key: "fade")
      }
    }
  }

  /// +1 or −1: the sign of the turn about the flip's axis that brings the named edge toward the viewer.
  static func turnSign(_ transition: AnimationTransition) -> Double {
    switch transition {
    case .flipFromLeft, .flipFromBottom: 1
    default: -1
    }
  }

  /// The transition's timing on `layer`'s clock: from now, over the duration, repeating as the options
  /// say, holding its end until the transition removes it.
  private func transitionTiming(on layer: Layer) -> MediaTiming {
    MediaTiming(
      beginTime: layer.localTime(atEngineTime: layer.engine.currentTime), duration: max(duration, 1e-9),
      repeatCount: options.contains(.repeat) ? .infinity : 0, autoreverses: options.contains(.autoreverse),
      fillMode: .forwards)
  }

  /// Adds `animation` to `layer` with the transition's timing and curve under `viewTransition.<key>`; the
  /// first one added is the one the progress is read from and whose end ends the transition.
  private func add(_ animation: BasicAnimation, to layer: Layer, key: String) {
    var animation = animation
    animation.timing = transitionTiming(on: layer)
    animation.timingParameters = .curve(options.curve)
    animation.isRemovedOnCompletion = false
    let fullKey = "viewTransition.\(key)"
    if clock == nil {
      clock = (layer, animation.timing, animation.timingParameters)
      animation.delegate = EndDelegate(self)
    }
    layer.add(animation, forKey: fullKey)
    added.append((layer, fullKey))
  }

  /// The first animation stopped.
  fileprivate func animationDidStop(finished: Bool) {
    guard !isFinished else { return }
    if let context {
      context.completeTransition(!context.transitionWasCancelled)
    } else {
      end(keepingChanges: true, finished: finished)
    }
  }

  /// Takes the stand-ins away and gives the view its own values back, puts the changes back when they
  /// are not kept, and runs the completion (once).
  private func end(keepingChanges: Bool, finished: Bool) {
    guard !isFinished else { return }
    isFinished = true
    if let timer { view.engine.cancel(timer) }
    timer = nil
    let removals = added
    added.removeAll()
    for (layer, key) in removals { layer.removeAnimation(forKey: key) }
    for restore in restores { restore() }
    restores.removeAll()
    if let outgoing { outgoing.removeFromSuperview() }
    if let incoming, incoming !== view { incoming.removeFromSuperview() }
    (outgoing, incoming, clock) = (nil, nil, nil)
    if view.viewTransition === self { view.viewTransition = nil }
    heldContext = nil
    if !keepingChanges { revert?() }
    let completion = self.completion
    self.completion = nil
    completion?(finished)
  }
}

/// Hears the end of a view transition's first animation (held strongly by the animation, as Core
/// Animation holds its delegate). Weak back: a removed animation reports its stop on the next advance,
/// when the transition that removed it may be gone.
private final class EndDelegate: AnimationDelegate {
  weak var transition: ViewTransition?
  init(_ transition: ViewTransition) { self.transition = transition }
  func animationDidStop(_ animation: any Animation, finished: Bool) {
    transition?.animationDidStop(finished: finished)
  }
}
