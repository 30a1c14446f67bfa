import Foundation
import GlideGestures
import GlideInput
import Testing

@Suite("Pinch gesture recognizer")
struct PinchGestureRecognizerTests {
  typealias F = TwoFingerFrames

  /// Replays `frames` into an arena holding only a pinch; returns the pinch and its events.
  func run(_ frames: [TouchFrame], _ pinch: PinchGestureRecognizer = PinchGestureRecognizer())
    -> (PinchGestureRecognizer, EventLog)
  {
    let log = EventLog(pinch)
    GestureArena([pinch]).replay(frames)
    return (pinch, log)
  }

  // MARK: - UIKit oracle 40

  @Test("Start distance 100 → 150 gives 1.5; set 1 at 150, then 180 gives 1.2")
  func oracle40() {
    let pinch = PinchGestureRecognizer()
    let log = EventLog(pinch)
    let arena = GestureArena([pinch])
    // 100 → 150 mm over 0.5 s, the fingers stay down.
    arena.replay(F.orbit(distance: { 100 + 100 * $0 }, duration: 0.5, lift: false))
    #expect(abs(pinch.scale - 1.5) < 1e-9)
    pinch.scale = 1
    // 150 → 180 mm, then lift.
    let more = F.orbit(distance: { 150 + 30 * $0 / 0.3 }, duration: 0.3).dropFirst().map { frame in
      var frame = frame
      frame.time = Timestamp(microseconds: frame.time.microseconds + 500_000)
      return frame
    }
    arena.replay(more)
    let last = log.values(of: "pinch").last
    #expect(abs((last?.value ?? 0) - 1.2) < 1e-9)
    #expect(isContinuousRun(log.states(of: "pinch"), ending: .ended))
    #expect(pinch.state == .possible, "reset after the lift")
  }

  @Test("Exact sequence: began, one changed per moving frame, ended at the lift")
  func exactSequence() {
    let frames = F.orbit(distance: { 30 - 18 * $0 }, duration: 1)
    let (_, log) = run(frames)
    let states = log.states(of: "pinch")
    #expect(isContinuousRun(states, ending: .ended))
    let began = log.events(of: "pinch")[0].time
    let movingFramesAfter = frames.filter { $0.time > began && $0.touches.contains { $0.phase == .moved } }
    #expect(states.count(where: { $0 == .changed }) == movingFramesAfter.count)
    #expect(log.events(of: "pinch").last?.time == frames.last?.time)
  }

  // MARK: - Final scale

  @Test(
    "Shipped pinch traces end at the requested scale (within 0.02)",
    arguments: ["synaptics", "precision", "touchscreen"],
    ["pinch-in-slow": 0.4, "pinch-in-fast": 0.4, "pinch-in-jitter": 0.4, "pinch-out-slow": 2.0,
     "pinch-out-fast": 2.0, "pinch-out-jitter": 2.0].sorted { $0.key < $1.key })
  func shippedFinalScale(device: String, trace: (key: String, value: Double)) throws {
    let (_, log) = run(try F.shipped("traces/\(device)/\(trace.key).evemu"))
    #expect(isContinuousRun(log.states(of: "pinch"), ending: .ended))
    let final = try #require(log.values(of: "pinch").last).value
    #expect(abs(final - trace.value) < 0.02, "final scale \(final)")
  }

  @Test(
    "Synthetic pinches at slow, fast and jittery speeds end at the requested scale",
    arguments: [(0.4, 30.0, 1.0, 0.0), (0.4, 30, 0.2, 0), (0.4, 30, 0.5, 0.15), (2, 20, 1, 0),
      (2, 20, 0.2, 0), (2, 20, 0.5, 0.15), (0.5, 40, 0.4, 0.1)])
  func synthesizedFinalScale(to: Double, distance: Double, duration: Double, noise: Double) throws {
    for device in [DeviceDescription.synapticsTouchpad, .precisionTouchpad] {
      let timeline = GestureTimeline.pinch(
        center: F.center(of: device), to: to, startDistance: distance, duration: duration)
      let (_, log) = run(F.synthesized(timeline, device: device, noise: noise))
      #expect(isContinuousRun(log.states(of: "pinch"), ending: .ended))
      let final = try #require(log.values(of: "pinch").last).value
      #expect(abs(final - to) < 0.02, "\(device.name): final scale \(final)")
    }
  }

  @Test("Measured from began, scale is exactly 1 there and ends at end distance / began distance")
  func measuredFromBegan() throws {
    let frames = F.orbit(distance: { 30 - 18 * $0 }, duration: 1)
    let (_, log) = run(frames, PinchGestureRecognizer(measuresFromTouchDown: false))
    let values = log.values(of: "pinch")
    #expect(values.first?.value == 1)
    let began = log.events(of: "pinch")[0].time.seconds
    let final = try #require(values.last).value
    #expect(abs(final - 12 / (30 - 18 * began)) < 1e-6)
  }

  @Test("With touch-down measuring, began carries the threshold's movement")
  func beganScaleFromTouchDown() throws {
    let (_, log) = run(F.orbit(distance: { 30 - 18 * $0 }, duration: 1))
    let began = try #require(log.values(of: "pinch").first).value
    #expect(began <= 1 - 3.0 / 30 + 1e-9 && began > 0.85)
  }

  // MARK: - Velocity

  @Test("Velocity of a linear pinch is d(scale)/dt within 5 %, at the lift too")
  func linearVelocity() {
    for (to, duration) in [(0.4, 1.0), (2.0, 0.5), (0.4, 0.2)] {
      let device = DeviceDescription.precisionTouchpad
      let timeline = GestureTimeline.pinch(
        center: F.center(of: device), to: to, startDistance: 30, duration: duration)
      let (_, log) = run(F.synthesized(timeline, device: device))
      let expected = (to - 1) / duration
      let events = log.events(of: "pinch")
      // Skip the first 100 ms of samples: the fit needs a window of them.
      let settled = zip(events, log.values(of: "pinch")).filter { $0.0.time.seconds > 0.1 }
      #expect(!settled.isEmpty)
      for (event, value) in settled {
        #expect(abs(value.velocity - expected) < abs(expected) * 0.05, "\(event.state) at \(event.time)")
      }
    }
  }

  // MARK: - When it must not begin

  @Test("Two resting fingers never begin a pinch; they fail it when they lift")
  func restingFingers() {
    let frames = F.orbit(distance: { 30 + 0.3 * sin($0 * 40) }, duration: 1)
    let (_, log) = run(frames)
    #expect(log.states(of: "pinch") == [.failed])
    let device = DeviceDescription.synapticsTouchpad
    let rest = GestureTimeline.tap(fingers: 2, center: F.center(of: device), duration: 1)
    let (_, jittery) = run(F.synthesized(rest, device: device, noise: 0.1))
    #expect(jittery.states(of: "pinch") == [.failed])
  }

  @Test("A two-finger swipe fails the pinch and never begins it", arguments: ["synaptics", "precision"])
  func twoFingerSwipe(device: String) throws {
    let (_, log) = run(try F.shipped("traces/\(device)/swipe-2-fingers-left.evemu"))
    #expect(log.states(of: "pinch") == [.failed])
  }

  @Test("Fingers moving in parallel at different speeds: failed, unless parallel motion is allowed")
  func parallelMotion() {
    var timeline = GestureTimeline()
    // One above the other, both moving up 30 and 26 mm: the distance grows 15 → 19 mm (4 mm) while
    // the midpoint travels 28 mm: 4 + 0.5 ≤ 0.2 × 28, parallel.
    let a = timeline.landFinger(at: MillimetrePoint(x: 40, y: 40), time: 0)
    let b = timeline.landFinger(at: MillimetrePoint(x: 40, y: 55), time: 0)
    timeline.moveFinger(a, to: MillimetrePoint(x: 40, y: 10), from: 0, to: 0.5)
    timeline.moveFinger(b, to: MillimetrePoint(x: 40, y: 29), from: 0, to: 0.5)
    timeline.liftFinger(a, at: 0.5)
    timeline.liftFinger(b, at: 0.5)
    let frames = F.synthesized(timeline, device: .precisionTouchpad)
    #expect(run(frames).1.states(of: "pinch") == [.failed])
    let allowing = run(frames, PinchGestureRecognizer(allowsParallelMotion: true)).1
    #expect(isContinuousRun(allowing.states(of: "pinch"), ending: .ended))
  }

  /// A pinch 15 → 9 mm that slides 20 mm to the right, linearly over 1.5 s, on the Synaptics pad:
  /// the left finger goes 23 mm right, the right one 17 mm, both east: two fingers moving the same
  /// way (issue 39).
  func slidingPinch() -> [TouchFrame] {
    let device = DeviceDescription.synapticsTouchpad
    let timeline = GestureTimeline.twoFinger(
      center: F.center(of: device) + MillimetreVector(dx: -10, dy: 0), startDistance: 15, endDistance: 9,
      angle: 0, turn: 0, drift: MillimetreVector(dx: 20, dy: 0), duration: 1.5, easing: .linear)
    return F.synthesized(timeline, device: device)
  }

  @Test("A pinch that slides so far that both fingers move the same way is a scroll: the pan, no pinch even alone")
  func slidingPinchIsAScroll() {
    let (pinch, pan) = (PinchGestureRecognizer(), PanGestureRecognizer())
    let log = EventLog(pinch, pan)
    GestureArena([pinch, pan]).replay(slidingPinch())
    // The spread-versus-travel rule began the pan at 0.3 s and cancelled it for a pinch at 0.75 s.
    #expect(isContinuousRun(log.states(of: "pan"), ending: .ended))
    #expect(log.states(of: "pinch") == [.failed])
    #expect(run(slidingPinch()).1.states(of: "pinch") == [.failed])
  }

  @Test("Within 300 ms a scroll whose fingers then move apart different ways becomes a pinch: the arena cancels the pan")
  func scrollRevisedIntoAPinchWithinThePinchTimeout() {
    // 15 mm apart side by side: both down 3 mm in 0.1 s (a scroll, the pan begins), then apart by
    // 8 mm in 0.15 s (left finger to (−4, 3), right to (4, 3) from where they landed: west-south-west
    // and east-south-east, different ways), then still until 0.5 s.
    var timeline = GestureTimeline()
    let a = timeline.landFinger(at: MillimetrePoint(x: 40, y: 30), time: 0)
    let b = timeline.landFinger(at: MillimetrePoint(x: 55, y: 30), time: 0)
    timeline.moveFinger(a, to: MillimetrePoint(x: 40, y: 33), from: 0, to: 0.1)
    timeline.moveFinger(b, to: MillimetrePoint(x: 55, y: 33), from: 0, to: 0.1)
    timeline.moveFinger(a, to: MillimetrePoint(x: 36, y: 33), from: 0.1, to: 0.25)
    timeline.moveFinger(b, to: MillimetrePoint(x: 59, y: 33), from: 0.1, to: 0.25)
    timeline.liftFinger(a, at: 0.5)
    timeline.liftFinger(b, at: 0.5)
    let (pinch, pan) = (PinchGestureRecognizer(), PanGestureRecognizer())
    let log = EventLog(pinch, pan)
    GestureArena([pinch, pan]).replay(F.synthesized(timeline, device: .precisionTouchpad))
    let panEvents = log.events(of: "pan"), pinchEvents = log.events(of: "pinch")
    #expect(panEvents.first?.state == .began)
    #expect(panEvents.last?.state == .cancelled)
    #expect(isContinuousRun(log.states(of: "pinch"), ending: .ended))
    #expect(panEvents.last?.time == pinchEvents.first?.time, "the pan is cancelled as the pinch begins")
    #expect((pinchEvents.first?.time.seconds ?? 1) < 0.3)
    #expect(abs((log.values(of: "pinch").last?.value ?? 0) - 23.0 / 15) < 0.02)
  }

  @Test("Semi-MT bounding-box frames never pinch")
  func semiMT() {
    let (_, log) = run(F.orbit(distance: { 30 - 18 * $0 }, duration: 1, boundingBox: true))
    #expect(log.states(of: "pinch") == [.failed])
  }

  @Test("Three fingers on a 2-slot pad (only counted) never pinch")
  func threeFingersOnTwoSlots() throws {
    let (_, log) = run(try F.shipped("traces/synaptics/swipe-3-fingers-left.evemu"))
    #expect(log.states(of: "pinch") == [.failed])
  }

  @Test("Two fingers counted with one position (a 1-slot device) never begin")
  func oneSlot() {
    let frames = F.orbit(distance: { 30 - 18 * $0 }, duration: 1).map { frame in
      var frame = frame
      frame.touches.removeLast()
      frame.fingerCount = frame.fingerCount == 0 ? 0 : 2
      return frame
    }
    let (_, log) = run(frames)
    #expect(log.states(of: "pinch") == [.failed])
  }

  // MARK: - Finger count changes and lost events

  @Test("SYN_DROPPED mid-pinch cancels it", arguments: ["synaptics", "precision", "touchscreen"])
  func synDropped(device: String) throws {
    let frames = try F.shipped("traces/\(device)/pinch-in-syn-dropped.evemu")
    let dropped = try #require(frames.firstIndex { $0.followsDroppedEvents })
    let (pinch, log) = run(Array(frames[...dropped]))
    #expect(isContinuousRun(log.states(of: "pinch"), ending: .cancelled))
    #expect(log.events(of: "pinch").last?.time == frames[dropped].time)
    #expect(log.events(of: "pinch").allSatisfy { $0.state != .ended })
    // Every touch is gone in that frame, so the arena resets the pinch; the fingers that come back are
    // a new touch sequence, and a new pinch measured from where they came back.
    #expect(pinch.state == .possible)
    let (_, whole) = run(frames)
    let states = whole.states(of: "pinch")
    let firstRun = Array(states.prefix { $0 != .cancelled }) + [.cancelled]
    #expect(isContinuousRun(firstRun, ending: .cancelled))
    #expect(isContinuousRun(Array(states.dropFirst(firstRun.count)), ending: .ended))
  }

  @Test("A cancelled touch before the pinch began fails it")
  func cancelledWhilePossible() {
    var frames = Array(F.orbit(distance: { 30 - 18 * $0 }, duration: 1).prefix(3))
    let last = frames[2].touches
    frames.append(
      TouchFrame(
        time: F.time(0.05), touches: last.map { var t = $0; t.phase = .cancelled; return t }, fingerCount: 0,
        followsDroppedEvents: true))
    #expect(run(frames).1.states(of: "pinch") == [.failed])
  }

  @Test(
    "A third finger that stays 100 ms cancels the pinch",
    arguments: ["synaptics", "precision", "touchscreen"])
  func thirdFinger(device: String) throws {
    let frames = try F.shipped("traces/\(device)/pinch-in-third-finger.evemu")
    let (_, log) = run(frames)
    #expect(isContinuousRun(log.states(of: "pinch"), ending: .cancelled))
    let landed = try #require(frames.first { $0.fingerCount == 3 }).time
    let cancelled = try #require(log.events(of: "pinch").last).time
    #expect(cancelled.seconds(since: landed) == 0.1, "cancelled \(cancelled), third finger at \(landed)")
  }

  @Test("A third finger that leaves within 100 ms changes nothing", arguments: [false, true])
  func briefThirdFinger(twoSlots: Bool) throws {
    let device = twoSlots ? DeviceDescription.synapticsTouchpad : .precisionTouchpad
    let center = F.center(of: device)
    var timeline = GestureTimeline.pinch(center: center, to: 0.4, startDistance: 30, duration: 0.5)
    let third = timeline.landFinger(at: center.offset(x: 0, y: 8), time: 0.2)
    timeline.liftFinger(third, at: 0.25)
    let (_, log) = run(F.synthesized(timeline, device: device))
    #expect(isContinuousRun(log.states(of: "pinch"), ending: .ended))
    #expect(abs((log.values(of: "pinch").last?.value ?? 0) - 0.4) < 0.02)
  }

  @Test("One of the two fingers lifting ends the pinch at that frame")
  func oneFingerLifts() {
    var frames = F.orbit(distance: { 30 - 18 * $0 }, duration: 0.5, lift: false)
    let last = frames[frames.count - 1].touches
    frames.append(
      TouchFrame(
        time: F.time(0.5125), touches: [F.touch(1, last[0].location, .ended), last[1]], fingerCount: 1))
    frames.append(
      TouchFrame(
        time: F.time(0.525), touches: [F.touch(2, last[1].location.offset(x: 3, y: 0), .moved)],
        fingerCount: 1))
    frames.append(
      TouchFrame(time: F.time(0.5375), touches: [F.touch(2, last[1].location, .ended)], fingerCount: 0))
    let (pinch, log) = run(frames)
    #expect(isContinuousRun(log.states(of: "pinch"), ending: .ended))
    #expect(log.events(of: "pinch").last?.time == F.time(0.5125))
    #expect(pinch.state == .possible)
  }
}
