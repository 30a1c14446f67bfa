import ArgumentParser
import GlideOutput
import GlideSimulation

struct ScenariosCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "scenarios",
    abstract: "List the built-in scenarios and their parameters.",
    discussion: """
      A scenario binds a recogniser, the mapping from its values to the transition's percent, the \
      finish/cancel rule and the animator. Override any parameter with --set NAME=VALUE or a scenario \
      file (JSON) in replay, live, test and report. Each number's range follows its value in parentheses \
      ((0…1) from 0 to 1, (0<…<1) above 0 and below 1, (whole …) whole numbers, (…, < tabs) below another \
      parameter); every range is finite, and a value outside it is refused. The list ends with the finish rules, what each decides and the sources of its numbers.

      Examples:
        glide scenarios
        glide scenarios pinch-pop
      """)

  @Argument(help: "Show only this scenario.")
  var name: String?

  func run() throws {
    let scenarios = try name.map { name in
      [try ScenarioCommandOptions.validated { () throws(ScenarioError) in try Scenario.named(name) }]
    } ?? Scenario.all
    var blocks: [String] = []
    for scenario in scenarios {
      var lines = ["\(scenario.name): \(scenario.summary)"]
      for (parameter, value) in scenario.defaultOptions.ordered {
        let unit = parameter.unit.isEmpty ? "" : " \(parameter.unit)"
        let choices = parameter.choices.isEmpty ? "" : " [\(parameter.choices.joined(separator: "|"))]"
        let range = parameter.range.map { " (\($0.symbol))" } ?? ""
        lines.append("  \(parameter.name) = \(value)\(unit)\(choices)\(range)  \(parameter.summary)")
      }
      blocks.append(lines.joined(separator: "\n"))
    }
    if name == nil { blocks.append(Self.rules) }
    try FileOutput.print(blocks.joined(separator: "\n\n"))
  }

  /// The finish rules with what they decide and where their numbers come from.
  static var rules: String {
    (["finish rules (the `policy` parameter):"]
      + FinishRule.all.flatMap { rule in
        let aliases = rule.aliases.isEmpty ? "" : " (alias \(rule.aliases.joined(separator: ", ")))"
        return ["  \(rule.name)\(aliases): \(rule.summary)", "    source: \(rule.source)"]
      }).joined(separator: "\n")
  }
}
