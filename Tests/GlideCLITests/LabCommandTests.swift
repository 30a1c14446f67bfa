import Foundation
import GlideTestSupport
import Testing

/// `glide compare` and `glide sweep` as a user runs them, on the bundled traces and the real recordings.
@Suite struct CompareCommandTests {
  /// The JSON objects `glide compare --json ARGUMENTS` prints, by rule.
  static func json(_ arguments: [String]) throws -> [String: [String: Any]] {
    let run = try Glide.run(["compare", "--json"] + arguments)
    #expect(run.status == 0, "\(run.stderr)")
    var rows: [String: [String: Any]] = [:]
    for line in run.stdout.split(separator: "\n") {
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] ?? [:]
      rows[object["rule"] as? String ?? ""] = object
    }
    return rows
  }

  @Test func theDefaultTraceFinishesUnderEveryRuleWithThePeersOwnNumbers() throws {
    let run = try Glide.run(["compare"])
    #expect(run.status == 0, "\(run.stderr)")
    let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[0] == "traces/default.evemu · scenario pinch-pop (from traces/default.expect.json)")
    let rules = [
      "uikit-classic", "projection", "gnome", "kwin", "android-back", "flutter-cupertino", "motionlayout",
      "uikit-navigation",
    ]
    let rows = lines[4..<12].map { $0.split(separator: " ").map(String.init) }
    #expect(rows.map { $0[0] } == rules, "FinishRule.all's order")
    #expect(rows.allSatisfy { $0[1] == "finished" && $0[2] == "0.5125" })
    // The classic rule reads the scenario's mapping: 1 − 0.4/0.881 = 0.551 at the release.
    #expect(rows[0][3] == "0.5510")
    // KWin's pinch mapping, |s − 1| / 0.2, is past 1 at scale 0.4: clamped to 1, an instant completion.
    #expect(rows[3][3] == "1.0000" && rows[3][5] == "0.0000" && rows[3][6] == "–")
    // GNOME: 1.434/s × 400 units / 1000 = 0.57 units/ms < 0.6, so the nearest point (1); 400 ms cap.
    #expect(lines.contains("gnome              |v| 0.572 < 0.6 units/ms: nearest point 1"))
    #expect(rows[2][5] == "0.4000")
    // UIKit's back swipe: the rest takes min(d, r/|v|) = min(0.4, 0.449/1.434) = 0.313 s on ease-in-out.
    #expect(rows[7][5] == "0.3130")
    #expect(lines.contains("uikit-navigation   predicted 1.237 > 0.481 (min(187.5 pt / 390 pt, 0.5))"))
  }

  @Test func edgeBackCancelSplitsTheRules() throws {
    let rows = try Self.json(["traces/edge-back/cancel.evemu"])
    let outcomes = rows.mapValues { $0["outcome"] as? String ?? "" }
    #expect(
      outcomes == [
        "uikit-classic": "cancelled", "projection": "cancelled", "gnome": "finished", "kwin": "finished",
        "android-back": "finished", "flutter-cupertino": "cancelled", "motionlayout": "cancelled",
        "uikit-navigation": "cancelled",
      ])
    func number(_ rule: String, _ field: String) -> Double { rows[rule]?[field] as? Double ?? .nan }
    // (9 − 1.125 − 0.25) mm of travel: over the scenario's 40 mm, GNOME's 400 units (10.16 mm), KWin's 200.
    #expect(abs(number("uikit-classic", "percentAtRelease") - 7.625 / 40) < 0.001)
    #expect(abs(number("gnome", "percentAtRelease") - 7.625 / 10.16) < 0.001)
    #expect(number("kwin", "percentAtRelease") == 1)
    // MotionLayout: 0.1907 + 0.4487/3 = 0.34 < 0.5; projection: 0.1907 + 0.4487 · 0.499 = 0.415 ≤ 0.5.
    #expect(abs(number("motionlayout", "percentAtRelease") + number("motionlayout", "velocityAtRelease") / 3 - 0.340) < 0.001)
    #expect(abs(number("projection", "projected") - 0.4146) < 0.001)
    // Flutter's cancel: min(floor(800 ms · 0.1907), 300 ms) = 152 ms; GNOME's fling: 0.709 units/ms.
    #expect(number("flutter-cupertino", "completionDuration") == 0.152)
    #expect(abs(number("gnome", "ruleVelocity") - 0.709) < 0.001)
    // UIKit's back swipe over edge-back's 40 mm and 0.35 s slide: 0.1907 + 0.45 · 0.35 = 0.348 ≤ 0.481.
    #expect(abs(number("uikit-navigation", "projected") - (7.625 / 40 + 0.45 * 0.35)) < 0.005, "with the pad's rounding")
  }

  /// The view transitions under every rule: the scenario comes from the trace's expectation, every rule
  /// starts and ends the one transition, and the rules that read the scenario's own mapping decide by the
  /// numbers of `traces/flip-card` and `traces/curl-page` (their `.expect.json` work them out).
  @Test func theViewTransitionsRunUnderEveryRule() throws {
    let run = try Glide.run(["compare", "traces/flip-card/cancel.evemu"])
    #expect(run.stdout.hasPrefix(
      "traces/flip-card/cancel.evemu · scenario flip-card (from traces/flip-card/cancel.expect.json)\n"))
    for trace in ["flip-card/finish", "flip-card/cancel", "curl-page/finish", "curl-page/cancel"] {
      let rows = try Self.json(["traces/\(trace).evemu", "--rules", "all"])
      #expect(rows.count == 8, "\(trace)")
      for (rule, row) in rows {
        #expect(row["scenario"] as? String == String(trace.prefix { $0 != "/" }), "\(trace) \(rule)")
        #expect(row["transitionsStarted"] as? Int == 1 && row["transitionsEnded"] as? Int == 1, "\(trace) \(rule)")
        #expect(row["completionTime"] is Double && row["outcome"] as? String != "none", "\(trace) \(rule)")
      }
    }
    func number(_ rows: [String: [String: Any]], _ rule: String, _ field: String) -> Double {
      rows[rule]?[field] as? Double ?? .nan
    }
    // The card's short flip: 7.04 mm of 40 at 16.7 mm/s. Classic: 0.176 ≤ 0.3 and slow; projection:
    // 0.176 + 0.417 · 0.499 = 0.384 ≤ 0.5; MotionLayout: 0.176 + 0.417/3 = 0.315 < 0.5; Flutter: |v| < 1
    // and below half; KWin reads 7.04 mm in its 200 units (5.08 mm): past 1, finished at once.
    let flip = try Self.json(["traces/flip-card/cancel.evemu", "--rules", "all"])
    let outcomes = flip.mapValues { $0["outcome"] as? String ?? "" }
    for rule in ["uikit-classic", "projection", "motionlayout", "flutter-cupertino"] {
      #expect(outcomes[rule] == "cancelled", "\(rule)")
    }
    #expect(outcomes["kwin"] == "finished" && number(flip, "kwin", "percentAtRelease") == 1)
    #expect(abs(number(flip, "uikit-classic", "percentAtRelease") - 0.2022) < 0.003)
    #expect(abs(number(flip, "projection", "projected") - (0.2022 + 0.4167 * 0.499)) < 0.005)
    #expect(abs(number(flip, "uikit-classic", "completionTime") - 0.7136) < 0.002)
    // The page's long curl, 23.2 mm of 30 at 62.5 mm/s: every rule turns the page.
    let curl = try Self.json(["traces/curl-page/finish.evemu", "--rules", "all"])
    #expect(curl.values.allSatisfy { $0["outcome"] as? String == "finished" })
    #expect(abs(number(curl, "uikit-classic", "completionTime") - 0.5492) < 0.002)
    // GNOME reads the upward travel in its 300 vertical units (7.62 mm): past 1 at the release.
    #expect(number(curl, "gnome", "percentAtRelease") == 1)
  }

  @Test func eachJSONObjectHasTheDocumentedFieldsInOrder() throws {
    let run = try Glide.run(["compare", "--json", "--rules", "gnome,kwin"])
    let lines = run.stdout.split(separator: "\n")
    #expect(lines.count == 2)
    let keys = try #require(lines.first).split(separator: ",\"").map { $0.split(separator: "\"").first.map(String.init) ?? "" }
    #expect(
      keys == [
        "{", "trace", "scenario", "policy", "outcome", "decisionTime", "percentAtRelease", "velocityAtRelease",
        "decision", "projected", "ruleVelocity", "completionTime", "completionDuration", "initialVelocity",
        "velocityJump", "firstFrameTime", "firstFrameJump", "transitionsStarted", "transitionsEnded",
      ])
    let kwin = try JSONSerialization.jsonObject(with: Data(lines[1].utf8)) as? [String: Any] ?? [:]
    #expect(kwin["rule"] as? String == "kwin")
    #expect(kwin["initialVelocity"] is NSNull && kwin["velocityJump"] is NSNull, "an instant completion")
    let gnome = try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any] ?? [:]
    let jump = (gnome["initialVelocity"] as? Double ?? 0) - (gnome["velocityAtRelease"] as? Double ?? 0)
    #expect(abs(jump - (gnome["velocityJump"] as? Double ?? .nan)) < 1e-5)
  }

  @Test func anUnknownRuleIsRefusedWithTheNames() throws {
    let run = try Glide.run(["compare", "--rules", "gnome,mutter"])
    #expect(run.status != 0)
    #expect(run.stderr.contains("'mutter' is not one"))
    #expect(run.stderr.contains(
      "uikit-classic, projection, gnome, kwin, android-back, flutter-cupertino, motionlayout, uikit-navigation"))
    let policy = try Glide.run(["compare", "--policy", "gnome"])
    #expect(policy.status != 0 && policy.stderr.contains("--rules"))
  }
}

@Suite struct SweepCommandTests {
  static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("glide-sweep-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// The table rows (value, finished, started) of `glide sweep`'s output.
  static func rows(_ stdout: String) -> [[String]] {
    stdout.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
      .filter { $0.count == 5 && Double($0[0]) != nil }
  }

  @Test func theClassicPercentThresholdOverTheBundledTraces() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let csv = folder.appendingPathComponent("s.csv").path
    let svg = folder.appendingPathComponent("s.svg").path
    let run = try Glide.run([
      "sweep", "traces", "--rule", "classic", "--param", "percentThreshold=0:0.3:0.1", "--csv", csv, "--svg", svg,
    ])
    #expect(run.status == 0, "\(run.stderr)")
    // No progress bar when standard error is not a terminal; the warnings are of the real recordings
    // replayed that hold a value beyond an axis (issue 20): the edge scroll, and the two that curl a page.
    #expect(
      run.stderr
        == "warning: traces/real/touchpads__AlpsPS2_ALPS_GlidePoint.double-tap.events:153: EV_ABS ABS_MT_POSITION_Y 747 "
        + "is outside the axis's 0…660 by more than its fuzz 0; kept, as libevdev keeps it (12 events like it, the first "
        + "on this line)\n"
        + "warning: traces/real/touchpads__SynPS2_Synaptics_TouchPad.events:3552: EV_ABS ABS_MT_POSITION_Y 4531 is "
        + "outside the axis's 1408…4448 by more than its fuzz 8; kept, as libevdev keeps it (6 events like it, the "
        + "first on this line)\n"
        + "warning: traces/real/touchpads__SynPS2_Synaptics_TouchPad.hp8470p.edge-scroll-horizontal.events:1232: "
        + "EV_ABS ABS_MT_POSITION_X 1408 is outside the axis's 1472…5728 by more than its fuzz 0; kept, as libevdev "
        + "keeps it (2 events like it, the first on this line)\n")
    #expect(run.stdout.hasPrefix(
      "sweep percentThreshold, rule uikit-classic, over 110 traces: 110 read, 0 unreadable, 79 start a transition\n"
        + "scenarios: pinch-pop 30, none 21, pinch-layout 14, swipe-tabs 9, edge-back 7, drag-drawer 5, back-swipe 4, "
        + "curl-page 4, drop-dismiss 4, flip-card 4, parallax 4, spring-present 4\n"))
    // The four slow pinches of traces/slow-pinch start a pop each; the real Wacom circle's drag begins
    // at 4 mm of travel with the decision still open, downwards (drop-dismiss, cancelling). The nine
    // pinch-out traces of the three devices open pinch-layout's pile (a spread), besides its own five. The
    // two-finger swipes left of the precision pad and the touchscreen flip the card (flip-card), and two
    // real recordings curl a page: the Synaptics one's finger comes in from the bottom edge at 7.9 s, and
    // the ALPS double tap's first tap lands in the bottom edge zone and jumps up before it falls back.
    #expect(Self.rows(run.stdout).map { Array($0[0...2]) } == [
      ["0", "71", "79"], ["0.1", "67", "79"], ["0.2", "59", "79"], ["0.3", "49", "79"],
    ])
    // The slow cancels sit at 0.078–0.27 (traces/README.md): each threshold cancels those below it. The
    // back swipe's fling (0.093 at 4/s, under the classic rule) and short drag (0.172) go with them, and
    // pinch-layout's cancels (0.0405 and 0.0529 at 0.1, 0.1252 at 0.2), the drawer's slow drags up (0.175)
    // and down (its expectation opens the sheet first: start=open). The card's short flip (0.202), the
    // drop's short drag (0.206) and the page sheet's short drags up and, once presented, down (0.206)
    // pass 0.2 since issue 39 (two-finger pans begin at 1.5 mm per finger the same way, not 2.5 mm of
    // travel): they flip at 0.3.
    let flips = [
      "traces/back-swipe/cancel.evemu", "traces/back-swipe/finish-fling.evemu",
      "traces/drag-drawer/close-cancel.evemu", "traces/drag-drawer/open-cancel.evemu", "traces/edge-back/cancel.evemu",
      "traces/pinch-layout/close-cancel.evemu",
      "traces/pinch-layout/open-cancel.evemu", "traces/pinch-layout/regrab.evemu", "traces/pinch-pop/cancel-slow.evemu",
      "traces/slow-pinch/slow-cancel-small.evemu", "traces/slow-pinch/slow-cancel.evemu",
      "traces/swipe-tabs/cancel.evemu",
    ]
    let flipsAtATenth: [String] = [
      "traces/back-swipe/finish-fling.evemu", "traces/pinch-layout/close-cancel.evemu",
      "traces/pinch-layout/regrab.evemu", "traces/slow-pinch/slow-cancel-small.evemu",
    ]
    let flipped: ([String]) -> String = { $0.map { $0 + ":finished>cancelled" }.joined(separator: ";") }
    let rows: [String] = [
      "value,finished,started,rate,flips,flipped", "0,71,79,0.898734,0,",
      "0.1,67,79,0.848101,4," + flipped(flipsAtATenth), "0.2,59,79,0.746835,12," + flipped(flips),
    ]
    let text = try String(contentsOfFile: csv, encoding: .utf8)
    #expect(text.split(separator: "\n").prefix(4).map(String.init) == rows)
    #expect(text.split(separator: "\n")[4].hasPrefix("0.3,49,79,0.620253,22,traces/back-swipe/cancel.evemu:"))
    let plot = try String(contentsOfFile: svg, encoding: .utf8)
    #expect(plot.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" id=\"sweep\""))
    #expect(plot.components(separatedBy: "<circle class=\"point").count - 1 == 4 + 1, "4 values and the key")
    #expect(plot.components(separatedBy: "<polyline class=\"rate\"").count - 1 == 1)
    #expect(plot.contains(">71/79<") && plot.contains(">59/79<") && plot.contains(">49/79<"))
    #expect(plot.hasSuffix("</svg>\n"))
  }

  @Test func theOutputIsTheSameWhateverTheJobCount() throws {
    let arguments = ["sweep", "traces", "--rule", "gnome", "--param", "velocityThreshold=0.5:1:0.25", "--list"]
    let one = try Glide.run(arguments + ["--jobs", "1"])
    let two = try Glide.run(arguments + ["--jobs", "2"])
    #expect(one.status == 0 && two.status == 0)
    #expect(one.stdout == two.stdout)
    // GNOME's threshold past 0.9 units/ms makes the three SYN_DROPPED pinches' last release a cancel.
    // The slow pinches of traces/slow-pinch start four pops that GNOME's rule cancels (short, slow); the
    // four back swipes, over GNOME's 400 units (10.16 mm), all finish, as do the three drawer drags that open
    // the sheet (GNOME's 300 units, 7.6 mm, for the whole way vertically: past half-way at release), and the
    // card's and the page's long ones; their short ones stay short of 400 units and snap back.
    #expect(Self.rows(one.stdout).map { Array($0[0...2]) } == [["0.5", "62", "79"], ["0.75", "62", "79"], ["1", "59", "79"]])
    // The drawer's slow drag down (start=open, from its expectation) passes GNOME's half-way at every
    // threshold since issue 39's pans begin 1 mm sooner (it was under 0.75 units/ms and cancelled).
    #expect(one.stdout.contains("traces/drag-drawer/close-cancel.evemu: drag-drawer start=open (traces/drag-drawer/close-cancel.expect.json): finished ×3"))
    #expect(one.stdout.contains("traces/synaptics/pinch-in-syn-dropped.evemu: finished → cancelled"))
    #expect(one.stdout.contains(
      "traces/precision/edge-swipe-left.evemu: edge-back (edge-pan began at 0.0125 s): finished ×3"))
  }

  @Test func uikitNavigationsDistanceIsSwept() throws {
    let run = try Glide.run([
      "sweep", "traces/back-swipe", "traces/edge-back", "--rule", "uikit-navigation", "--param",
      "distance=100:300:100",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.hasPrefix(
      "sweep uikit-navigation.distance (pt), rule uikit-navigation, over 6 traces: 6 read, 0 unreadable, "
        + "6 start a transition\nscenarios: back-swipe 4, edge-back 2\n"))
    // 100 points is a threshold of 0.256: only the fling back stays. From 195 points the 0.5 ceiling
    // holds, so 200 and 300 decide alike: the two short drags (predicted 0.293 and 0.348) stay too.
    #expect(Self.rows(run.stdout).map { Array($0[0...2]) } == [["100", "5", "6"], ["200", "3", "6"], ["300", "3", "6"]])
    #expect(run.stdout.contains("       traces/back-swipe/cancel.evemu: finished → cancelled\n"))
    #expect(run.stdout.contains("       traces/edge-back/cancel.evemu: finished → cancelled\n"))
  }

  @Test func theRealRecordingsArePairedWithTheirDescriptions() throws {
    // traces/real holds the project's real recordings (traces/real/SOURCES.md names where each came from).
    let real = "traces/real"
    let run = try Glide.run([
      "sweep", real, "--rule", "uikit-classic", "--param", "percentThreshold=0.1:0.9:0.4", "--list", "--jobs", "2",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("over 18 traces: 18 read, 0 unreadable, 6 start a transition"))
    // The Wacom circle's two-finger drag begins at 0.48 s, when its midpoint has travelled 4 mm with
    // the decision still open, downwards: drop-dismiss, which cancels at any threshold (it began at
    // 0.5 s upwards, spring-present, when it had to wait for a parallel decision).
    // Two curl a page (curl-page): the plain Synaptics recording's finger comes in from the bottom edge at
    // 7.9 s (finishing at 0.1, cancelling from 0.5), the ALPS double tap's first tap jumps up out of the
    // bottom edge zone and falls back (cancelling at any threshold).
    #expect(run.stdout.contains("scenarios: none 12, curl-page 2, drop-dismiss 2, edge-back 2"))
    #expect(Self.rows(run.stdout).map { Array($0[0...2]) } == [["0.1", "4", "6"], ["0.5", "2", "6"], ["0.9", "2", "6"]])
    let edge = "\(real)/touchpads__SynPS2_Synaptics_TouchPad.hp8470p.edge-scroll-horizontal.events"
    #expect(run.stdout.contains("\(edge): finished → cancelled"))
    #expect(run.stdout.contains("\(edge): edge-back (edge-pan began at 0.1619 s): finished, cancelled ×2"))
  }

  /// Found by issue 38's third hostile pass: an expectation beside a trace with a typo ("paramters") or a
  /// syntax error was left out without a word, and the trace ran another scenario than it names.
  @Test func anExpectationThatCannotBeReadIsSaidBySweepAndCompare() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItem(atPath: Glide.path("traces/default.evemu"), toPath: folder.appendingPathComponent("t.evemu").path)
    let expectation = folder.appendingPathComponent("e.expect.json")
    try Data(#"{"trace": "t.evemu", "scenario": "edge-back", "paramters": {}, "outcome": "none"}"#.utf8).write(to: expectation)
    let warning = "warning: skipped, not used to choose the scenario: \(expectation.path): unknown field \"paramters\""
    let compare = try Glide.run(["compare", folder.appendingPathComponent("t.evemu").path])
    #expect(compare.status == 0, "\(compare.stderr)")
    #expect(compare.stderr.hasPrefix(warning), "\(compare.stderr)")
    #expect(compare.stdout.contains("scenario pinch-pop (pinch recognised first)"), "\(compare.stdout)")
    let sweep = try Glide.run(["sweep", folder.path, "--rule", "kwin", "--param", "threshold=0.5:0.5:0.1"])
    #expect(sweep.status == 0, "\(sweep.stderr)")
    #expect(
      sweep.stderr.hasPrefix("warning: skipped, not used to choose a trace's scenario: \(expectation.path): unknown field \"paramters\""),
      "\(sweep.stderr)")
  }

  @Test func anUnreadableTraceIsReportedAndTheSweepGoesOn() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let bad = folder.appendingPathComponent("bad.evemu")
    try Data("# EVEMU 1.3\nN: broken\nE: 0.1 0003 0035 oops\n".utf8).write(to: bad)
    let good = Glide.path("traces/edge-back/cancel.evemu")
    let run = try Glide.run([
      "sweep", folder.path, good, "--rule", "kwin", "--param", "threshold=0.5:0.5:0.1", "--scenario", "edge-back",
    ])
    #expect(run.status == 0, "one trace could be read")
    #expect(run.stderr.hasPrefix("error: \(bad.path):"))
    #expect(run.stderr.split(separator: "\n").count == 1)
    #expect(run.stdout.contains("over 2 traces: 1 read, 1 unreadable, 1 start a transition"))
    let none = try Glide.run(["sweep", bad.path, "--rule", "kwin", "--param", "threshold=0.5:0.5:0.1"])
    #expect(none.status != 0, "nothing could be read")
    #expect(none.stderr.hasPrefix("error: \(bad.path):"))
  }

  @Test(arguments: [
    (["--rule", "mutter", "--param", "x=0:1:0.5"], "'mutter' is not one"),
    (["--rule", "gnome", "--param", "speed=0:1:0.5"], "rule gnome has no parameter 'speed'; expected one of: "
      + "velocityThreshold (gnome.velocityThreshold, units/ms), decelerationRate (gnome.decelerationRate, per ms)"),
    (["--rule", "gnome", "--param", "velocityThreshold=0:1"], "'0:1' is not a range: it has 2 parts, not 3"),
    (["--rule", "gnome", "--param", "velocityThreshold=0:1:x"], "STEP 'x' is not a number"),
    (["--rule", "gnome", "--param", "velocityThreshold=1:0:0.5"], "STEP 0.5 goes away from TO 0"),
    (["--rule", "gnome", "--param", "velocityThreshold=0:1:0"], "STEP is 0"),
    (["--rule", "gnome", "--param", "velocityThreshold"], "Please write --param as NAME=FROM:TO:STEP"),
    (["--rule", "gnome", "--param", "velocityThreshold=0:1:0.5", "--jobs", "0"], "Please give --jobs from 1 to 256"),
  ])
  func badArgumentsNameWhatIsExpected(arguments: [String], message: String) throws {
    let run = try Glide.run(["sweep", "traces"] + arguments)
    #expect(run.status != 0)
    #expect(run.stderr.contains(message), "\(run.stderr)")
  }

  @Test func aMissingFolderIsNamed() throws {
    let run = try Glide.run(["sweep", "no-such-folder", "--rule", "kwin", "--param", "threshold=0:1:0.5"])
    #expect(run.status != 0)
    #expect(run.stderr.contains("'no-such-folder' does not exist"))
  }
}

/// `glide grid --shard`: a shard is judged by what it holds.
@Suite struct GridShardTests {
  /// Shard 3 of 50 of every 20,000th case holds one scroll and no pinch: the pinch goal has nothing to
  /// measure there, as a test shard with no expectations passes (it exited 1, "0 of 0 (0 %)").
  @Test func aShardWithNoPinchMeetsThePinchGoalByHavingNothingToMeasure() throws {
    let run = try Glide.run(["grid", "--every", "20000", "--shard", "3/50"])
    #expect(run.status == 0, "\(run.stdout)")
    #expect(run.stdout.contains("| pinches | 0 | 0 | 0 | 0 |\n"), "\(run.stdout)")
    #expect(run.stdout.contains("pinches recognised with the right scale: none among these cases (goal ≥ 99 %: nothing to measure)\n"))
    #expect(run.stdout.hasSuffix("goals: met\n"), "\(run.stdout)")
  }
}
