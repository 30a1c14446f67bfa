import CSDL2

/// Text drawn into textures, one per line, colour and pixel size, kept from frame to frame while used:
/// a title is drawn once, not at every frame.
final class TextCache {
  /// A line of text as a picture, drawn in its colour, transparent around the glyphs.
  struct Entry {
    var picture: Picture
    var width: Int { picture.width }
    var height: Int { picture.height }
    /// Whether the frame being drawn used it.
    var used: Bool
  }

  struct Key: Hashable {
    var line: String
    var pixelSize: Int
    var colour: RGBA8
  }

  private let renderer: OpaquePointer
  let fonts: FontLibrary
  private var entries: [Key: Entry] = [:]

  init(renderer: OpaquePointer, fonts: FontLibrary) {
    self.renderer = renderer
    self.fonts = fonts
  }

  /// The texture of `line` at `pixelSize` in `colour` (its alpha is applied when drawing); nil for an empty
  /// line.
  func entry(_ line: String, pixelSize: Int, colour: RGBA8) throws(RenderError) -> Entry? {
    var opaque = colour
    opaque.alpha = 255
    let key = Key(line: line, pixelSize: pixelSize, colour: opaque)
    if var entry = entries[key] {
      entry.used = true
      entries[key] = entry
      return entry
    }
    guard let surface = try fonts.surface(line, pixelSize: pixelSize, colour: opaque.sdl) else { return nil }
    defer { SDL_FreeSurface(surface) }
    guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else {
      throw .sdl(operation: "make a texture of the text \"\(line)\"", reason: SDL.error)
    }
    let entry = Entry(
      picture: Picture(texture: texture, width: Int(surface.pointee.w), height: Int(surface.pointee.h)), used: true)
    entries[key] = entry
    return entry
  }

  /// Lets go of the text the last frame did not draw, and marks the rest unused for the next.
  func sweep() {
    for (key, entry) in entries {
      if entry.used {
        entries[key]?.used = false
      } else {
        SDL_DestroyTexture(entry.picture.texture)
        entries[key] = nil
      }
    }
  }

  func removeAll() {
    for entry in entries.values { SDL_DestroyTexture(entry.picture.texture) }
    entries = [:]
  }
}
