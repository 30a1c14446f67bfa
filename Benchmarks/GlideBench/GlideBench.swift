import ArgumentParser
import GlideAnimation
import GlideGestures
import GlideInput
import GlideRender
import GlideSimulation

/// `glide-bench`: Glide's throughput on a trace file, stage by stage, for `tools/bench`.
///
/// Each command reads the whole trace `--runs` times and prints the fastest run on one line of
/// `key value` pairs (see ``measure(_:runs:_:)``); nothing is rendered or formatted while timing.
@main
struct GlideBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "glide-bench",
    abstract: "Time Glide's trace reading and replay on a trace file, and its layout solver (best of several runs).",
    discussion: """
      Commands, each adding a stage to the one before:
        parse      read every event (evemu or libinput record, detected from the content)
        assemble   … and assemble SYN_REPORT frames
        recognise  … and run a pinch recogniser over them (GestureSession, as replay does)
        replay     … the whole replay: Replayer with a scenario (pinch-pop by default) driving its
                   transition, with display-link frames; no log formatting, no rendering (frames log
                   the progress, not the views as presented: --views adds them, as a log needs)
        render     the replay drawn offscreen at every display frame (ReplayFrames, LayerRenderer on
                   the compositor, --scale), each frame's pixels read back; nothing encoded; where a
                   frame's time goes (the list, the GPU's drawing, the readback)
      and, on no trace:
        layout     GlideLayout solving a list screen, then moving its width every frame (see layout --help)

      Output, one line: LABEL events N checksum C best_s S ns_per_event X events_per_s Y [counts]
      peak_rss_kb K. Run it on one core (taskset -c 1) for the figures in BENCHMARKS.md.

      Examples:
        glide-bench parse big.evemu --runs 5
        taskset -c 1 glide-bench replay big.evemu --runs 3
      """,
    subcommands: [Parse.self, Assemble.self, Recognise.self, Replay.self, Layout.self, Render.self])
}

/// The options every command takes.
struct BenchOptions: ParsableArguments {
  @Argument(help: "The trace file (evemu or libinput record).")
  var trace: String

  @Option(help: "How many times to read it; the fastest run is printed.")
  var runs = 5

  func validate() throws {
    guard runs > 0 else { throw ValidationError("Please give --runs a positive count; got \(runs).") }
  }
}

extension GlideBench {
  struct Parse: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Read every event of the trace.")
    @OptionGroup var options: BenchOptions

    func run() throws {
      let format = try TraceReader.open(options.trace).format
      try measure("glide-\(format == .evemu ? "evemu" : "libinput-record")", runs: options.runs) {
        let reader = try TraceReader.open(options.trace)
        var result = RunResult()
        while let event = try reader.next() { result.add(event) }
        return result
      }
    }
  }

  struct Assemble: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Read the trace and assemble its frames.")
    @OptionGroup var options: BenchOptions

    func run() throws {
      try measure("assemble", runs: options.runs) {
        let reader = try TraceReader.open(options.trace)
        var assembler = FrameAssembler(device: reader.device)
        var (result, frames, touches) = (RunResult(), 0, 0)
        while let event = try reader.next() {
          result.add(event)
          guard let frame = assembler.consume(event) else { continue }
          (frames, touches) = (frames + 1, touches + frame.touches.count)
        }
        result.counts = [("frames", "\(frames)"), ("touches", "\(touches)")]
        return result
      }
    }
  }

  struct Recognise: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Read, assemble and run a pinch recogniser, as a replay does (no transition).")
    @OptionGroup var options: BenchOptions

    func run() throws {
      try measure("recognise", runs: options.runs) {
        let reader = try TraceReader.open(options.trace)
        let pinch = PinchGestureRecognizer()
        var changes = 0
        pinch.addStateObserver { _ in changes += 1 }
        let session = GestureSession(device: reader.device, recognizers: [pinch], exclusive: true)
        var result = RunResult()
        while let event = try reader.next() {
          result.add(event)
          session.consume(event)
        }
        session.finish()
        result.counts = [("gesture_events", "\(changes)")]
        return result
      }
    }
  }

  struct Replay: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Replay the trace through a scenario's transition (Replayer), without logging it.")
    @OptionGroup var options: BenchOptions

    @Option(help: "The scenario.")
    var scenario = "pinch-pop"

    @Flag(help: "Work out the tracked views as presented at every frame, as a log or a renderer needs.")
    var views = false

    func run() throws {
      let chosen = try Scenario.named(scenario)
      try measure("replay", runs: options.runs) {
        let reader = try TraceReader.open(options.trace)
        let replayer = Replayer(scenario: chosen, options: chosen.defaultOptions, device: reader.device)
        replayer.run.retainsRecords = false  // as `glide replay` runs: records are streamed, not kept
        replayer.run.capturesViews = views  // no rendering by default: frames log the progress only
        var result = RunResult()
        let summary = try replayer.replay {
          let event = try reader.next()
          if let event { result.add(event) }
          return event
        }
        result.counts = [
          ("transitions_started", "\(summary.transitionsStarted)"),
          ("transitions_ended", "\(summary.transitionsEnded)"),
          ("decisions", "\(replayer.run.decisions.count)"),
        ]
        return result
      }
    }
  }
}

extension GlideBench {
  struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Replay the trace and draw every display frame offscreen (no encoding, no output).")
    @OptionGroup var options: BenchOptions

    @Option(help: "The scenario.")
    var scenario = "pinch-pop"

    @Option(help: "Pixels per point.")
    var scale = 2.0

    @Flag(help: "Lay a systemMaterial bar over the top 91 points of the screen (a navigation bar and status bar).")
    var bar = false

    func run() throws {
      let chosen = try Scenario.named(scenario)
      let fonts = try FontLibrary()
      let size = Size(
        width: chosen.defaultOptions.number("screenWidth"), height: chosen.defaultOptions.number("screenHeight"))
      let canvas = try Canvas(offscreenSize: size, scale: scale, fonts: fonts)
      var pixels = [UInt8](repeating: 0, count: canvas.pixelWidth * canvas.pixelHeight * 3)
      var span = (first: 0.0, last: 0.0)
      try measure("render", runs: options.runs, cpu: processCPUSeconds) {
        let reader = try TraceReader.open(options.trace)
        let replayer = Replayer(scenario: chosen, options: chosen.defaultOptions, device: reader.device)
        replayer.run.retainsRecords = false
        replayer.run.capturesViews = false
        if bar {
          let window = replayer.run.scene.window.layer
          var state = LayerState(
            position: Point(x: size.width / 2, y: 45.5), bounds: Rect(x: 0, y: 0, width: size.width, height: 91))
          state.material = LayerMaterial(style: .systemMaterial)
          window.addSublayer(Layer(engine: window.engine, state: state))
        }
        let frames = ReplayFrames(replayer: replayer)
        let renderer = LayerRenderer()
        var checksum: UInt64 = 0
        var phases = (list: 0.0, drawing: 0.0, readback: 0.0)
        frames.onFrame = { frame in
          let start = monotonicSeconds()
          try? renderer.render(replayer.run.scene, at: frame.time, on: canvas)
          let listed = monotonicSeconds()
          canvas.finish()
          let drawn = monotonicSeconds()
          pixels.withUnsafeMutableBytes { canvas.read(into: $0) }
          phases.list += listed - start
          phases.drawing += drawn - listed
          phases.readback += monotonicSeconds() - drawn
          checksum &+= UInt64(pixels[pixels.count / 2]) &+ UInt64(pixels[pixels.count / 3]) << 8
          if frame.number == 0 { span.first = frame.time }
          span.last = frame.time
        }
        var result = RunResult()
        _ = try frames.replay {
          let event = try reader.next()
          if let event { result.add(event) }
          return event
        }
        result.counts = [
          ("frames", "\(frames.count)"), ("pixels", "\(canvas.pixelWidth)x\(canvas.pixelHeight)"),
          ("first_frame_s", fixed(span.first, 6)), ("last_frame_s", fixed(span.last, 6)),
          ("pixel_checksum", "\(checksum)"),
          ("list_ms_per_frame", fixed(phases.list * 1000 / Double(max(frames.count, 1)), 3)),
          ("drawing_ms_per_frame", fixed(phases.drawing * 1000 / Double(max(frames.count, 1)), 3)),
          ("readback_ms_per_frame", fixed(phases.readback * 1000 / Double(max(frames.count, 1)), 3)),
          ("renderer", canvas.rendererName.replacingOccurrences(of: " ", with: "_")),
        ]
        return result
      }
    }
  }
}

extension RunResult {
  /// Counts `event` and folds it into the checksum.
  @inline(__always)
  mutating func add(_ event: InputEvent) {
    events += 1
    checksum &+= UInt64(bitPattern: event.time.microseconds) &+ UInt64(event.type.rawValue) << 16
      &+ UInt64(event.code.rawValue) << 8 &+ UInt64(bitPattern: Int64(event.value))
  }
}
