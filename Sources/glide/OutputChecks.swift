import GlideOutput

/// The files a command reads, which none of its outputs may be (see ``OutputRefusal``).
struct CommandInputs {
  private(set) var paths: [String] = []

  /// The trace `path` (or the bundled default's file), its `--desc` and the `--scenario-file`.
  init(trace path: String?, options: TraceOptions, scenario: ScenarioCommandOptions? = nil) {
    add(path ?? DefaultTrace.path())
    add(options.descriptionPath)
    add(scenario?.scenarioFile)
  }

  init(_ paths: [String?]) {
    for path in paths { add(path) }
  }

  mutating func add(_ path: String?) {
    if let path, path != "-" { paths.append(path) }
  }

  /// Refuses each of `outputs` (nil ones skipped) that is one of the inputs or whose partial file is.
  /// - Throws: ``OutputRefusal``.
  func refuse(_ outputs: String?...) throws(OutputRefusal) {
    for case let output? in outputs { try OutputRefusal.check(output, against: paths) }
  }
}
