import Testing

@testable import GlideAnimation

/// Issue 29: a layer's mask (`CALayer.mask`): a layer of its own, outside the sublayers, on its owner's
/// clock, captured with the owner in snapshots so that a renderer reads its presentation.
@Suite("Layer mask")
struct LayerMaskTests {
  let engine = AnimationEngine()

  @Test("A mask is no sublayer: no superlayer, not in sublayers, but inside its owner")
  func ownership() {
    let layer = Layer(engine: engine, name: "card")
    let mask = Layer(engine: engine, name: "mask")
    #expect(layer.mask == nil)
    layer.mask = mask
    #expect(layer.mask === mask && mask.superlayer == nil && layer.sublayers.isEmpty)
    #expect(layer.isAncestor(of: mask) && !mask.isAncestor(of: layer))
    layer.mask = nil
    #expect(layer.mask == nil && !layer.isAncestor(of: mask))
  }

  @Test("A sublayer set as a mask leaves its superlayer; a mask added as a sublayer or removed stops masking")
  func moving() {
    let root = Layer(engine: engine, name: "root")
    let card = Layer(engine: engine, name: "card")
    let shape = Layer(engine: engine, name: "shape")
    root.addSublayer(card)
    root.addSublayer(shape)
    card.mask = shape
    #expect(root.sublayers.map(\.name) == ["card"] && shape.superlayer == nil && card.mask === shape)
    let other = Layer(engine: engine, name: "other")
    other.mask = shape
    #expect(card.mask == nil && other.mask === shape)
    root.addSublayer(shape)
    #expect(other.mask == nil && shape.superlayer === root)
    card.mask = shape
    shape.removeFromSuperlayer()
    #expect(card.mask == nil && shape.superlayer == nil)
  }

  @Test("A layer cannot be masked by itself or by one of its ancestors")
  func noCycles() async {
    await #expect(processExitsWith: .failure) {
      let engine = AnimationEngine()
      let layer = Layer(engine: engine, name: "card")
      layer.mask = layer
    }
    await #expect(processExitsWith: .failure) {
      let engine = AnimationEngine()
      let root = Layer(engine: engine, name: "root")
      let card = Layer(engine: engine, name: "card")
      root.addSublayer(card)
      card.mask = root
    }
    await #expect(processExitsWith: .failure) {
      let engine = AnimationEngine()
      let card = Layer(engine: engine, name: "card")
      let mask = Layer(engine: engine, name: "mask")
      card.mask = mask
      mask.addSublayer(card)
    }
  }

  @Test("The mask runs on its owner's clock: at speed 2 its animation is half way at 0.25 s")
  func clock() {
    let card = Layer(engine: engine, name: "card")
    let mask = Layer(engine: engine, name: "mask")
    card.speed = 2
    card.mask = mask
    mask.add(BasicAnimation(keyPath: .opacity, from: .scalar(0), to: .scalar(1), duration: 1))
    engine.advance(to: 0.25)
    #expect(abs(mask.presentation().opacity - 0.5) < 1e-12)
    card.mask = nil
    #expect(abs(mask.presentation().opacity - 0.25) < 1e-12, "on the engine's clock once unmasked")
  }

  @Test("Snapshots capture the mask's presentation in flight, or its model after screen updates")
  func snapshot() throws {
    let card = Layer(engine: engine, name: "card")
    card.addSublayer(Layer(engine: engine, name: "label"))
    let mask = Layer(engine: engine, name: "mask")
    mask.backgroundColor = .black
    mask.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
    card.mask = mask
    engine.animate(withDuration: 1, options: .curveLinear, animations: {
      mask.bounds = Rect(x: 0, y: 0, width: 50, height: 30)
    })
    engine.advance(to: 0.5)
    let now = card.snapshot(afterScreenUpdates: false)
    let shown = try #require(now.mask)
    #expect(shown.name == "mask" && shown.state.bounds == Rect(x: 0, y: 0, width: 30, height: 20))
    #expect(now.sublayers.map(\.name) == ["label"] && now.sublayers[0].mask == nil)
    #expect(card.snapshot(afterScreenUpdates: true).mask?.state.bounds == Rect(x: 0, y: 0, width: 50, height: 30))
    var copy = now
    copy.mask = nil
    #expect(copy != now && copy.mask == nil)
    #expect(LayerSnapshot(name: "x", state: LayerState()).mask == nil)
  }
}
