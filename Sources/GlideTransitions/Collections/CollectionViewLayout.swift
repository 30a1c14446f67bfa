public import GlideAnimation

/// Decides where a collection view's items go: UIKit's `UICollectionViewLayout`. Subclass it and override
/// ``prepare()`` (work out the attributes), ``collectionViewContentSize`` and
/// ``layoutAttributesForItem(at:)``; ``CollectionViewFlowLayout`` (lines of items) and
/// ``CollectionViewStackLayout`` (a pile) are ready-made.
///
/// A layout serves one collection view at a time (``collectionView``, set when the view installs it or a
/// transition to or from it starts). The collection view asks ``prepare()`` before it reads attributes
/// after ``invalidateLayout()`` (or a change of its size or items), so a layout can compute everything
/// there once.
open class CollectionViewLayout {
  /// The collection view this layout lays out, while it does (another one needs a new preparation).
  public internal(set) weak var collectionView: CollectionView? {
    didSet { if oldValue !== collectionView { needsPreparation = true } }
  }
  /// Whether ``prepare()`` has to run before attributes are read.
  public private(set) var needsPreparation = true

  public init() {}

  /// Works out the layout for the collection view's current size and items. Called before attributes
  /// are read after the layout was invalidated. The default does nothing.
  open func prepare() {}

  /// Marks the layout as out of date: ``prepare()`` runs again before the next attributes are read, and
  /// the collection view lays its cells out again.
  open func invalidateLayout() {
    needsPreparation = true
    collectionView?.layoutDidInvalidate(self)
  }

  /// Whether a change of the collection view's bounds to `newBounds` needs a new layout; by default
  /// when the size changes.
  open func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
    guard let collectionView else { return true }
    return newBounds.size != collectionView.bounds.size
  }

  /// The size of everything the layout lays out, points. The default: the collection view's size.
  open var collectionViewContentSize: Size { collectionView?.bounds.size ?? .zero }

  /// The attributes of the item at `indexPath`, or nil when the layout does not show it. The default
  /// shows nothing.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

  /// The attributes of every item whose frame meets `rect`, in index path order. The default asks
  /// ``layoutAttributesForItem(at:)`` for every item of the collection view.
  open func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes] {
    guard let collectionView else { return [] }
    return collectionView.allIndexPaths.compactMap { layoutAttributesForItem(at: $0) }.filter {
      $0.frame.intersects(rect)
    }
  }

  /// Where an item that only the new layout of a transition shows starts: by default where this (the
  /// new) layout puts it, transparent, so it fades in (UIKit's flow layout's inserted items).
  open func initialLayoutAttributesForAppearingItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    guard var attributes = layoutAttributesForItem(at: indexPath) else { return nil }
    attributes.alpha = 0
    return attributes
  }

  /// Where an item that only the old layout of a transition shows ends: by default where this (the old)
  /// layout puts it, transparent, so it fades out.
  open func finalLayoutAttributesForDisappearingItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    guard var attributes = layoutAttributesForItem(at: indexPath) else { return nil }
    attributes.alpha = 0
    return attributes
  }

  // MARK: - Internals

  /// Prepares the layout if it has been invalidated.
  func prepareIfNeeded() {
    guard needsPreparation else { return }
    needsPreparation = false
    prepare()
  }

  /// The layout is out of date (without telling the collection view, which already knows).
  func markNeedsPreparation() { needsPreparation = true }
}
