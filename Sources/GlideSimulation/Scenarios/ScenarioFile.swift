import Foundation
import GlideOutput

/// A scenario file: JSON naming a scenario (built in or registered: ``Scenario/all``) and overriding its parameters.
///
///     {"scenario": "pinch-pop", "parameters": {"policy": "projection", "midpoint": 0.4}}
///
/// Numbers may be given as JSON numbers or strings; words as strings. Keys other than `scenario` and
/// `parameters`, and values of another kind (`true`, `null`), are refused naming the key.
public struct ScenarioFile: Hashable, Sendable {
  public let scenario: String
  /// Overrides in file order (sorted by name: JSON objects have no order).
  public let parameters: [(String, String)]

  public static func == (a: ScenarioFile, b: ScenarioFile) -> Bool {
    a.scenario == b.scenario && a.parameters.map(\.0) == b.parameters.map(\.0)
      && a.parameters.map(\.1) == b.parameters.map(\.1)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(scenario)
    for (k, v) in parameters { hasher.combine(k); hasher.combine(v) }
  }

  public init(scenario: String, parameters: [(String, String)]) {
    self.scenario = scenario
    self.parameters = parameters
  }

  /// The keys a scenario file may have.
  public static let keys = ["scenario", "parameters"]

  /// Reads and checks `path`.
  /// - Throws: ``ScenarioError/invalidJSON(path:line:column:reason:)`` located where the text stops being
  ///   JSON; ``ScenarioError/invalidFile(path:reason:)`` naming the key or field that is wrong.
  public static func load(_ path: String) throws(ScenarioError) -> ScenarioFile {
    let bytes = try SmallFileInput.read(path, kind: "a scenario file") { ScenarioError.invalidFile(path: path, reason: $0) }
    return try parse(Data(bytes), path: path)
  }

  /// Parses a scenario file: an object with ``keys`` only.
  static func parse(_ data: Data, path: String) throws(ScenarioError) -> ScenarioFile {
    let value: JSONValue
    do {
      value = try JSONValue.parse(data)
    } catch {
      throw .invalidJSON(path: path, line: error.line, column: error.column, reason: error.reason)
    }
    guard case .object(let members) = value else {
      throw .invalidFile(
        path: path,
        reason: "expected a JSON object with \"scenario\" and \"parameters\"; found \(value.shortDescription)")
    }
    for key in members.keys.sorted() where !keys.contains(key) {
      throw .invalidFile(
        path: path,
        reason: "unknown key \(JSONValue.string(key).shortDescription); the keys are: \(keys.joined(separator: ", "))")
    }
    guard case .string(let name)? = members["scenario"], !name.isEmpty else {
      let found = members["scenario"].map { "; found \($0.shortDescription)" } ?? ""
      throw .invalidFile(
        path: path, reason: "field \"scenario\": expected a scenario name such as \"pinch-pop\"\(found)")
    }
    return ScenarioFile(scenario: name, parameters: try overrides(members["parameters"], path: path))
  }

  /// The overrides of a `"parameters"` object: numbers (as their shortest text) and words, in name order.
  private static func overrides(_ value: JSONValue?, path: String) throws(ScenarioError) -> [(String, String)] {
    guard let value else { return [] }
    guard case .object(let parameters) = value else {
      throw .invalidFile(
        path: path,
        reason: "field \"parameters\": expected an object of parameter values; found \(value.shortDescription)")
    }
    var overrides: [(String, String)] = []
    for key in parameters.keys.sorted() {
      switch parameters[key] {
      case .string(let text)?: overrides.append((key, text))
      case .number(let number)?: overrides.append((key, "\(number)"))
      case let other?:
        // A boolean is refused rather than read as 1 or 0, as is null.
        throw .invalidFile(
          path: path,
          reason: "field \"parameters.\(key.escapingInvisibles)\": expected a number or a string; "
            + "found \(other.shortDescription)")
      case nil: break
      }
    }
    return overrides
  }

  /// The scenario's options with this file's overrides applied.
  public func options() throws(ScenarioError) -> (Scenario, ScenarioOptions) {
    let scenario = try Scenario.named(self.scenario)
    var options = scenario.defaultOptions
    for (name, value) in parameters { try options.set(name, to: value) }
    try options.checkRelations()
    return (scenario, options)
  }
}
