import GlideAnimation

/// What the renderer draws of one layer besides its geometry, read from its state in this one place.
struct LayerAppearance {
  var backgroundColor: Color
  /// Points; 0 for square corners.
  var cornerRadius: Double
  /// Points, drawn inside the bounds' edge, over the sublayers (as Core Animation draws it).
  var borderWidth: Double
  var borderColor: Color
  /// Whether the text and the sublayers are clipped to the (rounded) bounds.
  var masksToBounds: Bool
  /// Whether the layer is drawn when it faces away from the viewer.
  var isDoubleSided: Bool
  var text: LayerText?
  /// The layer's shadow, nil when it draws none (opacity 0 or a clear colour).
  var shadow: Shadow?
  /// A blur material behind the layer's content, a gradient over its background, its image (where its
  /// gravity puts it, and the part of it drawn), and a shape layer's path.
  var material: LayerMaterial?
  var gradient: LayerGradient?
  var contents: (image: LayerContents, frame: Rect, source: Rect)?
  var shape: LayerShape?

  /// Core Animation's shadow of the layer's shape: `shadowColor` at `shadowOpacity`, moved by
  /// `shadowOffset` and blurred by `shadowRadius`, all points of the layer's plane.
  struct Shadow {
    var color: Color
    var opacity: Double
    var offset: Size
    var radius: Double
    /// The shape casting it, when not the layer's own (`shadowPath`).
    var path: BezierPath?
  }

  init(_ state: LayerState) {
    backgroundColor = state.backgroundColor
    cornerRadius = state.cornerRadius
    borderWidth = state.borderWidth
    borderColor = state.borderColor
    masksToBounds = state.masksToBounds
    isDoubleSided = state.isDoubleSided
    text = state.text
    (material, gradient, shape) = (state.material, state.gradient, state.shape)
    if let image = state.contents, let frame = state.contentsFrame, image.width > 0, image.height > 0 {
      contents = (image, frame, state.contentsRect)
    }
    let opacity = min(max(state.shadowOpacity, 0), 1)
    if opacity > 0, state.shadowColor.alpha > 0, state.shadowRadius.isFinite, state.shadowOffset.width.isFinite,
      state.shadowOffset.height.isFinite
    {
      shadow = Shadow(
        color: state.shadowColor, opacity: opacity, offset: state.shadowOffset, radius: state.shadowRadius,
        path: state.shadowPath.flatMap { $0.isEmpty ? nil : $0 })
    }
  }
}
