import GlideTestSupport
import Foundation
import Testing

/// The synthetic traces `tools/make-traces` ships, checked against the built `glide` binary: every file
/// in `traces/` is exactly what the script would write today, so a change to the synthesiser without
/// running the script fails here, naming the file.
@Suite struct SyntheticTracesCommandTests {
  /// One `synth FILE GESTURE OPTIONS...` line of `tools/make-traces`.
  struct Entry: CustomTestStringConvertible, Sendable {
    var path: String
    /// The arguments after `glide synth`, without the output path.
    var arguments: [String]
    var testDescription: String { path }
  }

  /// The folders `tools/make-traces` owns besides `traces/default.evemu`: one per device, one per scenario,
  /// and issue 15's slow pinches.
  static let folders = [
    "traces/synaptics", "traces/precision", "traces/touchscreen", "traces/pinch-pop", "traces/edge-back",
    "traces/swipe-tabs", "traces/drop-dismiss", "traces/spring-present", "traces/slow-pinch", "traces/back-swipe",
    "traces/parallax",
    "traces/pinch-layout",
    "traces/drag-drawer",
    "traces/flip-card",
    "traces/curl-page",
  ]

  /// The `synth` lines of `tools/make-traces`, continuation lines joined.
  static let entries: [Entry] = {
    let script = (try? String(contentsOfFile: Glide.path("tools/make-traces"), encoding: .utf8)) ?? ""
    let joined = script.replacingOccurrences(of: "\\\n", with: " ")
    return joined.split(separator: "\n").filter { $0.hasPrefix("synth ") }.map { line in
      let words = line.split(separator: " ").map(String.init)
      return Entry(path: words[1], arguments: Array(words.dropFirst(2)))
    }
  }()

  /// Every trace on disk that `tools/make-traces` owns, relative to the package root.
  static func tracesOnDisk() -> Set<String> {
    var found: Set<String> = ["traces/default.evemu"]
    for folder in folders {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: Glide.path(folder))) ?? []
      found.formUnion(names.filter { $0.hasSuffix(".evemu") }.map { "\(folder)/\($0)" })
    }
    return found
  }

  /// The command a trace's header says made it (a touch gesture's or a tilt's).
  static func quotedCommand(_ document: String) -> String? {
    let prefixes = ["# Synthetic trace made by Glide's TraceSynthesizer: ", "# Synthetic trace made by Glide's TiltSynthesizer: "]
    for line in document.split(separator: "\n") {
      if let prefix = prefixes.first(where: { line.hasPrefix($0) }) { return String(line.dropFirst(prefix.count)) }
    }
    return nil
  }

  @Test func theScriptListsEveryTraceOnDiskAndNoOther() {
    #expect(Self.entries.count >= 40)
    #expect(Set(Self.entries.map(\.path)) == Self.tracesOnDisk())
    #expect(Set(Self.entries.map(\.path)).count == Self.entries.count)
  }

  @Test(arguments: entries)
  func everyTraceIsWhatMakeTracesWritesToday(entry: Entry) throws {
    let run = try Glide.run(["synth"] + entry.arguments + ["-o", "-"])
    #expect(run.status == 0, "\(run.stderr)")
    let onDisk = try Data(contentsOf: URL(fileURLWithPath: Glide.path(entry.path)))
    #expect(Data(run.stdout.utf8) == onDisk, "regenerate with tools/make-traces")
    // The script spells each command canonically, so the header quotes it exactly.
    let text = String(decoding: onDisk, as: UTF8.self)
    #expect(Self.quotedCommand(text) == (["glide", "synth"] + entry.arguments).joined(separator: " "))
  }

  /// Canonical commands that between them use every option: the header quotes each unchanged.
  @Test(arguments: [
    "pinch --from 2 --to 1 --start-distance 40 --duration 0.3 --easing ease-in-out --center-x 20 "
      + "--center-y 10 --third-finger-at 0.1 --drop-at 0.2 --drop-frames 3 --rate 120 --noise 0.1 --seed 9 "
      + "--start 12.5 --device precision",
    "rotate --radians -0.8 --start-distance 20 --duration 0.5 --rate 80 --noise 0 --device touchscreen",
    "swipe --fingers 3 --dx -30 --dy 5 --duration 0.3 --rate 80 --noise 0 --device synaptics",
    "edge-swipe --edge top --fingers 2 --distance 25 --duration 0.3 --rate 80 --noise 0 --device synaptics",
    "tap --fingers 4 --duration 0.06 --rate 80 --noise 0 --device precision",
    "drag --fingers 2 --dx 0 --dy 40 --duration 0.6 --easing ease-in-out --rate 80 --noise 0 --device precision",
    "drag --fingers 1 --dx -20 --dy 5 --duration 1.5 --easing linear --center-x 40 --rate 120 --noise 0.1 --seed 4 "
      + "--device synaptics",
    "tilt --horizontal -12.5 --vertical 8 --start-horizontal 5 --start-vertical 30 --lead 0.2 --duration 0.6 "
      + "--easing ease-in-out --hold 1.5 --back 0.4 --rate 100 --noise 0.01 --seed 3 --start 2.5 --device lis3lv02d",
  ])
  func theHeaderQuotesACanonicalCommandUnchanged(arguments: String) throws {
    let run = try Glide.run(["synth"] + arguments.split(separator: " ").map(String.init) + ["-o", "-"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(Self.quotedCommand(run.stdout) == "glide synth " + arguments)
  }

  /// A command with options in any order and defaults left out: the header quotes the canonical
  /// command, and running that command writes the same file.
  @Test(arguments: [
    "pinch --device precision --noise 0.05",
    "swipe --rate 120 --dy -10 --fingers 3",
    "tap",
    "edge-swipe --device touchscreen --edge right --easing ease-out",
    "rotate --seed 7 --noise 0.2 --radians -1.5 --center-x 30 --start-distance 20",
    "drag",
    "drag --device precision --noise 0.05 --dy -40 --fingers 3",
    "drag --dx 25 --easing ease-out --seed 2 --noise 0.1",
  ])
  func theQuotedCommandMakesTheSameFile(arguments: String) throws {
    let first = try Glide.run(["synth"] + arguments.split(separator: " ").map(String.init) + ["-o", "-"])
    #expect(first.status == 0, "\(first.stderr)")
    let command = try #require(Self.quotedCommand(first.stdout))
    let words = command.split(separator: " ").map(String.init)
    try #require(words.starts(with: ["glide", "synth"]))
    let again = try Glide.run(Array(words.dropFirst()) + ["-o", "-"])
    #expect(again.status == 0, "\(again.stderr)")
    #expect(Data(again.stdout.utf8) == Data(first.stdout.utf8))
  }

  /// A problem with the recipe stops the command with a message that says what to do, and no output.
  @Test(arguments: [
    ("pinch --rate 0", "Please give --rate from 1 to 1000 Hz; got 0.0."),
    ("pinch --fingers 3", "Please leave out --fingers for pinch, rotate and circle; they always use two."),
    ("tap --fingers 6 --device touchscreen", "Please give --fingers from 1 to 5 for the touchscreen device; got 6."),
    ("edge-swipe --center-x 3", "Please leave out --center-x and --center-y for edge-swipe"),
    ("wiggle", "Please give the gesture one of: pinch, rotate, swipe, tap, edge-swipe, circle, drag, tilt; 'wiggle' is not one."),
    ("drag --dy 60", "Please give a drag that fits the synaptics surface (66.1 × 26.9 mm): --dy 60 needs 60.0 mm"),
    ("drag --center-y 5", "Please keep the drag on the surface: finger 1 would be at (33.0, -5.0) mm at 0.0 s"),
    ("drag --again-at 1 --again-dy 5", "Please use --again-at with pinch or swipe only."),
    ("tilt --dy 5", "Please leave out --dy for tilt; it is a touch gesture's option."),
    ("pinch --device trackball", "Please give --device one of: synaptics, precision, touchscreen"),
    ("circle --radius 0", "Please give --radius above 0 and at most 100 mm; got 0.0."),
    ("circle --turns 0", "Please give --turns other than 0, from -20 to 20; got 0.0."),
    ("circle --wobble 1", "Please give --wobble between -0.9 and 0.9 (a fraction of the distance); got 1.0."),
    ("circle --duration 2 --second-finger-at 1.9", "Please give --second-finger-at from 0 to under 90 % of the --duration (2.0 s); got 1.9."),
    ("pinch --second-finger-at 0.1", "Please use --second-finger-at with circle only."),
  ])
  func aBadRecipeSaysWhatToDo(arguments: String, message: String) throws {
    let run = try Glide.run(["synth"] + arguments.split(separator: " ").map(String.init) + ["-o", "-"])
    #expect(run.status != 0)
    #expect(run.stderr.contains(message), "\(run.stderr)")
    #expect(run.stdout.isEmpty)
  }
}
