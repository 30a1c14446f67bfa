import Foundation
public import GlideInput

/// A discrete swipe: UIKit's `UISwipeGestureRecognizer` for touchpad fingers.
///
/// It follows the centroid of ``numberOfTouchesRequired`` fingers and decides once, when their travel
/// since that finger set appeared reaches ``minimumDistanceMillimetres``:
/// - recognised (`possible → recognized`) when the travel is within ``maximumAngleDegrees`` of one
///   axis, that direction is in ``direction``, the speed along it (the velocity estimator's, over the
///   last 100 ms) is at least ``minimumSpeedMillimetresPerSecond``, and, for two or more fingers,
///   ``TwoFingerMotion`` says they move in parallel (wait while it is undecided);
/// - failed otherwise: the wrong direction, too diagonal, too slow, or fingers that spread (a pinch).
///
/// It also fails when more fingers than required are down at any moment, when every finger lifts
/// before the distance is reached, and on a cancelled touch. Fewer fingers than required are waited
/// for; each change of the finger count starts the travel again from where the fingers are, so a
/// finger that lands late or lifts early never counts the others' earlier motion. On a semi-MT pad,
/// or with more fingers than positions (a 2-slot pad counting three), the motion counts as parallel.
///
/// ``recognizedDirection`` (and the values, `.swipe(direction:)`) hold the one direction recognised;
/// `location` is where the fingers were when the swipe began, as in UIKit.
public final class SwipeGestureRecognizer: GestureRecognizer {
  /// The default ``minimumDistanceMillimetres``: 10 mm (≈ 63 pt), 15 % of the width of a small
  /// (66 mm) pad and two thirds of the 15 mm three-finger swipe up the shipped traces make, so short
  /// flicks count while resting fingers and small corrections never do.
  public static let defaultMinimumDistanceMillimetres = 10.0
  /// The default ``minimumSpeedMillimetresPerSecond``: 30 mm/s (≈ 190 pt/s). The community's flick
  /// threshold is about 300 pt/s (48 mm/s); a touchpad moves fingers less far, so Glide accepts a
  /// swipe well below it, but a slow drag (a pan) still does not swipe.
  public static let defaultMinimumSpeedMillimetresPerSecond = 30.0
  /// The default ``maximumAngleDegrees``: 30°, so the travel along the swipe is at least 1.7 times the
  /// travel across it ("mostly in one direction").
  public static let defaultMaximumAngleDegrees = 30.0

  /// The directions that count (UIKit's `direction`, default `.right`).
  public var direction: SwipeDirection
  /// How many fingers must swipe (UIKit's default 1).
  public var numberOfTouchesRequired: Int
  /// How far the fingers' centroid must travel before the swipe is decided, in mm.
  public var minimumDistanceMillimetres = defaultMinimumDistanceMillimetres
  /// The slowest a swipe may move when the distance is reached, in mm per second.
  public var minimumSpeedMillimetresPerSecond = defaultMinimumSpeedMillimetresPerSecond
  /// How far from the swipe's axis the travel may point, in degrees.
  public var maximumAngleDegrees = defaultMaximumAngleDegrees
  /// The direction the last swipe was recognised in; empty until then.
  @exclusivity(unchecked) public private(set) var recognizedDirection: SwipeDirection = []

  @exclusivity(unchecked) private var travel = CentroidTravel()
  /// Where the current finger set was when it appeared (the swipe's location).
  @exclusivity(unchecked) private var setStartLocation = MillimetrePoint(x: 0, y: 0)

  public init(name: String = "swipe", direction: SwipeDirection = .right, numberOfTouchesRequired: Int = 1) {
    self.direction = direction
    self.numberOfTouchesRequired = numberOfTouchesRequired
    super.init(name: name)
  }

  public override var isDiscrete: Bool { true }
  public override var values: GestureValues { .swipe(direction: recognizedDirection) }

  // MARK: - Recogniser

  public override func process(_ frame: TouchFrame) {
    travel.update(with: frame, deciding: true)
    numberOfTouches = travel.fingerCount
    if travel.setChanged && !travel.tracker.isEmpty { setStartLocation = travel.tracker.centroid }
    location = setStartLocation
    switch decide(frame) {
    case nil: break
    case .some(let found?):
      recognizedDirection = found
      transition(to: .recognized, at: frame.time)
    case .some(nil):
      transition(to: .failed, at: frame.time)
    }
  }

  public override func reset() {
    super.reset()
    travel = CentroidTravel()
    recognizedDirection = []
  }

  // MARK: - Internals

  /// `nil` to wait, `.some(direction)` to recognise, `.some(nil)` to fail.
  private func decide(_ frame: TouchFrame) -> SwipeDirection?? {
    if travel.tracker.touchCancelled || travel.fingerCount == 0 { return .some(nil) }
    if travel.fingerCount > numberOfTouchesRequired { return .some(nil) }
    guard travel.fingerCount == numberOfTouchesRequired else { return nil }
    let moved = travel.travelSinceSetStart
    guard moved.length >= minimumDistanceMillimetres else { return nil }
    if travel.fingerCount >= 2,
      let motion = travel.twoFingerMotion(boundingBox: frame.touchesAreBoundingBox)
    {
      switch motion {
      case .undecided: return nil
      case .spread: return .some(nil)
      case .parallel: break
      }
    }
    return .some(swipeDirection(of: moved, at: frame.time))
  }

  /// The allowed direction `moved` (mm) points in, fast enough, or `nil`.
  private func swipeDirection(of moved: MillimetreVector, at time: Timestamp) -> SwipeDirection? {
    let horizontal = abs(moved.dx) >= abs(moved.dy)
    let along = horizontal ? moved.dx : moved.dy
    let across = horizontal ? moved.dy : moved.dx
    guard abs(across) <= abs(along) * tan(maximumAngleDegrees * .pi / 180) else { return nil }
    let found: SwipeDirection = horizontal ? (along > 0 ? .right : .left) : (along > 0 ? .down : .up)
    guard direction.contains(found) else { return nil }
    let velocity = travel.velocity(at: time)
    let speed = (horizontal ? velocity.dx : velocity.dy) * (along > 0 ? 1 : -1)
    return speed >= minimumSpeedMillimetresPerSecond ? found : nil
  }
}
