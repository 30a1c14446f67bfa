public import GlideAnimation

/// Which side of a transition: the controller visible at the start (`from`) or at the end of a completed
/// transition (`to`). Keys never swap on cancel.
public enum TransitionKey: String, Hashable, Sendable, CaseIterable {
  case from
  case to
}

/// Everything about one transition that the animator and the interactor need, and where they report
/// progress and the end: UIKit's `UIViewControllerContextTransitioning`. Containers create it; custom
/// containers may create their own.
///
/// Its life is a state machine (uikit-semantics §1.2):
///
///     created ──start──▶ interacting ⇄ running ──completeTransition──▶ completed(didComplete)
///        │   (interactive start)  finish/cancel ▶ ◀ pause (interruptible)
///        └─finish/cancel before start──▶ pending(finish|cancel) ──start──▶ interacting or running,
///                                                                  then the pending end applied
///
/// ``initiallyInteractive`` is the interactor's `wantsInteractiveStart`, copied when the context is
/// made (UIKit copies it when the interactor is attached), and ``isInteractive`` reads it until the
/// start: the "will" appearance callbacks, sent before the start, see what follows them.
/// `updateInteractiveTransition` acts only while interacting. A transition that started running
/// (`wantsInteractiveStart == false`) takes its first `finish`/`cancel` while it runs, as UIKit's in-flight
/// context does: a cancel makes ``transitionWasCancelled`` true, so the animator's
/// `completeTransition(!transitionWasCancelled)` restores the container (no interaction-change handler runs:
/// nothing was interactive). A second `finish`/`cancel` and a second
/// `completeTransition` are ignored (UIKit leaves the first undefined and re-enters its completion path
/// for the second; Glide makes both no-ops).
public final class TransitionContext {
  // MARK: - Configuration

  public let operation: TransitionOperation
  /// The superview of every view taking part while the transition runs.
  public let containerView: View
  /// False for a transition the container makes without animation; the animator still runs (and should
  /// finish at once).
  public let isAnimated: Bool
  /// The modal style being presented or dismissed, `.none` for navigation and tab transitions.
  public let presentationStyle: ModalPresentationStyle
  /// Identity: Glide has no interface rotation.
  public let targetTransform: Transform2D = .identity
  public let animator: any ViewControllerAnimatedTransitioning
  public let interactor: (any ViewControllerInteractiveTransitioning)?

  private let controllers: TransitionPair<ViewController>
  private let views: TransitionPair<View>
  /// What the interactor and the animators' completions hold instead of a weak reference.
  let reference = TransitionContextReference()
  private let initialFrames: TransitionPair<Rect>
  private let finalFrames: TransitionPair<Rect>

  /// A context for one transition. `views` holds the views the animator may touch (leave a key out for
  /// "do not manipulate": `view(forKey:)` returns nil); frames left out are `.zero`.
  public convenience init(
    operation: TransitionOperation, containerView: View, from: ViewController, to: ViewController,
    views: TransitionPair<View>, initialFrames: TransitionPair<Rect> = [:], finalFrames: TransitionPair<Rect> = [:],
    isAnimated: Bool = true, presentationStyle: ModalPresentationStyle = .none,
    animator: any ViewControllerAnimatedTransitioning, interactor: (any ViewControllerInteractiveTransitioning)?
  ) {
    self.init(
      operation: operation, containerView: containerView, controllers: TransitionPair(from: from, to: to),
      views: views, initialFrames: initialFrames, finalFrames: finalFrames, isAnimated: isAnimated,
      presentationStyle: presentationStyle, animator: animator, interactor: interactor)
  }

  /// A context for a view transition (Glide's interactive `transition(from:to:)`): operation
  /// `.transition`, no controllers, the two views under `.from` and `.to`, `containerView` the view the
  /// transition is shown in (whose clock a percent-driven interaction freezes).
  public convenience init(
    viewTransitionIn containerView: View, from: View, to: View, animator: any ViewControllerAnimatedTransitioning,
    interactor: (any ViewControllerInteractiveTransitioning)?
  ) {
    self.init(
      operation: .transition, containerView: containerView, controllers: TransitionPair<ViewController>(from: nil, to: nil),
      views: TransitionPair(from: from, to: to),
      initialFrames: [:], finalFrames: [:], isAnimated: true, presentationStyle: .none, animator: animator,
      interactor: interactor)
  }

  private init(
    operation: TransitionOperation, containerView: View, controllers: TransitionPair<ViewController>,
    views: TransitionPair<View>, initialFrames: TransitionPair<Rect>, finalFrames: TransitionPair<Rect>,
    isAnimated: Bool, presentationStyle: ModalPresentationStyle,
    animator: any ViewControllerAnimatedTransitioning, interactor: (any ViewControllerInteractiveTransitioning)?
  ) {
    self.operation = operation
    self.containerView = containerView
    self.controllers = controllers
    self.views = views
    self.initialFrames = initialFrames
    self.finalFrames = finalFrames
    self.isAnimated = isAnimated
    self.presentationStyle = presentationStyle
    self.animator = animator
    self.interactor = interactor
    initiallyInteractive = interactor?.wantsInteractiveStart ?? false
    reference.context = self
    (interactor as? PercentDrivenInteractiveTransition)?.attach(self)
  }

  deinit {
    reference.context = nil
  }

  public func viewController(forKey key: TransitionKey) -> ViewController? { controllers[key] }

  /// The view to animate for `key`, or nil when the animator must leave it alone (the presenter's view in
  /// a `.custom` presentation that keeps it).
  public func view(forKey key: TransitionKey) -> View? { views[key] }

  /// Where `controller`'s view is at the start; `.zero` when it is not on screen or unknown.
  public func initialFrame(for controller: ViewController) -> Rect { frame(initialFrames, controller) }

  /// Where `controller`'s view must be at the end; `.zero` when it leaves the screen.
  public func finalFrame(for controller: ViewController) -> Rect { frame(finalFrames, controller) }

  private func frame(_ table: TransitionPair<Rect>, _ controller: ViewController) -> Rect {
    if controllers.from === controller { return table.from ?? .zero }
    if controllers.to === controller { return table.to ?? .zero }
    return .zero
  }

  // MARK: - State

  enum Phase: Equatable {
    case created
    case pending(finish: Bool)
    case interacting
    case running
    case completed(Bool)
  }

  // The state below skips the runtime exclusivity check: it is read at every gesture event and display
  // frame, and only ever assigned whole, never passed `inout` across a callback.
  @exclusivity(unchecked) private(set) var phase: Phase = .created

  /// Currently driven by the interaction: before the start, ``initiallyInteractive``; false while the
  /// completion runs and after.
  public var isInteractive: Bool {
    switch phase {
    case .created, .pending: initiallyInteractive
    case .interacting: true
    case .running, .completed: false
    }
  }
  /// Whether the transition starts interactive (the interactor's `wantsInteractiveStart` when the context
  /// was made; false without an interactor); never changes.
  public let initiallyInteractive: Bool
  /// The transition has started (the interactor's or the animator's start has been called).
  var hasStarted: Bool {
    switch phase {
    case .created, .pending: false
    case .interacting, .running, .completed: true
    }
  }
  /// True once the interaction was cancelled (set inside `cancelInteractiveTransition`, so it is already
  /// right when the completion animation starts), false again if a later finish overrides it.
  @exclusivity(unchecked) public private(set) var transitionWasCancelled = false
  /// The last accepted progress, 0…1.
  public var percentComplete: Double { progress }
  // Stored apart from its public getter: other modules read a public stored property in place, with
  // the runtime exclusivity check that `@exclusivity(unchecked)` skips only inside this module (and the
  // replay reads the percent at every gesture event).
  @exclusivity(unchecked) private var progress: Double = 0
  /// A finish or cancel has set how the transition ends (a later one, after an interaction ended, is
  /// ignored; a pause makes it interactive again and open to a new one).
  @exclusivity(unchecked) private var hasEnding = false
  /// The completion's pace: the interactor's `completionSpeed` (1 is the whole transition in
  /// ``transitionDuration``), always positive as Apple documents it, on a cancel too (``transitionWasCancelled``
  /// says the direction); 1 until the interaction ends.
  @exclusivity(unchecked) public private(set) var completionVelocity: Double = 1
  /// The completion's curve (the interactor's).
  @exclusivity(unchecked) public private(set) var completionCurve: AnimationCurve = .easeInOut
  /// Whether the animator vended an interruptible animator.
  public var isInterruptible: Bool { vendedAnimator != nil }
  /// `completeTransition` has been called.
  public var isCompleted: Bool { if case .completed = phase { true } else { false } }
  /// The value passed to the first `completeTransition`, once called.
  public var didComplete: Bool? { if case .completed(let done) = phase { done } else { nil } }

  /// The animator's `transitionDuration`, seconds.
  public var transitionDuration: Double { animator.transitionDuration(using: self) }

  /// The coordinator other code uses to run alongside and hear about the interaction.
  public private(set) lazy var coordinator = TransitionCoordinator(context: self)

  // MARK: - Hooks for containers and drivers

  // The container's hooks skip the runtime exclusivity check: they are assigned whole and only called.

  /// The container's completion work (view hierarchy, appearance callbacks), run first inside
  /// `completeTransition`.
  @exclusivity(unchecked) public var containerCompletion: ((Bool) -> Void)?
  /// The container's last word (`didShow`), run after the coordinator's completions and before
  /// `animationEnded`.
  @exclusivity(unchecked) public var containerDidComplete: ((Bool) -> Void)?
  /// Runs when the context has completed, after everything else (drivers release it here).
  @exclusivity(unchecked) var cleanup: [() -> Void] = []
  /// A driver that can pause a non-interruptible completion (Glide's legacy driver can) sets this.
  var allowsPause = false
  @exclusivity(unchecked) private var vendedAnimator: PropertyAnimator?
  /// How the transition's own animations are timed: the first animation block or property animator its
  /// start began (nil when it began none). Alongside animations follow it.
  @exclusivity(unchecked) private(set) var animationTiming: AnimationTiming?
  /// Engine time of the start, seconds.
  @exclusivity(unchecked) private(set) var startTime: Double = 0

  /// The curve or spring alongside animations follow: the transition's first animation's, else UIKit's
  /// default ease-in-out.
  var alongsideTimingParameters: TimingParameters {
    switch animationTiming {
    case .block(let timing, _, _, _)?: timing
    case .animator(let animator)?: animator.timingParameters
    case nil: .curve(.easeInOut)
    }
  }
  @exclusivity(unchecked) private var askedForAnimator = false

  /// When alongside animations move, seconds from the start: the span of the transition's first
  /// animation block (after its delay, for its duration), else the whole transition. The coordinator and
  /// a layer-time driver both time them by it.
  var alongsideSpan: (begin: Double, end: Double) {
    guard case .block(_, let duration, let delay, let opened)? = animationTiming else { return (0, transitionDuration) }
    let begin = opened - startTime + delay
    return (begin, begin + duration)
  }

  /// The animator's interruptible animator, asked for once and kept (UIKit requires the same instance
  /// for the whole transition).
  public func interruptibleAnimator() -> PropertyAnimator? {
    if !askedForAnimator {
      askedForAnimator = true
      vendedAnimator = animator.interruptibleAnimator(using: self)
    }
    return vendedAnimator
  }

  // MARK: - Lifecycle

  /// Starts the transition (containers call this once, after the "will" appearance callbacks): the
  /// interactor's `startInteractiveTransition`, or the animator's `animateTransition`; then the
  /// coordinator's alongside animations; then any finish or cancel that arrived early, whether the
  /// transition started interactive or not.
  public func startTransition() {
    guard case let startPhase = phase, startPhase == .created || isPending(startPhase) else { return }
    let early = pendingEnding(startPhase)
    let engine = containerView.engine
    startTime = engine.currentTime
    if let interactor {
      phase = initiallyInteractive ? .interacting : .running
      animationTiming = engine.timingOfFirstAnimation { interactor.startInteractiveTransition(self) }
    } else {
      phase = .running
      animationTiming = engine.timingOfFirstAnimation { animator.animateTransition(using: self) }
    }
    coordinator.startAlongsideAnimations()
    if let finish = early, interactor != nil { applyEarlyEnd(finish: finish) }
  }

  /// Reports progress while interactive: clamped to 0…1; ignored when not interactive or unchanged.
  public func updateInteractiveTransition(_ percent: Double) {
    guard phase == .interacting else { return }
    let clamped = min(max(percent.isNaN ? 0 : percent, 0), 1)
    guard clamped != progress else { return }
    progress = clamped
  }

  /// The interaction ends and the transition will finish (unless grabbed again). Before the start it is
  /// remembered and applied at the start; after the interaction ended it is ignored.
  public func finishInteractiveTransition() { endInteraction(cancel: false) }

  /// The interaction ends and the transition will be cancelled (unless grabbed again).
  public func cancelInteractiveTransition() { endInteraction(cancel: true) }

  /// A running completion is grabbed again: interactive once more (only for interruptible transitions,
  /// or ones whose driver can pause).
  public func pauseInteractiveTransition() {
    guard phase == .running, isInterruptible || allowsPause else { return }
    phase = .interacting
    hasEnding = false
    coordinator.interactionDidChange()
  }

  /// The animations are done: `true` if the `to` controller is now showing. Only the first call counts.
  /// In order: the alongside animations, if the transition completes inside its own start (they run at
  /// once, without animation), the container's completion (views, appearance callbacks), the coordinator's completion
  /// blocks, the container's last word, the animator's `animationEnded`.
  public func completeTransition(_ didComplete: Bool) {
    guard !isCompleted else { return }
    coordinator.startAlongsideAnimationsIfNeeded()
    if case .interacting = phase, !didComplete { transitionWasCancelled = true }
    phase = .completed(didComplete)
    containerCompletion?(didComplete)
    coordinator.runCompletions()
    containerDidComplete?(didComplete)
    animator.animationEnded(didComplete)
    let work = cleanup
    cleanup.removeAll()
    for action in work { action() }
  }

  /// Lets a driver set the percent while pausing (the animator's position when grabbed).
  func setPercentComplete(_ percent: Double) {
    progress = min(max(percent, 0), 1)
  }

  // MARK: - Internals

  private func endInteraction(cancel: Bool) {
    switch phase {
    case .created:
      phase = .pending(finish: !cancel)
    case .interacting:
      settleEnding(cancel: cancel)
      phase = .running
      coordinator.interactionDidChange()
    case .running where !hasEnding:
      // Started running (`wantsInteractiveStart == false`) and not ended yet: UIKit's context is in
      // flight, so it takes the direction; there is no interaction to end, so no handler runs.
      settleEnding(cancel: cancel)
    case .pending, .running, .completed:
      break
    }
  }

  /// Records how the transition ends: the direction and the completion's pace and curve.
  private func settleEnding(cancel: Bool) {
    hasEnding = true
    transitionWasCancelled = cancel
    let speed = interactor?.completionSpeed ?? 1
    completionVelocity = speed > 0 ? speed : 1
    completionCurve = interactor?.completionCurve ?? .easeInOut
  }

  /// A finish or cancel that arrived before the start, applied once the transition is in flight. An
  /// interactive start ends its interaction as a finish or cancel would now; one that started running
  /// (`wantsInteractiveStart == false`) has no interaction to end, so it only takes the direction (no
  /// interaction-change handler runs) and a percent-driven interactor turns it round on a cancel.
  private func applyEarlyEnd(finish: Bool) {
    if phase == .running { settleEnding(cancel: !finish) }
    if let percentDriven = interactor as? PercentDrivenInteractiveTransition {
      // It plays the completion itself: tell it, not just the context, or the scrubbed animations would
      // stay frozen.
      percentDriven.applyEarlyEnd(finish: finish)
    } else if phase == .interacting {
      finish ? finishInteractiveTransition() : cancelInteractiveTransition()
    }
  }

  private func isPending(_ phase: Phase) -> Bool {
    if case .pending = phase { true } else { false }
  }

  private func pendingEnding(_ phase: Phase) -> Bool? {
    if case .pending(let finish) = phase { finish } else { nil }
  }
}
