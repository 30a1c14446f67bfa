import Testing

@testable import GlideAnimation

/// Issue 29: a layer's gradient (`CAGradientLayer`'s properties), with Core Animation's defaults, key paths
/// and interpolation (lists element by element when their counts match, else a jump at the midpoint).
@Suite("Layer gradient")
struct LayerGradientTests {
  let engine = AnimationEngine()
  let red = Color(red: 1, green: 0, blue: 0)
  let blue = Color(red: 0, green: 0, blue: 1)

  func gradientLayer(_ gradient: LayerGradient = LayerGradient()) -> Layer {
    let layer = Layer(engine: engine, name: "gradient")
    layer.gradient = gradient
    return layer
  }

  @Test("Defaults are Core Animation's: axial, no colours, even stops, (0.5, 0) to (0.5, 1); none on a layer")
  func defaults() {
    let gradient = LayerGradient()
    #expect(gradient.type == .axial && gradient.colors.isEmpty && gradient.locations == nil)
    #expect(gradient.startPoint == Point(x: 0.5, y: 0) && gradient.endPoint == Point(x: 0.5, y: 1))
    #expect(LayerState().gradient == nil)
    #expect(LayerGradient(colors: [red, .white, blue]).resolvedLocations == [0, 0.5, 1])
    let bounds = Rect(x: 10, y: 20, width: 100, height: 50)
    #expect(gradient.start(in: bounds) == Point(x: 60, y: 20) && gradient.end(in: bounds) == Point(x: 60, y: 70))
  }

  @Test("The key paths are Core Animation's names, of the right kinds, each its own property")
  func keyPaths() {
    let expected: [(String, LayerKeyPath, AnimatableValue.Kind)] = [
      ("colors", .colors, .colors), ("locations", .locations, .scalars), ("startPoint", .startPoint, .point),
      ("endPoint", .endPoint, .point),
    ]
    for (name, keyPath, kind) in expected {
      #expect(LayerKeyPath(rawValue: name) == keyPath)
      #expect(keyPath.kind == kind)
      #expect(keyPath.property == keyPath)
      #expect(LayerKeyPath.all.contains(keyPath))
    }
  }

  @Test("A layer without a gradient reads the defaults and ignores the key paths, staying at the defaults")
  func withoutGradient() {
    let layer = Layer(engine: engine, name: "plain")
    layer.colors = [red]
    layer.startPoint = Point(x: 0, y: 0)
    #expect(layer.gradient == nil && layer.colors.isEmpty && layer.startPoint == LayerGradient.defaultStartPoint)
    #expect(layer.model == LayerState())
  }

  @Test("colors animate colour by colour when the counts match: a quarter of the way at 0.25 s")
  func colorsElementWise() {
    let layer = gradientLayer(LayerGradient(colors: [red, .black]))
    layer.add(
      BasicAnimation(keyPath: .colors, from: .colors([red, .black]), to: .colors([blue, .white]), duration: 1))
    engine.advance(to: 0.25)
    let colors = layer.presentation().gradient?.colors ?? []
    #expect(colors.count == 2)
    #expect(abs(colors[0].red - 0.75) < 1e-12 && abs(colors[0].blue - 0.25) < 1e-12 && colors[0].alpha == 1)
    #expect(abs(colors[1].red - 0.25) < 1e-12 && abs(colors[1].green - 0.25) < 1e-12)
  }

  @Test("colors of different counts jump at the midpoint")
  func colorsJump() {
    let layer = gradientLayer(LayerGradient(colors: [red, blue]))
    engine.animate(withDuration: 1, options: .curveLinear, animations: { layer.colors = [red, .white, blue] })
    engine.advance(to: 0.49)
    #expect(layer.presentation().gradient?.colors == [red, blue])
    engine.advance(to: 0.5)
    #expect(layer.presentation().gradient?.colors == [red, .white, blue])
  }

  @Test("locations animate number by number; nil reads as no stops and jumps to a list at the midpoint")
  func locations() {
    let layer = gradientLayer(LayerGradient(colors: [red, .white, blue], locations: [0, 0.5, 1]))
    engine.animate(withDuration: 1, options: .curveLinear, animations: { layer.locations = [0.2, 0.3, 0.6] })
    engine.advance(to: 0.5)
    let halfway = layer.presentation().gradient?.locations ?? []
    #expect(halfway.count == 3)
    for (value, expected) in zip(halfway, [0.1, 0.4, 0.8]) { #expect(abs(value - expected) < 1e-12) }
    engine.advance(to: 2)
    layer.locations = nil
    #expect(layer.gradient?.locations == nil && layer.locations == nil)
    layer.add(BasicAnimation(keyPath: .locations, to: .scalars([0, 1, 1]), duration: 1))
    engine.advance(to: 2.4)
    #expect(layer.presentation().gradient?.locations == nil)
    engine.advance(to: 2.6)
    #expect(layer.presentation().gradient?.locations == [0, 1, 1])
  }

  @Test("A spring animation of startPoint follows the spring in x and y and overshoots at damping 0.5")
  func springStartPoint() {
    let layer = gradientLayer()
    let spring = Spring(dampingRatio: 0.5, duration: 1)
    layer.add(
      BasicAnimation.spring(
        keyPath: .startPoint, from: .point(Point(x: 0, y: 0)), to: .point(Point(x: 1, y: 0.5)), spring: spring))
    var peak = 0.0
    for step in 1..<100 {
      let t = Double(step) / 100
      engine.advance(to: t)
      let start = layer.presentation().gradient?.startPoint ?? .zero
      let progress = spring.progress(at: t)
      #expect(abs(start.x - progress) < 1e-9 && abs(start.y - 0.5 * progress) < 1e-9, "at \(t)")
      peak = max(peak, start.x)
    }
    #expect(peak > 1.1)
  }

  @Test("Keyframe animations of endPoint and of colors pass through each value and blend between")
  func keyframes() {
    let layer = gradientLayer(LayerGradient(colors: [red, blue]))
    layer.add(
      KeyframeAnimation(
        keyPath: .endPoint, values: [.point(Point(x: 0, y: 0)), .point(Point(x: 1, y: 0)), .point(Point(x: 1, y: 1))],
        keyTimes: [0, 0.5, 1], duration: 2))
    layer.add(
      KeyframeAnimation(
        keyPath: .colors, values: [.colors([red, blue]), .colors([blue, red]), .colors([.white, .white])],
        duration: 2))
    engine.advance(to: 1)
    #expect(layer.presentation().gradient?.endPoint == Point(x: 1, y: 0))
    #expect(layer.presentation().gradient?.colors == [blue, red])
    engine.advance(to: 1.5)
    let shown = layer.presentation().gradient
    #expect(shown?.endPoint == Point(x: 1, y: 0.5))
    #expect(shown?.colors.first.map { abs($0.red - 0.5) < 1e-12 && abs($0.green - 0.5) < 1e-12 } == true)
  }

  @Test("A keyframe track through colour lists of different counts steps halfway between key times")
  func keyframeSteps() {
    let layer = gradientLayer(LayerGradient(colors: [red]))
    layer.add(
      KeyframeAnimation(
        keyPath: .colors, values: [.colors([red]), .colors([red, blue]), .colors([blue])], duration: 2))
    engine.advance(to: 0.4)
    #expect(layer.presentation().gradient?.colors == [red])
    engine.advance(to: 0.6)
    #expect(layer.presentation().gradient?.colors == [red, blue])
    engine.advance(to: 1.6)
    #expect(layer.presentation().gradient?.colors == [blue])
  }
}
