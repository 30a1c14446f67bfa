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

  /// The least σ drawn, pixels: an animated material's radius passes 0 (and a spring's may go below),
  /// where the Gaussian's weights would be 0/0; at this σ its neighbours weigh nothing.
  static let minimumSigma = 0.01

  init(_ material: LayerMaterial, pixelsPerPoint: Double, alpha: Double) {
    sigma = max(material.blurRadius * pixelsPerPoint, Self.minimumSigma)
    saturation = material.saturation
    tint = RGBA8(material.tintColor, opacity: material.tintAlpha)
    self.alpha = min(max(alpha, 0), 1)
  }
}

/// A shape layer's path as the compositor draws it (`CAShapeLayer`): its fill's contours (closed, points of
/// the layer's plane) under its fill rule, then its stroke's outline as convex polygons, each in its
/// colour (straight alpha, the layer's opacity folded in), through the layer's canvas matrix.
struct PathFill: Hashable, Sendable {
  var matrix: Transform3D
  var contours: [[Point]]
  var isEvenOdd: Bool
  var fillColour: RGBA8
  var stroke: [[Point]]
  var strokeColour: RGBA8

  /// `shape` flattened finely enough for `pixelsPerPoint` (a quarter pixel), faded by `alpha`; nil when it
  /// draws nothing.
  init?(_ shape: LayerShape, matrix: Transform3D, pixelsPerPoint: Double, alpha: Double) {
    guard let path = shape.path, !path.isEmpty else { return nil }
    let tolerance = 0.25 / max(pixelsPerPoint, 1e-3)
    self.matrix = matrix
    fillColour = RGBA8(shape.fillColor, opacity: alpha)
    strokeColour = RGBA8(shape.strokeColor, opacity: alpha)
    contours = fillColour.alpha > 0 ? PathFlattening.contours(path, tolerance: tolerance) : []
    isEvenOdd = shape.fillRule == .evenOdd
    stroke = strokeColour.alpha > 0 && shape.lineWidth > 0 ? PathStroker.outline(of: shape, tolerance: tolerance) : []
    guard !contours.isEmpty || !stroke.isEmpty else { return nil }
  }

  /// The path moved by whole pixels so that its matrix's translation lies within the first pixel, and
  /// how many whole pixels it was moved (right, down): two paths that differ by a move of whole pixels
  /// have the same one, and draw the same pixels moved. Nil under a matrix with perspective.
  var withinPixel: (PathFill, dx: Int, dy: Int)? {
    guard matrix.m14 == 0, matrix.m24 == 0, matrix.m44 == 1 else { return nil }
    let (x, y) = (matrix.m41.rounded(.down), matrix.m42.rounded(.down))
    guard abs(x) < 1e6, abs(y) < 1e6 else { return nil }
    var moved = self
    moved.matrix.m41 -= x
    moved.matrix.m42 -= y
    return (moved, Int(x), Int(y))
  }

  /// Every pixel the path may touch on a canvas of `width` × `height` pixels.
  func bounds(width: Int, height: Int) -> PixelBox {
    Mesh.bounds(ofPlane: (contours + stroke).joined(), matrix, width: width, height: height)
  }
}

/// The turned part of a curled page as the compositor draws it: each piece a convex polygon (homogeneous
/// canvas pixels) whose texture coordinates say where on the canvas its corner lay on the flat page, so
/// that the page's content (drawn flat into a texture first) shows on it: fully on the front, shaded by
/// how far it has turned, and faintly on the back, mirrored, as through thin paper.
struct CurlPieces: Hashable, Sendable {
  struct Piece: Hashable, Sendable {
    var polygon: [HomogeneousVertex]
    /// The paper's colour on this side (the front's, or the back's), unshaded (opaque).
    var paper: RGBA8
    /// How bright the sheet is at each corner, 0…1 (``PageCurl/brightness(angle:)`` of how far it has
    /// turned there), blended across the piece: shading per vertex, no bands between strips.
    var brightness: [Double]
    /// How much of the content shows: 1 on the front, ``backShowThrough`` on the back.
    var content: Double
  }

  /// How much of the content shows through the back of the page (thin paper held up to the light).
  static let backShowThrough = 0.25

  var pieces: [Piece]
}

/// A shadow of any shape: its contours (points of a layer's plane, filled by the non-zero rule, moved by
/// `offset` points) through the layer's canvas matrix, in `colour`, blurred by a Gaussian of σ `sigma`
/// canvas pixels: a `shadowPath`'s shadow, or the one a curled page's roll casts.
struct SoftShadow: Hashable, Sendable {
  var matrix: Transform3D
  var contours: [[Point]]
  /// Whether the contours are convex pieces whose union casts the shadow, whichever way each winds (a
  /// curl's strips, some turned over), rather than a path filled by the non-zero rule.
  var isUnion = false
  var colour: RGBA8
  var sigma: Double

  /// Every pixel the blurred shadow may touch on a canvas of `width` × `height` pixels.
  func bounds(width: Int, height: Int) -> PixelBox {
    let box = Mesh.bounds(ofPlane: contours.joined(), matrix, width: Int.max / 4, height: Int.max / 4)
    let halo = Int((3 * sigma).rounded(.up)) + 1
    return PixelBox(x0: box.x0 - halo, y0: box.y0 - halo, x1: box.x1 + halo, y1: box.y1 + halo)
      .intersection(PixelBox(x0: 0, y0: 0, x1: width, y1: height))
  }
}

/// The shadow of what a layer draws (its text, sublayers, contents: everything but a background, which
/// casts the closed-form shadow instead), as Core Animation casts it: the alpha of that drawing, drawn
/// flat into a texture first, blurred by a Gaussian of σ `sigma` canvas pixels, moved by `offset` canvas
/// pixels, in `colour`.
struct DrawingShadow: Hashable, Sendable {
  var colour: RGBA8
  var sigma: Double
  var offset: Vector
}
