import Foundation
import GlideTestSupport
import Testing

/// `glide demos`, `glide render --demo` and `glide replay --demo` as a user runs them, a trace's tap
/// pressing a demo's button, and their errors.
@Suite struct DemoCommandTests {
  static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("glide-demos-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func theListNamesEachDemoWithItsArticlesSection() throws {
    let list = try Glide.run(["demos"])
    #expect(list.status == 0, "\(list.stderr)")
    let lines = list.stdout.split(separator: "\n")
    #expect(lines.contains { $0.hasPrefix("keyframe-colour ") && $0.hasSuffix("A layer's colour cycled by a keyframe animation: blue, red, green, blue over 2 s") })
    #expect(lines.contains { $0.contains("iOS Core Animation: Advanced Techniques, ch. 8") })
    #expect(lines.contains { $0.hasPrefix("layout-traps ") })
    let one = try Glide.run(["demos", "ship-path"])
    #expect(one.status == 0 && one.stdout.contains("glide render --demo ship-path -o ship-path.png"), "\(one.stdout)")
  }

  @Test func anUnknownDemoIsRefusedWithTheNames() throws {
    for arguments in [["demos", "shippath"], ["render", "--demo", "shippath", "-o", "x.png"], ["replay", "--demo", "shippath"]] {
      let run = try Glide.run(arguments)
      #expect(run.status != 0)
      #expect(run.stderr.contains("There is no demo 'shippath'; the demos are keyframe-colour, ship-path"), "\(run.stderr)")
    }
    let window = try Glide.run(["demos", "--window"])
    #expect(window.status != 0 && window.stderr.contains("--window plays one demo: name it"), "\(window.stderr)")
  }

  @Test func renderDrawsADemosContactSheetTheSameBytesEachTime() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let sheet = folder.appendingPathComponent("ship.png").path
    let first = try Glide.run(["render", "--demo", "ship-path", "--frames", "4", "-o", sheet])
    #expect(first.status == 0, "\(first.stderr)")
    #expect(first.stdout == "wrote \(sheet): 4 of 256 frames, 390×844 pixels, 0.000 s to 4.250 s at 60 fps; demo ship-path\n")
    let bytes = try Data(contentsOf: URL(fileURLWithPath: sheet))
    #expect(try Glide.run(["render", "--demo", "ship-path", "--frames", "4", "-o", sheet]).status == 0)
    #expect(try Data(contentsOf: URL(fileURLWithPath: sheet)) == bytes)
  }

  @Test func replayLogsADemoAsJSONLinesEndingWithASummary() throws {
    let run = try Glide.run(["replay", "--demo", "keyframe-colour", "--json"])
    #expect(run.status == 0, "\(run.stderr)")
    let lines = run.stdout.split(separator: "\n")
    #expect(lines.count == 166 + 1 + 1)  // 166 frames, the script's tap, the summary
    #expect(lines.last == #"{"type":"summary","demo":"keyframe-colour","frames":166,"inputs":1,"end":2.750000}"#)
    #expect(lines.contains(#"{"type":"input","time":0.250000,"input":"tap","x":195.000000,"y":520.000000}"#))
    // Frame 55 (0.9167 s): 2/3 s into the 2 s cycle, the red key.
    let frame = try #require(lines.first { $0.contains(#""frame":55,"#) })
    #expect(frame.contains(#""colour":[1.000000,0.000000,0.000000,1.000000]"#), "\(frame)")
  }

  @Test func aTracesTapPressesTheDemosButtonAndATapElsewhereDoesNot() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // The precision touchpad (101 × 67 mm) laid over the 390 × 844 screen: "Change Color" (115…275,
    // 500…544) is under (50.5, 41.4) mm; (50.5, 10) mm is the navigation bar's.
    for (name, y, pressed) in [("on", "41.4", true), ("off", "10", false)] {
      let trace = folder.appendingPathComponent("\(name).evemu").path
      let synth = try Glide.run(["synth", "tap", "--device", "precision", "--center-x", "50.5", "--center-y", y, "-o", trace])
      #expect(synth.status == 0, "\(synth.stderr)")
      let run = try Glide.run(["replay", "--demo", "keyframe-colour", trace])
      #expect(run.status == 0, "\(run.stderr)")
      #expect(run.stdout.contains(" tap at (195.0, "), "\(run.stdout.prefix(300))")
      // Half a second later the square is purple on its way to red, or still blue.
      #expect(run.stdout.contains("colour #0000FF\n0.517 s") != pressed, "\(name)")
    }
  }
}
