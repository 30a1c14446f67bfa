/// A position on the touch surface in device units (absinfo units).
public struct DevicePoint: Hashable, Sendable {
  public var x: Int32
  public var y: Int32
  public init(x: Int32, y: Int32) {
    self.x = x
    self.y = y
  }
}

/// A position on the touch surface in millimetres from its top-left corner.
public struct MillimetrePoint: Hashable, Sendable {
  public var x: Double
  public var y: Double
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The straight-line distance to `other`, in millimetres.
  public func distance(to other: MillimetrePoint) -> Double {
    ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
  }
}
