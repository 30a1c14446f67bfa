import GlideAnimation
import Testing

@testable import GlideTransitions

/// Issue 39, item 4: a transition that starts running (`wantsInteractiveStart == false`) takes a cancel
/// sent while it runs, as UIKit's in-flight context does: `transitionWasCancelled` becomes true, the
/// animator's `completeTransition(!transitionWasCancelled)` sends false, and the container is restored
/// (stack `[A]` after a cancelled push, the pushed view gone, the other back where it started). Glide used
/// to drop the cancel, so the reversed animator completed the push: stack `[A, B]`, B's view off where the
/// reversal left it.
@Suite("A cancel while a non-interactive start runs")
struct CancelWhileRunningTests {
  /// A custom interactor (driver C) that starts the vended animator running and, on `cancel()`, cancels
  /// the context and reverses the animator.
  final class ReversingInteractor: ViewControllerInteractiveTransitioning {
    var wantsInteractiveStart: Bool { false }
    private(set) var context: TransitionContext?
    private(set) var animator: PropertyAnimator?

    func startInteractiveTransition(_ context: TransitionContext) {
      self.context = context
      animator = context.interruptibleAnimator()
      animator?.startAnimation()
    }

    func cancel() {
      context?.cancelInteractiveTransition()
      animator?.isReversed = true
    }
  }

  @Test("A custom interactor cancelling and reversing a running push leaves the stack [A] and A in place")
  func customInteractorCancel() throws {
    let interactor = ReversingInteractor()
    let animator = OracleInterruptibleAnimator(duration: 0.5)
    let fixture = OracleNavigation(animator: animator, interactor: interactor)
    var changes = 0
    fixture.b.onWillAppear = { $0.transitionCoordinator?.notifyWhenInteractionChanges { _ in changes += 1 } }
    let start = fixture.a.view.frame
    try fixture.nav.pushViewController(fixture.b, animated: true)
    let context = try #require(interactor.context)
    #expect(!context.isInteractive && !context.initiallyInteractive)
    fixture.scene.engine.advance(to: 0.2)
    interactor.cancel()
    #expect(context.transitionWasCancelled)
    #expect(!context.isInteractive)
    fixture.scene.engine.advance(to: 2)
    // Reversed at 40 %: back at the start 0.2 s later, completing with `.start`.
    let completion = try #require(animator.completions.first)
    #expect(animator.completions.count == 1 && completion.position == .start)
    #expect(abs(completion.time - 0.4) <= oracleFrame)
    #expect(context.didComplete == false)
    #expect(animator.animationEndedCalls == [false])
    #expect(fixture.scene.oracleCompletions.map(\.didComplete) == [false])
    #expect(fixture.nav.viewControllers.map(\.title) == ["A"])
    #expect(fixture.b.view.superview == nil)
    #expect(fixture.a.view.superview === fixture.nav.transitionView)
    #expect(fixture.a.view.frame == start && fixture.a.view.presentation.frame == start)
    #expect(try #require(animator.propertyAnimator).state == .inactive)
    #expect(changes == 0, "nothing was interactive")
    #expect(
      fixture.log.entries == [
        "willShow B", "A.viewWillDisappear", "B.viewWillAppear", "B.viewWillDisappear", "B.viewDidDisappear",
        "A.viewWillAppear", "A.viewDidAppear",
      ])
  }

  @Test("A percent-driven interactor started running turns back on cancel()", arguments: [false, true])
  func percentDrivenCancel(interruptible: Bool) throws {
    let interactor = PercentDrivenInteractiveTransition()
    interactor.wantsInteractiveStart = false
    let animator: any ViewControllerAnimatedTransitioning =
      interruptible ? OracleInterruptibleAnimator(duration: 0.5) : OracleLegacyAnimator(duration: 0.5)
    let fixture = OracleNavigation(animator: animator, interactor: interactor)
    try fixture.nav.pushViewController(fixture.b, animated: true)
    let context = try #require(interactor.context)
    fixture.scene.engine.advance(to: 0.2)
    #expect(abs((interactor.presentedPercent(at: 0.2) ?? -1) - 0.4) < 1e-9)
    interactor.cancel()
    #expect(context.transitionWasCancelled)
    // The way back from 40 % at completion speed 1: 0.4 × 0.5 s.
    #expect(abs((interactor.completionDuration ?? -1) - 0.2) < 1e-9)
    fixture.scene.engine.advance(to: 0.3)
    let halfway = try #require(interactor.presentedPercent(at: 0.3))
    #expect(halfway > 0 && halfway < 0.4, "on its way back: \(halfway)")
    fixture.scene.engine.advance(to: 2)
    #expect(context.didComplete == false)
    #expect(fixture.scene.oracleCompletions.map(\.didComplete) == [false])
    #expect(fixture.nav.viewControllers.map(\.title) == ["A"])
    #expect(fixture.b.view.superview == nil)
  }

  @Test("Only the first end counts: a finish after the cancel is ignored, and a cancel after a finish")
  func firstEndWins() throws {
    for first in OracleEnding.allCases {
      let interactor = ReversingInteractor()
      let fixture = OracleNavigation(animator: OracleInterruptibleAnimator(duration: 0.5), interactor: interactor)
      try fixture.nav.pushViewController(fixture.b, animated: true)
      let context = try #require(interactor.context)
      fixture.scene.engine.advance(to: 0.1)
      switch first {
      case .finish:
        context.finishInteractiveTransition()
        context.cancelInteractiveTransition()
        #expect(!context.transitionWasCancelled)
      case .cancel:
        interactor.cancel()
        context.finishInteractiveTransition()
        #expect(context.transitionWasCancelled)
      }
      fixture.scene.engine.advance(to: 2)
      #expect(fixture.nav.viewControllers.map(\.title) == (first == .finish ? ["A", "B"] : ["A"]))
    }
  }

  @Test("A cancel after an interactive start's finish is still ignored (a second end)")
  func secondEndAfterInteractionIgnored() throws {
    let interactor = PercentDrivenInteractiveTransition()
    let fixture = OracleNavigation(
      animator: OracleInterruptibleAnimator(duration: 0.5), interactor: interactor, pushB: true)
    try fixture.nav.popViewController(animated: true)
    let context = try #require(interactor.context)
    interactor.update(0.6)
    interactor.finish()
    context.cancelInteractiveTransition()
    interactor.cancel()
    #expect(!context.transitionWasCancelled)
    fixture.scene.engine.advance(to: 2)
    #expect(fixture.nav.viewControllers.map(\.title) == ["A"])
    #expect(fixture.scene.oracleCompletions.map(\.didComplete) == [true])
  }
}
