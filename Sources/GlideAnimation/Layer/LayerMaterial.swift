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
///
/// Animatable (key path `material`) as UIKit animates a visual effect view's `effect`: a material holds
/// the numbers it is drawn with, and interpolation moves them from one material's to the other's; nil on
/// either side is the other material at no effect (radius 0, saturation 1, tint alpha 0), so a material
/// set inside a block blurs in from nothing.
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

  /// The style the numbers come from (the target's in an in-between material), kept for logs.
  public let style: Style
  /// The Gaussian blur's radius, points: 20, 25, 30, 35 and 30 from ultra thin to chrome.
  public let blurRadius: Double
  /// The factor the blurred backdrop's saturation is multiplied by (1 leaves it; 0 turns it grey): 1.8 for
  /// the light materials, 1.6 for the dark ones.
  public let saturation: Double
  /// The tint's colour, opaque (drawn at ``tintAlpha``): white for the light materials, with chrome a
  /// little grey (0.97); near black (0.11) for the dark ones, chrome a little lighter (0.16).
  public let tintColor: Color
  /// The tint's opacity, 0…1: light 0.3, 0.5, 0.7, 0.85 and 0.75 from ultra thin to chrome; dark 0.3, 0.45,
  /// 0.6, 0.75 and 0.7.
  public let tintAlpha: Double

  /// The material of a style, with its numbers.
  public init(style: Style) {
    self.init(
      style: style, blurRadius: Self.blurRadius(style), saturation: style.isDark ? 1.6 : 1.8,
      tintColor: Self.tintColor(style), tintAlpha: Self.tintAlpha(style))
  }

  /// A material of given numbers (an in-between one), `style` naming it in logs.
  public init(style: Style, blurRadius: Double, saturation: Double, tintColor: Color, tintAlpha: Double) {
    (self.style, self.blurRadius, self.saturation) = (style, blurRadius, saturation)
    (self.tintColor, self.tintAlpha) = (tintColor, tintAlpha)
  }

  /// The material at no effect: no blur, saturation 1, its tint's colour at alpha 0 (what nil animates
  /// from and to).
  public var withoutEffect: LayerMaterial {
    LayerMaterial(style: style, blurRadius: 0, saturation: 1, tintColor: tintColor, tintAlpha: 0)
  }

  /// Whether drawing it changes nothing: no blur, saturation 1 and no tint.
  public var hasNoEffect: Bool { blurRadius <= 0 && saturation == 1 && tintAlpha <= 0 }

  // MARK: - Internals

  private static func blurRadius(_ style: Style) -> Double {
    switch style.thickness {
    case .ultraThin: 20
    case .thin: 25
    case .regular, .chrome: 30
    case .thick: 35
    }
  }

  private static func tintColor(_ style: Style) -> Color {
    let level =
      switch (style.isDark, style.thickness) {
      case (false, .chrome): 0.97
      case (false, _): 1.0
      case (true, .chrome): 0.16
      case (true, _): 0.11
      }
    return Color(red: level, green: level, blue: level)
  }

  private static func tintAlpha(_ style: Style) -> Double {
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

/// Materials interpolate as UIKit animates a visual effect view's `effect`: number by number (blur radius,
/// saturation, the tint's colour and alpha), the style the target's. Interpolating to or from nil
/// (``interpolate(_:_:fraction:)``) goes to or from ``LayerMaterial/withoutEffect``.
///
/// Adding and subtracting go number by number too (a spring's or an additive animation's arithmetic),
/// keeping the left side's style; distance is the blur radii's difference plus the others' (paced
/// keyframes).
extension LayerMaterial: Interpolatable {
  public func interpolated(to other: LayerMaterial, fraction f: Double) -> LayerMaterial {
    LayerMaterial(
      style: other.style, blurRadius: blurRadius.interpolated(to: other.blurRadius, fraction: f),
      saturation: saturation.interpolated(to: other.saturation, fraction: f),
      tintColor: tintColor.interpolated(to: other.tintColor, fraction: f),
      tintAlpha: tintAlpha.interpolated(to: other.tintAlpha, fraction: f))
  }

  public func distance(to other: LayerMaterial) -> Double {
    abs(blurRadius - other.blurRadius) + abs(saturation - other.saturation) + tintColor.distance(to: other.tintColor)
      + abs(tintAlpha - other.tintAlpha)
  }

  public func adding(_ other: LayerMaterial) -> LayerMaterial {
    LayerMaterial(
      style: style, blurRadius: blurRadius + other.blurRadius, saturation: saturation + other.saturation,
      tintColor: tintColor.adding(other.tintColor), tintAlpha: tintAlpha + other.tintAlpha)
  }

  public func subtracting(_ other: LayerMaterial) -> LayerMaterial {
    LayerMaterial(
      style: style, blurRadius: blurRadius - other.blurRadius, saturation: saturation - other.saturation,
      tintColor: tintColor.subtracting(other.tintColor), tintAlpha: tintAlpha - other.tintAlpha)
  }

  public static var additiveIdentity: LayerMaterial {
    LayerMaterial(style: .systemMaterial, blurRadius: 0, saturation: 0, tintColor: .additiveIdentity, tintAlpha: 0)
  }

  /// `a` to `b`, `fraction` of the way, nil standing for the other material at no effect (nil only when
  /// both are).
  public static func interpolate(_ a: LayerMaterial?, _ b: LayerMaterial?, fraction: Double) -> LayerMaterial? {
    switch (a, b) {
    case (let a?, let b?): a.interpolated(to: b, fraction: fraction)
    case (let a?, nil): a.interpolated(to: a.withoutEffect, fraction: fraction)
    case (nil, let b?): b.withoutEffect.interpolated(to: b, fraction: fraction)
    case (nil, nil): nil
    }
  }
}
