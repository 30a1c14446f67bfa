import Dispatch
import Foundation
import GlideInput
public import GlideSimulation
public import GlideTraceTesting

/// One finish rule's parameter swept over a set of traces: every trace replayed at every value, in
/// parallel (each worker builds its own runs; `ScenarioRun` is not `Sendable`), with results in the
/// traces' path order whatever the number of workers.
///
///     let sweep = ParameterSweep(
///       rule: .gnome, parameter: try ParameterSweep.parameter(named: "velocityThreshold", of: .gnome),
///       range: try SweepRange(parsing: "0.2:1.2:0.1"), scenario: .perTrace(ExpectationIndex(searching: ["traces"]))
///     ) { name, _ in let s = try Scenario.named(name); return (s, s.defaultOptions) }
///     let result = sweep.run(try LabTrace.find(in: ["traces"]), jobs: 2)
public struct ParameterSweep: Sendable {
  /// How each trace's scenario is chosen.
  public enum ScenarioSource: Sendable {
    /// This scenario for every trace (`--scenario`).
    case fixed(String)
    /// The expectation's scenario, else the recognised gesture's (``ScenarioChoice/choose(for:index:)``).
    case perTrace(ExpectationIndex)
  }

  /// The scenario called `name`, its scene set up as `setup` says (an expectation's overrides of its own
  /// parameters), with the options the user gave on top (throwing when they do not fit it).
  public typealias Configure =
    @Sendable (_ name: String, _ setup: [TraceExpectation.ParameterOverride]) throws -> (Scenario, ScenarioOptions)

  public let rule: FinishRule
  /// The parameter swept (its full option name, e.g. `gnome.velocityThreshold`).
  public let parameter: ScenarioParameter
  public let range: SweepRange
  public let scenario: ScenarioSource
  public let framesPerSecond: Double
  public let configure: Configure

  public init(
    rule: FinishRule, parameter: ScenarioParameter, range: SweepRange, scenario: ScenarioSource,
    framesPerSecond: Double = 60, configure: @escaping Configure
  ) {
    self.rule = rule
    self.parameter = parameter
    self.range = range
    self.scenario = scenario
    self.framesPerSecond = framesPerSecond
    self.configure = configure
  }

  /// `rule`'s parameter called `name`: its full option name, or the short one without the rule's
  /// prefix (`velocityThreshold` is `gnome.velocityThreshold` for `gnome`).
  /// - Throws: ``LabError`` when the rule has no such parameter or it is not a number.
  public static func parameter(named name: String, of rule: FinishRule) throws(LabError) -> ScenarioParameter {
    let prefix = rule.name + "."
    guard let found = rule.parameters.first(where: { $0.name == name || $0.name == prefix + name }) else {
      let known = rule.parameters.map { p in
        let short = p.name.hasPrefix(prefix) ? String(p.name.dropFirst(prefix.count)) : p.name
        let full = short == p.name ? "" : p.name
        let detail = [full, p.unit].filter { !$0.isEmpty }.joined(separator: ", ")
        return detail.isEmpty ? short : "\(short) (\(detail))"
      }
      throw .unknownParameter(name, rule: rule.name, known: known)
    }
    guard case .number = found.defaultValue else { throw .notANumberParameter(found.name, rule: rule.name) }
    return found
  }

  /// Replays every trace at every value with `jobs` workers (at least 1); `progress` is called with
  /// (traces done, traces) after each trace, from the worker that finished it.
  public func run(
    _ traces: [LabTrace], jobs: Int, progress: (@Sendable (Int, Int) -> Void)? = nil
  ) -> SweepResult {
    let ordered = traces.sorted()
    let board = ResultBoard(count: ordered.count)
    let workers = max(1, min(jobs, ordered.count))
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
      while let index = board.take() {
        let result = measure(ordered[index])
        let done = board.put(result, at: index)
        progress?(done, ordered.count)
      }
    }
    return SweepResult(
      rule: rule.name, parameter: parameter, values: range.values.map(range.text), traces: board.results)
  }

  /// One trace at every value.
  func measure(_ trace: LabTrace) -> SweepResult.Trace {
    var choice: ScenarioChoice?
    do {
      let chosen = try choose(trace)
      choice = chosen
      guard let name = chosen.scenario else {
        return SweepResult.Trace(trace: trace, choice: chosen, outcomes: Array(repeating: .none, count: range.count))
      }
      let scenario: Scenario, base: ScenarioOptions
      do {
        (scenario, base) = try configure(name, chosen.setup)
      } catch {
        return SweepResult.Trace(trace: trace, choice: chosen, error: "\(trace.path): \(error)", isUnreadable: false)
      }
      var warnings = InputWarnings()
      let outcomes = try range.values.map { value in
        let (outcome, read) = try outcome(trace, scenario: scenario, options: base, value: range.text(value))
        warnings = read  // the same at every value: the trace is read alike
        return outcome
      }
      return SweepResult.Trace(trace: trace, choice: chosen, outcomes: outcomes, inputWarnings: warnings)
    } catch let error as TraceError {
      return SweepResult.Trace(trace: trace, choice: choice, error: error.description)
    } catch {
      return SweepResult.Trace(trace: trace, choice: choice, error: "\(trace.path): \(error)")
    }
  }

  private func choose(_ trace: LabTrace) throws(TraceError) -> ScenarioChoice {
    switch scenario {
    case .fixed(let name): ScenarioChoice(scenario: name, source: .option)
    case .perTrace(let index): try ScenarioChoice.choose(for: trace, index: index)
    }
  }

  /// The outcome at one value, and what the reader dropped or doubted on the way.
  private func outcome(
    _ trace: LabTrace, scenario: Scenario, options base: ScenarioOptions, value: String
  ) throws -> (ReplaySummary.Outcome, InputWarnings) {
    var options = base
    try options.set("policy", to: rule.name)
    try options.set(parameter.name, to: value)
    let reader = try trace.open()
    let replayer = Replayer(
      scenario: scenario, options: options, device: reader.device, framesPerSecond: framesPerSecond)
    replayer.run.retainsRecords = false
    let outcome = try replayer.replay { try reader.next() }.outcome
    return (outcome, reader.warnings)
  }
}

/// The workers' shared state: the next trace to take and the results so far, behind a lock.
private final class ResultBoard: @unchecked Sendable {
  private let lock = NSLock()
  private var next = 0
  private var done = 0
  private var slots: [SweepResult.Trace?]

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  /// The next trace's index, or nil when all are taken.
  func take() -> Int? {
    lock.withLock {
      guard next < slots.count else { return nil }
      defer { next += 1 }
      return next
    }
  }

  /// Stores a result; returns how many are done.
  func put(_ result: SweepResult.Trace, at index: Int) -> Int {
    lock.withLock {
      slots[index] = result
      done += 1
      return done
    }
  }

  var results: [SweepResult.Trace] { lock.withLock { slots.compactMap { $0 } } }
}
