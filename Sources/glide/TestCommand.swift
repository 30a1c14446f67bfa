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

      --update rewrites each failing expectation with what its replay showed (a deliberate change to a \
      rule, a scenario or the recogniser), tolerances kept, and prints each field's old and new value; \
      passing expectations are left alone, errors still fail. --junit FILE writes the verdicts as \
      JUnit XML for a CI system to show (one test case per expectation). --shard K/N runs the K-th of \
      N parts of the expectations found, split by a hash of each path: every machine of a CI matrix or \
      a batch (GNU parallel over ssh, a Kubernetes indexed Job) runs one part, and the parts together \
      are the whole.

      --json prints one JSON object per expectation ({"type": "verdict", "expectation", "status" \
      (passed, failed, error), "trace", "scenario", "error", "checks": [{"field", "passed", \
      "expected", "seen"}]}) and a last {"type": "totals", "passed", "failed"}.

      Examples:
        glide test
        glide test traces/pinch-pop
        glide test traces/pinch-pop/regrab.expect.json --json
        glide test --junit glide-tests.xml
        glide test traces --shard 2/4
        glide test traces/mine --update
      """)

  @Argument(help: "Expectation files or directories to search (default: traces/).")
  var paths: [String] = []

  @Flag(help: "Print JSON Lines: one verdict per expectation, then the totals.")
  var json = false

  @Flag(help: "Make input a trace reader drops or doubts an error (see `glide inspect`); by default a warning.")
  var strict = false

  @Flag(help: "Rewrite each failing expectation with what its replay showed, printing each field's old and new value.")
  var update = false

  @Option(help: ArgumentHelp("Also write the verdicts as JUnit XML to FILE.", valueName: "FILE"))
  var junit: String?

  @OptionGroup var shard: ShardOption

  func validate() throws {
    if update && json { throw ValidationError("--update prints what it rewrote as text: leave out --json.") }
  }

  func run() throws {
    let files = try shard.filter(try expectationFiles())
    if let junit {
      try CommandInputs(files).refuse(junit)
    }
    var verdicts: [TraceVerdict] = []
    var updated = 0
    for file in files {
      let result = update ? TraceTestRunner.update(file, strict: strict) : nil
      let verdict = result?.verdict ?? TraceTestRunner.run(file, strict: strict)
      verdicts.append(verdict)
      for line in verdict.inputWarnings.lines(path: verdict.trace ?? file) { warn(line) }
      if let problem = result?.writeError {
        try FileOutput.print("ERROR  \(file)  could not be rewritten: \(problem)")
      } else if let changes = result?.updates, !changes.isEmpty {
        updated += 1
        let lines = changes.map { "         \($0.field): \($0.old) → \($0.new)" }
        try FileOutput.print((["UPDATED \(file)"] + lines).joined(separator: "\n"))
        continue
      }
      try FileOutput.print(json ? TraceVerdictFormatter.jsonLine(verdict) : TraceVerdictFormatter.text(verdict))
    }
    if let junit { try OutputFile.write(JUnitReport.xml(verdicts), to: junit) }
    if !json { try FileOutput.print("") }
    if update {
      let errors = verdicts.filter { $0.status == .error }.count
      try FileOutput.print("\(verdicts.count - updated - errors) passed, \(updated) updated, \(errors) could not be judged")
      if errors > 0 { throw ExitCode.failure }
      return
    }
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
