import Foundation
import GlideAnimation
import Testing

@testable import GlideTransitions

// Shared helpers of the reference-pattern tests (design §6), and the zoom animator on its own.

/// One display frame at 60 Hz, seconds.
let frame60 = 1.0 / 60

/// The time of frame `index` at 60 Hz, seconds.
func frameTime(_ index: Int) -> Double { Double(index) / 60 }

/// UIKit's `easeInOut` (Core Animation's easeInEaseOut), the curve of block animations and of the
/// percent-driven completion by default.
func easeInOut(_ x: Double) -> Double { AnimationCurve.easeInOut.timingFunction.progress(at: x) }

/// The time fraction at which `easeInOut` reaches `progress`.
func easeInOutInverse(_ progress: Double) -> Double {
  AnimationCurve.easeInOut.timingFunction.timeFraction(forProgress: progress) ?? .nan
}

/// The scale on screen of a view zoomed uniformly (its presentation transform's x scale).
func shownScale(_ view: View) -> Double { view.presentation.affineTransform.decomposition.scaleX }

/// The distance between two angles on the circle, radians (0…π).
func angleDistance(_ a: Double, _ b: Double) -> Double { abs(remainder(a - b, 2 * Double.pi)) }

/// The time `completeTransition` took effect for `operation`, from the scene's log.
func completionTime(_ scene: Scene, _ operation: TransitionOperation) -> Double? {
  scene.events.first { event in
    if case .transitionCompleted(operation, _) = event.kind { true } else { false }
  }?.time
}

/// Everything a scene records, as its descriptions ("0.4 interaction …"), plus lines the test's own
/// screens add, in the order they happened.
final class Timeline {
  private(set) var lines: [String] = []
  private let scene: Scene

  init(_ scene: Scene) {
    self.scene = scene
    scene.onEvent = { [weak self] event in self?.lines.append(event.description) }
  }

  /// Adds a line stamped like the scene's events (seconds rounded to the microsecond).
  func note(_ text: String) {
    let t = (scene.engine.currentTime * 1_000_000).rounded() / 1_000_000
    lines.append("\(t) \(text)")
  }
}

/// A transitioning delegate for modal tests: vends fixed controllers (nil: UIKit's defaults) and a
/// presentation controller made by `makePresentation`.
final class ModalDelegate: ViewControllerTransitioningDelegate {
  var presentAnimator: (any ViewControllerAnimatedTransitioning)?
  var dismissAnimator: (any ViewControllerAnimatedTransitioning)?
  var dismissInteractor: (any ViewControllerInteractiveTransitioning)?
  var makePresentation: ((ViewController, ViewController?) -> PresentationController?)?

  init(
    present: (any ViewControllerAnimatedTransitioning)? = nil,
    dismiss: (any ViewControllerAnimatedTransitioning)? = nil
  ) {
    presentAnimator = present
    dismissAnimator = dismiss
  }

  func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any ViewControllerAnimatedTransitioning)? { presentAnimator }

  func animationController(
    forDismissed dismissed: ViewController
  ) -> (any ViewControllerAnimatedTransitioning)? {
    dismissAnimator
  }

  func interactionControllerForDismissal(
    using animator: any ViewControllerAnimatedTransitioning
  ) -> (any ViewControllerInteractiveTransitioning)? { dismissInteractor }

  func presentationController(
    forPresented presented: ViewController, presenting: ViewController?, source: ViewController
  ) -> PresentationController? { makePresentation?(presented, presenting) }
}

/// A scene (400 × 800 points) with A as the root controller and B not yet presented (full screen unless
/// `style` says otherwise: the reference patterns are full-screen presentations), the log cleared.
func modalScene(
  size: Size = Size(width: 400, height: 800), style: ModalPresentationStyle = .fullScreen
) -> (Scene, ViewController, ViewController) {
  let scene = Scene(size: size)
  let a = ViewController(scene: scene, title: "A")
  let b = ViewController(scene: scene, title: "B")
  b.modalPresentationStyle = style
  scene.rootViewController = a
  scene.clearEvents()
  return (scene, a, b)
}

@Suite("Reference patterns: the zoom animator")
struct ReferencePatternZoomTests {
  @Test(
    "A zoom present grows the new screen from scale 0 above the old one in 0.4 s", arguments: [false, true])
  func zoomPresent(interruptible: Bool) throws {
    let (scene, a, b) = modalScene()
    let delegate = ModalDelegate(present: ZoomAnimator(operation: .present, interruptible: interruptible))
    b.transitioningDelegate = delegate
    try a.present(b, animated: true)
    let window = scene.window
    #expect(window.subviews.map(\.name) == ["A", "B"])
    for index in 0..<24 {
      scene.engine.advance(to: frameTime(index))
      #expect(close(shownScale(b.view), easeInOut(frameTime(index) / 0.4), 1e-9), "frame \(index)")
    }
    scene.engine.advance(to: 1)
    #expect(close(completionTime(scene, .present) ?? -1, 0.4))
    #expect(b.view.transform == .identity)
    #expect(window.subviews.map(\.name) == ["B"])
    #expect(
      scene.appearanceLog == [
        "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear",
      ])
  }

  @Test(
    "A zoom dismiss shrinks the old screen to 0 over the new one and gives it back its identity",
    arguments: [false, true])
  func zoomDismiss(interruptible: Bool) throws {
    let (scene, a, b) = modalScene()
    let delegate = ModalDelegate(dismiss: ZoomAnimator(operation: .dismiss, interruptible: interruptible))
    b.transitioningDelegate = delegate
    try a.present(b, animated: false)
    scene.clearEvents()
    try b.dismiss(animated: true)
    #expect(scene.window.subviews.map(\.name) == ["A", "B"])
    #expect(a.view.frame == scene.bounds)
    for index in [0, 6, 12, 18, 23] {
      scene.engine.advance(to: frameTime(index))
      #expect(close(shownScale(b.view), 1 - easeInOut(frameTime(index) / 0.4), 1e-9), "frame \(index)")
    }
    scene.engine.advance(to: 1)
    #expect(close(completionTime(scene, .dismiss) ?? -1, 0.4))
    #expect(b.view.transform == .identity)
    #expect(b.view.superview == nil)
    #expect(a.presentedViewController == nil)
    #expect(
      scene.appearanceLog == [
        "B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear",
      ])
  }

  @Test("A zoom push and pop keep the stack's views in order and last 0.4 s each")
  func zoomPushPop() throws {
    let (scene, nav, a, b) = navigationScene(pushB: false)
    let delegate = FixedNavigationDelegate(animator: ZoomAnimator(operation: .push))
    nav.delegate = delegate
    try nav.pushViewController(b, animated: true)
    #expect(nav.transitionView.subviews.map(\.name) == ["A", "B"])
    scene.engine.advance(to: 0.2)
    #expect(close(shownScale(b.view), 0.5, 1e-9))
    scene.engine.advance(to: 0.5)
    #expect(close(completionTime(scene, .push) ?? -1, 0.4))
    #expect(nav.transitionView.subviews.map(\.name) == ["B"])
    delegate.animator = ZoomAnimator(operation: .pop)
    try nav.popViewController(animated: true)
    #expect(nav.transitionView.subviews.map(\.name) == ["A", "B"])
    scene.engine.advance(to: 0.7)
    #expect(close(shownScale(b.view), 0.5, 1e-9))
    scene.engine.advance(to: 1)
    #expect(close(completionTime(scene, .pop) ?? -1, 0.9))
    #expect(nav.transitionView.subviews.map(\.name) == ["A"])
    #expect(b.view.transform == .identity && a.view.transform == .identity)
  }
}
