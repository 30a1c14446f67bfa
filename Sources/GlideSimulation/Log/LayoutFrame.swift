public import GlideAnimation
public import GlideTransitions

/// A collection view as presented at one display frame, for logs and tests: which layouts it is
/// between, the transition's progress, and every item as drawn. Scenarios whose screen is a collection
/// view (`pinch-layout`) log one after each frame record.
public struct LayoutFrame: Hashable, Sendable {
  /// The frame record's index.
  public let index: Int
  /// The layout the items come from (the installed one at rest), named by the scenario.
  public let from: String
  /// The layout they go to; nil at rest.
  public let to: String?
  /// The transition layout's `transitionProgress` (0 at `from`, 1 at `to`; a spring may overshoot);
  /// nil at rest.
  public let progress: Double?
  /// Every item, in index path order.
  public let items: [Item]

  /// One item as drawn: its cell's presented values, in the collection view's coordinates.
  public struct Item: Hashable, Sendable {
    public let indexPath: IndexPath
    /// The centre, points.
    public let center: Point
    /// The size before the transform, points.
    public let size: Size
    /// The transform's 2-D rotation (radians) and x scale.
    public let rotation: Double
    public let scale: Double
    public let alpha: Double
    /// The attributes' `zIndex`: the cell layer's `zPosition`, rounded (during a transition the layer
    /// has the unrounded stacking position, which orders the cells).
    public let zIndex: Int
    public let isHidden: Bool
  }

  public init(index: Int, from: String, to: String?, progress: Double?, items: [Item]) {
    (self.index, self.from, self.to, self.progress, self.items) = (index, from, to, progress, items)
  }

  /// The frame of `collectionView` at engine time `time`, with `name` naming its layouts.
  public init(index: Int, collectionView: CollectionView, time: Double, name: (CollectionViewLayout) -> String) {
    let layout = collectionView.collectionViewLayout
    if let transition = layout as? CollectionViewTransitionLayout {
      self.init(
        index: index, from: name(transition.currentLayout), to: name(transition.nextLayout),
        progress: transition.transitionProgress, items: Self.items(collectionView, time: time))
    } else {
      self.init(index: index, from: name(layout), to: nil, progress: nil, items: Self.items(collectionView, time: time))
    }
  }

  private static func items(_ collectionView: CollectionView, time: Double) -> [Item] {
    collectionView.cells.map { cell in
      let state = cell.layer.presentation(at: time)
      let parts = state.affineTransform.decomposition
      return Item(
        indexPath: cell.indexPath, center: state.position, size: state.bounds.size, rotation: parts.rotation,
        scale: parts.scaleX, alpha: state.opacity,
        zIndex: state.zPosition.isFinite && abs(state.zPosition) < 1e15 ? Int(state.zPosition.rounded()) : 0,
        isHidden: state.isHidden)
    }
  }
}
