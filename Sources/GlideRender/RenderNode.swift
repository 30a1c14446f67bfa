import GlideAnimation

/// A layer to draw: a live ``Layer`` (its presentation at the frame's time) or a frozen ``LayerSnapshot``
/// (a transition's outgoing content, or a tree captured as a value).
enum RenderNode {
  case live(Layer)
  case frozen(LayerSnapshot)

  var name: String {
    switch self {
    case .live(let layer): layer.name
    case .frozen(let snapshot): snapshot.name
    }
  }

  /// The values on screen at `time` (engine seconds): the presentation, or the snapshot's state.
  func state(at time: Double) -> LayerState {
    switch self {
    case .live(let layer): layer.presentation(at: time)
    case .frozen(let snapshot): snapshot.state
    }
  }

  /// The transition showing at `time`, if any (snapshots have none).
  func transition(at time: Double) -> TransitionFrame? {
    switch self {
    case .live(let layer): layer.transitionFrame(at: time)
    case .frozen: nil
    }
  }

  /// The layer's mask with its state at `time` (Core Animation's `mask`), if it has one.
  func mask(at time: Double) -> (node: RenderNode, state: LayerState)? {
    switch self {
    case .live(let layer): layer.mask.map { (.live($0), $0.presentation(at: time)) }
    case .frozen(let snapshot): snapshot.mask.map { (.frozen($0), $0.state) }
    }
  }

  /// The sublayers with their states at `time`, in drawing order: by `zPosition`, then as listed (Core
  /// Animation's order among siblings; depth does not sort across levels, each level is flattened).
  func sublayers(at time: Double) -> [(node: RenderNode, state: LayerState)] {
    let nodes: [RenderNode]
    switch self {
    case .live(let layer): nodes = layer.sublayers.map { .live($0) }
    case .frozen(let snapshot): nodes = snapshot.sublayers.map { .frozen($0) }
    }
    let entries = nodes.enumerated().map { (index: $0.offset, node: $0.element, state: $0.element.state(at: time)) }
    guard entries.contains(where: { $0.state.zPosition != 0 }) else { return entries.map { ($0.node, $0.state) } }
    return entries.sorted { ($0.state.zPosition, $0.index) < ($1.state.zPosition, $1.index) }.map { ($0.node, $0.state) }
  }
}
