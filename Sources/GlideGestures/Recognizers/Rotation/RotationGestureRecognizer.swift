import Foundation
public import GlideInput

/// UIKit's `UIRotationGestureRecognizer` for a touchpad: two fingers turning about each other.
///
/// It follows two fingers the way ``PinchGestureRecognizer`` does (both, or the top-most and
/// bottom-most of more). ``rotation`` is the angle in radians from the line between them when they
/// came down (see ``measuresFromTouchDown``) to the line now: positive turns clockwise on the y-down
/// surface (from +x towards +y), and it keeps counting past ±π (unwrapped frame to frame).
/// ``velocity`` is its rate of change in radians per second.
///
/// It begins when the line turned by at least ``minimumRotationRadians`` **and** the two-finger
/// decision (``TwoFingerMotion``) says the fingers spread, or is still undecided while the turn is
/// clear (the arc it moved the fingers through is at least 3 mm and more than a fifth of their
/// midpoint's travel: ``TwoFingerMotion/turnIsClear(first:second:radians:)``); it fails when the
/// decision is ``TwoFingerMotion/parallel``. It reports `changed` on every frame where a followed finger moves.
///
/// Finger counts and lost input, as for the pinch:
/// - One of the two fingers lifts: the rotation **ends** with the last angle.
/// - Another finger lands (or one of three lifts) while it is in progress: it is **cancelled** once the
///   new count has lasted 100 ms (libinput's debounce). Before it begins, a change in the touches picks
///   the pair again.
/// - Three or more fingers counted with fewer positions (a 2-slot pad): it fails. Two counted with one
///   position: no pair; it never begins and fails when the fingers lift.
/// - A cancelled touch cancels a rotation in progress and fails a possible one.
/// - Semi-MT frames never rotate: the recogniser fails.
/// - Every finger lifts before it began: the recogniser fails.
public final class RotationGestureRecognizer: GestureRecognizer {
  /// How far the finger line must turn before a rotation begins, in radians: 5°. A pinch's jitter
  /// (0.15 mm on fingers 12 mm apart) turns the line by about 0.02 rad, a quarter of it. On fingers
  /// 35 mm apart or more, 5° is also the 3 mm arc a clear turn needs; closer fingers need the arc.
  public static let defaultMinimumRotationRadians = Double.pi / 36

  /// How far the finger line must turn before the rotation begins, in radians.
  public var minimumRotationRadians: Double
  /// When true, fingers moving in parallel do not fail the rotation: it begins on the angle alone.
  public var allowsParallelMotion: Bool
  /// When true (the default), rotation is measured from the finger line when the pair came down, as
  /// UIKit does: `began` carries the turn that crossed the threshold, and a 0.8 rad turn ends near
  /// 0.8. When false, it is measured from the line at `began` (exactly 0 there).
  public var measuresFromTouchDown: Bool

  @exclusivity(unchecked) private var measurement = TwoFingerMeasurement<FingerLineAngle>()

  public init(
    name: String = "rotation",
    minimumRotationRadians: Double = RotationGestureRecognizer.defaultMinimumRotationRadians,
    allowsParallelMotion: Bool = false, measuresFromTouchDown: Bool = true
  ) {
    self.minimumRotationRadians = minimumRotationRadians
    self.allowsParallelMotion = allowsParallelMotion
    self.measuresFromTouchDown = measuresFromTouchDown
    super.init(name: name)
  }

  // MARK: - API

  /// The turn of the finger line since the reference, in radians, positive clockwise on the y-down
  /// surface. Setting it rebases: set 0 to make later values incremental.
  public var rotation: Double {
    get { measurement.current - measurement.reference }
    set { measurement.reference = measurement.current - newValue }
  }

  /// How fast ``rotation`` changes, in radians per second: a least-squares fit over the last 100 ms.
  public var velocity: Double { measurement.velocity(at: lastTime) }

  public override var values: GestureValues { .rotation(rotation: rotation, velocity: velocity) }

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

  // MARK: - Internals

  /// The begin threshold (radians of turn) and the options, for the measurement.
  private var rules: TwoFingerMeasurement<FingerLineAngle>.Rules {
    .init(
      threshold: minimumRotationRadians, allowsParallelMotion: allowsParallelMotion,
      measuresFromTouchDown: measuresFromTouchDown, beginsOnTurn: true)
  }

  /// `angle` brought into [−π, π), in radians.
  static func wrapped(_ angle: Double) -> Double {
    let turn = 2 * Double.pi
    return angle - turn * ((angle + Double.pi) / turn).rounded(.down)
  }
}

/// What a rotation measures: the angle of the line from the first finger to the second, in radians
/// (from +x towards +y), unwrapped since the pair was chosen. Less the reference angle (the angle at
/// which rotation is 0), it gives ``RotationGestureRecognizer/rotation``.
enum FingerLineAngle: TwoFingerQuantity {
  /// The line's angle unwrapped onto `previous` (the smaller turn from the last one); a new pair
  /// starts from its own angle.
  static func value(of vector: MillimetreVector, after previous: Double?) -> Double {
    let angle = atan2(vector.dy, vector.dx)
    let last = previous ?? angle
    return last + RotationGestureRecognizer.wrapped(angle - last)
  }
}
