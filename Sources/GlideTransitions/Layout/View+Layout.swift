import GlideAnimation

// Constraint-based layout on views, UIKit's Auto Layout: anchors, installed constraints,
// `translatesAutoresizingMaskIntoConstraints`, intrinsic content size and its priorities, and the
// layout passes. The overridable hooks (`layoutSubviews`, `updateConstraints`, `intrinsicContentSize`)
// are declared in `View`'s body; the rest is here.

extension View {
  // MARK: - Anchors

  public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .left) }
  public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .right) }
  /// The left edge: Glide lays out left to right.
  public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .leading) }
  /// The right edge: Glide lays out left to right.
  public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .trailing) }
  public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .centerX) }
  public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .top) }
  public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .bottom) }
  public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .centerY) }
  public var widthAnchor: LayoutDimension { LayoutDimension(self, .width) }
  public var heightAnchor: LayoutDimension { LayoutDimension(self, .height) }

  // MARK: - Constraints

  /// The active constraints installed on this view (it is their items' closest common ancestor), in
  /// activation order.
  public var constraints: [LayoutConstraint] { layoutNode?.installed ?? [] }

  /// Activates `constraint` (installed on its items' closest common ancestor, as `activate` does).
  public func addConstraint(_ constraint: LayoutConstraint) { constraint.isActive = true }
  public func addConstraints(_ constraints: [LayoutConstraint]) { LayoutConstraint.activate(constraints) }
  /// Deactivates `constraint`.
  public func removeConstraint(_ constraint: LayoutConstraint) { constraint.isActive = false }
  public func removeConstraints(_ constraints: [LayoutConstraint]) { LayoutConstraint.deactivate(constraints) }

  /// Whether the layout pins this view's frame (its center and bounds' size) with required constraints
  /// that follow it, so that constraints can position its subviews against it while code sets its frame:
  /// UIKit's, true by default. Set it to false for a view that constraints place.
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { layoutNode?.translatesAutoresizingMaskIntoConstraints ?? true }
    set {
      guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
      layoutNodeCreatingIfNeeded().translatesAutoresizingMaskIntoConstraints = newValue
      LayoutEngine.of(self, creating: false)?.translationDidChange(self)
      superview?.setNeedsLayout()
    }
  }

  // MARK: - Content size

  /// `UIView.noIntrinsicMetric`: no intrinsic size along an axis.
  public static let noIntrinsicMetric: Double = -1

  /// The intrinsic content size changed (``intrinsicContentSize`` is read again at the next pass).
  public func invalidateIntrinsicContentSize() {
    LayoutEngine.of(self, creating: false)?.contentSizeDidChange(self)
    superview?.setNeedsLayout()
  }

  /// How much the view resists growing past its intrinsic size along `axis` (250 by default).
  public func contentHuggingPriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
    let hugging = layoutNode?.hugging ?? (.defaultLow, .defaultLow)
    return axis == .horizontal ? hugging.horizontal : hugging.vertical
  }

  public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
    let node = layoutNodeCreatingIfNeeded()
    if axis == .horizontal { node.hugging.horizontal = priority } else { node.hugging.vertical = priority }
    invalidateIntrinsicContentSize()
  }

  /// How much the view resists shrinking below its intrinsic size along `axis` (750 by default).
  public func contentCompressionResistancePriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
    let resistance = layoutNode?.compressionResistance ?? (.defaultHigh, .defaultHigh)
    return axis == .horizontal ? resistance.horizontal : resistance.vertical
  }

  public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
    let node = layoutNodeCreatingIfNeeded()
    if axis == .horizontal {
      node.compressionResistance.horizontal = priority
    } else {
      node.compressionResistance.vertical = priority
    }
    invalidateIntrinsicContentSize()
  }

  // MARK: - Layout passes

  /// Asks for ``layoutSubviews()`` at the next pass (``layoutIfNeeded()`` here or above).
  public func setNeedsLayout() {
    layoutNodeCreatingIfNeeded().needsLayout = true
    var node = superview
    while let view = node {
      let flags = view.layoutNodeCreatingIfNeeded()
      if flags.descendantNeedsLayout { break }
      flags.descendantNeedsLayout = true
      node = view.superview
    }
  }

  /// Whether a pass would lay this view out (CALayer's `needsLayout()`).
  public func needsLayout() -> Bool { layoutNode?.needsLayout ?? false }

  /// Lays out now what is pending, UIKit's `layoutIfNeeded`: first the constraints (``updateConstraints()``
  /// where asked for, the autoresizing pins following the frames, intrinsic sizes read again), then the
  /// solver's values are published and every view the layout places whose frame they change gets its
  /// model center and bounds' size, top-down from the highest of this view's ancestors that needs layout
  /// (CALayer's rule), each view's ``layoutSubviews()`` running after its subviews were placed.
  ///
  /// Inside an animation block every frame it changes animates from what is on screen (the block's
  /// model changes become animations, as all model changes there do); outside, they change at once. The
  /// scene's log gets one `layout` event with every frame the pass set.
  public func layoutIfNeeded() {
    let root = layoutRoot
    guard root.layoutNode != nil else { return }  // nothing in this tree ever took part in layout
    var changes: [LayoutPass.Change] = []
    // A `layoutSubviews` or `updateConstraints` may change constraints again: a few rounds, no more.
    for _ in 0..<10 {
      root.updateConstraintsInTree()
      let engine = LayoutEngine.of(root, creating: false)
      engine?.synchronize()
      engine?.publish()
      var top = self
      while let parent = top.superview, parent.needsLayout() { top = parent }
      guard let node = top.layoutNode, node.needsLayout || node.descendantNeedsLayout else { break }
      top.layOutTree(engine, changes: &changes)
    }
    guard !changes.isEmpty, let engine = root.layoutNode?.engine else { return }
    engine.record(.layout(LayoutPass(changes: changes, isAnimated: self.engine.animatesChanges)))
  }

  /// Asks for ``updateConstraints()`` at the next pass.
  public func setNeedsUpdateConstraints() {
    layoutNodeCreatingIfNeeded().needsUpdateConstraints = true
    var node = superview
    while let view = node {
      let flags = view.layoutNodeCreatingIfNeeded()
      if flags.descendantNeedsUpdateConstraints { break }
      flags.descendantNeedsUpdateConstraints = true
      node = view.superview
    }
  }

  public func needsUpdateConstraints() -> Bool { layoutNode?.needsUpdateConstraints ?? false }

  /// Runs ``updateConstraints()`` now on this view and the views below it that asked for it, the deepest
  /// first (UIKit's order).
  public func updateConstraintsIfNeeded() { updateConstraintsInTree() }

  // MARK: - Internals

  /// The view's layout state, made on first use.
  func layoutNodeCreatingIfNeeded() -> LayoutNode {
    if let layoutNode { return layoutNode }
    let node = LayoutNode(name: LayoutConstraint.name(self))
    layoutNode = node
    return node
  }

  /// The top of this view's tree.
  var layoutRoot: View {
    var node = self
    while let parent = node.superview { node = parent }
    return node
  }

  /// Where the layout events of the tree this view is the root of go (a scene's window: its log).
  var layoutEventHandler: ((SceneEvent.Kind) -> Void)? {
    get { layoutNode?.eventHandler }
    set { layoutNodeCreatingIfNeeded().eventHandler = newValue }
  }

  /// The closest view that is an ancestor of both (either may be it), or nil in different trees.
  func closestCommonAncestor(with other: View) -> View? {
    var node: View? = self
    while let candidate = node {
      if candidate.isAncestor(of: other) { return candidate }
      node = candidate.superview
    }
    return nil
  }

  /// The frame from the model's center and bounds' size, ignoring the transform: what Auto Layout reads
  /// and sets (UIKit's `frame` of a transformed view is undefined; its layout uses center and bounds).
  var untransformedFrame: Rect {
    let model = layer.model
    let size = model.bounds.size
    return Rect(
      x: model.position.x - model.anchorPoint.x * size.width, y: model.position.y - model.anchorPoint.y * size.height,
      width: size.width, height: size.height)
  }

  /// Sets the model center (position) and, when `resized`, the bounds' size so that the untransformed
  /// frame is `frame`.
  func setUntransformedFrame(_ frame: Rect, resized: Bool) {
    let model = layer.model
    if resized { layer.bounds = Rect(origin: model.bounds.origin, size: frame.size) }
    let position = Point(
      x: frame.minX + model.anchorPoint.x * frame.width, y: frame.minY + model.anchorPoint.y * frame.height)
    if position != model.position { layer.position = position }
  }

  /// The pass below this view: its subviews placed and its `layoutSubviews` when it needs layout, then
  /// the views below that need it.
  private func layOutTree(_ engine: LayoutEngine?, changes: inout [LayoutPass.Change]) {
    guard let node = layoutNode else { return }
    if node.needsLayout {
      node.needsLayout = false
      engine?.applyFrames(toSubviewsOf: self, changes: &changes)
      layoutSubviews()
    }
    guard node.descendantNeedsLayout else { return }
    node.descendantNeedsLayout = false
    for subview in subviews { subview.layOutTree(engine, changes: &changes) }
  }

  /// `updateConstraints` on the views below that asked for it, then on this one.
  private func updateConstraintsInTree() {
    guard let node = layoutNode else { return }
    if node.descendantNeedsUpdateConstraints {
      node.descendantNeedsUpdateConstraints = false
      for subview in subviews { subview.updateConstraintsInTree() }
    }
    if node.needsUpdateConstraints {
      node.needsUpdateConstraints = false
      updateConstraints()
    }
  }

  // MARK: - The hierarchy changing (called by View)

  /// This view was just added to a superview: a tree it was the root of joins the new one (its
  /// engine's constraints move to the new tree's engine), and pending layout is carried up.
  func layoutDidMoveToSuperview() {
    guard let node = layoutNode, let superview else { return }
    if let engine = node.engine {
      node.engine = nil
      node.eventHandler = nil
      let moving = engine.dissolve()
      if !moving.isEmpty, let target = LayoutEngine.of(superview, creating: true) {
        for constraint in moving { target.add(constraint) }
      }
    }
    let pending = node.needsLayout || node.descendantNeedsLayout
    if node.needsUpdateConstraints || node.descendantNeedsUpdateConstraints { setNeedsUpdateConstraints() }
    // UIKit lays out a superview that gains a subview taking part in layout; what was pending below this
    // view is carried up to its new ancestors.
    superview.setNeedsLayout()
    if pending { setNeedsLayout() }
  }

  /// This view was just removed from `parent`: the constraints reaching out of it are deactivated, those
  /// inside it go with it to its own engine, and its views leave the old tree's.
  func layoutDidLeave(_ parent: View) {
    guard let engine = LayoutEngine.of(parent, creating: false) else { return }
    engine.viewDidLeave(self)
  }
}
