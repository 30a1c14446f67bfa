import Foundation
import GlideTestSupport
import Testing

/// What issue 38's second hostile pass found on the surfaces added since the first (`synth drag`, scene
/// files, contact sheets, the outputs' names, libinput recordings): each a clear error before any work,
/// or the correct result.
@Suite("A fresh hostile pass: synth options, zero-width text, long names, --screen, empty recordings")
struct FreshHostilePassTests {
  /// A fresh temporary folder for `body`, removed by its end.
  private func inFolder<T>(_ body: (String) throws -> T) throws -> T {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glide-fresh-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    return try body(folder)
  }

  /// A touch gesture's own option given to another gesture was ignored without a word (`synth pinch --dx 5`,
  /// `synth drag --radians 3`, `synth swipe --distance 60`, `synth tilt --to 2` all wrote a trace, exit 0).
  @Test(
    "synth refuses an option of another gesture, naming it and the gestures that take it",
    arguments: [
      (["drag", "--radians", "3"], "Please leave out --radians for drag; it is an option of rotate only."),
      (["drag", "--edge", "top"], "Please leave out --edge for drag; it is an option of edge-swipe only."),
      (["drag", "--wobble", "0.3"], "Please leave out --wobble for drag; it is an option of circle only."),
      (["pinch", "--dx", "5"], "Please leave out --dx for pinch; it is an option of swipe and drag only."),
      (["tap", "--to", "2"], "Please leave out --to for tap; it is an option of pinch only."),
      (["swipe", "--distance", "60"], "Please leave out --distance for swipe; it is an option of edge-swipe only."),
      (
        ["swipe", "--start-distance", "20"],
        "Please leave out --start-distance for swipe; it is an option of pinch, rotate and circle only."
      ),
      (["tilt", "--to", "2"], "Please leave out --to for tilt; it is a touch gesture's option."),
      (
        ["tap", "--easing", "ease-in"],
        "Please leave out --easing for tap; it is an option of pinch, rotate, swipe, edge-swipe, circle and drag only."
      ),
    ])
  func synthRefusesAnotherGesturesOption(arguments: [String], message: String) throws {
    let run = try Glide.run(["synth"] + arguments + ["-o", "-"])
    #expect(run.status == 64 && run.stdout.isEmpty, "\(run.status) \(run.stdout.prefix(200))")
    #expect(run.stderr.contains(message), "\(run.stderr)")
  }

  @Test("synth still takes each gesture's own options, its defaults unchanged")
  func synthTakesItsOwnOptions() throws {
    for arguments in [
      ["pinch", "--from", "1", "--to", "2", "--start-distance", "20", "--device", "precision"],
      ["rotate", "--radians", "0.5", "--start-distance", "20"], ["swipe", "--dx", "-30", "--dy", "0"],
      ["edge-swipe", "--edge", "left", "--distance", "30"], ["drag", "--dy", "10"],
      ["circle", "--radius", "8", "--turns", "2", "--start-distance", "14", "--wobble", "0.3", "--wobble-cycles", "2",
       "--device", "precision"],
    ] {
      let run = try Glide.run(["synth"] + arguments + ["-o", "-"])
      #expect(run.status == 0, "\(arguments): \(run.stderr)")
    }
    // The header's command spells out the defaults the options left out.
    let pinch = try Glide.run(["synth", "pinch", "-o", "-"])
    #expect(pinch.stdout.contains("glide synth pinch --from 1 --to 0.4 --start-distance 30 --duration 0.5"), "\(pinch.stdout.prefix(300))")
    let edge = try Glide.run(["synth", "edge-swipe", "-o", "-"])
    #expect(edge.stdout.contains("glide synth edge-swipe --edge left --fingers 1 --distance 40"), "\(edge.stdout.prefix(300))")
  }

  /// A text that takes no width (a zero-width space, a tab item of direction marks) replayed, but SDL_ttf
  /// makes no surface for it: `render` and the window stopped with "SDL could not draw the text
  /// '\u{200B}' at 17 px: Text has zero width", exit 1.
  @Test(
    "A label or tab item of zero-width characters renders as nothing, not an SDL error",
    arguments: [
      "  label text=\"\u{200B}\" frame=0,0,100,20 size=17",
      "  label text=\"\u{202E}\u{200F}\u{2060}\" frame=0,0,100,20 size=17",
      "  tabBar items=\"\(String(repeating: "\u{202E}", count: 1000))|B\" selected=0",
    ])
  func zeroWidthText(line: String) throws {
    try inFolder { folder in
      let scene = folder + "/z.scene"
      try Data("screen Home\n\(line)\n".utf8).write(to: URL(fileURLWithPath: scene))
      // Frames after the pop show Home, where the text is.
      let run = try Glide.run(["render", "--scene", scene, "-o", folder + "/z.png", "--frames", "3"])
      #expect(run.status == 0, "\(run.stderr)")
      #expect(!run.stderr.contains("zero width"), "\(run.stderr)")
      #expect(FileManager.default.fileExists(atPath: folder + "/z.png"))
    }
  }

  /// A name longer than a folder's names may be was found only when the finished output was written:
  /// `render -o <300 characters>/` drew every frame first (then "File name too long"), as did a file.
  @Test("An output name past 255 bytes is refused before any work, naming the limit")
  func nameTooLong() throws {
    try inFolder { folder in
      let name = String(repeating: "a", count: 300)
      for arguments in [
        ["render", "-o", folder + "/\(name)/"], ["render", "-o", folder + "/\(name).png"],
        ["report", "-o", folder + "/\(name).html"], ["synth", "pinch", "-o", folder + "/\(name).evemu"],
        ["convert", "traces/default.evemu", "-o", folder + "/\(name).evemu"],
      ] {
        let started = Date()
        let run = try Glide.run(arguments)
        #expect(run.status == 1, "\(arguments[0]): \(run.stderr)")
        #expect(
          run.stderr.contains("cannot be written: the name 'aaaaaaaaaaaaaaaaaaaaaaaa…aaaa")
            && run.stderr.contains("' is 30")
            && run.stderr.contains("and a name in a folder holds at most 255; please give a shorter name"),
          "\(run.stderr)")
        // Refused up front: nothing replayed or drawn (a debug render of the default trace takes seconds).
        #expect(Date().timeIntervalSince(started) < 3, "\(arguments[0])")
      }
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
      // A path past 4,095 bytes, each name within 255, was "… is not a folder (or does not exist)".
      let deep = folder + "/" + Array(repeating: String(repeating: "b", count: 200), count: 25).joined(separator: "/") + ".png"
      let run = try Glide.run(["render", "-o", deep])
      #expect(run.status == 1, "\(run.stderr)")
      #expect(
        run.stderr.contains("cannot be written: its path is \(deep.utf8.count) bytes long, and a path holds at most 4095"),
        "\(run.stderr.suffix(300))")
    }
  }

  @Test("--screen 0x0 is a screen size out of range, not a hexadecimal number")
  func screenOfZeros() throws {
    for size in ["0x0", "0x844"] {
      let run = try Glide.run(["render", "--screen", size, "-o", "/tmp/glide-never.png"])
      #expect(run.status == 64, "\(run.stderr)")
      #expect(
        run.stderr.contains("Please give --screen as WIDTHxHEIGHT in points from 1 to 4096, e.g. --screen 390x844; got '\(size)'"),
        "\(run.stderr)")
    }
    // Hexadecimal numbers are still refused for a number's option.
    #expect(try Glide.run(["render", "--fps", "0x3c", "-o", "/tmp/glide-never.png"]).stderr.contains("write numbers in decimal"))
  }

  /// `devices:` with no device said "expected a device index from 0 to -1, found 0: the recording has
  /// 0 devices".
  @Test("A libinput recording without a device says so, not 'a device index from 0 to -1'")
  func recordingWithoutDevices() throws {
    try inFolder { folder in
      let path = folder + "/none.yml"
      try Data("# libinput record\nversion: 1\nndevices: 0\ndevices:\n".utf8).write(to: URL(fileURLWithPath: path))
      let run = try Glide.run(["inspect", path])
      #expect(run.status == 1, "\(run.stderr)")
      #expect(
        run.stderr.contains("\(path): expected at least one device in the recording's devices: list, found none"),
        "\(run.stderr)")
      #expect(!run.stderr.contains("from 0 to -1"), "\(run.stderr)")
    }
  }

  /// `--duration -1` said only "Missing value for '--duration <duration>'": ArgumentParser reads `-1` as
  /// the next option.
  @Test(
    "A negative number after an option is told with the value and the spelling that reaches its range check",
    arguments: [
      (["synth", "drag", "--duration", "-1", "-o", "-"], "--duration"), (["grid", "--every", "-1"], "--every"),
      (["record", "--duration", "-0", "-o", "/tmp/glide-never.evemu"], "--duration"),
      (["synth", "drag", "--center-x", "-1e308", "-o", "-"], "--center-x"),
    ])
  func negativeValue(arguments: [String], option: String) throws {
    let run = try Glide.run(arguments)
    let value = arguments[arguments.firstIndex(of: option)! + 1]
    #expect(run.status == 64, "\(run.stderr)")
    #expect(
      run.stderr.contains(
        "Error: \(option) \(value): a value starting with '-' is read as the next option; please write \(option)=\(value)"),
      "\(run.stderr)")
    // Written so, the value reaches the option's range.
    var equals = arguments
    equals.replaceSubrange(equals.firstIndex(of: option)!...equals.firstIndex(of: option)! + 1, with: ["\(option)=\(value)"])
    #expect(try Glide.run(equals).stderr.contains("Please give \(option)"))
  }

  /// `test --update X ./X` (or X and a link to it) refused the run: "--update's rewrite of ./X is the same
  /// file as --update's rewrite of X: one output would overwrite the other", where `test --update X X`
  /// ran X once.
  @Test("An expectation named twice under two names is run once, as one named twice by one name")
  func expectationNamedTwice() throws {
    try inFolder { folder in
      let trace = folder + "/t.evemu"
      try FileManager.default.copyItem(atPath: Glide.path("traces/default.evemu"), toPath: trace)
      let expectation = folder + "/t.expect.json"
      try FileManager.default.createSymbolicLink(atPath: folder + "/link.expect.json", withDestinationPath: "t.expect.json")
      let failing = """
        {"trace": "t.evemu", "scenario": "pinch-pop", "outcome": "cancelled", "percentAtRelease": {"value": 0.551, \
        "tolerance": 0.008}, "releaseTime": {"value": 0.5125, "tolerance": 0.0005}, \
        "completionTime": {"value": 0.6921, "tolerance": 0.004}}
        """
      for other in [folder + "/./t.expect.json", folder + "/link.expect.json"] {
        try Data(failing.utf8).write(to: URL(fileURLWithPath: expectation))
        let run = try Glide.run(["test", "--update", expectation, other])
        #expect(run.status == 0, "\(run.stdout) \(run.stderr)")
        #expect(run.stdout.contains("0 passed, 1 updated"), "\(run.stdout)")
        #expect(try String(contentsOfFile: expectation, encoding: .utf8).contains("\"finished\""))
      }
    }
  }

  /// An evemu-record trace stamped with the time of day (1.7e9 s) replayed, and `glide expect` wrote its
  /// expectation, which `glide test` then refused: "field \"releaseTime.value\": expected a number from
  /// -1e9 to 1e9; found 1700000000.512501".
  @Test("What glide expect writes for a trace at the time of day (or at 12 digits of seconds), glide test reads and passes")
  func expectationOfATraceAtTheTimeOfDay() throws {
    try inFolder { folder in
      let original = try String(contentsOfFile: Glide.path("traces/default.evemu"), encoding: .utf8)
      for offset in [1_700_000_000, 999_999_999_000] {
        let shifted = original.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
          guard line.hasPrefix("E: "), let space = line.dropFirst(3).firstIndex(of: " ") else { return String(line) }
          let time = line[line.index(line.startIndex, offsetBy: 3)..<space].split(separator: ".")
          return "E: \(Int(time[0])! + offset).\(time[1])\(line[space...])"
        }
        let trace = folder + "/t\(offset).evemu"
        try Data(shifted.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: trace))
        let expectation = folder + "/t\(offset).expect.json"
        let expect = try Glide.run(["expect", trace, "-o", expectation])
        #expect(expect.status == 0, "\(expect.stderr)")
        let test = try Glide.run(["test", expectation])
        #expect(test.status == 0 && test.stdout.contains("1 passed, 0 failed"), "\(test.stdout)")
      }
    }
  }

  /// `glide expect --scene S` replayed with the scene and wrote an expectation that names none, which
  /// `glide test` replays without it (exit 0, no word).
  @Test("glide expect refuses --scene, which the expectation would not carry to glide test; nothing is written")
  func expectRefusesAScene() throws {
    try inFolder { folder in
      let expectation = folder + "/t.expect.json"
      let run = try Glide.run(["expect", "traces/default.evemu", "--scene", "docs/example.scene", "-o", expectation])
      #expect(run.status == 64, "\(run.stderr)")
      #expect(
        run.stderr.contains(
          "--scene docs/example.scene: an expectation does not name a scene, and glide test replays its trace without one"),
        "\(run.stderr)")
      #expect(!FileManager.default.fileExists(atPath: expectation))
    }
  }

  /// Two `navigationBar` lines on one screen (or two `tabBar`s, two `statusBar`s) were taken and both
  /// drawn, one over the other, as a screen given twice was before issue 38.
  @Test(
    "A bar given twice on one screen is refused, naming both lines",
    arguments: ["navigationBar title=A", "tabBar items=A|B", "statusBar appearance=dark"])
  func barGivenTwice(line: String) throws {
    try inFolder { folder in
      let scene = folder + "/b.scene"
      try Data("screen Home\n  \(line)\n  box frame=0,0,10,10\n  \(line)\nscreen Detail\n  \(line)\n".utf8)
        .write(to: URL(fileURLWithPath: scene))
      let keyword = String(line.prefix { $0 != " " })
      let run = try Glide.run(["replay", "--scene", scene])
      #expect(run.status == 64, "\(run.stderr)")
      #expect(
        run.stderr.contains("\(scene):4: field '\(keyword)': line 2 gives this screen's \(keyword) already; a screen has one"),
        "\(run.stderr)")
    }
  }
}

/// A device name with characters YAML does not let stand in a string (a NUL, a line separator) is
/// written escaped by `convert --format libinput`, and read back the same.
@Suite("Hostile pass: names in libinput recordings")
struct LibinputRecordingNameTests {
  @Test("A NUL, an escape and a line separator in a device's name are escaped in the YAML and read back")
  func controlCharactersInTheName() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glide-yaml-name-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let original = try String(contentsOfFile: Glide.path("traces/default.evemu"), encoding: .utf8)
    let name = "Pad\u{0}X\u{1B}\u{2028}Y"
    let renamed = original.replacingOccurrences(of: "N: SynPS/2 Synaptics TouchPad", with: "N: \(name)")
    #expect(renamed != original)
    let evemu = folder.appendingPathComponent("named.evemu").path
    try renamed.write(toFile: evemu, atomically: true, encoding: .utf8)
    let yaml = folder.appendingPathComponent("named.yml").path
    let convert = try Glide.run(["convert", evemu, "--format", "libinput", "-o", yaml])
    #expect(convert.status == 0, "\(convert.stderr)")
    let bytes = try Data(contentsOf: URL(fileURLWithPath: yaml))
    #expect(!bytes.contains(0) && !bytes.contains(0x1B), "a raw NUL or escape in the YAML")
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.contains(#"name: "Pad\u0000X\u001B\u2028Y""#), "\(text.prefix(400))")
    let back = folder.appendingPathComponent("back.evemu").path
    let reverse = try Glide.run(["convert", yaml, "-o", back])
    #expect(reverse.status == 0, "\(reverse.stderr)")
    let again = try String(contentsOfFile: back, encoding: .utf8)
    #expect(again.contains("N: \(name)\n"), "the name read back from the YAML")
  }
}
