public import GlideInput
public import GlideSimulation
import GlideTraceTesting

/// What a ``ParameterSweep`` found: each trace's outcome at each value, and per value how many traces
/// finished of those where a transition started, and which flipped relative to the first value.
public struct SweepResult: Hashable, Sendable {
  /// One trace: the scenario it ran and its outcome at each value, or why it could not be read.
  public struct Trace: Hashable, Sendable {
    public let trace: LabTrace
    public let choice: ScenarioChoice?
    /// One per value (empty when ``error`` is set).
    public let outcomes: [ReplaySummary.Outcome]
    /// A located message (`path:line: expected …`) when the trace could not be read or replayed.
    public let error: String?
    /// Whether ``error`` says the trace could not be read (false: it was read, but its scenario could
    /// not be set up as asked, e.g. a scene that dresses none of its screens).
    public let isUnreadable: Bool
    /// What the trace reader dropped, capped or doubted in the trace (as reported by warnings).
    public let inputWarnings: InputWarnings

    init(
      trace: LabTrace, choice: ScenarioChoice?, outcomes: [ReplaySummary.Outcome] = [], error: String? = nil,
      isUnreadable: Bool = true, inputWarnings: InputWarnings = InputWarnings()
    ) {
      self.trace = trace
      self.choice = choice
      self.outcomes = outcomes
      self.error = error
      self.isUnreadable = error != nil && isUnreadable
      self.inputWarnings = inputWarnings
    }
  }

  /// A trace whose outcome at a value differs from its outcome at the first value.
  public struct Flip: Hashable, Sendable {
    public let path: String
    public let from: ReplaySummary.Outcome
    public let to: ReplaySummary.Outcome
  }

  /// One value of the parameter.
  public struct Row: Hashable, Sendable {
    /// The value as it was set (``SweepRange/text(_:)``).
    public let value: String
    public let finished: Int
    /// Traces in which a transition started (outcome finished or cancelled).
    public let started: Int
    /// Relative to the first value, in path order.
    public let flips: [Flip]

    /// finished / started; nil when no transition started.
    public var rate: Double? { started > 0 ? Double(finished) / Double(started) : nil }
  }

  public let rule: String
  public let parameter: ScenarioParameter
  /// The values, as set.
  public let values: [String]
  /// Every trace, sorted by path.
  public let traces: [Trace]

  /// The traces that could be replayed.
  public var readable: [Trace] { traces.filter { $0.error == nil } }
  /// The traces that could not: those that could not be read, then those whose scenario could not be set up.
  public var failed: [Trace] { traces.filter { $0.error != nil } }
  /// The traces that could not be read.
  public var unreadable: [Trace] { traces.filter(\.isUnreadable) }
  /// The traces that were read but not replayed: their scenario could not be set up as asked.
  public var notReplayed: [Trace] { traces.filter { $0.error != nil && !$0.isUnreadable } }

  /// One row per value.
  public var rows: [Row] {
    let read = readable
    return values.indices.map { i in
      let flips = read.compactMap { t -> Flip? in
        t.outcomes[i] == t.outcomes[0] ? nil : Flip(path: t.trace.path, from: t.outcomes[0], to: t.outcomes[i])
      }
      return Row(
        value: values[i], finished: read.count { $0.outcomes[i] == .finished },
        started: read.count { $0.outcomes[i] != .none }, flips: flips)
    }
  }
}
