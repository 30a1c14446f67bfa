public import GlideAnimation

/// UIKit's motion effects on a view: `addMotionEffect(_:)`, `removeMotionEffect(_:)`, `motionEffects`.
///
/// How the values reach the screen: each view's effects add up into one ``AdditiveOverlay`` on its layer
/// (under ``motionEffectsAnimationKey``), which a ``MotionEffectEngine`` replaces when the viewer offset
/// changes the values. An overlay rather than one additive `BasicAnimation` per key path, because an
/// overlay is what a relative value is: added to the presentation after every other animation, whenever
/// those were added (a plain additive animation would sit under a block animation added after it, and
/// the block's from/to values would hide the effect), and never counted in the value a new block or
/// property animator starts from (so starting one during a tilt does not jump by the tilt). The model is
/// never touched. One overlay per view rather than per effect keeps a fixed order of addition (the
/// effects' order), which transforms need, and lets a removed effect's share go at once: the others'
/// last values are added up again without waiting for the next viewer offset.
extension View {
  /// The animation key of the overlay that carries this view's motion effects.
  public static let motionEffectsAnimationKey = "motionEffects"

  /// The effects attached, in the order they apply. Setting it is removing the old ones and adding the
  /// new ones.
  public var motionEffects: [MotionEffect] {
    get { motionEffectEntries.map(\.effect) }
    set {
      let kept = newValue.reduce(into: [MotionEffectEntry]()) { entries, effect in
        guard !entries.contains(where: { $0.effect === effect }) else { return }
        entries.append(motionEffectEntries.first { $0.effect === effect } ?? MotionEffectEntry(effect: effect))
      }
      motionEffectEntries = kept
      refreshMotionEffectOverlay()
    }
  }

  /// Attaches `effect` (once: adding it again changes nothing). It shows from the next
  /// ``MotionEffectEngine/update(viewerOffset:)``, as UIKit applies an effect with the next motion update.
  public func addMotionEffect(_ effect: MotionEffect) {
    guard !motionEffectEntries.contains(where: { $0.effect === effect }) else { return }
    motionEffectEntries.append(MotionEffectEntry(effect: effect))
  }

  /// Detaches `effect`; what it added leaves the presentation at once.
  public func removeMotionEffect(_ effect: MotionEffect) {
    let count = motionEffectEntries.count
    motionEffectEntries.removeAll { $0.effect === effect }
    if motionEffectEntries.count != count { refreshMotionEffectOverlay() }
  }

  /// The layer key path a motion effect's view key path names: `center` (`position`), `center.x`,
  /// `center.y`, `transform`, `alpha` (`opacity`), `backgroundColor`, `bounds`, `bounds.origin`,
  /// `bounds.size`, `bounds.size.width`, `bounds.size.height`, and `layer.` followed by any
  /// `LayerKeyPath` (`layer.transform.rotation`); nil for anything else.
  public static func layerKeyPath(forMotionKeyPath keyPath: String) -> LayerKeyPath? {
    if keyPath.hasPrefix("layer.") { return LayerKeyPath(rawValue: String(keyPath.dropFirst("layer.".count))) }
    switch keyPath {
    case "center": return .position
    case "center.x": return .positionX
    case "center.y": return .positionY
    case "alpha": return .opacity
    case "transform", "backgroundColor", "bounds", "bounds.origin", "bounds.size", "bounds.size.width",
      "bounds.size.height":
      return LayerKeyPath(rawValue: keyPath)
    default: return nil
    }
  }

  /// The key paths motion effects take, for messages.
  static let motionKeyPathHelp =
    "use center, center.x, center.y, transform, alpha, backgroundColor, bounds (and its parts) or layer.<key path>"

  // MARK: - Internals

  /// Works out every effect's values for `viewerOffset` and replaces the overlay when their sum changed.
  /// - Returns: Whether the overlay changed.
  @discardableResult
  func applyMotionEffects(for viewerOffset: ViewerOffset) -> Bool {
    guard !motionEffectEntries.isEmpty else { return false }
    for index in motionEffectEntries.indices {
      let values = motionEffectEntries[index].effect.keyPathsAndRelativeValues(forViewerOffset: viewerOffset)
      motionEffectEntries[index].values = Self.resolve(values ?? [:])
    }
    return refreshMotionEffectOverlay()
  }

  /// Puts the sum of the effects' last values on the layer, unless it is there already; removes the
  /// overlay when nothing is added (no effect, or every value the additive identity: a view at rest
  /// carries no animation, so a scene at rest has nothing scheduled).
  @discardableResult
  func refreshMotionEffectOverlay() -> Bool {
    var sum: [(keyPath: LayerKeyPath, value: AnimatableValue)] = []
    for entry in motionEffectEntries {
      for (keyPath, value) in entry.values {
        if let index = sum.firstIndex(where: { $0.keyPath == keyPath }) {
          sum[index].value = sum[index].value.adding(value)
        } else {
          sum.append((keyPath, value))
        }
      }
    }
    sum.removeAll { $0.value == AnimatableValue.zero(of: $0.keyPath.kind) }
    let key = Self.motionEffectsAnimationKey
    let current = layer.animation(forKey: key) as? AdditiveOverlay
    guard !sum.isEmpty else {
      guard current != nil else { return false }
      layer.removeAnimation(forKey: key)
      return true
    }
    let overlay = AdditiveOverlay(values: sum)
    if let current, current.hasSameValues(as: overlay) { return false }
    layer.add(overlay, forKey: key)
    return true
  }

  /// An effect's values by layer key path, in the order of their view key paths' names (several names
  /// for one layer key path add up in that order).
  private static func resolve(_ values: [String: AnimatableValue]) -> [(LayerKeyPath, AnimatableValue)] {
    var resolved: [(LayerKeyPath, AnimatableValue)] = []
    for name in values.keys.sorted() {
      // swift-format-ignore: NeverForceUnwrap (the key comes from the dictionary)
      let value = values[name]!
      guard let keyPath = layerKeyPath(forMotionKeyPath: name) else {
        preconditionFailure("a motion effect returned \"\(name)\", which it cannot move; \(motionKeyPathHelp)")
      }
      precondition(
        value.kind == keyPath.kind,
        "a motion effect returned a \(value.kind.rawValue) for \(name), which takes \(keyPath.kind.rawValue) values")
      if let index = resolved.firstIndex(where: { $0.0 == keyPath }) {
        resolved[index].1 = resolved[index].1.adding(value)
      } else {
        resolved.append((keyPath, value))
      }
    }
    return resolved
  }
}

/// One attached effect and what it added at the last update (layer key paths, in order).
struct MotionEffectEntry {
  let effect: MotionEffect
  var values: [(LayerKeyPath, AnimatableValue)] = []
}
