import Foundation
import GlideAnimation
import Testing

@testable import GlideRender

/// Shape layers (`CAShapeLayer`) as the compositor draws them: paths filled by either rule and stroked,
/// anti-aliased by four samples a pixel, their areas read back.
@Suite("Shape layers")
struct ShapeLayerRenderingTests {
  /// A 100-point square layer holding `shape` on white, drawn at 1× at `time`.
  static func draw(_ shape: LayerShape, at time: Double = 0, animate: ((Layer) -> Void)? = nil) throws -> RenderImage {
    let engine = AnimationEngine()
    let root = RenderTest.root(engine, size: Size(width: 100, height: 100))
    let layer = Layer(engine: engine, state: RenderTest.state(frame: Rect(x: 0, y: 0, width: 100, height: 100), colour: .clear))
    layer.shape = shape
    root.addSublayer(layer)
    animate?(layer)
    return try RenderTest.image(root, size: Size(width: 100, height: 100), at: time)
  }

  /// Red's area over white: what green lacks.
  static func redArea(_ image: RenderImage) -> Double { RenderTest.coverage(image) { 1 - Double($0.green) / 255 } }

  static func circle(_ radius: Double, clockwise: Bool = true) -> BezierPath {
    var path = BezierPath()
    path.addArc(
      withCenter: Point(x: 50, y: 50), radius: radius, startAngle: 0, endAngle: clockwise ? 2 * .pi : -2 * .pi,
      clockwise: clockwise)
    path.close()
    return path
  }

  @Test("A filled circle covers π·r² within 0.5 %, its edge blended")
  func filledCircle() throws {
    let image = try Self.draw(LayerShape(path: Self.circle(40), fillColor: RenderTest.red))
    #expect(abs(Self.redArea(image) - Double.pi * 1600) <= Double.pi * 1600 * 0.005, "\(Self.redArea(image))")
    #expect(image[50, 50] == RenderImage.RGB(red: 255, green: 0, blue: 0))
    let edge = (0..<100).map { image[$0, 30].green }.filter { $0 > 10 && $0 < 245 }
    #expect(!edge.isEmpty, "the circle's edge on row 30 blends")
  }

  @Test("Two circles one inside the other: even-odd leaves a ring, non-zero (same direction) the whole disc")
  func fillRules() throws {
    var both = Self.circle(40)
    for element in Self.circle(20).elements { both.append(element) }
    let ring = try Self.draw(LayerShape(path: both, fillColor: RenderTest.red, fillRule: .evenOdd))
    #expect(ring[50, 50] == RenderImage.RGB(red: 255, green: 255, blue: 255))
    #expect(abs(Self.redArea(ring) - Double.pi * 1200) <= Double.pi * 1200 * 0.01, "\(Self.redArea(ring))")
    let disc = try Self.draw(LayerShape(path: both, fillColor: RenderTest.red, fillRule: .nonZero))
    #expect(disc[50, 50] == RenderImage.RGB(red: 255, green: 0, blue: 0))
    #expect(abs(Self.redArea(disc) - Double.pi * 1600) <= Double.pi * 1600 * 0.005)
  }

  static var line: BezierPath {
    var path = BezierPath()
    path.move(to: Point(x: 10, y: 50))
    path.addLine(to: Point(x: 90, y: 50))
    return path
  }

  @Test("A stroke 10 wide along 80 points covers 800; strokeEnd 0.5, 400; dashes [10, 10], 400")
  func strokes() throws {
    let shape = LayerShape(path: Self.line, fillColor: .clear, strokeColor: RenderTest.red, lineWidth: 10)
    #expect(abs(Self.redArea(try Self.draw(shape)) - 800) <= 2)
    var half = shape
    half.strokeEnd = 0.5
    let halfImage = try Self.draw(half)
    #expect(abs(Self.redArea(halfImage) - 400) <= 2)
    #expect(halfImage[45, 50].green == 0 && halfImage[55, 50].green == 255)
    var dashed = shape
    dashed.lineDashPattern = [10, 10]
    #expect(abs(Self.redArea(try Self.draw(dashed)) - 400) <= 2)
  }

  @Test("strokeEnd animates: a quarter of the way through a linear animation from 0 to 1 the stroke covers 200")
  func animatedStrokeEnd() throws {
    var shape = LayerShape(path: Self.line, fillColor: .clear, strokeColor: RenderTest.red, lineWidth: 10)
    shape.strokeEnd = 1
    let image = try Self.draw(shape, at: 0.25) { layer in
      layer.add(BasicAnimation(keyPath: .strokeEnd, from: .scalar(0), to: .scalar(1), duration: 1), forKey: "draw")
    }
    #expect(abs(Self.redArea(image) - 200) <= 2, "\(Self.redArea(image))")
  }
}
