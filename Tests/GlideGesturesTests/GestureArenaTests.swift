import GlideGestures
import GlideInput
import Testing

/// A delegate whose answers the test sets.
private final class TestPolicy: GestureArenaPolicy {
  var vetoed: Set<String> = []
  /// Ordered pairs `"a+b"` for which `shouldRecognizeSimultaneously(a, b)` says yes.
  var together: Set<String> = []
  private(set) var asked: [String] = []

  func shouldBegin(_ recognizer: GestureRecognizer) -> Bool { !vetoed.contains(recognizer.name) }

  func shouldRecognizeSimultaneously(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
    asked.append("\(a.name)+\(b.name)")
    return together.contains("\(a.name)+\(b.name)")
  }
}

@Suite("Gesture arena")
struct GestureArenaTests {
  typealias K = TapKit

  /// A continuous recogniser that begins on the first frame at or after `begin` seconds, then changes
  /// on every frame, and ends when a touch lifts.
  private func beginner(_ name: String, at begin: Double = 0) -> TapScriptedRecognizer {
    let recognizer = TapScriptedRecognizer(name)
    recognizer.onFrame = { r, frame in
      if frame.touches.contains(where: { $0.phase == .ended }) {
        r.transition(to: .ended, at: frame.time)
      } else if r.state == .possible {
        if frame.time >= K.time(begin) { r.transition(to: .began, at: frame.time) }
      } else {
        r.transition(to: .changed, at: frame.time)
      }
    }
    return recognizer
  }

  private let press = [
    K.frame(0, [K.touch(1, .began)]), K.frame(0.1, [K.touch(1, .moved, x: 31)]),
    K.frame(0.2, [K.touch(1, .moved, x: 32)]), K.frame(0.3, [K.touch(1, .ended, x: 32)]),
  ]

  @Test("Exclusive: the first to begin fails the possible rivals and cancels the active ones")
  func exclusive() {
    let (a, b, c) = (beginner("a", at: 0.1), beginner("b"), beginner("c", at: 0.5))
    let policy = TestPolicy()
    policy.together = ["a+b"]
    let arena = GestureArena([a, b, c])
    arena.policy = policy
    let log = TapEventLog(a, b, c)
    arena.process(press[0])
    #expect(log.trail == ["c:failed", "b:began"], "a may run with b, c may not")
    #expect(c.state == .failed)
    policy.together = []  // the delegate changes its mind: a now excludes b
    arena.process(press[1])
    #expect(log.trail == ["c:failed", "b:began", "b:cancelled", "a:began"])
    #expect(log.of("b").last?.time == K.time(0.1))
    arena.process(press[2])
    arena.process(press[3])
    #expect(log.trail == ["c:failed", "b:began", "b:cancelled", "a:began", "a:changed", "a:ended"])
    #expect([a, b, c].allSatisfy { $0.state == .possible })
  }

  @Test("canPrevent and canBePrevented: either side's no keeps the rival; the rival may still take over")
  func prevention() {
    // b begins first; a cannot be prevented by it, so a stays possible, begins later and, as it may
    // prevent b, cancels it. c says it cannot prevent b: b's begin fails c all the same, but c's own
    // begin would leave b alone.
    let (a, b, c) = (beginner("a", at: 0.2), beginner("b"), beginner("c", at: 0.5))
    a.cannotBePreventedBy = ["b"]
    c.cannotPrevent = ["b"]
    let log = TapEventLog(a, b, c)
    GestureArena([a, b, c]).replay(press)
    #expect(log.trail == ["c:failed", "b:began", "b:changed", "b:cancelled", "a:began", "a:ended"])
  }

  @Test("A rival that cannot prevent leaves the active recogniser running")
  func cannotPrevent() {
    let (a, b) = (beginner("a", at: 0.1), beginner("b"))
    a.cannotPrevent = ["b"]
    a.cannotBePreventedBy = ["b"]
    let log = TapEventLog(a, b)
    GestureArena([a, b]).replay(press)
    #expect(log.states(of: "b") == [.began, .changed, .changed, .ended])
    #expect(log.states(of: "a") == [.began, .changed, .ended])
  }

  @Test("allowSimultaneousRecognition lets both run")
  func simultaneousPair() {
    let (a, b) = (beginner("a"), beginner("b"))
    let arena = GestureArena([a, b])
    arena.allowSimultaneousRecognition(b, a)
    let log = TapEventLog(a, b)
    arena.replay(press)
    #expect(log.states(of: "a") == [.began, .changed, .changed, .ended])
    #expect(log.states(of: "b") == [.began, .changed, .changed, .ended])
  }

  @Test("One yes from either side of the delegate suffices (oracle 45)", arguments: ["a+b", "b+a"])
  func eitherSideSuffices(pair: String) {
    let (a, b) = (beginner("a"), beginner("b"))
    let policy = TestPolicy()
    policy.together = [pair]
    let arena = GestureArena([a, b])
    arena.policy = policy
    let log = TapEventLog(a, b)
    arena.replay(press)
    #expect(log.states(of: "a") == [.began, .changed, .changed, .ended])
    #expect(log.states(of: "b") == [.began, .changed, .changed, .ended])
  }

  @Test("shouldBegin false fails the recogniser and sends no action; its state observers see the failure (oracle 46)")
  func shouldBeginVeto() {
    let (a, b) = (beginner("a"), beginner("b", at: 0.1))
    let policy = TestPolicy()
    policy.vetoed = ["a"]
    let arena = GestureArena([a, b])
    arena.policy = policy
    let log = TapEventLog(a, b)
    let actions = TapActionLog(a, b)
    arena.replay(press)
    #expect(actions.trail == ["b:began", "b:changed", "b:ended"], "no action for a's failure")
    #expect(log.trail == ["a:failed", "b:began", "b:changed", "b:ended"])
    #expect(log.of("a").first?.time == K.time(0))
  }

  @Test("Disabling a changing recogniser cancels it, with one last event (oracle 47)")
  func disableWhileChanged() {
    let a = beginner("a")
    let arena = GestureArena([a])
    let log = TapEventLog(a)
    arena.process(press[0])
    arena.process(press[1])
    #expect(a.state == .changed)
    a.isEnabled = false
    #expect(log.states(of: "a") == [.began, .changed, .cancelled])
    #expect(log.of("a").last?.time == K.time(0.1))
    arena.process(press[2])
    arena.process(press[3])
    #expect(log.events.count == 3, "a disabled recogniser hears nothing")
    #expect(a.state == .possible)
  }

  // MARK: - require(toFail:)

  private func singleAndDouble() -> (TapGestureRecognizer, TapGestureRecognizer, GestureArena, TapEventLog) {
    let single = TapGestureRecognizer(name: "single")
    let double = TapGestureRecognizer(name: "double", numberOfTapsRequired: 2)
    single.require(toFail: double)
    let arena = GestureArena([single, double])
    return (single, double, arena, TapEventLog(single, double))
  }

  @Test("One tap: the single tap is recognized exactly when the double tap fails, which sends no action (oracle 44)")
  func singleWaitsForDouble() {
    let (single, double, arena, log) = singleAndDouble()
    let actions = TapActionLog(single, double)
    arena.replay(K.tap(1, down: 0, up: 0.05))
    #expect(log.events.isEmpty, "the single tap waits")
    #expect(single.state == .possible)
    arena.advance(to: K.time(1))
    let deadline = K.time(0.05 + double.maximumTapInterval)
    #expect(log.trail == ["double:failed", "single:ended"])
    #expect(log.events.map(\.time) == [deadline, deadline])
    #expect(log.of("single").first?.values == .tap(location: MillimetrePoint(x: 30, y: 20), taps: 1))
    #expect(actions.trail == ["single:ended"])
    #expect(single.state == .possible && double.state == .possible)
  }

  @Test("Two quick taps: the double tap is recognized; the single fails, seen by state observers, no action (oracle 44)")
  func doubleBeatsSingle() {
    let (single, double, arena, log) = singleAndDouble()
    let actions = TapActionLog(single, double)
    arena.replay(K.tap(1, down: 0, up: 0.05) + K.tap(2, down: 0.15, up: 0.2), until: K.time(2))
    #expect(log.trail == ["single:failed", "double:ended"])
    #expect(log.events.map(\.time) == [K.time(0.2), K.time(0.2)])
    #expect(actions.trail == ["double:ended"])
  }

  @Test("A tap that requires a disabled double tap is recognized at its lift, and so is the next tap 3 s later")
  func disabledRequirement() {
    let (single, double, arena, log) = singleAndDouble()
    double.isEnabled = false
    let actions = TapActionLog(single, double)
    arena.replay(K.tap(1, down: 0, up: 0.05))
    #expect(log.trail == ["single:ended"], "a disabled double tap counts as failed")
    #expect(log.events.map(\.time) == [K.time(0.05)])
    arena.replay(K.tap(2, down: 3, up: 3.05), until: K.time(5))
    #expect(actions.trail == ["single:ended", "single:ended"])
    #expect(actions.events.map(\.time) == [K.time(0.05), K.time(3.05)])
  }

  @Test("A tap held back for a double tap is released when the double tap is disabled")
  func requirementDisabledWhileHeld() {
    let (_, double, arena, log) = singleAndDouble()
    arena.replay(K.tap(1, down: 0, up: 0.05))
    #expect(log.events.isEmpty, "the single tap waits")
    double.isEnabled = false
    arena.advance(to: K.time(0.1))
    #expect(log.trail == ["single:ended"])
    #expect(log.events.map(\.time) == [K.time(0.1)])
  }

  @Test("A required recogniser that began and was then cancelled has failed the dependent at its begin")
  func requiredBeganThenCancelled() {
    // b begins at 0.1 s and is cancelled at 0.2 s; a, allowed to run with b, wants to begin then,
    // after b's cancel (b sees each frame first).
    let a = beginner("a", at: 0.2)
    let b = TapScriptedRecognizer("b")
    b.onFrame = { r, frame in
      if frame.time == K.time(0.1) { r.transition(to: .began, at: frame.time) }
      if frame.time == K.time(0.2) { r.transition(to: .cancelled, at: frame.time) }
    }
    a.require(toFail: b)
    let arena = GestureArena([b, a])
    arena.allowSimultaneousRecognition(a, b)
    let log = TapEventLog(a, b)
    let actions = TapActionLog(a, b)
    arena.replay(press)
    #expect(log.trail == ["a:failed", "b:began", "b:cancelled"])
    #expect(log.of("a").first?.time == K.time(0.1))
    #expect(actions.trail == ["b:began", "b:cancelled"])
    #expect(a.state == .possible && b.state == .possible, "both reset after the lift")
  }

  @Test("A dependent holding back its begin fails when the required recogniser begins, before that begin")
  func heldDependentFailsAtRequiredBegin() {
    let (a, b) = (beginner("a"), beginner("b", at: 0.1))
    a.require(toFail: b)
    let arena = GestureArena([a, b])
    arena.allowSimultaneousRecognition(a, b)
    let log = TapEventLog(a, b)
    arena.process(press[0])
    #expect(log.events.isEmpty, "a waits for b")
    arena.process(press[1])
    #expect(log.trail == ["a:failed", "b:began"])
  }

  @Test("A required recogniser that begins fails the waiting one")
  func requiredBegins() {
    // A tap allowed to last a second: without the press it would be recognized at the lift.
    let single = TapGestureRecognizer(name: "single", maximumTapDuration: 1)
    let press = LongPressGestureRecognizer(name: "press")
    single.require(toFail: press)
    let log = TapEventLog(single, press)
    GestureArena([single, press]).replay(K.tap(1, down: 0, up: 0.7), until: K.time(1))
    #expect(log.trail == ["single:failed", "press:began", "press:ended"])
  }

  // MARK: - Touch sequences

  @Test("Every recogniser that saw touches and decides nothing more is reset before the next sequence")
  func resetBeforeNextSequence() {
    // `idle` never leaves possible; `waiting` has a timer of its own, so it still decides.
    let (idle, waiting) = (TapScriptedRecognizer("idle"), TapScriptedRecognizer("waiting"))
    waiting.deadline = K.time(10)
    let arena = GestureArena([idle, waiting])
    arena.replay(K.tap(1, down: 0, up: 0.05))
    #expect(idle.resets == 0 && waiting.resets == 0, "possible recognisers keep their state at the lift")
    arena.process(K.frame(1, [K.touch(2, .began)]))
    #expect(idle.resets == 1)
    #expect(waiting.resets == 0)
    arena.process(K.frame(1.1, [K.touch(2, .ended)]))
    arena.process(K.frame(2, [K.touch(3, .began)]))
    #expect(idle.resets == 2, "once per sequence it saw")
  }

  @Test("A move held back for a recogniser that never decides is dropped at the next sequence")
  func heldMoveDroppedAtNextSequence() {
    let (a, stuck) = (beginner("a"), TapScriptedRecognizer("stuck"))
    a.require(toFail: stuck)
    let arena = GestureArena([a, stuck])
    let log = TapEventLog(a, stuck)
    arena.process(press[0])
    arena.process(press[3])
    #expect(log.events.isEmpty, "a waits for stuck, which never fails")
    arena.process(K.frame(1, [K.touch(2, .began)]))
    #expect(a.resets == 1 && stuck.resets == 1)
    #expect(log.events.isEmpty, "a reset is silent")
  }

  // MARK: - Timers

  @Test("Timers fire at their deadlines, in order, with no frames")
  func timersInOrder() {
    let (a, b) = (TapScriptedRecognizer("a"), TapScriptedRecognizer("b"))
    a.deadline = K.time(0.3)
    b.deadline = K.time(0.2)
    for r in [a, b] {
      r.onAdvance = { r, time in
        guard let deadline = r.deadline, time >= deadline else { return }
        r.deadline = nil
        r.transition(to: .failed, at: deadline)
      }
    }
    let arena = GestureArena([a, b])
    let log = TapEventLog(a, b)
    #expect(arena.nextDeadline == K.time(0.2))
    arena.advance(to: K.time(1))
    #expect(log.trail == ["b:failed", "a:failed"])
    #expect(log.events.map(\.time) == [K.time(0.2), K.time(0.3)])
    // b was reset (no touch is down) and hears the clock again.
    #expect(a.advances == [K.time(0.2), K.time(0.3), K.time(1)])
    #expect(b.advances == [K.time(0.2), K.time(0.3), K.time(1)])
  }

  @Test("A recogniser whose deadline never moves cannot hang advance(to:)")
  func stuckDeadline() {
    let stuck = TapScriptedRecognizer("stuck")
    stuck.deadline = K.time(0.1)
    let arena = GestureArena([stuck])
    arena.advance(to: K.time(5))
    #expect(stuck.advances == [K.time(0.1), K.time(5)])
    #expect(stuck.state == .possible)
  }

  @Test("A frame's time lets due timers fire first")
  func timersBeforeFrames() {
    let press = LongPressGestureRecognizer()
    let log = TapEventLog(press)
    let arena = GestureArena([press])
    arena.process(K.frame(0, [K.touch(1, .began)]))
    arena.process(K.frame(0.8, [K.touch(1, .moved, x: 40)]))
    #expect(log.events.map(\.state) == [.began, .changed])
    #expect(log.events.map(\.time) == [K.time(0.5), K.time(0.8)])
  }
}
