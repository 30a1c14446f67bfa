import GlideAnimation
import GlideKit
import GlideTransitions

/// The card's presentation: slides it up from below the screen into its place on a spring (0.5 s,
/// damping 0.8: it overshoots by 1.5 % of the way and settles, as a UIKit property animator's spring
/// does). A presentation without animation (the card put back after a dismissal) puts it there at once.
final class SpringPresentAnimator: ViewControllerAnimatedTransitioning {
  /// The spring's duration, seconds: the presentation completes then.
  static let duration = 0.5

  func transitionDuration(using context: TransitionContext?) -> Double { context?.isAnimated == false ? 0 : Self.duration }

  func animateTransition(using context: TransitionContext) {
    guard context.isAnimated, let card = context.view(forKey: .to), let presented = context.viewController(forKey: .to)
    else { return ImmediateAnimator().animateTransition(using: context) }
    let container = context.containerView
    let final = context.finalFrame(for: presented)
    container.addSubview(card)
    card.frame = Rect(x: final.minX, y: container.bounds.maxY, width: final.width, height: final.height)
    let animator = PropertyAnimator(duration: Self.duration, dampingRatio: 0.8, engine: container.engine) {
      card.frame = final
    }
    animator.addCompletion { [weak context] position in context?.completeTransition(position == .end) }
    animator.startAnimation()
  }
}
