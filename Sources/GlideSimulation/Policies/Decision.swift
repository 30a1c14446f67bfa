/// What a finish rule decided at release, and from what.
public struct Decision: Hashable, Sendable {
  public enum Outcome: String, Hashable, Sendable {
    case finish
    case cancel
  }

  public let outcome: Outcome
  /// Percent at release, 0…1.
  public let percent: Double
  /// Progress per second toward completion at release (the recogniser's estimate through the mapping):
  /// the velocity handed to the completion.
  public let velocity: Double
  public let policy: FinishPolicy
  /// The projected resting point, for rules that project (projection, GNOME's fling, MotionLayout).
  public let projected: Double?
  /// The velocity the rule itself measured, in its own unit, when it keeps one (GNOME: units per ms
  /// over the last 150 ms).
  public let ruleVelocity: Double?
  /// Why, in words, for logs.
  public let reason: String

  public init(
    outcome: Outcome, percent: Double, velocity: Double, policy: FinishPolicy, projected: Double?,
    ruleVelocity: Double? = nil, reason: String
  ) {
    self.outcome = outcome
    self.percent = percent
    self.velocity = velocity
    self.policy = policy
    self.projected = projected
    self.ruleVelocity = ruleVelocity
    self.reason = reason
  }
}
