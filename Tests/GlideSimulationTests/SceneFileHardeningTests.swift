import Foundation
import GlideAnimation
import GlideKit
import GlideTestSupport
import Testing

@testable import GlideScenarios
@testable import GlideSimulation

/// Scene files as a careless or hostile user writes them (issue 38): every number in its range, every
/// list exact, text as editors save it, every bound checked on the line that passes it, every file that
/// cannot be read said for what it is.
@Suite("Scene files: ranges, exact lists, editors' text and bounds")
struct SceneFileHardeningTests {
  /// The message `text` is refused with, or nil when it parses.
  private func refusal(_ text: String) -> String? {
    do {
      _ = try SceneFile.parse(text, path: "s.scene")
      return nil
    } catch {
      return error.description
    }
  }

  @Test(
    "Every number has a range, checked on its line: the file, the line, the field, the range and the value",
    arguments: [
      ("tabBar items=\"A|B|C\" selected=1e19", "field 'selected': expected an item's index, a whole number from 0 to 2; got '1e19'"),
      ("tabBar items=\"A|B|C\" selected=-1e19", "field 'selected': expected an item's index, a whole number from 0 to 2; got '-1e19'"),
      ("tabBar items=\"A|B|C\" selected=9.3e18", "field 'selected': expected an item's index, a whole number from 0 to 2; got '9.3e18'"),
      ("tabBar items=\"A|B|C\" selected=2.5", "field 'selected': expected an item's index, a whole number from 0 to 2; got '2.5'"),
      ("tabBar items=\"A|B|C\" selected=3", "field 'selected': expected an item's index, a whole number from 0 to 2; got '3'"),
      ("box frame=0,0,1e308,1e308", "field 'frame': expected width from 0 to 10000 pt; got '0,0,1e308,1e308'"),
      ("box frame=-10001,0,10,10", "field 'frame': expected x from -10000 to 10000 pt; got '-10001,0,10,10'"),
      ("box frame=0,1e5,10,10", "field 'frame': expected y from -10000 to 10000 pt; got '0,1e5,10,10'"),
      ("box frame=0,0,10,-1", "field 'frame': expected height from 0 to 10000 pt; got '0,0,10,-1'"),
      ("box frame=0,0,10,10 corner=-5", "field 'corner': expected a number from 0 to 10000 pt; got '-5'"),
      ("image photo=alpine-lake frame=0,0,10,10 corner=1e308", "field 'corner': expected a number from 0 to 10000 pt; got '1e308'"),
      ("label text=A frame=0,0,10,10 size=0", "field 'size': expected a number from 1 to 200 pt; got '0'"),
      ("label text=A frame=0,0,10,10 size=-17", "field 'size': expected a number from 1 to 200 pt; got '-17'"),
      ("label text=A frame=0,0,10,10 size=1e308", "field 'size': expected a number from 1 to 200 pt; got '1e308'"),
      ("label text=A frame=0,0,10,10 size=nan", "field 'size': expected a number from 1 to 200 pt; got 'nan'"),
      ("label text=A frame=0,0,10,10 size=0x10", "field 'size': expected a number from 1 to 200 pt; got '0x10'"),
      ("label text=A frame=0,0,10,10 size=\" 17\"", "field 'size': expected a number from 1 to 200 pt; got ' 17'"),
      ("box frame=0,0,10,10 shadow=1/1e308", "field 'shadow': expected opacity/radius, the radius from 0 to 100 pt; got '1/1e308'"),
      ("box frame=0,0,10,10 shadow=2/8", "field 'shadow': expected opacity/radius, the opacity from 0 to 1; got '2/8'"),
      ("box frame=0,0,10,10 shadow=0.2/8/1", "field 'shadow': expected opacity/radius, e.g. 0.2/8; got '0.2/8/1'"),
      ("box frame=0,0,10,10 shadow=0.2/x", "field 'shadow': expected opacity/radius, e.g. 0.2/8; got '0.2/x'"),
      ("list top=1e308 rows=A", "field 'top': expected a number from 0 to 10000 pt; got '1e308'"),
      ("list top=-1 rows=A", "field 'top': expected a number from 0 to 10000 pt; got '-1'"),
    ])
  func ranges(line: String, message: String) {
    #expect(refusal("screen Home\n  \(line)\n") == "s.scene:2: \(message)")
  }

  @Test("The ends of every range are accepted")
  func rangeEnds() throws {
    let text = """
      screen Home
        tabBar items="A|B|C|D|E" selected=4
        box frame=-10000,10000,10000,0 corner=10000 shadow=1/100
        box frame=10000,-10000,0,10000 corner=0 shadow=0/0
        label text=A frame=0,0,1,1 size=200
        label text=A frame=0,0,1,1 size=1
        list top=10000 rows=A
        list top=0 rows=A
      """
    let views = try SceneFile.parse(text, path: "s.scene").screens[0].views.map(\.kind)
    #expect(views[0] == .tabBar(items: ["A", "B", "C", "D", "E"], selected: 4))
    #expect(
      views[1] == .box(
        frame: Rect(x: -10_000, y: 10_000, width: 10_000, height: 0), color: .white, corner: 10_000,
        shadow: .init(opacity: 1, radius: 100)))
    #expect(views[3] == .label(text: "A", frame: Rect(x: 0, y: 0, width: 1, height: 1), size: 200, weight: .regular, color: SystemColor.label.color(in: .light)))
  }

  @Test(
    "Lists parse exactly, colours are #RRGGBB, a bare word or a field given twice is refused",
    arguments: [
      ("box frame=20,abc,150,350,24", "field 'frame': expected x,y,width,height in points, e.g. 20,150,350,24; got '20,abc,150,350,24'"),
      ("box frame=20,150,350,24,5", "field 'frame': expected x,y,width,height in points, e.g. 20,150,350,24; got '20,150,350,24,5'"),
      ("box frame=20,,350,24", "field 'frame': expected x,y,width,height in points, e.g. 20,150,350,24; got '20,,350,24'"),
      ("box frame=20,150,350,24,", "field 'frame': expected x,y,width,height in points, e.g. 20,150,350,24; got '20,150,350,24,'"),
      ("box frame=0,0,1,1 color=#+FFFFF", "field 'color': expected #RRGGBB, six hexadecimal digits, e.g. #1C1C1E; got '#+FFFFF'"),
      ("box frame=0,0,1,1 color=#FFFFFFF", "field 'color': expected #RRGGBB, six hexadecimal digits, e.g. #1C1C1E; got '#FFFFFFF'"),
      ("box frame=0,0,1,1 color=#FFF", "field 'color': expected #RRGGBB, six hexadecimal digits, e.g. #1C1C1E; got '#FFF'"),
      ("box red frame=0,0,1,1", "field 'box': expected fields as key=value, e.g. color=systemRed; got the bare word 'red'"),
      ("box frame=0,0,1,1 frame=0,0,2,2", "field 'frame': given twice; a field is given once a line"),
      ("box =1 frame=0,0,1,1", "field '=1': expected key=value; the key is missing"),
      ("tabBar items=\"\"", "field 'items': expected items separated by |, none empty, e.g. A|B|C; got ''"),
      ("tabBar items=\"A||B\"", "field 'items': expected items separated by |, none empty, e.g. A|B|C; got 'A||B'"),
      ("tabBar items=\"A|B|C|D|E|F\"", "field 'items': expected 1 to 5 items separated by |; got 6"),
      ("list top=0 rows=\"A|\"", "field 'rows': expected rows separated by |, none empty, e.g. A|B|C; got 'A|'"),
      ("box frame=0,0,0,10 role=zoom", "field 'role': a role=zoom view needs a width and a height of at least 1 pt, the zoom lands on it; its frame is 0 by 10 pt"),
    ])
  func exactLists(line: String, message: String) {
    #expect(refusal("screen Home\n  \(line)\n") == "s.scene:2: \(message)")
  }

  @Test("A screen's lists hold at most 500 rows in all, each drawn as a view; the count starts again on each screen")
  func rowsPerScreen() {
    let rows = "rows=\"" + (0..<200).map { "r\($0)" }.joined(separator: "|") + "\""
    let lists = String(repeating: "  list top=0 \(rows)\n", count: 2) + "  list top=0 rows=\"" + (0..<100).map { "r\($0)" }.joined(separator: "|") + "\"\n"
    #expect(refusal("screen Home\n" + lists + "screen Detail\n" + lists) == nil)
    #expect(
      refusal("screen Home\n" + lists + "  list top=0 rows=A\n")
        == "s.scene:5: field 'rows': screen 'Home' (line 1) would have 501 list rows; a screen may have at most 500, each drawn as a view")
  }

  @Test("A screen given twice is refused, naming both lines; a second name after screen is a bare word")
  func duplicateScreen() {
    #expect(
      refusal("screen Home\n  statusBar\nscreen Detail\nscreen Home\n")
        == "s.scene:4: field 'screen': screen 'Home' is given on line 1 already; a screen is given once")
    #expect(
      refusal("screen Home Away\n")
        == "s.scene:1: field 'screen': expected screen Home background=black; got the bare word 'Away'")
  }

  @Test("`#` at the start of a word outside quotes starts a comment to the end of the line; in a value it does not")
  func comments() throws {
    let text = """
      # a whole line
      screen Home background=#102030   # the inbox
        box frame=0,0,10,10 color=#FFFFFF # a card
        label text="# 1 of 3" frame=0,0,10,10 #size=400
        label text=a#b frame=0,0,10,10
      """
    let file = try SceneFile.parse(text, path: "s.scene")
    #expect(file.screens[0].background == Color(hex: 0x102030))
    #expect(file.screens[0].views.map(\.line) == [3, 4, 5])
    #expect(file.screens[0].views[0].kind == .box(frame: Rect(x: 0, y: 0, width: 10, height: 10), color: Color(hex: 0xFFFFFF), corner: 0, shadow: nil))
    guard case .label(let text, _, let size, _, _) = file.screens[0].views[1].kind,
      case .label(let other, _, _, _, _) = file.screens[0].views[2].kind
    else {
      Issue.record("expected labels")
      return
    }
    #expect(text == "# 1 of 3" && size == 17 && other == "a#b")
  }

  @Test(
    "CRLF, CR-only line ends and a UTF-8 byte order mark read as LF does, line numbers as the editor shows them",
    arguments: [("\r\n", false), ("\r", false), ("\n", true), ("\r\n", true), ("\r", true)])
  func editorsText(newline: String, byteOrderMark: Bool) throws {
    let lines = ["# note", "screen Home background=black", "", "  box frame=0,0,10,10 color=#FF0000", "  statusBar"]
    let text = (byteOrderMark ? "\u{FEFF}" : "") + lines.joined(separator: newline) + newline
    let file = try SceneFile.parse(Array(text.utf8), path: "s.scene")
    let plain = try SceneFile.parse(lines.joined(separator: "\n"), path: "s.scene")
    #expect(file == plain)
    #expect(file.screens[0].line == 2 && file.screens[0].views.map(\.line) == [4, 5])
    let wrong = (byteOrderMark ? "\u{FEFF}" : "") + ["screen Home", "", "  box frame=1,2,3"].joined(separator: newline)
    #expect(throws: SceneFileError.invalid(
      path: "s.scene", line: 3, field: "frame", reason: "expected x,y,width,height in points, e.g. 20,150,350,24; got '1,2,3'")
    ) {
      _ = try SceneFile.parse(Array(wrong.utf8), path: "s.scene")
    }
  }

  @Test("Bytes that are not UTF-8 are refused naming the line and the byte")
  func notUTF8() {
    let bytes = Array("screen Home\n  label text=".utf8) + [0xC3, 0x28] + Array(" frame=0,0,1,1\n".utf8)
    #expect(throws: SceneFileError.notUTF8(path: "s.scene", line: 2, offset: 25, byte: 0xC3)) {
      _ = try SceneFile.parse(bytes, path: "s.scene")
    }
    #expect(
      SceneFileError.notUTF8(path: "s.scene", line: 2, offset: 25, byte: 0xC3).description
        == "s.scene:2: not UTF-8 text at byte 25 of the file (0xC3); save it as UTF-8")
  }

  @Test("Invisible and bidirectional characters in a message are escaped; a long value is cut to 100 characters")
  func invisibles() {
    #expect(
      refusal("screen Home\n  box frame=0,0,1,1 color=\"\u{1B}[31m\u{202E}\u{0}\tx\"\n")?
        .hasSuffix("; got '\\u{1B}[31m\\u{202E}\\u{0}\\tx'") == true)
    #expect(refusal("screen Ho\u{202E}me\n  box frame=0,0,1,1\nscreen Ho\u{202E}me\n")?.contains("screen 'Ho\\u{202E}me' is given on line 1") == true)
    let long = String(repeating: "x", count: 5000)
    #expect(
      refusal("screen Home\n  box frame=0,0,1,1 color=\(long)\n")?.hasSuffix("got '\(String(repeating: "x", count: 100))… (5000 characters)'")
        == true)
  }

  @Test("Bounded work: views a screen, shadows a screen, text, rows and tab items are capped on the line that passes them")
  func bounds() {
    let boxes = String(repeating: "  box frame=0,0,1,1\n", count: 500)
    #expect(refusal("screen Home\n" + boxes) == nil)
    #expect(
      refusal("screen Home\n" + boxes + "  statusBar\n")
        == "s.scene:502: field 'statusBar': screen 'Home' (line 1) has 500 views already, the most a screen may have")
    // The cap is a screen's: another screen starts again.
    #expect(refusal("screen Home\n" + boxes + "screen Detail\n" + boxes) == nil)
    let shadows = String(repeating: "  box frame=0,0,1,1 shadow=0.2/8\n", count: 50)
    #expect(refusal("screen Home\n" + shadows + "screen Detail\n" + shadows) == nil)
    #expect(
      refusal("screen Home\n" + shadows + "  box frame=0,0,1,1 shadow=0.2/8\n")
        == "s.scene:52: field 'shadow': screen 'Home' (line 1) has 50 shadowed boxes already, the most a screen may have")
    let text = String(repeating: "é", count: 1000)
    #expect(refusal("screen Home\n  label text=\"\(text)\" frame=0,0,1,1\n") == nil)
    #expect(
      refusal("screen Home\n  label text=\"\(text)a\" frame=0,0,1,1\n")
        == "s.scene:2: field 'text': 1001 characters long; a text holds at most 1000")
    #expect(refusal("screen Home\n  navigationBar title=T back=\"\(text)a\"\n")?.hasPrefix("s.scene:2: field 'back': 1001 characters") == true)
    #expect(refusal("screen Home\n  tabBar items=\"A|\(text)a\"\n") == "s.scene:2: field 'items': item 2 is 1001 characters long; a text holds at most 1000")
    let rows = (1...200).map(String.init).joined(separator: "|")
    #expect(refusal("screen Home\n  list top=0 rows=\"\(rows)\"\n") == nil)
    #expect(
      refusal("screen Home\n  list top=0 rows=\"\(rows)|201\"\n")
        == "s.scene:2: field 'rows': expected 1 to 200 rows separated by |; got 201")
    let large = [UInt8](repeating: 0x20, count: SceneBounds.maximumFileBytes + 1)
    #expect(throws: SceneFileError.unreadable(path: "s.scene", reason: "larger than 1048576 bytes (1 MiB), the most a scene file may hold")) {
      _ = try SceneFile.parse(large, path: "s.scene")
    }
  }

  @Test("A file that cannot be read says why: missing, a directory, a device, empty, a FIFO (without waiting for a writer), too large")
  func unreadable() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glide-scenes-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let empty = folder + "/empty.scene"
    FileManager.default.createFile(atPath: empty, contents: Data())
    let fifo = folder + "/fifo.scene"
    #expect(mkfifo(fifo, 0o600) == 0)
    let large = folder + "/large.scene"
    FileManager.default.createFile(atPath: large, contents: Data(count: SceneBounds.maximumFileBytes + 1))
    let cases = [
      (folder + "/missing.scene", "cannot read the scene file: no such file or directory"),
      (folder, "cannot read the scene file: it is a directory; expected a scene file"),
      ("/dev/null", "cannot read the scene file: it is a character device (such as /dev/null or a terminal), not a scene file"),
      (empty, "cannot read the scene file: the file is empty; a scene file has at least one `screen NAME` line"),
      (fifo, "cannot read the scene file: it is a FIFO or a pipe; a scene file is read from a regular file (save it to one first)"),
      (large, "cannot read the scene file: larger than 1048576 bytes (1 MiB), the most a scene file may hold"),
    ]
    for (path, reason) in cases {
      do {
        _ = try SceneFile.load(path)
        Issue.record("\(path) was read")
      } catch {
        #expect(error.description == "\(path): \(reason)")
      }
    }
  }

  @Test("A file nobody may read says permission denied", .enabled(if: getuid() != 0, "root reads any file"))
  func permissionDenied() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("glide-\(UUID().uuidString).scene").path
    try "screen Home\n".write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    chmod(path, 0)
    #expect(throws: SceneFileError.unreadable(path: path, reason: "permission denied")) { _ = try SceneFile.load(path) }
  }

  @Test("A bundled photo is decoded once a process: every image view showing it shares the same pixels")
  func photoDecodedOnce() throws {
    let first = try Photo.named("green-hills")
    let count = Photo.decodedCount
    let second = try Photo.named("green-hills")
    #expect(Photo.decodedCount == count)
    let same = first.pixels.withUnsafeBufferPointer { a in second.pixels.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress } }
    #expect(same)
    // A scene of many image views of one photo, applied, decodes nothing more.
    let lines = String(repeating: "  image photo=green-hills frame=0,0,10,10\n", count: 300)
    var options = Scenario.pinchPop.defaultOptions
    options.scene = try SceneFile.parse("screen Home\n" + lines, path: "s.scene")
    let run = ScenarioRun(scenario: .pinchPop, options: options, device: .pointerSurface(widthPoints: 390, heightPoints: 844))
    #expect(run.sceneScreensMissing.isEmpty)
    #expect(Photo.decodedCount <= Photo.names.count)
  }

  /// Found by issue 38's second hostile pass: 500 screen-sized rounded boxes (within every other bound)
  /// took 20 s a frame at --scale 4. Their frames, clipped to the screen, may cover it 16 times.
  @Test("A screen's views cover it at most 16 times, clipped to the screen, bars and lists included")
  func coverage() throws {
    func scene(_ lines: [String]) throws -> SceneFile {
      try SceneFile.parse((["screen Home background=black"] + lines).joined(separator: "\n"), path: "c.scene")
    }
    let full = "  box frame=0,0,390,844 color=#112233 corner=20"
    let size = Size(width: 390, height: 844)
    #expect(try scene(Array(repeating: full, count: 16)).coverageRefusal(size: size) == nil, "16 times exactly")
    #expect(
      try scene(Array(repeating: full, count: 17)).coverageRefusal(size: size)
        == .invalid(
          path: "c.scene", line: 18, field: "frame",
          reason: "the views of screen 'Home' up to this line cover the 390×844-point screen 17.0 times; they may "
            + "cover it at most 16 times (each covered pixel is drawn every frame)"))
    // Off the screen, nothing is covered; past its edges, only the part on it.
    let outside = Array(repeating: "  box frame=400,0,390,844", count: 100) + Array(repeating: "  box frame=-195,0,390,844", count: 32)
    #expect(try scene(outside).coverageRefusal(size: size) == nil)
    // A list reaches from its top to the screen's bottom; bars have UIKit's frames.
    let lists = Array(repeating: "  list top=0 rows=a", count: 17)
    #expect(try scene(lists).coverageRefusal(size: size)?.description.hasPrefix("c.scene:18: field 'list': ") == true)
    // (A screen has one tab bar: sixteen screens of boxes and it pass 16, on its line.)
    let bars = Array(repeating: full, count: 16) + ["  tabBar items=A"]
    #expect(try scene(bars).coverageRefusal(size: size)?.description.hasPrefix("c.scene:18: field 'tabBar': ") == true)
    // A label covers what its text draws, not only its frame: from the frame's start to the screen's edge
    // for a long line (an em a character), a line height (1.2109375 em) a line. 200-point text from x 0 is
    // 390 × 242.1875 points a line: 0.287 screens, so the 56th such label passes 16 screens.
    let long = "  label text=" + String(repeating: "W", count: 1_000) + " frame=0,0,1,1 size=200"
    let text = try scene(Array(repeating: long, count: 499)).coverageRefusal(size: size)
    let perLabel = 390 * 242.1875 / (390 * 844)
    #expect(text?.description.hasPrefix("c.scene:\(Int((16 / perLabel).rounded(.down)) + 2): field 'frame': ") == true, "\(String(describing: text))")
    #expect(try scene(Array(repeating: long, count: 55)).coverageRefusal(size: size) == nil)
    // A short label in its frame covers its frame.
    #expect(try scene(Array(repeating: "  label text=Hi frame=0,0,390,844 size=17", count: 16)).coverageRefusal(size: size) == nil)
    // The same file on a larger screen covers it fewer times.
    #expect(try scene(Array(repeating: "  box frame=0,0,390,844", count: 40)).coverageRefusal(size: Size(width: 1000, height: 1000)) == nil)
  }
}
