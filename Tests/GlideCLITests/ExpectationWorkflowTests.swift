import Foundation
import GlideTestSupport
import Testing

/// Expectations written for you and corpora spread over machines, as a user runs them: `glide expect`,
/// `glide test --update`, `--junit` and `--shard`.
@Suite struct ExpectationWorkflowTests {
  static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("glide-expect-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func expectWritesAnExpectationTheReplayMeetsWithStatedTolerances() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let trace = folder.appendingPathComponent("pinch.evemu").path
    try FileManager.default.copyItem(atPath: Glide.path("traces/default.evemu"), toPath: trace)
    let file = folder.appendingPathComponent("pinch.expect.json").path
    let run = try Glide.run(["expect", trace, "--set", "duration=0.3", "-o", file, "--description", "a pinch"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout == "wrote \(file): pinch-pop finished, duration=0.3\n")
    let text = try String(contentsOfFile: file, encoding: .utf8)
    #expect(
      text == """
        {
          "trace": "pinch.evemu",
          "scenario": "pinch-pop",
          "parameters": {"duration": 0.3},
          "outcome": "finished",
          "percentAtRelease": {"value": 0.550994, "tolerance": 0.005},
          "releaseTime": {"value": 0.512501, "tolerance": 0.0005},
          "completionTime": {"value": 0.647203, "tolerance": 0.005},
          "velocityAtRelease": {"value": 1.434296, "tolerance": 0.071715},
          "transitionsStarted": 1,
          "transitionsEnded": 1,
          "appearance": [
            "Detail.viewWillDisappear",
            "Home.viewWillAppear",
            "Detail.viewDidDisappear",
            "Home.viewDidAppear"
          ],
          "decision": "> 0.3",
          "description": "a pinch"
        }

        """, "\(text)")
    // 0.5125 + (1 − 0.551) · 0.3 s: the completion the shorter zoom gives.
    let test = try Glide.run(["test", file])
    #expect(test.status == 0 && test.stdout.hasSuffix("1 passed, 0 failed\n"), "\(test.stdout)")
    // A name glide test would not find, and the trace as the output, are refused.
    let badName = try Glide.run(["expect", trace, "-o", folder.appendingPathComponent("pinch.json").path])
    #expect(badName.status != 0 && badName.stderr.contains("Please name the expectation NAME.expect.json"))
  }

  @Test func updateRewritesOnlyWhatFailsAndSaysWhat() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let trace = folder.appendingPathComponent("pinch.evemu").path
    try FileManager.default.copyItem(atPath: Glide.path("traces/default.evemu"), toPath: trace)
    let (stale, fresh) = (folder.appendingPathComponent("a.expect.json").path, folder.appendingPathComponent("b.expect.json").path)
    for file in [stale, fresh] { #expect(try Glide.run(["expect", trace, "-o", file]).status == 0) }
    // A deliberate change elsewhere moved the release: the expectation still says 0.6 and cancelled.
    var text = try String(contentsOfFile: stale, encoding: .utf8)
    text = text.replacingOccurrences(of: #""value": 0.550994, "tolerance": 0.005"#, with: #""value": 0.6, "tolerance": 0.01"#)
      .replacingOccurrences(of: #""outcome": "finished""#, with: #""outcome": "cancelled""#)
    try text.write(toFile: stale, atomically: true, encoding: .utf8)
    let freshBytes = try Data(contentsOf: URL(fileURLWithPath: fresh))
    let failing = try Glide.run(["test", folder.path])
    #expect(failing.status == 1 && failing.stdout.hasSuffix("1 passed, 1 failed\n"), "\(failing.stdout)")

    let update = try Glide.run(["test", folder.path, "--update"])
    #expect(update.status == 0, "\(update.stderr)")
    #expect(
      update.stdout == """
        UPDATED \(stale)
                 outcome: cancelled → finished
                 percentAtRelease: 0.6 ± 0.01 → 0.550994 ± 0.01
        PASS   \(fresh)  pinch-pop finished, released at 0.512501 s at percent 0.5510, completed at 0.692104 s

        1 passed, 1 updated, 0 could not be judged

        """, "\(update.stdout)")
    // The tolerance kept, the passing file untouched, and everything passes now.
    #expect(try String(contentsOfFile: stale, encoding: .utf8).contains(#""percentAtRelease": {"value": 0.550994, "tolerance": 0.01}"#))
    #expect(try Data(contentsOf: URL(fileURLWithPath: fresh)) == freshBytes)
    #expect(try Glide.run(["test", folder.path]).status == 0)
    #expect(try Glide.run(["test", folder.path, "--update", "--json"]).stderr.contains("--update prints what it rewrote as text"))
  }

  @Test func junitHasACasePerExpectationAndAFailureWithExpectedAndSeen() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let trace = folder.appendingPathComponent("pinch.evemu").path
    try FileManager.default.copyItem(atPath: Glide.path("traces/default.evemu"), toPath: trace)
    let (good, bad) = (folder.appendingPathComponent("good.expect.json").path, folder.appendingPathComponent("bad.expect.json").path)
    for file in [good, bad] { #expect(try Glide.run(["expect", trace, "-o", file]).status == 0) }
    let text = try String(contentsOfFile: bad, encoding: .utf8).replacingOccurrences(of: "\"transitionsEnded\": 1", with: "\"transitionsEnded\": 2")
    try text.write(toFile: bad, atomically: true, encoding: .utf8)
    let broken = folder.appendingPathComponent("broken.expect.json").path
    try "{\"trace\": 3}".write(toFile: broken, atomically: true, encoding: .utf8)
    let xml = folder.appendingPathComponent("report.xml").path
    let run = try Glide.run(["test", folder.path, "--junit", xml])
    #expect(run.status == 1)
    let report = try String(contentsOfFile: xml, encoding: .utf8)
    #expect(report.contains(#"<testsuite name="glide test" tests="3" failures="1" errors="1" skipped="0">"#), "\(report)")
    #expect(report.contains(#"<testcase classname="\#(folder.path)" name="good.expect.json"/>"#))
    #expect(report.contains(#"<failure message="transitionsEnded: expected 2, saw 1" type="expectation">transitionsEnded"#))
    #expect(report.contains(#"<error message="\#(broken): field &quot;trace&quot;"#), "\(report)")
    // Well-formed XML, as a CI system's parser reads it.
    let parse = Process()
    parse.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    parse.arguments = ["python3", "-c", "import sys, xml.etree.ElementTree as E; E.parse(sys.argv[1])", xml]
    try parse.run()
    parse.waitUntilExit()
    #expect(parse.terminationStatus == 0)
  }

  @Test func theShardsOfTheBundledTracesTogetherAreOneRunEachExpectationOnce() throws {
    func expectations(_ arguments: [String]) throws -> [String] {
      let run = try Glide.run(["test", "traces", "--json"] + arguments)
      #expect(run.status == 0, "\(run.stderr)")
      return run.stdout.split(separator: "\n").compactMap { line in
        guard let data = line.data(using: .utf8), let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
          object["type"] as? String == "verdict"
        else { return nil }
        return object["expectation"] as? String
      }
    }
    let whole = try expectations([])
    var parts: [[String]] = []
    for k in 1...3 { parts.append(try expectations(["--shard", "\(k)/3"])) }
    #expect(parts.allSatisfy { !$0.isEmpty })
    #expect(parts.flatMap { $0 }.sorted() == whole.sorted())
    #expect(Set(parts.flatMap { $0 }).count == whole.count)
    // The same split every time.
    #expect(try expectations(["--shard", "2/3"]) == parts[1])
    for bad in ["0/3", "4/3", "2", "a/b"] {
      let run = try Glide.run(["test", "traces", "--shard", bad])
      #expect(run.status != 0 && run.stderr.contains("Please give --shard as K/N with 1 ≤ K ≤ N ≤ 10000"), "\(bad): \(run.stderr)")
    }
  }

  @Test func sweepAndGridShardsAddUpToTheWhole() throws {
    func sweep(_ extra: [String]) throws -> Int {
      let run = try Glide.run(["sweep", "traces/pinch-pop", "--rule", "uikit-classic", "--param", "percentThreshold=0.2:0.4:0.1"] + extra)
      #expect(run.status == 0, "\(run.stderr)")
      let count = try #require(try #/over (\d+) traces/#.firstMatch(in: run.stdout)).output.1
      return Int(count)!
    }
    #expect(try sweep(["--shard", "1/2"]) + sweep(["--shard", "2/2"]) == sweep([]))
    func grid(_ extra: [String]) throws -> Int {
      let run = try Glide.run(["grid", "--every", "400", "--device", "synaptics"] + extra)
      let count = try #require(try #/\| (\d+) cases \|/#.firstMatch(in: run.stdout)).output.1
      return Int(count)!
    }
    #expect(try grid(["--shard", "1/2"]) + grid(["--shard", "2/2"]) == grid([]))
  }
}
