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

  public var description: String {
    switch self {
    case .classic: "classic"
    case .spring(let zeta): "spring(dampingRatio: \(zeta))"
    }
  }
}
