import Foundation
import GlideAnimation
import Testing

/// The largest difference between the sixteen entries.
private func gap(_ s: Transform3D, _ t: Transform3D) -> Double {
  let a = [s.m11, s.m12, s.m13, s.m14, s.m21, s.m22, s.m23, s.m24, s.m31, s.m32, s.m33, s.m34, s.m41, s.m42, s.m43, s.m44]
  let b = [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
  return zip(a, b).map { abs($0 - $1) }.max() ?? 0
}

@Suite("3-D transforms")
struct Transform3DTests {
  @Test("A 2-D transform embeds exactly and comes back from affineTransform")
  func embedsTransform2D() {
    let t = Transform2D(rotationAngle: 0.7).scaledBy(x: 2, y: -0.5).translatedBy(x: 13, y: -4)
    let t3 = Transform3D(t)
    #expect(t3.isAffine)
    #expect(t3.affineTransform == t)
    let p = Point(x: 3, y: -2).applying(t)
    let q = t3.project(x: 3, y: -2)!
    #expect(abs(q.x - p.x) < 1e-12 && abs(q.y - p.y) < 1e-12 && q.z == 0)
  }

  @Test("A rotation about z is Transform2D's rotation: clockwise on a y-down screen")
  func rotationAboutZMatches2D() {
    #expect(gap(Transform3D(rotationAngle: 0.3, x: 0, y: 0, z: 2), Transform3D(Transform2D(rotationAngle: 0.3))) < 1e-15)
    let p = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1).project(x: 1, y: 0)!
    #expect(abs(p.x) < 1e-15 && abs(p.y - 1) < 1e-15)
  }

  @Test("A quarter turn about y takes +x to −z, as CATransform3DMakeRotation does")
  func rotationAboutY() {
    let r = Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0)
    let p = r.project(x: 1, y: 0)!
    #expect(abs(p.x) < 1e-15 && abs(p.y) < 1e-15 && abs(p.z + 1) < 1e-15)
    #expect(!r.isAffine)
  }

  @Test("A zero axis gives the identity")
  func zeroAxis() {
    #expect(Transform3D(rotationAngle: 1, x: 0, y: 0, z: 0) == .identity)
  }

  @Test("concatenating applies self first; translatedBy applies the translation first")
  func concatenationOrder() {
    let scale = Transform3D(scaleX: 2, y: 3)
    let move = Transform3D(translationX: 10, y: 20, z: 5)
    let p = scale.concatenating(move).project(x: 1, y: 1)!
    #expect(p == (12, 23, 5))
    let q = scale.translatedBy(x: 10, y: 20).project(x: 1, y: 1)!
    #expect(q == (22, 63, 0))
  }

  @Test("Perspective: a point 100 pt behind the plane with the eye 500 pt away shrinks by 500/600")
  func perspectiveDivide() {
    let t = Transform3D(perspectiveDistance: 500)
    #expect(t.m34 == -1.0 / 500)
    let p = t.project(x: 60, y: -30, z: -100)!
    #expect(abs(p.x - 50) < 1e-12 && abs(p.y + 25) < 1e-12)
    #expect(t.project(x: 0, y: 0, z: 500) == nil, "the eye's plane projects nowhere")
  }

  @Test("A flip at 60° about y with m34 = −1/500 puts the right edge of a 200-pt card at the exact projection")
  func flipCorner() {
    // The card spans x −100…100 about its centre; turning 60° about y moves its right edge to
    // x = 100·cos 60° = 50, z = −100·sin 60° (away from the eye), where perspective shrinks it by
    // 500 / (500 + 86.6).
    let t = Transform3D(rotationAngle: .pi / 3, x: 0, y: 1, z: 0).concatenating(Transform3D(perspectiveDistance: 500))
    let corner = t.project(x: 100, y: 50)!
    let w = 1 + 100 * sin(Double.pi / 3) / 500
    #expect(abs(corner.x - 50 / w) < 1e-9)
    #expect(abs(corner.y - 50 / w) < 1e-9)
    let near = t.project(x: -100, y: 50)!
    #expect(abs(near.x + 50 / (1 - 100 * sin(Double.pi / 3) / 500)) < 1e-9, "the near edge grows")
  }

  @Test("The inverse undoes the transform, perspective included; a flat scale has none")
  func inverse() throws {
    let t = Transform3D(rotationAngle: 0.8, x: 1, y: 2, z: 0.5)
      .concatenating(Transform3D(translationX: 5, y: -7, z: 3))
      .concatenating(Transform3D(scaleX: 2, y: 0.5, z: 1.5))
      .concatenating(Transform3D(perspectiveDistance: 700))
    let inverse = try #require(t.inverted)
    #expect(gap(t.concatenating(inverse), .identity) < 1e-12)
    #expect(gap(inverse.concatenating(t), .identity) < 1e-12)
    #expect(abs(t.determinant * inverse.determinant - 1) < 1e-12)
    #expect(Transform3D(scaleX: 1, y: 0).inverted == nil)
  }
}
