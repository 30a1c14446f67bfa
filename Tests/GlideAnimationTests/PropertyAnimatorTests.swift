import Foundation
import Testing

@testable import GlideAnimation

/// One layer on an engine, and an animator moving its `position.x` from 0 to 100.
private final class AnimatorScene {
  let engine = AnimationEngine()
  let card: Layer
  var completions: [AnimatingPosition] = []

  init() { card = Layer(engine: engine, name: "card") }

  func animator(duration: Double = 1, timing: TimingParameters = .linear) -> PropertyAnimator {
    let animator = PropertyAnimator(duration: duration, timingParameters: timing, engine: engine)
    animator.addAnimations { [card] in card.position.x = 100 }
    animator.addCompletion { [unowned self] in completions.append($0) }
    return animator
  }

  /// The card's presentation x at engine time `time`.
  func x(at time: Double) -> Double { card.presentation(at: time).position.x }
}

/// Table values of §9.4: easeInEaseOut at 0.25 / 0.5 / 0.75.
private let easeInOutAtQuarters = [0.1292, 0.5, 0.8708]

@Suite("Property animator: UIKit's UIViewPropertyAnimator state machine and progress")
struct PropertyAnimatorTests {
  // MARK: - Oracles 54–60

  @Test("Oracle 54: inactive → active running → active paused → natural end inactive, completion(.end) once")
  func oracle54() {
    let scene = AnimatorScene()
    let animator = scene.animator()
    #expect(animator.state == .inactive && !animator.isRunning)
    animator.startAnimation()
    #expect(animator.state == .active && animator.isRunning)
    scene.engine.advance(to: 0.5)
    animator.pauseAnimation()
    #expect(animator.state == .active && !animator.isRunning)
    #expect(close(scene.card.shownX, 50))
    scene.engine.advance(to: 0.8)
    #expect(close(scene.card.shownX, 50) && scene.completions.isEmpty)
    // Half of the linear second is left: the end comes 0.5 s after resuming at 0.8.
    animator.startAnimation()
    scene.engine.advance(to: 1.29)
    #expect(scene.completions.isEmpty && animator.state == .active)
    #expect(close(scene.card.shownX, 50 + 50 * 0.49 / 0.5, 1e-9))
    scene.engine.advance(to: 1.3 + 1e-9)
    #expect(scene.completions == [.end])
    #expect(animator.state == .inactive && !animator.isRunning)
    #expect(scene.card.position.x == 100 && scene.card.shownX == 100)
    #expect(scene.card.animationKeys.isEmpty)
    scene.engine.advance(to: 10)
    #expect(scene.completions == [.end])
  }

  @Test(
    "Oracle 55: stopAnimation(false) keeps the values shown; finishAnimation(at:) reports its position",
    arguments: [(AnimatingPosition.current, 25.0), (.start, 0), (.end, 100)])
  func oracle55StopThenFinish(position: AnimatingPosition, finalX: Double) {
    let scene = AnimatorScene()
    let animator = scene.animator()
    animator.startAnimation()
    scene.engine.advance(to: 0.25)
    animator.stopAnimation(false)
    #expect(animator.state == .stopped && !animator.isRunning)
    // Linear 0 → 100 over 1 s, stopped at 0.25 s: the model takes 25 and no track is left.
    #expect(close(scene.card.position.x, 25) && close(scene.card.shownX, 25))
    #expect(scene.card.animationKeys.isEmpty)
    scene.engine.advance(to: 3)
    #expect(scene.completions.isEmpty && close(scene.card.shownX, 25))
    animator.finishAnimation(at: position)
    #expect(animator.state == .inactive)
    #expect(scene.completions.isEmpty, "completions never run inside finishAnimation(at:)")
    #expect(close(scene.card.position.x, finalX) && close(scene.card.shownX, finalX))
    scene.engine.flush()
    #expect(scene.completions == [position])
    scene.engine.advance(to: 10)
    #expect(scene.completions == [position])
  }

  @Test("Oracle 55: stopAnimation(true) from active goes inactive at once, keeps the values, never completes")
  func oracle55StopWithoutFinishing() {
    let scene = AnimatorScene()
    let animator = scene.animator()
    animator.startAnimation()
    scene.engine.advance(to: 0.4)
    animator.stopAnimation(true)
    #expect(animator.state == .inactive && !animator.isRunning)
    #expect(close(scene.card.position.x, 40) && close(scene.card.shownX, 40))
    #expect(scene.card.animationKeys.isEmpty)
    scene.engine.advance(to: 10)
    #expect(scene.completions.isEmpty)
  }

  @Test("Oracle 55: finishAnimation(at:) on an animator that is not stopped is a precondition failure")
  func oracle55FinishNeedsStopped() async {
    await #expect(processExitsWith: .failure) {
      let engine = AnimationEngine()
      let animator = PropertyAnimator(duration: 1, curve: .linear, engine: engine)
      animator.startAnimation()
      animator.finishAnimation(at: .end)
    }
  }

  @Test("Oracle 56: fractionComplete = 0.4 on an inactive animator makes it active, paused, views at 40 %")
  func oracle56() {
    let scene = AnimatorScene()
    let animator = scene.animator(timing: .curve(.easeInOut))
    animator.fractionComplete = 0.4
    #expect(animator.state == .active && !animator.isRunning)
    // scrubsLinearly (the default): 40 % of the change whatever the curve.
    #expect(close(scene.card.shownX, 40) && scene.card.position.x == 100)
    #expect(close(animator.fractionComplete, 0.4))
    scene.engine.advance(to: 5)
    #expect(close(scene.card.shownX, 40) && scene.completions.isEmpty)
  }

  @Test("With scrubsLinearly false, fractionComplete is time along the curve: easeIn(0.5) shows 31.54 %")
  func scrubAlongCurve() {
    let scene = AnimatorScene()
    let animator = scene.animator(timing: .curve(.easeIn))
    animator.scrubsLinearly = false
    animator.fractionComplete = 0.5
    // §9.4: easeIn(0.5) = 0.3154.
    #expect(abs(scene.card.shownX - 31.54) < 0.01)
    #expect(close(animator.fractionComplete, 0.5, 1e-12))
    animator.scrubsLinearly = true
    #expect(abs(animator.fractionComplete - 0.3154) < 1e-4)
  }

  @Test("Oracle 57: with pausesOnCompletion the animator stays active, paused at the end, without completing")
  func oracle57() {
    let scene = AnimatorScene()
    let animator = scene.animator()
    animator.pausesOnCompletion = true
    animator.startAnimation()
    scene.engine.advance(to: 2)
    #expect(animator.state == .active && !animator.isRunning)
    #expect(scene.completions.isEmpty)
    #expect(scene.card.shownX == 100 && animator.fractionComplete == 1)
    // Reversed and started, it runs back over the whole second and pauses at the start, still silent.
    animator.isReversed = true
    animator.startAnimation()
    scene.engine.advance(to: 2.5)
    #expect(close(scene.card.shownX, 50))
    scene.engine.advance(to: 3)
    #expect(animator.state == .active && !animator.isRunning && scene.completions.isEmpty)
    #expect(scene.card.shownX == 0)
  }

  @Test("Oracle 58: duration 2, paused at 0.5, continueAnimation(nil, durationFactor: 0.5) ends 1.0 s later")
  func oracle58() {
    let scene = AnimatorScene()
    let animator = scene.animator(duration: 2, timing: .curve(.easeInOut))
    animator.fractionComplete = 0.5
    scene.engine.advance(to: 3)
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.5)
    // A new ease-in-out run from 0.5 to 1 over 1 s: 0.5 + 0.5 · easeInOut(f).
    scene.engine.advance(to: 3.25)
    #expect(abs(scene.card.shownX - (50 + 50 * easeInOutAtQuarters[0])) < 0.01)
    scene.engine.advance(to: 3.5)
    #expect(abs(scene.card.shownX - 75) < 1e-6)
    scene.engine.advance(to: 3.999)
    #expect(scene.completions.isEmpty)
    scene.engine.advance(to: 4)
    #expect(scene.completions == [.end] && animator.state == .inactive)
  }

  @Test("Oracle 59: addAnimations(block, delayFactor: 0.25) on a 2 s animator moves it from 0.5 s to 2 s")
  func oracle59() {
    let scene = AnimatorScene()
    let late = Layer(engine: scene.engine, name: "late")
    let animator = scene.animator(duration: 2, timing: .curve(.easeInOut))
    animator.addAnimations({ late.position.x = 100 }, delayFactor: 0.25)
    animator.startAnimation()
    let lateX = { (t: Double) in late.presentation(at: t).position.x }
    #expect(lateX(0.25) == 0 && lateX(0.5) == 0 && lateX(0.501) > 0)
    // The block runs the ease-in-out curve over its own 1.5 s: at 0.875, 1.25, 1.625 s it is a
    // quarter, half, three quarters of the way through.
    for (time, expected) in zip([0.875, 1.25, 1.625], easeInOutAtQuarters) {
      #expect(abs(lateX(time) - 100 * expected) < 0.01, "at \(time) s")
    }
    // The undelayed block is a quarter through its 2 s at 0.5 s.
    #expect(abs(scene.x(at: 0.5) - 100 * easeInOutAtQuarters[0]) < 0.01)
    scene.engine.advance(to: 2)
    #expect(late.presentation().position.x == 100 && scene.completions == [.end])
  }

  @Test("Oracle 60: paused at 0.6, reversed, continueAnimation(nil, 1) ends at the start values, .start")
  func oracle60() {
    let scene = AnimatorScene()
    let animator = scene.animator(timing: .curve(.easeInOut))
    animator.fractionComplete = 0.6
    animator.isReversed = true
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
    // 0.6 + (0 − 0.6) · easeInOut(0.5) = 0.3 halfway through the second.
    scene.engine.advance(to: 0.5)
    #expect(abs(scene.card.shownX - 30) < 1e-6)
    scene.engine.advance(to: 0.999)
    #expect(scene.completions.isEmpty)
    scene.engine.advance(to: 1)
    #expect(scene.completions == [.start] && animator.state == .inactive)
    #expect(scene.card.position.x == 0 && scene.card.shownX == 0)
  }

  // MARK: - Presentation

  @Test(
    "The presentation follows the animator's curve: 0 → 100 over 1 s at 0.25, 0.5, 0.75 s",
    arguments: [
      (AnimationCurve.easeInOut, [12.92, 50, 87.08]), (.easeIn, [9.35, 31.54, 62.19]),
      (.easeOut, [37.81, 68.46, 90.65]), (.linear, [25, 50, 75]),
    ])
  func presentationFollowsCurve(curve: AnimationCurve, expected: [Double]) {
    let scene = AnimatorScene()
    let animator = scene.animator(timing: .curve(curve))
    animator.startAnimation()
    for (time, value) in zip([0.25, 0.5, 0.75], expected) {
      #expect(abs(scene.x(at: time) - value) < 0.01, "at \(time) s")
      #expect(abs(animator.progress(at: time) - value / 100) < 1e-4)
    }
    scene.engine.advance(to: 0.5)
    #expect(abs(scene.card.shownX - expected[1]) < 0.01)
  }

  @Test("A layer's own speed does not retime an animator: its tracks follow the engine's clock")
  func layerSpeedDoesNotRetime() {
    let scene = AnimatorScene()
    scene.card.speed = 2
    let animator = scene.animator()
    animator.startAnimation()
    #expect(close(scene.x(at: 0.25), 25) && close(scene.x(at: 0.6), 60))
  }

  @Test("A spring animator overshoots its end value by Framer's closed form, then settles at the duration")
  func springOvershoot() {
    let scene = AnimatorScene()
    let zeta = 0.3
    let animator = scene.animator(timing: .spring(SpringTimingParameters(dampingRatio: zeta)))
    animator.startAnimation()
    // Framer's fit: ζ/√(1−ζ²) · e^(−ζω₀·1 s) = 0.001, so ω₀ = ln(ζ / (√(1−ζ²) · 0.001)) / ζ ≈ 19.17 rad/s.
    let root = (1 - zeta * zeta).squareRoot()
    let omega = log(zeta / (root * 0.001)) / zeta
    let omegaD = omega * root
    let expected = { (t: Double) in
      100 * (1 - exp(-zeta * omega * t) * (cos(omegaD * t) + zeta * omega / omegaD * sin(omegaD * t)))
    }
    for time in [0.05, 0.1, 0.3, 0.6] {
      #expect(abs(scene.x(at: time) - expected(time)) < 1e-6, "at \(time) s")
    }
    // The first peak, at π/ω_d, overshoots by e^(−ζπ/√(1−ζ²)) ≈ 37.2 %.
    let peak = scene.x(at: Double.pi / omegaD)
    #expect(abs(peak - 100 * (1 + exp(-zeta * Double.pi / root))) < 1e-6)
    #expect(peak > 137 && peak < 137.5)
    scene.engine.advance(to: 0.999)
    #expect(scene.completions.isEmpty)
    scene.engine.advance(to: 1)
    #expect(scene.completions == [.end] && scene.card.shownX == 100)
  }

  // MARK: - Blocks

  @Test("Blocks added while running start from the value on screen and arrive with the animator")
  func blocksAddedWhileActive() {
    let scene = AnimatorScene()
    let other = Layer(engine: scene.engine, name: "other")
    let delayed = Layer(engine: scene.engine, name: "delayed")
    let animator = scene.animator()
    animator.startAnimation()
    scene.engine.advance(to: 0.5)
    animator.addAnimations { other.position.x = 200 }
    // delayFactor 0.5 of the remaining half second: it starts at 0.75 s.
    animator.addAnimations({ delayed.position.x = 200 }, delayFactor: 0.5)
    #expect(other.presentation().position.x == 0 && other.position.x == 200)
    // Linear: halfway through the remaining half second, the new block is halfway.
    #expect(close(other.presentation(at: 0.75).position.x, 100))
    #expect(delayed.presentation(at: 0.75).position.x == 0)
    #expect(close(delayed.presentation(at: 0.875).position.x, 100))
    scene.engine.advance(to: 1)
    #expect(other.presentation().position.x == 200 && delayed.presentation().position.x == 200)
    #expect(scene.completions == [.end])
  }

  @Test("An animator's track replaces a block animation on the same property, whose completion hears false")
  func replacesBlockAnimation() {
    let scene = AnimatorScene()
    var blockFinished: [Bool] = []
    scene.engine.animate(withDuration: 1, options: .curveLinear) { scene.card.position.x = 50 } completion: {
      blockFinished.append($0)
    }
    scene.engine.advance(to: 0.5)
    let animator = scene.animator()
    animator.startAnimation()
    // From the 25 on screen to 100, linearly over 1 s: 62.5 halfway.
    #expect(close(scene.x(at: 1), 62.5))
    scene.engine.advance(to: 0.6)
    #expect(blockFinished == [false])
    scene.engine.advance(to: 1.5)
    #expect(scene.card.shownX == 100 && scene.completions == [.end])
  }

  @Test("runningPropertyAnimator starts at once after its delay along the options' curve")
  func runningPropertyAnimator() {
    let scene = AnimatorScene()
    var ended: [AnimatingPosition] = []
    let animator = PropertyAnimator.runningPropertyAnimator(
      withDuration: 1, delay: 0.5, options: .curveLinear, engine: scene.engine,
      animations: { scene.card.position.x = 100 }, completion: { ended.append($0) })
    #expect(animator.state == .active && animator.isRunning && animator.isInterruptible)
    #expect(animator.delay == 0.5)
    #expect(scene.x(at: 0.4) == 0 && close(scene.x(at: 1), 50))
    scene.engine.advance(to: 1.49)
    #expect(ended.isEmpty)
    scene.engine.advance(to: 1.5)
    #expect(ended == [.end])
  }

  @Test("An animator made inside a block animation is not interruptible")
  func nestedRunningAnimatorIsNotInterruptible() {
    let scene = AnimatorScene()
    var inner: PropertyAnimator?
    scene.engine.animate(withDuration: 1) {
      inner = PropertyAnimator.runningPropertyAnimator(
        withDuration: 1, engine: scene.engine, animations: { scene.card.opacity = 0 })
    }
    #expect(inner?.isInterruptible == false)
  }

  @Test("Pausing a non-interruptible animator is a precondition failure")
  func nonInterruptiblePause() async {
    await #expect(processExitsWith: .failure) {
      let engine = AnimationEngine()
      let animator = PropertyAnimator(duration: 1, curve: .linear, engine: engine)
      animator.isInterruptible = false
      animator.startAnimation()
      animator.pauseAnimation()
    }
  }

  @Test("A track's infinite duration keeps it active for ever, its iteration time the time since it began")
  func infiniteTrackTiming() throws {
    let timing = MediaTiming(beginTime: 2, duration: .infinity, fillMode: .backwards)
    #expect(timing.endTime == .infinity)
    #expect(try #require(timing.iterationTime(atParentTime: 1e6)) == 1e6 - 2)
    #expect(try #require(timing.iterationTime(atParentTime: 1)) == 0)
  }

  @Test("An animator that ended can run again with the blocks and completions added since")
  func rerun() {
    let scene = AnimatorScene()
    let animator = scene.animator()
    animator.startAnimation()
    scene.engine.advance(to: 1)
    #expect(scene.completions == [.end])
    animator.addAnimations { scene.card.position.x = 0 }
    animator.addCompletion { scene.completions.append($0) }
    animator.startAnimation()
    #expect(close(scene.x(at: 1.5), 50))
    scene.engine.advance(to: 2)
    #expect(scene.completions == [.end, .end] && scene.card.shownX == 0)
  }
}
