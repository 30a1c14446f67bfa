import Glibc

/// A file read as lines, in fixed-size chunks, without a `String` per line.
///
/// Memory stays at one chunk (128 KiB) unless a single line is longer, in which case the buffer grows to
/// hold that line. A line is handed out as a view into the buffer that stays valid until the next call.
final class LineSource {
  /// How many bytes one `read(2)` asks for. (128 KiB rather than 64: half the system calls, about a
  /// nanosecond per event less in the parse benchmark; larger chunks gained nothing more.)
  static let chunkSize = 128 * 1024

  let path: String
  /// The 1-based number of the line last returned; 0 before the first.
  private(set) var lineNumber = 0
  /// Whether the file held any bytes at all.
  var isEmptyFile: Bool { bytesRead == 0 && atEndOfFile }

  private let descriptor: Int32
  private var storage: UnsafeMutableRawBufferPointer
  private var start = 0
  private var end = 0
  private var lastLineStart = 0
  private var atEndOfFile = false
  private var bytesRead = 0

  init(path: String) throws(TraceError) {
    let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw .unreadable(path: path, reason: Self.reason(errno)) }
    var status = stat()
    if fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
      Glibc.close(descriptor)
      throw .unreadable(path: path, reason: "it is a directory")
    }
    self.path = path
    self.descriptor = descriptor
    storage = .allocate(byteCount: Self.chunkSize, alignment: 1)
  }

  deinit {
    Glibc.close(descriptor)
    storage.deallocate()
  }

  /// The next line without its `\n` (and without a `\r` before it), or `nil` at the end of the file.
  func nextLine() throws(TraceError) -> UnsafeBufferPointer<UInt8>? {
    while true {
      if let newline = findNewline() {
        return take(upTo: newline, skipping: 1)
      }
      if atEndOfFile {
        return start < end ? take(upTo: end, skipping: 0) : nil
      }
      try fill()
    }
  }

  /// Hands the line last returned back, so the next ``nextLine()`` returns it again.
  func unread() {
    start = lastLineStart
    lineNumber -= 1
  }

  // MARK: - Internals

  private func findNewline() -> Int? {
    guard start < end, let base = storage.baseAddress else { return nil }
    guard let found = memchr(base + start, 0x0a, end - start) else { return nil }
    return base.distance(to: found)
  }

  private func take(upTo lineEnd: Int, skipping separator: Int) -> UnsafeBufferPointer<UInt8> {
    var stop = lineEnd
    if stop > start, storage[stop - 1] == 0x0d { stop -= 1 }
    let line = UnsafeRawBufferPointer(rebasing: storage[start..<stop]).bindMemory(to: UInt8.self)
    lastLineStart = start
    start = lineEnd + separator
    lineNumber += 1
    return line
  }

  /// Moves the unread bytes to the front, grows the buffer if a line fills it, and reads one chunk.
  private func fill() throws(TraceError) {
    compact()
    if end == storage.count { grow() }
    while true {
      guard let base = storage.baseAddress else { return }
      let count = Glibc.read(descriptor, base + end, storage.count - end)
      if count > 0 {
        end += count
        bytesRead += count
        return
      }
      if count == 0 {
        atEndOfFile = true
        return
      }
      if errno != EINTR { throw .unreadable(path: path, reason: Self.reason(errno)) }
    }
  }

  private func compact() {
    guard start > 0, let base = storage.baseAddress else { return }
    if end > start { memmove(base, base + start, end - start) }
    end -= start
    lastLineStart = 0
    start = 0
  }

  private func grow() {
    let larger = UnsafeMutableRawBufferPointer.allocate(byteCount: storage.count * 2, alignment: 1)
    larger.copyMemory(from: UnsafeRawBufferPointer(rebasing: storage[0..<end]))
    storage.deallocate()
    storage = larger
  }

  static func reason(_ code: Int32) -> String {
    String(cString: strerror(code))
  }
}
