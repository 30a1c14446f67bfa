import GlideAnimation

/// One change of a collection view's layout in flight: the transition layout that says where the items
/// are at each progress, and the clock that says what the progress is (a ``PropertyAnimator`` with no
/// blocks of its own: its progress is the transition's). Cells follow it through
/// ``CollectionViewCellTrack``s.
final class CollectionViewLayoutTransition {
  /// Who started the change, which decides who may end it and what hears of the end.
  enum Owner {
    /// `setCollectionViewLayout(_:animated:completion:)`: runs by itself; its completion hears whether it
    /// ran to the end.
    case animated(completion: ((Bool) -> Void)?)
    /// `startInteractiveTransition(to:completion:)`: the app sets the progress, then finishes or
    /// cancels; its completion hears (completed, finished).
    case interactive(completion: ((Bool, Bool) -> Void)?)
    /// A navigation controller's layout-to-layout transition: its animator hands the clock to the
    /// transition's interaction (or starts it), and the transition context hears of the end.
    case navigation
  }

  let layout: CollectionViewTransitionLayout
  let animator: PropertyAnimator
  let owner: Owner

  init(layout: CollectionViewTransitionLayout, animator: PropertyAnimator, owner: Owner) {
    self.layout = layout
    self.animator = animator
    self.owner = owner
  }

  /// The progress at engine time `time`: the clock's position (a spring may carry it past 0 or 1).
  func progress(at time: Double) -> Double {
    animator.state == .inactive ? animator.fractionComplete : animator.progress(at: time)
  }

  /// Moves a paused clock to `progress` (a running one ignores it, as UIKit's animators do).
  func scrub(to progress: Double) {
    guard !animator.isRunning else { return }
    animator.fractionComplete = progress
  }

  /// The end the clock is running toward (1 finishing, 0 cancelling), or nil while it is paused.
  var completionTarget: Double? {
    guard animator.isRunning else { return nil }
    return animator.isReversed ? 0 : 1
  }

  /// Whether the app's finish or cancel still applies (an interactive transition not yet completing).
  var isAwaitingEnd: Bool {
    if case .interactive = owner { return !animator.isRunning && animator.state == .active }
    return false
  }
}

/// The animation a collection view puts on each cell's layer while its layout changes: it shows the cell
/// where the transition layout puts its item at the progress of the moment drawn (centre, size,
/// transform, alpha, hidden, and the unrounded `zIndex`, ``CollectionViewLayoutAttributes/stackingPosition``,
/// as the layer's `zPosition`). Like a property animator's track it runs for ever and is removed when
/// the transition ends; the layer's local time is mapped back to engine time, so a frozen or re-timed
/// ancestor does not retime the transition.
struct CollectionViewCellTrack: Animation {
  /// The key the track sits under on the cell's layer.
  static let key = "collectionViewLayout"

  let indexPath: IndexPath
  let transition: CollectionViewLayoutTransition
  weak var layer: Layer?
  var timing = MediaTiming(duration: .infinity, fillMode: .backwards)
  var isRemovedOnCompletion = true
  var delegate: (any AnimationDelegate)?

  var affectedProperties: Set<LayerKeyPath> { [.position, .bounds, .transform, .opacity, .zPosition] }

  func apply(at iterationTime: Double, to state: inout LayerState) {
    let local = timing.beginTime + iterationTime
    let time = layer?.engineTime(atLocalTime: local) ?? transition.animator.engine.currentTime
    guard let attributes = transition.layout.attributes(forItemAt: indexPath, atEngineTime: time) else {
      state.isHidden = true
      return
    }
    CollectionViewCell.write(attributes, to: &state)
  }
}
