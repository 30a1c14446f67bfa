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
  var contents: (image: LayerContents, frame: Rect, source: Rect, alpha: Double)?
  /// The image the contents fade from, drawn under them (nil when they show alone).
  var fadingContents: (image: LayerContents, frame: Rect, source: Rect, alpha: Double)?
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
    readContents(state)
    let opacity = min(max(state.shadowOpacity, 0), 1)
    if opacity > 0, state.shadowColor.alpha > 0, state.shadowRadius.isFinite, state.shadowOffset.width.isFinite,
      state.shadowOffset.height.isFinite
    {
      shadow = Shadow(
        color: state.shadowColor, opacity: opacity, offset: state.shadowOffset, radius: state.shadowRadius,
        path: state.shadowPath.flatMap { $0.isEmpty ? nil : $0 })
    }
  }

  /// The contents, and mid-fade the image they fade from. Into an opaque image the old one is drawn
  /// whole and the new one at the fraction over it: exactly `(1 − f)·old + f·new`, whatever the old one
  /// holds. Into an image with transparency (or none) that would leave the old image showing whole
  /// through the new one's clear parts until the fade ends, then vanishing; so the old one fades out at
  /// `1 − f` as the new one fades in at `f`, as UIKit's cross-dissolve fades two views: both ends are
  /// exact and nothing jumps, but where both images cover a pixel the backdrop shows through a little
  /// mid-way (at ½ of two opaque-ish images, a quarter of it).
  private mutating func readContents(_ state: LayerState) {
    let fade = state.contentsCrossFade
    let shows = { (image: LayerContents?) in image.flatMap { $0.width > 0 && $0.height > 0 ? $0 : nil } }
    if let image = shows(fade.image) {
      contents = (image, state.contentsFrame(of: image), state.contentsRect, fade.fraction)
    }
    guard !fade.isSettled, let old = shows(fade.fadingFrom) else { return }
    let alpha = contents?.image.isOpaque == true ? 1 : 1 - fade.fraction
    fadingContents = (old, state.contentsFrame(of: old), state.contentsRect, alpha)
  }
}
