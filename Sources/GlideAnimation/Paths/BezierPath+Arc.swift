import Foundation

extension BezierPath {
  /// `UIBezierPath.addArc(withCenter:radius:startAngle:endAngle:clockwise:)`: a circular arc, drawn as
  /// cubic pieces of at most a quarter turn each (radial error below 0.03 % of the radius).
  ///
  /// Angles are radians from +x; on a y-down screen `clockwise` means increasing angles. The arc joins
  /// the current point with a straight line (or starts a subpath when there is none). A sweep of a full
  /// turn or more draws one full circle.
  public mutating func addArc(
    withCenter center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool
  ) {
    let start = Self.point(on: center, radius: radius, angle: startAngle)
    if currentPoint == nil {
      move(to: start)
    } else if currentPoint != start {
      addLine(to: start)
    }
    let sweep = Self.sweep(from: startAngle, to: endAngle, clockwise: clockwise)
    // Quarter turns, at most 4 (a sweep is within a full turn; a NaN angle makes one piece).
    let quarters = (abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)
    let pieces = quarters >= 1 ? Int(min(quarters, 4)) : 1
    let step = sweep / Double(pieces)
    for piece in 0..<pieces {
      let a0 = startAngle + Double(piece) * step
      appendArcPiece(center: center, radius: radius, from: a0, to: a0 + step)
    }
  }

  /// One arc piece of at most a quarter turn: control points on the end tangents at 4/3·tan(θ/4)·r.
  private mutating func appendArcPiece(center: Point, radius: Double, from a0: Double, to a1: Double) {
    guard a1 != a0 else { return }
    let k = 4.0 / 3 * tan((a1 - a0) / 4) * radius
    let p0 = Self.point(on: center, radius: radius, angle: a0)
    let p3 = Self.point(on: center, radius: radius, angle: a1)
    let c1 = Point(x: p0.x - k * sin(a0), y: p0.y + k * cos(a0))
    let c2 = Point(x: p3.x + k * sin(a1), y: p3.y - k * cos(a1))
    addCurve(to: p3, controlPoint1: c1, controlPoint2: c2)
  }

  /// The signed turn from `start` to `end` going the given way, within one full turn.
  private static func sweep(from start: Double, to end: Double, clockwise: Bool) -> Double {
    let turn = 2 * Double.pi
    let raw = end - start
    if clockwise {
      if raw >= turn { return turn }
      return raw >= 0 ? raw : raw - (raw / turn).rounded(.down) * turn
    }
    if raw <= -turn { return -turn }
    return raw <= 0 ? raw : raw - (raw / turn).rounded(.up) * turn
  }

  private static func point(on center: Point, radius: Double, angle: Double) -> Point {
    Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
  }
}
