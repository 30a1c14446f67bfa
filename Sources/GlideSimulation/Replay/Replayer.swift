public import GlideInteraction
import GlideGestures
public import GlideInput

/// Runs a scenario over input events on one clock: a `FrameDriver` (the events' timestamps, plus a
/// display link that ticks between and after them while a transition is in flight, so completion
/// animations play out after the fingers lift) driving the scenario's run.
///
/// Feed it events (``consume(_:)``) then call ``finish()``; or ``replay(next:)`` a whole trace. The same
/// events and options give the same records, byte for byte.
public final class Replayer {
  public let run: ScenarioRun
  /// The clock: the display link, the gesture session, the order of frames and events.
  public let driver: FrameDriver
  /// Seconds the display link may run on after the input ends, waiting for the transition to complete.
  /// A completion still playing then (a long `duration`, a slow `completionSpeed`) is cut to the end it
  /// was heading for, finished or cancelled as decided (``ScenarioRun/cutCompletion(after:)``): no more
  /// display frames are drawn, the outcome is never the opposite one.
  public var drainLimit: Double = 30
  /// Seconds the display link runs on into a gap in the input while a transition is in flight (10):
  /// past them, when the next input is later still, it skips to just before that input and the log says
  /// so (a note: display frames skipped from when to when). A trace paused for a day then costs no more
  /// than one paused for ten seconds; traces without such gaps replay as before.
  public var gapLimit: Double {
    get { driver.gapLimit }
    set { driver.gapLimit = newValue }
  }
  /// Called after each display-link frame with its time (renderers, real-time pacing).
  public var onFrame: ((Double) -> Void)? {
    get { driver.onFrame }
    set { driver.onFrame = newValue }
  }

  public init(scenario: Scenario, options: ScenarioOptions, device: DeviceDescription, framesPerSecond: Double = 60) {
    run = ScenarioRun(scenario: scenario, options: options, device: device)
    let session = GestureSession(device: device, recognizers: run.recognizer.map { [$0] } ?? [], exclusive: true)
    driver = FrameDriver(session: session, driven: run, framesPerSecond: framesPerSecond, start: run.framesStart)
    // Only a scenario with motion effects reads the events itself (its viewer offset's source): the
    // others leave the driver's per-event hook unset.
    if run.motionScene != nil { driver.onEvent = { [unowned run] event in run.consumeMotionInput(event) } }
    driver.onGap = { [unowned run, unowned driver] from, to, skipped in
      run.note(
        "gap in the input: display frames from \(LogFormatting.fixed(from, 4)) s to "
          + "\(LogFormatting.fixed(to, 4)) s skipped (\(skipped) frames; the link runs "
          + "\(LogFormatting.fixed(driver.gapLimit, 1)) s into a gap)",
        at: from)
    }
  }

  /// The display link (frame `k` at `k / framesPerSecond` seconds).
  public var displayLink: DisplayLink { driver.displayLink }

  /// Replays every event `next` returns, then finishes.
  public func replay(next: () throws -> InputEvent?) rethrows -> ReplaySummary {
    while let event = try next() { consume(event) }
    return finish()
  }

  /// One input event: display frames due before it first, then the event (`FrameDriver/consume(_:)`).
  public func consume(_ event: InputEvent) { driver.consume(event) }

  /// Display frames due at or before `time` (seconds), then the scene's clock to `time`, with no input
  /// (`FrameDriver/advance(to:)`).
  public func advance(to time: Double) { driver.advance(to: time) }

  /// Ends the input: touches still down are cancelled, the display link runs on until the transition has
  /// completed and nothing moves (for ``drainLimit`` seconds at most), and the summary is made.
  public func finish() -> ReplaySummary {
    if let lastTime = driver.lastEventTime?.seconds {
      driver.endInput()
      run.endInput(at: max(lastTime, run.scene.engine.currentTime))
      driver.drain(until: lastTime + drainLimit)
      run.cutCompletion(after: drainLimit)
      run.forceCompletion(at: max(run.scene.engine.currentTime, driver.displayLink.nextTime))
    }
    return summary
  }

  /// The summary of what has happened so far.
  public var summary: ReplaySummary { ReplaySummary(run: run) }
}
