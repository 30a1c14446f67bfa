import Foundation
import GlideAnimation
import GlideRender
import Testing

/// The rendering example of GlideRender's article "Rendering" (GlideRender.docc/Articles/Rendering.md), as written
/// there, and what it draws.
@Suite("README rendering example", .serialized)
struct ReadmeRenderingExampleTests {
  @Test("The card example writes a 400 × 240 PNG with the card's blue in the middle and white at the corners")
  func cardExample() throws {
    let folder = try RenderTest.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("card.png").path

    let engine = AnimationEngine()
    let screen = Layer(engine: engine, state: LayerState(
      position: Point(x: 100, y: 60), bounds: Rect(x: 0, y: 0, width: 200, height: 120), backgroundColor: .white))
    let card = Layer(engine: engine, state: LayerState(
      position: Point(x: 100, y: 60), bounds: Rect(x: 0, y: 0, width: 120, height: 70),
      transform: Transform3D(rotationAngle: 0.2, x: 0, y: 0, z: 1), backgroundColor: Color(red: 0.25, green: 0.47, blue: 0.85),
      borderWidth: 2, cornerRadius: 12, masksToBounds: true, text: LayerText("Glide", fontSize: 17)))
    screen.addSublayer(card)

    let canvas = try Canvas(offscreenSize: Size(width: 200, height: 120), scale: 2, fonts: FontLibrary())
    try LayerRenderer().render(screen, at: engine.currentTime, on: canvas)
    try canvas.image().writePNG(to: path)

    let image = try RenderImage(contentsOfPNG: path)
    #expect(image.width == 400 && image.height == 240)
    #expect(image[200, 150] == RenderImage.RGB(red: 64, green: 120, blue: 217))
    #expect(image[2, 2] == RenderImage.RGB(red: 255, green: 255, blue: 255))
    #expect(image == canvas.image())
  }
}
