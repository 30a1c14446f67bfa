/// The device description lines of an evemu file (`N:`, `I:`, `P:`, `B:`, `A:`, `L:`, `S:`) and the
/// comments around them, collected line by line.
struct EvemuHeader {
  let path: String
  var name: String?
  var nameLine = 0
  var id: InputID?
  var properties: Set<InputProperty> = []
  /// `P:` lines seen so far: each continues the property mask 64 bits further.
  var propertyRows = 0
  var codes: [EventType: Set<EventCode>] = [:]
  /// `B:` rows seen so far per type: each continues the type's code mask 64 bits further.
  var codeRows: [EventType: Int] = [:]
  var absInfo: [EventCode: AbsInfo] = [:]
  var ledStates: [EventCode: Int32] = [:]
  var switchStates: [EventCode: Int32] = [:]
  /// Comment lines, without `#` and the space after it; the `# EVEMU 1.x` line is not among them.
  var comments: [String] = []
  /// The `# EVEMU 1.x` version, when the file states one.
  var version: String?
  /// Axes stated oddly (see `AxisCheck`), with their lines in this file.
  var warnings = InputWarnings()

  init(path: String) { self.path = path }

  /// Whether the file had a description at all (an events-only file has none).
  var isPresent: Bool { name != nil }

  /// The description. The `B: 00` row is not needed: types follow from the code rows.
  func device() throws(TraceError) -> DeviceDescription {
    guard let name else { throw .noDeviceDescription(path: path) }
    guard let id else {
      throw .missingDeviceLine(path: path, line: nameLine, expected: "an \"I:\" line after this N: line")
    }
    return DeviceDescription(
      name: name, id: id, properties: properties, codes: codes, absInfo: absInfo,
      ledStates: ledStates, switchStates: switchStates)
  }

  // MARK: - Lines

  /// Takes one header line or comment. Returns false for a line that ends the header (an `E:` line).
  mutating func consume(_ line: UnsafeBufferPointer<UInt8>, number: Int) throws(TraceError) -> Bool {
    if line.isBlank { return true }
    if line.contains(0x0d) { throw .carriageReturnLineEnds(path: path, line: number) }
    if line[0] == UInt8(ascii: "#") {
      comment(line)
      return true
    }
    guard line.count >= 2, line[1] == UInt8(ascii: ":") else { throw unknown(line, number) }
    switch line[0] {
    case UInt8(ascii: "E"): return false
    case UInt8(ascii: "N"): parseName(line, number)
    case UInt8(ascii: "I"): try parseID(line, number)
    case UInt8(ascii: "P"): try parseProperties(line, number)
    case UInt8(ascii: "B"): try parseBits(line, number)
    case UInt8(ascii: "A"): try parseAxis(line, number)
    case UInt8(ascii: "L"): ledStates.merge(try parseState(line, number, "L")) { $1 }
    case UInt8(ascii: "S"): switchStates.merge(try parseState(line, number, "S")) { $1 }
    default: throw unknown(line, number)
    }
    return true
  }

  private mutating func comment(_ line: UnsafeBufferPointer<UInt8>) {
    var cursor = ByteCursor(line, at: 1)
    cursor.skipBlanks()
    let text = cursor.rest()
    if text.allSatisfy({ $0 == "#" }) || text.hasPrefix("Waiting for events") { return }
    if text.hasPrefix("EVEMU "), version == nil, name == nil {
      version = String(text.dropFirst(6))
    } else {
      comments.append(text)
    }
  }

  /// `N: name`: everything after `N: ` is the name, `#` included.
  private mutating func parseName(_ line: UnsafeBufferPointer<UInt8>, _ number: Int) {
    var cursor = ByteCursor(line, at: 2)
    cursor.skipBlanks()
    var text = cursor.rest()
    while text.last == " " || text.last == "\t" { text.removeLast() }
    name = text
    nameLine = number
  }

  /// `I: bustype vendor product version`, four hex numbers.
  private mutating func parseID(_ line: UnsafeBufferPointer<UInt8>, _ number: Int) throws(TraceError) {
    let expected = "\"I: <bustype> <vendor> <product> <version>\" (4 hexadecimal numbers)"
    let fields = try hexFields(line, number, count: 4, digits: 4, expected: expected)
    id = InputID(
      bustype: UInt16(fields[0]), vendor: UInt16(fields[1]), product: UInt16(fields[2]),
      version: UInt16(fields[3]))
  }

  /// `P:` and 8 hex bytes: 64 property bits, continuing at the next 64 for each further line.
  private mutating func parseProperties(_ line: UnsafeBufferPointer<UInt8>, _ number: Int) throws(TraceError)
  {
    let expected = "\"P: \" and 8 hexadecimal bytes"
    let bytes = try hexFields(line, number, count: 8, digits: 2, expected: expected)
    for bit in Self.bits(of: bytes, offset: propertyRows * 64) where bit <= Int(UInt8.max) {
      properties.insert(InputProperty(UInt8(bit)))
    }
    propertyRows += 1
  }

  /// `B: type` and 8 hex bytes: 64 code bits of one type; repeated rows continue the mask.
  private mutating func parseBits(_ line: UnsafeBufferPointer<UInt8>, _ number: Int) throws(TraceError) {
    let expected = "\"B: <type>\" and 8 hexadecimal bytes"
    let fields = try hexFields(line, number, count: 9, digits: 2, expected: expected)
    guard fields[0] <= UInt32(EventType.max.rawValue) else {
      throw .valueOutOfRange(
        path: path, line: number, expected: "an event type up to EV_MAX (0x1f)", found: line.text)
    }
    let type = EventType(UInt16(fields[0]))
    let row = codeRows[type, default: 0]
    codeRows[type] = row + 1
    // Rows past the 1024th would number codes beyond UInt16: no type has such codes, so they are dropped.
    let bits = Self.bits(of: fields.dropFirst(), offset: row * 64).filter { $0 <= Int(UInt16.max) }
    // The `B: 00` row is EV_SYN's (see `DeviceDescription.types`); the types follow from the others.
    if type != .syn {
      codes[type, default: []].formUnion(bits.map { EventCode(UInt16($0)) })
    }
  }

  /// `A: code min max fuzz flat [resolution]`: the code in hex, the rest decimal.
  private mutating func parseAxis(_ line: UnsafeBufferPointer<UInt8>, _ number: Int) throws(TraceError) {
    let expected = "\"A: <code> <min> <max> <fuzz> <flat> [<resolution>]\""
    var cursor = ByteCursor(line, at: 2)
    cursor.skipBlanks()
    let codeStart = cursor
    guard let code = cursor.hexadecimal(maximumDigits: 4) else {
      throw badOrTruncated(cursor, line, number, expected: expected, field: "a hexadecimal axis code")
    }
    guard code <= UInt32(EventType.abs.maximumCode ?? 0) else {
      throw .valueOutOfRange(
        path: path, line: number, expected: "an axis code up to ABS_MAX (3f)", found: codeStart.token())
    }
    var values: [Int32] = []
    while values.count < 5, cursor.skipBlanks() > 0, let value = cursor.signedDecimal() {
      guard let fitting = Int32(exactly: value) else {
        throw .valueOutOfRange(path: path, line: number, expected: "a 32-bit axis value", found: "\(value)")
      }
      values.append(fitting)
    }
    guard values.count >= 4 else { throw badOrTruncated(cursor, line, number, expected: expected) }
    guard cursor.isAtEndOrComment() else {
      throw .badNumber(path: path, line: number, expected: "a decimal number", found: cursor.token())
    }
    let axis = EventCode(UInt16(code))
    absInfo[axis] = try AxisCheck.checked(axis, values: values, path: path, line: number, warnings: &warnings)
  }

  /// `L: code state` or `S: code state`.
  private func parseState(
    _ line: UnsafeBufferPointer<UInt8>, _ number: Int, _ letter: String
  ) throws(TraceError) -> [EventCode: Int32] {
    let expected = "\"\(letter): <code> <state>\""
    var cursor = ByteCursor(line, at: 2)
    cursor.skipBlanks()
    guard let code = cursor.hexadecimal(maximumDigits: 4), cursor.skipBlanks() > 0,
      let state = cursor.signedDecimal(), let value = Int32(exactly: state), cursor.isAtEndOrComment()
    else { throw badOrTruncated(cursor, line, number, expected: expected) }
    return [EventCode(UInt16(code)): value]
  }

  // MARK: - Helpers

  /// `count` hex numbers of up to `digits` digits after the `X:` prefix, then the end or a comment.
  private func hexFields(
    _ line: UnsafeBufferPointer<UInt8>, _ number: Int, count: Int, digits: Int, expected: String
  ) throws(TraceError) -> [UInt32] {
    var cursor = ByteCursor(line, at: 2)
    var fields: [UInt32] = []
    fields.reserveCapacity(count)
    while fields.count < count {
      guard cursor.skipBlanks() > 0 || fields.isEmpty, let field = cursor.hexadecimal(maximumDigits: digits)
      else { throw badOrTruncated(cursor, line, number, expected: expected) }
      fields.append(field)
    }
    guard cursor.isAtEndOrComment() else {
      throw .unknownLine(path: path, line: number, expected: expected, found: line.text)
    }
    return fields
  }

  /// The set bits of little-endian bytes, numbered from `offset`.
  private static func bits(of bytes: some Collection<UInt32>, offset: Int) -> [Int] {
    var result: [Int] = []
    for (index, byte) in bytes.enumerated() {
      for bit in 0..<8 where byte & (1 << bit) != 0 { result.append(offset + index * 8 + bit) }
    }
    return result
  }

  /// A truncated-line error at the end of the line, else a bad-number error at the cursor.
  private func badOrTruncated(
    _ cursor: ByteCursor, _ line: UnsafeBufferPointer<UInt8>, _ number: Int, expected: String,
    field: String? = nil
  ) -> TraceError {
    var rest = cursor
    if rest.isAtEndOrComment() {
      return .truncatedLine(path: path, line: number, expected: expected, found: line.text)
    }
    return .badNumber(path: path, line: number, expected: field ?? expected, found: rest.token())
  }

  private func unknown(_ line: UnsafeBufferPointer<UInt8>, _ number: Int) -> TraceError {
    .unknownLine(
      path: path, line: number,
      expected: "an evemu line (N:, I:, P:, B:, A:, L:, S:, E: or a # comment)", found: line.text)
  }
}
