/// Something a layer runs over time: Core Animation's `CAAnimation`. Animations are values, copied when
/// added to a layer (changing yours afterwards changes nothing on screen), as in Core Animation.
public protocol Animation {
  /// When and how long it runs, repeats, and what it shows outside its active time.
  var timing: MediaTiming { get set }
  /// Whether the layer drops the animation when its active time ends (default true). A removed
  /// animation stops affecting the presentation, so the model value shows again unless the model was
  /// updated to the final value.
  var isRemovedOnCompletion: Bool { get set }
  /// Told when the animation starts and stops; kept strongly, as Core Animation does.
  var delegate: (any AnimationDelegate)? { get set }
  /// The whole properties the animation changes (`position` for a `position.x` animation).
  var affectedProperties: Set<LayerKeyPath> { get }
  /// Applies the animation's effect `iterationTime` seconds into its current iteration (already folded
  /// by repeats and autoreverse, in 0…`timing.effectiveDuration`) to `state`, which holds the model with
  /// every earlier animation applied.
  func apply(at iterationTime: Double, to state: inout LayerState)
}

/// Hears when an animation starts and stops: `CAAnimationDelegate`.
public protocol AnimationDelegate: AnyObject {
  /// The animation's active time began.
  func animationDidStart(_ animation: any Animation)
  /// The animation stopped: `finished` is true when it ran to the end of its active time, false when it
  /// was removed early (by ``Layer/removeAnimation(forKey:)``, a replacement under the same key, or the
  /// layer leaving the tree).
  func animationDidStop(_ animation: any Animation, finished: Bool)
}

extension AnimationDelegate {
  public func animationDidStart(_ animation: any Animation) {}
  public func animationDidStop(_ animation: any Animation, finished: Bool) {}
}
