import GlideAnimation
import GlideInput
import GlideTestSupport
import GlideTransitions
import Testing

@testable import GlideSimulation

/// pinch-pop puts the photo back where it came from, as the reference's pinch example does: the zoom
/// shrinks Detail into its photo's cell in Home's grid, not to the centre.
@Suite("Pinch-pop: back into the photo's cell")
struct PinchPopIntoCellTests {
  /// The frame `fraction` of the way from `from` to `to`.
  static func between(_ from: Rect, _ to: Rect, _ fraction: Double) -> Rect {
    func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * fraction }
    return Rect(
      x: mix(from.minX, to.minX), y: mix(from.minY, to.minY), width: mix(from.width, to.width),
      height: mix(from.height, to.height))
  }

  @Test("The cell is green-hills': the middle of the grid's second row, 2 points between cells")
  func sourceCell() {
    let cell = PinchPopBinding.sourceCell(in: Scene())
    let side = (390 - 4) / 3.0
    // Below the status bar (47) and the large-title bar (96); one row and a gap down, one column across.
    #expect(abs(cell.minX - (side + 2)) < 1e-9 && abs(cell.minY - (143 + side + 2)) < 1e-9)
    #expect(abs(cell.width - side) < 1e-9 && abs(cell.height - side) < 1e-9)
  }

  /// Detail's presented frame at every display frame of `trace` while it is on screen.
  static func detailFrames(_ trace: String) throws -> (frames: [Rect], screen: Rect, cell: Rect) {
    let reader = try TraceReader.open(Glide.path(trace))
    let replayer = Replayer(scenario: .pinchPop, options: Scenario.pinchPop.defaultOptions, device: reader.device)
    let frames = ReplayFrames(replayer: replayer)
    var shown: [Rect] = []
    frames.onFrame = { frame in
      let snapshot = ViewTreeSnapshot(
        window: replayer.run.scene.window, time: frame.time, source: .frame, percent: frame.percent)
      if let detail = snapshot.nodes.first(where: { $0.name == "Detail" }) { shown.append(detail.frame) }
    }
    _ = try frames.replay { try reader.next() }
    let scene = replayer.run.scene
    return (shown, scene.bounds, PinchPopBinding.sourceCell(in: scene))
  }

  @Test(
    "Every frame of a finished pop puts Detail on the way from the screen to the cell; it passes halfway and ends on the cell",
    arguments: ["traces/pinch-pop/finish.evemu", "traces/default.evemu"])
  func popEndsInTheCell(trace: String) throws {
    let (frames, screen, cell) = try Self.detailFrames(trace)
    try #require(frames.count >= 10, "\(trace): Detail in \(frames.count) frames")
    var fractions: [Double] = []
    for frame in frames {
      // How far along by its width; its other edges must agree.
      let fraction = (screen.width - frame.width) / (screen.width - cell.width)
      let expected = Self.between(screen, cell, fraction)
      #expect(
        abs(frame.minX - expected.minX) < 0.01 && abs(frame.minY - expected.minY) < 0.01
          && abs(frame.height - expected.height) < 0.01,
        "\(trace): \(frame) is not \(fraction) of the way to \(cell)")
      fractions.append(fraction)
    }
    #expect(fractions.contains { abs($0 - 0.5) < 0.1 }, "\(trace): \(fractions)")
    // The last frame with Detail on screen is within a frame's share of the cell.
    let last = try #require(frames.last)
    #expect(
      abs(last.minX - cell.minX) < 3 && abs(last.minY - cell.minY) < 3 && abs(last.width - cell.width) < 3,
      "\(trace): Detail's last frame \(last), the cell \(cell)")
  }
}
