import GlideAnimation

/// A point of a shape on its way to the canvas: where a layer's matrix puts it before the divide by w
/// (pixels × w), and its texture coordinate (0…1 across the texture; unused for solid fills).
struct HomogeneousVertex: Hashable, Sendable {
  var x: Double
  var y: Double
  var w: Double
  var u: Double
  var v: Double

  /// The point a fraction `t` of the way to `other`, every coordinate linear: exact for points of one
  /// plane, which a layer's content is.
  func mix(_ other: HomogeneousVertex, _ t: Double) -> HomogeneousVertex {
    HomogeneousVertex(
      x: x + (other.x - x) * t, y: y + (other.y - y) * t, w: w + (other.w - w) * t, u: u + (other.u - u) * t,
      v: v + (other.v - v) * t)
  }
}

/// A point on the canvas, pixels, with its texture coordinate.
struct ScreenVertex: Hashable, Sendable {
  var x: Double
  var y: Double
  var u: Double
  var v: Double

  func mix(_ other: ScreenVertex, _ t: Double) -> ScreenVertex {
    ScreenVertex(x: x + (other.x - x) * t, y: y + (other.y - y) * t, u: u + (other.u - u) * t, v: v + (other.v - v) * t)
  }
}

/// Where shapes in homogeneous coordinates land on the canvas: what lies in front of the eye, divided by
/// w and cut to the canvas, for the pixel boxes the display list keeps (what a command may touch). The
/// compositor itself takes the homogeneous points as they are: the GPU clips and divides, and fills a
/// shared edge's pixels once (its rasterisation rules make meshes watertight).
enum Mesh {
  /// The smallest w drawn: points nearer the eye plane than this (or behind it) are cut away, as Core
  /// Animation cuts what lies behind the viewer.
  static let nearestW = 1e-6

  /// Every pixel points of a layer's plane (through its canvas matrix `matrix`) may touch: the box of
  /// their bounding rectangle's corners, on a canvas of `width` × `height`.
  static func bounds(
    ofPlane points: some Sequence<Point>, _ matrix: Transform3D, width: Int, height: Int
  ) -> PixelBox {
    var (minX, minY, maxX, maxY) = (Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)
    for point in points {
      (minX, maxX) = (min(minX, point.x), max(maxX, point.x))
      (minY, maxY) = (min(minY, point.y), max(maxY, point.y))
    }
    guard minX <= maxX, minY <= maxY else { return .empty }
    let corners = [(minX, minY), (maxX, minY), (maxX, maxY), (minX, maxY)]
      .map { LayerGeometry.homogeneous(matrix, x: $0.0, y: $0.1) }
    return bounds(of: corners, width: width, height: height)
  }

  /// Every pixel the convex polygon (homogeneous canvas pixels) may touch on a canvas of `width` ×
  /// `height`, with a pixel to spare: empty when none of it lies in front of the eye.
  static func bounds(of polygon: [HomogeneousVertex], width: Int, height: Int) -> PixelBox {
    let projected = clipToCanvas(project(clipInFront(polygon)), width: Double(width), height: Double(height))
    guard projected.count >= 3 else { return .empty }
    return PixelBox(around: projected.map { (x: $0.x, y: $0.y) })
  }

  /// The part of the polygon where w ≥ ``nearestW`` (Sutherland–Hodgman against one plane).
  static func clipInFront(_ polygon: [HomogeneousVertex]) -> [HomogeneousVertex] {
    guard polygon.contains(where: { $0.w < nearestW }) else { return polygon }
    var result: [HomogeneousVertex] = []
    for (index, current) in polygon.enumerated() {
      let next = polygon[(index + 1) % polygon.count]
      let (inside, nextInside) = (current.w >= nearestW, next.w >= nearestW)
      if inside { result.append(current) }
      if inside != nextInside {
        result.append(current.mix(next, (nearestW - current.w) / (next.w - current.w)))
      }
    }
    return result
  }

  /// Divides by w: canvas pixels.
  static func project(_ polygon: [HomogeneousVertex]) -> [ScreenVertex] {
    polygon.map { ScreenVertex(x: $0.x / $0.w, y: $0.y / $0.w, u: $0.u, v: $0.v) }
  }

  /// The part of the polygon on the canvas (with a pixel to spare).
  static func clipToCanvas(_ polygon: [ScreenVertex], width: Double, height: Double) -> [ScreenVertex] {
    var result = polygon
    result = clip(result) { -1 - $0.x }
    result = clip(result) { $0.x - (width + 1) }
    result = clip(result) { -1 - $0.y }
    result = clip(result) { $0.y - (height + 1) }
    return result
  }

  /// The part of the polygon where `outside` is ≤ 0 (it is linear in the vertex).
  private static func clip(_ polygon: [ScreenVertex], outside: (ScreenVertex) -> Double) -> [ScreenVertex] {
    guard polygon.count >= 3, polygon.contains(where: { outside($0) > 0 }) else { return polygon }
    var result: [ScreenVertex] = []
    for (index, current) in polygon.enumerated() {
      let next = polygon[(index + 1) % polygon.count]
      let (d0, d1) = (outside(current), outside(next))
      if d0 <= 0 { result.append(current) }
      if (d0 <= 0) != (d1 <= 0) { result.append(current.mix(next, d0 / (d0 - d1))) }
    }
    return result
  }
}
