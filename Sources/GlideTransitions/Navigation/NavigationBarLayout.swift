/// Where one item's title, back button and right items stand on a navigation bar, in a push or pop or
/// at rest: the top item's place, or moved off it toward one side. The drawing turns each into frames
/// and alphas; a transition moves every item from its start placement to its end placement alongside
/// the controllers' slide.
public enum NavigationItemPlacement: Hashable, Sendable {
  /// Shown: the bar's top item.
  case top
  /// Covered by the item pushed over it (or uncovered by a pop): its title gone to the back button's
  /// place, its large title slid left with its screen; faded out.
  case leading
  /// Not yet pushed, or popped off: slid right, faded out; its back button's title over the middle,
  /// where the title it stands for shows.
  case trailing
}

/// What a navigation bar shows at one moment, in the terms a drawing needs: each item in play with its
/// placement and its resolved texts. At rest one entry (the top item, `.top`); during a push or pop two,
/// `from` first.
public struct NavigationBarLayout {
  /// One item as the bar shows it.
  public struct Entry {
    /// The item (its identity tells a drawing which views are its).
    public let item: NavigationItem
    public var placement: NavigationItemPlacement
    /// The title, "" for none.
    public var title: String
    /// Whether the title shows large, below the inline bar.
    public var displaysLargeTitle: Bool
    /// The back button's title; "" for the chevron alone; nil for no back button (a root item, or one
    /// that hides it).
    public var backButtonTitle: String?
    public var rightBarButtonItems: [BarButtonItem]
  }

  public var entries: [Entry]
  /// Whether the bar is hidden (``NavigationController/isNavigationBarHidden``).
  public var isHidden: Bool

  /// The entry of `item`, if it is in play.
  public func entry(for item: NavigationItem) -> Entry? {
    entries.first { $0.item === item }
  }

  /// The entry placed `.top`, if any (none half-way through a transition's start, which places both off).
  public var top: Entry? { entries.first { $0.placement == .top } }
}

/// A navigation bar's push or pop: UIKit's bar animates from the item leaving to the item arriving
/// alongside the controllers' transition, through its coordinator, so an interactive pop scrubs it.
public struct NavigationBarTransition {
  /// `.push` or `.pop`.
  public let operation: TransitionOperation
  /// The item on top when it began.
  public let from: NavigationItem
  /// The item on top when it completes.
  public let to: NavigationItem
  let reference: TransitionContextReference

  /// The transition's progress, 0 to 1 (the interaction's percent while one drives it); 1 once its
  /// context has gone.
  public var percentComplete: Double { reference.context?.percentComplete ?? 1 }
}

/// Draws a ``NavigationBarModel``: GlideKit's navigation bar, or a test's. The model calls it with every
/// layout, inside the transition's animation while it moves the items, and without animation otherwise;
/// and with the bar's hiding or showing, inside that animation.
public protocol NavigationBarDrawing: AnyObject {
  /// The view the bar is drawn in: a percent-driven interaction drives its layer with the transition's.
  var barView: View { get }
  /// Shows `layout`: views for new items made, views of items no longer in it removed.
  func navigationBar(_ navigationBar: NavigationBarModel, layOut layout: NavigationBarLayout)
  /// Hides or shows the bar alone, its items left as they are: called inside the animation of
  /// ``NavigationController/setNavigationBarHidden(_:animated:)`` (or without animation).
  func navigationBar(_ navigationBar: NavigationBarModel, setHidden hidden: Bool)
}
