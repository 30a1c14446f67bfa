public import GlideAnimation

/// A rectangle on screen that draws and holds subviews: UIKit's `UIView`, backed by a `Layer` that
/// does the animating. Geometry is in points in the superview's coordinates; `alpha` is 0…1.
///
/// Changing a property inside an animation block (`AnimationEngine/animate(withDuration:delay:options:animations:completion:)`)
/// animates it; elsewhere the change is immediate.
open class View {
  /// The layer that holds this view's values and animations.
  public let layer: Layer
  /// The clock and animation context.
  public var engine: AnimationEngine { layer.engine }

  // The tree skips the runtime exclusivity check: transitions walk and change it at every start and
  // end, only by whole assignment or a single append or removal that calls out to nothing.
  @exclusivity(unchecked) public private(set) var subviews: [View] = []
  // `superview` is `unowned(unsafe)` rather than `weak` (or a checked `unowned`, which the superview's
  // `deinit` could not compare to itself while it is being destroyed), as `Layer.superlayer` is: a weak reference gives
  // the superview a side table, which makes every retain and release of it slow, and transitions move
  // views at every start and end. It never dangles: the superview holds this view in `subviews` and
  // clears the reference in its `deinit`, where a weak one would have become nil.
  @exclusivity(unchecked) public private(set) unowned(unsafe) var superview: View?
  /// The motion effects and what each last added (`View+MotionEffects.swift`).
  var motionEffectEntries: [MotionEffectEntry] = []
  /// Constraint-based layout's state for this view (see `View+Layout.swift`); nil until it takes part.
  @exclusivity(unchecked) var layoutNode: LayoutNode?

  /// The view transition showing a change of this view now, if any (a newer one ends it first).
  @exclusivity(unchecked) var viewTransition: ViewTransition?

  public init(engine: AnimationEngine, name: String = "", frame: Rect = .zero) {
    layer = Layer(engine: engine, name: name)
    layer.frame = frame
    layer.bounds = Rect(origin: .zero, size: frame.size)
  }

  deinit {
    for view in subviews where view.superview === self { view.superview = nil }
  }

  /// A name for logs, renderings and test messages.
  public var name: String {
    get { layer.name }
    set { layer.name = newValue }
  }

  // MARK: - Geometry and appearance (model values)

  /// The view's rectangle in its superview's coordinates (the bounding box when transformed).
  public var frame: Rect {
    get { layer.frame }
    set { layer.frame = newValue }
  }
  /// The view's own coordinate space.
  public var bounds: Rect {
    get { layer.bounds }
    set { layer.bounds = newValue }
  }
  /// The middle of the view in its superview's coordinates (the layer's `position` with the default anchor).
  public var center: Point {
    get { layer.position }
    set { layer.position = newValue }
  }
  /// Applied about the center, in the plane (UIKit's `transform`): the layer's transform's 2-D part;
  /// setting it replaces the layer's whole transform, as UIKit's does.
  public var transform: Transform2D {
    get { layer.affineTransform() }
    set { layer.setAffineTransform(newValue) }
  }
  /// Applied about the center, in depth (UIKit's `transform3D`, iOS 13): the layer's `transform`.
  public var transform3D: Transform3D {
    get { layer.transform }
    set { layer.transform = newValue }
  }
  public var alpha: Double {
    get { layer.opacity }
    set { layer.opacity = newValue }
  }
  public var isHidden: Bool {
    get { layer.isHidden }
    set { layer.isHidden = newValue }
  }
  public var backgroundColor: Color {
    get { layer.backgroundColor }
    set { layer.backgroundColor = newValue }
  }
  /// Whether subviews (and the layer's text) are clipped to the bounds, rounded by the layer's
  /// `cornerRadius`: the layer's `masksToBounds`, as in UIKit. Not animatable. (The border, corner
  /// radius and text are the layer's, as in UIKit: `view.layer.cornerRadius = 12`.)
  public var clipsToBounds: Bool {
    get { layer.masksToBounds }
    set { layer.masksToBounds = newValue }
  }

  /// What is on screen now (the layer's presentation).
  public var presentation: LayerState { layer.presentation() }

  // MARK: - Layout (overridable; the rest is in View+Layout.swift)

  /// Lays out the subviews, called by a layout pass after the constraints placed them: UIKit's hook for
  /// what constraints cannot say. Empty by default.
  open func layoutSubviews() {}

  /// Updates this view's constraints, called by a pass when ``setNeedsUpdateConstraints()`` asked for it.
  /// Empty by default.
  open func updateConstraints() {}

  /// The size the content needs, points (``noIntrinsicMetric`` along an axis without one, the default):
  /// the layout keeps the view at it with the content hugging and compression-resistance priorities.
  open var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }

  // MARK: - Hierarchy

  /// Adds `view` in front of the other subviews, taking it from its old superview.
  public func addSubview(_ view: View) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts `view` at `index` (0 is at the back).
  public func insertSubview(_ view: View, at index: Int) {
    precondition(view !== self && !view.isAncestor(of: self), "a view cannot contain itself")
    view.detach()
    let index = min(max(index, 0), subviews.count)
    subviews.insert(view, at: index)
    view.superview = self
    layer.insertSublayer(view.layer, at: index)
    view.layoutDidMoveToSuperview()
  }

  public func insertSubview(_ view: View, aboveSubview sibling: View) {
    precondition(sibling.superview === self, "\(sibling.name) is not a subview of \(name)")
    view.detach()
    insertSubview(view, at: index(of: sibling) + 1)
  }

  public func insertSubview(_ view: View, belowSubview sibling: View) {
    precondition(sibling.superview === self, "\(sibling.name) is not a subview of \(name)")
    view.detach()
    insertSubview(view, at: index(of: sibling))
  }

  public func bringSubviewToFront(_ view: View) {
    guard view.superview === self else { return }
    insertSubview(view, at: subviews.count)
  }

  public func sendSubviewToBack(_ view: View) {
    guard view.superview === self else { return }
    insertSubview(view, at: 0)
  }

  public func removeFromSuperview() { detach() }

  /// Whether this view is `view` or one of its ancestors.
  public func isAncestor(of view: View) -> Bool {
    var node: View? = view
    while let current = node {
      if current === self { return true }
      node = current.superview
    }
    return false
  }

  /// Whether `view` is this view or one of its ancestors (UIKit's `isDescendant(of:)`).
  public func isDescendant(of view: View) -> Bool { view.isAncestor(of: self) }

  /// A new view showing this one as it looks (see `Layer/snapshot(afterScreenUpdates:)`): on screen
  /// now when `afterScreenUpdates` is false, with pending changes applied when true. The snapshot is a
  /// flat copy of the values (geometry, background, border, shadow, text, gradient, shape, contents and
  /// material: what the layer draws); it does not follow later changes.
  public func snapshotView(afterScreenUpdates: Bool) -> View {
    let copy = View(engine: engine, name: "\(name) snapshot")
    let state = afterScreenUpdates ? layer.model : layer.presentation()
    copy.engine.performWithoutAnimation {
      copy.layer.bounds = state.bounds
      copy.layer.position = state.position
      copy.layer.anchorPoint = state.anchorPoint
      copy.layer.anchorPointZ = state.anchorPointZ
      copy.layer.transform = state.transform
      copy.layer.sublayerTransform = state.sublayerTransform
      copy.layer.zPosition = state.zPosition
      copy.layer.opacity = state.opacity
      copy.layer.backgroundColor = state.backgroundColor
      copy.layer.borderWidth = state.borderWidth
      copy.layer.borderColor = state.borderColor
      copy.layer.cornerRadius = state.cornerRadius
      copy.layer.shadowColor = state.shadowColor
      copy.layer.shadowOpacity = state.shadowOpacity
      copy.layer.shadowOffset = state.shadowOffset
      copy.layer.shadowRadius = state.shadowRadius
      copy.layer.shadowPath = state.shadowPath
      copy.layer.gradient = state.gradient
      copy.layer.shape = state.shape
      copy.layer.contents = state.contents
      copy.layer.contentsGravity = state.contentsGravity
      copy.layer.contentsScale = state.contentsScale
      copy.layer.contentsRect = state.contentsRect
      copy.layer.material = state.material
    }
    copy.isHidden = state.isHidden
    copy.clipsToBounds = state.masksToBounds
    copy.layer.isDoubleSided = state.isDoubleSided
    copy.layer.text = state.text
    copy.layer.pageCurl = state.pageCurl
    for subview in subviews { copy.addSubview(subview.snapshotView(afterScreenUpdates: afterScreenUpdates)) }
    return copy
  }

  private func index(of sibling: View) -> Int {
    // swift-format-ignore: NeverForceUnwrap (callers check that `sibling` is a subview)
    subviews.firstIndex { $0 === sibling }!
  }

  private func detach() {
    guard let parent = superview else { return }
    parent.subviews.removeAll { $0 === self }
    superview = nil
    layer.removeFromSuperlayer()
    layoutDidLeave(parent)
  }
}

extension View: CustomStringConvertible {
  public var description: String { name.isEmpty ? "View" : name }
}
