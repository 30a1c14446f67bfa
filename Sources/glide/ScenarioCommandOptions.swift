import ArgumentParser
import Foundation
import GlideSimulation

/// The options every command that runs a scenario shares: which scenario, and its parameters from a
/// scenario file and from flags (flags win).
struct ScenarioCommandOptions: ParsableArguments {
  @Option(help: ArgumentHelp("The scenario to run (see `glide scenarios`).", valueName: "NAME"))
  var scenario: String?

  @Option(
    name: .customLong("scenario-file"),
    help: ArgumentHelp(
      "A JSON scenario file: {\"scenario\": NAME, \"parameters\": {NAME: VALUE, …}}.", valueName: "FILE"))
  var scenarioFile: String?

  @Option(
    name: .customLong("set"),
    help: ArgumentHelp("Override a scenario parameter (repeatable), e.g. --set percentThreshold=0.25.", valueName: "NAME=VALUE"))
  var overrides: [String] = []

  @Option(help: "The finish rule: uikit-classic, projection, gnome, kwin, android-back, flutter-cupertino, motionlayout or uikit-navigation (the `policy` parameter; `glide compare` runs them side by side).")
  var policy: String?

  @Option(help: "How the rest plays after release: rule (the rule's peer's own, else classic), classic or spring (the `completion` parameter).")
  var completion: String?

  @Option(name: .customLong("completion-speed"), help: "UIKit's completionSpeed (the `completionSpeed` parameter).")
  var completionSpeed: Double?

  /// The scenario and its options: defaults, then the file, then the flags.
  func resolve(defaultScenario: String = "pinch-pop") throws -> (Scenario, ScenarioOptions) {
    var name = defaultScenario
    var fromFile: [(String, String)] = []
    if let scenarioFile {
      let file = try Self.validated { () throws(ScenarioError) in try ScenarioFile.load(scenarioFile) }
      name = file.scenario
      fromFile = file.parameters
    }
    if let scenario { name = scenario }
    let chosen = try Self.validated { () throws(ScenarioError) in try Scenario.named(name) }
    var options = chosen.defaultOptions
    var pairs = fromFile
    for text in overrides {
      guard let equals = text.firstIndex(of: "=") else {
        throw ValidationError("Please write --set as NAME=VALUE, e.g. --set percentThreshold=0.25; got '\(text)'.")
      }
      pairs.append((String(text[..<equals]), String(text[text.index(after: equals)...])))
    }
    if let policy { pairs.append(("policy", policy)) }
    if let completion { pairs.append(("completion", completion)) }
    if let completionSpeed { pairs.append(("completionSpeed", "\(completionSpeed)")) }
    for (key, value) in pairs {
      try Self.validated { () throws(ScenarioError) in try options.set(key, to: value) }
    }
    return (chosen, options)
  }

  /// Runs `body`, turning a scenario error into a validation error with the same words.
  static func validated<T>(_ body: () throws(ScenarioError) -> T) throws -> T {
    do {
      return try body()
    } catch {
      throw ValidationError("Please fix the scenario: \(error.description).")
    }
  }
}
