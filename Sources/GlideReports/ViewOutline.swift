import Foundation
import GlideAnimation
import GlideLab
import GlideSimulation

/// What the report's 2-D drawings (the filmstrip's SVG and the scrubber's script) draw for a view turned
/// in depth or curled. SVG has only 2-D matrices, so:
/// - a view whose map to the window divides by w (``ViewNode/isProjected``) is drawn as its projected quad,
///   a polygon, which is exact (a projective map keeps straight edges straight); its label goes through
///   ``labelTransform(_:)``, the map's closest affine approximation at the bounds' centre;
/// - a view turned away with `isDoubleSided` false is not drawn (``ViewNode/isCulled``);
/// - a curled page (``ViewNode/pageCurl``) is a ``CurlOutline``.
enum ViewOutline {
  /// `node`'s bounds' corners (top-left, top-right, bottom-right, bottom-left) in the window, after the
  /// perspective divide; nil when one lies at or behind the eye (the view is then left out).
  static func quad(_ node: ViewNode) -> [Point]? {
    let b = node.bounds
    let corners = [(b.minX, b.minY), (b.maxX, b.minY), (b.maxX, b.maxY), (b.minX, b.maxY)]
    let projected = corners.compactMap { node.toWindow3D.project(x: $0.0, y: $0.1) }
    return projected.count == 4 ? projected.map { Point(x: $0.x, y: $0.y) } : nil
  }

  /// The affine map equal to `node`'s projection at its bounds' centre, with the same first derivatives
  /// there: the label drawn through it sits on the turned view, foreshortened as the view is at its
  /// centre. The identity when the centre is at or behind the eye.
  static func labelTransform(_ node: ViewNode) -> Transform2D {
    let t = node.toWindow3D
    let (cx, cy) = (node.bounds.midX, node.bounds.midY)
    let h = t.homogeneous(x: cx, y: cy)
    guard h.w > 0 else { return .identity }
    let (x, y) = (h.x / h.w, h.y / h.w)
    // d(X/W)/dx = (∂X/∂x − x·∂W/∂x) / W, with ∂X/∂x = m11, ∂Y/∂x = m12, ∂W/∂x = m14 (row vectors).
    let a = (t.m11 - x * t.m14) / h.w
    let b = (t.m12 - y * t.m14) / h.w
    let c = (t.m21 - x * t.m24) / h.w
    let d = (t.m22 - y * t.m24) / h.w
    return Transform2D(a: a, b: b, c: c, d: d, tx: x - a * cx - c * cy, ty: y - b * cx - d * cy)
  }
}

/// A curled page as a 2-D drawing shows it: `PageCurl.outline(of:strips:)` through the page's map to
/// the window. The page and its subviews are drawn clipped to ``flat`` (so what lies under the page shows
/// everywhere else), then ``pieces``, the turned part, each in one colour: the page's colour where its
/// front shows (the turned part's content is not drawn), its back's paler colour where the back shows,
/// shaded by how far it has turned (`PageCurl.shaded(_:angle:showsBack:)`).
struct CurlOutline: Hashable {
  /// A polygon of the window, points.
  typealias Polygon = [Point]

  struct Piece: Hashable {
    var points: Polygon
    var color: Color
  }

  var flat: Polygon
  var pieces: [Piece]

  /// The outline of `page` (which has a ``ViewNode/pageCurl``) whose sheet has the colour `paper`; nil
  /// without a curl.
  init?(page: ViewNode, paper: Color) {
    guard let curl = page.pageCurl else { return nil }
    let map = page.toWindow3D
    let outline = curl.outline(of: page.bounds)
    flat = outline.flat.compactMap { map.project(x: $0.x, y: $0.y).map { Point(x: $0.x, y: $0.y) } }
    pieces = outline.pieces.compactMap { piece in
      let points = piece.points.compactMap { map.project(x: $0.x, y: $0.y, z: $0.z).map { Point(x: $0.x, y: $0.y) } }
      guard points.count == piece.points.count else { return nil }
      return Piece(points: points, color: PageCurl.shaded(paper, angle: piece.angle, showsBack: piece.showsBack))
    }
  }

  /// The colour of the sheet of `page` (index `index` in `nodes`): its own background when it has one,
  /// else the first drawn subview's (a snapshot's container is clear, its first subview the page).
  static func paper(of index: Int, in nodes: [ViewNode]) -> Color {
    let page = nodes[index]
    if page.backgroundColor.alpha > 0.001 { return page.backgroundColor }
    for node in nodes[(index + 1)...].prefix(while: { $0.depth > page.depth }) where node.isDrawn {
      return node.backgroundColor
    }
    return .white
  }
}
