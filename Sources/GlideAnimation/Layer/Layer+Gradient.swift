/// The animatable parts of the layer's ``Layer/gradient`` (`CAGradientLayer`'s properties). A layer
/// without a gradient reads Core Animation's defaults, and setting them changes nothing.
extension Layer {
  /// The gradient's colours (see ``LayerGradient/colors``): colour by colour when the lists have as many
  /// colours, else the list jumps at the animation's midpoint.
  public var colors: [Color] {
    get { model.gradient?.colors ?? [] }
    set { setValue(.colors(newValue), forKeyPath: .colors) }
  }
  /// The gradient's stops, 0…1, or nil for even spacing (see ``LayerGradient/locations``; the empty list
  /// sets nil): number by number when the lists have as many, else the list jumps at the animation's
  /// midpoint.
  public var locations: [Double]? {
    get { model.gradient?.locations }
    set { setValue(.scalars(newValue ?? []), forKeyPath: .locations) }
  }
  /// The gradient's start, unit coordinates of the bounds (see ``LayerGradient/startPoint``).
  public var startPoint: Point {
    get { model.gradient?.startPoint ?? LayerGradient.defaultStartPoint }
    set { setValue(.point(newValue), forKeyPath: .startPoint) }
  }
  /// The gradient's end, unit coordinates of the bounds (see ``LayerGradient/endPoint``).
  public var endPoint: Point {
    get { model.gradient?.endPoint ?? LayerGradient.defaultEndPoint }
    set { setValue(.point(newValue), forKeyPath: .endPoint) }
  }
}
