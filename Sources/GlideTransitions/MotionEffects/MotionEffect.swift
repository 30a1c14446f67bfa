public import GlideAnimation

/// Something that moves a view's presented values with the viewer offset: UIKit's `UIMotionEffect`.
/// Subclass it and override ``keyPathsAndRelativeValues(forViewerOffset:)``, or use
/// ``InterpolatingMotionEffect`` and ``MotionEffectGroup``; attach it with ``View/addMotionEffect(_:)``.
///
/// The values it returns are *relative*: they are added to what the view shows (the model with its
/// animations applied), never to the model, which stays as it was set. Key paths are the view's, as in
/// UIKit: `center`, `center.x`, `center.y`, `transform`, `alpha`, `backgroundColor`, `bounds` and its
/// parts, or any layer key path after `layer.` (`layer.transform.rotation`, `layer.cornerRadius`); see
/// ``View/layerKeyPath(forMotionKeyPath:)``.
open class MotionEffect {
  public init() {}

  /// The values to add for `viewerOffset`, by key path; nil or empty adds nothing. The base class adds
  /// nothing (UIKit's is abstract). Called once per update for every view the effect is attached to.
  open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: ViewerOffset) -> [String: AnimatableValue]? {
    nil
  }
}
