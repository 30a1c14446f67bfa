/// The two-finger decision (``TwoFingerMotion``) followed frame by frame: the path the pair's midpoint
/// has travelled, the one frame of memory a spread needs, and the point after which a scroll stays a
/// scroll.
///
/// - **Travel is the midpoint's path**, not its net displacement (``MidpointPath``). A scroll that
///   curves or circles comes back near where it began: measured as a displacement its travel shrank
///   to nothing each turn, and the wobble of the fingers' distance then stood above the spread line
///   (a real circling scroll on a MacBook-class pad began a pinch 2.5 s in). Along a straight line the
///   path is the displacement, so straight pinches and scrolls decide as before.
/// - **A spread counts only when the frame before also had its spread above the line**
///   (`S > 0.2 × T + 0.5 mm`, of any size). A spread is final for a pan (it fails) and begins a pinch,
///   so one frame's jitter must not decide it: at 0.2 mm of position jitter the spread is off by
///   0.4 mm (one standard deviation) at any one frame, and over the hundreds of frames of a slow
///   scroll single frames crossed it (every third case of `glide grid`: 3 scrolls as pinches on single
///   frames, 0 with the frame before). A pinch is above the line long before its spread reaches 3 mm,
///   so it begins on the same frame as without the memory.
/// - **A scroll is established** once the decision has read ``TwoFingerMotion/parallel`` on
///   ``TwoFingerMotion/establishedScrollFrames`` (3) measured frames in a row, with the midpoint
///   ``TwoFingerMotion/establishedScrollTravel`` (5 mm) along its path: from then on the
///   decision stays ``TwoFingerMotion/parallel`` until the pair is chosen again, whatever the
///   fingers' distance does. libinput's `tp_gesture_handle_state_scroll` does the same with a clock (it
///   turns a scroll into a pinch only within its 300 ms pinch timeout of the fingers landing), and
///   UIKit's arena keeps an active pan against a pinch. Before that point a pan may still be revised
///   into a pinch (a pinch that slides before it spreads, or a slow pinch, whatever its speed).
struct TwoFingerDecision: Sendable {
  /// The decision after the last measured frame.
  private(set) var motion = TwoFingerMotion.undecided
  /// True once the pair established a scroll: ``motion`` is ``TwoFingerMotion/parallel`` for good.
  private(set) var isScrollEstablished = false
  private var lastAboveLine = false
  /// How many measured frames in a row read ``TwoFingerMotion/parallel``.
  private var parallelFrames = 0
  private var path = MidpointPath()

  /// Takes one measured frame of the pair: the two followed tracks and how many fingers are down.
  mutating func update(first: TouchTracker.Track, second: TouchTracker.Track, fingerCount: Int) {
    if path.isEmpty { path.start(at: MidpointPath.midpoint(first.start, second.start)) }
    path.follow(MidpointPath.midpoint(first.current, second.current))
    update(TwoFingerMotion.read(first: first, second: second, travel: path.length, fingerCount: fingerCount))
  }

  /// Takes one measured frame's reading (``TwoFingerMotion/read(first:second:travel:fingerCount:)``).
  mutating func update(_ reading: TwoFingerMotion.Reading) {
    guard !isScrollEstablished else { return }
    motion = reading.motion == .spread && !lastAboveLine ? .undecided : reading.motion
    lastAboveLine = reading.spreadAboveLine
    parallelFrames = motion == .parallel ? parallelFrames + 1 : 0
    if parallelFrames >= TwoFingerMotion.establishedScrollFrames
      && reading.travel >= TwoFingerMotion.establishedScrollTravel
    {
      isScrollEstablished = true
    }
  }

  /// Forgets the frames seen: a new pair starts afresh.
  mutating func reset() { self = TwoFingerDecision() }
}


