import Foundation

/// Number and string formatting shared by the log formats: fixed decimals, so output is the same byte
/// for byte on every machine.
enum LogFormatting {
  /// `value` with `places` decimals ("-0" printed as "0").
  static func fixed(_ value: Double, _ places: Int = 6) -> String {
    guard value.isFinite else { return value.isNaN ? "null" : (value > 0 ? "1e308" : "-1e308") }
    let text = String(format: "%.\(places)f", value)
    return text.hasPrefix("-") && Double(text) == 0 ? String(text.dropFirst()) : text
  }

  /// A JSON string literal.
  static func json(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      default:
        if scalar.value < 0x20 {
          out += String(format: "\\u%04x", scalar.value)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  /// A JSON object from ordered key/value pairs whose values are already JSON.
  static func object(_ pairs: [(String, String)]) -> String {
    "{" + pairs.map { "\(json($0.0)):\($0.1)" }.joined(separator: ",") + "}"
  }
}
