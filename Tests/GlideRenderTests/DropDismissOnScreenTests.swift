import Foundation
import GlideAnimation
import GlideInput
import GlideRender
import GlideScenarioTestSupport
import GlideSimulation
import GlideTestSupport
import Testing

/// The drop-dismiss card stays on screen while it swings: the reference's swing about the lower-left
/// corner, with a card sized for it, keeps part of it in view at every frame until it falls (issue 30:
/// a full-screen card pivoting on its top-left corner left the screen empty from 19 % to 65 %). The card
/// is found by its orange button, along its bottom edge from near the pivot, the only systemOrange on
/// screen: while the card stays, the button's half nearer the pivot stays with it.
@Suite("Drop dismiss on screen", .serialized, .builtInScenarios)
struct DropDismissOnScreenTests {
  /// The card's button's colour, systemOrange (255, 149, 0), as drawn.
  static let card: (red: Int, green: Int, blue: Int) = (255, 149, 0)

  /// Pixels of `image` within 3 levels of the card's button's colour.
  static func cardPixels(_ image: RenderImage) -> Int {
    var count = 0
    image.pixels.withUnsafeBufferPointer { bytes in
      for i in stride(from: 0, to: bytes.count, by: 3)
      where abs(Int(bytes[i]) - card.red) <= 3 && abs(Int(bytes[i + 1]) - card.green) <= 3
        && abs(Int(bytes[i + 2]) - card.blue) <= 3
      {
        count += 1
      }
    }
    return count
  }

  @Test(
    "At least a third of the card's button shows in every frame of the swing (before the fall, percent < 0.65)",
    arguments: ["traces/drop-dismiss/finish.evemu", "traces/drop-dismiss/cancel.evemu"])
  func cardStaysOnScreen(trace: String) throws {
    let reader = try TraceReader.open(Glide.path(trace))
    let scenario = try Scenario.named("drop-dismiss")
    let replayer = Replayer(scenario: scenario, options: scenario.defaultOptions, device: reader.device)
    let frames = ReplayFrames(replayer: replayer)
    let canvas = try Canvas(offscreenSize: Size(width: 390, height: 844), scale: 1, fonts: RenderTest.fonts)
    // The button, 176 × 44 points at 1×, less its title and the anti-aliased rim.
    let whole = 176 * 44
    var (checked, least) = (0, (pixels: Int.max, frame: -1, percent: 0.0))
    var failure: (any Error)?
    frames.onFrame = { frame in
      guard failure == nil, let percent = frame.percent, percent < 0.65 else { return }
      do {
        try LayerRenderer().render(replayer.run.scene, at: frame.time, on: canvas)
        let shown = Self.cardPixels(canvas.image())
        if shown < least.pixels { least = (shown, frame.number, percent) }
        checked += 1
      } catch { failure = error }
    }
    _ = try frames.replay { try reader.next() }
    if let failure { throw failure }
    #expect(checked >= 15, "\(trace): \(checked) frames of the swing drawn")
    #expect(
      least.pixels * 3 >= whole,
      "\(trace): frame \(least.frame) at \(least.percent) shows \(least.pixels) of the button's \(whole) pixels")
  }
}
