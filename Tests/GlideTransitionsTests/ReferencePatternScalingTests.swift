import GlideAnimation
import Testing

@testable import GlideTransitions

@Suite("Reference patterns: the custom scaling interaction controller")
struct ReferencePatternScalingTests {
  /// A presents B full screen (without animation); B's delegate vends the zoom animator for the
  /// dismissal (never asked to animate) and `interactor`. The delegate is returned because B holds it
  /// weakly, as UIKit does.
  static func makeScene(
    _ interactor: ScalingInteractionController
  ) throws -> (Scene, ViewController, ViewController, Timeline, ModalDelegate) {
    let (scene, a, b) = modalScene()
    let delegate = ModalDelegate(dismiss: ZoomAnimator(operation: .dismiss))
    delegate.dismissInteractor = interactor
    b.transitioningDelegate = delegate
    try a.present(b, animated: false)
    scene.clearEvents()
    return (scene, a, b, Timeline(scene), delegate)
  }

  static func scale(_ view: View) -> Transform2D { view.presentation.affineTransform }

  @Test("Start: the to-view gets its final frame below the from-view; updates scale the from-view by |p − 1|")
  func startAndUpdates() throws {
    let interactor = ScalingInteractionController(completionSpeed: 0.5)
    let (scene, a, b, _, delegate) = try Self.makeScene(interactor)
    a.view.frame = Rect(x: 0, y: 300, width: 10, height: 10)
    try b.dismiss(animated: true)
    defer { withExtendedLifetime(delegate) {} }
    let context = try #require(interactor.context)
    #expect(context.isInteractive)
    #expect(a.view.frame == scene.bounds)
    #expect(scene.window.subviews.map(\.name) == ["A", "B"])
    for (time, percent) in [(0.1, 0.2), (0.2, 0.4), (0.25, 0.75)] {
      scene.engine.advance(to: time)
      interactor.update(percent)
      #expect(b.view.transform == Transform2D(scaleX: 1 - percent, y: 1 - percent))
      #expect(Self.scale(b.view) == b.view.transform)
      #expect(context.percentComplete == percent)
      #expect(b.transitionCoordinator?.percentComplete == percent)
    }
    // Out of range: the view and the context agree (clamped to 0…1 before |p − 1|).
    interactor.update(1.3)
    #expect(b.view.transform == Transform2D(scaleX: 0, y: 0) && context.percentComplete == 1)
    interactor.update(-0.2)
    #expect(b.view.transform == .identity && context.percentComplete == 0)
  }

  @Test("Finish: 0.5 s to scale 0, then finishInteractiveTransition and completeTransition(true)")
  func finish() throws {
    let interactor = ScalingInteractionController(completionSpeed: 0.5)
    let (scene, a, b, timeline, delegate) = try Self.makeScene(interactor)
    try b.dismiss(animated: true)
    defer { withExtendedLifetime(delegate) {} }
    scene.engine.advance(to: 0.2)
    interactor.update(0.4)
    scene.engine.advance(to: 0.3)
    interactor.finish()
    interactor.update(0.9)  // late: ignored
    #expect(b.view.transform == Transform2D(scaleX: 0, y: 0))  // the model, at once
    for (elapsed, fraction) in [(0.0, 0.0), (0.125, 0.1292), (0.25, 0.5), (0.375, 0.8708)] {
      scene.engine.advance(to: 0.3 + elapsed)
      let s = 0.6 * (1 - fraction)
      #expect(close(Self.scale(b.view).a, s, 1e-4) && close(Self.scale(b.view).d, s, 1e-4), "+\(elapsed) s")
      // As in the reference, the context hears about the end only when the animation is done.
      #expect(b.transitionCoordinator?.isInteractive == true)
    }
    #expect(completionTime(scene, .dismiss) == nil)
    scene.engine.advance(to: 0.8)
    #expect(close(completionTime(scene, .dismiss) ?? -1, 0.8, 1e-9))
    #expect(a.presentedViewController == nil && b.view.superview == nil)
    #expect(b.view.transform == .identity)
    #expect(interactor.context == nil)
    #expect(
      timeline.lines == [
        "0.0 dismiss B → A animated=true interactive=true", "0.0 B.viewWillDisappear", "0.0 A.viewWillAppear",
        "0.8 interaction interactive=false cancelled=false percent=0.4", "0.8 B.viewDidDisappear",
        "0.8 A.viewDidAppear", "0.8 dismiss completed didComplete=true",
      ])
  }

  @Test("Cancel: 0.5 s back to identity, then cancelInteractiveTransition and completeTransition(false)")
  func cancel() throws {
    let interactor = ScalingInteractionController(completionSpeed: 0.5)
    let (scene, a, b, timeline, delegate) = try Self.makeScene(interactor)
    try b.dismiss(animated: true)
    defer { withExtendedLifetime(delegate) {} }
    scene.engine.advance(to: 0.2)
    interactor.update(0.4)
    scene.engine.advance(to: 0.3)
    interactor.cancel()
    interactor.finish()  // a second end: ignored
    for (elapsed, fraction) in [(0.125, 0.1292), (0.25, 0.5), (0.375, 0.8708)] {
      scene.engine.advance(to: 0.3 + elapsed)
      let s = 0.6 + 0.4 * fraction
      #expect(close(Self.scale(b.view).a, s, 1e-4), "+\(elapsed) s")
    }
    scene.engine.advance(to: 0.8)
    #expect(close(completionTime(scene, .dismiss) ?? -1, 0.8, 1e-9))
    #expect(a.presentedViewController === b)
    #expect(b.view.transform == .identity && Self.scale(b.view) == .identity)
    #expect(scene.window.subviews.map(\.name) == ["B"])
    #expect(
      timeline.lines == [
        "0.0 dismiss B → A animated=true interactive=true", "0.0 B.viewWillDisappear", "0.0 A.viewWillAppear",
        "0.8 interaction interactive=false cancelled=true percent=0.4", "0.8 A.viewWillDisappear",
        "0.8 A.viewDidDisappear", "0.8 B.viewWillAppear", "0.8 B.viewDidAppear",
        "0.8 dismiss completed didComplete=false",
      ])
  }

  @Test("The end animation lasts completionSpeed seconds, as the reference wrote it")
  func completionSpeedIsSeconds() throws {
    let interactor = ScalingInteractionController(completionSpeed: 2)
    let (scene, _, b, _, delegate) = try Self.makeScene(interactor)
    try b.dismiss(animated: true)
    defer { withExtendedLifetime(delegate) {} }
    interactor.update(0.5)
    interactor.finish()
    scene.engine.advance(to: 1.999)
    #expect(completionTime(scene, .dismiss) == nil)
    scene.engine.advance(to: 2)
    #expect(close(completionTime(scene, .dismiss) ?? -1, 2, 1e-9))
  }
}
