import Foundation
@testable import GlideGestures
import GlideInput
import Testing

/// Issue 27: travel is the midpoint's path, and a scroll, once established, never becomes a pinch.
@Suite("Two-finger decision: the midpoint's path and the established scroll")
struct EstablishedScrollTests {
  /// Two fingers that landed 14 mm apart side by side at (40, 30) and (54, 30), now with their
  /// midpoint at `midpoint` (an offset from where it landed, mm) and their distance `distance` (mm).
  func pair(midpoint: (Double, Double), distance: Double) -> (TouchTracker.Track, TouchTracker.Track) {
    let centre = MillimetrePoint(x: 47 + midpoint.0, y: 30 + midpoint.1)
    func track(_ id: Int, _ start: MillimetrePoint, _ side: Double) -> TouchTracker.Track {
      TouchTracker.Track(
        id: TouchID(rawValue: id), start: start, current: centre.offset(x: side * distance / 2, y: 0),
        startTime: Timestamp(microseconds: 0))
    }
    return (track(1, MillimetrePoint(x: 40, y: 30), -1), track(2, MillimetrePoint(x: 54, y: 30), 1))
  }

  /// One measured frame, `seconds` after the pair came down (80 Hz frames: 0.0125 s apart).
  func update(_ decision: inout TwoFingerDecision, midpoint: (Double, Double), distance: Double, at seconds: Double) {
    let (first, second) = pair(midpoint: midpoint, distance: distance)
    decision.update(
      first: first, second: second, fingerCount: 2, at: Timestamp(microseconds: Int64((seconds * 1e6).rounded())))
  }

  @Test("The path is the displacement along a line, the circumference round a circle, and nothing at rest")
  func midpointPath() {
    var line = MidpointPath()
    line.start(at: MillimetrePoint(x: 0, y: 0))
    for step in 1...40 { line.follow(MillimetrePoint(x: Double(step) * 0.25, y: Double(step) * 0.25 * 0.75)) }
    #expect(abs(line.length - 12.5) < 1e-9, "10 × 7.5 mm: 12.5 mm")

    var circle = MidpointPath()
    circle.start(at: MillimetrePoint(x: 10, y: 0))
    for step in 1...400 {
      let angle = Double(step) / 400 * 2 * Double.pi
      circle.follow(MillimetrePoint(x: 10 * cos(angle), y: 10 * sin(angle)))
    }
    #expect(abs(circle.length - 20 * Double.pi) < 0.005 * 20 * Double.pi, "\(circle.length)")

    // 0.3 mm of jitter either way at every frame for 1,000 frames: no step is ever taken.
    var rest = MidpointPath()
    rest.start(at: MillimetrePoint(x: 5, y: 5))
    for frame in 0..<1_000 {
      let wobble = frame.isMultiple(of: 2) ? 0.3 : -0.3
      rest.follow(MillimetrePoint(x: 5 + wobble, y: 5 - wobble / 2))
    }
    #expect(rest.length < 0.4)
  }

  @Test("A reading compares the spread with the travel it is given: a long path holds a wobble under the line")
  func travelFromThePath() {
    let (first, second) = pair(midpoint: (6, 0), distance: 18)
    // 4 mm of spread against 6 mm of displacement is above the line (1.7 mm); against 30 mm of path
    // (the midpoint went round) it is 0.5 mm under a fifth of it: parallel.
    #expect(TwoFingerMotion.read(first: first, second: second, fingerCount: 2).motion == .spread)
    #expect(TwoFingerMotion.read(first: first, second: second, travel: 30, fingerCount: 2).motion == .parallel)
    #expect(TwoFingerMotion.read(first: first, second: second, travel: 30, fingerCount: 2).travel == 30)
  }

  @Test("Round a circle the fingers move the same way: a scroll, established at 300 ms, whatever the distance does after")
  func circlingScrollStaysAScroll() {
    var decision = TwoFingerDecision()
    // Three quarters round a circle of 8 mm radius in 1.5 s (37.7 mm of path, 11.3 mm from the
    // start), the distance shrinking from 14 to 10 mm over the last quarter.
    let steps = 120
    var spreads = 0
    for step in 1...steps {
      let angle = Double(step) / Double(steps) * 1.5 * Double.pi
      let distance = step > 80 ? 14 - 4 * Double(step - 80) / 40 : 14
      update(&decision, midpoint: (8 * sin(angle), 8 - 8 * cos(angle)), distance: distance, at: Double(step) * 0.0125)
      if decision.motion == .spread { spreads += 1 }
    }
    #expect(spreads == 0)
    #expect(decision.motion == .parallel && decision.isScrollEstablished)
  }

  @Test("A parallel decision at 300 ms establishes the scroll: fingers then pinching apart stay a scroll")
  func establishedScrollNeverSpreads() {
    var decision = TwoFingerDecision()
    // 2 mm of parallel travel, then nothing new until 300 ms: not yet established.
    for step in 1...4 { update(&decision, midpoint: (0.5 * Double(step), 0), distance: 14, at: Double(step) * 0.0125) }
    #expect(decision.motion == .parallel && !decision.isScrollEstablished)
    update(&decision, midpoint: (2, 0), distance: 14, at: 0.2875)
    #expect(!decision.isScrollEstablished)
    update(&decision, midpoint: (2.1, 0), distance: 14, at: 0.3)
    #expect(decision.isScrollEstablished)
    // The fingers now move apart, 8 mm (each finger 2 mm back or 6 mm on: different ways): still a scroll.
    for step in 1...8 { update(&decision, midpoint: (2, 0), distance: 14 + Double(step), at: 0.3 + Double(step) * 0.0125) }
    #expect(decision.motion == .parallel)
  }

  @Test("Within 300 ms a scroll becomes a pinch when the fingers move different ways past the pinch threshold")
  func revisionWithinThePinchTimeout() {
    var decision = TwoFingerDecision()
    for step in 1...4 { update(&decision, midpoint: (0.5 * Double(step), 0), distance: 14, at: Double(step) * 0.0125) }
    #expect(decision.motion == .parallel)
    // Apart by 1 mm a frame: at 3 mm the left finger has gone 0.5 mm back (under 1.5 mm: no direction,
    // and a parallel decision waits for one); at 7 mm it went 1.5 mm west, the right one 5.5 mm east.
    var motions: [TwoFingerMotion] = []
    for step in 1...8 {
      update(&decision, midpoint: (2, 0), distance: 14 + Double(step), at: 0.05 + Double(step) * 0.0125)
      motions.append(decision.motion)
    }
    #expect(motions == Array(repeating: .parallel, count: 6) + [.spread, .spread])
    #expect(!decision.isScrollEstablished)
  }

  @Test("Fingers moving the same way are a scroll even when their distance changes, as long as both move the same way")
  func sameWayIsAScroll() {
    var decision = TwoFingerDecision()
    // The midpoint slides 10 mm right while the distance closes from 14 to 8 mm: the left finger
    // goes 13 mm right, the right one 7 mm: both east.
    for step in 1...20 {
      let p = Double(step) / 20
      update(&decision, midpoint: (10 * p, 0), distance: 14 - 6 * p, at: Double(step) * 0.0125)
      #expect(decision.motion != .spread)
    }
    #expect(decision.motion == .parallel)
  }

  @Test("A fresh pair forgets the established scroll")
  func resetForgets() {
    var decision = TwoFingerDecision()
    for step in 1...30 { update(&decision, midpoint: (Double(step), 0), distance: 14, at: Double(step) * 0.0125) }
    #expect(decision.isScrollEstablished)
    decision.reset()
    #expect(!decision.isScrollEstablished && decision.motion == .undecided)
  }
}
