/// What UIKit's back swipe keeps of its gesture to predict where it is going (reference §10.3): one
/// sample per `changed` update, its displacement x and velocity v in widths of the container (progress,
/// and progress per second), and from them the mean of the last three velocities, v̄, and of the last
/// three accelerations, ā.
///
/// An acceleration is (v − v_before) / Δt between two samples, and may differ from the one before it by
/// at most ``accelerationStep`` (5 widths per second², Glide's reading of the reference's "acceleration
/// changes clamped to ±5 per sample"; the first is measured from 0). A sample less than
/// ``minimumInterval`` (10 ms) after the one before is ignored unless the displacement changed.
public struct PopGestureSamples: Hashable, Sendable {
  /// How many samples the averages take.
  public static let averaged = 3
  /// The most an acceleration may differ from the one before, widths per second².
  public static let accelerationStep = 5.0
  /// Samples closer than this (seconds) with the same displacement are ignored.
  public static let minimumInterval = 0.010

  /// The samples taken.
  public private(set) var count = 0
  private var lastTime = 0.0
  private var lastDisplacement = 0.0
  private var lastVelocity = 0.0
  private var lastAcceleration = 0.0
  /// The last ``averaged`` velocities and accelerations, oldest first.
  private var velocities: [Double] = []
  private var accelerations: [Double] = []

  public init() {}

  /// One update: displacement `x` (progress), velocity `v` (progress per second) at `time` (seconds).
  public mutating func observe(displacement x: Double, velocity v: Double, time: Double) {
    if count > 0 {
      let interval = time - lastTime
      if interval < Self.minimumInterval && x == lastDisplacement { return }
      let measured = interval > 0 ? (v - lastVelocity) / interval : lastAcceleration
      let step = min(max(measured - lastAcceleration, -Self.accelerationStep), Self.accelerationStep)
      lastAcceleration += step
      Self.keep(lastAcceleration, in: &accelerations)
    }
    Self.keep(v, in: &velocities)
    (lastTime, lastDisplacement, lastVelocity) = (time, x, v)
    count += 1
  }

  /// v̄: the mean of the last three velocities (fewer at the start); nil before any sample.
  public var averageVelocity: Double? {
    velocities.isEmpty ? nil : velocities.reduce(0, +) / Double(velocities.count)
  }

  /// ā: the mean of the last three accelerations; 0 before there is one.
  public var averageAcceleration: Double {
    accelerations.isEmpty ? 0 : accelerations.reduce(0, +) / Double(accelerations.count)
  }

  private static func keep(_ value: Double, in values: inout [Double]) {
    if values.count == averaged { values.removeFirst() }
    values.append(value)
  }
}
