/// A value an animation can move between: it interpolates, measures distance (for paced keyframes)
/// and adds (for `byValue`, additive and cumulative animations).
///
/// Fractions outside 0…1 extrapolate: a spring that overshoots carries the value past its target.
public protocol Interpolatable: Equatable, Sendable {
  /// The value `fraction` of the way from `self` to `other` (0 gives `self`, 1 gives `other`).
  func interpolated(to other: Self, fraction: Double) -> Self
  /// How far apart two values are, for paced keyframes (constant speed through the values).
  func distance(to other: Self) -> Double
  /// `self` with `other` added component by component (`byValue`, `isAdditive`).
  func adding(_ other: Self) -> Self
  /// `self` with `other` subtracted component by component.
  func subtracting(_ other: Self) -> Self
  /// The value that adds nothing.
  static var additiveIdentity: Self { get }
}
