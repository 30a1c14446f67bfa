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

  public init(name: String, code: Int32) {
    self.name = name
    self.code = code
  }

  /// The system's words for ``code`` (`strerror`), such as "No space left on device".
  public var reason: String { String(cString: strerror(code)) }

  public var description: String { "\(name): cannot write: \(reason)" }
}
