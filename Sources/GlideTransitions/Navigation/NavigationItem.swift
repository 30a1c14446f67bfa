/// What a navigation bar shows for one controller of a navigation stack: UIKit's `UINavigationItem`,
/// the object an app mutates through ``ViewController/navigationItem``. Changing it while it is in a bar
/// redraws the bar at once.
public final class NavigationItem {
  /// When a bar that ``NavigationBarModel/prefersLargeTitles`` shows this item's title large: UIKit's
  /// `UINavigationItem.LargeTitleDisplayMode`.
  public enum LargeTitleDisplayMode: Hashable, Sendable {
    /// As the item below it in the stack does (large for the root item).
    case automatic
    case always
    case never
  }

  /// What the back button shows when this item is the one below the top: UIKit's
  /// `UINavigationItem.BackButtonDisplayMode` (iOS 14).
  public enum BackButtonDisplayMode: Hashable, Sendable {
    /// ``backButtonTitle``, else the title, else "Back".
    case `default`
    /// "Back".
    case generic
    /// The chevron alone.
    case minimal
  }

  /// The title shown in the bar's middle (or large below it).
  public var title: String? { didSet { changed() } }
  public var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { changed() } }
  /// The back button's title on the item pushed over this one; nil: this item's title.
  public var backButtonTitle: String? { didSet { changed() } }
  public var backButtonDisplayMode: BackButtonDisplayMode = .default { didSet { changed() } }
  /// Whether this item, on top, hides the back button to the item below.
  public var hidesBackButton = false { didSet { changed() } }
  /// The buttons at the bar's trailing end, the first one outermost (as UIKit orders them).
  public var rightBarButtonItems: [BarButtonItem] = [] { didSet { changed() } }

  /// The outermost right item: UIKit's `rightBarButtonItem`.
  public var rightBarButtonItem: BarButtonItem? {
    get { rightBarButtonItems.first }
    set { rightBarButtonItems = newValue.map { [$0] } ?? [] }
  }

  /// The bar whose stack holds this item (an item is in one bar at a time).
  weak var navigationBar: NavigationBarModel?

  public init(title: String? = nil) {
    self.title = title
  }

  private func changed() {
    navigationBar?.itemDidChange(self)
  }
}
