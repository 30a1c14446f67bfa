/// A node of the render tree: Core Animation's `CALayer`. It holds model values (what was set), a list of
/// animations, sublayers, and its own timing (`speed`, `timeOffset`, `beginTime`), and computes the
/// presentation (what is on screen) at any time on its engine's clock.
///
/// Setting a property inside a block animation, a keyframe block or a property animator's animations
/// animates it from what is on screen to the new value; elsewhere it changes at once.
public final class Layer {
  /// The clock and the animation context this layer belongs to.
  public let engine: AnimationEngine
  /// A name for logs and renderings.
  public var name: String

  /// The values as set, without animations.
  public private(set) var model: LayerState

  public private(set) var sublayers: [Layer] = []
  public private(set) weak var superlayer: Layer?

  /// Time scale of this layer's subtree relative to its superlayer; 0 freezes every animation in it at
  /// `timeOffset` (how a percent-driven transition scrubs: `speed = 0`, `timeOffset = p·d`).
  public var speed: Double = 1 { didSet { engine.timingDidChange() } }
  /// Seconds added to this layer's local time.
  public var timeOffset: Double = 0 { didSet { engine.timingDidChange() } }
  /// The superlayer time at which this layer's time starts counting (seconds).
  public var beginTime: Double = 0 { didSet { engine.timingDidChange() } }

  struct Entry {
    let key: String
    var animation: any Animation
    var started = false
    var finished = false
  }
  var entries: [Entry] = []
  var nextAnonymousKey = 0

  public init(engine: AnimationEngine, name: String = "", state: LayerState = LayerState()) {
    self.engine = engine
    self.name = name
    self.model = state
  }

  // MARK: - Model properties

  public var position: Point {
    get { model.position }
    set { setValue(.point(newValue), forKeyPath: .position) }
  }
  public var bounds: Rect {
    get { model.bounds }
    set { setValue(.rect(newValue), forKeyPath: .bounds) }
  }
  public var anchorPoint: Point {
    get { model.anchorPoint }
    set { setValue(.point(newValue), forKeyPath: .anchorPoint) }
  }
  public var transform: AffineTransform {
    get { model.transform }
    set { setValue(.transform(newValue), forKeyPath: .transform) }
  }
  public var opacity: Double {
    get { model.opacity }
    set { setValue(.scalar(newValue), forKeyPath: .opacity) }
  }
  public var zPosition: Double {
    get { model.zPosition }
    set { setValue(.scalar(newValue), forKeyPath: .zPosition) }
  }
  public var backgroundColor: Color {
    get { model.backgroundColor }
    set { setValue(.color(newValue), forKeyPath: .backgroundColor) }
  }
  /// Not animatable: changes at once, even inside an animation block.
  public var isHidden: Bool {
    get { model.isHidden }
    set { model.isHidden = newValue }
  }
  /// The model frame (see ``LayerState/frame``); setting it sets `position` and `bounds.size`.
  public var frame: Rect {
    get { model.frame }
    set {
      var next = model
      next.setFrame(newValue)
      position = next.position
      bounds = next.bounds
    }
  }

  /// Sets the model value at `keyPath`. Inside an animation context the change is animated from the
  /// value on screen now.
  public func setValue(_ value: AnimatableValue, forKeyPath keyPath: LayerKeyPath) {
    let old = model.value(forKeyPath: keyPath)
    if engine.isRecording {
      let shown = presentation().value(forKeyPath: keyPath)
      model.setValue(value, forKeyPath: keyPath)
      engine.record(PropertyChange(layer: self, keyPath: keyPath, from: shown, modelBefore: old, to: value))
    } else {
      model.setValue(value, forKeyPath: keyPath)
    }
  }

  // MARK: - Tree

  public func addSublayer(_ layer: Layer) {
    insertSublayer(layer, at: sublayers.count)
  }

  /// Inserts `layer` at `index` among the sublayers (0 is at the back), removing it from its old parent.
  public func insertSublayer(_ layer: Layer, at index: Int) {
    precondition(layer !== self && !layer.isAncestor(of: self), "a layer cannot contain itself")
    layer.detach()
    sublayers.insert(layer, at: min(max(index, 0), sublayers.count))
    layer.superlayer = self
  }

  public func insertSublayer(_ layer: Layer, above sibling: Layer) {
    insertSublayer(layer, relativeTo: sibling, offset: 1)
  }

  public func insertSublayer(_ layer: Layer, below sibling: Layer) {
    insertSublayer(layer, relativeTo: sibling, offset: 0)
  }

  /// Detaches the layer from its superlayer. Its animations keep running (as in Core Animation, a layer
  /// out of the tree still owns its animations).
  public func removeFromSuperlayer() { detach() }

  /// Whether `layer` is this layer or one of its descendants.
  public func isAncestor(of layer: Layer) -> Bool {
    var node: Layer? = layer
    while let current = node {
      if current === self { return true }
      node = current.superlayer
    }
    return false
  }

  private func insertSublayer(_ layer: Layer, relativeTo sibling: Layer, offset: Int) {
    precondition(sibling.superlayer === self, "\(sibling.name) is not a sublayer of \(name)")
    layer.detach()
    // swift-format-ignore: NeverForceUnwrap (checked: the sibling is one of ours)
    let index = sublayers.firstIndex { $0 === sibling }!
    insertSublayer(layer, at: index + offset)
  }

  private func detach() {
    guard let parent = superlayer else { return }
    parent.sublayers.removeAll { $0 === self }
    superlayer = nil
  }

  // MARK: - Time

  /// This layer's local time at engine time `time` (seconds), through every ancestor's timing.
  public func localTime(atEngineTime time: Double) -> Double {
    let (scale, offset) = timeMapping
    return scale * time + offset
  }

  /// Converts `time` from `layer`'s local time (the engine's when nil) into this layer's.
  public func convertTime(_ time: Double, from layer: Layer?) -> Double {
    guard let layer else { return localTime(atEngineTime: time) }
    let (scale, offset) = layer.timeMapping
    guard scale != 0 else { return localTime(atEngineTime: engine.currentTime) }
    return localTime(atEngineTime: (time - offset) / scale)
  }

  /// local = scale · engineTime + offset.
  var timeMapping: (scale: Double, offset: Double) {
    let (parentScale, parentOffset) = superlayer?.timeMapping ?? (1, 0)
    return (parentScale * speed, (parentOffset - beginTime) * speed + timeOffset)
  }

  /// The engine time at which local time `time` is reached, or nil when the layer's clock is stopped
  /// or runs backwards.
  func engineTime(atLocalTime time: Double) -> Double? {
    let (scale, offset) = timeMapping
    guard scale > 0 else { return nil }
    return (time - offset) / scale
  }

  // MARK: - Presentation

  /// What is on screen at engine time `time` (now when nil): the model with every animation applied in
  /// the order they were added.
  public func presentation(at time: Double? = nil) -> LayerState {
    let local = localTime(atEngineTime: time ?? engine.currentTime)
    var state = model
    for entry in entries {
      if let t = entry.animation.timing.iterationTime(atParentTime: local) {
        entry.animation.apply(at: t, to: &state)
      }
    }
    return state
  }
}
