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

/// Three canvas points, drawn as SDL draws a triangle: the pixels whose centres lie inside.
struct Triangle: Hashable, Sendable {
  var a: ScreenVertex
  var b: ScreenVertex
  var c: ScreenVertex

  var vertices: [ScreenVertex] { [a, b, c] }

  func map(_ transform: (ScreenVertex) -> ScreenVertex) -> Triangle {
    Triangle(a: transform(a), b: transform(b), c: transform(c))
  }

  /// Twice the area, pixels² (positive for either winding).
  var doubleArea: Double { abs((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)) }
}

/// Turns shapes in homogeneous coordinates into triangles on the canvas: clipped in front of the eye, divided
/// by w, clipped to the canvas, rounded to whole pixels and cut into triangles (``strip(_:)``).
///
/// SDL's software renderer takes vertices at whole pixels (it truncates) and fills the pixels whose
/// centres are inside, by the top-left rule; rounding here first makes an edge at x land between the
/// pixels either side of x's nearest whole value, the same rule ``PixelBox`` uses for rectangles, so
/// rectangles drawn either way meet without gaps or overlaps.
enum Mesh {
  /// The smallest w drawn: points nearer the eye plane than this (or behind it) are cut away, as Core
  /// Animation cuts what lies behind the viewer.
  static let nearestW = 1e-6

  /// The convex polygon `polygon` (in order around its edge) as triangles on a canvas of `width` ×
  /// `height` pixels, their corners rounded to whole pixels: a ``strip(_:)`` to fill, or a fan from the
  /// first corner for a picture mapped onto it (`textured`), whose texels land where the fan has always
  /// put them (rounding the corners makes a quad's two diagonals map a picture a texel apart).
  static func triangles(_ polygon: [HomogeneousVertex], width: Int, height: Int, textured: Bool = false) -> [Triangle] {
    let projected = clipToCanvas(project(clipInFront(polygon)), width: Double(width), height: Double(height))
    guard projected.count >= 3 else { return [] }
    let corners = textured ? Array(1..<(projected.count - 1)).map { (0, $0, $0 + 1) } : strip(projected)
    let rounded = projected.map(\.roundedPosition)
    var result: [Triangle] = []
    result.reserveCapacity(corners.count)
    for (a, b, c) in corners {
      let triangle = Triangle(a: rounded[a], b: rounded[b], c: rounded[c])
      if triangle.doubleArea > 0 { result.append(triangle) }
    }
    return result
  }

  /// A convex polygon (in order around its edge, either way round) cut into triangles that run down it
  /// between its two sides, top to bottom: each joins the lowest vertex reached so far on either side to
  /// the next one down on one side. The triangles are its vertices' indices; they are chosen on the
  /// exact vertices, before rounding, where the polygon is truly convex.
  ///
  /// SDL's software renderer tests every pixel of a triangle's bounding box, so the cost of a fill is
  /// the sum of its triangles' boxes. A fan from one vertex makes long slivers across the whole shape (a
  /// circle 240 pixels across, 56 points, cost over twelve times its area); these lie within the band
  /// of rows between consecutive vertices, and cost about twice the area. They cover the same pixels.
  static func strip(_ polygon: [ScreenVertex]) -> [(Int, Int, Int)] {
    let count = polygon.count
    guard count >= 3 else { return [] }
    var top = 0
    for index in 1..<count where polygon[index].y < polygon[top].y { top = index }
    // One side walked forward round the polygon, the other backward; they meet at the bottom.
    var (forward, backward) = (top, top)
    var result: [(Int, Int, Int)] = []
    result.reserveCapacity(count - 2)
    for _ in 1..<count {
      let next = (forward + 1) % count
      let previous = (backward + count - 1) % count
      if polygon[next].y < polygon[previous].y {
        if forward != backward { result.append((forward, next, backward)) }
        forward = next
      } else {
        if forward != backward { result.append((backward, forward, previous)) }
        backward = previous
      }
    }
    return result
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

  /// The part of the polygon on the canvas (with a pixel to spare), texture coordinates interpolated along
  /// the cut edges linearly on screen, as SDL interpolates them inside a triangle.
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

  // MARK: - Perspective grids

  /// The grid, `n` × `n` cells, a textured quad is cut into so that affine texturing inside each small
  /// triangle stays within half a pixel of the perspective-correct mapping.
  ///
  /// Along an edge of L pixels whose ends have weights w₀ and w₁, interpolating the texture linearly on
  /// screen instead of in depth misplaces texels by up to about L·|w₁ − w₀| / (4·w) pixels (w the smaller
  /// weight). Cutting the edge into n pieces divides both L and the weight difference by n, so the error
  /// falls as 1/n²: n = ⌈√(L·Δw / (4·w·½))⌉ keeps it under half a pixel. A 2-D transform has Δw = 0 and
  /// one cell; a full-width card at 2× turned 60° about y with m34 = −1/500 needs about 16 × 16; the count
  /// is capped at 64 (quads reaching behind the eye, where the estimate has no bound).
  static func perspectiveCells(_ corners: [HomogeneousVertex]) -> Int {
    let weights = corners.map(\.w)
    guard let low = weights.min(), let high = weights.max(), high - low > 1e-9 else { return 1 }
    guard low > nearestW else { return 64 }
    let points = corners.map { (x: $0.x / $0.w, y: $0.y / $0.w) }
    var longest = 0.0
    for index in points.indices {
      let (p, q) = (points[index], points[(index + 1) % points.count])
      longest = max(longest, ((q.x - p.x) * (q.x - p.x) + (q.y - p.y) * (q.y - p.y)).squareRoot())
    }
    let cells = (longest * (high - low) / (2 * low)).squareRoot().rounded(.up)
    return Int(min(max(cells, 1), 64))
  }

  /// The quad with corners `corners` (top-left, top-right, bottom-right, bottom-left, in homogeneous
  /// coordinates with their texture coordinates) cut into `cells` × `cells` quads, each as its polygon.
  /// The corners map linearly from the layer's plane, so mixing them gives each point of the plane exactly.
  static func grid(_ corners: [HomogeneousVertex], cells: Int) -> [[HomogeneousVertex]] {
    let n = max(cells, 1)
    func point(_ i: Int, _ j: Int) -> HomogeneousVertex {
      let (s, t) = (Double(i) / Double(n), Double(j) / Double(n))
      let top = corners[0].mix(corners[1], s)
      let bottom = corners[3].mix(corners[2], s)
      return top.mix(bottom, t)
    }
    var nodes: [[HomogeneousVertex]] = []
    for j in 0...n { nodes.append((0...n).map { point($0, j) }) }
    var cellsList: [[HomogeneousVertex]] = []
    cellsList.reserveCapacity(n * n)
    for j in 0..<n {
      for i in 0..<n { cellsList.append([nodes[j][i], nodes[j][i + 1], nodes[j + 1][i + 1], nodes[j + 1][i]]) }
    }
    return cellsList
  }

  // MARK: - SDL's software renderer

  /// Triangles small enough for SDL 2's software renderer to texture: it works out texel positions in
  /// 32-bit integers as `texel × 8 × area` (`s2_x_area` in `SDL_triangle.c`), which overflows (and reads
  /// outside the texture) once a triangle's area in pixels times the texture's side passes 2²⁸. While any
  /// triangle is over half that, every triangle is cut in four at its edges' midpoints (rounded to whole
  /// pixels); texture coordinates are linear on screen inside a triangle, so the pieces draw the same
  /// pixels.
  ///
  /// Every triangle is cut as often as the largest needs, and an edge's midpoint does not depend on which
  /// way round the edge is walked, so two triangles that share an edge cut it at the same points. Cutting
  /// one and not its neighbour would leave a T-junction: the cut one's side bent at its rounded midpoint,
  /// the neighbour's straight, and the pixels between them drawn by neither.
  static func splitForSoftwareRenderer(_ triangles: [Triangle], textureSide: Int) -> [Triangle] {
    let limit = Double(1 << 28) / Double(max(textureSide, 1))  // twice the largest area, pixels²
    var result = triangles
    while result.contains(where: { $0.doubleArea > limit }) {
      result = result.flatMap { triangle in
        let ab = midpoint(triangle.a, triangle.b)
        let bc = midpoint(triangle.b, triangle.c)
        let ca = midpoint(triangle.c, triangle.a)
        return [
          Triangle(a: triangle.a, b: ab, c: ca), Triangle(a: ab, b: triangle.b, c: bc),
          Triangle(a: ca, b: bc, c: triangle.c), Triangle(a: ab, b: bc, c: ca),
        ]
      }
    }
    return result
  }

  /// The middle of the edge from `p` to `q` at the nearest whole pixel, the same either way round.
  static func midpoint(_ p: ScreenVertex, _ q: ScreenVertex) -> ScreenVertex {
    let (first, second) = (p.x, p.y, p.u, p.v) < (q.x, q.y, q.u, q.v) ? (p, q) : (q, p)
    return first.mix(second, 0.5).roundedPosition
  }
}

extension ScreenVertex {
  /// The vertex at the nearest whole pixel (texture coordinate kept).
  var roundedPosition: ScreenVertex { ScreenVertex(x: x.rounded(), y: y.rounded(), u: u, v: v) }
}
