import Foundation
import GlideAnimation
import GlideInput
import GlideRender
import GlideScenarioTestSupport
import GlideSimulation
import GlideTestSupport
import Testing

/// spring-present as a page sheet, as a person sees it at the end of the presentation: the sheet a
/// rounded card below the status bar, the screen beneath shrunk back into the dark, dimmed, its top edge
/// showing between the status bar and the sheet.
@Suite("Page sheet", .serialized, .builtInScenarios)
struct SheetPresentationTests {
  @Test("At the end of spring-present the presenter is shrunk, rounded and dimmed behind a rounded sheet")
  func shrunkPresenter() throws {
    let reader = try TraceReader.open(Glide.path("traces/spring-present/finish.evemu"))
    let scenario = try Scenario.named("spring-present")
    let replayer = Replayer(scenario: scenario, options: scenario.defaultOptions, device: reader.device)
    let frames = ReplayFrames(replayer: replayer)
    var last: Double?
    frames.onFrame = { last = $0.time }
    _ = try frames.replay { try reader.next() }
    let time = try #require(last)
    let canvas = try Canvas(offscreenSize: Size(width: 390, height: 844), scale: 1, fonts: RenderTest.fonts)
    try LayerRenderer().render(replayer.run.scene, at: time, on: canvas)
    let image = canvas.image()
    let black = RenderImage.RGB(red: 0, green: 0, blue: 0)
    // Above the shrunk screen (under the status bar) and beside it, the dark behind everything.
    #expect(image[195, 20] == black && image[5, 52] == black && image[385, 52] == black)
    // The screen beneath between the status bar (47) and the sheet (57): the top of Home's lists, their
    // grouped background (242, 242, 247) above the large title, dimmed by 15 % black, inset 16 points at
    // either side.
    let strip = image[195, 52]
    #expect(abs(Int(strip.green) - 206) <= 2, "the presenter's strip: \(strip)")
    #expect(abs(Int(image[20, 52].green) - 206) <= 2)
    // The sheet: the form's grouped background (242, 242, 247) from 57 down, full width (in the margin
    // beside its rows, under its last section, at the bottom), its top corners cut round.
    let sheet = RenderImage.RGB(red: 242, green: 242, blue: 247)
    #expect(image[1, 300] == sheet && image[195, 700] == sheet && image[195, 843] == sheet)
    // Its rows are white cells 16 points in: not the dimmed presenter, nor the sheet's background.
    #expect(image[195, 160] == RenderImage.RGB(red: 255, green: 255, blue: 255))
    #expect(image[0, 57] != sheet && image[389, 57] != sheet, "the sheet's top corners are rounded")
    #expect(image[10, 62] == sheet)
  }

  /// Frames of `trace` drawn at 1× whenever `wanted` says so of a frame's time, with their times and
  /// percents.
  static func shots(
    _ trace: String, wanted: @escaping (Double) -> Bool
  ) throws -> [(time: Double, percent: Double?, image: RenderImage)] {
    let reader = try TraceReader.open(Glide.path(trace))
    let scenario = try Scenario.named("spring-present")
    let replayer = Replayer(scenario: scenario, options: scenario.defaultOptions, device: reader.device)
    let frames = ReplayFrames(replayer: replayer)
    let canvas = try Canvas(offscreenSize: Size(width: 390, height: 844), scale: 1, fonts: RenderTest.fonts)
    var shots: [(time: Double, percent: Double?, image: RenderImage)] = []
    var failure: (any Error)?
    frames.onFrame = { frame in
      guard failure == nil, wanted(frame.time) else { return }
      do {
        try LayerRenderer().render(replayer.run.scene, at: frame.time, on: canvas)
        shots.append((frame.time, frame.percent, canvas.image()))
      } catch { failure = error }
    }
    _ = try frames.replay { try reader.next() }
    if let failure { throw failure }
    return shots
  }

  /// Whether a pixel is the black behind everything (within a level or two).
  static func isBlack(_ pixel: RenderImage.RGB) -> Bool { Int(pixel.red) + Int(pixel.green) + Int(pixel.blue) <= 6 }

  /// The first column of row `y` from the left that is not black: where the screen beneath begins.
  static func leftEdge(_ image: RenderImage, y: Int) -> Int? { (0..<390).first { !isBlack(image[$0, y]) } }

  /// The first row of column `x` from `y` down that is the sheet's background: the sheet's top there.
  static func sheetTop(_ image: RenderImage, x: Int, from y: Int) -> Int? {
    (y..<844).first { image[x, $0] == RenderImage.RGB(red: 242, green: 242, blue: 247) }
  }

  @Test("Mid-dismissal the sheet is lower than presented and the screen beneath less shrunk, the strip above it black")
  func midDismissal() throws {
    // Presented and at rest at 0.9 s; the fingers drag down from 1 s, and by 1.2 s the dismissal is at 0.39.
    let shots = try Self.shots("traces/spring-present/dismiss.evemu") { (0.89...0.91).contains($0) || $0 >= 1.19 }
    let presented = try #require(shots.first { $0.time < 1 })
    let middle = try #require(shots.first { $0.time >= 1.19 })
    let percent = try #require(middle.percent)
    #expect(percent > 0.3 && percent < 0.5, "\(percent)")
    // The sheet: its top at 57 when presented (the margin column meets its background past the rounded
    // corner), 57 + percent · 844 on its way down.
    let top = try #require(Self.sheetTop(presented.image, x: 1, from: 47))
    let lower = try #require(Self.sheetTop(middle.image, x: 1, from: 47))
    #expect(top >= 57 && top <= 64, "presented: \(top)")
    #expect(abs(Double(lower) - (57 + percent * 844)) <= 8, "on its way down: \(lower) at \(percent)")
    // The screen beneath, read along row 52 (just under the status bar): 16 points in when presented,
    // 16 · (1 − percent) points in on the way back, black to its left.
    let inset = try #require(Self.leftEdge(presented.image, y: 52))
    let growing = try #require(Self.leftEdge(middle.image, y: 52))
    #expect(inset >= 16 && inset <= 18, "presented: \(inset)")
    #expect(abs(Double(growing) - 16 * (1 - percent)) <= 1.5, "on the way back: \(growing) at \(percent)")
    #expect(Self.isBlack(middle.image[2, 52]))
    // And the screen beneath is less dimmed: its grouped background at the row's middle lighter than
    // the presented strip's 206.
    #expect(Int(middle.image[195, 52].green) > Int(presented.image[195, 52].green) + 5)
  }

  /// The pixels of `region` of `image` that are ink on `background`: within 60 levels of `ink`.
  static func inkBox(
    _ image: RenderImage, x: Range<Int>, y: Range<Int>, ink: Int
  ) -> (count: Int, box: (x: ClosedRange<Int>, y: ClosedRange<Int>)?) {
    var count = 0
    var (minX, maxX, minY, maxY) = (Int.max, Int.min, Int.max, Int.min)
    for row in y {
      for column in x {
        let pixel = image[column, row]
        let level = (Int(pixel.red) + Int(pixel.green) + Int(pixel.blue)) / 3
        guard abs(level - ink) <= 60 else { continue }
        count += 1
        (minX, maxX, minY, maxY) = (min(minX, column), max(maxX, column), min(minY, row), max(maxY, row))
      }
    }
    return (count, count == 0 ? nil : (minX...maxX, minY...maxY))
  }

  @Test("With the sheet up the status bar is white over the black strip, where the screen's own dark one was")
  func statusBarOverTheBlack() throws {
    let shots = try Self.shots("traces/spring-present/dismiss-cancel.evemu") { $0 < 0.02 || (0.89...0.91).contains($0) || $0 > 1.2 }
    let before = try #require(shots.first?.image)
    let presented = try #require(shots.first { (0.89...0.91).contains($0.time) }?.image)
    let cancelled = try #require(shots.last?.image)
    // The time ("9:41", left of the sensor housing) and the glyphs (cellular, Wi-Fi, battery, right of it).
    let regions = [(x: 20..<110, y: 8..<44), (x: 300..<385, y: 8..<44)]
    for region in regions {
      // Before the sheet: dark ink (label, black) on the light lists.
      let dark = Self.inkBox(before, x: region.x, y: region.y, ink: 0)
      #expect(dark.count > 30, "the screen's own status bar: \(dark.count) dark pixels in \(region)")
      for image in [presented, cancelled] {
        // With the sheet up: white ink on black, nothing else there (no light lists showing through).
        let white = Self.inkBox(image, x: region.x, y: region.y, ink: 255)
        #expect(white.count > 30, "white pixels: \(white.count) in \(region)")
        let black = (region.y.flatMap { row in region.x.map { image[$0, row] } }).filter(Self.isBlack).count
        #expect(black + white.count > region.x.count * region.y.count * 8 / 10, "black around the ink in \(region)")
        // In the same place and at the same size as the screen's own: it did not shrink with the screen.
        let (darkBox, whiteBox) = (try #require(dark.box), try #require(white.box))
        #expect(abs(darkBox.x.lowerBound - whiteBox.x.lowerBound) <= 1 && abs(darkBox.x.upperBound - whiteBox.x.upperBound) <= 1)
        #expect(abs(darkBox.y.lowerBound - whiteBox.y.lowerBound) <= 1 && abs(darkBox.y.upperBound - whiteBox.y.upperBound) <= 1)
      }
    }
  }
}
