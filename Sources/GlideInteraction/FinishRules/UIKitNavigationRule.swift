public import GlideAnimation

/// UIKit's interactive pop, the back swipe of `UINavigationController` (rule `uikit-navigation`;
/// reference §7.5 and §10.3, which read it from a decompilation of iOS 26.1's
/// `_UINavigationInteractiveTransitionBase`: no public source, no contract).
///
/// - Progress: the finger's translation in points over the container's width W, in the pop's
///   direction, added to the percent a paused transition was at, and capped at ``interactiveCap``
///   (0.999) while the finger holds it (the non-fluid mode; the fluid mode's rubber band is not
///   modelled). The mapping is the scenario's; the cap is the rule's.
/// - Decision: from the samples of the gesture (``PopGestureSamples``: 3-sample averages v̄ of the
///   velocity and ā of the acceleration, both in widths per second), the predicted position over the
///   transition's duration d, x̂ = p + v̄·d + ½·ā·d², pops when x̂ > min(``distance`` / W,
///   ``maximumThreshold``): past half the screen on a phone (187.5 of 375 points), less of a wider
///   container. With fewer than 3 samples it pops when v̄ > 0.
/// - Completion: UIKit sets the completion speed to s = max(r, d·|v|) for the remaining fraction r
///   (1 − p to pop, p to stay) and the release velocity v, so the rest plays over r·d/s = min(d, r/|v|)
///   seconds on the completion curve (``completionCurve``, ease-in-out).
public struct UIKitNavigationRule: Hashable, Sendable, CustomStringConvertible {
  /// Points of the container's width the predicted position must pass: 187.5, half of a 375-point
  /// iPhone.
  public var distance: Double
  /// The threshold's ceiling, as progress: 0.5.
  public var maximumThreshold: Double
  /// The container's width W, points (the simulated screen's).
  public var width: Double
  /// The curve the rest plays on (the interactor's `completionCurve`).
  public var completionCurve: AnimationCurve

  /// The highest percent the finger can take the pop to (non-fluid navigation): never 1 while held.
  public static let interactiveCap = 0.999
  /// The prediction needs this many samples; with fewer, the velocity's sign decides.
  public static let predictionSamples = 3

  public init(distance: Double, maximumThreshold: Double, width: Double, completionCurve: AnimationCurve) {
    self.distance = distance
    self.maximumThreshold = maximumThreshold
    self.width = width
    self.completionCurve = completionCurve
  }

  /// UIKit's numbers on a container `width` points wide.
  public static func standard(width: Double) -> UIKitNavigationRule {
    UIKitNavigationRule(distance: 187.5, maximumThreshold: 0.5, width: width, completionCurve: .easeInOut)
  }

  /// min(distance / W, maximumThreshold), as progress (the ceiling when the width is not positive).
  public var threshold: Double { width > 0 ? min(distance / width, maximumThreshold) : maximumThreshold }

  /// The decision for a release at `percent` moving at `velocity` (progress per second), from the
  /// interaction's `samples`, predicting over a transition of `duration` seconds.
  func verdict(percent: Double, velocity: Double, samples: PopGestureSamples, duration: Double) -> Verdict {
    let averageVelocity = samples.averageVelocity ?? velocity
    guard samples.count >= Self.predictionSamples else {
      return Verdict(averageVelocity > 0, ruleVelocity: averageVelocity)
    }
    let predicted = Self.predict(
      percent: percent, velocity: averageVelocity, acceleration: samples.averageAcceleration, over: duration)
    return Verdict(predicted > threshold, projected: predicted, ruleVelocity: averageVelocity)
  }

  /// x̂ = p + v̄·d + ½·ā·d²: where the motion would be after `duration` seconds.
  public static func predict(percent: Double, velocity: Double, acceleration: Double, over duration: Double) -> Double {
    percent + velocity * duration + acceleration * duration * duration / 2
  }

  /// How long the rest takes, seconds: r·d / max(r, d·|v|) = min(d, r / |v|) for the remaining fraction
  /// `remaining`, the release `velocity` (progress per second) and the transition's `duration`; 0 when
  /// nothing remains.
  public static func completionDuration(remaining: Double, velocity: Double, transitionDuration duration: Double)
    -> Double
  {
    guard remaining > 0, duration > 0 else { return 0 }
    return remaining * duration / max(remaining, duration * abs(velocity))
  }

  /// The reason in words from the decision's numbers.
  func reason(for decision: Decision) -> String {
    let limit = threshold
    if let predicted = decision.projected {
      return "predicted \(fixed(predicted)) \(predicted > limit ? ">" : "≤") \(fixed(limit)) "
        + "(min(\(parameterNumber(distance)) pt / \(parameterNumber(width)) pt, \(parameterNumber(maximumThreshold))))"
    }
    let velocity = decision.ruleVelocity ?? decision.velocity
    return "fewer than \(Self.predictionSamples) samples: velocity \(fixed(velocity)) \(velocity > 0 ? ">" : "≤") 0"
  }

  public var description: String {
    "predicted p + v̄·d + ½ā·d² > min(\(parameterNumber(distance)) pt / \(parameterNumber(width)) pt, "
      + "\(parameterNumber(maximumThreshold))); \(completionCurve) completion"
  }

}
