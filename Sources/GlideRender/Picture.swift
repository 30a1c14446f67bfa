import GlideAnimation
import Synchronization

/// A texture the frame draws from (a line of text, an image), with a number of its own: display lists
/// compare pictures by that number, never by the texture's name, which OpenGL may give again to a new
/// texture once an old one is gone.
struct Picture: Sendable {
  /// The OpenGL ES texture (of ``GLContext``'s context).
  let texture: UInt32
  let id: Int
  let width: Int
  let height: Int
  /// Whether its colours are straight (not premultiplied by alpha), as SDL_ttf draws text: the
  /// compositor premultiplies them as it samples.
  let isStraightAlpha: Bool
  /// The layer's image the texture holds, when it is opaque: what a software rasteriser's canvas scales
  /// on the CPU (``ImageResampler``) instead of sampling the texture.
  let opaqueImage: LayerContents?

  init(texture: UInt32, width: Int, height: Int, isStraightAlpha: Bool, opaqueImage: LayerContents? = nil) {
    self.texture = texture
    (self.width, self.height, self.isStraightAlpha) = (width, height, isStraightAlpha)
    self.opaqueImage = opaqueImage
    id = pictureNumbers.wrappingAdd(1, ordering: .relaxed).newValue
  }
}

/// The last picture number given (process-wide, so no two pictures share one).
private let pictureNumbers = Atomic<Int>(0)
