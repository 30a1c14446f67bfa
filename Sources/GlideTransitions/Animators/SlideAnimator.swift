public import GlideAnimation

/// The standard navigation transition: a push slides the new screen in from the right over the old one,
/// which drifts left by `parallax` of the width; a pop reverses it. It vends an interruptible animator,
/// so a percent-driven interaction scrubs and continues it (and a cancelled pop puts everything back).
public final class SlideAnimator: ViewControllerAnimatedTransitioning {
  public let operation: TransitionOperation
  /// Seconds.
  public var duration: Double
  public var curve: AnimationCurve
  /// How far the covered screen drifts, as a fraction of the width.
  public var parallax: Double

  private var animator: PropertyAnimator?

  public init(operation: TransitionOperation, duration: Double = 0.35, curve: AnimationCurve = .easeInOut, parallax: Double = 0.3) {
    self.operation = operation
    self.duration = duration
    self.curve = curve
    self.parallax = parallax
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
    guard let fromVC = context.viewController(forKey: .from), let toVC = context.viewController(forKey: .to),
      let fromView = context.view(forKey: .from), let toView = context.view(forKey: .to)
    else { return nil }
    let container = context.containerView
    let start = context.initialFrame(for: fromVC)
    let end = context.finalFrame(for: toVC)
    let width = container.bounds.width
    let forward = operation != .pop
    let drift = Vector(dx: (forward ? -1 : 1) * width * parallax, dy: 0)
    if forward {
      toView.frame = end.offsetBy(Vector(dx: width, dy: 0))
      container.addSubview(toView)
    } else {
      toView.frame = end.offsetBy(Vector(dx: -width * parallax, dy: 0))
      container.insertSubview(toView, belowSubview: fromView)
    }
    let animator = PropertyAnimator(duration: duration, curve: curve, engine: container.engine) {
      toView.frame = end
      fromView.frame = forward ? start.offsetBy(drift) : start.offsetBy(Vector(dx: width, dy: 0))
    }
    animator.addCompletion { [reference = context.reference] position in
      guard let context = reference.context else { return }
      // A cancelled slide ran back to its start values; a finished one leaves the from-view off screen.
      if position == .end { fromView.frame = start }
      context.completeTransition(!context.transitionWasCancelled)
    }
    self.animator = animator
    return animator
  }

  public func animationEnded(_ transitionCompleted: Bool) {
    animator = nil
  }
}
