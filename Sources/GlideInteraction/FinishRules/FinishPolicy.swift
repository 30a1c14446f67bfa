public import GlideAnimation
public import GlideInput
public import GlideTransitions

/// How a transition decides, when the fingers lift, whether it finishes or is cancelled: one case per
/// peer system, each with its numbers as parameters (see `FinishRule` for the names, defaults and
/// sources). Inputs are in transition progress (0…1) and progress per second, positive toward
/// completion; a rule that keeps its own velocity or history reads it from the ``InteractionTrack``.
public enum FinishPolicy: Hashable, Sendable, CustomStringConvertible {
  /// The pinch example's rule (design §6), rule `uikit-classic`: cancel when the progress velocity toward
  /// completion is below `velocityThreshold` (progress per second) **and** the percent is at most
  /// `percentThreshold`; otherwise finish. The original compares the pinch's signed *scale* velocity with
  /// 5.0, which is negative when pinching in and so always below 5: the test never decides anything.
  /// Glide reads it as the progress velocity in the direction of completion, the sane reading.
  case classic(percentThreshold: Double, velocityThreshold: Double)
  /// WWDC 2018's projection, rule `projection`: where the motion would come to rest if it kept
  /// decelerating at `decelerationRate` per millisecond (UIScrollView's 0.998 normal, 0.99 fast); finish
  /// when that point is past `midpoint`. Projected = percent + velocity / 1000 · rate / (1 − rate).
  case projection(decelerationRate: Double, midpoint: Double)
  /// GNOME Shell's `swipeTracker.js` and libadwaita's `AdwSwipeTracker`, rule `gnome`.
  case gnome(GNOMESwipeRule)
  /// KWin's togglable effects and desktop switch, rule `kwin`: position only, finish when the percent is
  /// past `threshold` (0.5 for effects; the desktop switch uses 0.25).
  case kwin(threshold: Double)
  /// Android's predictive back (SystemUI `BackPanelController`), rule `android-back`.
  case androidBack(AndroidBackRule)
  /// Flutter's Cupertino back swipe (`_CupertinoBackGestureController.dragEnd`), rule
  /// `flutter-cupertino`: a fling of at least `velocityThreshold` (progress per second, i.e. screen
  /// widths per second when the transition spans the width) decides by its sign; otherwise finish when
  /// the percent is at least `midpoint` (the route's controller value at most 0.5). The rest plays on
  /// `fastLinearToSlowEaseIn` over `800 ms · remaining` to pop, `min(800 ms · percent, 300 ms)` to stay.
  case flutterCupertino(velocityThreshold: Double, midpoint: Double)
  /// MotionLayout's `TouchResponse` release, rule `motionlayout`: projected = percent + velocity /
  /// `velocityDivisor` (3 in the source); finish when projected ≥ `midpoint` (0.5).
  case motionLayout(velocityDivisor: Double, midpoint: Double)
  /// UIKit's back swipe (`UINavigationController`'s interactive pop), rule `uikit-navigation`: predicts
  /// where the gesture is going from its last samples and pops past min(187.5 pt / width, 0.5).
  case uikitNavigation(UIKitNavigationRule)

  /// The pinch example's numbers: percent 0.3, velocity 5.0.
  public static let classicDefault = FinishPolicy.classic(percentThreshold: 0.3, velocityThreshold: 5.0)
  /// UIScrollView's normal deceleration, halfway.
  public static let projectionDefault = FinishPolicy.projection(decelerationRate: 0.998, midpoint: 0.5)

  /// The rule's name as scenario files and flags spell it.
  public var name: String {
    switch self {
    case .classic: "uikit-classic"
    case .projection: "projection"
    case .gnome: "gnome"
    case .kwin: "kwin"
    case .androidBack: "android-back"
    case .flutterCupertino: "flutter-cupertino"
    case .motionLayout: "motionlayout"
    case .uikitNavigation: "uikit-navigation"
    }
  }

  /// The decision for a release at `percent` moving at `velocity` (progress per second toward completion)
  /// with no history: for rules that read only the release (GNOME falls back to `velocity`, Android to
  /// its fling test from the start).
  public func decide(percent: Double, velocity: Double) -> Decision {
    decide(percent: percent, velocity: velocity, track: InteractionTrack())
  }

  /// The decision for a release at `percent` moving at `velocity` (progress per second toward
  /// completion), with the interaction's history in `track`.
  public func decide(percent: Double, velocity: Double, track: InteractionTrack) -> Decision {
    let verdict: Verdict
    switch self {
    case .classic(let percentThreshold, let velocityThreshold):
      let cancels = velocity < velocityThreshold && percent <= percentThreshold
      verdict = Verdict(!cancels)
    case .projection(let rate, let midpoint):
      let projected = Self.project(percent: percent, velocity: velocity, decelerationRate: rate)
      verdict = Verdict(projected > midpoint, projected: projected)
    case .gnome(let rule):
      let windowed = track.windowVelocity(over: GNOMESwipeRule.historySeconds, fallback: velocity)
      verdict = rule.verdict(percent: percent, velocity: windowed, initial: track.initialPercent ?? 0)
    case .kwin(let threshold):
      verdict = Verdict(percent > threshold)
    case .androidBack(let rule):
      verdict = rule.verdict(percent: percent, velocity: velocity, state: track.backState)
    case .flutterCupertino(let threshold, let midpoint):
      // A fling decides by its sign.
      verdict = Verdict(abs(velocity) >= threshold ? velocity > 0 : percent >= midpoint)
    case .motionLayout(let divisor, let midpoint):
      let projected = percent + velocity / divisor
      verdict = Verdict(projected >= midpoint, projected: projected)
    case .uikitNavigation(let rule):
      verdict = rule.verdict(
        percent: percent, velocity: velocity, samples: track.popSamples ?? PopGestureSamples(),
        duration: track.transitionDuration)
    }
    return Decision(
      outcome: verdict.finishes ? .finish : .cancel, percent: percent, velocity: velocity, policy: self,
      projected: verdict.projected, ruleVelocity: verdict.ruleVelocity, statedReason: verdict.reason)
  }

  /// The completion the rule's peer plays after the decision, when it defines one (GNOME, Flutter, UIKit's
  /// back swipe); nil leaves the scenario's own (classic or spring). `transitionDuration` is the
  /// animator's, seconds (UIKit's back swipe scales its tail by it).
  public func completion(for decision: Decision, transitionDuration: Double) -> CompletionStyle? {
    let target = decision.outcome == .finish ? 1.0 : 0.0
    switch self {
    case .gnome(let rule):
      return .timed(
        duration: rule.duration(from: decision.percent, to: target, velocity: decision.velocity),
        timing: .easeOutCubic)
    case .flutterCupertino:
      let milliseconds =
        decision.outcome == .finish
        ? (800 * (1 - decision.percent)).rounded(.down) : min((800 * decision.percent).rounded(.down), 300)
      return .timed(duration: max(milliseconds, 0) / 1000, timing: .fastLinearToSlowEaseIn)
    case .uikitNavigation(let rule):
      let remaining = decision.outcome == .finish ? 1 - decision.percent : decision.percent
      let seconds = UIKitNavigationRule.completionDuration(
        remaining: remaining, velocity: decision.velocity, transitionDuration: transitionDuration)
      return .timed(duration: seconds, timing: rule.completionCurve.timingFunction)
    default:
      return nil
    }
  }

  /// How the rule's peer maps the gesture to progress, when it defines it (GNOME's and KWin's units);
  /// nil keeps the scenario's mapping.
  public func progressMapping(on device: DeviceKind) -> PeerProgressMapping? {
    switch self {
    case .gnome: device == .touchpad ? .gnomeTouchpad : nil
    case .kwin: .kwin
    default: nil
    }
  }

  /// The highest percent the fingers may take the transition to while they hold it, when the rule's
  /// peer caps it (UIKit's back swipe: 0.999); nil for the others (the context clamps to 1).
  public var interactiveCap: Double? {
    if case .uikitNavigation = self { return UIKitNavigationRule.interactiveCap }
    return nil
  }

  /// Where a motion at `percent` moving at `velocity` per second comes to rest, decelerating by
  /// `decelerationRate` per millisecond (WWDC 2018 "Designing Fluid Interfaces").
  public static func project(percent: Double, velocity: Double, decelerationRate rate: Double) -> Double {
    percent + velocity / 1000 * rate / (1 - rate)
  }

  public var description: String {
    switch self {
    case .classic(let p, let v): "uikit-classic(percent ≤ \(p), velocity < \(v))"
    case .projection(let r, let m): "projection(decelerationRate \(r), midpoint \(m))"
    case .gnome(let rule): "gnome(\(rule))"
    case .kwin(let threshold): "kwin(percent > \(threshold))"
    case .androidBack(let rule): "android-back(\(rule))"
    case .flutterCupertino(let v, let m): "flutter-cupertino(|velocity| ≥ \(v) by sign, else percent ≥ \(m))"
    case .motionLayout(let d, let m): "motionlayout(percent + velocity/\(d) ≥ \(m))"
    case .uikitNavigation(let rule): "uikit-navigation(\(rule))"
    }
  }

  /// Why this policy took `decision`, in words from the decision's numbers (three decimals); nil for
  /// the rules whose verdicts state their reason (GNOME, Android), which the decision keeps.
  func impliedReason(for decision: Decision) -> String? {
    let (p, v) = (decision.percent, decision.velocity)
    switch self {
    case .classic(let pThreshold, let vThreshold):
      if v < vThreshold && p <= pThreshold {
        return "velocity \(fixed(v)) < \(fixed(vThreshold)) and percent \(fixed(p)) ≤ \(fixed(pThreshold))"
      }
      return v >= vThreshold ? "velocity \(fixed(v)) ≥ \(fixed(vThreshold))" : "percent \(fixed(p)) > \(fixed(pThreshold))"
    case .projection(_, let midpoint):
      guard let projected = decision.projected else { return nil }
      return "projected \(fixed(projected)) \(projected > midpoint ? ">" : "≤") midpoint \(fixed(midpoint))"
    case .kwin(let threshold):
      return "percent \(fixed(p)) \(p > threshold ? ">" : "≤") \(fixed(threshold))"
    case .flutterCupertino(let threshold, let midpoint):
      if abs(v) >= threshold {
        return "|velocity| \(fixed(abs(v))) ≥ \(fixed(threshold)): \(v > 0 ? "forward" : "back")"
      }
      return "|velocity| \(fixed(abs(v))) < \(fixed(threshold)), percent \(fixed(p)) \(p >= midpoint ? "≥" : "<") \(fixed(midpoint))"
    case .motionLayout(let divisor, let midpoint):
      guard let projected = decision.projected else { return nil }
      return "percent + velocity/\(fixed(divisor)) = \(fixed(projected)) \(projected >= midpoint ? "≥" : "<") \(fixed(midpoint))"
    case .uikitNavigation(let rule):
      return rule.reason(for: decision)
    case .gnome, .androidBack:
      return nil
    }
  }
}

/// A rule's verdict before it becomes a ``Decision``.
struct Verdict {
  let finishes: Bool
  let projected: Double?
  let ruleVelocity: Double?
  /// The reason in words, or nil when the policy words it from the decision (``FinishPolicy/impliedReason(for:)``).
  let reason: String?

  init(_ finishes: Bool, projected: Double? = nil, ruleVelocity: Double? = nil, reason: String? = nil) {
    self.finishes = finishes
    self.projected = projected
    self.ruleVelocity = ruleVelocity
    self.reason = reason
  }
}

/// A parameter's number as `glide scenarios` writes it: whole numbers without a point (390), the rest
/// as Swift prints them (187.5). Scenario parameters and the rules' descriptions share it.
package func parameterNumber(_ value: Double) -> String {
  value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
}

/// A number for a log line: three decimals, no negative zero.
package func fixed(_ value: Double) -> String {
  let rounded = (value * 1000).rounded() / 1000
  return rounded == 0 ? "0" : "\(rounded)"
}

extension CubicTimingFunction {
  /// Clutter's `EASE_OUT_CUBIC`, 1 − (1 − t)³, which this Bézier is exactly (x(t) = t, y(t) = 3t − 3t² + t³).
  public static let easeOutCubic = CubicTimingFunction(1.0 / 3, 1, 2.0 / 3, 1)
  /// Flutter's `Curves.fastLinearToSlowEaseIn`.
  public static let fastLinearToSlowEaseIn = CubicTimingFunction(0.18, 1.0, 0.04, 1.0)
}
