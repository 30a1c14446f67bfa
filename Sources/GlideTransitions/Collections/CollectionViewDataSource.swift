/// Says how many items a collection view has and makes their cells (UIKit's
/// `UICollectionViewDataSource`). Without one, a collection view shows ``CollectionView/itemCount``
/// items in one section with plain cells.
public protocol CollectionViewDataSource: AnyObject {
  /// The number of sections; 1 by default.
  func numberOfSections(in collectionView: CollectionView) -> Int
  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
  /// The cell that shows the item at `indexPath` (made once per item, when the data is loaded). By
  /// default a plain ``CollectionViewCell``.
  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
}

extension CollectionViewDataSource {
  public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
  public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
    CollectionViewCell(engine: collectionView.engine, indexPath: indexPath)
  }
}

/// Takes part in a collection view's layout changes (the layout part of UIKit's
/// `UICollectionViewDelegate`).
public protocol CollectionViewDelegate: AnyObject {
  /// The transition layout to use between `fromLayout` and `toLayout` (a subclass that moves items its
  /// own way); by default a plain ``CollectionViewTransitionLayout``.
  func collectionView(
    _ collectionView: CollectionView, transitionLayoutForOldLayout fromLayout: CollectionViewLayout,
    newLayout toLayout: CollectionViewLayout
  ) -> CollectionViewTransitionLayout
}

extension CollectionViewDelegate {
  public func collectionView(
    _ collectionView: CollectionView, transitionLayoutForOldLayout fromLayout: CollectionViewLayout,
    newLayout toLayout: CollectionViewLayout
  ) -> CollectionViewTransitionLayout {
    CollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
  }
}
