import Glibc

/// A buffered writer to a file descriptor: bytes collect in a 64 KiB buffer and go out in large `write(2)`s.
final class FileSink {
  static let bufferSize = 64 * 1024

  let path: String
  private var descriptor: Int32
  private let ownsDescriptor: Bool
  private var buffer: [UInt8] = []

  /// Creates (or truncates) the file at `path`.
  init(path: String) throws(TraceError) {
    let descriptor = Glibc.open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw .unwritable(path: path, reason: LineSource.reason(errno)) }
    self.path = path
    self.descriptor = descriptor
    ownsDescriptor = true
    buffer.reserveCapacity(Self.bufferSize)
  }

  /// Writes to an open descriptor, which stays open (the caller owns it).
  init(descriptor: Int32, path: String) {
    self.path = path
    self.descriptor = descriptor
    ownsDescriptor = false
    buffer.reserveCapacity(Self.bufferSize)
  }

  deinit {
    try? close()
  }

  /// Appends through `body`, flushing when the buffer is full.
  func append(_ body: (inout [UInt8]) -> Void) throws(TraceError) {
    body(&buffer)
    if buffer.count >= Self.bufferSize { try flush() }
  }

  func flush() throws(TraceError) {
    var written = 0
    while written < buffer.count {
      let count = buffer.withUnsafeBytes { bytes in
        Glibc.write(descriptor, bytes.baseAddress.map { $0 + written }, bytes.count - written)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw .unwritable(path: path, reason: LineSource.reason(errno))
      }
      written += count
    }
    buffer.removeAll(keepingCapacity: true)
  }

  /// Flushes, and closes the descriptor if this sink opened it. Later calls do nothing.
  func close() throws(TraceError) {
    guard descriptor >= 0 else { return }
    try flush()
    if ownsDescriptor, Glibc.close(descriptor) != 0 {
      descriptor = -1
      throw .unwritable(path: path, reason: LineSource.reason(errno))
    }
    descriptor = -1
  }
}
