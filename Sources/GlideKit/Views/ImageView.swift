public import GlideAnimation
public import GlideTransitions

/// A photo in a rectangle: UIKit's `UIImageView` with `contentMode = .scaleAspectFill` and `clipsToBounds`,
/// the image covering the frame with its aspect kept and cropped to it, its corners rounded by
/// `cornerRadius` points.
public final class ImageView: View {
  /// `image` filling `frame`.
  public init(engine: AnimationEngine, name: String, image: LayerContents?, frame: Rect, cornerRadius: Double = 0) {
    super.init(engine: engine, name: name, frame: frame)
    layer.contents = image
    layer.contentsGravity = .resizeAspectFill
    layer.cornerRadius = cornerRadius
    clipsToBounds = true
  }

  /// The image shown, or nil for none.
  public var image: LayerContents? {
    get { layer.contents }
    set { layer.contents = newValue }
  }
}
