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
