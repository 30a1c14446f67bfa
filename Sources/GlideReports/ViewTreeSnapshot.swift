public import GlideAnimation
import GlideLab
public import GlideSimulation
public import GlideTransitions

/// The scene's view tree as presented at one moment: every view in the window, back to front, with
/// the geometry, transform, opacity and colour on screen (animations applied). Reports draw it and
/// list it; the values are copies, so a snapshot does not follow later changes.
public struct ViewTreeSnapshot: Hashable, Sendable {
  /// Why the snapshot was taken.
  public enum Source: String, Hashable, Sendable {
    /// The scene as set up, before the first event.
    case start
    /// A display-link frame (the replayer's `onFrame`).
    case frame
    /// Input changed the scene while no frame was due (nothing was animating).
    case input
    /// After the replay finished (the transition completed, the drain ended).
    case end
  }

  /// Seconds on the trace's clock.
  public let time: Double
  public let source: Source
  /// The transition's progress on screen (0…1, a spring may overshoot), or nil when none is in flight.
  public let percent: Double?
  /// Every view in the window, the window first, in drawing order (parents before children, siblings
  /// back to front).
  public let nodes: [ViewNode]

  public init(time: Double, source: Source, percent: Double?, nodes: [ViewNode]) {
    (self.time, self.source, self.percent, self.nodes) = (time, source, percent, nodes)
  }

  /// The snapshot of `window` and everything in it at the engine's current time.
  public init(window: View, time: Double, source: Source, percent: Double?) {
    var nodes: [ViewNode] = []
    ViewNode.collect(window, depth: 0, parent: .root, into: &nodes)
    self.init(time: time, source: source, percent: percent, nodes: nodes)
  }

  /// Whether the two snapshots show the same views the same way (time and source aside).
  public func showsSameScene(as other: ViewTreeSnapshot) -> Bool { nodes == other.nodes }
}

/// One view of a ``ViewTreeSnapshot``: where it is on screen and how it looks.
public struct ViewNode: Hashable, Sendable {
  /// The view's name (a screen's title, "window", a container's name); may be empty.
  public let name: String
  /// 0 for the window, 1 for its subviews, and so on.
  public let depth: Int
  /// The view's own bounds (points, its coordinate space).
  public let bounds: Rect
  /// Maps the view's bounds coordinates (its plane z = 0) to the window's: the whole chain of positions,
  /// anchors, transforms and sublayer transforms up to the window (`LayerState/transform(toSuperlayer:)`
  /// at each step). Drawing `bounds` through it, with the perspective divide, draws the view as presented.
  public let toWindow3D: Transform3D
  /// The 2-D part of ``toWindow3D`` (all of it while nothing is turned in depth), for 2-D renderers.
  public let toWindow: Transform2D
  /// The presented transform of the view itself (about its anchor point).
  public let transform3D: Transform3D
  /// The 2-D part of ``transform3D``.
  public let transform: Transform2D
  /// The presented bounding box in the window, points: of the projected corners when turned in depth
  /// (of the part in front of the eye; a view wholly behind it has an empty frame at its projected anchor).
  public let frame: Rect
  /// The view's own presented alpha, 0…1.
  public let alpha: Double
  /// The alpha it is drawn with: its own times every ancestor's.
  public let effectiveAlpha: Double
  /// Hidden itself or through an ancestor.
  public let isHidden: Bool
  public let backgroundColor: Color
  /// The layer's `cornerRadius`, points (0: square corners).
  public let cornerRadius: Double
  /// The layer's shadow when it casts one (`shadowOpacity` above 0): its colour at that opacity, offset
  /// and blur radius, points.
  public let shadow: Shadow?

  /// What else the layer draws (gradient, shape, image, mask, material), or nil when it draws none of them.
  public let looks: LayerLooks?

  /// A layer's shadow as the report draws it.
  public struct Shadow: Hashable, Sendable {
    public let color: Color
    public let opacity: Double
    public let offset: Size
    public let radius: Double
  }
  /// Whether the view's back faces the viewer: its own placement turns its plane away from its
  /// superview's viewer (`GlideAnimation/Transform3D/turnsPlaneAway`) while its superview faces front, or
  /// the other way round (a flip past its half turn; a 2-D mirror still faces front). The renderer's
  /// rule.
  public let facesAway: Bool
  /// Turned away and not drawn: the view or an ancestor faces away with `isDoubleSided` false. A layer
  /// draws its sublayers flattened into its own plane (Core Animation's, without a `CATransformLayer`), so
  /// an ancestor turned away hides them all.
  public let isCulled: Bool
  /// The view's page curl as a deformation of its bounds (`LayerState/pageCurl`), or nil: the view and
  /// its subviews are drawn as a sheet of paper turning over.
  public let pageCurl: PageCurl?

  /// What a view's parent passes down: its state (for its sublayer transform), bounds-to-window map,
  /// opacity and visibility.
  struct Inherited {
    var state: LayerState?
    var toWindow: Transform3D
    var alpha: Double
    var isHidden: Bool
    var facesAway: Bool
    var isCulled: Bool
    static let root = Inherited(
      state: nil, toWindow: .identity, alpha: 1, isHidden: false, facesAway: false, isCulled: false)
  }

  /// Appends `view` and its subviews (siblings in drawing order: by `zPosition`, then index).
  static func collect(_ view: View, depth: Int, parent: Inherited, into nodes: inout [ViewNode]) {
    let state = view.presentation
    let node = ViewNode(name: view.name, depth: depth, state: state, mask: view.layer.mask, parent: parent)
    nodes.append(node)
    let inherited = Inherited(
      state: state, toWindow: node.toWindow3D, alpha: node.effectiveAlpha, isHidden: node.isHidden,
      facesAway: node.facesAway, isCulled: node.isCulled)
    let children = view.subviews.enumerated()
      .map { (index: $0.offset, z: $0.element.presentation.zPosition, view: $0.element) }
      .sorted { ($0.z, $0.index) < ($1.z, $1.index) }
    for child in children { collect(child.view, depth: depth + 1, parent: inherited, into: &nodes) }
  }

  private init(name: String, depth: Int, state: LayerState, mask: Layer?, parent: Inherited) {
    self.name = name
    self.depth = depth
    bounds = state.bounds
    let toSuperlayer = state.transform(toSuperlayer: parent.state)
    toWindow3D = toSuperlayer.concatenating(parent.toWindow)
    toWindow = toWindow3D.affineTransform
    transform3D = state.transform
    transform = state.affineTransform
    let anchor = Point(
      x: state.bounds.minX + state.anchorPoint.x * state.bounds.width,
      y: state.bounds.minY + state.anchorPoint.y * state.bounds.height)
    frame =
      state.bounds.applying(toWindow3D)
      ?? Rect(origin: toWindow3D.project(x: anchor.x, y: anchor.y).map { Point(x: $0.x, y: $0.y) } ?? .zero, size: .zero)
    alpha = state.opacity
    effectiveAlpha = state.opacity * parent.alpha
    isHidden = state.isHidden || parent.isHidden
    backgroundColor = state.backgroundColor
    cornerRadius = min(max(state.cornerRadius, 0), min(state.bounds.width, state.bounds.height) / 2)
    shadow =
      state.shadowOpacity > 0 && state.shadowColor.alpha > 0
      ? Shadow(
        color: state.shadowColor, opacity: min(state.shadowOpacity, 1), offset: state.shadowOffset,
        radius: max(state.shadowRadius, 0))
      : nil
    looks = LayerLooks(state, mask: mask)
    facesAway = parent.facesAway != toSuperlayer.turnsPlaneAway
    isCulled = parent.isCulled || (facesAway && !state.isDoubleSided)
    pageCurl = state.pageCurl.map { $0.curl(in: state.bounds) }
  }

  /// Whether the view needs a 3-D drawing: its bounds-to-window map divides by w (perspective), so its
  /// 2-D part alone does not draw it.
  public var isProjected: Bool {
    toWindow3D.m14 != 0 || toWindow3D.m24 != 0 || toWindow3D.m44 != 1
  }

  /// Whether drawing it shows anything: visible, not fully transparent, with a colour or other looks, and
  /// with area.
  public var isDrawn: Bool {
    !isHidden && !isCulled && effectiveAlpha > 0.001 && (backgroundColor.alpha > 0.001 || looks != nil)
      && bounds.width > 0 && bounds.height > 0
  }
}
