import GlideInput

/// How far a pair's midpoint has travelled along its path since the pair came down, in mm, without
/// counting the fingers' jitter.
///
/// The path is walked in steps of at least ``step`` (1 mm): a step is added when the midpoint is that
/// far from where the last step ended, and the length is those steps plus the distance from the last
/// step's end to the midpoint now. Along a straight line it is exactly the midpoint's displacement; on
/// a curve it is the length of the 1 mm chords (a circle of 5 mm radius loses under 0.2 %). A resting
/// pair's midpoint jitters about its place (0.14 mm per axis at 0.2 mm of position noise, seven
/// standard deviations short of a step), so rest adds nothing, where a sum of every frame's motion would
/// grow by the jitter at every frame (about 40 mm over a three-second pinch at 80 Hz).
struct MidpointPath: Sendable {
  /// The least distance from the last step's end that makes a step, in mm: libinput's 1 mm below
  /// which a finger has not moved (``TwoFingerMotion/undecidedDistance``).
  static let step = 1.0

  /// Where the last step ended (where the path began, before the first), in mm.
  private var anchor: MillimetrePoint?
  private var walked = 0.0
  private var tail = 0.0

  /// True before ``start(at:)``.
  var isEmpty: Bool { anchor == nil }

  /// The path's length so far, in mm.
  var length: Double { walked + tail }

  /// Starts the path at `point` (mm), where the pair's midpoint was when it came down.
  mutating func start(at point: MillimetrePoint) {
    self = MidpointPath()
    anchor = point
  }

  /// Follows the midpoint to `point` (mm).
  mutating func follow(_ point: MillimetrePoint) {
    guard let anchor else { return start(at: point) }
    let distance = MillimetreVector(dx: point.x - anchor.x, dy: point.y - anchor.y).length
    if distance >= Self.step {
      walked += distance
      self.anchor = point
      tail = 0
    } else {
      tail = distance
    }
  }

  /// The midpoint of two points, in mm.
  static func midpoint(_ a: MillimetrePoint, _ b: MillimetrePoint) -> MillimetrePoint {
    MillimetrePoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
  }
}
