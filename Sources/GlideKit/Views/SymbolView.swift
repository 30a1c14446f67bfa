public import GlideAnimation
public import GlideTransitions

/// A ``Symbol`` drawn in a square view: UIKit's `UIImageView` showing an SF Symbol, its layer's shape the
/// glyph.
public final class SymbolView: View {
  public let symbol: Symbol

  /// `symbol` in `color`, `size` points square, its top left at `origin`; a stroked glyph's line is
  /// `lineWidth` points wide.
  public init(
    engine: AnimationEngine, name: String, symbol: Symbol, size: Double, color: Color, origin: Point = .zero,
    lineWidth: Double = 2
  ) {
    self.symbol = symbol
    super.init(engine: engine, name: name, frame: Rect(origin: origin, size: Size(width: size, height: size)))
    layer.shape = symbol.shape(size: size, color: color, lineWidth: lineWidth)
  }
}
