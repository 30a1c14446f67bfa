/// How a motion's progress follows time, from 0 at its start to 1 at its end.
public enum Easing: String, CaseIterable, Hashable, Sendable {
  /// Constant speed; the fingers still move at full speed when they lift.
  case linear
  /// Starts slowly, ends at full speed (quadratic).
  case easeIn = "ease-in"
  /// Starts at full speed, slows to a stop (quadratic).
  case easeOut = "ease-out"
  /// Slow at both ends (smoothstep); the fingers are almost still when they lift.
  case easeInOut = "ease-in-out"

  /// The eased progress for a time fraction `t` in 0…1 (values outside are clamped).
  public func callAsFunction(_ t: Double) -> Double {
    let t = min(max(t, 0), 1)
    switch self {
    case .linear: return t
    case .easeIn: return t * t
    case .easeOut: return t * (2 - t)
    case .easeInOut: return t * t * (3 - 2 * t)
    }
  }
}
