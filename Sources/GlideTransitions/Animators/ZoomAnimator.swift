public import GlideAnimation

/// The zoom of the iOS 7 reference patterns (design §6): presenting or pushing, the new screen grows from
/// nothing (scale 0) to full size above the old one; dismissing or popping, the old screen shrinks to
/// nothing and uncovers the new one, which waits underneath at its final frame. Given a ``rect`` (a
/// photo's cell in a grid, say), the screen grows out of that rect and shrinks back into it instead of
/// the centre, as the reference's pinch example puts a photo back into its cell.
///
/// Given a ``focus`` as well (the photo's frame within the zooming view), the zoom is Photos': the view
/// scales uniformly, by the factor that makes the focus fill the rect at its own aspect (aspect fill),
/// and moves so the focus's centre lands on the rect's. A mask narrows what shows from the whole view to
/// the focus cropped to the rect's aspect, so the photo lands in its cell cropped as the cell shows it;
/// the view's background is lifted off it into a backdrop that fills the container and fades (the black
/// behind a photo fades over the whole screen, it does not shrink with the photo), and the subviews
/// around the focus (bars, captions: those whose frame does not hold the focus's centre) fade with it.
/// No shadow, and no rounding but the rect's own (``rectCornerRadius``): the photo lands square in a
/// square cell.
///
/// By default it animates with the engine's block API in ``animateTransition(using:)``, so a
/// ``PercentDrivenInteractiveTransition`` drives it with the legacy layer-time driver (the "pinch-driven
/// percent controller with the zoom animator" pattern): the animation's `easeInOut` curve then shapes
/// every scrubbed frame (at percent p the shrinking screen has scale 1 − easeInOut(p)). With
/// `interruptible: true` it vends a `PropertyAnimator` instead, which the percent-driven interaction
/// scrubs linearly (scale 1 − p) and continues.
///
/// Both ways, the animation's completion calls `completeTransition(!context.transitionWasCancelled)`. The
/// reference code always passed `true`, which tells the container a cancelled interactive pop finished
/// (its stack and views then disagree with the screen); Glide fixes that. It also puts back what it
/// changed: after a cancel the legacy driver leaves the model at the animation's end values (the
/// shrunken screen has scale 0 in the model), so the completion restores the identity transform before
/// completing, as UIKit requires of an animator; and after a finish, the screen that left is given its
/// identity transform back so it can be shown again.
public final class ZoomAnimator: ViewControllerAnimatedTransitioning {
  /// Whether the new screen grows in (push, present) or the old one shrinks away (pop, dismiss).
  public let isPresenting: Bool
  // `duration` and `curve` skip the runtime exclusivity check: the transition reads them several times
  // (every `transitionDuration`), and they are only ever assigned whole.

  /// Seconds; 0.4 as in the reference.
  @exclusivity(unchecked) public var duration: Double
  /// The curve of the zoom (`easeInOut`, UIKit's default for block animations).
  @exclusivity(unchecked) public var curve: AnimationCurve
  /// Vend an interruptible `PropertyAnimator` (true) or animate with blocks (false, the default).
  public let isInterruptible: Bool
  /// Where the zoom starts (push, present) or ends (pop, dismiss), in the container view's coordinates
  /// (points): the zooming view's frame there. Nil zooms from or to nothing at the view's centre.
  public let rect: Rect?
  /// What of the zooming view is zoomed onto ``rect``, in the zooming view's own coordinates (points):
  /// the photo's frame in it, say. Nil zooms the whole view onto the rect, scaled by the rects' width and
  /// height ratios apart (the reference's zoom). Ignored without a ``rect``.
  public let focus: Rect?
  /// The corner radius of what the focus lands on, points on screen (a scene's rounded photo): the
  /// focus's crop rounds to it as it lands. 0 (square, as a grid's cells are) by default.
  public let rectCornerRadius: Double

  private var animator: PropertyAnimator?

  /// A zoom for `operation`: push and present grow the new screen, pop and dismiss shrink the old one;
  /// from and to `rect` (container coordinates, points) when given, else from and to nothing at the
  /// centre.
  public init(
    operation: TransitionOperation, duration: Double = 0.4, curve: AnimationCurve = .easeInOut,
    interruptible: Bool = false, rect: Rect? = nil, focus: Rect? = nil, rectCornerRadius: Double = 0
  ) {
    isPresenting = operation == .push || operation == .present
    self.duration = duration
    self.curve = curve
    isInterruptible = interruptible
    self.rect = rect
    self.focus = focus
    self.rectCornerRadius = rectCornerRadius
  }

  public func transitionDuration(using context: TransitionContext?) -> Double { duration }

  public func animateTransition(using context: TransitionContext) {
    if isInterruptible, let animator = interruptibleAnimator(using: context) {
      animator.startAnimation()
      return
    }
    guard !isInterruptible, let zoom = prepare(context) else {
      context.completeTransition(!context.transitionWasCancelled)
      return
    }
    let engine = context.containerView.engine
    engine.animate(withDuration: duration, options: .curve(curve)) {
      Self.zoomed(zoom)
    } completion: { [reference = context.reference] _ in
      guard let context = reference.context else { return }
      Self.settle(zoom, context: context)
    }
  }

  public func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator? {
    guard isInterruptible else { return nil }
    if let animator { return animator }
    guard let zoom = prepare(context) else { return nil }
    let animator = PropertyAnimator(duration: duration, curve: curve, engine: context.containerView.engine) {
      Self.zoomed(zoom)
    }
    animator.addCompletion { [reference = context.reference] _ in
      guard let context = reference.context else { return }
      Self.settle(zoom, context: context)
    }
    self.animator = animator
    return animator
  }

  public func animationEnded(_ transitionCompleted: Bool) {
    animator = nil
  }

  // MARK: - Internals

  /// The look of a screen while it floats over another, as iOS draws a zooming card: corners rounded to
  /// an iPhone's display corners (39 points) where it is small, and a soft shadow under it (opacity 0.3,
  /// blur 16 points, 8 points down). Set when the zoom starts and taken off when it ends.
  public static let floatingCornerRadius = 39.0
  public static let floatingShadow = (opacity: 0.3, radius: 16.0, offset: Size(width: 0, height: 8))

  /// The zoom's end values, set inside the animation: the target transform, and the corners rounded at the
  /// small end (square at full size, where the display's own corners round it); a focused zoom's mask,
  /// backdrop and faded subviews at their end.
  private static func zoomed(_ zoom: Zoom) {
    zoom.view.transform = zoom.target
    if let focused = zoom.focused {
      focused.show(small: zoom.leaves)
    } else {
      zoom.view.layer.cornerRadius = zoom.leaves ? floatingCornerRadius : 0
    }
  }

  /// The view that zooms and the transform it zooms to.
  private struct Zoom {
    let view: View
    let target: Transform2D
    /// The view leaves the screen when the transition finishes (the shrinking one).
    let leaves: Bool
    /// What a zoom with a ``ZoomAnimator/focus`` adds; nil for the others.
    var focused: FocusedZoom?
  }

  /// Puts the views in place: the growing view above the other at its small end (on ``rect``, or at
  /// scale 0), or the uncovered view below the shrinking one at its final frame. Nil when the context gives no view to zoom.
  private func prepare(_ context: TransitionContext) -> Zoom? {
    let container = context.containerView
    let fromView = context.view(forKey: .from)
    let toView = context.view(forKey: .to)
    if let toVC = context.viewController(forKey: .to), let toView {
      let frame = context.finalFrame(for: toVC)
      if frame != .zero { toView.frame = frame }
    }
    // The small end: on the rect, or nothing at the view's centre.
    func small(_ view: View) -> Transform2D {
      rect.map { Self.transform(of: view, onto: $0) } ?? Transform2D(scaleX: 0, y: 0)
    }
    func float(_ view: View, cornerRadius: Double) {
      view.engine.performWithoutAnimation {
        view.layer.shadowOpacity = Self.floatingShadow.opacity
        view.layer.shadowRadius = Self.floatingShadow.radius
        view.layer.shadowOffset = Self.floatingShadow.offset
        view.layer.cornerRadius = cornerRadius
      }
    }
    if isPresenting {
      guard let toView else { return nil }
      if let fromView, fromView.superview === container {
        container.insertSubview(toView, aboveSubview: fromView)
      } else {
        container.addSubview(toView)
      }
      if let rect, let focus {
        let focused = FocusedZoom(
          view: toView, focus: focus, rect: rect, cornerRadius: rectCornerRadius, container: container)
        toView.engine.performWithoutAnimation {
          toView.transform = focused.small
          focused.show(small: true)
        }
        return Zoom(view: toView, target: .identity, leaves: false, focused: focused)
      }
      toView.transform = small(toView)
      float(toView, cornerRadius: Self.floatingCornerRadius)
      return Zoom(view: toView, target: .identity, leaves: false)
    }
    guard let fromView else { return nil }
    if let toView {
      if fromView.superview === container {
        container.insertSubview(toView, belowSubview: fromView)
      } else {
        container.insertSubview(toView, at: 0)
      }
    }
    if let rect, let focus {
      let focused = FocusedZoom(
        view: fromView, focus: focus, rect: rect, cornerRadius: rectCornerRadius, container: container)
      return Zoom(view: fromView, target: focused.small, leaves: true, focused: focused)
    }
    float(fromView, cornerRadius: 0)
    return Zoom(view: fromView, target: small(fromView), leaves: true)
  }

  /// The transform (about the view's centre) that puts `view`'s untransformed frame on `rect`: scaled
  /// by the rects' width and height ratios, its centre moved onto the rect's.
  static func transform(of view: View, onto rect: Rect) -> Transform2D {
    let bounds = view.bounds
    guard bounds.width > 0, bounds.height > 0 else { return Transform2D(scaleX: 0, y: 0) }
    let center = view.center
    return Transform2D(
      a: rect.width / bounds.width, b: 0, c: 0, d: rect.height / bounds.height, tx: rect.midX - center.x,
      ty: rect.midY - center.y)
  }

  /// The factor that makes `focus` fill `rect` at its own aspect (aspect fill): the larger of the rects'
  /// width and height ratios; 0 for an empty focus.
  static func aspectFillScale(of focus: Rect, onto rect: Rect) -> Double {
    guard focus.width > 0, focus.height > 0 else { return 0 }
    return max(rect.width / focus.width, rect.height / focus.height)
  }

  /// The uniform transform (about the view's centre) that scales `view` by
  /// ``aspectFillScale(of:onto:)`` and moves `focus` (the view's coordinates, its bounds' origin at 0)
  /// so its centre lands on `rect`'s.
  static func transform(of view: View, focus: Rect, onto rect: Rect) -> Transform2D {
    let scale = aspectFillScale(of: focus, onto: rect)
    let bounds = view.bounds
    let center = view.center
    // The focus's centre, from the view's centre, scaled; then the rest of the way onto the rect's.
    let dx = (focus.midX - bounds.midX) * scale
    let dy = (focus.midY - bounds.midY) * scale
    return Transform2D(
      a: scale, b: 0, c: 0, d: scale, tx: rect.midX - center.x - dx, ty: rect.midY - center.y - dy)
  }

  /// The end of the zoom: restore what a cancel left changed (or the leaving view's transform), then
  /// complete with the truth.
  private static func settle(_ zoom: Zoom, context: TransitionContext) {
    let cancelled = context.transitionWasCancelled
    zoom.view.engine.performWithoutAnimation {
      if cancelled || zoom.leaves { zoom.view.transform = .identity }
      if let focused = zoom.focused {
        focused.restore()
      } else {
        zoom.view.layer.shadowOpacity = 0
        zoom.view.layer.cornerRadius = 0
      }
    }
    context.completeTransition(!cancelled)
  }
}
