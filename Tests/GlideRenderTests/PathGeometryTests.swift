import Foundation
import GlideAnimation
import Testing

@testable import GlideRender

/// The point (x, y), points.
private func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

/// A shape layer's geometry before the GPU: paths flattened to chords within a tolerance, trimmed by
/// strokeStart/strokeEnd, dashed, and stroked into convex polygons whose union is the stroke's area.
@Suite("PathGeometry")
struct PathGeometryTests {
  // MARK: - Helpers

  /// An open polyline through `points`, given as (x, y) pairs.
  static func open(_ points: (Double, Double)...) -> Polyline {
    Polyline(points: points.map { p($0.0, $0.1) }, isClosed: false)
  }

  /// A path of straight lines through `points` (a move to the first), closed when asked.
  static func path(_ points: [(Double, Double)], closed: Bool = false) -> BezierPath {
    var path = BezierPath()
    path.move(to: p(points[0].0, points[0].1))
    for point in points.dropFirst() { path.addLine(to: p(point.0, point.1)) }
    if closed { path.close() }
    return path
  }

  /// Twice the signed area of the triangle a, b, c (positive when c is left of a → b with y up).
  static func cross(_ a: Point, _ b: Point, _ c: Point) -> Double {
    (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)
  }

  /// Whether `polygon` is convex with some area: every turn the same way (or straight).
  static func isConvex(_ polygon: [Point]) -> Bool {
    guard polygon.count >= 3 else { return false }
    let turns = polygon.indices.map {
      cross(polygon[$0], polygon[($0 + 1) % polygon.count], polygon[($0 + 2) % polygon.count])
    }
    return (turns.allSatisfy { $0 >= -1e-9 } || turns.allSatisfy { $0 <= 1e-9 }) && turns.contains { abs($0) > 1e-9 }
  }

  /// Whether the convex `polygon` contains `point` (either orientation; the boundary counts).
  static func contains(_ polygon: [Point], _ point: Point) -> Bool {
    var (left, right) = (false, false)
    for index in polygon.indices {
      let side = cross(polygon[index], polygon[(index + 1) % polygon.count], point)
      if side > 0 { left = true } else if side < 0 { right = true }
      if left && right { return false }
    }
    return true
  }

  static func covers(_ polygons: [[Point]], _ point: Point) -> Bool {
    polygons.contains { contains($0, point) }
  }

  /// The area of the union of `polygons` (points²), by sampling the centres of a `step`-point grid.
  static func unionArea(_ polygons: [[Point]], step: Double = 0.25) -> Double {
    let all = polygons.flatMap { $0 }
    guard let minX = all.map(\.x).min(), let maxX = all.map(\.x).max(), let minY = all.map(\.y).min(),
      let maxY = all.map(\.y).max()
    else { return 0 }
    let (columns, rows) = (Int(((maxX - minX) / step).rounded(.up)), Int(((maxY - minY) / step).rounded(.up)))
    var covered = [Bool](repeating: false, count: columns * rows)
    // Each polygon marks the cells whose centres it contains, within its own bounding box.
    func cell(_ value: Double, from origin: Double, count: Int) -> Int {
      min(max(Int(((value - origin) / step).rounded(.down)), 0), count - 1)
    }
    for polygon in polygons {
      let (xs, ys) = (polygon.map(\.x), polygon.map(\.y))
      for row in cell(ys.min()!, from: minY, count: rows)...cell(ys.max()!, from: minY, count: rows) {
        for column in cell(xs.min()!, from: minX, count: columns)...cell(xs.max()!, from: minX, count: columns)
        where !covered[row * columns + column] {
          let centre = p(minX + (Double(column) + 0.5) * step, minY + (Double(row) + 0.5) * step)
          if contains(polygon, centre) { covered[row * columns + column] = true }
        }
      }
    }
    return Double(covered.count { $0 }) * step * step
  }

  /// `value` within `percent` % of `expected`.
  static func near(_ value: Double, _ expected: Double, percent: Double = 1) -> Bool {
    abs(value - expected) <= abs(expected) * percent / 100
  }

  static func stroke(
    _ polylines: [Polyline], width: Double = 10, cap: LayerShape.LineCap = .butt, join: LayerShape.LineJoin = .miter,
    miterLimit: Double = 10, tolerance: Double = 0.05
  ) -> [[Point]] {
    let polygons = PathStroker.stroke(
      polylines, width: width, cap: cap, join: join, miterLimit: miterLimit, tolerance: tolerance)
    #expect(polygons.allSatisfy(isConvex), "every polygon is convex")
    return polygons
  }

  /// The x coordinates of each polyline's points (for pieces along the x axis).
  static func xs(_ polylines: [Polyline]) -> [[Double]] { polylines.map { $0.points.map(\.x) } }

  // MARK: - Flattening

  @Test("A quarter circle of radius 100 flattened to 0.25: points and mid-chords within 0.25 of the radius")
  func quarterCircle() {
    var path = BezierPath()
    path.addArc(withCenter: .zero, radius: 100, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    let polylines = PathFlattening.polylines(path, tolerance: 0.25)
    #expect(polylines.count == 1)
    let points = polylines[0].points
    #expect(polylines[0].isClosed == false)
    #expect(points.first == p(100, 0))
    #expect(abs(points.last!.x) < 1e-9 && abs(points.last!.y - 100) < 1e-9)
    #expect(points.count >= 8 && points.count <= 40, "\(points.count) points")
    for point in points { #expect(abs(point.distance(to: .zero) - 100) <= 0.25) }
    for (a, b) in zip(points, points.dropFirst()) {
      #expect(abs(p((a.x + b.x) / 2, (a.y + b.y) / 2).distance(to: .zero) - 100) <= 0.25)
    }
    // Every point of the curve itself lies within the tolerance of the chords.
    let segment = path.segments[0]
    for step in 0...400 {
      let onCurve = segment.point(at: Double(step) / 400)
      let nearest = zip(points, points.dropFirst()).map {
        PathFlattening.distance(from: onCurve, toSegmentFrom: $0.0, to: $0.1)
      }.min()!
      #expect(nearest <= 0.25)
    }
  }

  @Test("Straight lines stay single pieces; a straight quadratic stays 2 points")
  func straightLines() {
    let line = PathFlattening.polylines(Self.path([(0, 0), (100, 50)]), tolerance: 0.25)
    #expect(line == [Self.open((0, 0), (100, 50))])
    var quad = BezierPath()
    quad.move(to: p(0, 0))
    quad.addQuadCurve(to: p(40, 0), controlPoint: p(20, 0))
    #expect(PathFlattening.polylines(quad, tolerance: 0.01) == [Self.open((0, 0), (40, 0))])
  }

  @Test("A move starts a polyline, close closes it, and drawing after close starts again at the start")
  func subpaths() {
    var path = Self.path([(0, 0), (10, 0), (10, 10)], closed: true)
    path.addLine(to: p(0, 20))
    path.move(to: p(50, 50))  // Nothing drawn after it: no polyline.
    let polylines = PathFlattening.polylines(path, tolerance: 0.25)
    #expect(
      polylines == [
        Polyline(points: [p(0, 0), p(10, 0), p(10, 10)], isClosed: true), Self.open((0, 0), (0, 20)),
      ])
    // A subpath drawn back onto its start is stored without the repeated point.
    let back = PathFlattening.polylines(Self.path([(0, 0), (10, 0), (0, 10), (0, 0)], closed: true), tolerance: 1)
    #expect(back == [Polyline(points: [p(0, 0), p(10, 0), p(0, 10)], isClosed: true)])
    // A line to where it is keeps one point: a dot.
    #expect(PathFlattening.polylines(Self.path([(5, 5), (5, 5)]), tolerance: 1) == [Self.open((5, 5))])
  }

  @Test("Fill contours close open subpaths and leave out those enclosing nothing")
  func contours() {
    var path = Self.path([(0, 0), (10, 0), (10, 10)])
    path.move(to: p(20, 20))
    path.addLine(to: p(30, 20))
    path.move(to: p(40, 40))
    path.addLine(to: p(50, 40))
    path.addLine(to: p(50, 50))
    path.addLine(to: p(40, 40))
    path.close()
    #expect(
      PathFlattening.contours(path, tolerance: 0.25) == [
        [p(0, 0), p(10, 0), p(10, 10)], [p(40, 40), p(50, 40), p(50, 50)],
      ])
  }

  // MARK: - Trimming

  @Test("strokeStart 0.25, strokeEnd 0.5 of a 100-long line keeps 25…50")
  func trimLine() {
    let trimmed = PathTrimming.trimmed([Self.open((0, 0), (100, 0))], start: 0.25, end: 0.5)
    #expect(trimmed == [Self.open((25, 0), (50, 0))])
    #expect(PathTrimming.trimmed([Self.open((0, 0), (100, 0))], start: 0.6, end: 0.5).isEmpty)
    #expect(PathTrimming.trimmed([Self.open((0, 0), (100, 0))], start: 0.5, end: 0.5).isEmpty)
  }

  @Test("Trimming measures all subpaths in order: 0.25…0.75 of two 100-long lines")
  func trimAcrossSubpaths() {
    let lines = [Self.open((0, 0), (100, 0)), Self.open((0, 10), (100, 10))]
    #expect(
      PathTrimming.trimmed(lines, start: 0.25, end: 0.75)
        == [Self.open((50, 0), (100, 0)), Self.open((0, 10), (50, 10))])
    // Ending exactly where the second starts: the second is left out, not a dot.
    #expect(PathTrimming.trimmed(lines, start: 0, end: 0.5) == [lines[0]])
    #expect(PathTrimming.trimmed(lines, start: 0.5, end: 1) == [lines[1]])
  }

  @Test("A trimmed closed subpath becomes open, its closing piece measured; an untrimmed one stays closed")
  func trimClosed() {
    let square = Polyline(points: [p(0, 0), p(100, 0), p(100, 100), p(0, 100)], isClosed: true)
    #expect(PathTrimming.trimmed([square], start: 0, end: 1) == [square])
    #expect(PathTrimming.trimmed([square], start: 0, end: 0.5) == [Self.open((0, 0), (100, 0), (100, 100))])
    #expect(PathTrimming.trimmed([square], start: 0.875, end: 1) == [Self.open((0, 50), (0, 0))])
    #expect(
      PathTrimming.trimmed([square], start: 0.125, end: 0.625)
        == [Self.open((50, 0), (100, 0), (100, 100), (50, 100))])
  }

  // MARK: - Dashes

  @Test("Dashes [10, 5] on a 40-long line: 0–10, 15–25, 30–40; with phase 12: 3–13, 18–28, 33–40")
  func dashes() {
    let line = [Self.open((0, 0), (40, 0))]
    #expect(Self.xs(PathDashes.dashed(line, pattern: [10, 5], phase: 0)) == [[0, 10], [15, 25], [30, 40]])
    #expect(Self.xs(PathDashes.dashed(line, pattern: [10, 5], phase: 12)) == [[3, 13], [18, 28], [33, 40]])
    // A negative phase counts back: −3 is 12 into the 15-long pattern.
    #expect(Self.xs(PathDashes.dashed(line, pattern: [10, 5], phase: -3)) == [[3, 13], [18, 28], [33, 40]])
    // An odd count repeats with roles swapped: [10] is 10 on, 10 off.
    #expect(Self.xs(PathDashes.dashed(line, pattern: [10], phase: 0)) == [[0, 10], [20, 30]])
  }

  @Test("No dashing for a nil, empty or all-zero pattern")
  func noDashes() {
    let line = [Self.open((0, 0), (40, 0))]
    #expect(PathDashes.dashed(line, pattern: nil, phase: 3) == line)
    #expect(PathDashes.dashed(line, pattern: [], phase: 3) == line)
    #expect(PathDashes.dashed(line, pattern: [0, 0], phase: 3) == line)
  }

  @Test("The pattern restarts at each subpath and runs round corners and closing pieces")
  func dashesPerSubpath() {
    let lines = [Self.open((0, 0), (12, 0)), Self.open((0, 10), (12, 10))]
    #expect(Self.xs(PathDashes.dashed(lines, pattern: [10, 5], phase: 0)) == [[0, 10], [0, 10]])
    let square = Polyline(points: [p(0, 0), p(10, 0), p(10, 10), p(0, 10)], isClosed: true)
    let dashed = PathDashes.dashed([square], pattern: [15, 10], phase: 0)
    #expect(dashed == [Self.open((0, 0), (10, 0), (10, 5)), Self.open((5, 10), (0, 10), (0, 0))])
    // One dash all round keeps the subpath closed.
    #expect(PathDashes.dashed([square], pattern: [50, 10], phase: 0) == [square])
  }

  @Test("Zero-length dashes are single points, drawn as dots with round caps")
  func dotDashes() {
    let dashed = PathDashes.dashed([Self.open((0, 0), (20, 0))], pattern: [0, 10], phase: 0)
    #expect(dashed == [Self.open((0, 0)), Self.open((10, 0)), Self.open((20, 0))])
    let area = Self.unionArea(Self.stroke(dashed, width: 4, cap: .round, tolerance: 0.01), step: 0.05)
    #expect(Self.near(area, 3 * .pi * 4, percent: 2), "\(area)")
  }

  // MARK: - Stroking

  @Test("A 100-long line 10 wide covers 1000; a square cap adds 2 × 5 × 10, a round cap π · 25")
  func lineCaps() {
    let line = [Self.open((0, 0), (100, 0))]
    let butt = Self.stroke(line, cap: .butt)
    #expect(Self.near(Self.unionArea(butt), 1000), "\(Self.unionArea(butt))")
    #expect(butt.count == 1)
    let square = Self.stroke(line, cap: .square)
    #expect(Self.near(Self.unionArea(square), 1100), "\(Self.unionArea(square))")
    #expect(Self.covers(square, p(-4.9, 4.9)) && Self.covers(square, p(104.9, -4.9)))
    #expect(!Self.covers(square, p(-5.1, 0)) && !Self.covers(square, p(105.1, 0)))
    let round = Self.stroke(line, cap: .round)
    #expect(Self.near(Self.unionArea(round), 1000 + 25 * .pi), "\(Self.unionArea(round))")
    #expect(Self.covers(round, p(-4.9, 0)) && !Self.covers(round, p(-4, 4)))
  }

  @Test("Round caps' chords stay within the tolerance of the circle")
  func roundCapTolerance() {
    let polygons = Self.stroke([Self.open((0, 0), (100, 0))], width: 40, cap: .round, tolerance: 0.1)
    let cap = polygons.first { $0.contains { $0.x < -1 } }!
    for point in cap { #expect(abs(point.distance(to: .zero) - 20) < 1e-9) }
    for (a, b) in zip(cap, cap.dropFirst()) {
      #expect(20 - p((a.x + b.x) / 2, (a.y + b.y) / 2).distance(to: .zero) <= 0.1)
    }
  }

  @Test("A right-angle miter reaches the corner (55, −5); with miterLimit 1 it is bevelled")
  func miterCorner() {
    let corner = [Self.open((0, 0), (50, 0), (50, 50))]
    let miter = Self.stroke(corner, join: .miter, miterLimit: 10)
    #expect(miter.contains { $0.contains { $0.distance(to: p(55, -5)) < 1e-9 } })
    #expect(Self.covers(miter, p(54.9, -4.9)))
    #expect(Self.near(Self.unionArea(miter), 1000), "\(Self.unionArea(miter))")
    let bevelled = Self.stroke(corner, join: .miter, miterLimit: 1)
    #expect(!Self.covers(bevelled, p(54.5, -4.5)) && Self.covers(bevelled, p(51, -3.5)))
    #expect(Self.near(Self.unionArea(bevelled), 987.5), "\(Self.unionArea(bevelled))")
    // The limit is on 1 / sin(θ/2) = √2 for a right angle.
    #expect(Self.covers(Self.stroke(corner, join: .miter, miterLimit: 1.42), p(54.9, -4.9)))
    #expect(!Self.covers(Self.stroke(corner, join: .miter, miterLimit: 1.41), p(54.9, -4.9)))
    #expect(Self.stroke(corner, join: .bevel) == bevelled)
  }

  @Test("A round join adds a quarter disc at a right angle, on whichever side is outside")
  func roundJoin() {
    let expected = 975 + 25 * Double.pi / 4
    for turn in [50.0, -50.0] {
      let polygons = Self.stroke([Self.open((0, 0), (50, 0), (50, turn))], join: .round)
      #expect(Self.near(Self.unionArea(polygons), expected, percent: 0.5), "\(Self.unionArea(polygons))")
      let outside = turn > 0 ? -1.0 : 1.0
      #expect(Self.covers(polygons, p(53.4, 3.4 * outside)) && !Self.covers(polygons, p(53.7, 3.7 * outside)))
    }
  }

  @Test("A closed square stroked has joins all round and no caps")
  func closedSquare() {
    let square = [Polyline(points: [p(0, 0), p(100, 0), p(100, 100), p(0, 100)], isClosed: true)]
    let bevel = Self.stroke(square, cap: .square, join: .bevel)
    let ring: Double = 110 * 110 - 90 * 90
    #expect(Self.near(Self.unionArea(bevel), ring - 4 * 12.5), "\(Self.unionArea(bevel))")
    // The join at the start covers its corner; a square cap there would reach (−4, −4).
    #expect(Self.covers(bevel, p(-2, -2)) && !Self.covers(bevel, p(-4, -4)))
    let miter = Self.stroke(square, cap: .round, join: .miter)
    #expect(Self.near(Self.unionArea(miter), ring), "\(Self.unionArea(miter))")
    #expect(miter.contains { $0.contains { $0.distance(to: p(-5, -5)) < 1e-9 } })
  }

  @Test("A zero-length subpath draws a dot for round and square caps, nothing for butt")
  func dots() {
    let dot = PathFlattening.polylines(Self.path([(5, 5), (5, 5)]), tolerance: 0.05)
    // The disc's chords lie inside the circle: within 1 % at a tolerance of 0.01 point.
    #expect(Self.near(Self.unionArea(Self.stroke(dot, cap: .round, tolerance: 0.01), step: 0.1), 25 * .pi))
    #expect(Self.near(Self.unionArea(Self.stroke(dot, cap: .square), step: 0.1), 100))
    #expect(Self.stroke(dot, cap: .butt).isEmpty)
    // Repeated points along a line are skipped, not dots.
    #expect(Self.stroke([Self.open((0, 0), (50, 0), (50, 0), (100, 0))]).count == 2)
  }

  @Test("Polylines and contours with a point not finite are left out")
  func notFinite() {
    let broken = Self.open((0, 0), (.nan, 5), (10, 0))
    #expect(PathStroker.stroke([broken], width: 2, cap: .round, join: .round, miterLimit: 10, tolerance: 0.1).isEmpty)
    #expect(PathFlattening.contours(Self.path([(0, 0), (10, 0), (.infinity, 10)]), tolerance: 0.1).isEmpty)
  }

  @Test("A reversal turns round by its forward side: a half disc with round joins, nothing beyond with miter")
  func reversal() {
    let back = [Self.open((0, 0), (50, 0), (20, 0))]
    #expect(Self.near(Self.unionArea(Self.stroke(back, join: .round)), 500 + 25 * .pi / 2))
    #expect(Self.near(Self.unionArea(Self.stroke(back, join: .miter)), 500))
  }

  @Test("A shape's outline: trimmed, then dashed, then stroked")
  func shapeOutline() {
    let shape = LayerShape(
      path: Self.path([(0, 0), (40, 0)]), lineWidth: 2, lineDashPattern: [10, 5], strokeEnd: 0.5)
    // 0…20 is left, dashed 0–10 and 15–20: 15 long, 2 wide.
    let polygons = PathStroker.outline(of: shape, tolerance: 0.05)
    #expect(Self.near(Self.unionArea(polygons, step: 0.05), 30), "\(Self.unionArea(polygons, step: 0.05))")
    var curved = LayerShape(lineWidth: 4, lineCap: .round, lineJoin: .round)
    var circle = BezierPath()
    circle.addArc(withCenter: p(50, 50), radius: 30, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
    circle.close()
    curved.path = circle
    // A circle 4 wide is a ring 28…32 from the centre, whatever the join between its chords.
    let expected = Double.pi * (32 * 32 - 28 * 28)
    for join in LayerShape.LineJoin.allCases {
      curved.lineJoin = join
      let ring = PathStroker.outline(of: curved, tolerance: 0.02)
      #expect(Self.near(Self.unionArea(ring), expected), "\(join): \(Self.unionArea(ring))")
      #expect(ring.allSatisfy(Self.isConvex))
    }
    #expect(PathStroker.outline(of: LayerShape(path: circle, lineWidth: 0), tolerance: 0.05).isEmpty)
  }
}
