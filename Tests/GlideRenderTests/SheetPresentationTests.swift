import Foundation
import GlideAnimation
import GlideInput
import GlideRender
import GlideSimulation
import GlideTestSupport
import Testing

/// spring-present as a page sheet, as a person sees it at the end of the presentation: the sheet a
/// rounded card below the status bar, the screen beneath shrunk back into the dark, dimmed, its top edge
/// showing between the status bar and the sheet.
@Suite("Page sheet", .serialized)
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
}
