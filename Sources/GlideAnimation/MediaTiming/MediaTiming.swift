import Foundation

/// Core Animation's `CAMediaTiming`: how an animation's (or a layer's) local time follows its parent's.
///
/// All times are seconds. Converting a parent time `t` takes two steps:
/// 1. *active* local time `u = (t − beginTime) · speed`, active while `0 ≤ u < activeDuration`
///    (with `timeOffset` added and wrapped within the active duration, so an offset starts the animation
///    part-way through and loops it round, as Core Animation does);
/// 2. *basic* local time within one iteration: repeats and autoreverse fold `u` into `0…duration`.
///
/// `repeatCount` may be fractional: 2.5 with `autoreverses` plays forward, back, forward, back, forward
/// and ends on the final value.
public struct MediaTiming: Hashable, Sendable {
  /// When the animation starts, in its parent's time (seconds). 0 when added to a layer means "now".
  public var beginTime: Double
  /// Length of one iteration in seconds; 0 means Core Animation's default, 0.25 s.
  public var duration: Double
  /// Local time runs this many times faster than the parent's; 0 freezes it at `timeOffset`.
  public var speed: Double
  /// Seconds added to the active local time (a freeze-frame position when `speed` is 0).
  public var timeOffset: Double
  /// Iterations to play (0 means 1; fractional values end part-way; `.infinity` never ends).
  public var repeatCount: Double
  /// Seconds to repeat for; overrides `repeatCount` when positive.
  public var repeatDuration: Double
  /// Each iteration plays forward then backward.
  public var autoreverses: Bool
  public var fillMode: FillMode

  public init(
    beginTime: Double = 0, duration: Double = 0, speed: Double = 1, timeOffset: Double = 0,
    repeatCount: Double = 0, repeatDuration: Double = 0, autoreverses: Bool = false, fillMode: FillMode = .removed
  ) {
    (self.beginTime, self.duration, self.speed, self.timeOffset) = (beginTime, duration, speed, timeOffset)
    (self.repeatCount, self.repeatDuration, self.autoreverses, self.fillMode) =
      (repeatCount, repeatDuration, autoreverses, fillMode)
  }

  /// Where a parent time falls relative to the active interval.
  public enum Phase: Hashable, Sendable {
    case before
    case active
    case after
  }

  /// `duration`, or 0.25 s when it is 0 (Core Animation's default for animations).
  public var effectiveDuration: Double { duration > 0 ? duration : 0.25 }

  /// Seconds of local time one forward (and, with `autoreverses`, backward) cycle takes.
  public var cycleDuration: Double { effectiveDuration * (autoreverses ? 2 : 1) }

  /// Seconds of local time the animation is active for: `repeatDuration` if set, else every repeat.
  public var activeDuration: Double {
    if repeatDuration > 0 { return repeatDuration }
    return cycleDuration * (repeatCount > 0 ? repeatCount : 1)
  }

  /// The parent time at which the active interval ends (infinity when it never does or `speed` is 0).
  public var endTime: Double {
    speed == 0 ? .infinity : beginTime + activeDuration / abs(speed)
  }

  public func phase(atParentTime time: Double) -> Phase {
    let u = (time - beginTime) * abs(speed)
    if speed == 0 { return time < beginTime ? .before : .active }
    if u < 0 { return .before }
    return u >= activeDuration ? .after : .active
  }

  /// Time within the current iteration (0…`effectiveDuration`, already folded by repeats and autoreverse)
  /// at `time` in the parent, or nil when the animation has no effect then (outside the active interval
  /// and not held by `fillMode`).
  public func iterationTime(atParentTime time: Double) -> Double? {
    switch phase(atParentTime: time) {
    case .before:
      return fillMode.holdsBefore ? fold(activeTime: wrapped(timeOffset)) : nil
    case .active:
      let u = speed == 0 ? 0 : (time - beginTime) * abs(speed)
      let a = wrapped(u + timeOffset)
      return fold(activeTime: speed < 0 ? activeDuration - a : a)
    case .after:
      guard fillMode.holdsAfter else { return nil }
      return speed < 0 ? fold(activeTime: 0) : endIterationTime
    }
  }

  // MARK: - Internals

  /// An active time wrapped into the active duration (a time offset loops the animation round).
  private func wrapped(_ a: Double) -> Double {
    guard activeDuration.isFinite, activeDuration > 0, a >= activeDuration || a < 0 else { return a }
    let r = a.truncatingRemainder(dividingBy: activeDuration)
    return r < 0 ? r + activeDuration : r
  }

  /// Active time → time within one iteration.
  private func fold(activeTime a: Double) -> Double {
    let d = effectiveDuration
    let cycle = cycleDuration
    // An infinite iteration never folds (and ∞ · 0 below would be NaN).
    guard cycle.isFinite else { return a }
    let within = a - (a / cycle).rounded(.down) * cycle
    if autoreverses && within > d { return 2 * d - within }
    return min(within, d)
  }

  /// The iteration time at the very end of the active interval: the end of the last (partial) cycle.
  private var endIterationTime: Double {
    let a = activeDuration
    guard a.isFinite else { return effectiveDuration }
    let cycle = cycleDuration
    let cycles = a / cycle
    if cycles == cycles.rounded(.down) {
      // A whole number of cycles: the end of the last one.
      return autoreverses ? 0 : effectiveDuration
    }
    return fold(activeTime: a)
  }
}
