import GlideInteraction
import ArgumentParser
import Foundation
import GlideInput
import GlideOutput
import GlideSimulation
import GlideWindow

struct LiveCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "live",
    abstract: "Run a scenario on a live touchpad in real time, drawn in the terminal.",
    discussion: """
      Reads the touchpad (or the device given with --device) and runs the scenario on its events as \
      they come, on the clock the kernel stamps them with (CLOCK_MONOTONIC), with a display link \
      (60 Hz, --fps) ticking on the same clock while a transition is in flight.

      On a terminal it draws the two screens the scenario follows, scaled from the simulated screen \
      (boxes at their presented frames, rotated when they are, shaded by alpha: ▓ opaque, ▒, ░, · \
      faint), a line per screen with its frame, scale, rotation and alpha, and a status line with the \
      gesture's state, scale (or translation), velocity, the percent on screen, the finish rule's \
      decision and the transition's phase. When standard output is not a terminal (or with --plain) \
      it prints the status line instead, with the time in seconds since the start: at once when the \
      gesture's state, the transition's phase or the decision changes, otherwise each time it changes \
      but at most once per display frame; --json prints the run's records as JSON Lines, as \
      `glide replay --json` does.

      It stops on Ctrl-C (SIGINT), SIGTERM, SIGHUP or q, after --duration seconds, after the first \
      transition with --once, or when the device goes away; the terminal is put back each time. Fingers \
      still down then are cancelled, which cancels an interactive transition; a completion already \
      under way plays out. The summary follows (as in `glide replay`). --record FILE keeps the input \
      as an evemu file, its times on the session's timeline (seconds since the start) rather than from \
      the first event as `glide record` writes them, so `glide replay` runs it on the same display frames.

      --latency times every input frame that updates the transition (a gesture state change reaching \
      the coordinator): from the kernel's timestamp of its SYN_REPORT (on CLOCK_MONOTONIC) to the moment \
      the update has been applied, on the same clock. A device whose stamps are not on that clock (a \
      umockdev mock replays its script's times) is timed from the moment the read returned the event \
      instead, which leaves out the kernel's wake-up; the output says which ("kernel stamp → update" or \
      "read → update"). Status-line mode prints a latency line per update, --json a \
      {"type":"latency",...} object, the drawing shows the p99 so far; on exit a line (or a \
      {"type":"latencySummary",...} object) gives the count, p50, p99 and maximum in microseconds, \
      before the summary. Output is written after each read's events have been applied, never between \
      an event and its update.

      Examples:
        glide live
        glide live --device /dev/input/event5 --scenario edge-back --grab
        glide live --record pinch.evemu --once
        glide live --duration 10 --json > session.jsonl
        glide live --plain --latency
      """)

  @Option(
    help: ArgumentHelp("The device node; by default the first touchpad in /dev/input.", valueName: "PATH"))
  var device: InputPath?

  @OptionGroup var scenario: ScenarioCommandOptions

  @Option(help: ArgumentHelp("Also write the device's input to this evemu file.", valueName: "FILE"))
  var record: OutputPath?

  @Flag(help: "Grab the device exclusively: the desktop sees none of its input meanwhile.")
  var grab = false

  @OptionGroup var displayLink: DisplayLinkOptions

  @Option(help: ArgumentHelp("Stop after this many seconds (at most 86400).", valueName: "S"))
  var duration: Double?

  @Flag(help: "Stop once the first transition has completed.")
  var once = false

  @Flag(help: "Print the run's records as JSON Lines, then the summary object, instead of drawing.")
  var json = false

  @Flag(help: "Print status lines instead of drawing, even on a terminal.")
  var plain = false

  @Flag(help: "Time each update from the kernel's event timestamp; p50/p99/max on exit.")
  var latency = false

  @OptionGroup var window: WindowOptions

  @Flag(help: "With --window: the mouse and keyboard are the input (drag, Ctrl+drag, Shift+drag), not a touchpad.")
  var mouse = false

  func validate() throws {
    if mouse && !window.window { throw ValidationError("--mouse drives the window's screen: add --window.") }
    if mouse && (device != nil || grab) { throw ValidationError("--mouse is the input: leave out --device and --grab.") }
    if window.window && plain { throw ValidationError("--plain is for the terminal: leave it out with --window.") }
    if let duration, !(duration > 0 && duration <= 86_400) {
      throw ValidationError("Please give --duration above 0 and at most 86400 s (a day); got \(duration).")
    }
  }

  func run() throws {
    if window.window { return try runWindow() }
    let (chosen, options) = try scenario.resolve()
    let path = try devicePath(options)
    try refuseRecordOver(path)
    let source = try EvdevDevice(path: path, grab: grab)
    try ScenarioCommandOptions.check(chosen, options, on: source.description)
    let recorder = try record.map { try LiveRecorder(device: source.description, source: source.path, path: $0.path) }
    let session = LiveSession(
      input: source, clock: SystemClock(for: source.clock), scenario: chosen, options: options,
      framesPerSecond: displayLink.fps)
    session.onInput = { try recorder?.write($0) }
    session.measuresLatency = latency
    note("Running \(chosen.name) on \(path) (\"\(source.description.name.escapingInvisibles)\"); press Ctrl-C to stop.")
    let (ending, summary): (LiveSession.Ending, ReplaySummary)
    do {
      (ending, summary) = try drive(session, path: path, recorder: recorder)
      try recorder?.close()
    } catch {
      guard let recorder else { throw error }
      throw RecordingCutShort(
        cause: error, kept: try recorder.keepWritten(), recorded: recorder.eventCount, path: recorder.path)
    }
    if latency { emit(json ? Self.latencySummaryJSON(session) : Self.latencySummaryText(session)) }
    emit(json ? JSONLinesFormatter.summary(summary) : TextLogFormatter.summary(summary))
    try Output.flush()
    note(ending.message + (recorder.map { " Wrote \($0.eventCount) events to \($0.path)." } ?? ""))
  }

  /// `--window`: the session in the simulator window, its input a touchpad or the mouse; the summary (and
  /// the latencies) when the window closes.
  private func runWindow() throws {
    // The parameters first: a value out of range is the user's to fix whatever the display.
    let (chosen, options) = try scenario.resolve(screen: window.screen)
    try WindowError.checkDisplay(environment: ProcessInfo.processInfo.environment)
    // The window opens first: a device is read from the moment it is opened.
    let screen = (Int(options.number("screenWidth").rounded()), Int(options.number("screenHeight").rounded()))
    let mouseSurface = DeviceDescription.pointerSurface(widthPoints: screen.0, heightPoints: screen.1)
    let simulator = try WindowOptions.open(
      title: "glide live", options: options, device: mouseSurface, scale: window.scale,
      framesPerSecond: displayLink.fps, screenOption: WindowOptions.screenOption(given: window.screen, options: options))
    var touchpad: (path: String, device: EvdevDevice)?
    if !mouse {
      if let device {
        touchpad = (device.path, try EvdevDevice(path: device.path, grab: grab))
      } else if let found = try? TouchpadDiscovery.findTouchpad() {
        note("Using \(found.path): \(found.reason).")
        try refuseRecordOver(found.path)
        touchpad = (found.path, try EvdevDevice(path: found.path, grab: grab))
      } else {
        note("No touchpad found: the mouse is the input (drag, Ctrl+drag to pinch, Shift+drag to pan).")
      }
    }
    let device = touchpad?.device.description ?? mouseSurface
    let source = touchpad?.path ?? "the mouse"
    try ScenarioCommandOptions.check(chosen, options, on: device)
    if touchpad != nil {
      try simulator.setLayout(WindowOptions.layout(options: options, device: device, scale: window.scale))
    }
    let clock = SystemClock(for: touchpad?.device.clock ?? .monotonic)
    let pointer = touchpad == nil ? PointerInput(window: simulator, clock: clock) : nil
    let input: any LiveInput = touchpad?.device ?? pointer!
    let recorder = try record.map { try LiveRecorder(device: device, source: source, path: $0.path) }
    let session = LiveSession(
      input: input, clock: clock, scenario: chosen, options: options, framesPerSecond: displayLink.fps)
    session.onInput = { try recorder?.write($0) }
    session.measuresLatency = latency
    if json { session.onRecord = { emit(JSONLinesFormatter.line($0)) } }
    session.afterInput = { _ in try Output.flush() }
    let shown = LiveWindow(
      session: session, device: device, window: simulator, pointer: pointer, source: source, clock: clock)
    shown.measuresPresentation = latency
    note("Running \(chosen.name) on \(source) (\"\(device.name.escapingInvisibles)\") in a window; q, Escape or closing it stops.")
    note("Frames are paced by \(simulator.pacing.description); the renderer is \(simulator.rendererName).")
    let signals = LiveSignals()
    defer { signals.ignoreFurtherSignals() }
    let ending: LiveSession.Ending
    do {
      ending = try shown.run(limits: .init(duration: duration, stopAfterTransition: once)) {
        signals.pending().map { .signalled($0) }
      }
      try recorder?.close()
    } catch {
      _ = session.finish()
      simulator.close()
      try? Output.flush()
      guard let recorder else { throw error }
      throw RecordingCutShort(
        cause: error, kept: try recorder.keepWritten(), recorded: recorder.eventCount, path: recorder.path)
    }
    let summary = session.finish()
    simulator.close()
    if latency {
      emit(json ? Self.latencySummaryJSON(session) : Self.latencySummaryText(session))
      emit(json ? Self.presentationSummaryJSON(shown) : Self.presentationSummaryText(shown))
    }
    emit(json ? JSONLinesFormatter.summary(summary) : TextLogFormatter.summary(summary))
    try Output.flush()
    note(ending.message + (recorder.map { " Wrote \($0.eventCount) events to \($0.path)." } ?? ""))
  }

  /// Refuses `--record` over the device found in /dev/input (a device given with `--device` is checked
  /// with the other paths before the run).
  private func refuseRecordOver(_ found: String) throws(OutputRefusal) {
    guard let record, device == nil else { return }
    var paths = CommandPaths()
    paths.read(found, as: "the device \(found)")
    paths.write(record.path, option: "--record")
    try paths.check()
  }

  /// `presented: 41 updates, input → presented frame: p50 3120 µs, p99 16890 µs, max 17020 µs`.
  static func presentationSummaryText(_ shown: LiveWindow) -> String {
    "presented: \(shown.presentation.count) updates, input → presented frame: \(shown.presentation.summaryText)"
  }

  /// `{"type":"presentationSummary","updates":41,"p50":3120,"p99":16890,"max":17020}` (null percentiles
  /// without updates).
  static func presentationSummaryJSON(_ shown: LiveWindow) -> String {
    let histogram = shown.presentation
    let p50 = histogram.percentile(0.5).map { "\($0)" } ?? "null"
    let p99 = histogram.percentile(0.99).map { "\($0)" } ?? "null"
    let maximum = histogram.count > 0 ? "\(histogram.maximum)" : "null"
    return #"{"type":"presentationSummary","updates":\#(histogram.count),"p50":\#(p50),"p99":\#(p99),"max":\#(maximum)}"#
  }

  /// Runs the session until it ends, drawing or printing as it goes, and ends its input. The terminal is
  /// put back however it ends, and later stop signals are ignored: the process is on its way out.
  private func drive(
    _ session: LiveSession, path: String, recorder: LiveRecorder?
  ) throws -> (LiveSession.Ending, ReplaySummary) {
    let screen = !json && !plain && TerminalDisplay.isTerminal(STDOUT_FILENO) ? LiveScreen(path: path) : nil
    let printer = PlainPrinter()
    attachOutput(session, screen: screen, printer: printer)
    let signals = LiveSignals()
    defer { signals.ignoreFurtherSignals() }
    let display = screen.map { _ in TerminalDisplay() }
    screen?.display = display
    defer { display?.restore() }
    session.afterInput = { _ in try Output.flush() }
    let ending: LiveSession.Ending
    do {
      ending = try session.run(limits: .init(duration: duration, stopAfterTransition: once)) {
        if let signal = signals.pending() { return .signalled(signal) }
        return display?.quitRequested() == true ? .quitKey : nil
      }
    } catch {
      display?.restore()
      _ = session.finish()
      try? Output.flush()
      throw error
    }
    let summary = session.finish()
    display?.restore()
    if screen == nil && !json { printer.print(session.status) }
    return (ending, summary)
  }

  /// Where updates go: the drawing, status lines, or JSON Lines (with latency lines for --latency).
  private func attachOutput(_ session: LiveSession, screen: LiveScreen?, printer: PlainPrinter) {
    if json {
      session.onRecord = { emit(JSONLinesFormatter.line($0)) }
      if latency { session.onLatency = { emit($0.jsonLine) } }
    } else if let screen {
      screen.showsLatency = latency
      session.onUpdate = { screen.draw($0) }
    } else {
      session.onUpdate = { printer.print($0.status) }
      session.onRecord = { [unowned session] _ in printer.printIfStateChanged(session.status) }
      if latency { session.onLatency = { emit($0.plainLine) } }
    }
  }

  /// `latency: 41 coordinator updates of 52 input frames, read → update: p50 45 µs, p99 88 µs,
  /// max 120 µs`.
  static func latencySummaryText(_ session: LiveSession) -> String {
    let origin = session.latencyOrigin.map { ", \($0.phrase)" } ?? ""
    return "latency: \(session.latency.count) coordinator updates of \(session.inputFrames) input frames"
      + "\(origin): \(session.latency.summaryText)"
  }

  /// `{"type":"latencySummary","from":"read","updates":41,"inputFrames":52,"p50":45,"p99":88,"max":120}`
  /// (percentiles null without updates).
  static func latencySummaryJSON(_ session: LiveSession) -> String {
    let histogram = session.latency
    let from = session.latencyOrigin.map { "\"\($0.rawValue)\"" } ?? "null"
    let p50 = histogram.percentile(0.5).map { "\($0)" } ?? "null"
    let p99 = histogram.percentile(0.99).map { "\($0)" } ?? "null"
    let maximum = histogram.count > 0 ? "\(histogram.maximum)" : "null"
    return #"{"type":"latencySummary","from":\#(from),"updates":\#(histogram.count),"#
      + #""inputFrames":\#(session.inputFrames),"p50":\#(p50),"p99":\#(p99),"max":\#(maximum)}"#
  }

  /// `--device`, or the first touchpad, saying why it was chosen. A scenario whose viewer offset may
  /// come from a sensor (parallax's `sensor` or `auto`) takes the first accelerometer instead; with
  /// `auto` and none, the touchpad.
  private func devicePath(_ options: ScenarioOptions) throws -> String {
    if let device { return device.path }
    if case .text(let source)? = options.values["viewerOffset"], source != "touch" {
      do {
        let found = try TouchpadDiscovery.findAccelerometer()
        note("Using \(found.path): \(found.reason).")
        return found.path
      } catch {
        guard source == "auto", case .noAccelerometerFound = error else { throw error }
        note("No accelerometer found; the viewer offset follows a finger on the touchpad.")
      }
    }
    let found = try TouchpadDiscovery.findTouchpad()
    note("Using \(found.path): \(found.reason).")
    return found.path
  }
}

/// Draws a live session on the terminal.
final class LiveScreen {
  let path: String
  var display: TerminalDisplay?
  /// Whether the footer shows the latency's p99 so far (--latency).
  var showsLatency = false

  init(path: String) { self.path = path }

  func draw(_ session: LiveSession) {
    guard let display else { return }
    let size = display.size
    let renderer = TerminalRenderer(screenSize: session.run.scene.bounds.size)
    let time = String(format: "%.3f", session.time)
    let p99 = session.latency.percentile(0.99).map { "  latency p99 \($0) µs" } ?? ""
    let footer =
      "\(session.status.scenario) on \(path)  t \(time) s\(showsLatency ? p99 : "")  Ctrl-C or q quits"
    display.show(
      renderer.draw(
        screens: session.screens(), status: session.status, footer: footer, width: size.columns,
        height: size.rows))
  }
}

/// Prints the status line each time it changes: at once when the gesture's state, the transition's
/// phase or the decision changes, at most once per display frame otherwise (``print(_:)`` on updates).
final class PlainPrinter {
  private var last: String?
  private var lastState: String?

  func print(_ status: LiveStatus) {
    lastState = Self.state(status)
    guard status.line != last else { return }
    last = status.line
    emit(status.plainLine)
  }

  func printIfStateChanged(_ status: LiveStatus) {
    if Self.state(status) != lastState { print(status) }
  }

  private static func state(_ status: LiveStatus) -> String {
    [status.state?.rawValue, status.phase?.rawValue, status.decision?.outcome.rawValue]
      .map { $0 ?? "-" }.joined(separator: " ")
  }
}

/// `--record FILE`: the input in evemu's format, on the session's timeline (not re-based on the first
/// event, as `glide record` does), so `glide replay` plays it on the same display frames.
final class LiveRecorder {
  let path: String
  private var session: RecordingSession

  /// A recording of `device`'s events read from `source` (a device node, or the window's mouse).
  init(device: DeviceDescription, source: String, path: String) throws {
    self.path = path
    let writer = try EvemuWriter(
      path: path, device: device,
      comments: [
        "Recorded by glide live from \(source)",
        "Times are seconds since the session started, as the session placed them: a replay runs the display link on the same frames",
      ])
    session = RecordingSession(writer: writer, rebased: false)
  }

  var eventCount: Int { session.eventCount }

  func write(_ events: [InputEvent]) throws { try session.write(events) }

  func close() throws { try session.finish() }

  /// After a failure: keeps what reached the file whole (see ``RecordingSession/keepWritten()``).
  func keepWritten() throws -> Int { try session.keepWritten() }
}

/// A line on standard output, written with the others of its read when ``Output/flush()`` runs.
private func emit(_ line: String) {
  Output.add(line)
}

/// Standard output of `glide live`, collected while a read's events are applied and written after them
/// (``LiveSession/afterInput``), so writing never delays an update, and a pipe still sees each read's
/// lines as soon as they are made.
private enum Output {
  nonisolated(unsafe) private static var pending = ""

  static func add(_ line: String) {
    pending += line
    pending += "\n"
  }

  /// Writes the lines collected so far.
  /// - Throws: ``OutputError`` when standard output cannot be written (the session then stops, its
  ///   transition cancelled).
  static func flush() throws(OutputError) {
    guard !pending.isEmpty else { return }
    defer { pending = "" }
    try FileOutput.print(pending, terminator: "")
  }
}

/// A line on standard error, prefixed with the command's name.
private func note(_ message: String) {
  StandardError.write("glide live: \(message)\n")
}
