/// A scheduled action on the engine's clock, for cancelling it.
public struct TimerToken: Hashable, Sendable {
  let id: Int
}

extension AnimationEngine {
  /// Runs `action` when the clock reaches `time` (seconds; a time already past runs on the next advance).
  /// Timers due at the same time run in the order they were scheduled, after the animation starts and
  /// ends due then. Display links, gesture timers and transition tails are built on this.
  @discardableResult
  public func schedule(at time: Double, _ action: @escaping () -> Void) -> TimerToken {
    timers.schedule(at: time, action)
  }

  /// Cancels a timer that has not run yet; cancelling one that ran does nothing.
  public func cancel(_ token: TimerToken) {
    timers.cancel(token)
  }
}

/// The engine's timers, one participant ordered by (time, scheduling order).
final class TimerQueue: TimelineParticipant {
  private struct Timer {
    let token: TimerToken
    let time: Double
    let action: () -> Void
  }

  private unowned let engine: AnimationEngine
  private var timers: [Timer] = [] { didSet { engine.deadlinesDidChange() } }
  private var nextID = 0

  init(engine: AnimationEngine) { self.engine = engine }

  func schedule(at time: Double, _ action: @escaping () -> Void) -> TimerToken {
    let token = TimerToken(id: nextID)
    nextID += 1
    let timer = Timer(token: token, time: time, action: action)
    let index = timers.firstIndex { $0.time > time } ?? timers.endIndex
    timers.insert(timer, at: index)
    engine.activate(self)
    return token
  }

  func cancel(_ token: TimerToken) {
    timers.removeAll { $0.token == token }
  }

  var nextDeadline: Double? { timers.first.map { max($0.time, engine.currentTime) } }
  var isActive: Bool { !timers.isEmpty }

  /// Runs the timers due by `time` that existed when the call began; timers they schedule for the same
  /// time run in the engine's next round, after animations due then.
  func fire(at time: Double) {
    let limit = nextID
    while let index = timers.firstIndex(where: { $0.time <= time && $0.token.id < limit }) {
      let timer = timers.remove(at: index)
      timer.action()
    }
  }
}
