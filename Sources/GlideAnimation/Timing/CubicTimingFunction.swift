/// A cubic Bézier timing function from (0, 0) to (1, 1): Core Animation's `CAMediaTimingFunction` and
/// UIKit's `UICubicTimingParameters`. It maps a fraction of an animation's duration (x) to a fraction of
/// its progress (y).
///
/// Evaluation solves x(t) = time for the curve parameter t (Newton's method, falling back to bisection),
/// then returns y(t); the result is exact to 1e-7 in progress for any valid control points.
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
  /// 1/duration for progress per second.
  public func slope(at timeFraction: Double) -> Double {
    let t = parameter(forX: min(max(timeFraction, 0), 1))
    let dx = Self.derivative(t, controlPoint1.x, controlPoint2.x)
    let dy = Self.derivative(t, controlPoint1.y, controlPoint2.y)
    if abs(dx) < 1e-12 { return dy >= 0 ? .infinity : -.infinity }
    return dy / dx
  }

  /// The time fraction at which the curve first reaches `progress` (searched over 0…1), or nil when the
  /// curve never does. Used to convert a scrubbed position back to a time on the curve.
  public func timeFraction(forProgress progress: Double) -> Double? {
    if progress <= 0 { return progress == 0 ? 0 : nil }
    if progress >= 1 { return progress == 1 ? 1 : nil }
    // Sample for the first crossing, then bisect inside that interval.
    let samples = 64
    var previous = 0.0
    for i in 1...samples {
      let x = Double(i) / Double(samples)
      if self.progress(at: x) >= progress {
        var (lo, hi) = (previous, x)
        for _ in 0..<60 {
          let mid = (lo + hi) / 2
          if self.progress(at: mid) < progress { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
      }
      previous = x
    }
    return nil
  }

  public var description: String {
    "cubic(\(controlPoint1.x), \(controlPoint1.y), \(controlPoint2.x), \(controlPoint2.y))"
  }

  // MARK: - Internals

  /// The curve parameter t in 0…1 whose x(t) is `x`: Newton's method, then bisection if it strays.
  private func parameter(forX x: Double) -> Double {
    let (x1, x2) = (controlPoint1.x, controlPoint2.x)
    var t = x
    for _ in 0..<8 {
      let error = Self.bezier(t, x1, x2) - x
      if abs(error) < 1e-12 { return t }
      let d = Self.derivative(t, x1, x2)
      if abs(d) < 1e-9 { break }
      t -= error / d
      if t < 0 || t > 1 { break }
    }
    var (lo, hi) = (0.0, 1.0)
    t = x
    for _ in 0..<100 {
      let value = Self.bezier(t, x1, x2)
      if abs(value - x) < 1e-13 { return t }
      if value < x { lo = t } else { hi = t }
      t = (lo + hi) / 2
    }
    return t
  }

  /// One coordinate of the Bézier with end points 0 and 1 and control values `p1`, `p2` at parameter `t`.
  private static func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
  }

  private static func derivative(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
  }
}
