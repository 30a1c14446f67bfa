import ArgumentParser
import Foundation
import GlideOutput
import GlideSimulation

/// `glide sweep`: one rule's parameter over a range, on many traces.
struct SweepCommand: ParsableCommand {
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
      ../shared/traces-real/ are one trace each. Output is sorted by path.

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
        glide sweep ../shared/traces-real --rule kwin --param threshold=0.1:0.9:0.1 --csv kwin.csv --svg kwin.svg
      """)

  @Argument(help: ArgumentHelp("Trace files and folders of traces.", valueName: "DIR|FILE"))
  var paths: [String] = []

  @Option(help: ArgumentHelp("The finish rule (see `glide compare --help`).", valueName: "NAME"))
  var rule: String

  @Option(help: ArgumentHelp("The parameter and its values.", valueName: "NAME=FROM:TO:STEP"))
  var param: String

  @OptionGroup var scenario: ScenarioCommandOptions

  @OptionGroup var shard: ShardOption

  @Option(help: "Traces replayed at once (default: the number of cores; at most 256).")
  var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

  @Option(help: ArgumentHelp("Write the rows as CSV to this file.", valueName: "FILE"))
  var csv: String?

  @Option(help: ArgumentHelp("Write the finish-rate plot as SVG to this file.", valueName: "FILE"))
  var svg: String?

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

  func run() throws {
    for path in paths { try SinglePassInput.check(path, command: "glide sweep") }
    let (rule, parameter, range) = try plan()
    let traces = try found()
    var inputs = CommandInputs(traces.flatMap { [$0.path, $0.descriptionPath] })
    inputs.add(scenario.scenarioFile)
    try inputs.refuse(csv, svg)
    Interruption.install()
    let options = scenario
    // The scene is read once, here: a missing one is said once, not as every trace unreadable.
    let scene = try options.loadScene()
    let source: ParameterSweep.ScenarioSource =
      if let fixed = try fixedScenario(scene: scene) { .fixed(fixed) } else { .perTrace(ExpectationIndex(searching: paths)) }
    let sweep = ParameterSweep(
      rule: rule, parameter: parameter, range: range, scenario: source, framesPerSecond: displayLink.fps
    ) { name, setup in try options.resolve(defaultScenario: name, setup: setup, loadedScene: scene) }
    let bar = ProgressBar.onTerminal()
    let progress: (@Sendable (Int, Int) -> Void)? =
      if let bar { { done, total in bar.show(done, of: total) } } else { nil }
    let result = sweep.run(traces, jobs: jobs, progress: progress)
    bar?.clear()
    for trace in result.unreadable { FileHandle.standardError.write(Data("error: \(trace.error ?? "")\n".utf8)) }
    for trace in result.traces { trace.inputWarnings.lines(path: trace.trace.path).forEach(warn) }
    try FileOutput.print(result.text())
    if list { try FileOutput.print("\n" + result.traceLines()) }
    try write(result.csv(), to: csv, flag: "--csv")
    try write(SweepPlot(result: result).svg(), to: svg, flag: "--svg")
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

  private func found() throws -> [LabTrace] {
    let chosen = try shard.parsed()
    do {
      let traces = try LabTrace.find(in: paths)
      return chosen.map { shard in traces.filter { shard.contains($0.path) } } ?? traces
    } catch {
      throw ValidationError("Please give trace files or folders that hold traces: \(error.description).")
    }
  }

  /// Writes `text` to the file `flag` names, whole or not at all (see `OutputFile`).
  private func write(_ text: String, to path: String?, flag: String) throws(OutputError) {
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
    lock.withLock { FileHandle.standardError.write(Data("\r[\(bar)] \(done)/\(total) traces".utf8)) }
  }

  func clear() {
    lock.withLock { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
  }
}
