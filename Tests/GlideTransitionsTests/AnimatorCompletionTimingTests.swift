import GlideAnimation
import Testing

@testable import GlideTransitions

/// Issue 39, item 10: with the property-animator driver the completion takes what the interactor's
/// ``PercentDrivenInteractiveTransition/completionDuration`` says, UIKit's r · d / s (uikit-semantics §4.3,
/// oracles 1–3 and 14: the duration factor is (1 − p) / s, or p / s on a cancel), on every curve. Glide
/// used to resume the animator's own curve at the time whose value is p when neither a timing curve nor a
/// speed was set, so a release at 30 % of 1 s took 0.51 s on ease-in and 0.62 s on ease-in-out where the
/// interactor said 0.7 s.
@Suite("Property-animator completions take completionDuration")
struct AnimatorCompletionTimingTests {
  @Test(
    "Released at 30 % of 1 s, the push completes 0.7 s later (finish) or 0.3 s later (cancel), on any curve",
    arguments: [AnimationCurve.easeIn, .easeOut, .easeInOut, .linear], OracleEnding.allCases)
  func tail(curve: AnimationCurve, ending: OracleEnding) throws {
    let interactor = PercentDrivenInteractiveTransition()
    let animator = OracleInterruptibleAnimator(duration: 1, curve: curve)
    let fixture = OracleNavigation(animator: animator, interactor: interactor)
    try fixture.nav.pushViewController(fixture.b, animated: true)
    interactor.update(0.3)
    fixture.scene.engine.advance(to: 0.5)
    switch ending {
    case .finish: interactor.finish()
    case .cancel: interactor.cancel()
    }
    let expected = ending == .finish ? 0.7 : 0.3
    #expect(abs((interactor.completionDuration ?? -1) - expected) < 1e-12)
    // No jump at the release.
    #expect(abs((interactor.presentedPercent(at: 0.5) ?? -1) - 0.3) < 1e-9)
    fixture.scene.engine.advance(to: 0.5 + expected - 1e-3)
    #expect(animator.completions.isEmpty)
    fixture.scene.engine.advance(to: 3)
    let completion = try #require(animator.completions.first)
    #expect(abs(completion.time - (0.5 + expected)) <= 1e-9, "\(completion.time)")
    #expect(completion.position == (ending == .finish ? .end : .start))
    #expect(fixture.scene.oracleCompletions.map(\.didComplete) == [ending == .finish])
  }

  @Test("With completionSpeed 2 the tail is halved, as before (oracle 14's duration factor 0.35)")
  func speed() throws {
    let interactor = PercentDrivenInteractiveTransition()
    interactor.completionSpeed = 2
    let animator = OracleInterruptibleAnimator(duration: 1, curve: .easeIn)
    let fixture = OracleNavigation(animator: animator, interactor: interactor)
    try fixture.nav.pushViewController(fixture.b, animated: true)
    interactor.update(0.3)
    interactor.finish()
    #expect(abs((interactor.completionDuration ?? -1) - 0.35) < 1e-12)
    fixture.scene.engine.advance(to: 3)
    #expect(abs((animator.completions.first?.time ?? -1) - 0.35) <= 1e-9)
  }
}
