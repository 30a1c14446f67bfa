import Foundation
import GlideOutput
import GlideSimulation

extension TraceTestRunner {
  /// What `glide test --update` did to one expectation.
  public struct UpdateResult: Sendable {
    /// The verdict before the update (passed, failed or an error).
    public var verdict: TraceVerdict
    /// The fields rewritten (none when it passed or could not be judged).
    public var updates: [TraceExpectation.Update]
    /// Why the file could not be written, if it could not.
    public var writeError: String?
  }

  /// Replays and judges the expectation at `path` and, when it fails, rewrites its failing fields with
  /// what the replay showed (``TraceExpectation/updated(with:motion:)``), the file written whole in the
  /// documented layout, with the line ends and byte-order mark it was saved with; a passing or unreadable
  /// expectation is left as it is.
  public static func update(_ path: String, strict: Bool = false) -> UpdateResult {
    let expectation: TraceExpectation
    do {
      expectation = try TraceExpectation.load(path)
    } catch {
      return UpdateResult(verdict: TraceVerdict(expectation: path, error: error.description), updates: [])
    }
    var verdict = TraceVerdict(expectation: expectation.path, trace: expectation.trace, scenario: expectation.scenario)
    let summary: ReplaySummary
    let motion: [MotionSample?]
    do {
      (summary, motion) = try replayFollowingMotion(expectation, strict: strict) { verdict.inputWarnings = $0 }
    } catch {
      verdict.error = run(expectation, strict: strict).error ?? "\(expectation.path): \(error)"
      return UpdateResult(verdict: verdict, updates: [])
    }
    verdict.summary = summary
    verdict.checks = expectation.judge(summary, motion: motion)
    guard !verdict.passed else { return UpdateResult(verdict: verdict, updates: []) }
    let (updated, changes) = expectation.updated(with: summary, motion: motion)
    do {
      let style = FileManager.default.contents(atPath: path).map(TextFileStyle.init(of:)) ?? TextFileStyle()
      try OutputFile.write(style.apply(to: updated.jsonText()), to: path)
    } catch {
      return UpdateResult(verdict: verdict, updates: changes, writeError: error.description)
    }
    return UpdateResult(verdict: verdict, updates: changes)
  }
}
