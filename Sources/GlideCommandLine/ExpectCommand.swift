import ArgumentParser
import Foundation
import GlideOutput
import GlideSimulation
import GlideTraceTesting

/// `glide expect`: writes a trace test's expectation from a replay, as snapshot-testing tools record
/// what they see the first time.
struct ExpectCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "expect",
    abstract: "Write a *.expect.json for a trace from its replay: what `glide test` then holds it to.",
    discussion: """
      Replays the trace exactly as `glide replay` and `glide test` do and writes an expectation that the \
      replay meets: the scenario and every parameter that differs from its default (from --set, \
      --policy, a scenario file …), the outcome, the numbers with stated tolerances (percentAtRelease \
      ± 0.005, releaseTime ± 0.0005 s, completionTime ± 0.005 s, velocityAtRelease ± 5 % or at least \
      0.05/s; null where the replay has none), the transitions started and ended, the appearance \
      callbacks in order and the decision's reason. The trace is written relative to the expectation's \
      folder. Read the file before you commit it: it says what happened, not what should.

      The workflow: record a gesture on a touchpad (glide record), write its expectation, commit both; \
      after a deliberate change, glide test --update rewrites the values that changed.

      Examples:
        glide record -o traces/mine/flick.evemu
        glide expect traces/mine/flick.evemu --scenario edge-back -o traces/mine/flick.expect.json
        glide expect traces/pinch-pop/cancel-slow.evemu --set duration=0.3 -o slow.expect.json
      """)

  @Argument(help: "The trace file.")
  var path: InputPath

  @OptionGroup var trace: TraceOptions
  @OptionGroup var scenario: ScenarioCommandOptions
  @OptionGroup var displayLink: DisplayLinkOptions

  @Option(name: [.short, .customLong("output")], help: ArgumentHelp("The expectation to write (NAME.expect.json; - for standard output).", valueName: "FILE"))
  var output: OutputPath

  @Option(help: "The expectation's description: what the trace does and why the numbers follow.")
  var description: String?

  func validate() throws {
    let output = self.output.path
    guard output == "-" || output.hasSuffix(TraceTestRunner.suffix) else {
      throw ValidationError("Please name the expectation NAME\(TraceTestRunner.suffix), as glide test looks for; got '\(output.escapingInvisibles)'.")
    }
    try Self.requireNamedTrace(path.path)
    if let desc = trace.desc?.path { try Self.requireNamedTrace(desc, role: "description (--desc)") }
  }

  /// Refuses a trace that `glide test` could not read again from the name the expectation keeps:
  /// standard input (`-`, `/dev/stdin`, `/dev/fd/N`), a FIFO or a socket.
  static func requireNamedTrace(_ path: String, role: String = "trace") throws {
    let stream: String? =
      path == "-" || path == "/dev/stdin" || path.hasPrefix("/dev/fd/") || path.hasPrefix("/proc/self/fd/")
      ? "standard input" : SpecialFile(path).map { $0.kind }
    guard let stream else { return }
    throw ValidationError(
      "An expectation names its \(role) for glide test to read on every run, and '\(path.escapingInvisibles)' is "
        + "\(stream), which cannot be read again; please save it to a file and give its path, e.g. "
        + (role == "trace"
          ? "glide convert - -o t.evemu, then glide expect t.evemu -o t\(TraceTestRunner.suffix)."
          : "cat > t.desc, then glide expect t.events --desc t.desc -o t\(TraceTestRunner.suffix)."))
  }

  func run() throws {
    let (path, output) = (self.path.path, self.output.path)
    // Checked here, after the paths (`--scene F -o F` is told as the overwrite it would be).
    if let scene = scenario.scene?.path {
      throw ValidationError(
        "--scene \(scene.escapingInvisibles): an expectation does not name a scene, and glide test replays its trace "
          + "without one, so the scene would be used here and not there; please leave out --scene.")
    }
    let (chosen, options) = try scenario.resolve()
    let reader = try trace.open(path)
    try ScenarioCommandOptions.check(chosen, options, on: reader.device)
    let replayer = Replayer(scenario: chosen, options: options, device: reader.device, framesPerSecond: displayLink.fps)
    let summary = try replayer.replay { try reader.next() }
    let defaults = Dictionary(uniqueKeysWithValues: chosen.defaultOptions.ordered.map { ($0.0.name, $0.1) })
    let overrides = options.ordered.filter { defaults[$0.0.name] != $0.1 }.map { (name: $0.0.name, value: $0.1.description) }
    let expectation = TraceExpectation.recorded(
      from: summary, path: output == "-" ? "expectation.expect.json" : output, trace: path,
      desc: trace.desc?.path, scenario: chosen.name, parameters: overrides, framesPerSecond: displayLink.fps,
      description: description)
    try OutputFile.write(expectation.jsonText(), to: output)
    if output != "-" {
      try FileOutput.print("wrote \(output.escapingInvisibles): \(chosen.name) \(summary.outcome.rawValue)" + (overrides.isEmpty ? "" : ", " + overrides.map { "\($0.name)=\($0.value)" }.joined(separator: " ")))
    }
  }
}
