public import GlideAnimation

/// Manages a `.custom` presentation's container and chrome: UIKit's `UIPresentationController`. Subclass
/// it to size the presented view or add dimming views.
open class PresentationController {
  public let presentedViewController: ViewController
  public let presentingViewController: ViewController
  /// The view the transition runs in, made when the presentation starts (a full-window view above the
  /// presenter).
  public internal(set) var containerView: View?
  /// Hears of a user's attempts to dismiss a sheet by dragging it (UIKit's `delegate`, an
  /// `UIAdaptivePresentationControllerDelegate`). Held weakly. Glide makes the presentation controller
  /// when the presentation starts: set this once ``ViewController/present(_:animated:completion:)`` has
  /// returned, or in the presented controller's `viewWillAppear`.
  public weak var delegate: (any AdaptivePresentationControllerDelegate)?

  public init(presentedViewController: ViewController, presenting presentingViewController: ViewController) {
    self.presentedViewController = presentedViewController
    self.presentingViewController = presentingViewController
  }

  /// Whether the presenter's view leaves the screen once the presentation completes. False (the
  /// default) keeps it: the transition context then gives no `.from` view while presenting and no `.to`
  /// view while dismissing, so the animator leaves it alone.
  open var shouldRemovePresentersView: Bool { false }

  /// Where the presented view ends up in the container; the whole container by default.
  open var frameOfPresentedViewInContainerView: Rect { containerView?.bounds ?? .zero }

  /// The view the animator moves: the presented controller's view.
  open var presentedView: View { presentedViewController.view }

  open func presentationTransitionWillBegin() {}
  open func presentationTransitionDidEnd(_ completed: Bool) {}
  open func dismissalTransitionWillBegin() {}
  open func dismissalTransitionDidEnd(_ completed: Bool) {}
}
