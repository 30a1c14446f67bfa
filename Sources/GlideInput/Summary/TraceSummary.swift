/// What a stream of input holds: its span, its size, its touches. Built incrementally, one event and
/// one frame at a time, so a trace of any length can be summarised while it streams.
public struct TraceSummary: Hashable, Sendable {
  /// The first and last event times, or `nil` for a stream with no events.
  public private(set) var firstEventTime: Timestamp?
  public private(set) var lastEventTime: Timestamp?
  public private(set) var eventCount = 0
  public private(set) var frameCount = 0
  /// `SYN_DROPPED` events seen.
  public private(set) var droppedEventCount = 0
  /// The most touches down (with a position) in any frame.
  public private(set) var mostSimultaneousTouches = 0
  /// The most fingers counted in any frame (can exceed touches on pads with few slots).
  public private(set) var mostFingers = 0
  /// Every touch from its first frame to its last, in the order the touches began.
  public private(set) var sessions: [TouchSession] = []

  private var openSessions: [TouchID: Int] = [:]

  public init() {}

  /// The time from the first to the last event, in seconds.
  public var durationSeconds: Double {
    guard let first = firstEventTime, let last = lastEventTime else { return 0 }
    return last.seconds(since: first)
  }

  /// Counts one event.
  public mutating func add(_ event: InputEvent) {
    if firstEventTime == nil { firstEventTime = event.time }
    lastEventTime = event.time
    eventCount += 1
    if event.type == .syn && event.code == .synDropped { droppedEventCount += 1 }
  }

  /// Follows the touches of one assembled frame.
  public mutating func add(_ frame: TouchFrame) {
    frameCount += 1
    mostFingers = max(mostFingers, frame.fingerCount)
    mostSimultaneousTouches = max(mostSimultaneousTouches, frame.activeTouches.count)
    for touch in frame.touches { follow(touch, at: frame.time) }
  }

  private mutating func follow(_ touch: Touch, at time: Timestamp) {
    guard let index = openSessions[touch.id] else {
      openSessions[touch.id] = sessions.count
      sessions.append(TouchSession(touch: touch, at: time))
      return
    }
    sessions[index].extend(to: touch, at: time)
    if touch.phase.isTerminal { openSessions[touch.id] = nil }
  }
}

/// One contact from touch-down to lift (or cancellation, or the end of the trace).
public struct TouchSession: Hashable, Sendable {
  public var id: TouchID
  public var slot: Int
  public var start: Timestamp
  public var end: Timestamp
  /// How the touch ended: `ended`, `cancelled`, or still down (`began`/`moved`/`stationary`) when the
  /// stream stopped.
  public var lastPhase: TouchPhase
  public var startLocation: MillimetrePoint
  public var endLocation: MillimetrePoint
  /// The length of the path the contact travelled, in millimetres.
  public var distanceMillimetres: Double

  init(touch: Touch, at time: Timestamp) {
    id = touch.id
    slot = touch.slot
    start = time
    end = time
    lastPhase = touch.phase
    startLocation = touch.location
    endLocation = touch.location
    distanceMillimetres = 0
  }

  mutating func extend(to touch: Touch, at time: Timestamp) {
    distanceMillimetres += endLocation.distance(to: touch.location)
    endLocation = touch.location
    end = time
    lastPhase = touch.phase
  }

  /// True when the stream ended with the finger still down.
  public var isOpen: Bool { !lastPhase.isTerminal }
}
