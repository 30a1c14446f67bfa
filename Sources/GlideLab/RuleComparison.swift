public import GlideInput
public import GlideInteraction
public import GlideSimulation
import GlideTraceTesting

/// One trace replayed once per finish rule, everything else equal: what each rule decides at the
/// release, when, from which percent and velocity, how long its completion takes and how smoothly it
/// takes over from the fingers (`HandOff`). `glide compare` prints it; `glide report --rules` draws
/// the completion curves.
///
///     let rows = try RuleComparison.run(
///       rules: FinishRule.all, scenario: .pinchPop, options: Scenario.pinchPop.defaultOptions
///     ) { let reader = try TraceReader.open(path); return (reader.device, { try reader.next() }) }
public enum RuleComparison {
  /// What one rule did with the trace.
  public struct Row: Hashable, Sendable {
    public let rule: String
    /// The replay's summary under this rule (outcome, release, completion, hand-off).
    public let summary: ReplaySummary
    /// The last decision the rule took, nil when none (no release, or a gesture cancelled).
    public let decision: Decision?
    /// The completion after the last decision: presented percent against seconds since the release,
    /// from the release itself to the completion (empty without a decision).
    public let curve: [CurvePoint]
  }

  /// One point of a completion curve.
  public struct CurvePoint: Hashable, Sendable {
    /// Seconds since the release.
    public let time: Double
    /// Percent on screen, 0…1.
    public let percent: Double

    public init(time: Double, percent: Double) {
      self.time = time
      self.percent = percent
    }
  }

  /// A trace to replay from its start: its device and a function returning its events one by one.
  public typealias Source = () throws -> (device: DeviceDescription, next: () throws -> InputEvent?)

  /// Replays `source` once per rule of `rules` (in that order) through `scenario` with `options`, the
  /// `policy` option set to each rule. Records are not kept, so memory stays flat.
  /// - Throws: whatever `source` throws (a trace that cannot be read).
  public static func run(
    rules: [FinishRule], scenario: Scenario, options: ScenarioOptions, framesPerSecond: Double = 60,
    source: Source
  ) throws -> [Row] {
    try rules.map { rule in
      try row(rule: rule, scenario: scenario, options: options, framesPerSecond: framesPerSecond, source: source)
    }
  }

  private static func row(
    rule: FinishRule, scenario: Scenario, options: ScenarioOptions, framesPerSecond: Double, source: Source
  ) throws -> Row {
    var ruled = options
    // swift-format-ignore: NeverForceUnwrap
    // Every rule's name is one of the `policy` parameter's choices (FinishRule.scenarioParameters).
    try! ruled.set("policy", to: rule.name)
    let input = try source()
    let replayer = Replayer(scenario: scenario, options: ruled, device: input.device, framesPerSecond: framesPerSecond)
    replayer.run.retainsRecords = false
    var curve = CurveRecorder()
    replayer.run.onRecord = { curve.add($0) }
    let summary = try replayer.replay(next: input.next)
    return Row(rule: rule.name, summary: summary, decision: curve.decision, curve: curve.points)
  }
}

/// Follows a run's records and keeps the completion after the last decision.
private struct CurveRecorder {
  var decision: Decision?
  var points: [RuleComparison.CurvePoint] = []
  private var releaseTime = 0.0
  private var isOpen = false

  mutating func add(_ record: ReplayRecord) {
    let t = record.time - releaseTime
    switch record.kind {
    case .decision(let decided):
      (decision, releaseTime, isOpen) = (decided, record.time, true)
      points = [RuleComparison.CurvePoint(time: 0, percent: decided.percent)]
    case .frame(_, let percent, _, _) where isOpen:
      points.append(RuleComparison.CurvePoint(time: t, percent: percent))
    case .scene(.transitionCompleted(_, let finished)) where isOpen:
      points.append(RuleComparison.CurvePoint(time: t, percent: finished ? 1 : 0))
      isOpen = false
    case .regrab:
      isOpen = false
    case .gestureCancelled:
      (decision, points, isOpen) = (nil, [], false)
    default:
      break
    }
  }
}
