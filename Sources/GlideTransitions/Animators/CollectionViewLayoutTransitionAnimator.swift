public import GlideAnimation

/// The navigation transition between two collection view controllers pushed with
/// `useLayoutToLayoutNavigationTransitions` (UIKit's private layout-to-layout transition): no screen
/// slides; the one collection view they share changes from the layout of the controller that leaves to
/// the layout of the one that arrives (``CollectionViewController/collectionViewLayout``), over
/// `duration` along `curve`. A navigation controller uses it for such pairs when its delegate vends no
/// animator; a delegate that wants the change interactive vends it with a
/// ``PercentDrivenInteractiveTransition``.
///
/// It vends the collection view's layout transition clock as its interruptible animator, so a
/// percent-driven interaction scrubs the layout change (the items at every progress are the transition
/// layout's interpolation of the two layouts), continues it with its completion (curve, spring or the
/// finish rule's timing), and can take it back mid-way; the transition completes when the clock runs out,
/// cancelled or not, with the collection view on the matching layout. A transition completed any other
/// way (by force) leaves the collection view on the layout of the controller that is showing.
public final class CollectionViewLayoutTransitionAnimator: ViewControllerAnimatedTransitioning {
  public let operation: TransitionOperation
  /// Seconds: the whole layout change.
  public var duration: Double
  public var curve: AnimationCurve

  private var animator: PropertyAnimator?
  private weak var collectionView: CollectionView?

  public init(operation: TransitionOperation, duration: Double = 0.35, curve: AnimationCurve = .easeInOut) {
    self.operation = operation
    self.duration = duration
    self.curve = curve
  }

  public func transitionDuration(using context: TransitionContext?) -> Double { duration }

  /// Starts the layout change; a transition made without animation installs the new layout and
  /// completes at once.
  public func animateTransition(using context: TransitionContext) {
    guard context.isAnimated else {
      if let (collectionView, layout) = Self.target(context) {
        collectionView.settleTransition(finished: false)
        try? collectionView.setCollectionViewLayout(layout, animated: false)
      }
      return context.completeTransition(true)
    }
    guard let animator = interruptibleAnimator(using: context) else {
      return context.completeTransition(!context.transitionWasCancelled)
    }
    animator.startAnimation()
  }

  /// The collection view's layout change, inactive at progress 0 (the same one for the whole transition).
  public func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator? {
    if let animator { return animator }
    guard let (collectionView, layout) = Self.target(context),
      let animator = try? collectionView.beginNavigationTransition(to: layout, duration: duration, curve: curve)
    else { return nil }
    animator.addCompletion { [reference = context.reference] _ in
      guard let context = reference.context else { return }
      context.completeTransition(!context.transitionWasCancelled)
    }
    self.animator = animator
    self.collectionView = collectionView
    return animator
  }

  /// The transition completed: a layout change still in flight (the context was completed by force)
  /// ends at once on the layout of the controller now showing.
  public func animationEnded(_ transitionCompleted: Bool) {
    collectionView?.settleTransition(finished: transitionCompleted)
    animator = nil
    collectionView = nil
  }

  /// The shared collection view and the layout to change it to: the arriving controller's.
  private static func target(_ context: TransitionContext) -> (CollectionView, CollectionViewLayout)? {
    guard let to = context.viewController(forKey: .to) as? CollectionViewController else { return nil }
    let view = (context.viewController(forKey: .from) as? CollectionViewController)?.collectionView ?? to.collectionView
    return (view, to.collectionViewLayout)
  }
}
