/// Fixed values added to a layer's properties on top of everything else the layer shows: the model
/// with every other animation applied. UIKit's motion effects work this way (their relative values are
/// added to the presentation value, never to the model), and Glide's effect engine hands each view's
/// sum to its layer as one overlay, replaced whenever the viewer offset moves the values.
///
/// An overlay is an additive animation with two rules of its own, which the layer keeps:
/// - it applies after every other animation, whenever either was added: an animation added later goes
///   beneath it, so a block animation of `position.x` started while an overlay moves `position.x` still
///   shows the overlay's value on top of its own (a plain additive animation added earlier would be
///   covered by the block's from/to values);
/// - an animation started by a model change (a block, a property animator) starts from the value
///   beneath the overlays, not from the value on screen: the overlay keeps adding on top, so starting
///   from the screen would count it twice and the view would jump by the overlay's value at the start.
///
/// It lasts until removed (infinite duration, held before its begin time too), and its values do not
/// depend on time. Values of one kind per key path (`position.x` takes scalars); a `transform` value is
/// concatenated, as ``Interpolatable/adding(_:)`` adds transforms.
public struct AdditiveOverlay: Animation {
  /// The values, applied in this order (the order matters only for transforms).
  public var values: [(keyPath: LayerKeyPath, value: AnimatableValue)]
  public var timing: MediaTiming
  public var isRemovedOnCompletion: Bool
  public var delegate: (any AnimationDelegate)?

  /// An overlay adding `values`, each of its key path's kind.
  public init(values: [(keyPath: LayerKeyPath, value: AnimatableValue)]) {
    for (keyPath, value) in values {
      precondition(value.kind == keyPath.kind, "\(keyPath) takes \(keyPath.kind.rawValue) values, not \(value)")
    }
    self.values = values
    timing = MediaTiming(duration: .infinity, fillMode: .both)
    isRemovedOnCompletion = false
    delegate = nil
  }

  public var affectedProperties: Set<LayerKeyPath> { Set(values.map(\.keyPath.property)) }

  public func apply(at iterationTime: Double, to state: inout LayerState) {
    for (keyPath, value) in values {
      state.setValue(state.value(forKeyPath: keyPath).adding(value), forKeyPath: keyPath)
    }
  }

  /// Whether the two add the same values in the same order.
  public func hasSameValues(as other: AdditiveOverlay) -> Bool {
    values.count == other.values.count
      && zip(values, other.values).allSatisfy { $0.keyPath == $1.keyPath && $0.value == $1.value }
  }
}
