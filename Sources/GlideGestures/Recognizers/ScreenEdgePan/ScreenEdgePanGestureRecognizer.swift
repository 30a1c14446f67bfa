public import GlideInput

/// A pan that starts at an edge of the surface: UIKit's `UIScreenEdgePanGestureRecognizer`.
///
/// It is a ``PanGestureRecognizer`` in everything (hysteresis, the two-finger test, translation,
/// velocity, finger count changes: see there) plus two conditions, checked when the pan would begin:
/// - every finger landed within the edge zone of one of ``edges`` (the same edge for all); a finger
///   that lands anywhere else fails the recogniser at once;
/// - the fingers moved inwards from that edge: within 45° of the edge's inward direction.
/// Otherwise it fails. ``edge`` says which edge it began from.
///
/// The edge zone is ``maximumEdgeZoneMillimetres`` (8 mm) or ``edgeZoneFraction`` (8 %) of the surface
/// across that edge, whichever is smaller: libinput's palm edge zone, min(8 mm, 8 % of the width), the
/// band where a touch is presumed to come from beyond the edge (or from a resting palm).
///
/// The recogniser needs the surface's size, which frames do not carry: give it at init, in mm, or
/// from the device's `SurfaceGeometry` (`DeviceDescription/geometry`).
///
/// The pan logic is shared by composition (an internal state machine both recognisers run), not by
/// subclassing: recognisers are `final`, and the edge test wraps the pan's decision to begin rather
/// than overriding any of its steps.
public final class ScreenEdgePanGestureRecognizer: GestureRecognizer {
  /// The widest the edge zone gets, in mm: libinput's palm edge zone.
  public static let defaultMaximumEdgeZoneMillimetres = 8.0
  /// The edge zone as a fraction of the surface's size across the edge: libinput's 8 %.
  public static let defaultEdgeZoneFraction = 0.08

  /// The edges a pan may start from (UIKit's `edges`); empty means none.
  public var edges: SurfaceEdges
  /// The surface's width, in mm.
  public var surfaceWidthMillimetres: Double
  /// The surface's height, in mm.
  public var surfaceHeightMillimetres: Double
  /// The widest the edge zone gets, in mm.
  public var maximumEdgeZoneMillimetres = defaultMaximumEdgeZoneMillimetres
  /// The edge zone as a fraction of the surface's width (left, right) or height (top, bottom).
  public var edgeZoneFraction = defaultEdgeZoneFraction
  /// The edge the current pan began from; `nil` until it begins.
  public private(set) var edge: SurfaceEdge?

  private var machine = PanStateMachine()
  /// Where each finger landed, in mm.
  private var landings: [TouchID: MillimetrePoint] = [:]

  /// - Parameters:
  ///   - name: The recogniser's name in logs.
  ///   - edges: The edges a pan may start from.
  ///   - surfaceWidthMillimetres: The surface's width, in mm.
  ///   - surfaceHeightMillimetres: The surface's height, in mm.
  public init(
    name: String = "edge-pan", edges: SurfaceEdges, surfaceWidthMillimetres: Double,
    surfaceHeightMillimetres: Double
  ) {
    self.edges = edges
    self.surfaceWidthMillimetres = surfaceWidthMillimetres
    self.surfaceHeightMillimetres = surfaceHeightMillimetres
    super.init(name: name)
  }

  /// - Parameters:
  ///   - name: The recogniser's name in logs.
  ///   - edges: The edges a pan may start from.
  ///   - surface: The device's surface (`DeviceDescription/geometry`).
  public convenience init(name: String = "edge-pan", edges: SurfaceEdges, surface: SurfaceGeometry) {
    self.init(
      name: name, edges: edges, surfaceWidthMillimetres: surface.widthMillimetres,
      surfaceHeightMillimetres: surface.heightMillimetres)
  }

  // MARK: - Pan configuration

  /// The fewest fingers that can pan (1).
  public var minimumNumberOfTouches: Int {
    get { machine.minimumNumberOfTouches }
    set { machine.minimumNumberOfTouches = newValue }
  }
  /// The most fingers that can pan (no limit).
  public var maximumNumberOfTouches: Int {
    get { machine.maximumNumberOfTouches }
    set { machine.maximumNumberOfTouches = newValue }
  }
  /// How far the fingers' centroid must travel, in mm, before the pan begins.
  public var hysteresisMillimetres: Double {
    get { machine.hysteresisMillimetres }
    set { machine.hysteresisMillimetres = newValue }
  }
  /// Once panning, how far (mm) the fingers must move before the reported position follows.
  public var jitterMarginMillimetres: Double {
    get { machine.jitterMarginMillimetres }
    set { machine.jitterMarginMillimetres = newValue }
  }

  // MARK: - Values

  /// The translation since the pan began, in mm.
  public var translation: MillimetreVector { machine.translation }
  /// Rebases the translation: it is `value` (mm) now.
  public func setTranslation(_ value: MillimetreVector) { machine.setTranslation(value) }
  /// The fingers' velocity, in mm per second.
  public var velocity: MillimetreVector { machine.velocity(at: lastTime) }
  /// ``translation`` in points (``pointsPerMillimetre`` points per mm).
  public var translationInPoints: SIMD2<Double> { PanGestureRecognizer.points(translation) }
  /// ``velocity`` in points per second.
  public var velocityInPoints: SIMD2<Double> { PanGestureRecognizer.points(velocity) }

  public override var values: GestureValues { .pan(translation: translation, velocity: velocity) }

  /// Where the followed fingers landed (their centroid), in mm; nil while no finger is followed. A
  /// container refuses a gesture by where it started (UIKit's back swipe: not from the navigation bar).
  public var startLocation: MillimetrePoint? {
    let points = machine.travel.tracker.tracks.compactMap { landings[$0.id] }
    guard !points.isEmpty else { return nil }
    let count = Double(points.count)
    return MillimetrePoint(
      x: points.reduce(0) { $0 + $1.x } / count, y: points.reduce(0) { $0 + $1.y } / count)
  }

  /// How deep the zone along `edge` is, in mm.
  public func edgeZoneMillimetres(for edge: SurfaceEdge) -> Double {
    let across: Double
    switch edge {
    case .left, .right: across = surfaceWidthMillimetres
    case .top, .bottom: across = surfaceHeightMillimetres
    }
    return min(maximumEdgeZoneMillimetres, edgeZoneFraction * across)
  }

  // MARK: - Recogniser

  public override func process(_ frame: TouchFrame) {
    for touch in frame.touches where touch.phase == .began { landings[touch.id] = touch.location }
    let landedElsewhere = frame.touches.contains { $0.phase == .began && zones(of: $0.location).isEmpty }
    if state == .possible, landedElsewhere {
      machine.abandon()
      transition(to: .failed, at: frame.time)
      return
    }
    let action = machine.process(frame)
    showFingers(of: machine.travel)
    if action == .begin { beginAtEdge(at: frame.time) } else { perform(action, at: frame.time) }
  }

  public override func reset() {
    super.reset()
    machine.reset()
    landings.removeAll()
    edge = nil
  }

  // MARK: - Internals

  /// The pan asked to begin at `time`: it begins from the edge the fingers came from, or fails.
  private func beginAtEdge(at time: Timestamp) {
    guard let start = startingEdge() else {
      machine.abandon()
      transition(to: .failed, at: time)
      return
    }
    edge = start
    transition(to: .began, at: time)
  }

  /// The configured edges whose zone holds `point`.
  private func zones(of point: MillimetrePoint) -> [SurfaceEdge] {
    edges.members.filter { distance(of: point, from: $0) <= edgeZoneMillimetres(for: $0) }
  }

  /// How far `point` is from `edge`, in mm.
  private func distance(of point: MillimetrePoint, from edge: SurfaceEdge) -> Double {
    switch edge {
    case .left: point.x
    case .right: surfaceWidthMillimetres - point.x
    case .top: point.y
    case .bottom: surfaceHeightMillimetres - point.y
    }
  }

  /// The edge every followed finger landed next to and the fingers move in from, or `nil`.
  private func startingEdge() -> SurfaceEdge? {
    let travel = machine.travel.travelSinceSetStart
    let points = machine.travel.tracker.tracks.map { landings[$0.id] }
    return edges.members.filter { edge in
      let inward = travel.dx * edge.inward.dx + travel.dy * edge.inward.dy
      let along = abs(travel.dx * edge.inward.dy) + abs(travel.dy * edge.inward.dx)
      let landedThere = points.allSatisfy { point in
        point.map { distance(of: $0, from: edge) <= edgeZoneMillimetres(for: edge) } ?? false
      }
      return landedThere && inward > 0 && inward >= along
    }.first
  }
}
