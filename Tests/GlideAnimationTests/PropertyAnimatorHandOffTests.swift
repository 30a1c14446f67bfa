import Testing

@testable import GlideAnimation

/// A card whose `position.x` an animator moves from 0 to 100, sampled around hand-offs.
private final class HandOffScene {
  let engine = AnimationEngine()
  let card: Layer
  let animator: PropertyAnimator
  var completions: [AnimatingPosition] = []
  /// Step for finite differences, seconds.
  let h = 1e-6

  init(duration: Double = 1, timing: TimingParameters) {
    card = Layer(engine: engine, name: "card")
    animator = PropertyAnimator(duration: duration, timingParameters: timing, engine: engine)
    animator.addAnimations { [card] in card.position.x = 100 }
    animator.addCompletion { [unowned self] in completions.append($0) }
  }

  var now: Double { engine.currentTime }
  func x(at time: Double) -> Double { card.presentation(at: time).position.x }
  /// Points per second just before now (backward difference over the current motion).
  var velocityBefore: Double { (x(at: now) - x(at: now - h)) / h }
  /// Points per second just after now.
  var velocityAfter: Double { (x(at: now + h) - x(at: now)) / h }

  /// Runs `handOff` now and returns the jump in value and the velocities before and after it.
  func measure(_ handOff: () -> Void) -> (jump: Double, before: Double, after: Double) {
    let (value, before) = (x(at: now), velocityBefore)
    handOff()
    return (abs(x(at: now) - value), before, velocityAfter)
  }
}

/// |a − b| ≤ 1 % of |b|.
private func withinOnePercent(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 0.01 * abs(b) }

/// The time fraction at which the cubic Bézier (x1, y1), (x2, y2) reaches `progress`, by bisection on its
/// parameter: an independent reference for the curve's inverse.
private func bezierTime(forProgress progress: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double)
  -> Double
{
  func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
    3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
  }
  var (lo, hi) = (0.0, 1.0)
  for _ in 0..<80 {
    let mid = (lo + hi) / 2
    if coordinate(mid, y1, y2) < progress { lo = mid } else { hi = mid }
  }
  return coordinate((lo + hi) / 2, x1, x2)
}

/// The progress of the cubic Bézier (x1, y1), (x2, y2) at time fraction `time`, by bisection on its
/// parameter.
private func bezierProgress(atTime time: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
  func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
    3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
  }
  var (lo, hi) = (0.0, 1.0)
  for _ in 0..<80 {
    let mid = (lo + hi) / 2
    if coordinate(mid, x1, x2) < time { lo = mid } else { hi = mid }
  }
  return coordinate((lo + hi) / 2, y1, y2)
}

@Suite("Property animator hand-offs: no jump in value or velocity")
struct PropertyAnimatorHandOffTests {
  @Test("Pausing mid-run on ease-in-out, scrubbing to the value read, and resuming: no jump, same velocity")
  func pauseScrubResume() {
    let scene = HandOffScene(timing: .curve(.easeInOut))
    scene.animator.startAnimation()
    scene.engine.advance(to: 0.3)
    let value = scene.x(at: 0.3)
    let before = scene.velocityBefore
    scene.animator.pauseAnimation()
    #expect(abs(scene.x(at: 0.3) - value) < 1e-9)
    for linear in [true, false] {
      scene.animator.scrubsLinearly = linear
      scene.animator.fractionComplete = scene.animator.fractionComplete
      #expect(abs(scene.x(at: 0.3) - value) < 1e-9, "scrubsLinearly \(linear)")
    }
    scene.animator.startAnimation()
    #expect(abs(scene.x(at: 0.3) - value) < 1e-9)
    #expect(withinOnePercent(scene.velocityAfter, before))
    // It resumes at the curve time it paused at: 0.7 s are left.
    scene.engine.advance(to: 0.999_9)
    #expect(scene.completions.isEmpty)
    scene.engine.advance(to: 1 + 1e-9)
    #expect(scene.completions == [.end])
  }

  @Test(
    "Scrubbing a paused ease-in-out animator to 0.7, then starting, resumes the curve where it is 0.7 for 0.3 of d")
  func scrubThenStart() {
    let scene = HandOffScene(duration: 2, timing: .curve(.easeInOut))
    scene.animator.fractionComplete = 0.7
    #expect(abs(scene.x(at: 0) - 70) < 1e-9)
    scene.animator.startAnimation()
    #expect(abs(scene.x(at: 0) - 70) < 1e-9 && scene.velocityAfter > 0)
    // What is left of the progress, (1 − 0.7) · 2 s (issue 39: (1 − u) · 2 s before, where easeInEaseOut
    // reaches 0.7 at time fraction u), the rest of the curve from u stretched to fit.
    let remaining = 0.3 * 2
    let u = bezierTime(forProgress: 0.7, 0.42, 0, 0.58, 1)
    scene.engine.advance(to: remaining / 2)
    let expected = 100 * bezierProgress(atTime: u + (1 - u) / 2, 0.42, 0, 0.58, 1)
    #expect(abs(scene.x(at: remaining / 2) - expected) < 1e-6, "\(scene.x(at: remaining / 2)) vs \(expected)")
    scene.engine.advance(to: remaining - 1e-4)
    #expect(scene.completions.isEmpty)
    scene.engine.advance(to: remaining + 1e-9)
    #expect(scene.completions == [.end])
  }

  @Test("Reversing mid-flight on a curve turns round in place and mirrors the velocity")
  func reverseCubic() {
    let scene = HandOffScene(timing: .curve(.easeInOut))
    scene.animator.startAnimation()
    scene.engine.advance(to: 0.3)
    let (jump, before, after) = scene.measure { scene.animator.isReversed = true }
    #expect(jump < 1e-9)
    #expect(withinOnePercent(after, -before))
    // The curve plays back from 0.3 to 0: 0.3 s later it is at the start values.
    scene.engine.advance(to: 0.599)
    #expect(scene.completions.isEmpty)
    scene.engine.advance(to: 0.6 + 1e-9)
    #expect(scene.completions == [.start] && scene.card.position.x == 0 && scene.card.shownX == 0)
  }

  @Test("Reversing a running spring keeps its momentum: no jump in value or velocity")
  func reverseSpring() {
    let scene = HandOffScene(timing: .spring(SpringTimingParameters(dampingRatio: 0.5)))
    scene.animator.startAnimation()
    scene.engine.advance(to: 0.1)
    let (jump, before, after) = scene.measure { scene.animator.isReversed = true }
    #expect(before > 0 && jump < 1e-9)
    #expect(withinOnePercent(after, before))
    scene.engine.advance(to: 5)
    #expect(scene.completions == [.start] && scene.card.position.x == 0)
  }

  @Test("Continuing a running animator with a cubic that starts at its velocity: no jump in value or speed")
  func continueWithMatchingCubic() {
    let scene = HandOffScene(timing: .curve(.easeInOut))
    scene.animator.startAnimation()
    scene.engine.advance(to: 0.4)
    let progress = scene.animator.progress(at: 0.4)
    let velocity = scene.animator.progressVelocity(at: 0.4)
    // Over D = 0.8 s toward 1, a curve with first control point (x1, y1) starts at
    // (1 − p) · (y1/x1) / D progress per second; choose y1/x1 to equal the velocity now.
    let length = 0.8
    let x1 = 0.2
    let curve = CubicTimingFunction(x1, x1 * velocity * length / (1 - progress), 0.6, 1)
    let (jump, before, after) = scene.measure {
      scene.animator.continueAnimation(withTimingParameters: .cubic(curve), durationFactor: length)
    }
    #expect(jump < 1e-9)
    #expect(withinOnePercent(after, before))
    scene.engine.advance(to: 1.199)
    #expect(scene.completions.isEmpty)
    scene.engine.advance(to: 1.2 + 1e-9)
    #expect(scene.completions == [.end])
  }

  @Test(
    "Pausing, then continuing with a spring built from the velocity before the pause: no jump",
    arguments: [false, true])
  func continueWithHandOffSpring(reversed: Bool) {
    let scene = HandOffScene(timing: .curve(.easeInOut))
    scene.animator.startAnimation()
    scene.engine.advance(to: 0.5)
    let value = scene.x(at: 0.5)
    let before = scene.velocityBefore
    let velocity = scene.animator.progressVelocity(at: 0.5)
    scene.animator.pauseAnimation()
    let progress = scene.animator.fractionComplete
    scene.animator.isReversed = reversed
    let spring = PropertyAnimator.springHandOff(
      dampingRatio: 0.7, progressVelocity: velocity, from: progress, toward: reversed ? 0 : 1)
    scene.animator.continueAnimation(withTimingParameters: spring, durationFactor: 0.6)
    #expect(abs(scene.x(at: 0.5) - value) < 1e-9)
    #expect(withinOnePercent(scene.velocityAfter, before))
    // A damping-ratio spring runs for the duration it is fitted to: 0.6 s.
    scene.engine.advance(to: 1.099)
    #expect(scene.completions.isEmpty)
    scene.engine.advance(to: 1.1 + 1e-9)
    #expect(scene.completions == [reversed ? .start : .end])
    #expect(scene.card.position.x == (reversed ? 0 : 100))
  }

  @Test(
    "springHandOff normalises to the distance left (oracle 51: 100 pt/s over a 200 pt move is 0.5)",
    arguments: [(0.5, 0.0, 1.0, 0.5), (0.5, 0.5, 1.0, 1.0), (0.5, 0.5, 0.0, -1.0), (2, 1, 1, 0)])
  func handOffNormalisation(velocity: Double, from: Double, toward: Double, expected: Double) throws {
    let timing = PropertyAnimator.springHandOff(
      dampingRatio: 0.8, progressVelocity: velocity, from: from, toward: toward)
    guard case .spring(let parameters) = timing else {
      Issue.record("expected a spring, got \(timing)")
      return
    }
    #expect(parameters.initialVelocity.dx == expected)
    #expect(parameters.model == .dampingRatio(0.8))
  }
}
