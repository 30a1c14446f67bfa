import Foundation

/// A scenario file: JSON naming a built-in scenario and overriding its parameters.
///
///     {"scenario": "pinch-pop", "parameters": {"policy": "projection", "midpoint": 0.4}}
///
/// Numbers may be given as JSON numbers or strings; words as strings.
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

  /// Reads and checks `path`.
  public static func load(_ path: String) throws(ScenarioError) -> ScenarioFile {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .invalidFile(path: path, reason: "cannot read the file")
    }
    return try parse(data, path: path)
  }

  /// Parses a scenario object (also the `"scenario"` + `"options"` of an expectation file).
  static func parse(_ data: Data, path: String) throws(ScenarioError) -> ScenarioFile {
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: data)
    } catch {
      throw .invalidFile(path: path, reason: "not valid JSON (\(error.localizedDescription))")
    }
    guard let dictionary = object as? [String: Any] else {
      throw .invalidFile(path: path, reason: "expected a JSON object with \"scenario\" and \"parameters\"")
    }
    return try from(dictionary, parametersKey: "parameters", path: path)
  }

  static func from(_ dictionary: [String: Any], parametersKey: String, path: String) throws(ScenarioError) -> ScenarioFile {
    guard let name = dictionary["scenario"] as? String else {
      throw .invalidFile(path: path, reason: "expected \"scenario\": a scenario name such as \"pinch-pop\"")
    }
    var overrides: [(String, String)] = []
    if let raw = dictionary[parametersKey] {
      guard let parameters = raw as? [String: Any] else {
        throw .invalidFile(path: path, reason: "expected \"\(parametersKey)\" to be an object of parameter values")
      }
      for key in parameters.keys.sorted() {
        switch parameters[key] {
        case let text as String:
          overrides.append((key, text))
        case let number as NSNumber:
          overrides.append((key, "\(number.doubleValue)"))
        default:
          throw .invalidFile(path: path, reason: "parameter \"\(key)\" must be a number or a string")
        }
      }
    }
    return ScenarioFile(scenario: name, parameters: overrides)
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
