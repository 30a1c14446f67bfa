#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif
import Synchronization

/// Where a command's text goes: an ``OutputBuffer`` that formatters write lines into, emptied into a
/// file descriptor with `write(2)` once it holds a chunk (64 KiB by default), so a long log costs one
/// system call per chunk instead of one per line, and nothing is kept after it is written.
///
/// A write that fails (a full disk, an I/O error, a closed descriptor, a pipe whose reader left while
/// `SIGPIPE` is ignored) is kept as ``error`` and thrown by ``flush()`` and every ``lineEnded()`` after
/// it; nothing more is written.
public final class FileOutput {
  public let buffer: OutputBuffer
  public let fileDescriptor: Int32
  /// What the output is called in messages: "standard output" or the file's path.
  public let name: String
  /// The first failed write, after which the output is abandoned.
  public private(set) var error: OutputError?
  private let chunkSize: Int
  /// The file written into, held so its descriptor stays open while this output writes to it.
  private var file: OutputFile?

  /// An output to `fileDescriptor` (not closed by this object), written a `chunkSize` bytes at a time.
  public init(fileDescriptor: Int32, name: String, chunkSize: Int = 1 << 16) {
    self.fileDescriptor = fileDescriptor
    self.name = name
    self.chunkSize = max(chunkSize, 1)
    buffer = OutputBuffer(capacity: self.chunkSize + 4096)
  }

  /// An output into `file` (``OutputFile/commit()`` it after the last ``flush()``), named by its path.
  public convenience init(file: OutputFile, chunkSize: Int = 1 << 16) {
    self.init(fileDescriptor: file.fileDescriptor, name: file.path, chunkSize: chunkSize)
    self.file = file
  }

  /// Standard output, written in 64 KiB chunks.
  public static func standardOutput() -> FileOutput {
    FileOutput(fileDescriptor: STDOUT_FILENO, name: "standard output")
  }

  /// Writes the buffer out if it holds a chunk or more; call it after each line.
  /// - Throws: ``OutputError`` when this or an earlier write failed.
  public func lineEnded() throws(OutputError) {
    if buffer.count >= chunkSize { try flush() }
  }

  /// Writes everything in the buffer.
  /// - Throws: ``OutputError`` when this or an earlier write failed.
  public func flush() throws(OutputError) {
    if let error { throw error }
    do {
      var written = 0
      try buffer.withBytes { bytes throws(OutputError) in
        try Self.write(bytes, to: fileDescriptor, name: name, written: &written)
      }
      buffer.removeAll()
    } catch {
      self.error = error
      buffer.removeAll()
      throw error
    }
  }

  /// Whether ``print(_:terminator:)`` writes to standard error: set once, before any work, when one of
  /// the command's outputs is standard output (`--csv -`), so that output is all standard output holds.
  private static let reportGoesToStandardError = Atomic<Bool>(false)

  /// Sends what ``print(_:terminator:)`` writes (a command's report: sweep's table, test's verdicts) to
  /// standard error from now on.
  public static func sendReportToStandardError() {
    reportGoesToStandardError.store(true, ordering: .relaxed)
  }

  /// Writes `text` and `terminator` to standard output at once (standard error after
  /// ``sendReportToStandardError()``), as Swift's `print` would, but with a failed write an error
  /// instead of lost output.
  /// - Throws: ``OutputError`` naming "standard output" (or "standard error").
  public static func print(_ text: String, terminator: String = "\n") throws(OutputError) {
    var line = text + terminator
    var written = 0
    let (descriptor, name) =
      reportGoesToStandardError.load(ordering: .relaxed)
      ? (STDERR_FILENO, "standard error") : (STDOUT_FILENO, "standard output")
    // `withUTF8` rethrows untyped errors, hence the `Result`.
    try line.withUTF8 { bytes in
      Result { () throws(OutputError) in
        try write(UnsafeRawBufferPointer(bytes), to: descriptor, name: name, written: &written)
      }
    }.get()
  }

  /// Writes all of `bytes` to `fileDescriptor` with as many `write(2)`s as it takes, retrying after
  /// `EINTR`. The one write loop of Glide's outputs (logs, files, traces).
  /// - Parameters:
  ///   - bytes: The bytes to write.
  ///   - fileDescriptor: Where they go.
  ///   - name: The output's name in an error (`standard output`, a path).
  ///   - written: Set to the bytes that went out, also when the write fails part way.
  /// - Throws: ``OutputError`` with the failed call's `errno`, named `name`.
  public static func write(
    _ bytes: UnsafeRawBufferPointer, to fileDescriptor: Int32, name: String, written: inout Int
  ) throws(OutputError) {
    written = 0
    while written < bytes.count {
      let count = systemWrite(fileDescriptor, bytes.baseAddress.map { $0 + written }, bytes.count - written)
      if count < 0 {
        if errno == EINTR { continue }
        throw OutputError(name: name, code: errno)
      }
      written += count
    }
  }
}

/// `write(2)`, reachable from inside ``FileOutput`` (whose own `write` hides the system's there).
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
