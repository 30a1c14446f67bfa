import Foundation
import GlideAnimation
import GlideInput
import GlideRender
import GlideScenarioTestSupport
import GlideSimulation
import GlideTestSupport
import Testing

/// The navigation bar's title transition as a person sees it in an edge-swipe pop: General's inline title
/// fades out of the bar's middle while Settings' large title fades in below it, in step with the slide.
@Suite("Navigation title transition", .serialized, .builtInScenarios)
struct NavigationTitleTransitionTests {
  /// The darkest green level in a region of `image` (text is dark on the light bar).
  static func darkest(_ image: RenderImage, x: Range<Int>, y: Range<Int>) -> Int {
    var least = 255
    for row in y { for column in x { least = min(least, Int(image[column, row].green)) } }
    return least
  }

  /// The columns in `x` of `image` with a blue pixel in rows `y` (the tint over the light bar: blue at
  /// least 60 levels above red).
  static func blueColumns(_ image: RenderImage, x: Range<Int>, y: Range<Int>) -> [Int] {
    x.filter { column in y.contains { row in Int(image[column, row].blue) - Int(image[column, row].red) > 60 } }
  }

  @Test("Mid-pop the back chevron stays where it was and the back title has moved right toward the title's place")
  func chevronStaysAndBackTitleMoves() throws {
    let reader = try TraceReader.open(Glide.path("traces/edge-back/finish.evemu"))
    let scenario = try Scenario.named("edge-back")
    let replayer = Replayer(scenario: scenario, options: scenario.defaultOptions, device: reader.device)
    let frames = ReplayFrames(replayer: replayer)
    let canvas = try Canvas(offscreenSize: Size(width: 390, height: 844), scale: 1, fonts: RenderTest.fonts)
    var shots: [(percent: Double?, image: RenderImage)] = []
    var failure: (any Error)?
    frames.onFrame = { frame in
      guard failure == nil, shots.count < 2 || (shots.last?.percent ?? 0) < 0.45 else { return }
      do {
        try LayerRenderer().render(replayer.run.scene, at: frame.time, on: canvas)
        shots.append((frame.percent, canvas.image()))
      } catch { failure = error }
    }
    _ = try frames.replay { try reader.next() }
    if let failure { throw failure }
    let first = try #require(shots.first?.image)
    let middle = try #require(shots.first { ($0.percent ?? 0) >= 0.45 }?.image)
    // The bar's band, y 47…91; the chevron's glyph is x 2…26, the back title starts at 27.
    let band = 55..<83
    #expect(!Self.blueColumns(first, x: 2..<26, y: band).isEmpty, "the chevron at the start")
    let chevron = Self.blueColumns(middle, x: 2..<26, y: band)
    #expect((chevron.first ?? 390) < 12, "the chevron mid-pop, in place: \(chevron)")
    let titleAtStart = try #require(Self.blueColumns(first, x: 26..<390, y: band).first)
    let titleHalfway = try #require(Self.blueColumns(middle, x: 26..<390, y: band).first)
    #expect(titleAtStart < 32, "the back title at the start: \(titleAtStart)")
    #expect(titleHalfway > titleAtStart + 30, "the back title mid-pop: \(titleHalfway)")
  }

  @Test("General's title fades out and Settings' large title fades in: darkest pixels at the start, halfway and the end")
  func titlesCrossFade() throws {
    let reader = try TraceReader.open(Glide.path("traces/edge-back/finish.evemu"))
    let scenario = try Scenario.named("edge-back")
    let replayer = Replayer(scenario: scenario, options: scenario.defaultOptions, device: reader.device)
    let frames = ReplayFrames(replayer: replayer)
    let canvas = try Canvas(offscreenSize: Size(width: 390, height: 844), scale: 1, fonts: RenderTest.fonts)
    var shots: [(percent: Double?, image: RenderImage)] = []
    var failure: (any Error)?
    frames.onFrame = { frame in
      guard failure == nil else { return }
      do {
        try LayerRenderer().render(replayer.run.scene, at: frame.time, on: canvas)
        shots.append((frame.percent, canvas.image()))
      } catch { failure = error }
    }
    _ = try frames.replay { try reader.next() }
    if let failure { throw failure }
    let first = try #require(shots.first?.image)
    let last = try #require(shots.last?.image)
    let middle = try #require(shots.first { ($0.percent ?? 0) >= 0.45 }?.image)
    // The inline title's place, the bar's middle (General's "General"), and the large title's, under the
    // bar on the left (Settings' "Settings").
    let inline = (x: 120..<270, y: 52..<82)
    let large = (x: 16..<200, y: 96..<140)
    let titleAtStart = Self.darkest(first, x: inline.x, y: inline.y)
    let titleHalfway = Self.darkest(middle, x: inline.x, y: inline.y)
    let titleAtEnd = Self.darkest(last, x: inline.x, y: inline.y)
    #expect(titleAtStart < 40, "General's title at the start: \(titleAtStart)")
    #expect(titleHalfway > titleAtStart + 40 && titleHalfway < 230, "halfway: \(titleHalfway)")
    #expect(titleAtEnd > 230, "the bar's middle at the end: \(titleAtEnd)")
    let largeHalfway = Self.darkest(middle, x: large.x, y: large.y)
    let largeAtEnd = Self.darkest(last, x: large.x, y: large.y)
    #expect(largeAtEnd < 40, "Settings' large title at the end: \(largeAtEnd)")
    #expect(largeHalfway > largeAtEnd + 40, "halfway: \(largeHalfway)")
  }
}
