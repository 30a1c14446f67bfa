import Foundation

/// What a JSON parser accepts but an expectation or scenario file must not hold: an object with the same
/// key twice (Foundation's reader keeps one of them without a word, so a file would not say what it
/// seems to) and a string with the NUL character (`\u0000`; a path or name that C would cut short).
enum JSONStrictCheck {
  /// The first such problem in `data`, which is known to be valid JSON: its byte offset (from 0, after a
  /// byte-order mark) and what is wrong, or nil when there is none.
  static func firstProblem(in data: Data) -> (offset: Int, reason: String)? {
    let bytes = [UInt8](data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data[...])
    /// Per open container: the keys of an object so far (nil for an array), and whether the next string
    /// in an object is a key.
    var containers: [(keys: Set<String>?, expectsKey: Bool)] = []
    var index = 0
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "{"): containers.append((keys: [], expectsKey: true))
      case UInt8(ascii: "["): containers.append((keys: nil, expectsKey: false))
      case UInt8(ascii: "}"), UInt8(ascii: "]"): _ = containers.popLast()
      case UInt8(ascii: ","): if containers.last?.keys != nil { containers[containers.count - 1].expectsKey = true }
      case UInt8(ascii: ":"): if !containers.isEmpty { containers[containers.count - 1].expectsKey = false }
      case UInt8(ascii: "\""):
        let start = index
        var escaped = false
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
          if bytes[index] == UInt8(ascii: "\\") {
            escaped = true
            index += 1
          }
          index += 1
        }
        let text = escaped ? decoded(bytes[start...min(index, bytes.count - 1)]) : String(decoding: bytes[(start + 1)..<index], as: UTF8.self)
        if text.utf8.contains(0) {
          return (start, "a string holds the NUL character (\\u0000), which no field accepts")
        }
        if let last = containers.indices.last, containers[last].expectsKey, containers[last].keys != nil {
          guard containers[last].keys!.insert(text).inserted else {
            return (start, "the key \(JSONValue.string(text).shortDescription) appears twice in one object; "
              + "expected each key once")
          }
        }
      default: break
      }
      index += 1
    }
    return nil
  }

  /// The most levels of arrays and objects inside one another a file may have (8): an expectation
  /// needs four (its motion samples). Foundation's decoder takes time that grows with the square of the
  /// depth (a 1 MiB file of 510-deep arrays ran for half an hour), so deeper text is refused before it
  /// is decoded; 1 MiB of the deepest allowed then takes about 3 s in a debug build.
  static let maximumDepth = 8

  /// The byte offset (from 0, after a byte-order mark) of the first `[` or `{` past ``maximumDepth``
  /// levels, outside strings; nil when there is none. Linear in the bytes; any text, JSON or not.
  static func tooDeep(in data: Data) -> Int? {
    let bytes = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data[...]
    var depth = 0
    var inString = false
    var escaped = false
    for (offset, byte) in bytes.enumerated() {
      if inString {
        if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): inString = true
      case UInt8(ascii: "["), UInt8(ascii: "{"):
        depth += 1
        if depth > maximumDepth { return offset }
      case UInt8(ascii: "]"), UInt8(ascii: "}"): depth = max(depth - 1, 0)
      default: break
      }
    }
    return nil
  }

  /// The text of the JSON string `token` (quotes included) with its escapes decoded.
  private static func decoded(_ token: ArraySlice<UInt8>) -> String {
    (try? JSONDecoder().decode(String.self, from: Data(token))) ?? String(decoding: token, as: UTF8.self)
  }
}
