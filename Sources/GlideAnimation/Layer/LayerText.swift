/// Text a layer draws: the content of Core Animation's `CATextLayer` (its `string`, `fontSize`,
/// `foregroundColor` and `alignmentMode`), kept to what a renderer needs. A layer with text draws its
/// background, then the text, then its sublayers, as a `CATextLayer` does.
///
/// As in `CATextLayer`: the first line starts at the top edge of the bounds, lines break only at line
/// breaks in `string` (`isWrapped` is false), and the text is not clipped to the bounds unless the layer
/// masks to bounds. Of these values only `foregroundColor` animates (the `foregroundColor` key path).
public struct LayerText: Hashable, Sendable {
  /// Where the lines sit across the bounds (`CATextLayerAlignmentMode`).
  public enum AlignmentMode: String, Hashable, Sendable, CaseIterable {
    /// By the writing direction: left for the left-to-right text Glide draws.
    case natural
    case left
    case right
    case center
    /// Lines spread to both edges (the last line as `natural`).
    case justified
  }

  /// What to draw; line breaks start new lines.
  public var string: String
  /// The font's size, points (`CATextLayer`'s default is 36).
  public var fontSize: Double
  /// The text's colour (`CATextLayer`'s default is opaque white).
  public var foregroundColor: Color
  public var alignmentMode: AlignmentMode

  /// `CATextLayer`'s default ``foregroundColor``: opaque white.
  public static let defaultForegroundColor = Color.white

  /// Text with `CATextLayer`'s defaults for whatever is not given.
  public init(
    _ string: String, fontSize: Double = 36, foregroundColor: Color = defaultForegroundColor,
    alignmentMode: AlignmentMode = .natural
  ) {
    (self.string, self.fontSize, self.foregroundColor, self.alignmentMode) =
      (string, fontSize, foregroundColor, alignmentMode)
  }
}
