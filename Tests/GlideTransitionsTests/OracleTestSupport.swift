import GlideAnimation
import Testing

@testable import GlideTransitions

// Test doubles for the reference's oracles 1–36 (uikit-semantics.md §12): animators for the two
// percent-driven drivers, controllers and delegates that record what they are told, and small fixtures.

/// One frame at 60 Hz, in seconds: the oracles' default timing tolerance.
let oracleFrame = 1.0 / 60

/// The window size of every oracle scene, points.
let oracleWindow = Size(width: 400, height: 800)

/// A push context made directly, as a custom container would, between two fresh controllers ("from",
/// on screen in a container view, and "to") of `scene`.
func directPushContext(
  in scene: Scene, animator: any ViewControllerAnimatedTransitioning,
  interactor: (any ViewControllerInteractiveTransitioning)?
) -> (context: TransitionContext, from: ViewController, to: ViewController) {
  let from = ViewController(scene: scene, title: "from")
  let to = ViewController(scene: scene, title: "to")
  let container = View(engine: scene.engine, name: "container", frame: scene.bounds)
  container.addSubview(from.view)
  let context = TransitionContext(
    operation: .push, containerView: container, from: from, to: to, views: [.from: from.view, .to: to.view],
    animator: animator, interactor: interactor)
  return (context, from, to)
}

/// How an interaction ends.
enum OracleEnding: String, CaseIterable, CustomStringConvertible {
  case finish, cancel

  var description: String { rawValue }
}

// MARK: - Call log

/// An ordered log shared by animators, controllers and delegates, so a test can check who ran before whom.
final class OracleCallLog {
  private(set) var entries: [String] = []

  func append(_ entry: String) { entries.append(entry) }

  /// How many times `entry` was logged.
  func count(of entry: String) -> Int { entries.filter { $0 == entry }.count }

  func clear() { entries.removeAll() }
}

// MARK: - View controllers

/// A view controller that logs its appearance callbacks ("B.viewWillAppear") and lets a test hook
/// `viewWillAppear` (where apps reach for the transition coordinator) and `viewDidAppear`.
final class OracleViewController: ViewController {
  let log: OracleCallLog
  /// Run inside `viewWillAppear`, `viewDidAppear` and `viewWillDisappear`, after the log entry.
  var onWillAppear: ((OracleViewController) -> Void)?
  var onDidAppear: ((OracleViewController) -> Void)?
  var onWillDisappear: ((OracleViewController) -> Void)?

  init(scene: Scene, title: String, log: OracleCallLog) {
    self.log = log
    super.init(scene: scene, title: title)
  }

  override func viewWillAppear(_ animated: Bool) {
    log.append("\(title).viewWillAppear")
    onWillAppear?(self)
  }

  override func viewDidAppear(_ animated: Bool) {
    log.append("\(title).viewDidAppear")
    onDidAppear?(self)
  }

  override func viewWillDisappear(_ animated: Bool) {
    log.append("\(title).viewWillDisappear")
    onWillDisappear?(self)
  }
  override func viewDidDisappear(_ animated: Bool) { log.append("\(title).viewDidDisappear") }
}

// MARK: - Animators

/// Where the test animators move things: the from-view drifts right by `distance` points, the to-view
/// comes in from the container's right edge to its final frame, and a probe view (10 × 10 pt, added to
/// the container and left there) moves its x from 0 to `distance`. Oracles 10 and 11 read the probe.
struct OracleMoves {
  static let distance = 100.0

  let fromView: View?
  let toView: View?
  let probe: View
  let fromStart: Rect
  let toEnd: Rect

  /// Puts the views in their start positions inside `context`'s container.
  init(context: TransitionContext) {
    let container = context.containerView
    fromView = context.view(forKey: .from)
    toView = context.view(forKey: .to)
    fromStart = context.viewController(forKey: .from).map { context.initialFrame(for: $0) } ?? .zero
    let final = context.viewController(forKey: .to).map { context.finalFrame(for: $0) } ?? .zero
    toEnd = final == .zero ? container.bounds : final
    probe = View(engine: container.engine, name: "probe", frame: Rect(x: 0, y: 0, width: 10, height: 10))
    container.addSubview(probe)
    if let toView, toView.superview !== container {
      toView.frame = toEnd.offsetBy(Vector(dx: container.bounds.width, dy: 0))
      container.addSubview(toView)
    }
  }

  /// The end values (run inside an animation context).
  func apply() {
    fromView?.frame = fromStart.offsetBy(Vector(dx: Self.distance, dy: 0))
    toView?.frame = toEnd
    probe.frame = Rect(x: Self.distance, y: 0, width: 10, height: 10)
  }

  /// What the animator does when it ends: the from-view goes back where it was (the container removes
  /// it on a completed transition, and it must be in place on a cancelled one); on cancel the to-view
  /// leaves the container.
  func settle(cancelled: Bool) {
    fromView?.frame = fromStart
    if cancelled { toView?.removeFromSuperview() }
  }
}

/// A legacy (iOS 7 style) animator: `animateTransition` makes ordinary block animations along `curve`
/// over `duration` seconds, so a percent-driven interaction uses the layer-time driver; the block's
/// completion calls `completeTransition(!transitionWasCancelled)` (and then each of `extraCompletions`,
/// to test repeated calls). A non-animated context is settled and completed inside `animateTransition`.
final class OracleLegacyAnimator: ViewControllerAnimatedTransitioning {
  let duration: Double
  let curve: AnimationCurve
  let log: OracleCallLog?
  /// Further `completeTransition` values to send after the first.
  var extraCompletions: [Bool] = []

  /// Every context `animateTransition` received, oldest first.
  private(set) var contexts: [TransitionContext] = []
  /// The moves of the last transition.
  private(set) var moves: OracleMoves?
  /// The `finished` flags the block completion received, with the engine time of each.
  private(set) var blockCompletions: [(time: Double, finished: Bool)] = []
  /// The values this animator passed to `completeTransition`, in order.
  private(set) var completeCalls: [Bool] = []
  /// The values `animationEnded` received, in order.
  private(set) var animationEndedCalls: [Bool] = []

  init(duration: Double, curve: AnimationCurve = .linear, log: OracleCallLog? = nil) {
    self.duration = duration
    self.curve = curve
    self.log = log
  }

  func transitionDuration(using context: TransitionContext?) -> Double { duration }

  func animateTransition(using context: TransitionContext) {
    log?.append("animateTransition")
    contexts.append(context)
    let moves = OracleMoves(context: context)
    self.moves = moves
    guard context.isAnimated else {
      context.containerView.engine.performWithoutAnimation { moves.apply() }
      moves.settle(cancelled: false)
      complete(context, true)
      log?.append("animateTransition returns")
      return
    }
    let engine = context.containerView.engine
    engine.animate(withDuration: duration, options: .curve(curve), animations: moves.apply) {
      [weak self, weak context] finished in
      guard let self, let context else { return }
      self.blockCompletions.append((engine.currentTime, finished))
      moves.settle(cancelled: context.transitionWasCancelled)
      self.complete(context, !context.transitionWasCancelled)
    }
    log?.append("animateTransition returns")
  }

  func animationEnded(_ transitionCompleted: Bool) {
    animationEndedCalls.append(transitionCompleted)
    log?.append("animationEnded(\(transitionCompleted))")
  }

  private func complete(_ context: TransitionContext, _ didComplete: Bool) {
    for value in [didComplete] + extraCompletions {
      completeCalls.append(value)
      log?.append("completeTransition(\(value))")
      context.completeTransition(value)
    }
  }
}

/// An iOS 10 style animator: it vends one interruptible ``PropertyAnimator`` per transition (same moves
/// as the legacy one, along `curve` over `duration` seconds) whose completion calls
/// `completeTransition(!transitionWasCancelled)`; `animateTransition` just starts it.
final class OracleInterruptibleAnimator: ViewControllerAnimatedTransitioning {
  let duration: Double
  let curve: AnimationCurve

  /// The animator of the current (or last) transition.
  private(set) var propertyAnimator: PropertyAnimator?
  /// How many times `interruptibleAnimator(using:)` was asked, and `animateTransition` called.
  private(set) var vendRequests = 0
  private(set) var animateTransitionCalls = 0
  /// The positions the property animator's completion received, with the engine time of each.
  private(set) var completions: [(time: Double, position: AnimatingPosition)] = []
  private(set) var animationEndedCalls: [Bool] = []
  private var inFlight = false

  init(duration: Double, curve: AnimationCurve = .linear) {
    self.duration = duration
    self.curve = curve
  }

  func transitionDuration(using context: TransitionContext?) -> Double { duration }

  func animateTransition(using context: TransitionContext) {
    animateTransitionCalls += 1
    interruptibleAnimator(using: context)?.startAnimation()
  }

  func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator? {
    vendRequests += 1
    if inFlight, let propertyAnimator { return propertyAnimator }
    let moves = OracleMoves(context: context)
    let engine = context.containerView.engine
    let animator = PropertyAnimator(duration: duration, curve: curve, engine: engine) { moves.apply() }
    animator.addCompletion { [weak self, weak context] position in
      guard let self, let context else { return }
      self.completions.append((engine.currentTime, position))
      moves.settle(cancelled: context.transitionWasCancelled)
      context.completeTransition(!context.transitionWasCancelled)
    }
    propertyAnimator = animator
    inFlight = true
    return animator
  }

  func animationEnded(_ transitionCompleted: Bool) {
    animationEndedCalls.append(transitionCompleted)
    inFlight = false
  }
}

// MARK: - Interactors

/// A fully custom interactor (driver C): it keeps the context and leaves the rest to the test.
final class OracleManualInteractor: ViewControllerInteractiveTransitioning {
  private(set) var started = false
  private(set) weak var context: TransitionContext?

  func startInteractiveTransition(_ context: TransitionContext) {
    started = true
    self.context = context
  }
}

// MARK: - Delegates

/// A navigation delegate that vends `animator` and `interactor` (nil: none) and records what it is
/// asked and told, also in `log` ("willShow B", "didShow B").
final class OracleNavigationDelegate: NavigationControllerDelegate {
  var animator: (any ViewControllerAnimatedTransitioning)?
  var interactor: (any ViewControllerInteractiveTransitioning)?
  let log: OracleCallLog?

  private(set) var willShow: [String] = []
  private(set) var didShow: [String] = []
  /// The animators `interactionControllerFor:` received.
  private(set) var interactionQueries: [any ViewControllerAnimatedTransitioning] = []

  init(
    animator: (any ViewControllerAnimatedTransitioning)? = nil,
    interactor: (any ViewControllerInteractiveTransitioning)? = nil, log: OracleCallLog? = nil
  ) {
    self.animator = animator
    self.interactor = interactor
    self.log = log
  }

  func navigationController(
    _ navigationController: NavigationController, animationControllerFor operation: TransitionOperation,
    from: ViewController, to: ViewController
  ) -> (any ViewControllerAnimatedTransitioning)? { animator }

  func navigationController(
    _ navigationController: NavigationController,
    interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
  ) -> (any ViewControllerInteractiveTransitioning)? {
    interactionQueries.append(animationController)
    return interactor
  }

  func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool
  ) {
    willShow.append(viewController.title)
    log?.append("willShow \(viewController.title)")
  }

  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
  ) {
    didShow.append(viewController.title)
    log?.append("didShow \(viewController.title)")
  }
}

/// A transitioning delegate for presentations: vends the animators, interactors and presentation
/// controller it is given and records every question with the animator the interaction methods got.
final class OracleTransitioningDelegate: ViewControllerTransitioningDelegate {
  var presentationAnimator: (any ViewControllerAnimatedTransitioning)?
  var dismissalAnimator: (any ViewControllerAnimatedTransitioning)?
  var presentationInteractor: (any ViewControllerInteractiveTransitioning)?
  var dismissalInteractor: (any ViewControllerInteractiveTransitioning)?
  /// Makes the presentation controller of a `.custom` presentation (nil: Glide's default one).
  var makePresentationController: ((ViewController, ViewController?) -> PresentationController?)?

  /// Method names in the order they were called.
  private(set) var calls: [String] = []
  private(set) var presentationInteractionQueries: [any ViewControllerAnimatedTransitioning] = []
  private(set) var dismissalInteractionQueries: [any ViewControllerAnimatedTransitioning] = []

  func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any ViewControllerAnimatedTransitioning)? {
    calls.append("animationControllerForPresented")
    return presentationAnimator
  }

  func animationController(
    forDismissed dismissed: ViewController
  ) -> (any ViewControllerAnimatedTransitioning)? {
    calls.append("animationControllerForDismissed")
    return dismissalAnimator
  }

  func interactionControllerForPresentation(
    using animator: any ViewControllerAnimatedTransitioning
  ) -> (any ViewControllerInteractiveTransitioning)? {
    calls.append("interactionControllerForPresentation")
    presentationInteractionQueries.append(animator)
    return presentationInteractor
  }

  func interactionControllerForDismissal(
    using animator: any ViewControllerAnimatedTransitioning
  ) -> (any ViewControllerInteractiveTransitioning)? {
    calls.append("interactionControllerForDismissal")
    dismissalInteractionQueries.append(animator)
    return dismissalInteractor
  }

  func presentationController(
    forPresented presented: ViewController, presenting: ViewController?, source: ViewController
  ) -> PresentationController? {
    calls.append("presentationController")
    return makePresentationController?(presented, presenting)
  }
}

/// A `.custom` presentation controller that takes the presenter's view off screen once presented.
final class OracleRemovingPresentationController: PresentationController {
  override var shouldRemovePresentersView: Bool { true }
}

// MARK: - Fixtures

/// A window with a navigation controller whose root is A; B and C are ready to push. The delegate is
/// installed; the scene's events and the log start empty.
struct OracleNavigation {
  let scene: Scene
  let nav: NavigationController
  let a: OracleViewController
  let b: OracleViewController
  let c: OracleViewController
  let log: OracleCallLog
  let delegate: OracleNavigationDelegate

  /// With `pushB`, B is pushed without animation first (so the stack is A, B).
  init(
    animator: (any ViewControllerAnimatedTransitioning)? = nil,
    interactor: (any ViewControllerInteractiveTransitioning)? = nil, pushB: Bool = false
  ) {
    scene = Scene(size: oracleWindow)
    log = OracleCallLog()
    a = OracleViewController(scene: scene, title: "A", log: log)
    b = OracleViewController(scene: scene, title: "B", log: log)
    c = OracleViewController(scene: scene, title: "C", log: log)
    nav = NavigationController(scene: scene, rootViewController: a)
    delegate = OracleNavigationDelegate(log: log)
    scene.rootViewController = nav
    if pushB { try? nav.pushViewController(b, animated: false) }
    delegate.animator = animator
    delegate.interactor = interactor
    nav.delegate = delegate
    scene.clearEvents()
    log.clear()
  }
}

/// A window whose root controller A presents B; B's transitioning delegate is installed.
struct OracleModal {
  let scene: Scene
  let a: OracleViewController
  let b: OracleViewController
  let log: OracleCallLog
  let delegate: OracleTransitioningDelegate

  init(style: ModalPresentationStyle) {
    scene = Scene(size: oracleWindow)
    log = OracleCallLog()
    a = OracleViewController(scene: scene, title: "A", log: log)
    b = OracleViewController(scene: scene, title: "B", log: log)
    delegate = OracleTransitioningDelegate()
    b.modalPresentationStyle = style
    b.transitioningDelegate = delegate
    scene.rootViewController = a
    scene.clearEvents()
    log.clear()
  }
}

// MARK: - Reading the scene log

extension Scene {
  /// Every `completeTransition` that took effect: its engine time and value.
  var oracleCompletions: [(time: Double, didComplete: Bool)] {
    events.compactMap { event in
      if case .transitionCompleted(_, let done) = event.kind { (event.time, done) } else { nil }
    }
  }

  /// The interaction changes recorded (finish, cancel, pause), with their times.
  var oracleInteractionChanges: [(time: Double, isInteractive: Bool, isCancelled: Bool, percent: Double)] {
    events.compactMap { event in
      guard case .interactionChanged(let interactive, let cancelled, let percent) = event.kind else {
        return nil
      }
      return (event.time, interactive, cancelled, percent)
    }
  }

  /// The container delegate callbacks recorded ("willShow A").
  var oracleDelegateLog: [String] {
    events.compactMap { event in
      if case .delegate(let name, let controller) = event.kind { "\(name) \(controller)" } else { nil }
    }
  }

  /// The times of the recorded appearance callbacks, in order.
  var oracleAppearanceTimes: [Double] {
    events.compactMap { event in
      if case .appearance = event.kind { event.time } else { nil }
    }
  }

  /// The transitions begun: operation and whether an interactor drove them.
  var oracleBegins: [(operation: TransitionOperation, interactive: Bool)] {
    events.compactMap { event in
      guard case .transitionBegan(let operation, _, _, _, let interactive) = event.kind else { return nil }
      return (operation, interactive)
    }
  }
}

// MARK: - Timing expectations

/// Checks that a transition released (finished or cancelled) at engine time `release` completes
/// `expected` seconds later, within one frame: nothing has completed one frame before, and the first
/// `completeTransition` took effect within a frame of the expected time. Leaves the clock 1 s past it.
func expectTail(
  _ scene: Scene, releasedAt release: Double, lasts expected: Double,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  if expected > oracleFrame {
    scene.engine.advance(to: release + expected - oracleFrame)
    #expect(
      scene.oracleCompletions.isEmpty, "completed more than a frame early", sourceLocation: sourceLocation)
  }
  scene.engine.advance(to: release + expected + 1)
  let completion = try #require(scene.oracleCompletions.first, sourceLocation: sourceLocation)
  let tail = completion.time - release
  let message: Comment = "tail \(tail) s, expected \(expected) s"
  #expect(abs(tail - expected) <= oracleFrame, message, sourceLocation: sourceLocation)
}
