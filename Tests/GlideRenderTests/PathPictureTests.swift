import Foundation
import GlideAnimation
import Testing

@testable import GlideRender

/// Shape layers' paths kept as pictures from frame to frame: drawn once while they only move by whole
/// pixels, drawn again when they move by less, the pixels the same as drawn afresh either way.
@Suite("Paths kept as pictures")
struct PathPictureTests {
  static let size = Size(width: 100, height: 100)

  /// A ring stroked blue around a red disc, in a layer at `origin`.
  static func scene(_ engine: AnimationEngine, origin: Point) -> (root: Layer, layer: Layer) {
    let root = RenderTest.root(engine, size: size)
    let layer = Layer(
      engine: engine, state: RenderTest.state(frame: Rect(x: origin.x, y: origin.y, width: 40, height: 40), colour: .clear))
    var path = BezierPath()
    path.addArc(withCenter: Point(x: 20, y: 20), radius: 15, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
    path.close()
    layer.shape = LayerShape(path: path, fillColor: RenderTest.red, strokeColor: RenderTest.blue, lineWidth: 3)
    root.addSublayer(layer)
    return (root, layer)
  }

  /// The largest difference of any channel of any pixel.
  static func largestDifference(_ a: RenderImage, _ b: RenderImage) -> Int {
    zip(a.pixels, b.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
  }

  /// The same scene drawn on a canvas of its own, nothing kept.
  static func afresh(at origin: Point) throws -> RenderImage {
    let (root, _) = scene(AnimationEngine(), origin: origin)
    return try RenderTest.image(root, size: size, scale: 2, background: .white)
  }

  @Test("Moved by whole pixels the path is copied, not drawn again; by half a pixel it is drawn again")
  func keptWhileMovedByWholePixels() throws {
    let engine = AnimationEngine()
    let start = Point(x: 10.25, y: 20.5)
    let (root, layer) = Self.scene(engine, origin: start)
    let canvas = try Canvas(offscreenSize: Self.size, scale: 2, fonts: RenderTest.fonts)
    let renderer = LayerRenderer(background: .white)
    try renderer.render(root, at: 0, on: canvas)
    #expect(canvas.pathsRasterised == 1)
    #expect(Self.largestDifference(canvas.image(), try Self.afresh(at: start)) <= 1)

    // 7 and 3 points at 2× are 14 and 6 whole pixels: the kept picture, copied.
    let moved = Point(x: start.x + 7, y: start.y + 3)
    engine.performWithoutAnimation { layer.position = Point(x: moved.x + 20, y: moved.y + 20) }
    try renderer.render(root, at: 0, on: canvas)
    #expect(canvas.pathsRasterised == 1)
    let copied = canvas.image()
    #expect(Self.largestDifference(copied, try Self.afresh(at: moved)) <= 1)
    #expect(copied[Int(moved.x * 2) + 40, Int(moved.y * 2) + 40] == RenderImage.RGB(red: 255, green: 0, blue: 0))

    // A quarter point is half a pixel: drawn again, at its new place within the pixel.
    let nudged = Point(x: moved.x + 0.25, y: moved.y)
    engine.performWithoutAnimation { layer.position = Point(x: nudged.x + 20, y: nudged.y + 20) }
    try renderer.render(root, at: 0, on: canvas)
    #expect(canvas.pathsRasterised == 2)
    #expect(Self.largestDifference(canvas.image(), try Self.afresh(at: nudged)) <= 1)
  }

  @Test("A path reaching past the canvas's edge is drawn each frame, cut at the edge as before")
  func pastTheEdgeIsNotKept() throws {
    let engine = AnimationEngine()
    let origin = Point(x: -12, y: 30)
    let (root, _) = Self.scene(engine, origin: origin)
    let canvas = try Canvas(offscreenSize: Self.size, scale: 2, fonts: RenderTest.fonts)
    try LayerRenderer(background: .white).render(root, at: 0, on: canvas)
    #expect(canvas.pathsRasterised == 0)
    #expect(Self.largestDifference(canvas.image(), try Self.afresh(at: origin)) == 0)
    #expect(canvas.image()[16, 100] == RenderImage.RGB(red: 255, green: 0, blue: 0))
  }

  @Test("A fading path keeps its picture, copied at the fade: its stroke over its fill, then faded as one (group opacity)")
  func fadingPathKeepsItsPicture() throws {
    let engine = AnimationEngine()
    let (root, layer) = Self.scene(engine, origin: Point(x: 10.25, y: 20.5))
    let canvas = try Canvas(offscreenSize: Self.size, scale: 2, fonts: RenderTest.fonts)
    let renderer = LayerRenderer(background: .white)
    try renderer.render(root, at: 0, on: canvas)
    let whole = canvas.image()
    engine.performWithoutAnimation { layer.opacity = 0.5 }
    try renderer.render(root, at: 0, on: canvas)
    #expect(canvas.pathsRasterised == 1)
    let faded = canvas.image()
    // The disc's middle: red at half over white, (255, 128, 128) to a level.
    let middle = faded[Int((10.25 + 20) * 2), Int((20.5 + 20) * 2)]
    #expect(middle.red == 255 && abs(Int(middle.green) - 128) <= 1 && abs(Int(middle.blue) - 128) <= 1, "\(middle)")
    // Every pixel is the whole picture's faded by half over white.
    let worst = zip(whole.pixels, faded.pixels).map { abs((Int($0) + 255) / 2 - Int($1)) }.max() ?? 0
    #expect(worst <= 1)
  }
}
