import GlideAnimation
import GlideKit
import Testing

@Suite("System colours")
struct SystemColorTests {
  /// A colour's components as 0…255 levels and its alpha.
  static func levels(_ color: Color) -> [Double] {
    [(color.red * 255).rounded(), (color.green * 255).rounded(), (color.blue * 255).rounded(), color.alpha]
  }

  static func hex(_ value: UInt32, _ alpha: Double = 1) -> [Double] {
    [Double(value >> 16 & 0xFF), Double(value >> 8 & 0xFF), Double(value & 0xFF), alpha]
  }

  @Test(
    "Each colour has Apple's published value in light and dark",
    arguments: [
      (SystemColor.systemBackground, 0xFFFFFF, 1.0, 0x000000, 1.0),
      (.secondarySystemBackground, 0xF2F2F7, 1, 0x1C1C1E, 1),
      (.systemGroupedBackground, 0xF2F2F7, 1, 0x000000, 1),
      (.secondarySystemGroupedBackground, 0xFFFFFF, 1, 0x1C1C1E, 1),
      (.label, 0x000000, 1, 0xFFFFFF, 1),
      (.secondaryLabel, 0x3C3C43, 0.6, 0xEBEBF5, 0.6),
      (.tertiaryLabel, 0x3C3C43, 0.3, 0xEBEBF5, 0.3),
      (.separator, 0x3C3C43, 0.29, 0x545458, 0.6),
      (.opaqueSeparator, 0xC6C6C8, 1, 0x38383A, 1),
      (.systemBlue, 0x007AFF, 1, 0x0A84FF, 1),
      (.systemGreen, 0x34C759, 1, 0x30D158, 1),
      (.systemRed, 0xFF3B30, 1, 0xFF453A, 1),
      (.systemOrange, 0xFF9500, 1, 0xFF9F0A, 1),
      (.systemYellow, 0xFFCC00, 1, 0xFFD60A, 1),
      (.systemPink, 0xFF2D55, 1, 0xFF375F, 1),
      (.systemPurple, 0xAF52DE, 1, 0xBF5AF2, 1),
      (.systemTeal, 0x30B0C7, 1, 0x40C8E0, 1),
      (.systemIndigo, 0x5856D6, 1, 0x5E5CE6, 1),
      (.systemGray, 0x8E8E93, 1, 0x8E8E93, 1),
      (.systemGray2, 0xAEAEB2, 1, 0x636366, 1),
      (.systemGray3, 0xC7C7CC, 1, 0x48484A, 1),
      (.systemGray4, 0xD1D1D6, 1, 0x3A3A3C, 1),
      (.systemGray5, 0xE5E5EA, 1, 0x2C2C2E, 1),
      (.systemGray6, 0xF2F2F7, 1, 0x1C1C1E, 1),
    ] as [(SystemColor, UInt32, Double, UInt32, Double)])
  func published(color: SystemColor, light: UInt32, lightAlpha: Double, dark: UInt32, darkAlpha: Double) {
    #expect(Self.levels(color.color(in: .light)) == Self.hex(light, lightAlpha))
    #expect(Self.levels(color.color(in: .dark)) == Self.hex(dark, darkAlpha))
  }

  @Test("A hex code's bytes are the components over 255")
  func hexCode() {
    let color = Color(hex: 0x0A84FF, alpha: 0.5)
    #expect(color == Color(red: 10.0 / 255, green: 132.0 / 255, blue: 1, alpha: 0.5))
  }
}
