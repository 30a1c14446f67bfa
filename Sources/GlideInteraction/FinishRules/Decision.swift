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
  public var reason: String { stated ?? policy.impliedReason(for: self) ?? "" }
  /// The reason as given in words; nil when the policy words it from the decision's own numbers, which
  /// it does only when asked: formatting them at every release cost more than deciding, and most replays
  /// never print it.
  private let stated: String?

  public init(
    outcome: Outcome, percent: Double, velocity: Double, policy: FinishPolicy, projected: Double?,
    ruleVelocity: Double? = nil, reason: String
  ) {
    self.init(
      outcome: outcome, percent: percent, velocity: velocity, policy: policy, projected: projected,
      ruleVelocity: ruleVelocity, statedReason: reason)
  }

  /// `statedReason` may be nil only when `policy` words the reason itself (see
  /// ``FinishPolicy/impliedReason(for:)``).
  init(
    outcome: Outcome, percent: Double, velocity: Double, policy: FinishPolicy, projected: Double?,
    ruleVelocity: Double?, statedReason: String?
  ) {
    self.outcome = outcome
    self.percent = percent
    self.velocity = velocity
    self.policy = policy
    self.projected = projected
    self.ruleVelocity = ruleVelocity
    stated = statedReason
  }

  // Equal and hashed by the reason's words, as when they were stored: the same words given or implied
  // compare equal.
  public static func == (a: Decision, b: Decision) -> Bool {
    a.outcome == b.outcome && a.percent == b.percent && a.velocity == b.velocity && a.policy == b.policy
      && a.projected == b.projected && a.ruleVelocity == b.ruleVelocity && a.reason == b.reason
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(outcome)
    hasher.combine(percent)
    hasher.combine(velocity)
    hasher.combine(policy)
    hasher.combine(projected)
    hasher.combine(ruleVelocity)
    hasher.combine(reason)
  }
}
