import Foundation
import GlideGestures
import GlideInput
import GlideSimulation
import GlideTraceTesting

/// libinput's two-finger question asked frame by frame of a pair's motions since it came down, as the
/// recogniser grid's oracle asks it (``TwoFingerGridCase/earlyMotion``): do the fingers move the same
/// way, or apart or together?
///
/// - It answers `TwoFingerMotion.parallel` once both fingers moved `TwoFingerMotion.minimumTravel`
///   (1.5 mm) into the same or neighbouring compass octants before anything spread, and still do at a
///   frame `TwoFingerMotion.pinchTimeout` (300 ms) or more after the pair came down: a scroll.
/// - It answers `TwoFingerMotion.spread` when, before that, the distance changed by
///   `TwoFingerMotion.minimumSpread` (3 mm) while the fingers moved different ways, or while one had
///   not yet moved 1.5 mm nor `TwoFingerMotion.followingMotion` (0.5 mm) the same way as the other (it
///   rests): a pinch.
/// - Otherwise it has no answer yet; ``answerAtLift`` is its last word.
///
/// ``Reading`` says how the paths are read: as libinput reads directions, exactly, or exactly and
/// leaning one way by what a measurement cannot tell apart.
struct LibinputQuestion {
  /// How a question reads the fingers' motions.
  enum Reading: Hashable {
    /// libinput's directions: under 2 mm on both axes a motion's octants are its whole quadrant.
    case libinput
    /// Each motion's own angle, however short (`TwoFingerMotion.exactDirection(_:_:)`).
    case exact
    /// Exactly, every threshold moved towards a pinch by what a measurement may be off
    /// (``Margins``): the distance changed `minimumSpread − distance`, the slower finger rests below
    /// `followingMotion + motion`, and two motions go different ways if turning either by what the
    /// motion margin allows makes them.
    case leaningApart(Margins)
    /// Exactly, every threshold moved towards a scroll by the same margins.
    case leaningTogether(Margins)
  }

  /// How far a measured motion and a measured change of distance may be off, in mm
  /// (``TwoFingerGridCase/measurementMargins``).
  struct Margins: Hashable {
    var motion: Double
    var distance: Double
  }

  let reading: Reading
  private var parallel = false

  init(_ reading: Reading = .libinput) { self.reading = reading }

  /// Takes one frame: the two fingers' motions since the pair came down (`a`, `b`, mm), how much their
  /// distance changed (`distanceChange`, mm) and `elapsed` seconds since the pair came down. Returns the
  /// answer once there is one.
  mutating func ask(_ a: MillimetreVector, _ b: MillimetreVector, distanceChange: Double, elapsed: Double)
    -> TwoFingerMotion?
  {
    var minimumSpread = TwoFingerMotion.minimumSpread, following = TwoFingerMotion.followingMotion
    let direction: TwoFingerMotion.Direction?
    switch reading {
    case .libinput: direction = TwoFingerMotion.direction(a, b)
    case .exact: direction = TwoFingerMotion.exactDirection(a, b)
    case .leaningApart(let margins):
      minimumSpread -= margins.distance
      following += margins.motion
      direction = Self.leaningDirection(a, b, margin: margins.motion, towards: .differentWays)
    case .leaningTogether(let margins):
      minimumSpread += margins.distance
      following -= margins.motion
      direction = Self.leaningDirection(a, b, margin: margins.motion, towards: .sameWay)
    }
    let spreads = distanceChange >= minimumSpread
    switch direction {
    case nil:
      if spreads && !parallel
        && !TwoFingerMotion.slowerFingerFollows(a, b, moving: following, exactly: reading != .libinput)
      {
        return .spread
      }
    case .sameWay?: parallel = true
    case .differentWays?:
      if spreads { return .spread }
      parallel = false
    }
    if parallel && elapsed >= TwoFingerMotion.pinchTimeout - 1e-9 { return .parallel }
    return nil
  }

  /// The answer when the fingers lift before there is one: `parallel` if they last read the same way.
  var answerAtLift: TwoFingerMotion { parallel ? .parallel : .undecided }

  /// The exact direction test on `a` and `b` (mm), each also turned either way by the angle a motion
  /// `margin` (mm) off sideways would show: `lean` if any of the turns gives it.
  private static func leaningDirection(
    _ a: MillimetreVector, _ b: MillimetreVector, margin: Double, towards lean: TwoFingerMotion.Direction
  ) -> TwoFingerMotion.Direction? {
    guard let nominal = TwoFingerMotion.exactDirection(a, b) else { return nil }
    if nominal == lean { return lean }
    func turns(_ v: MillimetreVector) -> [MillimetreVector] {
      let angle = asin(min(1, margin / v.length))
      return [-angle, angle].map { v.turned(by: $0) }
    }
    for turnedA in turns(a) + [a] {
      for turnedB in turns(b) + [b] where TwoFingerMotion.exactDirection(turnedA, turnedB) == lean {
        return lean
      }
    }
    return nominal
  }
}

extension MillimetreVector {
  /// The vector turned by `radians` (clockwise on the pad, y down).
  fileprivate func turned(by radians: Double) -> MillimetreVector {
    let (c, s) = (cos(radians), sin(radians))
    return MillimetreVector(dx: dx * c - dy * s, dy: dx * s + dy * c)
  }
}
