import GlideAnimation

@testable import GlideTransitions

// Motion effects in the generated sequences (issue 19): tilts come between the pushes, pops, presentations
// and the interactions that drive them (the pinches and pans of the simulation, as percent updates,
// finishes and cancels), and must leave nothing half done; once everything settles, each card in the
// window shows its model plus its effects' values for the last offset, on the presentation only.

extension TransitionInvariants {
  /// A card on a screen's view, moved by motion effects: a group of two ``InterpolatingMotionEffect``s
  /// (`center.x` −12…12 pt along the horizontal tilt, `center.y` 8…−8 pt along the vertical) and a
  /// custom ``Dimming`` effect.
  final class MotionCard {
    let view: View
    /// The title of the controller whose view holds the card.
    let owner: String
    /// The model's centre and alpha when the card was made: motion effects must never change them.
    let center: Point
    let alpha: Double
    /// Whether a tilt ever moved it on screen (for the statistics).
    var hasMoved = false

    init(on controller: ViewController, engine: AnimationEngine) {
      owner = controller.title
      view = View(engine: engine, name: "card-\(controller.title)", frame: Rect(x: 40, y: 60, width: 120, height: 80))
      (center, alpha) = (view.center, view.alpha)
      let across = InterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
      (across.minimumRelativeValue, across.maximumRelativeValue) = (.scalar(-12), .scalar(12))
      let down = InterpolatingMotionEffect(keyPath: "center.y", type: .tiltAlongVerticalAxis)
      (down.minimumRelativeValue, down.maximumRelativeValue) = (.scalar(8), .scalar(-8))
      view.addMotionEffect(MotionEffectGroup(motionEffects: [across, down]))
      view.addMotionEffect(Dimming())
      controller.view.addSubview(view)
    }

    /// What the effects add at `offset`, worked out from their definitions: (Δx, Δy, Δalpha).
    static func relative(_ offset: ViewerOffset) -> (x: Double, y: Double, alpha: Double) {
      (-12 + 24 * (offset.horizontal + 1) / 2, 8 - 16 * (offset.vertical + 1) / 2, -0.4 * abs(offset.horizontal))
    }
  }

  /// UIKit's `keyPathsAndRelativeValues(forViewerOffset:)` overridden: the card dims by up to 0.4 as the
  /// device tilts sideways, either way.
  final class Dimming: MotionEffect {
    override func keyPathsAndRelativeValues(forViewerOffset offset: ViewerOffset) -> [String: AnimatableValue]? {
      ["alpha": .scalar(-0.4 * abs(offset.horizontal))]
    }
  }
}

extension TransitionInvariants.Harness {
  /// A display frame of the motion effects at `offset`: every screen whose view is loaded gets its card
  /// first (so cards join mid-transition, inside transition containers too), then the engine updates
  /// every view in the window.
  func tilt(_ offset: ViewerOffset) {
    for controller in controllers
    where controller.isViewLoaded && !(controller is NavigationController) && !(controller is TabBarController)
      && !cards.contains(where: { $0.owner == controller.title })
    {
      cards.append(TransitionInvariants.MotionCard(on: controller, engine: engine))
    }
    motion.update(viewerOffset: offset)
    for card in cards where card.view.presentation.position != card.center { card.hasMoved = true }
  }

  /// Whether `view` is in the window's tree.
  func isInWindow(_ view: View) -> Bool {
    var node: View? = view
    while let current = node {
      if current === scene.window { return true }
      node = current.superview
    }
    return false
  }
}

extension TransitionInvariants.Checker {
  /// After settling (and one more display frame): every card keeps its model; a card in the window shows
  /// the model plus its effects' values for the last offset, with no animation but the effects' overlay
  /// (none at all when they add nothing).
  mutating func checkMotion() {
    let h = harness
    let offset = h.motion.viewerOffset
    let relative = TransitionInvariants.MotionCard.relative(offset)
    for card in h.cards {
      let view = card.view
      if view.center != card.center || view.alpha != card.alpha {
        fail("\(view.name)'s model moved to \(view.center), alpha \(view.alpha): motion effects touch the presentation only")
      }
      guard h.isInWindow(view) else { continue }
      let shown = view.presentation
      let expected = Point(x: card.center.x + relative.x, y: card.center.y + relative.y)
      if abs(shown.position.x - expected.x) > 1e-9 || abs(shown.position.y - expected.y) > 1e-9
        || abs(shown.opacity - (card.alpha + relative.alpha)) > 1e-9
      {
        fail(
          "\(view.name) shows at \(shown.position), alpha \(shown.opacity) at viewer offset \(offset); "
            + "expected \(expected), alpha \(card.alpha + relative.alpha)")
      }
      let keys = view.layer.animationKeys
      let moved = relative.x != 0 || relative.y != 0 || relative.alpha != 0
      if keys != (moved ? [View.motionEffectsAnimationKey] : []) {
        fail("\(view.name) carries animations \(keys) after settling at viewer offset \(offset)")
      }
    }
  }
}
