// A pinch-to-pop app on Glide, driven by a recorded trace instead of a touchscreen: two
// controllers in a navigation controller, a zoom animator that shrinks the pushed screen away, a
// percent-driven interactor fed by a pinch, UIKit's classic finish rule at release, and the scene's log
// of when the transition began and ended. A FrameDriver keeps the scene's clock in step with the trace,
// with a display frame every 1/60 s while anything moves: the timing of `glide replay`.
//
//     swift run PinchToPop ../../traces/default.evemu
import Foundation
import GlideAnimation
import GlideGestures
import GlideInput
import GlideInteraction
import GlideTransitions

/// Vends the zoom for the pop, and the interactor while a pinch drives it (UINavigationControllerDelegate).
final class ZoomingDelegate: NavigationControllerDelegate {
  let interactor = PercentDrivenInteractiveTransition()
  var isPinching = false

  func navigationController(
    _ navigationController: NavigationController, animationControllerFor operation: TransitionOperation,
    from: ViewController, to: ViewController
  ) -> (any ViewControllerAnimatedTransitioning)? {
    ZoomAnimator(operation: operation, duration: 0.4)
  }

  func navigationController(
    _ navigationController: NavigationController,
    interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
  ) -> (any ViewControllerInteractiveTransitioning)? {
    isPinching ? interactor : nil
  }
}

/// The app: its scene, its screens, and what the pinch does to them.
final class PinchToPop {
  let scene = Scene()
  let navigation: NavigationController
  let delegate = ZoomingDelegate()
  let policy = FinishPolicy.classicDefault
  /// The pinch's scale → the pop's progress, set when the pinch begins.
  var mapping: GestureMapping?
  var isTransitionInFlight = false

  init() {
    let home = ViewController(scene: scene, title: "Home")
    let detail = ViewController(scene: scene, title: "Detail")
    home.view.backgroundColor = Color(red: 0.93, green: 0.93, blue: 0.95)
    detail.view.backgroundColor = Color(red: 0.25, green: 0.47, blue: 0.85)
    navigation = NavigationController(scene: scene, rootViewController: home)
    navigation.delegate = delegate
    scene.rootViewController = navigation
    try! navigation.pushViewController(detail, animated: false)
    scene.onEvent = { [unowned self] event in
      switch event.kind {
      case .transitionBegan: isTransitionInFlight = true
      case .transitionCompleted(_, let didComplete):
        isTransitionInFlight = false
        print(String(format: "completed at %.4f s: %@", event.time, didComplete ? "finished" : "cancelled"))
      default: break
      }
    }
  }

  /// The pinch recogniser's target: pinching in pops Detail, the scale drives the pop, the release decides.
  func pinched(_ event: GestureEvent) {
    guard case .pinch(let scale, let velocity) = event.values else { return }
    switch event.state {
    case .began:
      guard scale < 1 || velocity < 0 else { return }
      mapping = .pinch(startScale: scale)
      delegate.isPinching = true
      try? navigation.popViewController(animated: true)
      delegate.isPinching = false
    case .changed:
      if let mapping { delegate.interactor.update(mapping.percent(for: scale)) }
    case .ended, .cancelled:
      guard let mapping else { return }
      self.mapping = nil
      let percent = delegate.interactor.percentComplete
      let decision = policy.decide(percent: percent, velocity: mapping.velocity(for: velocity))
      print(String(format: "released at %.4f s, percent %.4f: %@", event.time.seconds, percent, decision.reason))
      if event.state == .ended && decision.outcome == .finish {
        delegate.interactor.finish()
      } else {
        delegate.interactor.cancel()
      }
    default:
      break
    }
  }
}
