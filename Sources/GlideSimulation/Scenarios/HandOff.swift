public import GlideInteraction
/// How smoothly the completion took over from the fingers at a release: the gesture's progress velocity
/// against the completion animation's first one, and how far the first frame after the release sits
/// from where the fingers' motion would have put it. Velocities in progress per second, signed like the
/// percent (positive toward completion); jumps in progress.
public struct HandOff: Hashable, Sendable {
  public let outcome: Decision.Outcome
  /// When the fingers let go, seconds.
  public let releaseTime: Double
  public let releasePercent: Double
  /// The gesture's progress velocity at release (the recogniser's estimate through the mapping).
  public let releaseVelocity: Double
  /// The completion's progress velocity at its start (measured on the presented progress over its
  /// first microsecond); nil when the completion has no duration (the transition jumps to its end).
  public let initialVelocity: Double?
  /// How long the completion was planned to take, seconds (0: at once).
  public let completionDuration: Double
  /// The first display frame after the release, and the presented percent minus the fingers'
  /// extrapolation (releasePercent + releaseVelocity · Δt) there; nil when the transition completed first.
  public let firstFrameTime: Double?
  public let firstFrameJump: Double?

  /// The completion's initial velocity minus the release velocity (0: no jump in speed); nil when the
  /// completion is instant.
  public var velocityJump: Double? { initialVelocity.map { $0 - releaseVelocity } }

  /// The measurement step, seconds.
  static let step = 1e-6

  func withFirstFrame(time: Double, percent: Double) -> HandOff {
    let expected = releasePercent + releaseVelocity * (time - releaseTime)
    return HandOff(
      outcome: outcome, releaseTime: releaseTime, releasePercent: releasePercent, releaseVelocity: releaseVelocity,
      initialVelocity: initialVelocity, completionDuration: completionDuration, firstFrameTime: time,
      firstFrameJump: percent - expected)
  }
}
