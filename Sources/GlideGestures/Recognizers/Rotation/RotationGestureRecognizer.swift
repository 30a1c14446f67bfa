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
/// It begins when libinput's decision (``TwoFingerMotion``) says the fingers spread **and** the line
/// turned by at least ``minimumRotationRadians``; it fails when the decision is
/// ``TwoFingerMotion/parallel``. It reports `changed` on every frame where a followed finger moves.
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
  /// (0.15 mm on fingers 12 mm apart) turns the line by about 0.02 rad, a quarter of it; and fingers
  /// 20–40 mm apart that each moved libinput's 1.5 mm around each other have turned it 0.08–0.15 rad,
  /// so the direction test and this threshold are passed at about the same moment.
  public static let defaultMinimumRotationRadians = Double.pi / 36

  /// How far the finger line must turn before the rotation begins, in radians.
  public var minimumRotationRadians: Double
  /// When true, fingers moving in parallel do not fail the rotation: it begins on the angle alone.
  public var allowsParallelMotion: Bool
  /// When true (the default), rotation is measured from the finger line when the pair came down, as
  /// UIKit does: `began` carries the turn that crossed the threshold, and a 0.8 rad turn ends near
  /// 0.8. When false, it is measured from the line at `began` (exactly 0 there).
  public var measuresFromTouchDown: Bool

  private var pair = TwoFingerPair()
  /// Fed the unwrapped line angle (radians) once per moving frame.
  private var angles = VelocityEstimator()
  /// The line's angle, unwrapped since the pair was chosen, in radians.
  private var currentAngle = 0.0
  private var touchDownAngle = 0.0
  /// The angle at which rotation is 0, in radians.
  private var referenceAngle = 0.0
  /// True from the request to begin until the gesture ends (also while the arena holds `began` back).
  private var inProgress = false

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
    get { currentAngle - referenceAngle }
    set { referenceAngle = currentAngle - newValue }
  }

  /// How fast ``rotation`` changes, in radians per second: a least-squares fit over the last 100 ms.
  public var velocity: Double { angles.velocity(at: lastTime.seconds) }

  public override var values: GestureValues { .rotation(rotation: rotation, velocity: velocity) }

  // MARK: - Subclass hooks

  public override var nextDeadline: Timestamp? { inProgress ? pair.fingerCountDeadline : nil }

  public override func advance(to time: Timestamp) {
    guard inProgress, let deadline = pair.fingerCountDeadline, time >= deadline else { return }
    inProgress = false
    transition(to: .cancelled, at: time)
  }

  public override func process(_ frame: TouchFrame) {
    if frame.touchesAreBoundingBox { return giveUp(at: frame.time) }
    let update = pair.update(with: frame)
    if pair.touchCancelled { return giveUp(at: frame.time) }
    if inProgress { follow(update, in: frame) } else { decide(update, in: frame) }
  }

  public override func reset() {
    super.reset()
    pair.reset()
    angles.reset()
    currentAngle = 0
    touchDownAngle = 0
    referenceAngle = 0
    inProgress = false
  }

  // MARK: - Internals

  /// Cancels a rotation in progress, fails a possible one.
  private func giveUp(at time: Timestamp) {
    let wasInProgress = inProgress
    inProgress = false
    transition(to: wasInProgress ? .cancelled : .failed, at: time)
  }

  /// Before `began`: choose the pair, measure, and decide.
  private func decide(_ update: TwoFingerPair.Update, in frame: TouchFrame) {
    if frame.fingerCount >= 3 && frame.fingerCount > frame.activeTouches.count {
      transition(to: .failed, at: frame.time)
      return
    }
    switch update {
    case .noPair, .lostFinger:
      if pair.isEmpty && !frame.touches.isEmpty { transition(to: .failed, at: frame.time) }
    case .chosen:
      angles.reset()
      currentAngle = pair.vector.map { atan2($0.dy, $0.dx) } ?? 0
      measure(at: frame.time)
      touchDownAngle = currentAngle
      referenceAngle = currentAngle
    case .followed(let moved):
      guard moved else { return }
      measure(at: frame.time)
      beginIfDecided(frame)
    }
  }

  private func beginIfDecided(_ frame: TouchFrame) {
    let motion = pair.motion(at: frame.time, fingerCount: frame.fingerCount)
    if motion == .parallel && !allowsParallelMotion {
      if pair.parallelIsFinal(at: frame.time) { transition(to: .failed, at: frame.time) }
      return
    }
    guard motion == .spread || allowsParallelMotion,
      abs(currentAngle - touchDownAngle) >= minimumRotationRadians
    else { return }
    pair.commit(fingerCount: frame.fingerCount)
    if !measuresFromTouchDown { referenceAngle = currentAngle }
    inProgress = transition(to: .began, at: frame.time)
  }

  /// After `began`: report moves, end on a lift, watch the finger count.
  private func follow(_ update: TwoFingerPair.Update, in frame: TouchFrame) {
    switch update {
    case .noPair, .chosen, .lostFinger:
      inProgress = false
      transition(to: .ended, at: frame.time)
    case .followed(let moved):
      pair.noteFingerCount(frame.fingerCount, at: frame.time)
      guard moved else { return }
      measure(at: frame.time)
      transition(to: .changed, at: frame.time)
    }
  }

  /// Unwraps the line's new angle onto ``currentAngle`` (the smaller turn from the last one), takes
  /// the midpoint, and feeds the angle to the velocity estimator.
  private func measure(at time: Timestamp) {
    guard let vector = pair.vector, let centroid = pair.centroid else { return }
    currentAngle += Self.wrapped(atan2(vector.dy, vector.dx) - currentAngle)
    angles.add(currentAngle, at: time.seconds)
    location = centroid
    numberOfTouches = 2
  }

  /// `angle` brought into [−π, π), in radians.
  static func wrapped(_ angle: Double) -> Double {
    let turn = 2 * Double.pi
    return angle - turn * ((angle + Double.pi) / turn).rounded(.down)
  }
}
