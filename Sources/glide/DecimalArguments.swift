import ArgumentParser

/// Numbers given to options are written in decimal, as Glide's scene files and `--set` take them:
/// ArgumentParser reads a `Double` option as Swift does, so `--fps 0x3c` was 60 and `--duration 0x1p-1`
/// 0.5, which a scene file refuses. Checked on the command line before parsing.
enum DecimalArguments {
  /// Refuses an option's value written as a hexadecimal number (`0x3c`, `-0x1p-1`, `0X1.8P1`).
  static func check(_ arguments: [String]) throws {
    /// The option the next argument is the value of, if it may be one.
    var previousOption: String?
    for argument in arguments {
      if argument == "--" { return }
      let (option, value): (String?, Substring?)
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        (option, value) = (String(argument[..<equals]), argument[argument.index(after: equals)...])
      } else if let previousOption {
        (option, value) = (previousOption, Substring(argument))
      } else {
        (option, value) = (nil, nil)
      }
      let takesValue = argument.hasPrefix("-") && argument.count > 1 && !argument.contains("=") && !isNumber(argument)
      previousOption = takesValue ? argument : nil
      guard let value, isHexadecimal(value) else { continue }
      let named = option.map { "\($0) " } ?? ""
      throw ValidationError(
        "Please write numbers in decimal (60, 0.5, 1e-3), as scene files take them; got \(named)'\(value.escapingInvisibles)'"
          + " (a file of that name: write ./\(value.escapingInvisibles)).")
    }
  }

  /// `0x` or `0X` after an optional sign, then hexadecimal digits with an optional point and `p` exponent.
  static func isHexadecimal(_ text: Substring) -> Bool {
    var rest = text
    if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
    guard rest.count > 2, rest.hasPrefix("0x") || rest.hasPrefix("0X") else { return false }
    rest = rest.dropFirst(2)
    var digits = 0
    var sawPoint = false
    while let character = rest.first, character != "p", character != "P" {
      if character == "." {
        guard !sawPoint else { return false }
        sawPoint = true
      } else {
        guard character.isHexDigit else { return false }
        digits += 1
      }
      rest = rest.dropFirst()
    }
    guard digits > 0 else { return false }
    guard !rest.isEmpty else { return true }
    rest = rest.dropFirst()
    if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
    return !rest.isEmpty && rest.allSatisfy(\.isWholeNumber)
  }

  /// A negative number given as a value (`--dx -20`) is not an option.
  private static func isNumber(_ text: String) -> Bool { Double(text) != nil }
}
