import Foundation

/// A JSON value as an expectation file holds it, with booleans kept apart from numbers (so `true` is
/// never read as 1).
enum JSONValue: Hashable, Sendable, Decodable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  init(from decoder: any Decoder) throws {
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

  /// The value as a message quotes it: strings quoted (and cut at 40 characters), numbers as numbers,
  /// containers by kind.
  var shortDescription: String {
    switch self {
    case .null: "null"
    case .bool(let bool): "\(bool)"
    case .number(let number): TraceCheck.number(number)
    case .string(let text): "\"\(text.count > 40 ? String(text.prefix(40)) + "…" : text)\""
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// The top-level object of `data`.
  /// - Throws: ``TraceExpectationError/invalidJSON(path:line:column:reason:)`` with the line and column
  ///   where the parser stopped, when it says; `invalidField` when the top level is not an object.
  static func parseObject(_ data: Data, path: String) throws(TraceExpectationError) -> [String: JSONValue] {
    let value: JSONValue
    do {
      value = try JSONDecoder().decode(JSONValue.self, from: data)
    } catch {
      throw syntaxError(in: data, path: path)
    }
    guard case .object(let members) = value else {
      throw .invalidField(
        path: path, field: "(top level)",
        expected: "an object with \"trace\", \"scenario\", \"outcome\", …",
        found: value.shortDescription)
    }
    return members
  }

  /// Why `data` is not JSON, located when Foundation's parser gives a character offset.
  private static func syntaxError(in data: Data, path: String) -> TraceExpectationError {
    var reason = "expected a JSON object"
    do {
      _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    } catch {
      reason = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? "\(error)"
    }
    guard let offset = characterOffset(in: reason) else {
      return .invalidJSON(path: path, line: nil, column: nil, reason: reason)
    }
    let (line, column) = location(ofCharacter: offset, in: data)
    return .invalidJSON(path: path, line: line, column: column, reason: reason)
  }

  /// N from "… around character N." (the offset counts from 0).
  private static func characterOffset(in reason: String) -> Int? {
    guard let range = reason.range(of: "around character ") else { return nil }
    return Int(reason[range.upperBound...].prefix { $0.isNumber })
  }

  /// Line and column (from 1) of the character at `offset` (from 0).
  private static func location(ofCharacter offset: Int, in data: Data) -> (Int, Int) {
    var line = 1
    var column = 1
    for character in String(decoding: data, as: UTF8.self).prefix(offset) {
      if character == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    return (line, column)
  }
}
