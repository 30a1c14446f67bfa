public import GlideInput

/// A continuous pan: UIKit's `UIPanGestureRecognizer` for touchpad fingers.
///
/// It begins once between ``minimumNumberOfTouches`` and ``maximumNumberOfTouches`` fingers are down
/// and their centroid has travelled ``hysteresisMillimetres`` since that finger set appeared. With two
/// or more fingers it also asks ``TwoFingerMotion`` first: it begins when the fingers move in parallel,
/// or when their midpoint has travelled ``TwoFingerMotion/undecidedPanTravel`` (4 mm) with the decision
/// still open (a pinch in the same arena may then take over and cancel it), and fails when they spread
/// (a pinch or a rotation never starts a pan), unless ``allowsSpreadMotion`` is set. On a semi-MT pad,
/// or with more fingers than positions, the motion counts as parallel, as libinput does.
///
/// ``translation`` is measured from where the pan began, so it is zero at `began` and does not include
/// the hysteresis. It follows the fingers through a ``jitterMarginMillimetres`` dead band (libinput's
/// touch hysteresis), so resting fingers that jitter produce no `changed`. ``velocity`` comes from a
/// least-squares ``PointVelocityEstimator`` over the last 100 ms, fed once per moving frame; the lift
/// adds no sample, so there is no spike at `ended`.
///
/// Finger count changes:
/// - while `possible`, each change starts the hysteresis (and the two-finger test) again from where the
///   new set of fingers is;
/// - while active, a finger that lands or lifts with the count still within the limits does not move
///   the translation: only the motion of fingers down before and after the change counts (UIKit rebases
///   the centroid the same way);
/// - the count falling below ``minimumNumberOfTouches`` (or to zero) ends the pan;
/// - the count rising above ``maximumNumberOfTouches`` cancels it: the extra finger starts another
///   gesture (a three-finger swipe), so whatever the pan was doing should be undone, not committed.
///
/// A cancelled touch (events dropped) cancels an active pan and fails a possible one. All fingers
/// lifting before the pan began fail it.
///
/// Units: millimetres and seconds. For UIKit's points, ``translationInPoints`` and
/// ``velocityInPoints`` multiply by ``pointsPerMillimetre`` (160 points per inch, 1 mm ≈ 6.3 pt).
public final class PanGestureRecognizer: GestureRecognizer {
  /// The default ``hysteresisMillimetres``: 1 mm (≈ 6.3 pt, close to the 5 pt of open-source UIKit
  /// clones). It equals ``TwoFingerMotion/undecidedDistance``, so one- and two-finger pans start after
  /// the same travel, and it is 20 times the 0.05 mm jitter of the `*-jitter` traces: noise alone
  /// never gets there.
  public static let defaultHysteresisMillimetres = 1.0
  /// The default ``jitterMarginMillimetres``: 0.25 mm, libinput's touch hysteresis margin for a pad
  /// that reports no fuzz (a quarter of a millimetre), five standard deviations of 0.05 mm jitter.
  public static let defaultJitterMarginMillimetres = 0.25

  @exclusivity(unchecked) private var machine = PanStateMachine()

  /// The fewest fingers that can pan (UIKit's default 1).
  public var minimumNumberOfTouches: Int {
    get { machine.minimumNumberOfTouches }
    set { machine.minimumNumberOfTouches = newValue }
  }
  /// The most fingers that can pan (UIKit's default: no limit).
  public var maximumNumberOfTouches: Int {
    get { machine.maximumNumberOfTouches }
    set { machine.maximumNumberOfTouches = newValue }
  }
  /// How far the fingers' centroid must travel, in mm, before the pan begins.
  public var hysteresisMillimetres: Double {
    get { machine.hysteresisMillimetres }
    set { machine.hysteresisMillimetres = newValue }
  }
  /// Once panning, how far (mm) the fingers must move away from the reported position before it
  /// follows; smaller motions are jitter. The translation lags the fingers by at most this much.
  public var jitterMarginMillimetres: Double {
    get { machine.jitterMarginMillimetres }
    set { machine.jitterMarginMillimetres = newValue }
  }
  /// Lets two or more fingers that spread (a pinch, a rotation) begin the pan too, for apps that
  /// pinch and pan together (with the two recognisers allowed to run simultaneously).
  public var allowsSpreadMotion: Bool {
    get { machine.allowsSpreadMotion }
    set { machine.allowsSpreadMotion = newValue }
  }

  public init(
    name: String = "pan", minimumNumberOfTouches: Int = 1, maximumNumberOfTouches: Int = .max
  ) {
    super.init(name: name)
    self.minimumNumberOfTouches = minimumNumberOfTouches
    self.maximumNumberOfTouches = maximumNumberOfTouches
  }

  // MARK: - Values

  /// The translation since the pan began, in mm (UIKit's `translation(in:)`).
  public var translation: MillimetreVector { machine.translation }

  /// Rebases the translation: it is `value` (mm) now, and later motion adds to it (UIKit's
  /// `setTranslation(_:in:)`). The velocity is not affected.
  public func setTranslation(_ value: MillimetreVector) {
    machine.setTranslation(value)
  }

  /// The fingers' velocity, in mm per second (UIKit's `velocity(in:)`).
  public var velocity: MillimetreVector { machine.velocity(at: lastTime) }

  /// ``translation`` in points (``pointsPerMillimetre`` points per mm).
  public var translationInPoints: SIMD2<Double> { Self.points(translation) }
  /// ``velocity`` in points per second (``pointsPerMillimetre`` points per mm).
  public var velocityInPoints: SIMD2<Double> { Self.points(velocity) }

  public override var values: GestureValues { .pan(translation: translation, velocity: velocity) }

  // MARK: - Recogniser

  public override func process(_ frame: TouchFrame) {
    let action = machine.process(frame)
    showFingers(of: machine.travel)
    perform(action, at: frame.time)
  }

  public override func reset() {
    super.reset()
    machine.reset()
  }

  static func points(_ vector: MillimetreVector) -> SIMD2<Double> {
    SIMD2(vector.dx, vector.dy) * pointsPerMillimetre
  }
}
