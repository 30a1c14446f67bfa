import Foundation
import GlideInput
import GlideTestSupport
import Testing

@testable import GlideScenarios
@testable import GlideSimulation
@testable import GlideLab
import GlideScenarioTestSupport

/// Issue 28, one rule for numbers: every number parameter, at each end of its range, replays its
/// scenario's bundled trace to the end (no trap, no hang, every transition that starts ends once), and
/// just past each end it is refused.
@Suite("Parameters at the ends of their ranges", .builtInScenarios)
struct ParameterEdgeTests {
  /// One parameter of one scenario at one value, with the settings that make it count (a rule's
  /// parameter under that rule, the spring's damping under the spring completion).
  struct Case: CustomTestStringConvertible, Sendable {
    var scenario: String
    var parameter: String
    var value: Double
    var context: [String: String]
    var testDescription: String { "\(scenario) \(parameter)=\(value)" }
  }

  /// The finish rule whose parameter `name` is, if it is one.
  static func rule(of name: String) -> FinishRule? {
    FinishRule.all.first { rule in rule.parameters.contains { $0.name == name } }
  }

  /// What makes `name` matter in `scenario`: its rule as the policy, or the spring completion for
  /// `springDamping`; and a parameter that must stay below it (the drawer's `closedHeight` below its
  /// `openHeight`) at its lowest.
  static func context(for name: String, in scenario: Scenario) -> [String: String] {
    var context: [String: String] = [:]
    if let rule = rule(of: name) { context = ["policy": rule.name, "completion": "classic"] }
    if name == "springDamping" { context["completion"] = "spring" }
    for other in scenario.parameters where other.range?.below == name {
      context[other.name] = other.range?.lower.map { "\($0)" }
    }
    return context
  }

  /// The scenarios a parameter is tried in: a rule's parameters in one pinch and one drag scenario (a
  /// rule reads no scene), the rest in every scenario that has them.
  static func scenarios(for parameter: ScenarioParameter, of scenario: Scenario) -> Bool {
    rule(of: parameter.name) == nil || ["pinch-pop", "edge-back"].contains(scenario.name)
  }

  /// The two ends a value may take, for a range as its parameter's options see it (a bound set by
  /// another parameter at that parameter's default).
  static func ends(_ range: ParameterRange, options: ScenarioOptions) -> (inside: [Double], outside: [Double]) {
    let step = { (value: Double, up: Bool) -> Double in
      range.wholeNumbers ? value + (up ? 1 : -1) : (up ? value.nextUp : value.nextDown)
    }
    var inside: [Double] = []
    var outside: [Double] = []
    if let lower = range.lower {
      inside.append(range.includesLower ? lower : step(lower, true))
      outside.append(range.includesLower ? step(lower, false) : lower)
    }
    if let upper = range.upper {
      inside.append(range.includesUpper ? upper : step(upper, false))
      outside.append(range.includesUpper ? step(upper, true) : upper)
    } else if let other = range.below, case .number(let bound)? = options.values[other] {
      inside.append(step(bound, false))
      outside.append(bound)
    }
    return (inside, outside)
  }

  static let scenarioCases: [(Case, inside: Bool)] = Scenario.builtIn.flatMap { scenario in
    scenario.parameters.filter { scenarios(for: $0, of: scenario) }.flatMap { parameter -> [(Case, Bool)] in
      guard let range = parameter.range else { return [] }
      let (inside, outside) = ends(range, options: scenario.defaultOptions)
      let make = { (value: Double) in
        Case(scenario: scenario.name, parameter: parameter.name, value: value,
          context: context(for: parameter.name, in: scenario))
      }
      return inside.map { (make($0), true) } + outside.map { (make($0), false) }
    }
  }

  /// The first bundled trace of `scenario`.
  static func trace(of scenario: String) throws -> String {
    let folder = Glide.path("traces/\(scenario)")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".evemu") }.sorted()
    return try #require(names.first.map { "\(folder)/\($0)" })
  }

  /// `case` as the options it sets: the context first, then the value (as `--set` would give it).
  static func options(_ test: Case) throws -> (Scenario, ScenarioOptions) {
    let scenario = try Scenario.named(test.scenario)
    var options = scenario.defaultOptions
    for (name, value) in test.context.sorted(by: { $0.key < $1.key }) { try options.set(name, to: value) }
    try options.set(test.parameter, to: "\(test.value)")
    try options.checkRelations()
    return (scenario, options)
  }

  @Test("at each end of its range a parameter replays its scenario's trace to the end",
        arguments: scenarioCases.filter(\.inside).map(\.0))
  func atTheEnd(_ test: Case) throws {
    let (scenario, options) = try Self.options(test)
    let reader = try LabTrace(path: try Self.trace(of: test.scenario)).open()
    let replayer = Replayer(scenario: scenario, options: options, device: reader.device)
    let summary = try replayer.replay { try reader.next() }
    #expect(!replayer.run.records.isEmpty)  // the trace was read (a value may leave it starting nothing)
    #expect(summary.transitionsStarted == summary.transitionsEnded, "\(summary)")
    #expect(!replayer.run.isTransitionInFlight)
  }

  @Test("just past each end a parameter is refused, naming it and its range",
        arguments: scenarioCases.filter { !$0.inside }.map(\.0))
  func justPast(_ test: Case) throws {
    #expect {
      _ = try Self.options(test)
    } throws: { error in
      guard case .outOfRange(let name, _, let range, _)? = error as? ScenarioError else { return false }
      return name == test.parameter && (!range.contains(test.value) || range.below != nil)
    }
  }

  @Test func everyScenarioAndEveryNumberParameterIsCovered() {
    let covered = Set(Self.scenarioCases.map { "\($0.0.scenario) \($0.0.parameter)" })
    for scenario in Scenario.builtIn {
      for parameter in scenario.parameters where parameter.range != nil && Self.scenarios(for: parameter, of: scenario) {
        #expect(covered.contains("\(scenario.name) \(parameter.name)"), "\(scenario.name) \(parameter.name)")
      }
    }
    #expect(Self.scenarioCases.count > 200)
  }
}
