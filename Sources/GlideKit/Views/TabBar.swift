public import GlideAnimation
public import GlideTransitions

/// A tab: its title and its glyph (UIKit's `UITabBarItem`).
public struct TabBarItem: Hashable, Sendable {
  public var title: String
  public var symbol: Symbol

  public init(title: String, symbol: Symbol) { (self.title, self.symbol) = (title, symbol) }
}

/// The tab bar at the bottom of the screen: UIKit's `UITabBar` over a translucent `systemChromeMaterial`
/// that reaches down behind the home indicator, a hairline shadow along its top, and its items side by
/// side in equal widths, each a glyph over a 10-point medium title; the selected one in
/// ``SystemColor/systemBlue``, the others in ``SystemColor/systemGray``.
///
/// Subviews: `background`, `shadow` and `item N` (holding `icon` and `title`). An item's glyph is 25
/// points square with its middle 18 points below the bar's top, its title's baseline 43 points below it
/// (the stacked layout of iOS 13+; Glide's estimates: UIKit publishes none).
///
/// At a scroll view's edge (`isAtScrollEdge`: the content ends above the bar) the material and the hairline
/// are transparent, as iOS 15's default `scrollEdgeAppearance` draws them.
public final class TabBar: View {
  public let background: View
  public let shadow: View
  /// One view per item, left to right.
  public let itemViews: [View]
  public let selectedIndex: Int

  /// A bar of `items` with the one at `selectedIndex` selected, its background transparent when
  /// `isAtScrollEdge`.
  public init(
    engine: AnimationEngine, items: [TabBarItem], selectedIndex: Int = 0, isAtScrollEdge: Bool = false,
    metrics: DeviceMetrics = .iPhone14, appearance: Appearance = .light
  ) {
    let frame = metrics.tabBarFrame
    self.selectedIndex = selectedIndex
    background = View(engine: engine, name: "background", frame: Rect(origin: .zero, size: frame.size))
    background.layer.material = LayerMaterial(
      style: appearance == .dark ? .systemChromeMaterialDark : .systemChromeMaterialLight)
    shadow = View(
      engine: engine, name: "shadow",
      frame: Rect(x: 0, y: -metrics.hairline, width: frame.width, height: metrics.hairline))
    shadow.backgroundColor = SystemColor.separator.color(in: appearance)
    if isAtScrollEdge { (background.alpha, shadow.alpha) = (0, 0) }

    let width = frame.width / Double(max(items.count, 1))
    let font = Font.tabBarItem
    let iconSize = 25.0
    itemViews = items.enumerated().map { index, item in
      let color = (index == selectedIndex ? SystemColor.systemBlue : SystemColor.systemGray).color(in: appearance)
      let view = View(
        engine: engine, name: "item \(index)",
        frame: Rect(x: Double(index) * width, y: 0, width: width, height: metrics.tabBarHeight))
      view.addSubview(
        SymbolView(
          engine: engine, name: "icon", symbol: item.symbol, size: iconSize, color: color,
          origin: Point(x: (width - iconSize) / 2, y: 18 - iconSize / 2)))
      view.addSubview(
        Label(
          engine: engine, name: "title", text: item.title, font: font, color: color, alignment: .center,
          origin: Point(x: 0, y: 43 - font.ascender), width: width))
      return view
    }

    super.init(engine: engine, name: "tab bar", frame: frame)
    addSubview(background)
    addSubview(shadow)
    for view in itemViews { addSubview(view) }
  }
}
