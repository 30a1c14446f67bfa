import Testing

@testable import GlideAnimation

/// `snapshotView(afterScreenUpdates:)` read for layer trees: before pending updates (what is on screen)
/// and after them (the model).
@Suite("Layer snapshots")
struct LayerSnapshotTests {
  let engine = AnimationEngine()

  /// "root" at x = 0 with sublayers "back" and "front" (opacity 1), in that order.
  private func tree() -> Layer {
    let root = Layer(engine: engine, name: "root")
    root.addSublayer(Layer(engine: engine, name: "back"))
    root.addSublayer(Layer(engine: engine, name: "front"))
    return root
  }

  @Test("Before screen updates a snapshot shows the animation in flight; after them the model values")
  func duringBlockAnimation() throws {
    let root = tree()
    engine.animate(withDuration: 1, options: .curveLinear, animations: {
      root.position.x = 100
      root.sublayers[1].opacity = 0
    })
    engine.advance(to: 0.25)
    let now = root.snapshot(afterScreenUpdates: false)
    let after = root.snapshot(afterScreenUpdates: true)
    // A quarter of the way: x 25, opacity 0.75; the model already holds 100 and 0.
    #expect(abs(now.state.position.x - 25) < 1e-9)
    #expect(abs(try #require(now.first(named: "front")).state.opacity - 0.75) < 1e-9)
    #expect(after.state.position.x == 100)
    #expect(try #require(after.first(named: "front")).state.opacity == 0)
    #expect(now.sublayers.map(\.name) == ["back", "front"])
    #expect(after.sublayers.map(\.name) == ["back", "front"])
    engine.advance(to: 1)
    #expect(root.snapshot(afterScreenUpdates: false) == root.snapshot(afterScreenUpdates: true))
  }

  @Test("A snapshot is a value: later changes to the layers do not change it")
  func valueSemantics() {
    let root = tree()
    let before = root.snapshot(afterScreenUpdates: false)
    root.position.x = 50
    root.sublayers[0].removeFromSuperlayer()
    #expect(before.state.position.x == 0)
    #expect(before.sublayers.count == 2)
    #expect(root.snapshot(afterScreenUpdates: false).sublayers.map(\.name) == ["front"])
  }

  @Test("An end value held only by a fill mode is on screen but not a model value")
  func heldByFill() {
    let root = tree()
    var animation = BasicAnimation(keyPath: .opacity, from: .scalar(1), to: .scalar(0.2), duration: 0.5)
    animation.timing.fillMode = .forwards
    animation.isRemovedOnCompletion = false
    root.add(animation)
    engine.advance(to: 2)
    #expect(abs(root.snapshot(afterScreenUpdates: false).state.opacity - 0.2) < 1e-12)
    #expect(root.snapshot(afterScreenUpdates: true).state.opacity == 1)
  }

  @Test("Before screen updates a frozen layer's time shows where it is frozen (speed 0, offset 0.3)")
  func frozenLayerTime() throws {
    let root = tree()
    let back = root.sublayers[0]
    back.add(BasicAnimation(keyPath: .positionX, from: .scalar(0), to: .scalar(100), duration: 1))
    back.speed = 0
    back.timeOffset = 0.3
    engine.advance(to: 0.8)
    // Oracle 61's set-up: the frozen subtree shows 30 whatever the engine's time.
    let shown = try #require(root.snapshot(afterScreenUpdates: false).first(named: "back"))
    #expect(abs(shown.state.position.x - 30) < 1e-9)
  }
}
