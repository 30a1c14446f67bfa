/// The clock and the animation context every layer and animator of one scene shares.
///
/// Time is an argument: nothing here reads a clock. The owner moves time forward with
/// ``advance(to:)`` (from a display link, a trace's timestamps, or the monotonic clock when live), and
/// the engine starts and ends animations and runs delegates and completions at their exact times, in
/// time order. Callbacks never run inside the call that caused them (removing an animation, finishing an
/// animator at zero remaining time): they run on the next ``advance(to:)``, as UIKit delivers them on the
/// next turn of the run loop.
public final class AnimationEngine {
  // The engine's state skips the runtime exclusivity check (as `Layer`'s timing does): it is read at
  // every input and display frame, and only assigned whole or appended to, never passed `inout` across
  // a callback.

  /// Seconds on the scene's clock.
  @exclusivity(unchecked) public private(set) var currentTime: Double

  /// Things with deadlines: layers with animations, running property animators.
  @exclusivity(unchecked) private var participants: [any TimelineParticipant] = []
  @exclusivity(unchecked) private var pending: [() -> Void] = []
  /// Model changes are collected here while an animation context is open (innermost last).
  var transactions: [Transaction] = []
  /// Actions scheduled with ``schedule(at:_:)``.
  lazy var timers = TimerQueue(engine: self)

  public init(time: Double = 0) {
    currentTime = time
  }

  /// Moves the clock to `time` (seconds; earlier times are ignored) and runs everything due on the way,
  /// each at its own time: animation starts and ends, delegates, block completions, animator completions.
  public func advance(to time: Double) {
    runPending()
    var rounds = 0
    while let deadline = nextParticipantDeadline, deadline <= time, rounds < 100_000 {
      rounds += 1
      currentTime = max(currentTime, deadline)
      // Animations first, then timers, so a timer at an animation's end sees it ended.
      for participant in participants where !(participant is TimerQueue) {
        if let due = participant.nextDeadline, due <= currentTime { participant.fire(at: currentTime) }
      }
      runPending()
      if let due = timers.nextDeadline, due <= currentTime { timers.fire(at: currentTime) }
      prune()
      runPending()
    }
    currentTime = max(currentTime, time)
    runPending()
  }

  /// Runs callbacks that are due now without moving the clock.
  public func flush() { advance(to: currentTime) }

  /// The earliest time something will happen (an animation starting or ending, an animator finishing),
  /// or `currentTime` when callbacks are waiting; nil when nothing is scheduled.
  public var nextDeadline: Double? {
    if !pending.isEmpty { return currentTime }
    return nextParticipantDeadline
  }

  /// Whether anything is still scheduled: a display link keeps ticking while this is true.
  public var hasScheduledWork: Bool { nextDeadline != nil }

  // MARK: - Internals

  /// Queues `callback` to run at the current time on the next ``advance(to:)``.
  func enqueue(_ callback: @escaping () -> Void) {
    pending.append(callback)
  }

  func activate(_ participant: some TimelineParticipant) {
    if !participants.contains(where: { $0 === participant }) { participants.append(participant) }
  }

  /// A layer's speed or offset changed: deadlines move, nothing else to do (they are computed on demand).
  func timingDidChange() {}

  /// The earliest participant deadline; a loop rather than `compactMap(_:).min()`, as it runs at every
  /// input frame and display frame and an array per call showed in the replay benchmark.
  private var nextParticipantDeadline: Double? {
    var earliest: Double?
    for participant in participants {
      if let due = participant.nextDeadline, earliest.map({ due < $0 }) ?? true { earliest = due }
    }
    return earliest
  }

  private func prune() {
    participants.removeAll { !$0.isActive }
  }

  private func runPending() {
    var rounds = 0
    while !pending.isEmpty && rounds < 10_000 {
      rounds += 1
      let batch = pending
      pending.removeAll()
      for callback in batch { callback() }
    }
  }
}

/// Something that needs the engine to call it at a time: a layer's animations, a property animator.
protocol TimelineParticipant: AnyObject {
  /// The next engine time it needs ``fire(at:)``, or nil.
  var nextDeadline: Double? { get }
  /// Whether the engine should keep it (it may get a deadline again).
  var isActive: Bool { get }
  func fire(at time: Double)
}

extension Layer: TimelineParticipant {
  var isActive: Bool { entries.contains { !$0.finished } }
}
