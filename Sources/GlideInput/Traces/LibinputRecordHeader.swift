/// The top of a `libinput record` file up to the chosen device's `events:` key, collected line by line:
/// the version check and that device's `evdev` block.
struct LibinputRecordHeader {
  let path: String
  let deviceIndex: Int
  /// True once the chosen device's `events:` key is reached, or the device ended without one.
  private(set) var isComplete = false
  private(set) var reachedEvents = false
  private(set) var comments: [String] = []
  /// The device's axes stated oddly (see `AxisCheck`).
  private(set) var warnings = InputWarnings()
  /// The indentation of the chosen device's keys.
  var deviceKeyIndent: Int { (deviceItemIndent ?? 2) + 2 }

  private var sawVersion = false
  private var inDevices = false
  private var deviceItemIndent: Int?
  private var currentDevice = -1
  private var deviceLine = 0
  private var deviceSection = ""
  private var evdevKeyIndent: Int?
  private var evdevSection = ""

  private var name: String?
  private var id: InputID?
  private var codes: [EventType: Set<EventCode>] = [:]
  private var absInfo: [EventCode: AbsInfo] = [:]
  private var properties: Set<InputProperty> = []

  init(path: String, deviceIndex: Int) {
    self.path = path
    self.deviceIndex = deviceIndex
  }

  // MARK: - Lines

  mutating func consume(_ line: YAMLLine, number: Int) throws(TraceError) {
    if line.isBlank { return }
    if line.isComment {
      let text = line.commentText
      if number > 1 || text != "libinput record", !inDevices || currentDevice == deviceIndex {
        comments.append(text)
      }
      return
    }
    if line.indent == 0 { return try topLevel(line, number) }
    guard inDevices else { return }
    if line.isItem, line.indent == deviceItemIndent ?? line.indent {
      deviceItemIndent = line.indent
      currentDevice += 1
      // Past the chosen device (never reached for a negative index, so that the whole file is counted
      // for the error); `currentDevice - 1` cannot overflow as `deviceIndex + 1` would at `Int.max`.
      if deviceIndex >= 0, currentDevice - 1 == deviceIndex { isComplete = true }
      if currentDevice == deviceIndex { deviceLine = number }
      return
    }
    guard currentDevice == deviceIndex else { return }
    try deviceLine(line, number)
  }

  /// At the end of the file (or of the chosen device): an error when the device was never reached.
  func finish(lineNumber: Int, isEmptyFile: Bool) throws(TraceError) {
    if isComplete { return }
    if isEmptyFile { throw .emptyFile(path: path) }
    guard sawVersion, inDevices || currentDevice >= 0 else {
      throw .notALibinputRecording(
        path: path, line: lineNumber, found: "the end of the file, with no devices:")
    }
    guard currentDevice >= deviceIndex, deviceIndex >= 0 else {
      throw .deviceIndexOutOfRange(path: path, index: deviceIndex, count: currentDevice + 1)
    }
  }

  func device() throws(TraceError) -> DeviceDescription {
    guard let name else {
      throw .missingDeviceLine(path: path, line: deviceLine, expected: "a \"name:\" key in the evdev block")
    }
    guard let id else {
      throw .missingDeviceLine(path: path, line: deviceLine, expected: "an \"id:\" key in the evdev block")
    }
    return DeviceDescription(
      name: name, id: id, properties: properties, codes: codes, absInfo: absInfo)
  }

  // MARK: - Internals

  private mutating func topLevel(_ line: YAMLLine, _ number: Int) throws(TraceError) {
    if inDevices, currentDevice == deviceIndex {
      isComplete = true
      return
    }
    inDevices = false
    guard let (key, value) = line.keyValue else {
      throw .notALibinputRecording(path: path, line: number, found: line.bytes.text)
    }
    switch key {
    case "version":
      guard value == "1" else {
        throw .unsupportedLibinputRecordVersion(path: path, line: number, version: value)
      }
      sawVersion = true
    case "devices":
      guard sawVersion else { throw .notALibinputRecording(path: path, line: number, found: line.bytes.text) }
      inDevices = true
    case "ndevices", "libinput", "system":
      break
    default:
      if !sawVersion { throw .notALibinputRecording(path: path, line: number, found: line.bytes.text) }
    }
  }

  private mutating func deviceLine(_ line: YAMLLine, _ number: Int) throws(TraceError) {
    if line.indent <= deviceKeyIndent {
      deviceSection = line.keyValue?.key ?? ""
      if deviceSection == "events" {
        reachedEvents = true
        isComplete = true
      }
      return
    }
    guard deviceSection == "evdev" else { return }
    let keyIndent = evdevKeyIndent ?? line.indent
    evdevKeyIndent = keyIndent
    if line.indent == keyIndent {
      try evdevKey(line, number)
    } else if evdevSection == "codes" || evdevSection == "absinfo" {
      try evdevEntry(line, number)
    }
  }

  /// `name:`, `id:`, `properties:`, or the start of `codes:` / `absinfo:`.
  private mutating func evdevKey(_ line: YAMLLine, _ number: Int) throws(TraceError) {
    guard let (key, value) = line.keyValue else { return }
    evdevSection = key
    switch key {
    case "name":
      name = YAMLLine.unquoted(value)
    case "id":
      let ids = try integers(value, number, expected: "id: [bustype, vendor, product, version]", count: 4)
      id = InputID(
        bustype: UInt16(truncatingIfNeeded: ids[0]), vendor: UInt16(truncatingIfNeeded: ids[1]),
        product: UInt16(truncatingIfNeeded: ids[2]), version: UInt16(truncatingIfNeeded: ids[3]))
    case "properties":
      let bits = try integers(value, number, expected: "properties: [bit, …]", count: nil)
      properties = Set(bits.filter { (0...255).contains($0) }.map { InputProperty(UInt8($0)) })
    default:
      break
    }
  }

  /// `type: [code, …]` under `codes:`, or `code: [min, max, fuzz, flat, resolution]` under `absinfo:`.
  private mutating func evdevEntry(_ line: YAMLLine, _ number: Int) throws(TraceError) {
    guard let (key, value) = line.keyValue else { return }
    guard let number16 = UInt16(key) else {
      throw .badNumber(path: path, line: number, expected: "a decimal \(evdevSection) key", found: key)
    }
    if evdevSection == "codes" {
      let list = try integers(value, number, expected: "\(key): [code, …]", count: nil)
      let type = EventType(number16)
      codes[type, default: []].formUnion(list.compactMap { UInt16(exactly: $0).map { EventCode($0) } })
    } else {
      let list = try integers(
        value, number, expected: "\(key): [min, max, fuzz, flat, resolution]", count: nil)
      guard list.count >= 4, let values = Optional(list.compactMap { Int32(exactly: $0) }),
        values.count == list.count
      else { throw .badNumber(path: path, line: number, expected: "4 or 5 32-bit numbers", found: value) }
      let axis = EventCode(number16)
      absInfo[axis] = try AxisCheck.checked(axis, values: values, path: path, line: number, warnings: &warnings)
    }
  }

  private func integers(_ text: String, _ number: Int, expected: String, count: Int?) throws(TraceError)
    -> [Int64]
  {
    guard let values = YAMLLine.integers(text), count == nil || values.count == count else {
      throw .badNumber(path: path, line: number, expected: expected, found: text)
    }
    return values
  }
}
