/// Writes a `libinput record` YAML file (version 1) with one device: its `evdev` description and one
/// `- evdev:` item per frame, so Glide (and `libinput replay`) can read it back.
///
/// Times are written as they are, not re-based on the first event, so reading the file back gives the
/// same events. Output is buffered (64 KiB); the file appears under its name, synced, only at ``close()``
/// (until then it is `PATH.partial`, removed when the writer is let go without closing).
public final class LibinputRecordWriter {
  public let path: String
  public let device: DeviceDescription

  private let sink: FileSink
  private var formatter = LibinputRecordFormatter()

  /// Starts the file at `path` (written as `path.partial` until ``close()``) with the header.
  /// - Parameters:
  ///   - path: The file to write.
  ///   - device: The device the header describes.
  ///   - comments: Extra comment lines for the device's `evdev` block, without `#`.
  /// - Throws: `TraceError.unwritable` when the file cannot be created or written.
  public init(path: String, device: DeviceDescription, comments: [String] = []) throws(TraceError) {
    sink = try FileSink(path: path)
    self.path = path
    self.device = device
    try sink.append(isRecord: false) { LibinputRecordFormatter.appendHeader(device, comments: comments, to: &$0) }
  }

  /// Appends one event row.
  public func write(_ event: InputEvent) throws(TraceError) {
    try sink.append { formatter.appendEvent(event, to: &$0) }
  }

  /// Flushes what is buffered, syncs the file and puts it in place.
  public func close() throws(TraceError) {
    try sink.close()
  }

  /// A whole `libinput record` file in memory.
  public static func document(device: DeviceDescription, comments: [String] = [], events: [InputEvent])
    -> String
  {
    var bytes: [UInt8] = []
    LibinputRecordFormatter.appendHeader(device, comments: comments, to: &bytes)
    var formatter = LibinputRecordFormatter()
    for event in events { formatter.appendEvent(event, to: &bytes) }
    return String(decoding: bytes, as: UTF8.self)
  }
}
