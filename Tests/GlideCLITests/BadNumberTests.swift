import Foundation
import GlideTestSupport
import Testing

/// Issue 28, one rule for numbers: every number a user gives has a stated finite range, and a value
/// outside it is an error naming the option, file or field and the range (exit 64 for a flag), never a
/// trap (exit 132) or a hang. Each reproducer of the issue is one test here.
@Suite("Bad conditions: numbers")
struct BadNumberTests {
  /// Runs `glide arguments…` and checks it refused them with `message` on standard error (the whole
  /// line, or its start when `whole` is false), not a crash.
  private func expectRefused(
    _ arguments: [String], _ message: String, whole: Bool = true, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let run = try Glide.run(arguments)
    #expect(run.status == 64, "\(arguments): \(run.status) \(run.stderr)", sourceLocation: sourceLocation)
    #expect(run.stderr.contains("Error: \(message)\(whole ? "\n" : "")"), "\(run.stderr)", sourceLocation: sourceLocation)
    #expect(!run.stderr.contains("Fatal error") && !run.stderr.contains("crashed"), sourceLocation: sourceLocation)
  }

  // MARK: - The reproducers

  @Test(
    "--drop-frames far too large is refused: it crashed (Int.max) or hung (a billion frames)",
    arguments: ["9223372036854775807", "1000000000"])
  func dropFrames(frames: String) throws {
    let folder = try ScratchFolder()
    try expectRefused(
      ["synth", "pinch", "--drop-at", ".25", "--drop-frames", frames, "-o", folder.path + "/x.evemu"],
      "Please give --drop-frames from 0 to 1000; got \(frames).")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test("A screen billions of points wide is refused: it crashed the flow layout", arguments: ["1e21", "3e9"])
  func screenWidth(width: String) throws {
    try expectRefused(
      ["replay", "traces/pinch-layout/close-finish.evemu", "--scenario", "pinch-layout", "--set", "screenWidth=\(width)"],
      "Please give --set screenWidth from 1 to 10000 pt; got \(width).")
  }

  @Test func aScreenTooWideIsRefusedBeforeTheWindowIsLookedFor() throws {
    let run = try Glide.run(
      ["replay", "--window", "--set", "screenWidth=3e9"], environment: ["DISPLAY": ":4242", "WAYLAND_DISPLAY": ""])
    #expect(run.status == 64)
    #expect(run.stderr.contains("Error: Please give --set screenWidth from 1 to 10000 pt; got 3e9.\n"), "\(run.stderr)")
  }

  @Test func anExpectationWithAHugeScreenFailsAloneAndEveryOtherVerdictIsPrinted() throws {
    let folder = try ScratchFolder()
    for name in ["finish", "cancel-slow"] {
      for ext in ["evemu", "expect.json"] {
        try FileManager.default.copyItem(
          atPath: Glide.path("traces/pinch-pop/\(name).\(ext)"), toPath: "\(folder.path)/\(name).\(ext)")
      }
    }
    let huge = """
      {"trace": "finish.evemu", "scenario": "pinch-pop", "parameters": {"screenWidth": 1e300},
       "outcome": "finished", "percentAtRelease": null, "releaseTime": null, "completionTime": null}
      """
    try huge.write(toFile: folder.path + "/huge.expect.json", atomically: true, encoding: .utf8)
    let run = try Glide.run(["test", folder.path])
    #expect(run.status == 1, "\(run.stderr)")
    #expect(run.stdout.contains("PASS   \(folder.path)/cancel-slow.expect.json"), "\(run.stdout)")
    #expect(run.stdout.contains("PASS   \(folder.path)/finish.expect.json"))
    #expect(
      run.stdout.contains(
        "ERROR  \(folder.path)/huge.expect.json: field \"parameters.screenWidth\": parameter screenWidth must be "
          + "from 1 to 10000 pt; got 1e+300\n"), "\(run.stdout)")
    #expect(run.stdout.hasSuffix("2 passed, 1 failed\n"))
  }

  @Test func aSweepOfTooManyStepsIsRefusedSayingSo() throws {
    try expectRefused(
      ["sweep", "traces/slow-pinch", "--rule", "classic", "--param", "percentThreshold=0:1:1e-300"],
      "Please fix --param: '0:1:1e-300' is not a range: it has more than 10000 values (give a larger STEP or a "
        + "narrower FROM:TO); expected NAME=FROM:TO:STEP with numbers, e.g. velocityThreshold=0.2:1.2:0.1.")
    try expectRefused(
      ["sweep", "traces/slow-pinch", "--rule", "classic", "--param", "percentThreshold=-1e308:1e308:1"],
      "Please fix --param: '-1e308:1e308:1' is not a range: it has more than 10000 values (give a larger STEP or a "
        + "narrower FROM:TO); expected NAME=FROM:TO:STEP with numbers, e.g. velocityThreshold=0.2:1.2:0.1.")
  }

  @Test("A completion longer than the drain limit ends as decided: finished, at its own time")
  func aLongCompletionIsCutToItsEnd() throws {
    let run = try Glide.run(["replay", "--set", "duration=100"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("release: finish  percent 0.5510"))
    #expect(run.stdout.contains("note: completion longer than the 30 s drain: cut to its end\n"))
    #expect(run.stdout.contains("pop completed: finished\n"))
    #expect(run.stdout.contains("\npinch-pop: finished\n"), "\(run.stdout.suffix(600))")
    #expect(run.stdout.contains("  completed at 45.4131 s\n"))
    #expect(!run.stdout.contains("cancelled"))
  }

  @Test(
    "--device-index out of its range names the option, not line 0",
    arguments: ["-1", "1001", "9223372036854775807"])
  func deviceIndex(index: String) throws {
    let folder = try ScratchFolder()
    let recording = folder.path + "/r.yml"
    let convert = try Glide.run(["convert", "traces/default.evemu", "--format", "libinput", "-o", recording])
    #expect(convert.status == 0)
    try expectRefused(
      ["replay", recording, "--device-index=\(index)"],
      "Please give --device-index from 0 to 1000 (0 is the first device of a libinput record file); got \(index).")
  }

  // MARK: - Messages

  @Test func aScenarioFileThatIsNotJSONIsLocatedAndSaysWhyInWords() throws {
    let folder = try ScratchFolder()
    let cases: [(String, String)] = [
      ("{\"scenario\": \"pinch-pop\",\n \"parameters\": {\"duration\": 0.5 \"policy\": \"kwin\"}}", ":2:"),
      ("{\"scenario\": \"pinch-pop\", \"parameters\": {\"duration\": 1e400}}", ":1:54: not valid JSON: Number 1e400"),
      ("", ":1:1: not valid JSON: Unexpected end of file"),
      ("{\"scenario\": \"pinch-", ":1:"),
    ]
    for (index, (text, located)) in cases.enumerated() {
      let file = "\(folder.path)/s\(index).json"
      try text.write(toFile: file, atomically: true, encoding: .utf8)
      let run = try Glide.run(["replay", "--scenario-file", file])
      #expect(run.status == 64)
      #expect(run.stderr.contains("Error: Please fix the scenario: \(file)\(located)"), "\(run.stderr)")
      #expect(!run.stderr.contains("NSCocoaErrorDomain") && !run.stderr.contains("Code="))
      #expect(!run.stderr.contains(".."))
    }
  }

  @Test(
    "A scenario file's unknown keys and values of the wrong kind are refused naming them",
    arguments: [
      (
        #"{"scenario": "pinch-pop", "paramters": {"duration": 0.5}}"#,
        #"unknown key "paramters"; the keys are: scenario, parameters"#
      ),
      (
        #"{"scenario": "pinch-pop", "parameters": {"duration": true}}"#,
        #"field "parameters.duration": expected a number or a string; found true"#
      ),
      (
        #"{"scenario": "pinch-pop", "parameters": {"duration": null}}"#,
        #"field "parameters.duration": expected a number or a string; found null"#
      ),
      (#"{"scenario": 3}"#, #"field "scenario": expected a scenario name such as "pinch-pop"; found 3"#),
      (#"["pinch-pop"]"#, #"expected a JSON object with "scenario" and "parameters"; found an array"#),
    ])
  func scenarioFileFields(text: String, reason: String) throws {
    let folder = try ScratchFolder()
    let file = folder.path + "/s.json"
    try text.write(toFile: file, atomically: true, encoding: .utf8)
    try expectRefused(["replay", "--scenario-file", file], "Please fix the scenario: \(file): \(reason).")
  }

  @Test func aScenarioFileThatIsAFolderOrMissingSaysSo() throws {
    let folder = try ScratchFolder()
    try expectRefused(
      ["replay", "--scenario-file", folder.path], "Please fix the scenario: \(folder.path): it is a directory; expected a scenario file.")
    try expectRefused(
      ["replay", "--scenario-file", folder.path + "/none.json"],
      "Please fix the scenario: \(folder.path)/none.json: no such file or directory.")
  }

  @Test("Invisible characters a user gave are escaped in messages, never echoed raw")
  func invisibleCharactersAreEscaped() throws {
    try expectRefused(
      ["replay", "--set", "duration=1\u{1}"], "Please fix the scenario: parameter duration cannot be '1\\u{1}': expected a number in s.")
    try expectRefused(
      ["replay", "--set", "\u{1B}[31mred=1"],
      "Please fix the scenario: scenario pinch-pop has no parameter '\\u{1B}[31mred'; its parameters are: ",
      whole: false)
    try expectRefused(["replay", "--scenario", "pinch\u{7F}pop"], "Please fix the scenario: unknown scenario 'pinch\\u{7F}pop'", whole: false)
    let folder = try ScratchFolder()
    let file = folder.path + "/s.json"
    try #"{"scenario": "pinch\u0007pop\ufeff"}"#.write(toFile: file, atomically: true, encoding: .utf8)
    try expectRefused(["replay", "--scenario-file", file], "Please fix the scenario: unknown scenario 'pinch\\u{7}pop\\u{FEFF}'", whole: false)

    // A trace's line quoted in an error.
    let trace = folder.path + "/t.evemu"
    let header = try String(contentsOfFile: Glide.path("traces/default.evemu"), encoding: .utf8)
      .split(separator: "\n").prefix { !$0.hasPrefix("E:") }.joined(separator: "\n")
    try (header + "\nE: 0.000001 \u{0}\u{7}\n").write(toFile: trace, atomically: true, encoding: .utf8)
    let run = try Glide.run(["replay", trace])
    #expect(run.status != 0)
    #expect(run.stderr.contains("\\u{0}\\u{7}"), "\(run.stderr)")
    #expect(!run.stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
  }

  @Test func anExpectationsInvalidJSONIsLocatedWithoutAFoundationDump() throws {
    let folder = try ScratchFolder()
    let file = folder.path + "/x.expect.json"
    try #"{"trace": "t.evemu", "percentAtRelease": 1e999}"#.write(toFile: file, atomically: true, encoding: .utf8)
    let run = try Glide.run(["test", file])
    #expect(run.status == 1)
    #expect(run.stdout.contains("ERROR  \(file):1:42: not valid JSON: Number 1e999 is not representable"), "\(run.stdout)")
    #expect(!run.stdout.contains("NSCocoaErrorDomain"))
  }

  @Test(
    "An expectation's numbers are taken at the ends of their range and refused just past, naming the field",
    arguments: [("1e12", "1e12", true), ("-1e12", "0", true), ("1.5e12", "0", false), ("0", "1.5e12", false)])
  func expectationNumbers(value: String, tolerance: String, taken: Bool) throws {
    let folder = try ScratchFolder()
    let file = folder.path + "/n.expect.json"
    try """
      {"trace": "\(Glide.path("traces/pinch-pop/finish.evemu"))", "scenario": "pinch-pop", "outcome": "finished",
       "percentAtRelease": null, "releaseTime": {"value": \(value), "tolerance": \(tolerance)},
       "completionTime": {"value": 0.6913, "tolerance": 0.002}}
      """.write(toFile: file, atomically: true, encoding: .utf8)
    let run = try Glide.run(["test", file])
    #expect(run.stdout.contains("ERROR") != taken, "\(run.stdout)")
    if !taken {
      #expect(run.stdout.contains(": field \"releaseTime."), "\(run.stdout)")
      #expect(run.stdout.contains("expected a number from"), "\(run.stdout)")
    }
  }

  // MARK: - Each new range at its ends and just past them

  /// A command and an option that takes a number, the values at the ends of its range (accepted) and
  /// just past them (refused with `message`, where `VALUE` stands for the value as the message shows it:
  /// a `Double` option's as Swift prints it, `1000.5` or `-1.0`).
  struct Range: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var option: String
    var inside: [String]
    var outside: [(given: String, shown: String)]
    var message: String
    var testDescription: String { "\(arguments.prefix(2).joined(separator: " ")) \(option)" }
  }

  static let ranges: [Range] = [
    Range(
      arguments: ["synth", "pinch", "--drop-at", "0.25", "-o", "OUT"], option: "--drop-frames", inside: ["0", "1000"],
      outside: [("-1", "-1"), ("1001", "1001")], message: "Please give --drop-frames from 0 to 1000; got VALUE."),
    Range(
      arguments: ["synth", "pinch", "-o", "OUT"], option: "--rate", inside: ["1", "1000"], outside: [("0.999", "0.999"), ("1000.5", "1000.5")],
      message: "Please give --rate from 1 to 1000 Hz; got VALUE."),
    Range(
      arguments: ["synth", "tilt", "-o", "OUT"], option: "--rate", inside: ["1", "1000"], outside: [("0.999", "0.999"), ("1000.5", "1000.5")],
      message: "Please give --rate from 1 to 1000 Hz; got VALUE."),
    // A touch gesture's sizes are bounded twice: by these ranges (checked first: nothing computed from
    // 1e300 mm) and by the surface (66.1 × 26.9 mm here), which refuses what would leave it
    // (SynthesisRecipeTests): the values taken here are the largest that stay on the surface.
    Range(
      arguments: ["synth", "pinch", "-o", "OUT"], option: "--from", inside: ["0.2", "100"], outside: [("0.0", "0.0"), ("100.5", "100.5")],
      message: "Please give --from above 0 and at most 100 (a scale); got VALUE."),
    Range(
      arguments: ["synth", "pinch", "-o", "OUT"], option: "--to", inside: ["1e-9", "2"], outside: [("0.0", "0.0"), ("100.5", "100.5")],
      message: "Please give --to above 0 and at most 100 (a scale); got VALUE."),
    Range(
      arguments: ["synth", "pinch", "-o", "OUT"], option: "--start-distance", inside: ["1e-9", "60"],
      outside: [("0.0", "0.0"), ("1000.5", "1000.5")], message: "Please give --start-distance above 0 and at most 1000 mm; got VALUE."),
    Range(
      arguments: ["synth", "edge-swipe", "-o", "OUT"], option: "--distance", inside: ["1e-9", "60"],
      outside: [("0.0", "0.0"), ("1000.5", "1000.5")], message: "Please give --distance above 0 and at most 1000 mm; got VALUE."),
    Range(
      arguments: ["synth", "rotate", "--start-distance", "20", "-o", "OUT"], option: "--radians", inside: ["-100.0", "100.0"],
      outside: [("-100.5", "-100.5"), ("100.5", "100.5")], message: "Please give --radians from -100 to 100; got VALUE."),
    Range(
      arguments: ["synth", "swipe", "-o", "OUT"], option: "--dx", inside: ["-20", "20"],
      outside: [("-1000.5", "-1000.5"), ("1000.5", "1000.5")], message: "Please give --dx from -1000 to 1000 mm; got VALUE."),
    Range(
      arguments: ["synth", "swipe", "-o", "OUT"], option: "--dy", inside: ["-10", "10"],
      outside: [("-1000.5", "-1000.5"), ("1000.5", "1000.5")], message: "Please give --dy from -1000 to 1000 mm; got VALUE."),
    Range(
      arguments: ["synth", "drag", "-o", "OUT"], option: "--dy", inside: ["-26.8", "26.8"],
      outside: [("-1000.5", "-1000.5"), ("1000.5", "1000.5")], message: "Please give --dy from -1000 to 1000 mm; got VALUE."),
    Range(
      arguments: ["synth", "pinch", "-o", "OUT"], option: "--center-x", inside: ["15.1", "51"],
      outside: [("-1000.5", "-1000.5"), ("1000.5", "1000.5")], message: "Please give --center-x from -1000 to 1000 mm; got VALUE."),
    Range(
      arguments: ["synth", "pinch", "-o", "OUT"], option: "--center-y", inside: ["0", "26"],
      outside: [("-1000.5", "-1000.5"), ("1000.5", "1000.5")], message: "Please give --center-y from -1000 to 1000 mm; got VALUE."),
    Range(
      arguments: ["synth", "pinch", "--again-at", "1", "-o", "OUT"], option: "--again-to", inside: ["1e-9", "2"],
      outside: [("0", "0"), ("100.5", "100.5")], message: "Please give --again-to, a scale above 0 and at most 100, with --again-at."),
    Range(
      arguments: ["replay", "REC"], option: "--device-index", inside: ["0"], outside: [("-1", "-1"), ("1001", "1001")],
      message: "Please give --device-index from 0 to 1000 (0 is the first device of a libinput record file); got VALUE."),
    Range(
      arguments: ["grid", "--device", "synaptics"], option: "--every", inside: ["1000000"], outside: [("0", "0"), ("1000001", "1000001")],
      message: "Please give --every from 1 to 1000000; got VALUE."),
    Range(
      arguments: ["grid", "--device", "synaptics", "--every", "1000000"], option: "--jobs", inside: ["1", "256"],
      outside: [("0", "0"), ("257", "257")], message: "Please give --jobs from 1 to 256; got VALUE."),
    Range(
      arguments: ["grid", "--device", "synaptics", "--every", "1000000"], option: "--misses", inside: ["0", "1000000"],
      outside: [("-1", "-1"), ("1000001", "1000001")], message: "Please give --misses from 0 to 1000000; got VALUE."),
    Range(
      arguments: ["sweep", "traces/slow-pinch", "--rule", "kwin", "--param", "threshold=0.2:0.8:0.3"], option: "--jobs",
      inside: ["1", "256"], outside: [("0", "0"), ("257", "257")], message: "Please give --jobs from 1 to 256; got VALUE."),
    Range(
      arguments: ["replay"], option: "--completion-speed", inside: ["0.01", "100"], outside: [("0.009", "0.009"), ("100.5", "100.5")],
      message: "Please give --completion-speed from 0.01 to 100; got VALUE."),
    Range(
      arguments: ["replay"], option: "--set", inside: ["duration=0.001", "duration=3600"],
      outside: [("duration=0.0009", "0.0009"), ("duration=3600.001", "3600.001")], message: "Please give --set duration from 0.001 to 3600 s; got VALUE."),
    Range(
      arguments: ["replay"], option: "--set", inside: ["screenWidth=1", "screenWidth=10000"],
      outside: [("screenWidth=0.5", "0.5"), ("screenWidth=10000.5", "10000.5")], message: "Please give --set screenWidth from 1 to 10000 pt; got VALUE."),
    Range(
      arguments: ["report", "-o", "OUT"], option: "--at", inside: ["0", "1000000000"], outside: [("-1", "-1"), ("1000000001", "1000000001")],
      message:
        "Please give --at as times in seconds (from 0 to 1000000000) or the words release and completion, separated by "
        + "commas, e.g. --at 0.1,0.3,release,completion; 'VALUE' is neither."),
    Range(
      arguments: ["live"], option: "--duration", inside: [], outside: [("0", "0.0"), ("86400.5", "86400.5")],
      message: "Please give --duration above 0 and at most 86400 s (a day); got VALUE."),
    Range(
      arguments: ["record", "-o", "OUT"], option: "--duration", inside: [], outside: [("0", "0.0"), ("86400.5", "86400.5")],
      message: "Please give --duration above 0 and at most 86400 s (a day); got VALUE."),
  ]

  @Test("Each range's ends are taken and just past them is refused naming the option and the range", arguments: ranges)
  func rangeEnds(_ range: Range) throws {
    let folder = try ScratchFolder()
    let recording = folder.path + "/r.yml"
    if range.arguments.contains("REC") {
      _ = try Glide.run(["convert", "traces/default.evemu", "--format", "libinput", "-o", recording])
    }
    let words = { (value: String) in
      range.arguments.map { $0 == "OUT" ? folder.path + "/out" : $0 == "REC" ? recording : $0 }
        + ["\(range.option)=\(value)"]
    }
    for value in range.inside {
      let run = try Glide.run(words(value))
      #expect(run.status == 0, "\(words(value)): \(run.stderr)")
    }
    for (value, shown) in range.outside {
      try expectRefused(words(value), range.message.replacingOccurrences(of: "VALUE", with: shown))
    }
  }
}
