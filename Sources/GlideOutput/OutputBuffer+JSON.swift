extension OutputBuffer {
  /// Appends `text` as a JSON string literal: quotes, `\"` and `\\`, `\n` `\t` `\r`, and `\u00xx` for the
  /// other control characters; everything else (all of UTF-8 beyond them) as it is.
  public func append(jsonString text: String) {
    var text = text
    text.withUTF8 { bytes in
      append(byte: UInt8(ascii: "\""))
      var start = 0
      for index in bytes.indices {
        let byte = bytes[index]
        guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
        append(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes)[start..<index]))
        appendEscape(byte)
        start = index + 1
      }
      append(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes)[start...]))
      append(byte: UInt8(ascii: "\""))
    }
  }

  /// Appends a Boolean as JSON and Swift write it: `true` or `false`.
  public func append(_ value: Bool) {
    append(value ? "true" as StaticString : "false")
  }

  private func appendEscape(_ byte: UInt8) {
    switch byte {
    case UInt8(ascii: "\""): append("\\\"" as StaticString)
    case UInt8(ascii: "\\"): append("\\\\" as StaticString)
    case UInt8(ascii: "\n"): append("\\n" as StaticString)
    case UInt8(ascii: "\t"): append("\\t" as StaticString)
    case UInt8(ascii: "\r"): append("\\r" as StaticString)
    default:
      let hex: StaticString = "0123456789abcdef"
      append("\\u00" as StaticString)
      append(byte: hex.utf8Start[Int(byte >> 4)])
      append(byte: hex.utf8Start[Int(byte & 0xf)])
    }
  }
}
