import ArgumentParser
import Foundation
import GlideLab
import GlideOutput
import GlideSimulation
import GlideTraceTesting

/// `glide sweep`: one rule's parameter over a range, on many traces.
struct SweepCommand: ParsableCommand, FoundPaths {
  static let configuration = CommandConfiguration(
    commandName: "sweep",
    abstract: "Sweep a finish rule's parameter over traces: how many finish at each value, and which flip.",
    discussion: """
      Replays every trace at every value of the parameter (FROM, FROM + STEP, … TO inclusive; value i \
      is FROM + i·STEP rounded to the decimals the range was written with, so there is no float \
      drift) under the rule, and prints a row per value: how many traces finished of those in which a \
      transition started, the rate, and the traces whose outcome differs from the first value's \
      (listed under the row). --csv writes the rows (value,finished,started,rate,flips,flipped); --svg \
      a plot of the finish rate against the parameter.

      Traces: files as named; folders searched recursively (hidden entries skipped) for *.evemu, \
      *.events, *.yml and *.yaml. An events-only file (*.events) is read after the .desc beside it \
      whose name is the longest prefix of its own, so the .desc + .events pairs of \
      traces/real/ are one trace each. Output is sorted by path.

      The scenario of each trace: --scenario (or --scenario-file) for all; else the scenario of an \
      *.expect.json that names the trace (expectations under the folders given, or beside a file \
      given; the first by path when several do), with the expectation's settings of the scenario's \
      own parameters (drag-drawer's start=open; not its rule or completion); else the one chosen from the trace's recognised \
      gesture: every built-in scenario's recogniser runs over the trace with default options, and the \
      scenario whose transition starts first is taken (ties in `glide scenarios` order: pinch-pop, \
      edge-back, swipe-tabs, drop-dismiss, spring-present, back-swipe). A trace on which none starts (a tap, a \
      mouse) counts as no transition. --set applies to every trace (it must fit each one's scenario).

      --param takes the rule's short parameter name (velocityThreshold is gnome.velocityThreshold for \
      --rule gnome) or the full option name; `glide scenarios` lists them. For gnome, 0 means \
      GNOME's own value for the device.

      Traces run in parallel, --jobs at a time (default: the number of cores); the output is the same \
      whatever the number. A progress bar is drawn on standard error when it is a terminal. A trace \
      that cannot be read or replayed gets one located error line on standard error and the sweep \
      goes on; the exit status is non-zero only when no trace could be read.

      Examples:
        glide sweep traces --rule gnome --param velocityThreshold=0.1:1.5:0.1
        glide sweep traces/pinch-pop traces/synaptics --rule uikit-classic --param percentThreshold=0.1:0.6:0.05
        glide sweep traces/real --rule kwin --param threshold=0.1:0.9:0.1 --csv kwin.csv --svg kwin.svg
      """)

  @Argument(help: ArgumentHelp("Trace files and folders of traces.", valueName: "DIR|FILE"))
  var paths: [InputPath] = []

  @Option(help: ArgumentHelp("The finish rule (see `glide compare --help`).", valueName: "NAME"))
  var rule: String

  @Option(help: ArgumentHelp("The parameter and its values.", valueName: "NAME=FROM:TO:STEP"))
  var param: String

  @OptionGroup var scenario: ScenarioCommandOptions

  @OptionGroup var shard: ShardOption

  @Option(help: "Traces replayed at once (default: the number of cores; at most 256).")
  var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

  @Option(help: ArgumentHelp("Write the rows as CSV to this file.", valueName: "FILE"))
  var csv: OutputPath?

  @Option(help: ArgumentHelp("Write the finish-rate plot as SVG to this file.", valueName: "FILE"))
  var svg: OutputPath?

  @OptionGroup var displayLink: DisplayLinkOptions

  @Flag(help: "Also list every trace: the scenario it ran and why, and its outcome at each value.")
  var list = false

  func validate() throws {
    guard !paths.isEmpty else {
      throw ValidationError("Please give trace files or folders of traces, e.g. glide sweep traces ….")
    }
    guard (1...GridCommand.maximumJobs).contains(jobs) else {
      throw ValidationError("Please give --jobs from 1 to \(GridCommand.maximumJobs); got \(jobs).")
    }
    _ = try plan()
    try LabOptions.rejectPolicy(scenario, instead: "--rule")
  }

  /// The traces found in the folders, and the expectations there that may choose their scenarios.
  func declareFoundPaths(into found: inout CommandPaths) throws {
    for path in paths { try SinglePassInput.check(path.path, command: "glide sweep") }
    for trace in try self.found().traces {
      found.read(trace.path, as: "\(trace.path), a trace the sweep replays")
      if let desc = trace.descriptionPath { found.read(desc, as: "\(desc), the description of \(trace.path)") }
    }
    for expectation in expectationFiles() {
      found.read(expectation, as: "\(expectation), an expectation the sweep reads")
    }
  }

  /// The expectations that may choose the traces' scenarios, as `ExpectationIndex` searches them: under
  /// each folder, and beside each file.
  private func expectationFiles() -> [String] {
    paths.flatMap { path -> [String] in
      guard SpecialFile(path.path) == nil, FileManager.default.fileExists(atPath: path.path) else { return [] }
      if (try? FileManager.default.contentsOfDirectory(atPath: path.path)) != nil {
        return (try? TraceTestRunner.expectationFiles(in: [path.path])) ?? []
      }
      let folder = (path.path as NSString).deletingLastPathComponent
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
      return names.filter { $0.hasSuffix(TraceTestRunner.suffix) }.map { folder.isEmpty ? $0 : folder + "/" + $0 }
    }
  }

  func run() throws {
    for path in paths { try SinglePassInput.check(path.path, command: "glide sweep") }
    let (rule, parameter, range) = try plan()
    let (traces, skipped) = try found()
    for file in skipped { warn("\(file.path.escapingInvisibles): skipped: it is \(file.kind), not a trace file") }
    Interruption.install()
    let options = scenario
    // The scene is read once, here: a missing one is said once, not as every trace unreadable.
    let scene = try options.loadScene()
    let source: ParameterSweep.ScenarioSource
    if let fixed = try fixedScenario(scene: scene) {
      source = .fixed(fixed)
    } else {
      let index = ExpectationIndex(searching: paths.map(\.path))
      for error in index.unreadable { warn("skipped, not used to choose a trace's scenario: \(error.description)") }
      source = .perTrace(index)
    }
    let sweep = ParameterSweep(
      rule: rule, parameter: parameter, range: range, scenario: source, framesPerSecond: displayLink.fps
    ) { name, setup in try options.resolve(defaultScenario: name, setup: setup, loadedScene: scene) }
    let bar = ProgressBar.onTerminal()
    let progress: (@Sendable (Int, Int) -> Void)? =
      if let bar { { done, total in bar.show(done, of: total) } } else { nil }
    let result = sweep.run(traces, jobs: jobs, progress: progress)
    bar?.clear()
    for trace in result.failed { StandardError.write("error: \(trace.error ?? "")\n") }
    for trace in result.traces { trace.inputWarnings.lines(path: trace.trace.path).forEach(warn) }
    try FileOutput.print(result.text())
    if list { try FileOutput.print("\n" + result.traceLines()) }
    try write(result.csv(), to: csv?.path)
    try write(SweepPlot(result: result).svg(), to: svg?.path)
    if result.readable.isEmpty { throw ExitCode.failure }
  }

  /// The rule, its parameter and the range, or a validation error naming what is expected.
  private func plan() throws -> (FinishRule, ScenarioParameter, SweepRange) {
    let rules = try LabOptions.rules(rule, flag: "--rule")
    guard rules.count == 1, let chosen = rules.first else {
      throw ValidationError("Please give --rule one rule name; '\(rule.escapingInvisibles)' names \(rules.count).")
    }
    guard let equals = param.firstIndex(of: "=") else {
      throw ValidationError(
        "Please write --param as NAME=FROM:TO:STEP, e.g. --param velocityThreshold=0.2:1.2:0.1; got '\(param.escapingInvisibles)'.")
    }
    let (parameter, range): (ScenarioParameter, SweepRange)
    do {
      parameter = try ParameterSweep.parameter(named: String(param[..<equals]), of: chosen)
      range = try SweepRange(parsing: String(param[param.index(after: equals)...]))
    } catch {
      throw ValidationError("Please fix --param: \(error.description).")
    }
    let shortName = String(param[..<equals])
    if let given = scenario.overrides.first(where: { [parameter.name, shortName].contains($0.split(separator: "=", maxSplits: 1).first.map(String.init)) }) {
      // The sweep sets the parameter at every value: the --set would be overridden without a word.
      throw ValidationError(
        "--set \(given.escapingInvisibles) and --param \(param.escapingInvisibles) both set \(parameter.name); the sweep "
          + "gives it every value of --param: please leave out the --set.")
    }
    for value in range.values {
      guard let bounds = parameter.range, !bounds.contains(value) else { continue }
      throw ValidationError(
        "Please give --param \(parameter.name) values \(bounds.phrase(unit: parameter.unit)); "
          + "got \(range.text(value)) in \(param[param.index(after: equals)...].escapingInvisibles).")
    }
    return (chosen, parameter, range)
  }

  /// The scenario named by --scenario or --scenario-file, validated with the --set overrides.
  private func fixedScenario(scene: SceneFile?) throws -> String? {
    guard scenario.scenario != nil || scenario.scenarioFile != nil else { return nil }
    return try scenario.resolve(loadedScene: scene).0.name
  }

  /// The traces to replay (this shard's), and the files found in the folders that are not regular files
  /// (a FIFO, a device), which would block or never end: left out, each with a warning.
  private func found() throws -> (traces: [LabTrace], skipped: [SpecialFile]) {
    let chosen = try shard.parsed()
    do {
      var traces = try LabTrace.find(in: paths.map(\.path))
      traces = chosen.map { shard in traces.filter { shard.contains($0.path) } } ?? traces
      let named = Set(paths.map(\.path))
      var skipped: [SpecialFile] = []
      traces.removeAll { trace in
        for file in [trace.path, trace.descriptionPath] {
          guard let file, !named.contains(file), let special = SpecialFile(file) else { continue }
          skipped.append(special)
          return true
        }
        return false
      }
      return (traces, skipped)
    } catch {
      throw ValidationError("Please give trace files or folders that hold traces: \(error.description).")
    }
  }

  /// Writes `text` to the file at `path`, whole or not at all (see `OutputFile`).
  private func write(_ text: String, to path: String?) throws(OutputError) {
    guard let path else { return }
    try OutputFile.write(text, to: path)
  }
}

/// `[#####-----] 12/90 traces` redrawn in place on standard error.
final class ProgressBar: Sendable {
  private let lock = NSLock()

  /// A bar when standard error is a terminal, else nil.
  static func onTerminal() -> ProgressBar? { isatty(STDERR_FILENO) == 1 ? ProgressBar() : nil }

  func show(_ done: Int, of total: Int) {
    let width = 30
    let filled = total > 0 ? done * width / total : width
    let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
    lock.withLock { StandardError.write("\r[\(bar)] \(done)/\(total) traces") }
  }

  func clear() {
    lock.withLock { StandardError.write("\r\u{1B}[K") }
  }
}
