import GlideAnimation

/// One subpath of a ``BezierPath`` as straight pieces: the points in order (points, the layer's
/// coordinates). A closed polyline runs from its last point back to its first; that closing piece is not
/// stored as a repeated point.
struct Polyline: Hashable, Sendable {
  /// The corners in order, points.
  var points: [Point]
  /// Whether a piece runs from the last point back to the first (the subpath ended with `close`).
  var isClosed: Bool
}

/// A ``BezierPath``'s curves as straight pieces for the compositor, which draws only polygons: the
/// polylines a stroke follows and the contours a fill covers.
enum PathFlattening {
  /// How many times a curve is halved at most (2¹⁶ pieces), whatever the tolerance.
  static let deepestSubdivision = 16

  /// The subpaths as polylines, each curve cut into chords that stray no more than `tolerance` points
  /// from it (e.g. 0.25 pixel ÷ pixels per point).
  ///
  /// A `move` starts a new polyline; `close` closes the current one (a drawing element after it starts a
  /// new polyline at the closed subpath's start, as Core Graphics does). Straight lines stay single
  /// pieces. Repeated points are kept once; a subpath drawn to where it started keeps its one point (a
  /// dot for the stroker). A `move` with nothing drawn after it makes no polyline.
  static func polylines(_ path: BezierPath, tolerance: Double) -> [Polyline] {
    let tolerance = tolerance > 1e-9 ? tolerance : 1e-9
    var result: [Polyline] = []
    var current: [Point] = []
    var subpathStart = Point.zero
    var last = Point.zero
    var drawn = false

    func finish(closed: Bool) {
      if drawn {
        // Back at the start (within rounding, as an arc of a full turn ends): the closing piece is implicit.
        if closed, current.count > 1, current[current.count - 1].distance(to: current[0]) <= 1e-9 {
          current.removeLast()
        }
        result.append(Polyline(points: current, isClosed: closed))
      }
      (current, drawn) = ([], false)
    }
    func add(_ point: Point) {
      if current.isEmpty { current = [last] }
      if current[current.count - 1] != point { current.append(point) }
      drawn = true
    }

    for element in path.elements {
      switch element {
      case .move(let point):
        finish(closed: false)
        (subpathStart, last) = (point, point)
      case .line(let point):
        add(point)
        last = point
      case .quadCurve(let point, let control):
        appendCurve(.quadCurve(from: last, control: control, to: point), tolerance: tolerance, to: add)
        last = point
      case .curve(let point, let control1, let control2):
        let segment = BezierPath.Segment(start: last, control1: control1, control2: control2, end: point)
        appendCurve(segment, tolerance: tolerance, to: add)
        last = point
      case .close:
        if !drawn { add(subpathStart) }
        finish(closed: true)
        last = subpathStart
      }
    }
    finish(closed: false)
    return result
  }

  /// Every subpath as a closed contour for filling (open subpaths closed implicitly, as Core Animation
  /// fills them), points. Contours of fewer than 3 points enclose nothing, and those with a point not
  /// finite cannot be drawn: both are left out. The compositor fans each from its first point and counts
  /// windings by the layer's fill rule.
  static func contours(_ path: BezierPath, tolerance: Double) -> [[Point]] {
    polylines(path, tolerance: tolerance).compactMap { polyline in
      var points = polyline.points
      if points.count > 1, points[points.count - 1] == points[0] { points.removeLast() }
      guard points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return nil }
      return points.count >= 3 ? points : nil
    }
  }

  /// Hands `add` the ends of the chords of `segment` after its start, halving the curve until its control
  /// points lie within `tolerance` of the chord (the curve lies within their hull, so within the tolerance).
  static func appendCurve(_ segment: BezierPath.Segment, tolerance: Double, to add: (Point) -> Void) {
    var stack: [(segment: BezierPath.Segment, depth: Int)] = [(segment, 0)]
    while let next = stack.popLast() {
      let (piece, depth) = next
      let flat =
        distance(from: piece.control1, toSegmentFrom: piece.start, to: piece.end) <= tolerance
        && distance(from: piece.control2, toSegmentFrom: piece.start, to: piece.end) <= tolerance
      if flat || depth >= deepestSubdivision || !piece.start.x.isFinite {
        add(piece.end)
      } else {
        let (first, second) = halves(of: piece)
        // Last in, first out: the first half is drawn first.
        stack.append((second, depth + 1))
        stack.append((first, depth + 1))
      }
    }
  }

  /// The two halves of a cubic at parameter ½ (de Casteljau).
  static func halves(of s: BezierPath.Segment) -> (BezierPath.Segment, BezierPath.Segment) {
    func mid(_ a: Point, _ b: Point) -> Point { Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2) }
    let (a, b, c) = (mid(s.start, s.control1), mid(s.control1, s.control2), mid(s.control2, s.end))
    let (d, e) = (mid(a, b), mid(b, c))
    let f = mid(d, e)
    return (
      BezierPath.Segment(start: s.start, control1: a, control2: d, end: f),
      BezierPath.Segment(start: f, control1: e, control2: c, end: s.end)
    )
  }

  /// The distance from `point` to the straight piece from `a` to `b`, points.
  static func distance(from point: Point, toSegmentFrom a: Point, to b: Point) -> Double {
    let (ab, ap) = (b - a, point - a)
    let lengthSquared = ab.dx * ab.dx + ab.dy * ab.dy
    guard lengthSquared > 0 else { return ap.length }
    let t = min(max((ap.dx * ab.dx + ap.dy * ab.dy) / lengthSquared, 0), 1)
    return (point - (a + ab * t)).length
  }
}
