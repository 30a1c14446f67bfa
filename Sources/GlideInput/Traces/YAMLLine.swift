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

  /// A double-quoted YAML string's contents (with `\"` and `\\` escapes), or the text as it is.
  static func unquoted(_ text: String) -> String {
    guard text.first == "\"" else { return text }
    var result = ""
    var escaped = false
    for character in text.dropFirst() {
      if escaped {
        result.append(character == "n" ? "\n" : character == "t" ? "\t" : character)
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "\"" {
        break
      } else {
        result.append(character)
      }
    }
    return result
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
