import GlideAnimation
import GlideSimulation
import GlideTransitions

/// A `.custom` presentation of a card in the middle of the screen over a dimming view, the presenter
/// kept on screen beneath: the drop-dismiss scenario's modal (the dimming view is the cover its
/// animator fades).
final class CardPresentationController: PresentationController {
  /// The card's size, points: small enough that its swing about its lower-left corner keeps at least a
  /// sixth of it on a 390 × 844 screen at every angle up to 1.3π (a full-screen card leaves the screen
  /// from a quarter turn on).
  static let cardSize = Size(width: 200, height: 260)
  /// Black at this alpha over the presenter (UIKit's sheets and form sheets dim to about 0.4; measured
  /// from screenshots, not documented).
  static let dimmingAlpha = 0.4

  let dimmingView: View

  override init(presentedViewController: ViewController, presenting presentingViewController: ViewController) {
    let scene = presentedViewController.scene
    dimmingView = View(engine: scene.engine, name: "dimming", frame: scene.bounds)
    dimmingView.backgroundColor = .black
    dimmingView.alpha = Self.dimmingAlpha
    super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
  }

  override var frameOfPresentedViewInContainerView: Rect {
    let bounds = containerView?.bounds ?? presentedViewController.scene.bounds
    let size = Self.cardSize
    return Rect(
      x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
  }

  override func presentationTransitionWillBegin() {
    containerView?.insertSubview(dimmingView, at: 0)
  }
}
