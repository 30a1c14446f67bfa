import GlideAnimation

/// A gradient as the compositor draws it over a rounded rectangle of a layer's plane: the colours
/// (straight alpha, the layer's opacity folded in) at their locations, spread axially or radially between
/// two points of the plane (points), as `CAGradientLayer` spreads them.
struct GradientFill: Hashable, Sendable {
  /// The most colour stops drawn (a longer list is sampled at this many evenly spread locations).
  static let maximumStops = 16

  var isRadial: Bool
  var start: Point
  var end: Point
  var colours: [RGBA8]
  var locations: [Double]

  /// `gradient` over `bounds`, faded by `alpha`; nil when it has no colour to draw.
  init?(_ gradient: LayerGradient, in bounds: Rect, alpha: Double) {
    guard !gradient.colors.isEmpty else { return nil }
    var colours = gradient.colors
    var locations = gradient.resolvedLocations
    if locations.count != colours.count {
      locations = colours.count == 1 ? [0] : (0..<colours.count).map { Double($0) / Double(colours.count - 1) }
    }
    if colours.count > Self.maximumStops {
      let picked = (0..<Self.maximumStops).map { $0 * (colours.count - 1) / (Self.maximumStops - 1) }
      colours = picked.map { colours[$0] }
      locations = picked.map { locations[$0] }
    }
    self.colours = colours.map { RGBA8($0, opacity: alpha) }
    guard self.colours.contains(where: { $0.alpha > 0 }) else { return nil }
    self.locations = locations
    isRadial = gradient.type == .radial
    (start, end) = (gradient.start(in: bounds), gradient.end(in: bounds))
  }
}

/// A blur material as the compositor draws it: the backdrop under a rounded rectangle of a layer's
/// plane, blurred by a Gaussian, its saturation scaled, then tinted (UIKit's `UIVisualEffectView` with a
/// `UIBlurEffect`).
struct MaterialFill: Hashable, Sendable {
  /// The Gaussian's standard deviation, canvas pixels: the material's `blurRadius` points, as CSS's
  /// `backdrop-filter: blur()` takes its radius.
  var sigma: Double
  var saturation: Double
  /// The tint, its alpha the material's tint alpha (times the layer's opacity).
  var tint: RGBA8
  /// How much of the material shows, 0…1 (the layer's opacity).
  var alpha: Double

  init(_ material: LayerMaterial, pixelsPerPoint: Double, alpha: Double) {
    sigma = material.blurRadius * pixelsPerPoint
    saturation = material.saturation
    tint = RGBA8(material.tintColor, opacity: material.tintAlpha)
    self.alpha = min(max(alpha, 0), 1)
  }
}
