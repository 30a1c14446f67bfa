/// A button on a navigation bar, by its title: UIKit's `UIBarButtonItem` as a navigation item's right
/// items use it (titles only: no images, custom views nor system items).
public struct BarButtonItem: Hashable, Sendable {
  /// How the item's title is drawn: UIKit's `UIBarButtonItem.Style`.
  public enum Style: Hashable, Sendable {
    /// Regular weight.
    case plain
    /// Semibold, for the item that ends a task ("Done").
    case done
  }

  /// The text the button shows.
  public var title: String
  public var style: Style

  public init(title: String, style: Style = .plain) {
    self.title = title
    self.style = style
  }
}
