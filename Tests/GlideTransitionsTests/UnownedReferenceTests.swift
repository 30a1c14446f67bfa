import GlideAnimation
import Testing

@testable import GlideTransitions

/// References kept `unowned(unsafe)` for speed (a driver's context, a controller's active transition,
/// a view's superview) must read as a weak reference would: nil once the object has gone away.
@Suite("Transitions: references to what has gone away")
struct UnownedReferenceTests {
  /// A scene showing B over A, and a percent-driven interactor.
  private func stage() -> (Scene, a: ViewController, b: ViewController, PercentDrivenInteractiveTransition) {
    let scene = Scene(size: Size(width: 400, height: 800))
    let a = ViewController(scene: scene, title: "A")
    let b = ViewController(scene: scene, title: "B")
    scene.window.addSubview(b.view)
    return (scene, a, b, PercentDrivenInteractiveTransition())
  }

  /// A percent-driven pop started through a context nobody keeps but the test.
  private func startedContext(
    scene: Scene, interactor: PercentDrivenInteractiveTransition, a: ViewController, b: ViewController
  ) -> TransitionContext {
    let context = TransitionContext(
      operation: .pop, containerView: scene.window, from: b, to: a, views: [.from: b.view, .to: a.view],
      animator: ZoomAnimator(operation: .pop), interactor: interactor)
    a.activeTransition = context
    b.activeTransition = context
    context.startTransition()
    return context
  }

  @Test("A context dropped before it completes leaves its driver and controllers without a transition")
  func uncompletedContextGoesAway() throws {
    let (scene, a, b, interactor) = stage()
    var context: TransitionContext? = startedContext(scene: scene, interactor: interactor, a: a, b: b)
    interactor.update(0.4)
    #expect(interactor.context === context)
    #expect(interactor.percentComplete == 0.4)
    #expect(b.transitionCoordinator != nil)
    context = nil
    #expect(interactor.context == nil)
    #expect(interactor.percentComplete == 0)
    #expect(interactor.presentedPercent(at: scene.engine.currentTime) == nil)
    #expect(a.activeTransition == nil && b.activeTransition == nil)
    #expect(a.transitionCoordinator == nil && b.transitionCoordinator == nil)
    interactor.update(0.6)  // nothing to drive: ignored
    interactor.finish()  // no transition: ignored, not kept for the next one
    scene.engine.advance(to: 2)
    // The driver can drive the next transition.
    let next = startedContext(scene: scene, interactor: interactor, a: a, b: b)
    #expect(interactor.context === next)
    #expect(next.isInteractive)
    interactor.finish()
    scene.engine.advance(to: 4)
    #expect(next.didComplete == true)
    #expect(interactor.context == nil)
  }

  @Test("A completed context is forgotten by its driver; its controllers keep it until it goes away")
  func completedContextGoesAway() throws {
    let (scene, a, b, interactor) = stage()
    var context: TransitionContext? = startedContext(scene: scene, interactor: interactor, a: a, b: b)
    interactor.update(0.7)
    interactor.finish()
    scene.engine.advance(to: 2)
    #expect(context?.didComplete == true)
    #expect(interactor.context == nil)
    #expect(a.activeTransition === context)
    #expect(a.transitionCoordinator == nil)
    context = nil
    #expect(a.activeTransition == nil && b.activeTransition == nil)
  }

  @Test(
    "Completions and timers set for a context that has gone away do nothing",
    arguments: [false, true])
  func lateCompletions(interactive: Bool) throws {
    let (scene, a, b, interactor) = stage()
    var context: TransitionContext? = TransitionContext(
      operation: .pop, containerView: scene.window, from: b, to: a, views: [.from: b.view, .to: a.view],
      animator: ZoomAnimator(operation: .pop), interactor: nil)
    if interactive {
      context = startedContext(scene: scene, interactor: interactor, a: a, b: b)
      interactor.update(0.5)
      interactor.finish()  // the ramp's timer is set
    } else {
      context?.startTransition()  // the zoom's completion is waiting
    }
    let reference = try #require(context?.reference)
    #expect(reference.context === context)
    context = nil
    #expect(reference.context == nil)
    scene.engine.advance(to: 2)
    // Had the zoom's completion run, it would have given the shrunk view its identity transform back.
    #expect(b.view.transform == Transform2D(scaleX: 0, y: 0))
  }

  @Test("A view whose superview goes away has no superview")
  func superviewGoesAway() {
    let engine = AnimationEngine(time: 0)
    let child = View(engine: engine, name: "child")
    var parent: View? = View(engine: engine, name: "parent")
    parent?.addSubview(child)
    #expect(child.superview === parent)
    parent = nil
    #expect(child.superview == nil)
    let other = View(engine: engine, name: "other")
    other.addSubview(child)
    #expect(child.superview === other)
    #expect(other.subviews.count == 1)
  }
}
