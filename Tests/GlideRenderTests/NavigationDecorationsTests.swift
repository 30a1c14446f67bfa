import Foundation
import GlideAnimation
import GlideInput
import GlideRender
import GlideReports
import GlideScenarioTestSupport
import GlideSimulation
import GlideTestSupport
import Testing

/// What UIKit's navigation transition draws between the two screens, seen in the pixels of an edge-swipe
/// pop halfway: the screen beneath dimmed evenly, and a shadow strip darkening toward the top screen's
/// leading edge.
@Suite("Navigation transition decorations", .serialized, .builtInScenarios)
struct NavigationDecorationsTests {
  /// Home's background between its sections (Settings' systemGroupedBackground, #F2F2F7), green
  /// channel as drawn.
  static let home = 242
  /// A row of Home's screen between two of its sections (Mobile Data's and Notifications'), points, where
  /// only the background shows across the screen.
  static let row = 470

  @Test("Halfway through an edge-swipe pop, Home is dimmed evenly and shaded toward Detail's edge")
  func dimmingAndEdgeShadow() throws {
    let reader = try TraceReader.open(Glide.path("traces/edge-back/finish.evemu"))
    let scenario = try Scenario.named("edge-back")
    let replayer = Replayer(scenario: scenario, options: scenario.defaultOptions, device: reader.device)
    let frames = ReplayFrames(replayer: replayer)
    let canvas = try Canvas(offscreenSize: Size(width: 390, height: 844), scale: 1, fonts: RenderTest.fonts)
    var seen: (image: RenderImage, edge: Double, percent: Double)?
    var failure: (any Error)?
    frames.onFrame = { frame in
      guard failure == nil, seen == nil, let percent = frame.percent, percent >= 0.35 else { return }
      do {
        let scene = replayer.run.scene
        let snapshot = ViewTreeSnapshot(window: scene.window, time: frame.time, source: .frame, percent: percent)
        let detail = try #require(snapshot.nodes.first { $0.name == "Detail" })
        try LayerRenderer().render(scene, at: frame.time, on: canvas)
        seen = (canvas.image(), detail.frame.minX, percent)
      } catch { failure = error }
    }
    _ = try frames.replay { try reader.next() }
    if let failure { throw failure }
    let (image, edge, percent) = try #require(seen)
    try #require(edge > 80 && edge < 330, "Detail's edge at \(edge) at \(percent)")
    // The first whole pixel at or right of the edge: pixels left of x show Home alone (a pixel the edge
    // crosses mixes in Detail, whose grouped background is lighter than the shadow).
    let x = Int(edge.rounded(.down))
    let row = Self.row
    func level(_ x: Int) -> Int { Int(image[x, row].green) }
    // Dimmed: darker than Home's own colour, by at most 10 % black, and the same all across Home.
    let dimmed = level(20)
    #expect(dimmed < Self.home - 1 && Double(dimmed) >= Double(Self.home) * 0.9 - 1, "Home at \(dimmed)")
    #expect(abs(level(x - 30) - dimmed) <= 1 && abs(level(x - 14) - dimmed) <= 1)
    // The shadow: darker toward the edge, strictly, across the 12-point strip; 15 % black at the edge.
    let strip = (x - 11...x - 1).map(level)
    #expect(zip(strip, strip.dropFirst()).allSatisfy { $0 >= $1 }, "the strip: \(strip)")
    #expect(dimmed - level(x - 1) >= 20, "the strip: \(strip), Home \(dimmed)")
  }
}
