import Foundation
import GlideAnimation
import Testing

/// The textbook solution of m·x″ + c·x′ + k·x = 0 with x(0) = 1 and x′(0) = −v₀ (uikit-semantics §9.5),
/// written independently of the code under test; the over-damped case uses cosh/sinh rather than the two
/// exponentials. Returns the displacement from rest (1 − progress).
private func textbookDisplacement(_ spring: Spring, v0: Double, at t: Double) -> Double {
  let omega = (spring.stiffness / spring.mass).squareRoot()
  let zeta = spring.damping / (2 * (spring.stiffness * spring.mass).squareRoot())
  if zeta < 1 {
    let wd = omega * (1 - zeta * zeta).squareRoot()
    return exp(-zeta * omega * t) * (cos(wd * t) + (zeta * omega - v0) / wd * sin(wd * t))
  } else if zeta == 1 {
    return exp(-omega * t) * (1 + (omega - v0) * t)
  } else {
    let gamma = omega * (zeta * zeta - 1).squareRoot()
    return exp(-zeta * omega * t) * (cosh(gamma * t) + (zeta * omega - v0) / gamma * sinh(gamma * t))
  }
}

@Suite("Springs")
struct SpringTests {
  /// Under-, critically and over-damped springs, with initial velocities toward and away from the target.
  static let cases: [(Spring, Double)] = [
    (Spring(mass: 1, stiffness: 100, damping: 10), 0),  // ζ 0.5
    (Spring(mass: 1, stiffness: 100, damping: 10), 3),
    (Spring(mass: 2, stiffness: 300, damping: 6), -4),  // ζ ≈ 0.12
    (Spring(mass: 1, stiffness: 100, damping: 20), 2.5),  // ζ 1
    (Spring(mass: 1, stiffness: 100, damping: 20), -6),
    (Spring(mass: 1, stiffness: 100, damping: 50), 1),  // ζ 2.5
    (Spring(mass: 3, stiffness: 1000, damping: 500), 8),  // the system spring, thrown hard
    (Spring(mass: 0.5, stiffness: 40, damping: 9), -2),  // ζ ≈ 1.006
  ]

  @Test("Position follows the textbook closed form in every damping regime", arguments: cases)
  func closedForm(spring: Spring, v0: Double) {
    for i in 0...300 {
      let t = Double(i) / 100
      let expected = 1 - textbookDisplacement(spring, v0: v0, at: t)
      #expect(
        abs(spring.progress(at: t, initialVelocity: v0) - expected) < 1e-9, "\(spring), v0 \(v0), t \(t)")
    }
  }

  @Test("Velocity is the derivative of the position and starts at the initial velocity", arguments: cases)
  func velocity(spring: Spring, v0: Double) {
    #expect(spring.progress(at: 0, initialVelocity: v0) == 0)
    #expect(abs(spring.velocity(at: 0, initialVelocity: v0) - v0) < 1e-9)
    // A one-sided second-order difference at t = 0: (−3p(0) + 4p(h) − p(2h)) / 2h.
    let h = 1e-5
    let start =
      (4 * spring.progress(at: h, initialVelocity: v0) - spring.progress(at: 2 * h, initialVelocity: v0))
      / (2 * h)
    #expect(abs(start - v0) < 1e-4 * max(1, abs(v0)))
    for i in 1...200 {
      let t = Double(i) / 100
      let difference =
        (spring.progress(at: t + h, initialVelocity: v0)
          - spring.progress(at: t - h, initialVelocity: v0)) / (2 * h)
      #expect(abs(spring.velocity(at: t, initialVelocity: v0) - difference) < 1e-5, "\(spring), t \(t)")
    }
  }

  @Test("The motion satisfies m·x″ + c·x′ + k·x = 0 (by finite differences)", arguments: cases)
  func equationOfMotion(spring: Spring, v0: Double) {
    let h = 1e-4
    for i in 1...150 {
      let t = Double(i) / 50
      let x = { (t: Double) in 1 - spring.progress(at: t, initialVelocity: v0) }
      let (before, now, after) = (x(t - h), x(t), x(t + h))
      let acceleration = (after - 2 * now + before) / (h * h)
      let velocity = (after - before) / (2 * h)
      let residual = spring.mass * acceleration + spring.damping * velocity + spring.stiffness * now
      #expect(abs(residual) < 1e-4 * spring.stiffness, "\(spring), v0 \(v0), t \(t)")
    }
  }

  @Test("Times before release give progress 0 and the initial velocity")
  func beforeRelease() {
    let spring = Spring.coreAnimationDefault
    #expect(spring.progress(at: -1, initialVelocity: 2) == 0)
    #expect(spring.velocity(at: -1, initialVelocity: 2) == 2)
  }

  @Test("Oracle 50: ζ(m 1, k 100, c 10) = 0.5 and ζ(m 3, k 1000, c 500) = 4.564, the system spring")
  func oracle50() {
    #expect(abs(Spring(mass: 1, stiffness: 100, damping: 10).dampingRatio - 0.5) < 1e-12)
    #expect(abs(Spring.coreAnimationDefault.dampingRatio - 0.5) < 1e-12)
    #expect(abs(Spring(mass: 3, stiffness: 1000, damping: 500).dampingRatio - 4.564) < 5e-4)  // 500/(2√3000)
    #expect(Spring.system == Spring(mass: 3, stiffness: 1000, damping: 500))
    #expect(abs(Spring.system.dampingRatio - 4.56) < 0.01)
  }

  @Test("Oracle 51: a 200-point move at 100 points per second is a normalised velocity of 0.5")
  func oracle51() {
    #expect(SpringTimingParameters.normalizedVelocity(pointsPerSecond: 100, distance: 200) == 0.5)
    #expect(SpringTimingParameters.normalizedVelocity(pointsPerSecond: -100, distance: 200) == -0.5)
    #expect(SpringTimingParameters.normalizedVelocity(pointsPerSecond: -100, distance: -200) == 0.5)
    #expect(SpringTimingParameters.normalizedVelocity(pointsPerSecond: 100, distance: 0) == 0)
  }

  @Test("Oracle 52: response 0.5, ζ 0.825, m 1 gives k ≈ 157.91 and c ≈ 20.73")
  func oracle52() {
    let spring = Spring(dampingRatio: 0.825, response: 0.5)
    #expect(spring.mass == 1)
    #expect(abs(spring.stiffness - 157.91) < 0.005)  // (2π/0.5)² = 16π²
    #expect(abs(spring.damping - 20.73) < 0.005)  // 4π·0.825/0.5
    #expect(abs(spring.response - 0.5) < 1e-12)
    #expect(abs(spring.dampingRatio - 0.825) < 1e-12)
  }

  @Test(
    "Oracle 53: the duration model (Framer) gives the published stiffness and damping",
    arguments: [(1.0, 1.0, 85.26, 18.47), (1.0, 0.5, 161.7, 12.72), (0.5, 0.7, 387.3, 27.55)])
  func oracle53(duration: Double, zeta: Double, stiffness: Double, damping: Double) {
    let spring = Spring(dampingRatio: zeta, duration: duration)
    #expect(spring.mass == 1)
    #expect(abs(spring.stiffness - stiffness) / stiffness < 1e-3)
    #expect(abs(spring.damping - damping) / damping < 1e-3)
    #expect(abs(spring.dampingRatio - zeta) < 1e-12)
  }

  @Test(
    "Oracle 53: at t = d the residual displacement is at most 0.001 of the distance", arguments: [1.0, 0.5])
  func oracle53Residual(zeta: Double) {
    let spring = Spring(dampingRatio: zeta, duration: 1)
    #expect(abs(1 - spring.progress(at: 1)) <= 0.001 + 1e-15)  // ζ = 1 is fitted to exactly 0.001
  }

  /// For ζ < 1 Framer's condition is ζ/√(1−ζ²)·e^(−ζω₀d) = 0.001, so ω₀d = ln(ζ/(0.001√(1−ζ²)))/ζ;
  /// for ζ ≥ 1 the displacement itself is 0.001 at d.
  @Test(
    "The duration model meets its condition for any ζ and duration",
    arguments: [0.1, 0.5, 0.8, 0.999, 1, 1.5, 4.56, 50])
  func durationModel(zeta: Double) {
    for duration in [0.05, 0.3, 1, 4, 30] {
      let spring = Spring(dampingRatio: zeta, duration: duration)
      #expect(abs(spring.dampingRatio - zeta) < 1e-9)
      let omega = spring.angularFrequency
      if zeta < 1 {
        let envelope = zeta / (1 - zeta * zeta).squareRoot() * exp(-zeta * omega * duration)
        #expect(abs(envelope - 0.001) < 1e-9, "ζ \(zeta), d \(duration)")
      } else {
        #expect(abs(1 - spring.progress(at: duration) - 0.001) < 1e-9, "ζ \(zeta), d \(duration)")
        let samples = (0...200).map { spring.progress(at: Double($0) / 200 * duration) }
        #expect(zip(samples, samples.dropFirst()).allSatisfy { $0 <= $1 })  // no overshoot from rest
      }
      // ω₀·d depends on ζ alone, so stiffness scales with 1/d².
      let reference = Spring(dampingRatio: zeta, duration: 1)
      #expect(abs(spring.stiffness * duration * duration / reference.stiffness - 1) < 1e-9)
    }
  }

  @Test("The duration model clamps ζ below 0.01 and durations under 1 ms, and nothing else")
  func durationModelClamps() {
    #expect(Spring(dampingRatio: 0, duration: 1) == Spring(dampingRatio: 0.01, duration: 1))
    #expect(Spring(dampingRatio: 0.5, duration: 0) == Spring(dampingRatio: 0.5, duration: 0.001))
    #expect(Spring(dampingRatio: 0.5, duration: -3) == Spring(dampingRatio: 0.5, duration: 0.001))
    #expect(Spring(dampingRatio: 0.5, duration: 0.002) != Spring(dampingRatio: 0.5, duration: 0.001))
    let long = Spring(dampingRatio: 1, duration: 40)  // Framer would clamp this to 10 s
    #expect(abs(1 - long.progress(at: 40) - 0.001) < 1e-9)
    #expect(1 - long.progress(at: 10) > 0.1)
  }

  @Test("The settling duration is when the motion enters its tolerance for good", arguments: cases)
  func settlingDuration(spring: Spring, v0: Double) {
    let tolerance = 0.001
    let settle = spring.settlingDuration(initialVelocity: v0, tolerance: tolerance)
    // 1 − progress only recovers the displacement to rounding, hence the hair of slack.
    let settled = { (t: Double) in
      abs(1 - spring.progress(at: t, initialVelocity: v0)) <= tolerance * (1 + 1e-9)
        && abs(spring.velocity(at: t, initialVelocity: v0)) <= 10 * tolerance * (1 + 1e-9)
    }
    #expect(settle > 0)
    #expect(!settled(settle * (1 - 1e-9) - 1e-12), "\(spring), v0 \(v0): still moving just before")
    // After it: sampled far more finely than the oscillation, for many periods.
    let step = min(0.05 / spring.angularFrequency, 0.001)
    for i in 0...20_000 {
      let t = settle + Double(i) * step
      #expect(settled(t), "\(spring), v0 \(v0): left the tolerance at \(t)")
      if !settled(t) { break }
    }
  }

  @Test("Settling is computed in closed form, so a very soft spring takes as long as physics says")
  func softSpring() {
    // ζ = 0.001, ω₀ = 1: peaks of the displacement fall as e^(−0.001t), so they drop under 0.001 at
    // about ln(1000)/0.001 ≈ 6907.8 s (give or take the half period π); the velocity test (0.01 for a
    // motion of amplitude ω₀·e^(−0.001t)) is met earlier, at ln(100)/0.001.
    let spring = Spring(mass: 1, stiffness: 1, damping: 0.002)
    let settle = spring.settlingDuration()
    #expect(abs(settle - log(1000) / 0.001) < Double.pi)
    #expect(abs(1 - spring.progress(at: settle)) > 0.000_99)  // it ends on a peak's flank
  }

  @Test("A stiff spring whose period is a fraction of a millisecond is not undersampled")
  func stiffSpring() {
    let spring = Spring(mass: 1, stiffness: 4e8, damping: 800)  // ω₀ = 20 000 rad/s, ζ = 0.02
    let settle = spring.settlingDuration()
    let settled = { (t: Double) in
      abs(1 - spring.progress(at: t)) <= 0.001 * (1 + 1e-9)
        && abs(spring.velocity(at: t)) <= 0.01 * (1 + 1e-9)
    }
    // Speed peaks fall as 20 000·e^(−400t) and reach 0.01 at about ln(2·10⁶)/400 ≈ 0.0363 s.
    #expect(abs(settle - log(2e6) / 400) < 0.001)
    let period = 2 * Double.pi / (20_000 * (1 - 0.02 * 0.02).squareRoot())
    #expect((1...100).contains { !settled(settle - Double($0) * period / 100) })
    #expect((0...10_000).allSatisfy { settled(settle + Double($0) * period / 100) })
  }

  @Test("A tolerance wider than the whole motion leaves nothing to wait for")
  func alreadySettled() {
    // Released 1 from rest, this spring never moves faster than about 6 (distance per second).
    #expect(Spring.coreAnimationDefault.settlingDuration(tolerance: 2) == 0)
  }
}

@Suite("Spring timing parameters")
struct SpringTimingParametersTests {
  @Test("A damping-ratio spring is fitted to the duration, runs exactly that long and ends at 1")
  func dampingRatioModel() {
    let timing = TimingParameters.spring(
      SpringTimingParameters(dampingRatio: 0.6, initialVelocity: Vector(dx: 1.5, dy: 0)))
    let fitted = Spring(dampingRatio: 0.6, duration: 0.8)
    #expect(timing.settlingDuration(forDuration: 0.8) == 0.8)
    for i in 0..<80 {
      let t = Double(i) / 100
      #expect(
        abs(timing.progress(at: t, duration: 0.8) - fitted.progress(at: t, initialVelocity: 1.5)) < 1e-12)
      #expect(
        abs(timing.velocity(at: t, duration: 0.8) - fitted.velocity(at: t, initialVelocity: 1.5)) < 1e-12)
    }
    #expect(timing.progress(at: 0.8, duration: 0.8) == 1)
    #expect(timing.velocity(at: 0.8, duration: 0.8) == 0)
    #expect(timing.progress(at: -0.1, duration: 0.8) == 0)
    #expect(timing.velocity(at: -0.1, duration: 0.8) == 0)
    #expect(timing.progress(at: 0, duration: 0) == 1)
    #expect(timing.progress(at: -0.1, duration: 0) == 0)
  }

  @Test("The animation starts at the given initial velocity", arguments: [-2.0, 0, 0.5, 4])
  func startsAtInitialVelocity(v0: Double) {
    for parameters in [
      SpringTimingParameters(dampingRatio: 0.8, initialVelocity: Vector(dx: v0, dy: 7)),
      SpringTimingParameters(mass: 1, stiffness: 200, damping: 30, initialVelocity: Vector(dx: v0, dy: 7)),
    ] {
      let timing = TimingParameters.spring(parameters)
      let h = 1e-6
      let numerical =
        (4 * timing.progress(at: h, duration: 0.5) - timing.progress(at: 2 * h, duration: 0.5)) / (2 * h)
      #expect(abs(numerical - v0) < 1e-6 * max(1, abs(v0)), "\(parameters)")
      #expect(abs(timing.velocity(at: 0, duration: 0.5) - v0) < 1e-9)
    }
  }

  @Test("A physical spring ignores the duration it is given and runs until it settles")
  func physicalModel() {
    let spring = Spring(mass: 1, stiffness: 200, damping: 12)
    let parameters = SpringTimingParameters(spring: spring, initialVelocity: Vector(dx: -1, dy: 0))
    #expect(
      parameters
        == SpringTimingParameters(
          mass: 1, stiffness: 200, damping: 12, initialVelocity: Vector(dx: -1, dy: 0)))
    let timing = TimingParameters.spring(parameters)
    let settle = spring.settlingDuration(initialVelocity: -1)
    for duration in [0.1, 1, 10] {
      #expect(timing.settlingDuration(forDuration: duration) == settle)
      #expect(parameters.spring(forDuration: duration) == spring)
      #expect(
        abs(timing.progress(at: 0.3, duration: duration) - spring.progress(at: 0.3, initialVelocity: -1))
          < 1e-12)
    }
    #expect(timing.progress(at: settle, duration: 1) == 1)
    #expect(timing.progress(at: settle * 0.99, duration: 1) != 1)
  }

  @Test("UISpringTimingParameters() is the system spring at rest")
  func defaults() {
    let parameters = SpringTimingParameters()
    #expect(parameters.model == .physical(.system))
    #expect(parameters.initialVelocity == .zero)
    #expect(abs(parameters.spring(forDuration: 1).dampingRatio - 4.564) < 5e-4)
  }
}
