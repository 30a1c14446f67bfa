/// Makes the events an accelerometer's kernel driver would emit while the device turns along a
/// ``TiltTimeline``: one report every `1 / rate` seconds from 0 to the timeline's end, each the
/// gravity at that moment's attitude in device units (whole digits of the sensor), with optional
/// seeded noise, encoded by the
/// kernel's rules (`SensorFrameEncoder`: values only when they change past the fuzz, empty reports
/// dropped).
///
/// The gyroscope axes of a motion sensor stay at 0 (nothing is sent for them): Glide reads only the
/// accelerometer, and a gyroscope signal would need the controller's own axis frame, which its driver
/// does not document.
///
/// ```swift
/// let synth = TiltSynthesizer(device: .dualShock4MotionSensors, rate: 250)
/// let events = synth.events(for: TiltTimeline(
///   initial: .init(horizontal: 0, vertical: 0),
///   moves: [.init(to: .init(horizontal: 0.26, vertical: 0), start: 0, duration: 0.5)], duration: 1.5))
/// ```
///
/// The same synthesizer and timeline give the same events, byte for byte.
public struct TiltSynthesizer: Hashable, Sendable {
  public var device: DeviceDescription
  /// Reports per second, Hz.
  public var rate: Double
  /// The sensor's smallest step, device units: each value is a whole number of these.
  public var digit: Int32
  /// Noise added to each axis of each report: its standard deviation, g.
  public var noise: Double
  /// Seeds the ``SplitMix64`` generator that makes the noise.
  public var seed: UInt64
  /// The first report's timestamp.
  public var start: Timestamp

  /// - Precondition: `device` is an accelerometer and `rate` is positive.
  public init(
    device: DeviceDescription, rate: Double, digit: Int32 = 1, noise: Double = 0, seed: UInt64 = 1,
    start: Timestamp = TraceSynthesizer.evemuStart
  ) {
    precondition(device.isAccelerometer, "TiltSynthesizer needs an accelerometer (ABS_X, ABS_Y, ABS_Z)")
    precondition(rate > 0, "the report rate must be positive")
    precondition(digit > 0, "a sensor's digit is at least one unit")
    (self.device, self.rate, self.digit, self.noise, self.seed, self.start) = (device, rate, digit, noise, seed, start)
  }

  /// The events for `timeline`: a report at every `k / rate` seconds up to its end.
  public func events(for timeline: TiltTimeline) -> [InputEvent] {
    let clock = FrameClock(origin: 0, rate: rate)
    let geometry = AccelerometerGeometry(device: device)
    var encoder = SensorFrameEncoder(device: device)
    var random = SplitMix64(seed: seed)
    var events: [InputEvent] = []
    for frame in 0...max(0, clock.lastFrame(atOrBefore: timeline.duration)) {
      let gravity = timeline.attitude(at: clock.time(of: frame)).gravity
      let axes = [gravity.x, gravity.y, gravity.z]
      let jitter = axes.map { _ in random.nextNoise() * noise }
      let units = zip(AccelerometerGeometry.axes, zip(axes, jitter)).enumerated().map { index, pair in
        Self.units(pair.1.0 + pair.1.1, perG: geometry.unitsPerG[index], digit: digit, axis: device.absInfo[pair.0])
      }
      let micros = clock.microseconds(of: frame)
      let time = Timestamp(microseconds: start.microseconds + micros)
      events += encoder.encode(
        time: time, acceleration: units, rotation: [0, 0, 0], deviceClock: Int32(truncatingIfNeeded: micros))
    }
    return events
  }

  /// `g` in device units, rounded to a whole number of digits, within the axis's range.
  private static func units(_ g: Double, perG: Double, digit: Int32, axis: AbsInfo?) -> Int32 {
    let value = (g * perG / Double(digit)).rounded() * Double(digit)
    let low = Double(axis?.minimum ?? Int32.min)
    let high = Double(axis?.maximum ?? Int32.max)
    return Int32(min(max(value, low), high))
  }
}
