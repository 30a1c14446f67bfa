public import GlideAnimation

/// A size and a weight to draw text in: what a `UIFont` is to Glide, whose renderer draws every weight
/// from Inter's faces (the open typeface closest to San Francisco).
public struct Font: Hashable, Sendable {
  /// The size, points.
  public var pointSize: Double
  public var weight: LayerText.Weight

  public init(pointSize: Double, weight: LayerText.Weight = .regular) {
    (self.pointSize, self.weight) = (pointSize, weight)
  }

  /// One of iOS's text styles at the default Dynamic Type size ("Large", the HIG's Typography page:
  /// "iOS, iPadOS Dynamic Type sizes").
  public static func preferred(_ style: TextStyle) -> Font { style.font }

  /// The height of a line of this font as the renderer lays it out, points: Inter's ascender (0.96875 em)
  /// plus its descender (0.2421875 em), from its `hhea` table. A label's frame this tall holds one line,
  /// its capitals centred on the frame's middle.
  public var lineHeight: Double { pointSize * (0.96875 + 0.2421875) }

  /// The distance from a line's top to its baseline, points: Inter's ascender, 0.96875 em.
  public var ascender: Double { pointSize * 0.96875 }
}

/// iOS's text styles (`UIFont.TextStyle`) at the default Dynamic Type size, from the Human Interface
/// Guidelines' Typography page ("Large" column): size in points and weight.
public enum TextStyle: String, Hashable, Sendable, CaseIterable {
  /// 34 pt regular (a navigation bar's large title is this size in bold: ``Font/largeTitleBar``).
  case largeTitle
  /// 28 pt regular.
  case title1
  /// 22 pt regular.
  case title2
  /// 20 pt regular.
  case title3
  /// 17 pt semibold.
  case headline
  /// 17 pt regular.
  case body
  /// 16 pt regular.
  case callout
  /// 15 pt regular.
  case subheadline
  /// 13 pt regular.
  case footnote
  /// 12 pt regular.
  case caption1
  /// 11 pt regular.
  case caption2

  public var font: Font {
    switch self {
    case .largeTitle: Font(pointSize: 34)
    case .title1: Font(pointSize: 28)
    case .title2: Font(pointSize: 22)
    case .title3: Font(pointSize: 20)
    case .headline: Font(pointSize: 17, weight: .semibold)
    case .body: Font(pointSize: 17)
    case .callout: Font(pointSize: 16)
    case .subheadline: Font(pointSize: 15)
    case .footnote: Font(pointSize: 13)
    case .caption1: Font(pointSize: 12)
    case .caption2: Font(pointSize: 11)
    }
  }
}

extension Font {
  /// A navigation bar's inline title: 17 pt semibold (`UINavigationBar`'s default title attributes, the
  /// headline style).
  public static let navigationTitle = Font(pointSize: 17, weight: .semibold)
  /// A navigation bar's large title: 34 pt bold (`largeTitleTextAttributes`' default, the large title
  /// style in bold).
  public static let largeTitleBar = Font(pointSize: 34, weight: .bold)
  /// A bar button item's title and a back button's: 17 pt regular (the body style).
  public static let barButton = Font(pointSize: 17)
  /// A tab bar item's title: 10 pt medium (`UITabBarItem`'s default in the stacked layout, iOS 13+).
  public static let tabBarItem = Font(pointSize: 10, weight: .medium)
}
