import GlideAnimation
import GlideInteraction
import GlideSimulation
import GlideTransitions

/// The drag-drawer's interaction: a bottom sheet's height constraint between two detents, driven the
/// way an app's pan handler drives one, and shaped like a percent-driven transition for the run (the
/// same finish rules, completions, re-grabs and log records).
///
/// While the fingers hold it, each update sets the constraint's `constant` (one `setConstant` in the
/// window's solver: an edit, not a new solve) and lays the window out at once, so the sheet's model
/// follows the fingers. At release the rest plays as a `PropertyAnimator` whose animations set the
/// constant to the detent's height and call `layoutIfNeeded()`: the layout pass's frames become the
/// animator's tracks, on the completion the rule asks for (classic, spring from the release velocity, or
/// the rule's peer's timed curve). Fingers landing during it stop it where the sheet is on screen.
///
/// The scene's log hears it as a transition (`expand` from `closed` to `open`, or `collapse` back) with
/// the coordinator's interaction changes, so summaries, comparisons and the invariants read it as they
/// read a controller transition.
final class DrawerInteraction: DrivenInteraction {
  /// Where the sheet rests.
  enum Detent: String {
    case closed, open
  }

  private enum Phase {
    case idle, interacting, completing
  }

  let scene: Scene
  let sheet: View
  /// The sheet's height constraint, the one the fingers drive.
  let height: LayoutConstraint
  /// The detents' heights, points.
  let closedHeight: Double
  let openHeight: Double
  /// Seconds a whole move from one detent to the other takes (the classic completion plays the
  /// remaining fraction of it).
  let duration: Double
  private(set) var detent: Detent
  var completionCurve = AnimationCurve.easeInOut
  var completionStyle = CompletionStyle.classic
  private var storedCompletionSpeed = 1.0
  /// Values ≤ 0 read as 1, as UIKit's `completionSpeed`.
  var completionSpeed: Double {
    get { storedCompletionSpeed > 0 ? storedCompletionSpeed : 1 }
    set { storedCompletionSpeed = newValue }
  }
  private(set) var completionDuration: Double?
  private var phase = Phase.idle
  private var progress = 0.0
  private var animator: PropertyAnimator?

  init(
    scene: Scene, sheet: View, height: LayoutConstraint, closedHeight: Double, openHeight: Double, duration: Double,
    detent: Detent
  ) {
    (self.scene, self.sheet, self.height, self.detent) = (scene, sheet, height, detent)
    (self.closedHeight, self.openHeight, self.duration) = (closedHeight, openHeight, duration)
  }

  /// The detent the sheet moves toward.
  var target: Detent { detent == .closed ? .open : .closed }
  var operation: TransitionOperation { detent == .closed ? .expand : .collapse }
  private var fromHeight: Double { detent == .closed ? closedHeight : openHeight }
  private var toHeight: Double { detent == .closed ? openHeight : closedHeight }

  /// The fingers take the sheet toward the other detent.
  func begin() {
    guard phase == .idle else { return }
    phase = .interacting
    progress = 0
    scene.record(
      .transitionBegan(operation, from: detent.rawValue, to: target.rawValue, animated: true, interactive: true))
  }

  // MARK: - DrivenInteraction

  var isInFlight: Bool { phase != .idle }
  var isInteractive: Bool { phase == .interacting }
  var percentComplete: Double { phase == .idle ? 0 : progress }

  /// Moves the sheet to `percent` of the way (clamped to 0…1, as a transition context clamps).
  func update(_ percent: Double) {
    guard phase == .interacting else { return }
    let clamped = min(max(percent.isNaN ? 0 : percent, 0), 1)
    guard clamped != progress else { return }
    progress = clamped
    show(clamped)
  }

  func finish(progressVelocity: Double?) { end(cancel: false, velocity: progressVelocity) }
  func cancel(progressVelocity: Double?) { end(cancel: true, velocity: progressVelocity) }

  func pause() {
    guard phase == .completing, let animator else { return }
    let shown = sheet.layer.presentation(at: scene.engine.currentTime).bounds.height
    animator.stopAnimation(true)  // the model takes what is on screen; its completion is dropped
    self.animator = nil
    completionDuration = nil
    progress = min(max((shown - fromHeight) / (toHeight - fromHeight), 0), 1)
    phase = .interacting
    // The constraint where the sheet is; a spring caught past a detent comes back to it.
    show(progress)
    scene.record(.interactionChanged(isInteractive: true, isCancelled: false, percentComplete: progress))
  }

  func presentedPercent(at time: Double) -> Double? {
    switch phase {
    case .idle: return nil
    case .interacting: return progress
    case .completing:
      let shown = sheet.layer.presentation(at: time).bounds.height
      return (shown - fromHeight) / (toHeight - fromHeight)
    }
  }

  func forceCancel() {
    guard phase != .idle else { return }
    if phase == .interacting {
      scene.record(.interactionChanged(isInteractive: false, isCancelled: true, percentComplete: progress))
    }
    animator?.stopAnimation(true)
    animator = nil
    phase = .completing
    scene.engine.performWithoutAnimation { show(0) }
    complete(finished: false)
  }

  // MARK: - Internals

  /// The constraint at `percent` of the way, laid out now. The sheet's superview is marked too, so the
  /// pass applies the solver's frames even when the constant does not change: a stopped completion
  /// leaves the model where it was on screen, which a spring caught past a detent has beyond the
  /// constraint's range.
  private func show(_ percent: Double) {
    height.constant = fromHeight + (toHeight - fromHeight) * percent
    sheet.superview?.setNeedsLayout()
    scene.window.layoutIfNeeded()
  }

  private func end(cancel: Bool, velocity: Double?) {
    guard phase == .interacting else { return }
    phase = .completing
    scene.record(.interactionChanged(isInteractive: false, isCancelled: cancel, percentComplete: progress))
    let (timing, seconds) = completionStyle.timing(
      remaining: cancel ? progress : 1 - progress, duration: duration, speed: completionSpeed, curve: completionCurve,
      velocity: velocity, from: progress, toward: cancel ? 0 : 1)
    completionDuration = seconds
    let goal = cancel ? fromHeight : toHeight
    let animator = PropertyAnimator(duration: max(seconds, 0), timingParameters: timing, engine: scene.engine)
    animator.addAnimations { [unowned self] in
      height.constant = goal
      scene.window.layoutIfNeeded()
    }
    animator.addCompletion { [unowned self] _ in complete(finished: !cancel) }
    self.animator = animator
    animator.startAnimation()
  }

  private func complete(finished: Bool) {
    guard phase == .completing else { return }
    let operation = self.operation
    animator = nil
    completionDuration = nil
    phase = .idle
    progress = 0
    if finished { detent = target }
    scene.record(.transitionCompleted(operation, didComplete: finished))
  }
}
