public import GlideAnimation

/// One of UIKit's dynamic colours (`UIColor.systemBlue`, `.label`, …): a colour for the light appearance
/// and one for the dark, read with ``color(in:)``.
///
/// The values are those Apple publishes for iOS 15–17: the system colours and greys from the Human
/// Interface Guidelines' Color page (its "System colors" and "iOS, iPadOS system gray colors" tables, sRGB),
/// the semantic background, label and separator colours from UIKit's `UIColor` (iOS 13+, their values read
/// from UIKit as Apple's sample code and the community's tables, e.g. noahgilmore.com's "UIKit colors",
/// list them). Opacities are the colours' own alpha: `secondaryLabel` is #3C3C43 at 60 %, drawn over
/// whatever is behind it.
public struct SystemColor: Hashable, Sendable {
  /// The colour in the light appearance.
  public var light: Color
  /// The colour in the dark appearance.
  public var dark: Color

  public init(light: Color, dark: Color) { (self.light, self.dark) = (light, dark) }

  /// The colour in `appearance`.
  public func color(in appearance: Appearance) -> Color {
    switch appearance {
    case .light: light
    case .dark: dark
    }
  }

  private init(_ light: UInt32, _ lightAlpha: Double = 1, dark: UInt32, _ darkAlpha: Double = 1) {
    self.init(light: Color(hex: light, alpha: lightAlpha), dark: Color(hex: dark, alpha: darkAlpha))
  }

  // MARK: - Backgrounds

  /// A screen's background: #FFFFFF, dark #000000.
  public static let systemBackground = SystemColor(0xFFFFFF, dark: 0x000000)
  /// What sits on ``systemBackground`` (a grouped cell, a text field): #F2F2F7, dark #1C1C1E.
  public static let secondarySystemBackground = SystemColor(0xF2F2F7, dark: 0x1C1C1E)
  /// A third level: #FFFFFF, dark #2C2C2E.
  public static let tertiarySystemBackground = SystemColor(0xFFFFFF, dark: 0x2C2C2E)
  /// A grouped table's background, behind its sections: #F2F2F7, dark #000000.
  public static let systemGroupedBackground = SystemColor(0xF2F2F7, dark: 0x000000)
  /// A grouped table's cells: #FFFFFF, dark #1C1C1E.
  public static let secondarySystemGroupedBackground = SystemColor(0xFFFFFF, dark: 0x1C1C1E)
  /// A third level in grouped content: #F2F2F7, dark #2C2C2E.
  public static let tertiarySystemGroupedBackground = SystemColor(0xF2F2F7, dark: 0x2C2C2E)

  // MARK: - Text

  /// Primary text: #000000, dark #FFFFFF.
  public static let label = SystemColor(0x000000, dark: 0xFFFFFF)
  /// Secondary text (a subtitle, a section header): #3C3C43 at 60 %, dark #EBEBF5 at 60 %.
  public static let secondaryLabel = SystemColor(0x3C3C43, 0.6, dark: 0xEBEBF5, 0.6)
  /// Tertiary text and a disclosure chevron: #3C3C43 at 30 %, dark #EBEBF5 at 30 %.
  public static let tertiaryLabel = SystemColor(0x3C3C43, 0.3, dark: 0xEBEBF5, 0.3)
  /// Quaternary text: #3C3C43 at 18 %, dark #EBEBF5 at 16 %.
  public static let quaternaryLabel = SystemColor(0x3C3C43, 0.18, dark: 0xEBEBF5, 0.16)

  // MARK: - Separators

  /// A hairline that lets what is behind it show: #3C3C43 at 29 %, dark #545458 at 60 %.
  public static let separator = SystemColor(0x3C3C43, 0.29, dark: 0x545458, 0.6)
  /// An opaque hairline: #C6C6C8, dark #38383A.
  public static let opaqueSeparator = SystemColor(0xC6C6C8, dark: 0x38383A)

  // MARK: - System colours (HIG, iOS)

  /// #007AFF, dark #0A84FF: UIKit's default tint.
  public static let systemBlue = SystemColor(0x007AFF, dark: 0x0A84FF)
  /// #34C759, dark #30D158.
  public static let systemGreen = SystemColor(0x34C759, dark: 0x30D158)
  /// #FF3B30, dark #FF453A.
  public static let systemRed = SystemColor(0xFF3B30, dark: 0xFF453A)
  /// #FF9500, dark #FF9F0A.
  public static let systemOrange = SystemColor(0xFF9500, dark: 0xFF9F0A)
  /// #FFCC00, dark #FFD60A.
  public static let systemYellow = SystemColor(0xFFCC00, dark: 0xFFD60A)
  /// #FF2D55, dark #FF375F.
  public static let systemPink = SystemColor(0xFF2D55, dark: 0xFF375F)
  /// #AF52DE, dark #BF5AF2.
  public static let systemPurple = SystemColor(0xAF52DE, dark: 0xBF5AF2)
  /// #30B0C7, dark #40C8E0 (iOS 15's teal; iOS 13–14's was #5AC8FA, dark #64D2FF).
  public static let systemTeal = SystemColor(0x30B0C7, dark: 0x40C8E0)
  /// #5856D6, dark #5E5CE6.
  public static let systemIndigo = SystemColor(0x5856D6, dark: 0x5E5CE6)

  // MARK: - Greys (HIG, iOS)

  /// #8E8E93 in both: unselected tab bar items.
  public static let systemGray = SystemColor(0x8E8E93, dark: 0x8E8E93)
  /// #AEAEB2, dark #636366.
  public static let systemGray2 = SystemColor(0xAEAEB2, dark: 0x636366)
  /// #C7C7CC, dark #48484A.
  public static let systemGray3 = SystemColor(0xC7C7CC, dark: 0x48484A)
  /// #D1D1D6, dark #3A3A3C.
  public static let systemGray4 = SystemColor(0xD1D1D6, dark: 0x3A3A3C)
  /// #E5E5EA, dark #2C2C2E.
  public static let systemGray5 = SystemColor(0xE5E5EA, dark: 0x2C2C2E)
  /// #F2F2F7, dark #1C1C1E.
  public static let systemGray6 = SystemColor(0xF2F2F7, dark: 0x1C1C1E)

  /// White in both appearances: text on a filled button.
  public static let white = SystemColor(0xFFFFFF, dark: 0xFFFFFF)
}
