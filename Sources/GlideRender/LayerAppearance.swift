import GlideAnimation

/// What the renderer draws of one layer besides its geometry, read from its state in this one place.
struct LayerAppearance {
  var backgroundColor: Color
  /// Points; 0 for square corners.
  var cornerRadius: Double
  /// Points, drawn inside the bounds' edge, over the sublayers (as Core Animation draws it).
  var borderWidth: Double
  var borderColor: Color
  /// Whether the text and the sublayers are clipped to the (rounded) bounds.
  var masksToBounds: Bool
  /// Whether the layer is drawn when it faces away from the viewer.
  var isDoubleSided: Bool
  var text: TextContent?

  init(_ state: LayerState, name: String) {
    backgroundColor = state.backgroundColor
    // The layer model on main has no border, corner radius, clipping, sidedness or text yet: square,
    // borderless, unclipped, double-sided, and a layer with a name and a visible background is labelled
    // with its name (the screens' titles), as the HTML report's filmstrip labels them.
    cornerRadius = 0
    borderWidth = 0
    borderColor = .black
    masksToBounds = false
    isDoubleSided = true
    text =
      name.isEmpty || state.backgroundColor.alpha <= 0.001
      ? nil
      : TextContent(
        string: name, fontSize: 17, colour: Self.isLight(state.backgroundColor) ? .black : .white,
        alignment: .center)
  }

  /// Whether dark text reads better on `colour` (relative luminance over 0.5).
  private static func isLight(_ colour: Color) -> Bool {
    0.2126 * colour.red + 0.7152 * colour.green + 0.0722 * colour.blue > 0.5
  }
}

/// Text a layer draws: `CATextLayer`'s string, font size (points), colour and alignment. Lines break only
/// at line breaks; the first line starts at the top of the bounds.
struct TextContent: Hashable, Sendable {
  enum Alignment: Hashable, Sendable {
    /// Left for the left-to-right text Glide draws.
    case natural, left, right, center
    /// Words spread to both edges, but for the last line (as natural).
    case justified
  }

  var string: String
  var fontSize: Double
  var colour: Color
  var alignment: Alignment
}
