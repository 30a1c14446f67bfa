public import GlideInput

/// How two followed fingers move relative to each other: Glide's pinch-versus-scroll decision, so that
/// a scroll never starts a pinch, a slow pinch is a pinch, and fingers that slide always start something.
///
/// The two fingers are the top-most and bottom-most of the touches down (libinput's choice for three or
/// more). It asks libinput's question (issue 39): which way does each finger move since the pair came
/// down? A reading (``read(first:second:travel:fingerCount:)``) gives:
/// - both fingers under ``undecidedDistance`` (1 mm, libinput's): ``undecided``;
/// - both moved ``minimumTravel`` (1.5 mm, libinput's `min_move`): the ``direction(_:_:fingerCount:)`` of their motions,
///   the same or neighbouring compass octants (`CompassOctants`) or not, and whether their distance
///   changed by ``minimumSpread`` (3 mm). `TwoFingerDecision` makes the same way ``parallel``, different
///   ways past 3 mm ``spread``;
/// - with a finger still under 1.5 mm, the spread line: from the **travel** `T` (the midpoint's path)
///   and the **spread** `S` (`|d − d₀|`), ``spread`` when `S ≥ 3 mm` and `S > 0.2 × T + 0.5 mm`,
///   ``parallel`` when `T ≥ 1.5 mm` and `S + 0.5 mm ≤ 0.2 × T`, else ``undecided`` (a finger moving
///   towards a resting thumb is a pinch, as in UIKit); `TwoFingerDecision` takes no spread from it
///   while the slower finger follows the other (``slowerFingerFollows(_:_:moving:exactly:)``).
///
/// The minima grow with the finger count as libinput's `min_move` does (+0.5 mm of travel and +1 mm
/// of spread per finger beyond two). A scroll is re-examined only within ``pinchTimeout`` (300 ms,
/// libinput's); before a decision there is no clock, so a slow pinch is a pinch however slowly its
/// fingers move apart (libinput's side-by-side rule at 150 ms, which failed issue 15's slow pinches,
/// is left out, as is its one-finger scroll).
///
/// What the recognisers do with it:
/// - a pan begins on ``parallel``, or on ``undecided`` once the midpoint travelled
///   ``undecidedPanTravel`` (4 mm), and fails on ``spread``;
/// - a pinch begins on ``spread`` and waits through everything else until the fingers lift: a pan that
///   began does not fail it (``PinchGestureRecognizer/canBePrevented(by:)``), and when the spread
///   becomes clear the pinch begins and the arena cancels the pan, until the scroll is established.
public enum TwoFingerMotion: String, Hashable, Sendable {
  /// Not enough movement to tell yet.
  case undecided
  /// The fingers move together: a scroll, a pan, a swipe.
  case parallel
  /// The fingers move apart or together: a pinch.
  case spread

  /// Both fingers under this distance (mm): no decision (libinput's 1 mm).
  public static let undecidedDistance = 1.0
  /// The least travel of the midpoint (mm) that decides ``parallel`` for two fingers: libinput's
  /// `min_move`, 1.5 mm, which it asks of each finger before it compares directions.
  public static let minimumTravel = 1.5
  /// The least change of the fingers' distance (mm) that decides ``spread`` for two fingers: libinput's
  /// `PINCH_DISAMBIGUATION_MOVE_THRESHOLD`, 1.5 mm for each finger, and the pinch's own
  /// ``PinchGestureRecognizer/defaultMinimumDistanceChangeMillimetres``, so a spread decision begins a
  /// pinch at the same frame (at 2 mm the pan of a small pinch failed where the pinch never began:
  /// every third case of `glide grid` left 2,701 gestures with nothing, 30 of them scrolls, against
  /// 2,609 and none). Ten standard deviations of the distance's jitter at 0.2 mm of position noise.
  public static let minimumSpread = 3.0
  /// Spread over travel above which the fingers spread: 0.2. Glide's own measurement: the real
  /// two-finger scrolls of `traces/real` stay under 0.1 once they have travelled 5 mm, a synthetic
  /// scroll 18 mm apart whose distance wobbles 15 % over 20 mm sits at 0.135, and a pinch that
  /// changes its distance by 10 % (3 mm) while it drifts 20 mm sits at 0.15. On every third case of
  /// `glide grid` (with a 2 mm minimum spread), 0.15 turned 431 of 15,601 scrolls into pinches and
  /// 0.25 recognised 96.8 % of pinches, against 35 and 98.7 % at 0.2.
  public static let spreadToTravelRatio = 0.2
  /// How far either side of `0.2 × T` the spread must be before the fingers count as spreading (above)
  /// or as moving together (below), in mm: 0.5 mm, a little more than one standard deviation of the
  /// spread's jitter at 0.2 mm of position noise (0.4 mm: two distances, each from two noisy fingers).
  /// Measured on every third case of `glide grid`: below, without it, 2,254 pinches became pans at the
  /// first millimetres of travel, where the ratio is mostly jitter (with the previous rule, where a
  /// parallel decision failed the pinch); above, without it, 4 scrolls became pinches on a frame of
  /// jitter among hundreds, 1 at 0.4 mm, 0 at 0.5 mm, while 0.6 mm failed 700 pinches
  /// (<doc:TwoFingerDecision>). It costs a pan 1 mm (with the distance steady the fingers travel 2.5 mm) and a pinch
  /// that drifts 20 mm a distance change of more than 4.5 mm instead of 4.
  public static let marginMillimetres = 0.5
  /// How far the midpoint of a pair still ``undecided`` may travel before a pan begins anyway, in mm:
  /// 4 mm. Glide's own bar: the "fingers that moved 5 mm always begin something", less the
  /// jitter. A small pinch that also slides (the distance changes under 3 mm, the midpoint 5 mm)
  /// never decides either way; its pan begins here. The pinch is not failed by that pan
  /// (``PinchGestureRecognizer/canBePrevented(by:)``): if the spread becomes clear later, the pinch
  /// begins and the arena cancels the pan.
  public static let undecidedPanTravel = 4.0
  /// How long after the pair came down a scroll may still become a pinch, in seconds: libinput's
  /// `DEFAULT_GESTURE_PINCH_TIMEOUT`, 300 ms. A ``parallel`` decision at or after it establishes the
  /// scroll for good (`TwoFingerDecision`); before it, fingers then moving different ways with their
  /// distance changed by ``minimumSpread`` turn it into a ``spread``.
  public static let pinchTimeout = 0.3

  /// One frame's reading of a pair: the spread line's decision and libinput's direction test, which
  /// `TwoFingerDecision` weighs.
  public struct Reading: Hashable, Sendable {
    public var motion: TwoFingerMotion
    /// The travel `T` the reading compared the spread with, in mm.
    public var travel: Double
    /// How the two fingers' motions point, once both moved at least ``TwoFingerMotion/minimumTravel``
    /// (libinput's `min_move`); `nil` before.
    public var direction: Direction?
    /// The fingers' distance changed by at least ``TwoFingerMotion/minimumSpread`` (more with more
    /// fingers), whatever the travel.
    public var spreadsPastThreshold = false
    /// One finger is still under ``TwoFingerMotion/minimumTravel`` but has moved
    /// ``TwoFingerMotion/followingMotion`` or more the same way as the other
    /// (``TwoFingerMotion/slowerFingerFollows(_:_:moving:exactly:)``): no resting thumb.
    public var slowerFingerFollows = false
    /// Either finger moved under 2 mm (libinput's coarse reading) on both axes, so its
    /// octants are its whole quadrant: the ``TwoFingerMotion/Reading/direction`` is libinput's coarse one.
    public var directionIsCoarse = false

    /// Both fingers moved at least ``TwoFingerMotion/minimumTravel`` the same way.
    public var movesSameWay: Bool { direction == .sameWay }

  }

  /// libinput's direction test on two fingers' motions since the pair came down.
  public enum Direction: String, Hashable, Sendable {
    /// Into the same or neighbouring compass octants: a scroll.
    case sameWay
    /// Anything else: a pinch once the distance changed, a turn if it did not.
    case differentWays
  }

  /// libinput's direction test on two motions (mm, y down), or `nil` when either is under
  /// ``minimumTravel`` plus 0.5 mm per finger beyond two (libinput's `min_move`).
  public static func direction(_ a: MillimetreVector, _ b: MillimetreVector, fingerCount: Int = 2) -> Direction? {
    let minimumMove = minimumTravel + 0.5 * Double(max(0, fingerCount - 2))
    guard a.length >= minimumMove && b.length >= minimumMove else { return nil }
    return CompassOctants(of: a).isSameWay(as: CompassOctants(of: b)) ? .sameWay : .differentWays
  }

  /// libinput's direction test with each motion's own octants however short it is (no coarse
  /// quadrant under 2 mm), or `nil` when either is under ``minimumTravel``: the test asked of paths
  /// without jitter, whose direction is exact at any length. libinput's coarse reading calls two
  /// motions up to 157° apart the same way, and `TwoFingerDecision` establishes no scroll on it.
  public static func exactDirection(_ a: MillimetreVector, _ b: MillimetreVector) -> Direction? {
    guard a.length >= minimumTravel && b.length >= minimumTravel else { return nil }
    return goExactlySameWay(a, b) ? .sameWay : .differentWays
  }

  /// Whether two motions (mm) point into the same or neighbouring compass octants, each read by its own
  /// angle however short it is.
  private static func goExactlySameWay(_ a: MillimetreVector, _ b: MillimetreVector) -> Bool {
    CompassOctants(angleOf: a).isSameWay(as: CompassOctants(angleOf: b))
  }

  /// How far the slower finger must have moved (mm) for its direction to count while it is under
  /// ``minimumTravel``: libinput's `HOLD_AND_MOTION_THRESHOLD`, 0.5 mm, below which a finger holds still.
  public static let followingMotion = 0.5

  /// Whether the slower of two motions (mm) has moved ``followingMotion`` or more the same way as the
  /// faster (libinput's direction test, `CompassOctants`): the fingers go together, one lagging, as
  /// in libinput's one-finger scroll, and not towards or away from a resting thumb.
  /// `moving` (mm) replaces ``followingMotion`` where a caller asks at another threshold (the grid's
  /// oracle, either side of it by what a measurement can tell); `exactly` reads both motions by their
  /// own angles (``exactDirection(_:_:)``'s octants), not libinput's quadrant under 2 mm.
  public static func slowerFingerFollows(
    _ a: MillimetreVector, _ b: MillimetreVector, moving: Double = followingMotion, exactly: Bool = false
  ) -> Bool {
    let (slow, fast) = a.length < b.length ? (a, b) : (b, a)
    guard slow.length >= moving else { return false }
    return exactly
      ? goExactlySameWay(slow, fast) : CompassOctants(of: slow).isSameWay(as: CompassOctants(of: fast))
  }

  /// Decides from two fingers' tracks (displacements in mm) and how many fingers are down.
  public static func classify(
    first: TouchTracker.Track, second: TouchTracker.Track, fingerCount: Int
  ) -> TwoFingerMotion {
    read(first: first, second: second, fingerCount: fingerCount).motion
  }

  /// Reads two fingers' tracks (displacements in mm) with `fingerCount` fingers down. The travel is
  /// the midpoint's net displacement unless `travel` (mm) gives its path (`TwoFingerDecision` does).
  public static func read(
    first: TouchTracker.Track, second: TouchTracker.Track, travel: Double? = nil, fingerCount: Int
  ) -> Reading {
    read(
      first.displacement, second.displacement,
      start: MillimetreVector(dx: second.start.x - first.start.x, dy: second.start.y - first.start.y),
      travel: travel, fingerCount: fingerCount)
  }

  /// Reads two fingers' displacements since the pair came down (`a`, `b`, mm), the vector from the
  /// first finger to the second when it came down (`start`, mm), the midpoint's path when known
  /// (`travel`, mm; else its displacement) and the finger count.
  static func read(
    _ a: MillimetreVector, _ b: MillimetreVector, start: MillimetreVector, travel: Double? = nil,
    fingerCount: Int
  ) -> Reading {
    let extra = Double(max(0, fingerCount - 2))
    let travel = travel ?? Self.travel(a, b)
    let now = MillimetreVector(dx: start.dx + b.dx - a.dx, dy: start.dy + b.dy - a.dy)
    let spread = abs(now.length - start.length)
    let aboveLine = isAboveLine(spread, travel: travel)
    let direction = direction(a, b, fingerCount: fingerCount)
    let pastThreshold = spread >= minimumSpread + extra
    func reading(_ motion: TwoFingerMotion) -> Reading {
      Reading(
        motion: motion, travel: travel, direction: direction,
        spreadsPastThreshold: pastThreshold, slowerFingerFollows: direction == nil && slowerFingerFollows(a, b),
        directionIsCoarse: CompassOctants.isCoarse(a) || CompassOctants.isCoarse(b))
    }
    if a.length < undecidedDistance && b.length < undecidedDistance { return reading(.undecided) }
    if aboveLine && spread >= minimumSpread + extra { return reading(.spread) }
    if spread + marginMillimetres <= spreadToTravelRatio * travel
      && travel >= minimumTravel + 0.5 * extra
    {
      return reading(.parallel)
    }
    return reading(.undecided)
  }

  /// Whether the finger line turned clearly, by `radians` since the pair came down: the arc that moved
  /// the fingers through (radians × their distance now, mm) passes the test a spread passes. A turn
  /// about the midpoint changes neither the spread nor the travel, so the rotation recogniser asks
  /// this while the decision is ``undecided``; a scroll whose finger line wobbles a few degrees
  /// travels far more than its arc.
  public static func turnIsClear(
    first: TouchTracker.Track, second: TouchTracker.Track, radians: Double
  ) -> Bool {
    let distance = MillimetreVector(dx: second.current.x - first.current.x, dy: second.current.y - first.current.y)
    let arc = radians * distance.length
    return arc >= minimumSpread && isAboveLine(arc, travel: travel(first.displacement, second.displacement))
  }

  /// How far the midpoint of two fingers that moved by `a` and `b` travelled, in mm.
  static func travel(_ a: MillimetreVector, _ b: MillimetreVector) -> Double {
    MillimetreVector(dx: (a.dx + b.dx) / 2, dy: (a.dy + b.dy) / 2).length
  }

  /// Whether `spread` (mm) lies above the line: more than ``spreadToTravelRatio`` of `travel` (mm)
  /// plus ``marginMillimetres``.
  static func isAboveLine(_ spread: Double, travel: Double) -> Bool {
    spread > spreadToTravelRatio * travel + marginMillimetres
  }

  /// The two tracks libinput compares: the top-most and bottom-most (smallest and largest y).
  public static func pair(in tracker: TouchTracker) -> (TouchTracker.Track, TouchTracker.Track)? {
    guard tracker.count >= 2 else { return nil }
    // The first and last in (y, id) order, found in one pass (no sorted copy per frame; ids are unique).
    let tracks = tracker.tracks
    var top = tracks[0], bottom = tracks[0]
    for track in tracks.dropFirst() {
      if (track.current.y, track.id) < (top.current.y, top.id) { top = track }
      if (track.current.y, track.id) > (bottom.current.y, bottom.id) { bottom = track }
    }
    return (top, bottom)
  }
}
