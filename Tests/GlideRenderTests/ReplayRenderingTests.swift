import Foundation
import GlideAnimation
import GlideInput
import GlideRender
import GlideReports
import GlideScenarioTestSupport
import GlideScenarios
import GlideSimulation
import GlideTestSupport
import Testing

/// The default replay drawn frame by frame, against the layer tree's own frames.
@Suite("Rendering a replay", .serialized, .builtInScenarios)
struct ReplayRenderingTests {
  /// Replays the default trace with pinch-pop, its screens dressed or `plain` (Home grey, Detail blue:
  /// read by colour), calling `body` at every display frame with the scene.
  static func replayDefault(
    scale: Double = 1, screens: String = "dressed",
    _ body: @escaping (ReplayFrames.Frame, Replayer, Canvas) throws -> Void
  ) throws {
    let reader = try TraceReader.open(Glide.path("traces/default.evemu"))
    var options = Scenario.pinchPop.defaultOptions
    try options.set("screens", to: screens)
    let replayer = Replayer(scenario: .pinchPop, options: options, device: reader.device)
    let frames = ReplayFrames(replayer: replayer)
    let canvas = try Canvas(offscreenSize: Size(width: 390, height: 844), scale: scale, fonts: RenderTest.fonts)
    var failure: (any Error)?
    frames.onFrame = { frame in
      guard failure == nil else { return }
      do { try body(frame, replayer, canvas) } catch { failure = error }
    }
    _ = try frames.replay { try reader.next() }
    if let failure { throw failure }
  }

  @Test("Detail's painted bounding box is its presented frame, within a pixel, as it shrinks (1×)")
  func paintedBoxIsThePresentedFrame() throws {
    let folder = try RenderTest.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var checked = 0
    try Self.replayDefault(screens: "plain") { frame, replayer, canvas in
      guard frame.number % 7 == 3 else { return }
      let scene = replayer.run.scene
      try LayerRenderer().render(scene, at: frame.time, on: canvas)
      let snapshot = ViewTreeSnapshot(window: scene.window, time: frame.time, source: .frame, percent: frame.percent)
      let detail = snapshot.nodes.first { $0.name == "Detail" }
      // Detail's blue (0.25, 0.47, 0.85) → #4078d9.
      let found = try RenderTest.regions(
        canvas.image(), in: folder, name: "frame-\(frame.number).png", colours: ["detail": "#4078d9"],
        regions: [PixelRegion("screen", x: 0, y: 0, width: 390, height: 844)])
      let painted = found["screen"]?["detail"]
      guard let detail, detail.isDrawn, detail.frame.width > 0, detail.frame.height > 0 else {
        #expect(painted?.count == 0, "frame \(frame.number): Detail is not on screen, nothing blue")
        return
      }
      // Edges are anti-aliased: only pixels it wholly covers are its blue, and one under 3 points across
      // may cover none.
      guard detail.frame.width >= 3, detail.frame.height >= 3 else { return }
      let box = try #require(painted?.box, "frame \(frame.number): Detail at \(detail.frame) painted nothing")
      let f = detail.frame
      let edges = [
        (Double(box.minX), max(f.minX, 0)), (Double(box.minY), max(f.minY, 0)),
        (Double(box.maxX + 1), min(f.maxX, 390)), (Double(box.maxY + 1), min(f.maxY, 844)),
      ]
      for (painted, presented) in edges {
        #expect(abs(painted - presented) <= 1, "frame \(frame.number) at \(frame.time) s: painted \(box), presented \(f)")
      }
      checked += 1
    }
    #expect(checked >= 5)
  }

  @Test(
    "Drawing only what changed since the last frame gives the pixels of drawing each frame whole",
    arguments: [
      ("traces/default.evemu", "pinch-pop"), ("traces/edge-back/finish.evemu", "edge-back"),
      ("traces/drop-dismiss/finish.evemu", "drop-dismiss"), ("traces/spring-present/finish.evemu", "spring-present"),
      ("traces/swipe-tabs/finish.evemu", "swipe-tabs"),
    ])
  func incrementalDrawingIsExact(trace: String, scenario name: String) throws {
    let reader = try TraceReader.open(Glide.path(trace))
    let scenario = try Scenario.named(name)
    let replayer = Replayer(scenario: scenario, options: scenario.defaultOptions, device: reader.device)
    let frames = ReplayFrames(replayer: replayer)
    let size = Size(width: 390, height: 844)
    let kept = try Canvas(offscreenSize: size, scale: 1, fonts: RenderTest.fonts)
    var (compared, differing) = (0, [Int]())
    var failure: (any Error)?
    frames.onFrame = { frame in
      do {
        try LayerRenderer().render(replayer.run.scene, at: frame.time, on: kept)
        let fresh = try Canvas(offscreenSize: size, scale: 1, fonts: RenderTest.fonts)
        try LayerRenderer().render(replayer.run.scene, at: frame.time, on: fresh)
        if kept.image() != fresh.image() { differing.append(frame.number) }
        compared += 1
      } catch { failure = error }
    }
    _ = try frames.replay { try reader.next() }
    if let failure { throw failure }
    #expect(compared > 20)
    #expect(differing.isEmpty, "\(trace): frames drawn differently \(differing)")
  }

  @Test("The same replay gives the same pixels and the same PNG bytes")
  func deterministic() throws {
    let folder = try RenderTest.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var runs: [[Data]] = []
    for run in 0..<2 {
      var files: [Data] = []
      try Self.replayDefault(scale: 2) { frame, replayer, canvas in
        guard frame.number % 10 == 5 else { return }
        try LayerRenderer().render(replayer.run.scene, at: frame.time, on: canvas)
        let path = folder.appendingPathComponent("run\(run)-\(frame.number).png").path
        try canvas.image().writePNG(to: path)
        files.append(try Data(contentsOf: URL(fileURLWithPath: path)))
      }
      runs.append(files)
    }
    #expect(runs[0].count == 4)
    #expect(runs[0] == runs[1])
  }
}
