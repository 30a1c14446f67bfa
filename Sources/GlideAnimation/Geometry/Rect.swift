/// An axis-aligned rectangle: an origin (top-left in y-down coordinates) and a size, in points.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  public var origin: Point
  public var size: Size

  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// UIKit's `CGRect.zero`: what the transition context returns for frames it does not know.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  public var minX: Double { origin.x }
  public var minY: Double { origin.y }
  public var maxX: Double { origin.x + size.width }
  public var maxY: Double { origin.y + size.height }
  public var midX: Double { origin.x + size.width / 2 }
  public var midY: Double { origin.y + size.height / 2 }
  public var width: Double { size.width }
  public var height: Double { size.height }
  public var center: Point { Point(x: midX, y: midY) }

  /// The rectangle moved by `offset` points.
  public func offsetBy(_ offset: Vector) -> Rect {
    Rect(origin: origin + offset, size: size)
  }

  /// Whether the two rectangles share any area (touching edges do not count).
  public func intersects(_ other: Rect) -> Bool {
    minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
  }

  /// The smallest rectangle that contains the four corners of this one mapped through `transform`.
  public func applying(_ transform: Transform2D) -> Rect {
    // The corners in the order (minX, minY), (maxX, minY), (minX, maxY), (maxX, maxY); the extremes kept
    // as `Array.min()`/`max()` keep them (the first of equal values), without building arrays: this runs
    // for every view at every display frame.
    let p0 = Point(x: minX, y: minY).applying(transform)
    let p1 = Point(x: maxX, y: minY).applying(transform)
    let p2 = Point(x: minX, y: maxY).applying(transform)
    let p3 = Point(x: maxX, y: maxY).applying(transform)
    let (x0, x1) = Self.extremes(p0.x, p1.x, p2.x, p3.x)
    let (y0, y1) = Self.extremes(p0.y, p1.y, p2.y, p3.y)
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// The least and the greatest of four values, each the first of its equals.
  private static func extremes(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> (Double, Double) {
    var low = a
    var high = a
    if b < low { low = b }
    if c < low { low = c }
    if d < low { low = d }
    if high < b { high = b }
    if high < c { high = c }
    if high < d { high = d }
    return (low, high)
  }

  public var description: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}
