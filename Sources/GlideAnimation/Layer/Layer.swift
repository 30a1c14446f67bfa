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
  // Skips the runtime exclusivity check, like the timing below: set whole or through one key path at a
  // time, and read at every frame a layer is presented.
  @exclusivity(unchecked) public private(set) var model: LayerState

  @exclusivity(unchecked) public private(set) var sublayers: [Layer] = []
  // The layer-time properties below skip the runtime exclusivity check: local times and animation
  // deadlines read them through the whole tree at every input and display frame (the check was about a
  // fifth of replay time), and they are only ever read or assigned whole, never passed `inout`.
  // `superlayer` is held unretained rather than `weak` for the same walks (a weak load goes through the
  // side table and the strong reference it makes is released the slow way): it never dangles, since the
  // superlayer holds this layer in `sublayers` and clears the reference in its `deinit`, where a weak
  // reference would have become nil.
  public private(set) var superlayer: Layer? {
    get { superlayerReference?.takeUnretainedValue() }
    set {
      superlayerReference = newValue.map { .passUnretained($0) }
      engine.timingDidChange()
    }
  }
  /// ``superlayer``'s storage, unretained; the walk up the tree at every frame calls through it without
  /// a retain and release at each step.
  @exclusivity(unchecked) private var superlayerReference: Unmanaged<Layer>?

  /// A layer whose alpha masks this layer's drawing, its sublayers included (Core Animation's `mask`):
  /// where the mask is opaque the layer shows, where it is clear the layer does not, and in between the
  /// layer is drawn at the mask's alpha. The mask is drawn in this layer's coordinates (its `position` and
  /// `bounds` are in this layer's space, as a sublayer's are), and it runs on this layer's clock: its
  /// animations play, and its presentation is read, as a sublayer's. Its colours do not matter, only its
  /// alpha (background, contents, shape, text and sublayers, at their opacity).
  ///
  /// The mask is no sublayer: it has no ``superlayer`` and this layer's ``sublayers`` do not hold it.
  /// Setting a layer that is in a tree or masks another layer takes it from there first; a layer cannot
  /// be masked by itself or one of its ancestors. Not animatable: a new mask applies at once.
  public var mask: Layer? {
    get { maskLayer }
    set {
      guard newValue !== maskLayer else { return }
      if let newValue {
        precondition(!newValue.isAncestor(of: self), "\(newValue.name) cannot mask itself or a layer inside it")
        newValue.detach()
      }
      maskLayer?.maskOwner = nil
      maskLayer = newValue
      newValue?.maskOwner = self
    }
  }
  @exclusivity(unchecked) private var maskLayer: Layer?
  /// The layer this one masks, if it is a ``mask``, held unretained as ``superlayer`` is: that layer
  /// holds this one and clears the reference in its `deinit`.
  private var maskOwner: Layer? {
    get { maskOwnerReference?.takeUnretainedValue() }
    set {
      maskOwnerReference = newValue.map { .passUnretained($0) }
      engine.timingDidChange()
    }
  }
  @exclusivity(unchecked) private var maskOwnerReference: Unmanaged<Layer>?

  /// Time scale of this layer's subtree relative to its superlayer; 0 freezes every animation in it at
  /// `timeOffset` (how a percent-driven transition scrubs: `speed = 0`, `timeOffset = p·d`).
  @exclusivity(unchecked) public var speed: Double = 1 { didSet { engine.timingDidChange() } }
  /// Seconds added to this layer's local time.
  @exclusivity(unchecked) public var timeOffset: Double = 0 { didSet { engine.timingDidChange() } }
  /// The superlayer time at which this layer's time starts counting (seconds).
  @exclusivity(unchecked) public var beginTime: Double = 0 { didSet { engine.timingDidChange() } }

  struct Entry {
    let key: String
    let animation: any Animation
    /// The animation's `timing.beginTime` and `timing.endTime` (this layer's local time, seconds), read
    /// once: deadlines and firing ask them at every frame, and reading them through the existential
    /// copied the entry.
    let beginTime: Double
    let endTime: Double
    var started = false
    var finished = false

    init(key: String, animation: any Animation) {
      self.key = key
      self.animation = animation
      beginTime = animation.timing.beginTime
      endTime = animation.timing.endTime
    }
  }
  // Read at every frame by the engine (deadlines, presentation); changed in place only in the
  // `Layer+Animations` methods, which call nothing that could reach this layer meanwhile.
  @exclusivity(unchecked) var entries: [Entry] = [] { didSet { engine.deadlinesDidChange() } }
  /// The cached ``timeMapping()`` and the engine's `timingGeneration` it was composed at.
  @exclusivity(unchecked) private var mapping = TimeMapping(scale: 1, offset: 0, rampLayer: nil)
  @exclusivity(unchecked) private var mappingGeneration = -1
  var nextAnonymousKey = 0

  public init(engine: AnimationEngine, name: String = "", state: LayerState = LayerState()) {
    self.engine = engine
    self.name = name
    self.model = state
  }

  deinit {
    for layer in sublayers { layer.superlayer = nil }
    maskLayer?.maskOwner = nil
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
  /// The anchor's z, points (see ``LayerState/anchorPointZ``).
  public var anchorPointZ: Double {
    get { model.anchorPointZ }
    set { setValue(.scalar(newValue), forKeyPath: .anchorPointZ) }
  }
  /// The 4×4 transform about the anchor point (`CALayer.transform`).
  public var transform: Transform3D {
    get { model.transform }
    set { setValue(.transform(newValue), forKeyPath: .transform) }
  }
  /// The transform's 2-D part (`CALayer.affineTransform()`; see ``LayerState/affineTransform``).
  public func affineTransform() -> Transform2D { model.affineTransform }
  /// Replaces the transform with a 2-D one (`CALayer.setAffineTransform(_:)`), animated inside an
  /// animation context as `transform` is.
  public func setAffineTransform(_ transform: Transform2D) { self.transform = Transform3D(transform) }
  /// The transform applied to the sublayers about the anchor point (`CALayer.sublayerTransform`).
  public var sublayerTransform: Transform3D {
    get { model.sublayerTransform }
    set { setValue(.transform(newValue), forKeyPath: .sublayerTransform) }
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
  /// Border width, points.
  public var borderWidth: Double {
    get { model.borderWidth }
    set { setValue(.scalar(newValue), forKeyPath: .borderWidth) }
  }
  public var borderColor: Color {
    get { model.borderColor }
    set { setValue(.color(newValue), forKeyPath: .borderColor) }
  }
  /// Corner radius, points.
  public var cornerRadius: Double {
    get { model.cornerRadius }
    set { setValue(.scalar(newValue), forKeyPath: .cornerRadius) }
  }
  /// The shadow's colour (see ``LayerState/shadowColor``).
  public var shadowColor: Color {
    get { model.shadowColor }
    set { setValue(.color(newValue), forKeyPath: .shadowColor) }
  }
  /// The shadow's opacity, 0…1 (see ``LayerState/shadowOpacity``).
  public var shadowOpacity: Double {
    get { model.shadowOpacity }
    set { setValue(.scalar(newValue), forKeyPath: .shadowOpacity) }
  }
  /// The shadow's offset, points (see ``LayerState/shadowOffset``).
  public var shadowOffset: Size {
    get { model.shadowOffset }
    set { setValue(.size(newValue), forKeyPath: .shadowOffset) }
  }
  /// The shadow's blur radius, points (see ``LayerState/shadowRadius``).
  public var shadowRadius: Double {
    get { model.shadowRadius }
    set { setValue(.scalar(newValue), forKeyPath: .shadowRadius) }
  }
  /// The shape casting the shadow (see ``LayerState/shadowPath``): point by point when both paths have
  /// the same sequence of element kinds, else the path jumps at the animation's midpoint.
  public var shadowPath: BezierPath? {
    get { model.shadowPath }
    set { setValue(.path(newValue ?? BezierPath()), forKeyPath: .shadowPath) }
  }
  /// Not animatable: changes at once, even inside an animation block.
  public var isHidden: Bool {
    get { model.isHidden }
    set { model.isHidden = newValue }
  }
  /// Whether the back is drawn when the layer faces away (see ``LayerState/isDoubleSided``). Not animatable.
  public var isDoubleSided: Bool {
    get { model.isDoubleSided }
    set { model.isDoubleSided = newValue }
  }
  /// Whether sublayers and text are clipped to the (rounded) bounds. Not animatable.
  public var masksToBounds: Bool {
    get { model.masksToBounds }
    set { model.masksToBounds = newValue }
  }
  /// The text the layer draws (see ``LayerText``). Not animatable: changes at once; animate the colour
  /// through ``foregroundColor``.
  public var text: LayerText? {
    get { model.text }
    set { model.text = newValue }
  }
  /// The page curl the layer's drawing is turned over by (see ``LayerPageCurl``). Not animatable:
  /// changes at once; animate its progress through the `pageCurl.progress` key path.
  public var pageCurl: LayerPageCurl? {
    get { model.pageCurl }
    set { model.pageCurl = newValue }
  }
  /// The gradient the layer draws over its background (see ``LayerGradient``). Not animatable as a
  /// whole: changes at once; animate its parts through ``colors``, ``locations``, ``startPoint`` and
  /// ``endPoint``.
  public var gradient: LayerGradient? {
    get { model.gradient }
    set { model.gradient = newValue }
  }
  /// The shape the layer draws over its background (see ``LayerShape``). Not animatable as a whole:
  /// changes at once; animate its parts through ``path``, ``fillColor``, ``strokeEnd`` and the rest.
  public var shape: LayerShape? {
    get { model.shape }
    set { model.shape = newValue }
  }
  /// The image the layer draws (see ``LayerState/contents``): inside an animation the old image
  /// cross-fades into the new.
  public var contents: LayerContents? {
    get { model.contents }
    set { setValue(.contents(ContentsCrossFade(newValue)), forKeyPath: .contents) }
  }
  /// Where the image is drawn in the bounds (see ``LayerState/contentsGravity``). Not animatable.
  public var contentsGravity: ContentsGravity {
    get { model.contentsGravity }
    set { model.contentsGravity = newValue }
  }
  /// The image's pixels per point (see ``LayerState/contentsScale``), animatable.
  public var contentsScale: Double {
    get { model.contentsScale }
    set { setValue(.scalar(newValue), forKeyPath: .contentsScale) }
  }
  /// The part of the image drawn, unit coordinates (see ``LayerState/contentsRect``).
  public var contentsRect: Rect {
    get { model.contentsRect }
    set { setValue(.rect(newValue), forKeyPath: .contentsRect) }
  }
  /// The blur material behind the layer (see ``LayerMaterial``): inside an animation its numbers move
  /// from the old material's to the new one's (from nil, a blur grows from none).
  public var material: LayerMaterial? {
    get { model.material }
    set { setValue(.material(newValue), forKeyPath: .material) }
  }
  /// The text's colour (`CATextLayer.foregroundColor`), animatable. A layer without ``text`` has nothing
  /// to colour: it reads as `CATextLayer`'s default, opaque white, and setting it changes nothing.
  public var foregroundColor: Color {
    get { model.text?.foregroundColor ?? LayerText.defaultForegroundColor }
    set { setValue(.color(newValue), forKeyPath: .foregroundColor) }
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
    if engine.isRecording {
      let old = model.value(forKeyPath: keyPath)
      let shown = presentationBeneathOverlays().value(forKeyPath: keyPath)
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

  /// Detaches the layer from its superlayer, or from the layer it masks when it is a ``mask``. Its
  /// animations keep running (as in Core Animation, a layer out of the tree still owns its animations).
  public func removeFromSuperlayer() { detach() }

  /// Whether `layer` is this layer or one of its descendants: its sublayers, its ``mask`` and theirs.
  public func isAncestor(of layer: Layer) -> Bool {
    var node: Layer? = layer
    while let current = node {
      if current === self { return true }
      node = current.superlayer ?? current.maskOwner
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
    if let owner = maskOwner { owner.mask = nil }
    guard let parent = superlayer else { return }
    parent.sublayers.removeAll { $0 === self }
    superlayer = nil
  }

  // MARK: - Time

  /// A temporary clock for this layer's subtree: from engine time `start` to `end` its local time moves
  /// from `from` to `to` along `timing`, and holds at `to` afterwards; its own speed, offset and begin time
  /// and its ancestors' are ignored while it is set. This is how a percent-driven transition plays the
  /// rest of a scrubbed (frozen) timeline with a completion curve: the legacy "layer time" driver.
  public struct TimeRamp: Hashable, Sendable {
    /// Engine times, seconds.
    public var start: Double
    public var end: Double
    /// Local times, seconds.
    public var from: Double
    public var to: Double
    public var timing: TimingParameters

    public init(start: Double, end: Double, from: Double, to: Double, timing: TimingParameters) {
      (self.start, self.end, self.from, self.to, self.timing) = (start, end, from, to, timing)
    }

    /// Local time at engine time `time`.
    public func localTime(at time: Double) -> Double {
      let duration = end - start
      guard duration > 0, time < end else { return time < start ? from : to }
      let progress = time <= start ? 0 : timing.progress(at: time - start, duration: duration)
      return from + (to - from) * progress
    }
  }

  /// See ``TimeRamp``; nil for the ordinary linear clock.
  @exclusivity(unchecked) public var timeRamp: TimeRamp? {
    didSet {
      rampMemo = nil
      engine.timingDidChange()
    }
  }

  /// The ramp's last answer: every layer under the ramp asks it for the same engine time at each frame
  /// (a view's presentation, its superviews', the tracked screens'), and each answer solves the ramp's
  /// timing curve.
  @exclusivity(unchecked) private var rampMemo: (time: Double, local: Double)?

  /// The ramp's local time at engine time `time` (`time` itself without a ramp).
  func rampedTime(at time: Double) -> Double {
    if let rampMemo, rampMemo.time == time { return rampMemo.local }
    let local = timeRamp?.localTime(at: time) ?? time
    rampMemo = (time, local)
    return local
  }

  /// This layer's local time at engine time `time` (seconds), through every ancestor's timing (composed
  /// once per timing change: see `timeMapping()`).
  public func localTime(atEngineTime time: Double) -> Double {
    timeMapping().localTime(at: time)
  }

  /// Converts `time` from `layer`'s local time (the engine's when nil) into this layer's.
  public func convertTime(_ time: Double, from layer: Layer?) -> Double {
    guard let layer else { return localTime(atEngineTime: time) }
    guard let engineTime = layer.engineTime(atLocalTime: time) else {
      return localTime(atEngineTime: engine.currentTime)
    }
    return localTime(atEngineTime: engineTime)
  }

  /// The first engine time, from now on, at which local time `time` is reached; nil when the layer's
  /// clock is stopped or runs backwards. Under a ``TimeRamp`` it is the ramp's end, when the ramp reaches
  /// `time` at all (callbacks due inside a ramp run when it ends).
  /// Animations outside this module that follow a clock of their own (a collection view's layout
  /// transition) map the local times they are given back to engine time with it.
  public func engineTime(atLocalTime time: Double) -> Double? {
    let mapping = timeMapping()
    let (scale, offset, ramp) = (mapping.scale, mapping.offset, mapping.ramp)
    guard scale > 0 else { return nil }
    let base = (time - offset) / scale
    guard let ramp else { return base }
    // A forward ramp reaches `base` by its end if it gets there at all; a backward one never moves forward.
    return ramp.to >= ramp.from && base <= ramp.to + 1e-12 ? max(ramp.end, engine.currentTime) : nil
  }

  /// This layer's local time as `scale · base + offset`, where base is the local time of the nearest
  /// layer with a ``TimeRamp`` at or above this one (`rampLayer`), or the engine's time when there is none.
  struct TimeMapping {
    var scale: Double
    var offset: Double
    /// The layer whose ramp sets the base, unretained: a mapping is used only while the engine's
    /// `timingGeneration` is the one it was composed at, and a layer leaving the tree (or its superlayer
    /// going away) moves that generation, so the ramp layer is this layer or an ancestor, and alive.
    /// (Read at every frame: a strong or `unowned` reference cost a retain and release each time.)
    var rampLayer: Unmanaged<Layer>?

    /// The local time at engine time `time`: what ``Layer/localTime(atEngineTime:)`` works out through
    /// the tree, in one step.
    func localTime(at time: Double) -> Double {
      guard let rampLayer else { return scale * time + offset }
      return scale * rampLayer._withUnsafeGuaranteedRef { $0.rampedTime(at: time) } + offset
    }

    var ramp: TimeRamp? { rampLayer?._withUnsafeGuaranteedRef { $0.timeRamp } }
  }

  /// The layer's ``TimeMapping``, composed from the top down and kept until the engine's
  /// `timingGeneration` moves (any layer's timing or the tree changes): local times and deadlines ask it
  /// at every frame, and the layers' timing changes at most once per input frame (a scrubbing transition).
  /// (Invalidating only the changed subtree instead cost more than it saved: measured.)
  func timeMapping() -> TimeMapping {
    if mappingGeneration == engine.timingGeneration { return mapping }
    let composed: TimeMapping
    if timeRamp != nil {
      composed = TimeMapping(scale: 1, offset: 0, rampLayer: .passUnretained(self))
    } else {
      let parent =
        (superlayerReference ?? maskOwnerReference)?._withUnsafeGuaranteedRef { $0.timeMapping() }
        ?? TimeMapping(scale: 1, offset: 0, rampLayer: nil)
      composed = TimeMapping(
        scale: parent.scale * speed, offset: (parent.offset - beginTime) * speed + timeOffset,
        rampLayer: parent.rampLayer)
    }
    mapping = composed
    mappingGeneration = engine.timingGeneration
    return composed
  }

  // MARK: - Presentation

  /// The frame on screen at engine time `time` (now when nil): ``LayerState/frame`` of
  /// ``presentation(at:)``, without copying the state when nothing is running (a view's superviews, asked
  /// at every frame for where they are).
  public func presentationFrame(at time: Double? = nil) -> Rect {
    entries.isEmpty ? model.frame : presentation(at: time).frame
  }

  /// What is on screen at engine time `time` (now when nil): the model with every animation applied in
  /// the order they were added.
  public func presentation(at time: Double? = nil) -> LayerState {
    // Most layers have nothing running (a view's superviews, a screen at rest): no local time to work out.
    guard !entries.isEmpty else { return model }
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
