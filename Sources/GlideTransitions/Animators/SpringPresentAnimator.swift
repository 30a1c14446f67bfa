public import GlideAnimation

/// The spring presentation of the iOS 7 reference patterns (design §6): the presented screen starts just
/// below the container's bottom edge and springs up to its final frame, with UIKit's
/// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)` (damping ratio 0.8 and
/// initial velocity 1.0 by default).
///
/// How far it overshoots depends on the damping ratio and the distance travelled, hardly on the duration:
/// Glide fits the spring to settle in ``duration`` (`Spring/init(dampingRatio:duration:tolerance:)`),
/// and a normalised velocity of 1 (the whole distance per second) is small beside such a spring's own
/// speed. At ζ 0.8 the peak is 1.52 % of the travel past the final position: 15.6 points for a full-
/// screen modal on a 1024-point-tall container (iPad portrait, the pattern's "about 15 points"), 12.8 on
/// an 844-point one, reached 0.29 s into a 0.5 s animation; the swing back stays under a point. At ζ 0.6
/// or below the screen visibly bounces more than once: ζ 0.6 goes 9.5 % past, comes back 0.9 % short and
/// crosses again; ζ 0.5 goes 16.3 % past, 2.7 % short and 0.4 % past.
///
/// The completion calls `completeTransition(!context.transitionWasCancelled)`; a cancel (possible only
/// under an interaction controller) leaves the view where the model is, at its final frame, and the
/// container takes it away.
public final class SpringPresentAnimator: ViewControllerAnimatedTransitioning {
  /// Seconds until the spring has settled (to 0.1 % of the travel).
  public var duration: Double
  /// ζ: 1 arrives without overshoot; less overshoots, and ≤ 0.6 bounces visibly more than once.
  public var dampingRatio: Double
  /// UIKit's normalised velocity: 1 is the whole distance per second, upward.
  public var initialVelocity: Double

  public init(duration: Double = 0.5, dampingRatio: Double = 0.8, initialVelocity: Double = 1) {
    self.duration = duration
    self.dampingRatio = dampingRatio
    self.initialVelocity = initialVelocity
  }

  public func transitionDuration(using context: TransitionContext?) -> Double { duration }

  public func animateTransition(using context: TransitionContext) {
    guard let toVC = context.viewController(forKey: .to), let toView = context.view(forKey: .to) else {
      context.completeTransition(!context.transitionWasCancelled)
      return
    }
    let container = context.containerView
    let final = context.finalFrame(for: toVC)
    toView.frame = startFrame(final: final, in: container)
    container.addSubview(toView)
    container.engine.animate(
      withDuration: duration, usingSpringWithDamping: dampingRatio, initialSpringVelocity: initialVelocity
    ) {
      toView.frame = final
    } completion: { [reference = context.reference] _ in
      guard let context = reference.context else { return }
      context.completeTransition(!context.transitionWasCancelled)
    }
  }

  /// Where the presented view starts: `final` moved down until its top is at the container's bottom edge.
  public func startFrame(final: Rect, in container: View) -> Rect {
    final.offsetBy(Vector(dx: 0, dy: container.bounds.maxY - final.minY))
  }
}
