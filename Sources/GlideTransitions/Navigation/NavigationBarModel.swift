import GlideAnimation

/// A navigation controller's bar as UIKit's `UINavigationBar` keeps it: the stack of navigation items
/// (one per controller), the large-title preference, and the push or pop it is animating. It draws
/// nothing itself: a ``NavigationBarDrawing`` (GlideKit's `NavigationControllerBar`) draws it, and is
/// told each layout.
///
/// The items change as UIKit's do: a push adds the pushed controller's item when the transition starts
/// (removed again if it is cancelled); a pop removes the top item when the transition completes, and
/// not at all if it is cancelled. Between, ``transition`` says which two items move, and the drawing is
/// animated from their start placements to their end placements alongside the controllers' slide.
public final class NavigationBarModel {
  /// The items, the root's first: UIKit's `items`.
  public private(set) var items: [NavigationItem] = []
  /// Whether the root item (and items that inherit it) show a large title: UIKit's `prefersLargeTitles`.
  public var prefersLargeTitles = false { didSet { redraw() } }
  /// Whether the bar is hidden: set through ``NavigationController/isNavigationBarHidden`` or
  /// ``NavigationController/setNavigationBarHidden(_:animated:)``.
  public internal(set) var isHidden: Bool {
    get { hidden }
    set { setHidden(newValue, animated: false) }
  }
  private var hidden = false
  /// The push or pop the bar is animating, if any.
  public private(set) var transition: NavigationBarTransition?
  /// What draws the bar, if anything (held weakly: the drawing is a view in the window).
  public weak var drawing: (any NavigationBarDrawing)? { didSet { redraw() } }
  /// Whether the running transition's drawing has been moved to its end placements (its alongside
  /// animation has started): a change of an item then redraws it there, not at the start.
  private var movedToEnd = false

  /// How long an animated hide or show of the bar takes outside a push or pop, seconds: UIKit's
  /// `UINavigationControllerHideShowBarDuration`.
  public static let hideShowBarDuration = 0.2

  init() {}

  /// The item on top: UIKit's `topItem`.
  public var topItem: NavigationItem? { items.last }
  /// The item below the top one, whose title the back button shows: UIKit's `backItem`.
  public var backItem: NavigationItem? { items.count > 1 ? items[items.count - 2] : nil }

  /// What the bar shows now: during a transition, its items at their start placements.
  public var layout: NavigationBarLayout {
    guard let transition else {
      return NavigationBarLayout(entries: topItem.map { [entry($0, .top)] } ?? [], isHidden: isHidden)
    }
    return layout(of: transition, atEnd: false)
  }

  /// The back button's title on `item` (in the stack): the previous item's ``NavigationItem/backButtonTitle``,
  /// else its title, else "Back"; "" with ``NavigationItem/BackButtonDisplayMode/minimal``; nil for the
  /// root item or one that hides it.
  public func backButtonTitle(for item: NavigationItem) -> String? {
    guard !item.hidesBackButton, let index = index(of: item), index > 0 else { return nil }
    let previous = items[index - 1]
    switch previous.backButtonDisplayMode {
    case .default: return previous.backButtonTitle ?? previous.title ?? "Back"
    case .generic: return "Back"
    case .minimal: return ""
    }
  }

  /// Whether `item` (in the stack) shows its title large: never unless ``prefersLargeTitles``; else by
  /// its ``NavigationItem/largeTitleDisplayMode``, `.automatic` taking the previous item's (the root's
  /// is large).
  public func displaysLargeTitle(_ item: NavigationItem) -> Bool {
    guard prefersLargeTitles, var index = index(of: item) else { return false }
    while true {
      switch items[index].largeTitleDisplayMode {
      case .always: return true
      case .never: return false
      case .automatic:
        guard index > 0 else { return true }
        index -= 1
      }
    }
  }

  // MARK: - Driven by the navigation controller

  /// Replaces the items without animation (the controller's stack set whole, or its root at `init`).
  func setItems(_ newItems: [NavigationItem]) {
    for item in items where item.navigationBar === self { item.navigationBar = nil }
    items = newItems
    for item in items { item.navigationBar = self }
    redraw()
  }

  /// Starts the bar's half of a push or pop between `from`'s and `to`'s items, run by `context`: the
  /// items at their start placements at once, then their end placements alongside the transition
  /// (when drawn). ``end(cancelled:)`` settles them.
  func begin(_ operation: TransitionOperation, from: NavigationItem, to: NavigationItem, context: TransitionContext) {
    if operation == .push {
      items.append(to)
      to.navigationBar = self
    }
    let transition = NavigationBarTransition(operation: operation, from: from, to: to, reference: context.reference)
    self.transition = transition
    movedToEnd = false
    redraw()
    // Only a drawn bar has anything to animate; the stack settles in `end` either way.
    guard let drawing else { return }
    context.coordinator.animateAlongsideTransition(in: drawing.barView, animation: { [weak self] _ in
      guard let self, let drawing = self.drawing else { return }
      self.movedToEnd = true
      drawing.navigationBar(self, layOut: self.layout(of: transition, atEnd: true))
    })
  }

  /// Ends the running transition when the controllers' does (its container completion): the stack and
  /// the drawing settle, on `from`'s item when it was cancelled.
  func end(cancelled: Bool) {
    guard let transition else { return }
    switch (transition.operation, cancelled) {
    case (.push, true), (.pop, false):
      if let last = items.last, last === (transition.operation == .push ? transition.to : transition.from) {
        items.removeLast()
        if last.navigationBar === self { last.navigationBar = nil }
      }
    default:
      break
    }
    self.transition = nil
    movedToEnd = false
    redraw()
  }

  /// Hides or shows the bar; `animated`, its drawing slides over ``hideShowBarDuration`` on the
  /// ease-in-out curve, or alongside the push or pop running (with its timing, scrubbed with an
  /// interactive one), as UIKit's `setNavigationBarHidden(_:animated:)` does. The items stay where they
  /// are (in the middle of a transition, they go on moving).
  func setHidden(_ newValue: Bool, animated: Bool) {
    guard newValue != hidden else { return }
    hidden = newValue
    guard let drawing else { return }
    guard animated else {
      drawing.barView.engine.performWithoutAnimation { drawing.navigationBar(self, setHidden: newValue) }
      return
    }
    if let context = transition?.reference.context, !context.isCompleted {
      context.coordinator.animateAlongsideTransition(in: drawing.barView, animation: { [weak self] _ in
        guard let self, let drawing = self.drawing else { return }
        drawing.navigationBar(self, setHidden: self.hidden)
      })
    } else {
      drawing.barView.engine.animate(withDuration: Self.hideShowBarDuration, options: .curveEaseInOut) {
        drawing.navigationBar(self, setHidden: newValue)
      }
    }
  }

  /// An item's properties changed: the bar shows them at once; in the middle of a transition, where the
  /// transition has its items (their motion goes on), as UIKit changes an item's views in place.
  func itemDidChange(_ item: NavigationItem) {
    guard items.contains(where: { $0 === item }) else { return }
    redraw()
  }

  // MARK: - Internals

  private func index(of item: NavigationItem) -> Int? {
    items.lastIndex { $0 === item }
  }

  /// The drawing shown what it shows now at once (outside any animation block): ``layout``, or during a
  /// transition whose animation has started, its end placements (the values its animations run to).
  private func redraw() {
    guard let drawing else { return }
    let shown = transition.map { layout(of: $0, atEnd: movedToEnd) } ?? layout
    drawing.barView.engine.performWithoutAnimation { drawing.navigationBar(self, layOut: shown) }
  }

  /// `transition`'s two items at their start or end placements.
  func layout(of transition: NavigationBarTransition, atEnd: Bool) -> NavigationBarLayout {
    let placements: (from: NavigationItemPlacement, to: NavigationItemPlacement) =
      switch (transition.operation, atEnd) {
      case (.pop, false): (.top, .leading)
      case (.pop, true): (.trailing, .top)
      case (_, false): (.top, .trailing)
      case (_, true): (.leading, .top)
      }
    return NavigationBarLayout(
      entries: [entry(transition.from, placements.from), entry(transition.to, placements.to)], isHidden: isHidden)
  }

  private func entry(_ item: NavigationItem, _ placement: NavigationItemPlacement) -> NavigationBarLayout.Entry {
    NavigationBarLayout.Entry(
      item: item, placement: placement, title: item.title ?? "", displaysLargeTitle: displaysLargeTitle(item),
      backButtonTitle: backButtonTitle(for: item), rightBarButtonItems: item.rightBarButtonItems)
  }
}
