/// The two-finger decision (``TwoFingerMotion``) followed frame by frame, with the one frame of memory
/// it needs: a ``TwoFingerMotion/spread`` counts only when the frame before also had its spread above
/// the line (`S > 0.2 × T + 0.5 mm`, of any size).
///
/// A spread is final for a pan (it fails) and begins a pinch, so one frame's jitter must not decide it.
/// A scroll's spread ratio sits under the line by little (0.135 for a 15 % wobble over 20 mm against
/// 0.2), and at 0.2 mm of position jitter the spread is off by 0.4 mm (one standard deviation) at any
/// one frame: over the hundreds of frames of a slow scroll, single frames crossed it (every third case
/// of `glide grid`: 3 scrolls as pinches on single frames, 0 with the frame before). A pinch is above
/// the line long before its spread reaches 3 mm, so it begins on the same frame as without the memory;
/// only a pinch whose spread crosses the line on the frame it reaches 3 mm waits one frame (12.5 ms at
/// 80 Hz).
struct TwoFingerDecision: Sendable {
  /// The decision after the last measured frame.
  private(set) var motion = TwoFingerMotion.undecided
  private var lastAboveLine = false

  /// Takes one measured frame's reading (``TwoFingerMotion/read(first:second:fingerCount:)``).
  mutating func update(_ reading: TwoFingerMotion.Reading) {
    motion = reading.motion == .spread && !lastAboveLine ? .undecided : reading.motion
    lastAboveLine = reading.spreadAboveLine
  }

  /// Forgets the frames seen: a new pair starts afresh.
  mutating func reset() { self = TwoFingerDecision() }
}
