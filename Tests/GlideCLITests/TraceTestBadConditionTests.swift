import Foundation
import GlideTestSupport
import Testing

/// Issue 38, trace tests as CI meets them: `glide test --update` that cannot rewrite an expectation is a
/// failure (counted, exit 1), expectations saved by any editor (CRLF, CR, a byte-order mark) are read and
/// located, and what an expectation holds reaches the terminal and the JUnit report escaped.
@Suite("Bad conditions: trace tests", .serialized)
struct TraceTestBadConditionTests {
  /// A folder holding `t.evemu` (the bundled default) and `a.expect.json`, recorded from it and then
  /// made stale (outcome `cancelled`), so `--update` has a field to rewrite. The expectation names the
  /// trace by its absolute path when `absoluteTrace` (it may then be moved to another folder).
  static func staleExpectation(in folder: String, absoluteTrace: Bool = false) throws -> String {
    let trace = folder + "/t.evemu"
    try FileManager.default.copyItem(atPath: Glide.path("traces/default.evemu"), toPath: trace)
    let file = folder + "/a.expect.json"
    try #require(try Glide.run(["expect", trace, "-o", file]).status == 0)
    var text = try String(contentsOfFile: file, encoding: .utf8)
      .replacingOccurrences(of: #""outcome": "finished""#, with: #""outcome": "cancelled""#)
    if absoluteTrace { text = text.replacingOccurrences(of: #""trace": "t.evemu""#, with: "\"trace\": \"\(trace)\"") }
    try text.write(toFile: file, atomically: false, encoding: .utf8)
    return file
  }

  /// The expected output of `glide test --update` on ``staleExpectation(in:absoluteTrace:)`` at `file`
  /// when the rewrite fails with `reason`.
  static func notRewritten(_ file: String, reason: String) -> String {
    """
    ERROR  \(file)  could not be rewritten: \(file): cannot write: \(reason)
    FAIL   \(file)  pinch-pop finished, released at 0.512501 s at percent 0.5510, completed at 0.692104 s
             outcome: expected cancelled, saw finished

    0 passed, 0 updated, 1 could not be rewritten, 0 could not be judged

    """
  }

  @Test("--update that cannot rewrite (the partial's name taken by a folder) fails, counted, exit 1")
  func updateThatCannotRewriteFails() throws {
    let folder = try ScratchFolder()
    let file = try Self.staleExpectation(in: folder.path)
    let before = try Data(contentsOf: URL(fileURLWithPath: file))
    try FileManager.default.createDirectory(atPath: file + ".partial", withIntermediateDirectories: false)
    let run = try Glide.run(["test", folder.path, "--update"])
    #expect(run.status == 1, "\(run.stderr)")
    // The leftover partial is named, with what to do about it.
    let reason =
      "cannot create \(file).partial, the file it is written to before it is renamed into place: Is a directory; "
      + "remove \(file).partial and run again"
    #expect(run.stdout == Self.notRewritten(file, reason: reason), "\(run.stdout)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == before)
    // The JUnit report counts it as an error too.
    let junit = folder.path + "/j.xml"
    #expect(try Glide.run(["test", file, "--update", "--junit", junit]).status == 1)
    let xml = try String(contentsOfFile: junit, encoding: .utf8)
    #expect(xml.contains(#"errors="1" skipped="0""#), "\(xml)")
    #expect(xml.contains("could not be rewritten: \(file): cannot write: \(reason)"), "\(xml)")
  }

  @Test("--update on a read-only disk, or a full one, fails: counted, exit 1, the file as it was")
  func updateOnAReadOnlyOrFullDisk() throws {
    let folder = try ScratchFolder()
    guard let disk = try SmallDisk(in: folder.path, kilobytes: 64) else { return }
    defer { disk.unmount() }
    // The trace stays outside the small disk; the expectation names it by its absolute path.
    let stale = try Self.staleExpectation(in: folder.path, absoluteTrace: true)
    let file = disk.path + "/a.expect.json"
    try FileManager.default.copyItem(atPath: stale, toPath: file)
    let before = try Data(contentsOf: URL(fileURLWithPath: file))

    try #require(Condition.run(["mount", "-o", "remount,ro", disk.path], glide: false).status == 0)
    let readOnly = try Glide.run(["test", file, "--update"])
    #expect(readOnly.status == 1, "\(readOnly.stderr)")
    #expect(readOnly.stdout == Self.notRewritten(file, reason: "Read-only file system"), "\(readOnly.stdout)")

    try #require(Condition.run(["mount", "-o", "remount,rw", disk.path], glide: false).status == 0)
    // Fill the disk: dd stops at ENOSPC.
    _ = try Condition.run(["dd", "if=/dev/zero", "of=\(disk.path)/fill", "bs=4k"], glide: false)
    let full = try Glide.run(["test", file, "--update"])
    #expect(full.status == 1, "\(full.stderr)")
    #expect(full.stdout == Self.notRewritten(file, reason: "No space left on device"), "\(full.stdout)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == before)
  }

  @Test("Expectations saved with CRLF, CR or a byte-order mark are read, and --update keeps how they were saved")
  func expectationsAsEditorsSaveThem() throws {
    let folder = try ScratchFolder()
    let stale = try Self.staleExpectation(in: folder.path)
    let text = try String(contentsOfFile: stale, encoding: .utf8)
    try FileManager.default.removeItem(atPath: stale)
    let styles: [(name: String, bytes: (String) -> String)] = [
      ("crlf", { $0.replacingOccurrences(of: "\n", with: "\r\n") }),
      ("cr", { $0.replacingOccurrences(of: "\n", with: "\r") }),
      ("bom", { "\u{FEFF}" + $0 }),
      ("bom-crlf", { "\u{FEFF}" + $0.replacingOccurrences(of: "\n", with: "\r\n") }),
    ]
    for style in styles {
      try style.bytes(text).write(toFile: folder.path + "/\(style.name).expect.json", atomically: false, encoding: .utf8)
    }
    let failing = try Glide.run(["test", folder.path])
    #expect(failing.status == 1)
    #expect(failing.stdout.hasSuffix("\n0 passed, 4 failed\n"), "\(failing.stdout)")
    #expect(!failing.stdout.contains("ERROR"), "\(failing.stdout)")

    let update = try Glide.run(["test", folder.path, "--update"])
    #expect(update.status == 0, "\(update.stdout)")
    #expect(update.stdout.hasSuffix("\n0 passed, 4 updated, 0 could not be judged\n"), "\(update.stdout)")
    let fixed = text.replacingOccurrences(of: #""outcome": "cancelled""#, with: #""outcome": "finished""#)
    for style in styles {
      // Compared as bytes: reading as a String would drop the byte-order mark.
      let written = try Data(contentsOf: URL(fileURLWithPath: folder.path + "/\(style.name).expect.json"))
      #expect(written == Data(style.bytes(fixed).utf8), "\(style.name)")
    }
    #expect(try Glide.run(["test", folder.path]).stdout.hasSuffix("\n4 passed, 0 failed\n"))
  }

  @Test("A JSON error in an expectation saved with CRLF or a byte-order mark is located as an editor shows it")
  func jsonErrorsLocatedInAnyStyle() throws {
    let folder = try ScratchFolder()
    // The bad value `finished` (no quotes) is on line 4; the parser stops at its second letter, column 15.
    let lines = ["{", #"  "trace": "t.evemu","#, #"  "scenario": "pinch-pop","#, #"  "outcome": finished"#, "}", ""]
    let files = [
      ("lf", lines.joined(separator: "\n")), ("crlf", lines.joined(separator: "\r\n")),
      ("cr", lines.joined(separator: "\r")), ("bom", "\u{FEFF}" + lines.joined(separator: "\n")),
      ("bom-crlf", "\u{FEFF}" + lines.joined(separator: "\r\n")),
    ]
    for (name, text) in files {
      let file = folder.path + "/\(name).expect.json"
      try text.write(toFile: file, atomically: false, encoding: .utf8)
      let run = try Glide.run(["test", file])
      #expect(run.status == 1)
      #expect(run.stdout.hasPrefix("ERROR  \(file):4:15: not valid JSON: "), "\(name): \(run.stdout)")
    }
  }

  @Test("Control and direction characters from an expectation are escaped in glide test's output and JUnit report")
  func expectationTextEscaped() throws {
    let folder = try ScratchFolder()
    let stale = try Self.staleExpectation(in: folder.path)
    // A name with ESC and RIGHT-TO-LEFT OVERRIDE, and expected text holding them and BEL.
    let name = folder.path + "/c\u{1B}[31m\u{202E}.expect.json"
    let text = try String(contentsOfFile: stale, encoding: .utf8)
      .replacingOccurrences(of: #""outcome": "cancelled""#, with: #""outcome": "finished""#)
      .replacingOccurrences(of: #""Detail.viewWillDisappear""#, with: #""Detail\u001b[2J\u202e.viewWillDisappear""#)
      .replacingOccurrences(of: #""decision": "> 0.3""#, with: #""decision": "> 0.3\u0007""#)
    try FileManager.default.removeItem(atPath: stale)
    try text.write(toFile: name, atomically: false, encoding: .utf8)
    let junit = folder.path + "/j.xml"
    let run = try Glide.run(["test", folder.path, "--junit", junit])
    #expect(run.status == 1)
    let shown = folder.path + "/c\\u{1B}[31m\\u{202E}.expect.json"
    #expect(
      run.stdout == """
        FAIL   \(shown)  pinch-pop finished, released at 0.512501 s at percent 0.5510, completed at 0.692104 s
                 appearance: expected [Detail\\u{1B}[2J\\u{202E}.viewWillDisappear, Home.viewWillAppear, Detail.viewDidDisappear, Home.viewDidAppear], saw [Detail.viewWillDisappear, Home.viewWillAppear, Detail.viewDidDisappear, Home.viewDidAppear]
                 decision: expected a reason containing "> 0.3\\u{7}", saw "percent 0.551 > 0.3"

        0 passed, 1 failed

        """, "\(run.stdout)")
    let xml = try String(contentsOfFile: junit, encoding: .utf8)
    #expect(!xml.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || $0.value == 0x202E }, "\(xml)")
    #expect(xml.contains(#"name="c\u{1B}[31m\u{202E}.expect.json""#), "\(xml)")
  }
}
