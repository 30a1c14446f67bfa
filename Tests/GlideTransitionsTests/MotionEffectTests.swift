import GlideAnimation
import Testing

@testable import GlideTransitions

/// UIKit's motion effects: interpolating effects' exact values, groups adding up, custom effects, and how
/// the relative values reach the presentation (never the model), composing with animations.
@Suite("Motion effects")
struct MotionEffectTests {
  /// A window with one 100 × 100 view centred at (200, 300).
  private func scene() -> (AnimationEngine, View, View) {
    let engine = AnimationEngine()
    let window = View(engine: engine, name: "window", frame: Rect(x: 0, y: 0, width: 400, height: 800))
    let card = View(engine: engine, name: "card", frame: Rect(x: 150, y: 250, width: 100, height: 100))
    window.addSubview(card)
    return (engine, window, card)
  }

  private func sway(_ keyPath: String, _ type: InterpolatingMotionEffect.EffectType, _ low: Double, _ high: Double)
    -> InterpolatingMotionEffect
  {
    let effect = InterpolatingMotionEffect(keyPath: keyPath, type: type)
    effect.minimumRelativeValue = .scalar(low)
    effect.maximumRelativeValue = .scalar(high)
    return effect
  }

  @Test("The Motion effects article's example (GlideTransitions.docc/Articles/MotionEffects.md), as written there")
  func readmeExample() {
    let scene = Scene()
    let card = View(engine: scene.engine, name: "card", frame: Rect(x: 45, y: 322, width: 300, height: 200))
    scene.window.addSubview(card)

    let sway = InterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
    sway.minimumRelativeValue = .scalar(-20)  // at offset −1
    sway.maximumRelativeValue = .scalar(20)  // at offset +1
    let rise = InterpolatingMotionEffect(keyPath: "center.y", type: .tiltAlongVerticalAxis)
    (rise.minimumRelativeValue, rise.maximumRelativeValue) = (.scalar(-20), .scalar(20))
    card.addMotionEffect(MotionEffectGroup(motionEffects: [sway, rise]))

    var motion = MotionEffectEngine(window: scene.window)
    motion.update(viewerOffset: ViewerOffset(horizontal: 0.5, vertical: -1))  // once per display frame
    #expect(card.presentation.position == Point(x: card.center.x + 10, y: card.center.y - 20))
    #expect(card.center == Point(x: 195, y: 422))
  }

  @Test(
    "An interpolating effect's value is exact at offsets −1, −0.5, 0, 0.5 and 1 on its own axis, whatever the other",
    arguments: [InterpolatingMotionEffect.EffectType.tiltAlongHorizontalAxis, .tiltAlongVerticalAxis])
  func exactValues(type: InterpolatingMotionEffect.EffectType) {
    let effect = sway("center.x", type, -20, 20)
    let expected: [(Double, Double)] = [(-1, -20), (-0.5, -10), (0, 0), (0.5, 10), (1, 20)]
    for (offset, value) in expected {
      for other in [-1.0, 0.3, 1] {
        let viewer =
          type == .tiltAlongHorizontalAxis
          ? ViewerOffset(horizontal: offset, vertical: other) : ViewerOffset(horizontal: other, vertical: offset)
        #expect(effect.keyPathsAndRelativeValues(forViewerOffset: viewer) == ["center.x": .scalar(value)])
      }
    }
    // Uneven ends: the middle is their mean, and the offset is clamped to −1…1.
    let uneven = sway("alpha", type, -0.25, 0.75)
    #expect(uneven.relativeValue(forViewerOffset: .zero) == .scalar(0.25))
    let beyond =
      type == .tiltAlongHorizontalAxis ? ViewerOffset(horizontal: 3, vertical: 0) : ViewerOffset(horizontal: 0, vertical: 3)
    #expect(uneven.relativeValue(forViewerOffset: beyond) == .scalar(0.75))
    // Nothing until both ends are set.
    let open = InterpolatingMotionEffect(keyPath: "center.y", type: type)
    open.maximumRelativeValue = .scalar(5)
    #expect(open.keyPathsAndRelativeValues(forViewerOffset: .zero) == nil)
  }

  @Test("Points interpolate per component: a center effect moves x and y together")
  func pointValues() {
    let effect = InterpolatingMotionEffect(keyPath: "center", type: .tiltAlongVerticalAxis)
    effect.minimumRelativeValue = .point(Point(x: -8, y: 20))
    effect.maximumRelativeValue = .point(Point(x: 8, y: -20))
    #expect(effect.relativeValue(forViewerOffset: ViewerOffset(horizontal: 0, vertical: 0.5)) == .point(Point(x: 4, y: -10)))
  }

  @Test("A group applies the sum of its effects: values for one key path add")
  func groupSum() {
    let group = MotionEffectGroup(motionEffects: [
      sway("center.x", .tiltAlongHorizontalAxis, -20, 20), sway("center.x", .tiltAlongVerticalAxis, -6, 6),
      sway("center.y", .tiltAlongVerticalAxis, 10, -10),
    ])
    let values = group.keyPathsAndRelativeValues(forViewerOffset: ViewerOffset(horizontal: 0.5, vertical: -0.5))
    #expect(values == ["center.x": .scalar(10 - 3), "center.y": .scalar(5)])

    let (_, window, card) = scene()
    card.addMotionEffect(group)
    var motion = MotionEffectEngine(window: window)
    motion.update(viewerOffset: ViewerOffset(horizontal: 0.5, vertical: -0.5))
    #expect(card.presentation.position == Point(x: 207, y: 305))
    #expect(card.center == Point(x: 200, y: 300))
  }

  /// An effect of the app's own making: UIKit's `keyPathsAndRelativeValues(forViewerOffset:)` override.
  final class FadeAndTurn: MotionEffect {
    override func keyPathsAndRelativeValues(forViewerOffset offset: ViewerOffset) -> [String: AnimatableValue]? {
      ["alpha": .scalar(-0.5 * abs(offset.horizontal)), "layer.transform.rotation": .scalar(0.25 * offset.vertical)]
    }
  }

  @Test("A custom effect's dictionary is applied: view and layer key paths, on the presentation only")
  func customEffect() {
    let (_, window, card) = scene()
    card.addMotionEffect(FadeAndTurn())
    var motion = MotionEffectEngine(window: window)
    motion.update(viewerOffset: ViewerOffset(horizontal: -0.5, vertical: 1))
    #expect(card.presentation.opacity == 0.75)
    #expect(abs(card.presentation.affineTransform.decomposition.rotation - 0.25) < 1e-12)
    #expect(card.alpha == 1 && card.transform == .identity)
    #expect(card.motionEffects.count == 1)
  }

  @Test("Effects apply only to views in the window, and follow each update")
  func followsUpdates() {
    let (engine, window, card) = scene()
    let loose = View(engine: engine, name: "loose", frame: Rect(x: 0, y: 0, width: 10, height: 10))
    card.addMotionEffect(sway("center.x", .tiltAlongHorizontalAxis, -20, 20))
    loose.addMotionEffect(sway("center.x", .tiltAlongHorizontalAxis, -20, 20))
    var motion = MotionEffectEngine(window: window)
    #expect(motion.update(viewerOffset: ViewerOffset(horizontal: 1, vertical: 0)) == 1)
    #expect(card.presentation.position.x == 220)
    #expect(loose.presentation.position.x == 5)
    #expect(motion.update(viewerOffset: ViewerOffset(horizontal: 1, vertical: 0.3)) == 0)  // nothing changed
    motion.update(viewerOffset: ViewerOffset(horizontal: -0.5, vertical: 0))
    #expect(card.presentation.position.x == 190)
    #expect(motion.viewerOffset == ViewerOffset(horizontal: -0.5, vertical: 0))
  }

  @Test("Removing an effect removes its contribution at once; the others stay")
  func removal() {
    let (_, window, card) = scene()
    let across = sway("center.x", .tiltAlongHorizontalAxis, -20, 20)
    let down = sway("center.y", .tiltAlongVerticalAxis, -10, 10)
    card.addMotionEffect(across)
    card.addMotionEffect(down)
    card.addMotionEffect(across)  // once only
    #expect(card.motionEffects.count == 2)
    var motion = MotionEffectEngine(window: window)
    motion.update(viewerOffset: ViewerOffset(horizontal: 0.5, vertical: 1))
    #expect(card.presentation.position == Point(x: 210, y: 310))
    card.removeMotionEffect(across)
    #expect(card.presentation.position == Point(x: 200, y: 310))
    card.motionEffects = []
    #expect(card.presentation.position == Point(x: 200, y: 300))
    #expect(card.layer.animation(forKey: View.motionEffectsAnimationKey) == nil)
    #expect(card.center == Point(x: 200, y: 300))
  }

  @Test("A block animation of the same key path runs under the effect: both show, the model holds the block's value")
  func composesWithBlockAnimation() {
    let (engine, window, card) = scene()
    card.addMotionEffect(sway("center.x", .tiltAlongHorizontalAxis, -20, 20))
    var motion = MotionEffectEngine(window: window)
    engine.animate(withDuration: 1, options: .curveLinear, animations: { card.center.x = 300 })
    engine.advance(to: 0.25)
    motion.update(viewerOffset: ViewerOffset(horizontal: 0.5, vertical: 0))
    #expect(card.presentation.position.x == 225 + 10)
    engine.advance(to: 0.5)
    #expect(card.presentation.position.x == 250 + 10)
    #expect(card.center.x == 300)
    engine.advance(to: 2)
    #expect(card.presentation.position.x == 310)
    #expect(card.layer.animationKeys == [View.motionEffectsAnimationKey])
  }

  @Test("A block animation started while the effect is applied starts from beneath it: no jump, both show")
  func blockStartedDuringEffect() {
    let (engine, window, card) = scene()
    card.addMotionEffect(sway("center.x", .tiltAlongHorizontalAxis, -20, 20))
    var motion = MotionEffectEngine(window: window)
    motion.update(viewerOffset: ViewerOffset(horizontal: -1, vertical: 0))
    #expect(card.presentation.position.x == 180)
    engine.animate(withDuration: 1, options: .curveLinear, animations: { card.center.x = 100 })
    // The effect was added first, yet it still applies on top of the block's value.
    #expect(card.presentation.position.x == 180)
    engine.advance(to: 0.5)
    #expect(card.presentation.position.x == 150 - 20)
    #expect(card.layer.animationKeys == ["position", View.motionEffectsAnimationKey])
    // At rest the effect adds nothing, and the view carries no overlay at all.
    motion.update(viewerOffset: ViewerOffset(horizontal: 0, vertical: 0))
    #expect(card.presentation.position.x == 150)
    #expect(card.layer.animationKeys == ["position"])
  }

  @Test("A property animator scrubbed during a tilt starts from beneath the effect too")
  func propertyAnimatorDuringEffect() {
    let (engine, window, card) = scene()
    card.addMotionEffect(sway("center.y", .tiltAlongVerticalAxis, -10, 10))
    var motion = MotionEffectEngine(window: window)
    motion.update(viewerOffset: ViewerOffset(horizontal: 0, vertical: 1))
    let animator = PropertyAnimator(duration: 1, curve: .linear, engine: engine) { card.center.y = 500 }
    animator.fractionComplete = 0
    engine.flush()
    #expect(card.presentation.position.y == 310)
    animator.fractionComplete = 0.5
    engine.flush()
    #expect(card.presentation.position.y == 400 + 10)
    #expect(card.center.y == 500)
  }
}
