import GlideAnimation
import GlideKit
import GlideTransitions

extension Demo {
  /// Two views faded out by one animation block after a 1.0 s delay: `aView` by the outer block (1.0 s,
  /// ease-out), `anotherView` by a block nested in it that overrides the inherited curve and duration
  /// (0.2 s, linear) and repeats, autoreversing, 2.5 times: out, in, out, in, out in 1.0 s, ending on
  /// its new value 0. Beside them, the same nested block with a whole repeat count (2) shows what the
  /// half cycle is for: it ends back at alpha 1 and then snaps to 0.
  public static let nestedBlocks = Demo(
    name: "nested-blocks",
    title: "A nested block with its own curve and duration, repeated 2.5 times with autoreverse (2 snaps back)",
    source: "View Programming Guide for iOS, “Animations”, Nesting Animation Blocks (listing 4-5) and "
      + "Implementing Animations That Reverse Themselves",
    duration: 2.5
  ) { stage in
    let engine = stage.engine
    func square(_ name: String, x: Double, color: SystemColor, caption: String) -> View {
      let view = View(engine: engine, name: name, frame: Rect(x: x, y: 250, width: 100, height: 100))
      view.backgroundColor = color.light
      view.layer.cornerRadius = 12
      stage.view.addSubview(view)
      for (line, text) in [name, caption].enumerated() {
        let label = Label(
          engine: engine, name: "\(name) caption", text: text,
          font: Font(pointSize: line == 0 ? 15 : 12, weight: line == 0 ? .semibold : .regular),
          color: line == 0 ? .black : SystemColor.systemGray.light, alignment: .center,
          origin: Point(x: x - 10, y: 362 + 20 * Double(line)), width: 120)
        stage.view.addSubview(label)
      }
      stage.track(name, view)
      return view
    }
    let aView = square("aView", x: 15, color: .systemBlue, caption: "1.0 s ease-out")
    let anotherView = square("anotherView", x: 145, color: .systemOrange, caption: "0.2 s × 2.5, reversing")
    let wholeCountView = square("wholeCountView", x: 275, color: .systemPurple, caption: "0.2 s × 2: snaps")

    engine.animate(withDuration: 1.0, delay: 1.0, options: .curveEaseOut) {
      aView.alpha = 0

      // A nested animation with a different duration, timing curve and configuration.
      engine.animate(
        withDuration: 0.2, delay: 0,
        options: [.overrideInheritedCurve, .curveLinear, .overrideInheritedDuration, .repeat, .autoreverse]
      ) {
        engine.modifyAnimations(withRepeatCount: 2.5, autoreverses: true) {
          anotherView.alpha = 0
        }
      }

      // The same with a whole number of cycles: it animates back to 1, then jumps to its new value.
      engine.animate(
        withDuration: 0.2, delay: 0,
        options: [.overrideInheritedCurve, .curveLinear, .overrideInheritedDuration, .repeat, .autoreverse]
      ) {
        engine.modifyAnimations(withRepeatCount: 2, autoreverses: true) {
          wholeCountView.alpha = 0
        }
      }
    }
  }
}
