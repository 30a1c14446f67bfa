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
      guard let value, !sizeOptions.contains(option ?? ""), isHexadecimal(value) else { continue }
      let named = option.map { "\($0) " } ?? ""
      throw ValidationError(
        "Please write numbers in decimal (60, 0.5, 1e-3), as scene files take them; got \(named)'\(value.escapingInvisibles)'"
          + " (a file of that name: write ./\(value.escapingInvisibles)).")
    }
  }

  /// Options whose value is a size, WIDTHxHEIGHT: `--screen 0x844` is a width of 0 (refused by the
  /// option's own range), not hexadecimal.
  private static let sizeOptions: Set<String> = ["--screen"]

  /// A number Swift reads (`Double(_:)`, strtod's grammar) written in hexadecimal: `0x` or `0X` after an
  /// optional sign (`0x3c`, `-0x1p-1`, `0X1.8P1`).
  static func isHexadecimal(_ text: Substring) -> Bool {
    let unsigned = text.first == "+" || text.first == "-" ? text.dropFirst() : text
    return (unsigned.hasPrefix("0x") || unsigned.hasPrefix("0X")) && Double(text) != nil
  }

  /// A negative number given as a value (`--dx -20`) is not an option.
  private static func isNumber(_ text: String) -> Bool { Double(text) != nil }
}
