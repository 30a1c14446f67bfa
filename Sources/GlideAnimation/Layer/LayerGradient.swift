/// A gradient a layer draws over its background colour, below its sublayers: Core Animation's
/// `CAGradientLayer`, held by any layer (``LayerState/gradient``, nil by default) as ``LayerPageCurl`` is.
///
/// ``colors``, ``locations``, ``startPoint`` and ``endPoint`` animate through the key paths of the same
/// names (`colors`, `locations`, `startPoint`, `endPoint`). Lists interpolate element by element when both
/// have as many elements; otherwise the value jumps from one list to the other at the midpoint of the
/// animation, as Core Animation does.
public struct LayerGradient: Hashable, Sendable {
  /// How the colours spread between ``startPoint`` and ``endPoint`` (`CAGradientLayerType`).
  public enum GradientType: String, Hashable, Sendable, CaseIterable {
    /// Along the line from the start point to the end point; constant across it (`.axial`).
    case axial
    /// Out from the start point to the edge of an ellipse centred there whose two radii are the end
    /// point's x and y distances from it (`.radial`: the end point is a corner of the ellipse's bounding box).
    case radial
  }

  public var type: GradientType
  /// The colours at each stop, in order (Core Animation's default: none, which draws nothing). Animatable:
  /// colour by colour when both lists have as many colours, else the list jumps at the midpoint.
  public var colors: [Color]
  /// Where each colour sits along the gradient, 0…1, one per colour and increasing; nil spreads the colours
  /// evenly (Core Animation's default). Animatable: number by number when both lists have as many, else the
  /// list jumps at the midpoint.
  public var locations: [Double]?
  /// Where the gradient starts, in unit coordinates of the bounds (0, 0 the top left and 1, 1 the bottom
  /// right corner); Core Animation's default (0.5, 0): the middle of the top edge.
  public var startPoint: Point
  /// Where the gradient ends, in unit coordinates of the bounds; Core Animation's default (0.5, 1): the
  /// middle of the bottom edge.
  public var endPoint: Point

  public init(
    type: GradientType = .axial, colors: [Color] = [], locations: [Double]? = nil,
    startPoint: Point = LayerGradient.defaultStartPoint, endPoint: Point = LayerGradient.defaultEndPoint
  ) {
    (self.type, self.colors, self.locations) = (type, colors, locations)
    (self.startPoint, self.endPoint) = (startPoint, endPoint)
  }

  /// Core Animation's default start point, (0.5, 0).
  public static let defaultStartPoint = Point(x: 0.5, y: 0)
  /// Core Animation's default end point, (0.5, 1).
  public static let defaultEndPoint = Point(x: 0.5, y: 1)

  /// ``locations``, or the colours spread evenly (0 for a single colour) when there are none.
  public var resolvedLocations: [Double] {
    if let locations { return locations }
    guard colors.count > 1 else { return colors.map { _ in 0 } }
    return colors.indices.map { Double($0) / Double(colors.count - 1) }
  }

  /// ``startPoint`` in the coordinates of `bounds`, points.
  public func start(in bounds: Rect) -> Point { Self.point(startPoint, in: bounds) }

  /// ``endPoint`` in the coordinates of `bounds`, points.
  public func end(in bounds: Rect) -> Point { Self.point(endPoint, in: bounds) }

  private static func point(_ unit: Point, in bounds: Rect) -> Point {
    Point(x: bounds.minX + unit.x * bounds.width, y: bounds.minY + unit.y * bounds.height)
  }
}
