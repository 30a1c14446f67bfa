import ArgumentParser
import Foundation
import GlideOutput
import GlideSimulation

/// `glide test`: trace-based tests. Each `*.expect.json` names a trace, a scenario with parameter
/// overrides, and what the replay must show; the command replays and judges every one.
struct TestCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "test",
    abstract: "Replay traces through scenarios and judge them against *.expect.json expectations.",
    discussion: """
      Runs every expectation it is given: files as named, directories searched recursively for \
      *.expect.json (hidden folders skipped); with no path, traces/. Each expectation is replayed \
      exactly as `glide replay` would (same clock, same display link) and its summary checked. Prints \
      one line per expectation (PASS, FAIL with each failed check's expected and seen values, or \
      ERROR naming the file and the field), then `N passed, M failed`; exits 1 when anything failed, \
      so it can gate any project's CI.

      An expectation (paths relative to it; numbers in seconds on the trace's clock and percent 0…1):
        {"trace": "finish.evemu", "scenario": "pinch-pop",
         "parameters": {"policy": "classic"}, "outcome": "finished",
         "percentAtRelease": {"value": 0.5531, "tolerance": 0.002},
         "releaseTime": {"value": 0.5125, "tolerance": 0.0001},
         "completionTime": {"value": 0.6913, "tolerance": 0.002},
         "transitionsStarted": 1, "transitionsEnded": 1,
         "appearance": ["Detail.viewWillDisappear", "Home.viewWillAppear",
                        "Detail.viewDidDisappear", "Home.viewDidAppear"],
         "decision": "percent", "description": "why these numbers"}
      outcome is finished, cancelled or none; percentAtRelease, releaseTime and completionTime are \
      required, null when the replay must have none; the rest (also velocityAtRelease, desc for an \
      events-only trace, fps) is optional. traces/README.md documents the format and the shipped \
      expectations.

      --json prints one JSON object per expectation ({"type": "verdict", "expectation", "status" \
      (passed, failed, error), "trace", "scenario", "error", "checks": [{"field", "passed", \
      "expected", "seen"}]}) and a last {"type": "totals", "passed", "failed"}.

      Examples:
        glide test
        glide test traces/pinch-pop
        glide test traces/pinch-pop/regrab.expect.json --json
      """)

  @Argument(help: "Expectation files or directories to search (default: traces/).")
  var paths: [String] = []

  @Flag(help: "Print JSON Lines: one verdict per expectation, then the totals.")
  var json = false

  @Flag(help: "Make input a trace reader drops or doubts an error (see `glide inspect`); by default a warning.")
  var strict = false

  func run() throws {
    let files = try expectationFiles()
    var verdicts: [TraceVerdict] = []
    for file in files {
      let verdict = TraceTestRunner.run(file, strict: strict)
      verdicts.append(verdict)
      for line in verdict.inputWarnings.lines(path: verdict.trace ?? file) { warn(line) }
      try FileOutput.print(json ? TraceVerdictFormatter.jsonLine(verdict) : TraceVerdictFormatter.text(verdict))
    }
    if !json { try FileOutput.print("") }
    try FileOutput.print(json ? TraceVerdictFormatter.totalsJSONLine(verdicts) : TraceVerdictFormatter.totals(verdicts))
    if !verdicts.allSatisfy(\.passed) { throw ExitCode.failure }
  }

  /// The expectations to run, or a validation error that says what to give instead.
  private func expectationFiles() throws -> [String] {
    do {
      return try TraceTestRunner.expectationFiles(in: paths.isEmpty ? ["traces"] : paths)
    } catch {
      if paths.isEmpty, case .noSuchPath = error {
        throw ValidationError(
          "Please give expectation files or directories; there is no traces/ folder here.")
      }
      throw ValidationError(
        "Please give *.expect.json files or directories that hold them: \(error.description).")
    }
  }
}
