/// What went wrong while setting up a renderer or writing or reading its images, in words a user can act on.
public enum RenderError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The font file is not there (Debian's `fonts-inter` puts Inter in place).
  case fontMissing(path: String)
  /// The font file is there but SDL_ttf could not open it.
  case fontUnreadable(path: String, reason: String)
  /// An SDL call failed; `operation` says what Glide asked for.
  case sdl(operation: String, reason: String)
  /// An EGL or OpenGL ES call failed; `operation` says what Glide asked for.
  case gl(operation: String, reason: String)
  /// A canvas of this many pixels cannot be made (zero, or beyond what a texture may be).
  case canvasSize(width: Int, height: Int)
  /// libpng could not encode an image as a PNG.
  case pngEncode(reason: String)
  /// A PNG file could not be written.
  case pngWrite(path: String, reason: String)
  /// A PNG file could not be read.
  case pngRead(path: String, reason: String)

  public var description: String {
    switch self {
    case .fontMissing(let path):
      "the font \(path) is missing: install the Debian package fonts-inter "
        + "(`sudo apt-get install fonts-inter`, or `make deps`), or name a TrueType or OpenType font with GLIDE_FONT"
    case .fontUnreadable(let path, let reason): "cannot open the font \(path): \(reason)"
    case .sdl(let operation, let reason): "SDL could not \(operation): \(reason)"
    case .gl(let operation, let reason): "OpenGL ES could not \(operation): \(reason)"
    case .canvasSize(let width, let height):
      "cannot draw on a canvas of \(width)×\(height) pixels: each side must be 1 to \(Canvas.maximumSide)"
    case .pngEncode(let reason): "libpng could not encode the image as a PNG: \(reason)"
    case .pngWrite(let path, let reason): "cannot write \(path): \(reason)"
    case .pngRead(let path, let reason): "cannot read \(path) as a PNG: \(reason)"
    }
  }
}
