import Foundation

/// A damped harmonic oscillator: `CASpringAnimation`'s mass, stiffness and damping, solved in closed form.
///
/// Positions are *progress* of an animation: the spring starts at 0 and comes to rest at 1. Initial
/// velocities are normalised as UIKit's are: progress per second, so 1 covers the whole distance in a
/// second if kept (a 200-point move at 100 points per second is 0.5; see
/// ``SpringTimingParameters/normalizedVelocity(pointsPerSecond:distance:)``). Positive is toward the
/// target.
public struct Spring: Hashable, Sendable, CustomStringConvertible {
  /// Mass of the object on the spring (kg-like units; only ratios matter).
  public var mass: Double
  /// Spring constant k: force per unit displacement.
  public var stiffness: Double
  /// Damping coefficient c: force per unit velocity.
  public var damping: Double

  /// A spring with the given physical constants (`CASpringAnimation`'s `mass`, `stiffness`, `damping`).
  public init(mass: Double = 1, stiffness: Double, damping: Double) {
    precondition(
      mass > 0 && stiffness > 0 && damping >= 0 && mass.isFinite && stiffness.isFinite && damping.isFinite,
      "a spring needs finite mass > 0, stiffness > 0 and damping ≥ 0")
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
  /// `UIViewPropertyAnimator(duration:dampingRatio:)` build from a duration. Apple does not publish the
  /// mapping; this is Framer's reverse-engineered one: mass 1, and the natural frequency ω₀ chosen so
  /// that the motion from rest has decayed to `tolerance` (a fraction of the distance) at `duration`.
  /// Then k = ω₀², c = 2ζω₀.
  ///
  /// - For ζ < 1 "decayed" means Framer's envelope ζ/√(1−ζ²)·e^(−ζω₀·duration) = tolerance (the sine
  ///   term's amplitude, so for light damping the motion may still be a few times `tolerance` away).
  /// - For ζ ≥ 1 the displacement itself is `tolerance` at `duration`. Framer clamps ζ to 1; Glide keeps
  ///   over-damped springs (`UISpringTimingParameters()` has ζ 4.56), fitted the same way.
  ///
  /// The initial velocity does not enter the mapping (Framer's does, which makes the stiffness depend on
  /// how fast the spring is thrown); it is only the starting condition. ζ below 0.01 is taken as 0.01 (an
  /// undamped spring never settles). Durations are not clamped to Framer's 0.01…10 s: the spring settles
  /// in the time asked for, except that durations under 1 ms count as 1 ms.
  ///
  /// (d 1, ζ 1) gives k ≈ 85.26, c ≈ 18.47; (d 1, ζ 0.5) k ≈ 161.7, c ≈ 12.72; (d 0.5, ζ 0.7) k ≈ 387.3,
  /// c ≈ 27.55.
  ///
  /// - Parameters:
  ///   - dampingRatio: ζ; 1 is critical damping, less oscillates.
  ///   - duration: Seconds until the spring has settled.
  ///   - tolerance: The displacement left at `duration`, as a fraction of the distance; in (0, 0.01].
  public init(dampingRatio: Double, duration: Double, tolerance: Double = 0.001) {
    precondition(tolerance > 0 && tolerance <= 0.01, "a spring's settling tolerance must be in (0, 0.01]")
    precondition(duration.isFinite, "a spring's duration must be finite")
    let zeta = max(dampingRatio, 0.01)
    let omega = Self.settlingPhase(dampingRatio: zeta, tolerance: tolerance) / max(duration, 0.001)
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
  /// (progress per second). Times before release give 0.
  public func progress(at time: Double, initialVelocity: Double = 0) -> Double {
    1 - displacement(initialVelocity: initialVelocity).value(at: max(time, 0))
  }

  /// d(progress)/dt at `time` seconds, in progress per second: `initialVelocity` at release (and at
  /// times before it, which count as the release).
  public func velocity(at time: Double, initialVelocity: Double = 0) -> Double {
    -displacement(initialVelocity: initialVelocity).derivative.value(at: max(time, 0))
  }

  /// Seconds until the spring stays within `tolerance` of rest for good: its distance from the target
  /// at most `tolerance` (a fraction of the whole distance) and its speed at most 10 × `tolerance` per
  /// second. This is how long an animation with this spring runs (`CASpringAnimation.settlingDuration`).
  ///
  /// Computed from the closed form (the last turning point outside the tolerance, then bisection), so it
  /// is exact and costs the same for stiff and soft springs.
  public func settlingDuration(initialVelocity: Double = 0, tolerance: Double = 0.001) -> Double {
    precondition(tolerance > 0, "a settling tolerance must be positive")
    let x = displacement(initialVelocity: initialVelocity)
    return max(x.lastExceedance(of: tolerance), x.derivative.lastExceedance(of: 10 * tolerance))
  }

  public var description: String { "spring(mass: \(mass), stiffness: \(stiffness), damping: \(damping))" }

  // MARK: - Internals

  /// The displacement from rest x(t) = 1 − progress, released at x(0) = 1 with x′(0) = −`initialVelocity`.
  func displacement(initialVelocity: Double) -> DampedMotion {
    DampedMotion(omega: angularFrequency, zeta: dampingRatio, initialVelocity: initialVelocity)
  }

  /// ω₀·duration for the duration fit: it depends on ζ and the tolerance alone.
  private static func settlingPhase(dampingRatio zeta: Double, tolerance: Double) -> Double {
    if zeta < 1 - DampedMotion.criticalBand {
      return log(zeta / ((1 - zeta * zeta).squareRoot() * tolerance)) / zeta
    }
    // From rest a critically or over-damped spring falls monotonically: bracket, then bisect.
    let x = DampedMotion(omega: 1, zeta: zeta, initialVelocity: 0)
    var (lo, hi) = (0.0, 1.0)
    while x.value(at: hi) > tolerance { (lo, hi) = (hi, 2 * hi) }
    for _ in 0..<200 {
      let mid = (lo + hi) / 2
      if mid <= lo || mid >= hi { break }
      if x.value(at: mid) > tolerance { lo = mid } else { hi = mid }
    }
    return hi
  }
}

/// A function of time shaped like a damped oscillator's motion in one of its three regimes. The
/// displacement and each of its derivatives have the same shape with other coefficients `p`, `q`.
struct DampedMotion: Sendable {
  enum Shape: Sendable {
    /// e^(−αt)(p cos ωt + q sin ωt), ζ < 1: α = ζω₀, ω = ω₀√(1−ζ²).
    case underdamped(decay: Double, frequency: Double)
    /// e^(−ω₀t)(p + qt), ζ = 1.
    case critical(rate: Double)
    /// p·e^(r₁t) + q·e^(r₂t), ζ > 1, with r₂ < r₁ < 0.
    case overdamped(slow: Double, fast: Double)
  }

  let shape: Shape
  let p: Double
  let q: Double

  /// Damping ratios this close to 1 are treated as critical (the other two forms divide by √|1 − ζ²|).
  static let criticalBand = 1e-9

  /// x(t) with x(0) = 1 and x′(0) = −v₀ for natural frequency `omega` (ω₀) and damping ratio `zeta`.
  init(omega: Double, zeta: Double, initialVelocity v0: Double) {
    if abs(zeta - 1) < Self.criticalBand {
      (shape, p, q) = (.critical(rate: omega), 1, omega - v0)
    } else if zeta < 1 {
      let (alpha, frequency) = (zeta * omega, omega * (1 - zeta * zeta).squareRoot())
      (shape, p, q) = (.underdamped(decay: alpha, frequency: frequency), 1, (alpha - v0) / frequency)
    } else {
      // r₁r₂ = ω₀²: the slow root from the product, free of cancellation for large ζ.
      let sum = zeta + (zeta * zeta - 1).squareRoot()
      let (slow, fast) = (-omega / sum, -omega * sum)
      let c2 = (-v0 - slow) / (fast - slow)
      (shape, p, q) = (.overdamped(slow: slow, fast: fast), 1 - c2, c2)
    }
  }

  private init(shape: Shape, p: Double, q: Double) { (self.shape, self.p, self.q) = (shape, p, q) }

  func value(at t: Double) -> Double {
    switch shape {
    case .underdamped(let alpha, let w): exp(-alpha * t) * (p * cos(w * t) + q * sin(w * t))
    case .critical(let rate): exp(-rate * t) * (p + q * t)
    case .overdamped(let slow, let fast): p * exp(slow * t) + q * exp(fast * t)
    }
  }

  /// The time derivative, of the same shape.
  var derivative: DampedMotion {
    switch shape {
    case .underdamped(let alpha, let w):
      DampedMotion(shape: shape, p: -alpha * p + w * q, q: -alpha * q - w * p)
    case .critical(let rate): DampedMotion(shape: shape, p: q - rate * p, q: -rate * q)
    case .overdamped(let slow, let fast): DampedMotion(shape: shape, p: p * slow, q: q * fast)
    }
  }

  /// The last time t ≥ 0 with |value| > `threshold` (0 if there is none). |value| peaks only at t = 0
  /// and at turning points; after the last peak above the threshold it falls below it once and for all,
  /// so bisection between that peak and any later time inside the threshold finds the crossing.
  func lastExceedance(of threshold: Double) -> Double {
    let peaks = [0] + lastTurningPoints(above: threshold)
    guard let start = peaks.filter({ abs(value(at: $0)) > threshold }).max() else { return 0 }
    var step = timeScale
    while abs(value(at: start + step)) > threshold { step *= 2 }
    var (lo, hi) = (start, start + step)
    for _ in 0..<200 {
      let mid = (lo + hi) / 2
      if mid <= lo || mid >= hi { break }
      if abs(value(at: mid)) > threshold { lo = mid } else { hi = mid }
    }
    return hi
  }

  // MARK: - Internals

  /// A time over which the motion changes appreciably, seconds.
  private var timeScale: Double {
    switch shape {
    case .underdamped(let alpha, let w): 1 / max(alpha, w)
    case .critical(let rate): 1 / rate
    case .overdamped(let slow, _): -1 / slow
    }
  }

  /// Turning points t > 0 (zeros of the derivative) that can still be above `threshold`: the single one
  /// of a non-oscillating motion; for an oscillation, the last one whose peak is above it (the peaks'
  /// heights fall by the same factor each half period, so the latest is found in closed form; its
  /// neighbours are included against rounding).
  private func lastTurningPoints(above threshold: Double) -> [Double] {
    let d = derivative
    switch shape {
    case .critical:
      return d.q == 0 ? [] : [-d.p / d.q].filter { $0 > 0 }
    case .overdamped(let slow, let fast):
      let ratio = -d.q / d.p
      return ratio > 0 && ratio.isFinite ? [log(ratio) / (slow - fast)].filter { $0 > 0 } : []
    case .underdamped(let alpha, let w):
      // d = 0 at phases φ + π/2 + kπ, φ = atan2(d.q, d.p); there |value| = height·e^(−αt).
      let first = atan2(d.q, d.p) + Double.pi / 2
      let height = abs(p * cos(first) + q * sin(first))
      guard height > threshold else { return [] }
      let horizon = log(height / threshold) / alpha
      let k = ((w * horizon - first) / Double.pi).rounded(.up)
      return [k - 2, k - 1, k].map { (first + $0 * Double.pi) / w }.filter { $0 > 0 }
    }
  }
}
