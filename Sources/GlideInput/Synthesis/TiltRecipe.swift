/// Everything that defines one synthetic tilt trace, as `glide synth tilt` takes it: the tilt, its
/// timing, the sensor and the synthesizer's settings. Like ``SynthesisRecipe`` it renders itself as the
/// canonical command, which goes into the trace's header.
///
/// The device starts at (``startHorizontal``, ``startVertical``) and holds it for ``lead`` seconds,
/// tilts by (``horizontal``, ``vertical``) over ``duration`` seconds along ``easing``, holds the tilt for
/// ``hold`` seconds and, with ``back``, tilts back to the start over that many seconds and holds again
/// for ``hold``. Angles are in degrees here (radians in ``TiltTimeline``): horizontal tips the right edge
/// down, vertical the bottom edge, in the device's frame (x right, y toward the top edge, z out of the
/// face).
public struct TiltRecipe: Hashable, Sendable {
  public var device: SensorPreset = .dualshock4
  /// The tilt, degrees.
  public var horizontal = 15.0
  public var vertical = 0.0
  /// The attitude it starts from, degrees.
  public var startHorizontal = 0.0
  public var startVertical = 0.0
  /// Seconds at the start attitude before the tilt.
  public var lead = 0.0
  /// Seconds the tilt takes, and how it follows time.
  public var duration = 0.5
  public var easing: Easing = .linear
  /// Seconds the tilt is held.
  public var hold = 1.0
  /// Seconds the tilt back to the start takes; nil for none.
  public var back: Double?
  /// Reports per second, Hz; nil for the device's own rate (``SensorPreset/reportRate``).
  public var rate: Double?
  /// Noise on every axis of every report, g (standard deviation), and its seed.
  public var noise = 0.0
  public var seed: UInt64 = 1
  /// The first event's timestamp, seconds.
  public var start = 0.000001

  public init() {}

  /// The report rate used.
  public var effectiveRate: Double { rate ?? device.reportRate }

  // MARK: - Validation

  /// Checks that the recipe makes a sensible trace.
  /// - Throws: ``SynthesisRecipe/Problem`` naming the `glide synth tilt` option to change.
  public func validate() throws(SynthesisRecipe.Problem) {
    for (value, option) in [(horizontal, "--horizontal"), (vertical, "--vertical")] {
      try require(abs(value) <= 80, "Please give \(option) from -80 to 80 degrees; got \(value).")
    }
    try require(
      abs(startHorizontal) <= 80 && abs(startVertical) <= 80,
      "Please give --start-horizontal and --start-vertical from -80 to 80 degrees.")
    try require(
      abs(startHorizontal + horizontal) < 90,
      "Please keep --start-horizontal + --horizontal within ±90 degrees: beyond, the device's x axis turns past vertical.")
    for (value, option) in [(lead, "--lead"), (duration, "--duration"), (hold, "--hold")] {
      try require(value >= 0 && value <= 60, "Please give \(option) from 0 to 60 s; got \(value).")
    }
    if let back { try require(back > 0 && back <= 60, "Please give --back above 0 and at most 60 s; got \(back).") }
    try require(
      effectiveRate >= 1 && effectiveRate <= 1000, "Please give --rate from 1 to 1000 Hz; got \(effectiveRate).")
    try require(noise >= 0 && noise <= 0.5, "Please give a --noise from 0 to 0.5 g.")
    try require(start >= 0 && start <= 1e6, "Please give a --start from 0 to 1000000 s.")
  }

  private func require(_ condition: Bool, _ message: String) throws(SynthesisRecipe.Problem) {
    if !condition { throw SynthesisRecipe.Problem(message) }
  }

  // MARK: - Rendering

  /// The tilt as a timeline (radians).
  public var timeline: TiltTimeline {
    let initial = Attitude(horizontal: Self.radians(startHorizontal), vertical: Self.radians(startVertical))
    let tilted = Attitude(
      horizontal: Self.radians(startHorizontal + horizontal), vertical: Self.radians(startVertical + vertical))
    var moves = [TiltTimeline.Move(to: tilted, start: lead, duration: duration, easing: easing)]
    var end = lead + duration + hold
    if let back {
      moves.append(TiltTimeline.Move(to: initial, start: end, duration: back, easing: easing))
      end += back + hold
    }
    return TiltTimeline(initial: initial, moves: moves, duration: end)
  }

  /// The synthesizer these settings describe.
  public var synthesizer: TiltSynthesizer {
    TiltSynthesizer(
      device: device.device, rate: effectiveRate, digit: device.digit, noise: noise, seed: seed,
      start: Timestamp(microseconds: Int64((start * 1_000_000).rounded())))
  }

  /// The trace's events.
  public var events: [InputEvent] { synthesizer.events(for: timeline) }

  static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
}
