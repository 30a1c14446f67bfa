public import GlideAnimation

/// What a view's layer draws besides its background, border, text and shadow, as the logs and the
/// report show it: its gradient, shape, image, mask and blur material as presented, each nil where the
/// layer has none. Copies, so a frame's looks do not follow later changes.
public struct LayerLooks: Hashable, Sendable {
  /// The gradient over the background (see `GlideAnimation/LayerGradient`).
  public let gradient: LayerGradient?
  /// The shape over the background (see `GlideAnimation/LayerShape`).
  public let shape: LayerShape?
  /// The image the layer draws.
  public let contents: Contents?
  /// The mask layer as presented.
  public let mask: Mask?
  /// The blur material behind the layer (see `GlideAnimation/LayerMaterial`).
  public let material: LayerMaterial?

  /// A layer's `contents`: the image, how it is placed, and where it lands in the layer.
  public struct Contents: Hashable, Sendable {
    public let image: LayerContents
    public let gravity: ContentsGravity
    /// The part of the image drawn, unit coordinates of the image (Core Animation's `contentsRect`).
    public let contentsRect: Rect
    /// Where that part is drawn, in the layer's bounds coordinates, points (`LayerState/contentsFrame`).
    public let frame: Rect
  }

  /// A layer's `mask`, by its background shape: what masks where it is opaque.
  public struct Mask: Hashable, Sendable {
    /// The mask's presented frame in the masked layer's bounds coordinates, points.
    public let frame: Rect
    /// The mask's corner radius, points (0: square).
    public let cornerRadius: Double
    /// How much the mask's background lets through, 0…1: its colour's alpha times its opacity.
    public let alpha: Double
  }

  init(
    gradient: LayerGradient? = nil, shape: LayerShape? = nil, contents: Contents? = nil, mask: Mask? = nil,
    material: LayerMaterial? = nil
  ) {
    (self.gradient, self.shape, self.contents) = (gradient, shape, contents)
    (self.mask, self.material) = (mask, material)
  }

  /// The looks of a layer presented as `state` and masked by `mask`, or nil when it has none of them (the
  /// common case, which logs and reports leave as they were).
  package init?(_ state: LayerState, mask: Layer?) {
    let contents = state.contents.flatMap { image in
      state.contentsFrame.map {
        Contents(image: image, gravity: state.contentsGravity, contentsRect: state.contentsRect, frame: $0)
      }
    }
    let mask = mask.map { layer in
      let shown = layer.presentation()
      return Mask(
        frame: shown.frame, cornerRadius: shown.cornerRadius, alpha: shown.backgroundColor.alpha * shown.opacity)
    }
    guard state.gradient != nil || state.shape != nil || contents != nil || mask != nil || state.material != nil
    else { return nil }
    self.init(gradient: state.gradient, shape: state.shape, contents: contents, mask: mask, material: state.material)
  }
}
