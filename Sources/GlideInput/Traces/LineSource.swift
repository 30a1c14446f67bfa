import Glibc
import GlideOutput

/// A file read as lines, in fixed-size chunks, without a `String` per line.
///
/// Memory stays at one chunk (128 KiB): a line longer than ``maximumLineLength`` is an error
/// (``TraceError/lineTooLong(path:line:limit:)``), so input without newlines cannot grow it. A line is
/// handed out as a view into the buffer that stays valid until the next call.
///
/// The file is opened once and read in one pass: `-` is standard input, a FIFO or a pipe (`/dev/stdin`)
/// is read as it comes, and ``rewind()`` goes back to the start from the bytes kept (a FIFO cannot be
/// read twice). A character device (`/dev/zero`, a terminal) is refused: it has no end. A UTF-8 byte
/// order mark at the start is skipped.
final class LineSource {
  /// How many bytes one `read(2)` asks for. (128 KiB rather than 64: half the system calls, about a
  /// nanosecond per event less in the parse benchmark; larger chunks gained nothing more.)
  static let chunkSize = 128 * 1024
  /// The longest line accepted, bytes, without its newline (64 KiB: the longest line of a real trace is
  /// an evemu `B:` or a libinput record `codes:` line of a few hundred bytes).
  static let maximumLineLength = 64 * 1024
  /// How many bytes of a file that cannot seek (a FIFO, a pipe) are kept for ``rewind()`` (1 MiB).
  static let maximumKeptLength = 1024 * 1024

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
  /// Where the file started when opened, for ``rewind()``; nil when it cannot seek (a FIFO, a pipe).
  private let startOffset: off_t?
  /// Whether the bytes from the start are kept in the buffer (until ``rewind()``, when it cannot seek).
  private var keepsStart: Bool
  /// Whether the start was checked for a byte order mark, and how long the one skipped was.
  private var checkedByteOrderMark = false
  private var byteOrderMarkLength = 0

  /// Opens `path` for reading; `-` is standard input.
  /// - Throws: `unreadable` when it cannot be opened, or is a directory or a device.
  init(path: String) throws(TraceError) {
    let descriptor = path == "-" ? dup(STDIN_FILENO) : Glibc.open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw .unreadable(path: path, reason: OpenFailure.reason(errno, path: path)) }
    var status = stat()
    if fstat(descriptor, &status) == 0, let refusal = Self.refusal(mode: status.st_mode) {
      Glibc.close(descriptor)
      throw .unreadable(path: path, reason: refusal)
    }
    self.path = path
    self.descriptor = descriptor
    let offset = lseek(descriptor, 0, SEEK_CUR)
    startOffset = offset >= 0 ? offset : nil
    keepsStart = offset < 0
    storage = .allocate(byteCount: Self.chunkSize, alignment: 1)
  }

  /// Why a file of `mode` cannot be a trace, or nil when it can.
  private static func refusal(mode: mode_t) -> String? {
    switch mode & S_IFMT {
    case S_IFDIR: "it is a directory"
    case S_IFCHR:
      "it is a character device, which never ends; expected a trace file, a FIFO or standard input "
        + "(for a live touchpad, use glide live)"
    case S_IFBLK: "it is a block device; expected a trace file, a FIFO or standard input"
    default: nil
    }
  }

  deinit {
    Glibc.close(descriptor)
    storage.deallocate()
  }

  /// The next line without its `\n` (and without a `\r` before it), or `nil` at the end of the file.
  func nextLine() throws(TraceError) -> UnsafeBufferPointer<UInt8>? {
    while true {
      if let newline = findNewline() {
        if newline - start > Self.maximumLineLength { throw lineTooLong() }
        return take(upTo: newline, skipping: 1)
      }
      if end - start > Self.maximumLineLength { throw lineTooLong() }
      if atEndOfFile {
        return start < end ? take(upTo: end, skipping: 0) : nil
      }
      try fill()
    }
  }

  /// Goes back to the start of the file, once, for a second pass over its first lines (the format is
  /// told from them): a file that can seek seeks; a FIFO or a pipe starts again from the bytes kept.
  /// - Throws: `unreadable` when the file cannot seek back.
  func rewind() throws(TraceError) {
    if let startOffset {
      guard lseek(descriptor, startOffset, SEEK_SET) == startOffset else {
        throw .unreadable(path: path, reason: Self.reason(errno))
      }
      (start, end, lastLineStart, bytesRead, lineNumber) = (0, 0, 0, 0, 0)
      atEndOfFile = false
      checkedByteOrderMark = false
      byteOrderMarkLength = 0
      return
    }
    precondition(keepsStart, "a FIFO's start is kept for one rewind")
    keepsStart = false
    start = byteOrderMarkLength
    lastLineStart = start
    lineNumber = 0
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

  private func lineTooLong() -> TraceError {
    .lineTooLong(path: path, line: lineNumber + 1, limit: Self.maximumLineLength)
  }

  /// Moves the unread bytes to the front, grows the buffer if a line fills it, and reads one chunk.
  private func fill() throws(TraceError) {
    compact()
    if end == storage.count {
      if keepsStart, end >= Self.maximumKeptLength {
        throw .unknownLine(
          path: path, line: lineNumber + 1,
          expected: "a device description or an event within the first \(Self.maximumKeptLength / 1024) KiB "
            + "(a FIFO or standard input is read once)",
          found: "only comments and blank lines")
      }
      grow()
    }
    while true {
      guard let base = storage.baseAddress else { return }
      let count = Glibc.read(descriptor, base + end, storage.count - end)
      if count > 0 {
        end += count
        bytesRead += count
        if !checkedByteOrderMark { skipByteOrderMark() }
        return
      }
      if count == 0 {
        atEndOfFile = true
        if !checkedByteOrderMark { skipByteOrderMark() }
        return
      }
      if errno != EINTR { throw .unreadable(path: path, reason: Self.reason(errno)) }
    }
  }

  /// Skips a UTF-8 byte order mark (EF BB BF) at the start of the file, once enough bytes are in to
  /// tell.
  private func skipByteOrderMark() {
    let mark: [UInt8] = [0xEF, 0xBB, 0xBF]
    guard start == 0, lineNumber == 0 else {
      checkedByteOrderMark = true
      return
    }
    for index in 0..<min(end, mark.count) where storage[index] != mark[index] {
      checkedByteOrderMark = true
      return
    }
    if end >= mark.count {
      (start, lastLineStart, byteOrderMarkLength) = (mark.count, mark.count, mark.count)
      checkedByteOrderMark = true
    } else if atEndOfFile {
      checkedByteOrderMark = true
    }
  }

  private func compact() {
    guard !keepsStart, start > 0, let base = storage.baseAddress else { return }
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
