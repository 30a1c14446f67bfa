public import GlideAnimation

/// The standard navigation transition: a push slides the new screen in from the right over the old one,
/// which drifts left by `parallax` of the width; a pop reverses it. It vends an interruptible animator,
/// so a percent-driven interaction scrubs and continues it (and a cancelled pop puts everything back).
///
/// With ``dimsCoveredScreen`` (the default) it also draws what UIKit's navigation transition draws
/// around the two screens: a dimming view over the covered screen, black, at up to ``dimmingAlpha`` as
/// the top screen covers it, and a shadow along the top screen's leading edge, a strip ``edgeShadowWidth``
/// wide darkening to ``edgeShadowAlpha`` at the edge, moving with it. Both are views of their own
/// between the screens (UIKit's `_UIParallaxDimmingView`), named `dimming` and `edge shadow`, and leave
/// the container when the transition completes; the screens' own layers are not touched.
public final class SlideAnimator: ViewControllerAnimatedTransitioning {
  public let operation: TransitionOperation
  /// Seconds.
  public var duration: Double
  public var curve: AnimationCurve
  /// How far the covered screen drifts, as a fraction of the width.
  public var parallax: Double
  /// Whether to dim the covered screen and shade the top screen's edge (a navigation controller's
  /// transition); false slides the screens alone.
  public var dimsCoveredScreen: Bool
  /// The dimming's alpha when the top screen covers the whole screen: black at 10 % (measured from iOS
  /// screen recordings; UIKit does not publish it).
  public static let dimmingAlpha = 0.1
  /// The edge shadow's width, points, and its alpha at the edge (black): measured from iOS screen
  /// recordings, not published.
  public static let edgeShadowWidth = 12.0
  public static let edgeShadowAlpha = 0.15

  private var animator: PropertyAnimator?

  public init(
    operation: TransitionOperation, duration: Double = 0.35, curve: AnimationCurve = .easeInOut, parallax: Double = 0.3,
    dimsCoveredScreen: Bool = true
  ) {
    self.operation = operation
    self.duration = duration
    self.curve = curve
    self.parallax = parallax
    self.dimsCoveredScreen = dimsCoveredScreen
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
    let top = forward ? toView : fromView
    let decorations = dimsCoveredScreen ? Self.decorations(under: top, in: container) : nil
    if let decorations {
      decorations.dimming.alpha = forward ? 0 : Self.dimmingAlpha
      decorations.edgeShadow.frame = Self.edgeShadowFrame(beside: top.frame)
    }
    let animator = PropertyAnimator(duration: duration, curve: curve, engine: container.engine) {
      toView.frame = end
      fromView.frame = forward ? start.offsetBy(drift) : start.offsetBy(Vector(dx: width, dy: 0))
      if let decorations {
        decorations.dimming.alpha = forward ? Self.dimmingAlpha : 0
        decorations.edgeShadow.frame = Self.edgeShadowFrame(beside: top.frame)
      }
    }
    animator.addCompletion { [reference = context.reference] position in
      guard let context = reference.context else { return }
      decorations?.dimming.removeFromSuperview()
      decorations?.edgeShadow.removeFromSuperview()
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

  /// The dimming view over everything beneath `top` and the shadow strip left of it, added to
  /// `container` just below `top`.
  private static func decorations(under top: View, in container: View) -> (dimming: View, edgeShadow: View) {
    let dimming = View(engine: container.engine, name: "dimming", frame: container.bounds)
    dimming.backgroundColor = .black
    let edgeShadow = View(engine: container.engine, name: "edge shadow", frame: .zero)
    edgeShadow.layer.gradient = LayerGradient(
      colors: [Color(red: 0, green: 0, blue: 0, alpha: 0), Color(red: 0, green: 0, blue: 0, alpha: edgeShadowAlpha)],
      startPoint: Point(x: 0, y: 0.5), endPoint: Point(x: 1, y: 0.5))
    container.engine.performWithoutAnimation {
      container.insertSubview(dimming, belowSubview: top)
      container.insertSubview(edgeShadow, belowSubview: top)
    }
    return (dimming, edgeShadow)
  }

  /// The edge shadow's frame beside a top screen at `frame`: the strip just left of its leading edge.
  private static func edgeShadowFrame(beside frame: Rect) -> Rect {
    Rect(x: frame.minX - edgeShadowWidth, y: frame.minY, width: edgeShadowWidth, height: frame.height)
  }
}
