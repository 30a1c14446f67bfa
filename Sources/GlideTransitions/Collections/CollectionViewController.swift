import GlideAnimation

/// A screen that is a collection view: UIKit's `UICollectionViewController`. Its view is its
/// ``collectionView``, made with the layout it was created with (``collectionViewLayout``) and, like
/// UIKit's, with the controller as data source and delegate (override ``numberOfItems``'s
/// data-source methods, or set the collection view's `dataSource` to something else).
///
/// **Layout-to-layout navigation** (iOS 7): set ``useLayoutToLayoutNavigationTransitions`` before pushing
/// this controller onto a navigation controller whose top controller is a collection view controller
/// pushed without it. The push then does not slide a new screen in: this controller takes the previous
/// controller's collection view as its own (``collectionView`` and `view` are that one view; its data
/// source and delegate stay the previous controller's, as in UIKit) and the navigation transition
/// animates it from the previous layout to this controller's ``collectionViewLayout``; popping animates it
/// back. The navigation stack, appearance callbacks and delegate calls are those of any push or pop. The
/// transition's animator is the delegate's, when it vends one, else a
/// ``CollectionViewLayoutTransitionAnimator``; a percent-driven interaction scrubs and continues it (a
/// pinch that gathers a grid back into a pile). As in UIKit, change the property only before the push.
open class CollectionViewController: ViewController, CollectionViewDataSource, CollectionViewDelegate {
  /// The layout this controller shows its items with (the target of a layout-to-layout transition to it).
  public let collectionViewLayout: CollectionViewLayout
  /// Use a layout change instead of the standard transition when pushed onto another collection view
  /// controller, sharing its collection view (UIKit's `useLayoutToLayoutNavigationTransitions`).
  public var useLayoutToLayoutNavigationTransitions = false
  /// The number of items the controller's data-source methods report (one section); reloads the data.
  public var numberOfItems: Int {
    didSet { if isViewLoaded { collectionView.reloadData() } }
  }

  /// A controller that shows `numberOfItems` items with `layout`.
  public init(scene: Scene, title: String, collectionViewLayout layout: CollectionViewLayout, numberOfItems: Int = 0) {
    collectionViewLayout = layout
    self.numberOfItems = numberOfItems
    super.init(scene: scene, title: title)
  }

  private var sharedCollectionView: CollectionView?
  private var ownCollectionView: CollectionView?

  /// The controller's collection view: its own (made on first use), or, once pushed with layout-to-layout
  /// navigation transitions, the one it shares with the controller below.
  public var collectionView: CollectionView {
    if let view = sharedCollectionView ?? ownCollectionView { return view }
    let view = CollectionView(
      engine: scene.engine, name: title, frame: scene.bounds, collectionViewLayout: collectionViewLayout)
    view.delegate = self
    view.dataSource = self
    ownCollectionView = view
    return view
  }

  /// The collection view (a controller pushed layout-to-layout shows the shared one).
  open override func loadView() -> View { collectionView }

  /// Whether this controller's collection view is another controller's.
  public var sharesCollectionView: Bool { sharedCollectionView != nil }

  /// Takes `collectionView` as this controller's collection view and root view (the layout-to-layout push).
  func share(_ collectionView: CollectionView) {
    guard collectionView !== (sharedCollectionView ?? ownCollectionView) else { return }
    sharedCollectionView = collectionView
    replaceView(collectionView)
  }

  // MARK: - Data source

  open func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

  open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    numberOfItems
  }

  /// A plain cell; override to give items a look.
  open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
    CollectionViewCell(engine: collectionView.engine, indexPath: indexPath)
  }

  // MARK: - Delegate

  /// A plain transition layout; override to vend a subclass.
  open func collectionView(
    _ collectionView: CollectionView, transitionLayoutForOldLayout fromLayout: CollectionViewLayout,
    newLayout toLayout: CollectionViewLayout
  ) -> CollectionViewTransitionLayout {
    CollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
  }
}
