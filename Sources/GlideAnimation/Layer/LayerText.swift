/// Text a layer draws: the content of Core Animation's `CATextLayer` (its `string`, `fontSize`,
/// `foregroundColor` and `alignmentMode`), kept to what a renderer needs. A layer with text draws its
/// background, then the text, then its sublayers, as a `CATextLayer` does.
///
/// As in `CATextLayer`: the first line starts at the top edge of the bounds, lines break only at line
/// breaks in `string` unless ``isWrapped`` (false by default) also breaks them between words to fit the
/// bounds' width, and the text is not clipped to the bounds unless the layer masks to bounds. Of these values only `foregroundColor` animates (the `foregroundColor` key path).
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

  /// How heavy the strokes are (`UIFont.Weight`'s names; Glide draws each from its own face of Inter).
  public enum Weight: String, Hashable, Sendable, CaseIterable {
    case regular
    case medium
    case semibold
    case bold
  }

  /// iOS's text styles (`UIFont.TextStyle`) at the default Dynamic Type size: a size in points and a weight.
  public enum Style: String, Hashable, Sendable, CaseIterable {
    /// 34 pt bold.
    case largeTitle
    /// 28 pt regular.
    case title1
    /// 17 pt semibold: navigation bar titles.
    case headline
    /// 17 pt regular.
    case body
    /// 15 pt regular.
    case subheadline
    /// 13 pt regular.
    case footnote
    /// 12 pt regular.
    case caption1

    /// The style's size, points, and weight.
    public var font: (size: Double, weight: Weight) {
      switch self {
      case .largeTitle: (34, .bold)
      case .title1: (28, .regular)
      case .headline: (17, .semibold)
      case .body: (17, .regular)
      case .subheadline: (15, .regular)
      case .footnote: (13, .regular)
      case .caption1: (12, .regular)
      }
    }
  }

  /// What to draw; line breaks start new lines.
  public var string: String
  /// The font's size, points (`CATextLayer`'s default is 36).
  public var fontSize: Double
  /// The text's colour (`CATextLayer`'s default is opaque white).
  public var foregroundColor: Color
  public var alignmentMode: AlignmentMode
  /// The font's weight (regular by default).
  public var fontWeight: Weight = .regular
  /// Whether lines also break between words where the next word would pass the bounds' right edge
  /// (`CATextLayer`'s `isWrapped`), widths measured in the font as drawn; a word wider than the bounds
  /// keeps a line to itself.
  public var isWrapped = false

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

  /// Text in one of iOS's text styles: its size and weight.
  public init(
    _ string: String, style: Style, foregroundColor: Color = defaultForegroundColor,
    alignmentMode: AlignmentMode = .natural
  ) {
    self.init(string, fontSize: style.font.size, foregroundColor: foregroundColor, alignmentMode: alignmentMode)
    fontWeight = style.font.weight
  }
}
