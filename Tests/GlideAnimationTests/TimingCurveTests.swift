import Foundation
import GlideAnimation
import Testing

/// A seeded, replayable generator (SplitMix64) so that random checks print a seed that reproduces them.
private struct SplitMix64: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// The Bézier coordinate with end points 0, 1 and control values `p1`, `p2`, written out independently
/// of the code under test: B(t) = 3(1−t)²t·p1 + 3(1−t)t²·p2 + t³.
private func bernstein(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
  let u = 1 - t
  return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
}

/// dB/dt, from the same polynomial.
private func bernsteinSlope(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
  let u = 1 - t
  return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
}

@Suite("Cubic timing functions")
struct CubicTimingFunctionTests {
  /// §9.4: values at x = 0.25 / 0.5 / 0.75, given to four digits (so compared within 5e-5).
  static let table: [(String, CubicTimingFunction, [Double])] = [
    ("linear", .linear, [0.25, 0.5, 0.75]),
    ("easeIn", .easeIn, [0.0935, 0.3154, 0.6219]),
    ("easeOut", .easeOut, [0.3781, 0.6846, 0.9065]),
    ("easeInEaseOut", .easeInEaseOut, [0.1292, 0.5, 0.8708]),
    ("default", .default, [0.4085, 0.8024, 0.9605]),
  ]

  @Test("Oracle 49: the named curves match the §9.4 table at 0.25, 0.5 and 0.75", arguments: table)
  func oracle49(name: String, curve: CubicTimingFunction, expected: [Double]) {
    for (x, value) in zip([0.25, 0.5, 0.75], expected) {
      #expect(abs(curve.progress(at: x) - value) < 5e-5, "\(name) at \(x)")
    }
  }

  @Test("Oracle 49: the oracle's values hold within 1e-3, and linear is the identity")
  func oracle49Values() {
    #expect(abs(CubicTimingFunction.easeInEaseOut.progress(at: 0.25) - 0.1292) < 1e-3)
    #expect(abs(CubicTimingFunction.easeInEaseOut.progress(at: 0.5) - 0.5) < 1e-3)
    #expect(abs(CubicTimingFunction.easeIn.progress(at: 0.5) - 0.3154) < 1e-3)
    #expect(abs(CubicTimingFunction.easeOut.progress(at: 0.5) - 0.6846) < 1e-3)
    #expect(abs(CubicTimingFunction.default.progress(at: 0.5) - 0.8024) < 1e-3)
    for i in 0...100 {
      let x = Double(i) / 100
      #expect(abs(CubicTimingFunction.linear.progress(at: x) - x) < 1e-12)
    }
  }

  @Test("The named curves have Core Animation's control points")
  func controlPoints() {
    #expect(CubicTimingFunction.easeIn == CubicTimingFunction(0.42, 0, 1, 1))
    #expect(CubicTimingFunction.easeOut == CubicTimingFunction(0, 0, 0.58, 1))
    #expect(CubicTimingFunction.easeInEaseOut == CubicTimingFunction(0.42, 0, 0.58, 1))
    #expect(CubicTimingFunction.default == CubicTimingFunction(0.25, 0.1, 0.25, 1))
    #expect(CubicTimingFunction.linear.controlPoint1 == Point(x: 0, y: 0))
    #expect(CubicTimingFunction.linear.controlPoint2 == Point(x: 1, y: 1))
  }

  @Test("Times outside 0…1 are clamped to the end points")
  func clamping() {
    for curve in [CubicTimingFunction.easeIn, .default, CubicTimingFunction(0.3, -0.8, 0.6, 1.9)] {
      #expect(curve.progress(at: -0.5) == 0)
      #expect(curve.progress(at: 0) == 0)
      #expect(curve.progress(at: 1) == 1)
      #expect(curve.progress(at: 7) == 1)
    }
  }

  /// The solver against the polynomial with exactly known points: t = k/1024 and x control points that
  /// are multiples of 2⁻²⁰, so x(t)·2⁵⁰ is an integer (computed below in integer arithmetic) and x(t) is
  /// exact in a Double. progress(at: x(t)) must then be y(t) — also where the curve is vertical, which
  /// (1, y, 0, y′) is at t = ½ (dx/dt = 3(1 − 2t)²).
  @Test("The solver is exact to 1e-6 against the Bézier polynomial at exactly representable points")
  func exactPoints() {
    let seed: UInt64 = 0x5EED_0049
    var rng = SplitMix64(state: seed)
    let scale = 1 << 20
    var xPairs: [(Int, Int)] = [
      (scale, 0), (scale - 1, 1), (0, 0), (scale, scale), (0, scale), (scale, scale / 2), (1, scale - 1),
    ]
    for _ in 0..<40 {
      xPairs.append((Int.random(in: 0...scale, using: &rng), Int.random(in: 0...scale, using: &rng)))
    }
    var worst = 0.0
    for (m1, m2) in xPairs {
      let (y1, y2) = (Double.random(in: -2...3, using: &rng), Double.random(in: -2...3, using: &rng))
      let x1 = Double(m1) / Double(scale)
      let x2 = Double(m2) / Double(scale)
      let curve = CubicTimingFunction(x1, y1, x2, y2)
      for k in 1..<1024 {
        let u = 1024 - k
        let numerator = 3 * u * u * k * m1 + 3 * u * k * k * m2 + k * k * k * scale  // x(t)·2⁵⁰
        let x = Double(numerator) / 0x4_0000_0000_0000
        let y = bernstein(Double(k) / 1024, y1, y2)
        let error = abs(curve.progress(at: x) - y)
        worst = max(worst, error)
        #expect(error < 1e-6, "seed \(seed): \(curve) at t = \(k)/1024, x = \(x)")
      }
    }
    #expect(worst < 1e-9)  // in practice far better than the promise
  }

  @Test("The solver is exact to 1e-6 for random control points, including x at 0 or 1 and y outside 0…1")
  func randomCurves() {
    let seed: UInt64 = 20_251_122
    var rng = SplitMix64(state: seed)
    func controlX() -> Double {
      switch Int.random(in: 0..<8, using: &rng) {
      case 0: 0
      case 1: 1
      case 2: Double.random(in: 0...1e-9, using: &rng)
      case 3: 1 - Double.random(in: 0...1e-9, using: &rng)
      default: Double.random(in: 0...1, using: &rng)
      }
    }
    for _ in 0..<400 {
      let (x1, x2) = (controlX(), controlX())
      let (y1, y2) = (Double.random(in: -1.5...2.5, using: &rng), Double.random(in: -1.5...2.5, using: &rng))
      let curve = CubicTimingFunction(x1, y1, x2, y2)
      for _ in 0..<200 {
        let t = Double.random(in: 0...1, using: &rng)
        let (x, y) = (bernstein(t, x1, x2), bernstein(t, y1, y2))
        #expect(abs(curve.progress(at: x) - y) < 1e-6, "seed \(seed): \(curve) at t = \(t)")
      }
    }
  }

  @Test("Where (1, y, 0, y′) is vertical, a time a hair past ½ still finds its parameter")
  func verticalMiddle() {
    // x(t) = ½ + 4(t − ½)³ for x1 = 1, x2 = 0. x = ½ + 2⁻⁵² is exact and gives t = ½ + 2⁻¹⁸ exactly:
    // 4·(2⁻¹⁸)³ = 2⁻⁵². A solver in plain doubles cannot tell t apart within ±3e-6 of ½ here.
    let curve = CubicTimingFunction(1, -1, 0, 2)
    let x = 0.5 + 0x1p-52
    let t = 0.5 + 0x1p-18
    #expect(bernstein(t, 1, 0) == x)
    #expect(abs(curve.progress(at: x) - bernstein(t, -1, 2)) < 1e-9)
    #expect(abs(curve.progress(at: 0.5) - bernstein(0.5, -1, 2)) < 1e-9)
  }

  static let slopeCurves: [CubicTimingFunction] = [
    .linear, .easeIn, .easeOut, .easeInEaseOut, .default,
    CubicTimingFunction(0.3, -0.6, 0.7, 1.6), CubicTimingFunction(0.68, -0.55, 0.27, 1.55),
    CubicTimingFunction(0.9, 0.1, 0.1, 0.9),
  ]

  @Test("The slope matches a central finite difference of the progress", arguments: slopeCurves)
  func slopeFiniteDifference(curve: CubicTimingFunction) {
    let h = 1e-6
    for i in 1..<40 {
      let x = Double(i) / 40
      let difference = (curve.progress(at: x + h) - curve.progress(at: x - h)) / (2 * h)
      let slope = curve.slope(at: x)
      #expect(abs(slope - difference) < 1e-5 * max(1, abs(slope)), "\(curve) at \(x)")
    }
  }

  @Test("The slope agrees with dy/dt ÷ dx/dt at the curve's own parameter", arguments: slopeCurves)
  func slopeParametric(curve: CubicTimingFunction) {
    let (x1, y1, x2, y2) = (
      curve.controlPoint1.x, curve.controlPoint1.y, curve.controlPoint2.x, curve.controlPoint2.y
    )
    for i in 1..<50 {
      let t = Double(i) / 50
      let expected = bernsteinSlope(t, y1, y2) / bernsteinSlope(t, x1, x2)
      #expect(abs(curve.slope(at: bernstein(t, x1, x2)) - expected) < 1e-8 * max(1, abs(expected)))
    }
  }

  /// End slopes by hand. Where dx/dt = 0 at an end (x1 = 0 or x2 = 1) the slope is the limit
  /// y″/x″: B″(0) = 6(p2 − 2p1), B″(1) = 6(1 − 2p2 + p1). easeIn at 1: −6/(6·(−0.58)) = 1/0.58.
  @Test(
    "End slopes: 1 for linear, 1/0.58 where a curve eases out of a control point at an end, 0.4 for default")
  func endSlopes() {
    let steep = 1 / 0.58
    #expect(abs(CubicTimingFunction.linear.slope(at: 0) - 1) < 1e-12)
    #expect(abs(CubicTimingFunction.linear.slope(at: 1) - 1) < 1e-12)
    #expect(abs(CubicTimingFunction.easeIn.slope(at: 0)) < 1e-12)
    #expect(abs(CubicTimingFunction.easeIn.slope(at: 1) - steep) < 1e-12)
    #expect(abs(CubicTimingFunction.easeOut.slope(at: 0) - steep) < 1e-12)
    #expect(abs(CubicTimingFunction.easeOut.slope(at: 1)) < 1e-12)
    #expect(abs(CubicTimingFunction.easeInEaseOut.slope(at: 0)) < 1e-12)
    #expect(abs(CubicTimingFunction.easeInEaseOut.slope(at: 1)) < 1e-12)
    #expect(abs(CubicTimingFunction.default.slope(at: 0) - 0.4) < 1e-12)  // y1/x1 = 0.1/0.25
    #expect(abs(CubicTimingFunction.default.slope(at: 1)) < 1e-12)
  }

  @Test("A vertical tangent gives an infinite slope with the sign progress moves in")
  func verticalSlopes() {
    #expect(CubicTimingFunction(1, 0, 0, 1).slope(at: 0.5) == .infinity)  // dy/dt = 1.5 at t = ½
    #expect(CubicTimingFunction(0, 1, 1, 0).slope(at: 0) == .infinity)  // dx/dt = 0, dy/dt = 3
    #expect(CubicTimingFunction(0, -1, 1, 1).slope(at: 0) == -.infinity)  // dy/dt = −3
    #expect(CubicTimingFunction(0.5, 0, 1, 2).slope(at: 1) == -.infinity)  // dy/dt = 3(1 − 2) < 0
  }

  @Test(
    "timeFraction(forProgress:) inverts progress(at:) on curves that only rise",
    arguments: slopeCurves.prefix(5))
  func timeFractionRoundTrip(curve: CubicTimingFunction) throws {
    for i in 0...50 {
      let x = Double(i) / 50
      let found = try #require(curve.timeFraction(forProgress: curve.progress(at: x)))
      #expect(abs(found - x) < 1e-9, "\(curve) at \(x)")
      let p = Double(i) / 50
      let time = try #require(curve.timeFraction(forProgress: p))
      #expect(abs(curve.progress(at: time) - p) < 1e-9, "\(curve) to \(p)")
    }
    #expect(curve.timeFraction(forProgress: 1.01) == nil)
    #expect(curve.timeFraction(forProgress: -0.01) == nil)
  }

  @Test(
    "timeFraction(forProgress:) finds the first time an overshooting or anticipating curve reaches a value")
  func timeFractionFirstCrossing() throws {
    let curve = CubicTimingFunction(0.68, -0.55, 0.27, 1.55)  // dips below 0, then overshoots 1
    let samples = (0...10_000).map { Double($0) / 10_000 }
    for target in [-0.05, 0.5, 1.0, 1.05] {
      let time = try #require(curve.timeFraction(forProgress: target), "\(target)")
      #expect(abs(curve.progress(at: time) - target) < 1e-9)
      let firstSample = try #require(
        samples.first { (curve.progress(at: $0) - target) * (target > 0 ? 1 : -1) >= 0 })
      #expect(abs(time - firstSample) <= 1e-4, "\(target)")
    }
    #expect(try #require(curve.timeFraction(forProgress: 1)) < 0.9)
    #expect(curve.timeFraction(forProgress: 0) == 0)
    #expect(curve.timeFraction(forProgress: 3) == nil)
    #expect(curve.timeFraction(forProgress: -1) == nil)
    #expect(curve.timeFraction(forProgress: .nan) == nil)
  }
}

@Suite("UIKit animation curves")
struct AnimationCurveTests {
  @Test("Raw values are UIKit's: easeInOut 0, easeIn 1, easeOut 2, linear 3")
  func rawValues() {
    #expect(AnimationCurve.easeInOut.rawValue == 0)
    #expect(AnimationCurve.easeIn.rawValue == 1)
    #expect(AnimationCurve.easeOut.rawValue == 2)
    #expect(AnimationCurve.linear.rawValue == 3)
    #expect(AnimationCurve.allCases.count == 4)
    #expect(AnimationCurve(rawValue: 7) == nil)  // the keyboard's private curve is not a case
  }

  @Test(
    "Each curve maps to the Core Animation function of the same name (easeInOut to easeInEaseOut)",
    arguments: [
      (AnimationCurve.easeInOut, CubicTimingFunction.easeInEaseOut), (.easeIn, .easeIn), (.easeOut, .easeOut),
      (.linear, .linear),
    ])
  func mapping(curve: AnimationCurve, function: CubicTimingFunction) {
    #expect(curve.timingFunction == function)
    #expect(TimingParameters.curve(curve) == .cubic(function))
  }

  @Test("Curves describe themselves by their UIKit names")
  func descriptions() {
    #expect(AnimationCurve.allCases.map(\.description) == ["easeInOut", "easeIn", "easeOut", "linear"])
  }
}

@Suite("Cubic timing parameters")
struct CubicTimingParametersTests {
  @Test("Progress is the curve at elapsed ÷ duration, clamped outside the animation")
  func progress() {
    let timing = TimingParameters.cubic(.easeIn)
    #expect(abs(timing.progress(at: 1, duration: 2) - 0.3154) < 5e-5)  // easeIn(0.5)
    #expect(abs(timing.progress(at: 0.5, duration: 2) - 0.0935) < 5e-5)  // easeIn(0.25)
    #expect(timing.progress(at: -1, duration: 2) == 0)
    #expect(timing.progress(at: 3, duration: 2) == 1)
    #expect(timing.progress(at: 0, duration: 0) == 1)  // a zero-length animation is done at once
    #expect(timing.progress(at: -0.1, duration: 0) == 0)
    #expect(TimingParameters.default == .cubic(.default))
    #expect(abs(TimingParameters.linear.progress(at: 0.3, duration: 1.5) - 0.2) < 1e-12)
  }

  @Test("Velocity is the slope divided by the duration, and 0 outside the animation")
  func velocity() {
    let curve = CubicTimingFunction.easeInEaseOut
    let timing = TimingParameters.cubic(curve)
    let duration = 0.4
    for i in 1..<20 {
      let elapsed = Double(i) / 20 * duration
      let h = 1e-7
      let difference =
        (timing.progress(at: elapsed + h, duration: duration)
          - timing.progress(at: elapsed - h, duration: duration)) / (2 * h)
      let velocity = timing.velocity(at: elapsed, duration: duration)
      #expect(abs(velocity - curve.slope(at: elapsed / duration) / duration) < 1e-12)
      #expect(abs(velocity - difference) < 1e-5 * max(1, velocity))
    }
    #expect(abs(TimingParameters.linear.velocity(at: 0.2, duration: 0.4) - 2.5) < 1e-12)  // 1 / 0.4 s
    #expect(timing.velocity(at: -0.1, duration: duration) == 0)
    #expect(timing.velocity(at: 0.5, duration: duration) == 0)
    #expect(timing.velocity(at: 0, duration: 0) == 0)
  }

  @Test("A cubic animation runs for exactly its duration")
  func settlingDuration() {
    #expect(TimingParameters.cubic(.easeOut).settlingDuration(forDuration: 0.35) == 0.35)
  }
}
