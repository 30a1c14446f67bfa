/// Maps gesture time (seconds) to scan frames: frame `k` happens at `origin + k / rate`.
struct FrameClock {
  /// Gesture time of frame 0, in seconds.
  var origin: Double
  /// Frames per second, in Hz.
  var rate: Double

  /// Rounding slack, in frames, so that 0.5 s at 80 Hz is frame 40 and not 41.
  private static let slack = 1e-6

  /// The first frame at or after `time`.
  func firstFrame(atOrAfter time: Double) -> Int {
    max(0, Int(((time - origin) * rate - Self.slack).rounded(.up)))
  }

  /// The last frame at or before `time`.
  func lastFrame(atOrBefore time: Double) -> Int {
    Int(((time - origin) * rate + Self.slack).rounded(.down))
  }

  /// Gesture time of `frame`, in seconds.
  func time(of frame: Int) -> Double { origin + Double(frame) / rate }

  /// Microseconds from frame 0 to `frame`.
  func microseconds(of frame: Int) -> Int64 { Int64((Double(frame) * 1_000_000 / rate).rounded()) }
}
