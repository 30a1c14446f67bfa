import Foundation
import GlideRender
import GlideTestSupport
import Testing

/// The example apps in Examples/, built by `make test` (`make examples`), run on the bundled traces
/// and compared with `glide replay`: an app on Glide's library gets the simulator's timing.
@Suite struct ExampleTests {
  /// The built example `name`, or a failure that says how to build it.
  static func binary(_ name: String) throws -> String {
    let path = Glide.path("Examples/\(name)/.build/debug/\(name)")
    guard FileManager.default.isExecutableFile(atPath: path) else {
      Issue.record("\(path) is not built: run `make examples` (make test does)")
      throw CancellationError()
    }
    return path
  }

  @Test(arguments: [
    "traces/default.evemu", "traces/pinch-pop/cancel-slow.evemu", "traces/pinch-pop/fling.evemu",
    "traces/pinch-pop/finish.evemu",
  ])
  func pinchToPopReleasesAndCompletesWhenGlideReplayDoes(trace: String) throws {
    let output = try Self.run("PinchToPop", [Glide.path(trace)])
    let replay = try Glide.run(["replay", Glide.path(trace), "--set", "screens=plain"])
    #expect(replay.status == 0, "\(replay.stderr)")
    // glide replay's summary: "  released at 0.5125 s, percent 0.5510, velocity …" and "  completed at 0.6921 s".
    let summary = replay.stdout.components(separatedBy: "\n\n").last ?? ""
    let released = try #require(try #/released at (\d+\.\d{4}) s, percent (\d+\.\d{4})/#.firstMatch(in: summary))
    let completed = try #require(try #/completed at (\d+\.\d{4}) s/#.firstMatch(in: summary))
    let outcome = summary.hasPrefix("pinch-pop: finished") ? "finished" : "cancelled"
    #expect(output.contains("released at \(released.output.1) s, percent \(released.output.2): "), "\(output)\n\(summary)")
    #expect(output.contains("completed at \(completed.output.1) s: \(outcome)\n"), "\(output)\n\(summary)")
    #expect(output.hasSuffix(outcome == "finished" ? "screens: Home\n" : "screens: Home, Detail\n"))
  }

  /// The example `name` run with `arguments`: its standard output (it must exit 0).
  static func run(_ name: String, _ arguments: [String]) throws -> String {
    let result = try runAll(name, arguments)
    #expect(result.status == 0)
    return result.stdout
  }

  /// The example `name` run with `arguments`: its exit status, standard output and standard error.
  static func runAll(_ name: String, _ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
    let example = Process()
    example.executableURL = URL(fileURLWithPath: try binary(name))
    example.arguments = arguments
    let (out, err) = (Pipe(), Pipe())
    (example.standardOutput, example.standardError) = (out, err)
    try example.run()
    let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    example.waitUntilExit()
    return (example.terminationStatus, stdout, stderr)
  }

  /// Examples/CardDismiss is its own glide (`GlideTool.main(scenarios: [.cardDismiss])`): it lists its
  /// scenario after the built-in ones, and replays it, on the example's own traces, as `glide replay`
  /// replays the built-in drop-dismiss with one finger, the same interaction made inside Glide: the same
  /// release, percent, velocity, completion and decision, and every display frame's percent and card
  /// (position, rotation, alpha) to four decimals.
  @Test(arguments: ["finish", "cancel", "flick"])
  func cardDismissReplaysItsScenarioAsGlideReplaysDropDismiss(trace: String) throws {
    let path = Glide.path("Examples/CardDismiss/traces/\(trace).evemu")
    let app = try Self.runAll("CardDismiss", ["replay", path, "--scenario", "card-dismiss", "--json"])
    #expect(app.status == 0, "\(app.stderr)")
    let glide = try Glide.run(["replay", path, "--scenario", "drop-dismiss", "--set", "fingers=1", "--json"])
    #expect(glide.status == 0, "\(glide.stderr)")
    func records(_ text: String, _ type: String) throws -> [[String: Any]] {
      try text.split(separator: "\n").compactMap { line in
        let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        return object?["type"] as? String == type ? object : nil
      }
    }
    func rounded(_ value: Any?) -> String { (value as? Double).map { String(format: "%.4f", $0) } ?? "\(value ?? "null")" }
    let (appSummary, glideSummary) = (try #require(records(app.stdout, "summary").first), try #require(records(glide.stdout, "summary").first))
    #expect(appSummary["scenario"] as? String == "card-dismiss")
    for field in ["outcome", "percentAtRelease", "velocityAtRelease", "releaseTime", "completionTime", "decision", "frames"] {
      #expect(rounded(appSummary[field]) == rounded(glideSummary[field]), "\(field)")
    }
    let (appFrames, glideFrames) = (try records(app.stdout, "frame"), try records(glide.stdout, "frame"))
    #expect(appFrames.count == glideFrames.count && appFrames.count > 10)
    for (mine, theirs) in zip(appFrames, glideFrames) {
      #expect(rounded(mine["time"]) == rounded(theirs["time"]) && rounded(mine["percent"]) == rounded(theirs["percent"]))
      let card = try #require((mine["views"] as? [[String: Any]])?.first { $0["name"] as? String == "Card" })
      let built = try #require((theirs["views"] as? [[String: Any]])?.first { $0["name"] as? String == "Card" })
      for field in ["x", "y", "width", "height", "rotation", "alpha"] {
        #expect(rounded(card[field]) == rounded(built[field]), "\(field) at \(rounded(mine["time"]))")
      }
    }
  }

  /// The example's tool lists its scenario, holds its traces to their expectations (`test`), sweeps a
  /// finish rule's threshold over them, renders the card where the scenario puts it, and the plain
  /// `glide` refuses an expectation naming it.
  @Test func cardDismissListsTestsAndRendersItsScenario() throws {
    let scenarios = try Self.runAll("CardDismiss", ["scenarios"])
    let listed = scenarios.stdout.components(separatedBy: "\nfinish rules").first ?? ""
    let names = listed.split(separator: "\n").filter { !$0.hasPrefix(" ") }.map { $0.prefix { $0 != ":" } }
    #expect(names.last == "card-dismiss" && names.contains("drop-dismiss"), "\(names)")
    let traces = Glide.path("Examples/CardDismiss/traces")
    let test = try Self.runAll("CardDismiss", ["test", traces])
    #expect(test.status == 0 && test.stdout.hasSuffix("3 passed, 0 failed\n"), "\(test.stdout)\(test.stderr)")
    // The sweep reads each trace's scenario from its expectation: the cancel flips at 0.3 (0.1528 ≤ 0.3).
    let sweep = try Self.runAll("CardDismiss", ["sweep", traces, "--rule", "uikit-classic", "--param", "percentThreshold=0.1:0.5:0.2"])
    #expect(sweep.status == 0 && sweep.stdout.contains("scenarios: card-dismiss 3\n"), "\(sweep.stdout)\(sweep.stderr)")
    #expect(sweep.stdout.contains("0.3           2        3  0.667      1\n"), "\(sweep.stdout)")
    let plain = try Glide.run(["test", traces])
    #expect(plain.status == 1 && plain.stdout.contains("found \"card-dismiss\""), "\(plain.stdout)")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("card-dismiss-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let render = try Self.runAll("CardDismiss", ["render", traces + "/finish.evemu", "--scenario", "card-dismiss", "-o", folder + "/"])
    #expect(render.status == 0, "\(render.stderr)")
    let frames = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".png") }.sorted()
    // "wrote 53 frames …, 0.017 s to 0.883 s at 60 fps": to the completion at 0.8653 s and the frame after.
    #expect(frames.count == 53)
    // Frame 0: the card's photo (orange) in the middle of the screen over the dimmed list (grey).
    let first = try RenderImage(contentsOfPNG: folder + "/" + frames[0])
    let photo = first[195, 380], list = first[300, 700]
    #expect(photo.red > 220 && (130...180).contains(photo.green) && photo.blue < 100, "\(photo)")
    let grey = Int(list.red)
    #expect(abs(grey - 153) <= 3 && list.green == list.red && list.blue == list.red, "\(list)")
  }

  @Test func customTransitionPresentsOnASpringAndCancelsWhenReversedMidFlight() throws {
    let straight = try Self.run("CustomTransition", []).split(separator: "\n")
    func tops(_ lines: [Substring]) -> [Double] {
      lines.compactMap { line in line.split(separator: " ").last.flatMap { line.contains("card top") ? Double($0) : nil } }
    }
    // From below the 844-point screen up to 0 over the animator's 0.5 s, overshooting by a damping ratio
    // of 0.8's exp(−0.8π/0.6) = 1.52 % of the 844 points, 12.8 (the frames catch 12.7 of it).
    let up = tops(straight)
    #expect(up.first.map { $0 > 700 && $0 < 844 } == true && up.last == 0, "\(up)")
    #expect(up.min().map { abs($0 + 12.8) < 0.5 } == true, "\(String(describing: up.min()))")
    #expect(straight.contains("0.5000 s  completed: presented") && straight.last == "presented: Card", "\(straight)")
    // Reversed at 0.2 s, 97 % of the way: back down over the rest, the presentation cancelled at 0.7 s.
    let reversed = try Self.run("CustomTransition", ["--reverse-at", "0.2"]).split(separator: "\n")
    #expect(reversed.contains("0.2000 s  paused at fraction 0.9688; reversed"), "\(reversed)")
    #expect(reversed.contains("0.7000 s  completed: cancelled") && reversed.last == "presented: none", "\(reversed)")
    // The same spring the other way: past the bottom edge by a little, then settled there.
    let down = tops(Array(reversed.drop { !$0.contains("reversed") }))
    #expect(down.last == 844 && (down.max() ?? 0) > 844 && (down.max() ?? 0) < 860, "\(down)")
  }

  /// The tutorial in GlideInteraction's catalog builds this app: its first code file is the package's
  /// manifest, its last the app's main.swift, and every step in between is the app so far, each line
  /// in the app's order, indentation aside (a step may close the class early, leaves out the
  /// FrameDriven conformance until the step that adds it, and runs a trace before the live device).
  @Test func theTutorialBuildsExamplesPinchToPopLineForLine() throws {
    let resources = "Sources/GlideInteraction/GlideInteraction.docc/Resources/"
    func read(_ path: String) throws -> String { try String(contentsOfFile: Glide.path(path), encoding: .utf8) }
    let main = try read("Examples/PinchToPop/Sources/PinchToPop/main.swift")
    #expect(try read(resources + "pinch-to-pop-01-package.swift") == read("Examples/PinchToPop/Package.swift"))
    #expect(try read(resources + "pinch-to-pop-07-main.swift") == main)
    let app = main.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
    for step in ["02-delegate", "03-scene", "04-pinch", "05-driven", "06-trace"] {
      let lines = try read(resources + "pinch-to-pop-\(step).swift")
        .replacingOccurrences(of: "final class PinchToPop {", with: "final class PinchToPop: FrameDriven {")
        .split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
      var next = app.startIndex
      for line in lines {
        guard let found = app[next...].firstIndex(of: line) else {
          Issue.record("pinch-to-pop-\(step).swift: '\(line)' is not in main.swift after line \(next)")
          break
        }
        next = found + 1
      }
    }
  }

  /// SwiftPM knows a path dependency by its folder's name (letter case aside) unless `name:` is given,
  /// and `.product(name:package:)` must use that name: Getting Started's manifest depends on a clone in
  /// `../glide` and names its products' package `glide`; every example gives the name `Glide` with its
  /// path (`../..`, the checkout, whose folder may be named anything) and uses it, as the article says.
  @Test func gettingStartedAndEveryExampleNameGlidesPackageAsSwiftPMKnowsIt() throws {
    func read(_ path: String) throws -> String { try String(contentsOfFile: Glide.path(path), encoding: .utf8) }
    func packages(_ manifest: String) -> Set<String> {
      Set(manifest.matches(of: #/\.product\(name: "[A-Za-z]+", package: "([^"]+)"\)/#).map { String($0.output.1) })
    }
    let article = try read("Sources/GlideInteraction/GlideInteraction.docc/Articles/GettingStarted.md")
    let manifest = try #require(try #/### Depend on Glide(?s:.*?)```swift\n(?<code>[^`]*)```/#.firstMatch(in: article)).code
    let path = try #require(try #/\.package\(path: "([^"]+)"\)/#.firstMatch(in: manifest)).output.1
    #expect(path == "../glide" && packages(String(manifest)) == ["glide"], "\(manifest)")
    #expect(article.contains(#".package(name: "Glide", path: "../..")"#))
    let examples = try FileManager.default.contentsOfDirectory(atPath: Glide.path("Examples")).sorted()
    #expect(examples.contains("PinchToPop") && examples.contains("CustomTransition"))
    for example in examples where FileManager.default.fileExists(atPath: Glide.path("Examples/\(example)/Package.swift")) {
      let manifest = try read("Examples/\(example)/Package.swift")
      #expect(manifest.contains(#"dependencies: [.package(name: "Glide", path: "../..")]"#), "\(example)")
      #expect(packages(manifest) == ["Glide"], "\(example): \(packages(manifest))")
    }
  }
}

/// The pinch-to-pop example live on a touchpad mocked by umockdev (the real-time suite, one device at a
/// time): the same app, read through libevdev, pops as the replay of the same pinch does.
extension LiveCommandUmockdevTests {
  @Test func thePinchToPopExampleReadsAMockedTouchpadAndPopsAsTheReplayDoes() throws {
    let bench = try LiveBench()
    let example = try ExampleTests.binary("PinchToPop")
    let run = try LiveBench.run(
      try bench.umockdevPrefix(playing: nil, start: 0.2) + [example, "--device", LiveBench.node, "--duration", "2"],
      check: false, timeout: 20)
    #expect(run.status == 0, "\(run.stderr)")
    // The pinch's release and percent as the replay has them (percent 0.5510); the times are the
    // session's, from when it started reading, so only the order and the outcome are fixed.
    let released = try #require(try #/released at (\d+\.\d{4}) s, percent (\d+\.\d{4}): /#.firstMatch(in: run.stdout), "\(run.stdout)")
    let completed = try #require(try #/completed at (\d+\.\d{4}) s: finished/#.firstMatch(in: run.stdout), "\(run.stdout)")
    #expect(abs(Double(released.output.2)! - 0.551) < 0.01, "\(run.stdout)")
    let (release, completion) = (Double(released.output.1)!, Double(completed.output.1)!)
    // The rest of the 0.4 s zoom after the release: (1 − 0.551) · 0.4 = 0.18 s, on display frames. Live,
    // the frames come from the monotonic clock: never sooner than that (less a frame), but a debug
    // build the scheduler leaves waiting may see its last frame a few frames late (0.216 s seen once in
    // a dozen runs), so lateness is bounded loosely: it completes, within 0.1 s of its time.
    let rest = completion - release
    #expect(rest > 0.1796 - 1.0 / 60 && rest < 0.1796 + 0.1, "\(run.stdout)")
    #expect(run.stdout.hasSuffix("screens: Home\n"), "\(run.stdout)")
  }
}
