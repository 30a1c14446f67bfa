public import GlideAnimation
public import GlideTransitions

/// A button with a title: UIKit's system `UIButton`, its title in ``SystemColor/systemBlue``, or a filled
/// one (`UIButton.Configuration.filled()`), its title white on systemBlue.
///
/// The title is 17 points (the body style), semibold when filled; a filled button's corners are rounded
/// by 8 points (Glide's choice near UIKit's medium corner style, whose radius Apple does not publish).
/// Subviews: `title`.
public final class Button: View {
  /// How the button is drawn.
  public enum Style: String, Hashable, Sendable, CaseIterable {
    /// Tinted text on nothing.
    case plain
    /// White text on a tinted rounded rectangle.
    case filled
  }

  public let titleLabel: Label
  public let style: Style

  /// A button titled `title` in `frame`, its title centred.
  public init(
    engine: AnimationEngine, name: String, title: String, style: Style = .plain, frame: Rect,
    appearance: Appearance = .light
  ) {
    self.style = style
    let tint = SystemColor.systemBlue.color(in: appearance)
    let font = Font(pointSize: 17, weight: style == .filled ? .semibold : .regular)
    titleLabel = Label(
      engine: engine, name: "title", text: title, font: font, color: style == .filled ? .white : tint,
      alignment: .center, origin: Point(x: 0, y: (frame.height - font.lineHeight) / 2), width: frame.width)
    super.init(engine: engine, name: name, frame: frame)
    if style == .filled {
      backgroundColor = tint
      layer.cornerRadius = 8
    }
    addSubview(titleLabel)
  }
}
