/// A displacement on the touch surface in millimetres (y grows downwards).
public struct MillimetreVector: Hashable, Sendable {
  public var dx: Double
  public var dy: Double

  public init(dx: Double, dy: Double) {
    self.dx = dx
    self.dy = dy
  }

  /// No displacement.
  public static let zero = MillimetreVector(dx: 0, dy: 0)

  /// The displacement's length, in mm.
  public var length: Double { (dx * dx + dy * dy).squareRoot() }

  /// This displacement scaled by `factor`.
  public static func * (vector: MillimetreVector, factor: Double) -> MillimetreVector {
    MillimetreVector(dx: vector.dx * factor, dy: vector.dy * factor)
  }
}

extension MillimetrePoint {
  /// This point moved by `x` and `y` millimetres.
  public func offset(x dx: Double, y dy: Double) -> MillimetrePoint {
    MillimetrePoint(x: x + dx, y: y + dy)
  }

  /// This point moved by `vector`.
  public static func + (point: MillimetrePoint, vector: MillimetreVector) -> MillimetrePoint {
    point.offset(x: vector.dx, y: vector.dy)
  }
}
