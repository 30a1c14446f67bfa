import GlideAnimation
import GlideTransitions

extension Demo {
  /// A layer's background cycled blue → red → green → blue by one keyframe animation over 2 s, the
  /// values evenly spaced in time (no key times: 0, ⅓, ⅔, 1), linear between them.
  public static let keyframeColour = Demo(
    name: "keyframe-colour",
    title: "A layer's colour cycled by a keyframe animation: blue, red, green, blue over 2 s",
    source: "iOS Core Animation: Advanced Techniques, ch. 8 “Explicit Animations”, Keyframe Animations (listing 8.5)",
    duration: 2.75,
    script: [.tap(at: 0.25, x: 195, y: 520)]
  ) { stage in
    // A 100-point blue layer in the middle of a 200-point white view, as the book lays it out.
    let layerView = View(engine: stage.engine, name: "layerView", frame: Rect(x: 95, y: 222, width: 200, height: 200))
    layerView.backgroundColor = .white
    layerView.layer.borderWidth = 1
    layerView.layer.borderColor = Color(red: 0.8, green: 0.8, blue: 0.8)
    stage.view.addSubview(layerView)
    let colorLayer = Layer(engine: stage.engine, name: "colorLayer")
    colorLayer.frame = Rect(x: 50, y: 50, width: 100, height: 100)
    colorLayer.backgroundColor = .uiBlue
    layerView.layer.addSublayer(colorLayer)
    stage.track("colorLayer", colorLayer)

    stage.addButton("Change Color", frame: Rect(x: 115, y: 500, width: 160, height: 44)) {
      let animation = KeyframeAnimation(
        keyPath: .backgroundColor, values: [.color(.uiBlue), .color(.uiRed), .color(.uiGreen), .color(.uiBlue)],
        duration: 2.0)
      colorLayer.add(animation, forKey: nil)
    }
  }
}
