public import GlideInput
public import GlideSimulation
import GlideInteraction

/// A replay played frame by frame for the window: a `Replayer` fed a trace's events up to the display
/// frame shown, so it can run on, pause, step one frame either way and start again. Frame `n` is at
/// `n / framesPerSecond` seconds on the trace's clock, the frames `glide render` draws; the events up to
/// a frame's time have been run when it shows, and the display link's frames up to it.
///
/// Stepping back replays from the start to the frame before (a replay runs hundreds of times faster
/// than real time, so this is immediate). Once the events are over and nothing moves, the replay
/// finishes (as `glide replay` ends one) and ``summary`` is set; ``end()`` ends it sooner, as closing
/// the window does: fingers still down are cancelled, a completion under way plays out at once, and a
/// transition is never left half done.
public final class ReplayPlayback {
  public let events: [InputEvent]
  public let device: DeviceDescription
  public let scenario: Scenario
  public let options: ScenarioOptions
  public let framesPerSecond: Double
  /// The first frame: the first after the first event (none without events), or the first at or after
  /// the run's `framesStart` when its set-up animates (frame 0).
  public let firstFrame: Int64

  public private(set) var replayer: Replayer
  /// The contacts and their paths as of the frame shown.
  public private(set) var trails: ContactTrails
  /// What the heads-up lines say as of the frame shown.
  public private(set) var headsUp: HeadsUpDisplay
  /// The frame shown.
  public private(set) var frame: Int64
  /// The replay's summary, once it has ended.
  public private(set) var summary: ReplaySummary?
  /// The next event to run.
  private var nextEvent = 0

  public init(
    events: [InputEvent], device: DeviceDescription, scenario: Scenario, options: ScenarioOptions,
    framesPerSecond: Double
  ) {
    (self.events, self.device, self.scenario, self.options, self.framesPerSecond) =
      (events, device, scenario, options, framesPerSecond)
    (replayer, trails, headsUp) = Self.start(scenario: scenario, options: options, device: device, fps: framesPerSecond)
    firstFrame =
      replayer.run.framesStart.map { DisplayLink(framesPerSecond: framesPerSecond, startingAt: $0).nextIndex }
      ?? events.first.map { Int64(($0.time.seconds * framesPerSecond).rounded(.down)) + 1 } ?? 0
    frame = firstFrame
    attach()
    run(to: time(of: firstFrame))
  }

  /// The frame's time, seconds on the trace's clock.
  public func time(of frame: Int64) -> Double { Double(frame) / framesPerSecond }

  /// The time of the frame shown.
  public var time: Double { time(of: frame) }

  /// Whether the replay has ended (no frame after this one).
  public var hasEnded: Bool { summary != nil }

  /// Shows frame `target`: runs on to it, or replays from the start to it when it is earlier (not before
  /// the first frame; not past the end).
  public func show(_ target: Int64) {
    let target = max(target, firstFrame)
    if target < frame { restart() }
    while frame < target && summary == nil {
      frame += 1
      run(to: time(of: frame))
    }
  }

  /// From the first frame again.
  public func restart() {
    (replayer, trails, headsUp) = Self.start(scenario: scenario, options: options, device: device, fps: framesPerSecond)
    attach()
    (frame, nextEvent, summary) = (firstFrame, 0, nil)
    run(to: time(of: firstFrame))
  }

  /// Ends the replay at the frame shown, as closing the window does, and returns its summary: touches still
  /// down are cancelled (cancelling an interactive transition), and a completion under way is played out
  /// at once.
  @discardableResult
  public func end() -> ReplaySummary {
    if let summary { return summary }
    let run = replayer.run
    if run.recognizer?.state.isActive == true || run.interactor.context?.isInteractive == true {
      let now = Timestamp(microseconds: Int64((time * 1_000_000).rounded()))
      replayer.consume(InputEvent(time: now, type: .syn, code: .synDropped, value: 0))
      replayer.consume(.synReport(at: now))
    }
    let summary = replayer.finish()
    self.summary = summary
    return summary
  }

  // MARK: - Internals

  private static func start(
    scenario: Scenario, options: ScenarioOptions, device: DeviceDescription, fps: Double
  ) -> (Replayer, ContactTrails, HeadsUpDisplay) {
    let replayer = Replayer(scenario: scenario, options: options, device: device, framesPerSecond: fps)
    replayer.run.retainsRecords = false
    replayer.run.capturesViews = false
    return (replayer, ContactTrails(device: device), HeadsUpDisplay(scenario: scenario.name))
  }

  private func attach() {
    replayer.run.onRecord = { [unowned self] record in self.headsUp.apply(record) }
  }

  /// Runs the events up to `time` and the display link's frames, and ends the replay when the events are
  /// over and nothing moves (or fingers are still down after the last event).
  private func run(to time: Double) {
    while nextEvent < events.count && events[nextEvent].time.seconds <= time {
      replayer.consume(events[nextEvent])
      trails.consume(events[nextEvent])
      nextEvent += 1
    }
    replayer.advance(to: time)
    trails.age(to: time)
    guard nextEvent == events.count else { return }
    let run = replayer.run
    let last = events.last?.time.seconds ?? time
    if !run.isBusy || run.recognizer?.state.isActive == true || time > last + replayer.drainLimit {
      summary = replayer.finish()
    }
  }
}
