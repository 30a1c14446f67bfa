/// A cubic Bézier timing function from (0, 0) to (1, 1): Core Animation's `CAMediaTimingFunction` and
/// UIKit's `UICubicTimingParameters`. It maps a fraction of an animation's duration (x) to a fraction of
/// its progress (y).
///
/// Evaluation solves x(t) = time for the curve parameter t, then returns y(t). The result is exact to
/// 1e-6 in progress (in practice to about 1e-10) for any valid control points, including curves that
/// are vertical somewhere, such as (1, 0, 0, 1): where dx/dt is small the residual x(t) − time is
/// evaluated in double-double precision, so even where dx/dt vanishes the parameter is found in full.
public struct CubicTimingFunction: Hashable, Sendable, CustomStringConvertible {
  /// The first control point; `x` in 0…1, `y` free (outside 0…1 gives anticipation or overshoot).
  public let controlPoint1: Point
  /// The second control point; `x` in 0…1, `y` free.
  public let controlPoint2: Point

  /// A curve through the given control points. The x coordinates must lie in 0…1, as Core Animation
  /// requires, so that time maps to exactly one progress.
  public init(controlPoint1: Point, controlPoint2: Point) {
    precondition(
      (0...1).contains(controlPoint1.x) && (0...1).contains(controlPoint2.x),
      "a timing function's control points need x in 0…1, got \(controlPoint1.x) and \(controlPoint2.x)")
    precondition(
      controlPoint1.y.isFinite && controlPoint2.y.isFinite,
      "a timing function's control points need finite y, got \(controlPoint1.y) and \(controlPoint2.y)")
    self.controlPoint1 = controlPoint1
    self.controlPoint2 = controlPoint2
  }

  /// A curve through (`x1`, `y1`) and (`x2`, `y2`), as `CAMediaTimingFunction(controlPoints:)` takes them.
  public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    self.init(controlPoint1: Point(x: x1, y: y1), controlPoint2: Point(x: x2, y: y2))
  }

  /// `kCAMediaTimingFunctionLinear`: progress equals time.
  public static let linear = CubicTimingFunction(0, 0, 1, 1)
  /// `kCAMediaTimingFunctionEaseIn`: (0.42, 0), (1, 1).
  public static let easeIn = CubicTimingFunction(0.42, 0, 1, 1)
  /// `kCAMediaTimingFunctionEaseOut`: (0, 0), (0.58, 1).
  public static let easeOut = CubicTimingFunction(0, 0, 0.58, 1)
  /// `kCAMediaTimingFunctionEaseInEaseOut`: (0.42, 0), (0.58, 1); UIKit's `.easeInOut`.
  public static let easeInEaseOut = CubicTimingFunction(0.42, 0, 0.58, 1)
  /// `kCAMediaTimingFunctionDefault`, Core Animation's implicit curve: (0.25, 0.1), (0.25, 1);
  /// also `UICubicTimingParameters()`.
  public static let `default` = CubicTimingFunction(0.25, 0.1, 0.25, 1)

  /// Progress (0 at the start, 1 at the end; may leave 0…1 for control points with y outside it) at
  /// `timeFraction` of the duration. Times outside 0…1 are clamped.
  public func progress(at timeFraction: Double) -> Double {
    let x = min(max(timeFraction, 0), 1)
    if x == 0 || x == 1 { return x }
    return Self.bezier(parameter(forX: x), controlPoint1.y, controlPoint2.y)
  }

  /// The curve's slope d(progress)/d(timeFraction) at `timeFraction` (clamped to 0…1): multiply by
  /// 1/duration for progress per second. Where the curve is vertical the slope is ±infinity.
  public func slope(at timeFraction: Double) -> Double {
    let t = parameter(forX: min(max(timeFraction, 0), 1))
    let (x1, x2, y1, y2) = (controlPoint1.x, controlPoint2.x, controlPoint1.y, controlPoint2.y)
    // Where dx/dt vanishes (t = 0 with x1 = 0, t = 1 with x2 = 1, t = ½ for x1 = 1, x2 = 0), the slope
    // is the limit of the first pair of derivatives that do not both vanish (l'Hôpital).
    for order in 1...3 {
      let dx = Self.derivative(order, t, x1, x2)
      let dy = Self.derivative(order, t, y1, y2)
      if dx != 0 { return dy / dx }
      if dy != 0 { return Self.verticalSlope(dy: dy, order: order, at: t) }
    }
    return .nan  // not reached: wherever x′ and x″ both vanish, x‴ does not
  }

  /// The time fraction at which the curve first reaches `progress`, or nil when it never does (searched
  /// over times 0…1, so an overshooting curve reaches 1 before the end). Used to convert a scrubbed
  /// position back to a time on the curve.
  public func timeFraction(forProgress progress: Double) -> Double? {
    guard progress.isFinite else { return nil }
    if progress == 0 { return 0 }
    let (y1, y2) = (controlPoint1.y, controlPoint2.y)
    // y(t) is monotone between its turning points, and x(t) never decreases: the first piece that
    // spans `progress` holds the earliest time.
    let y = ExactBezier(y1, y2)
    var start = 0.0
    for end in Self.turningPoints(y1, y2) + [1] {
      let (a, b) = (y.value(at: start, minus: progress), y.value(at: end, minus: progress))
      if a == 0 { return Self.bezier(start, controlPoint1.x, controlPoint2.x) }
      if (a < 0) != (b < 0) || b == 0 {
        let t = Self.bisect(from: start, to: end) {
          let r = y.value(at: $0, minus: progress)
          return r != 0 && (r < 0) == (a < 0)
        }
        return Self.bezier(t, controlPoint1.x, controlPoint2.x)
      }
      start = end
    }
    return nil
  }

  public var description: String {
    "cubic(\(controlPoint1.x), \(controlPoint1.y), \(controlPoint2.x), \(controlPoint2.y))"
  }

  // MARK: - Internals

  /// The curve parameter t in 0…1 with x(t) = `x`. Where the curve is nearly vertical (dx/dt small),
  /// x(t) − x computed in doubles is rounding noise over a range of t, so the root is found again with
  /// the exact residual; elsewhere doubles already pin t down to about 1e-12.
  private func parameter(forX x: Double) -> Double {
    let (x1, x2) = (controlPoint1.x, controlPoint2.x)
    let t = Self.root(of: { Self.bezier($0, x1, x2) - x }, near: x, slope: { Self.derivative(1, $0, x1, x2) })
    if Self.derivative(1, t, x1, x2) >= 1e-4 { return t }
    let exact = ExactBezier(x1, x2)
    return Self.root(
      of: { exact.value(at: $0, minus: x) }, near: t, slope: { Self.derivative(1, $0, x1, x2) })
  }

  /// The root in 0…1 of the non-decreasing `f`, starting from `guess`: Newton's method kept inside a
  /// shrinking bracket, bisecting whenever a Newton step would leave it.
  private static func root(
    of f: (Double) -> Double, near guess: Double, slope: (Double) -> Double
  ) -> Double {
    var (lo, hi, t) = (0.0, 1.0, guess)
    for _ in 0..<200 {
      let r = f(t)
      if r == 0 { return t }
      if r < 0 { lo = t } else { hi = t }
      let newton = t - r / slope(t)
      if abs(newton - t) <= 1e-16 { return newton }
      let next = newton > lo && newton < hi ? newton : (lo + hi) / 2
      if !(next > lo && next < hi) { return next }
      t = next
    }
    return t
  }

  /// One coordinate of the Bézier with end points 0 and 1 and control values `p1`, `p2` at parameter `t`.
  private static func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
  }

  /// The first, second or third derivative of ``bezier(_:_:_:)`` with respect to t.
  private static func derivative(_ order: Int, _ t: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - t
    switch order {
    case 1: return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
    case 2: return 6 * u * (p2 - 2 * p1) + 6 * t * (1 - 2 * p2 + p1)
    default: return 6 * (1 - 3 * p2 + 3 * p1)
    }
  }

  /// ±infinity for a vertical tangent: x(t) never decreases, so the slope has the sign y moves in as time
  /// goes on; dy/dt behaves like dy·(t − t₀)^(order − 1), which flips sign before t₀ = 1 for even orders.
  private static func verticalSlope(dy: Double, order: Int, at t: Double) -> Double {
    let flips = t == 1 && order % 2 == 0
    return (dy > 0) != flips ? .infinity : -.infinity
  }

  /// The parameters in (0, 1) where dy/dt = 0, ascending: roots of
  /// (3p1 − 3p2 + 1)t² + (2p2 − 4p1)t + p1 (dy/dt divided by 3).
  private static func turningPoints(_ p1: Double, _ p2: Double) -> [Double] {
    let (a, b, c) = (3 * p1 - 3 * p2 + 1, 2 * p2 - 4 * p1, p1)
    var roots: [Double] = []
    if abs(a) < 1e-14 {
      if b != 0 { roots = [-c / b] }
    } else {
      let discriminant = b * b - 4 * a * c
      if discriminant >= 0 {
        // The numerically stable pair: q = −(b + sign(b)√D)/2, roots q/a and c/q.
        let q = -(b + (b < 0 ? -1 : 1) * discriminant.squareRoot()) / 2
        roots = q == 0 ? [0] : [q / a, c / q]
      }
    }
    return roots.filter { $0 > 0 && $0 < 1 }.sorted()
  }

  /// The first t in `from…to` where `before` turns false (it holds at `from` and not at `to`).
  private static func bisect(from: Double, to: Double, _ before: (Double) -> Bool) -> Double {
    var (lo, hi) = (from, to)
    for _ in 0..<200 {
      let mid = (lo + hi) / 2
      if mid <= lo || mid >= hi { break }
      if before(mid) { lo = mid } else { hi = mid }
    }
    return hi
  }
}

/// One coordinate of the Bézier minus a value, B(t) − v, evaluated in double-double arithmetic (a pair
/// of doubles holding about 106 bits) from the power basis B(t) = c₁t + c₂t² + c₃t³, whose coefficients
/// are formed exactly. Its sign is then right even where B is flat: where dx/dt vanishes, x(t) − x is as
/// small as (t − t₀)³ and plain doubles would lose t; near a flat end, y(t) rounds to 1 before t does.
private struct ExactBezier {
  let c1: DoubleDouble
  let c2: DoubleDouble
  let c3: DoubleDouble

  init(_ p1: Double, _ p2: Double) {
    let three1 = DoubleDouble.product(3, p1)
    let three2 = DoubleDouble.product(3, p2)
    c1 = three1
    c2 = three2 - three1 - three1
    c3 = DoubleDouble(1) + three1 - three2
  }

  func value(at t: Double, minus v: Double) -> Double {
    let horner = ((c3 * t + c2) * t + c1) * t
    return (horner - DoubleDouble(v)).value
  }
}

/// An unevaluated sum hi + lo of two doubles with |lo| ≤ ulp(hi)/2, built with Dekker's and Knuth's
/// error-free transformations.
private struct DoubleDouble {
  let hi: Double
  let lo: Double

  init(_ value: Double) { (hi, lo) = (value, 0) }
  private init(hi: Double, lo: Double) { (self.hi, self.lo) = (hi, lo) }

  var value: Double { hi + lo }

  /// a·b exactly (Dekker's product; a fused multiply-add would be a library call on baseline x86-64).
  static func product(_ a: Double, _ b: Double) -> DoubleDouble {
    let p = a * b
    let (ah, al) = split(a)
    let (bh, bl) = split(b)
    return DoubleDouble(hi: p, lo: ((ah * bh - p) + ah * bl + al * bh) + al * bl)
  }

  static func + (x: DoubleDouble, y: DoubleDouble) -> DoubleDouble {
    let (s, e) = twoSum(x.hi, y.hi)
    return normalized(s, e + (x.lo + y.lo))
  }

  static func - (x: DoubleDouble, y: DoubleDouble) -> DoubleDouble {
    x + DoubleDouble(hi: -y.hi, lo: -y.lo)
  }

  static func * (x: DoubleDouble, y: Double) -> DoubleDouble {
    let p = product(x.hi, y)
    return normalized(p.hi, p.lo + x.lo * y)
  }

  /// Veltkamp's split of `a` into two halves of 26 bits each, a = hi + lo.
  private static func split(_ a: Double) -> (Double, Double) {
    let c = 134_217_729 * a  // 2²⁷ + 1
    let hi = c - (c - a)
    return (hi, a - hi)
  }

  private static func twoSum(_ a: Double, _ b: Double) -> (Double, Double) {
    let s = a + b
    let bb = s - a
    return (s, (a - (s - bb)) + (b - bb))
  }

  private static func normalized(_ hi: Double, _ lo: Double) -> DoubleDouble {
    let s = hi + lo
    return DoubleDouble(hi: s, lo: lo - (s - hi))
  }
}
