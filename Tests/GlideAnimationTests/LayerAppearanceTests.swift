import Testing

@testable import GlideAnimation

/// The properties a renderer draws besides geometry: border, corner radius, clipping and text, with
/// Core Animation's defaults and animatability.
@Suite("Layer appearance")
struct LayerAppearanceTests {
  let engine = AnimationEngine()

  private let red = Color(red: 1, green: 0, blue: 0)
  private let blue = Color(red: 0, green: 0, blue: 1)

  @Test("Defaults are Core Animation's: no border (opaque black), square corners, no clipping, no text")
  func defaults() {
    let state = LayerState()
    #expect(state.borderWidth == 0)
    #expect(state.borderColor == .black)
    #expect(state.cornerRadius == 0)
    #expect(state.masksToBounds == false)
    #expect(state.text == nil)
    let text = LayerText("Hi")
    #expect(text.fontSize == 36)
    #expect(text.foregroundColor == .white)
    #expect(text.alignmentMode == .natural)
  }

  @Test("The key paths are Core Animation's names, of the right kinds, each its own property")
  func keyPaths() {
    let expected: [(String, LayerKeyPath, AnimatableValue.Kind)] = [
      ("borderWidth", .borderWidth, .scalar), ("borderColor", .borderColor, .color),
      ("cornerRadius", .cornerRadius, .scalar), ("foregroundColor", .foregroundColor, .color),
    ]
    for (name, keyPath, kind) in expected {
      #expect(LayerKeyPath(rawValue: name) == keyPath)
      #expect(keyPath.kind == kind)
      #expect(keyPath.property == keyPath)
      #expect(LayerKeyPath.all.contains(keyPath))
    }
    #expect(LayerKeyPath(rawValue: "masksToBounds") == nil)
  }

  @Test("A linear block animates border width, border colour and corner radius: a quarter at 0.25 s")
  func blockAnimation() {
    let layer = Layer(engine: engine, name: "card")
    engine.animate(withDuration: 1, options: .curveLinear, animations: {
      layer.borderWidth = 4
      layer.borderColor = red
      layer.cornerRadius = 20
    })
    #expect(layer.model.borderWidth == 4 && layer.model.cornerRadius == 20 && layer.model.borderColor == red)
    engine.advance(to: 0.25)
    let shown = layer.presentation()
    #expect(close(shown.borderWidth, 1))
    #expect(close(shown.cornerRadius, 5))
    // Black to red, component by component: red 0.25, alpha stays 1.
    #expect(close(shown.borderColor.red, 0.25) && shown.borderColor.green == 0 && shown.borderColor.alpha == 1)
    engine.advance(to: 1)
    #expect(layer.presentation() == layer.model)
  }

  @Test("A basic animation of cornerRadius by 8 from 2 shows 6 half-way")
  func basicAnimation() {
    let layer = Layer(engine: engine, state: LayerState(cornerRadius: 2))
    layer.add(BasicAnimation(keyPath: .cornerRadius, by: .scalar(8), duration: 1))
    engine.advance(to: 0.5)
    #expect(close(layer.presentation().cornerRadius, 6))
  }

  @Test("masksToBounds and text change at once inside a block; only the text's colour animates")
  func notAnimatable() {
    let layer = Layer(engine: engine, state: LayerState(text: LayerText("Old", foregroundColor: .black)))
    engine.animate(withDuration: 1, options: .curveLinear, animations: {
      layer.masksToBounds = true
      layer.text?.string = "New"
      layer.foregroundColor = blue
    })
    #expect(layer.animationKeys.count == 1)
    engine.advance(to: 0.5)
    let shown = layer.presentation()
    #expect(shown.masksToBounds)
    #expect(shown.text?.string == "New")
    #expect(shown.text?.foregroundColor == Color(red: 0, green: 0, blue: 0.5))
    #expect(layer.model.text?.foregroundColor == blue)
  }

  @Test("A layer without text reads CATextLayer's white and ignores a new text colour")
  func foregroundColorWithoutText() {
    let layer = Layer(engine: engine)
    #expect(layer.foregroundColor == .white)
    layer.foregroundColor = red
    #expect(layer.text == nil)
    #expect(layer.foregroundColor == .white)
  }

  @Test("Snapshots carry border, corners, clipping and text: on screen now and after updates")
  func snapshots() {
    let root = Layer(engine: engine, name: "root")
    let label = Layer(
      engine: engine, name: "label",
      state: LayerState(masksToBounds: true, text: LayerText("Title", fontSize: 17, alignmentMode: .center)))
    root.addSublayer(label)
    engine.animate(withDuration: 1, options: .curveLinear, animations: {
      label.cornerRadius = 10
      label.borderWidth = 2
    })
    engine.advance(to: 0.5)
    let now = root.snapshot(afterScreenUpdates: false).sublayers[0].state
    let after = root.snapshot(afterScreenUpdates: true).sublayers[0].state
    #expect(close(now.cornerRadius, 5) && close(now.borderWidth, 1))
    #expect(after.cornerRadius == 10 && after.borderWidth == 2)
    for state in [now, after] {
      #expect(state.masksToBounds)
      #expect(state.text == LayerText("Title", fontSize: 17, alignmentMode: .center))
    }
  }
}
