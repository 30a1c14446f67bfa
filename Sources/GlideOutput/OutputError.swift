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

  public var description: String { "\(name): cannot write: \(String(cString: strerror(code)))" }
}
