import GlideOutput

/// Number and string formatting shared by the log formats, as `String`s for the lines that are not on a
/// hot path (reports, comparisons, verdicts); the hot formatters write into an `OutputBuffer` directly.
/// Fixed decimals, so output is the same byte for byte on every machine.
package enum LogFormatting {
  /// `value` with `places` decimals, rounded as `printf` rounds ("-0" printed as "0").
  package static func fixed(_ value: Double, _ places: Int = 6) -> String {
    String(fixed: value, places: places)
  }

  /// A number as the trace tests' checks and the files' messages print it: up to 6 decimals, trailing
  /// zeros dropped ("0.5125", "1").
  package static func trimmed(_ value: Double) -> String {
    var text = fixed(value, 6)
    guard text.contains("."), value.isFinite else { return text }
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }

  /// A JSON string literal.
  package static func json(_ text: String) -> String {
    let out = OutputBuffer(capacity: text.utf8.count + 16)
    out.append(jsonString: text)
    return out.string
  }

  /// A JSON object from ordered key/value pairs whose values are already JSON.
  package static func object(_ pairs: [(String, String)]) -> String {
    "{" + pairs.map { "\(json($0.0)):\($0.1)" }.joined(separator: ",") + "}"
  }
}
