public import GlideAnimation

/// What a coordinator tells its handlers: UIKit's `UIViewControllerTransitionCoordinatorContext`, as a
/// value taken at the moment the handler runs.
public struct TransitionCoordinatorContext {
  public let isAnimated: Bool
  public let presentationStyle: ModalPresentationStyle
  /// Started interactive; never changes.
  public let initiallyInteractive: Bool
  /// The animator vended an interruptible animator.
  public let isInterruptible: Bool
  /// Interactive at this moment.
  public let isInteractive: Bool
  /// The interaction was cancelled (only interactive transitions can be).
  public let isCancelled: Bool
  /// The full non-interactive duration, seconds.
  public let transitionDuration: Double
  /// Progress when the interaction last changed (at release: the percent at release).
  public let percentComplete: Double
  /// The completion's pace: the interactor's completion speed (1 completes in `transitionDuration`),
  /// always positive as Apple documents it, on a cancel too; `isCancelled` gives the direction.
  public let completionVelocity: Double
  public let completionCurve: AnimationCurve
  public let containerView: View
  public let targetTransform: Transform2D
  private let controllers: TransitionPair<ViewController>
  private let views: TransitionPair<View>

  init(_ context: TransitionContext) {
    isAnimated = context.isAnimated
    presentationStyle = context.presentationStyle
    initiallyInteractive = context.initiallyInteractive
    isInterruptible = context.isInterruptible
    isInteractive = context.isInteractive
    isCancelled = context.transitionWasCancelled
    transitionDuration = context.transitionDuration
    percentComplete = context.percentComplete
    completionVelocity = context.completionVelocity
    completionCurve = context.completionCurve
    containerView = context.containerView
    targetTransform = context.targetTransform
    controllers = TransitionPair(
      from: context.viewController(forKey: .from), to: context.viewController(forKey: .to))
    views = TransitionPair(from: context.view(forKey: .from), to: context.view(forKey: .to))
  }

  public func viewController(forKey key: TransitionKey) -> ViewController? { controllers[key] }
  public func view(forKey key: TransitionKey) -> View? { views[key] }
}
