public import GlideAnimation
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
  /// Maps the view's bounds coordinates to the window's: the whole chain of positions, anchors and
  /// transforms up to the window. Drawing `bounds` through it draws the view as presented.
  public let toWindow: Transform2D
  /// The presented transform of the view itself (about its anchor point).
  public let transform: Transform2D
  /// The presented bounding box in the window, points.
  public let frame: Rect
  /// The view's own presented alpha, 0…1.
  public let alpha: Double
  /// The alpha it is drawn with: its own times every ancestor's.
  public let effectiveAlpha: Double
  /// Hidden itself or through an ancestor.
  public let isHidden: Bool
  public let backgroundColor: Color

  /// What a view's parent passes down: its bounds-to-window map, opacity and visibility.
  struct Inherited {
    var toWindow: Transform2D
    var alpha: Double
    var isHidden: Bool
    static let root = Inherited(toWindow: .identity, alpha: 1, isHidden: false)
  }

  /// Appends `view` and its subviews (siblings in drawing order: by `zPosition`, then index).
  static func collect(_ view: View, depth: Int, parent: Inherited, into nodes: inout [ViewNode]) {
    let state = view.presentation
    let node = ViewNode(name: view.name, depth: depth, state: state, parent: parent)
    nodes.append(node)
    let inherited = Inherited(toWindow: node.toWindow, alpha: node.effectiveAlpha, isHidden: node.isHidden)
    let children = view.subviews.enumerated()
      .map { (index: $0.offset, z: $0.element.presentation.zPosition, view: $0.element) }
      .sorted { ($0.z, $0.index) < ($1.z, $1.index) }
    for child in children { collect(child.view, depth: depth + 1, parent: inherited, into: &nodes) }
  }

  private init(name: String, depth: Int, state: LayerState, parent: Inherited) {
    let size = state.bounds.size
    let anchor = Point(
      x: state.bounds.minX + state.anchorPoint.x * size.width,
      y: state.bounds.minY + state.anchorPoint.y * size.height)
    let local = Transform2D(translationX: -anchor.x, y: -anchor.y)
      .concatenating(state.transform)
      .concatenating(Transform2D(translationX: state.position.x, y: state.position.y))
    self.name = name
    self.depth = depth
    bounds = state.bounds
    toWindow = local.concatenating(parent.toWindow)
    transform = state.transform
    frame = state.bounds.applying(toWindow)
    alpha = state.opacity
    effectiveAlpha = state.opacity * parent.alpha
    isHidden = state.isHidden || parent.isHidden
    backgroundColor = state.backgroundColor
  }

  /// Whether drawing it shows anything: visible, not fully transparent, with a colour, and with area.
  public var isDrawn: Bool {
    !isHidden && effectiveAlpha > 0.001 && backgroundColor.alpha > 0.001 && bounds.width > 0
      && bounds.height > 0
  }
}
