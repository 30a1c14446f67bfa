extension PageCurl {
  /// A polygon of the turned part of a page, in the layer's space after the curl (points, z toward the
  /// viewer): a strip round the cylinder or the part laid back over the top.
  public struct Piece: Hashable, Sendable {
    /// The polygon's corners, deformed (``deform(x:y:)`` of the corners of the page's strip).
    public var points: [Deformed]
    /// The same corners where they lie on the flat page, before the curl: where the page's content at
    /// each corner comes from.
    public var source: [Point]
    /// How far the strip has turned at its middle, radians (π for the part laid over the top).
    public var angle: Double
    /// Whether the viewer sees the page's back on it.
    public var showsBack: Bool
    /// Its corners' mean height, points: pieces are painted from the lowest up.
    public var height: Double
  }

  /// The page of `bounds` under this curl as polygons, for renderers that fill shapes rather than warp
  /// pictures (the report's SVG and ``shaded(_:angle:showsBack:)``'s solid fills of the turned part):
  /// - `flat`: the part the contact line has not reached, where the page lies as it was (in the plane,
  ///   z = 0); a renderer draws the page's content clipped to it;
  /// - `pieces`: the part it has passed, cut into `strips` strips round the cylinder (each turning by
  ///   π/`strips`) and the part laid back over the top, in painting order (lowest first; the top of the
  ///   roll and the laid-back part, which hide the roll's underside, last).
  ///
  /// A strip is drawn as the polygon through its deformed corners, so the roll is a polygon of `strips`
  /// sides seen end on: 16 keeps it within r·(1 − cos(π/32)) = 0.005·r of the circle.
  public func outline(of bounds: Rect, strips: Int = 16) -> (flat: [Point], pieces: [Piece]) {
    let sheet = [
      Point(x: bounds.minX, y: bounds.minY), Point(x: bounds.maxX, y: bounds.minY),
      Point(x: bounds.maxX, y: bounds.maxY), Point(x: bounds.minX, y: bounds.maxY),
    ]
    let behind = { (p: Point) in distanceBehindLine(x: p.x, y: p.y) }
    let flat = Self.clip(sheet) { -behind($0) }
    let count = max(strips, 1)
    let halfTurn = Double.pi * radius
    var pieces: [(piece: Piece, index: Int)] = []
    for index in 0...count {
      let from = halfTurn * Double(index) / Double(count)
      let to: Double? = index < count ? halfTurn * Double(index + 1) / Double(count) : nil
      var region = Self.clip(sheet) { behind($0) - from }
      if let to { region = Self.clip(region) { to - behind($0) } }
      guard region.count >= 3 else { continue }
      let points = region.map { deform(x: $0.x, y: $0.y) }
      let angle = to.map { (from + $0) / 2 / radius } ?? Double.pi
      let height = points.reduce(0) { $0 + $1.z } / Double(points.count)
      pieces.append(
        (Piece(points: points, source: region, angle: angle, showsBack: angle > Double.pi / 2, height: height), index))
    }
    let ordered = pieces.sorted { ($0.piece.height, $0.index) < ($1.piece.height, $1.index) }.map(\.piece)
    return (flat, ordered)
  }

  /// `polygon` cut to where `keep` is 0 or more (Sutherland–Hodgman against one line; `keep` is linear).
  public static func clip(_ polygon: [Point], keep: (Point) -> Double) -> [Point] {
    guard !polygon.isEmpty else { return [] }
    var out: [Point] = []
    for (i, p) in polygon.enumerated() {
      let q = polygon[(i + 1) % polygon.count]
      let (kp, kq) = (keep(p), keep(q))
      if kp >= 0 { out.append(p) }
      if (kp >= 0) != (kq >= 0) {
        let f = kp / (kp - kq)
        out.append(Point(x: p.x + (q.x - p.x) * f, y: p.y + (q.y - p.y) * f))
      }
    }
    return out
  }
}
