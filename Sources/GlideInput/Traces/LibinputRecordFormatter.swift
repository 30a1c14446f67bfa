/// The text of a `libinput record` file (version 1) with one device, appended to a byte buffer.
struct LibinputRecordFormatter {
  /// Whether the last event closed a frame, so the next one opens a `- evdev:` item.
  private var atFrameStart = true
  private var lastReport: Timestamp?

  // MARK: - Header

  /// Everything up to and including the device's `events:` key.
  static func appendHeader(_ device: DeviceDescription, comments: [String], to out: inout [UInt8]) {
    out.append("# libinput record\nversion: 1\nndevices: 1\nlibinput:\n  version: \"unknown\"\n")
    out.append("  git: \"unknown\"\nsystem:\n  kernel: \"unknown\"\ndevices:\n")
    out.append("  - node: /dev/input/event0\n    evdev:\n")
    // The comment as libinput writes it, the name quoted and escaped only when it holds a character a
    // YAML line cannot (a NUL, a line break).
    let plain = !device.name.unicodeScalars.contains { Self.needsEscape($0) }
    out.append("      # Name: \(plain ? device.name : Self.quoted(device.name))\n")
    let id = device.id
    out.append("      # ID: bus 0x\(hex(id.bustype)) vendor 0x\(hex(id.vendor)) product 0x\(hex(id.product))")
    out.append(" version 0x\(hex(id.version))\n")
    if let size = EvemuFormatter.sizeInMillimetres(device) {
      out.append("      # Size in mm: \(size.width)x\(size.height)\n")
    }
    for comment in comments {
      for line in comment.split(separator: "\n", omittingEmptySubsequences: false) {
        out.append("      # \(line)\n")
      }
    }
    out.append("      name: \(quoted(device.name))\n")
    out.append("      id: [\(id.bustype), \(id.vendor), \(id.product), \(id.version)]\n")
    appendCodes(device, to: &out)
    appendAbsInfo(device, to: &out)
    out.append(
      "      properties: [\(device.properties.sorted().map { String($0.rawValue) }.joined(separator: ", "))]\n"
    )
    out.append("    events:\n")
  }

  /// `type: [code, …] # EV_NAME` for every type, `EV_SYN` with its four codes.
  private static func appendCodes(_ device: DeviceDescription, to out: inout [UInt8]) {
    out.append("      codes:\n")
    for type in device.types.sorted() {
      let codes = type == .syn ? [0, 1, 2, 3] : (device.codes[type] ?? []).map { Int($0.rawValue) }.sorted()
      let list = codes.map(String.init).joined(separator: ", ")
      out.append("        \(type.rawValue): [\(list)] # \(type.name ?? "?")\n")
    }
  }

  private static func appendAbsInfo(_ device: DeviceDescription, to out: inout [UInt8]) {
    guard !device.absInfo.isEmpty else { return }
    out.append("      absinfo:\n")
    for (code, axis) in device.absInfo.sorted(by: { $0.key < $1.key }) {
      let values = [axis.minimum, axis.maximum, axis.fuzz, axis.flat, axis.resolution]
      out.append("        \(code.rawValue): [\(values.map(String.init).joined(separator: ", "))]")
      out.append(" # \(code.name(for: .abs) ?? "?")\n")
    }
  }

  private static func hex(_ value: UInt16) -> String { String(value, radix: 16) }

  /// A double-quoted YAML string: quotes, backslashes and every character YAML does not let stand in
  /// one (controls, DEL, C1, the line and paragraph separators, a byte-order mark) escaped.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case _ where needsEscape(scalar):
        let digits = String(scalar.value, radix: 16, uppercase: true)
        result += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// Controls, DEL, C1, the line and paragraph separators and a byte-order mark: what YAML does not let
  /// stand in a line.
  static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0xFEFF: true
    default: false
    }
  }

  // MARK: - Events

  /// One `- [sec, usec, type, code, value]` row, opening a `- evdev:` frame item when one is due.
  mutating func appendEvent(_ event: InputEvent, to out: inout [UInt8]) {
    if atFrameStart { out.append("    - evdev:\n") }
    atFrameStart = event.isSynReport
    out.append("      - [")
    appendField(event.time.wholeSeconds, width: 3, to: &out)
    appendField(event.time.microsecondsOfSecond, width: 6, to: &out)
    appendField(Int64(event.type.rawValue), width: 3, to: &out)
    appendField(Int64(event.code.rawValue), width: 3, to: &out)
    let value = String(event.value)
    out.append(String(repeating: " ", count: max(0, 7 - value.count)) + value + "] # ")
    appendComment(event, to: &out)
    out.append(UInt8(ascii: "\n"))
  }

  private func appendField(_ value: Int64, width: Int, to out: inout [UInt8]) {
    let text = String(value)
    out.append(String(repeating: " ", count: max(0, width - text.count)) + text + ", ")
  }

  private mutating func appendComment(_ event: InputEvent, to out: inout [UInt8]) {
    let type = event.type.name ?? "EV_0x" + String(event.type.rawValue, radix: 16)
    let code = event.code.name(for: event.type) ?? "0x" + String(event.code.rawValue, radix: 16)
    if event.isSynReport {
      let elapsed = lastReport.map { (event.time.microseconds - $0.microseconds) / 1000 } ?? 0
      lastReport = event.time
      out.append("------------ \(code) (\(event.value)) ---------- +\(elapsed)ms")
    } else {
      out.append("\(type) / \(code.padding(toLength: 20)) \(event.value)")
    }
  }
}

extension String {
  /// The text padded with spaces to `length` characters.
  func padding(toLength length: Int) -> String {
    count >= length ? self : self + String(repeating: " ", count: length - count)
  }
}
