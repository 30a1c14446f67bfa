/// A scene file's bytes as lines, as editors save them: a UTF-8 byte order mark at the start is skipped,
/// and a line ends at `\n` (Unix), `\r\n` (Windows) or a lone `\r` (classic Mac OS), so line numbers are
/// the ones the editor shows whichever it wrote. Each line must be UTF-8.
enum SceneText {
  /// Calls `body` with each line's number (from 1) and text, without its line end.
  /// - Throws: ``SceneFileError/notUTF8(path:line:offset:byte:)`` at the first line that is not UTF-8,
  ///   or what `body` throws.
  static func forEachLine(
    of bytes: [UInt8], path: String, _ body: (Int, String) throws(SceneFileError) -> Void
  ) throws(SceneFileError) {
    var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    var number = 1
    while start < bytes.count {
      var end = start
      while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
      try body(number, try text(bytes[start..<end], path: path, line: number))
      if end < bytes.count, bytes[end] == 0x0D, end + 1 < bytes.count, bytes[end + 1] == 0x0A { end += 1 }
      start = end + 1
      number += 1
    }
  }

  /// The line's bytes as text.
  private static func text(_ line: ArraySlice<UInt8>, path: String, line number: Int) throws(SceneFileError) -> String {
    if let text = String(validating: line, as: UTF8.self) { return text }
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = line.makeIterator()
    var offset = line.startIndex
    while case .valid(let scalar) = parser.parseScalar(from: &iterator) { offset += scalar.count }
    throw .notUTF8(path: path, line: number, offset: offset, byte: offset < line.endIndex ? line[offset] : 0)
  }
}
