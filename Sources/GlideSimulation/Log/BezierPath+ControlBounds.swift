import GlideAnimation

extension BezierPath {
  /// The box of the path's points, control points included (a curve's own box may be smaller), points;
  /// nil for the empty path.
  var controlBounds: Rect? {
    let points = points
    guard let first = points.first else { return nil }
    var (x0, y0, x1, y1) = (first.x, first.y, first.x, first.y)
    for p in points.dropFirst() { (x0, y0, x1, y1) = (min(x0, p.x), min(y0, p.y), max(x1, p.x), max(y1, p.y)) }
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }
}
