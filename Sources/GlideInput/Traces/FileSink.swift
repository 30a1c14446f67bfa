import Glibc
import GlideOutput

/// The trace writers' buffer: bytes collect in 64 KiB and go out in large `write(2)`s, each chunk ending
/// where an append ended. A file opened by path is an ``OutputFile``: it appears under its name only at
/// ``close()``, synced, and is removed when the sink is let go without closing (an error on the way).
///
/// Appends are records (event lines) or not (the header). After a failed write, ``keepWritten()`` keeps
/// the file up to the last record that reached it whole, so a recording cut short still reads back.
final class FileSink {
  static let bufferSize = 64 * 1024

  let path: String
  /// The file written, or nil for a descriptor the caller owns.
  private let file: OutputFile?
  private let descriptor: Int32
  private var buffer: [UInt8] = []
  /// Where each append since the last write ended in ``buffer``, and the records up to there.
  private var boundaries: [(end: Int, records: Int)] = []
  private var recordsInBuffer = 0
  /// The bytes of the file that end where an append ended, and the records in them.
  private(set) var keptBytes = 0
  private(set) var keptRecords = 0
  /// The first failed write: the sink writes nothing after it.
  private var failure: TraceError?
  private var isClosed = false

  /// Creates `path` through `path.partial` (see ``OutputFile``); `-` is standard output, which
  /// messages call so.
  init(path: String) throws(TraceError) {
    let name = path == "-" ? "standard output" : path
    do throws(OutputError) {
      file = try OutputFile(path: path)
    } catch {
      throw .unwritable(path: name, reason: error.reason)
    }
    self.path = name
    descriptor = file?.fileDescriptor ?? -1
    buffer.reserveCapacity(Self.bufferSize)
  }

  /// Writes to an open descriptor, which stays open (the caller owns it).
  init(descriptor: Int32, path: String) {
    self.path = path
    self.descriptor = descriptor
    file = nil
    buffer.reserveCapacity(Self.bufferSize)
  }

  deinit {
    if file == nil { try? flush() } else if !isClosed { file?.discard() }
  }

  /// Appends through `body` (one record when `isRecord`), writing the buffer out when it is full.
  func append(isRecord: Bool = true, _ body: (inout [UInt8]) -> Void) throws(TraceError) {
    body(&buffer)
    if isRecord { recordsInBuffer += 1 }
    boundaries.append((buffer.count, recordsInBuffer))
    if buffer.count >= Self.bufferSize { try flush() }
  }

  /// Writes out what is buffered.
  /// - Throws: `TraceError.unwritable` for this or an earlier failed write.
  func flush() throws(TraceError) {
    if let failure { throw failure }
    var written = 0
    do throws(OutputError) {
      // `withUnsafeBytes` rethrows untyped errors, hence the `Result`.
      try buffer.withUnsafeBytes { bytes in
        Result { () throws(OutputError) in
          if let file {
            let before = file.bytesWritten
            defer { written = file.bytesWritten - before }
            try file.write(bytes)
          } else {
            try FileOutput.write(bytes, to: descriptor, name: path, written: &written)
          }
        }
      }.get()
    } catch {
      if let last = boundaries.last(where: { $0.end <= written }) {
        keptBytes += last.end
        keptRecords += last.records
      }
      let failure = TraceError.unwritable(path: path, reason: error.reason)
      self.failure = failure
      emptyBuffer()
      throw failure
    }
    keptBytes += buffer.count
    keptRecords += recordsInBuffer
    emptyBuffer()
  }

  /// Writes out what is buffered and puts the file in place (synced), or flushes a caller's descriptor.
  /// Later calls do nothing; after a failure, nothing is put in place.
  func close() throws(TraceError) {
    guard !isClosed else { return }
    // A failed write leaves the file pending: ``keepWritten()`` keeps what it can, or deinit removes it.
    try flush()
    isClosed = true
    do throws(OutputError) {
      try file?.commit()
    } catch {
      throw .unwritable(path: path, reason: error.reason)
    }
  }

  /// After a failed write: keeps the file up to the last record that reached it whole, synced and in
  /// place, and returns how many records that is; with none, the file is removed and the result is 0.
  /// Without a failure it writes out the buffer first, as ``close()`` would.
  func keepWritten() throws(TraceError) -> Int {
    guard !isClosed else { return keptRecords }
    if failure == nil { try? flush() }
    isClosed = true
    guard keptRecords > 0 else {
      file?.discard()
      return 0
    }
    do throws(OutputError) {
      try file?.keep(first: keptBytes)
    } catch {
      throw .unwritable(path: path, reason: error.reason)
    }
    return keptRecords
  }

  private func emptyBuffer() {
    buffer.removeAll(keepingCapacity: true)
    boundaries.removeAll(keepingCapacity: true)
    recordsInBuffer = 0
  }
}
