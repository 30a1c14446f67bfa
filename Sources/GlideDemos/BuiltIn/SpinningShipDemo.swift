import GlideAnimation
import GlideKit
import GlideTransitions

extension Demo {
  /// A 128-point ship spun a whole turn in 2 s by a basic animation of `transform.rotation` by 2π
  /// (linear: 2π·t / 2 s), added for the key "rotateAnimation" by Start and removed by Stop with
  /// `removeAnimation(forKey:)`: the ship is back unturned at once (its model never turned). The
  /// animation's delegate says how it stopped, as the book logs it: "finished: NO" when Stop removed
  /// it, "finished: YES" when it ran its 2 s. Shown: Start, Stop part-way, Start and let it run out,
  /// Start and Stop again.
  public static let spinningShip = Demo(
    name: "spinning-ship",
    title: "A ship spun by transform.rotation by 2π in 2 s, started and stopped by buttons (removeAnimation(forKey:))",
    source: "iOS Core Animation: Advanced Techniques, ch. 8 “Explicit Animations”, Canceling an Animation (listing 8.15)",
    duration: 6.0,
    script: [
      .tap(at: 0.25, x: 115, y: 582), .tap(at: 1.6, x: 275, y: 582), .tap(at: 2.0, x: 115, y: 582),
      .tap(at: 4.5, x: 115, y: 582), .tap(at: 5.25, x: 275, y: 582),
    ]
  ) { stage in
    let containerView = View(engine: stage.engine, name: "containerView", frame: Rect(x: 45, y: 230, width: 300, height: 300))
    stage.view.addSubview(containerView)
    // The ship, 128 points square, in the middle.
    let shipLayer = Layer(engine: stage.engine, name: "shipLayer")
    shipLayer.frame = Rect(x: 0, y: 0, width: 128, height: 128)
    shipLayer.position = Point(x: 150, y: 150)
    shipLayer.shape = LayerShape(path: DemoArt.ship(side: 128), fillColor: DemoArt.shipGrey, strokeColor: .black, lineWidth: 3)
    containerView.layer.addSublayer(shipLayer)
    stage.track("shipLayer", shipLayer)

    // Where the delegate says how the animation stopped (the book's NSLog).
    let note = Label(
      engine: stage.engine, name: "note", text: "", font: Font(pointSize: 17), color: .black, alignment: .center,
      origin: Point(x: 20, y: 640), width: 350)
    stage.view.addSubview(note)
    let delegate = StopLogger(note: note)

    stage.addButton("Start", frame: Rect(x: 45, y: 560, width: 140, height: 44)) {
      note.text = ""
      // Spin the ship a whole turn.
      var animation = BasicAnimation(keyPath: .transformRotation, by: .scalar(2 * .pi), duration: 2.0)
      animation.delegate = delegate
      shipLayer.add(animation, forKey: "rotateAnimation")
    }
    stage.addButton("Stop", frame: Rect(x: 205, y: 560, width: 140, height: 44)) {
      shipLayer.removeAnimation(forKey: "rotateAnimation")
    }
  }
}

/// The spinning ship's animation delegate: shows whether the animation ran to its end.
private final class StopLogger: AnimationDelegate {
  let note: Label

  init(note: Label) { self.note = note }

  func animationDidStop(_ animation: any Animation, finished: Bool) {
    note.text = "The animation stopped (finished: \(finished ? "YES" : "NO"))"
  }
}
