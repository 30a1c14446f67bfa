extension Mesh {
  /// Whether SDL 2's software renderer would lose or mistake part of `triangles` drawn in one call (in one
  /// colour, with a texture of `textureSize` pixels or none) by reading two of them as a rectangle.
  ///
  /// Given no index list, `SDL_RenderGeometry` on the software renderer (`SDL_SW_RenderGeometryRaw` in
  /// SDL 2.26's `SDL_render.c`) walks the triangles in order, takes a vertex equal to one of the previous
  /// triangle's (position, and texture coordinate when textured) as that vertex, and when two consecutive
  /// triangles share two vertices and its corner tests pass, draws the rectangle from the current
  /// triangle's top-left vertex to its bottom-right one (a copy of the texture, or a fill) in place of
  /// both. For an upright rectangle's two halves that is the same picture, drawn faster. But its tests
  /// look at the corners it picked, not at what the pair covers: a triangle cut in four at its edges'
  /// midpoints, drawn corner, corner, corner, middle, has its last corner and the middle read as the
  /// rectangle over the middle and the second corner, and the last corner is never drawn. It also fills a
  /// textured rectangle less than a texel wide with the plain colour.
  ///
  /// This follows that walk and answers whether any rectangle it would draw is not exactly the pair's
  /// two halves (with texture coordinates that map the rectangle straight). The canvas then draws the
  /// triangles with an index list that gives each its own vertices, so none pair up; triangles it reads
  /// right keep the faster rectangles and their exact pixels.
  static func softwareRendererMisreads(_ triangles: [Triangle], textureSize: (width: Int, height: Int)?) -> Bool {
    // The vertices as SDL gets them: single-precision floats.
    let points = triangles.flatMap(\.vertices).map {
      Corner(x: Float($0.x), y: Float($0.y), u: Float($0.u), v: Float($0.v))
    }
    let textured = textureSize != nil
    func same(_ i: Int, _ k: Int) -> Bool {
      let (p, q) = (points[i], points[k])
      return p.x == q.x && p.y == q.y && (!textured || (p.u == q.u && p.v == q.v))
    }
    var previous: [Int]? = nil
    for start in stride(from: 0, to: points.count - 2, by: 3) {
      let current = (start..<(start + 3)).map { k in previous?.first { same($0, k) } ?? k }
      guard let last = previous else {
        previous = current
        continue
      }
      if last.filter({ current.contains($0) }).count == 2, let rectangle = rectangle(current, last, points) {
        guard isExact(rectangle, current, last, points, textureSize: textureSize) else { return true }
        previous = nil
      } else {
        previous = current
      }
    }
    return false
  }

  /// A vertex as SDL's software renderer compares them.
  private struct Corner {
    var x: Float
    var y: Float
    var u: Float
    var v: Float
  }

  /// The corners SDL picks for the rectangle of a pair sharing two vertices, when its tests pass: the top
  /// left one of the current triangle (A), its bottom-right one (B), its third (C) and the previous
  /// triangle's first vertex that is neither (C2).
  private static func rectangle(
    _ current: [Int], _ last: [Int], _ points: [Corner]
  ) -> (a: Int, b: Int, c: Int, c2: Int)? {
    let (k0, k1, k2) = (current[0], current[1], current[2])
    let (p0, p1, p2) = (points[k0], points[k1], points[k2])
    let a: Int
    if p0.x <= p1.x && p0.y <= p1.y {
      a = p0.x <= p2.x && p0.y <= p2.y ? k0 : k2
    } else {
      a = p1.x <= p2.x && p1.y <= p2.y ? k1 : k2
    }
    let b: Int
    if p0.x >= p1.x && p0.y >= p1.y {
      b = p0.x >= p2.x && p0.y >= p2.y ? k0 : k2
    } else {
      b = p1.x >= p2.x && p1.y >= p2.y ? k1 : k2
    }
    let c = current.first { $0 != a && $0 != b } ?? k2
    let c2 = last.first { $0 != a && $0 != b } ?? last[2]
    let (pa, pb) = (points[a], points[b])
    func corner(_ k: Int) -> Bool {
      let p = points[k]
      return (pa.x == p.x && pb.y == p.y) || (pa.y == p.y && pb.x == p.x)
    }
    return corner(c) && corner(c2) ? (a, b, c, c2) : nil
  }

  /// Whether the rectangle SDL draws for the pair is exactly the two triangles: A and B opposite corners
  /// of an upright rectangle of some area, C and C2 its other two, and the texture (when there is one)
  /// mapped straight across it and at least a texel wide and high, as SDL copies it.
  private static func isExact(
    _ r: (a: Int, b: Int, c: Int, c2: Int), _ current: [Int], _ last: [Int], _ points: [Corner],
    textureSize: (width: Int, height: Int)?
  ) -> Bool {
    let (pa, pb, pc, pd) = (points[r.a], points[r.b], points[r.c], points[r.c2])
    guard pa.x < pb.x, pa.y < pb.y else { return false }
    guard Set(current) == [r.a, r.b, r.c], Set(last) == [r.a, r.b, r.c2] else { return false }
    guard pc.x != pd.x, pc.y != pd.y else { return false }
    guard let size = textureSize else { return true }
    for p in [pc, pd] {
      let u = p.x == pa.x ? pa.u : pb.u
      let v = p.y == pa.y ? pa.v : pb.v
      guard p.u == u, p.v == v else { return false }
    }
    let (width, height) = (Float(size.width), Float(size.height))
    let (sx, sy) = (Int(pa.u * width), Int(pa.v * height))
    return Int(pb.u * width - Float(sx)) != 0 && Int(pb.v * height - Float(sy)) != 0
  }
}
