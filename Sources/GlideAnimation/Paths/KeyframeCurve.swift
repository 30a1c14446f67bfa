import Foundation

/// The curve a keyframe animation follows, in the flat numbers of its values (see
/// ``AnimatableValue/components``): one cubic Hermite segment per pair of neighbouring key values (or
/// per path segment). Lines, splines and Bézier path segments share one evaluation; straight segments
/// (tangents equal to their chord) take the plain interpolation shortcut.
struct KeyframeCurve {
  struct Segment {
    var start: [Double]
    var end: [Double]
    /// d/ds at s = 0 and s = 1, in value units per whole segment.
    var startTangent: [Double]
    var endTangent: [Double]
    /// A straight segment: evaluated as `start + s·(end − start)`, exactly as values interpolate.
    var isLine = false

    static func line(_ a: [Double], _ b: [Double]) -> Segment {
      let chord = zip(b, a).map { $0 - $1 }
      var segment = Segment(start: a, end: b, startTangent: chord, endTangent: chord)
      segment.isLine = true
      return segment
    }

    /// A Bézier segment as Hermite: the tangents are three times the end control legs.
    init(_ bezier: BezierPath.Segment) {
      let p = bezier
      start = [p.start.x, p.start.y]
      end = [p.end.x, p.end.y]
      startTangent = [3 * (p.control1.x - p.start.x), 3 * (p.control1.y - p.start.y)]
      endTangent = [3 * (p.end.x - p.control2.x), 3 * (p.end.y - p.control2.y)]
    }

    init(start: [Double], end: [Double], startTangent: [Double], endTangent: [Double]) {
      (self.start, self.end, self.startTangent, self.endTangent) = (start, end, startTangent, endTangent)
    }

    func value(at s: Double) -> [Double] {
      if isLine { return zip(start, end).map { $0 + ($1 - $0) * s } }
      let (s2, s3) = (s * s, s * s * s)
      let h00 = 2 * s3 - 3 * s2 + 1
      let h10 = s3 - 2 * s2 + s
      let h01 = -2 * s3 + 3 * s2
      let h11 = s3 - s2
      return start.indices.map {
        h00 * start[$0] + h10 * startTangent[$0] + h01 * end[$0] + h11 * endTangent[$0]
      }
    }

    /// d/ds at `s`.
    func derivative(at s: Double) -> [Double] {
      if isLine { return startTangent }
      let s2 = s * s
      let d00 = 6 * s2 - 6 * s
      let d10 = 3 * s2 - 4 * s + 1
      let d01 = -6 * s2 + 6 * s
      let d11 = 3 * s2 - 2 * s
      return start.indices.map {
        d00 * start[$0] + d10 * startTangent[$0] + d01 * end[$0] + d11 * endTangent[$0]
      }
    }

    var length: Double {
      if isLine { return Self.norm(startTangent) }
      return ArcLength.integrate({ Self.norm(derivative(at: $0)) }, from: 0, to: 1)
    }

    /// The parameter at which the segment has run `length` of its `total` length.
    func parameter(atLength length: Double, total: Double) -> Double {
      if isLine { return total > 0 ? min(max(length / total, 0), 1) : 0 }
      return ArcLength.parameter(atLength: length, total: total) { Self.norm(derivative(at: $0)) }
    }

    /// The direction of travel at `s` (unnormalised), or nil when the segment is a single point. Where
    /// the derivative vanishes (a Bézier control point on an end point) the direction comes from the
    /// nearest distinct control point, as the curve leaves or reaches it.
    func direction(at s: Double) -> [Double]? {
      let c1 = zip(start, startTangent).map { $0 + $1 / 3 }
      let c2 = zip(end, endTangent).map { $0 - $1 / 3 }
      func leg(_ a: [Double], _ b: [Double]) -> [Double] { zip(b, a).map { $0 - $1 } }
      let scale = max(Self.norm(leg(start, c1)), Self.norm(leg(c1, c2)), Self.norm(leg(c2, end)), 1e-300)
      let d = derivative(at: s)
      if Self.norm(d) > 1e-9 * scale { return d }
      let candidates =
        s < 0.5
        ? [leg(start, c1), leg(start, c2), leg(start, end)] : [leg(c2, end), leg(c1, end), leg(start, end)]
      return candidates.first { Self.norm($0) > 1e-12 * scale }
    }

    static func norm(_ v: [Double]) -> Double { v.reduce(0) { $0 + $1 * $1 }.squareRoot() }
  }

  var segments: [Segment]

  /// Straight lines through `points`.
  static func polyline(_ points: [[Double]]) -> KeyframeCurve {
    KeyframeCurve(segments: zip(points, points.dropFirst()).map { Segment.line($0, $1) })
  }

  /// A Kochanek–Bartels spline through `points` reached at `times` (non-decreasing), with per-point
  /// tension, continuity and bias (0 each gives Catmull-Rom). The tangents are scaled for unevenly spaced
  /// times so the velocity is continuous across key times (Kochanek & Bartels 1984, §4). At the ends
  /// the missing neighbour repeats the end point.
  static func spline(
    _ points: [[Double]], times: [Double], tension: [Double]?, continuity: [Double]?, bias: [Double]?
  ) -> KeyframeCurve {
    let n = points.count
    var segments: [Segment] = []
    for i in 0..<max(n - 1, 0) {
      let outgoing = tangents(points, at: i, tension?[i], continuity?[i], bias?[i]).outgoing
      let incoming = tangents(points, at: i + 1, tension?[i + 1], continuity?[i + 1], bias?[i + 1]).incoming
      let outScale = unevenScale(times, point: i, side: .after)
      let inScale = unevenScale(times, point: i + 1, side: .before)
      segments.append(
        Segment(
          start: points[i], end: points[i + 1], startTangent: outgoing.map { $0 * outScale },
          endTangent: incoming.map { $0 * inScale }))
    }
    return KeyframeCurve(segments: segments)
  }

  // MARK: - Internals

  private enum Side { case before, after }

  /// Kochanek–Bartels tangents at point `i` for uniform spacing: the one arriving (the end tangent of
  /// the segment before) and the one leaving (the start tangent of the segment after).
  private static func tangents(
    _ p: [[Double]], at i: Int, _ t: Double?, _ c: Double?, _ b: Double?
  ) -> (incoming: [Double], outgoing: [Double]) {
    let (t, c, b) = (t ?? 0, c ?? 0, b ?? 0)
    let previous = p[max(i - 1, 0)]
    let next = p[min(i + 1, p.count - 1)]
    let back = zip(p[i], previous).map { $0 - $1 }
    let ahead = zip(next, p[i]).map { $0 - $1 }
    func mix(_ wBack: Double, _ wAhead: Double) -> [Double] {
      zip(back, ahead).map { wBack * $0 + wAhead * $1 }
    }
    let incoming = mix((1 - t) * (1 - c) * (1 + b) / 2, (1 - t) * (1 + c) * (1 - b) / 2)
    let outgoing = mix((1 - t) * (1 + c) * (1 + b) / 2, (1 - t) * (1 - c) * (1 - b) / 2)
    return (incoming, outgoing)
  }

  /// 2·Δ(own segment) / (Δ before + Δ after) at point `i`; 1 at the ends and where both are empty.
  private static func unevenScale(_ times: [Double], point i: Int, side: Side) -> Double {
    guard i > 0, i < times.count - 1 else { return 1 }
    let before = times[i] - times[i - 1]
    let after = times[i + 1] - times[i]
    guard before + after > 0 else { return 1 }
    return 2 * (side == .after ? after : before) / (before + after)
  }
}
