import Testing

@testable import GlideAnimation

/// Looks that animate as Core Animation and UIKit animate them: `contents` cross-fading from the old image
/// into the new, `contentsScale` as a number, and a blur `material` number by number (UIKit's visual
/// effect view animating its `effect`), in basic, keyframe, spring and block animations.
@Suite("Animated contents, contentsScale and material")
struct LayerLookAnimationTests {
  let engine = AnimationEngine()
  let red = LayerContents(width: 2, height: 2, color: Color(red: 1, green: 0, blue: 0))
  let green = LayerContents(width: 2, height: 2, color: Color(red: 0, green: 1, blue: 0))
  let blue = LayerContents(width: 3, height: 1, color: Color(red: 0, green: 0, blue: 1))
  let material = LayerMaterial(style: .systemMaterial)

  @Test("The key paths are Core Animation's names, 50–52, of their own kinds, each its own property")
  func keyPaths() {
    let expected: [(String, LayerKeyPath, AnimatableValue.Kind)] = [
      ("contents", .contents, .contents), ("contentsScale", .contentsScale, .scalar), ("material", .material, .material),
    ]
    for (name, keyPath, kind) in expected {
      #expect(LayerKeyPath(rawValue: name) == keyPath && keyPath.kind == kind && keyPath.property == keyPath)
    }
    #expect(Array(LayerKeyPath.all.suffix(3)) == [.contents, .contentsScale, .material])
  }

  // MARK: - contents

  @Test("A linear contents animation fades red into blue: the fraction is exactly 0.25 and 0.5 (±1e-12)")
  func contentsBasic() {
    let layer = Layer(engine: engine, name: "image")
    layer.add(
      BasicAnimation(
        keyPath: .contents, from: .contents(ContentsCrossFade(red)), to: .contents(ContentsCrossFade(blue)),
        duration: 1))
    for t in [0.25, 0.5] {
      engine.advance(to: t)
      let fade = layer.presentation().contentsCrossFade
      #expect(fade.fadingFrom == red && fade.image == blue && abs(fade.fraction - t) < 1e-12, "at \(t)")
      #expect(layer.presentation().contents == blue)
    }
    engine.advance(to: 1)
    #expect(layer.presentation() == layer.model)
  }

  @Test("Nil is no image: from nil the image fades in alone, to nil the old one fades out")
  func contentsNil() {
    let fadeIn = ContentsCrossFade(nil).interpolated(to: ContentsCrossFade(red), fraction: 0.25)
    #expect(fadeIn.fadingFrom == nil && fadeIn.image == red && fadeIn.fraction == 0.25)
    let fadeOut = ContentsCrossFade(red).interpolated(to: ContentsCrossFade(nil), fraction: 0.5)
    #expect(fadeOut.fadingFrom == red && fadeOut.image == nil && fadeOut.fraction == 0.5)
    #expect(ContentsCrossFade(red).interpolated(to: ContentsCrossFade(red), fraction: 0.5) == ContentsCrossFade(red))
  }

  @Test("A keyframe animation fades piecewise between neighbouring images, each whole at its key time")
  func contentsKeyframes() {
    let layer = Layer(engine: engine, name: "image")
    layer.add(
      KeyframeAnimation(
        keyPath: .contents, values: [red, green, blue, red].map { .contents(ContentsCrossFade($0)) },
        keyTimes: [0, 0.25, 0.5, 1], duration: 1))
    engine.advance(to: 0.125)
    var fade = layer.presentation().contentsCrossFade
    #expect(fade.fadingFrom == red && fade.image == green && abs(fade.fraction - 0.5) < 1e-9)
    engine.advance(to: 0.25)
    #expect(layer.presentation().contentsCrossFade == ContentsCrossFade(green))
    engine.advance(to: 0.375)
    fade = layer.presentation().contentsCrossFade
    #expect(fade.fadingFrom == green && fade.image == blue && abs(fade.fraction - 0.5) < 1e-9)
    engine.advance(to: 0.875)
    fade = layer.presentation().contentsCrossFade
    #expect(fade.fadingFrom == blue && fade.image == red && abs(fade.fraction - 0.75) < 1e-9, "not back through green")
  }

  @Test("A spring fades the contents by its progress, the overshoot clamped: never past the new image alone")
  func contentsSpring() {
    let layer = Layer(engine: engine, name: "image")
    let spring = Spring(dampingRatio: 0.5, duration: 1)
    layer.add(
      BasicAnimation.spring(
        keyPath: .contents, from: .contents(ContentsCrossFade(red)), to: .contents(ContentsCrossFade(blue)),
        spring: spring))
    var overshoots = 0
    for step in 1..<100 {
      let t = Double(step) / 100
      engine.advance(to: t)
      let progress = spring.progress(at: t)
      let fade = layer.presentation().contentsCrossFade
      #expect(fade.image == blue, "at \(t)")
      if progress >= 1 {
        overshoots += 1
        #expect(fade.isSettled && fade.fraction == 1, "at \(t)")
      } else {
        #expect(abs(fade.fraction - max(progress, 0)) < 1e-9 && fade.fadingFrom == red, "at \(t)")
      }
    }
    #expect(overshoots > 0)
  }

  @Test("Setting contents in a linear block cross-fades from the old image; the model changes at once")
  func contentsBlock() {
    let layer = Layer(engine: engine, name: "image")
    layer.contents = red
    engine.animate(withDuration: 1, options: .curveLinear, animations: { layer.contents = blue })
    #expect(layer.model.contents == blue && layer.model.contentsCrossFade.isSettled)
    engine.advance(to: 0.25)
    let fade = layer.presentation().contentsCrossFade
    #expect(fade.fadingFrom == red && fade.image == blue && abs(fade.fraction - 0.25) < 1e-12)
    engine.advance(to: 1)
    #expect(layer.presentation() == layer.model)
  }

  // MARK: - contentsScale

  @Test("contentsScale animates as a number: basic 1 → 3 at 25 % and 50 % (±1e-12), keyframes, a spring, a block")
  func contentsScale() {
    let layer = Layer(engine: engine, name: "image")
    layer.add(BasicAnimation(keyPath: .contentsScale, from: .scalar(1), to: .scalar(3), duration: 1))
    engine.advance(to: 0.25)
    #expect(abs(layer.presentation().contentsScale - 1.5) < 1e-12)
    engine.advance(to: 0.5)
    #expect(abs(layer.presentation().contentsScale - 2) < 1e-12)

    let keyframes = AnimationEngine()
    let keyframed = Layer(engine: keyframes, name: "keyframes")
    keyframed.add(
      KeyframeAnimation(
        keyPath: .contentsScale, values: [.scalar(1), .scalar(2), .scalar(4)], keyTimes: [0, 0.5, 1], duration: 1))
    keyframes.advance(to: 0.75)
    #expect(abs(keyframed.presentation().contentsScale - 3) < 1e-9)

    let springs = AnimationEngine()
    let sprung = Layer(engine: springs, name: "spring")
    let spring = Spring(dampingRatio: 0.5, duration: 1)
    sprung.add(BasicAnimation.spring(keyPath: .contentsScale, from: .scalar(1), to: .scalar(2), spring: spring))
    springs.advance(to: 0.4)
    #expect(abs(sprung.presentation().contentsScale - (1 + spring.progress(at: 0.4))) < 1e-9)
    #expect(spring.progress(at: 0.4) > 1, "the spring overshoots there, and so does the scale")

    let blocks = AnimationEngine()
    let blocked = Layer(engine: blocks, name: "block")
    blocks.animate(withDuration: 1, options: .curveLinear, animations: { blocked.contentsScale = 2 })
    blocks.advance(to: 0.5)
    #expect(abs(blocked.presentation().contentsScale - 1.5) < 1e-12 && blocked.model.contentsScale == 2)
  }

  // MARK: - material

  /// Whether `m` has the numbers given, each within 1e-12.
  static func numbers(
    _ m: LayerMaterial?, radius: Double, saturation: Double, tint: Double, tintAlpha: Double
  ) -> Bool {
    guard let m else { return false }
    let close = { (a: Double, b: Double) in abs(a - b) < 1e-12 }
    return close(m.blurRadius, radius) && close(m.saturation, saturation) && close(m.tintAlpha, tintAlpha)
      && close(m.tintColor.red, tint) && close(m.tintColor.green, tint) && close(m.tintColor.blue, tint)
  }

  @Test("A material holds its style's numbers; at no effect: radius 0, saturation 1, tint alpha 0")
  func materialNumbers() {
    #expect(Self.numbers(material, radius: 30, saturation: 1.8, tint: 1, tintAlpha: 0.7))
    #expect(material.withoutEffect.hasNoEffect && !material.hasNoEffect)
    #expect(material.withoutEffect.style == .systemMaterial && material.withoutEffect.tintColor == .white)
  }

  @Test("From nil to systemMaterial in a basic animation: radius 7.5, saturation 1.2, tint alpha 0.175 at 25 %; half at 50 % (±1e-12)")
  func materialBasic() {
    let layer = Layer(engine: engine, name: "bar")
    layer.add(BasicAnimation(keyPath: .material, from: .material(nil), to: .material(material), duration: 1))
    engine.advance(to: 0.25)
    #expect(Self.numbers(layer.presentation().material, radius: 7.5, saturation: 1.2, tint: 1, tintAlpha: 0.175))
    engine.advance(to: 0.5)
    #expect(Self.numbers(layer.presentation().material, radius: 15, saturation: 1.4, tint: 1, tintAlpha: 0.35))
    #expect(layer.presentation().material?.style == .systemMaterial)
  }

  @Test("Between two styles the numbers move from one's to the other's; to nil they fall to no effect")
  func materialStyles() {
    let dark = LayerMaterial(style: .systemThickMaterialDark)
    let half = material.interpolated(to: dark, fraction: 0.5)
    #expect(Self.numbers(half, radius: 32.5, saturation: 1.7, tint: 0.555, tintAlpha: 0.725))
    #expect(half.style == .systemThickMaterialDark)
    let fading = LayerMaterial.interpolate(material, nil, fraction: 0.75)
    #expect(Self.numbers(fading, radius: 7.5, saturation: 1.2, tint: 1, tintAlpha: 0.175))
    #expect(LayerMaterial.interpolate(nil, nil, fraction: 0.5) == nil)
  }

  @Test("A keyframe animation nil → thin → thick passes through each material at its key time and blends between")
  func materialKeyframes() {
    let layer = Layer(engine: engine, name: "bar")
    let (thin, thick) = (LayerMaterial(style: .systemThinMaterial), LayerMaterial(style: .systemThickMaterial))
    layer.add(
      KeyframeAnimation(
        keyPath: .material, values: [.material(nil), .material(thin), .material(thick)], keyTimes: [0, 0.5, 1],
        duration: 1))
    engine.advance(to: 0.25)
    #expect(Self.numbers(layer.presentation().material, radius: 12.5, saturation: 1.4, tint: 1, tintAlpha: 0.25))
    engine.advance(to: 0.5)
    #expect(Self.numbers(layer.presentation().material, radius: 25, saturation: 1.8, tint: 1, tintAlpha: 0.5))
    engine.advance(to: 0.75)
    #expect(Self.numbers(layer.presentation().material, radius: 30, saturation: 1.8, tint: 1, tintAlpha: 0.675))
  }

  @Test("A spring moves the material's numbers by its progress, overshooting with it")
  func materialSpring() {
    let layer = Layer(engine: engine, name: "bar")
    let spring = Spring(dampingRatio: 0.5, duration: 1)
    layer.add(BasicAnimation.spring(keyPath: .material, from: .material(nil), to: .material(material), spring: spring))
    var peak = 0.0
    for step in 1..<100 {
      let t = Double(step) / 100
      engine.advance(to: t)
      let p = spring.progress(at: t)
      let shown = layer.presentation().material
      #expect(Self.numbers(shown, radius: 30 * p, saturation: 1 + 0.8 * p, tint: 1, tintAlpha: 0.7 * p), "at \(t)")
      peak = max(peak, shown?.blurRadius ?? 0)
    }
    #expect(peak > 30)
  }

  @Test("Setting a material in a linear block blurs it in from nothing; the model changes at once")
  func materialBlock() {
    let layer = Layer(engine: engine, name: "bar")
    engine.animate(withDuration: 1, options: .curveLinear, animations: { layer.material = material })
    #expect(layer.model.material == material)
    engine.advance(to: 0.5)
    #expect(Self.numbers(layer.presentation().material, radius: 15, saturation: 1.4, tint: 1, tintAlpha: 0.35))
    engine.advance(to: 1)
    #expect(layer.presentation() == layer.model)
  }
}
