/// Hears of a user's attempts to dismiss a sheet by dragging it down (UIKit's
/// `UIAdaptivePresentationControllerDelegate`, its dismissal methods): set it as the presented
/// controller's ``PresentationController/delegate``. None of these is called for a dismissal made by code
/// (``ViewController/dismiss(animated:completion:)``).
public protocol AdaptivePresentationControllerDelegate: AnyObject {
  /// Whether a drag down may dismiss the sheet, asked when the drag begins (not when the presented
  /// controller is ``ViewController/isModalInPresentation``). `false` makes the sheet resist and spring
  /// back, as a modal one does, and the delegate is told ``presentationControllerDidAttemptToDismiss(_:)``.
  func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool
  /// A drag down begins dismissing the sheet: an interactive dismissal has started, which the drag may
  /// still cancel (the transition coordinator tells how it ends).
  func presentationControllerWillDismiss(_ presentationController: PresentationController)
  /// A dismissal by a drag completed: the sheet is gone.
  func presentationControllerDidDismiss(_ presentationController: PresentationController)
  /// A drag down was refused (``ViewController/isModalInPresentation``, or
  /// ``presentationControllerShouldDismiss(_:)`` said no); told when the drag is released.
  func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController)
}

extension AdaptivePresentationControllerDelegate {
  public func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool { true }
  public func presentationControllerWillDismiss(_ presentationController: PresentationController) {}
  public func presentationControllerDidDismiss(_ presentationController: PresentationController) {}
  public func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {}
}
