import Foundation
import Testing

@testable import GlideAnimation

/// The largest difference between the sixteen entries.
private func gap(_ s: Transform3D, _ t: Transform3D) -> Double {
  zip(s.entries, t.entries).map { abs($0 - $1) }.max() ?? 0
}

/// A rotation about y, the flip's axis.
private func turnY(_ angle: Double) -> Transform3D { Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0) }

/// SplitMix64: the same numbers on every run.
private struct Seeded {
  var state: UInt64
  mutating func next() -> Double {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Double((z ^ (z >> 31)) >> 11) / Double(1 << 53)
  }
  mutating func next(_ range: ClosedRange<Double>) -> Double {
    range.lowerBound + (range.upperBound - range.lowerBound) * next()
  }
}

/// A transform built from random pieces (scales 0.3…2, mirrored half the time, skews, any rotation axis,
/// translation, and perspective with the eye 300…2000 pt away).
private func randomTransform(_ rng: inout Seeded, perspective: Bool) -> Transform3D {
  var parts = Transform3D.Decomposition(
    translationX: rng.next(-200...200), translationY: rng.next(-200...200), translationZ: rng.next(-50...50),
    scaleX: rng.next(0.3...2), scaleY: rng.next(0.3...2) * (rng.next() < 0.5 ? -1 : 1), scaleZ: rng.next(0.3...2),
    skewXY: rng.next(-0.5...0.5), skewXZ: rng.next(-0.5...0.5), skewYZ: rng.next(-0.5...0.5),
    rotation: Quaternion(
      angle: rng.next(0...Double.pi), x: rng.next(-1...1), y: rng.next(-1...1), z: rng.next(-1...1)))
  if perspective { parts.perspectiveZ = -1 / rng.next(300...2000) }
  return Transform3D(parts)
}

@Suite("3-D transforms: decomposition and interpolation")
struct Transform3DDecompositionTests {
  @Test("Taken apart and put back together, a transform comes back (skewed, mirrored, with perspective)")
  func roundTrip() throws {
    var rng = Seeded(state: 18)
    for index in 0..<500 {
      let t = randomTransform(&rng, perspective: index % 2 == 0)
      let parts = try #require(t.decomposition)
      #expect(gap(Transform3D(parts), t) < 1e-9, "transform \(index): \(t)")
      #expect(parts.scaleX > 0 && parts.scaleZ > 0)
      #expect(abs(parts.rotation.dot(parts.rotation) - 1) < 1e-12)
    }
  }

  @Test("Pieces come back from the transform they build")
  func piecesComeBack() throws {
    let parts = Transform3D.Decomposition(
      translationX: 10, translationY: -20, translationZ: 5, scaleX: 2, scaleY: -0.5, scaleZ: 1.5, skewXY: 0.25,
      skewXZ: -0.1, skewYZ: 0.3, rotation: Quaternion(angle: 2, x: 1, y: 2, z: -1), perspectiveZ: -1.0 / 500)
    let back = try #require(Transform3D(parts).decomposition)
    for (a, b) in [
      (back.translationX, 10.0), (back.translationY, -20), (back.translationZ, 5), (back.scaleX, 2),
      (back.scaleY, -0.5), (back.scaleZ, 1.5), (back.skewXY, 0.25), (back.skewXZ, -0.1), (back.skewYZ, 0.3),
      (back.perspectiveX, 0), (back.perspectiveY, 0), (back.perspectiveZ, -1.0 / 500), (back.perspectiveW, 1),
    ] {
      #expect(abs(a - b) < 1e-12)
    }
    #expect(abs(abs(back.rotation.dot(parts.rotation)) - 1) < 1e-12)
  }

  @Test("A turn of 2π/3 about y decomposes to the quaternion (0, sin π/3, 0, cos π/3); m34 to perspective z")
  func knownPieces() throws {
    let parts = try #require(turnY(2 * .pi / 3).concatenating(Transform3D(perspectiveDistance: 500)).decomposition)
    #expect(abs(parts.rotation.x) < 1e-15 && abs(parts.rotation.z) < 1e-15)
    #expect(abs(parts.rotation.y - sin(Double.pi / 3)) < 1e-15 && abs(parts.rotation.w - 0.5) < 1e-15)
    #expect(abs(parts.scaleX - 1) < 1e-15 && abs(parts.scaleY - 1) < 1e-15 && abs(parts.scaleZ - 1) < 1e-15)
    #expect(abs(parts.perspectiveZ + 1.0 / 500) < 1e-18 && parts.perspectiveW == 1)
    #expect(abs(parts.perspectiveX) < 1e-18 && abs(parts.perspectiveY) < 1e-18)
  }

  @Test("An affine transform's 3-D pieces are its 2-D pieces: a turn about z, scale z 1, mirrored in y")
  func affineMatches2D() throws {
    var rng = Seeded(state: 7)
    for index in 0..<300 {
      let e = (0..<6).map { _ in rng.next(-3...3) }
      let flat = Transform2D(a: e[0], b: e[1], c: e[2], d: e[3], tx: e[4], ty: e[5])
      guard abs(e[0] * e[3] - e[1] * e[2]) > 0.05 else { continue }
      let p = flat.decomposition
      let q = try #require(Transform3D(flat).decomposition)
      let turn = 2 * atan2(q.rotation.z, q.rotation.w)
      #expect(abs(q.rotation.x) < 1e-12 && abs(q.rotation.y) < 1e-12, "transform \(index)")
      #expect(abs(remainder(turn - p.rotation, 2 * .pi)) < 1e-12, "transform \(index)")
      #expect(abs(q.scaleX - p.scaleX) < 1e-12 && abs(q.scaleY - p.scaleY) < 1e-12, "transform \(index)")
      #expect(abs(q.skewXY - p.skew) < 1e-12 && q.skewXZ == 0 && q.skewYZ == 0 && q.scaleZ == 1)
      #expect(q.translationX == p.translation.dx && q.translationY == p.translation.dy && q.translationZ == 0)
    }
  }

  @Test("Between affine transforms the 3-D interpolation is the 2-D one to the last bit, both turning ways")
  func affineInterpolationIsExactly2D() {
    var rng = Seeded(state: 11)
    for _ in 0..<300 {
      let a = (0..<6).map { _ in rng.next(-3...3) }
      let b = (0..<6).map { _ in rng.next(-3...3) }
      let from = Transform2D(a: a[0], b: a[1], c: a[2], d: a[3], tx: a[4], ty: a[5])
      let to = Transform2D(a: b[0], b: b[1], c: b[2], d: b[3], tx: b[4], ty: b[5])
      let fraction = rng.next(-0.2...1.2)
      for rotation in Transform2D.RotationInterpolation.allCases {
        let flat = from.interpolated(to: to, fraction: fraction, rotation: rotation)
        let deep = Transform3D(from).interpolated(to: Transform3D(to), fraction: fraction, rotation: rotation)
        #expect(deep == Transform3D(flat))
      }
      #expect(
        AnimatableValue.affineTransform(from).interpolated(to: .affineTransform(to), fraction: fraction)
          == .affineTransform(from.interpolated(to: to, fraction: fraction)))
    }
  }

  @Test("The general path (unmatrix and slerp) agrees with the 2-D one on affine transforms, to rounding")
  func generalPathReducesTo2D() throws {
    var rng = Seeded(state: 3)
    for _ in 0..<300 {
      let a = (0..<6).map { _ in rng.next(-3...3) }
      let b = (0..<6).map { _ in rng.next(-3...3) }
      let from = Transform2D(a: a[0], b: a[1], c: a[2], d: a[3], tx: a[4], ty: a[5])
      let to = Transform2D(a: b[0], b: b[1], c: b[2], d: b[3], tx: b[4], ty: b[5])
      // The same side of the mirror (a mirror's scale y goes through 0 in both).
      guard (a[0] * a[3] - a[1] * a[2]) * (b[0] * b[3] - b[1] * b[2]) > 0.01 else { continue }
      let fraction = rng.next(0...1)
      for rotation in Transform2D.RotationInterpolation.allCases {
        let p = try #require(Transform3D(from).decomposition)
        let q = try #require(Transform3D(to).decomposition)
        let general = Transform3D(p.interpolated(to: q, fraction: fraction, rotation: rotation))
        let flat = Transform3D(from.interpolated(to: to, fraction: fraction, rotation: rotation))
        #expect(gap(general, flat) < 1e-9, "\(from) → \(to) at \(fraction), \(rotation)")
      }
    }
  }

  @Test("Half-way from flat to a half turn about y is a quarter turn about y; a quarter of 2π/3 is π/6")
  func halfWayAboutY() {
    #expect(gap(Transform3D.identity.interpolated(to: turnY(.pi), fraction: 0.5), turnY(.pi / 2)) < 1e-12)
    #expect(gap(turnY(0).interpolated(to: turnY(2 * .pi / 3), fraction: 0.25), turnY(.pi / 6)) < 1e-12)
    // The long way from 0 to π/2 goes through −3π/4 half-way.
    let long = Transform3D.identity.interpolated(to: turnY(.pi / 2), fraction: 0.5, rotation: .longWay)
    #expect(gap(long, turnY(-3 * .pi / 4)) < 1e-12)
    // The perspective and the translation interpolate linearly beside the turn.
    let from = Transform3D(perspectiveDistance: 500)
    let to = turnY(.pi / 2).concatenating(Transform3D(translationX: 40, y: 0, z: -20))
      .concatenating(Transform3D(perspectiveDistance: 500))
    let half = from.interpolated(to: to, fraction: 0.5)
    let expected = turnY(.pi / 4).concatenating(Transform3D(translationX: 20, y: 0, z: -10))
      .concatenating(Transform3D(perspectiveDistance: 500))
    #expect(gap(half, expected) < 1e-12)
  }

  @Test("Without a decomposition (perspective over a collapsed axis) a transform interpolates entry by entry")
  func entrywiseFallback() {
    var degenerate = Transform3D(scaleX: 0, y: 1)
    degenerate.m34 = -1.0 / 500
    #expect(degenerate.decomposition == nil)
    let half = Transform3D.identity.interpolated(to: degenerate, fraction: 0.5)
    #expect(half.m11 == 0.5 && half.m22 == 1 && half.m34 == -1.0 / 1000 && half.m44 == 1)
  }

  @Test("A collapsed axis still decomposes, and comes back (a turned layer scaled to 0 in z)")
  func collapsedAxis() throws {
    let flat = Transform3D(scaleX: 1, y: 1, z: 0).concatenating(turnY(0.4))
    let parts = try #require(flat.decomposition)
    #expect(parts.scaleZ == 0)
    #expect(gap(Transform3D(parts), flat) < 1e-12)
  }

  @Test("Transforms add by concatenation and subtract by the inverse")
  func addition() {
    let a = turnY(0.3).concatenating(Transform3D(translationX: 5, y: 0, z: 2))
    let b = Transform3D(rotationAngle: 0.5, x: 1, y: 0, z: 0).concatenating(Transform3D(perspectiveDistance: 800))
    #expect(a.adding(b) == a.concatenating(b))
    #expect(gap(a.adding(b).subtracting(b), a) < 1e-12)
    #expect(Transform3D.additiveIdentity == .identity)
    let flat = Transform2D(rotationAngle: 0.4).translatedBy(x: 3, y: 1)
    #expect(Transform3D(flat).adding(Transform3D(flat)) == Transform3D(flat.adding(flat)))
  }
}

@Suite("Quaternions")
struct QuaternionTests {
  @Test("A quaternion's matrix is Transform3D's rotation about the same axis")
  func matrixMatchesRotation() {
    let q = Quaternion(angle: 1.1, x: 1, y: -2, z: 0.5)
    #expect(gap(q.matrix, Transform3D(rotationAngle: 1.1, x: 1, y: -2, z: 0.5)) < 1e-15)
  }

  @Test("Euler angles: Rx·Ry·Rz, x turning first, and back")
  func eulerAngles() {
    var rng = Seeded(state: 5)
    for _ in 0..<200 {
      let (x, y, z) = (rng.next(-3...3), rng.next(-1.5...1.5), rng.next(-3...3))
      let q = Quaternion(eulerX: x, y: y, z: z)
      let matrix = Transform3D(rotationAngle: x, x: 1, y: 0, z: 0)
        .concatenating(Transform3D(rotationAngle: y, x: 0, y: 1, z: 0))
        .concatenating(Transform3D(rotationAngle: z, x: 0, y: 0, z: 1))
      #expect(gap(q.matrix, matrix) < 1e-14)
      let back = q.eulerAngles
      #expect(abs(back.x - x) < 1e-9 && abs(back.y - y) < 1e-9 && abs(back.z - z) < 1e-9)
    }
  }

  @Test("Half turns come out of a matrix as accurately as small ones (Shepperd's method)")
  func halfTurns() {
    for axis in [(1.0, 1.0, 0.0), (0, 1, 1), (1, 0, -1), (1, 1, 1)] {
      let m = Transform3D(rotationAngle: .pi, x: axis.0, y: axis.1, z: axis.2)
      let q = Quaternion(
        m11: m.m11, m12: m.m12, m13: m.m13, m21: m.m21, m22: m.m22, m23: m.m23, m31: m.m31, m32: m.m32, m33: m.m33)
      #expect(gap(q.matrix, m) < 1e-15)
    }
  }
}
