import GlideGestures
import GlideInput
import Testing

private typealias S = PanSwipeSupport

@Suite struct PanGestureRecognizerTests {
  // MARK: - One finger

  /// One finger at 100 mm/s: 1.25 mm per 80 Hz frame, 24 frames (30 mm), then the lift.
  private func drag(fingers: Int = 1, frames count: Int = 24) -> [TouchFrame] {
    let paths = (0..<fingers).map { finger in
      S.line(
        from: MillimetrePoint(x: 20, y: 20 + 12 * Double(finger)), by: MillimetreVector(dx: 30, dy: 0),
        frames: count)
    }
    return S.handBuilt((0...count).map { frame in paths.map { $0[frame] } })
  }

  @Test func aOneFingerDragBeginsChangesAndEndsWithTranslationFromTheBeginning() throws {
    let pan = PanGestureRecognizer()
    let log = S.Recording(pan)
    GestureArena([pan]).replay(drag())
    // Begins on the first moving frame (1.25 mm ≥ 1 mm), changes on the 23 others, ends at the lift.
    #expect(log.states == [.began] + Array(repeating: .changed, count: 23) + [.ended])
    let began = try #require(log.pan(0))
    #expect(began.translation == MillimetreVector(dx: 0, dy: 0))
    // 30 mm minus the 1.25 mm before the pan began, minus the 0.25 mm jitter margin it lags by.
    let ended = try #require(log.pan(-1))
    #expect(abs(ended.translation.dx - 28.5) < 1e-6)
    #expect(abs(ended.translation.dy) < 1e-9)
    #expect(pan.state == .possible)
  }

  @Test func velocityMatchesConstantSpeedAndHasNoSpikeAtTheLift() throws {
    let pan = PanGestureRecognizer()
    let log = S.Recording(pan)
    let timeline = GestureTimeline.swipe(
      fingers: 1, center: MillimetrePoint(x: 50, y: 30), translation: MillimetreVector(dx: 40, dy: 0),
      duration: 0.4)
    GestureArena([pan]).replay(S.frames(timeline))
    #expect(S.isRun(log.states, ending: .ended))
    // Every change after the first 100 ms, and the end, within 5 % of the analytic 100 mm/s.
    let start = try #require(log.events.first).time
    for event in log.events where event.time.seconds(since: start) > 0.1 {
      guard case .pan(_, let velocity) = event.values else { Issue.record("not a pan"); continue }
      #expect(abs(velocity.dx - 100) < 5, "\(event.state) at \(event.time): \(velocity)")
      #expect(abs(velocity.dy) < 1)
    }
    let ended = try #require(log.pan(-1))
    #expect(abs(ended.velocity.dx - 100) < 5)
  }

  // MARK: - UIKit oracles 37–39

  /// One finger at 20 mm, then a frame every 10 ms moving `step` mm right each time.
  private func steps(_ count: Int, of step: Double) -> [TouchFrame] {
    (0...count).map { index in
      let touch = Touch(
        id: TouchID(rawValue: 1), slot: 0, phase: index == 0 ? .began : .moved, position: DevicePoint(x: 0, y: 0),
        location: MillimetrePoint(x: 20 + Double(index) * step, y: 20))
      return TouchFrame(time: S.time(Double(index) * 0.01), touches: [touch], fingerCount: 1)
    }
  }

  @Test("Oracle 37: after setTranslation(.zero) a 30 pt move reads (30, 0); moves of 10 pt per 10 ms read 1000 pt/s")
  func oracle37() {
    let pan = PanGestureRecognizer()
    let arena = GestureArena([pan])
    let frames = steps(5, of: 10 / pointsPerMillimetre)  // 10 pt in mm, every 10 ms
    // The landing, the move that begins the pan (1.59 mm ≥ 1 mm) and one change: the reported position
    // now trails the finger by the 0.25 mm jitter margin, as it will while the finger keeps moving.
    arena.replay(frames.prefix(3))
    #expect(pan.state == .changed)
    pan.setTranslation(MillimetreVector(dx: 0, dy: 0))
    #expect(pan.translationInPoints == SIMD2(0, 0))
    arena.replay(frames.dropFirst(3))
    #expect(abs(pan.translationInPoints.x - 30) < 1e-9)
    #expect(pan.translationInPoints.y == 0)
    // Every sample 10 pt and 10 ms apart: the least-squares line is exactly 1000 pt/s (oracle: ±10 %).
    #expect(abs(pan.velocityInPoints.x - 1000) < 1e-6)
    #expect(abs(pan.velocityInPoints.y) < 1e-9)
  }

  @Test("Oracle 37: setTranslation rebases to any value and leaves the velocity alone")
  func oracle37Rebase() {
    let pan = PanGestureRecognizer()
    let arena = GestureArena([pan])
    let frames = steps(5, of: 10 / pointsPerMillimetre)
    arena.replay(frames.prefix(3))
    let velocity = pan.velocityInPoints
    pan.setTranslation(MillimetreVector(dx: 5 / pointsPerMillimetre, dy: -2 / pointsPerMillimetre))
    #expect(abs(pan.translationInPoints.x - 5) < 1e-9 && abs(pan.translationInPoints.y + 2) < 1e-9)
    #expect(pan.velocityInPoints == velocity)
    arena.replay(frames.dropFirst(3).prefix(1))
    #expect(abs(pan.translationInPoints.x - 15) < 1e-9 && abs(pan.translationInPoints.y + 2) < 1e-9)
  }

  @Test("Oracle 38: down, moves, up send began, changed × k, ended; the pan is possible and reset before the next sequence")
  func oracle38() throws {
    let pan = PanGestureRecognizer()
    let log = S.Recording(pan)
    let arena = GestureArena([pan])
    arena.replay(drag())
    // 24 moving frames: the first begins (1.25 mm ≥ 1 mm), the 23 others change; the lift ends it.
    #expect(log.states == [.began] + Array(repeating: .changed, count: 23) + [.ended])
    // Possible again at the lift frame itself, before any frame of the next sequence, and reset: the
    // translation of the last gesture is gone.
    #expect(pan.state == .possible)
    #expect(pan.translation == MillimetreVector(dx: 0, dy: 0))
    let later = drag().map { frame -> TouchFrame in
      var copy = frame
      copy.time = Timestamp(microseconds: frame.time.microseconds + 1_000_000)
      copy.touches = frame.touches.map { touch in
        var moved = touch
        moved.id = TouchID(rawValue: touch.id.rawValue + 10)
        return moved
      }
      return copy
    }
    arena.replay(later)
    // The second sequence is recognised afresh: the same states, from a translation of zero at began.
    #expect(log.states.count == 50)
    #expect(Array(log.states.suffix(25)) == Array(log.states.prefix(25)))
    let secondBegan = try #require(log.pan(25))
    #expect(secondBegan.translation == MillimetreVector(dx: 0, dy: 0))
    #expect(pan.state == .possible)
  }

  @Test("Oracle 39: with minimumNumberOfTouches 2 one finger dragging 100 pt sends no action, fails at the lift, then is possible")
  func oracle39() {
    let pan = PanGestureRecognizer(minimumNumberOfTouches: 2)
    let log = S.Recording(pan)
    var actions: [GestureState] = []
    pan.addTarget { actions.append($0.state) }
    let arena = GestureArena([pan])
    let frames = drag(frames: 60)  // 30 mm (189 pt) over 60 frames
    arena.replay(frames.dropLast())
    #expect(pan.state == .possible, "stays possible while the finger drags")
    #expect(log.states.isEmpty)
    arena.replay(frames.suffix(1))
    // The lift fails it, which its state observers see and its targets do not (UIKit sends no action
    // for failed), and the end of the sequence resets it.
    #expect(log.states == [.failed])
    #expect(actions.isEmpty)
    #expect(pan.state == .possible)
  }

  // MARK: - Shipped traces

  @Test(arguments: [
    ("swipe-2-fingers-left", MillimetreVector(dx: -30, dy: 0)),
    ("swipe-3-fingers-left", MillimetreVector(dx: -30, dy: 0)),
    ("swipe-3-fingers-up", MillimetreVector(dx: 0, dy: -15)),
  ])
  func shippedSwipesPanByTheirDisplacement(name: String, displacement: MillimetreVector) throws {
    for folder in S.deviceFolders {
      let pan = PanGestureRecognizer()
      let log = S.Recording(pan)
      GestureArena([pan]).replay(try S.shipped("traces/\(folder)/\(name).evemu"))
      #expect(S.isRun(log.states, ending: .ended), "\(folder): \(log.states)")
      let began = try #require(log.events.first)
      let ended = try #require(log.events.last)
      let translation = try #require(log.pan(-1)).translation
      // The pan begins after at most 3.75 mm (the two-finger decision's 2.5 mm of travel with the
      // distance steady, 3 mm with a third finger, in 80 Hz steps), and lags by the 0.25 mm jitter
      // margin.
      #expect(abs(translation.dx - displacement.dx) < 4.5, "\(folder): \(translation)")
      #expect(abs(translation.dy - displacement.dy) < 4.5, "\(folder): \(translation)")
      // Exactly: the centroid's travel since the begin, less the margin.
      let travel = MillimetreVector(
        dx: ended.location.x - began.location.x, dy: ended.location.y - began.location.y)
      let lag = travel.length - translation.length
      #expect(abs(lag - pan.jitterMarginMillimetres) < 0.05, "\(folder): \(travel) vs \(translation)")
      #expect(began.numberOfTouches == (name.contains("3") ? 3 : 2))
    }
  }

  @Test(arguments: PanSwipeSupport.deviceFolders)
  func shippedPinchFailsATwoFingerPan(folder: String) throws {
    for name in ["pinch-in-slow", "pinch-out-fast", "pinch-in-jitter", "rotate-clockwise"] {
      let pan = PanGestureRecognizer(minimumNumberOfTouches: 2)
      let log = S.Recording(pan)
      GestureArena([pan]).replay(try S.shipped("traces/\(folder)/\(name).evemu"))
      #expect(log.states == [.failed], "\(folder)/\(name)")
    }
  }

  // MARK: - Jitter

  @Test(arguments: [1, 2])
  func restingFingersWithJitterNeverBeginAPan(fingers: Int) {
    var random = SplitMix64(seed: 7)
    let spots = (0..<fingers).map { MillimetrePoint(x: 40 + 12 * Double($0), y: 30) }
    // Two seconds at 80 Hz, every position with 0.05 mm noise.
    let positions: [[MillimetrePoint?]] = (0..<160).map { _ in spots.map { S.jittered($0, &random) } }
    let pan = PanGestureRecognizer()
    let log = S.Recording(pan)
    GestureArena([pan]).replay(S.handBuilt(positions))
    #expect(log.states == [.failed])
  }

  @Test func jitterAfterAPanStopsDoesNotMoveIt() {
    var random = SplitMix64(seed: 3)
    let path = S.line(from: MillimetrePoint(x: 20, y: 20), by: MillimetreVector(dx: 20, dy: 0), frames: 16)
    // The drag, then one second resting with 0.05 mm noise.
    let positions: [[MillimetrePoint?]] =
      path.map { [$0] } + (0..<80).map { _ in [S.jittered(path[path.count - 1], &random)] }
    let pan = PanGestureRecognizer()
    let log = S.Recording(pan)
    GestureArena([pan]).replay(S.handBuilt(positions))
    // While resting, the translation stays within 0.2 mm of where the fingers stopped: the 0.25 mm
    // margin swallows most of the 0.05 mm noise; the reported point sits on the margin's edge when
    // the motion stops, so a few rare nudges of hundredths of a millimetre remain (libinput's
    // hysteresis behaves the same).
    let restStart = S.time(Double(path.count - 1) / S.rate)
    let resting = log.events.filter { $0.time > restStart }.compactMap { event -> MillimetreVector? in
      guard case .pan(let translation, _) = event.values else { return nil }
      return translation
    }
    let stopped = 20 - 1.25 - 0.25
    #expect(resting.allSatisfy { abs($0.dx - stopped) < 0.2 && abs($0.dy) < 0.2 }, "\(resting)")
    #expect(resting.count - 1 <= 4, "\(resting.count - 1) changes in 80 resting frames")
    #expect(log.states.last == .ended)
  }

  // MARK: - Finger counts

  @Test func maximumOfOneNeverPansWithTwoFingers() {
    let pan = PanGestureRecognizer(maximumNumberOfTouches: 1)
    let log = S.Recording(pan)
    GestureArena([pan]).replay(drag(fingers: 2))
    #expect(log.states == [.failed])
  }

  @Test func minimumOfTwoPansWithTwoFingers() {
    let pan = PanGestureRecognizer(minimumNumberOfTouches: 2)
    let log = S.Recording(pan)
    GestureArena([pan]).replay(drag(fingers: 2))
    #expect(S.isRun(log.states, ending: .ended))
  }

  @Test func aFingerAboveTheMaximumCancels() {
    let pan = PanGestureRecognizer(maximumNumberOfTouches: 2)
    let log = S.Recording(pan)
    let timeline = GestureTimeline.swipe(
      fingers: 2, center: MillimetrePoint(x: 50, y: 30), translation: MillimetreVector(dx: 30, dy: 0),
      duration: 0.3
    ).thirdFinger(landsAt: 0.15)
    GestureArena([pan]).replay(S.frames(timeline))
    #expect(S.isRun(log.states, ending: .cancelled), "\(log.states)")
    #expect(log.events.last?.numberOfTouches == 3)
  }

  @Test func aFingerLandingWithinTheLimitsDoesNotMoveTheTranslation() throws {
    // One finger pans right; a second lands 20 mm below at frame 10 and both carry on.
    let path = S.line(from: MillimetrePoint(x: 20, y: 20), by: MillimetreVector(dx: 30, dy: 0), frames: 24)
    let positions: [[MillimetrePoint?]] = path.enumerated().map { index, point in
      index < 10 ? [point] : [point, point.offset(x: 0, y: 20)]
    }
    let pan = PanGestureRecognizer()
    let log = S.Recording(pan)
    GestureArena([pan]).replay(S.handBuilt(positions))
    #expect(S.isRun(log.states, ending: .ended))
    // The centroid jumped 10 mm down; the translation did not.
    let translation = try #require(log.pan(-1)).translation
    #expect(abs(translation.dy) < 1e-9)
    #expect(abs(translation.dx - 28.5) < 1e-6)
    let steps = log.events.compactMap { event -> Double? in
      guard case .pan(let t, _) = event.values else { return nil }
      return t.dx
    }
    #expect(zip(steps, steps.dropFirst()).allSatisfy { $1 - $0 < 1.3 }, "no jump: \(steps)")
  }

  @Test func oneOfTwoFingersLiftingKeepsPanningAndTheLastLiftEnds() throws {
    let path = S.line(from: MillimetrePoint(x: 20, y: 20), by: MillimetreVector(dx: 30, dy: 0), frames: 24)
    let positions: [[MillimetrePoint?]] = path.enumerated().map { index, point in
      [point, index < 12 ? point.offset(x: 0, y: 12) : nil]
    }
    let pan = PanGestureRecognizer()
    let log = S.Recording(pan)
    GestureArena([pan]).replay(S.handBuilt(positions))
    #expect(S.isRun(log.states, ending: .ended))
    #expect(log.events.last?.time == S.time(25 / S.rate))
    // Both fingers move 1.25 mm per frame; the pan begins on the second moving frame (the two-finger
    // test wants 1.5 mm each), and the lift of one finger adds nothing.
    let translation = try #require(log.pan(-1)).translation
    #expect(abs(translation.dx - (30 - 2.5 - 0.25)) < 1e-6)
    #expect(abs(translation.dy) < 1e-9)
  }

  @Test func fallingBelowTheMinimumEnds() {
    let path = S.line(from: MillimetrePoint(x: 20, y: 20), by: MillimetreVector(dx: 30, dy: 0), frames: 24)
    let positions: [[MillimetrePoint?]] = path.enumerated().map { index, point in
      [point, index < 12 ? point.offset(x: 0, y: 12) : nil]
    }
    let pan = PanGestureRecognizer(minimumNumberOfTouches: 2)
    let log = S.Recording(pan)
    GestureArena([pan]).replay(S.handBuilt(positions))
    #expect(S.isRun(log.states, ending: .ended))
    #expect(log.events.last?.time == S.time(12 / S.rate))
  }

  // MARK: - Cancellation

  @Test func droppedEventsCancelAnActivePan() {
    let timeline = GestureTimeline.swipe(
      fingers: 2, center: MillimetrePoint(x: 50, y: 30), translation: MillimetreVector(dx: 30, dy: 0),
      duration: 0.3
    ).droppingEvents(at: 0.15)
    for device in S.devices {
      let pan = PanGestureRecognizer()
      let log = S.Recording(pan)
      GestureArena([pan]).replay(S.frames(timeline, on: device))
      // The drop reports every touch cancelled: the pan is cancelled, never ended. The fingers then
      // come back as fresh touches (a new touch sequence for the arena), which may pan anew.
      let first = Array(log.states.prefix { $0 != .cancelled }) + [.cancelled]
      #expect(S.isRun(first, ending: .cancelled), "\(device.name): \(log.states)")
      #expect(log.states.contains(.cancelled))
    }
  }

  @Test func aCancelledTouchFailsAPossiblePan() {
    var frames = S.handBuilt([[MillimetrePoint(x: 20, y: 20)], [MillimetrePoint(x: 20.2, y: 20)]])
    frames[1].touches[0].phase = .cancelled
    frames[1].followsDroppedEvents = true
    frames.removeLast()
    let pan = PanGestureRecognizer()
    let log = S.Recording(pan)
    GestureArena([pan]).replay(frames)
    #expect(log.states == [.failed])
  }

  // MARK: - Together with a pinch

  @Test func allowsSpreadMotionLetsAPinchThatDriftsPan() {
    // Two fingers spread apart while their midpoint drifts 10 mm right.
    let positions: [[MillimetrePoint?]] = (0...20).map { frame in
      let t = Double(frame) / 20
      return [MillimetrePoint(x: 40 - 12 * t, y: 30), MillimetrePoint(x: 60 + 32 * t, y: 30)]
    }
    for allows in [false, true] {
      let pan = PanGestureRecognizer()
      pan.allowsSpreadMotion = allows
      let log = S.Recording(pan)
      GestureArena([pan]).replay(S.handBuilt(positions))
      if allows {
        #expect(S.isRun(log.states, ending: .ended), "\(log.states)")
      } else {
        #expect(log.states == [.failed])
      }
    }
  }
}
