import ArgumentParser
import GlideOutput

extension ScenarioCommandOptions {
  /// The scenario options given on the command line, as they were spelled (`--scene`, `--set` …).
  var given: [String] {
    var flags: [String] = []
    if scenario != nil { flags.append("--scenario") }
    if scenarioFile != nil { flags.append("--scenario-file") }
    if scene != nil { flags.append("--scene") }
    if !overrides.isEmpty { flags.append("--set") }
    if policy != nil { flags.append("--policy") }
    if completion != nil { flags.append("--completion") }
    if completionSpeed != nil { flags.append("--completion-speed") }
    if viewerOffset != nil { flags.append("--viewer-offset") }
    return flags
  }
}

/// `--demo` with options that only a scenario's replay uses, which the demo would leave unused.
enum DemoConflicts {
  /// Refuses the scenario options of `options` and the flags of `others` that were given with
  /// `--demo name`, naming them.
  static func refuse(demo name: String, _ options: ScenarioCommandOptions, others: [String] = []) throws {
    let flags = options.given + others
    guard !flags.isEmpty else { return }
    let list = flags.count == 1 ? flags[0] : flags.dropLast().joined(separator: ", ") + " and " + flags.last!
    throw ValidationError(
      "--demo \(name.escapingInvisibles) plays a demo, which has no scenario and would leave "
        + "\(flags.count == 1 ? "it" : "them") unused: please leave out \(list), or --demo.")
  }
}
