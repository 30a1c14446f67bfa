#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Where a command's text goes: an ``OutputBuffer`` that formatters write lines into, emptied into a
/// file descriptor with `write(2)` once it holds a chunk (64 KiB by default), so a long log costs one
/// system call per chunk instead of one per line, and nothing is kept after it is written.
///
/// A write that fails (a full disk, an I/O error, a closed descriptor) is kept as ``error`` and thrown
/// by ``flush()`` and every ``lineEnded()`` after it; nothing more is written.
public final class FileOutput {
  public let buffer: OutputBuffer
  public let fileDescriptor: Int32
  /// What the output is called in messages: "standard output" or the file's path.
  public let name: String
  /// The first failed write, after which the output is abandoned.
  public private(set) var error: OutputError?
  private let chunkSize: Int

  /// An output to `fileDescriptor` (not closed by this object), written a `chunkSize` bytes at a time.
  public init(fileDescriptor: Int32, name: String, chunkSize: Int = 1 << 16) {
    self.fileDescriptor = fileDescriptor
    self.name = name
    self.chunkSize = max(chunkSize, 1)
    buffer = OutputBuffer(capacity: self.chunkSize + 4096)
  }

  /// Standard output, written in 64 KiB chunks.
  public static func standardOutput() -> FileOutput {
    FileOutput(fileDescriptor: STDOUT_FILENO, name: "standard output")
  }

  /// Writes the buffer out if it holds a chunk or more; call it after each line.
  /// - Throws: ``OutputError`` when this or an earlier write failed.
  public func lineEnded() throws {
    if buffer.count >= chunkSize { try flush() }
  }

  /// Writes everything in the buffer.
  /// - Throws: ``OutputError`` when this or an earlier write failed.
  public func flush() throws {
    if let error { throw error }
    while buffer.count > 0 {
      let written = buffer.withBytes { write(fileDescriptor, $0.baseAddress, $0.count) }
      if written < 0 {
        if errno == EINTR { continue }
        let failure = OutputError(name: name, code: errno)
        error = failure
        buffer.removeAll()
        throw failure
      }
      buffer.removeFirst(written)
    }
  }
}
