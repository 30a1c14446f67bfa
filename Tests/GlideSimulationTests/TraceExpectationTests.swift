import Foundation
import GlideInput
import GlideTestSupport
import Testing

@testable import GlideScenarios
@testable import GlideSimulation
@testable import GlideTraceTesting
import GlideScenarioTestSupport

/// A small valid expectation as JSON text, with `overrides` (field → JSON text) replacing or adding
/// members.
private func expectationJSON(_ overrides: [String: String] = [:]) -> String {
  var members = [
    "trace": #""finish.evemu""#, "scenario": #""pinch-pop""#, "outcome": #""finished""#,
    "percentAtRelease": #"{"value": 0.5531, "tolerance": 0.003}"#,
    "releaseTime": #"{"value": 0.5125, "tolerance": 0.0005}"#, "completionTime": "null",
  ]
  members.merge(overrides) { $1 }
  return "{" + members.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ")
    + "}"
}

private func parse(
  _ text: String, path: String = "traces/pinch-pop/x.expect.json"
) throws(TraceExpectationError) -> TraceExpectation {
  try TraceExpectation.parse(Data(text.utf8), path: path)
}

/// The message a malformed expectation gets.
private func message(_ text: String) -> String {
  do {
    _ = try parse(text)
    return "(accepted)"
  } catch {
    return error.description
  }
}

/// A summary as a pinch-pop replay that finished would give.
private func finishedSummary() -> ReplaySummary {
  ReplaySummary(
    scenario: "pinch-pop", outcome: .finished, percentAtRelease: 0.5533, velocityAtRelease: 1.34,
    releaseTime: 0.512501, completionTime: 0.691195, duration: 0.4, completionSpeed: 1, transitionsStarted: 1,
    transitionsEnded: 1, policy: "classic", decision: "percent 0.553 > 0.3", frames: 35,
    appearanceOrder: [
      "Detail.viewWillDisappear", "Home.viewWillAppear", "Detail.viewDidDisappear", "Home.viewDidAppear",
    ])
}

@Suite(.builtInScenarios) struct TraceExpectationParsingTests {
  @Test func aCompleteExpectationReadsEveryField() throws {
    let expectation = try parse(
      """
      {"description": "why", "trace": "../synaptics/pinch.evemu", "desc": "pad.desc", "scenario": "pinch-pop",
       "parameters": {"policy": "projection", "midpoint": 0.4}, "fps": 120, "outcome": "cancelled",
       "percentAtRelease": {"value": 0.2, "tolerance": 0.01}, "releaseTime": {"value": 0.3, "tolerance": 0},
       "completionTime": {"value": 0.38, "tolerance": 0.002}, "velocityAtRelease": null,
       "transitionsStarted": 2, "transitionsEnded": 2, "appearance": ["A.viewWillAppear"], "decision": "midpoint"}
      """)
    #expect(expectation.path == "traces/pinch-pop/x.expect.json")
    #expect(expectation.trace == "traces/synaptics/pinch.evemu")
    #expect(expectation.desc == "traces/pinch-pop/pad.desc")
    #expect(expectation.scenario == "pinch-pop")
    #expect(expectation.parameters.map(\.name) == ["midpoint", "policy"])
    #expect(expectation.parameters.map(\.value) == ["0.4", "projection"])
    #expect(expectation.framesPerSecond == 120)
    #expect(expectation.outcome == .cancelled)
    #expect(expectation.percentAtRelease == .near(value: 0.2, tolerance: 0.01))
    #expect(expectation.releaseTime == .near(value: 0.3, tolerance: 0))
    #expect(expectation.velocityAtRelease == .absent)
    #expect(expectation.transitionsStarted == 2)
    #expect(expectation.appearance == ["A.viewWillAppear"])
    #expect(expectation.decision == "midpoint")
    #expect(expectation.description == "why")
    let (_, options) = try expectation.scenarioOptions()
    #expect(options.text("policy") == "projection")
    #expect(options.number("midpoint") == 0.4)
  }

  @Test func optionalFieldsDefaultToUnchecked() throws {
    let expectation = try parse(expectationJSON())
    #expect(expectation.completionTime == .absent)
    #expect(expectation.velocityAtRelease == nil)
    #expect(expectation.transitionsStarted == nil && expectation.transitionsEnded == nil)
    #expect(expectation.appearance == nil && expectation.decision == nil && expectation.desc == nil)
    #expect(expectation.framesPerSecond == 60)
    #expect(expectation.parameters.isEmpty)
    #expect(expectation.trace == "traces/pinch-pop/finish.evemu")
  }

  @Test(arguments: [
    (
      "{\n  \"trace\": \"a.evemu\",\n  \"scenario\": ,\n}",
      "x.expect.json:3:15: not valid JSON: Invalid value"
    ),
    ("[1, 2]", "field \"(top level)\": expected an object"),
    (#"{"scenario": "pinch-pop", "outcome": "finished"}"#, "field \"trace\" is missing"),
    (#"{"trace": "", "scenario": "pinch-pop"}"#, "field \"trace\": expected a non-empty string; found \"\""),
    (
      #"{"trace": "a", "scenario": "pinch-pop", "outcome": "finished"}"#,
      "field \"percentAtRelease\" is missing"
    ),
    (
      expectationJSON(["outcome": #""done""#]),
      "field \"outcome\": expected one of finished, cancelled, none; found \"done\""
    ),
    (
      expectationJSON(["outcome": #"1"#]),
      "field \"outcome\": expected one of finished, cancelled, none; found 1"
    ),
    (
      expectationJSON(["percentAtRelease": #"0.5"#]),
      "field \"percentAtRelease\": expected {\"value\": V, \"tolerance\": T}"
    ),
    (
      expectationJSON(["releaseTime": #"{"value": "soon", "tolerance": 0}"#]),
      "field \"releaseTime.value\": expected a number from -1e12 to 1e12; found \"soon\""
    ),
    (
      expectationJSON(["releaseTime": #"{"value": 1, "tolerance": -0.1}"#]),
      "field \"releaseTime.tolerance\": expected a number from 0 to 1e12; found -0.1"
    ),
    (expectationJSON(["releaseTime": #"{"value": 1}"#]), "field \"releaseTime.tolerance\" is missing"),
    (
      expectationJSON(["releaseTime": #"{"value": 1, "tolerance": 0, "unit": "s"}"#]),
      "unknown field \"releaseTime.unit\""
    ),
    (
      expectationJSON(["percentAtRelase": #"null"#]),
      "unknown field \"percentAtRelase\"; the fields are: trace, desc"
    ),
    (
      expectationJSON(["scenario": #""pinch-poop""#]),
      "field \"scenario\": expected a scenario: pinch-pop, edge-back"
    ),
    (
      expectationJSON(["parameters": #"{"policy": "sometimes"}"#]),
      "field \"parameters.policy\": parameter policy cannot be 'sometimes': expected one of uikit-classic, classic, projection, gnome"
    ),
    (
      expectationJSON(["parameters": #"{"travel": 30}"#]),
      "field \"parameters.travel\": scenario pinch-pop has no parameter 'travel'"
    ),
    (
      expectationJSON(["parameters": #"{"percentThreshold": true}"#]),
      "field \"parameters.percentThreshold\": expected a number or a string; found true"
    ),
    (
      expectationJSON(["parameters": #"["policy"]"#]),
      "field \"parameters\": expected an object of parameter values"
    ),
    (
      expectationJSON(["fps": #"0"#]),
      "field \"fps\": expected display-link frames per second, a number from 1 to 1000; found 0"
    ),
    (
      expectationJSON(["transitionsStarted": #"1.5"#]),
      "field \"transitionsStarted\": expected a whole number of 0 or more; found 1.5"
    ),
    (
      expectationJSON(["transitionsEnded": #"-1"#]),
      "field \"transitionsEnded\": expected a whole number of 0 or more; found -1"
    ),
    (
      expectationJSON(["appearance": #""Home.viewDidAppear""#]),
      "field \"appearance\": expected an array of callbacks"
    ),
    (
      expectationJSON(["appearance": #"["Home.viewDidAppear", 3]"#]),
      "field \"appearance[1]\": expected a string; found 3"
    ),
    (
      expectationJSON(["decision": #"false"#]), "field \"decision\": expected a non-empty string; found false"
    ),
  ])
  func aMalformedExpectationNamesTheFileAndTheField(text: String, expected: String) {
    let text = message(text)
    #expect(text.hasPrefix("traces/pinch-pop/x.expect.json"), "\(text)")
    #expect(text.contains(expected), "\(text)")
  }

  /// Found by the scenario-file fuzz target (issue 28): a field name with a newline or a NUL in it
  /// came back raw, splitting the message over lines. (A NUL is now refused before any field is read.)
  @Test func controlCharactersInAFieldAreEscapedSoTheMessageStaysOnOneLine() {
    let data = Data(#"{"perc\ntAtRe\u0007x": 1}"#.utf8)
    do {
      _ = try TraceExpectation.parse(data, path: "t.expect.json")
      Issue.record("parsed")
    } catch {
      let text = error.description
      #expect(!text.contains("\n") && !text.contains("\u{7}"), "\(text)")
      #expect(text.hasPrefix(#"t.expect.json: unknown field "perc\ntAtRe\u{7}x""#), "\(text)")
    }
  }

  @Test func aMissingFileSaysSo() {
    #expect(
      throws: TraceExpectationError.unreadable(path: "/nonexistent/a.expect.json", reason: "no such file or directory")
    ) {
      try TraceExpectation.load("/nonexistent/a.expect.json")
    }
  }

  @Test(arguments: [
    ("traces/pinch-pop", "../synaptics/a.evemu", "traces/synaptics/a.evemu"),
    ("traces/pinch-pop", "./a.evemu", "traces/pinch-pop/a.evemu"),
    ("", "a.evemu", "a.evemu"),
    ("traces", "../../a.evemu", "../a.evemu"),
    ("/work/traces", "/tmp/a.evemu", "/tmp/a.evemu"),
    ("/work/traces", "../../../a.evemu", "/a.evemu"),
  ])
  func tracePathsAreRelativeToTheExpectation(directory: String, relative: String, joined: String) {
    #expect(TracePaths.join(directory, relative) == joined)
  }

  @Test func theDirectoryOfAPath() {
    #expect(TracePaths.directory(of: "traces/pinch-pop/x.expect.json") == "traces/pinch-pop")
    #expect(TracePaths.directory(of: "x.expect.json") == "")
    #expect(TracePaths.directory(of: "/x.expect.json") == "/")
  }
}

@Suite(.builtInScenarios) struct TraceJudgementTests {
  @Test func aNumberPassesWithinItsToleranceInclusive() {
    let near = ExpectedNumber.near(value: 0.5, tolerance: 0.01)
    #expect(near.accepts(0.51) && near.accepts(0.49) && near.accepts(0.5))
    #expect(!near.accepts(0.5101) && !near.accepts(0.4899))
    #expect(!near.accepts(nil))
    #expect(ExpectedNumber.absent.accepts(nil))
    #expect(!ExpectedNumber.absent.accepts(0))
    #expect(ExpectedNumber.near(value: 0.3, tolerance: 0).accepts(0.1 + 0.2))
  }

  @Test func aMatchingSummaryPassesEveryCheck() throws {
    let expectation = try parse(
      expectationJSON([
        "completionTime": #"{"value": 0.6913, "tolerance": 0.002}"#,
        "velocityAtRelease": #"{"value": 1.341, "tolerance": 0.02}"#, "transitionsStarted": "1",
        "transitionsEnded": "1", "decision": #""> 0.3""#,
        "appearance":
          #"["Detail.viewWillDisappear", "Home.viewWillAppear", "Detail.viewDidDisappear", "Home.viewDidAppear"]"#,
      ]))
    let checks = expectation.judge(finishedSummary())
    #expect(
      checks.map(\.field) == [
        "outcome", "percentAtRelease", "releaseTime", "completionTime", "velocityAtRelease",
        "transitionsStarted",
        "transitionsEnded", "appearance", "decision",
      ])
    #expect(checks.allSatisfy { $0.passed }, "\(checks.filter { !$0.passed })")
  }

  @Test func eachMismatchIsAFailedCheckWithWhatWasExpectedAndSeen() throws {
    let expectation = try parse(
      expectationJSON([
        "outcome": #""cancelled""#, "percentAtRelease": #"{"value": 0.2, "tolerance": 0.01}"#,
        "transitionsStarted": "2", "appearance": #"["Detail.viewWillDisappear"]"#, "decision": #""velocity""#,
      ]))
    let failures = expectation.judge(finishedSummary()).filter { !$0.passed }
    #expect(
      failures.map(\.field) == [
        "outcome", "percentAtRelease", "completionTime", "transitionsStarted", "appearance", "decision",
      ])
    #expect(failures[0].expected == "cancelled" && failures[0].seen == "finished")
    #expect(failures[1].expected == "0.2 ± 0.01" && failures[1].seen == "0.5533")
    #expect(failures[2].expected == "none" && failures[2].seen == "0.691195")
    #expect(failures[3].expected == "2" && failures[3].seen == "1")
    #expect(failures[4].expected == "[Detail.viewWillDisappear]")
    #expect(
      failures[4].seen
        == "[Detail.viewWillDisappear, Home.viewWillAppear, Detail.viewDidDisappear, Home.viewDidAppear]")
    #expect(
      failures[5].expected == "a reason containing \"velocity\""
        && failures[5].seen == "\"percent 0.553 > 0.3\"")
  }

  @Test func aNumberTheReplayDoesNotHaveIsSeenAsNone() throws {
    var summary = finishedSummary()
    summary.releaseTime = nil
    summary.decision = nil
    let checks = try parse(expectationJSON(["decision": #""percent""#])).judge(summary)
    let release = try #require(checks.first { $0.field == "releaseTime" })
    #expect(!release.passed && release.seen == "none" && release.expected == "0.5125 ± 0.0005")
    #expect(checks.first { $0.field == "decision" }?.seen == "none")
  }

  @Test func verdictsPrintAsTextAndJSONLines() throws {
    let expectation = try parse(expectationJSON(["outcome": #""cancelled""#]))
    let failed = TraceVerdict(
      expectation: expectation.path, trace: expectation.trace, scenario: "pinch-pop",
      checks: expectation.judge(finishedSummary()), summary: finishedSummary())
    let error = TraceVerdict(
      expectation: "b.expect.json", error: "b.expect.json: field \"outcome\" is missing")
    let passed = TraceVerdict(
      expectation: "c.expect.json",
      checks: [TraceCheck(field: "outcome", expected: "none", seen: "none", passed: true)])
    #expect((failed.status, error.status, passed.status) == (.failed, .error, .passed))
    let text = TraceVerdictFormatter.text(failed)
    #expect(
      text.hasPrefix("FAIL   traces/pinch-pop/x.expect.json  pinch-pop finished, released at 0.512501 s"))
    #expect(text.contains("\n         outcome: expected cancelled, saw finished"))
    #expect(text.contains("\n         completionTime: expected none, saw 0.691195"))
    #expect(!text.contains("percentAtRelease"))
    #expect(TraceVerdictFormatter.text(error) == "ERROR  b.expect.json: field \"outcome\" is missing")
    #expect(TraceVerdictFormatter.text(passed) == "PASS   c.expect.json")
    #expect(TraceVerdictFormatter.totals([failed, error, passed]) == "1 passed, 2 failed")
    #expect(
      TraceVerdictFormatter.totalsJSONLine([failed, error, passed])
        == #"{"type":"totals","passed":1,"failed":2}"#)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(TraceVerdictFormatter.jsonLine(failed).utf8))
        as? [String: Any])
    #expect(json["status"] as? String == "failed")
    #expect(json["trace"] as? String == "traces/pinch-pop/finish.evemu")
    let checks = try #require(json["checks"] as? [[String: Any]])
    #expect(checks.count == 4)
    #expect(checks[0]["field"] as? String == "outcome" && checks[0]["seen"] as? String == "finished")
    #expect(checks[0]["passed"] as? Bool == false)
    #expect(
      TraceVerdictFormatter.jsonLine(error).contains(
        #""error":"b.expect.json: field \"outcome\" is missing""#))
  }
}

@Suite(.builtInScenarios) struct TraceTestRunnerTests {
  /// Every expectation shipped in `traces/`, relative to the repository root.
  static let shipped: [String] = (try? TraceTestRunner.expectationFiles(in: [Glide.path("traces")])) ?? []

  @Test func everyBuiltInScenarioHasAFinishingAndACancellingExpectation() throws {
    let expectations = try Self.shipped.map { try TraceExpectation.load($0) }
    for scenario in Scenario.builtIn {
      let own = expectations.filter { $0.scenario == scenario.name }
      // A scenario that starts no transition (parallax) is judged on its motion frames instead.
      let run = ScenarioRun(scenario: scenario, options: scenario.defaultOptions, device: .synapticsTouchpad)
      guard run.recognizer != nil else {
        #expect(own.filter { !$0.motion.isEmpty }.count >= 3, "\(scenario.name)")
        continue
      }
      let outcomes = Set(own.map(\.outcome))
      #expect(outcomes.isSuperset(of: [.finished, .cancelled]), "\(scenario.name): \(outcomes)")
    }
  }

  @Test(arguments: shipped)
  func everyShippedExpectationPasses(path: String) {
    let verdict = TraceTestRunner.run(path)
    #expect(verdict.status == .passed, "\(TraceVerdictFormatter.text(verdict))")
  }

  @Test func aWrongExpectationFailsOnTheRealReplay() throws {
    let path = Glide.path("traces/pinch-pop/wrong.expect.json")
    let expectation = try parse(expectationJSON(["outcome": #""cancelled""#]), path: path)
    let verdict = TraceTestRunner.run(expectation)
    #expect(verdict.status == .failed)
    #expect(verdict.failures.map(\.field) == ["outcome", "completionTime"])
    #expect(verdict.failures.first?.seen == "finished")
    #expect(verdict.summary?.percentAtRelease.map { abs($0 - 0.5531) < 0.003 } == true)
  }

  @Test func aTraceThatCannotBeReadIsAnErrorNamingTheExpectation() throws {
    let path = Glide.path("traces/pinch-pop/missing.expect.json")
    let verdict = TraceTestRunner.run(try parse(expectationJSON(["trace": #""no-such.evemu""#]), path: path))
    #expect(verdict.status == .error)
    #expect(
      verdict.error?.hasPrefix("\(path): the trace cannot be replayed:") == true, "\(verdict.error ?? "")")
    #expect(verdict.error?.contains("no-such.evemu") == true)
    #expect(
      TraceTestRunner.run("/nonexistent/a.expect.json").error == "/nonexistent/a.expect.json: no such file or directory")
  }

  @Test func directoriesAreSearchedRecursivelyInOrderSkippingHiddenFolders() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("glide-expectations-\(UUID())")
    defer { try? FileManager.default.removeItem(at: root) }
    for name in [
      "b/z.expect.json", "b/a.expect.json", "a.expect.json", ".hidden/c.expect.json", "b/notes.json",
    ] {
      let url = root.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data("{}".utf8).write(to: url)
    }
    let base = root.path
    let found = try TraceTestRunner.expectationFiles(in: [
      base, "\(base)/b/a.expect.json", "\(base)/b/notes.json",
    ])
    #expect(
      found == [
        "\(base)/a.expect.json", "\(base)/b/a.expect.json", "\(base)/b/z.expect.json", "\(base)/b/notes.json",
      ])
    #expect(throws: TraceTestError.noSuchPath("\(base)/nope")) {
      try TraceTestRunner.expectationFiles(in: ["\(base)/nope"])
    }
    // A hidden folder named outright is searched.
    #expect(
      try TraceTestRunner.expectationFiles(in: ["\(base)/.hidden"]) == ["\(base)/.hidden/c.expect.json"])
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("empty"), withIntermediateDirectories: true)
    #expect(throws: TraceTestError.noExpectations(["\(base)/empty"])) {
      try TraceTestRunner.expectationFiles(in: ["\(base)/empty"])
    }
  }
}

/// What Glide does when `SYN_DROPPED` interrupts a pinch (the choice `traces/README.md` explains): the
/// touches are cancelled, so the gesture is cancelled and the transition cancels without asking the
/// finish rule; the same fingers come back as new touches and may pinch again; if the cancel is still
/// playing, that pinch takes the transition back at the percent on screen; if it has completed, a new
/// transition starts from 0. Either way one transition is in flight at a time and each ends once.
@Suite(.builtInScenarios) struct DroppedEventsDuringAPinchTests {
  private func records(_ trace: String) throws -> (ScenarioRun, ReplaySummary) {
    let expectation = try parse(
      expectationJSON(["trace": #""\#(trace)""#]), path: Glide.path("traces/pinch-pop/x.expect.json"))
    let (scenario, options) = try expectation.scenarioOptions()
    let reader = try TraceReader.open(expectation.trace)
    let replayer = Replayer(scenario: scenario, options: options, device: reader.device)
    let summary = try replayer.replay { try reader.next() }
    return (replayer.run, summary)
  }

  /// The kind of each record that matters here, with its time, in order.
  private func timeline(_ run: ScenarioRun) -> [(String, Double)] {
    run.records.compactMap { record in
      switch record.kind {
      case .gestureCancelled: ("gestureCancelled", record.time)
      case .regrab(let percent): ("regrab \(LogFormatting.fixed(percent, 2))", record.time)
      case .decision(let d): ("decision \(d.outcome.rawValue)", record.time)
      case .scene(.transitionBegan): ("began", record.time)
      case .scene(.transitionCompleted(_, let done)): ("completed \(done)", record.time)
      default: nil
      }
    }
  }

  @Test func fingersPinchingOnDuringTheCancelTakeTheTransitionBack() throws {
    let (run, summary) = try records("syn-dropped-regrab.evemu")
    let events = timeline(run)
    #expect(
      events.map(\.0) == ["began", "gestureCancelled", "regrab 0.18", "decision finish", "completed true"])
    let times = events.map(\.1)
    #expect(abs(times[1] - 0.275) < 1e-3 && abs(times[2] - 0.35) < 1e-3 && abs(times[4] - 0.6502) < 3e-3)
    #expect(summary.outcome == .finished && summary.transitionsStarted == 1 && summary.transitionsEnded == 1)
  }

  @Test func fingersPinchingAfterTheCancelCompletedStartANewTransition() throws {
    let (run, summary) = try records("../synaptics/pinch-in-syn-dropped.evemu")
    let events = timeline(run)
    #expect(
      events.map(\.0) == [
        "began", "gestureCancelled", "completed false", "began", "decision cancel", "completed false",
      ])
    let times = events.map(\.1)
    #expect(abs(times[1] - 0.275) < 1e-3 && abs(times[2] - 0.3554) < 2e-3 && abs(times[3] - 0.375) < 1e-3)
    #expect(summary.transitionsStarted == 2 && summary.transitionsEnded == 2)
  }
}
