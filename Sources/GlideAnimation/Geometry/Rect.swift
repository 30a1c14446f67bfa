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

  /// The smallest rectangle that contains the four corners of this one mapped through `transform`.
  public func applying(_ transform: Transform2D) -> Rect {
    let corners = [
      Point(x: minX, y: minY), Point(x: maxX, y: minY), Point(x: minX, y: maxY), Point(x: maxX, y: maxY),
    ].map { $0.applying(transform) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    // swift-format-ignore: NeverForceUnwrap (four corners: never empty)
    let (x0, x1, y0, y1) = (xs.min()!, xs.max()!, ys.min()!, ys.max()!)
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  public var description: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}
