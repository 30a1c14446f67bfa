import GlideInput

/// The two-finger decision (``TwoFingerMotion``) followed frame by frame: libinput's question asked of
/// every pair, the path the pair's midpoint has travelled, and the point after which a scroll stays a
/// scroll.
///
/// - **Each finger's direction decides, once both moved** ``TwoFingerMotion/minimumTravel`` (1.5 mm,
///   libinput's `min_move`): fingers moving into the same or neighbouring compass octants
///   (``CompassOctants``) are a scroll (``TwoFingerMotion/parallel``); fingers moving different ways
///   whose distance changed by ``TwoFingerMotion/minimumSpread`` (3 mm) or more are a pinch
///   (``TwoFingerMotion/spread``); fingers moving different ways with a steady distance (a turn) decide
///   nothing. This is `tp_gesture_detect_motion_gestures`' direction test and
///   `tp_gesture_is_pinch`, for every pair, whether its fingers landed together or one joined a finger
///   already moving.
/// - **Before both moved 1.5 mm**, one finger resting, the spread line decides as before
///   (``TwoFingerMotion/read(_:_:start:travel:fingerCount:)``: `S > 0.2 × T + 0.5 mm` of 3 mm or more
///   spreads): a finger moving towards a resting thumb is a pinch, as in UIKit (libinput's one-finger
///   scroll is left out). A lagging finger is not a resting one: once it has moved
///   ``TwoFingerMotion/followingMotion`` (0.5 mm, libinput's `HOLD_AND_MOTION_THRESHOLD`) the same way
///   as the other (``TwoFingerMotion/slowerFingerFollows(_:_:moving:exactly:)``), the spread line does not decide a
///   spread and the direction test waits for its 1.5 mm, as libinput's one-finger scroll would (a
///   circling scroll setting off along its finger line as its distance wobbles: one finger 4.8 mm, the
///   other 0.8 mm, both east, pinched).
/// - **A scroll is re-examined only within ``TwoFingerMotion/pinchTimeout`` (300 ms) of the pair
///   coming down** (libinput's `DEFAULT_GESTURE_PINCH_TIMEOUT` in `tp_gesture_handle_state_scroll`): a
///   ``TwoFingerMotion/parallel`` decision then turns into a spread only when the fingers move different
///   ways; once the decision is parallel past 300 ms the scroll is established and stays one,
///   whatever the fingers' distance does, until the pair is chosen again. Only a fine reading
///   establishes it: while a finger has moved under 2 mm on both axes its octants are its whole
///   quadrant (libinput's coarse reading), and two fingers moving apart along x with a little jitter
///   in y read the same way there (west-south-west and east-south-east share south); a slow pinch
///   that reached 1.5 mm only after 300 ms was latched as a scroll on that (measured on every 50th
///   case of `glide grid`: 13 pinches with nothing, no midpoint travel for the pan either). A gesture still
///   ``TwoFingerMotion/undecided`` has no clock: a slow pinch, whose fingers move apart or together
///   however slowly, is a pinch once its distance changed 3 mm.
/// - **Travel is the midpoint's path** (``MidpointPath``), which the spread line compares with.
struct TwoFingerDecision: Sendable {
  /// The decision after the last measured frame.
  private(set) var motion = TwoFingerMotion.undecided
  /// True once the pair established a scroll: ``motion`` is ``TwoFingerMotion/parallel`` for good.
  private(set) var isScrollEstablished = false
  private var path = MidpointPath()

  /// A decision for a fresh pair.
  init() {}

  /// Takes one measured frame of the pair at `time`: the two followed tracks (their start times are
  /// when the pair came down) and how many fingers are down.
  mutating func update(first: TouchTracker.Track, second: TouchTracker.Track, fingerCount: Int, at time: Timestamp) {
    if path.isEmpty { path.start(at: MidpointPath.midpoint(first.start, second.start)) }
    path.follow(MidpointPath.midpoint(first.current, second.current))
    let elapsed = time.seconds(since: max(first.startTime, second.startTime))
    update(
      TwoFingerMotion.read(first: first, second: second, travel: path.length, fingerCount: fingerCount),
      elapsed: elapsed)
  }

  /// Takes one measured frame's reading (``TwoFingerMotion/read(first:second:travel:fingerCount:)``),
  /// `elapsed` seconds after the pair came down.
  mutating func update(_ reading: TwoFingerMotion.Reading, elapsed: Double) {
    guard !isScrollEstablished else { return }
    switch reading.direction {
    case .sameWay?: motion = .parallel
    case .differentWays?:
      // A spread past the pinch's threshold is a pinch; a clear reading of fingers going different
      // ways with their distance steady (a turn) withdraws a scroll, which the coarse one does not.
      if reading.spreadsPastThreshold {
        motion = .spread
      } else if !reading.directionIsCoarse {
        motion = .undecided
      }
    case nil:
      // A finger still under 1.5 mm: the spread line, unless it lags the other the same way.
      if motion != .parallel && !(reading.motion == .spread && reading.slowerFingerFollows) { motion = reading.motion }
    }
    let saysScroll =
      reading.direction == .sameWay ? !reading.directionIsCoarse : reading.direction == nil && reading.motion == .parallel
    if motion == .parallel && saysScroll && elapsed >= TwoFingerMotion.pinchTimeout { isScrollEstablished = true }
  }

  /// Forgets the frames seen: a new pair starts afresh.
  mutating func reset() { self = TwoFingerDecision() }
}
