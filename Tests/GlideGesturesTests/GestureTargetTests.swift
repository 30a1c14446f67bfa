import GlideGestures
import GlideInput
import Testing

/// Targets come and go (`addTarget` / `removeTarget`), as do state observers (`addStateObserver` /
/// `removeStateObserver`); targets hear UIKit's action messages, state observers every change; and the
/// objects that observe a recogniser, or hold it, may go away before it does.
@Suite("Gesture targets and lifetimes")
struct GestureTargetTests {
  typealias K = TapKit

  /// A recogniser that begins on a touch, changes while it moves and ends when it lifts.
  private func follower() -> TapScriptedRecognizer {
    let recognizer = TapScriptedRecognizer("follower")
    recognizer.onFrame = { r, frame in
      if frame.touches.contains(where: { $0.phase == .ended }) {
        r.transition(to: .ended, at: frame.time)
      } else {
        r.transition(to: r.state == .possible ? .began : .changed, at: frame.time)
      }
    }
    return recognizer
  }

  private let press = [
    K.frame(0, [K.touch(1, .began)]), K.frame(0.1, [K.touch(1, .moved, x: 31)]),
    K.frame(0.2, [K.touch(1, .ended, x: 31)]),
  ]

  @Test("A removed target hears nothing more; the others keep hearing every change, in order")
  func removeTarget() {
    let recognizer = follower()
    let arena = GestureArena([recognizer])
    var heard: [String] = []
    let first = recognizer.addTarget { heard.append("first \($0.state)") }
    recognizer.addTarget { heard.append("second \($0.state)") }
    arena.process(press[0])
    recognizer.removeTarget(first)
    recognizer.removeTarget(first)  // twice is harmless
    arena.process(press[1])
    arena.process(press[2])
    #expect(heard == ["first began", "second began", "second changed", "second ended"])
  }

  @Test("Targets hear began, changed, ended and cancelled but no failure; state observers hear every change first")
  func targetsAndStateObservers() {
    let recognizer = follower()
    let arena = GestureArena([recognizer])
    var heard: [String] = []
    recognizer.addTarget { heard.append("target \($0.state)") }
    let observer = recognizer.addStateObserver { heard.append("observer \($0.state)") }
    arena.replay(press)
    #expect(heard == [
      "observer began", "target began", "observer changed", "target changed", "observer ended", "target ended",
    ])
    heard = []
    #expect(recognizer.transition(to: .failed, at: K.time(1)))
    #expect(heard == ["observer failed"], "UIKit sends no action for failed")
    heard = []
    recognizer.removeStateObserver(observer)
    let other = follower()
    other.addTarget { heard.append("target \($0.state)") }
    other.addStateObserver { heard.append("observer \($0.state)") }
    #expect(other.transition(to: .began, at: K.time(2)) && other.transition(to: .cancelled, at: K.time(2)))
    #expect(heard == ["observer began", "target began", "observer cancelled", "target cancelled"])
  }

  @Test("A removed state observer hears nothing more")
  func removeStateObserver() {
    let recognizer = follower()
    let arena = GestureArena([recognizer])
    var heard: [GestureState] = []
    let observer = recognizer.addStateObserver { heard.append($0.state) }
    arena.process(press[0])
    recognizer.removeStateObserver(observer)
    arena.process(press[1])
    #expect(heard == [.began])
  }

  @Test("A recogniser outlives its arena: it still moves through its states, with no arena to ask")
  func recognizerOutlivesArena() {
    let recognizer = follower()
    var states: [GestureState] = []
    recognizer.addTarget { states.append($0.state) }
    do {
      let arena = GestureArena([recognizer])
      arena.process(press[0])
    }
    // The arena is gone: the recogniser must not reach for it (it held it unowned).
    #expect(recognizer.transition(to: .changed, at: K.time(0.1)))
    #expect(recognizer.transition(to: .ended, at: K.time(0.2)))
    #expect(states == [.began, .changed, .ended])
  }

  @Test("A session that goes away stops forwarding its recognisers' changes")
  func sessionGoesAway() {
    let recognizer = follower()
    var forwarded = 0
    var session: GestureSession? = GestureSession(
      device: .synapticsTouchpad, recognizers: [recognizer], exclusive: true)
    session?.onEvent = { _ in forwarded += 1 }
    session?.process(press[0])
    #expect(forwarded == 1)
    weak let gone = session
    session = nil
    #expect(gone == nil)
    // The recogniser lives on (the test holds it) and changes state: nobody is called.
    #expect(recognizer.transition(to: .changed, at: K.time(0.1)))
    #expect(forwarded == 1)
  }
}
