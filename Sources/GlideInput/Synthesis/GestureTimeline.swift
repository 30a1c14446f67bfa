/// A synthetic gesture as data: every finger's path over time, plus moments where the reader loses
/// events. Times are seconds from the gesture's start, positions millimetres from the surface's
/// top-left corner. ``TraceSynthesizer`` turns it into the events a kernel driver would emit.
///
/// Build one from a ready-made gesture (``pinch(center:from:to:startDistance:angle:duration:easing:)``,
/// ``swipe(fingers:center:translation:spacing:duration:easing:)``, …) or finger by finger:
///
/// ```swift
/// var timeline = GestureTimeline()
/// let finger = timeline.landFinger(at: MillimetrePoint(x: 20, y: 10), time: 0)
/// timeline.moveFinger(finger, to: MillimetrePoint(x: 40, y: 10), from: 0, to: 0.3)
/// timeline.liftFinger(finger, at: 0.3)
/// ```
public struct GestureTimeline: Hashable, Sendable {
  /// The fingers, in the order they were added; a finger's index is its identity.
  public var fingers: [FingerPath]
  /// Where the reader's buffer overflows: the kernel replaces events with `SYN_DROPPED`.
  public var drops: [EventDrop]

  public init(fingers: [FingerPath] = [], drops: [EventDrop] = []) {
    self.fingers = fingers
    self.drops = drops
  }

  /// When the first finger lands, in seconds: the trace's first frame.
  public var startTime: Double { fingers.map(\.landsAt).min() ?? 0 }

  /// When the last thing happens (a lift, or the end of a motion of a finger that stays down).
  public var endTime: Double {
    max(fingers.map(\.lastEventTime).max() ?? 0, drops.map(\.time).max() ?? 0)
  }

  // MARK: - Building blocks

  /// Adds a finger that lands at `point` (mm) at `time` (seconds) and stays until lifted.
  /// - Returns: The finger's index, for ``moveFinger(_:to:from:to:easing:)`` and ``liftFinger(_:at:)``.
  @discardableResult
  public mutating func landFinger(at point: MillimetrePoint, time: Double, pressure: Double = 0.25) -> Int {
    fingers.append(FingerPath(landsAt: time, start: point, pressure: pressure))
    return fingers.count - 1
  }

  /// Moves a finger in a straight line to `point` (mm) between `start` and `end` (seconds).
  public mutating func moveFinger(
    _ finger: Int, to point: MillimetrePoint, from start: Double, to end: Double, easing: Easing = .linear
  ) {
    fingers[finger].moves.append(FingerMove(begins: start, ends: end, kind: .line(to: point), easing: easing))
  }

  /// Lifts a finger: `time` (seconds) is the last instant it touches.
  public mutating func liftFinger(_ finger: Int, at time: Double) {
    fingers[finger].liftsAt = time
  }

  /// Makes the reader lose events at `time` (seconds): `frames` whole frames never reach it, and the
  /// kernel queues `SYN_DROPPED` followed by the tail of the next frame (see ``EventDrop``).
  public mutating func dropEvents(at time: Double, frames: Int = 2) {
    drops.append(EventDrop(time: time, frames: frames))
  }

  // MARK: - Variations

  /// This gesture with `SYN_DROPPED` at `time` (seconds) and `frames` frames lost.
  public func droppingEvents(at time: Double, frames: Int = 2) -> GestureTimeline {
    var copy = self
    copy.dropEvents(at: time, frames: frames)
    return copy
  }

  /// This gesture with one more finger that lands at `time` (seconds) and rests until the other
  /// fingers have all lifted: the third finger of a two-finger gesture.
  /// - Parameters:
  ///   - time: When it lands, seconds.
  ///   - point: Where it lands (mm); by default 10 mm below the other fingers' centroid then.
  public func thirdFinger(landsAt time: Double, at point: MillimetrePoint? = nil) -> GestureTimeline {
    var copy = self
    let spot = point ?? centroid(at: time).offset(x: 0, y: Self.extraFingerOffset)
    let index = copy.landFinger(at: spot, time: time)
    let lifts = fingers.map(\.liftsAt).max() ?? .infinity
    copy.fingers[index].liftsAt = max(lifts, time)
    return copy
  }

  /// This gesture with every finger going on, once its last motion ends, by `translation` (mm) over
  /// `seconds` before it lifts: a swipe in from an edge that comes back toward it (a fling back), a drag
  /// with a second leg. Fingers that never lift are left as they are.
  public func continued(by translation: MillimetreVector, over seconds: Double, easing: Easing = .linear)
    -> GestureTimeline
  {
    var copy = self
    for index in copy.fingers.indices where copy.fingers[index].liftsAt.isFinite {
      let finger = copy.fingers[index]
      let start = max(finger.liftsAt, finger.moves.map(\.ends).max() ?? finger.landsAt)
      let end = finger.position(at: start) + translation
      copy.fingers[index].moves.append(
        FingerMove(begins: start, ends: start + seconds, kind: .line(to: end), easing: easing))
      copy.fingers[index].liftsAt = start + seconds
    }
    return copy
  }

  /// This gesture, then `next` starting `time` seconds after this one's start: `next`'s fingers, drops
  /// and motions are shifted by `time` and added (their fingers are new ones, with new tracking ids).
  /// A second stroke of the same fingers: lift, land again, move again.
  public func followed(by next: GestureTimeline, at time: Double) -> GestureTimeline {
    var copy = self
    copy.fingers += next.fingers.map { $0.shifted(by: time) }
    copy.drops += next.drops.map { EventDrop(time: $0.time + time, frames: $0.frames) }
    return copy
  }

  /// How far below the other fingers an added finger lands, in mm.
  static let extraFingerOffset = 10.0

  /// The mean position of the fingers at `time` (seconds), in mm.
  func centroid(at time: Double) -> MillimetrePoint {
    guard !fingers.isEmpty else { return MillimetrePoint(x: 0, y: 0) }
    let points = fingers.map { $0.position(at: time) }
    let n = Double(points.count)
    return MillimetrePoint(x: points.map(\.x).reduce(0, +) / n, y: points.map(\.y).reduce(0, +) / n)
  }
}

/// A moment where the reader's event buffer overflows.
///
/// The kernel (`evdev.c`, `__pass_event`) then throws away every unread event and queues
/// `SYN_DROPPED` followed by the newest event. In the trace: the frames at and after ``time`` are lost
/// (``frames`` of them), then comes `SYN_DROPPED`, stamped like the event after it, then the last
/// event of the next frame and its `SYN_REPORT`. The device state moved on in the lost frames, so what
/// follows is relative to values the reader never saw.
public struct EventDrop: Hashable, Sendable {
  /// Seconds from the gesture's start; the first frame at or after it is the first one lost.
  public var time: Double
  /// Whole frames lost before `SYN_DROPPED` (the frame after them is cut short as well).
  public var frames: Int

  public init(time: Double, frames: Int = 2) {
    self.time = time
    self.frames = max(0, frames)
  }
}
