import Foundation
@testable import GlideGestures
import GlideInput
import Testing

@Suite("Two-finger motion (Glide's pinch-versus-scroll decision)")
struct TwoFingerMotionTests {
  func track(_ id: Int, from start: (Double, Double), by move: (Double, Double)) -> TouchTracker.Track {
    let begin = MillimetrePoint(x: start.0, y: start.1)
    return TouchTracker.Track(
      id: TouchID(rawValue: id), start: begin, current: begin.offset(x: move.0, y: move.1),
      startTime: Timestamp(microseconds: 0))
  }

  /// Two fingers 20 mm apart (the second below the first unless `apart` says otherwise) that moved
  /// by `a` and `b` (mm).
  func classify(_ a: (Double, Double), _ b: (Double, Double), fingers: Int = 2, apart: (Double, Double) = (0, 20))
    -> TwoFingerMotion
  {
    TwoFingerMotion.classify(
      first: track(1, from: (40, 20), by: a), second: track(2, from: (40 + apart.0, 20 + apart.1), by: b),
      fingerCount: fingers)
  }

  @Test("Both under 1 mm: undecided, however long they rest")
  func undecided() {
    #expect(classify((0.9, 0), (0, -0.9)) == .undecided)
    #expect(classify((0.5, 0.5), (-0.5, -0.5)) == .undecided)
  }

  @Test("Spread: the distance changed 3 mm and more than 0.2 of the travel")
  func spread() {
    #expect(classify((0, -1.5), (0, 1.5)) == .spread, "pinch out 20 → 23 mm, no travel")
    #expect(classify((0, 1.5), (0, -1.5)) == .spread, "pinch in")
    #expect(classify((0, -1.4), (0, 1.4)) == .undecided, "2.8 mm: under the minimum")
    // 3 mm of distance change with 10 mm of travel (0.3) spreads; with 20 mm (0.15) it does not.
    #expect(classify((10, -1.5), (10, 1.5)) == .spread)
    #expect(classify((20, -1.5), (20, 1.5)) == .parallel)
    // One finger resting, the other moving 4 mm away from it: a pinch (libinput's one-finger
    // scroll is not kept).
    #expect(classify((0, 0), (0, 4)) == .spread)
  }

  @Test("Parallel: 1.5 mm of travel with the distance change and its 0.5 mm margin under 0.2 of it")
  func parallel() {
    #expect(classify((0, -3), (0, -3)) == .parallel, "scroll up 3 mm")
    #expect(classify((0, -2), (0, -2)) == .undecided, "2 mm: 0 + 0.5 > 0.4")
    #expect(classify((0, -2.5), (0, -2.5)) == .parallel, "2.5 mm: 0 + 0.5 ≤ 0.5")
    #expect(classify((-10, 0), (-10, -0.5)) == .parallel, "a scroll whose fingers wobble")
    // The distance changed 1 mm over 5 mm of travel: 1.5 > 1, still undecided.
    #expect(classify((5, -0.5), (5, 0.5)) == .undecided)
  }

  @Test("Spread needs 0.5 mm above the line 0.2 × T")
  func spreadMargin() {
    // 3 mm of distance change over 12.5 mm of travel: exactly 0.2 × 12.5 + 0.5, not above it.
    #expect(classify((12.5, -1.5), (12.5, 1.5)) == .undecided)
    #expect(classify((12, -1.5), (12, 1.5)) == .spread)
  }

  @Test("While a finger rests, the spread line decides; both moving, their directions decide")
  func spreadNeedsTheFrameBefore() {
    func reading(_ a: (Double, Double), _ b: (Double, Double)) -> TwoFingerMotion.Reading {
      TwoFingerMotion.read(
        first: track(1, from: (40, 20), by: a), second: track(2, from: (40, 40), by: b), fingerCount: 2)
    }
    // A resting thumb, the finger below it moving up: 2 mm is above the line but under 3 mm,
    // undecided; 3.2 mm spreads at once (the spread-versus-travel rule waited for a second frame).
    var thumb = TwoFingerDecision()
    thumb.update(reading((0, 0), (0, -2)), elapsed: 0.1)
    #expect(thumb.motion == .undecided)
    thumb.update(reading((0, 0), (0, -3.2)), elapsed: 0.1125)
    #expect(thumb.motion == .spread)
    // Both fingers moving apart: undecided under 1.5 mm each, a spread the frame they both pass it
    // (north and south, 3 mm of distance), with no frame before needed.
    var pinch = TwoFingerDecision()
    pinch.update(reading((0, -1), (0, 1)), elapsed: 0.1)
    #expect(pinch.motion == .undecided)
    pinch.reset()
    pinch.update(reading((0, -1.5), (0, 1.5)), elapsed: 0.1)
    #expect(pinch.motion == .spread)
    // Both moving east with the distance growing 3.4 mm: the same way, a scroll.
    var slide = TwoFingerDecision()
    slide.update(reading((10, -1.7), (10, 1.7)), elapsed: 0.1)
    #expect(slide.motion == .parallel)
  }

  @Test("A turn about the midpoint changes neither the distance nor the travel: undecided")
  func turn() {
    // 20 mm apart, turned by 30°: each finger moved 5.2 mm.
    let half = 10.0
    let dx = half * sin(Double.pi / 6), dy = half * (1 - cos(Double.pi / 6))
    #expect(classify((dx, dy), (-dx, -dy)) == .undecided)
  }

  @Test("The minima grow with the finger count")
  func fingerCount() {
    // Three fingers: spread needs 4 mm, travel 2 mm.
    #expect(classify((0, -1.9), (0, 1.9), fingers: 3) == .undecided)
    #expect(classify((0, -2), (0, 2), fingers: 3) == .spread)
    #expect(classify((0, -2.6), (0, -2.6), fingers: 3) == .parallel)
    #expect(classify((0, -1.9), (0, -1.9), fingers: 3) == .undecided)
  }

  @Test("The pair is the top-most and the bottom-most finger")
  func pair() throws {
    var tracker = TouchTracker()
    let points = [(30.0, 20.0), (50, 10), (40, 35)]
    let touches = points.enumerated().map { index, point in
      Touch(
        id: TouchID(rawValue: index + 1), slot: index, phase: .began, position: DevicePoint(x: 0, y: 0),
        location: MillimetrePoint(x: point.0, y: point.1))
    }
    tracker.update(with: TouchFrame(time: Timestamp(microseconds: 0), touches: touches, fingerCount: 3))
    let (top, bottom) = try #require(TwoFingerMotion.pair(in: tracker))
    #expect(top.id == TouchID(rawValue: 2))
    #expect(bottom.id == TouchID(rawValue: 3))
  }
}
