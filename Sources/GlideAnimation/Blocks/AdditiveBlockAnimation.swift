/// UIKit's additive block animations (iOS 8 and later): a block's change of a view's geometry becomes an
/// additive animation from the change's own distance (the model before minus the model after) to zero,
/// on top of the new model. A second block animation of a property still animating adds to the first,
/// which runs on to its end (its completion hears `true`); the motions blend. A model change made
/// outside any block (a layout pass) moves what is on screen at once and the running animations go on
/// adding their distances on top, as in UIKit.
extension LayerKeyPath {
  /// Whether UIKit's block animations animate the key path additively: the geometry (`center`, `frame`,
  /// `bounds`: the layer's `position` and `bounds`, and their parts). Other properties (`alpha`, colours,
  /// `transform` in Glide) are animated from the value on screen, and a new animation replaces the
  /// running one.
  var isAdditiveInBlocks: Bool {
    switch self {
    case .position, .positionX, .positionY, .bounds, .boundsOrigin, .boundsSize, .boundsSizeWidth,
      .boundsSizeHeight:
      true
    default: false
    }
  }
}

extension Layer {
  /// Whether a block's change of `keyPath` on this layer adds to what runs there rather than replacing
  /// it: the key path is additive in blocks, the layer's clock runs (no ancestor holds it frozen or
  /// ramped, as a percent-driven transition's layer-time driver does while it scrubs and completes: the
  /// animations it holds keep being replaced, starting from what is on screen, so an undo animated at a
  /// cancel does not add to the scrubbed animation the driver plays back), and nothing absolute runs
  /// under the key path's own key (an explicit animation, a keyframe animation or a property animator's
  /// track overrides the model, so a distance added on top of it would be counted from the wrong value).
  func addsBlockAnimation(of keyPath: LayerKeyPath) -> Bool {
    guard keyPath.isAdditiveInBlocks else { return false }
    let mapping = timeMapping()
    guard mapping.rampLayer == nil, mapping.scale > 0 else { return false }
    guard let running = animation(forKey: keyPath.rawValue) else { return true }
    return (running as? BasicAnimation)?.isAdditive == true
  }

  /// The key for a new additive block animation of `keyPath`: the key path's name while it is free, else
  /// the name with the first free suffix (`position-2`, `position-3`, …), as each of UIKit's additive
  /// animations keeps its own key.
  func additiveKey(for keyPath: LayerKeyPath) -> String {
    let name = keyPath.rawValue
    guard animation(forKey: name) != nil else { return name }
    var suffix = 2
    while animation(forKey: "\(name)-\(suffix)") != nil { suffix += 1 }
    return "\(name)-\(suffix)"
  }
}
