import Foundation
import GlideTestSupport
import Testing

/// Scene files as a careless or hostile user gives them to `glide` (issue 38): a number out of range is a
/// located error (exit 64) in every command, never a crash; `sweep` reads the scene once; a file saved by
/// a Windows editor replays as the same file saved on Linux.
@Suite("Scene files on the command line: hostile and careless files")
struct SceneFileHardeningTests {
  /// A scene file holding `text` in a fresh temporary folder, removed by `body`'s end.
  private func withScene<T>(_ text: String, _ body: (String) throws -> T) throws -> T {
    try withScene(Data(text.utf8), body)
  }

  private func withScene<T>(_ bytes: Data, _ body: (String) throws -> T) throws -> T {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glide-scene-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/s.scene"
    try bytes.write(to: URL(fileURLWithPath: path))
    return try body(path)
  }

  @Test(
    "A tab bar's selected=1e19 (and -1e19, 9.3e18, 2.5) is a located error in every command, not a crash (exit 132)",
    arguments: ["1e19", "-1e19", "9.3e18", "2.5"])
  func selectedOutOfRange(value: String) throws {
    try withScene("screen Home\n  tabBar items=\"A|B|C\" selected=\(value)\n") { path in
      for command in [["replay"], ["render", "-o", "/tmp/glide-never.png"], ["report", "-o", "/tmp/glide-never.html"]] {
        let run = try Glide.run(command + ["--scene", path])
        #expect(run.status == 64, "\(command): \(run.stderr)")
        #expect(
          run.stderr.contains("\(path):2: field 'selected': expected an item's index, a whole number from 0 to 2; got '\(value)'"),
          "\(run.stderr)")
      }
    }
  }

  @Test("A label of size=1e308 is refused by render as by replay, not a crash in the text layout")
  func hugeFontSize() throws {
    try withScene("screen Home\n  label text=Hi frame=0,0,100,20 size=1e308\n") { path in
      for command in [["replay"], ["render", "-o", "/tmp/glide-never.png"]] {
        let run = try Glide.run(command + ["--scene", path])
        #expect(run.status == 64, "\(command): \(run.stderr)")
        #expect(run.stderr.contains("\(path):2: field 'size': expected a number from 1 to 200 pt; got '1e308'"), "\(run.stderr)")
      }
    }
  }

  @Test("A zoom onto the largest boxes a scene allows logs numbers, never NaN (null); 1e300 is refused")
  func zoomAtItsLimits() throws {
    try withScene("screen Home\n  box frame=0,0,1e300,1e300 role=zoom\n") { path in
      let run = try Glide.run(["replay", "--scene", path])
      #expect(run.status == 64 && run.stderr.contains("\(path):2: field 'frame': expected width from 0 to 10000 pt"), "\(run.stderr)")
    }
    let text = """
      screen Home
        box frame=-10000,-10000,10000,10000 role=zoom
      screen Detail
        box frame=10000,10000,1,1 role=zoom
      """
    try withScene(text) { path in
      let run = try Glide.run(["replay", "--scene", path, "--json"])
      #expect(run.status == 0, "\(run.stderr)")
      // The fields a plain replay leaves null (a pinch's first percent, a rule's projection), and no others.
      let plain = try Glide.run(["replay", "--json"])
      #expect(nullFields(run.stdout) == nullFields(plain.stdout) && !run.stdout.lowercased().contains("nan"), "\(run.stdout)")
      #expect(run.stdout.contains("\"finished\""), "\(run.stdout.suffix(300))")
    }
  }

  /// Each `"field":null` of a JSON Lines log, with its record's type, in order.
  private func nullFields(_ log: String) -> [String] {
    log.split(separator: "\n").flatMap { line in
      let type = line.split(separator: ",").first ?? ""
      return line.split(separator: ",").filter { $0.hasSuffix(":null") || $0.hasSuffix(":null}") }.map { "\(type) \($0)" }
    }
  }

  @Test("sweep --scene MISSING says the scene once and stops before any trace, not every trace unreadable")
  func sweepMissingScene() throws {
    let missing = "/nonexistent/missing.scene"
    let run = try Glide.run([
      "sweep", "traces/pinch-pop", "--rule", "classic", "--param", "percentThreshold=0:0.3:0.1", "--scene", missing,
    ])
    #expect(run.status == 64, "\(run.stderr)")
    #expect(run.stderr.contains("Error: \(missing): cannot read the scene file: no such file or directory"), "\(run.stderr)")
    #expect(run.stderr.components(separatedBy: missing).count == 2, "\(run.stderr)")
    #expect(!run.stderr.contains("error:") && run.stdout.isEmpty, "\(run.stdout)\n\(run.stderr)")
  }

  @Test("sweep --scene dresses every trace's replay from the one reading")
  func sweepWithScene() throws {
    try withScene("screen Home background=black\n  box frame=0,0,10,10\n") { path in
      let run = try Glide.run([
        "sweep", "traces/pinch-pop", "--rule", "classic", "--param", "percentThreshold=0:0.3:0.1", "--scene", path,
      ])
      #expect(run.status == 0, "\(run.stderr)")
      #expect(run.stdout.contains(" 0 unreadable"), "\(run.stdout)")
    }
  }

  @Test("A scene whose views cover a screen more than 16 times is refused on its line by every command, before any work")
  func overdraw() throws {
    let boxes = String(repeating: "  box frame=0,0,390,844 color=#112233 corner=20\n", count: 500)
    let folder = try ScratchFolder()
    try withScene("screen Home background=black\n" + boxes) { path in
      for command in [["replay"], ["render", "-o", folder.path + "/out.png"], ["report", "-o", folder.path + "/r.html"]] {
        let run = try Glide.run(command + ["--scene", path])
        #expect(run.status == 64, "\(command): \(run.stderr)")
        #expect(
          run.stderr.hasPrefix("Error: \(path):18: field 'frame': the views of screen 'Home' up to this line cover the "
            + "390×844-point screen 17.0 times; they may cover it at most 16 times"), "\(command): \(run.stderr)")
      }
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test("sweep --scene counts a trace whose scenario the scene cannot dress as not replayed, not as unreadable")
  func sweepSceneNotForEveryScenario() throws {
    try withScene("screen Home background=black\n  box frame=0,0,10,10\n") { path in
      let run = try Glide.run([
        "sweep", "traces/pinch-pop/finish.evemu", "traces/flip-card/finish.evemu", "--rule", "classic",
        "--param", "percentThreshold=0:0.3:0.1", "--scene", path, "--list",
      ])
      #expect(run.status == 0, "one trace was replayed: \(run.stderr)")
      #expect(
        run.stdout.hasPrefix("sweep percentThreshold, rule uikit-classic, over 2 traces: 2 read, 0 unreadable, 1 not replayed, "
          + "1 start a transition\n"), "\(run.stdout)")
      #expect(run.stdout.contains("\ntraces/flip-card/finish.evemu: not replayed\n"), "\(run.stdout)")
      #expect(
        run.stderr == "error: traces/flip-card/finish.evemu: \(path):1: field 'screen': flip-card has no screen 'Home'; "
          + "its screens are Front, Back\n", "\(run.stderr)")
    }
  }

  @Test("A scene for a scenario without screens a scene can dress says so, not 'its screens are ' and nothing")
  func scenarioWithoutScreens() throws {
    try withScene("screen Home\n  statusBar\n") { path in
      let run = try Glide.run(["replay", "--scenario", "swipe-tabs", "--scene", path])
      #expect(run.status == 64, "\(run.stderr)")
      #expect(
        run.stderr.contains("\(path):1: field 'screen': swipe-tabs has no screen 'Home'; it has no screens a scene file can dress"),
        "\(run.stderr)")
    }
  }

  @Test("docs/example.scene saved with CRLF and a byte order mark (a Windows editor) replays exactly as saved with LF")
  func windowsEditor() throws {
    let text = try String(contentsOfFile: Glide.path("docs/example.scene"), encoding: .utf8)
    let plain = try Glide.run(["replay", "--scene", "docs/example.scene"])
    try #require(plain.status == 0, "\(plain.stderr)")
    let windows = Data([0xEF, 0xBB, 0xBF]) + Data(text.replacingOccurrences(of: "\n", with: "\r\n").utf8)
    try withScene(windows) { path in
      let run = try Glide.run(["replay", "--scene", path])
      #expect(run.status == 0, "\(run.stderr)")
      #expect(run.stdout == plain.stdout)
    }
  }

  @Test("A FIFO as the scene is refused at once, without waiting for a writer; /dev/null and a folder say what they are")
  func notAFile() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glide-fifo-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let fifo = folder + "/s.scene"
    try #require(mkfifo(fifo, 0o600) == 0)
    // A hang guard: a build that waits for the FIFO's writer is given one (that writes nothing) after 5 s.
    let guardDone = DispatchSemaphore(value: 0)
    DispatchQueue.global().asyncAfter(deadline: .now() + 5) {
      let descriptor = open(fifo, O_RDWR | O_NONBLOCK)
      if descriptor >= 0 { close(descriptor) }
      guardDone.signal()
    }
    defer { guardDone.wait() }
    let cases = [
      (fifo, "it is a FIFO or a pipe; a scene file is read from a regular file"),
      ("/dev/null", "it is a character device (such as /dev/null or a terminal), not a scene file"),
      (folder, "it is a directory; expected a scene file"),
    ]
    for (path, reason) in cases {
      let run = try Glide.run(["replay", "--scene", path])
      #expect(run.status == 64, "\(run.stderr)")
      #expect(run.stderr.contains("Error: \(path): cannot read the scene file: \(reason)"), "\(run.stderr)")
    }
  }
}
