import Foundation
public import GlideInput
public import GlideSimulation

/// One comparison of an expectation with what the replay showed.
public struct TraceCheck: Hashable, Sendable {
  /// The expectation's field (`outcome`, `percentAtRelease`, …).
  public var field: String
  /// What the expectation asked for, and what the replay showed, as text.
  public var expected: String
  public var seen: String
  public var passed: Bool

  public init(field: String, expected: String, seen: String, passed: Bool) {
    self.field = field
    self.expected = expected
    self.seen = seen
    self.passed = passed
  }

  /// A number as checks print it: up to 6 decimals, trailing zeros dropped ("0.5125", "1").
  static func number(_ value: Double) -> String { LogFormatting.trimmed(value) }
}

/// The verdict on one expectation: passed, failed (with the checks that failed), or an error (the
/// expectation or its trace could not be read).
public struct TraceVerdict: Hashable, Sendable {
  public enum Status: String, Hashable, Sendable {
    case passed, failed, error
  }

  /// The expectation file, as named.
  public var expectation: String
  /// The trace and scenario it names, when it could be read.
  public var trace: String?
  public var scenario: String?
  /// Every check made, in the expectation's field order.
  public var checks: [TraceCheck]
  /// Why there is no judgement (a malformed expectation, an unreadable trace).
  public var error: String?
  /// The replay's summary, when there was a replay.
  public var summary: ReplaySummary?
  /// What the trace reader dropped, capped or doubted in the trace (reported as warnings, not judged).
  public var inputWarnings = InputWarnings()

  public init(
    expectation: String, trace: String? = nil, scenario: String? = nil, checks: [TraceCheck] = [],
    error: String? = nil, summary: ReplaySummary? = nil
  ) {
    self.expectation = expectation
    self.trace = trace
    self.scenario = scenario
    self.checks = checks
    self.error = error
    self.summary = summary
  }

  public var status: Status {
    if error != nil { return .error }
    return checks.allSatisfy(\.passed) ? .passed : .failed
  }

  public var passed: Bool { status == .passed }

  /// The checks that failed.
  public var failures: [TraceCheck] { checks.filter { !$0.passed } }
}

/// `glide test`'s output: readable lines, or one JSON object per verdict (`--json`), then the totals.
public enum TraceVerdictFormatter {
  /// `PASS path  what happened`, `FAIL path` with one indented line per failed check, or `ERROR path: why`.
  /// What comes from the expectation (its path, a view's name, the callbacks and the decision it expects)
  /// is shown with invisible and direction characters escaped.
  public static func text(_ verdict: TraceVerdict) -> String {
    let expectation = verdict.expectation.escapingInvisibles
    switch verdict.status {
    case .passed:
      return "PASS   \(expectation)" + (verdict.summary.map { "  " + outline($0) } ?? "")
    case .failed:
      let head = "FAIL   \(expectation)" + (verdict.summary.map { "  " + outline($0) } ?? "")
      let lines = verdict.failures.map {
        "         \($0.field.escapingInvisibles): expected \($0.expected.escapingInvisibles), "
          + "saw \($0.seen.escapingInvisibles)"
      }
      return ([head] + lines).joined(separator: "\n")
    case .error:
      return "ERROR  \((verdict.error ?? verdict.expectation).escapingInvisibles)"
    }
  }

  /// `{"type":"verdict","expectation":…,"status":…,"trace":…,"scenario":…,"error":…,"checks":[…]}`,
  /// each check `{"field":…,"passed":…,"expected":…,"seen":…}`.
  public static func jsonLine(_ verdict: TraceVerdict) -> String {
    LogFormatting.object([
      ("type", q("verdict")), ("expectation", q(verdict.expectation)), ("status", q(verdict.status.rawValue)),
      ("trace", verdict.trace.map(q) ?? "null"), ("scenario", verdict.scenario.map(q) ?? "null"),
      ("error", verdict.error.map(q) ?? "null"),
      ("checks", "[" + verdict.checks.map(checkObject).joined(separator: ",") + "]"),
    ])
  }

  /// `N passed, M failed` (errors count as failed).
  public static func totals(_ verdicts: [TraceVerdict]) -> String {
    let passed = verdicts.filter(\.passed).count
    return "\(passed) passed, \(verdicts.count - passed) failed"
  }

  /// `{"type":"totals","passed":N,"failed":M}`.
  public static func totalsJSONLine(_ verdicts: [TraceVerdict]) -> String {
    let passed = verdicts.filter(\.passed).count
    return LogFormatting.object([
      ("type", q("totals")), ("passed", "\(passed)"), ("failed", "\(verdicts.count - passed)"),
    ])
  }

  // MARK: - Internals

  /// "pinch-pop finished, released at 0.5125 s at percent 0.5531, completed at 0.6913 s".
  private static func outline(_ s: ReplaySummary) -> String {
    var text = "\(s.scenario) \(s.outcome.rawValue)"
    if let t = s.releaseTime, let p = s.percentAtRelease {
      text += ", released at \(TraceCheck.number(t)) s at percent \(LogFormatting.fixed(p, 4))"
    }
    if let c = s.completionTime { text += ", completed at \(TraceCheck.number(c)) s" }
    return text
  }

  private static func checkObject(_ check: TraceCheck) -> String {
    LogFormatting.object([
      ("field", q(check.field)), ("passed", "\(check.passed)"), ("expected", q(check.expected)),
      ("seen", q(check.seen)),
    ])
  }

  private static func q(_ text: String) -> String { LogFormatting.json(text) }
}
