/// Applies a timeline's ``EventDrop``s to rendered frames the way the kernel's evdev client buffer
/// overflows (`__pass_event` in `drivers/input/evdev.c`): unread events are discarded and the queue
/// keeps `SYN_DROPPED` followed by the newest event.
struct EventDropper {
  let timeline: GestureTimeline
  let rate: Double

  /// The frames as one event stream, with each drop's frames removed and `SYN_DROPPED` in their place.
  func apply(to frames: [RenderedFrame]) -> [InputEvent] {
    let clock = FrameClock(origin: timeline.startTime, rate: rate)
    let drops = timeline.drops.map { drop in
      let first = clock.firstFrame(atOrAfter: drop.time)
      return first..<(first + drop.frames)
    }
    var events: [InputEvent] = []
    var cutNext = false
    for frame in frames {
      if drops.contains(where: { $0.contains(frame.index) }) {
        cutNext = true
      } else if cutNext || drops.contains(where: { $0.isEmpty && $0.lowerBound == frame.index }) {
        cutNext = false
        events += Self.cutShort(frame.events)
      } else {
        events += frame.events
      }
    }
    return events
  }

  /// What is left of a frame after the overflow: `SYN_DROPPED` stamped like the newest event, that
  /// event, and the frame's `SYN_REPORT`.
  static func cutShort(_ frame: [InputEvent]) -> [InputEvent] {
    guard let report = frame.last else { return [] }
    let newest = frame.dropLast().last
    let dropped = InputEvent(time: (newest ?? report).time, type: .syn, code: .synDropped, value: 0)
    return [dropped] + (newest.map { [$0] } ?? []) + [report]
  }
}
