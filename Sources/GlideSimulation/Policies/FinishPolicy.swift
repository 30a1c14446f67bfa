/// How a scenario decides, when the fingers lift, whether the transition finishes or is cancelled.
/// Inputs are in transition progress (0…1) and progress per second, positive toward completion.
public enum FinishPolicy: Hashable, Sendable, CustomStringConvertible {
  /// The pinch example's rule (design §6): cancel when the progress velocity toward completion is below
  /// `velocityThreshold` (progress per second) **and** the percent is at most `percentThreshold`;
  /// otherwise finish. The original compares the pinch's signed *scale* velocity with 5.0, which is
  /// negative when pinching in and so always below 5: the test never decides anything. Glide reads it as
  /// the progress velocity in the direction of completion, the sane reading: a quick flick finishes
  /// from any percent, a slow release finishes only past the threshold.
  case classic(percentThreshold: Double, velocityThreshold: Double)
  /// WWDC 2018's projection: where the motion would come to rest if it kept decelerating at
  /// `decelerationRate` per millisecond (UIScrollView's 0.998 normal, 0.99 fast); finish when that point
  /// is past `midpoint`. Projected = percent + velocity / 1000 · rate / (1 − rate).
  case projection(decelerationRate: Double, midpoint: Double)

  /// The pinch example's numbers: percent 0.3, velocity 5.0.
  public static let classicDefault = FinishPolicy.classic(percentThreshold: 0.3, velocityThreshold: 5.0)
  /// UIScrollView's normal deceleration, halfway.
  public static let projectionDefault = FinishPolicy.projection(decelerationRate: 0.998, midpoint: 0.5)

  /// The decision for a release at `percent` moving at `velocity` (progress per second toward completion).
  public func decide(percent: Double, velocity: Double) -> Decision {
    switch self {
    case .classic(let percentThreshold, let velocityThreshold):
      let cancels = velocity < velocityThreshold && percent <= percentThreshold
      return Decision(
        outcome: cancels ? .cancel : .finish, percent: percent, velocity: velocity, policy: self, projected: nil,
        reason: cancels
          ? "velocity \(Self.fixed(velocity)) < \(Self.fixed(velocityThreshold)) and percent \(Self.fixed(percent)) ≤ \(Self.fixed(percentThreshold))"
          : velocity >= velocityThreshold
            ? "velocity \(Self.fixed(velocity)) ≥ \(Self.fixed(velocityThreshold))"
            : "percent \(Self.fixed(percent)) > \(Self.fixed(percentThreshold))")
    case .projection(let rate, let midpoint):
      let projected = Self.project(percent: percent, velocity: velocity, decelerationRate: rate)
      let finishes = projected > midpoint
      return Decision(
        outcome: finishes ? .finish : .cancel, percent: percent, velocity: velocity, policy: self,
        projected: projected,
        reason: "projected \(Self.fixed(projected)) \(finishes ? ">" : "≤") midpoint \(Self.fixed(midpoint))")
    }
  }

  /// Where a motion at `percent` moving at `velocity` per second comes to rest, decelerating by
  /// `decelerationRate` per millisecond (WWDC 2018 "Designing Fluid Interfaces").
  public static func project(percent: Double, velocity: Double, decelerationRate rate: Double) -> Double {
    percent + velocity / 1000 * rate / (1 - rate)
  }

  /// The policy's name as scenario files and flags spell it.
  public var name: String {
    switch self {
    case .classic: "classic"
    case .projection: "projection"
    }
  }

  public var description: String {
    switch self {
    case .classic(let p, let v): "classic(percent ≤ \(p), velocity < \(v))"
    case .projection(let r, let m): "projection(decelerationRate \(r), midpoint \(m))"
    }
  }

  static func fixed(_ value: Double) -> String {
    let rounded = (value * 1000).rounded() / 1000
    return rounded == 0 ? "0" : "\(rounded)"
  }
}

/// What a policy decided at release, and from what.
public struct Decision: Hashable, Sendable {
  public enum Outcome: String, Hashable, Sendable {
    case finish
    case cancel
  }

  public let outcome: Outcome
  /// Percent at release, 0…1.
  public let percent: Double
  /// Progress per second toward completion at release.
  public let velocity: Double
  public let policy: FinishPolicy
  /// The projection's resting point, for the projection policy.
  public let projected: Double?
  /// Why, in words, for logs.
  public let reason: String
}
