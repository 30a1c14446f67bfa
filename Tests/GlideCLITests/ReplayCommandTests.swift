import Foundation
import GlideTestSupport
import Testing

/// `glide replay` and `glide scenarios`, run as a user runs them.
@Suite("glide replay and glide scenarios")
struct ReplayCommandTests {
  @Test("Without a trace it replays the bundled default: pinch-pop finishes")
  func defaultTrace() throws {
    let run = try Glide.run(["replay"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("0.1000     pop Detail → Home (interactive)"))
    #expect(run.stdout.contains("release: finish  percent 0.5510"))
    #expect(run.stdout.contains("pinch-pop: finished"))
    #expect(run.stdout.hasSuffix("transitions started 1, ended 1, frames 35\n"))
  }

  @Test("--json ends with a summary object holding the documented fields")
  func jsonSummary() throws {
    let run = try Glide.run(["replay", "--json", Glide.root.appendingPathComponent("traces/default.evemu").path])
    #expect(run.status == 0)
    let lines = run.stdout.split(separator: "\n")
    for line in lines {
      #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) is [String: Any], "\(line)")
    }
    let last = try #require(lines.last)
    let summary = try #require(try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])
    #expect(summary["type"] as? String == "summary")
    #expect(summary["scenario"] as? String == "pinch-pop")
    #expect(summary["outcome"] as? String == "finished")
    for key in [
      "percentAtRelease", "velocityAtRelease", "releaseTime", "completionTime", "duration", "completionSpeed",
    ] {
      #expect(summary[key] is NSNumber, "\(key)")
    }
    #expect(summary["transitionsStarted"] as? Int == 1)
    #expect(summary["transitionsEnded"] as? Int == 1)
    let release = try #require(summary["releaseTime"] as? Double)
    let completion = try #require(summary["completionTime"] as? Double)
    let percent = try #require(summary["percentAtRelease"] as? Double)
    // The classic completion: the remaining fraction of the 0.4 s zoom after the release.
    #expect(abs(completion - (release + (1 - percent) * 0.4)) < 2e-6)
  }

  @Test("The same trace and options print the same bytes, in real time too")
  func deterministic() throws {
    let trace = Glide.root.appendingPathComponent("traces/default.evemu").path
    let first = try Glide.run(["replay", "--json", "--completion", "spring", trace])
    let second = try Glide.run(["replay", "--json", "--completion", "spring", trace, "--realtime"])
    #expect(first.status == 0 && second.status == 0)
    #expect(first.stdout == second.stdout)
  }

  @Test("Options from a scenario file and flags change the run; flags win")
  func scenarioFileAndFlags() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("glide-\(UUID()).json")
    try Data(#"{"scenario": "pinch-pop", "parameters": {"percentThreshold": 0.9, "velocityThreshold": 50}}"#.utf8)
      .write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let cancelled = try Glide.run(["replay", "--scenario-file", file.path])
    #expect(cancelled.stdout.contains("pinch-pop: cancelled"))
    let finished = try Glide.run(["replay", "--scenario-file", file.path, "--set", "percentThreshold=0.5"])
    #expect(finished.stdout.contains("pinch-pop: finished"))
  }

  @Test("Bad scenario input gets a clear error and a non-zero exit", arguments: [
    (["replay", "--scenario", "nope"], "unknown scenario 'nope'"),
    (["replay", "--set", "percentThreshold=abc"], "parameter percentThreshold cannot be 'abc': expected a number"),
    (["replay", "--set", "bogus=1"], "scenario pinch-pop has no parameter 'bogus'"),
    (["replay", "--set", "noequals"], "Please write --set as NAME=VALUE"),
    (["replay", "--policy", "magic"], "expected one of uikit-classic, classic, projection, gnome, libadwaita, kwin, android-back, flutter-cupertino, motionlayout, uikit-navigation"),
    (["replay", "--fps", "0"], "Please give --fps between 1 and 1000"),
  ])
  func errors(arguments: [String], message: String) throws {
    let run = try Glide.run(arguments)
    #expect(run.status != 0)
    #expect(run.stderr.contains(message), "\(run.stderr)")
  }

  @Test("glide scenarios lists the six scenarios with their parameters")
  func scenarios() throws {
    let run = try Glide.run(["scenarios"])
    #expect(run.status == 0)
    for name in ["pinch-pop", "edge-back", "swipe-tabs", "drop-dismiss", "spring-present", "back-swipe"] {
      #expect(run.stdout.contains("\(name): "), "\(name)")
    }
    #expect(run.stdout.contains("  percentThreshold = 0.3 (0…1)  uikit-classic: cancel only at or below this percent"))
    #expect(run.stdout.contains("  gnome.velocityThreshold = 0 units/ms (0…1000)  gnome: below this speed snap"))
    #expect(run.stdout.contains("  duration = 0.4 s (0.001…3600)  the zoom's duration"))
    #expect(run.stdout.contains("  decelerationRate = 0.998 per ms (0<…<1)  projection: deceleration"))
    #expect(run.stdout.contains("\n\nfinish rules (the `policy` parameter):\n  uikit-classic (alias classic): "))
    #expect(run.stdout.contains("    source: KWin src/gestures.cpp, effecttogglablestate.cpp, virtualdesktops.cpp"))
    #expect(run.stdout.contains("    source: androidx constraintlayout motion/widget/TouchResponse.java processTouchEvent (peers.md §8)\n"))
    #expect(run.stdout.hasSuffix(
      "    source: uikit-semantics.md §7.5, §10.3 (iOS 26.1 _UINavigationInteractiveTransitionBase, decompiled; no public source)\n"))
    let back = try Glide.run(["scenarios", "back-swipe"])
    #expect(back.stdout.contains("  policy = uikit-navigation ["), "back-swipe's own default rule")
    #expect(back.stdout.contains("  pointsPerInch = 160 pt/in"))
    #expect(back.stdout.contains("  uikit-navigation.distance = 187.5 pt"))
    let one = try Glide.run(["scenarios", "edge-back"])
    #expect(one.stdout.hasPrefix("edge-back: "))
    #expect(one.stdout.contains("  travel = 40 mm (1…1000)"))
    #expect(!one.stdout.contains("pinch-pop"))
    #expect(one.stdout.contains("  policy = uikit-classic"), "edge-back keeps the classic rule")
  }
}
