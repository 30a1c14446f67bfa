public import GlideAnimation

/// The layout a collection view shows while it changes from one layout to another: UIKit's
/// `UICollectionViewTransitionLayout`. Each item's attributes are its attributes in ``currentLayout`` and
/// in ``nextLayout``, ``CollectionViewLayoutAttributes/interpolated(to:fraction:)`` at
/// ``transitionProgress`` (0 shows the current layout, 1 the next). An item only one layout shows
/// appears or disappears with that layout's `initialLayoutAttributesForAppearingItem(at:)` or
/// `finalLayoutAttributesForDisappearingItem(at:)` (by default its place there, transparent: it fades).
///
/// ``CollectionView/startInteractiveTransition(to:completion:)`` installs one and hands it back; setting
/// ``transitionProgress`` moves the items. Subclasses can override ``layoutAttributesForItem(at:)`` to
/// move items their own way (Apple's sample follows the pinch's centre) and keep the numbers they need
/// with ``updateValue(_:forAnimatedKey:)``; the collection view asks for every item's attributes each
/// time it draws, at the progress on screen then, so a subclass's attributes show while the fingers move
/// and while the rest plays out.
///
/// The progress is not a stored number but the position of the transition's clock (a
/// `PropertyAnimator` the collection view runs, which a percent-driven interaction may scrub and
/// continue): reading it during the animated rest gives the progress on screen, which a spring completion
/// carries past 0 or 1 for a moment (UIKit's own completion overshoots too, as TLLayoutTransitioning
/// found: SwiftKickMobile/TLLayoutTransitioning#25).
open class CollectionViewTransitionLayout: CollectionViewLayout {
  /// The layout the transition starts from (shown at progress 0).
  public let currentLayout: CollectionViewLayout
  /// The layout the transition goes to (shown at progress 1).
  public let nextLayout: CollectionViewLayout

  public init(currentLayout: CollectionViewLayout, nextLayout: CollectionViewLayout) {
    self.currentLayout = currentLayout
    self.nextLayout = nextLayout
  }

  /// The items' start and end attributes, worked out by ``prepare()``.
  private var endpoints: [IndexPath: (from: CollectionViewLayoutAttributes, to: CollectionViewLayoutAttributes)] = [:]
  /// Where the items start when that is not the current layout (a change that takes over from one in
  /// flight starts from the screen).
  var startingAttributes: [IndexPath: CollectionViewLayoutAttributes]?
  /// The transition that runs this layout's clock, while it does.
  weak var transition: CollectionViewLayoutTransition?
  /// The progress while no clock runs (before the transition starts and after it ends).
  private var storedProgress = 0.0
  /// The engine time the collection view is drawing at, while it asks for attributes.
  private var evaluationTime: Double?

  // MARK: - Progress

  /// How far the transition has come: 0 shows ``currentLayout``, 1 ``nextLayout``. Setting it (clamped to
  /// 0…1, as UIKit clamps the value it uses) moves the items while the transition is interactive; while
  /// the rest of the transition plays out it does nothing.
  public var transitionProgress: Double {
    get {
      guard let transition else { return storedProgress }
      return transition.progress(at: evaluationTime ?? transition.animator.engine.currentTime)
    }
    set {
      let clamped = min(max(newValue.isNaN ? 0 : newValue, 0), 1)
      guard let transition else {
        storedProgress = clamped
        return
      }
      transition.scrub(to: clamped)
    }
  }

  // MARK: - Animated values

  /// The values of ``updateValue(_:forAnimatedKey:)``, with the progress each was set at.
  private var animatedValues: [String: (value: Double, progress: Double)] = [:]

  /// Keeps `value` under `key` for a subclass's attributes (UIKit's `updateValue(_:forAnimatedKey:)`).
  /// When the transition then finishes or is cancelled, the value is animated with it: it goes to 0 as
  /// the progress goes from where the value was set to the end the transition completes at, so whatever
  /// a subclass adds with it has gone when the final layout is installed. (UIKit says only that such
  /// values are animated; going to 0 is Glide's reading, the one that makes the last frame match the
  /// installed layout.)
  public func updateValue(_ value: Double, forAnimatedKey key: String) {
    animatedValues[key] = (value, transitionProgress)
  }

  /// The value under `key` now (0 when none was set): as set while the transition is interactive, and
  /// on its way to 0 while the rest plays out.
  public func value(forAnimatedKey key: String) -> Double {
    guard let entry = animatedValues[key] else { return 0 }
    guard let transition, let target = transition.completionTarget else { return entry.value }
    let progress = transitionProgress
    let span = target - entry.progress
    guard abs(span) > 1e-12 else { return 0 }
    return entry.value * (target - progress) / span
  }

  // MARK: - Layout

  /// Prepares both layouts and works out every item's start and end.
  open override func prepare() {
    endpoints = [:]
    guard let collectionView else { return }
    for layout in [currentLayout, nextLayout] {
      layout.collectionView = collectionView
      layout.prepareIfNeeded()
    }
    for indexPath in collectionView.allIndexPaths {
      let start =
        startingAttributes?[indexPath] ?? currentLayout.layoutAttributesForItem(at: indexPath)
        ?? nextLayout.initialLayoutAttributesForAppearingItem(at: indexPath)
      let end =
        nextLayout.layoutAttributesForItem(at: indexPath)
        ?? currentLayout.finalLayoutAttributesForDisappearingItem(at: indexPath)
      switch (start, end) {
      case (let from?, let to?): endpoints[indexPath] = (from, to)
      case (let from?, nil): endpoints[indexPath] = (from, Self.transparent(from))
      case (nil, let to?): endpoints[indexPath] = (Self.transparent(to), to)
      case (nil, nil): break
      }
    }
  }

  /// The larger of the two layouts' sizes in each direction (as UIKit's transition layout does).
  open override var collectionViewContentSize: Size {
    let (a, b) = (currentLayout.collectionViewContentSize, nextLayout.collectionViewContentSize)
    return Size(width: max(a.width, b.width), height: max(a.height, b.height))
  }

  /// The item's attributes at ``transitionProgress``: its two ends interpolated (see the type).
  open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    guard let ends = endpoints[indexPath] else { return nil }
    return ends.from.interpolated(to: ends.to, fraction: transitionProgress)
  }

  /// The item's two ends (nil when neither layout shows it).
  public func endpointAttributes(forItemAt indexPath: IndexPath) -> (
    from: CollectionViewLayoutAttributes, to: CollectionViewLayoutAttributes
  )? {
    endpoints[indexPath]
  }

  // MARK: - Internals

  /// The item's attributes as drawn at engine time `time` (the progress then), asked by the cells'
  /// tracks; a subclass's override is honoured.
  func attributes(forItemAt indexPath: IndexPath, atEngineTime time: Double) -> CollectionViewLayoutAttributes? {
    let saved = evaluationTime
    evaluationTime = time
    defer { evaluationTime = saved }
    return layoutAttributesForItem(at: indexPath)
  }

  /// The clock stopped at `progress` (the transition ended): that is the progress from now on.
  func transitionDidEnd(at progress: Double) {
    storedProgress = progress
    transition = nil
  }

  private static func transparent(_ attributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
    var copy = attributes
    copy.alpha = 0
    return copy
  }
}
