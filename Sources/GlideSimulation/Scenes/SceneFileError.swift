import GlideOutput

/// What is wrong with a scene file, where: the file, the line, the field. Every message is one line,
/// its invisible characters escaped (a NUL, a tab, an escape or a U+202E in a value shows as `\u{0}`,
/// `\t`, `\u{1B}`, `\u{202E}`).
public enum SceneFileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file cannot be read as a scene file, and why: missing, permission denied, a directory, a
  /// device, empty, larger than ``SceneBounds/maximumFileBytes``.
  case unreadable(path: String, reason: String)
  /// The line holds bytes that are not UTF-8; `offset` counts the file's bytes from 0.
  case notUTF8(path: String, line: Int, offset: Int, byte: UInt8)
  case invalid(path: String, line: Int, field: String, reason: String)

  public var description: String {
    let message =
      switch self {
      case .unreadable(let path, let reason): "\(path): cannot read the scene file: \(reason)"
      case .notUTF8(let path, let line, let offset, let byte):
        "\(path):\(line): not UTF-8 text at byte \(offset) of the file (0x\(Self.hex(byte))); save it as UTF-8"
      case .invalid(let path, let line, let field, let reason): "\(path):\(line): field '\(field)': \(reason)"
      }
    return message.escapingInvisibles
  }

  private static func hex(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return digits.count == 1 ? "0" + digits : digits
  }
}
