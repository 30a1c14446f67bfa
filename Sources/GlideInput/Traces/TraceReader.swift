/// A trace file of any format Glide reads, as a device and a stream of events.
///
/// The format comes from the file's content, never its name. The reader owns the open file and reads it
/// in chunks: memory does not grow with the trace.
///
/// Events pass libevdev's rules for what a device delivers (`EventSanitizer`): an event of a code the
/// device does not declare or a double tracking id is dropped, an out-of-range slot capped; those and
/// values beyond their axis's range are counted in ``warnings`` (by kind, with the first line). A strict
/// reader throws at the first instead.
///
/// ```swift
/// let reader = try TraceReader.open("pinch.evemu")
/// while let event = try reader.next() { assembler.consume(event) }
/// ```
public final class TraceReader {
  public let path: String
  public let format: TraceFormat
  public let device: DeviceDescription
  /// The header's comment lines, without the leading `# `.
  public let comments: [String]
  /// Whether events come exactly as the file has them, without libevdev's rules (for checking a format).
  public let isAsWritten: Bool
  /// Whether the first event dropped, capped or out of range (or an axis stated oddly, or a frame too
  /// long or never ended) is an error
  /// (``TraceError/rejectedInput(path:line:problem:)``) rather than a warning.
  public let isStrict: Bool
  /// Called once, when ``next()`` first returns `nil` (where a command reports ``warnings``).
  public var onEnd: ((TraceReader) -> Void)?

  /// What was dropped, capped or doubted so far, by kind.
  public var warnings: InputWarnings { sanitizer.warnings }
  // Checked at every event: without runtime exclusivity checks, as the other per-event state.
  @exclusivity(unchecked) private var sanitizer: EventSanitizer
  private var ended = false

  private enum Source {
    case evemu(EvemuReader)
    case libinputRecord(LibinputRecordReader)
  }

  /// Owns the reader.
  private let source: Source
  // The reader again, unretained, for the call at every event: reading it out of `source` retained and
  // released it each time (it showed in the replay benchmark). One of the two is set.
  private let evemu: Unmanaged<EvemuReader>?
  private let libinputRecord: Unmanaged<LibinputRecordReader>?

  private init(path: String, source: Source, strict: Bool, asWritten: Bool) {
    self.path = path
    self.source = source
    isStrict = strict
    isAsWritten = asWritten
    switch source {
    case .evemu(let reader):
      format = .evemu
      device = reader.device
      comments = reader.comments
      evemu = .passUnretained(reader)
      libinputRecord = nil
    case .libinputRecord(let reader):
      format = .libinputRecord
      device = reader.device
      comments = reader.comments
      evemu = nil
      libinputRecord = .passUnretained(reader)
    }
    switch source {
    case .evemu(let reader): sanitizer = EventSanitizer(device: device, warnings: reader.headerWarnings)
    case .libinputRecord(let reader): sanitizer = EventSanitizer(device: device, warnings: reader.headerWarnings)
    }
  }

  /// Opens a trace.
  /// - Parameters:
  ///   - path: An evemu file (with or without its own header) or a `libinput record` YAML file; a FIFO,
  ///     `/dev/stdin` or `-` (standard input) is read once, in one pass.
  ///   - descriptionPath: An evemu description (`.desc`) for an events-only evemu file; it takes the
  ///     place of any header the events file has. Ignored for `libinput record` files.
  ///   - deviceIndex: Which device of a `libinput record` file to read (0 is the first).
  ///   - strict: Whether input libevdev would drop, or a value out of its axis's range, is an error.
  ///   - asWritten: Events exactly as the file has them, without libevdev's rules and uncounted (for
  ///     tools and tests of the formats themselves).
  /// - Throws: `TraceError` when a file cannot be read or is not a trace Glide understands.
  public static func open(
    _ path: String, descriptionPath: String? = nil, deviceIndex: Int = 0, strict: Bool = false,
    asWritten: Bool = false
  ) throws(TraceError) -> TraceReader {
    // Opened once and told from its first lines, then read from the start again: a FIFO or standard
    // input cannot be opened twice.
    let lines = try LineSource(path: path)
    let format = try TraceFormatDetector.detect(lines, hasDescription: descriptionPath != nil)
    try lines.rewind()
    switch format {
    case .evemu:
      // An evemu file is one device: an index past it would otherwise be ignored without a word.
      if deviceIndex != 0 { throw .deviceIndexOutOfRange(path: path, index: deviceIndex, count: 1) }
      let reader = try EvemuReader(lines: lines, descriptionPath: descriptionPath)
      return try strictlyChecked(
        TraceReader(path: path, source: .evemu(reader), strict: strict, asWritten: asWritten))
    case .libinputRecord:
      if let descriptionPath { throw .descriptionNotUsed(path: path, descriptionPath: descriptionPath) }
      let reader = try LibinputRecordReader(lines: lines, deviceIndex: deviceIndex)
      return try strictlyChecked(
        TraceReader(path: path, source: .libinputRecord(reader), strict: strict, asWritten: asWritten))
    }
  }

  /// `reader`, once a strict one has found nothing to doubt in the device description.
  private static func strictlyChecked(_ reader: TraceReader) throws(TraceError) -> TraceReader {
    if reader.isStrict { try reader.rejectFirstWarning() }
    return reader
  }

  /// The next event as libevdev would deliver it, or `nil` at the end of the trace.
  /// - Throws: `TraceError` for a line that is not an event, and, when strict,
  ///   ``TraceError/rejectedInput(path:line:problem:)`` for the first event dropped, capped or out of range.
  public func next() throws(TraceError) -> InputEvent? {
    while var event = try nextInFile() {
      if isAsWritten { return event }
      let verdict = sanitizer.check(&event, line: { lineNumber })
      if isStrict { try rejectFirstWarning() }
      if case .keep = verdict { return event }
    }
    if !ended && !isAsWritten {
      sanitizer.endOfTrace()
      if isStrict { try rejectFirstWarning() }
    }
    reachedEnd()
    return nil
  }

  /// In a strict reading, the first event dropped, capped or out of range as an error.
  @inline(never)
  private func rejectFirstWarning() throws(TraceError) {
    guard !sanitizer.warnings.isEmpty, let (_, entry) = sanitizer.warnings.sorted.first else { return }
    throw .rejectedInput(path: entry.path ?? path, line: entry.firstLine, problem: entry.first)
  }

  /// Calls ``onEnd`` the first time the end is reached.
  @inline(never)
  private func reachedEnd() {
    guard !ended else { return }
    ended = true
    onEnd?(self)
  }

  /// The line of the file the last event came from.
  public var lineNumber: Int {
    if let evemu { return evemu.takeUnretainedValue().lineNumber }
    return libinputRecord?.takeUnretainedValue().lineNumber ?? 0
  }

  /// The file's next event, as it is written.
  @inline(__always)
  private func nextInFile() throws(TraceError) -> InputEvent? {
    if let evemu { return try Self.next(of: evemu) { reader throws(TraceError) in try reader.next() } }
    guard let libinputRecord else { return nil }
    return try Self.next(of: libinputRecord) { reader throws(TraceError) in try reader.next() }
  }

  /// `read` called on `reader` without retaining it (`_withUnsafeGuaranteedRef` rethrows untyped errors,
  /// hence the `Result`).
  @inline(__always)
  private static func next<Reader: AnyObject>(
    of reader: Unmanaged<Reader>, _ read: (Reader) throws(TraceError) -> InputEvent?
  ) throws(TraceError) -> InputEvent? {
    try reader._withUnsafeGuaranteedRef { reader in Result { () throws(TraceError) in try read(reader) } }.get()
  }

  /// The whole trace in memory: for tests and small files.
  public static func readAll(
    _ path: String, descriptionPath: String? = nil, deviceIndex: Int = 0, strict: Bool = false,
    asWritten: Bool = false
  ) throws(TraceError) -> (device: DeviceDescription, events: [InputEvent]) {
    let reader = try open(
      path, descriptionPath: descriptionPath, deviceIndex: deviceIndex, strict: strict, asWritten: asWritten)
    var events: [InputEvent] = []
    while let event = try reader.next() { events.append(event) }
    return (reader.device, events)
  }
}

/// Tells evemu from `libinput record` by the first lines that are not blank.
enum TraceFormatDetector {
  /// The format of the file `lines` reads, from its first lines (``LineSource/rewind()`` goes back).
  /// - Throws: `emptyFile`, `noDeviceDescription` (only comments and no description), `notALibinputRecording`
  ///   (YAML of another kind) or `unknownLine`.
  static func detect(_ lines: LineSource, hasDescription: Bool) throws(TraceError) -> TraceFormat {
    let path = lines.path
    while let line = try lines.nextLine() {
      if line.isBlank { continue }
      if line.contains(0x0d) { throw .carriageReturnLineEnds(path: path, line: lines.lineNumber) }
      if line[0] == UInt8(ascii: "#") {
        if line.hasPrefix("# libinput record") { return .libinputRecord }
        continue
      }
      if line.count >= 2, line[1] == UInt8(ascii: ":"), (0x41...0x5a).contains(line[0]) { return .evemu }
      return try yamlFormat(line, path: path, number: lines.lineNumber)
    }
    if lines.isEmptyFile, !hasDescription { throw .emptyFile(path: path) }
    if !hasDescription { throw .noDeviceDescription(path: path) }
    return .evemu
  }

  /// `.libinputRecord` for a line that starts a recording's top-level keys; an error for other YAML
  /// and for text that is neither.
  private static func yamlFormat(
    _ line: UnsafeBufferPointer<UInt8>, path: String, number: Int
  ) throws(TraceError) -> TraceFormat {
    let text = line.text
    guard let colon = text.firstIndex(of: ":"),
      text[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" })
    else {
      throw .unknownLine(
        path: path, line: number,
        expected: "an evemu line (N:, I:, …, E:) or \"# libinput record\"", found: text)
    }
    let recordKeys: Set<Substring> = ["version", "ndevices", "libinput", "system", "devices"]
    guard recordKeys.contains(text[..<colon]) else {
      throw .notALibinputRecording(path: path, line: number, found: text)
    }
    return .libinputRecord
  }
}
