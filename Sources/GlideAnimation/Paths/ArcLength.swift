/// Arc length of a parametric curve from its speed |dC/dt|, and the inverse (the parameter at which a
/// length is reached). Shared by Bézier path segments and keyframe splines.
enum ArcLength {
  /// ∫ₐᵇ `speed`(t) dt by adaptive five-point Gauss–Legendre quadrature: an interval is halved until the
  /// halves agree with the whole to `tolerance` (absolute, in the curve's units).
  static func integrate(
    _ speed: (Double) -> Double, from a: Double, to b: Double, tolerance: Double = 1e-10
  ) -> Double {
    guard b > a else { return 0 }
    return refine(speed, a, b, gauss(speed, a, b), tolerance, depth: 0)
  }

  /// The parameter t in 0…1 at which the length from 0 reaches `length` (clamped to 0…`total`), where
  /// `total` is the whole length. Newton's method on the length, kept inside a shrinking bracket.
  static func parameter(
    atLength length: Double, total: Double, speed: (Double) -> Double
  ) -> Double {
    guard total > 0 else { return 0 }
    if length <= 0 { return 0 }
    if length >= total { return 1 }
    var (lo, hi) = (0.0, 1.0)
    var t = length / total
    for _ in 0..<60 {
      let error = integrate(speed, from: 0, to: t) - length
      if abs(error) <= 1e-10 * max(total, 1) { return t }
      if error < 0 { lo = t } else { hi = t }
      let v = speed(t)
      let next = v > 1e-12 ? t - error / v : (lo + hi) / 2
      t = next > lo && next < hi ? next : (lo + hi) / 2
      if hi - lo < 1e-14 { break }
    }
    return t
  }

  // MARK: - Internals

  private static func refine(
    _ speed: (Double) -> Double, _ a: Double, _ b: Double, _ whole: Double, _ tolerance: Double, depth: Int
  ) -> Double {
    let mid = (a + b) / 2
    let left = gauss(speed, a, mid)
    let right = gauss(speed, mid, b)
    if depth >= 24 || abs(left + right - whole) <= tolerance { return left + right }
    return refine(speed, a, mid, left, tolerance / 2, depth: depth + 1)
      + refine(speed, mid, b, right, tolerance / 2, depth: depth + 1)
  }

  /// Five-point Gauss–Legendre on [a, b]: exact for polynomials up to degree 9.
  private static func gauss(_ f: (Double) -> Double, _ a: Double, _ b: Double) -> Double {
    let (half, mid) = ((b - a) / 2, (a + b) / 2)
    var sum = 0.0
    for (node, weight) in nodes {
      sum += weight * (f(mid - half * node) + (node == 0 ? 0 : f(mid + half * node)))
    }
    return sum * half
  }

  /// Non-negative nodes of the five-point rule and their weights (closed forms).
  private static let nodes: [(Double, Double)] = {
    let r = (10.0 / 7).squareRoot()
    let s70 = 70.0.squareRoot()
    return [
      (0, 128.0 / 225),
      ((5 - 2 * r).squareRoot() / 3, (322 + 13 * s70) / 900),
      ((5 + 2 * r).squareRoot() / 3, (322 - 13 * s70) / 900),
    ]
  }()
}
