import Foundation

/// A rotation in 3-D as a unit quaternion (x, y, z, w): a turn of θ about the unit axis n is
/// (n·sin(θ/2), cos(θ/2)). It is how ``Transform3D`` keeps the rotation it decomposes and how it
/// interpolates it (spherical linear interpolation, the turn of constant speed about one axis that
/// Core Animation's matrix interpolation makes). A quaternion and its negation are the same rotation.
public struct Quaternion: Hashable, Sendable, CustomStringConvertible {
  public var x: Double
  public var y: Double
  public var z: Double
  public var w: Double

  public init(x: Double, y: Double, z: Double, w: Double) {
    (self.x, self.y, self.z, self.w) = (x, y, z, w)
  }

  /// No rotation.
  public static let identity = Quaternion(x: 0, y: 0, z: 0, w: 1)

  /// A turn of `angle` radians about the axis (`x`, `y`, `z`) (normalised here; a zero axis gives the
  /// identity), turning the same way as ``Transform3D/init(rotationAngle:x:y:z:)``.
  public init(angle: Double, x: Double, y: Double, z: Double) {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else {
      self = .identity
      return
    }
    let s = sin(angle / 2) / length
    self.init(x: x * s, y: y * s, z: z * s, w: cos(angle / 2))
  }

  /// The rotation of an orthonormal, right-handed 3×3 matrix given by its rows (``Transform3D``'s
  /// layout: row i is where axis i goes), with w ≥ 0. Shepperd's method: the largest of the four
  /// components is taken from the diagonal and the others from sums and differences of the off-diagonal
  /// entries, so that half turns (w near 0) come out as accurately as small ones.
  init(
    m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double, m31: Double, m32: Double,
    m33: Double
  ) {
    let trace = m11 + m22 + m33
    var q: Quaternion
    if trace > 0 {
      let s = 2 * (trace + 1).squareRoot()  // 4w
      q = Quaternion(x: (m23 - m32) / s, y: (m31 - m13) / s, z: (m12 - m21) / s, w: s / 4)
    } else if m11 >= m22 && m11 >= m33 {
      let s = 2 * (1 + m11 - m22 - m33).squareRoot()  // 4x
      q = Quaternion(x: s / 4, y: (m12 + m21) / s, z: (m13 + m31) / s, w: (m23 - m32) / s)
    } else if m22 >= m33 {
      let s = 2 * (1 + m22 - m11 - m33).squareRoot()  // 4y
      q = Quaternion(x: (m12 + m21) / s, y: s / 4, z: (m23 + m32) / s, w: (m31 - m13) / s)
    } else {
      let s = 2 * (1 + m33 - m11 - m22).squareRoot()  // 4z
      q = Quaternion(x: (m13 + m31) / s, y: (m23 + m32) / s, z: s / 4, w: (m12 - m21) / s)
    }
    if q.w < 0 { q = q.negated }
    self = q.normalized
  }

  /// The rotation as a matrix in ``Transform3D``'s layout (points are rows multiplied on the left).
  public var matrix: Transform3D {
    let (xx, yy, zz) = (x * x, y * y, z * z)
    let (xy, xz, yz, xw, yw, zw) = (x * y, x * z, y * z, x * w, y * w, z * w)
    return Transform3D(
      m11: 1 - 2 * (yy + zz), m12: 2 * (xy + zw), m13: 2 * (xz - yw), m14: 0,
      m21: 2 * (xy - zw), m22: 1 - 2 * (xx + zz), m23: 2 * (yz + xw), m24: 0,
      m31: 2 * (xz + yw), m32: 2 * (yz - xw), m33: 1 - 2 * (xx + yy), m34: 0,
      m41: 0, m42: 0, m43: 0, m44: 1)
  }

  /// The same rotation with every component negated.
  public var negated: Quaternion { Quaternion(x: -x, y: -y, z: -z, w: -w) }

  /// The four-dimensional dot product: the cosine of half the angle between two rotations (up to sign).
  public func dot(_ o: Quaternion) -> Double { x * o.x + y * o.y + z * o.z + w * o.w }

  /// Scaled to unit length (the identity when it has none).
  public var normalized: Quaternion {
    let length = dot(self).squareRoot()
    guard length > 0, length.isFinite else { return .identity }
    return Quaternion(x: x / length, y: y / length, z: z / length, w: w / length)
  }

  /// Spherical linear interpolation: the rotation `fraction` of the way from this one to `other`
  /// turning at constant speed about one axis, the shorter way (at most a half turn) unless `rotation`
  /// is `.longWay`; fractions outside 0…1 carry the turn on. Both must be unit quaternions.
  public func slerp(to other: Quaternion, fraction: Double, rotation: Transform2D.RotationInterpolation = .shortest)
    -> Quaternion
  {
    var (end, cosine) = (other, dot(other))
    if cosine < 0 { (end, cosine) = (end.negated, -cosine) }
    // The other way round, unless they are the same rotation (as a 2-D turn of 0 stays 0).
    if rotation == .longWay && cosine < 1 { (end, cosine) = (end.negated, -cosine) }
    let angle = acos(min(max(cosine, -1), 1))
    let sine = sin(angle)
    let (a, b): (Double, Double)
    if sine < 1e-9 {
      (a, b) = (1 - fraction, fraction)  // the same rotation: nothing to turn through
    } else {
      (a, b) = (sin((1 - fraction) * angle) / sine, sin(fraction * angle) / sine)
    }
    return Quaternion(
      x: a * x + b * end.x, y: a * y + b * end.y, z: a * z + b * end.z, w: a * w + b * end.w
    ).normalized
  }

  /// The Hamilton product `self · other`: the rotation `other` followed by `self`.
  public func multiplied(by o: Quaternion) -> Quaternion {
    Quaternion(
      x: w * o.x + x * o.w + y * o.z - z * o.y, y: w * o.y - x * o.z + y * o.w + z * o.x,
      z: w * o.z + x * o.y - y * o.x + z * o.w, w: w * o.w - x * o.x - y * o.y - z * o.z)
  }

  /// The unit axis and the angle (radians, 0…2π; at most π when w ≥ 0) of the turn; the axis is zero
  /// when there is no turn.
  var axisAngle: (x: Double, y: Double, z: Double, angle: Double) {
    let sine = (x * x + y * y + z * z).squareRoot()
    let angle = 2 * atan2(sine, w)
    guard sine > 0 else { return (0, 0, 0, angle) }
    return (x / sine, y / sine, z / sine, angle)
  }

  // MARK: - Euler angles (the transform.rotation.x/.y/.z key paths)

  /// The turns about x, then y, then z (radians) that make this rotation: the matrix is
  /// Rx(x)·Ry(y)·Rz(z), so a point turns about x first (Glide's order; Core Animation does not document
  /// its own). y is in [−π/2, π/2], x and z in (−π, π]; when y is ±π/2 (gimbal lock) z is 0.
  var eulerAngles: (x: Double, y: Double, z: Double) {
    let m13 = 2 * (x * z - y * w)
    let pitch = asin(min(max(-m13, -1), 1))
    if abs(m13) < 1 - 1e-12 {
      let (m11, m12) = (1 - 2 * (y * y + z * z), 2 * (x * y + z * w))
      let (m23, m33) = (2 * (y * z + x * w), 1 - 2 * (x * x + y * y))
      return (Self.halfOpen(atan2(m23, m33)), pitch, Self.halfOpen(atan2(m12, m11)))
    }
    let (m22, m32) = (1 - 2 * (x * x + z * z), 2 * (y * z - x * w))
    return (Self.halfOpen(atan2(-m32, m22)), pitch, 0)
  }

  /// The rotation Rx(`x`)·Ry(`y`)·Rz(`z`): about x first, then y, then z (see ``eulerAngles``).
  init(eulerX: Double, y: Double, z: Double) {
    let qx = Quaternion(x: sin(eulerX / 2), y: 0, z: 0, w: cos(eulerX / 2))
    let qy = Quaternion(x: 0, y: sin(y / 2), z: 0, w: cos(y / 2))
    let qz = Quaternion(x: 0, y: 0, z: sin(z / 2), w: cos(z / 2))
    self = qz.multiplied(by: qy).multiplied(by: qx)
  }

  /// An angle from atan2 in (−π, π]: −π reads as π, as ``Transform2D/Decomposition`` has it.
  private static func halfOpen(_ angle: Double) -> Double { angle == -Double.pi ? Double.pi : angle }

  public var description: String { "(\(x), \(y), \(z), \(w))" }
}
