/// A blur material behind a layer: UIKit's `UIVisualEffectView` with a `UIBlurEffect`, held by any layer
/// (``LayerState/material``, nil by default). A renderer draws what lies behind the layer, inside its
/// bounds (rounded by its corner radius), blurred by a Gaussian of ``blurRadius``, its colours saturated by
/// ``saturation``, then covered by ``tintColor`` at ``tintAlpha``; the layer's own background, contents and
/// sublayers go on top.
///
/// The numbers are approximations: UIKit does not publish them. ``Style/systemMaterial``'s, blur radius
/// 30 pt, saturation 1.8 and a white tint at about 0.7 alpha (light) or a near-black one at about 0.6
/// (dark), are those commonly measured from iOS's backdrop filters and screenshots; the other thicknesses
/// are Glide's estimates that keep UIKit's order (thinner: less blur, a lighter tint), not measurements.
/// Not animatable: a new material shows at once.
public struct LayerMaterial: Hashable, Sendable {
  /// UIKit's `UIBlurEffect.Style` materials (iOS 13). The adaptive ones (no `Light` or `Dark`) show as
  /// their light variants: Glide has no dark appearance to adapt to.
  public enum Style: String, Hashable, Sendable, CaseIterable {
    case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
    case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight
    case systemChromeMaterialLight
    case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark
    case systemChromeMaterialDark

    /// How thick the material is, from ultra thin to chrome.
    public enum Thickness: Int, Hashable, Sendable, CaseIterable {
      case ultraThin, thin, regular, thick, chrome
    }

    public var thickness: Thickness {
      switch self {
      case .systemUltraThinMaterial, .systemUltraThinMaterialLight, .systemUltraThinMaterialDark: .ultraThin
      case .systemThinMaterial, .systemThinMaterialLight, .systemThinMaterialDark: .thin
      case .systemMaterial, .systemMaterialLight, .systemMaterialDark: .regular
      case .systemThickMaterial, .systemThickMaterialLight, .systemThickMaterialDark: .thick
      case .systemChromeMaterial, .systemChromeMaterialLight, .systemChromeMaterialDark: .chrome
      }
    }

    /// Whether the style is a dark variant.
    public var isDark: Bool { rawValue.hasSuffix("Dark") }
  }

  public var style: Style

  public init(style: Style) { self.style = style }

  /// The Gaussian blur's radius, points: 20, 25, 30, 35 and 30 from ultra thin to chrome.
  public var blurRadius: Double {
    switch style.thickness {
    case .ultraThin: 20
    case .thin: 25
    case .regular, .chrome: 30
    case .thick: 35
    }
  }

  /// The factor the blurred backdrop's saturation is multiplied by (1 leaves it; 0 turns it grey): 1.8 for
  /// the light materials, 1.6 for the dark ones.
  public var saturation: Double { style.isDark ? 1.6 : 1.8 }

  /// The tint's colour, opaque (drawn at ``tintAlpha``): white for the light materials, with chrome a
  /// little grey (0.97); near black (0.11) for the dark ones, chrome a little lighter (0.16).
  public var tintColor: Color {
    let level =
      switch (style.isDark, style.thickness) {
      case (false, .chrome): 0.97
      case (false, _): 1.0
      case (true, .chrome): 0.16
      case (true, _): 0.11
      }
    return Color(red: level, green: level, blue: level)
  }

  /// The tint's opacity, 0…1: light 0.3, 0.5, 0.7, 0.85 and 0.75 from ultra thin to chrome; dark 0.3, 0.45,
  /// 0.6, 0.75 and 0.7.
  public var tintAlpha: Double {
    switch (style.isDark, style.thickness) {
    case (false, .ultraThin), (true, .ultraThin): 0.3
    case (false, .thin): 0.5
    case (false, .regular): 0.7
    case (false, .thick): 0.85
    case (false, .chrome): 0.75
    case (true, .thin): 0.45
    case (true, .regular): 0.6
    case (true, .thick): 0.75
    case (true, .chrome): 0.7
    }
  }
}
