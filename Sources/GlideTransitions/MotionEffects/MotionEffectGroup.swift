public import GlideAnimation

/// Several motion effects applied together: UIKit's `UIMotionEffectGroup`. Every effect of the group
/// runs for the same viewer offset, and values for the same key path add (transforms concatenate), in
/// the order of ``motionEffects``.
///
/// ```swift
/// let tilt = MotionEffectGroup()
/// tilt.motionEffects = [horizontal, vertical]   // center.x and center.y, ±20 pt each
/// card.addMotionEffect(tilt)
/// ```
open class MotionEffectGroup: MotionEffect {
  /// The effects, applied in order.
  public var motionEffects: [MotionEffect]

  public init(motionEffects: [MotionEffect] = []) {
    self.motionEffects = motionEffects
  }

  open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: ViewerOffset) -> [String: AnimatableValue]? {
    var sum: [String: AnimatableValue] = [:]
    for effect in motionEffects {
      guard let values = effect.keyPathsAndRelativeValues(forViewerOffset: viewerOffset) else { continue }
      for (keyPath, value) in values {
        sum[keyPath] = sum[keyPath].map { $0.adding(value) } ?? value
      }
    }
    return sum
  }
}
