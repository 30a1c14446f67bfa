import GlideAnimation
import Testing

@testable import GlideTransitions

/// The interactor, the animators' completions and the controllers hold a transition's context through
/// its ``TransitionContextReference`` rather than weakly: it must read as nil exactly when a weak
/// reference would, once the context has gone away, and never keep a context alive.
@Suite("Transition context references")
struct TransitionContextReferenceTests {
  /// A context for a push between two fresh controllers, with the percent-driven interactor.
  private func makeContext(
    _ scene: Scene, interactor: PercentDrivenInteractiveTransition
  ) -> (TransitionContext, from: ViewController, to: ViewController) {
    directPushContext(in: scene, animator: ZoomAnimator(operation: .push), interactor: interactor)
  }

  @Test("The reference reads the context while it lives and nil once it is gone, without keeping it")
  func readsNilAfterTheContextGoesAway() {
    let scene = Scene(size: oracleWindow)
    let interactor = PercentDrivenInteractiveTransition()
    var reference: TransitionContextReference?
    weak var gone: TransitionContext?
    do {
      let (context, _, _) = makeContext(scene, interactor: interactor)
      reference = context.reference
      gone = context
      #expect(reference?.context === context)
    }
    #expect(gone == nil, "the reference must not keep the context alive")
    #expect(reference?.context == nil)
  }

  @Test("The interactor and the controllers see the transition until it completes, and nothing after")
  func interactorAndControllersLetGo() {
    let scene = Scene(size: oracleWindow)
    let interactor = PercentDrivenInteractiveTransition()
    weak var gone: TransitionContext?
    let controllers: (from: ViewController, to: ViewController)
    do {
      let (context, from, to) = makeContext(scene, interactor: interactor)
      controllers = (from, to)
      gone = context
      context.startTransition()
      from.activeTransition = context
      to.activeTransition = context
      #expect(interactor.context === context)
      #expect(to.transitionCoordinator === context.coordinator)
      interactor.update(0.4)
      #expect(abs(interactor.percentComplete - 0.4) < 1e-12)
      interactor.finish()
      scene.engine.advance(to: scene.engine.currentTime + 2)
      #expect(context.isCompleted)
      #expect(interactor.context == nil, "the interactor lets go at completion")
      #expect(to.transitionCoordinator == nil)
    }
    #expect(gone == nil, "nothing holds a completed context")
    #expect(controllers.from.activeTransition == nil && controllers.to.activeTransition == nil)
    #expect(interactor.percentComplete == 0)
  }
}
