import Foundation
public import GlideSimulation

/// Expectations written for you: made from a replay (`glide expect`), brought up to date with a
/// replay after a deliberate change (`glide test --update`), and written as JSON in the layout the
/// documentation shows.
extension TraceExpectation {
  /// The tolerances `glide expect` gives the numbers it writes: half a percent of progress at release;
  /// half a millisecond on the release, which the trace's events time; five on the completion, which a
  /// percent shift moves along the remaining duration; and 5 % of the release velocity (at least 0.05 a
  /// second).
  public enum DefaultTolerance {
    public static let percentAtRelease = 0.005
    public static let releaseTime = 0.0005
    public static let completionTime = 0.005
    public static func velocityAtRelease(_ velocity: Double) -> Double { max(0.05, abs(velocity) * 0.05) }
  }

  /// An expectation at `path` that `summary` (of `trace` replayed through `scenario` with `parameters` at
  /// `framesPerSecond`) meets: its outcome, numbers with the default tolerances, transition counts,
  /// appearance order and decision, and its motion frames when it logged any.
  public static func recorded(
    from summary: ReplaySummary, path: String, trace: String, desc: String? = nil, scenario: String,
    parameters: [(name: String, value: String)], framesPerSecond: Double = 60, description: String? = nil
  ) -> TraceExpectation {
    func near(_ value: Double?, _ tolerance: Double) -> ExpectedNumber {
      value.map { .near(value: rounded($0), tolerance: tolerance) } ?? .absent
    }
    var expectation = TraceExpectation(
      path: path, trace: trace, desc: desc, scenario: scenario,
      parameters: parameters.map { ParameterOverride(name: $0.name, value: $0.value) },
      framesPerSecond: framesPerSecond, outcome: summary.outcome,
      percentAtRelease: near(summary.percentAtRelease, DefaultTolerance.percentAtRelease),
      releaseTime: near(summary.releaseTime, DefaultTolerance.releaseTime),
      completionTime: near(summary.completionTime, DefaultTolerance.completionTime))
    expectation.velocityAtRelease = summary.velocityAtRelease.map {
      .near(value: rounded($0), tolerance: rounded(DefaultTolerance.velocityAtRelease($0)))
    }
    expectation.transitionsStarted = summary.transitionsStarted
    expectation.transitionsEnded = summary.transitionsEnded
    expectation.appearance = summary.appearanceOrder
    expectation.decision = summary.decision.map(decisionRule)
    expectation.motionFrames = summary.motionFrames
    expectation.description = description
    return expectation
  }

  /// A field brought up to date: its name as a check names it, what the file said and what the replay
  /// showed.
  public struct Update: Hashable, Sendable {
    public var field: String
    public var old: String
    public var new: String
  }

  /// This expectation with every field that `summary` (and, for the motion checkpoints, `motion`) fails
  /// set to what the replay showed, tolerances kept (a number that was `null` gets the default one), and
  /// the fields changed. What passes is left as it is.
  public func updated(with summary: ReplaySummary, motion: [MotionSample?] = []) -> (TraceExpectation, [Update]) {
    var updated = self
    var changes: [Update] = []
    func number(_ field: String, _ expected: ExpectedNumber, _ seen: Double?, default tolerance: Double) -> ExpectedNumber {
      guard !expected.accepts(seen) else { return expected }
      let new: ExpectedNumber
      switch (expected, seen) {
      case (_, nil): new = .absent
      case (.near(_, let kept), let seen?): new = .near(value: Self.rounded(seen), tolerance: kept)
      case (.absent, let seen?): new = .near(value: Self.rounded(seen), tolerance: tolerance)
      }
      changes.append(Update(field: field, old: expected.description, new: new.description))
      return new
    }
    if summary.outcome != outcome {
      changes.append(Update(field: "outcome", old: outcome.rawValue, new: summary.outcome.rawValue))
      updated.outcome = summary.outcome
    }
    updated.percentAtRelease = number(
      "percentAtRelease", percentAtRelease, summary.percentAtRelease, default: DefaultTolerance.percentAtRelease)
    updated.releaseTime = number("releaseTime", releaseTime, summary.releaseTime, default: DefaultTolerance.releaseTime)
    updated.completionTime = number(
      "completionTime", completionTime, summary.completionTime, default: DefaultTolerance.completionTime)
    if let velocityAtRelease {
      updated.velocityAtRelease = number(
        "velocityAtRelease", velocityAtRelease, summary.velocityAtRelease,
        default: DefaultTolerance.velocityAtRelease(summary.velocityAtRelease ?? 0))
    }
    func count(_ field: String, _ expected: Int?, _ seen: Int) -> Int? {
      guard let expected, expected != seen else { return expected }
      changes.append(Update(field: field, old: "\(expected)", new: "\(seen)"))
      return seen
    }
    updated.transitionsStarted = count("transitionsStarted", transitionsStarted, summary.transitionsStarted)
    updated.transitionsEnded = count("transitionsEnded", transitionsEnded, summary.transitionsEnded)
    if let motionFrames { updated.motionFrames = count("motionFrames", motionFrames, summary.motionFrames ?? 0) }
    if let appearance, appearance != summary.appearanceOrder {
      let list = { (names: [String]) in "[" + names.joined(separator: ", ") + "]" }
      changes.append(Update(field: "appearance", old: list(appearance), new: list(summary.appearanceOrder)))
      updated.appearance = summary.appearanceOrder
    }
    if let decision, !(summary.decision?.contains(decision) ?? false) {
      let rule = summary.decision.map(Self.decisionRule)
      changes.append(Update(field: "decision", old: "\"\(decision)\"", new: rule.map { "\"\($0)\"" } ?? "none"))
      updated.decision = rule
    }
    for (index, checkpoint) in self.motion.enumerated() {
      guard index < motion.count, let sample = motion[index] else { continue }
      let field = "motion[\(index)] at \(TraceCheck.number(checkpoint.time)) s"
      var new = checkpoint
      if let horizontal = checkpoint.horizontal {
        new.horizontal = number("\(field) horizontal", horizontal, sample.offset.horizontal, default: 0.01)
      }
      if let vertical = checkpoint.vertical {
        new.vertical = number("\(field) vertical", vertical, sample.offset.vertical, default: 0.01)
      }
      if let view = checkpoint.view {
        let center = sample.center(of: view)
        if let x = checkpoint.x { new.x = number("\(field) \(view).x", x, center?.x, default: 0.5) }
        if let y = checkpoint.y { new.y = number("\(field) \(view).y", y, center?.y, default: 0.5) }
      }
      updated.motion[index] = new
    }
    return (updated, changes)
  }

  /// The expectation as JSON, its fields in the documented order, two spaces an indent, one
  /// appearance callback a line: what `glide expect` and `glide test --update` write. Paths are written
  /// relative to the expectation's folder.
  public func jsonText() -> String {
    let folder = TracePaths.directory(of: path)
    var lines: [String] = []
    func add(_ key: String, _ value: String) { lines.append("  \(Self.string(key)): \(value)") }
    add("trace", Self.string(TracePaths.relative(trace, from: folder)))
    if let desc { add("desc", Self.string(TracePaths.relative(desc, from: folder))) }
    add("scenario", Self.string(scenario))
    if !parameters.isEmpty {
      let members = parameters.map { override in
        "\(Self.string(override.name)): " + (Double(override.value).map(TraceCheck.number) ?? Self.string(override.value))
      }
      add("parameters", "{" + members.joined(separator: ", ") + "}")
    }
    if framesPerSecond != 60 { add("fps", TraceCheck.number(framesPerSecond)) }
    add("outcome", Self.string(outcome.rawValue))
    add("percentAtRelease", Self.json(percentAtRelease))
    add("releaseTime", Self.json(releaseTime))
    add("completionTime", Self.json(completionTime))
    if let velocityAtRelease { add("velocityAtRelease", Self.json(velocityAtRelease)) }
    if let transitionsStarted { add("transitionsStarted", "\(transitionsStarted)") }
    if let transitionsEnded { add("transitionsEnded", "\(transitionsEnded)") }
    if let appearance {
      add("appearance", appearance.isEmpty ? "[]" : "[\n" + appearance.map { "    " + Self.string($0) }.joined(separator: ",\n") + "\n  ]")
    }
    if let decision { add("decision", Self.string(decision)) }
    if let motionFrames { add("motionFrames", "\(motionFrames)") }
    if !motion.isEmpty {
      let items = motion.map { checkpoint in
        var members = ["\"time\": \(TraceCheck.number(checkpoint.time))"]
        if let horizontal = checkpoint.horizontal { members.append("\"horizontal\": \(Self.json(horizontal))") }
        if let vertical = checkpoint.vertical { members.append("\"vertical\": \(Self.json(vertical))") }
        if let view = checkpoint.view { members.append("\"view\": \(Self.string(view))") }
        if let x = checkpoint.x { members.append("\"x\": \(Self.json(x))") }
        if let y = checkpoint.y { members.append("\"y\": \(Self.json(y))") }
        return "    {" + members.joined(separator: ", ") + "}"
      }
      add("motion", "[\n" + items.joined(separator: ",\n") + "\n  ]")
    }
    if let description { add("description", Self.string(description)) }
    return "{\n" + lines.joined(separator: ",\n") + "\n}\n"
  }

  /// The part of a decision's reason that says which side of its rule the release fell on, without the
  /// measured number: "> 0.3" of "percent 0.551 > 0.3", "< 5.0" of "velocity 0.45 < 5.0 and percent 0.19
  /// ≤ 0.3", "≤ midpoint 0.5" of "projected 0.4 ≤ midpoint 0.5"; a reason without a measure whole
  /// ("gesture cancelled"). A replay that decides the same way for a slightly different number still
  /// contains it.
  public static func decisionRule(_ reason: String) -> String {
    let words = reason.split(separator: " ", omittingEmptySubsequences: false)
    guard words.count >= 3, Double(words[1]) != nil else { return reason }
    let rest = words.dropFirst(2).joined(separator: " ")
    return rest.components(separatedBy: " and ").first ?? rest
  }

  /// `value` to six decimals (the logs' precision), so a written file does not carry a replay's float
  /// noise.
  static func rounded(_ value: Double) -> Double { (value * 1e6).rounded() / 1e6 }

  private static func json(_ number: ExpectedNumber) -> String {
    switch number {
    case .absent: "null"
    case .near(let value, let tolerance):
      "{\"value\": \(TraceCheck.number(value)), \"tolerance\": \(TraceCheck.number(tolerance))}"
    }
  }

  private static func string(_ text: String) -> String { LogFormatting.json(text) }
}

extension TracePaths {
  /// `path` as seen from `folder` ("" for the working directory): `../b/x.evemu` for `b/x.evemu` from
  /// `a`. Both are taken from the working directory when relative.
  static func relative(_ path: String, from folder: String) -> String {
    func absolute(_ path: String) -> [Substring] {
      let full = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
      return normalized(full).split(separator: "/")
    }
    let target = absolute(path)
    let base = absolute(folder.isEmpty ? "." : folder)
    var common = 0
    while common < min(target.count, base.count), target[common] == base[common] { common += 1 }
    let parts = Array(repeating: "..", count: base.count - common) + target[common...].map(String.init)
    return parts.isEmpty ? "." : parts.joined(separator: "/")
  }
}
