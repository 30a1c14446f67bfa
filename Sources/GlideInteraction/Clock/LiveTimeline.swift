import Glibc
public import GlideInput

/// A clock the live session reads at its edge: microseconds on some system clock.
public protocol LiveClock: AnyObject {
  /// Now, in microseconds on this clock's own epoch.
  func now() -> Int64
}

/// `clock_gettime(2)` on the clock a device stamps its events with, so display ticks and input events
/// share one clock.
public final class SystemClock: LiveClock {
  private let id: clockid_t

  /// The clock `device` stamps its events with (`CLOCK_MONOTONIC` unless the node refused to switch).
  public init(for device: EvdevDevice.Clock) {
    id = device == .monotonic ? CLOCK_MONOTONIC : CLOCK_REALTIME
  }

  public func now() -> Int64 {
    var time = timespec()
    clock_gettime(id, &time)
    return Int64(time.tv_sec) * 1_000_000 + Int64(time.tv_nsec) / 1_000
  }
}

/// Puts input events and display ticks on one timeline: seconds since the session started.
///
/// Events carry the kernel's timestamps. When they are on the session's clock (within
/// ``sameClockTolerance`` of it when first seen) they keep their exact spacing from the session's start;
/// otherwise (a mocked node that hands over its script's times, a device left on another clock) the
/// last event of the first read is placed when it was read and every other keeps its spacing from it. Event times are
/// kept as stamped even when they were read after a display tick later than them: gesture velocities
/// come from the stamps, and the scene, whose clock never runs backwards, applies such an event at the
/// time it has reached, so it shows at the next frame, as on a real display. Nothing is placed before
/// the start or before the previous event.
public struct LiveTimeline: Hashable, Sendable {
  /// The clock reading the session's timeline starts at, microseconds: when the session started, or the
  /// first event of a device off its clock if that came earlier.
  public private(set) var start: Int64
  /// Events further than this from the clock when first seen are taken to be on another clock, µs.
  public static let sameClockTolerance: Int64 = 1_000_000
  /// Event time minus session time, µs, fixed by the first read.
  public private(set) var eventOffset: Int64?
  /// The latest event placed, µs since `start`.
  public private(set) var lastEvent: Int64 = 0
  /// The latest clock reading, µs since `start`.
  public private(set) var lastTick: Int64 = 0

  public init(start: Int64) {
    self.start = start
  }

  /// The latest time on the timeline, event or tick, µs since `start`.
  public var latest: Int64 { max(lastEvent, lastTick) }

  /// Whether the events carry stamps on the session's clock (nil before the first event): then a stamp
  /// is when the kernel made the event, on the clock the session reads.
  public var eventsAreOnSessionClock: Bool? { eventOffset.map { $0 == start } }

  /// The events of one read re-stamped on the session's timeline; `now` is the clock reading when they
  /// were read. Off the session's clock, the first read fixes the offset by its last event, placed when it
  /// was read, the others keeping their spacing behind it (the timeline's start moves back to the first
  /// of them if they began before it: a device that played from its opening). A first read that comes
  /// late (behind a window's first frame) and brings several frames thus puts none of them ahead of the
  /// clock, where every redraw and display frame would wait for the clock to catch up.
  public mutating func place(_ events: [InputEvent], readAt now: Int64) -> [InputEvent] {
    if eventOffset == nil, let first = events.first, let last = events.last,
      abs(first.time.microseconds - now) > Self.sameClockTolerance
    {
      // The first of them came at least this long before the read; the timeline starts no later.
      start = min(start, now - (last.time.microseconds - first.time.microseconds))
      eventOffset = last.time.microseconds - (now - start)
    }
    return events.map { place($0, readAt: now) }
  }

  /// `event` re-stamped on the session's timeline; `now` is the clock reading when it was read.
  public mutating func place(_ event: InputEvent, readAt now: Int64) -> InputEvent {
    let stamp = event.time.microseconds
    let offset = eventOffset ?? (abs(stamp - now) <= Self.sameClockTolerance ? start : stamp - (now - start))
    eventOffset = offset
    lastEvent = max(lastEvent, stamp - offset)
    return InputEvent(
      time: Timestamp(microseconds: lastEvent), type: event.type, code: event.code, value: event.value)
  }

  /// The clock reading `now` as seconds on the timeline (never earlier than a reading before).
  public mutating func tick(at now: Int64) -> Double {
    lastTick = max(lastTick, now - start)
    return Double(lastTick) / 1_000_000
  }

  /// The clock reading `now` as seconds on the timeline, without keeping it.
  public func seconds(at now: Int64) -> Double {
    Double(max(lastTick, now - start)) / 1_000_000
  }
}
