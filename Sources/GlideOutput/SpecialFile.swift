#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A path that names something other than a regular file or a folder: a FIFO, a device or a socket,
/// links followed. Reading one can block until a writer comes or never end, so a folder search skips it
/// with a warning and a file that must be read again (an expectation's trace) is refused.
public struct SpecialFile: Sendable, Equatable {
  /// The path as found or given.
  public let path: String
  /// What it is, in words: "a FIFO", "a character device", "a block device", "a socket".
  public let kind: String

  /// The special file at `path`, or nil when `path` is a regular file or a folder, or does not exist.
  public init?(_ path: String) {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    let kind = status.st_mode & S_IFMT
    guard kind != S_IFREG && kind != S_IFDIR else { return nil }
    self.path = path
    self.kind = OutputFile.kindName(kind)
  }
}
