/// The animatable parts of the layer's ``Layer/shape`` (`CAShapeLayer`'s properties). A layer without a
/// shape reads Core Animation's defaults, and setting them changes nothing.
extension Layer {
  /// The shape's outline (see ``LayerShape/path``): point by point when both paths have the same sequence
  /// of element kinds, else the path jumps at the animation's midpoint.
  public var path: BezierPath? {
    get { model.shape?.path }
    set { setValue(.path(newValue ?? BezierPath()), forKeyPath: .path) }
  }
  /// The fill's colour (see ``LayerShape/fillColor``).
  public var fillColor: Color {
    get { (model.shape ?? .defaults).fillColor }
    set { setValue(.color(newValue), forKeyPath: .fillColor) }
  }
  /// The stroke's colour (see ``LayerShape/strokeColor``).
  public var strokeColor: Color {
    get { (model.shape ?? .defaults).strokeColor }
    set { setValue(.color(newValue), forKeyPath: .strokeColor) }
  }
  /// The stroke's width, points (see ``LayerShape/lineWidth``).
  public var lineWidth: Double {
    get { (model.shape ?? .defaults).lineWidth }
    set { setValue(.scalar(newValue), forKeyPath: .lineWidth) }
  }
  /// The dash pattern's phase, points (see ``LayerShape/lineDashPhase``).
  public var lineDashPhase: Double {
    get { (model.shape ?? .defaults).lineDashPhase }
    set { setValue(.scalar(newValue), forKeyPath: .lineDashPhase) }
  }
  /// Where the stroke starts, fraction 0…1 of the path's length (see ``LayerShape/strokeStart``).
  public var strokeStart: Double {
    get { (model.shape ?? .defaults).strokeStart }
    set { setValue(.scalar(newValue), forKeyPath: .strokeStart) }
  }
  /// Where the stroke ends, fraction 0…1 of the path's length (see ``LayerShape/strokeEnd``).
  public var strokeEnd: Double {
    get { (model.shape ?? .defaults).strokeEnd }
    set { setValue(.scalar(newValue), forKeyPath: .strokeEnd) }
  }
  /// The miter limit, multiples of the line width (see ``LayerShape/miterLimit``).
  public var miterLimit: Double {
    get { (model.shape ?? .defaults).miterLimit }
    set { setValue(.scalar(newValue), forKeyPath: .miterLimit) }
  }
}
