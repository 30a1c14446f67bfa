import Foundation

extension Transform3D {
  /// A 3-D transform taken apart into the pieces animations interpolate, the classic "unmatrix" (Graphics
  /// Gems II, as Core Animation and CSS decompose a matrix): a point is scaled, then skewed, then rotated,
  /// then translated, then put through the perspective. For a 2-D transform the pieces are
  /// ``Transform2D/Decomposition``'s: scale z 1, no z skews, a rotation about z, no perspective, and a
  /// mirrored transform has a negative `scaleY`.
  public struct Decomposition: Hashable, Sendable {
    /// Translation, points (m41, m42, m43).
    public var translationX: Double
    public var translationY: Double
    public var translationZ: Double
    /// Scale along each axis before skew and rotation (1 = unchanged); `scaleY` is negative for a
    /// mirrored transform, the others never are.
    public var scaleX: Double
    public var scaleY: Double
    public var scaleZ: Double
    /// Shear of y into x, of z into x and of z into y (tangents of the skew angles).
    public var skewXY: Double
    public var skewXZ: Double
    public var skewYZ: Double
    public var rotation: Quaternion
    /// The perspective applied last, as a column (x, y, z, w): (0, 0, 0, 1) for none; a plain
    /// `m34 = −1/d` is (0, 0, −1/d, 1). The matrix is not divided by m44 first (as CSS's unmatrix does),
    /// so every matrix comes back entry for entry, not merely up to its homogeneous scale.
    public var perspectiveX: Double
    public var perspectiveY: Double
    public var perspectiveZ: Double
    public var perspectiveW: Double

    /// Pieces that build a transform with ``Transform3D/init(_:)-(Transform3D.Decomposition)``; the identity's by default.
    public init(
      translationX: Double = 0, translationY: Double = 0, translationZ: Double = 0, scaleX: Double = 1,
      scaleY: Double = 1, scaleZ: Double = 1, skewXY: Double = 0, skewXZ: Double = 0, skewYZ: Double = 0,
      rotation: Quaternion = .identity, perspectiveX: Double = 0, perspectiveY: Double = 0,
      perspectiveZ: Double = 0, perspectiveW: Double = 1
    ) {
      (self.translationX, self.translationY, self.translationZ) = (translationX, translationY, translationZ)
      (self.scaleX, self.scaleY, self.scaleZ) = (scaleX, scaleY, scaleZ)
      (self.skewXY, self.skewXZ, self.skewYZ) = (skewXY, skewXZ, skewYZ)
      self.rotation = rotation
      (self.perspectiveX, self.perspectiveY, self.perspectiveZ, self.perspectiveW) =
        (perspectiveX, perspectiveY, perspectiveZ, perspectiveW)
    }

    /// The pieces `fraction` of the way to `other`: each linearly, the rotation by spherical linear
    /// interpolation (the shorter way unless `rotation` is `.longWay`).
    public func interpolated(to o: Decomposition, fraction f: Double, rotation: RotationInterpolation) -> Decomposition {
      func mix(_ a: Double, _ b: Double) -> Double { a.interpolated(to: b, fraction: f) }
      return Decomposition(
        translationX: mix(translationX, o.translationX), translationY: mix(translationY, o.translationY),
        translationZ: mix(translationZ, o.translationZ), scaleX: mix(scaleX, o.scaleX),
        scaleY: mix(scaleY, o.scaleY), scaleZ: mix(scaleZ, o.scaleZ), skewXY: mix(skewXY, o.skewXY),
        skewXZ: mix(skewXZ, o.skewXZ), skewYZ: mix(skewYZ, o.skewYZ),
        rotation: self.rotation.slerp(to: o.rotation, fraction: f, rotation: rotation),
        perspectiveX: mix(perspectiveX, o.perspectiveX), perspectiveY: mix(perspectiveY, o.perspectiveY),
        perspectiveZ: mix(perspectiveZ, o.perspectiveZ), perspectiveW: mix(perspectiveW, o.perspectiveW))
    }
  }

  /// How a rotation is interpolated between two transforms (the same choice as for 2-D ones).
  public typealias RotationInterpolation = Transform2D.RotationInterpolation

  /// The pieces of this transform, or nil when it has none: the matrix has perspective (m14, m24 or m34
  /// is not 0) and its 3×3 part is singular. ``init(_:)-(Transform3D.Decomposition)`` puts them back together (to
  /// rounding) for every transform with an invertible 3×3 part, and for singular ones unless a collapsed
  /// axis carries a skew (the 2-D decomposition's rule); a collapsed axis gets a rotation that completes
  /// the others.
  public var decomposition: Decomposition? {
    var r0 = Vector3(m11, m12, m13)
    var r1 = Vector3(m21, m22, m23)
    var r2 = Vector3(m31, m32, m33)
    let t = Vector3(m41, m42, m43)
    var parts = Decomposition(translationX: t.x, translationY: t.y, translationZ: t.z, perspectiveW: m44)

    // Perspective: the column (m14, m24, m34) is L·p and m44 is t·p + w, where L is the 3×3 part.
    let column = Vector3(m14, m24, m34)
    if column != Vector3(0, 0, 0) {
      guard let p = Vector3.solve(rows: (r0, r1, r2), column) else { return nil }
      (parts.perspectiveX, parts.perspectiveY, parts.perspectiveZ) = (p.x, p.y, p.z)
      parts.perspectiveW = m44 - t.dot(p)
    }

    // Scale and skew by Gram–Schmidt on the rows: r0 = sx·u0, r1 = sy·(kxy·u0 + u1),
    // r2 = sz·(kxz·u0 + kyz·u1 + u2).
    parts.scaleX = r0.length
    r0 = r0.normalized
    var skewXY = r0.dot(r1)
    r1 = r1 - r0 * skewXY
    parts.scaleY = r1.length
    r1 = r1.normalized
    parts.skewXY = parts.scaleY == 0 ? 0 : skewXY / parts.scaleY
    var skewXZ = r0.dot(r2)
    r2 = r2 - r0 * skewXZ
    var skewYZ = r1.dot(r2)
    r2 = r2 - r1 * skewYZ
    parts.scaleZ = r2.length
    r2 = r2.normalized
    (skewXZ, skewYZ) = parts.scaleZ == 0 ? (0, 0) : (skewXZ / parts.scaleZ, skewYZ / parts.scaleZ)
    (parts.skewXZ, parts.skewYZ) = (skewXZ, skewYZ)
    skewXY = parts.skewXY

    Vector3.complete(&r0, &r1, &r2)
    // A mirror: flip y (2-D's convention), so that the rows make a rotation.
    if r0.dot(r1.cross(r2)) < 0 {
      r1 = r1 * -1
      parts.scaleY = -parts.scaleY
      parts.skewXY = -skewXY
      parts.skewYZ = -skewYZ
    }
    parts.rotation = Quaternion(
      m11: r0.x, m12: r0.y, m13: r0.z, m21: r1.x, m22: r1.y, m23: r1.z, m31: r2.x, m32: r2.y, m33: r2.z)
    return parts
  }

  /// A transform built from its pieces: scale, skew, rotation, translation, then perspective.
  public init(_ p: Decomposition) {
    let r = p.rotation.matrix
    let u0 = Vector3(r.m11, r.m12, r.m13)
    let u1 = Vector3(r.m21, r.m22, r.m23)
    let u2 = Vector3(r.m31, r.m32, r.m33)
    let r0 = u0 * p.scaleX
    let r1 = (u0 * p.skewXY + u1) * p.scaleY
    let r2 = (u0 * p.skewXZ + u1 * p.skewYZ + u2) * p.scaleZ
    let t = Vector3(p.translationX, p.translationY, p.translationZ)
    self.init(
      m11: r0.x, m12: r0.y, m13: r0.z, m14: 0, m21: r1.x, m22: r1.y, m23: r1.z, m24: 0,
      m31: r2.x, m32: r2.y, m33: r2.z, m34: 0, m41: t.x, m42: t.y, m43: t.z, m44: 1)
    let perspective = Vector3(p.perspectiveX, p.perspectiveY, p.perspectiveZ)
    guard perspective != Vector3(0, 0, 0) || p.perspectiveW != 1 else { return }
    (m14, m24, m34) = (r0.dot(perspective), r1.dot(perspective), r2.dot(perspective))
    m44 = t.dot(perspective) + p.perspectiveW
  }

  /// The transform `fraction` of the way to `other`, as Core Animation interpolates matrices: the
  /// decomposed pieces linearly and the rotation by spherical linear interpolation, the shorter way
  /// unless `rotation` is `.longWay`. Between two affine transforms (a layer moving in its plane) this is
  /// exactly ``Transform2D``'s decomposed interpolation, to the last bit. A transform without a
  /// decomposition (``decomposition`` is nil) interpolates entry by entry instead.
  public func interpolated(to other: Transform3D, fraction: Double, rotation: RotationInterpolation)
    -> Transform3D
  {
    if isAffine && other.isAffine {
      return Transform3D(affineTransform.interpolated(to: other.affineTransform, fraction: fraction, rotation: rotation))
    }
    guard let p = decomposition, let q = other.decomposition else { return entrywise(to: other, fraction: fraction) }
    return Transform3D(p.interpolated(to: q, fraction: fraction, rotation: rotation))
  }

  /// Each of the sixteen entries `fraction` of the way to `other`'s.
  func entrywise(to o: Transform3D, fraction f: Double) -> Transform3D {
    func mix(_ a: Double, _ b: Double) -> Double { a.interpolated(to: b, fraction: f) }
    return Transform3D(
      m11: mix(m11, o.m11), m12: mix(m12, o.m12), m13: mix(m13, o.m13), m14: mix(m14, o.m14),
      m21: mix(m21, o.m21), m22: mix(m22, o.m22), m23: mix(m23, o.m23), m24: mix(m24, o.m24),
      m31: mix(m31, o.m31), m32: mix(m32, o.m32), m33: mix(m33, o.m33), m34: mix(m34, o.m34),
      m41: mix(m41, o.m41), m42: mix(m42, o.m42), m43: mix(m43, o.m43), m44: mix(m44, o.m44))
  }

  /// The sixteen entries in row order.
  var entries: [Double] {
    [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
  }

  /// The transform with the sixteen entries `e`, in row order.
  init(entries e: [Double]) {
    self.init(
      m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
      m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
  }
}

extension Transform3D: Interpolatable {
  /// Decomposed interpolation with the shorter rotation (see ``interpolated(to:fraction:rotation:)``).
  public func interpolated(to other: Transform3D, fraction: Double) -> Transform3D {
    interpolated(to: other, fraction: fraction, rotation: .shortest)
  }

  /// Euclidean distance between the sixteen matrix entries (for paced keyframes); between affine
  /// transforms, ``Transform2D``'s (the other entries are equal).
  public func distance(to o: Transform3D) -> Double {
    if isAffine && o.isAffine { return affineTransform.distance(to: o.affineTransform) }
    return zip(entries, o.entries).reduce(0) { $0 + ($1.1 - $1.0) * ($1.1 - $1.0) }.squareRoot()
  }

  /// Additive transforms combine by concatenation: `self` then `other`.
  public func adding(_ other: Transform3D) -> Transform3D {
    if isAffine && other.isAffine { return Transform3D(affineTransform.adding(other.affineTransform)) }
    return concatenating(other)
  }

  /// Undoes ``adding(_:)``: `self` followed by the inverse of `other` (identity if `other` is singular).
  public func subtracting(_ other: Transform3D) -> Transform3D {
    if isAffine && other.isAffine { return Transform3D(affineTransform.subtracting(other.affineTransform)) }
    return concatenating(other.inverted ?? .identity)
  }

  public static var additiveIdentity: Transform3D { .identity }
}
