import ArgumentParser
import Foundation
import GlideOutput
import GlideSimulation
import GlideTraceTesting

/// `glide test`: trace-based tests. Each `*.expect.json` names a trace, a scenario with parameter
/// overrides, and what the replay must show; the command replays and judges every one.
struct TestCommand: ParsableCommand, FoundPaths {
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
  var paths: [InputPath] = []

  @Flag(help: "Print JSON Lines: one verdict per expectation, then the totals.")
  var json = false

  @Flag(help: "Make input a trace reader drops or doubts an error (see `glide inspect`); by default a warning.")
  var strict = false

  @Flag(help: "Rewrite each failing expectation with what its replay showed, printing each field's old and new value.")
  var update = false

  @Option(help: ArgumentHelp("Also write the verdicts as JUnit XML to FILE.", valueName: "FILE"))
  var junit: OutputPath?

  @OptionGroup var shard: ShardOption

  func validate() throws {
    if update && json { throw ValidationError("--update prints what it rewrote as text: leave out --json.") }
  }

  /// The expectations, the traces and descriptions they name, and with --update the expectations again,
  /// as files it may rewrite.
  func declareFoundPaths(into found: inout CommandPaths) throws {
    for file in try expectationFiles().files {
      found.read(file, as: "the expectation \(file)")
      if update { found.write(file, option: "--update", kind: .rewrite, as: "--update's rewrite of \(file)") }
      guard let expectation = try? TraceExpectation.load(file) else { continue }
      found.read(expectation.trace, as: "\(expectation.trace), the trace \(file) names")
      if let desc = expectation.desc { found.read(desc, as: "\(desc), the description \(file) names") }
    }
  }

  func run() throws {
    let (files, skipped) = try expectationFiles()
    for file in skipped {
      warn("\(file.path.escapingInvisibles): skipped: it is \(file.kind), not an expectation file")
    }
    var verdicts: [TraceVerdict] = []
    var tally = UpdateTally()
    for file in files {
      let result = update ? TraceTestRunner.update(file, strict: strict) : nil
      var verdict = result?.verdict ?? TraceTestRunner.run(file, strict: strict)
      for line in verdict.inputWarnings.lines(path: verdict.trace ?? file) { warn(line) }
      if let result { tally.count(result) }
      if let problem = result?.writeError {
        try FileOutput.print("ERROR  \(file.escapingInvisibles)  could not be rewritten: \(problem.escapingInvisibles)")
        try FileOutput.print(TraceVerdictFormatter.text(verdict))
        // An error in the JUnit report too: the expectation still fails.
        verdict.error = "could not be rewritten: \(problem)"
        verdicts.append(verdict)
        continue
      } else if let changes = result?.updates, !changes.isEmpty {
        let lines = changes.map {
          "         \($0.field.escapingInvisibles): \($0.old.escapingInvisibles) → \($0.new.escapingInvisibles)"
        }
        try FileOutput.print((["UPDATED \(file.escapingInvisibles)"] + lines).joined(separator: "\n"))
        verdicts.append(verdict)
        continue
      }
      verdicts.append(verdict)
      try FileOutput.print(json ? TraceVerdictFormatter.jsonLine(verdict) : TraceVerdictFormatter.text(verdict))
    }
    if let junit { try OutputFile.write(JUnitReport.xml(verdicts), to: junit.path) }
    if !json { try FileOutput.print("") }
    if update {
      try FileOutput.print(tally.summary)
      if !tally.succeeded { throw ExitCode.failure }
      return
    }
    try FileOutput.print(json ? TraceVerdictFormatter.totalsJSONLine(verdicts) : TraceVerdictFormatter.totals(verdicts))
    if !verdicts.allSatisfy(\.passed) { throw ExitCode.failure }
  }

  /// The expectations to run (this shard's) and the special files skipped in the folders searched, or a
  /// validation error that says what to give instead.
  private func expectationFiles() throws -> (files: [String], skipped: [SpecialFile]) {
    let found: (files: [String], skipped: [SpecialFile])
    do {
      found = try TraceTestRunner.findExpectations(in: paths.isEmpty ? ["traces"] : paths.map(\.path))
    } catch {
      if paths.isEmpty, case .noSuchPath = error {
        throw ValidationError(
          "Please give expectation files or directories; there is no traces/ folder here.")
      }
      throw ValidationError(
        "Please give *.expect.json files or directories that hold them: \(error.description).")
    }
    return (try shard.filter(found.files), found.skipped)
  }
}

/// What `glide test --update` did, counted over the expectations: the summary line and the exit status.
struct UpdateTally {
  private(set) var passed = 0
  private(set) var updated = 0
  /// Failing expectations whose rewrite failed (a read-only folder, a full disk): they still fail.
  private(set) var notRewritten = 0
  private(set) var notJudged = 0

  mutating func count(_ result: TraceTestRunner.UpdateResult) {
    if result.writeError != nil {
      notRewritten += 1
    } else if result.verdict.status == .error {
      notJudged += 1
    } else if result.updates.isEmpty {
      passed += 1
    } else {
      updated += 1
    }
  }

  /// `N passed, M updated, K could not be judged`, with `R could not be rewritten` before the last when
  /// a rewrite failed.
  var summary: String {
    "\(passed) passed, \(updated) updated, "
      + (notRewritten > 0 ? "\(notRewritten) could not be rewritten, " : "") + "\(notJudged) could not be judged"
  }

  /// Whether every expectation passes now: passed, or rewritten with what its replay showed.
  var succeeded: Bool { notRewritten == 0 && notJudged == 0 }
}
