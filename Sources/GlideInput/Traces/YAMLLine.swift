/// One line of a `libinput record` file, split into indentation and content, with the few YAML forms the
/// format uses: `key: value`, `- item`, `[1, 2, 3]` and quoted strings.
struct YAMLLine {
  let bytes: UnsafeBufferPointer<UInt8>
  /// Leading spaces.
  let indent: Int

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    var indent = 0
    while indent < bytes.count, bytes[indent] == 0x20 { indent += 1 }
    self.indent = indent
  }

  var isBlank: Bool { indent == bytes.count || bytes[indent...].allSatisfy { $0 == 0x20 || $0 == 0x09 } }
  var isComment: Bool { indent < bytes.count && bytes[indent] == UInt8(ascii: "#") }
  /// A list item: `- …`.
  var isItem: Bool {
    indent + 1 < bytes.count && bytes[indent] == UInt8(ascii: "-") && bytes[indent + 1] == 0x20
      || indent + 1 == bytes.count && bytes[indent] == UInt8(ascii: "-")
  }

  /// The content after the indentation (and after `- ` for an item).
  var content: String {
    let skip = isItem ? 2 : 0
    return String(
      decoding: UnsafeBufferPointer(rebasing: bytes[min(indent + skip, bytes.count)...]), as: UTF8.self)
  }

  /// The comment text after `#`, trimmed.
  var commentText: String {
    var cursor = ByteCursor(bytes, at: indent + 1)
    cursor.skipBlanks()
    return cursor.rest()
  }

  /// `key` and the text after `key:` (trimmed, without a trailing comment unless quoted), for a
  /// `key: value` line or item.
  var keyValue: (key: String, value: String)? {
    Self.split(content)
  }

  static func split(_ text: String) -> (key: String, value: String)? {
    guard let colon = text.firstIndex(of: ":") else { return nil }
    let key = text[..<colon].trimmingBlanks()
    guard !key.isEmpty, !key.contains(" ") || key.first == "\"" else { return nil }
    var value = text[text.index(after: colon)...].trimmingBlanks()
    if !value.hasPrefix("\""), let hash = value.firstIndex(of: "#") {
      value = value[..<hash].trimmingBlanks()
    }
    return (String(key), String(value))
  }

  /// A double-quoted YAML string's contents (with the `\"`, `\\`, `\n`, `\t`, `\0`, `\xNN` and
  /// `\uNNNN` escapes), or the text as it is. An escape that is not one is kept as its character.
  static func unquoted(_ text: String) -> String {
    guard text.first == "\"" else { return text }
    var result = String.UnicodeScalarView()
    var scalars = text.unicodeScalars.dropFirst().makeIterator()
    /// The scalar of the next `count` hex digits, or nil (nothing consumed past a non-digit).
    func hex(_ count: Int) -> Unicode.Scalar? {
      var value: UInt32 = 0
      for _ in 0..<count {
        guard let digit = scalars.next(), let nibble = UInt32(String(digit), radix: 16) else { return nil }
        value = value * 16 + nibble
      }
      return Unicode.Scalar(value)
    }
    while let scalar = scalars.next() {
      switch scalar {
      case "\"": return String(result)
      case "\\":
        guard let escaped = scalars.next() else { return String(result) }
        switch escaped {
        case "n": result.append("\n")
        case "t": result.append("\t")
        case "0": result.append("\0")
        case "x": if let decoded = hex(2) { result.append(decoded) }
        case "u": if let decoded = hex(4) { result.append(decoded) }
        default: result.append(escaped)
        }
      default: result.append(scalar)
      }
    }
    return String(result)
  }

  /// The integers of a flow list `[a, b, c]`, or `nil` when `text` is not one.
  static func integers(_ text: String) -> [Int64]? {
    let trimmed = text.trimmingBlanks()
    guard trimmed.first == "[", trimmed.last == "]" else { return nil }
    let inner = trimmed.dropFirst().dropLast()
    if inner.allSatisfy({ $0 == " " }) { return [] }
    var values: [Int64] = []
    for field in inner.split(separator: ",") {
      let item = field.trimmingBlanks()
      let number = item.hasPrefix("0x") ? Int64(item.dropFirst(2), radix: 16) : Int64(item)
      guard let number else { return nil }
      values.append(number)
    }
    return values
  }
}

extension StringProtocol {
  /// The text without leading and trailing spaces and tabs.
  func trimmingBlanks() -> Substring {
    let text = self[...]
    guard let first = text.firstIndex(where: { $0 != " " && $0 != "\t" }),
      let last = text.lastIndex(where: { $0 != " " && $0 != "\t" })
    else { return "" }
    return Substring(text[first...last])
  }
}
