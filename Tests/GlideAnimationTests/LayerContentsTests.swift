import Testing

@testable import GlideAnimation

/// Issue 29: a layer's contents (an image as premultiplied RGBA pixels), where its gravity draws it in the
/// bounds at its contents scale, and the part `contentsRect` picks.
@Suite("Layer contents")
struct LayerContentsTests {
  let engine = AnimationEngine()
  let bounds = Rect(x: 10, y: 20, width: 100, height: 50)

  @Test("Defaults are Core Animation's: no contents, resize, scale 1, the whole image")
  func defaults() {
    let state = LayerState()
    #expect(state.contents == nil && state.contentsGravity == .resize && state.contentsScale == 1)
    #expect(state.contentsRect == Rect(x: 0, y: 0, width: 1, height: 1) && state.contentsFrame == nil)
    #expect(LayerKeyPath(rawValue: "contentsRect") == .contentsRect && LayerKeyPath.contentsRect.kind == .rect)
    #expect(LayerKeyPath(rawValue: "contents") == .contents && LayerKeyPath(rawValue: "contentsGravity") == nil)
  }

  @Test("An image of one colour holds premultiplied bytes, row by row; its size is in pixels")
  func pixels() {
    let image = LayerContents(width: 3, height: 2, color: Color(red: 1, green: 0.5, blue: 0, alpha: 0.5))
    #expect(image.pixels.count == 24 && image.pixelSize == Size(width: 3, height: 2))
    let p = image.pixel(x: 2, y: 1)
    #expect(p.red == 128 && p.green == 64 && p.blue == 0 && p.alpha == 128)
    var bytes = [UInt8](repeating: 0, count: 16)
    bytes[12...15] = [9, 8, 7, 255]
    let picture = LayerContents(width: 2, height: 2, pixels: bytes)
    #expect(picture.pixel(x: 1, y: 1) == (9, 8, 7, 255) && picture.pixel(x: 1, y: 0) == (0, 0, 0, 0))
    #expect(picture == LayerContents(width: 2, height: 2, pixels: bytes) && picture != image)
  }

  @Test("Each gravity's rectangle for a 40×40-pixel image at scale 2 (20×20 points) in 100×50 bounds at (10, 20)")
  func gravityRects() {
    let size = Size(width: 40, height: 40)
    let expected: [(ContentsGravity, Rect)] = [
      (.center, Rect(x: 50, y: 35, width: 20, height: 20)), (.top, Rect(x: 50, y: 20, width: 20, height: 20)),
      (.bottom, Rect(x: 50, y: 50, width: 20, height: 20)), (.left, Rect(x: 10, y: 35, width: 20, height: 20)),
      (.right, Rect(x: 90, y: 35, width: 20, height: 20)), (.topLeft, Rect(x: 10, y: 20, width: 20, height: 20)),
      (.topRight, Rect(x: 90, y: 20, width: 20, height: 20)),
      (.bottomLeft, Rect(x: 10, y: 50, width: 20, height: 20)),
      (.bottomRight, Rect(x: 90, y: 50, width: 20, height: 20)), (.resize, bounds),
      (.resizeAspect, Rect(x: 35, y: 20, width: 50, height: 50)),
      (.resizeAspectFill, Rect(x: 10, y: -5, width: 100, height: 100)),
    ]
    #expect(expected.map(\.0) == ContentsGravity.allCases)
    for (gravity, rect) in expected {
      let drawn = gravity.rect(forImageOfPixelSize: size, contentsScale: 2, in: bounds)
      #expect(drawn == rect, "\(gravity)")
    }
  }

  @Test("At scale 1 a pixel is a point; the aspect gravities ignore the scale; an empty image fits nowhere")
  func gravityScale() {
    let size = Size(width: 40, height: 40)
    #expect(
      ContentsGravity.center.rect(forImageOfPixelSize: size, in: bounds) == Rect(x: 40, y: 25, width: 40, height: 40))
    #expect(
      ContentsGravity.resizeAspect.rect(forImageOfPixelSize: size, contentsScale: 3, in: bounds)
        == Rect(x: 35, y: 20, width: 50, height: 50))
    let (aspect, top) = (ContentsGravity.resizeAspect, ContentsGravity.top)
    #expect(aspect.rect(forImageOfPixelSize: .zero, in: bounds) == Rect(x: 60, y: 45, width: 0, height: 0))
    #expect(top.rect(forImageOfPixelSize: .zero, in: bounds) == Rect(x: 60, y: 20, width: 0, height: 0))
  }

  @Test("contentsFrame places the contentsRect part of the image by the layer's gravity and scale")
  func contentsFrame() {
    var state = LayerState(bounds: bounds)
    state.contents = LayerContents(width: 40, height: 40, color: .white)
    #expect(state.contentsFrame == bounds)
    state.contentsGravity = .topLeft
    state.contentsScale = 2
    #expect(state.contentsFrame == Rect(x: 10, y: 20, width: 20, height: 20))
    state.contentsRect = Rect(x: 0.5, y: 0, width: 0.5, height: 1)
    #expect(state.contentsFrame == Rect(x: 10, y: 20, width: 10, height: 20))
  }

  @Test("contents gravity changes at once inside a block; contents fades in; contentsRect animates as a rectangle")
  func animation() {
    let layer = Layer(engine: engine, name: "image")
    let image = LayerContents(width: 2, height: 2, color: .white)
    engine.animate(withDuration: 1, options: .curveLinear, animations: {
      layer.contents = image
      layer.contentsGravity = .center
      layer.contentsRect = Rect(x: 0.5, y: 0.5, width: 0.5, height: 0.5)
    })
    engine.advance(to: 0.5)
    let shown = layer.presentation()
    #expect(shown.contents == image && shown.contentsGravity == .center)
    #expect(shown.contentsCrossFade == ContentsCrossFade(from: nil, to: image, fraction: 0.5))
    #expect(shown.contentsRect == Rect(x: 0.25, y: 0.25, width: 0.75, height: 0.75))
    #expect(layer.model.contentsRect == Rect(x: 0.5, y: 0.5, width: 0.5, height: 0.5))
  }
}
