import Foundation
import GlideGestures
import GlideInput
import Testing

@Suite("Rotation gesture recognizer")
struct RotationGestureRecognizerTests {
  typealias F = TwoFingerFrames

  func run(_ frames: [TouchFrame], _ rotation: RotationGestureRecognizer = RotationGestureRecognizer())
    -> (RotationGestureRecognizer, EventLog)
  {
    let log = EventLog(rotation)
    GestureArena([rotation]).replay(frames)
    return (rotation, log)
  }

  /// `frames` a `seconds` later, without their first frame (for continuing a gesture).
  func continuing(_ frames: [TouchFrame], after seconds: Double) -> [TouchFrame] {
    frames.dropFirst().map { frame in
      var frame = frame
      frame.time = Timestamp(microseconds: frame.time.microseconds + Int64(seconds * 1e6))
      return frame
    }
  }

  // MARK: - UIKit oracle 41

  @Test("A 90° clockwise turn gives π/2; set 0, 30° more gives π/6")
  func oracle41() {
    let rotation = RotationGestureRecognizer()
    let log = EventLog(rotation)
    let arena = GestureArena([rotation])
    arena.replay(F.orbit(distance: { _ in 40 }, angle: { $0 * .pi }, duration: 0.5, lift: false))
    #expect(abs(rotation.rotation - .pi / 2) < 1e-9)
    rotation.rotation = 0
    let more = F.orbit(distance: { _ in 40 }, angle: { .pi / 2 + $0 * .pi / 3 }, duration: 0.5)
    arena.replay(continuing(more, after: 0.5))
    #expect(abs((log.values(of: "rotation").last?.value ?? 0) - .pi / 6) < 1e-9)
    #expect(isContinuousRun(log.states(of: "rotation"), ending: .ended))
    #expect(rotation.state == .possible)
  }

  @Test("Anticlockwise turns are negative")
  func anticlockwise() throws {
    let (_, log) = run(F.orbit(distance: { _ in 30 }, angle: { -$0 }, duration: 0.5))
    #expect(isContinuousRun(log.states(of: "rotation"), ending: .ended))
    #expect(abs(try #require(log.values(of: "rotation").last).value + 0.5) < 1e-9)
  }

  @Test("Rotation keeps counting past ±π", arguments: [1.0, -1.0])
  func unwrapped(sign: Double) throws {
    // One and a half turns in 1 s, starting near the ±π seam.
    let frames = F.orbit(distance: { _ in 30 }, angle: { 3 + sign * 3 * .pi * $0 }, duration: 1)
    let (_, log) = run(frames)
    let values = log.values(of: "rotation").map(\.value)
    #expect(abs(try #require(values.last) - sign * 3 * .pi) < 1e-9)
    #expect(zip(values, values.dropFirst()).allSatisfy { abs($1 - $0) < 0.2 }, "no jump at the seam")
  }

  @Test("Exact sequence and velocity of a constant-speed turn (within 5 %)")
  func velocity() {
    let frames = F.orbit(distance: { _ in 20 }, angle: { 1.6 * $0 }, duration: 0.5)
    let (_, log) = run(frames)
    let states = log.states(of: "rotation")
    #expect(isContinuousRun(states, ending: .ended))
    let moving = frames.filter { $0.touches.contains { $0.phase == .moved } }
    let began = log.events(of: "rotation")[0].time
    #expect(states.count(where: { $0 == .changed }) == moving.count { $0.time > began })
    for (event, value) in zip(log.events(of: "rotation"), log.values(of: "rotation"))
    where event.time.seconds > 0.1 {
      #expect(abs(value.velocity - 1.6) < 1.6 * 0.05, "\(event.state) at \(event.time)")
    }
  }

  // MARK: - Shipped traces

  @Test(
    "The shipped clockwise rotations give began…ended near +0.8 rad",
    arguments: ["synaptics", "precision", "touchscreen"])
  func shippedClockwise(device: String) throws {
    let (_, log) = run(try F.shipped("traces/\(device)/rotate-clockwise.evemu"))
    #expect(isContinuousRun(log.states(of: "rotation"), ending: .ended))
    let final = try #require(log.values(of: "rotation").last).value
    #expect(abs(final - 0.8) < 0.02, "final rotation \(final)")
  }

  @Test("Measured from began, rotation is exactly 0 there")
  func measuredFromBegan() throws {
    let frames = F.orbit(distance: { _ in 20 }, angle: { 1.6 * $0 }, duration: 0.5)
    let (_, log) = run(frames, RotationGestureRecognizer(measuresFromTouchDown: false))
    #expect(log.values(of: "rotation").first?.value == 0)
    let began = log.events(of: "rotation")[0].time.seconds
    #expect(abs(try #require(log.values(of: "rotation").last).value - 1.6 * (0.5 - began)) < 1e-9)
  }

  @Test("A pinch with no turn never begins a rotation", arguments: ["synaptics", "precision"])
  func pinchIsNotRotation(device: String) throws {
    let (_, log) = run(try F.shipped("traces/\(device)/pinch-in-jitter.evemu"))
    #expect(log.states(of: "rotation") == [.failed])
  }

  @Test("A two-finger swipe fails the rotation")
  func swipe() throws {
    let (_, log) = run(try F.shipped("traces/precision/swipe-2-fingers-left.evemu"))
    #expect(log.states(of: "rotation") == [.failed])
  }

  @Test("Semi-MT bounding-box frames never rotate")
  func semiMT() {
    let (_, log) = run(F.orbit(distance: { _ in 30 }, angle: { $0 }, duration: 1, boundingBox: true))
    #expect(log.states(of: "rotation") == [.failed])
  }

  // MARK: - Finger count changes and lost events

  @Test("SYN_DROPPED mid-rotation cancels it", arguments: [false, true])
  func synDropped(twoSlots: Bool) throws {
    let device = twoSlots ? DeviceDescription.synapticsTouchpad : .precisionTouchpad
    let timeline = GestureTimeline.rotation(
      center: F.center(of: device), radians: 0.8, distance: 20, duration: 0.5)
    let frames = F.synthesized(timeline.droppingEvents(at: 0.25), device: device)
    let dropped = try #require(frames.firstIndex { $0.followsDroppedEvents })
    let (_, log) = run(Array(frames[...dropped]))
    #expect(isContinuousRun(log.states(of: "rotation"), ending: .cancelled))
    #expect(log.events(of: "rotation").last?.time == frames[dropped].time)
  }

  @Test("A third finger that stays 100 ms cancels the rotation", arguments: [false, true])
  func thirdFinger(twoSlots: Bool) throws {
    let device = twoSlots ? DeviceDescription.synapticsTouchpad : .precisionTouchpad
    let timeline = GestureTimeline.rotation(
      center: F.center(of: device), radians: 0.8, distance: 20, duration: 0.5)
    let frames = F.synthesized(timeline.thirdFinger(landsAt: 0.2), device: device)
    let (_, log) = run(frames)
    #expect(isContinuousRun(log.states(of: "rotation"), ending: .cancelled))
    let landed = try #require(frames.first { $0.fingerCount == 3 }).time
    #expect(log.events(of: "rotation").last?.time.seconds(since: landed) == 0.1)
  }

  @Test("One of the two fingers lifting ends the rotation")
  func oneFingerLifts() {
    var frames = F.orbit(distance: { _ in 30 }, angle: { $0 }, duration: 0.5, lift: false)
    let last = frames[frames.count - 1].touches
    frames.append(
      TouchFrame(
        time: F.time(0.5125), touches: [last[0], F.touch(2, last[1].location, .ended)], fingerCount: 1))
    frames.append(
      TouchFrame(time: F.time(0.525), touches: [F.touch(1, last[0].location, .ended)], fingerCount: 0))
    let (_, log) = run(frames)
    #expect(isContinuousRun(log.states(of: "rotation"), ending: .ended))
    #expect(log.events(of: "rotation").last?.time == F.time(0.5125))
  }
}

@Suite("Pinch and rotation together")
struct PinchAndRotationArenaTests {
  typealias F = TwoFingerFrames

  @Test("Exclusive by default: a pinch trace gives a pinch, a rotation trace a rotation")
  func exclusive() throws {
    for (trace, winner, loser) in [
      ("traces/precision/pinch-in-slow.evemu", "pinch", "rotation"),
      ("traces/precision/rotate-clockwise.evemu", "rotation", "pinch"),
      ("traces/synaptics/pinch-out-fast.evemu", "pinch", "rotation"),
      ("traces/synaptics/rotate-clockwise.evemu", "rotation", "pinch"),
    ] {
      let pinch = PinchGestureRecognizer()
      let rotation = RotationGestureRecognizer()
      let log = EventLog(pinch, rotation)
      GestureArena([pinch, rotation]).replay(try F.shipped(trace))
      #expect(isContinuousRun(log.states(of: winner), ending: .ended), "\(trace)")
      #expect(log.states(of: loser) == [.failed], "\(trace)")
    }
  }

  @Test("The first to pass its threshold wins; the other is failed at that frame")
  func firstThresholdWins() throws {
    // Turning fast and pinching slowly: the rotation passes 5° long before the distance changes 3 mm.
    let frames = F.orbit(distance: { 40 - 6 * $0 }, angle: { 2 * $0 }, duration: 1)
    let pinch = PinchGestureRecognizer()
    let rotation = RotationGestureRecognizer()
    let log = EventLog(pinch, rotation)
    GestureArena([pinch, rotation]).replay(frames)
    #expect(isContinuousRun(log.states(of: "rotation"), ending: .ended))
    #expect(log.states(of: "pinch") == [.failed])
    #expect(log.events(of: "pinch")[0].time == log.events(of: "rotation")[0].time)
  }

  @Test("With simultaneous recognition both run through a pinch that turns")
  func simultaneous() throws {
    let frames = F.orbit(distance: { 40 - 20 * $0 }, angle: { 0.6 * $0 }, duration: 1)
    let pinch = PinchGestureRecognizer()
    let rotation = RotationGestureRecognizer()
    let log = EventLog(pinch, rotation)
    let arena = GestureArena([pinch, rotation])
    arena.allowSimultaneousRecognition(pinch, rotation)
    arena.replay(frames)
    #expect(isContinuousRun(log.states(of: "pinch"), ending: .ended))
    #expect(isContinuousRun(log.states(of: "rotation"), ending: .ended))
    #expect(abs(try #require(log.values(of: "pinch").last).value - 0.5) < 1e-9)
    #expect(abs(try #require(log.values(of: "rotation").last).value - 0.6) < 1e-9)
  }
}
