import Foundation

extension BezierPath {
  /// One drawn piece of a path: a cubic Bézier from `start` to `end` shaped by two control points.
  /// Lines and quadratic curves are stored as the cubics that trace them exactly, with the same
  /// parametrisation.
  public struct Segment: Hashable, Sendable {
    public var start: Point
    public var control1: Point
    public var control2: Point
    public var end: Point

    public init(start: Point, control1: Point, control2: Point, end: Point) {
      (self.start, self.control1, self.control2, self.end) = (start, control1, control2, end)
    }

    /// A straight line, travelled at constant speed as the parameter goes from 0 to 1.
    public static func line(from start: Point, to end: Point) -> Segment {
      Segment(
        start: start, control1: start.interpolated(to: end, fraction: 1.0 / 3),
        control2: start.interpolated(to: end, fraction: 2.0 / 3), end: end)
    }

    /// A quadratic Bézier, raised to the cubic with the same curve and parametrisation.
    public static func quadCurve(from start: Point, control: Point, to end: Point) -> Segment {
      Segment(
        start: start, control1: start.interpolated(to: control, fraction: 2.0 / 3),
        control2: end.interpolated(to: control, fraction: 2.0 / 3), end: end)
    }

    /// The point at curve parameter `t` (0 = `start`, 1 = `end`; not proportional to length).
    public func point(at t: Double) -> Point {
      let u = 1 - t
      let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
      return Point(
        x: w0 * start.x + w1 * control1.x + w2 * control2.x + w3 * end.x,
        y: w0 * start.y + w1 * control1.y + w2 * control2.y + w3 * end.y)
    }

    /// dB/dt at curve parameter `t`, in points per unit of parameter.
    public func derivative(at t: Double) -> Vector {
      let u = 1 - t
      let (d0, d1, d2) = (control1 - start, control2 - control1, end - control2)
      let (w0, w1, w2) = (3 * u * u, 6 * u * t, 3 * t * t)
      return Vector(
        dx: w0 * d0.dx + w1 * d1.dx + w2 * d2.dx, dy: w0 * d0.dy + w1 * d1.dy + w2 * d2.dy)
    }

    /// The direction of travel at `t` as an angle (radians from +x, clockwise on a y-down screen), or
    /// nil when the segment is a single point. Where the derivative vanishes (a control point on an
    /// end point) the direction comes from the nearest distinct control point, as the curve leaves it.
    public func tangentAngle(at t: Double) -> Double? {
      let scale = max(
        start.distance(to: control1), control1.distance(to: control2), control2.distance(to: end), 1e-300)
      let d = derivative(at: t)
      if d.length > 1e-9 * scale { return atan2(d.dy, d.dx) }
      let candidates =
        t < 0.5
        ? [control1 - start, control2 - start, end - start]
        : [end - control2, end - control1, end - start]
      guard let direction = candidates.first(where: { $0.length > 1e-12 * scale }) else { return nil }
      return atan2(direction.dy, direction.dx)
    }

    /// The length of the curve in points.
    public var length: Double { length(to: 1) }

    /// The length of the curve from parameter 0 to `t`, in points.
    public func length(to t: Double) -> Double {
      ArcLength.integrate({ derivative(at: $0).length }, from: 0, to: min(max(t, 0), 1))
    }

    /// The parameter at which the curve has run `length` points from `start` (clamped to the curve).
    public func parameter(atLength length: Double) -> Double {
      ArcLength.parameter(atLength: length, total: self.length) { derivative(at: $0).length }
    }
  }
}
