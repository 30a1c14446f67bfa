import GlideAnimation
import Testing

@testable import GlideTransitions

/// The reference's oracle 68 (uikit-semantics.md §12, "Navigation interactive pop"): the built-in back
/// swipe's pop (``NavigationController/popViewController(interactingWith:)``) and the navigation
/// delegate. Oracles 64–67, the back swipe's finish rule, are in GlideSimulationTests
/// (`OracleBackSwipeTests`), where the rule is.
@Suite("Oracle 68: the built-in interactive pop and the navigation delegate")
struct OracleInteractivePopTests {
  /// Glide's choice, documented on `popViewController(interactingWith:)` and in GlideTransitions' article "Where Glide differs from UIKit": UIKit's
  /// quirk (a delegate implementing `animationControllerFor:` disables the back swipe, even returning
  /// nil; radar 15215690) is not reproduced. If it were, no pop would start here.
  @Test("Oracle 68 (not reproduced): a delegate whose animationControllerFor: returns nil leaves the back swipe working")
  func oracle68NilAnimator() throws {
    let fixture = OracleNavigation(pushB: true)
    #expect(fixture.delegate.animator == nil)
    let interactor = PercentDrivenInteractiveTransition()
    try fixture.nav.popViewController(interactingWith: interactor)
    let pop = try #require(fixture.nav.transition)
    #expect(pop.operation == .pop)
    #expect(pop.isInteractive && pop.initiallyInteractive)
    #expect(pop.interactor === interactor)
    #expect(pop.animator is SlideAnimator, "the standard slide")
    #expect(fixture.delegate.interactionQueries.isEmpty, "the built-in interactor is not the delegate's to give")
    #expect(fixture.delegate.willShow == ["A"])
    interactor.update(0.6)
    interactor.finish()
    fixture.scene.engine.advance(to: 2)
    #expect(fixture.scene.oracleCompletions.map(\.didComplete) == [true])
    #expect(fixture.nav.viewControllers.map(\.title) == ["A"])
    #expect(fixture.delegate.didShow == ["A"])
  }

  @Test("Oracle 68 (not reproduced): a delegate vending its own animator does not stop the back swipe, which slides")
  func oracle68CustomAnimator() throws {
    let custom = OracleLegacyAnimator(duration: 0.5)
    let fixture = OracleNavigation(animator: custom, pushB: true)
    let interactor = PercentDrivenInteractiveTransition()
    try fixture.nav.popViewController(interactingWith: interactor)
    let pop = try #require(fixture.nav.transition)
    #expect(pop.isInteractive)
    #expect(pop.animator is SlideAnimator, "the delegate's animator is ignored, as UIKit's built-in pop does")
    #expect(custom.contexts.isEmpty)
    interactor.update(0.2)
    interactor.cancel()
    fixture.scene.engine.advance(to: 2)
    #expect(fixture.scene.oracleCompletions.map(\.didComplete) == [false])
    #expect(fixture.nav.viewControllers.map(\.title) == ["A", "B"])
    // A pop asked of the container itself still takes the delegate's animator.
    try fixture.nav.popViewController(animated: true)
    #expect(custom.contexts.count == 1)
  }

  @Test("The back swipe's pop is refused on the root and while a transition runs (it is not queued)")
  func builtInPopRefusals() throws {
    let fixture = OracleNavigation()
    #expect(throws: TransitionError.cannotPopRootViewController("A")) {
      try fixture.nav.popViewController(interactingWith: PercentDrivenInteractiveTransition())
    }
    try fixture.nav.pushViewController(fixture.b, animated: true)
    #expect(throws: TransitionError.transitionInProgress(requested: .pop, running: .push)) {
      try fixture.nav.popViewController(interactingWith: PercentDrivenInteractiveTransition())
    }
    fixture.scene.engine.advance(to: 2)
    #expect(fixture.nav.viewControllers.map(\.title) == ["A", "B"])
    #expect(fixture.scene.oracleBegins.count == 1, "nothing was queued")
  }
}
