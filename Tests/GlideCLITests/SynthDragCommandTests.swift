import Foundation
import GlideTestSupport
import Testing

/// `glide synth drag` through the built binary: a drag the pan recogniser follows, a command header that
/// makes the same file again, and a refusal that names the surface and what to change.
@Suite struct SynthDragCommandTests {
  /// Writes `glide synth drag ARGUMENTS -o FILE` to a temporary file and returns its path.
  static func drag(_ arguments: [String]) throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("glide-drag-\(UUID()).evemu").path
    let run = try Glide.run(["synth", "drag"] + arguments + ["-o", path])
    try #require(run.status == 0, "\(run.stderr)")
    return path
  }

  /// The pan begins with the drag's fingers and ends with its translation less what the fingers moved
  /// before it began (the 1 mm hysteresis, or the two-finger decision: 1.7 mm for the calm two-finger drag)
  /// and the 0.25 mm dead band it follows them through, so within 2.5 mm of the drag and within 0.3 mm of
  /// where the fingers went from the `began` (the dead band and the log's rounding); the cross axis stays
  /// within 0.2 mm.
  @Test(arguments: [
    ([String](), 1, 0.0, 20.0),
    (["--fingers", "2", "--dy", "40", "--device", "precision"], 2, 0.0, 40.0),
    (["--dx", "-30", "--noise", "0.05"], 1, -30.0, 0.0),
  ])
  func aDragBeginsAPanWhoseTranslationIsTheDrag(arguments: [String], fingers: Int, dx: Double, dy: Double) throws {
    let path = try Self.drag(arguments)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = try Glide.run(["gestures", "--json", path, "--recognizers", "pan"])
    try #require(run.status == 0, "\(run.stderr)")
    let log = try GestureLog(run.stdout)
    let began = try #require(log.events.first { $0.recognizer == "pan" && $0.state == "began" })
    #expect(began.object["touches"] as? Int == fingers)
    let ended = try #require(log.last("pan", "ended"))
    let (x, y) = (ended.number("translationX") ?? .nan, ended.number("translationY") ?? .nan)
    let (along, across) = dy != 0 ? (y, x) : (-x, y)
    let length = abs(dx) + abs(dy)
    #expect(along > length - 2.5 && along <= length, "translation (\(x), \(y)) mm for a \(length) mm drag")
    #expect(abs(across) < 0.2, "translation (\(x), \(y)) mm")
    let moved = (
      x: (ended.number("x") ?? .nan) - (began.number("x") ?? .nan),
      y: (ended.number("y") ?? .nan) - (began.number("y") ?? .nan)
    )
    #expect(abs(x - moved.x) <= 0.3 && abs(y - moved.y) <= 0.3, "translation (\(x), \(y)) mm, moved \(moved)")
  }

  @Test func theSameCommandWritesTheSameBytes() throws {
    let first = try Glide.run(["synth", "drag", "--fingers", "2", "--noise", "0.1", "--seed", "5", "-o", "-"])
    let again = try Glide.run(["synth", "drag", "--fingers", "2", "--noise", "0.1", "--seed", "5", "-o", "-"])
    #expect(first.status == 0 && again.status == 0)
    #expect(!first.stdout.isEmpty && Data(first.stdout.utf8) == Data(again.stdout.utf8))
  }

  /// No clamping: the drag is refused with the surface's size, a device it fits and the longest drag this
  /// one takes, exit 64, and no file.
  @Test func aDragLongerThanThePadIsRefusedNamingItsSize() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("glide-drag-\(UUID()).evemu").path
    let run = try Glide.run(["synth", "drag", "--dy", "60", "-o", path])
    #expect(run.status == 64)
    #expect(
      run.stderr.hasPrefix(
        "Error: Please give a drag that fits the synaptics surface (66.1 × 26.9 mm): --dy 60 needs 60.0 mm of its "
          + "26.9 mm height; give --device precision (101.0 × 67.3 mm) or a --dy from -26.8 to 26.8 mm.\n"),
      "\(run.stderr)")
    #expect(!FileManager.default.fileExists(atPath: path))
    #expect(try Glide.run(["synth", "drag", "--dy", "60", "--device", "precision", "-o", "-"]).status == 0)
  }
}
