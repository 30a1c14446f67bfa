import GlideGestures
import Testing

/// Issue 38: a time window of samples is bounded by count too, so frames microseconds apart cost
/// constant work per frame, and traces at a device's rate are kept exactly as before.
@Suite("Sample history")
struct SampleHistoryTests {
  /// A history fed `count` samples `step` seconds apart (value 2 × time), keeping `span` seconds as a
  /// velocity estimator does; `check` sees it after each sample.
  private func feed(
    _ count: Int, step: Double, span: Double, check: (SampleHistory) -> Void = { _ in }
  ) -> SampleHistory {
    var history = SampleHistory()
    for k in 0..<count {
      let time = Double(k) * step
      history.append(2 * time, at: time)
      history.dropLeading { $0 < time - span }
      history.bound(span: span)
      check(history)
    }
    return history
  }

  @Test("Up to the capacity every sample is kept as it came")
  func keptBelowCapacity() {
    // 256 samples in 0.2 s: 1,280 Hz, past `glide synth`'s highest rate and five times a touchpad's.
    let history = feed(SampleHistory.capacity, step: 0.2 / 256, span: 0.2)
    #expect(history.count == 256)
    #expect(history.spacing == 0)
    #expect(history.indices.map { history.time(at: $0) } == (0..<256).map { Double($0) * (0.2 / 256) })
  }

  @Test("Past the capacity a history keeps one sample every span / 64 and the newest, never more than 256")
  func thinnedPastCapacity() {
    // 3 µs apart: 66,667 samples in 0.2 s before the cap.
    var largest = 0
    let history = feed(100_000, step: 3e-6, span: 0.2) { largest = max(largest, $0.count) }
    #expect(largest == SampleHistory.capacity)
    #expect(history.spacing == 0.2 / 64)
    #expect(history.count <= 66)
    let times = history.indices.map { history.time(at: $0) }
    #expect(times.last == 99_999 * 3e-6, "the newest sample is kept")
    #expect(history.value(at: history.indices.last!) == 2 * 99_999 * 3e-6)
    #expect(times.first! >= 99_999 * 3e-6 - 0.2, "nothing older than the span")
    let gaps = zip(times.dropLast(), times.dropFirst().dropLast()).map { $1 - $0 }
    #expect(gaps.allSatisfy { $0 >= 0.2 / 64 }, "\(gaps.min() ?? 0)")
  }

  @Test("With no positive span the oldest samples go past the capacity")
  func noSpan() {
    var history = SampleHistory()
    for k in 0..<1_000 {
      history.append(Double(k), at: Double(k))
      history.bound(span: -1)
    }
    #expect(history.count == SampleHistory.capacity)
    #expect(history.spacing == 0)
    #expect(history.time(at: history.indices.first!) == 744)
    #expect(history.time(at: history.indices.last!) == 999)
  }

  @Test("A reset history keeps every sample again")
  func resetForgetsSpacing() {
    var history = feed(1_000, step: 1e-5, span: 0.2)
    #expect(history.spacing > 0)
    history.reset()
    #expect(history.isEmpty && history.spacing == 0)
    history.append(1, at: 0)
    history.append(2, at: 1e-5)
    history.append(3, at: 2e-5)
    #expect(history.count == 3)
  }
}
