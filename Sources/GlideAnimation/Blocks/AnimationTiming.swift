/// How an animation that some code began is timed: what ``AnimationEngine/timingOfFirstAnimation(in:)``
/// reports, so that other animations can follow it (a transition's alongside animations).
public enum AnimationTiming {
  /// An animation block (`animate(withDuration:…)`, `animateKeyframes`): its curve or spring, its
  /// duration and delay in seconds, and the engine time it was opened at, seconds.
  case block(TimingParameters, duration: Double, delay: Double, at: Double)
  /// A property animator that became active: animations added to it follow it to its end.
  case animator(PropertyAnimator)
}

/// The state of a ``AnimationEngine/timingOfFirstAnimation(in:)`` call.
enum TimingCapture {
  /// Nobody is asking.
  case off
  /// Asked, and nothing has begun yet.
  case waiting
  case found(AnimationTiming)
}

extension AnimationEngine {
  /// Runs `body` and returns the timing of the first animation it began: the outermost animation block
  /// or keyframe block with a duration that it opened, or the property animator it made active (started,
  /// paused or scrubbed), whichever came first; nil when it began none.
  public func timingOfFirstAnimation(in body: () -> Void) -> AnimationTiming? {
    let outer = timingCapture
    timingCapture = .waiting
    body()
    let found: AnimationTiming? = if case .found(let timing) = timingCapture { timing } else { nil }
    timingCapture = outer
    if case .waiting = outer, let found { timingCapture = .found(found) }
    return found
  }

  /// Tells a waiting ``timingOfFirstAnimation(in:)`` that an animation began with `timing` (a block of
  /// no duration animates nothing, so it does not count).
  func noteAnimationBegan(_ timing: @autoclosure () -> AnimationTiming) {
    guard case .waiting = timingCapture else { return }
    let timing = timing()
    if case .block(_, let duration, _, _) = timing, duration <= 0 { return }
    timingCapture = .found(timing)
  }
}
