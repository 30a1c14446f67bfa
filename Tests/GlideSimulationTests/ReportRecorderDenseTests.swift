import Foundation
import GlideInput
import GlideTestSupport
import Testing

@testable import GlideScenarios
@testable import GlideSimulation
@testable import GlideReports

/// Issue 38's second hostile pass: `glide report` built a view-tree snapshot after every input event
/// while nothing moved, so 200,000 frames 3 µs apart took about 40 s. A snapshot is built only when the
/// run made a record or something moved since the last one; the report is the same.
@Suite struct ReportRecorderDenseTests {
  /// One finger dragged across the pad of `traces/edge-back/finish.evemu` in `frames` frames
  /// `stepMicroseconds` apart: pinch-pop's pinch never begins, so nothing moves.
  static func drag(frames: Int, stepMicroseconds: Int) throws -> String {
    let trace = try String(contentsOfFile: Glide.path("traces/edge-back/finish.evemu"), encoding: .utf8)
    var text = String(try #require(trace.range(of: "\nE: ").map { trace[...$0.lowerBound] }))
    func stamp(_ us: Int) -> String { "E: \(us / 1_000_000)." + String(format: "%06d", us % 1_000_000) }
    for frame in 0..<frames {
      let (time, x) = (stamp(1 + frame * stepMicroseconds), 1_500 + frame % 400)
      if frame == 0 { text += "\(time) 0003 0039 0\n\(time) 0001 014a 1\n\(time) 0001 0145 1\n" }
      text += "\(time) 0003 0035 \(x)\n\(time) 0003 0036 3235\n\(time) 0003 0000 \(x)\n\(time) 0000 0000 0\n"
    }
    let lift = stamp(1 + frames * stepMicroseconds)
    text += "\(lift) 0003 0039 -1\n\(lift) 0001 014a 0\n\(lift) 0001 0145 0\n\(lift) 0000 0000 0\n"
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("glide-dense-\(UUID()).evemu").path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  static func report(_ path: String) throws -> (ReportRecorder, ReportData) {
    let reader = try TraceReader.open(path, descriptionPath: nil, deviceIndex: 0)
    let replayer = Replayer(scenario: .pinchPop, options: Scenario.pinchPop.defaultOptions, device: reader.device)
    let recorder = ReportRecorder(replayer: replayer)
    _ = try recorder.replay { try reader.next() }
    return (recorder, recorder.data(trace: path))
  }

  @Test("5,000 idle frames 3 µs apart build a handful of snapshots, not one per event")
  func idleInputBuildsNoSnapshots() throws {
    let path = try Self.drag(frames: 5_000, stepMicroseconds: 3)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let (recorder, data) = try Self.report(path)
    #expect(data.summary.outcome == .none)
    #expect(recorder.snapshotsBuilt <= 4, "\(recorder.snapshotsBuilt) snapshots built")
    #expect(data.snapshots.map(\.source) == [.start], "nothing changed: the start alone")
  }

  /// pinch-in-third-finger's cancelled zoom (the status bar's cross-fade with it) ends at 0.4068 s,
  /// between the frame at 0.4 s and the input event at 0.4125 s: the scene at rest is seen at that
  /// event, not only at the end of the replay (0.5167 s).
  @Test("An animation that ends between a frame and the next input event is seen at that event")
  func animationEndingBetweenEventsIsSeen() throws {
    let (recorder, data) = try Self.report(Glide.path("traces/precision/pinch-in-third-finger.evemu"))
    let last = try #require(data.snapshots.last)
    // The cancelled zoom ends where it began, and the end of the replay adds no snapshot of the same scene.
    #expect(
      last.source == .input && abs(last.time - 0.4125) < 1e-5,
      "\(data.snapshots.suffix(3).map { "\($0.source) \($0.time)" })")
    #expect(last.showsSameScene(as: data.snapshots[0]))
    #expect(recorder.snapshotsBuilt < data.snapshots.count + 10, "\(recorder.snapshotsBuilt) built, \(data.snapshots.count) kept")
  }
}
