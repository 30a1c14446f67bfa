/// How a number is written wherever Glide reads one from text it parses itself (scene files, scenario
/// parameters from a file or `--set`): in decimal, as `12`, `-0.5` or `1e3`.
enum DecimalText {
  /// Whether `text` is a decimal number: digits with an optional sign, point and exponent; not `nan`,
  /// `inf`, hexadecimal (`0x1p-1`) or anything around the digits.
  static func isDecimal(_ text: some StringProtocol) -> Bool {
    var digits = 0
    var sawExponent = false
    var previous: Character?
    for character in text {
      switch character {
      case "0"..."9": digits += 1
      case "+", "-": guard previous == nil || previous == "e" || previous == "E" else { return false }
      case ".": guard !sawExponent else { return false }
      case "e", "E":
        guard digits > 0, !sawExponent else { return false }
        sawExponent = true
      default: return false
      }
      previous = character
    }
    return digits > 0
  }
}
