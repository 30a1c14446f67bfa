import Foundation
import Testing

@testable import GlideAnimation

/// The largest difference between the sixteen entries.
private func gap(_ s: Transform3D, _ t: Transform3D) -> Double {
  zip(s.entries, t.entries).map { abs($0 - $1) }.max() ?? 0
}

private func turnY(_ angle: Double) -> Transform3D { Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0) }

/// Layers in depth: the model's 4×4 transform, sublayer transform and anchor z, how a layer maps to its
/// superlayer (the one composition renderers and snapshots share), and the transform key paths.
@Suite("Layers in 3-D")
struct LayerTransform3DTests {
  let engine = AnimationEngine()

  /// A 300 × 200 container at the origin whose sublayers turn in a perspective of `distance` points, and
  /// a 200 × 100 card centred in it turned `angle` about y.
  private func flipScene(angle: Double, distance: Double) -> (container: LayerState, card: LayerState) {
    var container = LayerState(position: Point(x: 150, y: 100), bounds: Rect(x: 0, y: 0, width: 300, height: 200))
    container.sublayerTransform = Transform3D(perspectiveDistance: distance)
    let card = LayerState(
      position: Point(x: 150, y: 100), bounds: Rect(x: 0, y: 0, width: 200, height: 100), transform: turnY(angle))
    return (container, card)
  }

  /// Where the card's corner (x, y) lands, by hand: X = x − 100 across the card from its centre turns to
  /// X·cos θ across and −X·sin θ in depth; the container's perspective about its centre (150, 100)
  /// divides by w = 1 + X·sin θ / d.
  private func handCorner(x: Double, y: Double, angle: Double, distance: Double) -> (Double, Double) {
    let (dx, dy) = (x - 100, y - 50)
    let w = 1 + dx * sin(angle) / distance
    return (150 + dx * cos(angle) / w, 100 + dy / w)
  }

  @Test(
    "A card turned about y in its container's perspective (m34 = −1/500) projects its corners as by hand",
    arguments: [Double.pi / 2, Double.pi / 3, -Double.pi / 4, 0.1])
  func flipCorners(angle: Double) throws {
    let (container, card) = flipScene(angle: angle, distance: 500)
    let toWindow = card.transform(toSuperlayer: container).concatenating(container.transform(toSuperlayer: nil))
    for (x, y) in [(0.0, 0.0), (200, 0), (200, 100), (0, 100)] {
      let p = try #require(toWindow.project(x: x, y: y))
      let (hx, hy) = handCorner(x: x, y: y, angle: angle, distance: 500)
      #expect(abs(p.x - hx) < 1e-9 && abs(p.y - hy) < 1e-9, "corner (\(x), \(y)) at \(angle)")
    }
  }

  @Test("At a quarter turn the card is edge-on at the vanishing point: the near edge 125 pt tall, the far 83⅓")
  func quarterTurn() throws {
    let (container, card) = flipScene(angle: .pi / 2, distance: 500)
    let toWindow = card.transform(toSuperlayer: container)
    let far = try #require(toWindow.project(x: 200, y: 0))
    let near = try #require(toWindow.project(x: 0, y: 0))
    #expect(abs(far.x - 150) < 1e-9 && abs(near.x - 150) < 1e-9)
    #expect(abs(far.y - (100 - 50 / 1.2)) < 1e-9 && abs(near.y - (100 - 50 / 0.8)) < 1e-9)
    let frame = try #require(card.frame(inSuperlayer: container))
    #expect(abs(frame.minY - 37.5) < 1e-9 && abs(frame.height - 125) < 1e-9 && abs(frame.width) < 1e-9)
  }

  @Test("Without perspective a 60° turn about y halves the frame's width (CALayer.frame of the corners)")
  func frameOfTurnedLayer() {
    let card = LayerState(
      position: Point(x: 150, y: 100), bounds: Rect(x: 0, y: 0, width: 200, height: 100), transform: turnY(.pi / 3))
    let frame = card.frame
    #expect(abs(frame.minX - 100) < 1e-9 && abs(frame.width - 100) < 1e-9)
    #expect(abs(frame.minY - 50) < 1e-12 && abs(frame.height - 100) < 1e-12)
  }

  @Test("For an affine transform the map is the 2-D composition exactly, with the depth zPosition − anchorPointZ")
  func affineComposition() {
    let state = LayerState(
      position: Point(x: 30, y: 40), bounds: Rect(x: 5, y: -3, width: 120, height: 60),
      anchorPoint: Point(x: 0.25, y: 0.75), anchorPointZ: 4,
      transform: Transform3D(Transform2D(rotationAngle: 0.3).scaledBy(x: 2, y: 0.5)), zPosition: 10)
    let anchor = Point(x: 5 + 0.25 * 120, y: -3 + 0.75 * 60)
    let flat = Transform2D(translationX: -anchor.x, y: -anchor.y)
      .concatenating(Transform2D(rotationAngle: 0.3).scaledBy(x: 2, y: 0.5))
      .concatenating(Transform2D(translationX: 30, y: 40))
    var expected = Transform3D(flat)
    expected.m43 = 6
    #expect(state.transform(toSuperlayer: nil) == expected)
    #expect(state.transform(toSuperlayer: LayerState()) == expected)
    // The general composition agrees.
    let general = Transform3D(translationX: -anchor.x, y: -anchor.y, z: -4)
      .concatenating(state.transform)
      .concatenating(Transform3D(translationX: 30, y: 40, z: 10))
    #expect(gap(general, expected) < 1e-12)
  }

  @Test("The transform pivots about anchorPointZ: a quarter turn about y with the anchor 50 pt deep")
  func anchorPointZ() throws {
    let state = LayerState(
      position: Point(x: 0, y: 0), bounds: Rect(x: 0, y: 0, width: 100, height: 100), anchorPointZ: 50,
      transform: turnY(.pi / 2))
    // The layer's centre (50, 50, 0) is 50 pt in front of the pivot (50, 50, 50): a quarter turn about y
    // takes (0, 0, −50) to (−50, 0, 0); then the pivot sits at zPosition 0.
    let p = try #require(state.transform(toSuperlayer: nil).project(x: 50, y: 50))
    #expect(abs(p.x + 50) < 1e-12 && abs(p.y) < 1e-12 && abs(p.z) < 1e-12)
  }

  @Test("A sublayer transform turns the sublayers about the container's anchor point, not its origin")
  func sublayerTransformPivot() throws {
    var container = LayerState(position: Point(x: 50, y: 50), bounds: Rect(x: 0, y: 0, width: 100, height: 100))
    container.sublayerTransform = Transform3D(Transform2D(rotationAngle: .pi / 2))
    let dot = LayerState(position: Point(x: 100, y: 50), bounds: Rect(x: 0, y: 0, width: 0, height: 0))
    // The dot at (100, 50), 50 right of the centre, turns a quarter clockwise to 50 below it: (50, 100).
    let p = try #require(dot.transform(toSuperlayer: container).project(x: 0, y: 0))
    #expect(abs(p.x - 50) < 1e-12 && abs(p.y - 100) < 1e-12)
  }

  @Test("affineTransform reads the 2-D part and setAffineTransform replaces the whole transform")
  func affineAccessors() {
    let layer = Layer(engine: engine, state: LayerState(transform: turnY(0.5)))
    #expect(layer.affineTransform() == Transform2D(a: cos(0.5), b: 0, c: 0, d: 1, tx: 0, ty: 0))
    layer.setAffineTransform(Transform2D(scaleX: 2, y: 3))
    #expect(layer.transform == Transform3D(Transform2D(scaleX: 2, y: 3)))
    #expect(layer.transform.isAffine)
    #expect(LayerState().isDoubleSided)
    #expect(LayerState().sublayerTransform == .identity && LayerState().anchorPointZ == 0)
  }

  @Test("transform.rotation.y from 0 to π: a quarter of the way is a turn of π/4, three quarters 3π/4")
  func rotationYAnimation() {
    let card = Layer(engine: engine)
    card.add(BasicAnimation(keyPath: .transformRotationY, from: .scalar(0), to: .scalar(.pi), duration: 1))
    for (time, angle) in [(0.25, Double.pi / 4), (0.5, Double.pi / 2), (0.75, 3 * Double.pi / 4)] {
      engine.advance(to: time)
      #expect(gap(card.presentation().transform, turnY(angle)) < 1e-12, "at \(time) s")
    }
  }

  @Test("transform.rotation.y by 2π spins a full turn, keeping the model's scale")
  func rotationYByFullTurn() {
    let card = Layer(engine: engine, state: LayerState(transform: Transform3D(scaleX: 0.5, y: 0.5)))
    card.add(BasicAnimation(keyPath: .transformRotationY, by: .scalar(2 * .pi), duration: 1))
    engine.advance(to: 0.5)
    let expected = Transform3D(scaleX: 0.5, y: 0.5).concatenating(turnY(.pi))
    #expect(gap(card.presentation().transform, expected) < 1e-12)
    engine.advance(to: 0.75)
    #expect(gap(card.presentation().transform, Transform3D(scaleX: 0.5, y: 0.5).concatenating(turnY(1.5 * .pi))) < 1e-12)
  }

  @Test("Reading and setting the 3-D components: rotations x, y, z, scale z, translation z, the scale average")
  func components() {
    var state = LayerState()
    state.setValue(.scalar(.pi / 3), forKeyPath: .transformRotationY)
    #expect(gap(state.transform, turnY(.pi / 3)) < 1e-12)
    #expect(abs((state.value(forKeyPath: .transformRotationY).scalar ?? 0) - .pi / 3) < 1e-12)
    state.setValue(.scalar(0.2), forKeyPath: .transformRotationX)
    state.setValue(.scalar(-0.7), forKeyPath: .transformRotationZ)
    let expected = Transform3D(rotationAngle: 0.2, x: 1, y: 0, z: 0).concatenating(turnY(.pi / 3))
      .concatenating(Transform3D(Transform2D(rotationAngle: -0.7)))
    #expect(gap(state.transform, expected) < 1e-12)
    #expect(abs((state.value(forKeyPath: .transformRotation).scalar ?? 0) + 0.7) < 1e-12)
    state.setValue(.scalar(12), forKeyPath: .transformTranslationZ)
    #expect(state.transform.m43 == 12)
    state.setValue(.scalar(3), forKeyPath: .transformScaleZ)
    #expect(abs((state.value(forKeyPath: .transformScaleZ).scalar ?? 0) - 3) < 1e-12)
    // Core Animation's transform.scale reads the average of the three and sets all three.
    var flat = LayerState(transform: Transform3D(Transform2D(scaleX: 2, y: 2)))
    #expect(abs((flat.value(forKeyPath: .transformScale).scalar ?? 0) - 5.0 / 3) < 1e-12)
    flat.setValue(.scalar(0.5), forKeyPath: .transformScale)
    #expect(gap(flat.transform, Transform3D(scaleX: 0.5, y: 0.5, z: 0.5)) < 1e-12)
  }

  @Test("On an affine transform transform.rotation and transform.scale.x go through the 2-D pieces, exactly")
  func flatComponentsExact() {
    let flat = Transform2D(rotationAngle: 0.9).scaledBy(x: 1.5, y: 0.5).translatedBy(x: 7, y: -3)
    var state = LayerState(transform: Transform3D(flat))
    #expect(state.value(forKeyPath: .transformRotation).scalar == flat.decomposition.rotation)
    state.setValue(.scalar(2), forKeyPath: .transformRotation)
    var parts = flat.decomposition
    parts.rotation = 2
    #expect(state.transform == Transform3D(Transform2D(parts)))
    state.setValue(.scalar(4), forKeyPath: .transformScaleX)
    parts.scaleX = 4
    #expect(state.transform == Transform3D(Transform2D(parts)))
  }

  @Test("A block animation of a flip turns about y the shorter way; sublayerTransform and anchorPointZ animate")
  func blockAnimation() {
    let card = Layer(engine: engine)
    engine.animate(withDuration: 1, options: .curveLinear, animations: {
      card.transform = turnY(.pi / 2)
      card.sublayerTransform = Transform3D(perspectiveDistance: 500)
      card.anchorPointZ = 20
    })
    engine.advance(to: 0.5)
    let shown = card.presentation()
    #expect(gap(shown.transform, turnY(.pi / 4)) < 1e-12)
    #expect(gap(shown.sublayerTransform, Transform3D(perspectiveDistance: 1000)) < 1e-15)
    #expect(abs(shown.anchorPointZ - 10) < 1e-12)
    card.isDoubleSided = false
    #expect(card.presentation().isDoubleSided == false)
  }

  @Test("Keyframes through 3-D transforms turn through each value, past a half turn, the way they go")
  func keyframes() throws {
    let spin = KeyframeAnimation(
      keyPath: .transform,
      values: [0, 2 * Double.pi / 3, 4 * Double.pi / 3, 2 * Double.pi].map { .transform(turnY($0)) }, duration: 1)
    for (fraction, angle) in [(0.25, Double.pi / 2), (0.5, Double.pi), (5.0 / 6, 5 * Double.pi / 3)] {
      let value = try #require(spin.value(atTimeFraction: fraction)?.transform)
      #expect(gap(value, turnY(angle)) < 1e-12, "at \(fraction)")
    }
    // Affine values keep the 2-D layout: the same numbers as before 3-D.
    let flat = KeyframeAnimation(
      keyPath: .transform, values: [.transform(.identity), .affineTransform(Transform2D(rotationAngle: 1))])
    #expect(flat.value(atTimeFraction: 0.5) == .affineTransform(Transform2D(rotationAngle: 0.5)))
  }

  @Test("A snapshot carries the 3-D model: transform, sublayer transform, anchor z, double-sidedness")
  func snapshot() {
    let layer = Layer(
      engine: engine,
      state: LayerState(anchorPointZ: 3, transform: turnY(1), sublayerTransform: Transform3D(perspectiveDistance: 400)))
    layer.isDoubleSided = false
    let copy = layer.snapshot(afterScreenUpdates: false).state
    #expect(copy.transform == turnY(1) && copy.sublayerTransform == Transform3D(perspectiveDistance: 400))
    #expect(copy.anchorPointZ == 3 && !copy.isDoubleSided)
  }

  @Test("States compare by value whatever they went through: extras and depth set and unset equal a fresh state")
  func valueSemantics() {
    var state = LayerState()
    state.transform = turnY(1)
    state.borderWidth = 3
    state.text = LayerText("x")
    var copy = state
    copy.transform = turnY(2)
    #expect(state.transform == turnY(1) && copy.transform == turnY(2))
    #expect(state.flatTransform == nil)
    state.transform = .identity
    state.borderWidth = 0
    state.text = nil
    #expect(state == LayerState())
    #expect(state.hashValue == LayerState().hashValue)
    #expect(state.flatTransform == .identity)
    state.affineTransform = Transform2D(scaleX: 2, y: 2)
    #expect(state.transform == Transform3D(scaleX: 2, y: 2))
  }

  @Test("presentationFrame is the presentation's frame, with and without animations running")
  func presentationFrame() {
    let card = Layer(
      engine: engine,
      state: LayerState(position: Point(x: 50, y: 50), bounds: Rect(x: 0, y: 0, width: 100, height: 40)))
    #expect(card.presentationFrame() == Rect(x: 0, y: 30, width: 100, height: 40))
    card.add(BasicAnimation(keyPath: .transformRotationY, from: .scalar(0), to: .scalar(.pi / 3 * 2), duration: 1))
    engine.advance(to: 0.5)
    #expect(card.presentationFrame() == card.presentation().frame)
    #expect(abs(card.presentationFrame().width - 50) < 1e-9)
  }
}
