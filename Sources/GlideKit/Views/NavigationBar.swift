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
///
/// At a scroll view's top edge (`isAtScrollEdge`) the material and the hairline are transparent, as iOS 15's
/// default `scrollEdgeAppearance` draws them: the content behind shows through until it scrolls under.
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
  /// and a right item titled `rightItemTitle` when given; its background transparent when
  /// `isAtScrollEdge`.
  public init(
    engine: AnimationEngine, title: String, prefersLargeTitle: Bool = false, backTitle: String? = nil,
    rightItemTitle: String? = nil, isAtScrollEdge: Bool = false, metrics: DeviceMetrics = .iPhone14,
    appearance: Appearance = .light
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
    if isAtScrollEdge { (background.alpha, shadow.alpha) = (0, 0) }

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
    backButton = backTitle.map { Self.backButton(engine: engine, title: $0, height: bar, tint: tint) }
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

  /// A back button `height` tall: UIKit's chevron, its leading edge 8 points in, and `title` 27 points in.
  private static func backButton(engine: AnimationEngine, title: String, height: Double, tint: Color) -> View {
    let button = View(engine: engine, name: "back button", frame: Rect(x: 0, y: 0, width: 120, height: height))
    let size = 24.0
    // The glyph's stroke starts 0.3 of its box in, less half its 3-point line.
    button.addSubview(
      SymbolView(
        engine: engine, name: "chevron", symbol: .chevronBackward, size: size, color: tint,
        origin: Point(x: 8 - 0.3 * size + 1.5, y: (height - size) / 2), lineWidth: 3))
    let font = Font.barButton
    button.addSubview(
      Label(
        engine: engine, name: "back title", text: title, font: font, color: tint,
        origin: Point(x: 27, y: (height - font.lineHeight) / 2), width: 93))
    return button
  }
}
