import GlideGestures
import GlideInput
import Testing

@Suite("Velocity estimator")
struct VelocityEstimatorTests {
  /// 80 Hz, the synthetic traces' scan rate: one sample every 12.5 ms.
  static let step = 0.0125

  /// Samples of `value(t)` at 80 Hz from 0 through `count - 1` steps.
  private func estimator(_ count: Int, _ value: (Double) -> Double) -> VelocityEstimator {
    var estimator = VelocityEstimator()
    for k in 0..<count {
      let t = Double(k) * Self.step
      estimator.add(value(t), at: t)
    }
    return estimator
  }

  @Test("A constant velocity is measured exactly", arguments: [-120.0, 0, 37.5, 2_500])
  func constantVelocity(speed: Double) {
    let estimator = estimator(20) { 3 + speed * $0 }
    let now = 19 * Self.step
    #expect(abs(estimator.velocity(at: now) - speed) < 1e-9 * max(1, abs(speed)))
  }

  /// One sample off by δ mm moves a least-squares slope over n samples spaced h by at most
  /// δ·(n−1)h/2 / Σ(tᵢ−t̄)²: with the 0.1 s window at 80 Hz (8 or 9 samples) that is under 7 mm/s
  /// per mm, where a two-point difference would jump by δ/h = 80 mm/s per mm.
  @Test(
    "One outlier sample moves the estimate by less than 7 mm/s per mm of error",
    arguments: [0, 4, 10, 19])
  func outlier(index: Int) {
    let clean = estimator(20) { 100 * $0 }
    var noisy = VelocityEstimator()
    for k in 0..<20 {
      let t = Double(k) * Self.step
      noisy.add(100 * t + (k == index ? 1 : 0), at: t)
    }
    let now = 19 * Self.step
    let shift = abs(noisy.velocity(at: now) - clean.velocity(at: now))
    #expect(shift < 7)
    if index == 19 { #expect(shift > 1, "the newest sample does count") }
  }

  @Test("Zero once the value stood still for the whole window")
  func standsStill() {
    var estimator = estimator(10) { 100 * $0 }
    let stop = 9 * Self.step
    for k in 1...9 { estimator.add(100 * stop, at: stop + Double(k) * Self.step) }
    #expect(estimator.velocity(at: stop + 8 * Self.step) == 0)
    #expect(estimator.velocity(at: stop + 9 * Self.step) == 0)
    // With no samples at all in the window the answer is zero too.
    #expect(estimator.velocity(at: stop + 1) == 0)
  }

  @Test("A sample at the same time replaces the earlier one")
  func sameTime() {
    var estimator = VelocityEstimator()
    estimator.add(1, at: 0)
    estimator.add(2, at: 0.01)
    estimator.add(5, at: 0.01)
    #expect(abs(estimator.velocity(at: 0.01) - 400) < 1e-9)
  }

  @Test("A repeated last sample lowers the estimate a little: no spike, no drop to zero")
  func repeatedLastSample() {
    var estimator = estimator(20) { 100 * $0 }
    let last = 19 * Self.step
    estimator.add(100 * last, at: last + Self.step)
    let velocity = estimator.velocity(at: last + Self.step)
    #expect(velocity > 60 && velocity < 100, "\(velocity)")
  }

  @Test("The point estimator measures both axes")
  func pointEstimator() {
    var estimator = PointVelocityEstimator()
    for k in 0..<10 {
      let t = Double(k) * Self.step
      estimator.add(MillimetrePoint(x: 10 + 40 * t, y: 5 - 80 * t), at: TapKit.time(t))
    }
    let velocity = estimator.velocity(at: TapKit.time(9 * Self.step))
    #expect(abs(velocity.dx - 40) < 1e-6 && abs(velocity.dy + 80) < 1e-6)
  }
}
