/// GNOME Shell's swipe tracker (`js/ui/swipeTracker.js`), which libadwaita's `AdwSwipeTracker` copies:
/// a release slower than the threshold snaps to the nearest point (finish past half-way); a faster one is
/// projected with the deceleration rate, and a fling in a direction always travels at least one point.
/// The completion eases out (cubic) over 3 · |Δp / v|, clamped to 100…400 ms.
///
/// Units are GNOME's: velocities in gesture units per millisecond (libinput's unaccelerated units, about
/// 1000 per inch, on touchpads; logical pixels on touchscreens), progress = units / ``distance``. Glide's
/// progress velocity (per second) becomes GNOME's by × distance / 1000.
public struct GNOMESwipeRule: Hashable, Sendable, CustomStringConvertible {
  /// Below this speed (units per ms) the release snaps to the nearest point: 0.6 on touchpads, 0.3 on touch.
  public var velocityThreshold: Double
  /// Deceleration per millisecond of the projection: 0.997 on touchpads, 0.998 on touch.
  public var decelerationRate: Double
  /// Units for the whole transition: 400 (horizontal) or 300 (vertical) on touchpads; on touchscreens the
  /// page's size in logical pixels.
  public var distance: Double

  /// GNOME's `EVENT_HISTORY_THRESHOLD_MS`: the velocity is the mean over the last 150 ms.
  public static let historySeconds = 0.150
  static let curveThreshold = 2.0
  static let parabolaMultiplier = 0.35
  static let durationMultiplier = 3.0
  static let baseVelocity = 0.002
  static let minimumDuration = 0.100
  static let maximumDuration = 0.400

  public init(velocityThreshold: Double, decelerationRate: Double, distance: Double) {
    self.velocityThreshold = velocityThreshold
    self.decelerationRate = decelerationRate
    self.distance = distance
  }

  /// Touchpad constants (`VELOCITY_THRESHOLD_TOUCHPAD`, `DECELERATION_TOUCHPAD`, `TOUCHPAD_BASE_WIDTH`).
  public static let touchpad = GNOMESwipeRule(velocityThreshold: 0.6, decelerationRate: 0.997, distance: 400)
  /// Touch constants, with the 390-point page of Glide's default screen as the distance.
  public static let touch = GNOMESwipeRule(velocityThreshold: 0.3, decelerationRate: 0.998, distance: 390)

  /// GNOME's end progress for a release at `percent` moving at `velocity` (progress per second).
  /// `initial` is the percent where the interaction began (a re-grab may begin past half-way).
  func verdict(percent: Double, velocity: Double, initial: Double) -> Verdict {
    let units = velocity * distance / 1000
    if abs(units) < velocityThreshold {
      let finishes = percent > 0.5
      return Verdict(
        finishes, ruleVelocity: units,
        reason: "|v| \(fixed(abs(units))) < \(fixed(velocityThreshold)) units/ms: nearest point \(finishes ? 1 : 0)")
    }
    let projected = min(max(percent + (units < 0 ? -1 : 1) * travel(forSpeed: abs(units)), 0), 1)
    // `_findPointForProjection`: when the snap point behind the projection (in the fling's direction) is
    // the one the gesture began at, the next point in that direction; otherwise the closest point.
    let start = initial > 0.5 ? 1.0 : 0.0
    let behind = units > 0 ? (projected >= 1 ? 1.0 : 0.0) : (projected <= 0 ? 0.0 : 1.0)
    let finishes = behind == start ? units > 0 : projected > 0.5
    return Verdict(
      finishes, projected: projected, ruleVelocity: units,
      reason: "|v| \(fixed(abs(units))) ≥ \(fixed(velocityThreshold)) units/ms: projected \(fixed(projected)) → \(finishes ? 1 : 0)")
  }

  /// The projection's travel, in progress, for a speed in units per ms (added to progress as-is, as GNOME
  /// does): linear up to ``curveThreshold``, a parabola beyond.
  func travel(forSpeed speed: Double) -> Double {
    let slope = decelerationRate / (1 - decelerationRate) / 1000
    guard speed > Self.curveThreshold else { return speed * slope }
    let c = slope / 2 / Self.parabolaMultiplier
    let x = speed - Self.curveThreshold + c
    return slope * Self.curveThreshold + Self.parabolaMultiplier * x * x - Self.parabolaMultiplier * c * c
  }

  /// GNOME's completion duration in seconds from `percent` to `target` at `velocity` (progress per second).
  func duration(from percent: Double, to target: Double, velocity: Double) -> Double {
    let delta = abs(target - percent)
    guard delta > 0 else { return 0 }
    var perMillisecond = velocity / 1000
    if (target - percent) * perMillisecond <= 0 { perMillisecond = Self.baseVelocity }
    let seconds = delta / abs(perMillisecond) * Self.durationMultiplier / 1000
    return min(max(seconds, Self.minimumDuration), Self.maximumDuration)
  }

  public var description: String {
    "|v| < \(velocityThreshold) units/ms snaps, else projects at \(decelerationRate); \(distance) units"
  }
}
