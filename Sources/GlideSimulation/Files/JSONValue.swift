package import Foundation
import GlideOutput

/// A JSON value as an expectation file holds it, with booleans kept apart from numbers (so `true` is
/// never read as 1).
package enum JSONValue: Hashable, Sendable, Decodable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  package init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let bool = try? container.decode(Bool.self) {
      self = .bool(bool)
    } else if let number = try? container.decode(Double.self) {
      self = .number(number)
    } else if let text = try? container.decode(String.self) {
      self = .string(text)
    } else if let items = try? container.decode([JSONValue].self) {
      self = .array(items)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  /// The value as a message quotes it: strings quoted (cut at 40 characters, invisible characters
  /// escaped), numbers as numbers, containers by kind.
  package var shortDescription: String {
    switch self {
    case .null: "null"
    case .bool(let bool): "\(bool)"
    case .number(let number): LogFormatting.trimmed(number)
    case .string(let text): "\"\((text.count > 40 ? String(text.prefix(40)) + "…" : text).escapingInvisibles)\""
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// Where and why a text is not JSON: `line` and `column` from 1, when they are known.
  package struct SyntaxError: Error {
    package var line: Int?
    package var column: Int?
    package var reason: String
  }

  /// The JSON value `data` holds.
  /// - Throws: ``SyntaxError`` located where the parser stopped, at the number that does not fit a
  ///   `Double` (`1e400`), at the end for a text cut short, or at a key given twice in one object or a
  ///   string holding NUL (``JSONStrictCheck``).
  package static func parse(_ data: Data) throws(SyntaxError) -> JSONValue {
    let findings = JSONStrictCheck.scan(data)
    func located(_ offset: Int, _ reason: String) -> SyntaxError {
      let text = data.starts(with: [0xEF, 0xBB, 0xBF]) ? Data(data.dropFirst(3)) : data
      let (line, column) = location(ofByte: offset, in: text)
      return SyntaxError(line: line, column: column, reason: reason)
    }
    if let offset = findings.tooDeep {
      throw located(
        offset, "arrays and objects nested more than \(JSONStrictCheck.maximumDepth) deep (an expectation needs at most 4)")
    }
    let value: JSONValue
    do {
      value = try JSONDecoder().decode(JSONValue.self, from: data)
    } catch {
      if let offset = findings.loneSurrogate {
        throw located(
          offset,
          "a \\u escape that is half of a UTF-16 surrogate pair, without its other half; expected a whole "
            + "character (both halves, \\uD83D\\uDE00, or the character itself)")
      }
      throw syntaxError(in: data)
    }
    if let (offset, reason) = findings.problem { throw located(offset, reason) }
    return value
  }

  /// Why `data` is not JSON, in the parser's words (never a Foundation error dump), located when the
  /// words say where.
  private static func syntaxError(in data: Data) -> SyntaxError {
    var reason = "expected a JSON object"
    do {
      _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    } catch {
      if let words = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String { reason = words }
    }
    reason = reason.escapingInvisibles
    // The parser skips a byte-order mark and counts its offsets from after it.
    let text = data.starts(with: [0xEF, 0xBB, 0xBF]) ? Data(data.dropFirst(3)) : data
    let offset =
      byteOffset(in: reason) ?? numberOffset(in: reason, data: text)
      ?? (reason.contains("end of file") || text.isEmpty ? text.count : nil)
    guard let offset else { return SyntaxError(reason: reason) }
    let (line, column) = location(ofByte: offset, in: text)
    return SyntaxError(line: line, column: column, reason: reason)
  }

  /// The byte offset (from 0) where the number named by "Number 1e400 is not representable in Swift."
  /// first appears in `data`.
  private static func numberOffset(in reason: String, data: Data) -> Int? {
    guard let start = reason.range(of: "Number ")?.upperBound,
      let end = reason[start...].range(of: " is not representable")?.lowerBound
    else { return nil }
    let text = String(decoding: data, as: UTF8.self)
    guard let found = text.range(of: reason[start..<end]) else { return nil }
    return text.utf8.distance(from: text.utf8.startIndex, to: found.lowerBound)
  }

  /// N from "… around character N.": the parser's offset, in bytes from 0.
  private static func byteOffset(in reason: String) -> Int? {
    guard let range = reason.range(of: "around character ") else { return nil }
    return Int(reason[range.upperBound...].prefix { $0.isNumber })
  }

  /// Line and column (from 1, in characters) of the byte at `offset` (from 0), as an editor shows them:
  /// a line ends at LF, CRLF or a lone CR (files saved on Windows or classic Mac OS).
  static func location(ofByte offset: Int, in data: Data) -> (line: Int, column: Int) {
    var line = 1
    var column = 1
    for character in String(decoding: data.prefix(max(offset, 0)), as: UTF8.self) {
      if character == "\n" || character == "\r" || character == "\r\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    return (line, column)
  }
}
