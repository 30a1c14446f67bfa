import Foundation

/// A 4×4 homogeneous transform: `CATransform3D`'s matrix, layout and conventions. Points are row vectors
/// multiplied on the left, so the translation sits in the bottom row and `m34` carries perspective:
///
///     [ m11 m12 m13 m14 ]
///     [ m21 m22 m23 m24 ]     [x′ y′ z′ w′] = [x y z 1] · M,  then x′/w′, y′/w′, z′/w′
///     [ m31 m32 m33 m34 ]
///     [ m41 m42 m43 m44 ]
///
/// Setting `m34 = −1/d` views the layer from `d` points in front of its plane (Core Animation's usual
/// 500–1000 pt for a flip). Angles are radians; a positive rotation about z turns clockwise on a y-down
/// screen, as ``Transform2D``'s does, and the 2-D transforms embed exactly (``init(_:)-(Transform2D)``).
public struct Transform3D: Hashable, Sendable, CustomStringConvertible {
  public var m11: Double, m12: Double, m13: Double, m14: Double
  public var m21: Double, m22: Double, m23: Double, m24: Double
  public var m31: Double, m32: Double, m33: Double, m34: Double
  /// Translation along x, y and z (points) and the homogeneous weight.
  public var m41: Double, m42: Double, m43: Double, m44: Double

  /// A transform with the given matrix entries, row by row.
  public init(
    m11: Double, m12: Double, m13: Double, m14: Double,
    m21: Double, m22: Double, m23: Double, m24: Double,
    m31: Double, m32: Double, m33: Double, m34: Double,
    m41: Double, m42: Double, m43: Double, m44: Double
  ) {
    (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
    (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
    (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
    (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
  }

  /// `CATransform3DIdentity`.
  public static let identity = Transform3D(
    m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

  /// `CATransform3DMakeTranslation`: a move by (`tx`, `ty`, `tz`) points.
  public init(translationX tx: Double, y ty: Double, z tz: Double = 0) {
    self = .identity
    (m41, m42, m43) = (tx, ty, tz)
  }

  /// `CATransform3DMakeScale` (1 = unchanged).
  public init(scaleX sx: Double, y sy: Double, z sz: Double = 1) {
    self = .identity
    (m11, m22, m33) = (sx, sy, sz)
  }

  /// `CATransform3DMakeRotation`: a turn of `angle` radians about the axis (`x`, `y`, `z`) through the
  /// origin (normalised here; a zero axis gives the identity, as Core Animation does).
  public init(rotationAngle angle: Double, x: Double, y: Double, z: Double) {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else {
      self = .identity
      return
    }
    let (u, v, w) = (x / length, y / length, z / length)
    let (s, c) = (sin(angle), cos(angle))
    let t = 1 - c
    self.init(
      m11: t * u * u + c, m12: t * u * v + w * s, m13: t * u * w - v * s, m14: 0,
      m21: t * u * v - w * s, m22: t * v * v + c, m23: t * v * w + u * s, m24: 0,
      m31: t * u * w + v * s, m32: t * v * w - u * s, m33: t * w * w + c, m34: 0,
      m41: 0, m42: 0, m43: 0, m44: 1)
  }

  /// A perspective of `distance` points (the eye that far in front of the z = 0 plane): the identity
  /// with `m34 = −1/distance`.
  public init(perspectiveDistance distance: Double) {
    self = .identity
    m34 = -1 / distance
  }

  /// The 2-D transform in the plane z = 0 (`CATransform3DMakeAffineTransform`).
  public init(_ t: Transform2D) {
    self.init(
      m11: t.a, m12: t.b, m13: 0, m14: 0, m21: t.c, m22: t.d, m23: 0, m24: 0,
      m31: 0, m32: 0, m33: 1, m34: 0, m41: t.tx, m42: t.ty, m43: 0, m44: 1)
  }

  /// Whether this is exactly the identity (`CATransform3DIsIdentity`).
  public var isIdentity: Bool { self == .identity }

  /// Whether this maps the plane z = 0 onto itself without perspective, so that ``affineTransform`` loses
  /// nothing (`CATransform3DIsAffine`).
  public var isAffine: Bool {
    m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0
      && m43 == 0 && m44 == 1
  }

  /// The 2-D part (`CATransform3DGetAffineTransform`): exact when ``isAffine``, otherwise the x/y entries
  /// with z and perspective dropped.
  public var affineTransform: Transform2D {
    Transform2D(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
  }

  /// `self` then `other` (`CATransform3DConcat(self, other)`): points go through `self` first.
  public func concatenating(_ o: Transform3D) -> Transform3D {
    Transform3D(
      m11: m11 * o.m11 + m12 * o.m21 + m13 * o.m31 + m14 * o.m41,
      m12: m11 * o.m12 + m12 * o.m22 + m13 * o.m32 + m14 * o.m42,
      m13: m11 * o.m13 + m12 * o.m23 + m13 * o.m33 + m14 * o.m43,
      m14: m11 * o.m14 + m12 * o.m24 + m13 * o.m34 + m14 * o.m44,
      m21: m21 * o.m11 + m22 * o.m21 + m23 * o.m31 + m24 * o.m41,
      m22: m21 * o.m12 + m22 * o.m22 + m23 * o.m32 + m24 * o.m42,
      m23: m21 * o.m13 + m22 * o.m23 + m23 * o.m33 + m24 * o.m43,
      m24: m21 * o.m14 + m22 * o.m24 + m23 * o.m34 + m24 * o.m44,
      m31: m31 * o.m11 + m32 * o.m21 + m33 * o.m31 + m34 * o.m41,
      m32: m31 * o.m12 + m32 * o.m22 + m33 * o.m32 + m34 * o.m42,
      m33: m31 * o.m13 + m32 * o.m23 + m33 * o.m33 + m34 * o.m43,
      m34: m31 * o.m14 + m32 * o.m24 + m33 * o.m34 + m34 * o.m44,
      m41: m41 * o.m11 + m42 * o.m21 + m43 * o.m31 + m44 * o.m41,
      m42: m41 * o.m12 + m42 * o.m22 + m43 * o.m32 + m44 * o.m42,
      m43: m41 * o.m13 + m42 * o.m23 + m43 * o.m33 + m44 * o.m43,
      m44: m41 * o.m14 + m42 * o.m24 + m43 * o.m34 + m44 * o.m44)
  }

  /// A translation applied before this transform (`CATransform3DTranslate`).
  public func translatedBy(x: Double, y: Double, z: Double = 0) -> Transform3D {
    Transform3D(translationX: x, y: y, z: z).concatenating(self)
  }

  /// A scale applied before this transform (`CATransform3DScale`).
  public func scaledBy(x: Double, y: Double, z: Double = 1) -> Transform3D {
    Transform3D(scaleX: x, y: y, z: z).concatenating(self)
  }

  /// A rotation applied before this transform (`CATransform3DRotate`).
  public func rotated(by angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
    Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
  }

  /// The point (`x`, `y`, `z`) through the matrix before the divide by w: homogeneous coordinates.
  public func homogeneous(x: Double, y: Double, z: Double = 0) -> (x: Double, y: Double, z: Double, w: Double) {
    (
      x * m11 + y * m21 + z * m31 + m41, x * m12 + y * m22 + z * m32 + m42,
      x * m13 + y * m23 + z * m33 + m43, x * m14 + y * m24 + z * m34 + m44
    )
  }

  /// Where the point (`x`, `y`, `z`) lands, after the perspective divide; nil when it lies at or behind
  /// the eye (w ≤ 0), where nothing is drawn.
  public func project(x: Double, y: Double, z: Double = 0) -> (x: Double, y: Double, z: Double)? {
    let h = homogeneous(x: x, y: y, z: z)
    guard h.w > 0, h.w.isFinite else { return nil }
    return (h.x / h.w, h.y / h.w, h.z / h.w)
  }

  /// Whether a plane placed by this transform turns its back to the viewer: its normal, (0, 0, 1)
  /// untransformed, points away (the inverse's m33 is negative: the test of CSS's `backface-visibility`
  /// and Chromium's compositor). A 2-D mirror (scale −1) still faces front; a half turn about y faces away.
  /// A singular transform faces front.
  public var turnsPlaneAway: Bool { inverted.map { $0.m33 < 0 } ?? false }

  /// The determinant of the whole 4×4 matrix.
  public var determinant: Double {
    let s0 = m11 * m22 - m21 * m12, s1 = m11 * m23 - m21 * m13, s2 = m11 * m24 - m21 * m14
    let s3 = m12 * m23 - m22 * m13, s4 = m12 * m24 - m22 * m14, s5 = m13 * m24 - m23 * m14
    let c5 = m33 * m44 - m43 * m34, c4 = m32 * m44 - m42 * m34, c3 = m32 * m43 - m42 * m33
    let c2 = m31 * m44 - m41 * m34, c1 = m31 * m43 - m41 * m33, c0 = m31 * m42 - m41 * m32
    return s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
  }

  /// The inverse (`CATransform3DInvert`), or nil when the matrix is singular to within rounding.
  public var inverted: Transform3D? {
    let s0 = m11 * m22 - m21 * m12, s1 = m11 * m23 - m21 * m13, s2 = m11 * m24 - m21 * m14
    let s3 = m12 * m23 - m22 * m13, s4 = m12 * m24 - m22 * m14, s5 = m13 * m24 - m23 * m14
    let c5 = m33 * m44 - m43 * m34, c4 = m32 * m44 - m42 * m34, c3 = m32 * m43 - m42 * m33
    let c2 = m31 * m44 - m41 * m34, c1 = m31 * m43 - m41 * m33, c0 = m31 * m42 - m41 * m32
    let det = s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
    let scale = [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
      .reduce(0) { max($0, abs($1)) }
    guard det.isFinite, abs(det) > 1e-14 * pow(max(scale, 1e-300), 4) else { return nil }
    let k = 1 / det
    return Transform3D(
      m11: (m22 * c5 - m23 * c4 + m24 * c3) * k, m12: (-m12 * c5 + m13 * c4 - m14 * c3) * k,
      m13: (m42 * s5 - m43 * s4 + m44 * s3) * k, m14: (-m32 * s5 + m33 * s4 - m34 * s3) * k,
      m21: (-m21 * c5 + m23 * c2 - m24 * c1) * k, m22: (m11 * c5 - m13 * c2 + m14 * c1) * k,
      m23: (-m41 * s5 + m43 * s2 - m44 * s1) * k, m24: (m31 * s5 - m33 * s2 + m34 * s1) * k,
      m31: (m21 * c4 - m22 * c2 + m24 * c0) * k, m32: (-m11 * c4 + m12 * c2 - m14 * c0) * k,
      m33: (m41 * s4 - m42 * s2 + m44 * s0) * k, m34: (-m31 * s4 + m32 * s2 - m34 * s0) * k,
      m41: (-m21 * c3 + m22 * c1 - m23 * c0) * k, m42: (m11 * c3 - m12 * c1 + m13 * c0) * k,
      m43: (-m41 * s3 + m42 * s1 - m43 * s0) * k, m44: (m31 * s3 - m32 * s1 + m33 * s0) * k)
  }

  public var description: String {
    "[\(m11), \(m12), \(m13), \(m14); \(m21), \(m22), \(m23), \(m24); "
      + "\(m31), \(m32), \(m33), \(m34); \(m41), \(m42), \(m43), \(m44)]"
  }
}

extension Rect {
  /// The smallest rectangle that contains this one (in the plane z = 0) mapped through `transform`, after
  /// the perspective divide: the bounding box of the projected corners, of the part in front of the eye
  /// when the rectangle crosses it (clipped where w reaches 1e-6). Nil when all of it is at or behind the
  /// eye. Without perspective it is ``applying(_:)-(Transform2D)`` of the 2-D part, to the last bit.
  public func applying(_ transform: Transform3D) -> Rect? {
    let t = transform
    // Corners in the plane z = 0 have w = x·m14 + y·m24 + m44: without those, nothing to divide.
    if t.m14 == 0 && t.m24 == 0 && t.m44 == 1 { return applying(t.affineTransform) }
    let corners = [(minX, minY), (maxX, minY), (maxX, maxY), (minX, maxY)].map { t.homogeneous(x: $0.0, y: $0.1) }
    let near = 1e-6
    var points: [(x: Double, y: Double)] = []
    for (i, p) in corners.enumerated() {
      let q = corners[(i + 1) % corners.count]
      if p.w >= near { points.append((p.x / p.w, p.y / p.w)) }
      // Where the edge to the next corner crosses w = near, when it does.
      if (p.w >= near) != (q.w >= near) {
        let s = (near - p.w) / (q.w - p.w)
        points.append(((p.x + (q.x - p.x) * s) / near, (p.y + (q.y - p.y) * s) / near))
      }
    }
    guard let first = points.first else { return nil }
    var (x0, x1, y0, y1) = (first.x, first.x, first.y, first.y)
    for p in points.dropFirst() {
      (x0, x1) = (min(x0, p.x), max(x1, p.x))
      (y0, y1) = (min(y0, p.y), max(y1, p.y))
    }
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }
}
