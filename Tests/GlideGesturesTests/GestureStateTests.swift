import GlideGestures
import GlideInput
import Testing

@Suite("Gesture state machine")
struct GestureStateTests {
  typealias K = TapKit

  /// UIKit's legal moves (Chameleon's table), written out pair by pair.
  static let continuousMoves: Set<String> = [
    "possible→began", "possible→failed", "began→changed", "began→ended", "began→cancelled",
    "changed→changed", "changed→ended", "changed→cancelled",
  ]
  static let discreteMoves: Set<String> = ["possible→ended", "possible→failed"]

  @Test("canMove allows exactly UIKit's moves, for every pair", arguments: [false, true])
  func everyPair(discrete: Bool) {
    let legal = discrete ? Self.discreteMoves : Self.continuousMoves
    for from in GestureState.allCases {
      for to in GestureState.allCases {
        let key = "\(from.rawValue)→\(to.rawValue)"
        #expect(from.canMove(to: to, discrete: discrete) == legal.contains(key), "\(key)")
      }
    }
  }

  @Test("recognized is ended; active and terminal states")
  func stateKinds() {
    #expect(GestureState.recognized == .ended)
    #expect(GestureState.allCases.filter(\.isActive) == [.began, .changed])
    #expect(GestureState.allCases.filter(\.isTerminal) == [.ended, .cancelled, .failed])
  }

  @Test("transition(to:at:) rejects illegal moves and leaves the state alone", arguments: [false, true])
  func illegalMoves(discrete: Bool) {
    let legal = discrete ? Self.discreteMoves : Self.continuousMoves
    for from in GestureState.allCases {
      for to in GestureState.allCases where !legal.contains("\(from.rawValue)→\(to.rawValue)") {
        let recognizer = TapScriptedRecognizer("r", discrete: discrete)
        guard reach(from, recognizer) else { continue }
        let log = TapEventLog(recognizer)
        #expect(!recognizer.transition(to: to, at: K.time(1)), "\(from)→\(to)")
        #expect(recognizer.state == from, "\(from)→\(to)")
        #expect(log.events.isEmpty, "\(from)→\(to)")
      }
    }
  }

  /// Drives `recognizer` (outside any arena) to `state` through legal moves; false if unreachable.
  private func reach(_ state: GestureState, _ recognizer: GestureRecognizer) -> Bool {
    let path: [GestureState]
    switch state {
    case .possible: path = []
    case .began: path = [.began]
    case .changed: path = [.began, .changed]
    case .ended: path = recognizer.isDiscrete ? [.ended] : [.began, .ended]
    case .cancelled: path = [.began, .cancelled]
    case .failed: path = [.failed]
    }
    for next in path where !recognizer.transition(to: next, at: K.time(0)) { return false }
    return recognizer.state == state
  }

  @Test("State observers and the events sequence both get every change, in order")
  func observers() async {
    let recognizer = TapScriptedRecognizer("pan")
    let stream = recognizer.events
    let log = TapEventLog(recognizer)
    let moves: [GestureState] = [.began, .changed, .changed, .ended]
    for (index, move) in moves.enumerated() {
      #expect(recognizer.transition(to: move, at: K.time(Double(index))))
    }
    #expect(log.events.map(\.state) == moves)
    #expect(log.events.map(\.time) == (0..<4).map { K.time(Double($0)) })
    var streamed: [GestureEvent] = []
    for await event in stream {
      streamed.append(event)
      if streamed.count == moves.count { break }
    }
    #expect(streamed == log.events)
  }

  @Test("Oracle 38: a terminal state persists until every touch lifted; then reset() is called once and the state is possible")
  func resetAfterLastLift() {
    let recognizer = TapScriptedRecognizer("r")
    recognizer.onFrame = { r, frame in
      if r.state == .possible { r.transition(to: .began, at: frame.time) }
      if frame.touches.contains(where: { $0.phase == .ended }) { r.transition(to: .ended, at: frame.time) }
    }
    let arena = GestureArena([recognizer])
    arena.process(K.frame(0, [K.touch(1, .began), K.touch(2, .began, x: 40)]))
    arena.process(K.frame(0.1, [K.touch(1, .ended), K.touch(2, .stationary, x: 40)]))
    #expect(recognizer.state == .ended)
    #expect(recognizer.resets == 0)
    arena.process(K.frame(0.2, [K.touch(2, .stationary, x: 40)]))
    #expect(recognizer.state == .ended, "a terminal state is not left while a touch is down")
    arena.process(K.frame(0.3, [K.touch(2, .ended, x: 40)]))
    #expect(recognizer.state == .possible)
    #expect(recognizer.resets == 1)
    arena.advance(to: K.time(0.5))
    arena.process(K.frame(0.6, []))
    #expect(recognizer.resets == 1, "once per sequence, not again while nothing happens")
  }

  @Test("A pad counting a finger it has no position for keeps the sequence going")
  func fingerCountKeepsSequence() {
    let recognizer = TapScriptedRecognizer("r")
    recognizer.onFrame = { r, frame in if r.state == .possible { r.transition(to: .failed, at: frame.time) } }
    let arena = GestureArena([recognizer])
    arena.process(K.frame(0, [K.touch(1, .began)], fingers: 3))
    arena.process(K.frame(0.1, [K.touch(1, .ended)], fingers: 1))
    #expect(recognizer.state == .failed)
    arena.process(K.frame(0.2, [], fingers: 0))
    #expect(recognizer.state == .possible)
  }
}
