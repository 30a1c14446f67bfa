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
    ]
    for (name, keyPath, kind) in expected {
      #expect(LayerKeyPath(rawValue: name) == keyPath)
      #expect(keyPath.kind == kind)
      #expect(keyPath.property == keyPath)
      #expect(LayerKeyPath.all.contains(keyPath))
    }
    #expect(LayerKeyPath(rawValue: "shadowPath") == nil, "not animatable yet")
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

  @Test("shadowPath changes at once, even inside an animation block")
  func shadowPathIsNotAnimated() {
    let layer = Layer(engine: engine, name: "card")
    var path = BezierPath()
    path.move(to: Point(x: 0, y: 0))
    path.addLine(to: Point(x: 20, y: 0))
    path.addLine(to: Point(x: 20, y: 10))
    path.close()
    engine.animate(withDuration: 1, animations: { layer.shadowPath = path })
    #expect(layer.presentation().shadowPath == path)
  }
}
