/// Reads an evemu trace (evemu 1.0–1.3) as a stream of events.
///
/// The device comes from the file's own header, or from a separate description file (`NAME.desc`) for an
/// events-only file; when both exist, the description file wins and the events file's header is skipped.
/// The file is read in 64 KiB chunks and events are parsed from the bytes in place, so memory does not
/// grow with the trace and no event allocates.
public final class EvemuReader {
  /// The file the events come from.
  public let path: String
  /// The separate description file, if one was given.
  public let descriptionPath: String?
  public let device: DeviceDescription
  /// The header's comment lines, without the leading `# `.
  public let comments: [String]
  /// The `# EVEMU 1.x` version the header states, or `nil` (format 1.0).
  public let version: String?
  /// The description's axes stated oddly (see `AxisCheck`), with their lines in the file that states them.
  let headerWarnings: InputWarnings

  private let lines: LineSource
  private var previousTime: Timestamp?

  /// Opens `path`, reading the device from `descriptionPath` when given, else from the file's header.
  /// - Throws: `TraceError` when a file cannot be read, a header line is malformed, or an events-only
  ///   file comes without a description.
  public convenience init(path: String, descriptionPath: String? = nil) throws(TraceError) {
    try self.init(lines: LineSource(path: path), descriptionPath: descriptionPath)
  }

  /// Reads from `lines`, an opened file (read once, for a FIFO or standard input).
  init(lines: LineSource, descriptionPath: String? = nil) throws(TraceError) {
    let path = lines.path
    var own = EvemuHeader(path: path)
    let ownFirstEvent = try Self.readHeader(into: &own, from: lines)
    if let descriptionPath {
      let source = try LineSource(path: descriptionPath)
      var header = EvemuHeader(path: descriptionPath)
      let firstEvent = try Self.readHeader(into: &header, from: source)
      if !header.isPresent { throw .notADescriptionFile(path: descriptionPath, line: firstEvent) }
      device = try header.device()
      comments = header.comments
      version = header.version
      headerWarnings = header.warnings
    } else {
      if lines.isEmptyFile { throw .emptyFile(path: path) }
      if !own.isPresent, let ownFirstEvent { throw .eventsBeforeDescription(path: path, line: ownFirstEvent) }
      device = try own.device()
      comments = own.comments
      version = own.version
      headerWarnings = own.warnings
    }
    self.path = path
    self.descriptionPath = descriptionPath
    self.lines = lines
  }

  /// The next event, or `nil` at the end of the file.
  /// - Throws: `TraceError` for a line that is not an event, a field out of range, or a timestamp earlier
  ///   than the previous event's.
  public func next() throws(TraceError) -> InputEvent? {
    while let line = try lines.nextLine() {
      let event: InputEvent
      if let usual = EvemuUsualLine.parse(line) {
        event = try self.event(
          seconds: usual.seconds, microseconds: usual.microseconds, type: usual.type, code: usual.code,
          value: usual.value, line)
      } else {
        if line.isBlank || line[0] == UInt8(ascii: "#") { continue }
        event = try parseEvent(line)
      }
      if let previousTime, event.time < previousTime {
        throw .timestampWentBackwards(
          path: path, line: lines.lineNumber, previous: previousTime, found: event.time)
      }
      previousTime = event.time
      return event
    }
    return nil
  }

  /// The line the last event was read from (1-based).
  var lineNumber: Int { lines.lineNumber }

  // MARK: - Internals

  /// Reads header lines up to the first `E:` line, which is left for ``next()``.
  /// Reads the description lines and comments up to the first event line, which is left unread.
  /// - Returns: The first event line's number, or `nil` when the file ends first.
  @discardableResult
  private static func readHeader(into header: inout EvemuHeader, from lines: LineSource) throws(TraceError) -> Int? {
    while let line = try lines.nextLine() {
      guard try header.consume(line, number: lines.lineNumber) else {
        let number = lines.lineNumber
        lines.unread()
        return number
      }
    }
    return nil
  }

  static let eventGrammar = "an event line \"E: <sec>.<usec> <type> <code> <value>\""

  /// `E: sec.usec type code value [# comment]`: type and code hex, value signed decimal.
  @inline(__always)
  private func parseEvent(_ line: UnsafeBufferPointer<UInt8>) throws(TraceError) -> InputEvent {
    var cursor = ByteCursor(line)
    guard cursor.take(UInt8(ascii: "E")), cursor.take(UInt8(ascii: ":")) else { throw notAnEvent(line) }
    cursor.skipBlanks()
    let start = cursor
    // At most 12 digits (`Timestamp.maximumTraceSeconds`), so the time in microseconds cannot overflow.
    guard let seconds = cursor.unsignedDecimal(maximumDigits: 12) else {
      throw fieldError(start, line, "whole seconds (at most 12 digits)")
    }
    guard cursor.take(UInt8(ascii: ".")) else { throw fieldError(cursor, line, "\".\" and microseconds") }
    let micro = try field(&cursor, line, "microseconds (at most 6 digits)", blank: false) {
      $0.unsignedDecimal(maximumDigits: 6)
    }
    let type = try field(&cursor, line, "a hexadecimal event type") { $0.hexadecimal() }
    let code = try field(&cursor, line, "a hexadecimal event code") { $0.hexadecimal() }
    let value = try field(&cursor, line, "a decimal event value") { $0.signedDecimal() }
    guard cursor.isAtEndOrComment() else {
      throw fieldError(cursor, line, "the end of the line or a # comment")
    }
    return try event(seconds: seconds, microseconds: micro, type: type, code: code, value: value, line)
  }

  @inline(__always)
  private func event(
    seconds: Int64, microseconds: Int64, type: UInt32, code: UInt32, value: Int64,
    _ line: UnsafeBufferPointer<UInt8>
  ) throws(TraceError) -> InputEvent {
    let checked = try EventRange.check(
      type: Int64(type), code: Int64(code), value: value, path: path, line: lines.lineNumber)
    return InputEvent(
      time: Timestamp(seconds: seconds, microseconds: microseconds), type: checked.type,
      code: checked.code, value: checked.value)
  }

  /// One field after at least one blank (unless `blank` is false), ending at a blank, a comment or the end.
  @inline(__always)
  private func field<Value>(
    _ cursor: inout ByteCursor, _ line: UnsafeBufferPointer<UInt8>, _ name: String, blank: Bool = true,
    _ parse: (inout ByteCursor) -> Value?
  ) throws(TraceError) -> Value {
    guard !blank || cursor.skipBlanks() > 0 else { throw fieldError(cursor, line, name) }
    let start = cursor
    guard let value = parse(&cursor), cursor.isAtFieldEnd else { throw fieldError(start, line, name) }
    return value
  }

  private func notAnEvent(_ line: UnsafeBufferPointer<UInt8>) -> TraceError {
    let isHeaderLine =
      line.count >= 2 && line[1] == UInt8(ascii: ":")
      && "NIPBALS".utf8.contains(line[0])
    let expected =
      isHeaderLine ? Self.eventGrammar + " (the device description ended earlier)" : Self.eventGrammar
    return .unknownLine(path: path, line: lines.lineNumber, expected: expected, found: line.text)
  }

  /// A truncated-line error when the line ends where `field` should be, else a bad-number error.
  private func fieldError(_ cursor: ByteCursor, _ line: UnsafeBufferPointer<UInt8>, _ field: String)
    -> TraceError
  {
    var rest = cursor
    if rest.isAtEndOrComment() {
      return .truncatedLine(path: path, line: lines.lineNumber, expected: Self.eventGrammar, found: line.text)
    }
    return .badNumber(path: path, line: lines.lineNumber, expected: field, found: rest.token())
  }
}

/// The kernel's limits on an event's fields, shared by the trace readers.
enum EventRange {
  /// `type`, `code` and `value` as an event's fields, or a `valueOutOfRange` error: a type above
  /// `EV_MAX`, a code above the type's maximum, a value outside `Int32`.
  /// - Parameter decimal: The file writes types and codes in decimal (`libinput record`), not in
  ///   hexadecimal (evemu): a message shows them as the file does.
  @inline(__always)
  static func check(
    type: Int64, code: Int64, value: Int64, path: String, line: Int, decimal: Bool = false
  ) throws(TraceError) -> (type: EventType, code: EventCode, value: Int32) {
    func shown(_ number: Int64) -> String { decimal ? String(number) : hex(number) }
    guard type >= 0, type <= Int64(EventType.max.rawValue) else {
      throw .valueOutOfRange(
        path: path, line: line, expected: "an event type up to EV_MAX (\(shown(Int64(EventType.max.rawValue))))",
        found: shown(type))
    }
    let eventType = EventType(UInt16(type))
    let maximum = Int64(eventType.maximumCode ?? UInt16.max)
    guard code >= 0, code <= maximum else {
      let name = eventType.name ?? shown(type)
      throw .valueOutOfRange(
        path: path, line: line, expected: "an event code up to \(shown(maximum)) for \(name)", found: shown(code))
    }
    guard let fitting = Int32(exactly: value) else {
      throw .valueOutOfRange(
        path: path, line: line, expected: "an event value that fits in 32 bits", found: "\(value)")
    }
    return (eventType, EventCode(UInt16(code)), fitting)
  }

  private static func hex(_ value: Int64) -> String {
    value < 0 ? "\(value)" : "0x" + String(value, radix: 16)
  }
}
