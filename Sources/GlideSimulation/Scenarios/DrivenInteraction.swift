import GlideInteraction
public import GlideAnimation
public import GlideTransitions

/// What a scenario's gesture drives, as ``ScenarioRun`` sees it: a percent-driven view-controller
/// transition (`PercentDrivenInteractiveTransition`, every scenario but one), or a layout change
/// (`drag-drawer`'s `DrawerInteraction`). Progress is 0…1 toward the other end; velocities are progress
/// per second toward it.
public protocol DrivenInteraction: AnyObject {
  /// Started and not completed.
  var isInFlight: Bool { get }
  /// The fingers drive it now (not while the completion plays).
  var isInteractive: Bool { get }
  /// The last progress taken, 0…1 (0 when nothing is in flight).
  var percentComplete: Double { get }
  /// Seconds the whole change takes (the animator's `transitionDuration`; 0 before the start).
  var duration: Double { get }
  /// How long the running completion takes, seconds; nil while interactive or idle.
  var completionDuration: Double? { get }
  /// UIKit's `completionSpeed`, `completionCurve`, and Glide's completion style.
  var completionSpeed: Double { get set }
  var completionCurve: AnimationCurve { get set }
  var completionStyle: CompletionStyle { get set }

  func update(_ percent: Double)
  func finish(progressVelocity: Double?)
  func cancel(progressVelocity: Double?)
  /// Fingers take a running completion back where it is on screen.
  func pause()
  /// The progress on screen at engine time `time` (a spring may overshoot); nil when idle.
  func presentedPercent(at time: Double) -> Double?
  /// The run's last resort: cancelled and completed now, so nothing stays half done.
  func forceCancel()
}

extension PercentDrivenInteractiveTransition: DrivenInteraction {
  public var isInFlight: Bool { context.map { !$0.isCompleted } ?? false }
  public var isInteractive: Bool { context?.isInteractive ?? false }

  public func forceCancel() {
    guard let context, !context.isCompleted else { return }
    if context.isInteractive { context.cancelInteractiveTransition() }
    context.completeTransition(false)
  }
}
