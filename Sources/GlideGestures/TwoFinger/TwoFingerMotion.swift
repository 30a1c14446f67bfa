public import GlideInput

/// How two followed fingers move relative to each other: Glide's pinch-versus-scroll decision, so that
/// a scroll never starts a pinch, a pinch never starts a pan, and a slow pinch is a pinch.
///
/// The two fingers are the top-most and bottom-most of the touches down (libinput's choice for three or
/// more). From each finger's displacement since the pair came down (mm) it takes:
/// - the **travel** `T`, how far their midpoint moved: `|(a + b) / 2|`;
/// - the **spread** `S`, how much their distance changed: `|d − d₀|` (a scroll changes it only by the
///   fingers' wobble; a turn about the midpoint does not change it).
///
/// The decision, frame by frame:
/// - both fingers moved less than ``undecidedDistance`` (1 mm, libinput's): ``undecided``;
/// - `S ≥` ``minimumSpread`` (3 mm) and `S >` ``spreadToTravelRatio`` `× T` (0.2): ``spread``;
/// - `T ≥` ``minimumTravel`` (1.5 mm) and `S +` ``parallelMarginMillimetres`` `≤ 0.2 × T`: ``parallel``;
/// - anything else: ``undecided``, for as long as it takes.
///
/// The minima grow with the finger count as libinput's `min_move` does (+0.5 mm of travel and +1 mm
/// of spread per finger beyond two).
///
/// There is no clock in it. libinput decides at 150 ms that fingers side by side are scrolling and
/// re-checks for a pinch only until 300 ms (`DEFAULT_GESTURE_SWIPE_TIMEOUT`,
/// `DEFAULT_GESTURE_PINCH_TIMEOUT`): a pinch slower than that, whose fingers had not yet moved the
/// 1.5 mm its direction test wants, became a scroll for good. Here a slow gesture stays ``undecided``
/// until its own evidence decides it, at any speed.
///
/// Recognisers treat both decisions as final: a pinch fails on ``parallel``, a pan on ``spread``, at
/// the frame that says so. A gesture is therefore revised only while it is ``undecided``, before
/// anything has begun, and never by cancelling a pan that has begun: UIKit's arena never takes a begin
/// back either, and a scroll that turned into a pinch after the screen had moved would jump.
///
/// Dropped from libinput, each measured on every third case of `glide grid` (98.65 % of pinches
/// recognised with this rule; README, "Two-finger decision"):
/// - the side-by-side rule at 150–300 ms: it is what failed slow pinches;
/// - the octant direction test: it reads a pinch whose midpoint drifts by more than half its distance
///   change as a scroll (added back as a parallel decision: 42.6 % of pinches recognised);
/// - the one-finger scroll (one finger 4 mm, the other under 1.5 mm): a pinch drifting along its finger
///   line by half its distance change holds one finger still (added back: 89.0 %). A resting thumb with
///   a finger moving towards it is a pinch here, as it is in UIKit.
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
  /// How far under `0.2 × T` the spread must stay before the fingers count as moving together, in mm:
  /// 0.5 mm, about two standard deviations of the distance's jitter at 0.2 mm of position noise. At
  /// the first millimetres of travel the ratio is mostly jitter; without the margin a pinch that
  /// drifts became a pan there (every third case of `glide grid`: 2,254 pinches as pans without it,
  /// 227 with it; 0 and 5 scrolls as pinches). It costs a pan 1 mm: with the distance steady, the
  /// fingers must travel 2.5 mm.
  public static let parallelMarginMillimetres = 0.5

  /// Decides from two fingers' tracks (displacements in mm) and how many fingers are down.
  public static func classify(
    first: TouchTracker.Track, second: TouchTracker.Track, fingerCount: Int
  ) -> TwoFingerMotion {
    classify(
      first.displacement, second.displacement,
      start: MillimetreVector(dx: second.start.x - first.start.x, dy: second.start.y - first.start.y),
      fingerCount: fingerCount)
  }

  /// Decides from two fingers' displacements since the pair came down (`a`, `b`, mm), the vector from
  /// the first finger to the second when it came down (`start`, mm) and the finger count.
  public static func classify(
    _ a: MillimetreVector, _ b: MillimetreVector, start: MillimetreVector, fingerCount: Int
  ) -> TwoFingerMotion {
    if a.length < undecidedDistance && b.length < undecidedDistance { return .undecided }
    let extra = Double(max(0, fingerCount - 2))
    let travel = travel(a, b)
    let now = MillimetreVector(dx: start.dx + b.dx - a.dx, dy: start.dy + b.dy - a.dy)
    let spread = abs(now.length - start.length)
    if isClearSpread(spread, travel: travel, extraFingers: extra) { return .spread }
    if spread + parallelMarginMillimetres <= spreadToTravelRatio * travel
      && travel >= minimumTravel + 0.5 * extra
    {
      return .parallel
    }
    return .undecided
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
    return isClearSpread(arc, travel: travel(first.displacement, second.displacement), extraFingers: 0)
  }

  /// How far the midpoint of two fingers that moved by `a` and `b` travelled, in mm.
  static func travel(_ a: MillimetreVector, _ b: MillimetreVector) -> Double {
    MillimetreVector(dx: (a.dx + b.dx) / 2, dy: (a.dy + b.dy) / 2).length
  }

  /// Whether `spread` (mm) is at least ``minimumSpread`` (plus 1 mm per extra finger) and more than
  /// ``spreadToTravelRatio`` of `travel` (mm).
  static func isClearSpread(_ spread: Double, travel: Double, extraFingers: Double) -> Bool {
    spread >= minimumSpread + extraFingers && spread > spreadToTravelRatio * travel
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
