/// A layer tree frozen at one moment, as a value: each layer's name, its state and its sublayers in
/// order (back to front). What UIKit's `snapshotView(afterScreenUpdates:)` captures, without pixels:
/// renderers draw it, and a ``LayerTransition`` keeps one as its outgoing content.
public struct LayerSnapshot: Hashable, Sendable {
  public var name: String
  /// The layer's properties as captured (presentation or model, see ``Layer/snapshot(afterScreenUpdates:)``).
  public var state: LayerState
  public var sublayers: [LayerSnapshot]
  /// The layer's mask as captured (see ``Layer/mask``), or nil: its alpha masks this layer's drawing,
  /// sublayers included. Its state is in this layer's coordinates.
  public var mask: LayerSnapshot? {
    get { maskStorage.first }
    set { maskStorage = newValue.map { [$0] } ?? [] }
  }
  /// ``mask`` as none or one element: a snapshot cannot hold one inline.
  private var maskStorage: [LayerSnapshot]

  public init(name: String, state: LayerState, sublayers: [LayerSnapshot] = [], mask: LayerSnapshot? = nil) {
    (self.name, self.state, self.sublayers) = (name, state, sublayers)
    maskStorage = mask.map { [$0] } ?? []
  }

  /// This snapshot or the first descendant (depth first, back to front) named `name`.
  public func first(named name: String) -> LayerSnapshot? {
    if self.name == name { return self }
    for sublayer in sublayers {
      if let found = sublayer.first(named: name) { return found }
    }
    return nil
  }
}

extension Layer {
  /// The layer, its sublayers and masks as they look, as a value (UIKit's `snapshotView(afterScreenUpdates:)`).
  ///
  /// - `afterScreenUpdates: false`: what is on screen now — every layer's presentation at the engine's
  ///   current time, animations in flight included (a snapshot taken in the middle of a block animation
  ///   shows the half-way values).
  /// - `afterScreenUpdates: true`: what the screen shows once the pending updates are on it and nothing
  ///   is in flight — every layer's model values. Glide's reading of UIKit's "after screen updates":
  ///   changes made just now (including those an animation block is animating toward) are in, in-flight
  ///   animations are not, and neither is an end value held only by a fill mode (it is not a model value).
  public func snapshot(afterScreenUpdates: Bool) -> LayerSnapshot {
    LayerSnapshot(
      name: name, state: afterScreenUpdates ? model : presentation(),
      sublayers: sublayers.map { $0.snapshot(afterScreenUpdates: afterScreenUpdates) },
      mask: mask?.snapshot(afterScreenUpdates: afterScreenUpdates))
  }
}
