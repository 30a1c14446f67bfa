import GlideAnimation

/// Where a layer's points land, as 4×4 matrices in Core Animation's conventions (``Transform3D``: row
/// vectors, `p · A · B` applies A first). Every layer goes through this one path, 2-D or not.
///
/// A layer's *canvas matrix* maps its bounds coordinates (points, z = 0 on its plane) to canvas pixels
/// before the divide by w. A sublayer's is its own placement in its superlayer, then the superlayer's
/// flattening, then the superlayer's canvas matrix: Core Animation flattens each layer's sublayers into
/// its plane (only a `CATransformLayer` would not), so depth moves nothing once inside the parent, while
/// perspective in a transform (m34) or a sublayer transform foreshortens before it is flattened.
enum LayerGeometry {
  /// The layer's bounds coordinates mapped into its superlayer's (whose state is `superlayer`, nil for a
  /// root): the layer model's own composition, ``LayerState/transform(toSuperlayer:)`` (the anchor, with
  /// `anchorPointZ`, to the origin; the transform; out to `position` and `zPosition`; the superlayer's
  /// `sublayerTransform` about its anchor), the one the view tree's frames are measured with.
  static func toSuperlayer(_ state: LayerState, superlayer: LayerState?) -> Transform3D {
    state.transform(toSuperlayer: superlayer)
  }

  /// The canvas matrix the sublayers of a layer with canvas matrix `matrix` are placed in: their points
  /// (through their own map, which brings in this layer's sublayer transform) are flattened onto the
  /// layer's plane (z dropped, w kept), then go through `matrix`.
  static func sublayerSpace(_ matrix: Transform3D) -> Transform3D {
    flatten.concatenating(matrix)
  }

  /// Drops z and keeps x, y and w: the projection of a point onto its layer's plane.
  static let flatten: Transform3D = {
    var matrix = Transform3D.identity
    matrix.m33 = 0
    return matrix
  }()

  /// The canvas matrix of a root layer: points to pixels.
  static func root(scale: Double) -> Transform3D { Transform3D(scaleX: scale, y: scale) }

  /// The point (`x`, `y`) of a layer's plane through its canvas matrix, before the divide; `z` lifts it
  /// off the plane (toward the viewer), as a page curl does.
  static func homogeneous(
    _ matrix: Transform3D, x: Double, y: Double, z: Double = 0, u: Double = 0, v: Double = 0
  ) -> HomogeneousVertex {
    HomogeneousVertex(
      x: x * matrix.m11 + y * matrix.m21 + z * matrix.m31 + matrix.m41,
      y: x * matrix.m12 + y * matrix.m22 + z * matrix.m32 + matrix.m42,
      w: x * matrix.m14 + y * matrix.m24 + z * matrix.m34 + matrix.m44, u: u, v: v)
  }

  /// Whether the matrix keeps a layer's plane flat, upright and unrotated on the canvas: a rectangle stays
  /// an axis-aligned rectangle (scale and move only), so it can be filled or copied as one.
  static func isAxisAligned(_ matrix: Transform3D) -> Bool {
    matrix.m12 == 0 && matrix.m21 == 0 && matrix.m14 == 0 && matrix.m24 == 0 && matrix.m44 > 0
  }

  /// Where `rect` of the plane lands on the canvas through an ``isAxisAligned(_:)`` matrix: its edges,
  /// pixels (not rounded), left to right and top to bottom.
  static func pixelEdges(_ rect: Rect, _ matrix: Transform3D) -> (x0: Double, x1: Double, y0: Double, y1: Double) {
    let (a, b) = ((rect.minX * matrix.m11 + matrix.m41) / matrix.m44, (rect.maxX * matrix.m11 + matrix.m41) / matrix.m44)
    let (c, d) = ((rect.minY * matrix.m22 + matrix.m42) / matrix.m44, (rect.maxY * matrix.m22 + matrix.m42) / matrix.m44)
    return (min(a, b), max(a, b), min(c, d), max(c, d))
  }

  /// `rect` of the plane on the canvas, pixels, for an ``isAxisAligned(_:)`` matrix.
  static func pixelBox(_ rect: Rect, _ matrix: Transform3D) -> PixelBox {
    let edges = pixelEdges(rect, matrix)
    return PixelBox(minX: edges.x0, minY: edges.y0, maxX: edges.x1, maxY: edges.y1)
  }

  /// The pixels whose centres lie in `rect` of the plane, through an ``isAxisAligned(_:)`` matrix: what an
  /// upright rectangular mask keeps with Core Animation's default `allowsEdgeAntialiasing` (false), under
  /// which an upright layer's edges are not smoothed. For a rectangle on whole pixels, exactly its pixels.
  static func pixelCentresBox(_ rect: Rect, _ matrix: Transform3D) -> PixelBox {
    let edges = pixelEdges(rect, matrix)
    func first(_ v: Double) -> Int { PixelBox.clamped((v - 0.5).rounded(.up)) }
    return PixelBox(x0: first(edges.x0), y0: first(edges.y0), x1: first(edges.x1), y1: first(edges.y1))
  }

  /// Whether `rect` of the plane lands on whole pixels through an ``isAxisAligned(_:)`` matrix (its edges
  /// within a millionth of a pixel of pixel boundaries): filled by whole pixels, it needs no smoothing.
  static func isPixelAligned(_ rect: Rect, _ matrix: Transform3D) -> Bool {
    let edges = pixelEdges(rect, matrix)
    return [edges.x0, edges.x1, edges.y0, edges.y1].allSatisfy { $0.isFinite && abs($0 - $0.rounded()) < 1e-6 }
  }

  /// The whole pixels inside the shape through an ``isAxisAligned(_:)`` matrix, as up to three boxes that
  /// do not overlap (the band between the top and bottom corners, and the bands above and below it between
  /// the left and right ones), each shrunk by `margin` pixels: what can be filled plainly, or skipped.
  static func pixelsInside(_ shape: RoundedRectangle, _ matrix: Transform3D, margin: Int = 0) -> [PixelBox] {
    let (x0, x1, y0, y1) = pixelEdges(shape.rect, matrix)
    let rx = shape.radius * abs(matrix.m11 / matrix.m44)
    let ry = shape.radius * abs(matrix.m22 / matrix.m44)
    guard [x0, x1, y0, y1, rx, ry].allSatisfy(\.isFinite) else { return [] }
    func up(_ v: Double) -> Int { PixelBox.clamped(v.rounded(.up)) + margin }
    func down(_ v: Double) -> Int { PixelBox.clamped(v.rounded(.down)) - margin }
    let middle = PixelBox(x0: up(x0), y0: up(y0 + ry), x1: down(x1), y1: down(y1 - ry))
    let top = PixelBox(x0: up(x0 + rx), y0: up(y0), x1: down(x1 - rx), y1: middle.y0)
    let bottom = PixelBox(x0: up(x0 + rx), y0: middle.y1, x1: down(x1 - rx), y1: down(y1))
    guard !middle.isEmpty else {  // no band between the corners: the span between the arcs, top to bottom
      return [PixelBox(x0: up(x0 + rx), y0: up(y0), x1: down(x1 - rx), y1: down(y1))].filter { !$0.isEmpty }
    }
    return [top, middle, bottom].filter { !$0.isEmpty }
  }

  /// Whether the matrix collapses the plane to a line or a point (a scale of 0): nothing on it shows.
  static func isDegenerate(_ matrix: Transform3D) -> Bool {
    // The plane's x, y and w columns as a 3×3 map; singular when its determinant is (nearly) 0.
    let (a, b, c) = (matrix.m11, matrix.m12, matrix.m14)
    let (d, e, f) = (matrix.m21, matrix.m22, matrix.m24)
    let (g, h, i) = (matrix.m41, matrix.m42, matrix.m44)
    let determinant = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
    let size = max(abs(a), abs(b), abs(d), abs(e), 1e-300)
    return !determinant.isFinite || abs(determinant) <= 1e-12 * size * size * max(abs(i), abs(c) + abs(f), 1e-300)
  }

  /// Whether a layer placed by `toSuperlayer` turns its back to its superlayer's viewer: its plane's
  /// normal, (0, 0, 1) untransformed, points away after the transform. This is the test CSS's
  /// `backface-visibility` and Chromium's compositor use (the inverse matrix's m33 is negative), so a 2-D
  /// mirror (scale −1) still faces front while a half turn about y faces away. A layer faces away on the
  /// canvas when exactly one of it and its superlayer does (a sublayer is flattened into its superlayer's
  /// plane, and turns with it).
  static func facesAway(_ toSuperlayer: Transform3D) -> Bool { toSuperlayer.turnsPlaneAway }

  /// A rough count of pixels per point of the plane near its middle, for choosing how finely to draw
  /// curves.
  static func pixelsPerPoint(_ matrix: Transform3D, around point: Point) -> Double {
    let centre = homogeneous(matrix, x: point.x, y: point.y)
    guard centre.w > Mesh.nearestW else { return 1 }
    let right = homogeneous(matrix, x: point.x + 1, y: point.y)
    let down = homogeneous(matrix, x: point.x, y: point.y + 1)
    func distance(_ p: HomogeneousVertex) -> Double {
      guard p.w > Mesh.nearestW else { return 1 }
      let (dx, dy) = (p.x / p.w - centre.x / centre.w, p.y / p.w - centre.y / centre.w)
      return (dx * dx + dy * dy).squareRoot()
    }
    return max(distance(right), distance(down))
  }
}
