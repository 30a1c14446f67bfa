import Testing

@testable import GlideAnimation

/// Issue 29: a layer's shape (`CAShapeLayer`'s properties), with Core Animation's defaults, key paths and
/// interpolation (the path point by point when its elements match, else a jump at the midpoint).
@Suite("Layer shape")
struct LayerShapeTests {
  let engine = AnimationEngine()

  func shapeLayer(_ shape: LayerShape = LayerShape()) -> Layer {
    let layer = Layer(engine: engine, name: "shape")
    layer.shape = shape
    return layer
  }

  func triangle(_ a: Point, _ b: Point, _ c: Point) -> BezierPath {
    var path = BezierPath()
    path.move(to: a)
    path.addLine(to: b)
    path.addLine(to: c)
    path.close()
    return path
  }

  @Test("Defaults are Core Animation's: black fill, no stroke, width 1, butt, miter 10, stroke 0…1, non-zero")
  func defaults() {
    let shape = LayerShape()
    #expect(shape.path == nil && shape.fillColor == .black && shape.strokeColor == .clear)
    #expect(shape.lineWidth == 1 && shape.lineCap == .butt && shape.lineJoin == .miter && shape.miterLimit == 10)
    #expect(shape.lineDashPattern == nil && shape.lineDashPhase == 0)
    #expect(shape.strokeStart == 0 && shape.strokeEnd == 1 && shape.fillRule == .nonZero)
    #expect(LayerState().shape == nil)
    let plain = Layer(engine: engine, name: "plain")
    #expect(plain.strokeEnd == 1 && plain.lineWidth == 1 && plain.fillColor == .black && plain.path == nil)
    plain.strokeEnd = 0.5
    #expect(plain.model == LayerState(), "setting a part of an absent shape changes nothing")
  }

  @Test("The key paths are Core Animation's names, of the right kinds, each its own property")
  func keyPaths() {
    let expected: [(String, LayerKeyPath, AnimatableValue.Kind)] = [
      ("path", .path, .path), ("fillColor", .fillColor, .color), ("strokeColor", .strokeColor, .color),
      ("lineWidth", .lineWidth, .scalar), ("lineDashPhase", .lineDashPhase, .scalar),
      ("strokeStart", .strokeStart, .scalar), ("strokeEnd", .strokeEnd, .scalar), ("miterLimit", .miterLimit, .scalar),
    ]
    for (name, keyPath, kind) in expected {
      #expect(LayerKeyPath(rawValue: name) == keyPath)
      #expect(keyPath.kind == kind)
      #expect(keyPath.property == keyPath)
      #expect(LayerKeyPath.all.contains(keyPath))
    }
    for name in ["lineCap", "lineJoin", "lineDashPattern", "fillRule"] {
      #expect(LayerKeyPath(rawValue: name) == nil, "\(name) is not animatable")
    }
  }

  @Test("A linear basic animation of strokeEnd from 0 to 1 reads 0.5 at t = 0.5")
  func strokeEnd() {
    let layer = shapeLayer()
    layer.add(BasicAnimation(keyPath: .strokeEnd, from: .scalar(0), to: .scalar(1), duration: 1))
    engine.advance(to: 0.5)
    #expect(abs(layer.presentation().shape!.strokeEnd - 0.5) < 1e-12)
    #expect(layer.model.shape?.strokeEnd == 1)
  }

  @Test("A linear block animates the colours, widths, phase, stroke start and miter limit")
  func block() {
    let layer = shapeLayer()
    let red = Color(red: 1, green: 0, blue: 0)
    engine.animate(withDuration: 1, options: .curveLinear, animations: {
      layer.fillColor = .white
      layer.strokeColor = red
      layer.lineWidth = 5
      layer.lineDashPhase = 8
      layer.strokeStart = 0.4
      layer.miterLimit = 2
    })
    engine.advance(to: 0.25)
    let shown = layer.presentation().shape!
    #expect(abs(shown.fillColor.red - 0.25) < 1e-12 && abs(shown.fillColor.blue - 0.25) < 1e-12)
    #expect(abs(shown.strokeColor.red - 0.25) < 1e-12 && abs(shown.strokeColor.alpha - 0.25) < 1e-12)
    #expect(abs(shown.lineWidth - 2) < 1e-12 && abs(shown.lineDashPhase - 2) < 1e-12)
    #expect(abs(shown.strokeStart - 0.1) < 1e-12 && abs(shown.miterLimit - 8) < 1e-12)
    engine.advance(to: 1)
    #expect(layer.presentation() == layer.model)
  }

  @Test("Paths of the same elements interpolate point by point, control points included")
  func pathPointWise() {
    var from = triangle(Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 0, y: 10))
    from.addCurve(to: Point(x: 4, y: 4), controlPoint1: Point(x: 0, y: 0), controlPoint2: Point(x: 2, y: 2))
    var to = triangle(Point(x: 10, y: 10), Point(x: 30, y: 10), Point(x: 10, y: 50))
    to.addCurve(to: Point(x: 8, y: 0), controlPoint1: Point(x: 4, y: 4), controlPoint2: Point(x: 6, y: 2))
    let layer = shapeLayer(LayerShape(path: from))
    engine.animate(withDuration: 2, options: .curveLinear, animations: { layer.path = to })
    engine.advance(to: 0.5)
    var expected = triangle(Point(x: 2.5, y: 2.5), Point(x: 15, y: 2.5), Point(x: 2.5, y: 20))
    expected.addCurve(to: Point(x: 5, y: 3), controlPoint1: Point(x: 1, y: 1), controlPoint2: Point(x: 3, y: 2))
    let shown = layer.presentation().shape?.path ?? BezierPath()
    #expect(shown.hasSameElementKinds(as: expected))
    for (a, b) in zip(shown.points, expected.points) { #expect(a.distance(to: b) < 1e-12) }
  }

  @Test("Paths of different elements jump at the midpoint, whatever the timing")
  func pathJump() {
    let from = triangle(Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 0, y: 10))
    var to = BezierPath()
    to.move(to: Point(x: 0, y: 0))
    to.addQuadCurve(to: Point(x: 10, y: 0), controlPoint: Point(x: 5, y: 5))
    to.addLine(to: Point(x: 0, y: 10))
    to.close()
    #expect(!from.hasSameElementKinds(as: to))
    let layer = shapeLayer(LayerShape(path: from))
    layer.add(BasicAnimation(keyPath: .path, from: .path(from), to: .path(to), duration: 1))
    engine.advance(to: 0.49)
    #expect(layer.presentation().shape?.path == from)
    engine.advance(to: 0.5)
    #expect(layer.presentation().shape?.path == to)
    let eased = from.interpolated(to: to, fraction: 0.7)
    #expect(eased == to)
  }

  @Test("A path animation from no path jumps at the midpoint; setting the empty path clears it")
  func pathFromNothing() {
    let layer = shapeLayer()
    let to = triangle(Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 0, y: 10))
    engine.animate(withDuration: 1, options: .curveLinear, animations: { layer.path = to })
    engine.advance(to: 0.25)
    #expect(layer.presentation().shape?.path == nil)
    engine.advance(to: 0.75)
    #expect(layer.presentation().shape?.path == to)
    layer.path = BezierPath()
    #expect(layer.shape?.path == nil)
  }

  @Test("A keyframe animation of a path passes through each path at its key time and blends between")
  func pathKeyframes() {
    let a = triangle(Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 0, y: 10))
    let b = triangle(Point(x: 0, y: 0), Point(x: 20, y: 0), Point(x: 0, y: 20))
    let c = triangle(Point(x: 10, y: 10), Point(x: 20, y: 10), Point(x: 10, y: 20))
    let layer = shapeLayer(LayerShape(path: a))
    layer.add(KeyframeAnimation(keyPath: .path, values: [.path(a), .path(b), .path(c)], duration: 2))
    engine.advance(to: 1)
    #expect(layer.presentation().shape?.path == b)
    engine.advance(to: 1.5)
    let expected = triangle(Point(x: 5, y: 5), Point(x: 20, y: 5), Point(x: 5, y: 20))
    let shown = layer.presentation().shape?.path ?? BezierPath()
    #expect(shown.points.count == expected.points.count)
    for (p, q) in zip(shown.points, expected.points) { #expect(p.distance(to: q) < 1e-12) }
  }

  @Test("The stroke's style changes at once, even inside an animation block")
  func styleIsNotAnimated() {
    let layer = shapeLayer()
    engine.animate(withDuration: 1, animations: {
      layer.shape?.lineCap = .round
      layer.shape?.lineDashPattern = [4, 2]
      layer.shape?.fillRule = .evenOdd
    })
    let shown = layer.presentation().shape
    #expect(shown?.lineCap == .round && shown?.lineDashPattern == [4, 2] && shown?.fillRule == .evenOdd)
  }
}
