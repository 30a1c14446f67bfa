import GlideAnimation
import Testing

@testable import GlideTransitions

/// The reference's oracles 31–36 (uikit-semantics.md §12, "Appearance and delegates"): appearance
/// callbacks of completed and cancelled transitions, navigation `willShow`/`didShow`, and which
/// controllers the vending delegates are asked for.
@Suite("Oracles 31–36: appearance callbacks and delegates")
struct OracleAppearanceTests {
  @Test(
    "Oracle 31: a completed push sends the wills before the first frame and the dids at completion",
    arguments: [false, true])
  func oracle31(interactive: Bool) throws {
    let interactor = interactive ? PercentDrivenInteractiveTransition() : nil
    let fixture = OracleNavigation(interactor: interactor)
    let animator = OracleLegacyAnimator(duration: 0.5, log: fixture.log)
    fixture.delegate.animator = animator
    try fixture.nav.pushViewController(fixture.b, animated: true)
    // Nothing has been drawn yet: the clock has not moved and the from-view is where it was.
    #expect(fixture.scene.appearanceLog == ["A.viewWillDisappear", "B.viewWillAppear"])
    #expect(fixture.scene.oracleAppearanceTimes == [0, 0])
    #expect(fixture.a.view.presentation.frame.minX == 0)
    #expect(
      fixture.log.entries == [
        "willShow B", "A.viewWillDisappear", "B.viewWillAppear", "animateTransition",
        "animateTransition returns",
      ])
    if let interactor {
      interactor.update(0.5)
      fixture.scene.engine.advance(to: 0.1)
      interactor.finish()
    }
    fixture.scene.engine.advance(to: 0.2)
    #expect(fixture.scene.appearanceLog.count == 2)
    fixture.scene.engine.advance(to: 2)
    #expect(
      fixture.scene.appearanceLog == [
        "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear",
      ])
    let completion = try #require(fixture.scene.oracleCompletions.first)
    #expect(completion.didComplete)
    #expect(fixture.scene.oracleAppearanceTimes.suffix(2) == [completion.time, completion.time])
    let dids = Array(fixture.log.entries.drop { $0 != "completeTransition(true)" }.prefix(3))
    #expect(dids == ["completeTransition(true)", "A.viewDidDisappear", "B.viewDidAppear"])
  }

  /// The timing of the last four calls is UNK in the reference; Glide makes them at
  /// `completeTransition(false)` (the reference's recommendation, documented on ``TransitionCoordinator``).
  @Test("Oracle 32: a cancelled interactive pop sends UIKit's six calls, the reversal at completion")
  func oracle32() throws {
    let interactor = PercentDrivenInteractiveTransition()
    let fixture = OracleNavigation(
      animator: OracleLegacyAnimator(duration: 0.5), interactor: interactor, pushB: true)
    try fixture.nav.popViewController(animated: true)
    interactor.update(0.4)
    fixture.scene.engine.advance(to: 0.1)
    interactor.cancel()
    #expect(fixture.scene.appearanceLog == ["B.viewWillDisappear", "A.viewWillAppear"])
    fixture.scene.engine.advance(to: 0.2)
    #expect(fixture.scene.appearanceLog.count == 2)
    fixture.scene.engine.advance(to: 2)
    #expect(
      fixture.scene.appearanceLog == [
        "B.viewWillDisappear", "A.viewWillAppear", "A.viewWillDisappear", "A.viewDidDisappear",
        "B.viewWillAppear", "B.viewDidAppear",
      ])
    let completion = try #require(fixture.scene.oracleCompletions.first)
    #expect(!completion.didComplete)
    // Cancelled at 0.4 with d = 0.5: the tail is 0.2 s; the reversal comes with the completion.
    #expect(abs(completion.time - 0.3) <= oracleFrame)
    #expect(fixture.scene.oracleAppearanceTimes == [0, 0] + Array(repeating: completion.time, count: 4))
    #expect(fixture.nav.viewControllers.map(\.title) == ["A", "B"])
  }

  @Test("Oracle 33: a cancelled interactive pop tells the delegate willShow A once and never didShow")
  func oracle33() throws {
    let interactor = PercentDrivenInteractiveTransition()
    let fixture = OracleNavigation(
      animator: OracleLegacyAnimator(duration: 0.5), interactor: interactor, pushB: true)
    try fixture.nav.popViewController(animated: true)
    #expect(fixture.delegate.willShow == ["A"])
    interactor.update(0.3)
    interactor.cancel()
    fixture.scene.engine.advance(to: 2)
    #expect(fixture.delegate.willShow == ["A"])
    #expect(fixture.delegate.didShow.isEmpty)
    #expect(fixture.scene.oracleDelegateLog == ["willShow A"])
    #expect(fixture.scene.oracleCompletions.map(\.didComplete) == [false])
  }

  @Test("Oracle 34: without a presentation animator the interaction method is not asked; the default runs")
  func oracle34() throws {
    let modal = OracleModal(style: .fullScreen)
    modal.delegate.presentationInteractor = PercentDrivenInteractiveTransition()
    try modal.a.present(modal.b, animated: true)
    #expect(modal.delegate.calls == ["animationControllerForPresented"])
    let context = try #require(modal.a.modalTransition)
    #expect(context.animator is CoverVerticalAnimator)
    #expect(context.interactor == nil)
    #expect(!context.isInteractive)
    // The standard cover-vertical slide (0.5 s): halfway it is between the bottom edge and its place.
    modal.scene.engine.advance(to: 0.25)
    let y = modal.b.view.presentation.frame.minY
    #expect(y > 0 && y < oracleWindow.height, "y = \(y)")
    try expectTail(modal.scene, releasedAt: 0, lasts: 0.5)
    #expect(modal.scene.oracleCompletions.map(\.didComplete) == [true])
    #expect(modal.delegate.calls == ["animationControllerForPresented"])
  }

  @Test("Oracle 35: the interaction methods receive the very animators the animation methods vended")
  func oracle35() throws {
    let modal = OracleModal(style: .fullScreen)
    let presenting = OracleLegacyAnimator(duration: 0.5)
    let dismissing = OracleLegacyAnimator(duration: 0.5)
    modal.delegate.presentationAnimator = presenting
    modal.delegate.dismissalAnimator = dismissing
    let interactor = PercentDrivenInteractiveTransition()
    modal.delegate.dismissalInteractor = interactor
    try modal.a.present(modal.b, animated: true)
    modal.scene.engine.advance(to: 1)
    #expect(modal.delegate.presentationInteractionQueries.count == 1)
    #expect(modal.delegate.presentationInteractionQueries.first === presenting)
    try modal.b.dismiss(animated: true)
    #expect(modal.delegate.dismissalInteractionQueries.count == 1)
    #expect(modal.delegate.dismissalInteractionQueries.first === dismissing)
    #expect(
      modal.delegate.calls == [
        "animationControllerForPresented", "interactionControllerForPresentation",
        "animationControllerForDismissed", "interactionControllerForDismissal",
      ])
    interactor.update(0.5)
    interactor.finish()
    modal.scene.engine.advance(to: 3)
    #expect(modal.scene.oracleCompletions.map(\.didComplete) == [true, true])
    #expect(modal.a.presentedViewController == nil)
  }

  @Test("Oracle 36: an animator without an interactor gives a non-interactive push and pop with it")
  func oracle36NoInteractor() throws {
    let animator = OracleLegacyAnimator(duration: 0.5)
    let fixture = OracleNavigation(animator: animator)
    try fixture.nav.pushViewController(fixture.b, animated: true)
    let push = try #require(fixture.nav.transition)
    #expect(push.interactor == nil)
    #expect(!push.isInteractive)
    #expect(!push.initiallyInteractive)
    #expect(animator.contexts.count == 1)
    #expect(fixture.delegate.interactionQueries.count == 1)
    #expect(fixture.delegate.interactionQueries.first === animator)
    try expectTail(fixture.scene, releasedAt: 0, lasts: 0.5)
    try fixture.nav.popViewController(animated: true)
    #expect(animator.contexts.count == 2)
    #expect(fixture.nav.transition?.isInteractive == false)
    fixture.scene.engine.advance(to: 5)
    #expect(fixture.scene.oracleBegins.map(\.interactive) == [false, false])
    #expect(fixture.scene.oracleCompletions.map(\.didComplete) == [true, true])
    #expect(fixture.nav.viewControllers.map(\.title) == ["A"])
  }

  /// Glide reproduces UIKit here: the delegate decides, so an interactor it forgets to reset is used
  /// again and the next push waits for it (apps must return nil when no gesture is running).
  @Test("Oracle 36: a stale interactor returned again makes the next push interactive")
  func oracle36StaleInteractor() throws {
    let interactor = PercentDrivenInteractiveTransition()
    let fixture = OracleNavigation(animator: OracleLegacyAnimator(duration: 0.5), interactor: interactor)
    try fixture.nav.pushViewController(fixture.b, animated: true)
    interactor.update(0.5)
    interactor.finish()
    fixture.scene.engine.advance(to: 1)
    #expect(fixture.scene.oracleCompletions.map(\.didComplete) == [true])
    // The app forgets to reset the interactor: the next push is interactive and does not move by itself.
    try fixture.nav.pushViewController(fixture.c, animated: true)
    let stale = try #require(fixture.nav.transition)
    #expect(stale.isInteractive)
    #expect(fixture.scene.oracleBegins.map(\.interactive) == [true, true])
    fixture.scene.engine.advance(to: 10)
    #expect(fixture.nav.transition === stale)
    #expect(!stale.isCompleted)
    interactor.finish()
    fixture.scene.engine.advance(to: 12)
    #expect(fixture.scene.oracleCompletions.map(\.didComplete) == [true, true])
    #expect(fixture.nav.viewControllers.map(\.title) == ["A", "B", "C"])
  }
}
