/// Why a collection view refused a layout change. Messages say what to do instead.
public enum CollectionViewError: Error, Hashable, Sendable, CustomStringConvertible {
  /// An interactive transition started with `startInteractiveTransition(to:completion:)` has not been
  /// finished or cancelled (UIKit raises "the collection is already in the middle of an interactive
  /// transition").
  case interactiveTransitionInProgress
  /// A navigation controller's layout-to-layout transition is moving the collection view.
  case navigationTransitionInProgress

  public var description: String {
    switch self {
    case .interactiveTransitionInProgress:
      "the collection view is in the middle of an interactive layout transition; call finishInteractiveTransition() or cancelInteractiveTransition() first"
    case .navigationTransitionInProgress:
      "a navigation transition is changing the collection view's layout; change it once that transition has completed"
    }
  }
}
