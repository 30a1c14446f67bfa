import GlideInteraction
import GlideOutput

/// A value a scenario parameter takes: a number or a word.
public enum ParameterValue: Hashable, Sendable, CustomStringConvertible {
  case number(Double)
  case text(String)

  public var description: String {
    switch self {
    case .number(let n): parameterNumber(n)
    case .text(let t): t
    }
  }
}

/// One documented, overridable parameter of a scenario.
public struct ScenarioParameter: Hashable, Sendable {
  public let name: String
  public private(set) var defaultValue: ParameterValue
  /// The unit, for numbers ("s", "mm", "progress/s"); empty for none.
  public let unit: String
  /// The values a number parameter accepts (every built-in number parameter has a finite one); nil for
  /// any finite number.
  public let range: ParameterRange?
  /// The words a text parameter accepts.
  public let choices: [String]
  public let summary: String

  public init(
    _ name: String, _ defaultValue: ParameterValue, unit: String = "", range: ParameterRange? = nil,
    choices: [String] = [], _ summary: String
  ) {
    self.name = name
    self.defaultValue = defaultValue
    self.unit = unit
    self.range = range
    self.choices = choices
    self.summary = summary
  }

  /// The same parameter with another default (a scenario's own default for a common parameter).
  func withDefault(_ value: ParameterValue) -> ScenarioParameter {
    var copy = self
    copy.defaultValue = value
    return copy
  }

  /// Checks `value` against the parameter's ``range`` (leaving out a bound set by another parameter).
  /// - Parameters:
  ///   - value: The value to check.
  ///   - text: The value as the user wrote it, for the message.
  /// - Throws: ``ScenarioError/outOfRange(parameter:value:range:unit:)``.
  public func check(_ value: Double, text: String? = nil) throws(ScenarioError) {
    guard let range else {
      if value.isFinite { return }
      throw .invalidValue(parameter: name, value: text ?? "\(value)", expected: "a finite number")
    }
    guard !range.contains(value) else { return }
    throw .outOfRange(parameter: name, value: text ?? ParameterValue.number(value).description, range: range, unit: unit)
  }
}

/// Why a scenario or its parameters were rejected. Messages name the parameter and what it accepts.
public enum ScenarioError: Error, Hashable, Sendable, CustomStringConvertible {
  case unknownScenario(String, known: [String])
  /// An app's scenario that cannot be registered under its name (``Scenario/register(_:)``).
  case invalidScenarioName(String, reason: String)
  case unknownParameter(String, scenario: String, known: [String])
  case invalidValue(parameter: String, value: String, expected: String)
  /// A number outside the parameter's range (see ``ParameterRange``).
  case outOfRange(parameter: String, value: String, range: ParameterRange, unit: String)
  /// A scenario file that cannot be used; `reason` names the field where there is one.
  case invalidFile(path: String, reason: String)
  /// A scenario file that is not JSON; `line` and `column` (from 1) where the parser stopped, when known.
  case invalidJSON(path: String, line: Int?, column: Int?, reason: String)

  /// The message; names and values from the user are quoted with invisible characters escaped.
  public var description: String {
    switch self {
    case .unknownScenario(let name, let known) where known.isEmpty:
      "unknown scenario '\(name.escapingInvisibles)': no scenario is registered (Scenario.register(_:); "
        + "the built-in ones with GlideScenarios' Scenario.registerBuiltIn())"
    case .unknownScenario(let name, let known):
      "unknown scenario '\(name.escapingInvisibles)'; choose one of: \(known.joined(separator: ", ")) "
        + "(see `glide scenarios`)"
    case .invalidScenarioName(let name, let reason):
      "cannot register scenario '\(name.escapingInvisibles)': \(reason)"
    case .unknownParameter(let name, let scenario, let known):
      "scenario \(scenario) has no parameter '\(name.escapingInvisibles)'; its parameters are: "
        + known.joined(separator: ", ")
    case .invalidValue(let parameter, let value, let expected):
      "parameter \(parameter.escapingInvisibles) cannot be '\(value.escapingInvisibles)': expected \(expected)"
    case .outOfRange(let parameter, let value, let range, let unit):
      "parameter \(parameter) must be \(range.phrase(unit: unit)); got \(value.escapingInvisibles)"
    case .invalidFile(let path, let reason):
      "\(path.escapingInvisibles): \(reason)"
    case .invalidJSON(let path, let line?, let column?, let reason):
      "\(path.escapingInvisibles):\(line):\(column): not valid JSON: \(reason)"
    case .invalidJSON(let path, _, _, let reason):
      "\(path.escapingInvisibles): not valid JSON: \(reason)"
    }
  }
}

/// A scenario's parameters with overrides applied, read by name.
public struct ScenarioOptions: Hashable, Sendable {
  public let scenario: String
  public private(set) var values: [String: ParameterValue]
  /// What the scenario's screens show instead of its own (`--scene FILE`); nil: its own.
  public var scene: SceneFile?
  private let parameters: [ScenarioParameter]

  /// The defaults of `parameters`.
  public init(scenario: String, parameters: [ScenarioParameter]) {
    self.scenario = scenario
    self.parameters = parameters
    values = Dictionary(uniqueKeysWithValues: parameters.map { ($0.name, $0.defaultValue) })
  }

  /// Overrides `name` with `text` (a number for number parameters, one of the choices for words).
  public mutating func set(_ name: String, to text: String) throws(ScenarioError) {
    guard let parameter = parameters.first(where: { $0.name == name }) else {
      throw .unknownParameter(name, scenario: scenario, known: parameters.map(\.name))
    }
    switch parameter.defaultValue {
    case .number:
      // An infinity (`1e400`) is a number out of every range, said as such by `check`. Written in decimal,
      // as a scene file's numbers are (`0x1p-1` and `nan` are refused alike).
      guard DecimalText.isDecimal(text), let number = Double(text), !number.isNaN else {
        throw .invalidValue(parameter: name, value: text, expected: "a number\(parameter.unit.isEmpty ? "" : " in \(parameter.unit)")")
      }
      try parameter.check(number, text: text)
      values[name] = .number(number)
    case .text:
      guard parameter.choices.isEmpty || parameter.choices.contains(text) else {
        throw .invalidValue(parameter: name, value: text, expected: "one of \(parameter.choices.joined(separator: ", "))")
      }
      values[name] = .text(text)
    }
  }

  /// Checks the bounds one parameter sets another (`startTab` below `tabs`), once every value is set.
  /// - Throws: ``ScenarioError/outOfRange(parameter:value:range:unit:)`` naming the first that is out.
  public func checkRelations() throws(ScenarioError) {
    for parameter in parameters {
      guard let range = parameter.range, let other = range.below, case .number(let value)? = values[parameter.name],
        case .number(let bound)? = values[other], value >= bound
      else { continue }
      throw .outOfRange(
        parameter: parameter.name, value: ParameterValue.number(value).description, range: range,
        unit: parameter.unit)
    }
  }

  public func number(_ name: String) -> Double {
    if case .number(let n)? = values[name] { return n }
    preconditionFailure("scenario \(scenario) reads number parameter \(name), which it does not declare")
  }

  public func text(_ name: String) -> String {
    if case .text(let t)? = values[name] { return t }
    preconditionFailure("scenario \(scenario) reads text parameter \(name), which it does not declare")
  }

  /// Parameters in declaration order with their current values.
  public var ordered: [(ScenarioParameter, ParameterValue)] {
    parameters.map { ($0, values[$0.name] ?? $0.defaultValue) }
  }
}
