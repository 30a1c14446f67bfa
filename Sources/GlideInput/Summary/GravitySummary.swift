/// What an accelerometer's stream holds, for `glide inspect`: its readings, the gravity at the first
/// and the last, and how far the device tilted from its first attitude (``Attitude``'s angles).
/// Built one reading at a time, so a recording of any length streams through it.
public struct GravitySummary: Hashable, Sendable {
  public private(set) var readingCount = 0
  /// `SYN_DROPPED` windows closed.
  public private(set) var droppedReadings = 0
  public private(set) var first: GravityReading?
  public private(set) var last: GravityReading?
  /// The range of each tilt angle relative to the first attitude, radians (nil before a reading strong
  /// enough to tell an attitude).
  public private(set) var horizontalRange: ClosedRange<Double>?
  public private(set) var verticalRange: ClosedRange<Double>?
  private var origin: Attitude?

  public init() {}

  public mutating func add(_ reading: GravityReading) {
    readingCount += 1
    if reading.followsDroppedEvents { droppedReadings += 1 }
    if first == nil { first = reading }
    last = reading
    guard let attitude = Attitude(reading) else { return }
    guard let origin else {
      origin = attitude
      (horizontalRange, verticalRange) = (0...0, 0...0)
      return
    }
    let h = attitude.horizontal - origin.horizontal
    var v = attitude.vertical - origin.vertical
    v -= 2 * .pi * (v / (2 * .pi)).rounded()
    horizontalRange = horizontalRange.map { min($0.lowerBound, h)...max($0.upperBound, h) }
    verticalRange = verticalRange.map { min($0.lowerBound, v)...max($0.upperBound, v) }
  }
}
