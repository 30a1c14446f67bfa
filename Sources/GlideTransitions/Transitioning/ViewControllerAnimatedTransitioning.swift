public import GlideAnimation

/// An animation controller: says how long a transition takes and animates it (UIKit's
/// `UIViewControllerAnimatedTransitioning`). It must lead to ``TransitionContext/completeTransition(_:)``,
/// usually from its animations' completion with `!context.transitionWasCancelled`.
public protocol ViewControllerAnimatedTransitioning: AnyObject {
  /// The non-interactive duration in seconds; `context` may be nil.
  func transitionDuration(using context: TransitionContext?) -> Double
  /// Adds the views to the container and animates them. Animations made here with the engine's block
  /// API are what a percent-driven interaction scrubs (the legacy driver).
  func animateTransition(using context: TransitionContext)
  /// An interruptible animator for the whole transition, or nil (the default). When it returns one, a
  /// percent-driven interaction scrubs and continues that animator instead of calling
  /// ``animateTransition(using:)``. It must return the same instance for the whole transition.
  func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator?
  /// Called last, once, after ``TransitionContext/completeTransition(_:)``.
  func animationEnded(_ transitionCompleted: Bool)
}

extension ViewControllerAnimatedTransitioning {
  public func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator? { nil }
  public func animationEnded(_ transitionCompleted: Bool) {}
}

/// An interaction controller: drives a transition's progress from input (UIKit's
/// `UIViewControllerInteractiveTransitioning`).
public protocol ViewControllerInteractiveTransitioning: AnyObject {
  /// The transition starts: keep the context, set up, and report progress with its `update…`/`finish…`/
  /// `cancel…` methods; end with ``TransitionContext/completeTransition(_:)`` (or let the animator do it).
  func startInteractiveTransition(_ context: TransitionContext)
  /// Multiplier for the completion's pace: 1 plays the remaining fraction over the same share of the
  /// duration, 2 twice as fast. Must be positive; 1 by default.
  var completionSpeed: Double { get }
  /// The curve of the non-interactive completion; `.easeInOut` by default.
  var completionCurve: AnimationCurve { get }
  /// Whether the transition starts interactive (true, the default) or starts running and can be grabbed
  /// later (an interruptible transition).
  var wantsInteractiveStart: Bool { get }
}

extension ViewControllerInteractiveTransitioning {
  public var completionSpeed: Double { 1 }
  public var completionCurve: AnimationCurve { .easeInOut }
  public var wantsInteractiveStart: Bool { true }
}

/// Vends controllers for a presentation or dismissal with the `.custom` style (UIKit's
/// `UIViewControllerTransitioningDelegate`). UIKit asks for an interaction controller only when it got an
/// animation controller, and passes that very animator.
public protocol ViewControllerTransitioningDelegate: AnyObject {
  func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any ViewControllerAnimatedTransitioning)?
  func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)?
  func interactionControllerForPresentation(
    using animator: any ViewControllerAnimatedTransitioning
  ) -> (any ViewControllerInteractiveTransitioning)?
  func interactionControllerForDismissal(
    using animator: any ViewControllerAnimatedTransitioning
  ) -> (any ViewControllerInteractiveTransitioning)?
  /// The presentation controller for a `.custom` presentation (nil: a full-screen one).
  func presentationController(
    forPresented presented: ViewController, presenting: ViewController?, source: ViewController
  ) -> PresentationController?
}

extension ViewControllerTransitioningDelegate {
  public func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any ViewControllerAnimatedTransitioning)? { nil }
  public func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
    nil
  }
  public func interactionControllerForPresentation(
    using animator: any ViewControllerAnimatedTransitioning
  ) -> (any ViewControllerInteractiveTransitioning)? { nil }
  public func interactionControllerForDismissal(
    using animator: any ViewControllerAnimatedTransitioning
  ) -> (any ViewControllerInteractiveTransitioning)? { nil }
  public func presentationController(
    forPresented presented: ViewController, presenting: ViewController?, source: ViewController
  ) -> PresentationController? { nil }
}
