/// Reads a `libinput record` YAML file (version 1) as a stream of events: one device's `evdev`
/// description and the `- evdev:` frames of its `events:` list.
///
/// A line-oriented reader, not a general YAML parser: it follows the layout `libinput record` writes,
/// ignores keys it does not know, and skips `libinput:` and `hid:` event items. A line out of the
/// `events:` list's structure (an item indented wrongly, a row where an item belongs, an item of
/// another kind) is a located error, never a silent end or a silent skip; a
/// device without `events:` is an error too. The header is read
/// when the reader opens; events are read row by row, so memory does not grow with the recording.
public final class LibinputRecordReader {
  public let path: String
  /// Which device of the recording this reader reads (0 is the first).
  public let deviceIndex: Int
  public let device: DeviceDescription
  /// Comment lines before the device's events, without the leading `# `.
  public let comments: [String]
  /// The device's axes stated oddly (see `AxisCheck`).
  let headerWarnings: InputWarnings

  private let lines: LineSource
  /// The indentation of the device's keys (`evdev:`, `events:`); a line indented less ends the device.
  private let deviceKeyIndent: Int
  /// The indentation of `- evdev:` items, once the first is seen.
  private var itemIndent: Int?
  private var inEvdevItem = false
  private var finished: Bool
  private var previousTime: Timestamp?

  /// Opens `path` and reads the header of device `deviceIndex`.
  /// - Throws: `TraceError`: `notALibinputRecording`, `unsupportedLibinputRecordVersion`,
  ///   `deviceIndexOutOfRange`, or a malformed line.
  public convenience init(path: String, deviceIndex: Int = 0) throws(TraceError) {
    try self.init(lines: LineSource(path: path), deviceIndex: deviceIndex)
  }

  /// Reads from `lines`, an opened file (read once, for a FIFO or standard input).
  init(lines: LineSource, deviceIndex: Int = 0) throws(TraceError) {
    let path = lines.path
    var header = LibinputRecordHeader(path: path, deviceIndex: deviceIndex)
    while !header.isComplete, let line = try lines.nextLine() {
      try header.consume(YAMLLine(line), number: lines.lineNumber)
    }
    try header.finish(lineNumber: lines.lineNumber, isEmptyFile: lines.isEmptyFile)
    self.path = path
    self.deviceIndex = deviceIndex
    self.lines = lines
    device = try header.device()
    comments = header.comments
    headerWarnings = header.warnings
    deviceKeyIndent = header.deviceKeyIndent
    guard header.reachedEvents else {
      throw .missingDeviceLine(
        path: path, line: lines.lineNumber,
        expected: "an \"events:\" list (\(header.deviceKeyIndent) spaces in) after the evdev block")
    }
    finished = false
  }

  /// The next event, or `nil` after the device's last event.
  /// - Throws: `TraceError` for a row that is not an event, and `unknownLine` for a line out of the
  ///   `events:` list's structure (an item indented wrongly, a key where an item or a row belongs): the
  ///   list never ends silently before the device does.
  public func next() throws(TraceError) -> InputEvent? {
    while !finished, let bytes = try lines.nextLine() {
      let line = YAMLLine(bytes)
      if line.isBlank || line.isComment { continue }
      if line.indent < deviceKeyIndent || line.indent == deviceKeyIndent && !line.isItem {
        try checkEndOfEvents(line)
        finished = true
        return nil
      }
      let indent = itemIndent ?? line.indent
      if line.indent > indent {
        if inEvdevItem {
          guard line.isItem else { throw outOfStructure(line, expected: Self.rowGrammar) }
          return try row(line)
        }
        continue  // inside a `libinput:` or `hid:` item
      }
      guard line.indent == indent, line.isItem else {
        throw outOfStructure(line, expected: "an event item \"- evdev:\" \(indent) spaces in")
      }
      // `- evdev:` (a trailing comment allowed); `- libinput:` and `- hid:` are skipped. Anything else
      // here (a row one level out, an item of a kind libinput does not write) would otherwise lose the
      // events up to the next item without a word.
      guard let kind = line.keyValue, kind.value.isEmpty, Self.eventKinds.contains(kind.key) else {
        throw outOfStructure(line, expected: Self.itemGrammar(indent: indent))
      }
      itemIndent = indent
      inEvdevItem = kind.key == "evdev"
    }
    finished = true
    return nil
  }

  /// The line the last event was read from (1-based).
  var lineNumber: Int { lines.lineNumber }

  // MARK: - Internals

  static let rowGrammar = "an event row \"- [<sec>, <usec>, <type>, <code>, <value>]\""

  /// The kinds of item an `events:` list holds, as `libinput record` writes them.
  static let eventKinds: Set<String> = ["evdev", "libinput", "hid"]

  static func itemGrammar(indent: Int) -> String {
    "an event item \"- evdev:\", \"- libinput:\" or \"- hid:\" \(indent) spaces in (its rows indented more)"
  }

  /// `- [sec, usec, type, code, value]`, decimal, then the end or a `# comment`.
  private func row(_ line: YAMLLine) throws(TraceError) -> InputEvent {
    var cursor = ByteCursor(line.bytes, at: line.indent + 2)
    cursor.skipBlanks()
    guard cursor.take(UInt8(ascii: "[")) else { throw rowError(cursor, line, "\"[\"") }
    var fields: (Int64, Int64, Int64, Int64, Int64) = (0, 0, 0, 0, 0)
    for index in 0..<5 {
      cursor.skipBlanks()
      guard let value = cursor.signedDecimal() else { throw rowError(cursor, line, "a decimal number") }
      switch index {
      case 0: fields.0 = value
      case 1: fields.1 = value
      case 2: fields.2 = value
      case 3: fields.3 = value
      default: fields.4 = value
      }
      cursor.skipBlanks()
      guard cursor.take(index < 4 ? UInt8(ascii: ",") : UInt8(ascii: "]")) else {
        throw rowError(cursor, line, index < 4 ? "\",\"" : "\"]\"")
      }
    }
    guard cursor.isAtEndOrComment() else {
      throw rowError(cursor, line, "the end of the line or a # comment")
    }
    return try event(fields)
  }

  private func event(_ fields: (Int64, Int64, Int64, Int64, Int64)) throws(TraceError) -> InputEvent {
    guard (0...Timestamp.maximumTraceSeconds).contains(fields.0), (0..<1_000_000).contains(fields.1) else {
      throw .valueOutOfRange(
        path: path, line: lines.lineNumber,
        expected: "a time of 0…999999999999 seconds and 0…999999 microseconds",
        found: "\(fields.0), \(fields.1)")
    }
    let checked = try EventRange.check(
      type: fields.2, code: fields.3, value: fields.4, path: path, line: lines.lineNumber, decimal: true)
    let time = Timestamp(seconds: fields.0, microseconds: fields.1)
    if let previousTime, time < previousTime {
      throw .timestampWentBackwards(path: path, line: lines.lineNumber, previous: previousTime, found: time)
    }
    previousTime = time
    return InputEvent(time: time, type: checked.type, code: checked.code, value: checked.value)
  }

  /// A line indented less than the events: where the device's events may end (a top-level key, the
  /// next device, another key of this device); anything else is an error.
  private func checkEndOfEvents(_ line: YAMLLine) throws(TraceError) {
    let deviceItemIndent = deviceKeyIndent - 2
    let key = line.keyValue?.key
    let ends =
      line.indent == 0 && !line.isItem && key != nil
      || line.isItem && line.indent == deviceItemIndent && !Self.eventKinds.contains(key ?? "")
      || !line.isItem && line.indent == deviceKeyIndent && key != nil && key != "events"
    if ends { return }
    let indent = itemIndent ?? deviceKeyIndent + 2
    throw outOfStructure(
      line, expected: "an event item \"- evdev:\" \(indent) spaces in, or the end of the device")
  }

  private func outOfStructure(_ line: YAMLLine, expected: String) -> TraceError {
    .unknownLine(path: path, line: lines.lineNumber, expected: expected, found: line.bytes.text)
  }

  private func rowError(_ cursor: ByteCursor, _ line: YAMLLine, _ field: String) -> TraceError {
    var rest = cursor
    if rest.isAtEndOrComment() {
      return .truncatedLine(
        path: path, line: lines.lineNumber, expected: Self.rowGrammar, found: line.bytes.text)
    }
    return .badNumber(path: path, line: lines.lineNumber, expected: field, found: rest.token())
  }
}
