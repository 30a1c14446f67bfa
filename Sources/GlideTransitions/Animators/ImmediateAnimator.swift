/// The animator for transitions made without animation: puts the views at their final frames and
/// completes at once.
public final class ImmediateAnimator: ViewControllerAnimatedTransitioning {
  public init() {}

  public func transitionDuration(using context: TransitionContext?) -> Double { 0 }

  public func animateTransition(using context: TransitionContext) {
    if let to = context.viewController(forKey: .to), let toView = context.view(forKey: .to) {
      let frame = context.finalFrame(for: to)
      if frame != .zero { toView.frame = frame }
      if toView.superview !== context.containerView { context.containerView.addSubview(toView) }
    }
    context.completeTransition(true)
  }
}
