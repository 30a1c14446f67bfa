import Foundation

/// A 2-D affine transform, `CGAffineTransform`'s matrix and conventions (named `Transform2D` so that it
/// does not clash with Foundation's `AffineTransform` in files that import both):
///
///     [ a  b  0 ]
///     [ c  d  0 ]      x' = a·x + c·y + tx,  y' = b·x + d·y + ty
///     [ tx ty 1 ]
///
/// Angles are radians; positive rotates clockwise on a y-down screen, as in UIKit.
public struct Transform2D: Hashable, Sendable, CustomStringConvertible {
  /// How x feeds x′ (scale and rotation along x).
  public var a: Double
  /// How x feeds y′.
  public var b: Double
  /// How y feeds x′ (skew and rotation).
  public var c: Double
  /// How y feeds y′.
  public var d: Double
  /// Translation along x, points.
  public var tx: Double
  /// Translation along y, points.
  public var ty: Double

  /// A transform with the given matrix entries.
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }

  /// The transform that leaves every point where it is.
  public static let identity = Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A translation by (`tx`, `ty`) points.
  public init(translationX tx: Double, y ty: Double) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  /// A scale by `sx`, `sy` (1 = unchanged).
  public init(scaleX sx: Double, y sy: Double) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// A rotation by `angle` radians.
  public init(rotationAngle angle: Double) {
    let (s, c) = (sin(angle), cos(angle))
    self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
  }

  /// Whether this is exactly the identity.
  public var isIdentity: Bool { self == .identity }

  /// `self` then `other` (`CGAffineTransform.concatenating`): points go through `self` first.
  public func concatenating(_ other: Transform2D) -> Transform2D {
    Transform2D(
      a: a * other.a + b * other.c, b: a * other.b + b * other.d,
      c: c * other.a + d * other.c, d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
  }

  /// A translation applied before this transform (`CGAffineTransform.translatedBy`).
  public func translatedBy(x: Double, y: Double) -> Transform2D {
    Transform2D(translationX: x, y: y).concatenating(self)
  }

  /// A scale applied before this transform (`CGAffineTransform.scaledBy`).
  public func scaledBy(x: Double, y: Double) -> Transform2D {
    Transform2D(scaleX: x, y: y).concatenating(self)
  }

  /// A rotation applied before this transform (`CGAffineTransform.rotated(by:)`).
  public func rotated(by angle: Double) -> Transform2D {
    Transform2D(rotationAngle: angle).concatenating(self)
  }

  public var description: String { "[\(a), \(b), \(c), \(d), \(tx), \(ty)]" }
}

extension Point {
  /// The point mapped through `transform`.
  public func applying(_ t: Transform2D) -> Point {
    Point(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}
