/// The text of an evemu file as evemu-record 2.x writes it (format 1.3), appended to a byte buffer.
struct EvemuFormatter {
  /// `B:` rows evemu writes for each type even when empty (`EV_KEY` spans `KEY_MAX` in 12 rows).
  static let standardRows: [EventType: Int] = [
    .key: 12, .rel: 1, .abs: 1, .msc: 1, .sw: 1, .led: 1, .snd: 1, .rep: 1, .ff: 2,
  ]

  /// The last `SYN_REPORT`'s time, for the `+Nms` in the next one's comment.
  private var lastReport: Timestamp?
  /// `TYPE / CODE` names already looked up, by `type << 16 | code`.
  private var names: [UInt32: (type: [UInt8], code: [UInt8])] = [:]

  // MARK: - Header

  /// The header comments, the device description and the banner before the events.
  static func appendHeader(_ device: DeviceDescription, comments: [String], to out: inout [UInt8]) {
    out.append("# EVEMU 1.3\n")
    out.append("# Input device name: \"\(oneLine(device.name))\"\n")
    out.append("# Input device ID: bus \(idHex(device.id.bustype)) vendor \(idHex(device.id.vendor)) ")
    out.append("product \(idHex(device.id.product)) version \(idHex(device.id.version))\n")
    if let size = sizeInMillimetres(device) { out.append("# Size in mm: \(size.width)x\(size.height)\n") }
    for comment in comments {
      for line in comment.split(separator: "\n", omittingEmptySubsequences: false) {
        out.append("# \(line)\n")
      }
    }
    out.append("N: \(oneLine(device.name))\n")
    out.append("I:")
    for value in [device.id.bustype, device.id.vendor, device.id.product, device.id.version] {
      out.append(UInt8(ascii: " "))
      out.appendHex(UInt64(value), width: 4)
    }
    out.append(UInt8(ascii: "\n"))
    appendMaskRows("P:", bits: Set(device.properties.map { Int($0.rawValue) }), minimumRows: 1, to: &out)
    appendCodeRows(device, to: &out)
    appendAxes(device, to: &out)
    appendStates("L:", device.ledStates, to: &out)
    appendStates("S:", device.switchStates, to: &out)
    out.append(
      "################################\n#      Waiting for events      #\n################################\n"
    )
  }

  /// `B: 00`, then every type's code rows in type order. Like evemu 2.x, the `B: 00` row holds
  /// `EV_SYN`'s codes (SYN_REPORT, SYN_CONFIG, SYN_DROPPED: `0b`) whatever the device.
  private static func appendCodeRows(_ device: DeviceDescription, to out: inout [UInt8]) {
    appendMaskRows("B: 00", bits: [0, 1, 3], minimumRows: 1, to: &out)
    let written = Set(standardRows.keys).union(device.codes.keys).subtracting([.syn]).sorted()
    for type in written {
      let codes = Set((device.codes[type] ?? []).map { Int($0.rawValue) })
      let prefix = "B: " + String(type.rawValue, radix: 16).leftPadded(to: 2)
      appendMaskRows(prefix, bits: codes, minimumRows: standardRows[type] ?? 1, to: &out)
    }
  }

  /// Rows of `prefix` and 8 hex bytes, 64 bits a row, at least `minimumRows`.
  private static func appendMaskRows(
    _ prefix: String, bits: Set<Int>, minimumRows: Int, to out: inout [UInt8]
  ) {
    let rows = max(minimumRows, ((bits.max() ?? -1) + 64) / 64)
    for row in 0..<rows {
      out.append(prefix)
      for byte in 0..<8 {
        var value: UInt64 = 0
        for bit in 0..<8 where bits.contains(row * 64 + byte * 8 + bit) { value |= 1 << bit }
        out.append(UInt8(ascii: " "))
        out.appendHex(value, width: 2)
      }
      out.append(UInt8(ascii: "\n"))
    }
  }

  /// `A: code min max fuzz flat resolution` for every axis, in code order.
  private static func appendAxes(_ device: DeviceDescription, to out: inout [UInt8]) {
    for (code, axis) in device.absInfo.sorted(by: { $0.key < $1.key }) {
      out.append("A: ")
      out.appendHex(UInt64(code.rawValue), width: 2)
      for value in [axis.minimum, axis.maximum, axis.fuzz, axis.flat, axis.resolution] {
        out.append(UInt8(ascii: " "))
        out.appendDecimal(Int64(value))
      }
      out.append(UInt8(ascii: "\n"))
    }
  }

  private static func appendStates(_ prefix: String, _ states: [EventCode: Int32], to out: inout [UInt8]) {
    for (code, state) in states.sorted(by: { $0.key < $1.key }) {
      out.append(prefix + " ")
      out.appendHex(UInt64(code.rawValue), width: 2)
      out.append(" \(state)\n")
    }
  }

  /// The surface in whole millimetres, when both position axes state a resolution.
  static func sizeInMillimetres(_ device: DeviceDescription) -> (width: Int64, height: Int64)? {
    guard device.hasResolution, let x = device.xAxis, let y = device.yAxis else { return nil }
    return (x.range / Int64(x.resolution), y.range / Int64(y.resolution))
  }

  /// An id as evemu prints it with `%#04x`: `0x02`, `0x5ac`, and `0000` for zero.
  private static func idHex(_ value: UInt16) -> String {
    value == 0 ? "0000" : "0x" + String(value, radix: 16).leftPadded(to: 2)
  }

  private static func oneLine(_ text: String) -> String {
    text.replacing("\n", with: " ")
  }

  // MARK: - Events

  /// `E: sec.usec type code value` (`%lu.%06u %04x %04x %04d`), a tab and a comment naming the event.
  mutating func appendEvent(_ event: InputEvent, to out: inout [UInt8]) {
    out.append("E: ")
    out.appendDecimal(event.time.wholeSeconds)
    out.append(UInt8(ascii: "."))
    out.appendDecimal(event.time.microsecondsOfSecond, width: 6)
    out.append(UInt8(ascii: " "))
    out.appendHex(UInt64(event.type.rawValue), width: 4)
    out.append(UInt8(ascii: " "))
    out.appendHex(UInt64(event.code.rawValue), width: 4)
    out.append(UInt8(ascii: " "))
    out.appendDecimal(Int64(event.value), width: 4)
    out.append("\t# ")
    appendComment(event, to: &out)
    out.append(UInt8(ascii: "\n"))
  }

  private mutating func appendComment(_ event: InputEvent, to out: inout [UInt8]) {
    let name = names(of: event)
    switch (event.type, event.code) {
    case (.syn, .synReport):
      let elapsed = lastReport.map { (event.time.microseconds - $0.microseconds) / 1000 } ?? 0
      lastReport = event.time
      out.append("------------ ")
      out.append(contentsOf: name.code)
      out.append(" (\(event.value)) ---------- +\(elapsed)ms")
    case (.syn, .synMTReport):
      out.append("++++++++++++ ")
      out.append(contentsOf: name.code)
      out.append(" (\(event.value)) ++++++++++")
    default:
      out.append(contentsOf: name.type)
      out.append(" / ")
      out.appendPadded(name.code, width: 20)
      out.append(UInt8(ascii: " "))
      out.appendDecimal(Int64(event.value))
    }
  }

  private mutating func names(of event: InputEvent) -> (type: [UInt8], code: [UInt8]) {
    let key = UInt32(event.type.rawValue) << 16 | UInt32(event.code.rawValue)
    if let known = names[key] { return known }
    let type = event.type.name ?? "EV_0x" + String(event.type.rawValue, radix: 16)
    let code = event.code.name(for: event.type) ?? "0x" + String(event.code.rawValue, radix: 16)
    let found = (Array(type.utf8), Array(code.utf8))
    names[key] = found
    return found
  }
}

extension String {
  /// The text with zeros in front, to at least `width` characters.
  func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
