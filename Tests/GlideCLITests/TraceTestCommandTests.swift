import Foundation
import GlideTestSupport
import Testing

/// `glide test` as CI runs it: the shipped expectations pass, a wrong or malformed one fails the run
/// with a message that says what and where, and `--json` prints one verdict per line.
@Suite struct TraceTestCommandTests {
  /// The expectation files shipped in `traces/`, relative to the repository root, sorted.
  static let shipped: [String] = {
    let root = Glide.path("traces")
    let names = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
    return names.filter { $0.hasSuffix(".expect.json") && !$0.hasPrefix(".") }.sorted().map { "traces/\($0)" }
  }()

  /// A scratch folder for expectations made by a test, removed afterwards by the caller.
  private func scratch() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("glide-test-\(UUID())")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Writes `text` to `name` in `folder` and returns its path.
  private func write(_ text: String, _ name: String, in folder: URL) throws -> String {
    let url = folder.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url.path
  }

  /// An expectation for the shipped `traces/pinch-pop/finish.evemu` (absolute path), with `outcome`.
  private func finishExpectation(outcome: String) -> String {
    """
    {"trace": "\(Glide.path("traces/pinch-pop/finish.evemu"))", "scenario": "pinch-pop", "outcome": "\(outcome)",
     "percentAtRelease": {"value": 0.5531, "tolerance": 0.003},
     "releaseTime": {"value": 0.5125, "tolerance": 0.0005},
     "completionTime": {"value": 0.6913, "tolerance": 0.002}}
    """
  }

  @Test func theShippedExpectationsAllPassAndTheTotalsSaySo() throws {
    #expect(Self.shipped.count >= 20)
    let run = try Glide.run(["test", "traces/"])
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    let lines = run.stdout.split(separator: "\n").map(String.init)
    #expect(lines.last == "\(Self.shipped.count) passed, 0 failed")
    let named = lines.filter { $0.hasPrefix("PASS   ") }.map { $0.dropFirst(7).split(separator: " ")[0] }
    #expect(named.map(String.init) == Self.shipped)
  }

  @Test func withoutAPathItRunsTraces() throws {
    let run = try Glide.run(["test"])
    #expect(run.status == 0)
    #expect(run.stdout.hasSuffix("\(Self.shipped.count) passed, 0 failed\n"))
  }

  @Test func theSameRunPrintsTheSameBytes() throws {
    let first = try Glide.run(["test", "traces/pinch-pop", "--json"])
    let second = try Glide.run(["test", "traces/pinch-pop", "--json"])
    #expect(first.stdout == second.stdout)
    #expect(!first.stdout.isEmpty)
  }

  @Test func everySpecialCaseHasItsExpectation() {
    for name in ["fling", "regrab", "third-finger", "syn-dropped", "syn-dropped-regrab"] {
      #expect(Self.shipped.contains("traces/pinch-pop/\(name).expect.json"), "\(name)")
    }
    #expect(Self.shipped.contains("traces/default.expect.json"))
  }

  @Test func aFailingExpectationPrintsWhatWasExpectedAndSeenAndExitsNonZero() throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let wrong = try write(finishExpectation(outcome: "cancelled"), "wrong.expect.json", in: folder)
    let right = try write(finishExpectation(outcome: "finished"), "right.expect.json", in: folder)
    let run = try Glide.run(["test", folder.path])
    #expect(run.status == 1)
    #expect(run.stdout.contains("PASS   \(right)  pinch-pop finished"))
    #expect(run.stdout.contains("FAIL   \(wrong)  pinch-pop finished"))
    #expect(run.stdout.contains("\n         outcome: expected cancelled, saw finished\n"))
    #expect(run.stdout.hasSuffix("\n1 passed, 1 failed\n"))
  }

  @Test(arguments: [
    (
      #"{"trace": "a.evemu", "scenario": "pinch-pop", "outcome": "done"}"#,
      #"field "outcome": expected one of finished, cancelled, none; found "done""#
    ),
    ("{\n  \"trace\": \"a.evemu\",\n  \"scenario\": ,\n}", ":3:15: not valid JSON"),
    (
      #"{"trace": "a.evemu", "scenario": "pinch-pop", "outcome": "none", "percentAtRelase": null}"#,
      #"unknown field "percentAtRelase""#
    ),
  ])
  func aMalformedExpectationIsAnErrorNamingTheFileAndTheField(text: String, message: String) throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try write(text, "bad.expect.json", in: folder)
    let run = try Glide.run(["test", path])
    #expect(run.status == 1)
    #expect(run.stdout.contains("ERROR  \(path)"), "\(run.stdout)")
    #expect(run.stdout.contains(message), "\(run.stdout)")
    #expect(run.stdout.hasSuffix("0 passed, 1 failed\n"))
    #expect(!run.stderr.contains("Fatal error"))
  }

  @Test func jsonPrintsOneVerdictPerLineThenTheTotals() throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let wrong = try write(finishExpectation(outcome: "none"), "wrong.expect.json", in: folder)
    let run = try Glide.run(["test", "traces/pinch-pop/regrab.expect.json", wrong, "--json"])
    #expect(run.status == 1)
    let objects = try run.stdout.split(separator: "\n").map { line in
      try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }
    #expect(objects.count == 3)
    #expect(objects.map { $0["type"] as? String } == ["verdict", "verdict", "totals"])
    #expect(objects[0]["expectation"] as? String == "traces/pinch-pop/regrab.expect.json")
    #expect(objects[0]["status"] as? String == "passed")
    #expect(objects[0]["trace"] as? String == "traces/pinch-pop/regrab.evemu")
    #expect(objects[1]["status"] as? String == "failed")
    let failed = (objects[1]["checks"] as? [[String: Any]] ?? []).filter { $0["passed"] as? Bool == false }
    #expect(failed.map { $0["field"] as? String } == ["outcome"])
    #expect(failed.first?["seen"] as? String == "finished")
    #expect(objects[2]["passed"] as? Int == 1 && objects[2]["failed"] as? Int == 1)
  }

  @Test(arguments: [
    (
      ["test", "no/such/folder"],
      "Please give *.expect.json files or directories that hold them: 'no/such/folder' does not exist."
    ),
    (
      ["test", "traces/real"],
      "Please give *.expect.json files or directories that hold them: no *.expect.json files in traces/real."
    ),
  ])
  func nothingToRunIsAValidationError(arguments: [String], message: String) throws {
    let run = try Glide.run(arguments)
    #expect(run.status != 0)
    #expect(run.stderr.contains(message), "\(run.stderr)")
    #expect(run.stdout.isEmpty)
  }
}

/// `glide synth pinch --again-at …` and `swipe --again-at …`: the second stroke the re-grab, pinch-layout's
/// closing and spring-present's dismissing traces need.
@Suite struct SynthSecondStrokeCommandTests {
  @Test func theHeaderQuotesTheSecondStrokeAndTheFingersLandAgainWhereTheyLifted() throws {
    let arguments =
      "pinch --from 1 --to 0.65 --start-distance 30 --duration 0.3 --again-at 0.325 --again-to 0.3 "
      + "--again-duration 0.15 --rate 80 --noise 0 --device synaptics"
    let synth = try Glide.run(["synth"] + arguments.split(separator: " ").map(String.init) + ["-o", "-"])
    #expect(synth.status == 0, "\(synth.stderr)")
    #expect(
      synth.stdout.contains("# Synthetic trace made by Glide's TraceSynthesizer: glide synth \(arguments)\n"))
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glide-again-\(UUID()).evemu")
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(synth.stdout.utf8).write(to: folder)
    let frames = try Glide.run(["frames", folder.path])
    let lines = frames.stdout.split(separator: "\n").map(String.init)
    // First stroke: ids 1 and 2 down from 0 to 0.3 s, lifted at 0.3125 s; nothing at 0.3125…0.325 but the
    // lift; the second pair (ids 3 and 4) lands at 0.325 s, 19.5 mm apart, where the first lifted.
    let lift = try #require(lines.first { $0.hasPrefix("0.312500") })
    #expect(lift.contains("#1 slot 0 ended") && lift.contains("#2 slot 1 ended"))
    let land = try #require(lines.first { $0.hasPrefix("0.325000") })
    #expect(land.contains("#3 slot 0 began") && land.contains("#4 slot 1 began"))
    let last = try #require(lines.first { $0.hasPrefix("0.300000") })
    #expect(Self.distance(last) == Self.distance(land))
    #expect(abs((Self.distance(land) ?? 0) - 19.5) < 0.05)
  }

  @Test func aSwipesSecondStrokeLandsWhereTheFirstLiftedAndMovesByItsOwnTranslation() throws {
    let arguments =
      "swipe --fingers 2 --dx 0 --dy -20 --duration 0.25 --again-at 1 --again-dx 0 --again-dy 20 "
      + "--again-duration 0.25 --rate 80 --noise 0 --device precision"
    let synth = try Glide.run(["synth"] + arguments.split(separator: " ").map(String.init) + ["-o", "-"])
    #expect(synth.status == 0, "\(synth.stderr)")
    #expect(
      synth.stdout.contains("# Synthetic trace made by Glide's TraceSynthesizer: glide synth \(arguments)\n"))
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("glide-again-\(UUID()).evemu")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data(synth.stdout.utf8).write(to: file)
    let lines = try Glide.run(["frames", file.path]).stdout.split(separator: "\n").map(String.init)
    // Up 20 mm from the pad's middle (43.67 mm down it) to 23.67 mm, lifted at 0.2625 s; new fingers
    // (ids 3 and 4) land there at 1 s and come 20 mm back down by 1.25 s.
    let lift = try #require(lines.first { $0.hasPrefix("0.262500") })
    #expect(lift.contains("#1 slot 0 ended (44.50, 23.67) mm") && lift.contains("#2 slot 1 ended (56.50, 23.67) mm"))
    let land = try #require(lines.first { $0.hasPrefix("1.000000") })
    #expect(land.contains("#3 slot 0 began (44.50, 23.67) mm") && land.contains("#4 slot 1 began (56.50, 23.67) mm"))
    let last = try #require(lines.first { $0.hasPrefix("1.250000") })
    #expect(last.contains("#3 slot 0 moved (44.50, 43.67) mm"), "\(last)")
  }

  @Test(arguments: [
    ("pinch --again-at 0.6", "Please give --again-to, a scale above 0 and at most 100, with --again-at."),
    ("pinch --again-to 0.5", "Please give --again-at with --again-to (pinch) or --again-dx and --again-dy (swipe)"),
    (
      "pinch --duration 0.5 --again-at 0.51 --again-to 0.3",
      "Please give --again-at at least two scans (2 / --rate s) after the --duration"
    ),
    ("swipe --again-at 1 --again-to 0.3", "Please leave out --again-to for swipe; give --again-dx and --again-dy."),
    ("swipe --again-at 1", "Please give --again-dx or --again-dy (mm) with --again-at."),
    ("pinch --again-at 0.6 --again-to 0.3 --again-dy 5", "Please leave out --again-dx and --again-dy for pinch"),
    ("tap --again-at 1 --again-dy 5", "Please use --again-at with pinch or swipe only."),
  ])
  func aBadSecondStrokeSaysWhatToDo(arguments: String, message: String) throws {
    let run = try Glide.run(["synth"] + arguments.split(separator: " ").map(String.init) + ["-o", "-"])
    #expect(run.status != 0)
    #expect(run.stderr.contains(message), "\(run.stderr)")
    #expect(run.stdout.isEmpty)
  }

  /// The distance in mm between the two touches a `glide frames` line shows.
  static func distance(_ line: String) -> Double? {
    let pattern = /\(([0-9.]+), ([0-9.]+)\) mm/
    let points = line.matches(of: pattern).compactMap { match in
      Double(match.output.1).flatMap { x in Double(match.output.2).map { (x, $0) } }
    }
    guard points.count == 2 else { return nil }
    return
      ((points[0].0 - points[1].0) * (points[0].0 - points[1].0) + (points[0].1 - points[1].1)
        * (points[0].1 - points[1].1))
      .squareRoot()
  }
}
