import Foundation
import GlideAnimation
import GlideInput
import GlideRender
import GlideScenarioTestSupport
import GlideScenarios
import GlideSimulation
import GlideTestSupport
import Testing

/// pinch-pop's status bar over the black photo while the fingers hold the pop: it follows the screen
/// beneath in step with the transition, so it is never dark ink on black.
@Suite("The status bar's style in an interactive pop", .serialized, .builtInScenarios)
struct StatusBarStyleTests {
  /// The brightest and darkest luma of the status bar's clock ("9:41", x 30…80, y 14…34 points) at
  /// every display frame of `trace` replayed with pinch-pop, with the transition's percent on screen.
  static func clockInk(_ trace: String) throws -> [(frame: Int, percent: Double?, brightest: Int, background: Int)] {
    let reader = try TraceReader.open(Glide.path(trace))
    let replayer = Replayer(scenario: .pinchPop, options: Scenario.pinchPop.defaultOptions, device: reader.device)
    let frames = ReplayFrames(replayer: replayer)
    let canvas = try Canvas(offscreenSize: Size(width: 390, height: 844), scale: 1, fonts: RenderTest.fonts)
    /// Rec. 601 luma, 0…255.
    func luma(_ p: RenderImage.RGB) -> Int { (30 * Int(p.red) + 59 * Int(p.green) + 11 * Int(p.blue)) / 100 }
    var samples: [(Int, Double?, Int, Int)] = []
    var failure: (any Error)?
    frames.onFrame = { frame in
      guard failure == nil else { return }
      do {
        try LayerRenderer().render(replayer.run.scene, at: frame.time, on: canvas)
        let image = canvas.image()
        let lumas = (14..<34).flatMap { y in (30..<80).map { x in luma(image[x, y]) } }
        samples.append((frame.number, frame.percent, lumas.max() ?? 0, luma(image[200, 30])))
      } catch {
        failure = error
      }
    }
    _ = try frames.replay { try reader.next() }
    if let failure { throw failure }
    return samples
  }

  @Test("A slow pinch that cancels keeps the clock white over the black photo on every frame")
  func slowCancelKeepsTheInkReadable() throws {
    let samples = try Self.clockInk("traces/pinch-pop/cancel-slow.evemu")
    #expect(samples.count > 30)
    for sample in samples where sample.background < 40 {
      // Over black (the photo's screen, its bar at the scroll edge) the clock's ink is white, give or
      // take the anti-aliasing; on a 0.4 s clock from the pop's start it faded to dark ink by frame 39.
      #expect(sample.brightest > 200, "frame \(sample.frame) (percent \(sample.percent ?? -1)): clock's brightest \(sample.brightest) over \(sample.background)")
    }
  }
}
