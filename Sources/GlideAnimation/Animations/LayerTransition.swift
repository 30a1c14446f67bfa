/// A transition between what a layer showed and what it shows now: `CATransition`.
///
/// Add it to the layer *before* changing the layer (or set ``outgoing`` to a snapshot you took
/// earlier): `Layer.add(_:forKey:)` captures what is on screen at that moment —
/// the layer and its sublayers — as the outgoing content, and the layer as it is from then on is the
/// incoming content. (Core Animation captures the last frame it rendered, so there the order inside
/// a transaction does not matter; Glide renders nothing, so "on screen" is the presentation when the
/// transition is added.)
///
/// A transition changes no property of the presentation. What it does at each moment is in
/// ``Layer/transitionFrame(at:)``: the outgoing snapshot with its offset and opacity, and the offset and
/// opacity of the layer's own (incoming) content, for renderers. An offset moves the layer's whole
/// rendered content — its background and every sublayer — within the layer; renderers clip both
/// contents to the layer's bounds, so content sliding out of them disappears.
///
/// At progress p (``startProgress`` → ``endProgress`` along ``timingFunction``), with the layer's
/// width w and height h and the offsets in the layer's own coordinates (y down):
/// - `fade`: incoming opacity p, outgoing opacity 1 − p, nothing moves (a cross-dissolve).
/// - `moveIn`: the incoming content slides in over the outgoing, which stays: incoming offset
///   (1 − p)·(w, 0) from the right, −(1 − p)·(w, 0) from the left, (1 − p)·(0, h) from the bottom,
///   −(1 − p)·(0, h) from the top.
/// - `push`: the incoming content slides in that way while the outgoing slides out ahead of it: outgoing
///   offset −p·(w, 0) from the right (and likewise for the other directions).
/// - `reveal`: the outgoing content slides away in the direction of motion (−p·(w, 0) from the right),
///   uncovering the incoming content, which stays.
/// The direction names where the motion comes from: `fromRight` moves content right to left.
public struct LayerTransition: Animation {
  /// The kind of transition (`CATransitionType`).
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    case fade, moveIn, push, reveal
  }

  /// Where the motion comes from (`CATransitionSubtype`); `fade` ignores it.
  public enum Direction: String, Hashable, Sendable, CaseIterable {
    case fromRight, fromLeft, fromTop, fromBottom
  }

  /// How one of the two contents is drawn at a moment of the transition.
  public struct Placement: Hashable, Sendable {
    /// Displacement of the whole content in the layer's own coordinates, points.
    public var offset: Vector
    /// 0 (invisible) … 1, multiplied with the content's own opacity.
    public var opacity: Double

    public init(offset: Vector = .zero, opacity: Double = 1) {
      (self.offset, self.opacity) = (offset, opacity)
    }
  }

  /// The key a transition is added under when none is given (Core Animation's `kCATransition`), so a
  /// new transition replaces the running one.
  public static let defaultKey = "transition"

  public var type: Kind
  /// Core Animation's `subtype`; `fromLeft` when not given.
  public var direction: Direction
  /// Where the transition starts, 0…1 (Core Animation's `startProgress`, default 0).
  public var startProgress: Double
  /// Where it ends, 0…1 (default 1).
  public var endProgress: Double
  /// How progress moves over the duration (linear by default, as `CAAnimation`'s).
  public var timingFunction: CubicTimingFunction
  /// The content leaving: captured when the transition is added to a layer, unless already set.
  public var outgoing: LayerSnapshot?
  public var timing: MediaTiming
  public var isRemovedOnCompletion: Bool
  public var delegate: (any AnimationDelegate)?

  public init(type: Kind, direction: Direction = .fromLeft, duration: Double = 0) {
    self.type = type
    self.direction = direction
    (startProgress, endProgress) = (0, 1)
    timingFunction = .linear
    outgoing = nil
    timing = MediaTiming(duration: duration)
    isRemovedOnCompletion = true
    delegate = nil
  }

  /// None: a transition changes how renderers composite the layer, not its properties.
  public var affectedProperties: Set<LayerKeyPath> { [] }

  public func apply(at iterationTime: Double, to state: inout LayerState) {}

  /// The transition's progress `iterationTime` seconds in: `startProgress` … `endProgress` along
  /// `timingFunction`.
  public func progress(at iterationTime: Double) -> Double {
    precondition(
      (0...1).contains(startProgress) && (0...1).contains(endProgress),
      "LayerTransition: startProgress \(startProgress) and endProgress \(endProgress) must lie in 0…1")
    let eased = timingFunction.exactProgress(at: iterationTime / timing.effectiveDuration)
    return startProgress + (endProgress - startProgress) * eased
  }

  /// Where the incoming and outgoing contents are drawn at `progress` (0…1) for a layer of `size`.
  public func placements(atProgress p: Double, size: Size) -> (incoming: Placement, outgoing: Placement) {
    let travel = Self.travel(direction, size: size)
    switch type {
    case .fade:
      return (Placement(opacity: p), Placement(opacity: 1 - p))
    case .moveIn:
      return (Placement(offset: travel * (1 - p)), Placement())
    case .push:
      return (Placement(offset: travel * (1 - p)), Placement(offset: travel * -p))
    case .reveal:
      return (Placement(), Placement(offset: travel * -p))
    }
  }

  /// Whether the outgoing content is drawn over the incoming one (`reveal` slides it off the top; the
  /// others bring the incoming content in over it).
  public var outgoingIsInFront: Bool {
    switch type {
    case .reveal: true
    case .fade, .moveIn, .push: false
    }
  }

  /// The offset at which content coming from `direction` starts: a whole width or height away.
  private static func travel(_ direction: Direction, size: Size) -> Vector {
    switch direction {
    case .fromRight: Vector(dx: size.width, dy: 0)
    case .fromLeft: Vector(dx: -size.width, dy: 0)
    case .fromBottom: Vector(dx: 0, dy: size.height)
    case .fromTop: Vector(dx: 0, dy: -size.height)
    }
  }
}

/// One moment of a layer's transition, for renderers: clip to the layer's bounds, then draw the outgoing
/// snapshot and the layer's own content, each moved by its placement's offset and faded by its opacity,
/// in the order ``outgoingIsInFront`` gives.
public struct TransitionFrame: Hashable, Sendable {
  public var type: LayerTransition.Kind
  public var direction: LayerTransition.Direction
  /// 0…1, after the timing function and the start and end progress.
  public var progress: Double
  /// The content leaving; nil when the transition was added without capturing one (through
  /// the general `Layer.add(_:forKey:)` with ``LayerTransition/outgoing`` unset).
  public var outgoing: LayerSnapshot?
  public var outgoingPlacement: LayerTransition.Placement
  /// Where the layer's own current content (and its sublayers) is drawn.
  public var incomingPlacement: LayerTransition.Placement
  public var outgoingIsInFront: Bool
}

extension Layer {
  /// Adds `transition` under `key` (``LayerTransition/defaultKey`` when nil), first capturing what is on
  /// screen now (``snapshot(afterScreenUpdates:)`` with `false`) as its outgoing content unless it
  /// already has one.
  public func add(_ transition: LayerTransition, forKey key: String? = nil) {
    var copy = transition
    if copy.outgoing == nil { copy.outgoing = snapshot(afterScreenUpdates: false) }
    add(copy as any Animation, forKey: key ?? LayerTransition.defaultKey)
  }

  /// The transition showing at engine time `time` (now when nil) — the most recently added one that is
  /// active or held by its fill mode — or nil when none is.
  public func transitionFrame(at time: Double? = nil) -> TransitionFrame? {
    let local = localTime(atEngineTime: time ?? engine.currentTime)
    for entry in entries.reversed() {
      guard let transition = entry.animation as? LayerTransition,
        let iterationTime = transition.timing.iterationTime(atParentTime: local)
      else { continue }
      let p = transition.progress(at: iterationTime)
      let size = presentation(at: time).bounds.size
      let (incoming, outgoing) = transition.placements(atProgress: p, size: size)
      return TransitionFrame(
        type: transition.type, direction: transition.direction, progress: p, outgoing: transition.outgoing,
        outgoingPlacement: outgoing, incomingPlacement: incoming,
        outgoingIsInFront: transition.outgoingIsInFront)
    }
    return nil
  }
}
