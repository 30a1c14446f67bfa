import GlideGestures
import GlideInput
import Testing

/// A delegate that sets up failure requirements and hides touches, and logs what it was asked.
private final class RequirementPolicy: GestureArenaPolicy {
  /// Ordered pairs `"a>b"`: `shouldRequireFailure(a, of: b)` says yes.
  var requires: Set<String> = []
  /// Ordered pairs `"b<a"`: `shouldBeRequiredToFail(b, by: a)` says yes.
  var requiredBy: Set<String> = []
  /// `"name#id"`: `shouldReceive(name, touch: id)` says no.
  var refused: Set<String> = []
  private(set) var asked: [String] = []

  func shouldRequireFailure(_ recognizer: GestureRecognizer, of other: GestureRecognizer) -> Bool {
    asked.append("\(recognizer.name)>\(other.name)")
    return requires.contains("\(recognizer.name)>\(other.name)")
  }

  func shouldBeRequiredToFail(_ recognizer: GestureRecognizer, by other: GestureRecognizer) -> Bool {
    requiredBy.contains("\(recognizer.name)<\(other.name)")
  }

  func shouldReceive(_ recognizer: GestureRecognizer, touch: Touch) -> Bool {
    asked.append("\(recognizer.name)#\(touch.id.rawValue)")
    return !refused.contains("\(recognizer.name)#\(touch.id.rawValue)")
  }
}

/// UIKit's dynamic failure requirements (the delegate's `shouldRequireFailureOf` and
/// `shouldBeRequiredToFailBy`, the subclass overrides), `shouldReceive(touch)`, and `require(toFail:)`
/// across arenas: the dependent waits while the other takes part and is possible, goes on when it fails,
/// fails when it begins, and is never held by one that receives no touches.
@Suite("Failure requirements and the delegate")
struct FailureRequirementTests {
  typealias K = TapKit

  /// A continuous recogniser that begins on the first frame at or after `begin` seconds and ends when
  /// a touch lifts; or, with `fail`, fails on the first frame at or after `fail`.
  private func scripted(_ name: String, begin: Double? = nil, fail: Double? = nil) -> TapScriptedRecognizer {
    let recognizer = TapScriptedRecognizer(name)
    recognizer.onFrame = { r, frame in
      if frame.touches.contains(where: { $0.phase == .ended }) {
        r.transition(to: r.state == .possible ? .failed : .ended, at: frame.time)
      } else if r.state == .possible {
        if let fail, frame.time >= K.time(fail) { r.transition(to: .failed, at: frame.time) }
        if let begin, frame.time >= K.time(begin) { r.transition(to: .began, at: frame.time) }
      } else {
        r.transition(to: .changed, at: frame.time)
      }
    }
    return recognizer
  }

  private let drag = [
    K.frame(0, [K.touch(1, .began)]), K.frame(0.1, [K.touch(1, .moved, x: 31)]),
    K.frame(0.2, [K.touch(1, .moved, x: 32)]), K.frame(0.3, [K.touch(1, .ended, x: 32)]),
  ]

  private func singleAndDouble() -> (TapGestureRecognizer, TapGestureRecognizer, TapEventLog) {
    let single = TapGestureRecognizer(name: "single")
    let double = TapGestureRecognizer(name: "double", numberOfTapsRequired: 2)
    return (single, double, TapEventLog(single, double))
  }

  // MARK: - Dynamic failure requirements

  @Test(
    "The delegate's shouldRequireFailureOf or shouldBeRequiredToFailBy makes a single tap wait for the double",
    arguments: [false, true])
  func delegateRequirement(askedOfTheRequired: Bool) {
    let (single, double, log) = singleAndDouble()
    let policy = RequirementPolicy()
    if askedOfTheRequired { policy.requiredBy = ["double<single"] } else { policy.requires = ["single>double"] }
    let arena = GestureArena([single, double])
    arena.policy = policy
    arena.replay(K.tap(1, down: 0, up: 0.05))
    #expect(log.events.isEmpty, "the single tap waits")
    arena.advance(to: K.time(1))
    #expect(log.trail == ["double:failed", "single:ended"])
    let deadline = K.time(0.05 + double.maximumTapInterval)
    #expect(log.events.map(\.time) == [deadline, deadline])
  }

  @Test("Without a requirement the single tap is recognised at the lift, pushing the double tap aside")
  func noRequirement() {
    let (single, double, log) = singleAndDouble()
    let arena = GestureArena([single, double])
    arena.policy = RequirementPolicy()
    arena.replay(K.tap(1, down: 0, up: 0.05), until: K.time(1))
    #expect(log.trail == ["double:failed", "single:ended"])
    #expect(log.events.map(\.time) == [K.time(0.05), K.time(0.05)])
  }

  @Test("A subclass's shouldRequireFailure(of:) or shouldBeRequiredToFail(by:) sets the requirement too",
    arguments: [false, true])
  func subclassRequirement(askedOfTheRequired: Bool) {
    let (a, b) = (scripted("a", begin: 0.1), scripted("b", fail: 0.2))
    if askedOfTheRequired { b.requiredToFailBy = ["a"] } else { a.requiresFailureOf = ["b"] }
    let arena = GestureArena([a, b])
    let log = TapEventLog(a, b)
    arena.replay(drag)
    #expect(log.trail == ["b:failed", "a:began", "a:ended"])
    #expect(log.of("a").first?.time == K.time(0.2))
    #expect(a.failureRequirements.isEmpty, "a requirement for the sequence, not for good")
  }

  @Test("A dynamic requirement whose required recogniser begins fails the dependent; the next sequence asks again")
  func dynamicRequirementPerSequence() {
    let (a, b) = (scripted("a", begin: 0), scripted("b", begin: 0.1))
    let policy = RequirementPolicy()
    policy.requires = ["a>b"]
    let arena = GestureArena([a, b])
    arena.policy = policy
    arena.allowSimultaneousRecognition(a, b)
    let log = TapEventLog(a, b)
    arena.replay(drag)
    #expect(log.trail == ["a:failed", "b:began", "b:changed", "b:ended"])
    #expect(policy.asked.filter { $0.contains(">") } == ["a>b", "b>a"], "asked once per attempt")
    policy.requires = []
    let later = drag.map { frame in
      var moved = frame
      moved.time = Timestamp(microseconds: frame.time.microseconds + 1_000_000)
      return moved
    }
    arena.replay(later)
    #expect(
      log.trail.dropFirst(4) == [
        "a:began", "b:began", "a:changed", "b:changed", "a:changed", "b:changed", "a:ended", "b:ended",
      ])
    #expect(policy.asked.filter { $0.contains(">") } == ["a>b", "b>a", "a>b", "b>a"])
  }

  // MARK: - shouldReceive(touch)

  @Test("A touch the delegate refuses is hidden from that recogniser until it lifts; the others see it")
  func refusedTouch() {
    let (a, b) = (TapScriptedRecognizer("a"), TapScriptedRecognizer("b"))
    let policy = RequirementPolicy()
    policy.refused = ["a#2"]
    let arena = GestureArena([a, b])
    arena.policy = policy
    arena.replay([
      K.frame(0, [K.touch(1, .began)]),
      K.frame(0.1, [K.touch(1, .stationary), K.touch(2, .began, x: 40)]),
      K.frame(0.2, [K.touch(1, .moved, x: 31), K.touch(2, .ended, x: 40)]),
      K.frame(0.3, [K.touch(1, .ended, x: 31)]),
    ])
    #expect(a.seen.map(\.touches) == [[1], [1], [1], [1]])
    #expect(a.seen.map(\.fingers) == [1, 1, 1, 0])
    #expect(b.seen.map(\.touches) == [[1], [1, 2], [1, 2], [1]])
    #expect(b.seen.map(\.fingers) == [1, 2, 1, 0])
    #expect(policy.asked.filter { $0.contains("#") } == ["a#1", "b#1", "a#2", "b#2"], "once for each new touch")
  }

  // MARK: - Across arenas

  /// `a` in one arena requires `b` in another; both arenas get every frame, `b`'s first (a session with
  /// one arena per recogniser, as two views the touches reach).
  private func twoArenas(
    _ a: GestureRecognizer, _ b: GestureRecognizer
  ) -> (GestureArena, GestureArena, ([TouchFrame]) -> Void) {
    a.require(toFail: b)
    let (dependent, required) = (GestureArena([a]), GestureArena([b]))
    return (dependent, required, { frames in for frame in frames { required.process(frame); dependent.process(frame) } })
  }

  @Test("Across arenas the dependent waits while the other is possible, and begins when it fails")
  func acrossArenasReleasedByFailure() {
    let (a, b) = (scripted("a", begin: 0.1), scripted("b", fail: 0.2))
    let log = TapEventLog(a, b)
    let (_, _, play) = twoArenas(a, b)
    play(Array(drag.prefix(2)))
    #expect(log.events.isEmpty && a.state == .possible, "a waits for b")
    play([drag[2]])
    #expect(log.trail == ["b:failed", "a:began", "a:changed"])
    #expect(log.events.map(\.time) == [K.time(0.2), K.time(0.2), K.time(0.2)])
    play([drag[3]])
    #expect(log.trail == ["b:failed", "a:began", "a:changed", "a:ended"])
  }

  @Test("Across arenas the dependent fails when the other begins")
  func acrossArenasFailedByBegin() {
    let (a, b) = (scripted("a", begin: 0), scripted("b", begin: 0.1))
    let log = TapEventLog(a, b)
    let (_, _, play) = twoArenas(a, b)
    play(drag)
    #expect(log.trail == ["a:failed", "b:began", "b:changed", "b:ended"])
    #expect(log.of("a").first?.time == K.time(0.1))
  }

  @Test("Across arenas the dependent goes on when the other's sequence ends with it still possible")
  func acrossArenasReleasedByLift() {
    let (a, b) = (scripted("a", begin: 0.1), TapScriptedRecognizer("b"))  // b never leaves possible
    let log = TapEventLog(a, b)
    a.require(toFail: b)
    let (first, second) = (GestureArena([a]), GestureArena([b]))
    // b's arena is reached by a short touch of its own that lifts at 0.15 s.
    first.process(drag[0])
    second.process(K.frame(0.05, [K.touch(5, .began)]))
    first.process(drag[1])
    #expect(log.events.isEmpty)
    second.process(K.frame(0.15, [K.touch(5, .ended)]))
    #expect(log.trail == ["a:began"])
    #expect(log.events.first?.time == K.time(0.15))
  }

  @Test("A required recogniser in no arena, or in an arena the touches do not reach, holds nothing back",
    arguments: [false, true])
  func requiredTakingNoPart(inAnArena: Bool) {
    let (a, b) = (scripted("a", begin: 0.1), TapScriptedRecognizer("b"))
    a.require(toFail: b)
    let idle = inAnArena ? GestureArena([b]) : nil
    let log = TapEventLog(a, b)
    GestureArena([a]).replay(drag)
    #expect(log.trail == ["a:began", "a:changed", "a:ended"])
    #expect(log.of("a").first?.time == K.time(0.1))
    #expect(b.state == .possible)
    _ = idle
  }

  @Test("A dependent that goes away takes itself off the required recogniser's list")
  func dependentGoesAway() {
    let b = scripted("b", begin: 0)
    do {
      let a = scripted("a", begin: 0)
      a.require(toFail: b)
      _ = GestureArena([a])
    }
    // b beginning would fail its dependents; a is gone and must not be reached.
    GestureArena([b]).replay(drag)
    #expect(b.state == .possible)
  }
}
