import Foundation

/// One finger's life on the surface in a synthetic gesture: where and when it lands, how it moves, and
/// when it lifts. Positions are millimetres from the surface's top-left corner (y grows downwards);
/// times are seconds from the start of the gesture.
public struct FingerPath: Hashable, Sendable {
  /// When the finger touches down, in seconds.
  public var landsAt: Double
  /// The last instant the finger touches, in seconds; the device reports the lift at its next scan.
  /// `.infinity` keeps the finger down to the end of the trace.
  public var liftsAt: Double
  /// Where the finger lands, in mm.
  public var start: MillimetrePoint
  /// The motions, in time order; between and after them the finger holds still.
  public var moves: [FingerMove]
  /// Contact pressure as a fraction of the device's `ABS_MT_PRESSURE` maximum (0…1).
  public var pressure: Double

  public init(
    landsAt: Double, liftsAt: Double = .infinity, start: MillimetrePoint, moves: [FingerMove] = [],
    pressure: Double = 0.25
  ) {
    self.landsAt = landsAt
    self.liftsAt = liftsAt
    self.start = start
    self.moves = moves
    self.pressure = pressure
  }

  /// The finger's position at `time` (seconds), ignoring whether it is down then.
  public func position(at time: Double) -> MillimetrePoint {
    var point = start
    for move in moves where time > move.begins {
      point = move.point(from: point, at: time)
    }
    return point
  }

  /// The same path `seconds` later.
  func shifted(by seconds: Double) -> FingerPath {
    var copy = self
    copy.landsAt += seconds
    copy.liftsAt += seconds
    copy.moves = moves.map {
      FingerMove(begins: $0.begins + seconds, ends: $0.ends + seconds, kind: $0.kind, easing: $0.easing)
    }
    return copy
  }

  /// The latest instant anything happens to this finger: its lift, else its last motion's end.
  var lastEventTime: Double {
    liftsAt.isFinite ? liftsAt : max(landsAt, moves.map(\.ends).max() ?? landsAt)
  }
}

/// One motion of a finger between two instants (seconds), with an easing curve.
public struct FingerMove: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    /// A straight line from wherever the finger is to `to` (mm).
    case line(to: MillimetrePoint)
    /// A path around `center` (mm), the radius (mm) and angle (radians) each changing linearly in
    /// eased progress; angle 0 points along +x and positive angles turn towards +y (clockwise as seen
    /// on a surface whose y grows downwards). Pinches change the radius, rotations the angle. The
    /// centre itself moves by `drift` (mm) over the motion, in the same eased progress: a pinch whose
    /// hand slides.
    case orbit(center: MillimetrePoint, radius: Change, angle: Change, drift: MillimetreVector = .zero)
    /// One finger of a pair that goes round together: the pair's midpoint travels round `center` at
    /// `radius` (mm), its angle changing linearly in eased progress (radians, as `orbit`), and the
    /// finger keeps `offset` (mm) from the midpoint, scaled by `1 + wobble × sin φ × |sin φ|` with
    /// `φ = 2π × wobbleCycles × (progress − wobbleStart)` once progress passes `wobbleStart`: a
    /// circling two-finger scroll whose fingers' distance swings by ±`wobble` of itself, leaving its
    /// value smoothly (no change of slope at the start, as real fingers that have just landed).
    /// `wobblePhase` (radians, added to `φ`) starts the swing elsewhere in its cycle: at π/2 the
    /// fingers land `1 + wobble` times `offset` apart, and at π/4 their distance changes fastest.
    case circling(
      center: MillimetrePoint, radius: Double, angle: Change, offset: MillimetreVector, wobble: Double,
      wobbleCycles: Double, wobbleStart: Double = 0, wobblePhase: Double = 0)
  }

  /// A value that goes from `from` to `to`.
  public struct Change: Hashable, Sendable {
    public var from: Double
    public var to: Double
    public init(from: Double, to: Double) {
      self.from = from
      self.to = to
    }
    func value(_ progress: Double) -> Double { from + (to - from) * progress }
  }

  /// When the motion starts and ends, in seconds.
  public var begins: Double
  public var ends: Double
  public var kind: Kind
  public var easing: Easing

  public init(begins: Double, ends: Double, kind: Kind, easing: Easing = .linear) {
    self.begins = begins
    self.ends = max(begins, ends)
    self.kind = kind
    self.easing = easing
  }

  /// Where a finger that was at `origin` when the motion began is at `time`.
  func point(from origin: MillimetrePoint, at time: Double) -> MillimetrePoint {
    let length = ends - begins
    let progress = easing(length > 0 ? (time - begins) / length : 1)
    switch kind {
    case .line(let to):
      return MillimetrePoint(
        x: origin.x + (to.x - origin.x) * progress, y: origin.y + (to.y - origin.y) * progress)
    case .orbit(let center, let radius, let angle, let drift):
      let r = radius.value(progress)
      let a = angle.value(progress)
      return MillimetrePoint(
        x: center.x + drift.dx * progress + r * cos(a), y: center.y + drift.dy * progress + r * sin(a))
    case .circling(let center, let radius, let angle, let offset, let wobble, let cycles, let wobbleStart, let start):
      let a = angle.value(progress)
      let phase = start + 2 * Double.pi * cycles * max(0, progress - wobbleStart)
      let stretch = 1 + wobble * sin(phase) * abs(sin(phase))
      return MillimetrePoint(
        x: center.x + radius * cos(a) + offset.dx * stretch, y: center.y + radius * sin(a) + offset.dy * stretch)
    }
  }
}
