import ArgumentParser
import Foundation
import GlideLab
import GlideOutput
import GlideSimulation

/// `glide compare`: one trace, every finish rule, side by side.
struct CompareCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "compare",
    abstract: "Replay a trace once per finish rule and compare what each decides, and how it hands off.",
    discussion: """
      Replays the trace through one scenario once per rule, everything else equal (the `policy` \
      option set to each rule in turn; --set applies to every run, e.g. --set kwin.threshold=0.25), \
      and prints one table, a row per rule: outcome, decision time (the release, seconds on the \
      trace's clock), percent and velocity (progress/s toward completion) at release, the completion's \
      planned duration, the velocity jump at hand-off (the completion's initial progress velocity \
      minus the release velocity) and the first display frame's jump (presented percent minus the \
      fingers' extrapolation). Each rule's decision in words follows. "–" marks what a rule did not \
      have (no release; an instant completion has no initial velocity).

      The scenario: --scenario, else the one of an *.expect.json beside the trace that names it (with \
      its settings of the scenario's own parameters, such as drag-drawer's start=open), else \
      the built-in scenario whose recogniser starts a transition first on the trace (see `glide sweep \
      --help`). Without a trace, the bundled default (traces/default.evemu, pinch-pop).

      Rules (in this order): \(FinishRule.all.map(\.name).joined(separator: ", ")). `glide scenarios` \
      lists their parameters; peers' progress units (GNOME's 400 units, KWin's 200 units or |s−1|/0.2) \
      apply with their rule, so the percent at release differs between rules.

      --json prints one JSON object per rule (JSON Lines; the fields are in docs/commands.md).

      Examples:
        glide compare
        glide compare traces/edge-back/cancel.evemu --rules gnome,kwin,flutter-cupertino
        glide compare traces/back-swipe/cancel-fling-back.evemu --rules uikit-navigation,uikit-classic
        glide compare traces/pinch-pop/fling.evemu --json
      """)

  @Argument(help: "A trace file (default: the bundled traces/default.evemu).")
  var path: InputPath?

  @OptionGroup var trace: TraceOptions
  @OptionGroup var scenario: ScenarioCommandOptions

  @Option(
    help: ArgumentHelp(
      "The rules to compare, comma-separated (default: all, in the order above).", valueName: "NAMES"))
  var rules: String?

  @OptionGroup var displayLink: DisplayLinkOptions

  @Flag(help: "Print JSON Lines, one object per rule.")
  var json = false

  func validate() throws {
    _ = try LabOptions.rules(rules, flag: "--rules")
    try LabOptions.rejectPolicy(scenario, instead: "--rules")
  }

  func run() throws {
    try SinglePassInput.check(path?.path, desc: trace.desc?.path, command: "glide compare")
    let chosen = try LabOptions.rules(rules, flag: "--rules")
    let label = path?.path ?? DefaultTrace.relativePath
    let choice = try scenarioChoice()
    let (resolved, options) = try scenario.resolve(defaultScenario: choice.scenario, setup: choice.setup)
    let rows = try RuleComparison.run(
      rules: chosen, scenario: resolved, options: options, framesPerSecond: displayLink.fps
    ) {
      let input = try trace.openInput(path?.path)
      return (input.device, input.next)
    }
    if json {
      for row in rows { try FileOutput.print(RuleComparison.jsonLine(row, trace: label)) }
    } else {
      try FileOutput.print(RuleComparison.table(rows, trace: label, scenario: "\(resolved.name) (\(Self.reason(choice)))"))
    }
  }

  /// The scenario for the trace when none was named.
  private func scenarioChoice() throws -> ScenarioChoice {
    if let named = scenario.scenario { return ScenarioChoice(scenario: named, source: .option) }
    if scenario.scenarioFile != nil { return ScenarioChoice(scenario: nil, source: .option) }
    guard let file = path?.path ?? DefaultTrace.path() else {
      return ScenarioChoice(scenario: "pinch-pop", source: .expectation("traces/default.expect.json"))
    }
    let lab = LabTrace(path: file, descriptionPath: trace.desc?.path)
    let index = ExpectationIndex(searching: [file])
    for error in index.unreadable { warn("skipped, not used to choose the scenario: \(error.description)") }
    return try ScenarioChoice.choose(for: lab, index: index)
  }

  private static func reason(_ choice: ScenarioChoice) -> String {
    switch choice.source {
    case .option: "given"
    case .expectation(let path): "from \(path)"
    case .gesture(let recognizer, _): "\(recognizer) recognised first"
    case .noGesture: "no scenario starts a transition on this trace"
    }
  }
}

/// Options the lab commands share.
enum LabOptions {
  /// The rules `text` names (comma-separated names or aliases; `all`), or all of them for nil.
  static func rules(_ text: String?, flag: String) throws -> [FinishRule] {
    guard let text, text != "all" else { return FinishRule.all }
    let names = text.split(separator: ",", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    var rules: [FinishRule] = []
    for name in names {
      guard let rule = FinishRule.named(name) else {
        throw ValidationError(
          "Please give \(flag) rule names from: \(FinishRule.all.map(\.name).joined(separator: ", ")) "
            + "(or all); '\(name.escapingInvisibles)' is not one.")
      }
      guard !rules.contains(where: { $0.name == rule.name }) else {
        throw ValidationError("Please name each rule once in \(flag); '\(rule.name)' is named twice.")
      }
      rules.append(rule)
    }
    return rules
  }

  /// A `--policy` or `--set policy=…` would be overridden by the lab's own rule choice: refuse it.
  static func rejectPolicy(_ options: ScenarioCommandOptions, instead flag: String) throws {
    if options.policy != nil || options.overrides.contains(where: { $0.hasPrefix("policy=") }) {
      throw ValidationError("Please choose the rules with \(flag), not --policy or --set policy=….")
    }
  }
}
