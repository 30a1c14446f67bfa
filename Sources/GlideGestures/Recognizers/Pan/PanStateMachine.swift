import GlideInput

/// The pan's decisions as a value: when it begins, changes, ends or is cancelled, and its
/// translation. ``PanGestureRecognizer`` and ``ScreenEdgePanGestureRecognizer`` both run one; the edge
/// pan adds its edge test around it.
struct PanStateMachine: Sendable {
  /// What the recogniser should do after a frame.
  typealias Action = ContinuousAction

  private enum Phase: Sendable {
    /// Possible: waiting for enough travel with an allowed finger count.
    case waiting
    case active
    /// Ended, cancelled or failed: nothing more until ``reset()``.
    case finished
  }

  var minimumNumberOfTouches = 1
  var maximumNumberOfTouches = Int.max
  var hysteresisMillimetres = PanGestureRecognizer.defaultHysteresisMillimetres
  var jitterMarginMillimetres = PanGestureRecognizer.defaultJitterMarginMillimetres
  var allowsSpreadMotion = false

  private(set) var travel = CentroidTravel()
  private var phase = Phase.waiting
  /// The travel seen through the jitter margin (libinput's hysteresis): what translation measures.
  private var reported = MillimetrePoint(x: 0, y: 0)
  /// Where ``reported`` is when the translation is zero.
  private var origin = MillimetrePoint(x: 0, y: 0)

  /// The translation since the pan began (or since the last ``setTranslation(_:)``), in mm.
  var translation: MillimetreVector { CentroidTravel.vector(from: origin, to: reported) }

  /// Makes the current translation `value` (mm), so later motion adds to it.
  mutating func setTranslation(_ value: MillimetreVector) {
    origin = MillimetrePoint(x: reported.x - value.dx, y: reported.y - value.dy)
  }

  /// The fingers' velocity at `time`, in mm per second.
  func velocity(at time: Timestamp) -> MillimetreVector { travel.velocity(at: time) }

  /// Forgets the gesture; the configuration stays.
  mutating func reset() {
    travel = CentroidTravel()
    phase = .waiting
    reported = MillimetrePoint(x: 0, y: 0)
    origin = reported
  }

  /// Looks at one frame and says what to do.
  mutating func process(_ frame: TouchFrame) -> Action {
    travel.update(with: frame, deciding: phase == .waiting)
    let action: Action
    switch phase {
    case .waiting: action = decideBegin(frame)
    case .active: action = follow()
    case .finished: action = .none
    }
    switch action {
    case .begin: phase = .active
    case .end, .cancel, .fail: phase = .finished
    case .none, .change: break
    }
    return action
  }

  /// Lets the owner veto a begin the machine asked for (the edge pan's edge test).
  mutating func abandon() {
    phase = .finished
  }

  // MARK: - Internals

  private mutating func decideBegin(_ frame: TouchFrame) -> Action {
    if travel.tracker.touchCancelled { return .fail }
    let count = travel.fingerCount
    if count == 0 { return .fail }
    guard count >= minimumNumberOfTouches, count <= maximumNumberOfTouches else { return .none }
    if count >= 2,
      let motion = travel.twoFingerMotion(boundingBox: frame.touchesAreBoundingBox)
    {
      switch motion {
      case .undecided:
        // Still open after this much travel: begin anyway; a pinch that waits may still take over.
        if travel.travelSinceSetStart.length < TwoFingerMotion.undecidedPanTravel { return .none }
      case .spread: if !allowsSpreadMotion { return .fail }
      case .parallel: break
      }
    }
    guard travel.travelSinceSetStart.length >= hysteresisMillimetres else { return .none }
    reported = travel.position
    origin = reported
    return .begin
  }

  private mutating func follow() -> Action {
    if travel.tracker.touchCancelled { return .cancel }
    let count = travel.fingerCount
    if count == 0 || count < minimumNumberOfTouches { return .end }
    if count > maximumNumberOfTouches { return .cancel }
    return travel.moved && followJitterMargin() ? .change : .none
  }

  /// Drags ``reported`` behind the travel when the travel leaves the jitter margin around it, as
  /// libinput's touch hysteresis does; returns whether it moved.
  private mutating func followJitterMargin() -> Bool {
    let gap = CentroidTravel.vector(from: reported, to: travel.position)
    let length = gap.length
    guard length > jitterMarginMillimetres else { return false }
    let pull = (length - jitterMarginMillimetres) / length
    reported = MillimetrePoint(x: reported.x + gap.dx * pull, y: reported.y + gap.dy * pull)
    return true
  }
}

extension GestureRecognizer {
  /// Shows the fingers a pan follows: how many are down and, while any is, their centroid (mm).
  func showFingers(of travel: CentroidTravel) {
    numberOfTouches = travel.fingerCount
    if !travel.tracker.isEmpty { location = travel.tracker.centroid }
  }
}
