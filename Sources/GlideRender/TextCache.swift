import CGLES
import GlideAnimation
import CSDL2

/// Text drawn into textures, one per line, colour and pixel size, kept from frame to frame while used:
/// a title is drawn once, not at every frame.
final class TextCache {
  /// A line of text as a picture, drawn in its colour, transparent around the glyphs: the whole line, or
  /// its start as far as it can show.
  struct Entry {
    var picture: Picture
    /// The whole line's width, pixels (its alignment places it by this).
    var lineWidth: Int
    /// The picture's width, pixels: the line's, or less for a line cut where it stops showing.
    var width: Int { picture.width }
    var height: Int { picture.height }
  }

  struct Key: Hashable {
    var line: String
    var pixelSize: Int
    var weight: LayerText.Weight
    var colour: RGBA8
    /// How wide the line was cut at, pixels (nil: drawn whole, or as far as a texture reaches).
    var cut: Int?
  }

  /// The pixels a cut line's width is rounded up to, past what shows plus an em: a line sliding along
  /// is drawn again only once it has moved this far.
  static let cutStep = 1024

  private let gl: GLContext
  let fonts: FontLibrary
  private var pictures = PictureCache<Key, Void>()

  /// The pixels of the lines kept (4 bytes each).
  var heldPixels: Int { pictures.heldPixels }

  init(gl: GLContext, fonts: FontLibrary) {
    self.gl = gl
    self.fonts = fonts
  }

  /// The texture of `line` at `pixelSize` in `colour` (its alpha is applied when drawing); nil for an empty
  /// line. `reach`, given the line's width, says how many pixels of it from its start can show (the rest
  /// lies past the clip's right edge); a line reaching further is drawn only that far, rounded up past
  /// an em to ``cutStep``: what a frame holds of a line is at most about the canvas's width, not the
  /// 16,384 pixels a texture can be.
  func entry(
    _ line: String, pixelSize: Int, weight: LayerText.Weight = .regular, colour: RGBA8,
    reach: ((_ lineWidth: Int) -> Int)? = nil
  ) throws(RenderError) -> Entry? {
    var opaque = colour
    opaque.alpha = 255
    var key = Key(line: line, pixelSize: pixelSize, weight: weight, colour: opaque)
    if let picture = pictures.picture(for: key) { return Entry(picture: picture, lineWidth: picture.width) }
    var lineWidth: Int?
    var measured: (width: Int, height: Int)?
    if let reach, !line.isEmpty {
      measured = try fonts.measure(line, pixelSize: pixelSize, weight: weight)
      let width = measured?.width ?? 0
      let shown = max(0, reach(width)) + pixelSize
      let cut = (shown / Self.cutStep + 1) * Self.cutStep
      if cut < min(width, Canvas.maximumSide) {
        key.cut = cut
        lineWidth = width
        if let picture = pictures.picture(for: key) { return Entry(picture: picture, lineWidth: width) }
      }
    }
    guard
      let drawn = try fonts.surface(
        line, pixelSize: pixelSize, weight: weight, colour: opaque.sdl, maximumWidth: key.cut ?? Canvas.maximumSide,
        measured: measured)
    else { return nil }
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
    return Entry(picture: picture, lineWidth: lineWidth ?? width)
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
