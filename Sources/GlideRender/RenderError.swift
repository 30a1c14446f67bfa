import GlideOutput

/// What went wrong while setting up a renderer or writing or reading its images, in words a user can act on.
public enum RenderError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The font file is not there (Debian's `fonts-inter` puts Inter in place).
  case fontMissing(path: String)
  /// The font file is there but SDL_ttf could not open it.
  case fontUnreadable(path: String, reason: String)
  /// The font named is not a file (a FIFO, a device, a folder: SDL_ttf would wait on it for ever);
  /// `fromEnvironment` when `GLIDE_FONT` named it.
  case fontNotAFile(path: String, kind: String, fromEnvironment: Bool)
  /// An SDL call failed; `operation` says what Glide asked for.
  case sdl(operation: String, reason: String)
  /// An EGL or OpenGL ES call failed; `operation` says what Glide asked for.
  case gl(operation: String, reason: String)
  /// A canvas of this many pixels cannot be made: a side under 1 or over `maximumSide` (``Canvas/maximumSide``,
  /// or the OpenGL ES driver's own smaller limit), or more than ``Canvas/maximumPixels`` in all.
  case canvasSize(width: Int, height: Int, maximumSide: Int = Canvas.maximumSide)
  /// A contact sheet of `tiles` frames would be this many pixels: more than ``Canvas/maximumSide`` a side or
  /// ``ContactSheet/maximumPixels`` in all.
  case sheetSize(width: Int, height: Int, tiles: Int)
  /// Text of `size` points at `scale` pixels a point cannot be drawn: its pixel size is past
  /// ``FontLibrary/maximumPixelSize`` (or not a number).
  case textSize(size: Double, scale: Double)
  /// A line of text would be `width` × `height` pixels at `pixelSize`: wider than ``Canvas/maximumSide`` or
  /// more than ``Canvas/maximumPixels`` in all.
  case textTooLarge(line: String, width: Int, height: Int, pixelSize: Int)
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
    case .fontNotAFile(let path, let kind, let fromEnvironment):
      "cannot use \(fromEnvironment ? "GLIDE_FONT=" : "the font ")\(path.escapingInvisibles) as a font: it is \(kind), "
        + "not a TrueType or OpenType file"
    case .sdl(let operation, let reason): "SDL could not \(operation): \(reason)"
    case .gl(let operation, let reason): "OpenGL ES could not \(operation): \(reason)"
    case .canvasSize(let width, let height, let side):
      "cannot draw on a canvas of \(width)×\(height) pixels: each side must be 1 to \(side)"
        + (side < Canvas.maximumSide ? " (the OpenGL ES driver's largest texture)" : "")
        + " and the whole at most \(Canvas.maximumPixels.grouped) pixels (4096×4096)"
    case .sheetSize(let width, let height, let tiles):
      "a contact sheet of \(tiles) frame\(tiles == 1 ? "" : "s") would be \(width)×\(height) pixels: a sheet may be "
        + "at most \(Canvas.maximumSide) pixels a side and \(ContactSheet.maximumPixels.grouped) pixels (8192×16384) in all"
    case .textSize(let size, let scale):
      "cannot draw text at font size \(String(format: "%g", size))"
        + (scale == 1 ? "" : " at scale \(String(format: "%g", scale)) (\(String(format: "%g", size * scale)) pixels)")
        + ": text is drawn at 1 to \(FontLibrary.maximumPixelSize) pixels"
    case .textTooLarge(let line, let width, let height, let pixelSize):
      "cannot draw the text \(Self.quoted(line)) at \(pixelSize) px: it would be \(width.grouped)×\(height.grouped) "
        + "pixels, and a line may be at most \(Canvas.maximumSide) pixels wide and \(Canvas.maximumPixels.grouped) in all"
    case .pngEncode(let reason): "libpng could not encode the image as a PNG: \(reason)"
    case .pngWrite(let path, let reason): "cannot write \(path): \(reason)"
    case .pngRead(let path, let reason): "cannot read \(path) as a PNG: \(reason)"
    }
  }
}

extension RenderError {
  /// The most characters of a user's text a message quotes.
  static let quotedCharacters = 60

  /// `text` as a message quotes it: in single quotes, invisible characters escaped, cut after
  /// ``quotedCharacters`` characters with its length said (`'aaaa…' (1,048,576 characters)`).
  static func quoted(_ text: String) -> String {
    guard text.count > quotedCharacters else { return "'\(text.escapingInvisibles)'" }
    return "'\(String(text.prefix(quotedCharacters)).escapingInvisibles)…' (\(text.count.grouped) characters)"
  }
}

extension Int {
  /// The number with its thousands grouped by commas (`16,777,216`), as messages write counts.
  var grouped: String {
    let digits = String(magnitude)
    var text = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { text += "," }
      text.append(digit)
    }
    return (self < 0 ? "-" : "") + text
  }
}
