import ArgumentParser
import Foundation
import GlideInput
import GlideLab
import GlideOutput
import GlideReports
import GlideSimulation

struct ReportCommand: ParsableCommand, FoundPaths {
  static let configuration = CommandConfiguration(
    commandName: "report",
    abstract: "Write a self-contained HTML report of a scenario replayed over a trace.",
    discussion: """
      Replays the trace as `glide replay` does (same scenario options, same clock) and writes one HTML \
      page that needs no network: a timeline plot of the gesture's value, the percent complete (on \
      screen at each display frame, and what the gesture asked for) and the velocity toward \
      completion, with the release and its decision, the finish rule's thresholds and the completion \
      tail; a filmstrip of the screens at chosen times; and a scrubber that shows the view tree \
      (frames, transforms, alpha) at any frame. Without a trace it reports on the bundled default.

      --at chooses the filmstrip's times: seconds on the trace's clock, or the words release and \
      completion. By default: five times spread from the first gesture to the completed screen, plus \
      every release and completion. Same trace and options, same bytes.

      --rules adds, under the timeline, the completion curves of the rules named (or all): the trace \
      replayed once per rule as `glide compare` does, each rule's percent on screen plotted against \
      the time since its release, the release marked; the filmstrip and the scrubber move down.

      Examples:
        glide report -o report.html
        glide report traces/default.evemu -o pinch.html --at 0.1,0.3,release,completion
        glide report traces/edge-back/finish.evemu --scenario edge-back -o edge.html --fps 120
        glide report traces/edge-back/cancel.evemu --scenario edge-back --rules all -o rules.html
      """)

  @Argument(help: "A trace file (default: the bundled traces/default.evemu).")
  var path: InputPath?

  @OptionGroup var trace: TraceOptions
  @OptionGroup var scenario: ScenarioCommandOptions

  @Option(
    name: [.short, .customLong("output")],
    help: ArgumentHelp("Where to write the page (- for standard output).", valueName: "FILE.html"))
  var output: OutputPath

  @OptionGroup var displayLink: DisplayLinkOptions

  @Option(
    help: ArgumentHelp(
      "Add a plot of these rules' completion curves (percent on screen after the release), replayed as "
        + "`glide compare` does: comma-separated rule names, or all.",
      valueName: "NAMES"))
  var rules: String?

  @Option(
    name: .customLong("at"),
    help: ArgumentHelp(
      "Filmstrip times, comma-separated: seconds, release or completion.", valueName: "T1,T2,…"))
  var times: String?

  func validate() throws {
    _ = try filmstripTimes()
    if let rules { _ = try LabOptions.rules(rules, flag: "--rules") }
    guard !output.path.isEmpty else { throw ValidationError("Please give -o a file name, e.g. -o report.html.") }
  }

  func run() throws {
    Interruption.install()
    if rules != nil { try SinglePassInput.check(path?.path, desc: trace.desc?.path, command: "glide report --rules") }
    let (chosen, options) = try scenario.resolve()
    let input = try trace.openInput(path?.path)
    try ScenarioCommandOptions.check(chosen, options, on: input.device)
    let replayer = Replayer(
      scenario: chosen, options: options, device: input.device, framesPerSecond: displayLink.fps)
    // The report reads the records as they come: the run keeps none, so memory stays flat.
    replayer.run.retainsRecords = false
    let recorder = ReportRecorder(replayer: replayer)
    let summary = try recorder.replay(next: input.next)
    let data = recorder.data(trace: input.label)
    let page = HTMLReport(
      data: data, filmstrip: data.filmstrip(at: try filmstripTimes()),
      ruleCurves: try ruleCurves(scenario: chosen, options: options)
    ).html()
    try OutputFile.write(page, to: output.path)
    if output.path != "-" {
      try FileOutput.print(
        "wrote \(output.path.escapingInvisibles): \(summary.scenario) \(summary.outcome.rawValue), \(data.snapshots.count) frames"
          + (recorder.isDecimated
            ? " (thinned out from \(recorder.framesSeen) display frames: a report keeps at most "
              + "\(ReportRecorder.maximumSnapshots) frames and \(ReportRecorder.maximumViews) views in them)" : ""))
    }
  }

  func declareFoundPaths(into paths: inout CommandPaths) {
    paths.readDefaultTrace(unless: path)
  }

  /// The `--rules` plot: the trace replayed once per rule with the report's scenario and options.
  private func ruleCurves(scenario chosen: Scenario, options: ScenarioOptions) throws -> RuleCurvesPlot? {
    guard let rules else { return nil }
    let rows = try RuleComparison.run(
      rules: try LabOptions.rules(rules, flag: "--rules"), scenario: chosen, options: options,
      framesPerSecond: displayLink.fps
    ) {
      let input = try trace.openInput(path?.path)
      return (input.device, input.next)
    }
    return RuleCurvesPlot(rows: rows)
  }

  /// The parsed `--at`, or nil for the default choice.
  private func filmstripTimes() throws -> [FilmstripTime]? {
    guard let times else { return nil }
    let words = times.split(separator: ",", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    return try words.map { word in
      guard let time = FilmstripTime(word) else {
        throw ValidationError(
          "Please give --at as times in seconds (from 0 to 1000000000) or the words release and completion, separated "
            + "by commas, e.g. --at 0.1,0.3,release,completion; '\(word.escapingInvisibles)' is neither.")
      }
      return time
    }
  }
}

/// A trace's device, its events one by one, and how to name it.
struct TraceInput {
  var device: DeviceDescription
  var next: () throws -> InputEvent?
  /// The path as given, or the bundled default's.
  var label: String
}

extension TraceOptions {
  /// Opens `path`, or the bundled default trace when it is nil (made in memory when no copy is on
  /// disk), as `glide replay` does.
  func openInput(_ path: String?) throws -> TraceInput {
    if let path {
      let reader = try open(path)
      return TraceInput(device: reader.device, next: { try reader.next() }, label: path)
    }
    if let path = DefaultTrace.path() {
      let reader = try open(path)
      return TraceInput(device: reader.device, next: { try reader.next() }, label: DefaultTrace.relativePath)
    }
    let (device, events) = DefaultTrace.synthesized()
    var iterator = events.makeIterator()
    return TraceInput(
      device: device, next: { iterator.next() }, label: DefaultTrace.relativePath + " (built in)")
  }
}
