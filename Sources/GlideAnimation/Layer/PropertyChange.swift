/// One model change made inside an animation context: what was on screen, what the model held and
/// what it holds now. Block animations and property animators turn these into animations.
public struct PropertyChange {
  public let layer: Layer
  public let keyPath: LayerKeyPath
  /// The presentation value when the change was made, beneath any ``AdditiveOverlay`` (animations start
  /// here).
  public let from: AnimatableValue
  /// The model value before the change.
  public let modelBefore: AnimatableValue
  /// The new model value.
  public let to: AnimatableValue
}
