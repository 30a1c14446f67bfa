import ArgumentParser
import Foundation
import GlideInput
import GlideOutput
import GlideSimulation
import GlideTraceTesting

/// The options every command that runs a scenario shares: which scenario, and its parameters from a
/// scenario file and from flags (flags win).
struct ScenarioCommandOptions: ParsableArguments {
  @Option(help: ArgumentHelp("The scenario to run (see `glide scenarios`).", valueName: "NAME"))
  var scenario: String?

  @Option(
    name: .customLong("scenario-file"),
    help: ArgumentHelp(
      "A JSON scenario file: {\"scenario\": NAME, \"parameters\": {NAME: VALUE, …}}.", valueName: "FILE"))
  var scenarioFile: InputPath?

  @Option(
    help: ArgumentHelp(
      "A scene file: what the scenario's screens show (docs/commands.md, \"Scenes as data\").", valueName: "FILE"))
  var scene: InputPath?

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

  @Option(
    name: .customLong("viewer-offset"),
    help: "parallax: where the motion effects' viewer offset comes from: sensor (an accelerometer's tilt), touch (the first finger's place on the surface) or auto (the `viewerOffset` parameter).")
  var viewerOffset: String?

  /// The scenario and its options: defaults, then the file, then the flags. A value out of its parameter's
  /// range is refused naming where it came from (`--set duration`, `duration in FILE`, `--completion-speed`).
  /// `loadedScene` is the `--scene` file read already (``loadScene()``; `glide sweep` reads it once for
  /// every trace), else it is read here. `screen` is a `--screen WxH` (points), which sets screenWidth and
  /// screenHeight: refused when `--set` or the scenario file sets either too (one of them would be
  /// ignored without a word).
  func resolve(
    defaultScenario: String? = nil, setup: [TraceExpectation.ParameterOverride] = [],
    loadedScene: SceneFile? = nil, screen: String? = nil
  ) throws -> (Scenario, ScenarioOptions) {
    var name = defaultScenario ?? Self.defaultScenario
    /// Each override with where it was given: the default scenario's set-up from an expectation (when
    /// no other scenario is named), then the scenario file's, then the flags'.
    var pairs: [(name: String, value: String, source: String)] = []
    if scenarioFile == nil && scenario == nil {
      pairs = setup.map { ($0.name, $0.value, "\($0.name) in the trace's expectation") }
    }
    if let scenarioFile = scenarioFile?.path {
      let file = try Self.validated { () throws(ScenarioError) in try ScenarioFile.load(scenarioFile) }
      name = file.scenario
      pairs = file.parameters.map { ($0.0, $0.1, "\($0.0) in \(scenarioFile)") }
    }
    if let scenario {
      // A scenario file's parameters are its scenario's: another scenario named over it would run with
      // them, or refuse them, without a word about the file's choice.
      if let file = scenarioFile?.path, name != scenario {
        throw ValidationError(
          "--scenario \(scenario.escapingInvisibles) and the scenario file \(file.escapingInvisibles) (scenario "
            + "\(name.escapingInvisibles)) name different scenarios; please give one of them.")
      }
      name = scenario
    }
    let chosen = try Self.validated { () throws(ScenarioError) in try Scenario.named(name) }
    var options = chosen.defaultOptions
    for text in overrides {
      guard let equals = text.firstIndex(of: "=") else {
        throw ValidationError("Please write --set as NAME=VALUE, e.g. --set percentThreshold=0.25; got '\(text.escapingInvisibles)'.")
      }
      let key = String(text[..<equals])
      pairs.append((key, String(text[text.index(after: equals)...]), "--set \(key)"))
    }
    if let policy { pairs.append(("policy", policy, "--policy")) }
    if let completion { pairs.append(("completion", completion, "--completion")) }
    if let completionSpeed { pairs.append(("completionSpeed", "\(completionSpeed)", "--completion-speed")) }
    if let viewerOffset { pairs.append(("viewerOffset", viewerOffset, "--viewer-offset")) }
    try Self.refuseRepeatedFlags(pairs)
    if let screen {
      if let other = pairs.first(where: { $0.name == "screenWidth" || $0.name == "screenHeight" }) {
        throw ValidationError(
          "--screen \(screen.escapingInvisibles) and \(other.source.escapingInvisibles) both size the screen; please give one of them.")
      }
      let size = try RenderCommand.screenSize(screen)
      pairs += [("screenWidth", "\(size.width)", "--screen"), ("screenHeight", "\(size.height)", "--screen")]
    }
    for (key, value, source) in pairs {
      try Self.validated(source: source) { () throws(ScenarioError) in try options.set(key, to: value) }
    }
    try Self.validated(source: nil) { () throws(ScenarioError) in try options.checkRelations() }
    if let scene {
      options.scene = try loadedScene ?? loadScene()
      let run = ScenarioRun(
        scenario: chosen, options: options, device: .pointerSurface(widthPoints: 390, heightPoints: 844))
      if let missing = run.sceneScreensMissing.first, let line = options.scene?.screens.first(where: { $0.name == missing })?.line {
        let screens =
          run.screenNames.isEmpty
          ? "it has no screens a scene file can dress" : "its screens are \(run.screenNames.joined(separator: ", "))"
        throw ValidationError(
          "\(scene):\(line): field 'screen': \(chosen.name) has no screen '\(missing)'; \(screens)".escapingInvisibles)
      }
      if let refusal = run.sceneRefusal { throw ValidationError(refusal.description) }
    }
    return (chosen, options)
  }

  /// The scenario a command runs when none is named: pinch-pop, or the first registered where an app's
  /// tool leaves the built-in scenarios out (`GlideTool.main(scenarios:includingBuiltIn:)`).
  static var defaultScenario: String {
    let all = Scenario.all
    return all.contains { $0.name == "pinch-pop" } ? "pinch-pop" : all.first?.name ?? "pinch-pop"
  }

  /// Flags win over a scenario file, but two flags setting one parameter (`--set duration=1 --set
  /// duration=2`, `--set policy=gnome --policy kwin`) contradict each other: refused, naming both.
  private static func refuseRepeatedFlags(_ pairs: [(name: String, value: String, source: String)]) throws {
    var firstFlag: [String: (value: String, source: String)] = [:]
    for pair in pairs where pair.source.hasPrefix("--") {
      if let first = firstFlag[pair.name] {
        let both =
          first.source == pair.source
          ? "\(pair.source) is given twice (\(first.value), then \(pair.value))"
          : "\(first.source) and \(pair.source) both set \(pair.name) (\(first.value), then \(pair.value))"
        throw ValidationError("\(both.escapingInvisibles); please give it once.")
      }
      firstFlag[pair.name] = (pair.value, pair.source)
    }
  }

  /// The `--scene` file, read and checked; nil without `--scene`.
  func loadScene() throws -> SceneFile? {
    guard let scene = scene?.path else { return nil }
    do {
      return try SceneFile.load(scene)
    } catch {
      throw ValidationError(error.description)
    }
  }

  /// Checks that the scenario's options can run on `device` (parallax's viewer offset source).
  static func check(_ scenario: Scenario, _ options: ScenarioOptions, on device: DeviceDescription) throws {
    try validated { () throws(ScenarioError) in try scenario.check(options, for: device) }
  }

  /// Runs `body`, turning a scenario error into a validation error with the same words; a value out of
  /// range is said as the `--fps` check says it: "Please give --set duration above 0 s; got -1."
  static func validated<T>(source: String? = nil, _ body: () throws(ScenarioError) -> T) throws -> T {
    do {
      return try body()
    } catch .outOfRange(let parameter, let value, let range, let unit) {
      throw ValidationError(
        "Please give \((source ?? parameter).escapingInvisibles) \(range.phrase(unit: unit)); "
          + "got \(value.escapingInvisibles).")
    } catch {
      let reason = error.description.hasSuffix(".") ? String(error.description.dropLast()) : error.description
      throw ValidationError("Please fix the scenario: \(reason).")
    }
  }
}
