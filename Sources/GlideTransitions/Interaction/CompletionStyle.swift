public import GlideAnimation

/// How a percent-driven transition plays its remaining part after the interaction ends.
public enum CompletionStyle: Hashable, Sendable, CustomStringConvertible {
  /// UIKit's: the remaining fraction r over `r · duration / completionSpeed` seconds along the completion
  /// curve (interruptible animators: along their own curve, or `timingCurve` when set).
  case classic
  /// Glide's: a spring with this damping ratio, fitted to settle from rest in `duration / completionSpeed`
  /// seconds and run until it has settled (a throw rings a little longer), that starts at the progress
  /// velocity given to `finish(progressVelocity:)`/`cancel(progressVelocity:)`
  /// (progress per second), so the hand-off from the fingers has no jump in speed.
  case spring(dampingRatio: Double)
  /// A peer's own completion: the rest plays over exactly `duration` seconds along `timing`, whatever the
  /// remaining fraction and `completionSpeed` (GNOME's ease-out-cubic over 3·|Δp/v|, Flutter's Cupertino
  /// back swipe over 800 ms scaled by the distance). A duration of 0 completes at once.
  case timed(duration: Double, timing: CubicTimingFunction)

  public var description: String {
    switch self {
    case .classic: "classic"
    case .spring(let zeta): "spring(dampingRatio: \(zeta))"
    case .timed(let duration, let timing): "timed(\(duration) s, \(timing))"
    }
  }
}

extension CompletionStyle {
  /// The rest of an interaction played as one animation from progress `current` toward `target` (0 or
  /// 1): its timing and its length in seconds. The animation is `duration` seconds long (the animator's)
  /// and plays at `speed` (UIKit's completion speed, already read as 1 when ≤ 0); `velocity` is the
  /// release velocity in progress per second (nil: from rest). What the legacy driver ramps the frozen
  /// timeline with, and what an interaction driven through layout animates its constant with:
  /// - classic: `remaining × duration / speed` seconds along `curve`;
  /// - spring, with a velocity: ``spring(dampingRatio:duration:progressVelocity:from:toward:)`` fitted to
  ///   `duration / speed` (classic without one, as UIKit has no velocity to start from);
  /// - timed: its own seconds and curve.
  public func timing(
    remaining: Double, duration: Double, speed: Double, curve: AnimationCurve, velocity: Double?,
    from current: Double, toward target: Double
  ) -> (timing: TimingParameters, seconds: Double) {
    if case .spring(let zeta) = self, let velocity {
      return Self.spring(
        dampingRatio: zeta, duration: duration / speed, progressVelocity: velocity, from: current, toward: target)
    }
    if case .timed(let seconds, let timing) = self { return (.cubic(timing), seconds) }
    return (.curve(curve), remaining * duration / speed)
  }

  /// The spring of a spring completion: fitted (from rest) to settle in `duration` seconds, started at
  /// `progressVelocity` (progress per second, positive toward completion; normalised to the distance
  /// left), and run until it has really settled, since a thrown spring rings longer than the fit.
  /// Returns the timing and that settling time in seconds.
  public static func spring(
    dampingRatio: Double, duration: Double, progressVelocity: Double, from current: Double, toward target: Double
  ) -> (timing: TimingParameters, seconds: Double) {
    let fitted = Spring(dampingRatio: dampingRatio, duration: duration)
    let distance = target - current
    let normalised = abs(distance) > 1e-9 ? progressVelocity * (target > current ? 1 : -1) / abs(distance) : 0
    let parameters = SpringTimingParameters(spring: fitted, initialVelocity: Vector(dx: normalised, dy: 0))
    let timing = TimingParameters.spring(parameters)
    return (timing, timing.settlingDuration(forDuration: duration))
  }
}
