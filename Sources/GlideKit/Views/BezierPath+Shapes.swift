public import GlideAnimation

extension BezierPath {
  /// `UIBezierPath(roundedRect:cornerRadius:)`: a rectangle with circular corners of `radius` points (at
  /// most half the shorter side), clockwise from the top edge.
  public static func roundedRect(_ rect: Rect, cornerRadius radius: Double) -> BezierPath {
    let r = max(0, min(radius, rect.width / 2, rect.height / 2))
    var path = BezierPath()
    path.move(to: Point(x: rect.minX + r, y: rect.minY))
    path.addArc(
      withCenter: Point(x: rect.maxX - r, y: rect.minY + r), radius: r, startAngle: -.pi / 2, endAngle: 0,
      clockwise: true)
    path.addArc(
      withCenter: Point(x: rect.maxX - r, y: rect.maxY - r), radius: r, startAngle: 0, endAngle: .pi / 2,
      clockwise: true)
    path.addArc(
      withCenter: Point(x: rect.minX + r, y: rect.maxY - r), radius: r, startAngle: .pi / 2, endAngle: .pi,
      clockwise: true)
    path.addArc(
      withCenter: Point(x: rect.minX + r, y: rect.minY + r), radius: r, startAngle: .pi, endAngle: 1.5 * .pi,
      clockwise: true)
    path.close()
    return path
  }

  /// `UIBezierPath(ovalIn:)` for a circle: the circle of `radius` points about `center`.
  public static func circle(center: Point, radius: Double) -> BezierPath {
    var path = BezierPath()
    path.addArc(withCenter: center, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
    path.close()
    return path
  }

  /// A closed polygon through `points`.
  public static func polygon(_ points: [Point]) -> BezierPath {
    var path = BezierPath()
    guard let first = points.first else { return path }
    path.move(to: first)
    for point in points.dropFirst() { path.addLine(to: point) }
    path.close()
    return path
  }

  /// This path's subpaths followed by `other`'s.
  public func appending(_ other: BezierPath) -> BezierPath {
    var path = self
    for element in other.elements { path.append(element) }
    return path
  }
}
