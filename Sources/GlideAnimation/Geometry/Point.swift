/// A point in a view's coordinate space, in points (1/160 inch on a touchpad mapping, as in UIKit).
public struct Point: Hashable, Sendable, CustomStringConvertible {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  public static let zero = Point(x: 0, y: 0)

  /// Euclidean distance to `other`, in points.
  public func distance(to other: Point) -> Double {
    ((other.x - x) * (other.x - x) + (other.y - y) * (other.y - y)).squareRoot()
  }

  /// The point moved by a displacement.
  public static func + (lhs: Point, rhs: Vector) -> Point { Point(x: lhs.x + rhs.dx, y: lhs.y + rhs.dy) }
  /// The displacement from `rhs` to `lhs`.
  public static func - (lhs: Point, rhs: Point) -> Vector { Vector(dx: lhs.x - rhs.x, dy: lhs.y - rhs.y) }

  public var description: String { "(\(x), \(y))" }
}

/// A displacement or a velocity in points (or points per second, as the name of the value says).
public struct Vector: Hashable, Sendable, CustomStringConvertible {
  public var dx: Double
  public var dy: Double

  public init(dx: Double, dy: Double) {
    self.dx = dx
    self.dy = dy
  }

  public static let zero = Vector(dx: 0, dy: 0)

  /// Length, in the vector's unit.
  public var length: Double { (dx * dx + dy * dy).squareRoot() }

  public static func + (lhs: Vector, rhs: Vector) -> Vector {
    Vector(dx: lhs.dx + rhs.dx, dy: lhs.dy + rhs.dy)
  }
  public static func - (lhs: Vector, rhs: Vector) -> Vector {
    Vector(dx: lhs.dx - rhs.dx, dy: lhs.dy - rhs.dy)
  }
  public static func * (lhs: Vector, rhs: Double) -> Vector { Vector(dx: lhs.dx * rhs, dy: lhs.dy * rhs) }

  public var description: String { "(\(dx), \(dy))" }
}
