import GlideAnimation
import GlideTransitions

/// A navigation delegate that vends a fixed animator and interactor, for tests.
final class FixedNavigationDelegate: NavigationControllerDelegate {
  var animator: (any ViewControllerAnimatedTransitioning)?
  var interactor: (any ViewControllerInteractiveTransitioning)?
  var shown: [String] = []

  init(animator: (any ViewControllerAnimatedTransitioning)? = nil, interactor: (any ViewControllerInteractiveTransitioning)? = nil) {
    self.animator = animator
    self.interactor = interactor
  }

  func navigationController(
    _ navigationController: NavigationController, animationControllerFor operation: TransitionOperation,
    from: ViewController, to: ViewController
  ) -> (any ViewControllerAnimatedTransitioning)? { animator }

  func navigationController(
    _ navigationController: NavigationController,
    interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
  ) -> (any ViewControllerInteractiveTransitioning)? { interactor }
}

/// A scene with a navigation stack A → B on screen, and its appearance log cleared.
func navigationScene(pushB: Bool = true) -> (Scene, NavigationController, ViewController, ViewController) {
  let scene = Scene(size: Size(width: 400, height: 800))
  let a = ViewController(scene: scene, title: "A")
  let b = ViewController(scene: scene, title: "B")
  let nav = NavigationController(scene: scene, rootViewController: a)
  scene.rootViewController = nav
  if pushB {
    try? nav.pushViewController(b, animated: false)
  }
  scene.clearEvents()
  return (scene, nav, a, b)
}

extension Scene {
  /// The appearance callbacks recorded, as "A.viewWillAppear" strings.
  var appearanceLog: [String] {
    events.compactMap { event in
      if case .appearance(let appearance, let controller, _) = event.kind { "\(controller).\(appearance.rawValue)" } else { nil }
    }
  }
}

func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }
