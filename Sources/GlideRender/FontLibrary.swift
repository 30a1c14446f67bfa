import GlideAnimation
import CSDL2
import Foundation
import GlideOutput

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The fonts text is drawn in: Inter, the open typeface closest to iOS's San Francisco (Debian's
/// `fonts-inter`), one face per weight (Regular, Medium, SemiBold, Bold); or one TrueType or OpenType file
/// for every weight, named by `path` or the `GLIDE_FONT` environment variable. Each face is opened with
/// SDL_ttf (FreeType, kerning on) once per pixel size asked for: setting one font's size empties SDL_ttf's
/// glyph cache, and a window's heads-up line, labels and titles at their different sizes every frame
/// would hint their glyphs again each time. Text is drawn at the pixel size it is shown at, never scaled
/// as a bitmap. One library serves any number of canvases.
public final class FontLibrary {
  /// Where Debian's `fonts-inter` puts Inter's faces.
  public static let interFolder = "/usr/share/fonts/opentype/inter"
  /// Inter Regular: the face checked first.
  public static let defaultPath = interFolder + "/Inter-Regular.otf"

  /// The regular face's file (the only file when one was named).
  public let path: String
  /// Each weight's file.
  private let paths: [LayerText.Weight: String]
  /// The face at each weight and pixel size opened so far (regular at 12 from the start, which checks
  /// the file).
  private var fonts: [Key: OpaquePointer] = [:]
  /// How many faces and sizes stay open at once.
  private static let maximumSizes = 32

  private struct Key: Hashable {
    var weight: LayerText.Weight
    var pixelSize: Int
  }

  /// Opens the font at `path`, else at `GLIDE_FONT`, else Inter's faces; a missing file is an error that
  /// names the Debian package.
  public init(path: String? = nil) throws(RenderError) {
    let named = path ?? Self.environmentPath
    let chosen = named ?? Self.defaultPath
    self.path = chosen
    if named != nil {
      paths = Dictionary(uniqueKeysWithValues: LayerText.Weight.allCases.map { ($0, chosen) })
    } else {
      let faces: [LayerText.Weight: String] = [.regular: "Regular", .medium: "Medium", .semibold: "SemiBold", .bold: "Bold"]
      paths = faces.mapValues { Self.interFolder + "/Inter-\($0).otf" }
    }
    for file in Set(paths.values) {
      guard access(file, R_OK) == 0 else { throw .fontMissing(path: file) }
      // A FIFO or a device would block SDL_ttf's open, or never end: only a file is a font.
      var status = stat()
      guard stat(file, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
        throw .fontNotAFile(path: file, kind: OutputFile.kindName(status.st_mode & S_IFMT), fromEnvironment: named != nil && path == nil)
      }
    }
    try TrueType.start()
    guard let font = TrueType.locked({ TTF_OpenFont(chosen, 12) }) else {
      let reason = SDL.error
      TrueType.stop()
      throw .fontUnreadable(path: chosen, reason: reason)
    }
    fonts[Key(weight: .regular, pixelSize: 12)] = font
  }

  deinit {
    TrueType.locked { for font in fonts.values { TTF_CloseFont(font) } }
    TrueType.stop()
  }

  /// The largest pixel size text is drawn at (a font size times the scale): a line's height is then at
  /// most about 5,000 pixels, and ``Canvas/maximumPixels`` bounds its area.
  public static let maximumPixelSize = 4096

  private static var environmentPath: String? {
    guard let value = getenv("GLIDE_FONT") else { return nil }
    let text = String(cString: value)
    return text.isEmpty ? nil : text
  }

  /// `body`'s result with the face of `weight` at `pixelSize` pixels (1 point = 1 pixel: SDL_ttf's 72 dpi),
  /// and no other SDL_ttf call meanwhile.
  private func with<T>(
    pixelSize: Int, weight: LayerText.Weight = .regular, _ body: (OpaquePointer) -> T
  ) throws(RenderError) -> T {
    guard pixelSize <= Self.maximumPixelSize else { throw .textSize(size: Double(pixelSize), scale: 1) }
    let key = Key(weight: weight, pixelSize: max(1, pixelSize))
    let file = paths[weight] ?? path
    let result: T? = TrueType.locked {
      if let font = fonts[key] { return body(font) }
      if fonts.count >= Self.maximumSizes {  // text whose size keeps changing: start over
        let first = Key(weight: .regular, pixelSize: 12)
        for (size, font) in fonts where size != first { TTF_CloseFont(font) }
        fonts = fonts.filter { $0.key == first }
      }
      guard let font = TTF_OpenFont(file, Int32(key.pixelSize)) else { return nil }
      TTF_SetFontKerning(font, 1)
      fonts[key] = font
      return body(font)
    }
    guard let result else {
      throw .fontUnreadable(path: file, reason: "cannot open it at \(key.pixelSize) px: \(SDL.reason)")
    }
    return result
  }

  /// The distance between baselines of consecutive lines, pixels.
  func lineSkip(pixelSize: Int, weight: LayerText.Weight = .regular) throws(RenderError) -> Int {
    Int(try with(pixelSize: pixelSize, weight: weight) { TTF_FontLineSkip($0) })
  }

  /// The width and height `text` takes, pixels.
  func measure(
    _ text: String, pixelSize: Int, weight: LayerText.Weight = .regular
  ) throws(RenderError) -> (width: Int, height: Int) {
    try with(pixelSize: pixelSize, weight: weight) { font in
      var (width, height): (Int32, Int32) = (0, 0)
      _ = TTF_SizeUTF8(font, text, &width, &height)
      return (Int(width), Int(height))
    }
  }

  /// `text` drawn anti-aliased in `colour` on a transparent ARGB surface (the caller frees it); nil for an
  /// empty string, and for one that takes no width (direction marks, zero-width spaces: SDL_ttf makes no
  /// surface for it, "Text has zero width"). A line wider than a texture can be (``Canvas/maximumSide``, or past
  /// ``Canvas/maximumPixels`` in area) is cut after its last character that fits: no canvas shows more
  /// of it at the layer's own scale. So is a line wider than `maximumWidth` pixels (what can show of it),
  /// keeping at least its first character. `measured` is the line's ``measure(_:pixelSize:weight:)``
  /// when the caller has it.
  func surface(
    _ text: String, pixelSize: Int, weight: LayerText.Weight = .regular, colour: SDL_Color,
    maximumWidth: Int = Canvas.maximumSide, measured: (width: Int, height: Int)? = nil
  ) throws(RenderError) -> UnsafeMutablePointer<SDL_Surface>? {
    guard !text.isEmpty else { return nil }
    // Measured first: SDL_ttf cannot make a surface past a texture (a 1 MB label was one it could not
    // make, and no reason said).
    let (width, height) =
      if let measured { measured } else { try measure(text, pixelSize: pixelSize, weight: weight) }
    guard width > 0 else { return nil }
    var drawn = text
    if width > min(maximumWidth, Canvas.maximumSide) || width * height > Canvas.maximumPixels {
      drawn = try drawablePrefix(of: text, pixelSize: pixelSize, weight: weight, maximumWidth: max(1, maximumWidth))
      guard !drawn.isEmpty else {
        throw .textTooLarge(line: text, width: width, height: height, pixelSize: pixelSize)
      }
      // A start of zero-width characters before one too wide for the line.
      guard try measure(drawn, pixelSize: pixelSize, weight: weight).width > 0 else { return nil }
    }
    let surface = try with(pixelSize: pixelSize, weight: weight) { TTF_RenderUTF8_Blended($0, drawn, colour) }
    guard let surface else {
      throw .sdl(operation: "draw the text \(RenderError.quoted(text)) at \(pixelSize) px", reason: SDL.reason)
    }
    return surface
  }
}

extension FontLibrary {
  /// The longest start of `text` (whole characters) that a texture can hold at `pixelSize` and no wider than
  /// `maximumWidth` pixels (but its first character when only that is wider); empty when not even its
  /// first character fits a texture. Measured in O(log n) steps.
  fileprivate func drawablePrefix(
    of text: String, pixelSize: Int, weight: LayerText.Weight, maximumWidth: Int
  ) throws(RenderError) -> String {
    let characters = Array(text)
    func fits(_ count: Int, within side: Int) throws(RenderError) -> Bool {
      let (width, height) = try measure(String(characters[..<count]), pixelSize: pixelSize, weight: weight)
      return width <= side && width * height <= Canvas.maximumPixels
    }
    let side = min(maximumWidth, Canvas.maximumSide)
    var (fitting, fitsNot) = (0, characters.count)
    while fitsNot - fitting > 1 {
      let middle = (fitting + fitsNot) / 2
      if try fits(middle, within: side) { fitting = middle } else { fitsNot = middle }
    }
    if fitting == 0, !characters.isEmpty, try fits(1, within: Canvas.maximumSide) { fitting = 1 }
    return String(characters[..<fitting])
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
  /// SDL's error text for a message: escaped, cut short, and said to be missing when SDL set none.
  static var reason: String {
    let text = error.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !text.isEmpty else { return "SDL gave no reason" }
    return text.count > 240 ? String(text.prefix(240)).escapingInvisibles + "…" : text.escapingInvisibles
  }

}
