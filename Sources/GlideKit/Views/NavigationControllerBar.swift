public import GlideAnimation
public import GlideTransitions

/// The bar a `NavigationController` owns, drawn from its `NavigationBarModel`: one bar over the
/// sliding screens (not one on each), with UIKit's push and pop between two items, moved alongside the
/// controllers' transition (so an interactive pop scrubs it and a cancel puts it back):
///
/// - the leaving title slides toward the back button's place (push) or right (pop) and fades, the arriving
///   one comes from the other side and fades in;
/// - the back chevron stays while both items have a back button (it fades in or out when one has none);
/// - on a pop the back button's title moves into the title's place as it fades, where the title it stood
///   for fades in; on a push the reverse;
/// - a large title slides with its screen (0.3 of the width left when covered, the whole width right
///   when popped or not yet pushed, as UIKit's standard slide moves the screens), and the bar's material
///   collapses from the large bar's height to the inline one's (or grows back).
///
/// Hidden (`setNavigationBarHidden(_:animated:)`), the whole bar is moved up by its bottom edge's distance
/// from the screen's top, so none of it shows; animated, it slides.
///
/// Subviews: `background` (the material, reaching up behind the status bar), `shadow` (the hairline),
/// `chevron`, and per item in play a view named after its title plus " item", holding `title`,
/// `large title`, `back title` and `right item`. Frames are ``NavigationBar``'s.
public final class NavigationControllerBar: View, NavigationBarDrawing {
  public let background: View
  public let shadow: View
  /// The back button's chevron, shared by the items.
  public let chevron: SymbolView
  private let metrics: DeviceMetrics
  private let appearance: Appearance
  private let isAtScrollEdge: Bool
  private var itemViews: [ObjectIdentifier: ItemViews] = [:]
  /// The inline bar's bottom edge, points from the screen's top, shown (its frame's while untransformed).
  private let shownMaxY: Double

  /// How far titles slide off the top item's place, points: a third of the width.
  public var travel: Double { frame.width / 3 }
  /// How far a covered item's large title slides left, points: with its screen, which UIKit's standard
  /// push drifts left by 0.3 of the width (a popped or not yet pushed item's is off to the right with
  /// its screen, the whole width away).
  public var largeTitleTravel: Double { frame.width * 0.3 }

  /// A bar for `navigationController`, over its view (added to it, and made its bar's drawing); its
  /// material and hairline transparent when `isAtScrollEdge` (a list at its top).
  @discardableResult
  public static func install(
    on navigationController: NavigationController, isAtScrollEdge: Bool = false, metrics: DeviceMetrics = .iPhone14,
    appearance: Appearance = .light
  ) -> NavigationControllerBar {
    let bar = NavigationControllerBar(
      engine: navigationController.scene.engine, isAtScrollEdge: isAtScrollEdge, metrics: metrics,
      appearance: appearance)
    navigationController.view.addSubview(bar)
    navigationController.navigationBar.drawing = bar
    return bar
  }

  public init(engine: AnimationEngine, isAtScrollEdge: Bool = false, metrics: DeviceMetrics = .iPhone14, appearance: Appearance = .light) {
    let frame = metrics.navigationBarFrame(largeTitle: false)
    (self.metrics, self.appearance, self.isAtScrollEdge) = (metrics, appearance, isAtScrollEdge)
    shownMaxY = frame.maxY
    background = View(
      engine: engine, name: "background", frame: Rect(x: 0, y: -frame.minY, width: frame.width, height: frame.maxY))
    background.layer.material = LayerMaterial(
      style: appearance == .dark ? .systemChromeMaterialDark : .systemChromeMaterialLight)
    shadow = View(
      engine: engine, name: "shadow", frame: Rect(x: 0, y: frame.height, width: frame.width, height: metrics.hairline))
    shadow.backgroundColor = SystemColor.separator.color(in: appearance)
    if isAtScrollEdge { (background.alpha, shadow.alpha) = (0, 0) }
    let size = 24.0
    // The glyph's stroke starts 0.3 of its box in, less half its 3-point line: its leading edge 8 points in.
    chevron = SymbolView(
      engine: engine, name: "chevron", symbol: .chevronBackward, size: size,
      color: SystemColor.systemBlue.color(in: appearance),
      origin: Point(x: 8 - 0.3 * size + 1.5, y: (frame.height - size) / 2), lineWidth: 3)
    chevron.alpha = 0
    super.init(engine: engine, name: "navigation bar", frame: frame)
    addSubview(background)
    addSubview(shadow)
    addSubview(chevron)
  }

  public var barView: View { self }

  public func navigationBar(_ navigationBar: NavigationBarModel, layOut layout: NavigationBarLayout) {
    let shown = Set(layout.entries.map { ObjectIdentifier($0.item) })
    for (key, views) in itemViews where !shown.contains(key) {
      views.container.removeFromSuperview()
      itemViews[key] = nil
    }
    for entry in layout.entries { place(entry, views: views(for: entry)) }
    let top = layout.top
    chevron.alpha = top?.backButtonTitle == nil ? 0 : 1
    let height = metrics.navigationBarFrame(largeTitle: top?.displaysLargeTitle ?? false).height
    background.frame = Rect(x: 0, y: -frame.minY, width: frame.width, height: height + frame.minY)
    shadow.frame.origin.y = height
    transform = hiddenTransform(layout.isHidden)
  }

  public func navigationBar(_ navigationBar: NavigationBarModel, setHidden hidden: Bool) {
    transform = hiddenTransform(hidden)
  }

  /// The bar's transform, hidden or shown: hidden, moved up by its bottom edge's distance from the
  /// screen's top (the material behind the status bar goes too), so none of it shows.
  private func hiddenTransform(_ hidden: Bool) -> Transform2D {
    hidden ? Transform2D(translationX: 0, y: -shownMaxY) : .identity
  }

  /// The views of `entry`'s item, made (without animation, at its placement) if new; texts updated.
  private func views(for entry: NavigationBarLayout.Entry) -> ItemViews {
    let key = ObjectIdentifier(entry.item)
    if let views = itemViews[key] {
      views.update(entry)
      return views
    }
    let views = ItemViews(entry: entry, bar: self)
    engine.performWithoutAnimation {
      place(entry, views: views)
      insertSubview(views.container, belowSubview: chevron)
    }
    itemViews[key] = views
    return views
  }

  /// Moves `views` to `entry`'s placement (animated when inside the transition's block).
  private func place(_ entry: NavigationBarLayout.Entry, views: ItemViews) {
    let isTop = entry.placement == .top
    let width = frame.width
    let titleShift: Double
    let backShift: Double
    let largeShift: Double
    switch entry.placement {
    case .top:
      (titleShift, backShift, largeShift) = (0, 0, 0)
    case .leading:
      // The title goes to the back button's place: its text's leading edge to the back title's.
      let textLeading = (width - Self.estimatedWidth(entry.title, font: .navigationTitle)) / 2
      (titleShift, backShift, largeShift) = (ItemViews.backTitleX - textLeading, -travel, -largeTitleTravel)
    case .trailing:
      // The back title goes to the title's place, where the title it stands for shows.
      let backTitle = entry.backButtonTitle ?? ""
      let textLeading = (width - Self.estimatedWidth(backTitle, font: .navigationTitle)) / 2
      (titleShift, backShift, largeShift) = (travel, textLeading - ItemViews.backTitleX, width)
    }
    views.title.transform = Transform2D(translationX: titleShift, y: 0)
    views.title.alpha = isTop && !entry.displaysLargeTitle ? 1 : 0
    views.largeTitle.transform = Transform2D(translationX: largeShift, y: 0)
    views.largeTitle.alpha = isTop && entry.displaysLargeTitle ? 1 : 0
    views.backTitle.transform = Transform2D(translationX: backShift, y: 0)
    views.backTitle.alpha = isTop && entry.backButtonTitle != nil ? 1 : 0
    views.rightItem.alpha = isTop && !entry.rightBarButtonItems.isEmpty ? 1 : 0
  }

  /// `text`'s width in `font`, points: an estimate (0.55 em a character, Inter's average for these
  /// weights), as the kit measures no text; it only places a sliding title near the back button.
  static func estimatedWidth(_ text: String, font: Font) -> Double {
    Double(text.count) * 0.55 * font.pointSize
  }

  /// One item's views.
  private final class ItemViews {
    /// The back title's leading edge, points from the bar's: UIKit's 27.
    static let backTitleX = 27.0
    let container: View
    let title: Label
    let largeTitle: Label
    let backTitle: Label
    let rightItem: Label

    init(entry: NavigationBarLayout.Entry, bar: NavigationControllerBar) {
      let (engine, metrics, width) = (bar.engine, bar.metrics, bar.frame.width)
      let height = metrics.navigationBarHeight
      let ink = SystemColor.label.color(in: bar.appearance)
      let tint = SystemColor.systemBlue.color(in: bar.appearance)
      container = View(
        engine: engine, name: "\(entry.title) item",
        frame: Rect(x: 0, y: 0, width: width, height: metrics.largeTitleNavigationBarHeight))
      let titleFont = Font.navigationTitle
      title = Label(
        engine: engine, name: "title", text: entry.title, font: titleFont, color: ink, alignment: .center,
        origin: Point(x: 100, y: (height - titleFont.lineHeight) / 2), width: width - 200)
      let largeFont = Font.largeTitleBar
      largeTitle = Label(
        engine: engine, name: "large title", text: entry.title, font: largeFont, color: ink,
        origin: Point(x: metrics.layoutMargin, y: metrics.largeTitleNavigationBarHeight - 11 - largeFont.ascender),
        width: width - 2 * metrics.layoutMargin)
      let itemFont = Font.barButton
      backTitle = Label(
        engine: engine, name: "back title", text: entry.backButtonTitle ?? "", font: itemFont, color: tint,
        origin: Point(x: Self.backTitleX, y: (height - itemFont.lineHeight) / 2), width: 93)
      rightItem = Label(
        engine: engine, name: "right item", text: entry.rightBarButtonItems.first?.title ?? "", font: itemFont,
        color: tint, alignment: .right,
        origin: Point(x: width - metrics.layoutMargin - 100, y: (height - itemFont.lineHeight) / 2), width: 100)
      for view in [title, largeTitle, backTitle, rightItem] { container.addSubview(view) }
    }

    /// The texts as `entry` has them now.
    func update(_ entry: NavigationBarLayout.Entry) {
      title.text = entry.title
      largeTitle.text = entry.title
      backTitle.text = entry.backButtonTitle ?? ""
      rightItem.text = entry.rightBarButtonItems.first?.title ?? ""
    }
  }
}
