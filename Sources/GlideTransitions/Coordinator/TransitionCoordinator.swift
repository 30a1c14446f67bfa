public import GlideAnimation

/// Lets code outside the animator take part in a transition: run animations in step with it and hear
/// when the interaction ends and when the transition completes (UIKit's
/// `UIViewControllerTransitionCoordinator`). A controller gets it from ``ViewController/transitionCoordinator``
/// from its `viewWillAppear`/`viewWillDisappear` on.
///
/// Alongside animations run in the transition's animation context, as UIKit's: they follow the timing of
/// the first animation the transition's start began (its curve or spring, or its property animator) and
/// end when it ends; one registered after the start gets what is left of the transition, so none is
/// still running when the completion blocks run (unless the animator completes the transition before
/// its own animation has ended). Under a percent-driven interaction they are scrubbed and completed with
/// the transition.
///
/// Order, as UIKit's (uikit-semantics §5): alongside animations run right after the animator's
/// `animateTransition` (or the interactor's start) returns, in registration order; interaction-change
/// handlers run synchronously inside `finish…`/`cancel…`/`pauseInteractiveTransition`, before any
/// reversal appearance callback; completion blocks run inside `completeTransition`, after the container's
/// completion work and before `animationEnded`, cancelled or not.
public final class TransitionCoordinator {
  private unowned let context: TransitionContext

  private struct Alongside {
    let animation: ((TransitionCoordinatorContext) -> Void)?
    let completion: ((TransitionCoordinatorContext) -> Void)?
    let view: View?
  }

  // Skips the runtime exclusivity check: handlers are appended to and read whole, never across a call
  // that could reach them (a handler's registrations during a run are taken in the next run).
  @exclusivity(unchecked) private var alongside: [Alongside] = []
  @exclusivity(unchecked) private var changeHandlers: [(TransitionCoordinatorContext) -> Void] = []
  @exclusivity(unchecked) private var endHandlers: [(TransitionCoordinatorContext) -> Void] = []
  @exclusivity(unchecked) private var animationsStarted = false
  @exclusivity(unchecked) private var endHandlersRan = false

  init(context: TransitionContext) {
    self.context = context
  }

  /// A snapshot of the transition now.
  public var currentContext: TransitionCoordinatorContext { TransitionCoordinatorContext(context) }

  public var isAnimated: Bool { context.isAnimated }
  public var isInteractive: Bool { context.isInteractive }
  public var initiallyInteractive: Bool { context.initiallyInteractive }
  public var isInterruptible: Bool { context.isInterruptible }
  public var isCancelled: Bool { context.transitionWasCancelled }
  public var transitionDuration: Double { context.transitionDuration }
  public var percentComplete: Double { context.percentComplete }
  public var completionVelocity: Double { context.completionVelocity }
  public var completionCurve: AnimationCurve { context.completionCurve }
  public var containerView: View { context.containerView }

  /// Runs `animation` in step with the transition (its changes animate with the transition's timing, end
  /// with it, and follow the percent while interactive) and `completion` after the transition completes,
  /// cancelled or not. Returns true when the animation was queued (false when `animation` is nil, or the transition
  /// has completed); the completion runs either way, at once if the transition has already completed.
  @discardableResult
  public func animate(
    alongsideTransition animation: ((TransitionCoordinatorContext) -> Void)?,
    completion: ((TransitionCoordinatorContext) -> Void)? = nil
  ) -> Bool {
    animateAlongsideTransition(in: nil, animation: animation, completion: completion)
  }

  /// ``animate(alongsideTransition:completion:)`` for views outside the container: `view`'s layer is
  /// driven with the container's (so a percent-driven interaction scrubs it too).
  @discardableResult
  public func animateAlongsideTransition(
    in view: View?, animation: ((TransitionCoordinatorContext) -> Void)?,
    completion: ((TransitionCoordinatorContext) -> Void)? = nil
  ) -> Bool {
    if context.isCompleted {
      completion?(currentContext)
      return false
    }
    let entry = Alongside(animation: animation, completion: completion, view: view)
    alongside.append(entry)
    if animationsStarted, let animation {
      run(animation, view: view)
    }
    return animation != nil
  }

  /// `handler` runs each time the transition turns non-interactive (finish, cancel) or interactive
  /// again (pause): the iOS 10 form, kept until the transition completes. Never runs for a transition
  /// that was not interactive.
  public func notifyWhenInteractionChanges(_ handler: @escaping (TransitionCoordinatorContext) -> Void) {
    changeHandlers.append(handler)
  }

  /// The iOS 7 form: `handler` runs once, when the interaction first ends.
  public func notifyWhenInteractionEnds(_ handler: @escaping (TransitionCoordinatorContext) -> Void) {
    endHandlers.append(handler)
  }

  // MARK: - Driven by the context

  /// Views registered with `animateAlongsideTransition(in:)` (a legacy driver drives their layers).
  var alongsideViews: [View] { alongside.compactMap(\.view) }

  /// Called once, right after the animator or interactor started.
  func startAlongsideAnimations() {
    animationsStarted = true
    for entry in alongside {
      if let animation = entry.animation { run(animation, view: entry.view) }
    }
  }

  /// Inside `completeTransition`, first: alongside animations not yet started because the transition
  /// completed inside its own start (a transition made without animation, whose animator completes inside
  /// `animateTransition`) run now, at once and without animation, as UIKit runs them with no animation to
  /// join; then the completion blocks see their changes made.
  func startAlongsideAnimationsIfNeeded() {
    guard !animationsStarted else { return }
    animationsStarted = true
    let entries = alongside.filter { $0.animation != nil }
    guard !entries.isEmpty else { return }
    let snapshot = currentContext
    context.containerView.engine.performWithoutAnimation {
      for entry in entries { entry.animation?(snapshot) }
    }
  }

  /// The interaction flipped (finish, cancel, pause).
  func interactionDidChange() {
    let snapshot = currentContext
    onInteractionChange?(snapshot)
    for handler in changeHandlers { handler(snapshot) }
    if !snapshot.isInteractive && !endHandlersRan {
      endHandlersRan = true
      for handler in endHandlers { handler(snapshot) }
    }
  }

  /// Inside `completeTransition`: every completion block once, in registration order.
  func runCompletions() {
    let entries = alongside
    alongside.removeAll()
    changeHandlers.removeAll()
    endHandlers.removeAll()
    // The snapshot only when a completion will read it: most transitions have none, and a snapshot
    // retains and releases a dozen objects.
    guard entries.contains(where: { $0.completion != nil }) else { return }
    let snapshot = currentContext
    for entry in entries { entry.completion?(snapshot) }
  }

  /// Runs one alongside animation in the transition's animation context: the driver's, else joining the
  /// transition's property animator, else a block along the transition's first animation's timing from
  /// now (or from when that animation begins moving, after its delay) to its end.
  private func run(_ animation: @escaping (TransitionCoordinatorContext) -> Void, view: View?) {
    let snapshot = currentContext
    if let driver = alongsideDriver {
      driver(view) { animation(snapshot) }
      return
    }
    let engine = context.containerView.engine
    let now = engine.currentTime
    let span: (begin: Double, end: Double)
    switch context.animationTiming {
    case .animator(let animator)? where animator.state == .active:
      animator.addAnimations { animation(snapshot) }
      return
    case .block?, nil:
      let local = context.alongsideSpan
      span = (context.startTime + local.begin, context.startTime + local.end)
    case .animator?:
      span = (now, now)
    }
    let begin = max(now, span.begin)
    engine.animate(
      withDuration: max(span.end - begin, 0), delay: begin - now,
      timingParameters: context.alongsideTimingParameters
    ) { animation(snapshot) }
  }

  // The two hooks below skip the runtime exclusivity check: assigned whole and only called.

  /// The container's log hook, run before the handlers.
  @exclusivity(unchecked) var onInteractionChange: ((TransitionCoordinatorContext) -> Void)?

  /// Set by a percent-driven driver: how to run alongside changes so they follow the interaction (added to
  /// the interruptible animator, or made in the frozen layer timeline).
  @exclusivity(unchecked) var alongsideDriver: ((View?, @escaping () -> Void) -> Void)?
}
