import Foundation

extension Transform2D {
  /// A transform taken apart into the pieces animations interpolate: scale, then skew, then rotation,
  /// then translation. `rotation` is in radians in (−π, π]; a mirrored transform has a negative `scaleY`.
  public struct Decomposition: Hashable, Sendable {
    /// Translation, points: the transform's `tx`, `ty`.
    public var translation: Vector
    /// Rotation, radians; positive is clockwise on a y-down screen.
    public var rotation: Double
    /// Scale along x before skew and rotation (1 = unchanged); never negative.
    public var scaleX: Double
    /// Scale along y before skew and rotation; negative for a mirrored transform.
    public var scaleY: Double
    /// Shear of y into x (the tangent of the skew angle).
    public var skew: Double

    /// Pieces that build a transform with ``Transform2D/init(_:)``.
    public init(
      translation: Vector = .zero, rotation: Double = 0, scaleX: Double = 1, scaleY: Double = 1,
      skew: Double = 0
    ) {
      (self.translation, self.rotation, self.scaleX, self.scaleY, self.skew) =
        (translation, rotation, scaleX, scaleY, skew)
    }
  }

  /// How a rotation is interpolated between two transforms.
  public enum RotationInterpolation: String, Hashable, Sendable, CaseIterable {
    /// The smaller turn (never more than π): Core Animation's matrix interpolation.
    case shortest
    /// The other way round: a turn of more than π (a 3π/2 turn instead of a π/2 one).
    case longWay
  }

  /// The pieces of this transform; ``init(_:)`` puts them back together (to rounding) for every
  /// invertible transform, and for singular ones unless the collapsed axis carries a skew.
  public var decomposition: Decomposition {
    let scaleX = (a * a + b * b).squareRoot()
    let angle = scaleX == 0 ? 0 : atan2(b, a)
    let rotation = angle == -Double.pi ? Double.pi : angle
    let (cs, sn) = (cos(rotation), sin(rotation))
    let scaleY = -c * sn + d * cs
    let skew = scaleY == 0 ? 0 : (c * cs + d * sn) / scaleY
    return Decomposition(
      translation: Vector(dx: tx, dy: ty), rotation: rotation, scaleX: scaleX, scaleY: scaleY, skew: skew)
  }

  /// A transform built from its pieces.
  public init(_ p: Decomposition) {
    let (cs, sn) = (cos(p.rotation), sin(p.rotation))
    self.init(
      a: p.scaleX * cs, b: p.scaleX * sn,
      c: p.skew * p.scaleY * cs - p.scaleY * sn, d: p.skew * p.scaleY * sn + p.scaleY * cs,
      tx: p.translation.dx, ty: p.translation.dy)
  }

  /// The transform `fraction` of the way to `other`, interpolating the decomposed pieces; the rotation
  /// takes the shorter turn unless `rotation` is `.longWay`.
  public func interpolated(to other: Transform2D, fraction: Double, rotation: RotationInterpolation)
    -> Transform2D
  {
    let (p, q) = (decomposition, other.decomposition)
    var turn = remainder(q.rotation - p.rotation, 2 * Double.pi)  // in [−π, π]
    if rotation == .longWay && turn != 0 { turn -= (turn > 0 ? 2 : -2) * Double.pi }
    return Transform2D(
      Decomposition(
        translation: Vector(
          dx: p.translation.dx.interpolated(to: q.translation.dx, fraction: fraction),
          dy: p.translation.dy.interpolated(to: q.translation.dy, fraction: fraction)),
        rotation: p.rotation + turn * fraction,
        scaleX: p.scaleX.interpolated(to: q.scaleX, fraction: fraction),
        scaleY: p.scaleY.interpolated(to: q.scaleY, fraction: fraction),
        skew: p.skew.interpolated(to: q.skew, fraction: fraction)))
  }

  /// The inverse transform (`CGAffineTransform.inverted()`), or nil when this one is singular (scale 0
  /// in some direction, to within rounding; a uniformly tiny scale is still invertible).
  public var inverted: Transform2D? {
    let det = a * d - b * c
    guard abs(det) > 1e-14 * max(abs(a * d), abs(b * c)), det.isFinite else { return nil }
    return Transform2D(
      a: d / det, b: -b / det, c: -c / det, d: a / det,
      tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
  }
}

extension Transform2D: Interpolatable {
  /// Decomposed interpolation with the shorter rotation.
  public func interpolated(to other: Transform2D, fraction: Double) -> Transform2D {
    interpolated(to: other, fraction: fraction, rotation: .shortest)
  }

  /// Euclidean distance between the six matrix entries (for paced keyframes).
  public func distance(to o: Transform2D) -> Double {
    let d = [o.a - a, o.b - b, o.c - c, o.d - d, o.tx - tx, o.ty - ty]
    return d.reduce(0) { $0 + $1 * $1 }.squareRoot()
  }

  /// Additive transforms combine by concatenation: `self` then `other`.
  public func adding(_ other: Transform2D) -> Transform2D { concatenating(other) }

  /// Undoes ``adding(_:)``: `self` followed by the inverse of `other` (identity if `other` is singular).
  public func subtracting(_ other: Transform2D) -> Transform2D {
    concatenating(other.inverted ?? .identity)
  }

  public static var additiveIdentity: Transform2D { .identity }
}
