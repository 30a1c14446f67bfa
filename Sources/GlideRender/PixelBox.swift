/// A rectangle of whole pixels, half-open: columns `x0..<x1`, rows `y0..<y1` of a canvas.
public struct PixelBox: Hashable, Sendable {
  public var x0: Int
  public var y0: Int
  public var x1: Int
  public var y1: Int

  /// No pixels.
  public static let empty = PixelBox(x0: 0, y0: 0, x1: 0, y1: 0)

  public var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
  public var width: Int { max(0, x1 - x0) }
  public var height: Int { max(0, y1 - y0) }

  /// The pixels whose centres lie inside the rectangle from (`minX`, `minY`) to (`maxX`, `maxY`), pixels:
  /// the same pixels SDL's triangles fill for those corners rounded to whole pixels.
  init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
    x0 = Self.edge(minX)
    y0 = Self.edge(minY)
    x1 = Self.edge(maxX)
    y1 = Self.edge(maxY)
  }

  public init(x0: Int, y0: Int, x1: Int, y1: Int) { (self.x0, self.y0, self.x1, self.y1) = (x0, y0, x1, y1) }

  /// The smallest box holding every pixel a shape with these vertices (pixels) may touch.
  init(around points: some Sequence<(x: Double, y: Double)>) {
    var (minX, minY, maxX, maxY) = (Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)
    for point in points {
      (minX, maxX) = (min(minX, point.x), max(maxX, point.x))
      (minY, maxY) = (min(minY, point.y), max(maxY, point.y))
    }
    guard minX <= maxX, minY <= maxY else {
      self.init(x0: 0, y0: 0, x1: 0, y1: 0)
      return
    }
    self.init(
      x0: Self.clamped((minX - 1).rounded(.down)), y0: Self.clamped((minY - 1).rounded(.down)),
      x1: Self.clamped((maxX + 1).rounded(.up)), y1: Self.clamped((maxY + 1).rounded(.up)))
  }

  public func intersection(_ other: PixelBox) -> PixelBox {
    PixelBox(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
  }

  /// The smallest box holding both (either one when the other is empty).
  public func union(_ other: PixelBox) -> PixelBox {
    if isEmpty { return other }
    if other.isEmpty { return self }
    return PixelBox(x0: min(x0, other.x0), y0: min(y0, other.y0), x1: max(x1, other.x1), y1: max(y1, other.y1))
  }

  /// The box `pixels` larger on every side.
  public func grown(by pixels: Int) -> PixelBox {
    PixelBox(x0: x0 - pixels, y0: y0 - pixels, x1: x1 + pixels, y1: y1 + pixels)
  }

  /// The box moved by (`dx`, `dy`) pixels.
  public func offsetBy(dx: Int, dy: Int) -> PixelBox {
    PixelBox(x0: x0 + dx, y0: y0 + dy, x1: x1 + dx, y1: y1 + dy)
  }

  /// An edge at `value` pixels, rounded as vertices are before drawing (halves away from zero).
  private static func edge(_ value: Double) -> Int { clamped(value.rounded()) }

  /// `value` as an integer within ±2²⁴ (far outside any canvas; keeps SDL's integer maths from overflowing).
  static func clamped(_ value: Double) -> Int {
    guard value.isFinite else { return value > 0 ? 1 << 24 : -(1 << 24) }
    return Int(min(max(value, -16_777_216), 16_777_216))
  }
}
