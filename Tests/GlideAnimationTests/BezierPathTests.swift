import Foundation
import Testing

@testable import GlideAnimation

/// `BezierPath`: building, evaluation, tangents, arc length and arcs, against hand computations and
/// closed-form lengths.
@Suite("Bézier paths")
struct BezierPathTests {
  /// The cubic (0, 0), (0, 100), (100, 100), (100, 0): an arch.
  private let arch = BezierPath.Segment(
    start: .zero, control1: Point(x: 0, y: 100), control2: Point(x: 100, y: 100), end: Point(x: 100, y: 0))

  @Test("A cubic's point and derivative at a parameter match the Bernstein form")
  func evaluation() {
    // t = 0.5: weights 1/8, 3/8, 3/8, 1/8 → (0·⅛ + 0·⅜ + 100·⅜ + 100·⅛, 0 + 100·⅜ + 100·⅜ + 0) = (50, 75).
    #expect(arch.point(at: 0.5) == Point(x: 50, y: 75))
    // B'(t) = 3[(1−t)²(P1−P0) + 2(1−t)t(P2−P1) + t²(P3−P2)]: at 0.5, 3·(¼(0,100) + ½(100,0) + ¼(0,−100)).
    #expect(arch.derivative(at: 0.5) == Vector(dx: 150, dy: 0))
    #expect(arch.derivative(at: 0) == Vector(dx: 0, dy: 300))
    #expect(arch.point(at: 0) == .zero && arch.point(at: 1) == Point(x: 100, y: 0))
  }

  @Test("Tangent angles: along the legs at the ends, from the next control point where a leg is empty")
  func tangents() throws {
    #expect(abs(try #require(arch.tangentAngle(at: 0)) - .pi / 2) < 1e-12)  // straight down (+y)
    #expect(abs(try #require(arch.tangentAngle(at: 0.5)) - 0) < 1e-12)
    #expect(abs(try #require(arch.tangentAngle(at: 1)) + .pi / 2) < 1e-12)  // straight up
    // control1 on start: the curve leaves toward control2, (100, 100) → π/4.
    let cuspStart = BezierPath.Segment(
      start: .zero, control1: .zero, control2: Point(x: 100, y: 100), end: Point(x: 100, y: 0))
    #expect(abs(try #require(cuspStart.tangentAngle(at: 0)) - .pi / 4) < 1e-12)
    // control2 on end: the curve arrives from control1, (100, 0) − (0, 100) → −π/4.
    let cuspEnd = BezierPath.Segment(
      start: .zero, control1: Point(x: 0, y: 100), control2: Point(x: 100, y: 0), end: Point(x: 100, y: 0))
    #expect(abs(try #require(cuspEnd.tangentAngle(at: 1)) + .pi / 4) < 1e-12)
    let dot = BezierPath.Segment(start: .zero, control1: .zero, control2: .zero, end: .zero)
    #expect(dot.tangentAngle(at: 0.5) == nil)
  }

  @Test("The length of a parabola matches the closed form √5/2 + asinh(2)/4 (scaled by 100)")
  func parabolaLength() {
    // x = t, y = t² for t in 0…1 is the quadratic (0, 0), (0.5, 0), (1, 1); ∫√(1 + 4x²) dx over 0…1.
    let parabola = BezierPath.Segment.quadCurve(
      from: .zero, control: Point(x: 50, y: 0), to: Point(x: 100, y: 100))
    let expected = 100 * (5.0.squareRoot() / 2 + asinh(2) / 4)  // 147.894 285 754 459 75
    #expect(abs(parabola.length - expected) < 1e-6)
    #expect(abs(parabola.point(at: 0.3).y - 9) < 1e-9)  // still y = x²/100 at x = 30
  }

  @Test("A straight cubic with uneven control points is as long as its chord")
  func straightCubic() {
    let line = BezierPath.Segment(
      start: .zero, control1: Point(x: 90, y: 0), control2: Point(x: 95, y: 0), end: Point(x: 100, y: 0))
    #expect(abs(line.length - 100) < 1e-8)
    // The parameter at 50 points is where x = 50, though the curve is not uniform in t.
    let t = line.parameter(atLength: 50)
    #expect(abs(line.point(at: t).x - 50) < 1e-6)
    #expect(abs(line.length(to: t) - 50) < 1e-8)
  }

  @Test("Points at fractions of the length of a two-leg path")
  func fractionOfLength() throws {
    var path = BezierPath()
    path.move(to: .zero)
    path.addLine(to: Point(x: 30, y: 0))
    path.addLine(to: Point(x: 30, y: 40))
    #expect(abs(path.length - 70) < 1e-9)
    // 35 of 70 points: 5 down the second leg, heading +y.
    #expect(try #require(path.point(atFractionOfLength: 0.5)).distance(to: Point(x: 30, y: 5)) < 1e-8)
    #expect(abs(try #require(path.tangentAngle(atFractionOfLength: 0.5)) - .pi / 2) < 1e-9)
    #expect(try #require(path.point(atFractionOfLength: 0.2)).distance(to: Point(x: 14, y: 0)) < 1e-8)
    #expect(BezierPath().point(atFractionOfLength: 0.5) == nil)
  }

  @Test("Close draws a line back to the subpath's start, unless the path is already there")
  func closing() {
    var triangle = BezierPath()
    triangle.move(to: .zero)
    triangle.addLine(to: Point(x: 30, y: 0))
    triangle.addLine(to: Point(x: 30, y: 40))
    triangle.close()
    #expect(triangle.segments.count == 3)
    #expect(abs(triangle.length - 120) < 1e-9)  // 30 + 40 + 50
    #expect(triangle.vertices == [.zero, Point(x: 30, y: 0), Point(x: 30, y: 40), .zero])
    #expect(triangle.currentPoint == .zero)
    var loop = BezierPath()
    loop.move(to: .zero)
    loop.addLine(to: Point(x: 10, y: 0))
    loop.addLine(to: .zero)
    loop.close()
    #expect(loop.segments.count == 2)
  }

  @Test("Quadratic curves are raised to cubics exactly")
  func quadratic() {
    var path = BezierPath()
    path.move(to: .zero)
    path.addQuadCurve(to: Point(x: 100, y: 0), controlPoint: Point(x: 50, y: 100))
    // A quadratic at t = 0.5: ¼P0 + ½P1 + ¼P2 = (50, 50).
    #expect(path.segments[0].point(at: 0.5).distance(to: Point(x: 50, y: 50)) < 1e-9)
    let quad = BezierPath.Element.quadCurve(to: Point(x: 100, y: 0), control: Point(x: 50, y: 100))
    #expect(path.elements == [.move(to: .zero), quad])
  }

  @Test("Arcs stay on the circle, end where asked and are about as long as the circle's arc")
  func arcs() throws {
    var path = BezierPath()
    path.addArc(withCenter: Point(x: 50, y: 50), radius: 100, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
    #expect(path.segments.count == 4)  // four quarter pieces
    for i in 0...100 {
      let p = try #require(path.point(atFractionOfLength: Double(i) / 100))
      // The quarter-turn cubic strays at most 0.027 % of the radius from the circle.
      #expect(abs(p.distance(to: Point(x: 50, y: 50)) - 100) < 0.03)
    }
    #expect(abs(path.length - 200 * .pi) < 0.1)
    // Counter-clockwise from 0 to −π/2 on a y-down screen: a quarter turn up to (50, −50).
    var up = BezierPath()
    up.addArc(withCenter: Point(x: 50, y: 50), radius: 100, startAngle: 0, endAngle: -.pi / 2, clockwise: false)
    #expect(try #require(up.currentPoint).distance(to: Point(x: 50, y: -50)) < 1e-9)
    #expect(abs(up.length - 50 * .pi) < 0.05)
    // Clockwise from 0 to −π/2 goes the long way: three quarters.
    var long = BezierPath()
    long.addArc(withCenter: .zero, radius: 10, startAngle: 0, endAngle: -.pi / 2, clockwise: true)
    #expect(long.segments.count == 3)
  }

  @Test("An arc after a current point joins it with a straight line")
  func arcJoins() {
    var path = BezierPath()
    path.move(to: .zero)
    path.addArc(
      withCenter: Point(x: 100, y: 0), radius: 50, startAngle: .pi, endAngle: 1.5 * .pi, clockwise: true)
    #expect(path.segments.count == 2)
    #expect(path.segments[0].start == .zero)
    #expect(path.segments[0].end.distance(to: Point(x: 50, y: 0)) < 1e-9)
    #expect(path.segments[1].end.distance(to: Point(x: 100, y: -50)) < 1e-9)
  }

  @Test("Drawing before a move stops with a precondition failure")
  func noCurrentPoint() async {
    await #expect(processExitsWith: .failure) {
      var path = BezierPath()
      path.addLine(to: Point(x: 1, y: 1))
    }
  }
}
