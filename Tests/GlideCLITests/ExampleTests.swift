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

  /// The records of `type` in JSON Lines output.
  static func records(_ text: String, _ type: String) throws -> [[String: Any]] {
    try text.split(separator: "\n").compactMap { line in
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      return object?["type"] as? String == type ? object : nil
    }
  }

  /// A number of a JSON record to four decimals, for comparing.
  static func rounded(_ value: Any?) -> String { (value as? Double).map { String(format: "%.4f", $0) } ?? "\(value ?? "null")" }

  /// The Card's view in a frame record.
  static func card(_ frame: [String: Any]) throws -> [String: Any] {
    try #require((frame["views"] as? [[String: Any]])?.first { $0["name"] as? String == "Card" })
  }

  /// The drag of each of the example's traces lands at 0.8 s, after the card's presentation (0 to 0.5 s).
  static let dragStart = 0.8

  /// Examples/CardDismiss is its own glide (`GlideTool.main(scenarios: [.cardDismiss])`): it lists its
  /// scenario after the built-in ones, and replays it, on the example's own traces, as `glide replay`
  /// replays the built-in drop-dismiss with one finger, the same interaction made inside Glide: the same
  /// release, percent, velocity, completion and decision, and every display frame's percent and card
  /// (position, rotation, alpha) to four decimals. Only the example presents its card on a spring at
  /// launch (its binding's `animatesSetUp`; drop-dismiss presents at once, as every built-in scenario
  /// sets up, and its replays stay as they were): its log has the presentation's 30 frames before the
  /// drag and counts the presentation among its transitions; from the first input on, the two agree.
  @Test(arguments: ["finish", "cancel", "flick"])
  func cardDismissReplaysItsScenarioAsGlideReplaysDropDismiss(trace: String) throws {
    let path = Glide.path("Examples/CardDismiss/traces/\(trace).evemu")
    let app = try Self.runAll("CardDismiss", ["replay", path, "--scenario", "card-dismiss", "--json"])
    #expect(app.status == 0, "\(app.stderr)")
    let glide = try Glide.run(["replay", path, "--scenario", "drop-dismiss", "--set", "fingers=1", "--json"])
    #expect(glide.status == 0, "\(glide.stderr)")
    let appSummary = try #require(try Self.records(app.stdout, "summary").first)
    let glideSummary = try #require(try Self.records(glide.stdout, "summary").first)
    #expect(appSummary["scenario"] as? String == "card-dismiss")
    for field in ["outcome", "percentAtRelease", "velocityAtRelease", "releaseTime", "completionTime", "decision"] {
      #expect(Self.rounded(appSummary[field]) == Self.rounded(glideSummary[field]), "\(field)")
    }
    for field in ["transitionsStarted", "transitionsEnded"] {
      #expect((appSummary[field] as? NSNumber)?.intValue == (glideSummary[field] as? NSNumber).map { $0.intValue + 1 }, "\(field)")
    }
    let allFrames = try Self.records(app.stdout, "frame"), glideFrames = try Self.records(glide.stdout, "frame")
    let (presenting, appFrames) = (
      allFrames.filter { ($0["time"] as? Double ?? 0) < Self.dragStart }, allFrames.filter { ($0["time"] as? Double ?? 0) >= Self.dragStart }
    )
    #expect((appSummary["frames"] as? NSNumber)?.intValue == allFrames.count)
    #expect((glideSummary["frames"] as? NSNumber)?.intValue == glideFrames.count)
    #expect(presenting.count == 30 && Self.rounded(presenting.first?["time"]) == "0.0000")
    #expect(appFrames.count == glideFrames.count && appFrames.count > 10)
    for (mine, theirs) in zip(appFrames, glideFrames) {
      #expect(Self.rounded(mine["time"]) == Self.rounded(theirs["time"]) && Self.rounded(mine["percent"]) == Self.rounded(theirs["percent"]))
      let (card, built) = (try Self.card(mine), try Self.card(theirs))
      for field in ["x", "y", "width", "height", "rotation", "alpha"] {
        #expect(Self.rounded(card[field]) == Self.rounded(built[field]), "\(field) at \(Self.rounded(mine["time"]))")
      }
    }
  }

  /// The card comes up on its spring from 0 s, before any input: at frame 0 it is just below the
  /// 844-point screen, it rises every frame to within 1.5 % of its 552-point way past its place (292,
  /// the card's 260 points centred), 8.3 points, by 0.28 s, and settles back: the presentation
  /// completes at 0.5 s, the spring's duration, with the card in place. A drag that begins at 0.2875 s,
  /// while it still runs, dismisses nothing: the log says why, the presentation completes as before, and
  /// the card stays (UIKit drops a dismissal asked for during a presentation; Glide's containers would
  /// queue it, so the example refuses the drag).
  @Test func cardDismissPresentsItsCardOnASpringAndRefusesADragDuringIt() throws {
    let finish = try Self.runAll(
      "CardDismiss", ["replay", Glide.path("Examples/CardDismiss/traces/finish.evemu"), "--scenario", "card-dismiss", "--json"])
    #expect(finish.status == 0, "\(finish.stderr)")
    let presenting = try Self.records(finish.stdout, "frame").filter { ($0["time"] as? Double ?? 0) < Self.dragStart }
    let tops = try presenting.map { try #require(Self.card($0)["y"] as? Double) }
    #expect(tops.first == 844 && tops.count == 30, "\(tops)")
    let lowest = try #require(tops.min())
    #expect(abs(lowest - (292 - 0.015 * 552)) < 0.5, "\(lowest)")
    #expect(tops.prefix { $0 > lowest }.count == 17 && zip(tops, tops.dropFirst()).prefix(17).allSatisfy { $1 < $0 }, "\(tops)")
    #expect(abs((tops.last ?? 0) - 292) < 0.5, "\(tops)")
    let began = try #require(try Self.records(finish.stdout, "transitionBegan").first)
    let completed = try #require(try Self.records(finish.stdout, "transitionCompleted").first)
    #expect(began["operation"] as? String == "present" && Self.rounded(began["time"]) == "0.0000" && began["animated"] as? Bool == true)
    #expect(completed["operation"] as? String == "present" && Self.rounded(completed["time"]) == "0.5000")

    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("card-early-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let synth = try Self.runAll(
      "CardDismiss",
      [
        "synth", "drag", "--dy", "24", "--rate", "80", "--noise", "0.05", "--device", "precision", "--start", "0.2",
        "-o", folder + "/early.evemu",
      ])
    try #require(synth.status == 0, "\(synth.stderr)")
    let early = try Self.runAll("CardDismiss", ["replay", folder + "/early.evemu", "--scenario", "card-dismiss"])
    #expect(early.status == 0, "\(early.stderr)")
    #expect(early.stdout.contains("0.2875     note: drag began while the card is being presented: no dismissal\n"), "\(early.stdout)")
    #expect(early.stdout.contains("0.5000     present completed: finished\n"), "\(early.stdout)")
    #expect(!early.stdout.contains("dismiss Card") && !early.stdout.contains("Card.viewWillDisappear"), "\(early.stdout)")
    #expect(early.stdout.contains("transitions started 1, ended 1, frames 30"), "\(early.stdout)")
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
    // "wrote 102 frames …, 0.000 s to 1.683 s at 60 fps": from the presentation's first frame to the
    // completion at 1.6653 s and the frame after.
    #expect(frames.count == 102)
    #expect(render.stdout.contains("0.000 s to 1.683 s at 60 fps"), "\(render.stdout)")
    // Frame 0: the card still below the screen over the list, not dimmed yet (white where its photo
    // will be); the dimming fades in with the card, 0.4 black (153 grey) by frame 40 (0.667 s,
    // presented, before the drag), with the card's photo (orange) in the middle of the screen.
    let first = try RenderImage(contentsOfPNG: folder + "/" + frames[0])
    let presented = try RenderImage(contentsOfPNG: folder + "/" + frames[40])
    let (undimmed, dimmed) = (first[300, 700], presented[300, 700])
    #expect(undimmed.red == 255 && undimmed.green == 255 && undimmed.blue == 255, "frame 0: \(undimmed)")
    #expect(abs(Int(dimmed.red) - 153) <= 3 && dimmed.green == dimmed.red && dimmed.blue == dimmed.red, "frame 40: \(dimmed)")
    #expect(!Self.isPhoto(first[195, 380]), "\(first[195, 380])")
    #expect(Self.isPhoto(presented[195, 380]), "\(presented[195, 380])")
  }

  /// The example's tool reports, compares and writes expectations for its scenario as `glide` does for a
  /// built-in one: the HTML report names it, the comparison reads its scenario from the trace's
  /// expectation and decides each rule, and an expectation `expect` writes is one `test` passes.
  @Test func cardDismissReportsComparesAndWritesExpectations() throws {
    let traces = Glide.path("Examples/CardDismiss/traces")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("card-tools-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let report = try Self.runAll("CardDismiss", ["report", traces + "/finish.evemu", "--scenario", "card-dismiss", "-o", folder + "/r.html"])
    #expect(report.status == 0 && report.stdout.contains(": card-dismiss finished, 79 frames\n"), "\(report.stdout)\(report.stderr)")
    let html = try String(contentsOfFile: folder + "/r.html", encoding: .utf8)
    #expect(html.contains("card-dismiss, finished") && html.contains("card-dismiss parameters"))
    let compare = try Self.runAll("CardDismiss", ["compare", traces + "/cancel.evemu"])
    #expect(compare.status == 0, "\(compare.stderr)")
    #expect(compare.stdout.contains("scenario card-dismiss (from "), "\(compare.stdout)")
    #expect(compare.stdout.contains("uikit-classic      cancelled    1.4125   0.1556     0.178"), "\(compare.stdout)")
    #expect(compare.stdout.contains("kwin               finished     1.4125   0.9189     1.050"), "\(compare.stdout)")
    try FileManager.default.copyItem(atPath: traces + "/flick.evemu", toPath: folder + "/flick.evemu")
    let expect = try Self.runAll("CardDismiss", ["expect", folder + "/flick.evemu", "--scenario", "card-dismiss", "-o", folder + "/flick.expect.json"])
    #expect(expect.status == 0 && expect.stdout.contains("card-dismiss finished"), "\(expect.stdout)\(expect.stderr)")
    let written = try String(contentsOfFile: folder + "/flick.expect.json", encoding: .utf8)
    #expect(written.contains("\"scenario\": \"card-dismiss\"") && written.contains("\"percentAtRelease\": {\"value\": 0.244444"), "\(written)")
    let test = try Self.runAll("CardDismiss", ["test", folder])
    #expect(test.status == 0 && test.stdout.hasSuffix("1 passed, 0 failed\n"), "\(test.stdout)\(test.stderr)")
  }

  /// The card's photo colour (242, 158, 77), give or take the renderers' rounding.
  static func isPhoto(_ pixel: RenderImage.RGB) -> Bool {
    pixel.red > 220 && (130...180).contains(pixel.green) && pixel.blue < 100
  }

  /// Whether ffmpeg (the video encoder `render` runs) and ffprobe are installed.
  static let hasFFmpeg = ["/usr/bin/ffmpeg", "/usr/bin/ffprobe"].allSatisfy(FileManager.default.isExecutableFile(atPath:))

  /// The example's video: `render -o out.mp4` encodes every display frame, from the presentation's
  /// first at 0 s to the one after the dismissal completes (102 frames at 60 fps, 1.7 s), as ffprobe
  /// reads the file back.
  @Test(.enabled(if: hasFFmpeg, "ffmpeg or ffprobe is not installed: `make deps` installs the Debian package ffmpeg"))
  func cardDismissRendersItsScenarioAsAVideo() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("card-video-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let video = folder + "/out.mp4"
    let render = try Self.runAll(
      "CardDismiss", ["render", Glide.path("Examples/CardDismiss/traces/finish.evemu"), "--scenario", "card-dismiss", "-o", video])
    #expect(render.status == 0, "\(render.stderr)")
    #expect(render.stdout.hasPrefix("wrote \(video): 102 frames, 390×844 pixels, 0.000 s to 1.683 s at 60 fps"), "\(render.stdout)")
    let probe = try LiveBench.run([
      "/usr/bin/ffprobe", "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
      "stream=codec_type,width,height,r_frame_rate,nb_read_frames,duration", "-of", "csv=p=0", video,
    ])
    #expect(probe.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "video,390,844,60/1,1.700000,102", "\(probe.stdout)")
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

  /// The card-dismiss example live on a touchpad mocked by umockdev, its finish trace played into it:
  /// the same drag, read through libevdev, dismisses the card, with the replay's percent at the release,
  /// and `--once` stops after the dismissal, not after the presentation the set-up started. umockdev
  /// plays its script from the first event on, and the session's timeline starts there: an empty input
  /// frame (a lone SYN_REPORT) at 0.2 s of the script keeps the trace's 0.8 s of lead time before the
  /// drag, so it lands after the presentation (0 to 0.5 s), as in the replay.
  @Test func theCardDismissExampleLiveDismissesTheCardOnAMockedTouchpad() throws {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("card-live-\(UUID().uuidString).evemu").path
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let finish = try String(contentsOfFile: Glide.path("Examples/CardDismiss/traces/finish.evemu"), encoding: .utf8)
    let lines = finish.split(separator: "\n", omittingEmptySubsequences: false)
    let firstEvent = try #require(lines.firstIndex { $0.hasPrefix("E: ") })
    let lead = lines[..<firstEvent] + ["E: 0.000001 0000 0000 0000"] + lines[firstEvent...]
    try lead.joined(separator: "\n").write(toFile: scratch, atomically: true, encoding: .utf8)
    let bench = try LiveBench(trace: scratch)
    let example = try ExampleTests.binary("CardDismiss")
    let run = try LiveBench.run(
      try bench.umockdevPrefix(playing: nil, start: 0.2)
        + [example, "live", "--scenario", "card-dismiss", "--device", LiveBench.node, "--once", "--duration", "8"],
      check: false, timeout: 20)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.contains("glide live: Running card-dismiss on /dev/input/event12"), "\(run.stderr)")
    #expect(run.stderr.contains("glide live: Stopped after the first transition completed."), "\(run.stderr)")
    let summary = run.stdout.components(separatedBy: "\n\n").last ?? ""
    #expect(summary.hasPrefix("card-dismiss: finished\n"), "\(run.stdout)")
    // The replay's percent at the release, 0.7472 (the drag's own samples, spaced as in the trace).
    let released = try #require(try #/released at \d+\.\d{4} s, percent (\d+\.\d{4})/#.firstMatch(in: summary), "\(summary)")
    #expect(abs(Double(released.output.1)! - 0.7472) < 0.002, "\(summary)")
    #expect(summary.contains("transitions started 2, ended 2"), "\(summary)")
  }

  /// The card-dismiss example's window (`replay --window`, on a private X server): paused at frame 0
  /// the card is still below the screen; ten frames on (0.167 s) it is on its way up where the log puts
  /// it (its top at 345.8 points); played to the end of the cancelled drag, it is back in place.
  @Test(.enabled(if: XvfbWindow.isAvailable, Comment(rawValue: xvfb)))
  func theCardDismissExampleWindowShowsTheCardComingUpAndBack() throws {
    let example = try ExampleTests.binary("CardDismiss")
    let trace = Glide.path("Examples/CardDismiss/traces/cancel.evemu")
    let shown = try XvfbWindow(
      [example, "replay", trace, "--scenario", "card-dismiss", "--window", "--paused"], title: "glide replay",
      environment: W.software)
    try shown.waitForTitle("frame 0, paused") { $0.hasSuffix("frame 0  1×  paused") }
    #expect(try shown.title() == "glide replay — cancel.evemu — t 0.000 s  frame 0  1×  paused")
    let photo = RenderImage.RGB(red: 242, green: 158, blue: 77)
    let s = W.screen
    func photoBox(_ image: RenderImage) -> (Int, Int, Int, Int)? {
      W.box(of: photo, in: image, x: s.x..<(s.x + s.width), y: s.y..<(s.y + s.height))
    }
    #expect(photoBox(try shown.capture()) == nil)
    for frame in 1...10 {
      try shown.key("Right")
      try shown.waitForTitle("frame \(frame)") { W.frameNumber($0) == frame && $0.hasSuffix("paused") }
    }
    let rising = try #require(photoBox(try shown.capture()))
    // The photo's 200 points wide at x 95, its top the card's, 345.8 in the log at frame 10.
    #expect(rising.0 == s.x + 95 && rising.2 == s.x + 295 && abs(rising.1 - (s.y + 346)) <= 1, "\(rising)")
    try shown.key("space")
    try shown.waitForTitle("the end") { $0.hasSuffix("ended") }
    let end = try shown.waitForPixels("the card back in place") { image in
      photoBox(image).map { $0.1 == s.y + 292 && $0.3 == s.y + 482 } == true
    }
    #expect(photoBox(end).map { $0.0 == s.x + 95 && $0.2 == s.x + 295 } == true, "\(String(describing: photoBox(end)))")
    try shown.key("q")
    let run = try shown.finish()
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.hasPrefix("\ncard-dismiss: cancelled\n"), "\(run.stdout)")
    #expect(run.stdout.contains("transitions started 2, ended 2"), "\(run.stdout)")
  }
}
