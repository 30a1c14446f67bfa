/// Paths interpolate as Core Animation interpolates a shape layer's `path`: point by point (end points and
/// control points) when both have the same sequence of element kinds (move, line, quadratic, cubic, close);
/// otherwise they do not blend, and the value jumps from the first path to the second at the midpoint
/// (fraction 0.5).
///
/// Adding, subtracting and distance go point by point between paths of the same elements; the empty path
/// adds nothing, and a path of other elements is left as it is (distance 0).
extension BezierPath: Interpolatable {
  public func interpolated(to other: BezierPath, fraction: Double) -> BezierPath {
    guard hasSameElementKinds(as: other) else { return fraction < 0.5 ? self : other }
    return replacingPoints(zip(points, other.points).map { $0.interpolated(to: $1, fraction: fraction) })
  }

  public func distance(to other: BezierPath) -> Double {
    guard hasSameElementKinds(as: other) else { return 0 }
    return zip(points, other.points).reduce(0) { sum, pair in
      let d = pair.0.distance(to: pair.1)
      return sum + d * d
    }.squareRoot()
  }

  public func adding(_ other: BezierPath) -> BezierPath {
    if isEmpty { return other }
    guard hasSameElementKinds(as: other) else { return self }
    return replacingPoints(zip(points, other.points).map { $0.adding($1) })
  }

  public func subtracting(_ other: BezierPath) -> BezierPath {
    guard hasSameElementKinds(as: other) else { return self }
    return replacingPoints(zip(points, other.points).map { $0.subtracting($1) })
  }

  public static var additiveIdentity: BezierPath { BezierPath() }

  /// Whether the two paths have the same elements but for their points: the paths that interpolate.
  public func hasSameElementKinds(as other: BezierPath) -> Bool {
    elements.count == other.elements.count
      && zip(elements, other.elements).allSatisfy { $0.kind == $1.kind }
  }

  /// Every point of the path in order: each element's control points, then its end point.
  public var points: [Point] {
    elements.flatMap { element -> [Point] in
      switch element {
      case .move(let p), .line(let p): [p]
      case .quadCurve(let p, let c): [c, p]
      case .curve(let p, let c1, let c2): [c1, c2, p]
      case .close: []
      }
    }
  }

  /// The path with the same elements and `points` in place of ``points`` (as many of them).
  func replacingPoints(_ points: [Point]) -> BezierPath {
    var path = BezierPath()
    var i = 0
    for element in elements {
      switch element {
      case .move: path.move(to: points[i])
      case .line: path.addLine(to: points[i])
      case .quadCurve: path.addQuadCurve(to: points[i + 1], controlPoint: points[i])
      case .curve: path.addCurve(to: points[i + 2], controlPoint1: points[i], controlPoint2: points[i + 1])
      case .close: path.close()
      }
      i += element.kind.pointCount
    }
    return path
  }
}

extension BezierPath.Element {
  /// The element without its points.
  fileprivate enum Kind: Equatable {
    case move, line, quadCurve, curve, close

    /// How many points an element of this kind holds.
    var pointCount: Int {
      switch self {
      case .move, .line: 1
      case .quadCurve: 2
      case .curve: 3
      case .close: 0
      }
    }
  }

  fileprivate var kind: Kind {
    switch self {
    case .move: .move
    case .line: .line
    case .quadCurve: .quadCurve
    case .curve: .curve
    case .close: .close
    }
  }
}
