import ArgumentParser
import Foundation
import GlideDemos
import GlideAnimation
import GlideInput
import GlideOutput
import GlideSimulation
import GlideWindow

struct ReplayCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "replay",
    abstract: "Run a scenario over a trace and log the interactive transition it drives.",
    discussion: """
      Replays the trace's events on their own clock, with a display link (60 Hz, --fps) ticking \
      between and after them while a transition is in flight, so the completion plays out after the \
      fingers lift. Without a trace it replays the bundled default, traces/default.evemu (a pinch in \
      from scale 1 to 0.4 over 0.5 s, on which pinch-pop finishes).

      The log has the gesture's state changes with the percent they map to, one line per display \
      frame while a transition is in flight (percent and the two screens' frames), the finish rule's \
      decision and its inputs, the coordinator's interaction changes, the appearance callbacks and the \
      completion, then a summary. --json prints the same as JSON Lines ending with a summary object \
      (the schema is in docs/commands.md). Same trace and options, same output, byte for byte.

      Examples:
        glide replay
        glide replay traces/pinch-pop/cancel-slow.evemu --json
        glide replay traces/edge-back/finish.evemu --scenario edge-back --set travel=30
        glide replay traces/back-swipe/finish-fling.evemu --scenario back-swipe --set screenWidth=375
        glide replay --scenario pinch-pop --policy projection --completion spring
        glide replay --demo ship-path --json

      --demo NAME logs one of the reference articles' animations (`glide demos` lists them) instead: \
      the taps and drags it is given, and at every display frame from its start to its end each layer \
      it follows as presented (position, rotation, scale, opacity, colour), then a summary.
      """)

  @Argument(help: "A trace file (default: the bundled traces/default.evemu).")
  var path: InputPath?

  @OptionGroup var trace: TraceOptions
  @OptionGroup var scenario: ScenarioCommandOptions

  @OptionGroup var displayLink: DisplayLinkOptions

  @Flag(help: "Replay in real time (sleep to the events' timestamps) instead of as fast as possible.")
  var realtime = false

  @Flag(help: "Print JSON Lines instead of the readable log.")
  var json = false

  @Option(help: ArgumentHelp("Log a demo instead of a replay (see `glide demos`): its layers at every frame; a trace, if given, gives its taps and drags.", valueName: "NAME"))
  var demo: String?

  @OptionGroup var window: WindowOptions

  @Option(help: ArgumentHelp("With --window: the playback speed to start at (0.1 to 4).", valueName: "X"))
  var speed: Double = 1

  @Flag(help: "With --window: start paused on the first frame.")
  var paused = false

  func validate() throws {
    if let demo {
      _ = try DemosCommand.demo(named: demo)
      if window.window { throw ValidationError("glide demos \(demo) --window plays a demo in the window; replay --demo logs it.") }
      try DemoConflicts.refuse(demo: demo, scenario, others: realtime ? ["--realtime"] : [])
    }
    guard speed >= 0.1, speed <= 4 else { throw ValidationError("Please give --speed from 0.1 to 4; got \(speed).") }
    if !window.window && (speed != 1 || paused) { throw ValidationError("--speed and --paused are for the window: add --window.") }
    if window.window && realtime { throw ValidationError("--window plays in real time already: leave out --realtime.") }
  }

  func run() throws {
    if window.window { return try runWindow() }
    if let demo { return try runDemo(demo) }
    let (chosen, options) = try scenario.resolve()
    let (device, next) = try openInput()
    try ScenarioCommandOptions.check(chosen, options, on: device)
    let replayer = Replayer(
      scenario: chosen, options: options, device: device, framesPerSecond: displayLink.fps)
    var pacer = RealTimePacer()
    // Paced in real time, each display frame is printed at its own time and each event's records at
    // the event's: frames in a gap in the input (a completion after the fingers lift) are not held
    // back until the next event arrives.
    var pendingEventTime: Double?
    // The log streams out as it is made, formatted into one reused buffer written in 64 KiB chunks
    // (every line as it is made when paced in real time): nothing is kept, so memory stays flat
    // however long the trace.
    let output = FileOutput.standardOutput()
    let out = output.buffer
    let (json, realtime) = (json, realtime)  // read once: a flag's wrapper is slow to read per event
    replayer.run.retainsRecords = false
    replayer.run.onRecord = { record in
      if json { JSONLinesFormatter.write(record, to: out) } else { TextLogFormatter.write(record, to: out) }
      out.append(byte: UInt8(ascii: "\n"))
    }
    var flushFailure: (any Error)?
    if realtime {
      replayer.onFrame = { time in
        pacer.wait(until: time)
        do { try output.flush() } catch { flushFailure = flushFailure ?? error }
      }
    }
    let summary = try replayer.replay {
      if let flushFailure { throw flushFailure }
      if realtime {
        if let time = pendingEventTime { pacer.wait(until: time) }
        try output.flush()
      } else {
        try output.lineEnded()
      }
      let event = try next()
      if realtime, let event {
        pacer.start(at: event.time.seconds)
        pendingEventTime = event.time.seconds
      }
      return event
    }
    if let flushFailure { throw flushFailure }
    if json { JSONLinesFormatter.write(summary, to: out) } else { TextLogFormatter.write(summary, to: out) }
    out.append(byte: UInt8(ascii: "\n"))
    try output.flush()
  }

  /// `--demo NAME`: the demo's log, every record as it is made, then a summary.
  private func runDemo(_ name: String) throws {
    let demo = try DemosCommand.demo(named: name)
    let size = Size(width: 390, height: 844)
    let run = DemoRun(
      demo: demo, size: size, inputs: try DemosCommand.inputs(trace: path?.path, options: trace, size: size),
      framesPerSecond: displayLink.fps)
    let output = FileOutput.standardOutput()
    let json = json
    var inputs = 0
    run.onRecord = { record in
      if case .input = record.kind { inputs += 1 }
      output.buffer.append(json ? DemoLogFormatter.json(record) : DemoLogFormatter.text(record))
      output.buffer.append(byte: UInt8(ascii: "\n"))
    }
    try run.play { _ in try output.lineEnded() }
    let end = run.time(ofFrame: run.frameCount - 1)
    if json {
      output.buffer.append(
        "{\"type\":\"summary\",\"demo\":\"\(demo.name)\",\"frames\":\(run.frameCount),\"inputs\":\(inputs),\"end\":\(String(fixed: end, places: 6))}\n")
    } else {
      output.buffer.append("\n\(demo.name): \(run.frameCount) frames, 0.000 s to \(String(fixed: end, places: 3)) s at \(String(format: "%g", displayLink.fps)) fps, \(inputs) inputs\n")
    }
    try output.flush()
  }

  /// `--window`: the replay played in the simulator window until it is closed, then its summary.
  private func runWindow() throws {
    // The parameters first: a value out of range is the user's to fix whatever the display.
    let (chosen, options) = try scenario.resolve(screen: window.screen)
    try WindowError.checkDisplay(environment: ProcessInfo.processInfo.environment)
    let (device, next) = try openInput()
    try ScenarioCommandOptions.check(chosen, options, on: device)
    var events: [InputEvent] = []
    while let event = try next() { events.append(event) }
    let playback = ReplayPlayback(
      events: events, device: device, scenario: chosen, options: options, framesPerSecond: displayLink.fps)
    let name = path.map { ($0.path as NSString).lastPathComponent } ?? "default.evemu"
    let simulator = try WindowOptions.open(
      title: "glide replay — \(name)", options: options, device: device, scale: window.scale,
      framesPerSecond: displayLink.fps, screenOption: WindowOptions.screenOption(given: window.screen, options: options))
    let session = ReplayWindow(
      playback: playback, window: simulator, traceName: name, speed: speed, paused: paused)
    session.note = { StandardError.write("glide replay: \($0)\n") }
    let summary = try session.run()
    let output = FileOutput.standardOutput()
    if json { JSONLinesFormatter.write(summary, to: output.buffer) } else { TextLogFormatter.write(summary, to: output.buffer) }
    output.buffer.append(byte: UInt8(ascii: "\n"))
    try output.flush()
  }

  /// The trace's device and a function returning its events one by one.
  private func openInput() throws -> (DeviceDescription, () throws -> InputEvent?) {
    if let path {
      let reader = try trace.open(path.path)
      return (reader.device, { try reader.next() })
    }
    if let path = DefaultTrace.path() {
      let reader = try trace.open(path)
      return (reader.device, { try reader.next() })
    }
    let (device, events) = DefaultTrace.synthesized()
    var iterator = events.makeIterator()
    return (device, { iterator.next() })
  }
}

/// Sleeps so that trace time `t` happens `t − t₀` seconds of wall time after the first call.
/// Sleeps until a trace time (seconds) is due on the monotonic clock, counted from the first event's.
struct RealTimePacer {
  private var origin: (trace: Double, wall: ContinuousClock.Instant)?

  /// Starts the clock at the first event's time (later calls change nothing).
  mutating func start(at time: Double) {
    if origin == nil { origin = (time, .now) }
  }

  /// Sleeps until `time` (seconds, trace time) is due; not at all before ``start(at:)``.
  func wait(until time: Double) {
    guard let origin else { return }
    let target = origin.wall.advanced(by: .seconds(time - origin.trace))
    let now = ContinuousClock.now
    if target > now { Thread.sleep(forTimeInterval: Double((target - now).components.attoseconds) / 1e18 + Double((target - now).components.seconds)) }
  }
}
