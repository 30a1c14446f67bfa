@testable import GlideGestures
import GlideInput
import Testing

@Suite("Two-finger motion (libinput's pinch-versus-scroll decision)")
struct TwoFingerMotionTests {
  // Octant bits: N NE E SE S SW W NW from bit 0.
  static let n: UInt8 = 1 << 0, ne: UInt8 = 1 << 1, e: UInt8 = 1 << 2, se: UInt8 = 1 << 3
  static let s: UInt8 = 1 << 4, sw: UInt8 = 1 << 5, w: UInt8 = 1 << 6, nw: UInt8 = 1 << 7

  func track(_ id: Int, from start: (Double, Double), by move: (Double, Double)) -> TouchTracker.Track {
    let begin = MillimetrePoint(x: start.0, y: start.1)
    return TouchTracker.Track(
      id: TouchID(rawValue: id), start: begin, current: begin.offset(x: move.0, y: move.1),
      startTime: Timestamp(microseconds: 0))
  }

  static let longMoveCases: [(Double, Double, UInt8)] = [
    (0, -5, n), (5, -5, ne), (5, 0, e), (5, 5, se), (0, 5, s), (-5, 5, sw), (-5, 0, w), (-5, -5, nw),
    // Halfway between two octants (22.5° off north): both.
    (5 * 0.3826834, -5 * 0.9238795, n | ne), (-5 * 0.3826834, -5 * 0.9238795, nw | n),
  ]

  static let shortMoveCases: [(Double, Double, UInt8)] = [
    (1, 1, e | se | s), (1, -1, n | ne | e), (-1, 1, s | sw | w), (-1, -1, w | nw | n),
    (1, 0, ne | e | se), (-1, 0, sw | w | nw), (0, 1, se | s | sw), (0, -1, nw | n | ne), (0, 0, 0),
  ]

  @Test("Long moves map to one or two octants (y grows downwards)", arguments: longMoveCases)
  func longMoves(dx: Double, dy: Double, expected: UInt8) {
    #expect(TwoFingerMotion.octants(MillimetreVector(dx: dx, dy: dy)) == expected)
  }

  @Test("Moves under 2 mm on both axes map to a coarse quadrant of three octants", arguments: shortMoveCases)
  func shortMoves(dx: Double, dy: Double, expected: UInt8) {
    #expect(TwoFingerMotion.octants(MillimetreVector(dx: dx, dy: dy)) == expected)
  }

  @Test("Same direction: the same or neighbouring octants, N and NW included")
  func sameDirection() {
    typealias T = Self
    #expect(TwoFingerMotion.sameDirection(T.n, T.n))
    #expect(TwoFingerMotion.sameDirection(T.n, T.ne))
    #expect(TwoFingerMotion.sameDirection(T.ne, T.n))
    #expect(TwoFingerMotion.sameDirection(T.n, T.nw), "wrap from bit 0 to bit 7")
    #expect(TwoFingerMotion.sameDirection(T.nw, T.n), "wrap from bit 7 to bit 0")
    #expect(TwoFingerMotion.sameDirection(T.w, T.nw))
    #expect(!TwoFingerMotion.sameDirection(T.n, T.e))
    #expect(!TwoFingerMotion.sameDirection(T.n, T.s))
    #expect(!TwoFingerMotion.sameDirection(T.e, T.w))
    #expect(!TwoFingerMotion.sameDirection(T.nw, T.ne))
    #expect(!TwoFingerMotion.sameDirection(T.n, 0))
  }

  func classify(_ a: (Double, Double), _ b: (Double, Double), elapsed: Double = 0.1, fingers: Int = 2,
    apart: (Double, Double) = (0, 20)) -> TwoFingerMotion
  {
    TwoFingerMotion.classify(
      first: track(1, from: (40, 20), by: a), second: track(2, from: (40 + apart.0, 20 + apart.1), by: b),
      elapsed: elapsed, fingerCount: fingers)
  }

  @Test("Both under 1 mm: undecided")
  func undecided() {
    #expect(classify((0.9, 0), (0, -0.9)) == .undecided)
    #expect(classify((0.5, 0.5), (-0.5, -0.5), elapsed: 2) == .undecided)
  }

  @Test("Apart or together, each at least 1.5 mm: spread; the same way: parallel")
  func directions() {
    #expect(classify((0, -1.5), (0, 1.5)) == .spread, "pinch out, one above the other")
    #expect(classify((0, 3), (0, -3)) == .spread, "pinch in")
    #expect(classify((3, 0), (-3, 0)) == .spread, "rotation")
    #expect(classify((0, -3), (0, -3)) == .parallel, "scroll up")
    #expect(classify((-3, 0), (-3, -1)) == .parallel, "W and W/NW")
    #expect(classify((0, -3), (-1.5, -3)) == .parallel, "N and NW wrap")
    #expect(classify((1.4, 0), (-1.4, 0)) == .undecided, "under the 1.5 mm minimum")
  }

  @Test("Minimum and maximum move grow with the finger count")
  func moveThresholds() {
    // Three fingers: min 2 mm, max 6 mm.
    #expect(classify((0, -1.8), (0, 1.8), fingers: 3) == .undecided)
    #expect(classify((0, -2), (0, 2), fingers: 3) == .spread)
    // One finger beyond max while the other stays under min: a one-finger scroll.
    #expect(classify((0, -4), (0, 1)) == .parallel)
    #expect(classify((0, -3.9), (0, 1)) == .undecided)
    #expect(classify((0, -5), (0, 1), fingers: 3) == .undecided)
    #expect(classify((0, -6), (0, 1.9), fingers: 3) == .parallel)
  }

  @Test("Side by side after 300 ms: parallel; before, or far apart, still undecided")
  func sideBySide() {
    // 12 mm apart on one row, one finger moved 1.2 mm, the other 0.5 mm.
    #expect(classify((1.2, 0), (0.5, 0), elapsed: 0.31, apart: (12, 0)) == .parallel)
    #expect(classify((1.2, 0), (0.5, 0), elapsed: 0.29, apart: (12, 0)) == .undecided)
    #expect(classify((1.2, 0), (0.5, 0), elapsed: 0.31, apart: (45, 0)) == .undecided, "40 mm across")
    #expect(classify((1.2, 0), (0.5, 0), elapsed: 0.31, apart: (12, 8)) == .undecided, "7 mm down")
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
