import Foundation
import GlideAnimation
import Testing

@testable import GlideRender

/// An upright layer that masks to its bounds cuts what it holds at the pixels whose centres it covers,
/// on whole pixels or not (Core Animation does not smooth an upright layer's edges), without an
/// offscreen group: the cells of a photo grid at fractional places.
@Suite("Upright clips")
struct UprightClipTests {
  @Test("A clip from 10.3 to 50.7 points keeps pixels 10…50 whole and nothing outside, at 1×")
  func clipAtPixelCentres() throws {
    let engine = AnimationEngine()
    let size = Size(width: 80, height: 80)
    let root = RenderTest.root(engine, size: size, colour: RenderTest.blue)
    var cell = RenderTest.state(frame: Rect(x: 10.3, y: 10.3, width: 40.4, height: 40.4), colour: RenderTest.green)
    cell.masksToBounds = true
    let clipped = Layer(engine: engine, state: cell)
    // A red picture larger than the cell, as an aspect-filled photo is.
    clipped.addSublayer(
      Layer(engine: engine, state: RenderTest.state(frame: Rect(x: -20, y: -20, width: 90, height: 90), colour: RenderTest.red)))
    root.addSublayer(clipped)
    let image = try RenderTest.image(root, size: size)
    let red = RenderImage.RGB(red: 255, green: 0, blue: 0)
    let blue = RenderImage.RGB(red: 0, green: 0, blue: 255)
    for i in [10, 30, 50] {
      #expect(image[i, 30] == red && image[30, i] == red, "pixel \(i) inside")
    }
    for i in [9, 51] {
      #expect(image[i, 30] == blue && image[30, i] == blue, "pixel \(i) outside")
    }
    // No group: the frame's list clips with a rectangle.
    let canvas = try Canvas(offscreenSize: size, scale: 1, fonts: RenderTest.fonts)
    try LayerRenderer().render(root, at: 0, on: canvas)
    let kinds = canvas.drawn.map { DisplayListTests.summary($0) } ?? []
    #expect(kinds.contains("push"), "\(kinds)")
    #expect(!kinds.contains { $0.hasPrefix("group") }, "\(kinds)")
  }
}
