import GlideAnimation

/// Where the lines of a layer's text go in its bounds, as `CATextLayer` places them: the first line at the
/// top edge, each next one a line skip lower, across the bounds by the alignment. Sizes are measured at the
/// canvas's pixel size, so the text is drawn at the resolution it is shown at.
struct TextLayout {
  /// A run of text to draw with its rectangle in the layer's bounds coordinates, points.
  struct Piece {
    var entry: TextCache.Entry
    var rect: Rect
  }

  /// The pieces of `text` in `bounds` at `scale` pixels per point, in `colour` (the text's colour with the
  /// layer's opacity folded in by the caller). `visibleRight`, given a line's left edge (points), says
  /// how many pixels from it can show (nil: all of it): a line is drawn only that far
  /// (``TextCache/entry(_:pixelSize:weight:colour:reach:)``).
  static func pieces(
    _ text: LayerText, in bounds: Rect, scale: Double, colour: RGBA8, cache: TextCache,
    visibleRight: ((_ left: Double) -> Int)? = nil
  ) throws(RenderError) -> [Piece] {
    let pixels = (text.fontSize * scale).rounded()
    guard pixels <= Double(FontLibrary.maximumPixelSize) else { throw .textSize(size: text.fontSize, scale: scale) }
    guard pixels > 0, !text.string.isEmpty else { return [] }
    let pixelSize = Int(pixels)
    let skip = Double(try cache.fonts.lineSkip(pixelSize: pixelSize, weight: text.fontWeight)) / scale
    let paragraphs = text.string.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // Each line, and whether it ends its paragraph (a justified paragraph's last line is not spread).
    var lines: [(text: String, endsParagraph: Bool)] = []
    for paragraph in paragraphs {
      let broken = text.isWrapped
        ? try cache.wrapped(paragraph, width: wrapWidth(bounds.width * scale), pixelSize: pixelSize, weight: text.fontWeight)
        : [paragraph]
      lines += broken.enumerated().map { ($0.element, $0.offset == broken.count - 1) }
    }
    var pieces: [Piece] = []
    for (index, (line, endsParagraph)) in lines.enumerated() {
      let top = bounds.minY + Double(index) * skip
      let isLast = index == lines.count - 1 || (text.isWrapped && endsParagraph)
      if text.alignmentMode == .justified && !isLast {
        try justify(
          line, top: top, in: bounds, scale: scale, pixelSize: pixelSize, weight: text.fontWeight, colour: colour,
          cache: cache, into: &pieces)
        continue
      }
      let alignment = text.alignmentMode
      func left(_ lineWidth: Double) -> Double {
        switch alignment {
        case .natural, .left, .justified: bounds.minX
        case .right: bounds.maxX - lineWidth
        case .center: bounds.minX + (bounds.width - lineWidth) / 2
        }
      }
      let reach = visibleRight.map { visible in { (lineWidth: Int) in visible(left(Double(lineWidth) / scale)) } }
      guard
        let entry = try cache.entry(line, pixelSize: pixelSize, weight: text.fontWeight, colour: colour, reach: reach)
      else {
        continue
      }
      let rect = Rect(
        x: left(Double(entry.lineWidth) / scale), y: top, width: Double(entry.width) / scale,
        height: Double(entry.height) / scale)
      pieces.append(Piece(entry: entry, rect: rect))
    }
    return pieces
  }

  /// The width lines wrap at, whole pixels: `pixels` rounded down, 0 for a negative width or NaN, and no
  /// wider than a line may be drawn (``Canvas/maximumSide``).
  private static func wrapWidth(_ pixels: Double) -> Int {
    pixels >= 0 ? Int(min(pixels, Double(Canvas.maximumSide)).rounded(.down)) : 0
  }

  /// A justified line: its words spread so the first starts at the left edge and the last ends at the right
  /// (one word stays at the left).
  private static func justify(
    _ line: String, top: Double, in bounds: Rect, scale: Double, pixelSize: Int, weight: LayerText.Weight,
    colour: RGBA8, cache: TextCache, into pieces: inout [Piece]
  ) throws(RenderError) {
    var words: [TextCache.Entry] = []
    for word in line.split(separator: " ") {
      if let entry = try cache.entry(String(word), pixelSize: pixelSize, weight: weight, colour: colour) {
        words.append(entry)
      }
    }
    guard !words.isEmpty else { return }
    let total = words.reduce(0.0) { $0 + Double($1.width) / scale }
    let gap = words.count > 1 ? (bounds.width - total) / Double(words.count - 1) : 0
    var left = bounds.minX
    for entry in words {
      let width = Double(entry.width) / scale
      pieces.append(Piece(entry: entry, rect: Rect(x: left, y: top, width: width, height: Double(entry.height) / scale)))
      left += width + gap
    }
  }
}
