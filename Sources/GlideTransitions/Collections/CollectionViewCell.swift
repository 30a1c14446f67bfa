public import GlideAnimation

/// The view that shows one item of a collection view (UIKit's `UICollectionViewCell`). The collection
/// view sets its centre, size, transform, alpha, hidden state and layer `zPosition` (the `zIndex`; during
/// a transition its unrounded ``CollectionViewLayoutAttributes/stackingPosition``) from the layout's
/// attributes; its look is the app's.
open class CollectionViewCell: View {
  /// The item the cell shows.
  public internal(set) var indexPath: IndexPath

  /// A cell for the item at `indexPath`, named "item N" (or "item S.N" past the first section).
  public init(engine: AnimationEngine, indexPath: IndexPath, name: String? = nil) {
    self.indexPath = indexPath
    let defaultName = indexPath.section == 0 ? "item \(indexPath.item)" : "item \(indexPath.section).\(indexPath.item)"
    super.init(engine: engine, name: name ?? defaultName)
  }

  /// Told the attributes the cell is laid out with at rest (UIKit's `apply(_:)`), after the collection
  /// view has set its geometry; for a cell's own reaction to them. The default does nothing.
  open func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {}

  // MARK: - Internals

  /// Gives the cell `attributes` as its model values, without animation.
  func take(_ attributes: CollectionViewLayoutAttributes) {
    engine.performWithoutAnimation {
      layer.position = attributes.center
      layer.bounds = Rect(origin: layer.bounds.origin, size: attributes.size)
      layer.transform = attributes.transform3D
      layer.opacity = attributes.alpha
      layer.zPosition = attributes.stackingPosition
    }
    layer.isHidden = attributes.isHidden
    apply(attributes)
  }

  /// Writes `attributes` into a layer's presented state (a transition's track).
  static func write(_ attributes: CollectionViewLayoutAttributes, to state: inout LayerState) {
    state.position = attributes.center
    state.bounds = Rect(origin: state.bounds.origin, size: attributes.size)
    state.transform = attributes.transform3D
    state.opacity = attributes.alpha
    state.zPosition = attributes.stackingPosition
    state.isHidden = attributes.isHidden
  }
}
