import Foundation
import GlideAnimation
import Testing

@testable import GlideRender

/// A layer's `mask`: the layer, its sublayers included, shows at the mask's alpha.
@Suite("Masks")
struct MaskRenderingTests {
  /// A red 100-point square at (0, 0) of a white 100 × 100 canvas with a green sublayer over its top
  /// half, masked by `mask` (set up in the square's coordinates), drawn at 1×.
  static func masked(opacity: Double = 1, at time: Double = 0, _ mask: (AnimationEngine) -> Layer) throws -> (RenderImage, Layer) {
    let engine = AnimationEngine()
    let root = RenderTest.root(engine, size: Size(width: 100, height: 100))
    let layer = Layer(
      engine: engine,
      state: RenderTest.state(frame: Rect(x: 0, y: 0, width: 100, height: 100), colour: RenderTest.red, opacity: opacity))
    layer.addSublayer(Layer(engine: engine, state: RenderTest.state(frame: Rect(x: 0, y: 0, width: 100, height: 50), colour: RenderTest.green)))
    layer.mask = mask(engine)
    root.addSublayer(layer)
    return (try RenderTest.image(root, size: Size(width: 100, height: 100), at: time), layer)
  }

  @Test("An opaque mask over the left half: the layer and its sublayer show there, the white beneath elsewhere")
  func halfMask() throws {
    let (image, _) = try Self.masked { engine in
      Layer(engine: engine, state: RenderTest.state(frame: Rect(x: 0, y: 0, width: 50, height: 100), colour: .black))
    }
    #expect(image[10, 75] == RenderImage.RGB(red: 255, green: 0, blue: 0))
    #expect(image[10, 25] == RenderImage.RGB(red: 0, green: 255, blue: 0))
    #expect(image[75, 75] == RenderImage.RGB(red: 255, green: 255, blue: 255))
    #expect(image[75, 25] == RenderImage.RGB(red: 255, green: 255, blue: 255))
  }

  @Test("Only the mask's alpha counts: a gradient from opaque to clear fades the layer across")
  func gradientMask() throws {
    let (image, _) = try Self.masked { engine in
      let mask = Layer(engine: engine, state: RenderTest.state(frame: Rect(x: 0, y: 0, width: 100, height: 100), colour: .clear))
      mask.gradient = LayerGradient(
        colors: [Color(red: 0, green: 0, blue: 1), Color(red: 0, green: 0, blue: 1, alpha: 0)],
        startPoint: Point(x: 0, y: 0.5), endPoint: Point(x: 1, y: 0.5))
      return mask
    }
    for x in stride(from: 5, to: 100, by: 10) {
      let shown = 1 - (Double(x) + 0.5) / 100
      // Red over white at `shown`: green and blue fall from 255 by that share.
      let expected = 255 * (1 - shown)
      #expect(abs(Double(image[x, 75].green) - expected) <= 2 && image[x, 75].red == 255, "x \(x): \(image[x, 75])")
    }
  }

  @Test("A round mask at half opacity: a disc of the layer at half strength, its area π·50², anti-aliased")
  func roundMaskAndOpacity() throws {
    let (image, _) = try Self.masked(opacity: 0.5) { engine in
      var state = RenderTest.state(frame: Rect(x: 0, y: 0, width: 100, height: 100), colour: .black)
      state.cornerRadius = 50
      return Layer(engine: engine, state: state)
    }
    // Red at half over white: (255, 128, 128) in the lower half of the disc.
    let centre = image[50, 75]
    #expect(centre.red == 255 && abs(Int(centre.green) - 128) <= 1, "\(centre)")
    #expect(image[3, 97] == RenderImage.RGB(red: 255, green: 255, blue: 255))
    // The disc's area from the lower half (red at 128/255: green falls by 128 per covered pixel), within
    // 0.5 %.
    var area = 0.0
    for y in 50..<100 { for x in 0..<100 { area += (255 - Double(image[x, y].green)) / 128 } }
    #expect(abs(area - Double.pi * 2500 / 2) <= Double.pi * 2500 / 2 * 0.005, "lower half disc \(area)")
  }

  @Test("A mask that moves: drawing only what changed gives the pixels of drawing each frame whole")
  func movingMaskIncremental() throws {
    let engine = AnimationEngine()
    let root = RenderTest.root(engine, size: Size(width: 120, height: 100))
    let layer = Layer(engine: engine, state: RenderTest.state(frame: Rect(x: 10, y: 10, width: 100, height: 80), colour: RenderTest.red))
    var maskState = RenderTest.state(frame: Rect(x: 0, y: 0, width: 30, height: 30), colour: .black)
    maskState.cornerRadius = 15
    layer.mask = Layer(engine: engine, state: maskState)
    root.addSublayer(layer)
    layer.mask?.add(
      BasicAnimation(keyPath: .positionX, from: .scalar(15), to: .scalar(85), duration: 1), forKey: "slide")
    let kept = try Canvas(offscreenSize: Size(width: 120, height: 100), scale: 1, fonts: RenderTest.fonts)
    for frame in 0...10 {
      let time = Double(frame) / 10
      try LayerRenderer().render(root, at: time, on: kept)
      let fresh = try Canvas(offscreenSize: Size(width: 120, height: 100), scale: 1, fonts: RenderTest.fonts)
      try LayerRenderer().render(root, at: time, on: fresh)
      #expect(kept.image() == fresh.image(), "frame \(frame)")
    }
  }

  @Test("An opaque upright rectangle as the mask at fractional points lets through exactly the pixels whose centres it covers, no blended edge; the same rectangle at 0.99 alpha is composed through its shape, its edges blended")
  func uprightOpaqueMaskIsAClip() throws {
    func image(alpha: Double) throws -> RenderImage {
      try Self.masked { engine in
        Layer(
          engine: engine,
          state: RenderTest.state(frame: Rect(x: 10.3, y: 55.6, width: 30, height: 20), colour: Color(red: 0, green: 0, blue: 0, alpha: alpha)))
      }.0
    }
    let clipped = try image(alpha: 1)
    // Centres inside x 10.3…40.3, y 55.6…75.6: columns 10…39, rows 56…75.
    for y in 0..<100 {
      for x in 0..<100 {
        let inside = (10...39).contains(x) && (56...75).contains(y)
        let expected = inside ? RenderImage.RGB(red: 255, green: 0, blue: 0) : RenderImage.RGB(red: 255, green: 255, blue: 255)
        if clipped[x, y] != expected { Issue.record("(\(x), \(y)): \(clipped[x, y]), expected \(expected)") }
      }
    }
    let composed = try image(alpha: 0.99)
    let edge = composed[10, 65]  // 70 % covered, at 0.99
    #expect(edge.green > 60 && edge.green < 120, "\(edge)")
  }
}
