import GlideAnimation
import GlideInput
import GlideTransitions

extension Demo {
  /// The seed of the colours ``randomColour`` picks: the book's `arc4random()`, made repeatable, so the
  /// same demo shows the same colours (red, green, blue: three `SplitMix64/nextUnit()` draws a tap).
  public static let randomColourSeed: UInt64 = 18

  /// A layer's background animated to a random colour at each tap of "Change Color" by a basic animation
  /// of `backgroundColor` with Core Animation's default 0.25 s, linear. The book's fix for the colour
  /// snapping back when the animation is removed: the animation starts from what is on screen (the
  /// presentation), the model is set to the new colour, then the animation is added. The fourth tap
  /// comes half-way through the third animation: it goes on from the half-way colour, without a jump.
  public static let randomColour = Demo(
    name: "random-colour",
    title: "A layer's background animated to a random colour at each tap, 0.25 s, the model set so it stays",
    source: "iOS Core Animation: Advanced Techniques, ch. 8 “Explicit Animations”, Property Animations (listings 8.1 and 8.2)",
    duration: 2.75,
    script: [
      .tap(at: 0.25, x: 195, y: 522), .tap(at: 1.0, x: 195, y: 522), .tap(at: 1.75, x: 195, y: 522),
      .tap(at: 1.875, x: 195, y: 522),
    ]
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

    var random = SplitMix64(seed: randomColourSeed)
    stage.addButton("Change Color", frame: Rect(x: 115, y: 500, width: 160, height: 44)) {
      // A random colour.
      let color = Color(red: random.nextUnit(), green: random.nextUnit(), blue: random.nextUnit())
      // From what is on screen now, to the new colour; the model set first so the layer keeps the colour
      // when the animation is removed (a lone layer's change does not animate by itself here, so there
      // are no implicit actions to disable).
      let animation = BasicAnimation(
        keyPath: .backgroundColor, from: .color(colorLayer.presentation().backgroundColor), to: .color(color))
      colorLayer.backgroundColor = color
      colorLayer.add(animation, forKey: nil)
    }
  }
}
