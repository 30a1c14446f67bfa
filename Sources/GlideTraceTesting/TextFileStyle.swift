import Foundation
import GlideSimulation

/// How an editor saved a text file: its line ends (LF, CRLF on Windows, a lone CR on classic Mac OS) and
/// whether it starts with a UTF-8 byte-order mark. `glide test --update` writes a rewritten expectation in
/// the style it was read in, so a diff shows only the values that changed.
struct TextFileStyle: Equatable {
  /// `"\n"`, `"\r\n"` or `"\r"`.
  var lineEnd = "\n"
  var byteOrderMark = false

  /// LF line ends, no byte-order mark.
  init() {}

  /// The style of `data`: its first line end's, and its byte-order mark (LF and none for a file with
  /// neither).
  init(of data: Data) {
    let bytes = [UInt8](data.prefix(1 << 16))
    byteOrderMark = bytes.starts(with: [0xEF, 0xBB, 0xBF])
    guard let end = bytes.firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) else { return }
    if bytes[end] == 0x0D { lineEnd = end + 1 < bytes.count && bytes[end + 1] == 0x0A ? "\r\n" : "\r" }
  }

  /// `text` (written with LF line ends) in this style.
  func apply(to text: String) -> String {
    let ended = lineEnd == "\n" ? text : text.replacingOccurrences(of: "\n", with: lineEnd)
    return byteOrderMark ? "\u{FEFF}" + ended : ended
  }
}
