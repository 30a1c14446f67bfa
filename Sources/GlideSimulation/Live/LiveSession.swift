public import GlideInteraction
import GlideGestures
public import GlideInput
import GlideTransitions

/// Where a live session reads its events: a live evdev device, or a stand-in in tests.
public protocol LiveInput: AnyObject {
  /// The device the events come from.
  var description: DeviceDescription { get }
  /// The events available now, waiting up to `timeout` for the first (see `EvdevDevice/read(timeout:)`).
  func read(timeout: Duration?) throws(EvdevError) -> [InputEvent]
}

extension EvdevDevice: LiveInput {}

/// A scenario run in real time on a live device: reads the device, feeds its events to a ``Replayer``
/// on one timeline with the display link (`LiveTimeline`: seconds since the session started, on the
/// clock the device stamps its events with), ticks the display link as the clock moves on, and asks
/// for a redraw (``onUpdate``) at most once per display frame when something changed.
///
/// ```swift
/// let pad = try EvdevDevice(path: "/dev/input/event5")
/// let live = LiveSession(input: pad, clock: SystemClock(for: pad.clock), scenario: .pinchPop,
///                        options: Scenario.pinchPop.defaultOptions)
/// live.onUpdate = { print($0.status.plainLine) }
/// let ending = try live.run(limits: .init(duration: 10))
/// let summary = live.finish()
/// ```
///
/// The session ends when `stopRequested` says so, a limit is reached, or the device goes away
/// (``Ending``); ``finish()`` then ends the input the way a lost device does: touches still down are
/// cancelled (an interaction in progress cancels its transition), a completion already under way plays
/// out on the simulated clock, and the summary is made.
public final class LiveSession {
  /// Why a session ended.
  public enum Ending: Hashable, Sendable {
    /// A stop signal arrived (its number).
    case signalled(Int32)
    /// The user typed `q`.
    case quitKey
    /// The simulator window was closed (or `q` or Escape typed in it).
    case windowClosed
    /// ``Limits/duration`` seconds passed.
    case durationElapsed(Double)
    /// A transition completed and ``Limits/stopAfterTransition`` was set.
    case transitionCompleted
    /// The device went away; the text says which and how.
    case deviceWentAway(String)

    /// One sentence for the user.
    public var message: String {
      switch self {
      case .signalled(let signal): "Stopped by \(LiveSignals.name(signal))."
      case .quitKey: "Stopped: q pressed."
      case .windowClosed: "Stopped: the window was closed."
      case .durationElapsed(let seconds): "Stopped after \(LogFormatting.fixed(seconds, 3)) s."
      case .transitionCompleted: "Stopped after the first transition completed."
      case .deviceWentAway(let text): "Stopped: \(text)"
      }
    }
  }

  /// When to stop on its own.
  public struct Limits: Hashable, Sendable {
    /// Seconds after the start.
    public var duration: Double?
    /// Stop once a transition the input started has completed and nothing moves (not one the set-up
    /// started: a presentation on a spring at launch).
    public var stopAfterTransition: Bool

    public init(duration: Double? = nil, stopAfterTransition: Bool = false) {
      self.duration = duration
      self.stopAfterTransition = stopAfterTransition
    }
  }

  public let replayer: Replayer
  public var run: ScenarioRun { replayer.run }
  /// What the status line shows, updated with every record (its time: the latest record's or update's).
  public private(set) var status: LiveStatus
  public private(set) var timeline: LiveTimeline
  /// Called with the events read, placed on the session's timeline (seconds since the session started,
  /// as the replayer sees them), before the replayer takes them (`--record`, so that a replay of the
  /// recording runs the display link on the same frames); its errors end ``run``.
  public var onInput: (([InputEvent]) throws -> Void)?
  /// Called with each event as placed on the session's timeline, just before the replayer takes it (the
  /// window's touch surface follows the contacts with these).
  public var onEvent: ((InputEvent) -> Void)?
  /// Called with each record of the run as it is made.
  public var onRecord: ((ReplayRecord) -> Void)?
  /// Called when the picture should be redrawn: at most once per display frame, after input or a frame.
  public var onUpdate: ((LiveSession) -> Void)?
  /// The longest a read waits when nothing moves, seconds: how often stop requests are looked at when
  /// no signal interrupts the wait.
  public var idleWait = 0.1

  /// Whether to time every input frame that updates the coordinator (``latency``, ``onLatency``): the
  /// clock is read once more per read and per `SYN_REPORT`. Off by default.
  public var measuresLatency = false
  /// The latencies of the input frames that updated the coordinator (a gesture state change reached the
  /// scenario run: began, changed, ended, cancelled), µs; see ``LatencySample`` for what is measured.
  public private(set) var latency = LatencyHistogram()
  /// Where ``latency`` counts from (nil before the first event).
  public var latencyOrigin: LatencySample.Origin? {
    timeline.eventsAreOnSessionClock.map { $0 ? .kernelStamp : .readTime }
  }
  /// The input frames (`SYN_REPORT`s) run while measuring, whether or not they updated the coordinator.
  public private(set) var inputFrames = 0
  /// Called with each latency sample, after the read's events and any redraw have been handled (so
  /// output never sits between an event and its update).
  public var onLatency: ((LatencySample) -> Void)?
  /// Called after the events of each read and the frames due have been run, and any redraw asked for:
  /// where output collected meanwhile is written. What it throws (a failed write) stops ``run(limits:stopRequested:)``.
  public var afterInput: ((LiveSession) throws -> Void)?

  private let input: any LiveInput
  private let clock: any LiveClock
  private var changed = false
  /// The clock's time at the last redraw asked for, seconds on the timeline.
  private var lastUpdate = -Double.infinity
  /// Gesture records made so far: one more after a `SYN_REPORT` means the coordinator was updated.
  private var gestureRecords = 0
  private var samples: [LatencySample] = []

  /// A session reading `input`, with `clock` the clock its events are stamped on (its reading now is
  /// the session's start).
  public init(
    input: any LiveInput, clock: any LiveClock, scenario: Scenario, options: ScenarioOptions,
    framesPerSecond: Double = 60
  ) {
    self.input = input
    self.clock = clock
    replayer = Replayer(
      scenario: scenario, options: options, device: input.description, framesPerSecond: framesPerSecond)
    // A session may run for hours: records go to `onRecord` as they are made and are not kept.
    replayer.run.retainsRecords = false
    status = LiveStatus(scenario: scenario.name)
    timeline = LiveTimeline(start: clock.now())
    replayer.onFrame = { [weak self] _ in self?.changed = true }
    replayer.run.onRecord = { [weak self] record in
      if case .gesture = record.kind { self?.gestureRecords += 1 }
      self?.status.apply(record)
      self?.onRecord?(record)
    }
  }

  /// Seconds on the session's timeline up to which everything has been run.
  public var time: Double { Double(timeline.latest) / 1_000_000 }

  // MARK: - Running

  /// Reads and runs until `stopRequested` returns an ending, a limit is reached or the device goes away.
  /// - Throws: An `EvdevError` other than the device going away, or what ``onInput`` or ``afterInput`` threw.
  public func run(limits: Limits = Limits(), stopRequested: () -> Ending? = { nil }) throws -> Ending {
    while true {
      if let ending = stopRequested() ?? limitReached(limits) { return ending }
      let events: [InputEvent]
      do {
        // Rounded up: a wait cut to 0 µs just short of a frame would read again and again before it.
        events = try input.read(timeout: .microseconds(Int64((waitTime(limits) * 1_000_000).rounded(.up))))
      } catch {
        guard case .deviceDisappeared = error else { throw error }
        return .deviceWentAway(error.description)
      }
      try take(events, readAt: measuresLatency && !events.isEmpty ? clock.now() : 0)
    }
  }

  /// Ends the input now: touches still down are cancelled (as after dropped events), the display link
  /// runs on until every transition has completed, and the summary is made.
  public func finish() -> ReplaySummary {
    _ = timeline.tick(at: clock.now())
    if run.recognizer?.state.isActive == true || run.isInteractive {
      let now = Timestamp(microseconds: timeline.latest)
      replayer.consume(InputEvent(time: now, type: .syn, code: .synDropped, value: 0))
      replayer.consume(.synReport(at: now))
    }
    return replayer.finish()
  }

  /// The tracked screens as presented now, back to front (the order the window paints them; screens
  /// not in the window first).
  public func screens() -> [ViewState] {
    let window = run.scene.window
    var depth: [ObjectIdentifier: Int] = [:]
    func visit(_ view: View) {
      depth[ObjectIdentifier(view)] = depth.count
      view.subviews.forEach(visit)
    }
    visit(window)
    return run.binding.trackedViews.enumerated()
      .map { (depth[ObjectIdentifier($0.element.1)] ?? -1, $0.offset, $0.element) }
      .sorted { ($0.0, $0.1) < ($1.0, $1.1) }
      .map { ViewState(name: $0.2.0, view: $0.2.1, window: window) }
  }

  // MARK: - Internals

  /// Runs `events` (read just now, at clock reading `readAt` when measuring latency) and the display
  /// frames due, and asks for a redraw when one is due.
  private func take(_ events: [InputEvent], readAt: Int64) throws {
    let now = clock.now()
    let placedEvents = timeline.place(events, readAt: now)
    if !events.isEmpty {
      try onInput?(placedEvents)
      changed = true
    }
    for (event, placed) in zip(events, placedEvents) {
      onEvent?(placed)
      guard measuresLatency && event.isSynReport else {
        replayer.consume(placed)
        continue
      }
      let recordsBefore = gestureRecords
      replayer.consume(placed)
      if gestureRecords != recordsBefore { measure(event, placed: placed, readAt: readAt) }
      inputFrames += 1
    }
    let clockTime = timeline.tick(at: now)
    replayer.advance(to: clockTime)
    // Display frames are the clock's: a device off the session's clock can have its events placed ahead
    // of it (the first read late), and redraws paced by their times would wait for the clock to catch up.
    // A hair under a frame, so rounding never puts a redraw off by a whole frame.
    if changed && clockTime - lastUpdate >= interval * 0.999 {
      (changed, lastUpdate, status.time) = (false, clockTime, time)
      onUpdate?(self)
    }
    deliverSamples()
    try afterInput?(self)
  }

  /// Notes the latency of the frame `event` closed, now that its update has been applied: from the
  /// kernel's stamp when it is on the session's clock, else from the read.
  private func measure(_ event: InputEvent, placed: InputEvent, readAt: Int64) {
    let applied = clock.now()
    let origin = latencyOrigin ?? .readTime
    let start = origin == .kernelStamp ? event.time.microseconds : readAt
    var sample = LatencySample(
      time: placed.time.seconds, microseconds: max(applied - start, 0), origin: origin)
    sample.start = start
    latency.add(sample.microseconds)
    samples.append(sample)
  }

  private func deliverSamples() {
    guard !samples.isEmpty else { return }
    if let onLatency { samples.forEach(onLatency) }
    samples.removeAll(keepingCapacity: true)
  }

  /// How long the next read may wait: until the next display frame while something moves, the next
  /// redraw when one is pending, the end of the duration, and ``idleWait`` at most.
  private func waitTime(_ limits: Limits) -> Double {
    let now = timeline.seconds(at: clock.now())
    var wait = idleWait
    if run.isBusy { wait = min(wait, replayer.displayLink.nextTime - now) }
    if changed { wait = min(wait, lastUpdate + interval - now) }
    if let duration = limits.duration { wait = min(wait, duration - now) }
    return max(wait, 0)
  }

  private func limitReached(_ limits: Limits) -> Ending? {
    if let duration = limits.duration, timeline.seconds(at: clock.now()) >= duration {
      return .durationElapsed(duration)
    }
    if limits.stopAfterTransition && run.transitionsEnded > run.setUpTransitions && !run.isBusy { return .transitionCompleted }
    return nil
  }

  private var interval: Double { replayer.displayLink.interval }
}
