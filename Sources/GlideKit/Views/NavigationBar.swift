public import GlideAnimation
public import GlideTransitions

/// A navigation bar below the status bar: UIKit's `UINavigationBar` with its top item's title, inline or
/// large, a back button to the previous screen and a right bar button item, over a translucent
/// `systemChromeMaterial` that reaches up behind the status bar, with a hairline shadow along its bottom.
///
/// Subviews: `background` (the material), `shadow` (the hairline), `title`, `large title` (large bars
/// only), `back button` (holding `chevron` and `back title`) and `right item`. Frames follow UIKit's
/// defaults: 44 points tall, 96 with a large title; the back chevron's leading edge 8 points in, its title
/// 27 points in; the right item ending at the layout margin; the large title at the layout margin, its
/// baseline 11 points above the bar's bottom (Glide's estimate: UIKit publishes none).
public final class NavigationBar: View {
  public let background: View
  public let shadow: View
  /// The inline title, centred (transparent in a large-title bar, as UIKit keeps it until it scrolls).
  public let titleLabel: Label
  /// The large title, or nil for an inline bar.
  public let largeTitleLabel: Label?
  /// The back button, or nil on a root screen.
  public let backButton: View?
  /// The right bar button item, or nil for none.
  public let rightItem: Label?

  /// A bar showing `title` (large when `prefersLargeTitle`), a back button titled `backTitle` when given,
  /// and a right item titled `rightItemTitle` when given.
  public init(
    engine: AnimationEngine, title: String, prefersLargeTitle: Bool = false, backTitle: String? = nil,
    rightItemTitle: String? = nil, metrics: DeviceMetrics = .iPhone14, appearance: Appearance = .light
  ) {
    let frame = metrics.navigationBarFrame(largeTitle: prefersLargeTitle)
    let width = frame.width
    let bar = metrics.navigationBarHeight
    let tint = SystemColor.systemBlue.color(in: appearance)
    let ink = SystemColor.label.color(in: appearance)

    background = View(
      engine: engine, name: "background",
      frame: Rect(x: 0, y: -frame.minY, width: width, height: frame.height + frame.minY))
    background.layer.material = LayerMaterial(
      style: appearance == .dark ? .systemChromeMaterialDark : .systemChromeMaterialLight)
    shadow = View(
      engine: engine, name: "shadow", frame: Rect(x: 0, y: frame.height, width: width, height: metrics.hairline))
    shadow.backgroundColor = SystemColor.separator.color(in: appearance)

    let titleFont = Font.navigationTitle
    titleLabel = Label(
      engine: engine, name: "title", text: title, font: titleFont, color: ink, alignment: .center,
      origin: Point(x: 100, y: (bar - titleFont.lineHeight) / 2), width: width - 200)
    if prefersLargeTitle {
      titleLabel.alpha = 0
      let font = Font.largeTitleBar
      largeTitleLabel = Label(
        engine: engine, name: "large title", text: title, font: font, color: ink,
        origin: Point(x: metrics.layoutMargin, y: frame.height - 11 - font.ascender),
        width: width - 2 * metrics.layoutMargin)
    } else {
      largeTitleLabel = nil
    }

    let itemFont = Font.barButton
    if let backTitle {
      let button = View(engine: engine, name: "back button", frame: Rect(x: 0, y: 0, width: 120, height: bar))
      let chevronSize = 24.0
      // The glyph's stroke starts 0.3 of its box in, less half the 3-point line: 8 points from the edge.
      let chevron = SymbolView(
        engine: engine, name: "chevron", symbol: .chevronBackward, size: chevronSize, color: tint,
        origin: Point(x: 8 - 0.3 * chevronSize + 1.5, y: (bar - chevronSize) / 2), lineWidth: 3)
      let label = Label(
        engine: engine, name: "back title", text: backTitle, font: itemFont, color: tint,
        origin: Point(x: 27, y: (bar - itemFont.lineHeight) / 2), width: 93)
      button.addSubview(chevron)
      button.addSubview(label)
      backButton = button
    } else {
      backButton = nil
    }
    rightItem = rightItemTitle.map {
      Label(
        engine: engine, name: "right item", text: $0, font: itemFont, color: tint, alignment: .right,
        origin: Point(x: width - metrics.layoutMargin - 100, y: (bar - itemFont.lineHeight) / 2), width: 100)
    }

    super.init(engine: engine, name: "navigation bar", frame: frame)
    addSubview(background)
    addSubview(shadow)
    addSubview(titleLabel)
    for view in [largeTitleLabel, backButton, rightItem].compactMap({ $0 }) { addSubview(view) }
  }
}
