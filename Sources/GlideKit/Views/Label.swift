public import GlideAnimation
public import GlideTransitions

/// A line of text: UIKit's `UILabel`, drawn by its layer's `LayerText`. The frame's height is one line
/// of its font (``Font/lineHeight``) unless a frame is given; place it by its center to centre the text.
public final class Label: View {
  /// Text `text` in `font` and `color`, aligned across the frame by `alignment`, its top left at `origin`
  /// and `width` wide (a line's height tall).
  public init(
    engine: AnimationEngine, name: String, text: String, font: Font, color: Color,
    alignment: LayerText.AlignmentMode = .natural, origin: Point = .zero, width: Double
  ) {
    super.init(
      engine: engine, name: name, frame: Rect(origin: origin, size: Size(width: width, height: font.lineHeight)))
    var label = LayerText(text, fontSize: font.pointSize, foregroundColor: color, alignmentMode: alignment)
    label.fontWeight = font.weight
    layer.text = label
  }

  /// The text, or "" for none.
  public var text: String {
    get { layer.text?.string ?? "" }
    set { layer.text?.string = newValue }
  }

  /// The font the text is drawn in.
  public var font: Font {
    Font(pointSize: layer.text?.fontSize ?? 0, weight: layer.text?.fontWeight ?? .regular)
  }

  /// The text's colour.
  public var textColor: Color {
    get { layer.text?.foregroundColor ?? .clear }
    set { layer.foregroundColor = newValue }
  }
}
