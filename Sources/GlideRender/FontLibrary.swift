import CSDL2
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The font text is drawn in: DejaVu Sans from Debian's `fonts-dejavu-core` (or a TrueType file named by the
/// `GLIDE_FONT` environment variable), opened with SDL_ttf once per pixel size asked for: setting one
/// font's size empties SDL_ttf's glyph cache, and a window's heads-up line, labels and titles at their
/// different sizes every frame would hint their glyphs again each time. One library serves any number
/// of canvases.
public final class FontLibrary {
  /// Where Debian's `fonts-dejavu-core` puts DejaVu Sans.
  public static let defaultPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

  /// The font file.
  public let path: String
  /// The font at each pixel size opened so far (12 from the start, which checks the file).
  private var fonts: [Int: OpaquePointer] = [:]
  /// How many sizes stay open at once.
  private static let maximumSizes = 32

  /// Opens the font at `path`, else at `GLIDE_FONT`, else DejaVu Sans; a missing file is an error that
  /// names the Debian package.
  public init(path: String? = nil) throws(RenderError) {
    let chosen = path ?? Self.environmentPath ?? Self.defaultPath
    self.path = chosen
    guard access(chosen, R_OK) == 0 else { throw .fontMissing(path: chosen) }
    try TrueType.start()
    guard let font = TrueType.locked({ TTF_OpenFont(chosen, 12) }) else {
      let reason = SDL.error
      TrueType.stop()
      throw .fontUnreadable(path: chosen, reason: reason)
    }
    fonts[12] = font
  }

  deinit {
    TrueType.locked { for font in fonts.values { TTF_CloseFont(font) } }
    TrueType.stop()
  }

  private static var environmentPath: String? {
    guard let value = getenv("GLIDE_FONT") else { return nil }
    let text = String(cString: value)
    return text.isEmpty ? nil : text
  }

  /// `body`'s result with the font at `pixelSize` pixels (1 point = 1 pixel: SDL_ttf's 72 dpi), and no
  /// other SDL_ttf call meanwhile.
  private func with<T>(pixelSize: Int, _ body: (OpaquePointer) -> T) throws(RenderError) -> T {
    let wanted = max(1, pixelSize)
    let result: T? = TrueType.locked {
      if let font = fonts[wanted] { return body(font) }
      if fonts.count >= Self.maximumSizes {  // text whose size keeps changing: start over
        for (size, font) in fonts where size != 12 { TTF_CloseFont(font) }
        fonts = fonts.filter { $0.key == 12 }
      }
      guard let font = TTF_OpenFont(path, Int32(wanted)) else { return nil }
      fonts[wanted] = font
      return body(font)
    }
    guard let result else { throw .fontUnreadable(path: path, reason: "cannot open it at \(wanted) px: \(SDL.error)") }
    return result
  }

  /// The distance between baselines of consecutive lines, pixels.
  func lineSkip(pixelSize: Int) throws(RenderError) -> Int {
    Int(try with(pixelSize: pixelSize) { TTF_FontLineSkip($0) })
  }

  /// The width and height `text` takes, pixels.
  func measure(_ text: String, pixelSize: Int) throws(RenderError) -> (width: Int, height: Int) {
    try with(pixelSize: pixelSize) { font in
      var (width, height): (Int32, Int32) = (0, 0)
      _ = TTF_SizeUTF8(font, text, &width, &height)
      return (Int(width), Int(height))
    }
  }

  /// `text` drawn anti-aliased in `colour` on a transparent ARGB surface (the caller frees it); nil for an
  /// empty string.
  func surface(_ text: String, pixelSize: Int, colour: SDL_Color) throws(RenderError) -> UnsafeMutablePointer<SDL_Surface>? {
    guard !text.isEmpty else { return nil }
    let surface = try with(pixelSize: pixelSize) { TTF_RenderUTF8_Blended($0, text, colour) }
    guard let surface else { throw .sdl(operation: "draw the text \"\(text)\"", reason: SDL.error) }
    return surface
  }
}

/// SDL_ttf's process-wide state: `TTF_Init` counts its callers, and its calls share one FreeType library,
/// so every call goes through one lock (test suites draw from several threads).
enum TrueType {
  private static let lock = NSLock()

  /// `body`'s result, with no other SDL_ttf call running meanwhile.
  static func locked<T>(_ body: () -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }

  static func start() throws(RenderError) {
    let status = locked { TTF_Init() }
    guard status == 0 else { throw .sdl(operation: "start SDL_ttf", reason: SDL.error) }
  }

  static func stop() {
    locked { TTF_Quit() }
  }
}

/// SDL's error text, and the calls Swift code outside this module's SDL files needs.
enum SDL {
  static var error: String { String(cString: SDL_GetError()) }

  static func destroy(_ texture: OpaquePointer) { SDL_DestroyTexture(texture) }
}
