/// What an accelerometer measured at one `SYN_REPORT`, in g along the device's x, y and z axes. At rest
/// it is the reaction to gravity: 1 g pointing up, whatever way the device is turned.
public struct GravityReading: Hashable, Sendable {
  /// The frame's time.
  public var time: Timestamp
  /// g along the device's axes (`ABS_X`, `ABS_Y`, `ABS_Z`).
  public var x: Double
  public var y: Double
  public var z: Double
  /// The frame closed a `SYN_DROPPED` window: the values are the last ones known before the drop.
  public var followsDroppedEvents: Bool

  public init(time: Timestamp, x: Double, y: Double, z: Double, followsDroppedEvents: Bool = false) {
    (self.time, self.x, self.y, self.z, self.followsDroppedEvents) = (time, x, y, z, followsDroppedEvents)
  }

  /// The length of the vector, g (1 at rest).
  public var magnitude: Double { (x * x + y * y + z * z).squareRoot() }
}
