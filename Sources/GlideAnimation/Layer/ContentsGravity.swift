/// Where a layer draws its ``LayerContents`` in its bounds: Core Animation's `contentsGravity` (the
/// `CALayerContentsGravity` values, raw values as Core Animation spells them). ``resize`` is the default.
///
/// The edges are named as they show on screen, y down: ``top`` puts the image against the bounds' top
/// edge, as UIKit's `UIView.ContentMode.top` does. (Core Animation names its constants for a y-up layer:
/// where a layer's `contentsAreFlipped()` is true, as for a view's layer on iOS, its `top` aligns the
/// image with the bottom edge and its `bottom` with the top, as Apple's documentation warns.)
///
/// The gravities that do not scale draw the image at its size in points, its pixels divided by the
/// layer's `contentsScale`; an image larger than the bounds spills over them unless the layer masks to its
/// bounds, as does ``resizeAspectFill``'s.
public enum ContentsGravity: String, Hashable, Sendable, CaseIterable {
  case center
  case top
  case bottom
  case left
  case right
  case topLeft
  case topRight
  case bottomLeft
  case bottomRight
  /// Stretched to fill the bounds, whatever its aspect (the default).
  case resize
  /// As large as fits in the bounds with its aspect kept, centred (letterboxed).
  case resizeAspect
  /// As small as covers the bounds with its aspect kept, centred (cropped by the bounds only when the
  /// layer masks to them).
  case resizeAspectFill

  /// The rectangle, in the coordinates of `bounds` (points), that an image of `pixelSize` pixels fills
  /// when drawn with this gravity in a layer of `bounds` whose `contentsScale` is `contentsScale` (pixels
  /// per point; Core Animation's default 1). For an image with no pixels the aspect gravities give a
  /// rectangle of no size at the bounds' centre.
  public func rect(forImageOfPixelSize pixelSize: Size, contentsScale: Double = 1, in bounds: Rect) -> Rect {
    let scale = contentsScale > 0 ? contentsScale : 1
    let natural = Size(width: pixelSize.width / scale, height: pixelSize.height / scale)
    switch self {
    case .resize: return bounds
    case .resizeAspect, .resizeAspectFill:
      guard natural.width > 0, natural.height > 0 else { return Rect(origin: bounds.center, size: .zero) }
      let (across, down) = (bounds.width / natural.width, bounds.height / natural.height)
      let factor = self == .resizeAspect ? min(across, down) : max(across, down)
      return Self.place(Size(width: natural.width * factor, height: natural.height * factor), 0.5, 0.5, in: bounds)
    case .center: return Self.place(natural, 0.5, 0.5, in: bounds)
    case .top: return Self.place(natural, 0.5, 0, in: bounds)
    case .bottom: return Self.place(natural, 0.5, 1, in: bounds)
    case .left: return Self.place(natural, 0, 0.5, in: bounds)
    case .right: return Self.place(natural, 1, 0.5, in: bounds)
    case .topLeft: return Self.place(natural, 0, 0, in: bounds)
    case .topRight: return Self.place(natural, 1, 0, in: bounds)
    case .bottomLeft: return Self.place(natural, 0, 1, in: bounds)
    case .bottomRight: return Self.place(natural, 1, 1, in: bounds)
    }
  }

  /// `size` placed in `bounds` so that the point at unit coordinates (`x`, `y`) of both coincide.
  private static func place(_ size: Size, _ x: Double, _ y: Double, in bounds: Rect) -> Rect {
    Rect(
      x: bounds.minX + (bounds.width - size.width) * x, y: bounds.minY + (bounds.height - size.height) * y,
      width: size.width, height: size.height)
  }
}
