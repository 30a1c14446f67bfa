/// How an animation's progress moves over its duration: UIKit's `UITimingCurveProvider`, either a cubic
/// curve (`UICubicTimingParameters`) or a spring (`UISpringTimingParameters`).
public enum TimingParameters: Hashable, Sendable, CustomStringConvertible {
  case cubic(CubicTimingFunction)
  case spring(SpringTimingParameters)

  /// UIKit's curve by name.
  public static func curve(_ curve: AnimationCurve) -> TimingParameters { .cubic(curve.timingFunction) }
  /// `UICubicTimingParameters()`: Core Animation's default curve.
  public static let `default` = TimingParameters.cubic(.default)
  /// `UICubicTimingParameters(animationCurve: .linear)`.
  public static let linear = TimingParameters.cubic(.linear)

  /// Progress (0 → 1; springs overshoot) `elapsed` seconds into an animation of `duration` seconds:
  /// 0 before the start, 1 from the end (``settlingDuration(forDuration:)``) on.
  public func progress(at elapsed: Double, duration: Double) -> Double {
    switch self {
    case .cubic(let f):
      return duration > 0 ? f.progress(at: elapsed / duration) : (elapsed >= 0 ? 1 : 0)
    case .spring(let p):
      if elapsed >= settlingDuration(forDuration: duration) { return 1 }
      if elapsed <= 0 { return 0 }
      return p.spring(forDuration: duration).progress(at: elapsed, initialVelocity: p.initialVelocity.dx)
    }
  }

  /// d(progress)/dt `elapsed` seconds in, in progress per second: the curve's slope over `duration` for a
  /// cubic, the spring's velocity (its initial velocity at the start) for a spring; 0 outside the
  /// animation.
  public func velocity(at elapsed: Double, duration: Double) -> Double {
    switch self {
    case .cubic(let f):
      guard duration > 0, elapsed >= 0, elapsed <= duration else { return 0 }
      return f.slope(at: elapsed / duration) / duration
    case .spring(let p):
      guard elapsed >= 0, elapsed < settlingDuration(forDuration: duration) else { return 0 }
      return p.spring(forDuration: duration).velocity(at: elapsed, initialVelocity: p.initialVelocity.dx)
    }
  }

  /// How long the animation really runs, in seconds: `duration` for a curve and for a spring defined by its
  /// damping ratio (the spring is fitted to settle in that time); the spring's own settling time for a
  /// spring given by mass, stiffness and damping (UIKit: "the duration is computed", the one asked for is
  /// ignored).
  public func settlingDuration(forDuration duration: Double) -> Double {
    switch self {
    case .cubic: duration
    case .spring(let p):
      switch p.model {
      case .dampingRatio: duration
      case .physical(let s): s.settlingDuration(initialVelocity: p.initialVelocity.dx)
      }
    }
  }

  public var description: String {
    switch self {
    case .cubic(let f): f.description
    case .spring(let p): p.description
    }
  }
}

/// `UISpringTimingParameters`: a spring defined by a damping ratio (fitted to the animation's duration) or
/// by mass, stiffness and damping, with an initial velocity in UIKit's normalised unit (1 = the whole
/// distance per second; 1-D properties use `dx`).
public struct SpringTimingParameters: Hashable, Sendable, CustomStringConvertible {
  /// What defines the spring.
  public enum Model: Hashable, Sendable {
    /// ζ only; the spring is built from the animation's duration
    /// (``Spring/init(dampingRatio:duration:tolerance:)``).
    case dampingRatio(Double)
    /// A physical spring; the animation runs for the spring's settling duration.
    case physical(Spring)
  }

  /// What defines the spring.
  public var model: Model
  /// Initial velocity, normalised: progress per second, positive toward the target.
  public var initialVelocity: Vector

  /// `UISpringTimingParameters()`: the system spring (ζ ≈ 4.56), at rest.
  public init() {
    self.init(spring: .system)
  }

  /// `UISpringTimingParameters(dampingRatio:initialVelocity:)`: the spring is fitted to the animation's
  /// duration (``Spring/init(dampingRatio:duration:tolerance:)``).
  public init(dampingRatio: Double, initialVelocity: Vector = .zero) {
    self.model = .dampingRatio(dampingRatio)
    self.initialVelocity = initialVelocity
  }

  /// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`: the animation runs for the
  /// spring's settling duration, whatever duration it is given.
  public init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Vector = .zero) {
    self.init(
      spring: Spring(mass: mass, stiffness: stiffness, damping: damping), initialVelocity: initialVelocity)
  }

  /// A physical spring, as ``init(mass:stiffness:damping:initialVelocity:)``.
  public init(spring: Spring, initialVelocity: Vector = .zero) {
    self.model = .physical(spring)
    self.initialVelocity = initialVelocity
  }

  /// The physical spring used for an animation of `duration` seconds.
  public func spring(forDuration duration: Double) -> Spring {
    switch model {
    case .dampingRatio(let zeta): Spring(dampingRatio: zeta, duration: duration)
    case .physical(let s): s
    }
  }

  /// UIKit's normalised spring velocity for a move of `distance` points (signed: target − start) at
  /// `pointsPerSecond` along the same axis: the fraction of the distance covered per second, positive
  /// toward the target. A 200-point move at 100 points per second is 0.5. A zero distance gives 0 (there
  /// is nothing to normalise by).
  ///
  ///     let v = SpringTimingParameters.normalizedVelocity(pointsPerSecond: gestureVelocity.dx,
  ///                                                       distance: target.x - view.center.x)
  ///     let timing = SpringTimingParameters(dampingRatio: 0.8, initialVelocity: Vector(dx: v, dy: 0))
  public static func normalizedVelocity(pointsPerSecond: Double, distance: Double) -> Double {
    distance == 0 ? 0 : pointsPerSecond / distance
  }

  public var description: String {
    switch model {
    case .dampingRatio(let z): "spring(dampingRatio: \(z), initialVelocity: \(initialVelocity.dx))"
    case .physical(let s): "\(s.description.dropLast()), initialVelocity: \(initialVelocity.dx))"
    }
  }
}
