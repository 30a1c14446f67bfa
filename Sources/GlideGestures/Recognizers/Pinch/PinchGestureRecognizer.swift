public import GlideInput

/// UIKit's `UIPinchGestureRecognizer` for a touchpad: two fingers moving apart or together.
///
/// It follows two fingers: both when two are down, the top-most and bottom-most when more are
/// (libinput's choice). ``scale`` is their distance now over their distance when they came down
/// (see ``measuresFromTouchDown``); ``velocity`` is its rate of change, in scale per second.
///
/// It begins when the two-finger decision (`TwoFingerDecision`) says the fingers spread (both moved
/// 1.5 mm in different compass directions with their distance changed by at least 3 mm, libinput's
/// test; or, while one finger rests, the distance changed 3 mm and more than a fifth of how far their
/// midpoint travelled plus 0.5 mm) **and** their distance changed by at least
/// ``minimumDistanceChangeMillimetres``, at any speed: a pinch over three seconds begins like one over
/// a tenth of a second. Two resting fingers, or two fingers moving the same way (a scroll, however
/// their distance changes), never begin a pinch. Until then it waits, while the fingers are down,
/// through anything else: fingers that moved together first (a pan in the same arena does not fail
/// it, see ``canBePrevented(by:)``) can still pinch within 300 ms, or at any time while undecided. It
/// reports `changed` on every frame where a followed finger moves.
///
/// Finger counts and lost input:
/// - One of the two fingers lifts: the pinch **ends** (with the last scale), as UIKit ends on a lift.
/// - Another finger lands (or one of three lifts) while the pinch is in progress: the pinch is
///   **cancelled** once the new count has lasted 100 ms (libinput's finger-count debounce); a finger that
///   comes and goes within 100 ms changes nothing. On a 2-slot pad the third finger is only a
///   `BTN_TOOL_TRIPLETAP` count, which counts the same. Before the pinch begins, a change in the touches
///   picks the pair again and measures from there.
/// - Three or more fingers counted but fewer of them with positions (a 2-slot pad): the pinch fails,
///   since libinput calls that a swipe. Two counted with one position (a 1-slot device) gives no pair:
///   the pinch waits, never begins, and fails when the fingers lift.
/// - A cancelled touch (`SYN_DROPPED`, device gone) cancels a pinch in progress and fails a possible one.
/// - Semi-MT frames (`TouchFrame/touchesAreBoundingBox`) never pinch: the recogniser fails.
/// - Every finger lifts before the pinch began: the recogniser fails.
public final class PinchGestureRecognizer: GestureRecognizer {
  /// How much the fingers' distance must change before a pinch begins, in mm: libinput's
  /// `PINCH_DISAMBIGUATION_MOVE_THRESHOLD` of 1.5 mm for each of the two fingers, the same as
  /// ``TwoFingerMotion/minimumSpread``. A resting pair's jitter (a few tenths of a mm) stays well
  /// below it.
  public static let defaultMinimumDistanceChangeMillimetres = 3.0

  /// How much the fingers' distance must change before the pinch begins, in mm.
  @exclusivity(unchecked) public var minimumDistanceChangeMillimetres: Double
  /// When true, the pinch begins on the distance change alone, however far the fingers travelled
  /// together. For apps that recognise a pinch and a pan together.
  @exclusivity(unchecked) public var allowsParallelMotion: Bool
  /// When true (the default), scale is measured from the finger distance when the pair came down, as
  /// UIKit does: the movement that crossed the threshold counts, so `began` carries a scale a little
  /// away from 1 and a pinch from 30 mm to 12 mm ends at 0.4. When false, scale is measured from the
  /// distance at `began` (exactly 1 there), as libinput's `PINCH_BEGIN` does.
  @exclusivity(unchecked) public var measuresFromTouchDown: Bool

  /// Changed at every frame; skips the runtime exclusivity check (its methods call nothing outside it).
  @exclusivity(unchecked) private var measurement = TwoFingerMeasurement<FingerDistance>()

  public init(
    name: String = "pinch",
    minimumDistanceChangeMillimetres: Double = PinchGestureRecognizer.defaultMinimumDistanceChangeMillimetres,
    allowsParallelMotion: Bool = false, measuresFromTouchDown: Bool = true
  ) {
    self.minimumDistanceChangeMillimetres = minimumDistanceChangeMillimetres
    self.allowsParallelMotion = allowsParallelMotion
    self.measuresFromTouchDown = measuresFromTouchDown
    super.init(name: name)
  }

  // MARK: - API

  /// The fingers' distance now over the reference distance (1 when there is no pair yet).
  ///
  /// Setting it rebases: later values are relative to the distance now, times the new value (set 1
  /// after applying each change to get incremental scales, as Apple's sample code does).
  public var scale: Double {
    get { measurement.reference > 0 ? measurement.current / measurement.reference : 1 }
    set {
      guard newValue > 0, measurement.current > 0 else { return }
      measurement.reference = measurement.current / newValue
    }
  }

  /// How fast ``scale`` changes, in scale per second: a least-squares fit over the last 100 ms.
  public var velocity: Double {
    measurement.reference > 0 ? measurement.velocity(at: lastTime) / measurement.reference : 0
  }

  public override var values: GestureValues { .pinch(scale: scale, velocity: velocity) }

  // MARK: - Subclass hooks

  public override var nextDeadline: Timestamp? { measurement.nextDeadline }

  public override func advance(to time: Timestamp) {
    perform(measurement.advance(to: time), at: time)
  }

  public override func process(_ frame: TouchFrame) {
    let action = measurement.process(frame, rules: rules)
    let admitted = perform(action, showingPairAt: measurement.centroid, at: frame.time)
    measurement.acknowledge(action, admitted: admitted)
  }

  public override func reset() {
    super.reset()
    measurement.reset()
  }

  /// A pan does not fail a pinch that is still possible: the pinch waits for its spread until the
  /// fingers lift, and if the spread becomes clear while the pan is in progress, the pinch begins and
  /// the arena cancels the pan (``TwoFingerMotion``, "What the recognisers do with it"). Any other
  /// rival prevents it as usual.
  public override func canBePrevented(by other: GestureRecognizer) -> Bool {
    !(other is PanGestureRecognizer && state == .possible)
  }

  // MARK: - Internals

  /// The begin threshold (mm of distance change) and the options, for the measurement.
  private var rules: TwoFingerMeasurement<FingerDistance>.Rules {
    .init(
      threshold: minimumDistanceChangeMillimetres, allowsParallelMotion: allowsParallelMotion,
      measuresFromTouchDown: measuresFromTouchDown, failsOnParallel: false)
  }
}

/// What a pinch measures: the distance between the two fingers, in mm. Divided by the reference
/// distance (the distance at which scale is 1), it gives ``PinchGestureRecognizer/scale``, and its
/// velocity gives scale per second.
enum FingerDistance: TwoFingerQuantity {
  static func value(of vector: MillimetreVector, after previous: Double?) -> Double { vector.length }
}
