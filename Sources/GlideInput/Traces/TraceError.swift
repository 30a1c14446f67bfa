import GlideOutput

/// Why a trace could not be read or written. Every message names the file, the line where there is one,
/// and what was expected against what was found.
public enum TraceError: Error, Equatable, Sendable {
  /// The file could not be opened or read; `reason` is the system's (`strerror`).
  case unreadable(path: String, reason: String)
  /// The file could not be created or written; `reason` is the system's (`strerror`).
  case unwritable(path: String, reason: String)
  /// The file holds nothing.
  case emptyFile(path: String)
  /// A line longer than `limit` bytes (an input with no newlines, or not text at all).
  case lineTooLong(path: String, line: Int, limit: Int)
  /// A line that is no part of the format.
  case unknownLine(path: String, line: Int, expected: String, found: String)
  /// A line that stops before all its fields.
  case truncatedLine(path: String, line: Int, expected: String, found: String)
  /// A field that is not a number of the expected form.
  case badNumber(path: String, line: Int, expected: String, found: String)
  /// A number beyond what its field can hold: a type above `EV_MAX`, a code above the type's maximum,
  /// a value outside `Int32`.
  case valueOutOfRange(path: String, line: Int, expected: String, found: String)
  /// An axis the kernel would refuse: a minimum above its maximum, an `ABS_MT_SLOT` maximum below 0.
  case impossibleAxis(path: String, line: Int, axis: String, problem: String)
  /// An event stamped earlier than the one before it.
  case timestampWentBackwards(path: String, line: Int, previous: Timestamp, found: Timestamp)
  /// A header that lacks a line the format requires (`I:` after `N:`, a `libinput record` `name:`).
  case missingDeviceLine(path: String, line: Int, expected: String)
  /// A file with neither a device description nor events (only comments), and no description given.
  case noDeviceDescription(path: String)
  /// An evemu file whose first event (at `line`) comes before any device description, and no
  /// description given with it.
  case eventsBeforeDescription(path: String, line: Int)
  /// The file given as a trace's description (`--desc`) holds none: it is empty or only comments
  /// (`line` nil), or its first event is at `line` (the events file given twice, say).
  case notADescriptionFile(path: String, line: Int?)
  /// A description given (`--desc`) for a `libinput record` file, which describes its own devices.
  case descriptionNotUsed(path: String, descriptionPath: String)
  /// A line holding a carriage return before its end: the file's lines end in `\r` alone.
  case carriageReturnLineEnds(path: String, line: Int)
  /// A YAML file that is not a `libinput record` recording.
  case notALibinputRecording(path: String, line: Int, found: String)
  /// A `libinput record` file of a version other than 1.
  case unsupportedLibinputRecordVersion(path: String, line: Int, version: String)
  /// `deviceIndex` names a device the recording does not have.
  case deviceIndexOutOfRange(path: String, index: Int, count: Int)
  /// In a strict reading: an event libevdev would drop or change, or a value beyond its axis's range
  /// (see ``InputWarnings``).
  case rejectedInput(path: String, line: Int, problem: String)

  /// The 1-based line the error is about, if it is about one.
  public var line: Int? {
    switch self {
    case .unknownLine(_, let line, _, _), .truncatedLine(_, let line, _, _), .badNumber(_, let line, _, _),
      .valueOutOfRange(_, let line, _, _), .timestampWentBackwards(_, let line, _, _),
      .missingDeviceLine(_, let line, _), .notALibinputRecording(_, let line, _),
      .unsupportedLibinputRecordVersion(_, let line, _), .rejectedInput(_, let line, _),
      .lineTooLong(_, let line, _), .impossibleAxis(_, let line, _, _),
      .eventsBeforeDescription(_, let line), .carriageReturnLineEnds(_, let line):
      line
    case .notADescriptionFile(_, let line):
      line
    case .unreadable, .unwritable, .emptyFile, .noDeviceDescription, .deviceIndexOutOfRange, .descriptionNotUsed:
      nil
    }
  }
}

extension TraceError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .unreadable(let path, let reason):
      "\(path.escapingInvisibles): cannot read the file: \(reason)"
    case .unwritable(let path, let reason):
      "\(path.escapingInvisibles): cannot write: \(reason)"
    case .emptyFile(let path):
      "\(path.escapingInvisibles): the file is empty; expected an evemu or libinput record trace"
    case .lineTooLong(let path, let line, let limit):
      "\(path.escapingInvisibles):\(line): line longer than \(limit) bytes; expected a line of an evemu or "
        + "libinput record trace, which is far shorter"
    case .unknownLine(let path, let line, let expected, let found),
      .truncatedLine(let path, let line, let expected, let found),
      .badNumber(let path, let line, let expected, let found),
      .valueOutOfRange(let path, let line, let expected, let found):
      "\(path.escapingInvisibles):\(line): expected \(expected), found \(Self.quoted(found))"
    case .impossibleAxis(let path, let line, let axis, let problem):
      "\(path.escapingInvisibles):\(line): \(axis): \(problem); the kernel refuses such an axis"
    case .timestampWentBackwards(let path, let line, let previous, let found):
      "\(path.escapingInvisibles):\(line): expected a time of \(previous) or later, found \(found): "
        + "the timestamp goes backwards"
    case .missingDeviceLine(let path, let line, let expected):
      "\(path.escapingInvisibles):\(line): expected \(expected) in the device description, found none"
    case .noDeviceDescription(let path):
      "\(path.escapingInvisibles): the file holds neither a device description (N:, I:, … lines) nor events; "
        + "expected an evemu or libinput record trace"
    case .eventsBeforeDescription(let path, let line):
      "\(path.escapingInvisibles):\(line): expected the device description (N:, I:, … lines) before the first "
        + "event, found an event line; pass --desc FILE with the device's evemu description when it is in a "
        + "file of its own"
    case .notADescriptionFile(let path, nil):
      "\(path.escapingInvisibles): expected an evemu device description (N:, I:, P:, B:, A: lines) for --desc, "
        + "found none: the file is empty or holds only comments"
    case .notADescriptionFile(let path, let line?):
      "\(path.escapingInvisibles):\(line): expected an evemu device description (N:, I:, P:, B:, A: lines) for "
        + "--desc, found an event line before any: --desc takes the device's description (its .desc file), "
        + "not the events"
    case .descriptionNotUsed(let path, let descriptionPath):
      "\(path.escapingInvisibles): a libinput record file describes its own devices, so the description "
        + "\(descriptionPath.escapingInvisibles) (--desc) would go unused; leave out --desc, or give "
        + "--device-index to choose a device"
    case .carriageReturnLineEnds(let path, let line):
      "\(path.escapingInvisibles):\(line): expected lines ending in a newline (\\n or \\r\\n), found a carriage "
        + "return (\\r) inside the line: the file's lines end in \\r alone; convert them, e.g. tr '\\r' '\\n'"
    case .notALibinputRecording(let path, let line, let found):
      "\(path.escapingInvisibles):\(line): expected a libinput record file (\"# libinput record\", \"version: 1\", "
        + "\"devices:\"), found \(Self.quoted(found))"
    case .unsupportedLibinputRecordVersion(let path, let line, let version):
      "\(path.escapingInvisibles):\(line): expected libinput record version 1, found version \(Self.quoted(version))"
    case .rejectedInput(let path, let line, let problem):
      "\(path.escapingInvisibles):\(line): \(problem) (refused: the trace is read strictly)"
    case .deviceIndexOutOfRange(let path, _, 0):
      "\(path.escapingInvisibles): expected at least one device in the recording's devices: list, found none"
    case .deviceIndexOutOfRange(let path, let index, let count):
      "\(path.escapingInvisibles): expected a device index from 0 to \(count - 1), found \(index): "
        + "the recording has \(count) device\(count == 1 ? "; leave out --device-index" : "s")"
    }
  }

  /// `text` in double quotes, shortened to 80 characters, with invisible characters (a NUL, an escape,
  /// a byte-order mark) escaped as `\u{0}`.
  private static func quoted(_ text: String) -> String {
    let shown = text.count > 80 ? text.prefix(77) + "..." : Substring(text)
    return "\"\(shown.escapingInvisibles)\""
  }
}
