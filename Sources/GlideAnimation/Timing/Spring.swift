import Foundation

/// A damped harmonic oscillator: `CASpringAnimation`'s mass, stiffness and damping, solved in closed form.
///
/// Positions are *progress* of an animation: the spring starts at 0 and comes to rest at 1. Initial
/// velocities are normalised as UIKit's are: progress per second, so 1 covers the whole distance in a
/// second if kept (a 200-point move at 100 points per second is 0.5). Positive is toward the target.
public struct Spring: Hashable, Sendable, CustomStringConvertible {
  /// Mass of the object on the spring (kg-like units; only ratios matter).
  public var mass: Double
  /// Spring constant k: force per unit displacement.
  public var stiffness: Double
  /// Damping coefficient c: force per unit velocity.
  public var damping: Double

  public init(mass: Double = 1, stiffness: Double, damping: Double) {
    precondition(mass > 0 && stiffness > 0 && damping >= 0, "a spring needs mass > 0, stiffness > 0, damping ≥ 0")
    (self.mass, self.stiffness, self.damping) = (mass, stiffness, damping)
  }

  /// SwiftUI's parametrisation: `response` is the undamped period in seconds; mass 1,
  /// k = (2π/response)², c = 4π·ζ/response. (Response 0.5, ζ 0.825 gives k ≈ 157.91, c ≈ 20.73.)
  public init(dampingRatio: Double, response: Double) {
    precondition(response > 0 && dampingRatio >= 0, "a spring needs response > 0 and a damping ratio ≥ 0")
    let omega = 2 * Double.pi / response
    self.init(mass: 1, stiffness: omega * omega, damping: 2 * dampingRatio * omega)
  }

  /// The spring UIKit's `animate(withDuration:…usingSpringWithDamping:…)` and
  /// `UIViewPropertyAnimator(duration:dampingRatio:)` build from a duration (Apple does not publish the
  /// mapping; this is Framer's reverse-engineered one): mass 1, and the natural frequency ω₀ chosen so
  /// that the motion from rest has decayed to `tolerance` (0.001 of the distance) at `duration`: the
  /// oscillation envelope for ζ < 1, the exact displacement for ζ ≥ 1. Then k = ω₀², c = 2ζω₀.
  /// The duration is clamped to 0.01…10 s and ζ to at least 0.01. The initial velocity does not enter the
  /// mapping (Framer's does, which makes the spring's stiffness depend on how fast it is thrown); it is
  /// only the spring's starting condition.
  ///
  /// (d 1, ζ 1) gives k ≈ 85.26, c ≈ 18.47; (d 1, ζ 0.5) k ≈ 161.7, c ≈ 12.72; (d 0.5, ζ 0.7) k ≈ 387.3.
  public init(dampingRatio: Double, duration: Double, tolerance: Double = 0.001) {
    let zeta = max(dampingRatio, 0.01)
    let d = min(max(duration, 0.01), 10)
    let omega: Double
    if zeta < 1 {
      // Envelope ζ/√(1−ζ²)·e^(−ζω₀d) = tolerance, solved for ω₀.
      omega = max(log(zeta / ((1 - zeta * zeta).squareRoot() * tolerance)) / (zeta * d), 1e-3)
    } else {
      omega = Self.solveDecay(dampingRatio: zeta, duration: d, tolerance: tolerance)
    }
    self.init(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega)
  }

  /// `CASpringAnimation`'s defaults: mass 1, stiffness 100, damping 10 (ζ = 0.5).
  public static let coreAnimationDefault = Spring(mass: 1, stiffness: 100, damping: 10)
  /// `UISpringTimingParameters()`: ζ = 4.56, the "system" spring of mass 3, stiffness 1000, damping 500.
  public static let system = Spring(mass: 3, stiffness: 1000, damping: 500)

  /// ζ = c / (2√(k·m)): below 1 the spring oscillates, 1 is critical, above 1 it creeps in.
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
  /// ω₀ = √(k/m), radians per second.
  public var angularFrequency: Double { (stiffness / mass).squareRoot() }
  /// The undamped period 2π/ω₀, seconds (SwiftUI's `response`).
  public var response: Double { 2 * Double.pi / angularFrequency }

  /// Progress at `time` seconds after release (0 at release, 1 at rest), starting with `initialVelocity`
  /// (progress per second).
  public func progress(at time: Double, initialVelocity: Double = 0) -> Double {
    1 - solution(initialVelocity: initialVelocity).displacement(at: max(time, 0))
  }

  /// d(progress)/dt at `time` seconds, in progress per second.
  public func velocity(at time: Double, initialVelocity: Double = 0) -> Double {
    -solution(initialVelocity: initialVelocity).displacementVelocity(at: max(time, 0))
  }

  /// Seconds until the spring stays within `tolerance` of rest (distance from the target, as a fraction
  /// of the whole distance, and the same tolerance on velocity in distance per second): the duration an
  /// animation with this spring runs (`CASpringAnimation.settlingDuration`).
  public func settlingDuration(initialVelocity: Double = 0, tolerance: Double = 0.001) -> Double {
    let s = solution(initialVelocity: initialVelocity)
    let settled = { (t: Double) in
      abs(s.displacement(at: t)) <= tolerance && abs(s.displacementVelocity(at: t)) <= tolerance * 10
    }
    // Walk forward in 1 ms steps to the last unsettled moment within a generous horizon, then refine.
    let step = 0.001
    let horizon = min(max(20 / max(s.decayRate, 1e-3), 0.1), 120)
    var lastUnsettled = -1.0
    var t = 0.0
    while t <= horizon {
      if !settled(t) { lastUnsettled = t }
      t += step
    }
    if lastUnsettled < 0 { return 0 }
    var (lo, hi) = (lastUnsettled, lastUnsettled + step)
    for _ in 0..<40 {
      let mid = (lo + hi) / 2
      if settled(mid) { hi = mid } else { lo = mid }
    }
    return hi
  }

  public var description: String { "spring(mass: \(mass), stiffness: \(stiffness), damping: \(damping))" }

  // MARK: - Internals

  /// The closed-form motion for one initial velocity.
  func solution(initialVelocity: Double) -> SpringSolution {
    SpringSolution(omega: angularFrequency, zeta: dampingRatio, initialVelocity: initialVelocity)
  }

  /// ω₀ for ζ ≥ 1 such that the displacement from rest is `tolerance` at `duration` (bisection; the
  /// displacement falls as ω₀ grows).
  private static func solveDecay(dampingRatio zeta: Double, duration: Double, tolerance: Double) -> Double {
    var (lo, hi) = (1e-3, 1e5)
    for _ in 0..<200 {
      let mid = (lo * hi).squareRoot()
      let x = SpringSolution(omega: mid, zeta: zeta, initialVelocity: 0).displacement(at: duration)
      if x > tolerance { lo = mid } else { hi = mid }
    }
    return (lo * hi).squareRoot()
  }
}

/// x(t) of a spring released at displacement 1 toward 0 with velocity v₀ toward the target:
/// the three regimes of the damped oscillator.
struct SpringSolution: Sendable {
  let omega: Double
  let zeta: Double
  let initialVelocity: Double

  /// The exponential rate the motion decays at (per second), for horizons.
  var decayRate: Double {
    zeta < 1 ? zeta * omega : omega * (zeta - (zeta * zeta - 1).squareRoot())
  }

  func displacement(at t: Double) -> Double {
    let v0 = initialVelocity
    if abs(zeta - 1) < 1e-9 {
      return exp(-omega * t) * (1 + (omega - v0) * t)
    } else if zeta < 1 {
      let wd = omega * (1 - zeta * zeta).squareRoot()
      let b = (zeta * omega - v0) / wd
      return exp(-zeta * omega * t) * (cos(wd * t) + b * sin(wd * t))
    } else {
      let (r1, r2, c1, c2) = overdamped
      return c1 * exp(r1 * t) + c2 * exp(r2 * t)
    }
  }

  func displacementVelocity(at t: Double) -> Double {
    let v0 = initialVelocity
    if abs(zeta - 1) < 1e-9 {
      return exp(-omega * t) * ((omega - v0) - omega * (1 + (omega - v0) * t))
    } else if zeta < 1 {
      let wd = omega * (1 - zeta * zeta).squareRoot()
      let b = (zeta * omega - v0) / wd
      let (c, s) = (cos(wd * t), sin(wd * t))
      return exp(-zeta * omega * t) * (-zeta * omega * (c + b * s) + wd * (b * c - s))
    } else {
      let (r1, r2, c1, c2) = overdamped
      return c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t)
    }
  }

  /// Roots and coefficients of x = c₁e^(r₁t) + c₂e^(r₂t) with x(0) = 1, x'(0) = −v₀.
  private var overdamped: (Double, Double, Double, Double) {
    let root = (zeta * zeta - 1).squareRoot()
    let r1 = -omega * (zeta - root)
    let r2 = -omega * (zeta + root)
    let c2 = (-initialVelocity - r1) / (r2 - r1)
    return (r1, r2, 1 - c2, c2)
  }
}
