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
  public var currentTime: Double { clock }
  // Stored apart from its public getter: other modules read a public stored property in place, with the
  // runtime exclusivity check that `@exclusivity(unchecked)` skips only inside this module.
  @exclusivity(unchecked) private var clock: Double

  /// Things with deadlines: layers with animations, running property animators.
  @exclusivity(unchecked) private var participants: [any TimelineParticipant] = []
  @exclusivity(unchecked) private var pending: [() -> Void] = []
  /// Model changes are collected here while an animation context is open (innermost last). Asked at
  /// every model change; pushed and popped around the blocks, never held across one.
  @exclusivity(unchecked) var transactions: [Transaction] = []
  /// What ``timingOfFirstAnimation(in:)`` has found so far, while it runs.
  @exclusivity(unchecked) var timingCapture: TimingCapture = .off
  /// Actions scheduled with ``schedule(at:_:)``.
  lazy var timers = TimerQueue(engine: self)

  /// Counts changes to anything a deadline depends on (participants, their animations, timers and
  /// states, layer timing and the layer tree): it keys ``cachedDeadline``.
  @exclusivity(unchecked) private var deadlineGeneration = 0
  /// Counts changes to layer timing (`speed`, `timeOffset`, `beginTime`, `timeRamp`) and to the layer
  /// tree: the layers' cached time mappings are valid while it stays the same.
  @exclusivity(unchecked) private(set) var timingGeneration = 0
  /// The earliest participant deadline as last computed, and the ``deadlineGeneration`` it was computed
  /// at. Deadlines are asked several times per input frame and display frame (before and after each
  /// gesture event, at every display frame), mostly with nothing changed in between.
  ///
  /// A participant's deadline is a fixed engine time, or the clock's time when something is already due
  /// (then it stays due: `max(deadline, currentTime)` as the clock moves on), so the cache needs no clock
  /// time in its key.
  @exclusivity(unchecked) private var cachedDeadline: Double?
  @exclusivity(unchecked) private var cachedDeadlineGeneration = -1

  public init(time: Double = 0) {
    clock = time
  }

  /// Moves the clock to `time` (seconds; earlier times are ignored) and runs everything due on the way,
  /// each at its own time: animation starts and ends, delegates, block completions, animator completions.
  public func advance(to time: Double) {
    runPending()
    var rounds = 0
    while let deadline = nextParticipantDeadline, deadline <= time, rounds < 100_000 {
      rounds += 1
      clock = max(clock, deadline)
      // Animations first, then timers, so a timer at an animation's end sees it ended.
      for participant in participants where !(participant is TimerQueue) {
        if let due = participant.nextDeadline, due <= currentTime { participant.fire(at: currentTime) }
      }
      runPending()
      if let due = timers.nextDeadline, due <= currentTime { timers.fire(at: currentTime) }
      prune()
      runPending()
    }
    clock = max(clock, time)
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
    if !participants.contains(where: { $0 === participant }) {
      participants.append(participant)
      deadlinesDidChange()
    }
  }

  /// A layer's timing (speed, offset, begin time, ramp) or the layer tree changed: local times and the
  /// deadlines that depend on them move.
  func timingDidChange() {
    timingGeneration &+= 1
    deadlinesDidChange()
  }

  /// Something a participant's ``TimelineParticipant/nextDeadline`` depends on changed (besides the
  /// clock): an animation added, started, finished or removed, a timer, an animator's state or motion.
  @inline(__always)
  func deadlinesDidChange() {
    deadlineGeneration &+= 1
  }

  /// The earliest participant deadline, no earlier than now: computed once per change (see
  /// ``cachedDeadline``), by a loop rather than `compactMap(_:).min()`, which made an array per call.
  private var nextParticipantDeadline: Double? {
    if cachedDeadlineGeneration != deadlineGeneration {
      var earliest: Double?
      for participant in participants {
        if let due = participant.nextDeadline, earliest.map({ due < $0 }) ?? true { earliest = due }
      }
      cachedDeadline = earliest
      cachedDeadlineGeneration = deadlineGeneration
    }
    return cachedDeadline.map { max($0, currentTime) }
  }

  private func prune() {
    let count = participants.count
    participants.removeAll { !$0.isActive }
    if participants.count != count { deadlinesDidChange() }
  }

  @inline(__always)
  private func runPending() {
    if pending.isEmpty { return }
    runPendingCallbacks()
  }

  private func runPendingCallbacks() {
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
  /// The next engine time it needs ``fire(at:)``, or nil: a fixed time, or the clock's time when
  /// something is due already. The engine keeps it until told that something it depends on changed
  /// (``AnimationEngine/deadlinesDidChange()``, ``AnimationEngine/timingDidChange()``).
  var nextDeadline: Double? { get }
  /// Whether the engine should keep it (it may get a deadline again).
  var isActive: Bool { get }
  func fire(at time: Double)
}

extension Layer: TimelineParticipant {
  var isActive: Bool { entries.contains { !$0.finished } }
}
