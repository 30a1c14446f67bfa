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

  @Test("A finger landing beside a resting one and moving the same way with the distance growing that fast is still a pinch")
  func secondFingerJoiningARestingOne() {
    // The same motion, the first finger resting before the second landed: nothing says scroll, and
    // 3.1 mm of spread over 7.8 mm of travel is above the spread line: a pinch, as before.
    let pinch = PinchGestureRecognizer()
    let pan = PanGestureRecognizer()
    pan.minimumNumberOfTouches = 2
    let log = EventLog(pinch, pan)
    GestureArena([pinch, pan]).replay(Self.joinedScroll(firstMoving: false))
    #expect(isContinuousRun(log.states(of: "pinch"), ending: .ended))
  }

  /// The issue's circling scrolls tried as a new user would (14 mm apart on the precision pad, 2 s,
  /// 0.05 mm of jitter, both fingers landing together): radius (mm), turns, wobble (± of the
  /// distance), wobbles over the scroll. Not fixed on this branch: the pairs land together, so only
  /// the spread line speaks, and latching a scroll on fingers moving the same way cost 3 % of the
  /// grid's pinches (98.99 → 95.95 % on every 50th case), those that drift 4–5 times their distance
  /// change (both fingers then move the same way too).
  @Test(arguments: [(14.0, 1.5, 0.357, 1.5), (18, 1, 0.43, 1), (18, 3, 0.286, 6)])
  func aCirclingScrollLandingTogetherStillPinches(_ radius: Double, _ turns: Double, _ wobble: Double, _ cycles: Double) {
    let device = DeviceDescription.precisionTouchpad
    let timeline = GestureTimeline.circlingScroll(
      center: F.center(of: device), radius: radius, turns: turns, startAngle: -Double.pi / 2,
      distance: 14, wobble: wobble, wobbleCycles: cycles, duration: 2)
    let pinch = PinchGestureRecognizer()
    let pan = PanGestureRecognizer()
    pan.minimumNumberOfTouches = 2
    let log = EventLog(pinch, pan)
    GestureArena([pinch, pan]).replay(F.synthesized(timeline, device: device, noise: 0.05, seed: 1))
    withKnownIssue("issue 39: a circling scroll landing together whose wobble outgrows a fifth of its travel pinches") {
      #expect(log.states(of: "pinch") == [.failed])
    }
  }
}
