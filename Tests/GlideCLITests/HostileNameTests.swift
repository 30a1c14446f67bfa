import Foundation
import GlideTestSupport
import Testing

/// Names found in folders, and links given as paths, that the system's own words would mislead about.
@Suite("Bad conditions: names and links")
struct HostileNameTests {
  @Test func aTraceWhoseNameIsNotUTF8IsUnreadableForThatReasonAndTheOthersRun() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glide-names-\(UUID())").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let trace = try Data(contentsOf: URL(fileURLWithPath: Glide.path("traces/default.evemu")))
    try trace.write(to: URL(fileURLWithPath: folder + "/ok.evemu"))
    var bytes = Array(folder.utf8) + Array("/a".utf8) + [0xFF] + Array("b.evemu".utf8)
    bytes.append(0)
    let descriptor = bytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT, 0o644) }
    }
    try #require(descriptor >= 0)
    _ = trace.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    close(descriptor)
    let run = try Glide.run(["sweep", folder, "--rule", "uikit-classic", "--param", "percentThreshold=0.2:0.4:0.1"])
    #expect(run.stderr.contains("its name is not UTF-8 (the bytes shown as \u{FFFD}), so Glide cannot open it by name; rename the file"), "\(run.stderr)")
    #expect(run.stdout.contains("over 2 traces: 1 read, 1 unreadable"), "\(run.stdout)")
  }

  @Test func aNameOfAHundredThousandCharactersIsEchoedByItsEnds() throws {
    let name = "a" + String(repeating: "x", count: 99_998) + "z"
    let run = try Glide.run(["replay", "--scenario", name])
    #expect(run.status != 0)
    // The run without a space is the quoted name with its punctuation, 100,003 characters: its first and
    // last 60 are kept.
    let shown = "'a" + String(repeating: "x", count: 58) + "…(99883 characters left out)…" + String(repeating: "x", count: 57) + "z';"
    #expect(run.stderr.hasPrefix("Error: Please fix the scenario: unknown scenario \(shown) choose one of: pinch-pop"), "\(run.stderr.prefix(300))")
    #expect(run.stderr.count < 1_000)
  }

  @Test func aValidationErrorFromASubcommandsRunGivesThatSubcommandsUsage() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("glide-\(UUID()).json")
    try Data(#"{"parameters": {"policy": "gnome"}}"#.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let run = try Glide.run(["replay", "--scenario-file", file.path])
    #expect(run.status == 64)
    #expect(
      run.stderr.hasSuffix("\nUsage: glide replay [<options>] [<path>]\n  See 'glide replay --help' for more information.\n"),
      "\(run.stderr)")
  }

  @Test(
    "A number given to an option in hexadecimal is refused, as a scene file refuses it",
    arguments: [
      (["replay", "--fps", "0x3c"], "got --fps '0x3c'"),
      (["replay", "--fps=0x3c"], "got --fps '0x3c'"),
      (["synth", "swipe", "--dx", "-0x10", "-o", "-"], "got --dx '-0x10'"),
      (["synth", "pinch", "--to", "0X1.8P-1", "-o", "-"], "got --to '0X1.8P-1'"),
    ])
  func hexadecimalOptionValues(arguments: [String], shown: String) throws {
    let run = try Glide.run(arguments)
    #expect(run.status == 64)
    #expect(run.stderr.hasPrefix("Error: Please write numbers in decimal (60, 0.5, 1e-3), as scene files take them; \(shown)"), "\(run.stderr)")
    #expect(run.stdout.isEmpty)
  }

  @Test func decimalNumbersNegativeValuesAndATraceNamedLikeANumberAreTaken() throws {
    #expect(try Glide.run(["synth", "swipe", "--dx", "-20", "-o", "-"]).status == 0)
    #expect(try Glide.run(["replay", "--fps", "1e2"]).status == 0)
    // A positional argument is a path, whatever it looks like: "0x10" is a missing trace, not a number.
    let run = try Glide.run(["replay", "0x10"])
    #expect(run.stderr.hasPrefix("Error: 0x10: cannot read the file: No such file or directory"), "\(run.stderr)")
  }

  @Test func aNumberOfThreeHundredDigitsIsShownInItsShortestForm() throws {
    let run = try Glide.run(["sweep", "traces/pinch-pop", "--rule", "kwin", "--param", "threshold=1e308:1e308:1"])
    #expect(run.status != 0)
    #expect(run.stderr.contains("Please give --param kwin.threshold values from 0 to 1; got 1e+308 in 1e308:1e308:1."), "\(run.stderr)")
  }

  @Test func aLinkThatLoopsIsNamedAsOneNotAsMissing() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glide-links-\(UUID())").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(symlink(folder + "/b", folder + "/a") == 0 && symlink(folder + "/a", folder + "/b") == 0)
    for arguments in [["test", folder + "/a"], ["sweep", folder + "/a", "--rule", "kwin", "--param", "threshold=0.1:0.2:0.1"]] {
      let run = try Glide.run(arguments)
      #expect(run.status != 0)
      #expect(run.stderr.contains("'\(folder)/a' is a symbolic link that leads back to itself"), "\(run.stderr)")
    }
    let replay = try Glide.run(["replay", folder + "/a"])
    #expect(replay.stderr.contains("\(folder)/a: cannot read the file: too many levels of symbolic links: a link that leads back to itself"), "\(replay.stderr)")
  }
}
