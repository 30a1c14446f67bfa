/// What is wrong with a scene file, where: the file, the line, the field.
public enum SceneFileError: Error, Hashable, Sendable, CustomStringConvertible {
  case unreadable(path: String)
  case invalid(path: String, line: Int, field: String, reason: String)

  public var description: String {
    switch self {
    case .unreadable(let path): "\(path): cannot read the scene file (no such file, or not UTF-8 text)"
    case .invalid(let path, let line, let field, let reason): "\(path):\(line): field '\(field)': \(reason)"
    }
  }
}
