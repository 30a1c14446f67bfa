/// The animation a ``PropertyAnimator`` puts on a layer for one property its blocks changed: it shows
/// the value `from.interpolated(to:, fraction:)` for the animator's progress at the time the layer is
/// drawn, so the presentation follows the animator through pauses, scrubbing, reversal and hand-offs.
///
/// A track runs for ever (infinite duration) from when it was added and is removed by its animator when
/// the animator stops or ends. It reads the animator's clock, which is the engine's: the layer's local
/// time it is given is mapped back to engine time through the layer's timing, so a layer's `speed`,
/// `timeOffset` and `beginTime` do not retime an animator (where a layer's clock is frozen, `speed` 0 up
/// the tree, the track shows the animator's progress at the engine's current time).
public struct AnimatorTrack: Animation {
  public let keyPath: LayerKeyPath
  /// The value on screen when the block set the property (progress 0 for this block).
  public let from: AnimatableValue
  /// The value the block set (progress 1).
  public let to: AnimatableValue
  /// The fraction of the animator's run (time along its own curve) at which this block starts moving:
  /// the `delayFactor` of `addAnimations(_:delayFactor:)`, or later for blocks added while active.
  public let startFraction: Double
  public var timing: MediaTiming
  public var isRemovedOnCompletion: Bool = true
  /// Always nil: the animator, not a delegate, follows its tracks.
  public var delegate: (any AnimationDelegate)?

  /// Tells the animator's tracks apart (one animator may replace its own track on a property).
  let serial: Int
  weak var animator: PropertyAnimator?
  weak var layer: Layer?

  init(
    change: PropertyChange, startFraction: Double, serial: Int, animator: PropertyAnimator
  ) {
    keyPath = change.keyPath
    from = change.from
    to = change.to
    self.startFraction = startFraction
    // Backwards fill: a presentation asked for before the track was added shows its first frame.
    timing = MediaTiming(duration: .infinity, fillMode: .backwards)
    self.serial = serial
    self.animator = animator
    layer = change.layer
  }

  public var affectedProperties: Set<LayerKeyPath> { [keyPath.property] }

  public func apply(at iterationTime: Double, to state: inout LayerState) {
    guard let animator else { return }
    let local = timing.beginTime + iterationTime
    let time = layer?.engineTime(atLocalTime: local) ?? animator.engine.currentTime
    state.setValue(value(at: animator.position(at: time), of: animator), forKeyPath: keyPath)
  }

  /// The value this track shows when its animator is at `position`.
  func value(at position: AnimatorPosition, of animator: PropertyAnimator) -> AnimatableValue {
    let fraction = animator.blockFraction(startFraction: startFraction, position: position)
    return BasicAnimation.interpolate(from, to, fraction, rotation: .shortest)
  }
}
