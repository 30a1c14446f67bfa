/// A display link at a fixed rate: frame `k` is at `k / framesPerSecond` seconds on the trace's clock, so
/// the same trace gives the same frames whatever machine replays it.
public struct DisplayLink: Hashable, Sendable {
  /// Frames per second (60 by default; 120 for ProMotion-like displays).
  public let framesPerSecond: Double
  /// The index of the next frame to deliver.
  public private(set) var nextIndex: Int64

  public init(framesPerSecond: Double = 60, startingAfter time: Double = 0) {
    precondition(framesPerSecond > 0 && framesPerSecond.isFinite, "a display link needs a positive frame rate")
    self.framesPerSecond = framesPerSecond
    nextIndex = Int64((time * framesPerSecond).rounded(.down)) + 1
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
