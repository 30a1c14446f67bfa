import GlideAnimation
import GlideKit
import GlideTransitions

extension Demo {
  /// A container that always shows one of two views, `primaryView` or `secondaryView` (the same weather
  /// shown two ways), swapped by `transition(from:to:duration:options:)` in 1.0 s: flipped from the right
  /// while the primary view is showing, from the left back to it; `displayingPrimary` is toggled in the
  /// completion. "Flip" is tapped at 0.5 s and at 2.0 s. The transition turns the from-view's superview,
  /// so the two views sit in a card-sized container of their own and only the card turns.
  public static let flipViews = Demo(
    name: "flip-views",
    title: "A primary and a secondary view swapped by 1 s flips: from the right to the secondary, from the left back",
    source: "View Programming Guide for iOS, “Animations”, Replacing a View with a Different View (listing 4-8)",
    duration: 3.25,
    script: [.tap(at: 0.5, x: 195, y: 666), .tap(at: 2.0, x: 195, y: 666)]
  ) { stage in
    let engine = stage.engine
    let containerView = View(engine: engine, name: "containerView", frame: Rect(x: 45, y: 160, width: 300, height: 400))
    stage.view.addSubview(containerView)
    func side(_ name: String, color: SystemColor, lines: [(String, Double)]) -> View {
      let view = View(engine: engine, name: name, frame: containerView.bounds)
      view.backgroundColor = color.light
      view.layer.cornerRadius = 20
      var y = 40.0
      for (text, size) in lines {
        let font = Font(pointSize: size, weight: size > 30 ? .bold : .semibold)
        view.addSubview(
          Label(
            engine: engine, name: "\(name) \(text)", text: text, font: font, color: .white, alignment: .center,
            origin: Point(x: 0, y: y), width: 300))
        y += font.lineHeight + 12
      }
      return view
    }
    let primaryView = side("primaryView", color: .systemBlue, lines: [("Cupertino", 28), ("22°", 96), ("Sunny", 22)])
    let secondaryView = side(
      "secondaryView", color: .systemOrange,
      lines: [("Cupertino", 22), ("Mon  22° / 14°", 20), ("Tue  24° / 15°", 20), ("Wed  19° / 12°", 20)])
    containerView.addSubview(primaryView)
    stage.track("primaryView", primaryView)
    stage.track("secondaryView", secondaryView)

    var displayingPrimary = true
    let state = Label(
      engine: engine, name: "state", text: "displayingPrimary = true", font: .preferred(.footnote),
      color: SystemColor.systemGray.light, alignment: .center, origin: Point(x: 0, y: 616), width: 390)
    stage.view.addSubview(state)

    stage.addButton("Flip", frame: Rect(x: 135, y: 644, width: 120, height: 44)) {
      View.transition(
        from: displayingPrimary ? primaryView : secondaryView,
        to: displayingPrimary ? secondaryView : primaryView,
        duration: 1.0,
        options: displayingPrimary ? .transitionFlipFromRight : .transitionFlipFromLeft,
        completion: { finished in
          if finished {
            displayingPrimary = !displayingPrimary
            state.text = "displayingPrimary = \(displayingPrimary)"
          }
        })
    }
  }
}
