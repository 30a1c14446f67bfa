extension StringProtocol {
  /// The text as a message quotes it: characters that print nothing or move the cursor (control
  /// characters, a byte-order mark and other format characters, line and paragraph separators, spaces
  /// other than U+0020) become
  /// Swift escapes, `\n`, `\t`, `\r` or `\u{0}`, so that a message echoing what a user or a file gave
  /// shows what is there and never sends raw control bytes to the terminal. Bytes that are not UTF-8
  /// were already read as U+FFFD (�).
  public var escapingInvisibles: String {
    guard unicodeScalars.contains(where: \.isInvisible) else { return String(self) }
    var escaped = ""
    for scalar in unicodeScalars {
      switch scalar {
      case "\n": escaped += "\\n"
      case "\t": escaped += "\\t"
      case "\r": escaped += "\\r"
      case _ where scalar.isInvisible: escaped += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }
}

extension Unicode.Scalar {
  /// Control (Cc), format (Cf: the byte-order mark, zero-width and direction marks) and line or paragraph
  /// separator (Zl, Zp) characters, and the spaces that are not U+0020 (Zs: a no-break space, an
  /// ideographic space), which look like one and are not.
  fileprivate var isInvisible: Bool {
    switch properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator: true
    case .spaceSeparator: self != " "
    default: false
    }
  }
}
