import GlideInput

/// The two fingers a pinch or a rotation follows, and what happened to them in the last frame.
///
/// The pair is chosen the way libinput does (`tp_gesture_handle_state_none`): the top-most and
/// bottom-most of the touches down, picked again (and their starting positions re-taken) whenever the
/// set of touches changes before the gesture begins. Once it has begun the pair is kept by id.
///
/// It also keeps libinput's debounce of finger-count changes (`DEFAULT_GESTURE_SWITCH_TIMEOUT`): a
/// new count must last ``fingerCountDebounce`` seconds before it cancels a gesture in progress.
struct TwoFingerPair {
  /// How long a change of finger count must last to cancel a gesture in progress, in seconds
  /// (libinput's 100 ms).
  static let fingerCountDebounce = 0.1

  /// What one frame did to the pair.
  enum Update: Equatable {
    /// Fewer than two touches with positions: nothing to measure.
    case noPair
    /// The pair was (re)chosen in this frame; measure from here.
    case chosen
    /// Both fingers are still down; `moved` is true when either changed position.
    case followed(moved: Bool)
    /// A finger of the followed pair ended (not cancelled).
    case lostFinger
  }

  private(set) var tracker = TouchTracker()
  /// The followed fingers' ids: the top-most first when chosen.
  private(set) var ids: (first: TouchID, second: TouchID)?
  /// The finger count the gesture began with, while it is in progress.
  private var committedFingerCount: Int?
  /// When the finger count first differed from ``committedFingerCount``.
  private var countChangedAt: Timestamp?
  /// The pinch-versus-scroll decision, taken afresh whenever the pair is chosen.
  private var decision = TwoFingerDecision()

  /// True when the last frame cancelled a followed touch.
  var touchCancelled: Bool { tracker.touchCancelled }
  /// True once every touch has lifted.
  var isEmpty: Bool { tracker.isEmpty }

  /// Follows `frame`. While not ``isCommitted``, a change in the set of touches chooses the pair again.
  mutating func update(with frame: TouchFrame) -> Update {
    tracker.update(with: frame)
    if isCommitted { return followCommitted(frame) }
    guard case let (top, bottom)? = TwoFingerMotion.pair(in: tracker) else {
      ids = nil
      return .noPair
    }
    if ids == nil || tracker.gainedTouch || tracker.lostTouch {
      tracker.rebase(at: frame.time)
      decision.reset()
      ids = (top.id, bottom.id)
      return .chosen
    }
    return .followed(moved: movedInFrame(frame))
  }

  private func followCommitted(_ frame: TouchFrame) -> Update {
    guard first != nil, second != nil else { return .lostFinger }
    return .followed(moved: movedInFrame(frame))
  }

  private func movedInFrame(_ frame: TouchFrame) -> Bool {
    guard let ids else { return false }
    return frame.touches.contains { ($0.id == ids.first || $0.id == ids.second) && $0.phase == .moved }
  }

  /// The followed tracks, when both are down.
  var first: TouchTracker.Track? { ids.flatMap { id in tracker.tracks.first { $0.id == id.first } } }
  var second: TouchTracker.Track? { ids.flatMap { id in tracker.tracks.first { $0.id == id.second } } }

  /// From the first finger to the second, now (mm).
  var vector: MillimetreVector? {
    guard let a = first?.current, let b = second?.current else { return nil }
    return MillimetreVector(dx: b.x - a.x, dy: b.y - a.y)
  }

  /// The pair's midpoint now (mm).
  var centroid: MillimetrePoint? {
    guard let a = first?.current, let b = second?.current else { return nil }
    return MillimetrePoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
  }

  /// The pinch-versus-scroll decision for the pair (``TwoFingerDecision``) after the last ``decide(fingerCount:at:)``.
  var motion: TwoFingerMotion { decision.motion }

  /// Takes the pinch-versus-scroll decision for the pair at a measured frame at `time` with
  /// `fingerCount` fingers down.
  mutating func decide(fingerCount: Int, at time: Timestamp) {
    guard let first, let second else { return }
    decision.update(first: first, second: second, fingerCount: fingerCount, at: time)
  }

  /// Whether a turn of `radians` since the pair came down is clear evidence of a rotation
  /// (``TwoFingerMotion/turnIsClear(first:second:radians:)``).
  func turnIsClear(radians: Double) -> Bool {
    guard let first, let second else { return false }
    return TwoFingerMotion.turnIsClear(first: first, second: second, radians: radians)
  }

  // MARK: - Finger count during a gesture

  /// True once the gesture began: the pair no longer changes.
  var isCommitted: Bool { committedFingerCount != nil }

  /// Keeps the pair and remembers the finger count the gesture began with.
  mutating func commit(fingerCount: Int) {
    committedFingerCount = fingerCount
    countChangedAt = nil
  }

  /// Notes the frame's finger count; a return to the committed count clears a pending change.
  mutating func noteFingerCount(_ count: Int, at time: Timestamp) {
    guard let committed = committedFingerCount else { return }
    if count == committed {
      countChangedAt = nil
    } else if countChangedAt == nil {
      countChangedAt = time
    }
  }

  /// When a pending finger-count change becomes final, if one is pending.
  var fingerCountDeadline: Timestamp? {
    countChangedAt.map { Timestamp(microseconds: $0.microseconds + Int64(Self.fingerCountDebounce * 1e6)) }
  }

  /// Forgets everything.
  mutating func reset() {
    var tracker = self.tracker
    tracker.removeAll(keepingCapacity: true)
    self = TwoFingerPair()
    self.tracker = tracker
  }
}
