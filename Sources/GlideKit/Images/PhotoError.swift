/// Why a photo could not be loaded.
public enum PhotoError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No photo of this name is bundled.
  case missing(name: String)
  /// The file could not be read as a PNG: libpng's reason.
  case unreadable(path: String, reason: String)

  public var description: String {
    switch self {
    case .missing(let name): "no photo named \(name) in GlideKit's Photos"
    case .unreadable(let path, let reason): "cannot read the PNG \(path): \(reason)"
    }
  }
}
