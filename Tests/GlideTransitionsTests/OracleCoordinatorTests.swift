import GlideAnimation
import Testing

@testable import GlideTransitions

/// The reference's oracles 17–23 (uikit-semantics.md §12, "Coordinator"): interaction-change
/// handlers, alongside animations and completions, completion velocity, and the order inside
/// `completeTransition`. Handlers are registered where apps register them: from `viewWillAppear`.
@Suite("Oracles 17–23: transition coordinator")
struct OracleCoordinatorTests {
  /// An interactive pop of B (revealing A) with a legacy animator of 0.5 s, started at t = 0.
  private func interactivePop() -> (OracleNavigation, PercentDrivenInteractiveTransition) {
    let interactor = PercentDrivenInteractiveTransition()
    let fixture = OracleNavigation(
      animator: OracleLegacyAnimator(duration: 0.5), interactor: interactor, pushB: true)
    return (fixture, interactor)
  }

  @Test("Oracle 17: a cancel notifies synchronously, cancelled, not interactive, before the reversal")
  func oracle17() throws {
    let (fixture, interactor) = interactivePop()
    var insideCancel = false
    var seen: [(inside: Bool, context: TransitionCoordinatorContext, log: [String])] = []
    fixture.a.onWillAppear = { [log = fixture.log] controller in
      controller.transitionCoordinator?.notifyWhenInteractionChanges {
        seen.append((insideCancel, $0, log.entries))
      }
    }
    try fixture.nav.popViewController(animated: true)
    interactor.update(0.4)
    fixture.scene.engine.advance(to: 0.1)
    insideCancel = true
    interactor.cancel()
    insideCancel = false
    #expect(seen.count == 1)
    let first = try #require(seen.first)
    #expect(first.inside)
    #expect(first.context.isCancelled)
    #expect(!first.context.isInteractive)
    #expect(first.context.percentComplete == 0.4)
    #expect(first.log == ["willShow A", "B.viewWillDisappear", "A.viewWillAppear"])
    fixture.scene.engine.advance(to: 2)
    #expect(seen.count == 1)
    #expect(
      fixture.log.entries == [
        "willShow A", "B.viewWillDisappear", "A.viewWillAppear", "A.viewWillDisappear", "A.viewDidDisappear",
        "B.viewWillAppear", "B.viewDidAppear",
      ])
  }

  @Test("Oracle 18: a non-interactive push never calls the interaction handlers")
  func oracle18() throws {
    let fixture = OracleNavigation()
    var registered = false
    var calls = 0
    fixture.b.onWillAppear = { controller in
      guard let coordinator = controller.transitionCoordinator else { return }
      registered = true
      coordinator.notifyWhenInteractionChanges { _ in calls += 1 }
      coordinator.notifyWhenInteractionEnds { _ in calls += 1 }
    }
    try fixture.nav.pushViewController(fixture.b, animated: true)
    fixture.scene.engine.advance(to: 2)
    #expect(registered)
    #expect(calls == 0)
    #expect(fixture.scene.oracleInteractionChanges.isEmpty)
    #expect(fixture.scene.oracleCompletions.map(\.didComplete) == [true])
  }

  @Test(
    "Oracle 19: an alongside block from the to-controller's viewWillAppear runs once after animateTransition",
    arguments: [false, true])
  func oracle19(interactive: Bool) throws {
    let interactor = interactive ? PercentDrivenInteractiveTransition() : nil
    let fixture = OracleNavigation(interactor: interactor)
    let log = fixture.log
    let animator = OracleLegacyAnimator(duration: 0.5, log: log)
    fixture.delegate.animator = animator
    var queued: Bool?
    var containers: [View] = []
    fixture.b.onWillAppear = { controller in
      queued = controller.transitionCoordinator?.animate(alongsideTransition: { context in
        log.append("alongside")
        containers.append(context.containerView)
      })
    }
    try fixture.nav.pushViewController(fixture.b, animated: true)
    #expect(queued == true)
    #expect(
      log.entries == [
        "willShow B", "A.viewWillDisappear", "B.viewWillAppear", "animateTransition",
        "animateTransition returns", "alongside",
      ])
    interactor?.update(0.5)
    interactor?.finish()
    fixture.scene.engine.advance(to: 2)
    #expect(log.count(of: "alongside") == 1)
    let context = try #require(animator.contexts.first)
    #expect(containers.count == 1)
    #expect(containers.first === context.containerView)
    #expect(containers.first === fixture.nav.transitionView)
    #expect(fixture.scene.oracleCompletions.map(\.didComplete) == [true])
  }

  @Test("Oracle 20: an alongside completion on a cancelled interactive pop runs once, cancelled")
  func oracle20() throws {
    let (fixture, interactor) = interactivePop()
    var completions: [TransitionCoordinatorContext] = []
    fixture.a.onWillAppear = { controller in
      controller.transitionCoordinator?.animate(alongsideTransition: { _ in }) { completions.append($0) }
    }
    try fixture.nav.popViewController(animated: true)
    interactor.update(0.3)
    fixture.scene.engine.advance(to: 0.1)
    interactor.cancel()
    #expect(completions.isEmpty)
    fixture.scene.engine.advance(to: 3)
    #expect(completions.count == 1)
    #expect(completions.first?.isCancelled == true)
    #expect(fixture.scene.oracleCompletions.map(\.didComplete) == [false])
  }

  /// Glide returns false for a nil animation (nothing was queued, as the header words it); the completion
  /// still runs after the transition completes.
  @Test("Oracle 21: a completion registered without an animation still runs after completion")
  func oracle21() throws {
    let fixture = OracleNavigation(animator: OracleLegacyAnimator(duration: 0.5))
    var queued: Bool?
    var completionsSeenAtCall: [Int] = []
    fixture.b.onWillAppear = { [scene = fixture.scene] controller in
      queued = controller.transitionCoordinator?.animate(alongsideTransition: nil) { _ in
        completionsSeenAtCall.append(scene.oracleCompletions.count)
      }
    }
    try fixture.nav.pushViewController(fixture.b, animated: true)
    #expect(queued == false)
    fixture.scene.engine.advance(to: 0.25)
    #expect(completionsSeenAtCall.isEmpty)
    fixture.scene.engine.advance(to: 2)
    #expect(completionsSeenAtCall == [1])
  }

  /// UIKit reports −s on a cancel (DEC); the documentation says the velocity is always positive, and
  /// Glide follows the documentation: s either way, `isCancelled` giving the direction.
  @Test("Oracle 22: the completion velocity is the completion speed, positive on a cancel too", arguments: OracleEnding.allCases)
  func oracle22(ending: OracleEnding) throws {
    let (fixture, interactor) = interactivePop()
    var seen: [TransitionCoordinatorContext] = []
    fixture.a.onWillAppear = { controller in
      controller.transitionCoordinator?.notifyWhenInteractionChanges { seen.append($0) }
    }
    try fixture.nav.popViewController(animated: true)
    interactor.completionSpeed = 2
    interactor.update(0.5)
    if ending == .finish { interactor.finish() } else { interactor.cancel() }
    let context = try #require(seen.first)
    #expect(seen.count == 1)
    #expect(context.completionVelocity == 2)
    #expect(context.isCancelled == (ending == .cancel))
    #expect(interactor.context?.completionVelocity == 2)
    fixture.scene.engine.advance(to: 2)
    #expect(fixture.scene.oracleCompletions.map(\.didComplete) == [ending == .finish])
  }

  @Test("Oracle 23: alongside completions run before animationEnded, which runs once despite a 2nd complete")
  func oracle23() throws {
    let fixture = OracleNavigation()
    let log = fixture.log
    let animator = OracleLegacyAnimator(duration: 0.5, log: log)
    animator.extraCompletions = [true]
    fixture.delegate.animator = animator
    fixture.b.onWillAppear = { controller in
      controller.transitionCoordinator?.animate(alongsideTransition: nil) { _ in
        log.append("alongside completion")
      }
    }
    try fixture.nav.pushViewController(fixture.b, animated: true)
    fixture.scene.engine.advance(to: 2)
    #expect(animator.completeCalls == [true, true])
    #expect(animator.animationEndedCalls == [true])
    #expect(log.count(of: "animationEnded(true)") == 1)
    // The recommended order (uikit-semantics §6.3): completeTransition → "did" callbacks → coordinator
    // completions → didShow → animationEnded; then the second call, ignored.
    let tail = Array(log.entries.drop { $0 != "completeTransition(true)" })
    #expect(
      tail == [
        "completeTransition(true)", "A.viewDidDisappear", "B.viewDidAppear", "alongside completion",
        "didShow B", "animationEnded(true)", "completeTransition(true)",
      ])
  }
}

/// What an app reads from the transition coordinator inside the appearance callbacks: the context is
/// interactive (and `initiallyInteractive` set) before the first one, and `initiallyInteractive` never
/// changes; the scene's appearance events record the same.
@Suite("Coordinator: what the appearance callbacks read")
struct CoordinatorDuringAppearanceTests {
  /// The coordinator's two interaction flags as read at one moment.
  private struct Reading: Equatable, CustomStringConvertible {
    let isInteractive: Bool
    let initiallyInteractive: Bool

    init(isInteractive: Bool, initiallyInteractive: Bool) {
      self.isInteractive = isInteractive
      self.initiallyInteractive = initiallyInteractive
    }

    init?(_ coordinator: TransitionCoordinator?) {
      guard let coordinator else { return nil }
      self.init(isInteractive: coordinator.isInteractive, initiallyInteractive: coordinator.initiallyInteractive)
    }

    var description: String { "interactive \(isInteractive), initially \(initiallyInteractive)" }
  }

  @Test(
    "Inside the will-callbacks of an interactive pop or push the coordinator is already interactive",
    arguments: [TransitionOperation.pop, .push])
  func interactiveInsideWillCallbacks(operation: TransitionOperation) throws {
    let interactor = PercentDrivenInteractiveTransition()
    let fixture = OracleNavigation(
      animator: OracleLegacyAnimator(duration: 0.5), interactor: interactor, pushB: operation == .pop)
    let (leaving, arriving) = operation == .pop ? (fixture.b, fixture.a) : (fixture.a, fixture.b)
    var inside: [String: Reading] = [:]
    leaving.onWillDisappear = { inside["\($0.title).viewWillDisappear"] = Reading($0.transitionCoordinator) }
    arriving.onWillAppear = { inside["\($0.title).viewWillAppear"] = Reading($0.transitionCoordinator) }
    if operation == .pop {
      try fixture.nav.popViewController(animated: true)
    } else {
      try fixture.nav.pushViewController(fixture.b, animated: true)
    }
    let interactive = Reading(isInteractive: true, initiallyInteractive: true)
    #expect(Reading(arriving.transitionCoordinator) == interactive)
    #expect(
      inside == [
        "\(leaving.title).viewWillDisappear": interactive, "\(arriving.title).viewWillAppear": interactive,
      ])
  }

  @Test(
    "initiallyInteractive is the interactor's wantsInteractiveStart from the first callback to the completion",
    arguments: [true, false])
  func initiallyInteractiveNeverChanges(wantsInteractiveStart: Bool) throws {
    let interactor = PercentDrivenInteractiveTransition()
    interactor.wantsInteractiveStart = wantsInteractiveStart
    let animator = OracleInterruptibleAnimator(duration: 0.5)
    let fixture = OracleNavigation(animator: animator, interactor: interactor)
    var readings: [Bool] = []
    fixture.a.onWillDisappear = { controller in
      guard let coordinator = controller.transitionCoordinator else { return }
      readings.append(coordinator.initiallyInteractive)
      coordinator.notifyWhenInteractionChanges { readings.append($0.initiallyInteractive) }
      coordinator.animate(alongsideTransition: nil) { readings.append($0.initiallyInteractive) }
    }
    fixture.b.onWillAppear = { readings.append($0.transitionCoordinator?.initiallyInteractive ?? !wantsInteractiveStart) }
    try fixture.nav.pushViewController(fixture.b, animated: true)
    let context = try #require(fixture.nav.transition)
    readings.append(context.initiallyInteractive)
    if !wantsInteractiveStart {
      fixture.scene.engine.advance(to: 0.1)
      interactor.pause()
    }
    interactor.update(0.5)
    readings.append(context.initiallyInteractive)
    interactor.finish()
    fixture.scene.engine.advance(to: 2)
    #expect(fixture.scene.oracleCompletions.map(\.didComplete) == [true])
    // Two will-callbacks, the start, the update, one or two interaction changes, the completion.
    #expect(readings.count == (wantsInteractiveStart ? 6 : 7))
    #expect(readings.allSatisfy { $0 == wantsInteractiveStart }, "\(readings)")
  }

  @Test("The appearance events carry what the coordinator says inside each callback")
  func appearanceEventsCarryTheCoordinator() throws {
    let interactor = PercentDrivenInteractiveTransition()
    let fixture = OracleNavigation(
      animator: OracleLegacyAnimator(duration: 0.5), interactor: interactor, pushB: true)
    try fixture.nav.popViewController(animated: true)
    interactor.update(0.3)
    interactor.cancel()
    fixture.scene.engine.advance(to: 2)
    fixture.delegate.interactor = nil
    try fixture.nav.pushViewController(fixture.c, animated: true)
    fixture.scene.engine.advance(to: 4)
    let states = fixture.scene.events.compactMap { event -> String? in
      guard case .appearance(let callback, let controller, let coordinator) = event.kind else { return nil }
      let state = coordinator.map {
        "i\($0.isInteractive ? 1 : 0) ii\($0.initiallyInteractive ? 1 : 0) a\($0.isAnimated ? 1 : 0) "
          + "c\($0.isCancelled ? 1 : 0)"
      }
      return "\(controller).\(callback.rawValue) \(state ?? "none")"
    }
    #expect(
      states == [
        // The interactive pop, cancelled: the reversal comes at the completion, when no coordinator is left.
        "B.viewWillDisappear i1 ii1 a1 c0", "A.viewWillAppear i1 ii1 a1 c0", "A.viewWillDisappear none",
        "A.viewDidDisappear none", "B.viewWillAppear none", "B.viewDidAppear none",
        // A push without an interactor.
        "B.viewWillDisappear i0 ii0 a1 c0", "C.viewWillAppear i0 ii0 a1 c0", "B.viewDidDisappear none",
        "C.viewDidAppear none",
      ])
  }
}

/// Alongside animations run on the transition's own timing and end with it: registered late they get
/// what is left of the transition, they follow the animator's curve or spring, and none is still running
/// when the coordinator's completion blocks run.
@Suite("Coordinator: alongside animations follow the transition")
struct AlongsideTimingTests {
  /// An animator whose `animateTransition` makes one spring block animation (UIKit's
  /// `animate(withDuration:…usingSpringWithDamping:…)`) of the oracle moves.
  final class SpringBlockAnimator: ViewControllerAnimatedTransitioning {
    let duration = 0.5
    private(set) var moves: OracleMoves?

    func transitionDuration(using context: TransitionContext?) -> Double { duration }

    func animateTransition(using context: TransitionContext) {
      let moves = OracleMoves(context: context)
      self.moves = moves
      context.containerView.engine.animate(
        withDuration: duration, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, animations: moves.apply
      ) { [weak context] _ in
        guard let context else { return }
        moves.settle(cancelled: context.transitionWasCancelled)
        context.completeTransition(!context.transitionWasCancelled)
      }
    }
  }

  /// A 10 × 10 view in the transition's container at x = 0, which alongside animations move to x = 100.
  private static func badge(in context: TransitionContext) -> View { badge(in: context.containerView) }

  /// A 10 × 10 badge at the container's top-left corner.
  private static func badge(in container: View) -> View {
    let badge = View(engine: container.engine, name: "badge", frame: Rect(x: 0, y: 0, width: 10, height: 10))
    container.addSubview(badge)
    return badge
  }

  private static func moveRight(_ badge: View) -> (TransitionCoordinatorContext) -> Void {
    { _ in badge.frame = Rect(x: OracleMoves.distance, y: 0, width: 10, height: 10) }
  }

  /// The badge that ``badgeMovedAlongside(whenAppearing:)`` makes, once `viewWillAppear` has run.
  private final class BadgeHolder { var view: View? }

  /// In `controller`'s `viewWillAppear`, adds a badge to the container and moves it right alongside
  /// the transition (``moveRight(_:)``), as an app animates alongside from its appearance callback.
  private static func badgeMovedAlongside(whenAppearing controller: OracleViewController) -> BadgeHolder {
    let holder = BadgeHolder()
    controller.onWillAppear = { controller in
      guard let coordinator = controller.transitionCoordinator else { return }
      let view = badge(in: coordinator.containerView)
      holder.view = view
      coordinator.animate(alongsideTransition: moveRight(view))
    }
    return holder
  }

  /// Where the badge is on screen at the moment the coordinator's completions run, and whether an
  /// animation is still running on it.
  private struct AtCompletion {
    var x: Double?
    var stillAnimating: Bool?
  }

  @Test(
    "Under the layer-time driver an alongside block follows the animator's curve while scrubbed",
    arguments: [AnimationCurve.linear, .easeIn])
  func scrubbedOnTheAnimatorsCurve(curve: AnimationCurve) throws {
    let interactor = PercentDrivenInteractiveTransition()
    let animator = OracleLegacyAnimator(duration: 0.5, curve: curve)
    let fixture = OracleNavigation(animator: animator, interactor: interactor)
    let badges = Self.badgeMovedAlongside(whenAppearing: fixture.b)
    try fixture.nav.pushViewController(fixture.b, animated: true)
    let probe = try #require(animator.moves?.probe)
    for percent in [0.25, 0.5, 0.8] {
      interactor.update(percent)
      let x = try #require(badges.view).presentation.frame.minX
      #expect(abs(x - probe.presentation.frame.minX) < 1e-6, "at \(percent): alongside \(x)")
    }
  }

  @Test("Registered at 60 % of an interaction it moves over what is left and has ended at the completion")
  func registeredMidInteraction() throws {
    let interactor = PercentDrivenInteractiveTransition()
    let fixture = OracleNavigation(animator: OracleLegacyAnimator(duration: 0.5), interactor: interactor)
    try fixture.nav.pushViewController(fixture.b, animated: true)
    let context = try #require(fixture.nav.transition)
    interactor.update(0.6)
    fixture.scene.engine.advance(to: 0.1)
    let badge = Self.badge(in: context)
    var atCompletion = AtCompletion()
    context.coordinator.animate(alongsideTransition: Self.moveRight(badge)) { _ in
      atCompletion = AtCompletion(x: badge.presentation.frame.minX, stillAnimating: !badge.layer.animationKeys.isEmpty)
    }
    #expect(abs(badge.presentation.frame.minX) < 1e-6)
    interactor.update(0.8)
    #expect(abs(badge.presentation.frame.minX - 50) < 1e-6)
    interactor.finish()
    fixture.scene.engine.advance(to: 2)
    #expect(fixture.scene.oracleCompletions.map(\.didComplete) == [true])
    #expect(atCompletion.x == OracleMoves.distance)
    #expect(atCompletion.stillAnimating == false)
  }

  @Test("Beside a non-interactive linear animator an alongside block keeps step and ends with it")
  func nonInteractiveLinear() throws {
    let animator = OracleLegacyAnimator(duration: 0.5, curve: .linear)
    let fixture = OracleNavigation(animator: animator)
    let badges = Self.badgeMovedAlongside(whenAppearing: fixture.b)
    try fixture.nav.pushViewController(fixture.b, animated: true)
    let probe = try #require(animator.moves?.probe)
    for time in [0.125, 0.25, 0.4] {
      fixture.scene.engine.advance(to: time)
      let x = try #require(badges.view).presentation.frame.minX
      #expect(abs(x - probe.presentation.frame.minX) < 1e-6, "at \(time) s: alongside \(x)")
    }
  }

  @Test("Beside a spring block animator an alongside block follows the same spring")
  func nonInteractiveSpring() throws {
    let animator = SpringBlockAnimator()
    let fixture = OracleNavigation(animator: animator)
    let badges = Self.badgeMovedAlongside(whenAppearing: fixture.b)
    try fixture.nav.pushViewController(fixture.b, animated: true)
    let probe = try #require(animator.moves?.probe)
    var farthest = 0.0
    for time in [0.05, 0.1, 0.15, 0.2, 0.25, 0.35] {
      fixture.scene.engine.advance(to: time)
      let x = try #require(badges.view).presentation.frame.minX
      farthest = max(farthest, x)
      #expect(abs(x - probe.presentation.frame.minX) < 1e-6, "at \(time) s: alongside \(x)")
    }
    // Past the travel at some point: the spring's overshoot, which ease-in-out never shows.
    #expect(farthest > OracleMoves.distance)
  }

  @Test("Registered 60 % into a non-interactive transition it takes the remaining time and has ended at the completion")
  func registeredMidRun() throws {
    let fixture = OracleNavigation(animator: OracleLegacyAnimator(duration: 0.5, curve: .linear))
    try fixture.nav.pushViewController(fixture.b, animated: true)
    let context = try #require(fixture.nav.transition)
    fixture.scene.engine.advance(to: 0.3)
    let badge = Self.badge(in: context)
    var atCompletion = AtCompletion()
    context.coordinator.animate(alongsideTransition: Self.moveRight(badge)) { _ in
      atCompletion = AtCompletion(x: badge.presentation.frame.minX, stillAnimating: !badge.layer.animationKeys.isEmpty)
    }
    fixture.scene.engine.advance(to: 0.4)
    #expect(abs(badge.presentation.frame.minX - 50) < 1e-6)
    fixture.scene.engine.advance(to: 2)
    #expect(fixture.scene.oracleCompletions.map(\.time) == [0.5])
    #expect(atCompletion.x == OracleMoves.distance)
    #expect(atCompletion.stillAnimating == false)
  }
}
