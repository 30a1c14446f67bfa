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
