import Testing

@testable import GlideAnimation

/// Issue 29's first layer properties: the shadow, with Core Animation's defaults, key paths and
/// interpolation (colour by component, offset by width and height, opacity and radius as numbers).
@Suite("Layer shadow")
struct LayerShadowTests {
  let engine = AnimationEngine()

  @Test("Defaults are Core Animation's: opaque black, opacity 0, offset (0, −3), radius 3, no path")
  func defaults() {
    let state = LayerState()
    #expect(state.shadowColor == .black)
    #expect(state.shadowOpacity == 0)
    #expect(state.shadowOffset == Size(width: 0, height: -3))
    #expect(state.shadowRadius == 3)
    #expect(state.shadowPath == nil)
    #expect(state == LayerState(), "the defaults keep the state's extras out of line")
  }

  @Test("The key paths are Core Animation's names, of the right kinds, each its own property")
  func keyPaths() {
    let expected: [(String, LayerKeyPath, AnimatableValue.Kind)] = [
      ("shadowColor", .shadowColor, .color), ("shadowOpacity", .shadowOpacity, .scalar),
      ("shadowOffset", .shadowOffset, .size), ("shadowRadius", .shadowRadius, .scalar),
      ("shadowPath", .shadowPath, .path),
    ]
    for (name, keyPath, kind) in expected {
      #expect(LayerKeyPath(rawValue: name) == keyPath)
      #expect(keyPath.kind == kind)
      #expect(keyPath.property == keyPath)
      #expect(LayerKeyPath.all.contains(keyPath))
    }
  }

  @Test("A linear block animates the shadow: a quarter of each change at 0.25 s, the model at once")
  func blockAnimation() {
    let layer = Layer(engine: engine, name: "card")
    let blue = Color(red: 0, green: 0, blue: 1)
    engine.animate(withDuration: 1, options: .curveLinear, animations: {
      layer.shadowOpacity = 0.4
      layer.shadowRadius = 11
      layer.shadowOffset = Size(width: 8, height: 13)
      layer.shadowColor = blue
    })
    #expect(layer.model.shadowOpacity == 0.4 && layer.model.shadowRadius == 11)
    engine.advance(to: 0.25)
    let shown = layer.presentation()
    #expect(abs(shown.shadowOpacity - 0.1) < 1e-9)
    #expect(abs(shown.shadowRadius - 5) < 1e-9)
    #expect(abs(shown.shadowOffset.width - 2) < 1e-9 && abs(shown.shadowOffset.height - 1) < 1e-9)
    #expect(shown.shadowColor.red == 0 && abs(shown.shadowColor.blue - 0.25) < 1e-9 && shown.shadowColor.alpha == 1)
    engine.advance(to: 1)
    #expect(layer.presentation() == layer.model)
  }

  @Test("A keyframe animation of shadowOffset passes through each value at its key time")
  func keyframes() {
    let layer = Layer(engine: engine, name: "card")
    layer.add(
      KeyframeAnimation(
        keyPath: .shadowOffset,
        values: [
          .size(Size(width: 0, height: 0)), .size(Size(width: 10, height: 0)), .size(Size(width: 10, height: 20)),
        ],
        keyTimes: [0, 0.25, 1], duration: 2))
    engine.advance(to: 0.5)
    #expect(layer.presentation().shadowOffset == Size(width: 10, height: 0))
    engine.advance(to: 1.25)
    let halfway = layer.presentation().shadowOffset
    #expect(abs(halfway.width - 10) < 1e-9 && abs(halfway.height - 10) < 1e-9)
  }

  @Test("A spring animation of shadowRadius follows the spring and overshoots at damping 0.5")
  func spring() {
    let layer = Layer(engine: engine, name: "card")
    let spring = Spring(dampingRatio: 0.5, duration: 1)
    layer.add(BasicAnimation.spring(keyPath: .shadowRadius, from: .scalar(0), to: .scalar(10), spring: spring))
    var peak = 0.0
    for step in 1..<100 {
      let t = Double(step) / 100
      engine.advance(to: t)
      let radius = layer.presentation().shadowRadius
      #expect(abs(radius - 10 * spring.progress(at: t)) < 1e-6, "at \(t)")
      peak = max(peak, radius)
    }
    #expect(peak > 11)
  }

  /// A rectangle with rounded corners, each a cubic Bézier (the circle's usual 0.5523 handles): four lines
  /// and four curves, whose points are linear in the rectangle and the radius.
  static func roundedRect(_ rect: Rect, radius r: Double) -> BezierPath {
    let (x0, y0) = (rect.origin.x, rect.origin.y)
    let (x1, y1) = (x0 + rect.size.width, y0 + rect.size.height)
    let k = r * 0.5523
    var path = BezierPath()
    path.move(to: Point(x: x0 + r, y: y0))
    path.addLine(to: Point(x: x1 - r, y: y0))
    path.addCurve(
      to: Point(x: x1, y: y0 + r), controlPoint1: Point(x: x1 - r + k, y: y0), controlPoint2: Point(x: x1, y: y0 + r - k))
    path.addLine(to: Point(x: x1, y: y1 - r))
    path.addCurve(
      to: Point(x: x1 - r, y: y1), controlPoint1: Point(x: x1, y: y1 - r + k), controlPoint2: Point(x: x1 - r + k, y: y1))
    path.addLine(to: Point(x: x0 + r, y: y1))
    path.addCurve(
      to: Point(x: x0, y: y1 - r), controlPoint1: Point(x: x0 + r - k, y: y1), controlPoint2: Point(x: x0, y: y1 - r + k))
    path.addLine(to: Point(x: x0, y: y0 + r))
    path.addCurve(
      to: Point(x: x0 + r, y: y0), controlPoint1: Point(x: x0, y: y0 + r - k), controlPoint2: Point(x: x0 + r - k, y: y0))
    path.close()
    return path
  }

  let small = roundedRect(Rect(x: 0, y: 0, width: 100, height: 60), radius: 8)
  let large = roundedRect(Rect(x: -20, y: 10, width: 180, height: 100), radius: 24)

  static func expectNear(_ shown: BezierPath?, _ expected: BezierPath, _ comment: Comment) {
    let shown = shown ?? BezierPath()
    #expect(shown.hasSameElementKinds(as: expected), comment)
    for (p, q) in zip(shown.points, expected.points) { #expect(p.distance(to: q) < 1e-9, comment) }
  }

  @Test("A basic animation of shadowPath between rounded rectangles moves every point: exact at 25 % and 50 %")
  func shadowPathBasic() {
    let layer = Layer(engine: engine, name: "card")
    layer.shadowPath = small
    layer.add(BasicAnimation(keyPath: .shadowPath, from: .path(small), to: .path(large), duration: 1))
    engine.advance(to: 0.25)
    Self.expectNear(
      layer.presentation().shadowPath, Self.roundedRect(Rect(x: -5, y: 2.5, width: 120, height: 70), radius: 12),
      "at 25 %")
    engine.advance(to: 0.5)
    Self.expectNear(
      layer.presentation().shadowPath, Self.roundedRect(Rect(x: -10, y: 5, width: 140, height: 80), radius: 16),
      "at 50 %")
    #expect(layer.model.shadowPath == small)
  }

  @Test("A linear block animates shadowPath; the model changes at once")
  func shadowPathBlock() {
    let layer = Layer(engine: engine, name: "card")
    layer.shadowPath = small
    engine.animate(withDuration: 2, options: .curveLinear, animations: { layer.shadowPath = large })
    #expect(layer.shadowPath == large)
    engine.advance(to: 1)
    Self.expectNear(
      layer.presentation().shadowPath, Self.roundedRect(Rect(x: -10, y: 5, width: 140, height: 80), radius: 16),
      "halfway")
    engine.advance(to: 2)
    #expect(layer.presentation() == layer.model)
  }

  @Test("A keyframe animation of shadowPath passes through each path at its key time and blends between")
  func shadowPathKeyframes() {
    let layer = Layer(engine: engine, name: "card")
    let middle = Self.roundedRect(Rect(x: 0, y: 0, width: 200, height: 60), radius: 8)
    layer.add(
      KeyframeAnimation(
        keyPath: .shadowPath, values: [.path(small), .path(middle), .path(large)], keyTimes: [0, 0.5, 1],
        duration: 2, calculationMode: .linear))
    engine.advance(to: 0.5)
    Self.expectNear(
      layer.presentation().shadowPath, Self.roundedRect(Rect(x: 0, y: 0, width: 150, height: 60), radius: 8),
      "halfway to the middle path")
    engine.advance(to: 1)
    Self.expectNear(layer.presentation().shadowPath, middle, "at the middle key time")
    engine.advance(to: 1.5)
    Self.expectNear(
      layer.presentation().shadowPath, Self.roundedRect(Rect(x: -10, y: 5, width: 190, height: 80), radius: 16),
      "halfway to the last path")
  }

  @Test("A spring animation of shadowPath follows the spring point by point and overshoots at damping 0.5")
  func shadowPathSpring() {
    let layer = Layer(engine: engine, name: "card")
    let spring = Spring(dampingRatio: 0.5, duration: 1)
    layer.add(BasicAnimation.spring(keyPath: .shadowPath, from: .path(small), to: .path(large), spring: spring))
    var widest = 0.0
    for step in 1..<100 {
      let t = Double(step) / 100
      engine.advance(to: t)
      let shown = layer.presentation().shadowPath ?? BezierPath()
      let expected = small.interpolated(to: large, fraction: spring.progress(at: t))
      #expect(shown.hasSameElementKinds(as: expected))
      for (p, q) in zip(shown.points, expected.points) { #expect(p.distance(to: q) < 1e-6, "at \(t)") }
      widest = max(widest, shown.points[1].x)
    }
    #expect(widest > 160 - 24, "the top edge's right end overshoots the larger path's")
  }

  @Test("shadowPaths of different elements jump at the midpoint; from no path too, and the empty path clears it")
  func shadowPathJump() {
    var triangle = BezierPath()
    triangle.move(to: Point(x: 0, y: 0))
    triangle.addLine(to: Point(x: 20, y: 0))
    triangle.addLine(to: Point(x: 20, y: 10))
    triangle.close()
    #expect(!small.hasSameElementKinds(as: triangle))
    let layer = Layer(engine: engine, name: "card")
    layer.shadowPath = small
    layer.add(BasicAnimation(keyPath: .shadowPath, from: .path(small), to: .path(triangle), duration: 1))
    engine.advance(to: 0.49)
    #expect(layer.presentation().shadowPath == small)
    engine.advance(to: 0.5)
    #expect(layer.presentation().shadowPath == triangle)

    let plain = Layer(engine: engine, name: "plain")
    engine.animate(withDuration: 1, options: .curveLinear, animations: { plain.shadowPath = triangle })
    engine.advance(to: 0.75)
    #expect(plain.presentation().shadowPath == nil, "no path until the midpoint")
    engine.advance(to: 1.25)
    #expect(plain.presentation().shadowPath == triangle)
    plain.shadowPath = BezierPath()
    #expect(plain.shadowPath == nil)
  }
}
