/// A display link at a fixed rate: frame `k` is at `k / framesPerSecond` seconds on the trace's clock, so
/// the same trace gives the same frames whatever machine replays it.
public struct DisplayLink: Hashable, Sendable {
  /// Frames per second (60 by default; 120 for ProMotion-like displays).
  public let framesPerSecond: Double
  /// The index of the next frame to deliver.
  public private(set) var nextIndex: Int64

  /// A display link whose first frame is the first one strictly after `time` (seconds): frame 1 by default.
  public init(framesPerSecond: Double = 60, startingAfter time: Double = 0) {
    precondition(framesPerSecond > 0 && framesPerSecond.isFinite, "a display link needs a positive frame rate")
    self.framesPerSecond = framesPerSecond
    nextIndex = Int64((time * framesPerSecond).rounded(.down)) + 1
  }

  /// A display link whose first frame is the first one at or after `time` (seconds): the frame at `time`
  /// itself when one falls there (`startingAt: 0` begins with frame 0, at 0 s).
  public init(framesPerSecond: Double = 60, startingAt time: Double) {
    precondition(framesPerSecond > 0 && framesPerSecond.isFinite, "a display link needs a positive frame rate")
    precondition(time.isFinite, "a display link starts at a finite time")
    self.framesPerSecond = framesPerSecond
    // The smallest k with k / framesPerSecond ≥ time, as nextTime computes it: time × rate may round
    // to just above a whole number (0.1 × 60 is 6.000000000000001) when time is that frame's own.
    let index = Int64((time * framesPerSecond).rounded(.up))
    nextIndex = Double(index - 1) / framesPerSecond >= time ? index - 1 : index
  }

  /// Seconds between frames.
  public var interval: Double { 1 / framesPerSecond }

  /// The time of the next frame.
  public var nextTime: Double { Double(nextIndex) / framesPerSecond }

  /// Takes the next frame's time.
  public mutating func advance() -> Double {
    defer { nextIndex += 1 }
    return nextTime
  }

  /// Skips frames up to and including `time` (nothing was moving then).
  public mutating func skip(through time: Double) {
    let index = Int64((time * framesPerSecond).rounded(.down)) + 1
    nextIndex = max(nextIndex, index)
  }
}
