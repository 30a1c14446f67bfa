/// A shape a layer draws over its background colour, below its sublayers: Core Animation's
/// `CAShapeLayer`, held by any layer (``LayerState/shape``, nil by default) as ``LayerPageCurl`` is. The
/// path is filled with ``fillColor`` by ``fillRule``, then stroked with ``strokeColor`` from ``strokeStart``
/// to ``strokeEnd`` of its length.
///
/// These animate through the key paths of Core Animation's names: `path` (point by point when both paths
/// have the same sequence of element kinds, else the path jumps at the animation's midpoint, as Core
/// Animation does), `fillColor`, `strokeColor`, `lineWidth`, `lineDashPhase`, `strokeStart`, `strokeEnd`
/// and `miterLimit`. The rest change at once.
public struct LayerShape: Hashable, Sendable {
  /// How the ends of open subpaths and dashes are drawn (`CAShapeLayerLineCap`).
  public enum LineCap: String, Hashable, Sendable, CaseIterable {
    /// Square, at the end point (the default).
    case butt
    /// A half circle of diameter ``LayerShape/lineWidth`` beyond the end point.
    case round
    /// A half square beyond the end point.
    case square
  }

  /// How corners between segments are drawn (`CAShapeLayerLineJoin`).
  public enum LineJoin: String, Hashable, Sendable, CaseIterable {
    /// A sharp corner, bevelled when longer than ``LayerShape/miterLimit`` (the default).
    case miter
    case round
    case bevel
  }

  /// Which points are inside the path for filling (`CAShapeLayerFillRule`).
  public enum FillRule: String, Hashable, Sendable, CaseIterable {
    /// Inside where the path winds around a non-zero number of times (the default).
    case nonZero
    /// Inside where a ray crosses the path an odd number of times.
    case evenOdd
  }

  /// The outline, in the layer's coordinates (points), or nil for nothing drawn.
  public var path: BezierPath?
  /// The fill's colour (Core Animation's default: opaque black; ``Color/clear`` for no fill).
  public var fillColor: Color
  /// The stroke's colour (Core Animation's default: none, here ``Color/clear``).
  public var strokeColor: Color
  /// The stroke's width, points (Core Animation's default 1).
  public var lineWidth: Double
  public var lineCap: LineCap
  public var lineJoin: LineJoin
  /// The longest a mitred corner may reach, in multiples of ``lineWidth``, before it is bevelled (Core
  /// Animation's default 10).
  public var miterLimit: Double
  /// The lengths of the dashes and gaps in turn, points, or nil for a solid stroke (the default).
  public var lineDashPattern: [Double]?
  /// How far into ``lineDashPattern`` the stroke starts, points (default 0).
  public var lineDashPhase: Double
  /// Where the stroke starts, as a fraction 0…1 of the path's length (default 0).
  public var strokeStart: Double
  /// Where the stroke ends, as a fraction 0…1 of the path's length (default 1).
  public var strokeEnd: Double
  public var fillRule: FillRule

  public init(
    path: BezierPath? = nil, fillColor: Color = .black, strokeColor: Color = .clear, lineWidth: Double = 1,
    lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: Double = 10,
    lineDashPattern: [Double]? = nil, lineDashPhase: Double = 0, strokeStart: Double = 0, strokeEnd: Double = 1,
    fillRule: FillRule = .nonZero
  ) {
    (self.path, self.fillColor, self.strokeColor, self.lineWidth) = (path, fillColor, strokeColor, lineWidth)
    (self.lineCap, self.lineJoin, self.miterLimit) = (lineCap, lineJoin, miterLimit)
    (self.lineDashPattern, self.lineDashPhase) = (lineDashPattern, lineDashPhase)
    (self.strokeStart, self.strokeEnd, self.fillRule) = (strokeStart, strokeEnd, fillRule)
  }

  /// Core Animation's defaults, read through the key paths of a layer without a shape.
  public static let defaults = LayerShape()
}
