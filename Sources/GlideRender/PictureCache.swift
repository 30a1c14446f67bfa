import CGLES

/// Pictures kept from frame to frame while frames keep drawing them (a title is drawn once, not at every
/// frame): each entry holds `Retained` alongside (what must stay alive while the picture is used), and
/// ``sweep()`` lets go of what the last frame did not use.
struct PictureCache<Key: Hashable, Retained> {
  private var entries: [Key: (picture: Picture, retained: Retained, used: Bool)] = [:]

  /// The pixels of every picture kept (4 bytes each in an RGBA texture).
  var heldPixels: Int { entries.values.reduce(0) { $0 + $1.picture.width * $1.picture.height } }

  /// The picture for `key`, marked used, or nil when there is none yet.
  mutating func picture(for key: Key) -> Picture? { entry(for: key)?.picture }

  /// The picture for `key` and what its entry holds, marked used, or nil when there is none yet.
  mutating func entry(for key: Key) -> (picture: Picture, retained: Retained)? {
    guard let entry = entries[key] else { return nil }
    entries[key]?.used = true
    return (entry.picture, entry.retained)
  }

  /// Keeps `picture` for `key`, used by the frame being drawn.
  mutating func insert(_ picture: Picture, retaining retained: Retained, for key: Key) {
    entries[key] = (picture, retained, true)
  }

  /// Deletes the textures the last frame did not draw (in `gl`), except the pictures numbered in
  /// `keeping` (a kept prefix draws them), and marks the rest unused for the next.
  mutating func sweep(in gl: GLContext, keeping: Set<Int> = []) {
    var unused: [GLuint] = []
    for (key, entry) in entries {
      if entry.used || keeping.contains(entry.picture.id) {
        entries[key]?.used = false
      } else {
        unused.append(entry.picture.texture)
        entries[key] = nil
      }
    }
    if !unused.isEmpty { gl.run { glDeleteTextures(GLsizei(unused.count), unused) } }
  }

  /// Deletes every texture (in `gl`).
  mutating func removeAll(in gl: GLContext) {
    let textures = entries.values.map(\.picture.texture)
    entries = [:]
    if !textures.isEmpty { gl.run { glDeleteTextures(GLsizei(textures.count), textures) } }
  }
}
