import GlideGestures
import GlideInput
import Testing

@Suite("Long press gesture recognizer")
struct LongPressGestureRecognizerTests {
  typealias K = TapKit

  /// Points as millimetres (UIKit's 160 pt per inch).
  private func mm(points: Double) -> Double { points / pointsPerMillimetre }

  private func run(
    _ press: LongPressGestureRecognizer, _ frames: [TouchFrame], until end: Double? = nil
  ) -> TapEventLog {
    let log = TapEventLog(press)
    GestureArena([press]).replay(frames, until: end.map(K.time))
    return log
  }

  @Test("Defaults are UIKit's")
  func defaults() {
    let press = LongPressGestureRecognizer()
    #expect(press.minimumPressDuration == 0.5)
    #expect(abs(press.allowableMovementMillimetres - 1.5875) < 1e-12)
    #expect(press.numberOfTouchesRequired == 1 && press.numberOfTapsRequired == 0)
  }

  @Test("Oracle 42: possible at 0.49 s, began at exactly 0.5 s with no frame, changed on a move, ended")
  func oracle42() {
    let press = LongPressGestureRecognizer()
    let log = TapEventLog(press)
    let arena = GestureArena([press])
    arena.process(K.frame(0, [K.touch(1, .began, x: 30, y: 20)]))
    arena.process(K.frame(0.49, [K.touch(1, .stationary, x: 30, y: 20)]))
    #expect(press.state == .possible)
    #expect(arena.nextDeadline == K.time(0.5))
    arena.advance(to: K.time(0.55))
    #expect(log.events.map(\.state) == [.began])
    #expect(log.events.first?.time == K.time(0.5))
    arena.process(K.frame(0.6, [K.touch(1, .moved, x: 30 + mm(points: 50), y: 20)]))
    arena.process(K.frame(0.7, [K.touch(1, .ended, x: 30 + mm(points: 50), y: 20)]))
    #expect(log.events.map(\.state) == [.began, .changed, .ended])
    guard case .longPress(let location, let translation) = log.events[1].values else {
      Issue.record("not long-press values")
      return
    }
    #expect(abs(location.x - (30 + mm(points: 50))) < 1e-9 && location.y == 20)
    #expect(abs(translation.dx - mm(points: 50)) < 1e-9 && translation.dy == 0)
    #expect(log.events[2].time == K.time(0.7))
    #expect(press.state == .possible)
  }

  @Test("Oracle 42: moving 11 pt at 0.3 s fails it; 9 pt does not")
  func movingTooFarFails() {
    let far = [
      K.frame(0, [K.touch(1, .began, x: 30, y: 20)]),
      K.frame(0.3, [K.touch(1, .moved, x: 30, y: 20 + mm(points: 11))]),
      K.frame(0.8, [K.touch(1, .ended, x: 30, y: 20 + mm(points: 11))]),
    ]
    let log = run(LongPressGestureRecognizer(), far, until: 1)
    #expect(log.events.map(\.state) == [.failed])
    #expect(log.events.first?.time == K.time(0.3))
    var near = far
    near[1] = K.frame(0.3, [K.touch(1, .moved, x: 30, y: 20 + mm(points: 9))])
    near[2] = K.frame(0.8, [K.touch(1, .ended, x: 30, y: 20 + mm(points: 9))])
    #expect(run(LongPressGestureRecognizer(), near, until: 1).events.map(\.state) == [.began, .ended])
  }

  @Test("A lift before the minimum duration fails it; nothing happens later")
  func liftTooSoon() {
    let log = run(LongPressGestureRecognizer(), K.tap(1, down: 0, up: 0.3), until: 2)
    #expect(log.events.map(\.state) == [.failed])
    #expect(log.events.first?.time == K.time(0.3))
  }

  @Test("A cancelled touch cancels an active press and fails a possible one")
  func cancelledTouch() {
    let active = [K.frame(0, [K.touch(1, .began)]), K.frame(0.6, [K.touch(1, .cancelled)], fingers: 0)]
    #expect(run(LongPressGestureRecognizer(), active).events.map(\.state) == [.began, .cancelled])
    let possible = [K.frame(0, [K.touch(1, .began)]), K.frame(0.3, [K.touch(1, .cancelled)], fingers: 0)]
    #expect(run(LongPressGestureRecognizer(), possible).events.map(\.state) == [.failed])
  }

  @Test("Finger count: an extra finger before the press fails it, after it began is ignored")
  func fingerCountChanges() {
    let early = [
      K.frame(0, [K.touch(1, .began)]), K.frame(0.2, [K.touch(1, .stationary), K.touch(2, .began, x: 45)]),
      K.frame(0.8, [K.touch(1, .ended), K.touch(2, .ended, x: 45)]),
    ]
    let log = run(LongPressGestureRecognizer(), early, until: 1)
    #expect(log.events.map(\.state) == [.failed])
    #expect(log.events.first?.time == K.time(0.2))
    let late = [
      K.frame(0, [K.touch(1, .began)]), K.frame(0.6, [K.touch(1, .stationary), K.touch(2, .began, x: 45)]),
      K.frame(0.7, [K.touch(1, .stationary), K.touch(2, .moved, x: 50)]),
      K.frame(0.8, [K.touch(1, .ended), K.touch(2, .stationary, x: 50)]),
      K.frame(0.9, [K.touch(2, .ended, x: 50)]),
    ]
    let after = run(LongPressGestureRecognizer(), late, until: 1)
    #expect(after.events.map(\.state) == [.began, .ended])
    #expect(after.events.map(\.time) == [K.time(0.5), K.time(0.8)])
    #expect(after.events.last?.location == MillimetrePoint(x: 30, y: 20))
  }

  @Test("A two-finger press starts its timer when the second finger lands; a lift ends it")
  func twoFingers() {
    let frames = [
      K.frame(0, [K.touch(1, .began)]), K.frame(0.1, [K.touch(1, .stationary), K.touch(2, .began, x: 40)]),
      K.frame(0.7, [K.touch(1, .stationary), K.touch(2, .ended, x: 40)]),
      K.frame(0.8, [K.touch(1, .ended)]),
    ]
    let log = run(LongPressGestureRecognizer(numberOfTouchesRequired: 2), frames, until: 1)
    #expect(log.events.map(\.state) == [.began, .ended])
    #expect(log.events.map(\.time) == [K.time(0.6), K.time(0.7)])
    #expect(log.events.first?.numberOfTouches == 2)
    #expect(log.events.first?.location == MillimetrePoint(x: 35, y: 20))
  }

  @Test("With one tap required: tap, then press; the press begins 0.5 s after it landed")
  func tapThenPress() {
    let frames = K.tap(1, down: 0, up: 0.05) + [
      K.frame(0.2, [K.touch(2, .began)]), K.frame(0.9, [K.touch(2, .ended)]),
    ]
    let log = run(LongPressGestureRecognizer(numberOfTapsRequired: 1), frames, until: 1)
    #expect(log.events.map(\.state) == [.began, .ended])
    #expect(log.events.map(\.time) == [K.time(0.7), K.time(0.9)])
    let plain = run(LongPressGestureRecognizer(numberOfTapsRequired: 1), [frames[2], frames[3]], until: 1)
    #expect(plain.events.map(\.state) == [.failed], "a press without the tap holds too long for a tap")
  }

  @Test("A finger resting 0.6 s in a synthetic trace: began 0.5 s after landing, ended at the lift")
  func restingTrace() throws {
    let timeline = GestureTimeline.tap(fingers: 1, center: MillimetrePoint(x: 33, y: 13), duration: 0.6)
    let frames = K.frames(of: timeline, on: .synapticsTouchpad)
    let log = run(LongPressGestureRecognizer(), frames, until: 2)
    let landing = try #require(frames.first).time
    let lift = try #require(frames.last).time
    #expect(log.events.map(\.state) == [.began, .ended])
    #expect(log.events.map(\.time) == [Timestamp(microseconds: landing.microseconds + 500_000), lift])
    #expect(abs(lift.seconds(since: landing) - 0.6) < 0.013)
  }
}
