import Foundation
import Testing

@testable import GlideAnimation

/// `CAKeyframeAnimation`: key times, every calculation mode, per-segment timing, every value kind, paths
/// with rotation, and UIKit's keyframe blocks (oracle 63, the "drop" dismissal).
@Suite("Keyframe animations")
struct KeyframeAnimationTests {
  // MARK: - Helpers

  private func scalars(_ values: [Double], keyTimes: [Double]? = nil, mode: KeyframeAnimation.CalculationMode)
    -> KeyframeAnimation
  {
    KeyframeAnimation(
      keyPath: .positionX, values: values.map { .scalar($0) }, keyTimes: keyTimes, duration: 1,
      calculationMode: mode)
  }

  private func value(_ animation: KeyframeAnimation, _ fraction: Double) -> Double {
    animation.value(atTimeFraction: fraction)?.scalar ?? .nan
  }

  private func point(_ animation: KeyframeAnimation, _ fraction: Double) -> Point {
    animation.value(atTimeFraction: fraction)?.point ?? Point(x: .nan, y: .nan)
  }

  /// Angles equal modulo a full turn.
  private func sameAngle(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool {
    abs(remainder(a - b, 2 * Double.pi)) <= tolerance
  }

  // MARK: - Linear and timing

  @Test(
    "Linear mode reaches each value at its key time and interpolates in between",
    arguments: [
      // values 0, 10, 30 at key times 0, 0.25, 1: 0.125 is half-way through the first segment (5);
      // 0.5 is a third of the way through the second: 10 + 20/3.
      (0.0, 0.0), (0.125, 5.0), (0.25, 10.0), (0.5, 10 + 20.0 / 3), (1.0, 30.0),
    ])
  func linearKeyTimes(fraction: Double, expected: Double) {
    let animation = scalars([0, 10, 30], keyTimes: [0, 0.25, 1], mode: .linear)
    #expect(abs(value(animation, fraction) - expected) < 1e-9)
  }

  @Test("Without key times the values are evenly spaced")
  func evenlySpaced() {
    let animation = scalars([0, 10, 30], mode: .linear)
    #expect(abs(value(animation, 0.25) - 5) < 1e-9)
    #expect(abs(value(animation, 0.75) - 20) < 1e-9)
  }

  @Test("Before the first key time the first value shows, after the last the last; equal key times jump")
  func outsideAndJumps() {
    let late = scalars([10, 20], keyTimes: [0.2, 0.8], mode: .linear)
    #expect(value(late, 0.1) == 10)
    #expect(abs(value(late, 0.5) - 15) < 1e-9)
    #expect(value(late, 0.9) == 20)
    // 0 → 10 by 0.5, then a jump to 50 at 0.5 (the later value shows at the instant), then 50 → 60.
    let jump = scalars([0, 10, 50, 60], keyTimes: [0, 0.5, 0.5, 1], mode: .linear)
    #expect(abs(value(jump, 0.25) - 5) < 1e-9)
    #expect(value(jump, 0.5) == 50)
    #expect(abs(value(jump, 0.75) - 55) < 1e-9)
  }

  @Test("Per-segment timing functions shape each segment (easeIn(0.5) = 0.3154, easeOut(0.5) = 0.6846)")
  func perSegmentTiming() {
    var animation = scalars([0, 100, 200], mode: .linear)
    animation.timingFunctions = [.easeIn, .easeOut]
    // 0.25 is half-way through segment 0, 0.75 half-way through segment 1 (§9.4 table values).
    #expect(abs(value(animation, 0.25) - 31.54) < 0.01)
    #expect(abs(value(animation, 0.75) - 168.46) < 0.01)
    #expect(value(animation, 0.5) == 100)
  }

  @Test("The animation's own timing function applies first, then the segment's")
  func timingOrder() {
    var animation = scalars([0, 100], mode: .linear)
    animation.timingFunction = .easeIn
    animation.timingFunctions = [.easeOut]
    // Core Animation: segment curve ∘ animation curve. easeIn(0.5) = 0.3154 (§9.4), then easeOut of that.
    let expected = 100 * CubicTimingFunction.easeOut.progress(at: CubicTimingFunction.easeIn.progress(at: 0.5))
    let reversed = 100 * CubicTimingFunction.easeIn.progress(at: CubicTimingFunction.easeOut.progress(at: 0.5))
    #expect(abs(value(animation, 0.5) - expected) < 1e-9)
    #expect(abs(expected - reversed) > 1)
  }

  // MARK: - Discrete

  @Test(
    "Discrete: 3 values with 4 key times, each value holds until the next key time",
    arguments: [
      (0.0, 1.0), (0.1, 1.0), (0.2, 2.0), (0.5, 2.0), (0.69, 2.0), (0.7, 3.0), (0.9, 3.0), (1.0, 3.0),
    ])
  func discreteRule(fraction: Double, expected: Double) {
    let animation = scalars([1, 2, 3], keyTimes: [0, 0.2, 0.7, 1], mode: .discrete)
    #expect(value(animation, fraction) == expected)
  }

  @Test("Discrete without key times gives each value an equal share; values.count key times are accepted")
  func discreteDefaults() {
    let even = scalars([1, 2, 3], mode: .discrete)
    #expect(value(even, 0.32) == 1)
    #expect(value(even, 0.34) == 2)
    #expect(value(even, 0.67) == 3)
    // Three key times for three values: each starts at its key time, the last holds to the end.
    let short = scalars([1, 2, 3], keyTimes: [0, 0.5, 0.9], mode: .discrete)
    #expect(value(short, 0.49) == 1)
    #expect(value(short, 0.5) == 2)
    #expect(value(short, 0.95) == 3)
  }

  @Test("Discrete with too few key times stops with a precondition failure")
  func discreteWrongCount() async {
    await #expect(processExitsWith: .failure) {
      let animation = KeyframeAnimation(
        keyPath: .opacity, values: [.scalar(0), .scalar(1), .scalar(0)], keyTimes: [0, 1],
        calculationMode: .discrete)
      _ = animation.value(atTimeFraction: 0.5)
    }
  }

  @Test("Linear with a key time count that differs from the values stops with a precondition failure")
  func linearWrongCount() async {
    await #expect(processExitsWith: .failure) {
      let animation = KeyframeAnimation(
        keyPath: .opacity, values: [.scalar(0), .scalar(1), .scalar(0)], keyTimes: [0, 0.5, 0.7, 1])
      _ = animation.value(atTimeFraction: 0.5)
    }
  }

  @Test("Decreasing key times stop with a precondition failure")
  func decreasingKeyTimes() async {
    await #expect(processExitsWith: .failure) {
      let animation = KeyframeAnimation(
        keyPath: .opacity, values: [.scalar(0), .scalar(1), .scalar(0)], keyTimes: [0, 0.6, 0.4])
      _ = animation.value(atTimeFraction: 0.5)
    }
  }

  @Test("Key times outside 0…1 stop with a precondition failure")
  func keyTimeOutOfRange() async {
    await #expect(processExitsWith: .failure) {
      let animation = KeyframeAnimation(keyPath: .opacity, values: [.scalar(0), .scalar(1)], keyTimes: [0, 1.5])
      _ = animation.value(atTimeFraction: 0.5)
    }
  }

  @Test("A timing function list of the wrong length stops with a precondition failure")
  func timingFunctionCount() async {
    await #expect(processExitsWith: .failure) {
      var animation = KeyframeAnimation(keyPath: .opacity, values: [.scalar(0), .scalar(1), .scalar(0)])
      animation.timingFunctions = [.easeIn]
      _ = animation.value(atTimeFraction: 0.5)
    }
  }

  // MARK: - Paced

  @Test(
    "Paced moves at constant speed: segments of 30 and 40 points take 3/7 and 4/7 of the time",
    arguments: [
      (0.25, Point(x: 17.5, y: 0)),  // 17.5 of 70 points
      (3.0 / 7, Point(x: 30, y: 0)),
      (0.5, Point(x: 30, y: 5)),  // 35 of 70: 5 into the second leg
      (1.0, Point(x: 30, y: 40)),
    ])
  func paced(fraction: Double, expected: Point) {
    var animation = KeyframeAnimation(
      keyPath: .position, values: [.point(.zero), .point(Point(x: 30, y: 0)), .point(Point(x: 30, y: 40))],
      keyTimes: [0, 0.9, 1], duration: 1, calculationMode: .paced)
    animation.timingFunctions = [.easeIn, .easeIn]  // ignored, as key times are
    let shown = point(animation, fraction)
    #expect(shown.distance(to: expected) < 1e-6)
  }

  // MARK: - Cubic

  @Test(
    "Cubic is a Catmull-Rom spline through 0, 10, 0 with the end values repeated",
    arguments: [
      // Tangents 5, 0, −5. Segment 0 at s = 0.25: h10·5 + h01·10 = 0.140625·5 + 0.15625·10.
      (0.125, 2.265625),
      // s = 0.5: h10·5 + h01·10 = 0.125·5 + 0.5·10; segment 1 mirrors it.
      (0.25, 5.625), (0.5, 10.0), (0.75, 5.625), (1.0, 0.0),
    ])
  func catmullRom(fraction: Double, expected: Double) {
    #expect(abs(value(scalars([0, 10, 0], mode: .cubic), fraction) - expected) < 1e-9)
  }

  @Test("Tension 1 stops the curve at every value: each segment eases in and out (smoothstep)")
  func tension() {
    var animation = scalars([0, 10, 0], mode: .cubic)
    animation.tensionValues = [1, 1, 1]
    #expect(abs(value(animation, 0.25) - 5) < 1e-9)
    #expect(abs(value(animation, 0.125) - 1.5625) < 1e-9)  // h01(0.25)·10
  }

  @Test(
    "Bias and continuity change the tangents at the middle value",
    arguments: [
      // Values 0, 10, 40. Segment 0 at s = 0.5 is 0.125·5 + 0.5·10 − 0.125·m, m the tangent arriving at 10:
      // Catmull-Rom m = (10 + 30)/2 = 20; bias 1 takes the chord behind (10), bias −1 the one ahead (30);
      // continuity 1 arrives along the chord ahead (30) and leaves along the one behind (10).
      (0.0, 0.0, 3.125, 25.625), (1.0, 0.0, 4.375, 25.625 - 1.25), (-1.0, 0.0, 1.875, 25.625 + 1.25),
      (0.0, 1.0, 1.875, 24.375),
    ])
  func biasAndContinuity(bias: Double, continuity: Double, firstHalf: Double, secondHalf: Double) {
    var animation = scalars([0, 10, 40], mode: .cubic)
    animation.biasValues = [0, bias, 0]
    animation.continuityValues = [0, continuity, 0]
    // Segment 1 at s = 0.5: 0.5·10 + 0.125·m' + 0.5·40 − 0.125·15, m' the tangent leaving 10
    // (20 Catmull-Rom, 10 or 30 with bias ±1, 10 with continuity 1); 15 is the end tangent.
    #expect(abs(value(animation, 0.25) - firstHalf) < 1e-9)
    #expect(abs(value(animation, 0.75) - secondHalf) < 1e-9)
  }

  @Test("Uneven key times scale the tangents so the speed is continuous across a key time")
  func unevenKeyTimes() {
    let animation = scalars([0, 10, 40], keyTimes: [0, 0.25, 1], mode: .cubic)
    // Catmull-Rom tangent 20 at the middle, scaled 2·0.25/1 arriving and 2·0.75/1 leaving: 10 and 30.
    // Segment 0 at s = 0.5: 0.625 + 5 − 0.125·10; segment 1 at s = 0.5: 5 + 0.125·30 + 20 − 0.125·15.
    #expect(abs(value(animation, 0.125) - 4.375) < 1e-9)
    #expect(abs(value(animation, 0.625) - 26.875) < 1e-9)
    // Speed per unit of time on both sides of 0.25: 10/0.25 = 30/0.75 = 40.
    let h = 1e-6
    let before = (value(animation, 0.25) - value(animation, 0.25 - h)) / h
    let after = (value(animation, 0.25 + h) - value(animation, 0.25)) / h
    #expect(abs(before - 40) < 1e-3)
    #expect(abs(after - 40) < 1e-3)
  }

  @Test(
    "Cubic paced travels the spline at constant speed (a monotone spline moves linearly in time)",
    arguments: [0.1, 0.25, 0.5, 0.8])
  func cubicPaced(fraction: Double) {
    // 0, 10, 20 with Catmull-Rom tangents 5, 10, 5: monotone, so its length to a point is the value.
    let rising = scalars([0, 10, 20], keyTimes: [0, 0.9, 1], mode: .cubicPaced)
    #expect(abs(value(rising, fraction) - 20 * fraction) < 1e-6)
    // 0, 10, 0 rises then falls by 10 each: 20 in all, so the value is 20·x up to half-way, then falls.
    let peak = scalars([0, 10, 0], mode: .cubicPaced)
    let expected = fraction <= 0.5 ? 20 * fraction : 20 * (1 - fraction)
    #expect(abs(value(peak, fraction) - expected) < 1e-6)
  }

  // MARK: - Every value kind

  @Test("Linear keyframes interpolate points, sizes, rects and colours component by component")
  func valueKinds() {
    let size = KeyframeAnimation(
      keyPath: .boundsSize, values: [.size(Size(width: 10, height: 20)), .size(Size(width: 30, height: 60))])
    #expect(size.value(atTimeFraction: 0.5) == .size(Size(width: 20, height: 40)))
    let rect = KeyframeAnimation(
      keyPath: .bounds,
      values: [
        .rect(Rect(x: 0, y: 0, width: 10, height: 10)), .rect(Rect(x: 10, y: 20, width: 30, height: 50)),
      ])
    #expect(rect.value(atTimeFraction: 0.25) == .rect(Rect(x: 2.5, y: 5, width: 15, height: 20)))
    let points = KeyframeAnimation(
      keyPath: .position, values: [.point(.zero), .point(Point(x: 10, y: -10)), .point(Point(x: 20, y: 40))])
    #expect(points.value(atTimeFraction: 0.75) == .point(Point(x: 15, y: 15)))
    let color = KeyframeAnimation(
      keyPath: .backgroundColor, values: [.color(.black), .color(.white), .color(.clear)])
    #expect(color.value(atTimeFraction: 0.25) == .color(Color(red: 0.5, green: 0.5, blue: 0.5)))
    #expect(color.value(atTimeFraction: 0.75) == .color(Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.5)))
  }

  @Test("Cubic keyframes through transforms follow the spline in each decomposed part")
  func cubicTransforms() throws {
    let values: [AnimatableValue] = [
      .transform(.identity),
      .affineTransform(
        Transform2D(rotationAngle: .pi / 2).concatenating(Transform2D(translationX: 10, y: 0))),
      .affineTransform(Transform2D(rotationAngle: .pi)),
    ]
    let animation = KeyframeAnimation(keyPath: .transform, values: values, calculationMode: .cubic)
    let t = try #require(animation.value(atTimeFraction: 0.25)?.affineTransform)
    let parts = t.decomposition
    // Rotation 0, π/2, π has tangents π/4, π/2, π/4: at s = 0.5, 0.125·π/4 + 0.5·π/2 − 0.125·π/2 = 0.21875π.
    #expect(abs(parts.rotation - 0.21875 * .pi) < 1e-9)
    // Translation x 0, 10, 0 is the 0, 10, 0 Catmull-Rom: 5.625 half-way through the first segment.
    #expect(abs(parts.translation.dx - 5.625) < 1e-9)
    #expect(abs(parts.scaleX - 1) < 1e-9 && abs(parts.scaleY - 1) < 1e-9)
  }

  @Test("Additive keyframes add to the value underneath")
  func additive() {
    let engine = AnimationEngine()
    let layer = Layer(engine: engine, state: LayerState(position: Point(x: 100, y: 0)))
    var shake = scalars([0, 10, -10, 0], mode: .linear)
    shake.isAdditive = true
    layer.add(shake)
    engine.advance(to: 1.0 / 3)  // the second value, 10
    #expect(abs(layer.shownX - 110) < 1e-9)
    engine.advance(to: 0.5)  // half-way between 10 and −10
    #expect(abs(layer.shownX - 100) < 1e-9)
  }

  // MARK: - Paths

  /// A quarter circle about (200, 200) of radius 100, from the top (200, 100) clockwise to the right
  /// (300, 200): travel starts along +x (angle 0) and ends along +y (π/2).
  private func quarterCircle() -> BezierPath {
    var path = BezierPath()
    path.addArc(
      withCenter: Point(x: 200, y: 200), radius: 100, startAngle: -.pi / 2, endAngle: 0, clockwise: true)
    return path
  }

  @Test(
    "Along a quarter circle with rotationMode auto the layer turns to the tangent, on top of its own rotation",
    arguments: [KeyframeAnimation.RotationMode.auto, .autoReverse])
  func quarterCircleRotation(mode: KeyframeAnimation.RotationMode) {
    let engine = AnimationEngine()
    let layer = Layer(engine: engine, state: LayerState(transform: Transform3D(Transform2D(rotationAngle: 0.1))))
    var animation = KeyframeAnimation(path: quarterCircle(), duration: 1, rotationMode: mode)
    animation.timing.fillMode = .forwards
    animation.isRemovedOnCompletion = false
    layer.add(animation)
    let extra = 0.1 + (mode == .autoReverse ? Double.pi : 0)
    let expectations: [(time: Double, angle: Double, at: Point)] = [
      (0, 0, Point(x: 200, y: 100)),
      (0.5, .pi / 4, Point(x: 200 + 100 * cos(-Double.pi / 4), y: 200 + 100 * sin(-Double.pi / 4))),
      (1, .pi / 2, Point(x: 300, y: 200)),
    ]
    for (time, angle, at) in expectations {
      engine.advance(to: time)
      let shown = layer.presentation()
      #expect(sameAngle(shown.affineTransform.decomposition.rotation, angle + extra), "at \(time) s")
      // The cubic arc is within 0.03 % of the radius of the circle.
      #expect(shown.position.distance(to: at) < 0.03, "at \(time) s")
    }
    #expect(animation.affectedProperties == [.position, .transform])
  }

  @Test("Along a path in linear mode the segment ends are reached at the key times")
  func pathLinear() {
    var path = BezierPath()
    path.move(to: .zero)
    path.addLine(to: Point(x: 30, y: 0))
    path.addLine(to: Point(x: 30, y: 40))
    let animation = KeyframeAnimation(path: path, duration: 1)
    // Two segments, key times 0, 0.5, 1: each leg takes half the time whatever its length.
    #expect(point(animation, 0.25).distance(to: Point(x: 15, y: 0)) < 1e-9)
    #expect(point(animation, 0.75).distance(to: Point(x: 30, y: 20)) < 1e-9)
    #expect(abs((animation.tangentAngle(atTimeFraction: 0.25) ?? .nan) - 0) < 1e-9)
    #expect(abs((animation.tangentAngle(atTimeFraction: 0.75) ?? .nan) - .pi / 2) < 1e-9)
    var timed = animation
    timed.keyTimes = [0, 0.2, 1]
    #expect(point(timed, 0.6).distance(to: Point(x: 30, y: 20)) < 1e-9)
  }

  @Test("Along a path in paced mode the layer moves at constant speed; in discrete it jumps between ends")
  func pathPacedAndDiscrete() {
    var path = BezierPath()
    path.move(to: .zero)
    path.addLine(to: Point(x: 30, y: 0))
    path.addLine(to: Point(x: 30, y: 40))
    let paced = KeyframeAnimation(path: path, duration: 1, calculationMode: .paced)
    #expect(point(paced, 0.5).distance(to: Point(x: 30, y: 5)) < 1e-6)  // 35 of 70 points
    let discrete = KeyframeAnimation(
      path: path, keyTimes: [0, 0.3, 0.6, 1], duration: 1, calculationMode: .discrete)
    #expect(point(discrete, 0.2) == .zero)
    #expect(point(discrete, 0.4) == Point(x: 30, y: 0))
    #expect(point(discrete, 0.7) == Point(x: 30, y: 40))
  }

  @Test("A move inside the path makes the layer jump to the next subpath")
  func subpaths() {
    var path = BezierPath()
    path.move(to: .zero)
    path.addLine(to: Point(x: 10, y: 0))
    path.move(to: Point(x: 100, y: 100))
    path.addLine(to: Point(x: 110, y: 100))
    let animation = KeyframeAnimation(path: path, duration: 1)
    #expect(point(animation, 0.25).distance(to: Point(x: 5, y: 0)) < 1e-9)
    #expect(point(animation, 0.75).distance(to: Point(x: 105, y: 100)) < 1e-9)
  }

  // MARK: - UIKit keyframe blocks

  @Test("Oracle 63: a keyframe at relative start 0.25 for 0.5 of a 2 s block is active from 0.5 s to 1.5 s")
  func oracle63() {
    let engine = AnimationEngine()
    let view = Layer(engine: engine)
    engine.animateKeyframes(withDuration: 2, options: .curve(.linear), animations: {
      engine.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.5) { view.position.x = 100 }
    })
    let table: [(time: Double, x: Double)] = [(0.4, 0), (0.5, 0), (1.0, 50), (1.5, 100), (1.6, 100)]
    for (time, x) in table {
      engine.advance(to: time)
      #expect(abs(view.shownX - x) < 1e-9, "at \(time) s")
    }
  }

  @Test("Oracle 63: a discrete Core Animation keyframe animation with 3 values takes 4 key times")
  func oracle63Discrete() {
    let engine = AnimationEngine()
    let view = Layer(engine: engine)
    // a for the first quarter of 2 s, b until three quarters, c to the end.
    let animation = KeyframeAnimation(
      keyPath: .positionX, values: [.scalar(1), .scalar(2), .scalar(3)], keyTimes: [0, 0.25, 0.75, 1],
      duration: 2, calculationMode: .discrete)
    view.add(animation)
    let table: [(time: Double, x: Double)] = [(0.4, 1), (0.5, 2), (1.49, 2), (1.5, 3), (1.9, 3)]
    for (time, x) in table {
      engine.advance(to: time)
      #expect(view.shownX == x, "at \(time) s")
    }
  }

  @Test(
    "The drop: a card pivoting on its corner reaches each keyframe's rotation at its key time",
    arguments: [
      // Relative time, rotation there. −1.5π and π/2 are the same matrix; 1.3π is −0.7π.
      (0.15, -1.5 * Double.pi), (0.25, Double.pi), (0.45, 1.3 * Double.pi), (0.65, 0.8 * Double.pi),
      // Between key times the shorter turn: 0 → π/2 half-way at 0.075; π → 1.3π at 0.35 is 1.15π.
      (0.075, 0.25 * Double.pi), (0.35, 1.15 * Double.pi), (0.55, 1.05 * Double.pi),
    ])
  func drop(time: Double, rotation: Double) {
    let (engine, card) = dropScene()
    engine.advance(to: time)
    let shown = card.presentation()
    #expect(sameAngle(shown.affineTransform.decomposition.rotation, rotation))
    // Pivoting on the top-left corner: that corner stays at `position` (no translation yet).
    #expect(abs(shown.affineTransform.tx) < 1e-9 && abs(shown.affineTransform.ty) < 1e-9)
  }

  @Test("The drop: the pivot corner holds still while the card swings, then it falls away and turns")
  func dropFrames() {
    let (engine, card) = dropScene()
    // At 0.15 the card has turned π/2 clockwise about its top-left corner at (100, 100): the 200×100 card
    // hangs down to the left of it, (0, 100, 100, 200). At 0.25 it is upside down: (−100, 0, 200, 100).
    engine.advance(to: 0.15)
    expectFrame(card.presentation().frame, Rect(x: 0, y: 100, width: 100, height: 200))
    engine.advance(to: 0.25)
    expectFrame(card.presentation().frame, Rect(x: -100, y: 0, width: 200, height: 100))
    // Half-way through the fall (0.825): rotation 0.8π → 0.3π is at 0.55π, translation half of
    // (180, 0) turned by 0.3π: (90·cos 0.3π, 90·sin 0.3π).
    engine.advance(to: 0.825)
    let fall = card.presentation().affineTransform
    #expect(sameAngle(fall.decomposition.rotation, 0.55 * .pi))
    #expect(abs(fall.tx - 90 * cos(0.3 * .pi)) < 1e-9 && abs(fall.ty - 90 * sin(0.3 * .pi)) < 1e-9)
    engine.advance(to: 1)
    let end = card.presentation().affineTransform
    #expect(sameAngle(end.decomposition.rotation, 0.3 * .pi))
    #expect(abs(end.tx - 180 * cos(0.3 * .pi)) < 1e-9 && abs(end.ty - 180 * sin(0.3 * .pi)) < 1e-9)
  }

  /// design.md §6 "drop", 1 s with a linear overall curve, on a 200×100 card anchored at its top-left
  /// corner at (100, 100).
  private func dropScene() -> (AnimationEngine, Layer) {
    let engine = AnimationEngine()
    let card = Layer(
      engine: engine, name: "card",
      state: LayerState(
        position: Point(x: 100, y: 100), bounds: Rect(x: 0, y: 0, width: 200, height: 100), anchorPoint: .zero))
    engine.animateKeyframes(withDuration: 1, options: .curve(.linear), animations: {
      engine.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.15) {
        card.setAffineTransform(Transform2D(rotationAngle: -1.5 * .pi))
      }
      engine.addKeyframe(withRelativeStartTime: 0.15, relativeDuration: 0.10) {
        card.setAffineTransform(Transform2D(rotationAngle: .pi))
      }
      engine.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.20) {
        card.setAffineTransform(Transform2D(rotationAngle: 1.3 * .pi))
      }
      engine.addKeyframe(withRelativeStartTime: 0.45, relativeDuration: 0.20) {
        card.setAffineTransform(Transform2D(rotationAngle: 0.8 * .pi))
      }
      engine.addKeyframe(withRelativeStartTime: 0.65, relativeDuration: 0.35) {
        card.setAffineTransform(
          Transform2D(translationX: 180, y: 0).concatenating(Transform2D(rotationAngle: 0.3 * .pi)))
      }
    })
    return (engine, card)
  }

  private func expectFrame(_ frame: Rect, _ expected: Rect, sourceLocation: SourceLocation = #_sourceLocation) {
    let error = [
      frame.minX - expected.minX, frame.minY - expected.minY, frame.width - expected.width,
      frame.height - expected.height,
    ].map(abs).max() ?? 0
    #expect(error < 1e-9, "\(frame) ≠ \(expected)", sourceLocation: sourceLocation)
  }
}
