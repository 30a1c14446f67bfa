import GlideGestures
import GlideInput
import Testing

private typealias K = TapKit

/// What the hit view hears, in one log with the recognisers' state changes, so the order between them
/// shows.
private final class ViewLog: TouchResponder {
  private(set) var lines: [String] = []
  /// The touches of each message the view was told, in order.
  private(set) var told: [[Touch]] = []

  init(_ recognizers: GestureRecognizer...) {
    for recognizer in recognizers {
      recognizer.addStateObserver { [unowned self] event in
        self.lines.append("\(event.recognizer).\(event.state.rawValue) \(Self.seconds(event.time))")
      }
    }
  }

  func touchesBegan(_ touches: [Touch], at time: Timestamp) { note("began", touches, time) }
  func touchesMoved(_ touches: [Touch], at time: Timestamp) { note("moved", touches, time) }
  func touchesEnded(_ touches: [Touch], at time: Timestamp) { note("ended", touches, time) }
  func touchesCancelled(_ touches: [Touch], at time: Timestamp) { note("cancelled", touches, time) }

  /// The view's lines only.
  var view: [String] { lines.filter { $0.hasPrefix("view.") } }

  private func note(_ what: String, _ touches: [Touch], _ time: Timestamp) {
    told.append(touches)
    lines.append("view.\(what) \(touches.map(\.id.description).joined(separator: ",")) \(Self.seconds(time))")
  }

  private static func seconds(_ time: Timestamp) -> String { "\(Double(time.microseconds) / 1e6)" }
}

@Suite struct TouchDeliveryTests {
  /// One finger landing at x 20 mm and moving 0.5 mm every 10 ms (the pan begins at the second move,
  /// 1 mm), `moves` times, then lifting.
  private func drag(moves: Int, step: Double = 0.5) -> [TouchFrame] {
    var frames = [K.frame(0, [K.touch(1, .began, x: 20)])]
    for index in 1...max(moves, 1) where moves > 0 {
      frames.append(K.frame(Double(index) * 0.01, [K.touch(1, .moved, x: 20 + Double(index) * step)]))
    }
    let last = 20 + Double(moves) * step
    frames.append(K.frame(Double(moves + 1) * 0.01, [K.touch(1, .ended, x: last)]))
    return frames
  }

  @Test("Oracle 48: with cancelsTouchesInView the view is told touchesCancelled before the first action")
  func cancelsBeforeTheFirstAction() {
    let pan = PanGestureRecognizer()
    #expect(pan.cancelsTouchesInView && !pan.delaysTouchesBegan && pan.delaysTouchesEnded, "UIKit's defaults")
    let log = ViewLog(pan)
    let arena = GestureArena([pan])
    arena.view = log
    arena.replay(drag(moves: 4))
    #expect(log.lines == [
      "view.began #1 0.0", "view.moved #1 0.01",
      // The second move (1 mm) begins the pan: the view's touch is cancelled first, then the action.
      "view.cancelled #1 0.02", "pan.began 0.02",
      "pan.changed 0.03", "pan.changed 0.04", "pan.ended 0.05",
    ])
  }

  @Test("Oracle 48: without cancelsTouchesInView the view follows the whole touch alongside the pan")
  func withoutCancelling() {
    let pan = PanGestureRecognizer()
    pan.cancelsTouchesInView = false
    let log = ViewLog(pan)
    let arena = GestureArena([pan])
    arena.view = log
    arena.replay(drag(moves: 3))
    #expect(log.lines == [
      "view.began #1 0.0", "view.moved #1 0.01", "pan.began 0.02", "view.moved #1 0.02",
      "pan.changed 0.03", "view.moved #1 0.03", "pan.ended 0.04", "view.ended #1 0.04",
    ])
  }

  @Test("Oracle 48: with delaysTouchesBegan the view sees no touchesBegan of a gesture that is recognised")
  func delaysBeganAndRecognised() {
    let pan = PanGestureRecognizer()
    pan.delaysTouchesBegan = true
    let log = ViewLog(pan)
    let arena = GestureArena([pan])
    arena.view = log
    arena.replay(drag(moves: 4))
    #expect(log.view.isEmpty)
    #expect(log.lines.first == "pan.began 0.02")
  }

  @Test("Oracle 48: with delaysTouchesBegan the held touches are told, in order, once the recogniser fails")
  func delaysBeganUntilFailure() {
    let pan = PanGestureRecognizer()
    pan.delaysTouchesBegan = true
    let log = ViewLog(pan)
    let arena = GestureArena([pan])
    arena.view = log
    // 0.3 mm: under the pan's 1 mm, so it fails at the lift; until then the view hears nothing.
    let frames = drag(moves: 1, step: 0.3)
    arena.replay(frames.dropLast())
    #expect(log.lines.isEmpty)
    arena.replay(frames.suffix(1))
    #expect(log.lines == [
      "pan.failed 0.02", "view.began #1 0.02", "view.moved #1 0.02", "view.ended #1 0.02",
    ])
  }

  @Test("delaysTouchesEnded: a double tap waiting for its second tap holds the first tap's end, then cancels both")
  func delaysEndedUntilRecognised() {
    let double = TapGestureRecognizer(name: "double-tap", numberOfTapsRequired: 2)
    let log = ViewLog(double)
    let arena = GestureArena([double])
    arena.view = log
    arena.replay(K.tap(1, down: 0, up: 0.05))
    #expect(log.lines == ["view.began #1 0.0"], "the end waits for the double tap to decide")
    arena.replay(K.tap(2, down: 0.15, up: 0.2))
    #expect(log.lines == [
      "view.began #1 0.0", "view.began #2 0.15",
      // Recognised at the second lift: the first tap's held end becomes a cancel, with the second's.
      "view.cancelled #1,#2 0.2", "double-tap.ended 0.2",
    ])
  }

  @Test("delaysTouchesEnded: a single tap that waited for a second one is told ended when the double tap fails")
  func delaysEndedUntilFailure() throws {
    let double = TapGestureRecognizer(name: "double-tap", numberOfTapsRequired: 2)
    let pan = PanGestureRecognizer()
    let log = ViewLog(double, pan)
    let arena = GestureArena([double, pan])
    arena.view = log
    arena.replay(K.tap(1, down: 0, up: 0.05))
    #expect(log.view == ["view.began #1 0.0"])
    // The pan failed at the lift and was reset: it is idle, not deciding on the held end. The double
    // tap fails when the wait for a second tap runs out; the end is told then.
    arena.advance(to: K.time(1))
    let failed = try #require(log.lines.firstIndex { $0.hasPrefix("double-tap.failed") })
    #expect(log.lines.last == "view.ended #1 " + log.lines[failed].split(separator: " ")[1])
    #expect(log.lines.firstIndex { $0.hasPrefix("view.ended") } == log.lines.count - 1)
  }

  @Test("delaysTouchesBegan: 10,000 moves 3 µs apart wait as one touchesMoved, told with the touch's last place")
  func heldMovesAreOneMessage() {
    let pan = PanGestureRecognizer()
    pan.delaysTouchesBegan = true
    let log = ViewLog(pan)
    let arena = GestureArena([pan])
    arena.view = log
    // 0.3 mm in all: under the pan's 1 mm, so it fails at the lift, and the view is told then.
    // (Before, each waited as a message of its own, every one scanned at every frame, and all 10,000 were told.)
    let moves = 10_000
    var frames = [K.frame(0, [K.touch(1, .began, x: 20)])]
    for index in 1...moves {
      frames.append(K.frame(Double(index) * 3e-6, [K.touch(1, .moved, x: 20 + 0.3 * Double(index) / Double(moves))]))
    }
    frames.append(K.frame(0.31, [K.touch(1, .ended, x: 20.3)]))
    arena.replay(frames)
    #expect(log.lines == ["pan.failed 0.31", "view.began #1 0.31", "view.moved #1 0.31", "view.ended #1 0.31"])
    #expect(log.told.map { $0.map(\.location.x) } == [[20], [20.3], [20.3]])
  }
}
