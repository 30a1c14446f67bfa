import Foundation
public import GlideInput
public import GlideTransitions

/// Turns an accelerometer's gravity readings into a viewer offset, the way UIKit's motion effects
/// follow the device: tilt away from a resting attitude moves the offset, and the resting attitude
/// itself creeps after the device, so an effect held at a tilt drifts back to the middle.
///
/// - **Attitude.** Each reading gives two angles (`Attitude`: right edge down, bottom edge down, in
///   radians); a reading weaker than `Attitude/minimumGravity` (falling, axes not reported yet) is
///   skipped. The vertical angle is unwrapped, so turning through upside down does not jump by 2π.
/// - **Smoothing.** The attitude shown, s, follows the latest reading's angles, u, through a first-order
///   low-pass filter with time constant ``Parameters/smoothing`` τ (0.1 s): ds/dt = (u − s)/τ.
/// - **Re-centring.** The resting attitude r follows u with the much longer time constant
///   ``Parameters/recentring`` T (2 s): dr/dt = (u − r)/T. Held still after a tilt Δ from rest, the
///   offset is Δ·(e^(−t/T) − e^(−t/τ))/F: it rises with τ, peaks, and dies away with T.
/// - **Offset.** (s − r)/F per axis, clamped to −1…1, with F = ``Parameters/fullTilt`` (20°): a tilt of
///   F from the resting attitude, done quickly, reaches the end of every effect. Horizontal is positive
///   with the right edge down, vertical with the bottom edge down: the offset points the way a marble
///   on the screen would roll.
///
/// Once both filters are within ``settledOffset`` of the input, the offset is exactly 0 (a cut of at most
/// 0.002, 0.04 pt on a ±20 pt effect): the values stop changing and the display link stops ticking.
///
/// Time is an argument. Between readings the input holds (a sensor sends nothing while nothing
/// changes), and the filters are solved exactly over each interval (x ← u + (x − u)·e^(−Δt/τ)), so the
/// offset at a time is the same however the interval is cut into display frames and readings.
/// UIKit's own constants are not documented; these are Glide's, and scenarios expose them as parameters.
public struct TiltMapping: Hashable, Sendable {
  /// The mapping's constants.
  public struct Parameters: Hashable, Sendable {
    /// The tilt from the resting attitude that reaches an offset of ±1, radians.
    public var fullTilt: Double
    /// The low-pass filter's time constant, seconds (0: no smoothing).
    public var smoothing: Double
    /// The re-centring's time constant, seconds.
    public var recentring: Double

    public init(fullTilt: Double = Self.defaultFullTilt, smoothing: Double = 0.1, recentring: Double = 2) {
      precondition(fullTilt > 0 && smoothing >= 0 && recentring > 0, "a tilt mapping needs fullTilt and recentring above 0")
      (self.fullTilt, self.smoothing, self.recentring) = (fullTilt, smoothing, recentring)
    }

    /// 20°, in radians.
    public static let defaultFullTilt = 20 * Double.pi / 180
  }

  public let parameters: Parameters
  /// The latest reading's angles (u), the smoothed attitude (s) and the resting attitude (r); nil before
  /// the first reading.
  public private(set) var input: Attitude?
  public private(set) var smoothed: Attitude?
  public private(set) var resting: Attitude?
  /// The time, seconds, the filters have been solved up to.
  public private(set) var time: Double?

  /// An offset change smaller than this (in offset units) is rest: ``isSettled``.
  public static let settledOffset = 0.001

  public init(parameters: Parameters = Parameters()) {
    self.parameters = parameters
  }

  /// Runs the filters to the reading's time with the previous input, then takes the reading's angles as
  /// the input. The first reading is taken as the resting attitude: the offset starts at 0.
  public mutating func add(_ reading: GravityReading) {
    guard var angles = Attitude(reading) else { return }
    let at = reading.time.seconds
    guard let previous = input else {
      (input, smoothed, resting, time) = (angles, angles, angles, at)
      return
    }
    advance(to: at)
    angles.vertical += 2 * .pi * ((previous.vertical - angles.vertical) / (2 * .pi)).rounded()
    input = angles
  }

  /// Brings the offset to rest at once: both filters take the input, where time would have taken them.
  /// The run's last resort when a drift outlasts its drain (a long ``Parameters/recentring``).
  public mutating func rest() {
    guard let input else { return }
    (smoothed, resting) = (input, input)
  }

  /// Runs the filters to `time` (seconds) with the input held; earlier times change nothing.
  public mutating func advance(to time: Double) {
    guard let input, let smoothed, let resting, let from = self.time, time > from else { return }
    let dt = time - from
    self.smoothed = Self.follow(smoothed, toward: input, over: dt, timeConstant: parameters.smoothing)
    self.resting = Self.follow(resting, toward: input, over: dt, timeConstant: parameters.recentring)
    self.time = time
  }

  /// The viewer offset now: (smoothed − resting) / fullTilt per axis, clamped; exactly 0 once
  /// ``isSettled`` (the last ≤ 0.002 of the drift is cut, so the display link can stop).
  public var offset: ViewerOffset {
    guard let smoothed, let resting, !isSettled else { return .zero }
    return ViewerOffset(
      horizontal: (smoothed.horizontal - resting.horizontal) / parameters.fullTilt,
      vertical: (smoothed.vertical - resting.vertical) / parameters.fullTilt)
  }

  /// Whether both filters are within ``settledOffset`` of the input: nothing on screen moves any more
  /// until another reading comes (or before the first).
  public var isSettled: Bool {
    guard let input, let smoothed, let resting else { return true }
    let limit = Self.settledOffset * parameters.fullTilt
    return [smoothed, resting].allSatisfy {
      abs($0.horizontal - input.horizontal) <= limit && abs($0.vertical - input.vertical) <= limit
    }
  }

  /// `x` after `dt` seconds of dx/dt = (u − x)/τ from `x`, exactly.
  static func follow(_ x: Attitude, toward u: Attitude, over dt: Double, timeConstant: Double) -> Attitude {
    guard timeConstant > 0 else { return u }
    let keep = exp(-dt / timeConstant)
    return Attitude(
      horizontal: u.horizontal + (x.horizontal - u.horizontal) * keep,
      vertical: u.vertical + (x.vertical - u.vertical) * keep)
  }
}
