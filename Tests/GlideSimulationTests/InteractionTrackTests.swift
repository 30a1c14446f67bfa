import GlideGestures
import GlideInteraction
import Testing

/// Issue 38: a finish rule's track keeps a bounded number of samples, however dense the progress
/// updates, and reads the same velocity from them.
@Suite("Interaction track")
struct InteractionTrackTests {
  /// A track fed the progress of a swipe at 0.8 a second for 0.5 s, one update every `step` seconds;
  /// the most samples it held after any update.
  private func swipe(step: Double) -> (track: InteractionTrack, largest: Int) {
    var track = InteractionTrack(for: .gnome(.touchpad))
    var largest = 0
    for k in 0...Int((0.5 / step).rounded()) {
      let time = Double(k) * step
      track.observe(percent: 0.8 * time, time: time)
      largest = max(largest, track.samples.count)
    }
    return (track, largest)
  }

  @Test("Updates 3 µs apart keep at most 256 samples; at a device's rate every one of the window's stays")
  func samplesAreCapped() {
    // Before, the 0.25 s window held 83,334 samples, and each update shifted them all.
    let dense = swipe(step: 3e-6)
    #expect(dense.largest == SampleHistory.capacity)
    #expect(dense.track.samples.count <= 66)
    let sparse = swipe(step: 1.0 / 120)
    #expect((30...31).contains(sparse.largest))
    #expect(sparse.track.samples.last?.time == 60 * (1.0 / 120))
    // `glide synth`'s highest rate, 1 kHz: the 250 ms window's 251 updates all stay.
    #expect((250...251).contains(swipe(step: 0.001).largest))
  }

  @Test("GNOME's windowed velocity from dense updates is the sparse one's within 1 %")
  func windowVelocityMatches() {
    let sparse = swipe(step: 1.0 / 120).track.windowVelocity(over: 0.15, fallback: 0)
    let dense = swipe(step: 3e-6).track.windowVelocity(over: 0.15, fallback: 0)
    #expect(abs(sparse - 0.8) < 1e-9, "\(sparse)")
    #expect(abs(dense - sparse) < 0.01 * sparse, "\(dense) against \(sparse)")
  }
}
