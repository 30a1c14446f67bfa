import GlideAnimation

/// A rounded rectangle of a layer's plane (points) and the layer's canvas matrix, which puts the plane's
/// points on the canvas (pixels, before the divide by w): what the compositor fills, strokes, shadows or
/// masks with, its coverage worked out per pixel from the distance to the edge in the plane.
struct PlaneShape: Hashable, Sendable {
  var shape: RoundedRectangle
  var matrix: Transform3D

  /// The corners of the shape's rectangle grown by `margin` points on every side, through the matrix:
  /// the quad the compositor shades (the margin holds the anti-aliased fringe, or a shadow's blur).
  func quad(margin: Double) -> [HomogeneousVertex] {
    let rect = shape.rect
    let (x0, y0, x1, y1) = (rect.minX - margin, rect.minY - margin, rect.maxX + margin, rect.maxY + margin)
    return [(x0, y0), (x1, y0), (x1, y1), (x0, y1)].map { LayerGeometry.homogeneous(matrix, x: $0.0, y: $0.1) }
  }

  /// Points of the plane that make a pixel and a half on the canvas, wherever on the shape they are (the
  /// smallest scale over its corners): the margin an anti-aliased edge needs.
  var fringe: Double {
    let rect = shape.rect
    let corners = [
      Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY), Point(x: rect.maxX, y: rect.maxY),
      Point(x: rect.minX, y: rect.maxY),
    ]
    let scale = corners.map { LayerGeometry.pixelsPerPoint(matrix, around: $0) }.min() ?? 1
    return 1.5 / max(scale, 1e-3)
  }

  /// Every pixel the quad grown by `margin` may touch on a canvas of `width` × `height` pixels (empty
  /// when it lies behind the eye).
  func bounds(margin: Double, width: Int, height: Int) -> PixelBox {
    Mesh.bounds(of: quad(margin: margin), width: width, height: height)
  }
}

/// What a group is composed back through.
enum GroupMask: Hashable, Sendable {
  /// A rounded rectangle, anti-aliased.
  case shape(PlaneShape)
  /// A convex polygon (homogeneous canvas pixels).
  case polygon([HomogeneousVertex])
}
