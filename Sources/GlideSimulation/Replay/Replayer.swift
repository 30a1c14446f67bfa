public import GlideInteraction
import GlideGestures
public import GlideInput

/// Runs a scenario over input events on one clock: the events' timestamps, plus a display link that
/// ticks between and after them while a transition is in flight, so completion animations play out after
/// the fingers lift.
///
/// Feed it events (``consume(_:)``) then call ``finish()``; or ``replay(next:)`` a whole trace. The same
/// events and options give the same records, byte for byte.
public final class Replayer {
  public let run: ScenarioRun
  // The clock state skips the runtime exclusivity check: it is read and advanced at every input and
  // display frame, never passed `inout` across a callback (`onFrame` runs after the advance).
  @exclusivity(unchecked) public private(set) var displayLink: DisplayLink
  /// Seconds the display link may run on after the input ends, waiting for the transition to complete.
  /// A completion still playing then (a long `duration`, a slow `completionSpeed`) is cut to the end it
  /// was heading for, finished or cancelled as decided (``ScenarioRun/cutCompletion(after:)``): no more
  /// display frames are drawn, the outcome is never the opposite one.
  public var drainLimit: Double = 30
  /// Seconds the display link runs on into a gap in the input while a transition is in flight (10):
  /// past them, when the next input is later still, it skips to just before that input and the log says
  /// so (a note: display frames skipped from when to when). A trace paused for a day then costs no more
  /// than one paused for ten seconds; traces without such gaps replay as before.
  public var gapLimit: Double = 10
  /// Called after each display-link frame with its time (renderers, real-time pacing).
  @exclusivity(unchecked) public var onFrame: ((Double) -> Void)?

  private let session: GestureSession
  /// The last event's time (kept as the event's timestamp: converting it to seconds at every event, a
  /// division, showed in the replay benchmark; only a `SYN_REPORT` needs the seconds).
  @exclusivity(unchecked) private var lastEventTime: Timestamp?

  public init(scenario: Scenario, options: ScenarioOptions, device: DeviceDescription, framesPerSecond: Double = 60) {
    run = ScenarioRun(scenario: scenario, options: options, device: device)
    session = GestureSession(device: device, recognizers: run.recognizer.map { [$0] } ?? [], exclusive: true)
    displayLink = DisplayLink(framesPerSecond: framesPerSecond)
  }

  /// Replays every event `next` returns, then finishes.
  public func replay(next: () throws -> InputEvent?) rethrows -> ReplaySummary {
    while let event = try next() { consume(event) }
    return finish()
  }

  /// One input event: display frames due before it first, then the event.
  ///
  /// Only a `SYN_REPORT` can change anything the scene sees (the events before it are buffered until it
  /// closes their frame), so the display frames and the scene's clock catch up there, not at every
  /// event: the same frames run in the same order, at about a seventh of the cost on a touchpad.
  public func consume(_ event: InputEvent) {
    if lastEventTime == nil { displayLink.skip(through: event.time.seconds) }
    lastEventTime = event.time
    if event.isSynReport {
      let time = event.time.seconds
      fireGestureDeadlines { $0 < event.time }
      tick(before: time)
      run.advanceClock(to: time)
    }
    session.consume(event)
    run.consumeMotionInput(event)
  }

  /// Display frames due at or before `time` (seconds), then the scene's clock to `time`, with no input:
  /// live, the clock reached `time` (a completion due by then has happened when the screen is drawn, and
  /// a gesture timer due by then has fired).
  public func advance(to time: Double) {
    fireGestureDeadlines { $0.seconds <= time }
    tick(before: time.nextUp)
    run.advanceClock(to: time)
  }

  /// Ends the input: touches still down are cancelled, the display link runs on until the transition has
  /// completed and nothing moves (for ``drainLimit`` seconds at most), and the summary is made.
  public func finish() -> ReplaySummary {
    if let lastTime = lastEventTime?.seconds {
      tick(before: lastTime)
      session.finish()
      run.endInput(at: max(lastTime, run.scene.engine.currentTime))
      let limit = lastTime + drainLimit
      while run.isBusy && displayLink.nextTime <= limit { frame(displayLink.advance()) }
      run.cutCompletion(after: drainLimit)
      run.forceCompletion(at: max(run.scene.engine.currentTime, displayLink.nextTime))
    }
    return summary
  }

  /// The summary of what has happened so far.
  public var summary: ReplaySummary { ReplaySummary(run: run) }

  /// Fires the gesture timers that `isDue` (a finger-count change that cancels a pinch after a grace
  /// period) at their own time, after the display frames before them: left to the next frame, the state
  /// change would be stamped earlier than frames already drawn, and act on the scene late.
  private func fireGestureDeadlines(while isDue: (Timestamp) -> Bool) {
    while let deadline = session.nextDeadline, isDue(deadline) {
      tick(before: deadline.seconds)
      run.advanceClock(to: deadline.seconds)
      session.advance(to: deadline)
      if session.nextDeadline == deadline { break }
    }
  }

  private func tick(before time: Double) {
    guard run.isBusy else {
      displayLink.skip(through: time)
      return
    }
    if time - displayLink.nextTime > gapLimit { tickAcrossGap(before: time) }
    while displayLink.nextTime < time && run.isBusy { frame(displayLink.advance()) }
    if !run.isBusy { displayLink.skip(through: time) }
  }

  /// A gap of more than ``gapLimit`` before `time`: frames for ``gapLimit`` seconds (a completion plays
  /// out), then, if anything still moves, a note and a skip to the last frame before `time`.
  @inline(never)
  private func tickAcrossGap(before time: Double) {
    let resume = displayLink.nextTime + gapLimit
    while displayLink.nextTime < resume && run.isBusy { frame(displayLink.advance()) }
    guard run.isBusy else { return }
    let (from, fromIndex) = (displayLink.nextTime, displayLink.nextIndex)
    displayLink.skip(through: time - displayLink.interval)
    let to = displayLink.nextTime
    let skipped = displayLink.nextIndex - fromIndex
    guard skipped > 0 else { return }
    run.note(
      "gap in the input: display frames from \(LogFormatting.fixed(from, 4)) s to "
        + "\(LogFormatting.fixed(to, 4)) s skipped (\(skipped) frames; the link runs "
        + "\(LogFormatting.fixed(gapLimit, 1)) s into a gap)",
      at: from)
  }

  private func frame(_ time: Double) {
    run.frame(at: time)
    onFrame?(time)
  }
}
