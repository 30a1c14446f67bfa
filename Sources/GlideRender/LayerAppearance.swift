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

  init(_ state: LayerState) {
    backgroundColor = state.backgroundColor
    cornerRadius = state.cornerRadius
    borderWidth = state.borderWidth
    borderColor = state.borderColor
    masksToBounds = state.masksToBounds
    isDoubleSided = state.isDoubleSided
    text = state.text
  }
}
