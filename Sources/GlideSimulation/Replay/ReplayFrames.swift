public import GlideInput

/// Replays a trace as ``Replayer`` does and hands every display-link frame from the first event to the end
/// of the replay to ``onFrame``, frames where nothing moves too: what a screen shows over the replay, frame
/// by frame at the link's rate (a video of it, `glide render`). The replayer's own frames (while a
/// transition or an animation runs) come through its `onFrame`; the frames it skips while nothing moves are
/// handed over before the input that follows them, showing the scene as it stands then.
///
///     let frames = ReplayFrames(replayer: Replayer(scenario: .pinchPop, options: options, device: device))
///     frames.onFrame = { frame in draw(frames.replayer.run.scene, at: frame.time) }
///     _ = try frames.replay { try reader.next() }
public final class ReplayFrames {
  /// One display-link frame.
  public struct Frame: Hashable, Sendable {
    /// 0 for the first frame handed over, then 1, 2, … with no gaps.
    public let number: Int
    /// The display link's index of the frame: its time is `index / framesPerSecond`.
    public let index: Int64
    /// Seconds on the trace's clock.
    public let time: Double
    /// Whether the replayer ran this frame itself (something was moving); false for a still frame.
    public let isMoving: Bool
    /// The transition's progress on screen (0…1, a spring may overshoot), or nil when none is in flight.
    public let percent: Double?
  }

  public let replayer: Replayer
  /// Called with every frame, in order, while the scene shows it.
  public var onFrame: ((Frame) -> Void)?
  /// The frames handed over so far.
  public private(set) var count = 0
  /// The display-link index of the next frame to hand over (nil before the first event).
  private var nextIndex: Int64?

  /// Hooks `replayer`'s `onFrame` (a callback already set keeps being called, first).
  public init(replayer: Replayer) {
    self.replayer = replayer
    let previous = replayer.onFrame
    replayer.onFrame = { [unowned self] time in
      previous?(time)
      self.moving(at: time)
    }
  }

  /// Replays every event `next` returns, then finishes, handing over every frame up to the end: the
  /// frame the replay ended on, or the last event's frame when nothing was moving at the end.
  public func replay(next: () throws -> InputEvent?) rethrows -> ReplaySummary {
    var lastEventTime: Double?
    let summary = try replayer.replay {
      let event = try next()
      if let event {
        let time = event.time.seconds
        if nextIndex == nil { nextIndex = index(after: time) }
        still(before: time)
        lastEventTime = time
      } else if let lastEventTime {
        still(before: lastEventTime.nextUp)
      }
      return event
    }
    if nextIndex != nil {
      let end = max(replayer.run.scene.engine.currentTime, lastEventTime ?? 0)
      still(before: end.nextUp)
    }
    return summary
  }

  private var framesPerSecond: Double { replayer.displayLink.framesPerSecond }

  /// The first frame index after `time`.
  private func index(after time: Double) -> Int64 { Int64((time * framesPerSecond).rounded(.down)) + 1 }

  /// Hands over the frames before `time` that the replayer will not run: those it skipped because nothing
  /// moved (all of them while it is idle; while it is busy, it runs every frame from its link's next one).
  ///
  /// Across a gap longer than the replayer's ``Replayer/gapLimit``, the still frames of its first
  /// `gapLimit` seconds are handed over, then the last one before `time`: the rest are skipped, as the
  /// replayer skips its own.
  private func still(before time: Double) {
    guard var index = nextIndex else { return }
    let busy = replayer.run.isBusy
    let replayerNext = replayer.displayLink.nextIndex
    let isBefore = { (index: Int64) in
      Double(index) / self.framesPerSecond < time && (!busy || index < replayerNext)
    }
    var handed: Int64 = 0
    while isBefore(index) {
      if handed == gapFrames { index = max(index, lastIndex(before: time, busy ? replayerNext : nil)) }
      hand(index: index, isMoving: false)
      index += 1
      handed += 1
    }
    nextIndex = index
  }

  /// A frame the replayer ran at `time`; any frame it skipped before is handed over first (across a gap
  /// longer than ``Replayer/gapLimit``, those of its first `gapLimit` seconds only).
  private func moving(at time: Double) {
    let index = Int64((time * framesPerSecond).rounded())
    if nextIndex == nil { nextIndex = index }
    guard var next = nextIndex else { return }
    var handed: Int64 = 0
    while next < index && handed < gapFrames {
      hand(index: next, isMoving: false)
      next += 1
      handed += 1
    }
    hand(index: index, isMoving: true)
    nextIndex = index + 1
  }

  /// How many still frames a gap shows before the rest are skipped.
  private var gapFrames: Int64 { Int64((replayer.gapLimit * framesPerSecond).rounded(.up)) }

  /// The last frame index before `time` (and before `limit`, when given).
  private func lastIndex(before time: Double, _ limit: Int64?) -> Int64 {
    var index = Int64((time * framesPerSecond).rounded(.up))
    while Double(index) / framesPerSecond >= time { index -= 1 }
    return limit.map { min(index, $0 - 1) } ?? index
  }

  private func hand(index: Int64, isMoving: Bool) {
    let time = Double(index) / framesPerSecond
    let run = replayer.run
    // What the gesture drives: the percent-driven transition, or a scenario's own (drag-drawer's sheet).
    let percent = run.isTransitionInFlight ? run.presentedPercent(at: time) : nil
    onFrame?(Frame(number: count, index: index, time: time, isMoving: isMoving, percent: percent))
    count += 1
  }
}
