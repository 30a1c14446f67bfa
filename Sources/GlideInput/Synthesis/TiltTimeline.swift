/// A device's attitude over time, for synthetic accelerometer traces: it starts at an ``Attitude``, and
/// each move turns it to another over a duration (both angles in step), holding between moves.
public struct TiltTimeline: Hashable, Sendable {
  /// One turn to `attitude`, from `start` seconds, over `duration` seconds along `easing`.
  public struct Move: Hashable, Sendable {
    public var attitude: Attitude
    public var start: Double
    public var duration: Double
    public var easing: Easing

    public init(to attitude: Attitude, start: Double, duration: Double, easing: Easing = .linear) {
      (self.attitude, self.start, self.duration, self.easing) = (attitude, start, duration, easing)
    }
  }

  public var initial: Attitude
  /// The moves, in time order, not overlapping.
  public var moves: [Move]
  /// Seconds the trace lasts: the device reports from 0 up to this time.
  public var duration: Double

  public init(initial: Attitude, moves: [Move] = [], duration: Double) {
    self.initial = initial
    self.moves = moves
    self.duration = duration
  }

  /// The attitude at `time` seconds.
  public func attitude(at time: Double) -> Attitude {
    var from = initial
    for move in moves {
      guard time >= move.start else { break }
      let end = move.start + move.duration
      guard time < end, move.duration > 0 else {
        from = move.attitude
        continue
      }
      let p = move.easing((time - move.start) / move.duration)
      return Attitude(
        horizontal: from.horizontal + (move.attitude.horizontal - from.horizontal) * p,
        vertical: from.vertical + (move.attitude.vertical - from.vertical) * p)
    }
    return from
  }
}
