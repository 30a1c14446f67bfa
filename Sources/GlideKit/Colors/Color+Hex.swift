public import GlideAnimation

extension Color {
  /// A colour from its 24-bit sRGB hex code (`0x007AFF`, as Apple's pages write them) and an opacity 0…1.
  public init(hex: UInt32, alpha: Double = 1) {
    let component = { (shift: UInt32) in Double((hex >> shift) & 0xFF) / 255 }
    self.init(red: component(16), green: component(8), blue: component(0), alpha: alpha)
  }
}
