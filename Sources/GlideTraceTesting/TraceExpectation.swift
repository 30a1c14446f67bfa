public import Foundation
import GlideOutput
public import GlideSimulation

/// What a `*.expect.json` file says a replay must show: which trace, which scenario with which parameter
/// overrides, and the outcome, numbers and callbacks to expect. `glide test` replays the trace and judges
/// the summary against it (``judge(_:)``).
///
///     {
///       "trace": "finish.evemu",
///       "scenario": "pinch-pop",
///       "parameters": {"policy": "classic"},
///       "outcome": "finished",
///       "percentAtRelease": {"value": 0.5531, "tolerance": 0.002},
///       "releaseTime": {"value": 0.5125, "tolerance": 0.0001},
///       "completionTime": {"value": 0.6913, "tolerance": 0.002},
///       "transitionsStarted": 1,
///       "transitionsEnded": 1,
///       "appearance": ["Detail.viewWillDisappear", "Home.viewWillAppear",
///                      "Detail.viewDidDisappear", "Home.viewDidAppear"],
///       "decision": "percent",
///       "description": "why these numbers"
///     }
///
/// A scenario with motion effects (parallax) is judged at moments too: `"motion": [{"time": 0.5,
/// "horizontal": {"value": 0.31, "tolerance": 0.01}, "view": "Card", "x": {"value": 201.2, "tolerance":
/// 0.5}}]` checks the last motion frame at or before each time (its viewer offset, and a followed
/// view's presented centre in points), and `motionFrames` counts the motion frames.
///
/// Paths (`trace`, `desc`) are relative to the expectation file. `outcome`, `percentAtRelease`,
/// `releaseTime` and `completionTime` are required; a number is `null` when the replay must have none
/// (no release, no completion). The rest is optional and checked only when present. Times are seconds on
/// the trace's clock; percent is transition progress (0…1).
public struct TraceExpectation: Hashable, Sendable {
  /// The expectation file, as it was named.
  public var path: String
  /// The trace to replay, resolved against the expectation file's folder.
  public var trace: String
  /// An evemu description for an events-only trace, resolved likewise.
  public var desc: String?
  /// The built-in scenario and its parameter overrides (names and values as a scenario file gives them).
  public var scenario: String
  public var parameters: [ParameterOverride]
  /// Display-link frames per second.
  public var framesPerSecond: Double
  public var outcome: ReplaySummary.Outcome
  public var percentAtRelease: ExpectedNumber
  public var releaseTime: ExpectedNumber
  public var completionTime: ExpectedNumber
  /// Progress per second toward completion at release; not checked when `nil`.
  public var velocityAtRelease: ExpectedNumber?
  public var transitionsStarted: Int?
  public var transitionsEnded: Int?
  /// The appearance callbacks in order, as the summary's `appearance` gives them.
  public var appearance: [String]?
  /// Text the decision's reason must contain.
  public var decision: String?
  /// How many motion frames the replay logs (a scenario with motion effects).
  public var motionFrames: Int?
  /// Moments of a scenario with motion effects to check.
  public var motion: [MotionCheckpoint] = []
  /// Free text: what the trace does and why the numbers follow.
  public var description: String?

  /// One scenario parameter override.
  public struct ParameterOverride: Hashable, Sendable {
    public var name: String
    public var value: String
  }

  /// What the screen shows at one moment of a scenario with motion effects: the last motion frame at or
  /// before ``time`` (seconds on the trace's clock) must have these viewer offset components and this
  /// followed view's presented centre (points); each is checked when given.
  public struct MotionCheckpoint: Hashable, Sendable {
    public var time: Double
    public var horizontal: ExpectedNumber?
    public var vertical: ExpectedNumber?
    /// The followed view (`Card`, `Background`) whose centre ``x`` and ``y`` check.
    public var view: String?
    public var x: ExpectedNumber?
    public var y: ExpectedNumber?

    /// The fields a checkpoint may have.
    public static let fields = ["time", "horizontal", "vertical", "view", "x", "y"]
  }

  /// The fields an expectation may have, in the order the documentation lists them.
  public static let fields = [
    "trace", "desc", "scenario", "parameters", "fps", "outcome", "percentAtRelease", "releaseTime",
    "completionTime", "velocityAtRelease", "transitionsStarted", "transitionsEnded", "appearance", "decision",
    "motionFrames", "motion", "description",
  ]

  // MARK: - Loading

  /// Reads and checks the expectation at `path`.
  /// - Throws: ``TraceExpectationError`` naming the file and, for a bad value, the field.
  public static func load(_ path: String) throws(TraceExpectationError) -> TraceExpectation {
    let bytes = try SmallFileInput.read(path, kind: "an expectation") { TraceExpectationError.unreadable(path: path, reason: $0) }
    return try parse(Data(bytes), path: path)
  }

  /// Parses and checks an expectation; `path` names it in errors and anchors its relative paths.
  public static func parse(_ data: Data, path: String) throws(TraceExpectationError) -> TraceExpectation {
    guard data.count <= SmallFileInput.maximumBytes else {
      throw .unreadable(path: path, reason: SmallFileInput.tooLarge("an expectation"))
    }
    let object = try JSONValue.parseObject(data, path: path)
    return try ExpectationReader(path: path, object: object).expectation()
  }

  /// Refuses a trace or description that is not a regular file (a FIFO would wait for a writer, a device
  /// never end): a trace test reads its trace afresh every run.
  /// - Throws: ``TraceExpectationError/notAFile(path:field:file:kind:)``.
  public func requireFiles() throws(TraceExpectationError) {
    for (field, file) in [("trace", trace), ("desc", desc)] {
      guard let file, let special = SpecialFile(file) else { continue }
      throw .notAFile(path: path, field: field, file: file, kind: special.kind)
    }
  }

  /// The scenario and its options with this expectation's overrides applied.
  /// - Throws: ``TraceExpectationError`` naming `scenario` or the parameter.
  public func scenarioOptions() throws(TraceExpectationError) -> (Scenario, ScenarioOptions) {
    let chosen: Scenario
    do {
      chosen = try Scenario.named(scenario)
    } catch {
      let known = Scenario.all.map(\.name)
      throw .invalidField(
        path: path, field: "scenario",
        expected: known.isEmpty
          ? "a registered scenario, and none is (Scenario.register(_:); the built-in ones with GlideScenarios' "
            + "Scenario.registerBuiltIn())"
          : "a scenario: \(known.joined(separator: ", ")) "
            + "(an app's own scenario runs in the app's own tool, GlideTool.main(scenarios:))",
        found: JSONValue.string(scenario).shortDescription)
    }
    var options = chosen.defaultOptions
    for override in parameters {
      do {
        try options.set(override.name, to: override.value)
      } catch {
        throw .invalidParameter(path: path, field: "parameters.\(override.name)", reason: error.description)
      }
    }
    do {
      try options.checkRelations()
    } catch {
      if case .outOfRange(let name, _, _, _) = error {
        throw .invalidParameter(path: path, field: "parameters.\(name)", reason: error.description)
      }
      throw .invalidParameter(path: path, field: "parameters", reason: error.description)
    }
    return (chosen, options)
  }
}

/// An expected number: absent (`null` in the file), or a value with a tolerance.
public enum ExpectedNumber: Hashable, Sendable, CustomStringConvertible {
  /// The replay must have no such number (no release, no completion).
  case absent
  /// |seen − value| ≤ tolerance.
  case near(value: Double, tolerance: Double)

  /// Whether `seen` meets the expectation (with a billionth of slack for decimal values in the file).
  public func accepts(_ seen: Double?) -> Bool {
    switch (self, seen) {
    case (.absent, nil): true
    case (.near(let value, let tolerance), let seen?): abs(seen - value) <= tolerance + 1e-9
    default: false
    }
  }

  public var description: String {
    switch self {
    case .absent: "none"
    case .near(let value, let tolerance): "\(TraceCheck.number(value)) ± \(TraceCheck.number(tolerance))"
    }
  }
}

/// Why an expectation file was rejected. Messages name the file and the field.
public enum TraceExpectationError: Error, Hashable, Sendable, CustomStringConvertible {
  case unreadable(path: String, reason: String)
  /// Not JSON; `line` and `column` (from 1) when the parser says where.
  case invalidJSON(path: String, line: Int?, column: Int?, reason: String)
  case missingField(path: String, field: String, expected: String)
  case invalidField(path: String, field: String, expected: String, found: String)
  case unknownField(path: String, field: String, known: [String])
  case invalidParameter(path: String, field: String, reason: String)
  /// The trace or description `field` names is `kind` (a FIFO, a device), not a file.
  case notAFile(path: String, field: String, file: String, kind: String)

  /// The message; the path and the field names from the file are shown with invisible characters
  /// escaped.
  public var description: String {
    switch self {
    case .unreadable(let path, let reason):
      "\(path.escapingInvisibles): \(reason.escapingInvisibles)"
    case .invalidJSON(let path, let line?, let column?, let reason):
      "\(path.escapingInvisibles):\(line):\(column): not valid JSON: \(reason.escapingInvisibles)"
    case .invalidJSON(let path, _, _, let reason):
      "\(path.escapingInvisibles): not valid JSON: \(reason.escapingInvisibles)"
    case .missingField(let path, let field, let expected):
      "\(path.escapingInvisibles): field \"\(field.escapingInvisibles)\" is missing: expected \(expected)"
    case .invalidField(let path, let field, let expected, let found):
      "\(path.escapingInvisibles): field \"\(field.escapingInvisibles)\": expected \(expected); "
        + "found \(found.escapingInvisibles)"
    case .unknownField(let path, let field, let known):
      "\(path.escapingInvisibles): unknown field \"\(field.escapingInvisibles)\"; the fields are: "
        + known.joined(separator: ", ")
    case .invalidParameter(let path, let field, let reason):
      "\(path.escapingInvisibles): field \"\(field.escapingInvisibles)\": \(reason.escapingInvisibles)"
    case .notAFile(let path, let field, let file, let kind):
      "\(path.escapingInvisibles): field \"\(field)\": \(file.escapingInvisibles) is \(kind), not a file: a trace "
        + "test reads its trace afresh on every run; please name a file"
    }
  }
}

// MARK: - Internals

/// Reads the fields of one expectation object, throwing on the first bad one.
private struct ExpectationReader {
  let path: String
  let object: [String: JSONValue]

  func expectation() throws(TraceExpectationError) -> TraceExpectation {
    for key in object.keys.sorted() where !TraceExpectation.fields.contains(key) {
      throw .unknownField(path: path, field: key, known: TraceExpectation.fields)
    }
    var expectation = TraceExpectation(
      path: path, trace: resolve(try requiredString("trace", "a trace path, relative to this file")),
      desc: try optionalString("desc").map(resolve),
      scenario: try requiredString("scenario", "a scenario name"),
      parameters: try parameters(), framesPerSecond: try framesPerSecond(), outcome: try outcome(),
      percentAtRelease: try requiredNumber("percentAtRelease"),
      releaseTime: try requiredNumber("releaseTime"),
      completionTime: try requiredNumber("completionTime"))
    if let velocity = object["velocityAtRelease"] {
      expectation.velocityAtRelease = try expectedNumber(velocity, field: "velocityAtRelease")
    }
    expectation.transitionsStarted = try count("transitionsStarted")
    expectation.transitionsEnded = try count("transitionsEnded")
    expectation.appearance = try appearance()
    expectation.decision = try optionalString("decision")
    expectation.motionFrames = try count("motionFrames")
    expectation.motion = try motionCheckpoints()
    expectation.description = try optionalString("description")
    _ = try expectation.scenarioOptions()
    return expectation
  }

  // MARK: Fields

  private func parameters() throws(TraceExpectationError) -> [TraceExpectation.ParameterOverride] {
    guard let value = object["parameters"] else { return [] }
    guard case .object(let members) = value else {
      throw invalid("parameters", "an object of parameter values, e.g. {\"policy\": \"projection\"}", value)
    }
    var overrides: [TraceExpectation.ParameterOverride] = []
    for name in members.keys.sorted() {
      switch members[name] {
      case .string(let text)?: overrides.append(.init(name: name, value: text))
      case .number(let number)?: overrides.append(.init(name: name, value: "\(number)"))
      case let other?: throw invalid("parameters.\(name)", "a number or a string", other)
      case nil: break
      }
    }
    return overrides
  }

  private func framesPerSecond() throws(TraceExpectationError) -> Double {
    guard let value = object["fps"] else { return 60 }
    guard case .number(let fps) = value, fps >= 1, fps <= 1000 else {
      throw invalid("fps", "display-link frames per second, a number from 1 to 1000", value)
    }
    return fps
  }

  private func outcome() throws(TraceExpectationError) -> ReplaySummary.Outcome {
    let expected = "one of finished, cancelled, none"
    guard let value = object["outcome"] else {
      throw .missingField(path: path, field: "outcome", expected: expected)
    }
    guard case .string(let text) = value, let outcome = ReplaySummary.Outcome(rawValue: text) else {
      throw invalid("outcome", expected, value)
    }
    return outcome
  }

  private func requiredNumber(_ field: String) throws(TraceExpectationError) -> ExpectedNumber {
    guard let value = object[field] else {
      throw .missingField(path: path, field: field, expected: Self.numberShape)
    }
    return try expectedNumber(value, field: field)
  }

  private static let numberShape = "{\"value\": V, \"tolerance\": T}, or null for none"

  private func expectedNumber(_ value: JSONValue, field: String) throws(TraceExpectationError)
    -> ExpectedNumber
  {
    switch value {
    case .null:
      return .absent
    case .object(let members):
      for key in members.keys.sorted() where key != "value" && key != "tolerance" {
        throw .unknownField(path: path, field: "\(field).\(key)", known: ["value", "tolerance"])
      }
      // Both within ±1e12: finite, and every time a trace can state (12 digits of whole seconds: an
      // evemu-record trace of the time of day is at 1.7e9 s), so that what `glide expect` writes is read.
      let number = try member(members, "value", of: field, expected: "a number from -1e12 to 1e12") {
        $0 >= -1e12 && $0 <= 1e12
      }
      let tolerance = try member(members, "tolerance", of: field, expected: "a number from 0 to 1e12") {
        $0 >= 0 && $0 <= 1e12
      }
      return .near(value: number, tolerance: tolerance)
    default:
      throw invalid(field, Self.numberShape, value)
    }
  }

  /// The number `members[key]`, which must pass `isValid`.
  private func member(
    _ members: [String: JSONValue], _ key: String, of field: String, expected: String,
    isValid: (Double) -> Bool
  ) throws(TraceExpectationError) -> Double {
    guard let value = members[key] else {
      throw .missingField(path: path, field: "\(field).\(key)", expected: expected)
    }
    guard case .number(let number) = value, isValid(number) else {
      throw invalid("\(field).\(key)", expected, value)
    }
    return number
  }

  private func count(_ field: String) throws(TraceExpectationError) -> Int? {
    guard let value = object[field] else { return nil }
    guard case .number(let number) = value, number >= 0, number == number.rounded(), number < 1e9 else {
      throw invalid(field, "a whole number of 0 or more", value)
    }
    return Int(number)
  }

  private func appearance() throws(TraceExpectationError) -> [String]? {
    guard let value = object["appearance"] else { return nil }
    let expected = "an array of callbacks such as \"Detail.viewWillDisappear\""
    guard case .array(let items) = value else { throw invalid("appearance", expected, value) }
    var callbacks: [String] = []
    for (index, item) in items.enumerated() {
      guard case .string(let text) = item else { throw invalid("appearance[\(index)]", "a string", item) }
      callbacks.append(text)
    }
    return callbacks
  }

  private func motionCheckpoints() throws(TraceExpectationError) -> [TraceExpectation.MotionCheckpoint] {
    guard let value = object["motion"] else { return [] }
    let shape = "an array of checkpoints such as {\"time\": 0.5, \"view\": \"Card\", \"x\": {\"value\": 201.2, \"tolerance\": 0.5}}"
    guard case .array(let items) = value else { throw invalid("motion", shape, value) }
    var checkpoints: [TraceExpectation.MotionCheckpoint] = []
    for (index, item) in items.enumerated() {
      let field = "motion[\(index)]"
      guard case .object(let members) = item else { throw invalid(field, shape, item) }
      for key in members.keys.sorted() where !TraceExpectation.MotionCheckpoint.fields.contains(key) {
        throw .unknownField(path: path, field: "\(field).\(key)", known: TraceExpectation.MotionCheckpoint.fields)
      }
      let time = try member(members, "time", of: field, expected: "seconds on the trace's clock, from 0 to 1e12") {
        $0 >= 0 && $0 <= 1e12
      }
      let number = { (key: String) throws(TraceExpectationError) -> ExpectedNumber? in
        guard let value = members[key] else { return nil }
        return try expectedNumber(value, field: "\(field).\(key)")
      }
      var view: String?
      if let named = members["view"] {
        guard case .string(let name) = named, !name.isEmpty else { throw invalid("\(field).view", "a view's name", named) }
        view = name
      }
      let (x, y) = (try number("x"), try number("y"))
      if view == nil && (x != nil || y != nil) {
        throw .missingField(path: path, field: "\(field).view", expected: "the view whose centre x and y check")
      }
      checkpoints.append(
        .init(time: time, horizontal: try number("horizontal"), vertical: try number("vertical"), view: view, x: x, y: y))
    }
    return checkpoints
  }

  private func requiredString(_ field: String, _ expected: String) throws(TraceExpectationError) -> String {
    guard let text = try optionalString(field) else {
      throw .missingField(path: path, field: field, expected: expected)
    }
    return text
  }

  private func optionalString(_ field: String) throws(TraceExpectationError) -> String? {
    guard let value = object[field] else { return nil }
    guard case .string(let text) = value, !text.isEmpty else {
      throw invalid(field, "a non-empty string", value)
    }
    return text
  }

  // MARK: Helpers

  private func invalid(_ field: String, _ expected: String, _ found: JSONValue) -> TraceExpectationError {
    .invalidField(path: path, field: field, expected: expected, found: found.shortDescription)
  }

  /// `relative` against the expectation file's folder (unchanged when absolute).
  private func resolve(_ relative: String) -> String {
    TracePaths.join(TracePaths.directory(of: path), relative)
  }
}

/// Path arithmetic on strings, so that relative paths stay relative in messages.
package enum TracePaths {
  /// The folder part of `path` ("" for a bare file name).
  package static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// `relative` inside `directory`, with `.` and `..` resolved where they can be.
  package static func join(_ directory: String, _ relative: String) -> String {
    if relative.hasPrefix("/") || directory.isEmpty { return normalized(relative) }
    return normalized(directory + "/" + relative)
  }

  /// `path` without `.` components and with `name/..` pairs removed.
  package static func normalized(_ path: String) -> String {
    let absolute = path.hasPrefix("/")
    var parts: [Substring] = []
    for part in path.split(separator: "/") where part != "." {
      if part == "..", let last = parts.last, last != ".." {
        parts.removeLast()
      } else if part != ".." || !absolute {
        parts.append(part)
      }
    }
    let joined = parts.joined(separator: "/")
    return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
  }
}
