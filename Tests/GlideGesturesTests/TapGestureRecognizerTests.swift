import GlideGestures
import GlideInput
import Testing

@Suite("Tap gesture recognizer")
struct TapGestureRecognizerTests {
  typealias K = TapKit

  /// Replays `frames` (and the clock to `end`) through an arena holding only `tap`.
  private func run(
    _ tap: TapGestureRecognizer, _ frames: [TouchFrame], until end: Double? = nil
  ) -> TapEventLog {
    let log = TapEventLog(tap)
    GestureArena([tap]).replay(frames, until: end.map(K.time))
    return log
  }

  @Test("One tap sends exactly one action, recognized at the lift, never began or changed (oracle 43)")
  func oneTap() {
    let tap = TapGestureRecognizer()
    let log = run(tap, K.tap(1, down: 0.1, up: 0.16, x: 12, y: 8), until: 2)
    #expect(log.states(of: "tap") == [.recognized])
    #expect(log.events.first?.time == K.time(0.16))
    #expect(log.events.first?.values == .tap(location: MillimetrePoint(x: 12, y: 8), taps: 1))
    #expect(log.events.first?.numberOfTouches == 1)
    #expect(tap.state == .possible)
  }

  @Test("Two taps make a double tap, recognized at the second lift")
  func doubleTap() {
    let tap = TapGestureRecognizer(name: "double", numberOfTapsRequired: 2)
    let frames = K.tap(1, down: 0, up: 0.05) + K.tap(2, down: 0.3, up: 0.35)
    let log = run(tap, frames, until: 2)
    #expect(log.events.map(\.state) == [.recognized])
    #expect(log.events.first?.time == K.time(0.35))
    #expect(log.events.first?.values == .tap(location: MillimetrePoint(x: 30, y: 20), taps: 2))
  }

  @Test("A double tap fails exactly when the second tap is late, with no frame at that moment")
  func lateSecondTap() {
    let tap = TapGestureRecognizer(name: "double", numberOfTapsRequired: 2)
    let log = run(tap, K.tap(1, down: 0, up: 0.05), until: 1)
    #expect(log.events.map(\.state) == [.failed])
    #expect(log.events.first?.time == K.time(0.05 + TapGestureRecognizer.defaultMaximumTapInterval))
  }

  @Test("A press longer than the tap duration fails exactly at the deadline")
  func tooLong() {
    let tap = TapGestureRecognizer()
    let frames = K.tap(1, down: 0, up: 0.4)
    let log = TapEventLog(tap)
    let arena = GestureArena([tap])
    arena.process(frames[0])
    #expect(arena.nextDeadline == K.time(0.18))
    arena.advance(to: K.time(0.3))
    #expect(log.events.map(\.state) == [.failed])
    #expect(log.events.first?.time == K.time(0.18))
    #expect(tap.state == .failed, "still failed while the finger is down")
    arena.process(frames[1])
    #expect(tap.state == .possible, "reset once the finger lifted")
    #expect(log.events.count == 1)
  }

  @Test("A tap whose finger lifts just before the deadline is recognized")
  func justInTime() {
    let log = run(TapGestureRecognizer(), K.tap(1, down: 0, up: 0.179_999))
    #expect(log.events.map(\.state) == [.recognized])
  }

  @Test("Moving more than the allowance fails the tap at that frame")
  func tooMuchMovement() {
    let tap = TapGestureRecognizer()
    let frames = [
      K.frame(0, [K.touch(1, .began, x: 10, y: 10)]),
      K.frame(0.02, [K.touch(1, .moved, x: 13, y: 13)]),  // 4.24 mm: allowed
      K.frame(0.04, [K.touch(1, .moved, x: 14, y: 14)]),  // 5.66 mm: too far
      K.frame(0.06, [K.touch(1, .ended, x: 10, y: 10)]),
    ]
    let log = run(tap, frames)
    #expect(log.events.map(\.state) == [.failed])
    #expect(log.events.first?.time == K.time(0.04))
  }

  @Test("A third finger landing on a two-finger tap fails it at once")
  func tooManyFingers() {
    let tap = TapGestureRecognizer(name: "two", numberOfTouchesRequired: 2)
    let frames = [
      K.frame(0, [K.touch(1, .began), K.touch(2, .began, x: 42)]),
      K.frame(0.03, [K.touch(1, .stationary), K.touch(2, .stationary, x: 42)], fingers: 3),
      K.frame(0.06, [K.touch(1, .ended), K.touch(2, .ended, x: 42)], fingers: 0),
    ]
    let log = run(tap, frames)
    #expect(log.events.map(\.state) == [.failed])
    #expect(log.events.first?.time == K.time(0.03))
  }

  @Test("A one-finger tap fails a two-finger recogniser, and a two-finger tap a one-finger one")
  func wrongFingerCount() {
    let two = TapGestureRecognizer(name: "two", numberOfTouchesRequired: 2)
    #expect(run(two, K.tap(1, down: 0, up: 0.05)).events.map(\.state) == [.failed])
    let one = TapGestureRecognizer()
    let frames = [
      K.frame(0, [K.touch(1, .began), K.touch(2, .began, x: 42)]),
      K.frame(0.05, [K.touch(1, .ended), K.touch(2, .ended, x: 42)]),
    ]
    #expect(run(one, frames).events.map(\.state) == [.failed])
  }

  @Test("Staggered landings count from the last finger; a finger landing again after a lift fails the tap")
  func fingerCountChanges() {
    let staggered = [
      K.frame(0, [K.touch(1, .began)]),
      K.frame(0.1, [K.touch(1, .stationary), K.touch(2, .began, x: 42)]),
      K.frame(0.2, [K.touch(1, .ended), K.touch(2, .stationary, x: 42)]),
      K.frame(0.25, [K.touch(2, .ended, x: 42)]),
    ]
    let two = TapGestureRecognizer(name: "two", numberOfTouchesRequired: 2)
    let log = run(two, staggered)
    #expect(log.events.map(\.state) == [.recognized])
    #expect(log.events.first?.values == .tap(location: MillimetrePoint(x: 36, y: 20), taps: 1))
    let relanding = [
      K.frame(0, [K.touch(1, .began), K.touch(2, .began, x: 42)]),
      K.frame(0.03, [K.touch(1, .stationary), K.touch(2, .ended, x: 42)]),
      K.frame(0.06, [K.touch(1, .stationary), K.touch(3, .began, x: 42)]),
      K.frame(0.09, [K.touch(1, .ended), K.touch(3, .ended, x: 42)]),
    ]
    let again = TapGestureRecognizer(name: "two", numberOfTouchesRequired: 2)
    #expect(run(again, relanding).events.map(\.time) == [K.time(0.06)])
    #expect(again.state == .possible)
  }

  @Test("A cancelled touch or a click fails the tap")
  func cancelledOrClicked() {
    let cancelled = [K.frame(0, [K.touch(1, .began)]), K.frame(0.03, [K.touch(1, .cancelled)], fingers: 0)]
    #expect(run(TapGestureRecognizer(), cancelled).events.map(\.state) == [.failed])
    let clicked = [
      K.frame(0, [K.touch(1, .began)]), K.frame(0.03, [K.touch(1, .stationary)], buttons: .left),
      K.frame(0.06, [K.touch(1, .ended)]),
    ]
    #expect(run(TapGestureRecognizer(), clicked).events.map(\.state) == [.failed])
  }

  // MARK: - Traces

  @Test(
    "Shipped tap traces are recognized with the right finger count",
    arguments: ["synaptics", "precision", "touchscreen"], [1, 2])
  func shippedTraces(device: String, fingers: Int) throws {
    let name = fingers == 1 ? "tap-1-finger" : "tap-\(fingers)-fingers"
    let frames = try K.frames(ofFile: "traces/\(device)/\(name).evemu")
    let matching = TapGestureRecognizer(name: "match", numberOfTouchesRequired: fingers)
    let other = TapGestureRecognizer(name: "other", numberOfTouchesRequired: 3 - fingers)
    let log = TapEventLog(matching, other)
    GestureArena([matching, other]).replay(frames, until: K.time(2))
    let lift = try #require(frames.last).time
    #expect(log.states(of: "match") == [.recognized])
    #expect(log.of("match").first?.time == lift)
    #expect(log.of("match").first?.numberOfTouches == fingers)
    #expect(log.states(of: "other") == [.failed])
  }

  @Test("A three-finger tap on the 2-slot Synaptics pad counts three fingers")
  func threeFingersOnTwoSlots() {
    let frames = K.frames(
      of: .tap(fingers: 3, center: MillimetrePoint(x: 33, y: 13)), on: .synapticsTouchpad)
    #expect(frames.contains { $0.fingerCount == 3 && $0.activeTouches.count == 2 })
    let three = TapGestureRecognizer(name: "three", numberOfTouchesRequired: 3)
    let log = run(three, frames)
    #expect(log.events.map(\.state) == [.recognized])
    #expect(log.events.first?.numberOfTouches == 3)
  }

  @Test("Real ALPS single tap: a one-finger tap")
  func realSingleTap() throws {
    let frames = try K.frames(ofFile: "traces/real/touchpads__AlpsPS2_ALPS_GlidePoint.single-tap.events")
    let log = run(TapGestureRecognizer(), frames, until: 2)
    #expect(log.events.map(\.state) == [.recognized])
    #expect(log.events.first?.time == frames.last?.time)
  }

  @Test("Real ALPS double tap: a two-tap tap, and two single taps for a one-tap recogniser")
  func realDoubleTap() throws {
    let frames = try K.frames(ofFile: "traces/real/touchpads__AlpsPS2_ALPS_GlidePoint.double-tap.events")
    let double = TapGestureRecognizer(name: "double", numberOfTapsRequired: 2)
    let log = run(double, frames, until: 2)
    #expect(log.events.map(\.state) == [.recognized])
    #expect(log.events.first?.values.taps == 2)
    #expect(log.events.first?.time == frames.last?.time)
    #expect(run(TapGestureRecognizer(), frames, until: 2).events.map(\.state) == [.recognized, .recognized])
  }

  @Test(
    "Real Cypress two- and three-finger taps",
    arguments: [(2, "two_finger_tap"), (3, "three_finger_tap")])
  func realMultiFingerTaps(fingers: Int, file: String) throws {
    let frames = try K.frames(ofFile: "traces/real/touchpads__CyPS2_Cypress_Trackpad.\(file).events")
    let tap = TapGestureRecognizer(name: "multi", numberOfTouchesRequired: fingers)
    let log = run(tap, frames, until: 2)
    #expect(log.events.map(\.state) == [.recognized])
    #expect(log.events.first?.numberOfTouches == fingers)
    #expect(log.events.first?.time == frames.last?.time)
  }
}

extension GestureValues {
  // fileprivate: other suites may want their own.
  /// A tap's count, or `nil` for other gestures.
  fileprivate var taps: Int? {
    if case .tap(_, let taps) = self { return taps }
    return nil
  }
}
