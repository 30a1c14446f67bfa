import GlideAnimation
import GlideInput
import GlideTestSupport
import GlideTransitions
import Testing

@testable import GlideScenarios
@testable import GlideSimulation
@testable import GlideReports

/// pinch-pop puts the photo back where it came from, as the reference's pinch example does and as Photos
/// draws it: the zoom shrinks Detail uniformly until its photo fills its cell in Home's grid (cropped to
/// it), not to the centre, and never squashed.
@Suite("Pinch-pop: back into the photo's cell")
struct PinchPopIntoCellTests {
  @Test("The cell is harbour-panorama's: the last of the grid's second row, 2 points between cells")
  func sourceCell() {
    let cell = PinchPopBinding.sourceCell(in: Scene())
    let side = (390 - 4) / 3.0
    // Below the status bar (47) and the large-title bar (96); one row and a gap down, two columns across.
    #expect(abs(cell.minX - 2 * (side + 2)) < 1e-9 && abs(cell.minY - (143 + side + 2)) < 1e-9)
    #expect(abs(cell.width - side) < 1e-9 && abs(cell.height - side) < 1e-9)
  }

  /// Where Detail's photo is drawn at every display frame of `trace` while Detail is on screen (its
  /// frame in Detail taken to the window by Detail's presented transform), and the transform's scales.
  static func photoFrames(_ trace: String, animator: String) throws -> (
    frames: [(photo: Rect, scaleX: Double, scaleY: Double)], cell: Rect
  ) {
    let reader = try TraceReader.open(Glide.path(trace))
    var options = Scenario.pinchPop.defaultOptions
    try options.set("animator", to: animator)
    let replayer = Replayer(scenario: .pinchPop, options: options, device: reader.device)
    let frames = ReplayFrames(replayer: replayer)
    let photo = PinchPopBinding.photoFrame(in: replayer.run.scene)
    var shown: [(photo: Rect, scaleX: Double, scaleY: Double)] = []
    frames.onFrame = { frame in
      let snapshot = ViewTreeSnapshot(
        window: replayer.run.scene.window, time: frame.time, source: .frame, percent: frame.percent)
      guard let detail = snapshot.nodes.first(where: { $0.name == "Detail" }) else { return }
      let t = detail.toWindow
      let origin = Point(x: t.a * photo.minX + t.c * photo.minY + t.tx, y: t.b * photo.minX + t.d * photo.minY + t.ty)
      shown.append(
        (Rect(x: origin.x, y: origin.y, width: photo.width * t.a, height: photo.height * t.d), t.a, t.d))
    }
    _ = try frames.replay { try reader.next() }
    return (shown, PinchPopBinding.sourceCell(in: replayer.run.scene))
  }

  @Test(
    "Every frame of a finished pop scales Detail uniformly and moves its photo toward the cell; it ends on the cell, aspect-filled",
    arguments: ["traces/pinch-pop/finish.evemu", "traces/default.evemu"], ["blocks", "interruptible"])
  func popEndsInTheCell(trace: String, animator: String) throws {
    let (frames, cell) = try Self.photoFrames(trace, animator: animator)
    try #require(frames.count >= 10, "\(trace): Detail in \(frames.count) frames")
    for frame in frames {
      #expect(abs(frame.scaleX - frame.scaleY) < 1e-9, "\(trace) \(animator): \(frame.scaleX) × \(frame.scaleY)")
    }
    #expect(frames.contains { abs($0.scaleX - 0.75) < 0.1 }, "\(trace): passes halfway")
    // The last frame with Detail on screen is within a frame's share of the cell: the photo's height is
    // the cell's (a 3 : 2 photo aspect-filled into a square), its middle the cell's.
    let last = try #require(frames.last).photo
    #expect(
      abs(last.midX - cell.midX) < 3 && abs(last.midY - cell.midY) < 3 && abs(last.height - cell.height) < 3
        && abs(last.width - cell.height * 1.5) < 5,
      "\(trace): Detail's photo last at \(last), the cell \(cell)")
  }
}
