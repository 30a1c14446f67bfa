import Foundation
import GlideAnimation

/// A stroke's area as convex polygons for the compositor: a quad along every piece of every polyline, a
/// wedge at every corner by the line join, the caps at open ends. Together they cover exactly the area
/// Core Graphics strokes (the sweep of the pen); they overlap, so the compositor draws them through the
/// stencil to cover each pixel once.
enum PathStroker {
  /// The most points an arc (a round join or cap, a dot) is drawn with.
  static let mostArcPieces = 1024

  /// The stroke of `shape`'s path as Core Animation draws it: flattened to `tolerance` points, cut to
  /// `strokeStart`…`strokeEnd`, dashed, then stroked with its width, cap, join and miter limit. Empty
  /// without a path or for a width of zero or less.
  static func outline(of shape: LayerShape, tolerance: Double) -> [[Point]] {
    guard let path = shape.path, shape.lineWidth > 0 else { return [] }
    let polylines = PathFlattening.polylines(path, tolerance: tolerance)
    let trimmed = PathTrimming.trimmed(polylines, start: shape.strokeStart, end: shape.strokeEnd)
    let dashed = PathDashes.dashed(trimmed, pattern: shape.lineDashPattern, phase: shape.lineDashPhase)
    return stroke(
      dashed, width: shape.lineWidth, cap: shape.lineCap, join: shape.lineJoin, miterLimit: shape.miterLimit,
      tolerance: tolerance)
  }

  /// The stroke of `polylines` `width` points wide as convex polygons (points), each at least a triangle.
  ///
  /// - Open polylines end in `cap`: none for butt, a half square (`width` / 2 beyond the end) for square, a
  ///   half disc for round. Closed polylines have no caps and a join at their first point too.
  /// - Corners take `join`. A miter is bevelled when its length (from the inner to the outer corner of
  ///   the stroke's edges) exceeds `miterLimit` × `width`, that is when 1 / sin(θ / 2) > `miterLimit` for
  ///   the angle θ between the pieces (the PostScript rule).
  /// - Round joins, caps and dots are drawn with chords within `tolerance` points of the circle.
  /// - Pieces of zero length are skipped. A polyline of no length (all one point) is a dot for round caps
  ///   (a disc `width` across) and square caps (an axis-aligned square `width` across), as Core Graphics
  ///   draws a zero-length subpath; nothing for butt caps. Polylines with a point not finite are left out.
  /// - The corners between the chords of a flattened curve take `join` too: where a curve of radius r was
  ///   flattened to `tolerance`, a bevel cuts in (or a miter reaches out) about `tolerance` × `width` / 2r.
  static func stroke(
    _ polylines: [Polyline], width: Double, cap: LayerShape.LineCap, join: LayerShape.LineJoin,
    miterLimit: Double, tolerance: Double
  ) -> [[Point]] {
    guard width > 0, width.isFinite else { return [] }
    let tolerance = tolerance > 1e-9 ? tolerance : 1e-9
    let style = Style(halfWidth: width / 2, cap: cap, join: join, miterLimit: miterLimit, tolerance: tolerance)
    return polylines.flatMap { polyline in
      polyline.points.allSatisfy { $0.x.isFinite && $0.y.isFinite } ? style.stroke(polyline) : []
    }
  }

  /// The arc of `radius` points about `center` from `angle` turning `sweep` (radians; positive from +x
  /// toward +y), both ends included, its chords within `tolerance` points of the circle.
  static func arc(center: Point, radius: Double, from angle: Double, sweep: Double, tolerance: Double) -> [Point] {
    let step = tolerance < radius ? 2 * acos(1 - tolerance / radius) : Double.pi / 2
    let pieces = min(max(Int((abs(sweep) / min(step, Double.pi / 2)).rounded(.up)), 1), mostArcPieces)
    return (0...pieces).map { index in
      let a = angle + sweep * Double(index) / Double(pieces)
      return Point(x: center.x + radius * cos(a), y: center.y + radius * sin(a))
    }
  }

  /// What a stroke is drawn with; strokes one polyline at a time.
  struct Style {
    var halfWidth: Double
    var cap: LayerShape.LineCap
    var join: LayerShape.LineJoin
    var miterLimit: Double
    var tolerance: Double

    /// The polygons of one polyline's stroke.
    func stroke(_ polyline: Polyline) -> [[Point]] {
      // Points closer than a billionth of a point (rounding) are one point: no piece has a random direction.
      var points: [Point] = []
      for point in polyline.points where points.last.map({ $0.distance(to: point) > 1e-9 }) ?? true {
        points.append(point)
      }
      while polyline.isClosed && points.count > 1 && points[points.count - 1].distance(to: points[0]) <= 1e-9 {
        points.removeLast()
      }
      guard let first = points.first else { return [] }
      guard points.count > 1 else { return dot(at: first).map { [$0] } ?? [] }

      let closed = polyline.isClosed
      let count = points.count
      let pieceCount = closed ? count : count - 1
      let directions = (0..<pieceCount).map { unit(points[(($0 + 1) % count)] - points[$0]) }
      var polygons: [[Point]] = []
      for index in 0..<pieceCount {
        let (p, q, n) = (points[index], points[(index + 1) % count], normal(directions[index]) * halfWidth)
        polygons.append([p + n, q + n, q + n * -1, p + n * -1])
      }
      for index in (closed ? 0 : 1)..<(closed ? count : count - 1) {
        let incoming = directions[(index - 1 + pieceCount) % pieceCount]
        if let wedge = self.join(at: points[index], from: incoming, to: directions[index]) { polygons.append(wedge) }
      }
      if !closed {
        polygons += [
          capPolygon(at: points[0], outward: directions[0] * -1),
          capPolygon(at: points[count - 1], outward: directions[pieceCount - 1]),
        ].compactMap { $0 }
      }
      return polygons
    }

    /// The wedge filling the outside of the corner at `p` between pieces heading `d0` then `d1` (unit
    /// vectors), or nil where the pieces' quads already meet (no turn, or a bevel of a reversal).
    func join(at p: Point, from d0: Vector, to d1: Vector) -> [Point]? {
      let cross = d0.dx * d1.dy - d0.dy * d1.dx
      let dot = d0.dx * d1.dx + d0.dy * d1.dy
      let reverses = abs(cross) <= 1e-12 && dot < 0
      if abs(cross) <= 1e-12 && dot > 0 { return nil }
      // The outer side is away from the turn; a reversal turns round by its forward side.
      let side = reverses || cross < 0 ? 1.0 : -1.0
      let (o0, o1) = (normal(d0) * (side * halfWidth), normal(d1) * (side * halfWidth))
      switch join {
      case .round:
        let sweep = reverses ? -Double.pi : atan2(cross, dot)
        let start = atan2(o0.dy, o0.dx)
        return [p] + PathStroker.arc(center: p, radius: halfWidth, from: start, sweep: sweep, tolerance: tolerance)
      case .miter:
        // cos(φ/2) for the turn φ = π − θ; 1 / cos(φ/2) = 1 / sin(θ/2) is the miter's length over the width.
        let halfTurnCosine = ((1 + dot) / 2).squareRoot()
        if !reverses && halfTurnCosine > 0 && 1 / halfTurnCosine <= miterLimit {
          let tip = p + unit(o0 + o1) * (halfWidth / halfTurnCosine)
          return [p, p + o0, tip, p + o1]
        }
        return reverses ? nil : [p, p + o0, p + o1]
      case .bevel:
        return reverses ? nil : [p, p + o0, p + o1]
      }
    }

    /// The cap beyond the open end `p` of a piece leaving it by `outward` (a unit vector), or nil for butt.
    func capPolygon(at p: Point, outward: Vector) -> [Point]? {
      let n = normal(outward) * halfWidth
      switch cap {
      case .butt:
        return nil
      case .square:
        let reach = outward * halfWidth
        return [p + n, p + n + reach, p + n * -1 + reach, p + n * -1]
      case .round:
        // From the left side round through `outward` to the right side: half a turn clockwise.
        return PathStroker.arc(
          center: p, radius: halfWidth, from: atan2(n.dy, n.dx), sweep: -Double.pi, tolerance: tolerance)
      }
    }

    /// A zero-length stroke's mark at `p`: a disc for round caps, an axis-aligned square for square caps.
    func dot(at p: Point) -> [Point]? {
      switch cap {
      case .butt:
        return nil
      case .square:
        let h = halfWidth
        return [
          Point(x: p.x - h, y: p.y - h), Point(x: p.x + h, y: p.y - h), Point(x: p.x + h, y: p.y + h),
          Point(x: p.x - h, y: p.y + h),
        ]
      case .round:
        let circle = PathStroker.arc(center: p, radius: halfWidth, from: 0, sweep: 2 * Double.pi, tolerance: tolerance)
        return Array(circle.dropLast())
      }
    }

    /// `v` scaled to length 1 (`v` is never zero: pieces of zero length are gone).
    func unit(_ v: Vector) -> Vector { v * (1 / v.length) }

    /// `v` turned a quarter toward +y from +x (left of the direction of travel on a y-up page).
    func normal(_ v: Vector) -> Vector { Vector(dx: -v.dy, dy: v.dx) }
  }
}
