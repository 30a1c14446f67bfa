/// A path of straight lines and Bézier curves: `UIBezierPath` / `CGPath` as a value. Layers move along
/// one with a keyframe animation's ``KeyframeAnimation/path``; renderers can draw it.
///
/// Coordinates are points, y down. Build it like a `UIBezierPath`:
///
///     var path = BezierPath()
///     path.move(to: Point(x: 0, y: 0))
///     path.addLine(to: Point(x: 100, y: 0))
///     path.addCurve(
///       to: Point(x: 100, y: 100), controlPoint1: Point(x: 155, y: 0), controlPoint2: Point(x: 155, y: 100))
///     path.close()
///
/// Every drawing element becomes one ``Segment`` (a cubic; lines and quadratic curves are raised to
/// cubics exactly). A `move` starts a new subpath and draws nothing; `close` draws a line back to the
/// subpath's start unless the path is already there.
public struct BezierPath: Hashable, Sendable {
  /// One instruction of the path, as `CGPathElement` has them.
  public enum Element: Hashable, Sendable {
    case move(to: Point)
    case line(to: Point)
    case quadCurve(to: Point, control: Point)
    case curve(to: Point, control1: Point, control2: Point)
    /// A line back to the start of the current subpath.
    case close
  }

  /// The instructions, in order.
  public private(set) var elements: [Element]

  /// An empty path.
  public init() { elements = [] }

  /// A path from instructions; every drawing instruction must come after a `move`.
  public init(elements: [Element]) {
    self.init()
    for element in elements { append(element) }
  }

  /// Where the next drawing element starts, or nil before the first `move`.
  public private(set) var currentPoint: Point?
  /// The start of the current subpath (where `close` returns).
  private var subpathStart: Point?

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  // MARK: - Building

  /// Starts a new subpath at `point`.
  public mutating func move(to point: Point) { append(.move(to: point)) }

  /// A straight line from the current point to `point`.
  public mutating func addLine(to point: Point) { append(.line(to: point)) }

  /// A quadratic Bézier from the current point to `point`, pulled toward `controlPoint`.
  public mutating func addQuadCurve(to point: Point, controlPoint: Point) {
    append(.quadCurve(to: point, control: controlPoint))
  }

  /// A cubic Bézier from the current point to `point` with the two control points.
  public mutating func addCurve(to point: Point, controlPoint1: Point, controlPoint2: Point) {
    append(.curve(to: point, control1: controlPoint1, control2: controlPoint2))
  }

  /// Closes the current subpath with a line back to its start.
  public mutating func close() { append(.close) }

  /// Appends one instruction. A drawing instruction needs a current point (a `move` first), as
  /// `UIBezierPath` does.
  public mutating func append(_ element: Element) {
    switch element {
    case .move(let point):
      (currentPoint, subpathStart) = (point, point)
    case .line(let point), .quadCurve(let point, _), .curve(let point, _, _):
      precondition(currentPoint != nil, "BezierPath: \(element) has no current point; call move(to:) first")
      currentPoint = point
    case .close:
      precondition(currentPoint != nil, "BezierPath: close() has no subpath to close; call move(to:) first")
      currentPoint = subpathStart
    }
    elements.append(element)
  }

  // MARK: - Geometry

  /// The drawn pieces in order, one per `line`, `quadCurve` and `curve`, plus one per `close` that is
  /// not already at its subpath's start. Consecutive segments need not touch (a `move` between them).
  public var segments: [Segment] {
    var result: [Segment] = []
    var current = Point.zero
    var start = Point.zero
    for element in elements {
      switch element {
      case .move(let point):
        (current, start) = (point, point)
        continue
      case .line(let point): result.append(.line(from: current, to: point))
      case .quadCurve(let point, let control):
        result.append(.quadCurve(from: current, control: control, to: point))
      case .curve(let point, let c1, let c2):
        result.append(Segment(start: current, control1: c1, control2: c2, end: point))
      case .close:
        if current != start { result.append(.line(from: current, to: start)) }
        current = start
        continue
      }
      current = result[result.count - 1].end
    }
    return result
  }

  /// The points a keyframe animation along the path passes at its key times: the first segment's start,
  /// then every segment's end.
  public var vertices: [Point] {
    let pieces = segments
    guard let first = pieces.first else { return currentPoint.map { [$0] } ?? [] }
    return [first.start] + pieces.map(\.end)
  }

  /// The drawn length in points (jumps between subpaths do not count).
  public var length: Double { segments.reduce(0) { $0 + $1.length } }

  /// The point `fraction` (0…1, clamped) of the drawn length along the path; nil when nothing is drawn.
  public func point(atFractionOfLength fraction: Double) -> Point? {
    location(atFractionOfLength: fraction).map { $0.segment.point(at: $0.parameter) }
  }

  /// The direction of travel (radians from +x, clockwise on a y-down screen) `fraction` of the drawn
  /// length along the path; nil when nothing is drawn.
  public func tangentAngle(atFractionOfLength fraction: Double) -> Double? {
    location(atFractionOfLength: fraction).flatMap { $0.segment.tangentAngle(at: $0.parameter) }
  }

  /// The segment and its curve parameter `fraction` of the drawn length along the path.
  func location(atFractionOfLength fraction: Double) -> (segment: Segment, parameter: Double)? {
    let pieces = segments
    guard let last = pieces.last else { return nil }
    let lengths = pieces.map(\.length)
    var remaining = min(max(fraction, 0), 1) * lengths.reduce(0, +)
    for (segment, length) in zip(pieces, lengths) where length > 0 {
      if remaining <= length { return (segment, segment.parameter(atLength: remaining)) }
      remaining -= length
    }
    return (last, 1)
  }
}
