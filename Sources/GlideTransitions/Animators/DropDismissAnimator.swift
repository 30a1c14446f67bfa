public import GlideAnimation

/// The keyframed "drop" dismissal of the iOS 7 reference patterns (design §6): the dismissed card pivots
/// on its lower-left corner, swings clockwise past the low point as if pulled by gravity, and falls away
/// while a cover view (a dimming view over the presenter) fades out.
///
/// One `animateKeyframes` block sets the card's `transform` at these relative times (fractions of
/// ``duration``):
///
/// | relative time | transform set (as written in the reference) | decomposed angle reached |
/// |---|---|---|
/// | 0–0.15 | rotation −1.5π | +0.5π |
/// | 0.15–0.25 | rotation π | π |
/// | 0.25–0.45 | rotation 1.3π | 1.3π (−0.7π) |
/// | 0.45–0.65 | rotation 0.8π | 0.8π |
/// | 0.65–1 | translation (180, 0) concatenated with rotation 0.3π; the cover fades to alpha 0 | 0.3π |
///
/// The keyframes hold *matrices*, interpolated as Core Animation does: taken apart into translation,
/// rotation and scale, the rotation turning the shorter way. A rotation of −1.5π is the same matrix as
/// +0.5π, so the first segment is a quarter turn clockwise (not three quarters anticlockwise), and the
/// motion is one clockwise swing 0 → 0.5π → π → 1.3π, back to 0.8π, and back to 0.3π while falling.
/// That is what the reference code showed on iOS 7, and it is the swing: the literal angles (as
/// `transform.rotation` keyframes) would turn the card a turn and a quarter (−1.5π → π) in the second
/// segment. No segment needs the long way round. With the pivot at the lower-left corner the card's
/// centre hangs straight below it at π − atan(width / height) (0.79π for a 200 × 260 card): the swing to
/// 1.3π passes that low point and the return to 0.8π comes back to it, a pendulum's rhythm.
///
/// "Translation (180, 0) concatenated with a 0.3π rotation" is `translation.concatenating(rotation)`:
/// the translation is turned with the card, so the corner falls 180 points along the direction 0.3π
/// (down and to the right: (105.8, 145.6) points).
///
/// The card pivots on its lower-left corner: the animator sets its layer's anchor point to (0, 1) and its
/// position to that corner, so the frame does not move. A card much larger than half the screen swings
/// off it (a full-screen one is gone from a quarter turn on): present it as a card. At the end (finished or cancelled) it restores
/// the card's anchor point, position and transform; after a cancel (possible only under an interaction
/// controller, whose legacy driver leaves the model at the end values) it also restores the cover's alpha.
/// The completion calls `completeTransition(!context.transitionWasCancelled)`.
public final class DropDismissAnimator: ViewControllerAnimatedTransitioning {
  /// Seconds for the whole swing and fall.
  public var duration: Double
  /// The curve over the whole keyframe animation. `linear` (the default) reaches each keyframe at its
  /// relative time; UIKit's keyframe blocks ease in and out over the whole unless told otherwise, which
  /// bunches the swings toward the middle (pass `.easeInOut` for that).
  public var curve: AnimationCurve
  /// A view to fade to alpha 0 during the fall (a presentation controller's dimming view); nil fades
  /// nothing.
  public var coverView: View?

  /// The transforms the keyframes set, with their relative start times and durations.
  public static let keyframes: [(start: Double, duration: Double, transform: Transform2D)] = [
    (0, 0.15, Transform2D(rotationAngle: -1.5 * Double.pi)),
    (0.15, 0.10, Transform2D(rotationAngle: Double.pi)),
    (0.25, 0.20, Transform2D(rotationAngle: 1.3 * Double.pi)),
    (0.45, 0.20, Transform2D(rotationAngle: 0.8 * Double.pi)),
    (0.65, 0.35, fall),
  ]

  /// The last keyframe: translation (180, 0) then rotation 0.3π.
  public static let fall = Transform2D(translationX: 180, y: 0)
    .concatenating(Transform2D(rotationAngle: 0.3 * Double.pi))

  public init(duration: Double = 1, curve: AnimationCurve = .linear, coverView: View? = nil) {
    self.duration = duration
    self.curve = curve
    self.coverView = coverView
  }

  public func transitionDuration(using context: TransitionContext?) -> Double { duration }

  public func animateTransition(using context: TransitionContext) {
    guard let card = context.view(forKey: .from) else {
      context.completeTransition(!context.transitionWasCancelled)
      return
    }
    let container = context.containerView
    if let toVC = context.viewController(forKey: .to), let toView = context.view(forKey: .to),
      toView.superview !== container
    {
      let frame = context.finalFrame(for: toVC)
      if frame != .zero { toView.frame = frame }
      container.insertSubview(toView, at: 0)
    }
    let saved = Saved(card: card, cover: coverView)
    hang(card)
    let cover = coverView
    container.engine.animateKeyframes(withDuration: duration, options: .curve(curve)) {
      for (index, keyframe) in Self.keyframes.enumerated() {
        container.engine.addKeyframe(
          withRelativeStartTime: keyframe.start, relativeDuration: keyframe.duration
        ) {
          card.transform = keyframe.transform
          // The cover fades while the card falls (the last keyframe).
          if index == Self.keyframes.count - 1 { cover?.alpha = 0 }
        }
      }
    } completion: { [reference = context.reference] _ in
      guard let context = reference.context else { return }
      saved.restore(cancelled: context.transitionWasCancelled)
      context.completeTransition(!context.transitionWasCancelled)
    }
  }

  // MARK: - Internals

  /// Pins `card` at its lower-left corner without moving it.
  private func hang(_ card: View) {
    let corner = Point(x: card.frame.minX, y: card.frame.maxY)
    card.engine.performWithoutAnimation {
      card.layer.anchorPoint = Point(x: 0, y: 1)
      card.layer.position = corner
    }
  }

  /// What the animation changes, to put back.
  private struct Saved {
    let card: View
    let anchorPoint: Point
    let position: Point
    let transform: Transform2D
    let cover: View?
    let coverAlpha: Double

    init(card: View, cover: View?) {
      self.card = card
      anchorPoint = card.layer.anchorPoint
      position = card.layer.position
      transform = card.transform
      self.cover = cover
      coverAlpha = cover?.alpha ?? 1
    }

    func restore(cancelled: Bool) {
      card.engine.performWithoutAnimation {
        card.transform = transform
        card.layer.anchorPoint = anchorPoint
        card.layer.position = position
        if cancelled { cover?.alpha = coverAlpha }
      }
    }
  }
}
