import GlideInput

/// How far the followed fingers have travelled together, in mm, and how fast they move.
///
/// The travel is the sum, frame by frame, of the mean displacement of the touches that are down in
/// both frames. A finger that lands or lifts therefore changes the centroid but not the travel: a pan
/// keeps its translation when the finger count changes (UIKit rebases the centroid the same way), and
/// the velocity estimator never sees the jump. Pans and swipes share it.
struct CentroidTravel: Sendable {
  /// The followed touches. Their starting points are rebased whenever the finger set changes, so
  /// ``TwoFingerMotion`` judges the current set from where it was when it appeared.
  private(set) var tracker = TouchTracker()
  /// The accumulated travel of the followed fingers, in mm, as a point (its origin is arbitrary).
  private(set) var position = MillimetrePoint(x: 0, y: 0)
  /// How many fingers are down: the followed touches, or the frame's count when the pad counts more
  /// fingers than it has slots (a 2-slot pad with three fingers).
  private(set) var fingerCount = 0
  /// True when the last frame added or removed a finger (the set is new since this frame).
  private(set) var setChanged = false
  /// True when a finger down in both the last two frames moved.
  private(set) var moved = false
  /// ``position`` when the current finger set appeared.
  private(set) var setStartPosition = MillimetrePoint(x: 0, y: 0)
  private var velocityEstimator = PointVelocityEstimator()
  /// The pinch-versus-scroll decision for the top-most and bottom-most fingers, taken afresh whenever
  /// the finger set changes.
  private var decision = TwoFingerDecision()

  /// The travel since the current finger set appeared, in mm.
  var travelSinceSetStart: MillimetreVector { Self.vector(from: setStartPosition, to: position) }

  /// True when the pad counts more fingers than it reports positions for: the two followed touches
  /// then say nothing reliable about pinching (libinput treats such gestures as swipes).
  var fingersOutnumberTouches: Bool { fingerCount > tracker.count }

  /// Follows `frame`'s touches and adds to the travel; with `deciding`, also takes the two-finger
  /// decision (``twoFingerMotion(boundingBox:)``), which only a recogniser that has not begun asks for.
  mutating func update(with frame: TouchFrame, deciding: Bool) {
    // The touches' last positions, looked up by id in a short array (a pad has at most five touches: a
    // dictionary's hashing and allocation cost more than the search, at every frame of every recogniser).
    let previous = tracker.tracks.map { (id: $0.id, point: $0.current) }
    let oldCount = fingerCount
    tracker.update(with: frame)
    fingerCount = tracker.isEmpty ? 0 : max(tracker.count, frame.fingerCount)
    let step = meanStep(from: previous)
    moved = step.dx != 0 || step.dy != 0
    position = position + step
    setChanged = tracker.gainedTouch || tracker.lostTouch || fingerCount != oldCount
    if setChanged {
      tracker.rebase(at: frame.time)
      setStartPosition = position
      decision.reset()
    } else if deciding, moved, let (first, second) = TwoFingerMotion.pair(in: tracker) {
      decision.update(first: first, second: second, fingerCount: fingerCount, at: frame.time)
    }
    // One sample per moving frame, plus the landing (the travel's starting point); a lift adds none.
    if moved || tracker.gainedTouch { velocityEstimator.add(position, at: frame.time) }
  }

  /// The travel's velocity at `time`, in mm per second.
  func velocity(at time: Timestamp) -> MillimetreVector {
    velocityEstimator.velocity(at: time)
  }

  /// How the two fingers libinput would compare move relative to each other, or `nil` when the
  /// question does not apply: fewer than two positions, a semi-MT bounding box, or more fingers than
  /// positions (libinput's "more fingers than slots": always a swipe).
  func twoFingerMotion(boundingBox: Bool) -> TwoFingerMotion? {
    guard !boundingBox, !fingersOutnumberTouches, tracker.count >= 2 else { return nil }
    return decision.motion
  }

  /// The mean displacement of the touches down in both the previous frame and this one, in mm.
  private func meanStep(from previous: [(id: TouchID, point: MillimetrePoint)]) -> MillimetreVector {
    var sum = MillimetreVector(dx: 0, dy: 0)
    var count = 0.0
    for track in tracker.tracks {
      guard let before = previous.first(where: { $0.id == track.id })?.point else { continue }
      sum.dx += track.current.x - before.x
      sum.dy += track.current.y - before.y
      count += 1
    }
    return count > 0 ? sum * (1 / count) : sum
  }
}

extension CentroidTravel {
  /// The displacement from `start` to `end`, in mm.
  static func vector(from start: MillimetrePoint, to end: MillimetrePoint) -> MillimetreVector {
    MillimetreVector(dx: end.x - start.x, dy: end.y - start.y)
  }
}
