import Foundation
import GlideTestSupport
import Testing

/// Issue 38, dense traces: frames a few microseconds apart cost constant work per frame. Every structure
/// that keeps a time window's samples (the recognisers' velocity estimators, the finish rule's track)
/// holds at most 256 of them, so each command here answers as it does for the same drag at a device's
/// rate, where before the work per frame grew with the frames in the window (`glide gestures` on 40,000
/// frames 3 µs apart: 25 s; `replay --scenario edge-back` of 200,000 and `replay --demo motion-effects`
/// of 300,000: past a minute). The traces are written here, not shipped; each run is under `timeout`, a
/// hang guard only.
@Suite("Bad conditions: dense traces")
struct DenseTraceTests {
  /// The most seconds a run may take before it counts as hung.
  static let hangGuard = 120

  @Test("glide gestures on 40,000 frames 3 µs apart: the sparse drag's state changes, its velocity within 1 %")
  func gestures() throws {
    let folder = try ScratchFolder()
    try DenseDrag(frames: 40_000, stepMicroseconds: 3, units: 3_000).write(to: folder, as: "dense.evemu")
    try DenseDrag(frames: 13, stepMicroseconds: 10_000, units: 3_000).write(to: folder, as: "sparse.evemu")
    let dense = try GestureLog(Self.run("$GLIDE gestures --json dense.evemu", in: folder))
    let sparse = try GestureLog(Self.run("$GLIDE gestures --json sparse.evemu", in: folder))
    #expect(dense.events.count > 20_000, "a change at every few frames")
    let recognizers = Set(sparse.events.map(\.recognizer))
    #expect(recognizers.count == 13)
    for recognizer in recognizers.sorted() {
      #expect(Self.collapsed(dense.states(of: recognizer)) == Self.collapsed(sparse.states(of: recognizer)), "\(recognizer)")
    }
    #expect(sparse.last("swipe-1", "ended")?.object["direction"] as? String == "right")
    for recognizer in ["pan", "edge-pan"] {
      let expected = try #require(sparse.last(recognizer, "ended")?.number("velocityX"))
      let measured = try #require(dense.last(recognizer, "ended")?.number("velocityX"))
      // 46 mm in 0.12 s.
      #expect(abs(expected - 384.6) < 0.1, "\(expected)")
      #expect(abs(measured - expected) < 0.01 * expected, "\(recognizer): \(measured) against \(expected)")
    }
  }

  @Test("replay --scenario edge-back of 200,000 frames 3 µs apart under GNOME's rule: the sparse drag's decision")
  func edgeBack() throws {
    let folder = try ScratchFolder()
    // 7.7 mm in 0.6 s: released past half-way, slower than GNOME's threshold, so its windowed velocity
    // (the track's 150 ms) decides.
    try DenseDrag(frames: 200_000, stepMicroseconds: 3, units: 500).write(to: folder, as: "dense.evemu")
    try DenseDrag(frames: 61, stepMicroseconds: 10_000, units: 500).write(to: folder, as: "sparse.evemu")
    let command = "$GLIDE replay --scenario edge-back --policy gnome --json"
    let dense = try Self.summary(Self.run("\(command) dense.evemu", in: folder))
    let sparse = try Self.summary(Self.run("\(command) sparse.evemu", in: folder))
    #expect(sparse["outcome"] as? String == "finished")
    #expect(dense["outcome"] as? String == sparse["outcome"] as? String)
    let percent = try #require(sparse["percentAtRelease"] as? Double)
    #expect(abs(percent - 0.63) < 0.01, "\(percent)")
    #expect(abs((dense["percentAtRelease"] as? Double ?? 0) - percent) < 0.01)
    let velocity = try #require(sparse["velocityAtRelease"] as? Double)
    #expect(abs((dense["velocityAtRelease"] as? Double ?? 0) - velocity) < 0.01 * velocity)
    let decision = try #require(dense["decision"] as? String)
    #expect(decision.hasPrefix("|v| 0.50") && decision.hasSuffix("< 0.6 units/ms: nearest point 1"), "\(decision)")
  }

  @Test("replay --demo motion-effects of 300,000 frames 3 µs apart: the drag tilts mars as the sparse one does")
  func motionEffects() throws {
    let folder = try ScratchFolder()
    // 7.7 mm to the right: the pan's translation (past its hysteresis) tilts mars 1.9 points of its 5.
    try DenseDrag(frames: 300_000, stepMicroseconds: 3, units: 500).write(to: folder, as: "dense.evemu")
    try DenseDrag(frames: 91, stepMicroseconds: 10_000, units: 500).write(to: folder, as: "sparse.evemu")
    let dense = try Self.run("$GLIDE replay --demo motion-effects --json dense.evemu", in: folder)
    let sparse = try Self.run("$GLIDE replay --demo motion-effects --json sparse.evemu", in: folder)
    let expected = try Self.lastMars(sparse)
    let measured = try Self.lastMars(dense)
    #expect(abs(expected.x - 196.9) < 0.05 && abs(expected.y - 422) < 0.01, "\(expected)")
    #expect(abs(measured.x - expected.x) < 0.02 && abs(measured.y - expected.y) < 0.01, "\(measured) against \(expected)")
  }

  // MARK: - Helpers

  /// What `script` (`$GLIDE` under the hang guard) printed, after checking it exited 0.
  static func run(_ script: String, in folder: ScratchFolder) throws -> String {
    let run = try BadInputs.run(script, in: folder, timeout: hangGuard)
    try #require(run.status == 0, "\(script): \(run)")
    return run.stdout
  }

  /// `states` with each run of one state kept once (began, changed, ended).
  static func collapsed(_ states: [String]) -> [String] {
    states.enumerated().filter { $0.offset == 0 || states[$0.offset - 1] != $0.element }.map(\.element)
  }

  /// The summary record of `replay --json`.
  static func summary(_ output: String) throws -> [String: Any] {
    let line = try #require(output.split(separator: "\n").last { $0.contains("\"type\":\"summary\"") })
    return try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
  }

  /// The mars view's centre at the last frame of `replay --demo motion-effects --json`.
  static func lastMars(_ output: String) throws -> (x: Double, y: Double) {
    let line = try #require(output.split(separator: "\n").last { $0.contains("\"type\":\"frame\"") })
    let frame = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    let layers = try #require(frame["layers"] as? [[String: Any]])
    let mars = try #require(layers.first { $0["name"] as? String == "mars" })
    return (try #require(mars["x"] as? Double), try #require(mars["y"] as? Double))
  }
}

/// A one-finger drag on the SynPS/2 clickpad of `traces/edge-back/finish.evemu` (its header, 65 units a
/// mm): the finger lands 0.4 mm from the left edge and moves `units` to the right at a constant speed,
/// `ABS_MT_POSITION_Y` one unit up and down at every frame, over `frames` frames `stepMicroseconds` apart;
/// the lift comes one step after the last. Two drags of the same units over the same time are the same
/// motion at two rates.
struct DenseDrag {
  var frames: Int
  var stepMicroseconds: Int
  var units: Int

  /// Writes the trace to `name` in `folder`.
  func write(to folder: ScratchFolder, as name: String) throws {
    let trace = try String(contentsOfFile: Glide.path("traces/edge-back/finish.evemu"), encoding: .utf8)
    let header = try #require(trace.range(of: "\nE: ").map { trace[...$0.lowerBound] })
    var text = String(header)
    text.reserveCapacity(header.utf8.count + frames * 160)
    let duration = (frames - 1) * stepMicroseconds
    for frame in 0..<frames {
      let stamp = Self.stamp(1 + frame * stepMicroseconds)
      let x = 1_500 + Int((Double(units * frame * stepMicroseconds) / Double(duration)).rounded())
      let y = 3_235 + frame % 2
      if frame == 0 { text += "\(stamp) 0003 0039 0\n" }
      text += "\(stamp) 0003 0035 \(x)\n\(stamp) 0003 0036 \(y)\n"
      if frame == 0 { text += "\(stamp) 0001 014a 1\n\(stamp) 0001 0145 1\n" }
      text += "\(stamp) 0003 0000 \(x)\n\(stamp) 0003 0001 \(y)\n\(stamp) 0000 0000 0\n"
    }
    let lift = Self.stamp(1 + frames * stepMicroseconds)
    text += "\(lift) 0003 0039 -1\n\(lift) 0001 014a 0\n\(lift) 0001 0145 0\n\(lift) 0000 0000 0\n"
    try text.write(toFile: folder.path + "/" + name, atomically: true, encoding: .utf8)
  }

  /// `E: S.UUUUUU` for a time in microseconds.
  static func stamp(_ microseconds: Int) -> String {
    let fraction = String(microseconds % 1_000_000)
    return "E: \(microseconds / 1_000_000).\(String(repeating: "0", count: 6 - fraction.count))\(fraction)"
  }
}
