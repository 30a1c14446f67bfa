public import GlideAnimation

/// The standard modal transition: a presented screen slides up from the bottom edge; dismissing slides it
/// back down. Interruptible, like ``SlideAnimator``.
public final class CoverVerticalAnimator: ViewControllerAnimatedTransitioning {
  public let isPresenting: Bool
  /// Seconds.
  public var duration: Double
  public var curve: AnimationCurve

  private var animator: PropertyAnimator?

  public init(presenting: Bool, duration: Double = 0.5, curve: AnimationCurve = .easeInOut) {
    isPresenting = presenting
    self.duration = duration
    self.curve = curve
  }

  public func transitionDuration(using context: TransitionContext?) -> Double { duration }

  /// Animates; a transition made without animation (`isAnimated == false`) puts the views in place and
  /// completes at once.
  public func animateTransition(using context: TransitionContext) {
    guard context.isAnimated else { return ImmediateAnimator().animateTransition(using: context) }
    interruptibleAnimator(using: context)?.startAnimation()
  }

  public func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator? {
    if let animator { return animator }
    let container = context.containerView
    let below = Vector(dx: 0, dy: container.bounds.height)
    let moving: View
    let target: Rect
    if isPresenting {
      guard let toVC = context.viewController(forKey: .to), let toView = context.view(forKey: .to) else { return nil }
      let end = context.finalFrame(for: toVC)
      toView.frame = end.offsetBy(below)
      container.addSubview(toView)
      (moving, target) = (toView, end)
    } else {
      guard let fromVC = context.viewController(forKey: .from), let fromView = context.view(forKey: .from) else { return nil }
      (moving, target) = (fromView, context.initialFrame(for: fromVC).offsetBy(below))
    }
    let animator = PropertyAnimator(duration: duration, curve: curve, engine: container.engine) {
      moving.frame = target
    }
    animator.addCompletion { [reference = context.reference] _ in
      guard let context = reference.context else { return }
      context.completeTransition(!context.transitionWasCancelled)
    }
    self.animator = animator
    return animator
  }

  public func animationEnded(_ transitionCompleted: Bool) {
    animator = nil
  }
}
