import GlideScenarios
import GlideSimulation
import GlideAnimation
import GlideTransitions

extension Demo {
  /// The "mars" view floating over the stars: two interpolating motion effects in a group move its
  /// centre ±5 points with the device's tilt (`center.x` along the horizontal axis, `center.y` along the
  /// vertical), as UIKit's `UIInterpolatingMotionEffect` does. Without a tilt sensor a drag tilts the
  /// device: 100 points of drag is a full tilt (a viewer offset of 1), and the device stays where the
  /// drag left it. The script tilts it right, then all the way left, then back and down.
  public static let motionEffects = Demo(
    name: "motion-effects",
    title: "The “mars” view moved ±5 points by two motion effects as the device tilts (a drag stands in for the tilt)",
    source: "UIKit's UIInterpolatingMotionEffect and UIMotionEffectGroup (UIKit documentation; the parallax pattern of iOS 7)",
    duration: 3.5,
    script: DemoInput.drag(at: 0.25, from: Point(x: 195, y: 620), by: Vector(dx: 100, dy: 0), duration: 0.5)
      + DemoInput.drag(at: 1.25, from: Point(x: 295, y: 620), by: Vector(dx: -200, dy: 0), duration: 1)
      + DemoInput.drag(at: 2.5, from: Point(x: 95, y: 620), by: Vector(dx: 100, dy: 100), duration: 0.5),
    appearance: .dark
  ) { stage in
    let sky = View(engine: stage.engine, name: "sky", frame: Rect(origin: .zero, size: stage.size))
    ParallaxMarsCard.dressBackground(sky)
    stage.view.addSubview(sky)

    let mars = View(engine: stage.engine, name: "mars", frame: Rect(x: 45, y: 322, width: 300, height: 200))
    mars.backgroundColor = Color(red: 0.98, green: 0.96, blue: 0.9)
    mars.layer.cornerRadius = 16
    ParallaxMarsCard.dressCard(mars)
    stage.view.addSubview(mars)
    stage.track("mars", mars)

    let horizontal = InterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
    horizontal.minimumRelativeValue = .scalar(-5)
    horizontal.maximumRelativeValue = .scalar(5)
    let vertical = InterpolatingMotionEffect(keyPath: "center.y", type: .tiltAlongVerticalAxis)
    vertical.minimumRelativeValue = .scalar(-5)
    vertical.maximumRelativeValue = .scalar(5)
    mars.addMotionEffect(MotionEffectGroup(motionEffects: [horizontal, vertical]))

    // The drag as the tilt: what UIKit's motion manager would hand the effects.
    let motion = DemoMotion(window: stage.scene.window)
    stage.onDrag = { phase, _, translation in motion.drag(phase, by: translation, pointsPerFullTilt: 100) }
  }
}

/// A ``MotionEffectEngine`` tilted by drags: each drag moves the viewer offset on from where the last
/// one left it, `pointsPerFullTilt` of drag for an offset of 1, within −1…1.
final class DemoMotion {
  private var engine: MotionEffectEngine
  /// The offset when the drag under way began.
  private var start = ViewerOffset.zero

  init(window: View) {
    engine = MotionEffectEngine(window: window)
    engine.update(viewerOffset: .zero)
  }

  func drag(_ phase: DemoInput.DragPhase, by translation: Vector, pointsPerFullTilt: Double) {
    if phase == .began { start = engine.viewerOffset }
    func clamped(_ value: Double) -> Double { min(max(value, -1), 1) }
    engine.update(
      viewerOffset: ViewerOffset(
        horizontal: clamped(start.horizontal + translation.dx / pointsPerFullTilt),
        vertical: clamped(start.vertical + translation.dy / pointsPerFullTilt)))
  }
}
