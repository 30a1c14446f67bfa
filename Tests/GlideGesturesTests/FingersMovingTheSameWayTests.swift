import Foundation
@testable import GlideGestures
import GlideInput
import Testing

/// Issue 39: fingers moving the same way (libinput's compass octants) are a scroll, and a circling
/// scroll whose distance wobbles never begins a pinch.
@Suite("Two-finger decision: fingers moving the same way")
struct FingersMovingTheSameWayTests {
  typealias F = TwoFingerFrames

  @Test("The octants: libinput's quadrants under 2 mm, one or two octants beyond, neighbours the same way")
  func octants() {
    func o(_ x: Double, _ y: Double) -> CompassOctants { CompassOctants(of: MillimetreVector(dx: x, dy: y)) }
    #expect(o(0, -5) == .north)
    #expect(o(5, 0) == .east)
    #expect(o(0, 5) == .south)
    #expect(o(5, 5) == .southEast)
    #expect(o(5, 2.5) == [.east, .southEast], "26.6° below east: the two nearest")
    #expect(o(1, 1) == [.south, .southEast, .east], "under 2 mm: the quadrant")
    #expect(o(0, -1) == [.northEast, .north, .northWest])
    #expect(o(0, 5).isSameWay(as: o(5, 5)), "neighbours")
    #expect(!o(0, 5).isSameWay(as: o(5, 0)), "south and east: two apart")
    #expect(o(0, -5).isSameWay(as: o(-5, -5)), "north and north-west wrap round")
    #expect(!o(0, -5).isSameWay(as: o(0, 5)))
  }

  @Test("A reading says whether both fingers moved 1.5 mm the same way")
  func readingSaysSameWay() {
    func read(_ a: (Double, Double), _ b: (Double, Double)) -> TwoFingerMotion.Reading {
      TwoFingerMotion.read(
        MillimetreVector(dx: a.0, dy: a.1), MillimetreVector(dx: b.0, dy: b.1),
        start: MillimetreVector(dx: 15, dy: 0), fingerCount: 2)
    }
    #expect(read((0, 5), (2, 5)).movesSameWay)
    #expect(!read((-1.5, 0), (1.5, 0)).movesSameWay, "apart: a pinch")
    #expect(!read((0, 1.4), (0, 5)).movesSameWay, "one finger under 1.5 mm")
  }

  /// The MacBook-class recording of the issue, as frames: one finger moving down, a second landing
  /// 15 mm beside it, the pair moving on down 0.78 mm a frame while their distance grows 0.31 mm a
  /// frame (7.8 mm of travel, 3.1 mm of spread, in ten frames).
  static func joinedScroll(firstMoving: Bool) -> [TouchFrame] {
    var frames: [TouchFrame] = []
    var time = 0.0
    func frame(_ touches: [Touch]) {
      frames.append(TouchFrame(time: F.time(time), touches: touches, fingerCount: touches.filter { !$0.phase.isTerminal }.count))
      time += 0.0125
    }
    var first = MillimetrePoint(x: 40, y: 10)
    frame([F.touch(1, first, .began)])
    for _ in 0..<20 {
      if firstMoving { first = first.offset(x: 0, y: 0.78) }
      frame([F.touch(1, first, firstMoving ? .moved : .stationary)])
    }
    var second = first.offset(x: 15, y: 0)
    frame([F.touch(1, first, .stationary), F.touch(2, second, .began)])
    for _ in 0..<16 {
      first = first.offset(x: 0, y: 0.78)
      second = second.offset(x: 0.31, y: 0.78)
      frame([F.touch(1, first, .moved), F.touch(2, second, .moved)])
    }
    frame([F.touch(1, first, .ended), F.touch(2, second, .ended)])
    return frames
  }

  @Test("A second finger landing beside a moving one starts a scroll when they move together: no pinch")
  func secondFingerJoiningAMovingOne() {
    let pinch = PinchGestureRecognizer()
    let pan = PanGestureRecognizer()
    pan.minimumNumberOfTouches = 2
    let log = EventLog(pinch, pan)
    GestureArena([pinch, pan]).replay(Self.joinedScroll(firstMoving: true))
    // The previous rule cancelled the pan 10 frames after the landing and began a pinch at 1.21.
    #expect(log.states(of: "pinch") == [.failed])
    #expect(isContinuousRun(log.states(of: "pan"), ending: .ended))
  }

  @Test("A finger landing beside a resting one and moving on with it the same way is a scroll too")
  func secondFingerJoiningARestingOne() {
    // The same motion, the first finger resting before the second landed: both fingers move south
    // (the second south-south-east), the same way, so a scroll, however fast their distance grows.
    // The spread-versus-travel rule began a pinch here (3.1 mm of spread over 7.8 mm of travel).
    let pinch = PinchGestureRecognizer()
    let pan = PanGestureRecognizer()
    pan.minimumNumberOfTouches = 2
    let log = EventLog(pinch, pan)
    GestureArena([pinch, pan]).replay(Self.joinedScroll(firstMoving: false))
    #expect(log.states(of: "pinch") == [.failed])
    #expect(isContinuousRun(log.states(of: "pan"), ending: .ended))
  }

  /// Circling scrolls tried as a new user would (14 mm apart on the precision pad, 2 s, 0.05 mm of
  /// jitter, both fingers landing together): radius (mm), turns, wobble (± of the distance), wobbles
  /// over the scroll. The first three are the shapes the previous branch left failing; the other
  /// eight are the (radius 6, 12 or 18 mm, 1–3 turns, ±2 to ±6 mm once or twice a turn).
  /// The spread-versus-travel rule began a pinch in each of the first three and in 6 of the 8.
  static let circlingShapes: [(Double, Double, Double, Double)] = [
    (14, 1.5, 0.357, 1.5), (18, 1, 0.43, 1), (18, 3, 0.286, 6),
    (6, 1, 2 / 14, 1), (6, 2, 4 / 14, 4), (12, 1, 4 / 14, 2), (12, 2, 6 / 14, 2),
    (12, 3, 2 / 14, 6), (18, 1, 6 / 14, 2), (18, 2, 4 / 14, 2), (18, 3, 3 / 14, 3),
  ]

  /// The corner of the shapes that pinched: 6 mm radius, 3 turns in 2 s, ±6 mm twice a turn.
  /// Side by side and setting off along their line, the fingers' distance grows 4 mm in the first
  /// 50 ms while the midpoint goes 2.8 mm: one finger moves 0.8 mm, the other 4.8 mm, both east.
  /// libinput calls that a one-finger scroll (one finger past `max_move` with the other under
  /// `min_move`); Glide keeps the spread line for a resting finger (a finger moving towards a resting
  /// thumb pinches, as in UIKit) but not for one that has moved 0.5 mm (libinput's
  /// `HOLD_AND_MOTION_THRESHOLD`) the same way as the other
  /// (``TwoFingerMotion/slowerFingerFollows(_:_:)``): it waits for both fingers' 1.5 mm, and they go
  /// the same way. Before, the pinch began at 50 ms, scale 1.30.
  @Test func theTightestFastestWobbleIsAScroll() {
    let device = DeviceDescription.precisionTouchpad
    let timeline = GestureTimeline.circlingScroll(
      center: F.center(of: device), radius: 6, turns: 3, startAngle: -Double.pi / 2,
      distance: 14, wobble: 6.0 / 14, wobbleCycles: 6, duration: 2)
    let pinch = PinchGestureRecognizer()
    let pan = PanGestureRecognizer()
    pan.minimumNumberOfTouches = 2
    let log = EventLog(pinch, pan)
    GestureArena([pinch, pan]).replay(F.synthesized(timeline, device: device, noise: 0.05, seed: 1))
    #expect(log.states(of: "pinch") == [.failed])
    #expect(isContinuousRun(log.states(of: "pan"), ending: .ended))
  }

  @Test("A lagging finger follows the other when it moved 0.5 mm the same way; a resting thumb does not")
  func aLaggingFingerFollows() {
    func follows(_ a: (Double, Double), _ b: (Double, Double)) -> Bool {
      TwoFingerMotion.slowerFingerFollows(MillimetreVector(dx: a.0, dy: a.1), MillimetreVector(dx: b.0, dy: b.1))
    }
    #expect(follows((0.8, 0), (4.8, 0)), "the tightest circle's start: both east")
    #expect(follows((4.8, 0), (0.8, 0.1)), "either finger may lag")
    #expect(!follows((0.4, 0), (4.8, 0)), "under 0.5 mm: a resting finger")
    #expect(!follows((-0.8, 0), (4.8, 0)), "towards each other: a pinch")
    #expect(follows((0, 0.8), (4.8, 0)), "under 2 mm a motion is its quadrant's octants (libinput's): south-east neighbours east")
    #expect(!follows((-0.6, -0.6), (4.8, 0)), "north-west and east: apart")
    // The reading asks it only while a finger is under 1.5 mm.
    let reading = TwoFingerMotion.read(
      MillimetreVector(dx: 0.8, dy: 0), MillimetreVector(dx: 4.8, dy: 0), start: MillimetreVector(dx: 14, dy: 0),
      fingerCount: 2)
    #expect(reading.motion == .spread && reading.slowerFingerFollows)
    var decision = TwoFingerDecision()
    decision.update(reading, elapsed: 0.05)
    #expect(decision.motion == .undecided, "the spread line waits for the lagging finger")
    let thumb = TwoFingerMotion.read(
      MillimetreVector(dx: 0.2, dy: 0.1), MillimetreVector(dx: -4, dy: 0), start: MillimetreVector(dx: 14, dy: 0),
      fingerCount: 2)
    var pinching = TwoFingerDecision()
    pinching.update(thumb, elapsed: 0.05)
    #expect(pinching.motion == .spread, "a finger moving towards a resting thumb pinches")
  }

  @Test(arguments: circlingShapes)
  func aCirclingScrollLandingTogetherIsAPan(_ radius: Double, _ turns: Double, _ wobble: Double, _ cycles: Double) {
    let device = DeviceDescription.precisionTouchpad
    let timeline = GestureTimeline.circlingScroll(
      center: F.center(of: device), radius: radius, turns: turns, startAngle: -Double.pi / 2,
      distance: 14, wobble: wobble, wobbleCycles: cycles, duration: 2)
    let pinch = PinchGestureRecognizer()
    let pan = PanGestureRecognizer()
    pan.minimumNumberOfTouches = 2
    let log = EventLog(pinch, pan)
    GestureArena([pinch, pan]).replay(F.synthesized(timeline, device: device, noise: 0.05, seed: 1))
    #expect(log.states(of: "pinch") == [.failed])
    #expect(isContinuousRun(log.states(of: "pan"), ending: .ended))
  }
}
