import Foundation
import GlideAnimation
import GlideInput
import GlideRender
import GlideScenarioTestSupport
import GlideSimulation
import GlideTestSupport
import Testing

/// The navigation, tab and layout scenarios draw screens an iPhone would show (issue 30, "Screens that
/// pass for an iPhone app"), not one flat fill with a label: in the first and the last frame of every
/// shipped trace of theirs, no single colour covers 85 % of the screen.
@Suite("Dressed screens: no flat fills", .serialized, .builtInScenarios)
struct DressedScreensTests {
  /// The most a single colour may cover of a frame.
  static let flatShare = 0.85

  /// Every shipped trace of `scenario` (its folder's, and for pinch-pop the window's default trace),
  /// paths from the repository's root.
  static func traces(of scenario: String) throws -> [String] {
    let folder = "traces/\(scenario)"
    let names = try FileManager.default.contentsOfDirectory(atPath: Glide.path(folder))
      .filter { $0.hasSuffix(".evemu") }.sorted()
    let shipped = names.map { "\(folder)/\($0)" }
    return scenario == "pinch-pop" ? ["traces/default.evemu"] + shipped : shipped
  }

  /// The share of `image`'s pixels the commonest colour covers, and that colour.
  static func largestShare(_ image: RenderImage) -> (share: Double, color: UInt32) {
    var counts: [UInt32: Int] = [:]
    image.pixels.withUnsafeBufferPointer { bytes in
      for i in stride(from: 0, to: bytes.count, by: 3) {
        counts[UInt32(bytes[i]) << 16 | UInt32(bytes[i + 1]) << 8 | UInt32(bytes[i + 2]), default: 0] += 1
      }
    }
    let top = counts.max { $0.value < $1.value } ?? (0, 0)
    return (Double(top.value) / Double(max(image.pixels.count / 3, 1)), top.key)
  }

  /// The first and the last display frame of `trace` replayed through `scenario`, drawn at 1×.
  static func firstAndLast(_ trace: String, scenario name: String) throws -> (RenderImage, RenderImage) {
    let reader = try TraceReader.open(Glide.path(trace))
    let scenario = try Scenario.named(name)
    let replayer = Replayer(scenario: scenario, options: scenario.defaultOptions, device: reader.device)
    let frames = ReplayFrames(replayer: replayer)
    let canvas = try Canvas(offscreenSize: Size(width: 390, height: 844), scale: 1, fonts: RenderTest.fonts)
    var (first, lastTime): (RenderImage?, Double?) = (nil, nil)
    var failure: (any Error)?
    frames.onFrame = { frame in
      lastTime = frame.time
      guard first == nil, failure == nil else { return }
      do {
        try LayerRenderer().render(replayer.run.scene, at: frame.time, on: canvas)
        first = canvas.image()
      } catch { failure = error }
    }
    _ = try frames.replay { try reader.next() }
    if let failure { throw failure }
    try LayerRenderer().render(replayer.run.scene, at: try #require(lastTime), on: canvas)
    return (try #require(first), canvas.image())
  }

  @Test(
    "In the first and last frame of every trace no single colour covers 85 % of the screen",
    arguments: ["pinch-pop", "edge-back", "back-swipe", "swipe-tabs", "pinch-layout"])
  func noFlatFill(scenario: String) throws {
    let traces = try Self.traces(of: scenario)
    #expect(traces.count >= 2, "\(scenario): \(traces)")
    for trace in traces {
      let (first, last) = try Self.firstAndLast(trace, scenario: scenario)
      for (which, image) in [("first", first), ("last", last)] {
        let (share, color) = Self.largestShare(image)
        #expect(
          share < Self.flatShare,
          "\(trace), \(which) frame: #\(String(color, radix: 16)) covers \(Int((share * 100).rounded())) %")
      }
    }
  }
}
