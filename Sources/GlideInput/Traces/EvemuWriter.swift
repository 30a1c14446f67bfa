/// Writes an evemu file the way evemu-record 2.x does (format 1.3): header comments, the full device
/// description and one `E:` line per event with a comment naming it, so `evemu-device` and `evemu-play`
/// accept the file and Glide reads back the same device and events.
///
/// Output is buffered (64 KiB). A file written by path appears under its name, synced, only at
/// ``close()``: until then it is `PATH.partial`, removed when the writer is let go without closing (see
/// `OutputFile`). A recording cut short by a failed write keeps what it has with ``keepWrittenEvents()``.
public final class EvemuWriter {
  public let path: String
  public let device: DeviceDescription

  private let sink: FileSink
  private var formatter = EvemuFormatter()

  /// Starts the file at `path` (written as `path.partial` until ``close()``) with the header.
  /// - Parameters:
  ///   - path: The file to write.
  ///   - device: The device the header describes.
  ///   - comments: Extra header comment lines, without `#` (such as "Recorded by …").
  /// - Throws: `TraceError.unwritable` when the file cannot be created or written.
  public convenience init(path: String, device: DeviceDescription, comments: [String] = []) throws(TraceError)
  {
    try self.init(sink: FileSink(path: path), device: device, comments: comments)
  }

  /// Writes to an open file descriptor, which the caller keeps owning (``close()`` flushes only).
  /// - Parameters:
  ///   - fileDescriptor: Where the file goes.
  ///   - path: What to call the output in error messages.
  ///   - device: The device the header describes.
  ///   - comments: Extra header comment lines, without `#`.
  public convenience init(
    fileDescriptor: Int32, path: String = "<output>", device: DeviceDescription, comments: [String] = []
  ) throws(TraceError) {
    try self.init(sink: FileSink(descriptor: fileDescriptor, path: path), device: device, comments: comments)
  }

  private init(sink: FileSink, device: DeviceDescription, comments: [String]) throws(TraceError) {
    self.sink = sink
    self.path = sink.path
    self.device = device
    try sink.append(isRecord: false) { EvemuFormatter.appendHeader(device, comments: comments, to: &$0) }
  }

  /// Appends one event line.
  public func write(_ event: InputEvent) throws(TraceError) {
    try sink.append { formatter.appendEvent(event, to: &$0) }
  }

  /// Flushes what is buffered, syncs the file and puts it in place. Writing after closing is a programming
  /// error.
  /// - Throws: `TraceError.unwritable` when a write, the sync or the rename fails; the file is then not
  ///   in place (its `.partial` is removed).
  public func close() throws(TraceError) {
    try sink.close()
  }

  /// After a failed write: keeps the header and the events that reached the file whole (the file ends on
  /// a whole line, so it reads back), synced and in place, and returns how many events that is. With no
  /// event kept the file is removed and the result is 0. Without a failure it is ``close()``.
  public func keepWrittenEvents() throws(TraceError) -> Int {
    try sink.keepWritten()
  }

  /// A whole evemu file in memory.
  public static func document(device: DeviceDescription, comments: [String] = [], events: [InputEvent])
    -> String
  {
    var bytes: [UInt8] = []
    EvemuFormatter.appendHeader(device, comments: comments, to: &bytes)
    var formatter = EvemuFormatter()
    for event in events { formatter.appendEvent(event, to: &bytes) }
    return String(decoding: bytes, as: UTF8.self)
  }
}
