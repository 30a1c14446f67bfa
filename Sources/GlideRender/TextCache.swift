import CGLES
import GlideAnimation
import CSDL2

/// Text drawn into textures, one per line, colour and pixel size, kept from frame to frame while used:
/// a title is drawn once, not at every frame.
final class TextCache {
  /// A line of text as a picture, drawn in its colour, transparent around the glyphs.
  struct Entry {
    var picture: Picture
    var width: Int { picture.width }
    var height: Int { picture.height }
  }

  struct Key: Hashable {
    var line: String
    var pixelSize: Int
    var weight: LayerText.Weight
    var colour: RGBA8
  }

  private let gl: GLContext
  let fonts: FontLibrary
  private var pictures = PictureCache<Key, Void>()

  init(gl: GLContext, fonts: FontLibrary) {
    self.gl = gl
    self.fonts = fonts
  }

  /// The texture of `line` at `pixelSize` in `colour` (its alpha is applied when drawing); nil for an empty
  /// line.
  func entry(
    _ line: String, pixelSize: Int, weight: LayerText.Weight = .regular, colour: RGBA8
  ) throws(RenderError) -> Entry? {
    var opaque = colour
    opaque.alpha = 255
    let key = Key(line: line, pixelSize: pixelSize, weight: weight, colour: opaque)
    if let picture = pictures.picture(for: key) { return Entry(picture: picture) }
    guard let drawn = try fonts.surface(line, pixelSize: pixelSize, weight: weight, colour: opaque.sdl) else { return nil }
    defer { SDL_FreeSurface(drawn) }
    // SDL_ttf draws ARGB words; OpenGL ES takes R, G, B, A bytes.
    guard let surface = SDL_ConvertSurfaceFormat(drawn, SDL_PIXELFORMAT_RGBA32.rawValue, 0) else {
      throw .sdl(operation: "convert the text \"\(line)\" to RGBA", reason: SDL.error)
    }
    defer { SDL_FreeSurface(surface) }
    let (width, height) = (Int(surface.pointee.w), Int(surface.pointee.h))
    let texture = gl.run {
      GLTexture.make(
        width: width, height: height, format: GL_RGBA, rowLength: Int(surface.pointee.pitch) / 4,
        pixels: surface.pointee.pixels)
    }
    let picture = Picture(texture: texture, width: width, height: height, isStraightAlpha: true)
    pictures.insert(picture, retaining: (), for: key)
    return Entry(picture: picture)
  }

  private struct WrapKey: Hashable {
    var paragraph: String
    var width: Int
    var pixelSize: Int
    var weight: LayerText.Weight
  }

  /// Paragraphs broken into lines, kept while frames keep asking (a wrapped note is measured once).
  private var wraps: [WrapKey: (lines: [String], used: Bool)] = [:]

  /// `paragraph` broken between words into lines no wider than `width` pixels at `pixelSize` (a word
  /// wider than that alone on its line), as `CATextLayer` wraps; spaces between words kept single.
  func wrapped(_ paragraph: String, width: Int, pixelSize: Int, weight: LayerText.Weight) throws(RenderError) -> [String] {
    let key = WrapKey(paragraph: paragraph, width: width, pixelSize: pixelSize, weight: weight)
    if let known = wraps[key] {
      wraps[key]?.used = true
      return known.lines
    }
    var lines: [String] = []
    var current = ""
    for word in paragraph.split(separator: " ") {
      let candidate = current.isEmpty ? String(word) : current + " " + word
      let fits = current.isEmpty ? true : try fonts.measure(candidate, pixelSize: pixelSize, weight: weight).width <= width
      if fits {
        current = candidate
      } else {
        lines.append(current)
        current = String(word)
      }
    }
    lines.append(current)
    wraps[key] = (lines, true)
    return lines
  }

  /// Lets go of the text the last frame did not draw, except the pictures numbered in `keeping`, and
  /// marks the rest unused for the next.
  func sweep(keeping: Set<Int> = []) {
    pictures.sweep(in: gl, keeping: keeping)
    if !wraps.isEmpty { wraps = wraps.filter(\.value.used).mapValues { ($0.lines, false) } }
  }

  func removeAll() {
    pictures.removeAll(in: gl)
    wraps = [:]
  }
}
