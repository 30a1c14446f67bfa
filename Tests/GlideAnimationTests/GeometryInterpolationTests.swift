import Foundation
import GlideAnimation
import Testing

// Glide's transform is `Transform2D`, not `AffineTransform`, so importing Foundation beside it is fine.

/// A seeded, replayable generator (SplitMix64) so that random checks print a seed that reproduces them.
private struct SplitMix64: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// The largest difference between the six entries, for comparing transforms.
private func gap(_ s: Transform2D, _ t: Transform2D) -> Double {
  [s.a - t.a, s.b - t.b, s.c - t.c, s.d - t.d, s.tx - t.tx, s.ty - t.ty].map(abs).max() ?? 0
}

private func gap(_ p: Point, _ q: Point) -> Double { max(abs(p.x - q.x), abs(p.y - q.y)) }

/// A random transform with every entry in −3…3 (skewed and mirrored ones included), not near-singular.
private func randomTransform(_ rng: inout SplitMix64) -> Transform2D {
  while true {
    let e = (0..<6).map { _ in Double.random(in: -3...3, using: &rng) }
    let t = Transform2D(a: e[0], b: e[1], c: e[2], d: e[3], tx: e[4], ty: e[5])
    if abs(t.a * t.d - t.b * t.c) > 0.05 { return t }
  }
}

@Suite("Affine transforms")
struct AffineTransformTests {
  let point = Point(x: 3, y: -2)

  @Test("A point through a.concatenating(b) goes through a first, then b, as with CGAffineTransform")
  func concatenationOrder() {
    var rng = SplitMix64(state: 7)
    for _ in 0..<200 {
      let (first, second) = (randomTransform(&rng), randomTransform(&rng))
      let expected = point.applying(first).applying(second)
      #expect(gap(point.applying(first.concatenating(second)), expected) < 1e-12)
    }
    // By hand: scale by 2, then move by (10, 0): (3, −2) → (6, −4) → (16, −4); the other way (26, −4).
    let scale = Transform2D(scaleX: 2, y: 2)
    let move = Transform2D(translationX: 10, y: 0)
    #expect(point.applying(scale.concatenating(move)) == Point(x: 16, y: -4))
    #expect(point.applying(move.concatenating(scale)) == Point(x: 26, y: -4))
  }

  @Test("translatedBy, scaledBy and rotated(by:) act before the transform they modify")
  func modifiersActFirst() {
    let base = Transform2D(rotationAngle: 0.7).concatenating(Transform2D(translationX: 5, y: 9))
    let moved = base.translatedBy(x: 4, y: 1)
    #expect(gap(point.applying(moved), Point(x: 7, y: -1).applying(base)) < 1e-12)
    let scaled = base.scaledBy(x: 2, y: -3)
    #expect(gap(point.applying(scaled), Point(x: 6, y: 6).applying(base)) < 1e-12)
    let turned = base.rotated(by: .pi / 2)
    // A quarter turn takes (3, −2) to (2, 3) (clockwise on a y-down screen).
    #expect(gap(point.applying(turned), Point(x: 2, y: 3).applying(base)) < 1e-12)
    // CGAffineTransform(translationX: 10, y: 20).scaledBy(x: 2, y: 3) is [2, 0, 0, 3, 10, 20].
    let cg = Transform2D(translationX: 10, y: 20).scaledBy(x: 2, y: 3)
    #expect(cg == Transform2D(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 20))
  }

  @Test("A rotation by θ has CGAffineTransform's entries cos θ, sin θ, −sin θ, cos θ")
  func rotationEntries() {
    let t = Transform2D(rotationAngle: 0.3)
    #expect(t == Transform2D(a: cos(0.3), b: sin(0.3), c: -sin(0.3), d: cos(0.3), tx: 0, ty: 0))
    #expect(
      gap(Point(x: 1, y: 0).applying(Transform2D(rotationAngle: .pi / 2)), Point(x: 0, y: 1)) < 1e-15)
    #expect(Transform2D.identity.isIdentity)
    #expect(!t.isIdentity)
  }

  @Test("The inverse undoes the transform from either side")
  func inverse() throws {
    var rng = SplitMix64(state: 11)
    for _ in 0..<200 {
      let t = randomTransform(&rng)
      let inverse = try #require(t.inverted)
      #expect(gap(t.concatenating(inverse), .identity) < 1e-9)
      #expect(gap(inverse.concatenating(t), .identity) < 1e-9)
    }
    // By hand: the inverse of "scale by 2, then move by (4, 6)" is "move by (−4, −6), then halve".
    let t = Transform2D(scaleX: 2, y: 2).concatenating(Transform2D(translationX: 4, y: 6))
    #expect(t.inverted == Transform2D(a: 0.5, b: 0, c: 0, d: 0.5, tx: -2, ty: -3))
  }

  @Test("Singular transforms have no inverse; a uniformly tiny one does")
  func singular() throws {
    #expect(Transform2D(scaleX: 0, y: 1).inverted == nil)
    #expect(Transform2D(a: 1, b: 2, c: 2, d: 4, tx: 5, ty: 5).inverted == nil)  // rank 1
    #expect(Transform2D(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0).inverted == nil)
    let tiny = Transform2D(scaleX: 1e-9, y: 1e-9)
    let inverse = try #require(tiny.inverted)
    #expect(abs(inverse.a - 1e9) < 1e-3)
  }

  @Test("A transform's pieces put back together give the transform, skewed and mirrored ones included")
  func decompositionRoundTrip() {
    let seed: UInt64 = 13
    var rng = SplitMix64(state: seed)
    for _ in 0..<500 {
      let t = randomTransform(&rng)
      let parts = t.decomposition
      #expect(gap(Transform2D(parts), t) < 1e-12, "seed \(seed): \(t)")
      #expect(parts.scaleX > 0)
      #expect(parts.rotation > -Double.pi && parts.rotation <= Double.pi)
      #expect(
        (parts.scaleY < 0) == (t.a * t.d - t.b * t.c < 0), "mirrored exactly when the determinant is negative"
      )
    }
  }

  @Test("Pieces in range come back unchanged from the transform they build")
  func piecesRoundTrip() {
    let seed: UInt64 = 17
    var rng = SplitMix64(state: seed)
    for _ in 0..<500 {
      let parts = Transform2D.Decomposition(
        translation: Vector(
          dx: .random(in: -100...100, using: &rng), dy: .random(in: -100...100, using: &rng)),
        rotation: .random(in: -3.1...3.1, using: &rng), scaleX: .random(in: 0.1...4, using: &rng),
        scaleY: .random(in: -4...4, using: &rng), skew: .random(in: -2...2, using: &rng))
      guard abs(parts.scaleY) > 0.05 else { continue }
      let back = Transform2D(parts).decomposition
      #expect(abs(back.rotation - parts.rotation) < 1e-12, "seed \(seed)")
      #expect(abs(back.scaleX - parts.scaleX) < 1e-12)
      #expect(abs(back.scaleY - parts.scaleY) < 1e-12)
      #expect(abs(back.skew - parts.skew) < 1e-10)
      #expect(back.translation == parts.translation)
    }
  }

  @Test("Known transforms decompose by hand")
  func knownDecompositions() {
    // Scale (2, 3), then rotate 0.3, then move (5, 7).
    let t = Transform2D(scaleX: 2, y: 3).concatenating(Transform2D(rotationAngle: 0.3))
      .concatenating(Transform2D(translationX: 5, y: 7))
    let parts = t.decomposition
    #expect(abs(parts.scaleX - 2) < 1e-12 && abs(parts.scaleY - 3) < 1e-12 && abs(parts.skew) < 1e-12)
    #expect(abs(parts.rotation - 0.3) < 1e-12 && parts.translation == Vector(dx: 5, dy: 7))
    // A horizontal mirror is a half turn with y flipped.
    let mirror = Transform2D(scaleX: -1, y: 1).decomposition
    #expect(mirror.rotation == .pi && mirror.scaleX == 1 && abs(mirror.scaleY + 1) < 1e-15)
    // A shear x' = x + 0.5y: no rotation, skew 0.5.
    let shear = Transform2D(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0).decomposition
    #expect(shear.rotation == 0 && shear.skew == 0.5 && shear.scaleX == 1 && shear.scaleY == 1)
    // Collapsing to a line (scale y by 0) still round-trips.
    let flat = Transform2D(scaleX: 1, y: 0).concatenating(Transform2D(rotationAngle: 1))
    #expect(gap(Transform2D(flat.decomposition), flat) < 1e-15)
  }

  /// The angle a transform turns the x axis by.
  private func angle(_ t: Transform2D) -> Double { atan2(t.b, t.a) }

  @Test("From a quarter turn to a half turn: the short way turns +π/2, the long way −3π/2")
  func rotationDirection() {
    let from = Transform2D(rotationAngle: 0.5 * .pi)
    let to = Transform2D(rotationAngle: .pi)
    let shortMiddle = from.interpolated(to: to, fraction: 0.5, rotation: .shortest)
    let longMiddle = from.interpolated(to: to, fraction: 0.5, rotation: .longWay)
    #expect(abs(angle(shortMiddle) - 0.75 * .pi) < 1e-12)
    #expect(abs(angle(longMiddle) - -0.25 * .pi) < 1e-12)  // 0.5π − 1.5π/2
    #expect(from.interpolated(to: to, fraction: 0.5) == shortMiddle)  // Interpolatable takes the short way
    for i in 0...10 {
      let f = Double(i) / 10
      let short = Transform2D(rotationAngle: 0.5 * .pi + 0.5 * .pi * f)
      let long = Transform2D(rotationAngle: 0.5 * .pi - 1.5 * .pi * f)
      #expect(gap(from.interpolated(to: to, fraction: f, rotation: .shortest), short) < 1e-12)
      #expect(gap(from.interpolated(to: to, fraction: f, rotation: .longWay), long) < 1e-12)
    }
  }

  @Test("The short way across ±π turns through π, not back through 0")
  func shortWayAcrossPi() {
    let from = Transform2D(rotationAngle: 0.9 * .pi)
    let to = Transform2D(rotationAngle: -0.9 * .pi)
    let middle = from.interpolated(to: to, fraction: 0.5)
    #expect(abs(abs(angle(middle)) - .pi) < 1e-12)
  }

  @Test("Scale, skew and translation interpolate linearly; the ends are the end transforms")
  func linearPieces() {
    let from = Transform2D(scaleX: 1, y: 2).concatenating(Transform2D(translationX: -10, y: 4))
    let to = Transform2D(a: 3, b: 0, c: 1.5, d: 3, tx: 30, ty: 0)  // scale 3, skew 0.5, move (30, 0)
    let middle = from.interpolated(to: to, fraction: 0.5).decomposition
    #expect(abs(middle.scaleX - 2) < 1e-12 && abs(middle.scaleY - 2.5) < 1e-12)
    #expect(abs(middle.skew - 0.25) < 1e-12 && abs(middle.rotation) < 1e-12)
    #expect(gap(Point(x: middle.translation.dx, y: middle.translation.dy), Point(x: 10, y: 2)) < 1e-12)
    #expect(gap(from.interpolated(to: to, fraction: 0), from) < 1e-12)
    #expect(gap(from.interpolated(to: to, fraction: 1), to) < 1e-12)
    #expect(gap(from.interpolated(to: to, fraction: 1, rotation: .longWay), to) < 1e-12)
  }

  @Test("Transforms add by concatenation and subtract by the inverse; identity adds nothing")
  func additive() {
    let a = Transform2D(rotationAngle: 0.4).translatedBy(x: 3, y: 1)
    let b = Transform2D(scaleX: 2, y: 0.5)
    #expect(a.adding(b) == a.concatenating(b))
    #expect(gap(a.adding(b).subtracting(b), a) < 1e-12)
    #expect(a.adding(.additiveIdentity) == a)
    #expect(Transform2D.additiveIdentity == .identity)
    let distance = Transform2D.identity.distance(
      to: Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 3, ty: 4))
    #expect(distance == 5)
  }
}

@Suite("Rectangles")
struct RectTests {
  @Test("Applying a transform gives the bounding box of the mapped corners")
  func applying() {
    let rect = Rect(x: 0, y: 0, width: 10, height: 20)
    // A quarter turn maps the corners to (0, 0), (0, 10), (−20, 0), (−20, 10).
    let turned = rect.applying(Transform2D(rotationAngle: .pi / 2))
    #expect(abs(turned.minX + 20) < 1e-12 && abs(turned.minY) < 1e-12)
    #expect(abs(turned.width - 20) < 1e-12 && abs(turned.height - 10) < 1e-12)
    #expect(
      Rect(x: 10, y: 0, width: 5, height: 5).applying(Transform2D(scaleX: -1, y: 1))
        == Rect(x: -15, y: 0, width: 5, height: 5))
    #expect(
      rect.applying(Transform2D(translationX: 3, y: -4)) == Rect(x: 3, y: -4, width: 10, height: 20))
    // An eighth turn of a unit square: the box is √2 wide, centred on the turned centre.
    let diamond = Rect(x: 0, y: 0, width: 1, height: 1).applying(Transform2D(rotationAngle: .pi / 4))
    #expect(abs(diamond.width - 2.squareRoot()) < 1e-12 && abs(diamond.height - 2.squareRoot()) < 1e-12)
    #expect(abs(diamond.midX) < 1e-12 && abs(diamond.midY - 2.squareRoot() / 2) < 1e-12)
  }

  @Test("Edges, centre and offset")
  func accessors() {
    let r = Rect(x: 2, y: 3, width: 10, height: 4)
    #expect(r.minX == 2 && r.maxX == 12 && r.midX == 7 && r.minY == 3 && r.maxY == 7 && r.midY == 5)
    #expect(r.center == Point(x: 7, y: 5))
    #expect(r.offsetBy(Vector(dx: -2, dy: 1)) == Rect(x: 0, y: 4, width: 10, height: 4))
  }
}

@Suite("Interpolation")
struct InterpolationTests {
  @Test("Scalars, points, sizes and rects interpolate linearly and extrapolate past the ends")
  func linear() {
    #expect(2.0.interpolated(to: 6, fraction: 0.25) == 3)
    #expect(2.0.interpolated(to: 6, fraction: 1.5) == 8)  // a spring's overshoot carries on
    #expect(Point(x: 0, y: 10).interpolated(to: Point(x: 8, y: -10), fraction: 0.75) == Point(x: 6, y: -5))
    #expect(
      Size(width: 10, height: 0).interpolated(to: Size(width: 20, height: 4), fraction: 0.5)
        == Size(width: 15, height: 2))
    let r = Rect(x: 0, y: 0, width: 10, height: 10).interpolated(
      to: Rect(x: 10, y: 20, width: 30, height: 0), fraction: 0.5)
    #expect(r == Rect(x: 5, y: 10, width: 20, height: 5))
  }

  @Test("Colours interpolate component by component, alpha included, without premultiplying")
  func colour() {
    let from = Color(red: 1, green: 0, blue: 0, alpha: 1)
    let to = Color(red: 0, green: 0.5, blue: 1, alpha: 0.5)
    #expect(
      from.interpolated(to: to, fraction: 0.25) == Color(red: 0.75, green: 0.125, blue: 0.25, alpha: 0.875))
    // Towards clear (black at alpha 0) the colour darkens as it fades, as Core Animation does it.
    #expect(
      Color.white.interpolated(to: .clear, fraction: 0.5)
        == Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.5))
    #expect(abs(from.distance(to: to) - (1 + 0.25 + 1 + 0.25).squareRoot()) < 1e-12)
    #expect(from.adding(to).subtracting(to) == from)
    #expect(Color.additiveIdentity == .clear)
  }

  @Test("Distances are Euclidean")
  func distances() {
    #expect(Point(x: 0, y: 0).distance(to: Point(x: 3, y: 4)) == 5)
    #expect(Size(width: 1, height: 1).distance(to: Size(width: 4, height: 5)) == 5)
    #expect(Rect(x: 0, y: 0, width: 0, height: 0).distance(to: Rect(x: 3, y: 4, width: 0, height: 0)) == 5)
    #expect(1.0.distance(to: -2) == 3)
  }

  static let pairs: [(AnimatableValue, AnimatableValue)] = [
    (.scalar(1), .scalar(5)),
    (.point(Point(x: 1, y: 2)), .point(Point(x: 5, y: -2))),
    (.size(Size(width: 2, height: 2)), .size(Size(width: 6, height: 10))),
    (.rect(Rect(x: 0, y: 0, width: 4, height: 4)), .rect(Rect(x: 4, y: 8, width: 0, height: 12))),
    (.color(.black), .color(Color(red: 1, green: 0.5, blue: 0, alpha: 0))),
    (
      .affineTransform(Transform2D(scaleX: 2, y: 2)),
      .affineTransform(Transform2D(rotationAngle: 1).translatedBy(x: 4, y: 0))
    ),
  ]

  @Test("Animatable values interpolate, add, subtract and measure as their payloads do", arguments: pairs)
  func animatableValues(from: AnimatableValue, to: AnimatableValue) {
    #expect(from.kind == to.kind)
    switch (from, to) {
    case (.scalar(let a), .scalar(let b)):
      #expect(from.interpolated(to: to, fraction: 0.3) == .scalar(a.interpolated(to: b, fraction: 0.3)))
      #expect(
        from.adding(to) == .scalar(6) && to.subtracting(from) == .scalar(4) && from.distance(to: to) == 4)
      #expect(from.scalar == 1 && from.point == nil)
    case (.point(let a), .point(let b)):
      #expect(from.interpolated(to: to, fraction: 0.5) == .point(Point(x: 3, y: 0)))
      #expect(from.adding(to) == .point(a.adding(b)) && from.distance(to: to) == a.distance(to: b))
      #expect(from.point == a && from.size == nil)
    case (.size(let a), .size(let b)):
      #expect(from.interpolated(to: to, fraction: 0.5) == .size(Size(width: 4, height: 6)))
      #expect(to.subtracting(from) == .size(b.subtracting(a)) && from.size == a && from.rect == nil)
    case (.rect(let a), .rect(let b)):
      #expect(from.interpolated(to: to, fraction: 0.25) == .rect(Rect(x: 1, y: 2, width: 3, height: 6)))
      #expect(from.adding(to) == .rect(a.adding(b)) && from.rect == a && from.color == nil)
    case (.color(let a), .color(let b)):
      #expect(
        from.interpolated(to: to, fraction: 0.5) == .color(Color(red: 0.5, green: 0.25, blue: 0, alpha: 0.5)))
      #expect(from.adding(to) == .color(a.adding(b)) && from.color == a && from.transform == nil)
    case (.transform(let a), .transform(let b)):
      #expect(from.interpolated(to: to, fraction: 0.4) == .transform(a.interpolated(to: b, fraction: 0.4)))
      #expect(from.adding(to) == .transform(a.concatenating(b)) && from.transform == a && from.scalar == nil)
    default:
      Issue.record("a table row mixes kinds")
    }
    #expect(from.adding(.zero(of: from.kind)) == from)
    #expect(from.interpolated(to: to, fraction: 0) == from || from.kind == .transform)
  }

  @Test("Each kind's zero is its additive identity")
  func zeros() {
    #expect(AnimatableValue.zero(of: .scalar) == .scalar(0))
    #expect(AnimatableValue.zero(of: .point) == .point(.zero))
    #expect(AnimatableValue.zero(of: .size) == .size(.zero))
    #expect(AnimatableValue.zero(of: .rect) == .rect(.zero))
    #expect(AnimatableValue.zero(of: .color) == .color(.clear))
    #expect(AnimatableValue.zero(of: .transform) == .transform(.identity))
    #expect(AnimatableValue.additiveIdentity == .scalar(0))
  }

  @Test("Interpolating between values of different kinds stops the program")
  func mixedKindsInterpolate() async {
    await #expect(processExitsWith: .failure) {
      _ = AnimatableValue.scalar(1).interpolated(to: .point(.zero), fraction: 0.5)
    }
  }

  @Test("Adding, subtracting or measuring across kinds stops the program")
  func mixedKindsArithmetic() async {
    await #expect(processExitsWith: .failure) {
      _ = AnimatableValue.color(.white).adding(.transform(.identity))
    }
    await #expect(processExitsWith: .failure) {
      _ = AnimatableValue.size(.zero).subtracting(.rect(.zero))
    }
    await #expect(processExitsWith: .failure) {
      _ = AnimatableValue.point(.zero).distance(to: .scalar(0))
    }
  }
}
