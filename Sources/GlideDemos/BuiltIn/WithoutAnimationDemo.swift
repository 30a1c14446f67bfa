import GlideAnimation
import GlideKit
import GlideTransitions

extension Demo {
  /// Two UIKit calls that do not animate what they touch, tapped at 0.5 s:
  /// - `performWithoutAnimation`: one 1.0 s block moves a square 100 points right and turns it green in
  ///   each of two panels; on the right the move is made inside `performWithoutAnimation`, so that square
  ///   is at its new place at once while its colour still animates, as on the left both do.
  /// - the blank-snapshot trap: a card fades out (alpha → 0, 1.0 s) and is snapshotted in the same
  ///   moment. `snapshotView(afterScreenUpdates: true)` renders it as it will be once the screen has the
  ///   change, alpha 0: a blank snapshot. `afterScreenUpdates: false` takes what is on screen now, the
  ///   card still opaque. Each snapshot is put in a panel of its own beside the fading card.
  public static let withoutAnimation = Demo(
    name: "without-animation",
    title: "performWithoutAnimation inside an animation block, and the blank snapshot after alpha 0",
    source: "UIKit, UIView: performWithoutAnimation(_:) and snapshotView(afterScreenUpdates:)",
    duration: 2.0,
    script: [.tap(at: 0.5, x: 195, y: 662)]
  ) { stage in
    let engine = stage.engine
    func panel(_ title: String, frame: Rect) -> View {
      let panel = View(engine: engine, name: title, frame: frame)
      panel.backgroundColor = SystemColor.systemGray6.light
      panel.layer.cornerRadius = 12
      panel.addSubview(
        Label(
          engine: engine, name: "\(title) title", text: title, font: Font(pointSize: 12, weight: .semibold),
          color: SystemColor.systemGray.light, alignment: .center, origin: Point(x: 0, y: 8), width: frame.width))
      stage.view.addSubview(panel)
      return panel
    }
    func header(_ text: String, y: Double) {
      stage.view.addSubview(
        Label(
          engine: engine, name: text, text: text, font: .preferred(.headline), color: .black,
          origin: Point(x: 20, y: y), width: 350))
    }
    func square(_ name: String, in panel: View, frame: Rect, color: SystemColor) -> View {
      let square = View(engine: engine, name: name, frame: frame)
      square.backgroundColor = color.light
      square.layer.cornerRadius = 10
      panel.addSubview(square)
      stage.track(name, square)
      return square
    }

    header("In one animation block", y: 112)
    let animated = square(
      "animated", in: panel("animate", frame: Rect(x: 16, y: 146, width: 175, height: 150)),
      frame: Rect(x: 12, y: 60, width: 50, height: 50), color: .systemBlue)
    let notAnimated = square(
      "notAnimated", in: panel("performWithoutAnimation", frame: Rect(x: 199, y: 146, width: 175, height: 150)),
      frame: Rect(x: 12, y: 60, width: 50, height: 50), color: .systemBlue)

    let card = square(
      "card", in: panel("card.alpha = 0", frame: Rect(x: 16, y: 360, width: 114, height: 170)),
      frame: Rect(x: 17, y: 50, width: 80, height: 80), color: .systemOrange)
    card.addSubview(
      Label(
        engine: engine, name: "card star", text: "★", font: Font(pointSize: 40), color: .white,
        alignment: .center, origin: Point(x: 0, y: 16), width: 80))
    header("snapshotView(afterScreenUpdates:)", y: 326)
    let afterUpdatesPanel = panel("true", frame: Rect(x: 138, y: 360, width: 114, height: 170))
    let beforeUpdatesPanel = panel("false", frame: Rect(x: 260, y: 360, width: 114, height: 170))

    stage.addButton("Animate", frame: Rect(x: 115, y: 640, width: 160, height: 44)) {
      engine.animate(withDuration: 1.0) {
        animated.center.x += 100
        animated.backgroundColor = SystemColor.systemGreen.light
        engine.performWithoutAnimation { notAnimated.center.x += 100 }
        notAnimated.backgroundColor = SystemColor.systemGreen.light

        card.alpha = 0
      }
      // Snapshots of the card as it fades: after the screen updates (alpha 0) and as it is now.
      for (snapshot, place) in [
        (card.snapshotView(afterScreenUpdates: true), afterUpdatesPanel),
        (card.snapshotView(afterScreenUpdates: false), beforeUpdatesPanel),
      ] {
        snapshot.center = card.center
        place.addSubview(snapshot)
        stage.track(snapshot.name + " (\(place.name))", snapshot)
      }
    }
  }
}
