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

extension String {
  /// The longest run of characters without a space a message shows whole: past it, a name or a value
  /// echoed from what a user or a file gave (a 100,000-character scenario name) keeps its first and last
  /// ``shownEnds`` characters around a count of those left out. Longer than any path Linux opens (4,096
  /// bytes), so a path is never shortened.
  public static let longestShownRun = 4_096
  /// Characters kept at each end of a run that is shortened.
  public static let shownEnds = 60

  /// The text with every run of more than ``longestShownRun`` characters without a space or a new line
  /// shortened to its ends and the number of characters left out.
  public var shorteningLongRuns: String {
    guard count > Self.longestShownRun else { return self }
    var out = ""
    var run = Substring()
    func flush() {
      if run.count > Self.longestShownRun {
        out += run.prefix(Self.shownEnds) + "…(\(run.count - 2 * Self.shownEnds) characters left out)…"
          + run.suffix(Self.shownEnds)
      } else {
        out += run
      }
    }
    var start = startIndex
    for index in indices where self[index] == " " || self[index] == "\n" {
      run = self[start..<index]
      flush()
      out.append(self[index])
      start = self.index(after: index)
    }
    run = self[start...]
    flush()
    return out
  }
}
