import Foundation
import GlideAnimation
import GlideInput
import GlideRender
import GlideScenarioTestSupport
import GlideSimulation
import GlideTestSupport
import Testing

/// The screens of drop-dismiss, spring-present, flip-card, curl-page, drag-drawer and parallax pass for an
/// iPhone app's (issue 30): in the first and the last frame of each of their traces no single colour
/// covers 85 % of the screen, as it did when every screen was one flat fill with a label.
@Suite("Modal scenarios' screens are not one fill", .serialized, .builtInScenarios)
struct ModalScreensColourTests {
  /// Every trace of the six scenarios, with the scenario it replays in.
  static let traces: [(scenario: String, trace: String)] = [
    "drop-dismiss", "spring-present", "flip-card", "curl-page", "drag-drawer", "parallax",
  ].flatMap { scenario in
    let folder = (try? FileManager.default.contentsOfDirectory(atPath: Glide.path("traces/\(scenario)"))) ?? []
    return folder.filter { $0.hasSuffix(".evemu") }.sorted().map { (scenario, "traces/\(scenario)/\($0)") }
  }

  /// The share of `image`'s pixels in its most common colour, 0…1.
  static func largestShare(_ image: RenderImage) -> Double {
    var counts: [Int: Int] = [:]
    image.pixels.withUnsafeBufferPointer { bytes in
      for i in stride(from: 0, to: bytes.count, by: 3) {
        counts[Int(bytes[i]) << 16 | Int(bytes[i + 1]) << 8 | Int(bytes[i + 2]), default: 0] += 1
      }
    }
    return Double(counts.values.max() ?? 0) / Double(image.pixels.count / 3)
  }

  @Test("There are traces of all six scenarios") func tracesFound() {
    #expect(Set(Self.traces.map(\.scenario)).count == 6, "\(Self.traces)")
  }

  @Test(
    "No colour covers 85 % of the first or the last frame", arguments: Self.traces.map { "\($0.scenario) \($0.trace)" })
  func noFlatFill(run: String) throws {
    let (name, trace) = (String(run.prefix { $0 != " " }), String(run.drop { $0 != " " }.dropFirst()))
    let reader = try TraceReader.open(Glide.path(trace))
    let scenario = try Scenario.named(name)
    let replayer = Replayer(scenario: scenario, options: scenario.defaultOptions, device: reader.device)
    let frames = ReplayFrames(replayer: replayer)
    let canvas = try Canvas(offscreenSize: Size(width: 390, height: 844), scale: 1, fonts: RenderTest.fonts)
    var (shares, last): ([Double], Double?) = ([], nil)
    var failure: (any Error)?
    frames.onFrame = { frame in
      last = frame.time
      guard shares.isEmpty, failure == nil else { return }
      do {
        try LayerRenderer().render(replayer.run.scene, at: frame.time, on: canvas)
        shares.append(Self.largestShare(canvas.image()))
      } catch { failure = error }
    }
    _ = try frames.replay { try reader.next() }
    if let failure { throw failure }
    try LayerRenderer().render(replayer.run.scene, at: try #require(last), on: canvas)
    shares.append(Self.largestShare(canvas.image()))
    #expect(
      shares.count == 2 && shares.allSatisfy { $0 < 0.85 },
      "\(run): the largest colour covers \(shares) of the first and last frames")
  }
}
