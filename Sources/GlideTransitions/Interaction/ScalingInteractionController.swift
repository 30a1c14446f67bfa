public import GlideAnimation

/// The custom interactive controller of the iOS 7 reference patterns (design §6; uikit-semantics §4.6,
/// "driver C"): it animates the transition itself, with no percent-driven base and without calling the
/// animator's `animateTransition` (the container asks the animator only for its duration).
///
/// - ``startInteractiveTransition(_:)`` keeps the context, gives the `to` view its final frame and puts
///   it below the `from` view.
/// - ``update(_:)`` scales the `from` view by |percent − 1| (full size at 0, nothing at 1) and forwards the
///   percent to the context. The percent is clamped to 0…1 first, as the context clamps it, so the view
///   and the coordinator agree (unclamped, −0.2 would grow the view to 1.2).
/// - ``finish()`` animates the `from` view to scale 0, then calls `finishInteractiveTransition()` and
///   `completeTransition(true)`; ``cancel()`` animates it back to identity, then calls
///   `cancelInteractiveTransition()` and `completeTransition(false)`.
///
/// As in the reference, the end animation lasts ``completionSpeed`` *seconds* (the reference passes the
/// speed where a duration goes: 1 means one second, 0.5 half a second), along ``completionCurve``; and the
/// context hears that the interaction ended only when that animation is over, so the coordinator's
/// interaction handlers run just before `completeTransition`, and `isInteractive` stays true while the
/// end animation plays. Updates after ``finish()`` or ``cancel()`` are ignored, and so is a second end.
public final class ScalingInteractionController: ViewControllerInteractiveTransitioning {
  /// Seconds the end animation takes (see the type's notes); values ≤ 0 end at once.
  public var completionSpeed: Double
  /// The curve of the end animation; UIKit's default, `easeInOut`.
  public var completionCurve: AnimationCurve

  /// The transition being driven, from its start until it completes.
  public private(set) var context: TransitionContext?

  private enum Phase {
    case idle
    case interacting
    case ending
  }

  private var phase = Phase.idle

  public init(completionSpeed: Double = 1, completionCurve: AnimationCurve = .easeInOut) {
    self.completionSpeed = completionSpeed
    self.completionCurve = completionCurve
  }

  // MARK: - ViewControllerInteractiveTransitioning

  public func startInteractiveTransition(_ context: TransitionContext) {
    self.context = context
    phase = .interacting
    guard let fromView = context.view(forKey: .from) else { return }
    let container = context.containerView
    if let toVC = context.viewController(forKey: .to), let toView = context.view(forKey: .to) {
      toView.frame = context.finalFrame(for: toVC)
      if fromView.superview === container {
        container.insertSubview(toView, belowSubview: fromView)
      } else {
        container.insertSubview(toView, at: 0)
      }
    }
  }

  // MARK: - Interaction

  /// Shows the transition at `percent` (0 = the start, 1 = done): the `from` view at scale |percent − 1|.
  /// Ignored before the start and after the end was asked for.
  public func update(_ percent: Double) {
    guard phase == .interacting, let context else { return }
    let scale = abs(min(max(percent.isNaN ? 0 : percent, 0), 1) - 1)
    context.view(forKey: .from)?.transform = Transform2D(scaleX: scale, y: scale)
    context.updateInteractiveTransition(percent)
  }

  /// Shrinks the `from` view to nothing over ``completionSpeed`` seconds, then finishes and completes.
  public func finish() { end(cancel: false) }

  /// Grows the `from` view back to full size over ``completionSpeed`` seconds, then cancels and completes.
  public func cancel() { end(cancel: true) }

  // MARK: - Internals

  private func end(cancel: Bool) {
    guard phase == .interacting, let context else { return }
    phase = .ending
    let target = cancel ? Transform2D.identity : Transform2D(scaleX: 0, y: 0)
    let fromView = context.view(forKey: .from)
    context.containerView.engine.animate(
      withDuration: max(completionSpeed, 0), options: .curve(completionCurve)
    ) {
      fromView?.transform = target
    } completion: { [weak self] _ in
      self?.complete(cancel: cancel)
    }
  }

  private func complete(cancel: Bool) {
    guard let context else { return }
    if cancel {
      context.cancelInteractiveTransition()
    } else {
      context.finishInteractiveTransition()
      // The view has left the screen; give it back its identity so it can be shown again.
      context.view(forKey: .from)?.transform = .identity
    }
    context.completeTransition(!cancel)
    self.context = nil
    phase = .idle
  }
}
