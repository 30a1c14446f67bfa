public import GlideAnimation

/// A view that shows items laid out by a layout object: UIKit's `UICollectionView`, with one cell per
/// item (no reuse, and no scrolling: the content sits at the view's origin, and items the layout puts
/// outside the bounds are simply off screen). The items come from a ``dataSource``, or are
/// ``itemCount`` plain cells in one section.
///
/// The layout can change at once, animated (``setCollectionViewLayout(_:animated:completion:)``), or
/// interactively (``startInteractiveTransition(to:completion:)``, then ``finishInteractiveTransition()``
/// or ``cancelInteractiveTransition()``); a ``CollectionViewController`` pushed with
/// `useLayoutToLayoutNavigationTransitions` changes it as a navigation transition. Every change runs on
/// one clock: a ``CollectionViewTransitionLayout`` says where the items are at each progress, and the
/// cells show it at the progress of the moment they are drawn (see ``CollectionViewTransitionLayout``).
///
/// At rest the cells' model values are their layout attributes, so `cellForItem(at:)?.frame` is where
/// the layout put the item.
open class CollectionView: View {
  /// The layout in use: during an interactive or navigation transition, its transition layout.
  public private(set) var collectionViewLayout: CollectionViewLayout
  /// Says how many items there are and makes their cells; setting it reloads the data.
  public weak var dataSource: (any CollectionViewDataSource)? {
    didSet { reloadData() }
  }
  /// Vends transition layouts.
  public weak var delegate: (any CollectionViewDelegate)?
  /// The number of items when there is no data source (one section); setting it reloads the data.
  public var itemCount: Int {
    didSet { if dataSource == nil { reloadData() } }
  }
  /// Seconds an animated layout change takes, and the full length of an interactive one (its rest takes
  /// the remaining share). UIKit does not document its length; Glide takes 0.35 s, its standard
  /// navigation transition's, which a layout-to-layout navigation transition replaces.
  public var layoutAnimationDuration = 0.35
  /// The curve of an animated layout change and of the rest of an interactive one (ease-in-out, UIKit's
  /// default for animations; UIKit does not document the one it uses here).
  public var layoutAnimationCurve = AnimationCurve.easeInOut

  /// One cell per item, in index path order.
  public private(set) var cells: [CollectionViewCell] = []
  private var cellIndex: [IndexPath: Int] = [:]
  /// The items' index paths, in order (counted when the data is loaded).
  public private(set) var allIndexPaths: [IndexPath] = []
  private var sectionCounts: [Int] = []
  /// The layout change in flight.
  private(set) var transition: CollectionViewLayoutTransition?

  /// A collection view in `frame` laid out by `collectionViewLayout`, with `itemCount` plain cells until
  /// a data source is set.
  public init(
    engine: AnimationEngine, name: String = "collection view", frame: Rect, collectionViewLayout: CollectionViewLayout,
    itemCount: Int = 0
  ) {
    self.collectionViewLayout = collectionViewLayout
    self.itemCount = itemCount
    super.init(engine: engine, name: name, frame: frame)
    collectionViewLayout.collectionView = self
    reloadData()
  }

  // MARK: - Items

  public var numberOfSections: Int { sectionCounts.count }

  public func numberOfItems(inSection section: Int) -> Int {
    sectionCounts.indices.contains(section) ? sectionCounts[section] : 0
  }

  /// The cell of the item at `indexPath`, if there is such an item.
  public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
    cellIndex[indexPath].map { cells[$0] }
  }

  /// The attributes the current layout gives the item at `indexPath` (UIKit's
  /// `layoutAttributesForItem(at:)`): during a transition, the transition layout's at its progress now.
  public func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    collectionViewLayout.collectionView = self
    collectionViewLayout.prepareIfNeeded()
    return collectionViewLayout.layoutAttributesForItem(at: indexPath)
  }

  /// Counts the items again and makes a new cell for each; the layouts in use are prepared afresh.
  public func reloadData() {
    let sections = dataSource.map { $0.numberOfSections(in: self) } ?? 1
    sectionCounts = (0..<max(sections, 0)).map { section in
      max(dataSource.map { $0.collectionView(self, numberOfItemsInSection: section) } ?? itemCount, 0)
    }
    allIndexPaths = sectionCounts.enumerated().flatMap { section, count in
      (0..<count).map { IndexPath(item: $0, section: section) }
    }
    for cell in cells { cell.removeFromSuperview() }
    cells = allIndexPaths.map { indexPath in
      let cell =
        dataSource?.collectionView(self, cellForItemAt: indexPath)
        ?? CollectionViewCell(engine: engine, indexPath: indexPath)
      cell.indexPath = indexPath
      return cell
    }
    cellIndex = Dictionary(uniqueKeysWithValues: cells.enumerated().map { ($0.element.indexPath, $0.offset) })
    for cell in cells { addSubview(cell) }
    layoutsDidChange()
  }

  // MARK: - Geometry

  open override var frame: Rect {
    get { super.frame }
    set {
      let old = bounds
      super.frame = newValue
      boundsDidChange(from: old)
    }
  }

  open override var bounds: Rect {
    get { super.bounds }
    set {
      let old = bounds
      super.bounds = newValue
      boundsDidChange(from: old)
    }
  }

  private func boundsDidChange(from old: Rect) {
    guard collectionViewLayout.shouldInvalidateLayout(forBoundsChange: bounds) || old.size != bounds.size else { return }
    layoutsDidChange()
  }

  // MARK: - Changing the layout

  /// Whether a layout change is in flight (animated, interactive or a navigation transition's).
  public var isLayoutTransitionInProgress: Bool { transition != nil }

  /// Installs `layout` (UIKit's `setCollectionViewLayout(_:animated:completion:)`): at once, or animated
  /// over ``layoutAnimationDuration`` along ``layoutAnimationCurve`` from where the items are on screen
  /// (an animated change in flight is taken over where it is; its completion hears `false`).
  /// ``collectionViewLayout`` is `layout` from this call on. `completion` runs once, after the change, with
  /// whether it ran to its end (false when a later change took over), never inside this call.
  ///
  /// Throws while an interactive or a navigation transition moves the items (UIKit raises).
  public func setCollectionViewLayout(
    _ layout: CollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
  ) throws(CollectionViewError) {
    try refuseIfDriven()
    guard animated else {
      _ = interruptAnimatedChange()
      install(layout)
      deliver { completion?(true) }
      return
    }
    let transition = begin(to: layout, owner: .animated(completion: completion), duration: layoutAnimationDuration, curve: layoutAnimationCurve)
    install(layout, laying: false)
    transition.animator.startAnimation()
  }

  /// Starts changing to `layout` under the app's control (UIKit's
  /// `startInteractiveTransition(to:completion:)`): installs the transition layout (the delegate's, or a
  /// plain ``CollectionViewTransitionLayout``) at progress 0 and returns it; set its
  /// `transitionProgress` to move the items, then call ``finishInteractiveTransition()`` or
  /// ``cancelInteractiveTransition()``. `completion` runs once, after the rest has played out, with
  /// (completed: the animation ran to its end, finished: `layout` is installed rather than the old one).
  /// An animated change in flight is taken over where it is on screen.
  ///
  /// Throws while another interactive or a navigation transition is in flight (UIKit raises "the
  /// collection is already in the middle of an interactive transition").
  @discardableResult
  public func startInteractiveTransition(
    to layout: CollectionViewLayout, completion: ((_ completed: Bool, _ finished: Bool) -> Void)? = nil
  ) throws(CollectionViewError) -> CollectionViewTransitionLayout {
    try refuseIfDriven()
    let transition = begin(
      to: layout, owner: .interactive(completion: completion), duration: layoutAnimationDuration,
      curve: layoutAnimationCurve)
    install(transition.layout, laying: false)
    transition.animator.pauseAnimation()
    return transition.layout
  }

  /// Ends an interactive transition toward its new layout: the items go from where they are to the new
  /// layout's attributes over the remaining share of ``layoutAnimationDuration``, along
  /// ``layoutAnimationCurve`` from rest (the percent-driven classic completion of uikit-semantics §4.3),
  /// then the new layout is installed and the completion runs. Without an interactive transition
  /// awaiting its end (none started, already ending, or a navigation transition's) it does nothing:
  /// UIKit raises.
  public func finishInteractiveTransition() { endInteractiveTransition(finishing: true) }

  /// Ends an interactive transition back at its old layout, over the share of ``layoutAnimationDuration``
  /// already covered; otherwise as ``finishInteractiveTransition()``.
  public func cancelInteractiveTransition() { endInteractiveTransition(finishing: false) }

  // MARK: - Navigation transitions

  /// Starts a navigation controller's layout-to-layout transition to `layout` over `duration` seconds
  /// along `curve`, and returns its clock, inactive at progress 0, for the transition's animator to start
  /// or its interaction to scrub (the transition context completes from the clock's end). An animated
  /// change in flight is taken over where it is; an interactive one the app started is cancelled at
  /// once (its completion hears false, false).
  func beginNavigationTransition(
    to layout: CollectionViewLayout, duration: Double, curve: AnimationCurve
  ) throws(CollectionViewError) -> PropertyAnimator {
    if let transition {
      switch transition.owner {
      case .navigation: throw .navigationTransitionInProgress
      case .interactive: settleTransition(finished: false)
      case .animated: break
      }
    }
    let transition = begin(to: layout, owner: .navigation, duration: duration, curve: curve)
    install(transition.layout, laying: false)
    return transition.animator
  }

  /// Ends the layout change in flight at once, at its new layout (`finished`) or its old one: what a
  /// navigation transition that completed without its clock running out (completed by force) leaves.
  /// An app's completion hears that the animation did not run to its end.
  func settleTransition(finished: Bool) {
    guard let transition else { return }
    transition.animator.stopAnimation(true)
    end(transition, finished: finished, ranToEnd: false)
  }

  // MARK: - Internals

  /// Throws when an interactive or navigation transition drives the items.
  private func refuseIfDriven() throws(CollectionViewError) {
    guard let transition else { return }
    switch transition.owner {
    case .interactive: throw .interactiveTransitionInProgress
    case .navigation: throw .navigationTransitionInProgress
    case .animated: break
    }
  }

  /// Makes the transition layout between the current layout (or where an animated change in flight has
  /// the items) and `next`, its clock, and the cells' tracks.
  private func begin(
    to next: CollectionViewLayout, owner: CollectionViewLayoutTransition.Owner, duration: Double,
    curve: AnimationCurve
  ) -> CollectionViewLayoutTransition {
    let starting = interruptAnimatedChange()
    let current = collectionViewLayout
    let layout =
      delegate?.collectionView(self, transitionLayoutForOldLayout: current, newLayout: next)
      ?? CollectionViewTransitionLayout(currentLayout: current, nextLayout: next)
    layout.collectionView = self
    layout.startingAttributes = starting
    layout.markNeedsPreparation()
    layout.prepareIfNeeded()
    let animator = PropertyAnimator(duration: max(duration, 0), curve: curve, engine: engine)
    let transition = CollectionViewLayoutTransition(layout: layout, animator: animator, owner: owner)
    layout.transition = transition
    self.transition = transition
    animator.addCompletion { [weak self, transition] position in
      guard let self, self.transition === transition else { return }
      self.end(transition, finished: position == .end, ranToEnd: position != .current)
    }
    for cell in cells {
      cell.layer.add(
        CollectionViewCellTrack(indexPath: cell.indexPath, transition: transition, layer: cell.layer),
        forKey: CollectionViewCellTrack.key)
    }
    return transition
  }

  /// Finishes or cancels the app's interactive transition (see ``finishInteractiveTransition()``).
  private func endInteractiveTransition(finishing: Bool) {
    guard let transition, transition.isAwaitingEnd else { return }
    let animator = transition.animator
    let progress = animator.fractionComplete
    animator.isReversed = !finishing
    animator.continueAnimation(
      withTimingParameters: .curve(layoutAnimationCurve), durationFactor: finishing ? 1 - progress : progress)
  }

  /// Stops an animated change in flight where it is on screen: the cells keep those values, its
  /// completion hears `false`, and the places are returned as the next change's start. Nil when no
  /// animated change is in flight.
  private func interruptAnimatedChange() -> [IndexPath: CollectionViewLayoutAttributes]? {
    guard let transition, case .animated(let completion) = transition.owner else { return nil }
    let now = engine.currentTime
    var onScreen: [IndexPath: CollectionViewLayoutAttributes] = [:]
    for indexPath in allIndexPaths {
      onScreen[indexPath] = transition.layout.attributes(forItemAt: indexPath, atEngineTime: now)
    }
    let progress = transition.progress(at: now)
    transition.animator.stopAnimation(true)
    removeTracks()
    self.transition = nil
    transition.layout.transitionDidEnd(at: progress)
    for cell in cells {
      if let attributes = onScreen[cell.indexPath] { cell.take(attributes) }
    }
    deliver { completion?(false) }
    return onScreen
  }

  /// The transition ended (its clock ran out, or it was settled): the final layout goes in and the
  /// owner hears of it.
  private func end(_ transition: CollectionViewLayoutTransition, finished: Bool, ranToEnd: Bool) {
    removeTracks()
    self.transition = nil
    let layout = transition.layout
    layout.transitionDidEnd(at: finished ? 1 : 0)
    install(finished ? layout.nextLayout : layout.currentLayout)
    switch transition.owner {
    case .animated(let completion):
      if let completion { ranToEnd ? completion(true) : deliver { completion(false) } }
    case .interactive(let completion):
      if let completion { ranToEnd ? completion(true, finished) : deliver { completion(false, finished) } }
    case .navigation:
      break
    }
  }

  /// Makes `layout` the collection view's layout and, unless a transition shows the items, lays the cells
  /// out with it.
  private func install(_ layout: CollectionViewLayout, laying: Bool = true) {
    collectionViewLayout = layout
    layout.collectionView = self
    if laying { layoutCells() }
  }

  /// Gives every cell its attributes in the installed layout (nothing while a transition's tracks show
  /// the cells).
  private func layoutCells() {
    guard transition == nil else { return }
    let layout = collectionViewLayout
    layout.collectionView = self
    layout.prepareIfNeeded()
    for cell in cells {
      if let attributes = layout.layoutAttributesForItem(at: cell.indexPath) {
        cell.take(attributes)
      } else {
        cell.isHidden = true
      }
    }
  }

  /// The items or the size changed: every layout in use works its attributes out again.
  private func layoutsDidChange() {
    collectionViewLayout.markNeedsPreparation()
    if let transition {
      let layout = transition.layout
      layout.currentLayout.markNeedsPreparation()
      layout.nextLayout.markNeedsPreparation()
      layout.markNeedsPreparation()
      layout.prepareIfNeeded()
      for cell in cells where cell.layer.animation(forKey: CollectionViewCellTrack.key) == nil {
        cell.layer.add(
          CollectionViewCellTrack(indexPath: cell.indexPath, transition: transition, layer: cell.layer),
          forKey: CollectionViewCellTrack.key)
      }
    } else {
      layoutCells()
    }
  }

  /// A layout was invalidated: lay out again if it is in use.
  func layoutDidInvalidate(_ layout: CollectionViewLayout) {
    if let transition {
      let t = transition.layout
      guard layout === t || layout === t.currentLayout || layout === t.nextLayout else { return }
      t.markNeedsPreparation()
      t.prepareIfNeeded()
    } else if layout === collectionViewLayout {
      layoutCells()
    }
  }

  private func removeTracks() {
    for cell in cells { cell.layer.removeAnimation(forKey: CollectionViewCellTrack.key) }
  }

  /// Runs `work` on the engine's next round (completions never run inside the call that caused them).
  private func deliver(_ work: @escaping () -> Void) {
    _ = engine.schedule(at: engine.currentTime, work)
  }
}
