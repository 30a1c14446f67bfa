import GlideAnimation
import GlideKit
import GlideTransitions

extension Demo {
  /// A view turned by two linear 1.0 s block animations, to −180° and then (in the first one's
  /// completion) to −359°, and set back to the identity at the end, while a Core Animation animation
  /// turns `manLayer`, a layer of its own at its centre, from 0 to 360° about z in 2.0 s, linear, added
  /// inside the first block (a layer animation keeps its own timing there).
  ///
  /// What the guide expects: the view turns counter-clockwise, the layer clockwise, so the man keeps
  /// still on the screen. What it does, in Core Animation as in Glide: −180° is half a turn either way,
  /// and a block takes a transform the shorter way, which for exactly half a turn is clockwise (+180°):
  /// in the first second the view turns clockwise *with* the layer (the man makes a whole turn on the
  /// screen); in the second the view turns back counter-clockwise from 180° to 1° against the layer, and
  /// the man stands still (within 1°) while the view turns under him.
  public static let viewAndLayer = Demo(
    name: "view-and-layer",
    title: "A view turned to −180° then −359° by blocks while its layer turns 360° the other way (half a turn goes clockwise)",
    source: "View Programming Guide for iOS, “Animations”, Animating View and Layer Changes Together (listing 4-9)",
    duration: 2.5
  ) { stage in
    let engine = stage.engine
    let backingView = View(engine: engine, name: "backingView", frame: Rect(x: 75, y: 252, width: 240, height: 240))
    backingView.backgroundColor = SystemColor.systemBlue.light
    backingView.layer.cornerRadius = 20
    backingView.addSubview(
      Label(
        engine: engine, name: "backingView title", text: "backingView", font: Font(pointSize: 17, weight: .semibold),
        color: .white, alignment: .center, origin: Point(x: 0, y: 14), width: 240))
    stage.view.addSubview(backingView)

    // A custom layer at the centre of the view's bounds, with a man drawn on it.
    let manLayer = Layer(engine: engine, name: "manLayer")
    manLayer.frame = Rect(x: 60, y: 60, width: 120, height: 120)
    manLayer.backgroundColor = SystemColor.systemYellow.light
    manLayer.cornerRadius = 16
    let man = Layer(engine: engine, name: "man")
    man.frame = Rect(x: 10, y: 10, width: 100, height: 100)
    man.shape = LayerShape(path: DemoArt.man, fillColor: .clear, strokeColor: .black, lineWidth: 5, lineCap: .round)
    manLayer.addSublayer(man)
    backingView.layer.addSublayer(manLayer)
    stage.track("backingView", backingView)
    stage.track("manLayer", manLayer)

    engine.animate(
      withDuration: 1.0, delay: 0, options: .curveLinear,
      animations: {
        // Animate the first half of the view rotation.
        backingView.transform = Transform2D(rotationAngle: -180 * .pi / 180)

        // Rotate the embedded layer in the opposite direction.
        var layerAnimation = BasicAnimation(
          keyPath: .transformRotationZ, from: .scalar(0), to: .scalar(360 * .pi / 180), duration: 2.0,
          timingFunction: .linear)
        layerAnimation.byValue = .scalar(180 * .pi / 180)  // ignored beside from and to, as in Core Animation
        manLayer.add(layerAnimation, forKey: "layerAnimation")
      },
      completion: { _ in
        // Now do the second half of the view rotation.
        engine.animate(
          withDuration: 1.0, delay: 0, options: .curveLinear,
          animations: { backingView.transform = Transform2D(rotationAngle: -359 * .pi / 180) },
          completion: { _ in backingView.transform = .identity })
      })
  }
}
