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

  // MARK: - Dense input (issue 38)

  /// A drag at 100 mm/s for 0.5 s with ±0.05 mm of alternating jitter, sampled every `step` seconds.
  private func drag(step: Double) -> (estimator: VelocityEstimator, end: Double, largest: Int) {
    var estimator = VelocityEstimator()
    var largest = 0
    let count = Int((0.5 / step).rounded())
    for k in 0...count {
      let t = Double(k) * step
      estimator.add(100 * t + (k.isMultiple(of: 2) ? 0.05 : -0.05), at: t)
      largest = max(largest, estimator.sampleCount)
    }
    return (estimator, Double(count) * step, largest)
  }

  @Test("However dense the samples, the estimator holds at most 256")
  func denseSamplesAreCapped() {
    // 3 µs apart: the two 100 ms windows held 66,667 samples, and each estimate summed 33,334.
    let dense = drag(step: 3e-6)
    #expect(dense.largest == SampleHistory.capacity)
    #expect(dense.estimator.sampleCount <= 66)
    // At a touchpad's rate, and at `glide synth`'s highest, 1 kHz, every sample of the two windows
    // stays; 2 kHz (401 samples in 200 ms) is capped.
    #expect((16...17).contains(drag(step: Self.step).largest))
    #expect((200...201).contains(drag(step: 0.001).largest))
    #expect(drag(step: 0.0005).largest == SampleHistory.capacity)
  }

  @Test("A dense drag's velocity is the sparse drag's within 1 %")
  func denseDragMatchesSparse() {
    let sparse = drag(step: Self.step)
    let dense = drag(step: 3e-6)
    let expected = sparse.estimator.velocity(at: sparse.end)
    let measured = dense.estimator.velocity(at: dense.end)
    #expect(abs(expected - 100) < 1, "\(expected)")
    #expect(abs(measured - expected) < 0.01 * expected, "\(measured) against \(expected)")
  }

  @Test("A dense drag's velocity is the least-squares fit over every one of its samples within 1 %")
  func denseDragMatchesUncapped() {
    // Easing out from 200 mm/s with ±0.05 mm of alternating jitter, 3 µs apart: 33,334 samples a window.
    let step = 3e-6, count = 100_000
    let position = { (k: Int) -> Double in
      let t = Double(k) * step
      return 200 * t - 200 * t * t + (k.isMultiple(of: 2) ? 0.05 : -0.05)
    }
    var estimator = VelocityEstimator()
    for k in 0...count { estimator.add(position(k), at: Double(k) * step) }
    let end = Double(count) * step
    // The uncapped estimate: the least-squares slope through every sample of the last 100 ms.
    let recent = (0...count).filter { Double($0) * step >= end - 0.1 }
    let meanT = recent.reduce(0.0) { $0 + Double($1) * step } / Double(recent.count)
    let meanV = recent.reduce(0.0) { $0 + position($1) } / Double(recent.count)
    let covariance = recent.reduce(0.0) { $0 + (Double($1) * step - meanT) * (position($1) - meanV) }
    let variance = recent.reduce(0.0) { $0 + (Double($1) * step - meanT) * (Double($1) * step - meanT) }
    let uncapped = covariance / variance
    #expect(abs(uncapped - (200 - 400 * (end - 0.05))) < 1, "\(uncapped)")
    let measured = estimator.velocity(at: end)
    #expect(abs(measured - uncapped) < 0.01 * uncapped, "\(measured) against \(uncapped)")
  }

  @Test("A negative window keeps the newest 256 samples, not every one")
  func negativeWindowIsBounded() {
    var estimator = VelocityEstimator(window: -1)
    for k in 0..<10_000 { estimator.add(Double(k), at: Double(k) * 0.01) }
    #expect(estimator.sampleCount == SampleHistory.capacity)
    #expect(estimator.velocity(at: 100) == 0)
  }
}
