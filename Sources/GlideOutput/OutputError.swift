#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// An output that could not be written: the disk is full, the device failed, the descriptor is closed.
public struct OutputError: Error, CustomStringConvertible, Equatable, Sendable {
  /// What the output is called: "standard output" or a file's path.
  public let name: String
  /// The `errno` of the failed `write(2)`.
  public let code: Int32

  /// The file that could not be created on the way to ``name``: its `NAME.partial`, when that was it.
  public let partial: String?

  public init(name: String, code: Int32, partial: String? = nil) {
    self.name = name
    self.code = code
    self.partial = partial
  }

  /// The system's words for ``code`` (`strerror`), such as "No space left on device".
  public var reason: String { String(cString: strerror(code)) }

  public var description: String {
    guard let partial else { return "\(name): cannot write: \(reason)" }
    // A NAME.partial left as a folder or a link (by hand, or another program) is what stands in the way.
    // Opened with O_NOFOLLOW, a partial that is a link fails with ELOOP: say what it is.
    let why = code == ELOOP ? "it is a symbolic link, which is never written through" : reason
    return "\(name): cannot write: cannot create \(partial), the file it is written to before it is renamed "
      + "into place: \(why)\(code == EISDIR || code == ELOOP || code == EEXIST ? "; remove \(partial) and run again" : "")"
  }
}
