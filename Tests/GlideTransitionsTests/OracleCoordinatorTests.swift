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

  /// Glide reports UIKit's sign (−s on cancel, per DEC); the documentation says the velocity is always
  /// positive, so only the magnitude is the contract.
  @Test("Oracle 22: the completion velocity's size is the completion speed", arguments: OracleEnding.allCases)
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
    #expect(abs(context.completionVelocity) == 2)
    #expect(context.isCancelled == (ending == .cancel))
    if ending == .finish { #expect(context.completionVelocity == 2) }
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
