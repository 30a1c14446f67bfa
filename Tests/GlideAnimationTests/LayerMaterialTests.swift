import Testing

@testable import GlideAnimation

/// Issue 29: a blur material behind a layer (`UIVisualEffectView` with a `UIBlurEffect`) and the numbers a
/// renderer draws it with.
@Suite("Layer material")
struct LayerMaterialTests {
  @Test("systemMaterial: blur radius 30 pt, saturation 1.8, white tint at 0.7; its light variant the same")
  func systemMaterial() {
    for style in [LayerMaterial.Style.systemMaterial, .systemMaterialLight] {
      let material = LayerMaterial(style: style)
      #expect(material.blurRadius == 30 && material.saturation == 1.8)
      #expect(material.tintColor == .white && material.tintAlpha == 0.7)
    }
    let dark = LayerMaterial(style: .systemMaterialDark)
    #expect(dark.blurRadius == 30 && dark.saturation == 1.6 && dark.tintAlpha == 0.6)
    #expect(dark.tintColor == Color(red: 0.11, green: 0.11, blue: 0.11))
  }

  @Test("Thicker materials blur at least as much and tint more, chrome aside, in light and dark")
  func order() {
    let light: [LayerMaterial.Style] = [
      .systemUltraThinMaterialLight, .systemThinMaterialLight, .systemMaterialLight, .systemThickMaterialLight,
    ]
    let dark: [LayerMaterial.Style] = [
      .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark, .systemThickMaterialDark,
    ]
    for styles in [light, dark] {
      let materials = styles.map(LayerMaterial.init)
      for (thinner, thicker) in zip(materials, materials.dropFirst()) {
        #expect(thinner.blurRadius < thicker.blurRadius && thinner.tintAlpha < thicker.tintAlpha)
      }
    }
    #expect(LayerMaterial.Style.allCases.count == 15)
    #expect(LayerMaterial.Style.allCases.filter(\.isDark).count == 5)
    #expect(LayerMaterial(style: .systemChromeMaterial).tintColor == Color(red: 0.97, green: 0.97, blue: 0.97))
  }

  @Test("A layer holds none by default; set inside an animation block, one blurs in from no effect")
  func onLayer() {
    let engine = AnimationEngine()
    let layer = Layer(engine: engine, name: "bar")
    #expect(layer.material == nil)
    engine.animate(withDuration: 1, animations: { layer.material = LayerMaterial(style: .systemThinMaterial) })
    #expect(layer.presentation().material?.style == .systemThinMaterial)
    #expect(layer.presentation().material?.hasNoEffect == true && layer.model.material?.blurRadius == 25)
  }
}
