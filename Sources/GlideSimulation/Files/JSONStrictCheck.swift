import Foundation

/// What a JSON parser accepts but an expectation or scenario file must not hold: an object with the same
/// key twice (Foundation's reader keeps one of them without a word, so a file would not say what it
/// seems to), a string with the NUL character (`\u0000`; a path or name that C would cut short), and
/// arrays and objects nested deeper than ``maximumDepth`` (refused before decoding). One pass finds all
/// three (``scan(_:)``).
enum JSONStrictCheck {
  /// The most levels of arrays and objects inside one another a file may have (8): an expectation
  /// needs four (its motion samples). Foundation's decoder takes time that grows with the square of the
  /// depth (a 1 MiB file of 510-deep arrays ran for half an hour), so deeper text is refused before it
  /// is decoded; 1 MiB of the deepest allowed then takes about 3 s in a debug build.
  static let maximumDepth = 8

  /// What one pass over a text found; offsets count bytes from 0, after a byte-order mark.
  struct Findings {
    /// Where the first `[` or `{` past ``maximumDepth`` levels opens (the scan stops there).
    var tooDeep: Int?
    /// The first key given twice in one object, or string holding NUL, and what is wrong. Meaningful
    /// only for a text that is valid JSON (the decoder says what is wrong with one that is not).
    var problem: (offset: Int, reason: String)?
    /// Where the first `\uXXXX` escape that is half a UTF-16 surrogate pair without its other half
    /// starts (the parser refuses it, but says so only at the end of the text).
    var loneSurrogate: Int?
  }

  /// `data` scanned once, linearly, whatever it holds.
  static func scan(_ data: Data) -> Findings {
    let bytes = [UInt8](data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data[...])
    var findings = Findings()
    /// Per open container: the keys of an object so far (nil for an array), and whether the next string
    /// in an object is a key.
    var containers: [(keys: Set<String>?, expectsKey: Bool)] = []
    var index = 0
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        guard containers.count < maximumDepth else {
          findings.tooDeep = index
          return findings
        }
        containers.append(bytes[index] == UInt8(ascii: "{") ? (keys: [], expectsKey: true) : (keys: nil, expectsKey: false))
      case UInt8(ascii: "}"), UInt8(ascii: "]"): _ = containers.popLast()
      case UInt8(ascii: ","): if containers.last?.keys != nil { containers[containers.count - 1].expectsKey = true }
      case UInt8(ascii: ":"): if !containers.isEmpty { containers[containers.count - 1].expectsKey = false }
      case UInt8(ascii: "\""):
        let start = index
        var escaped = false
        index += 1
        /// Where an escaped high surrogate (`\uD800`–`\uDBFF`) waits for its low half.
        var highSurrogate: Int?
        func unpaired(_ offset: Int) { if findings.loneSurrogate == nil { findings.loneSurrogate = offset } }
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
          let isEscape = bytes[index] == UInt8(ascii: "\\")
          let unit =
            isEscape && index + 5 < bytes.count && bytes[index + 1] == UInt8(ascii: "u")
            ? hexUnit(bytes[(index + 2)...(index + 5)]) : nil
          let isLow = unit.map { (0xDC00...0xDFFF).contains($0) } ?? false
          if let high = highSurrogate, !isLow { unpaired(high) } else if highSurrogate == nil, isLow { unpaired(index) }
          highSurrogate = unit.map { (0xD800...0xDBFF).contains($0) } == true ? index : nil
          if isEscape {
            escaped = true
            index += unit == nil ? 1 : 5
          }
          index += 1
        }
        if let high = highSurrogate { unpaired(high) }
        guard findings.problem == nil else { break }
        let text =
          escaped
          ? decoded(bytes[start...min(index, bytes.count - 1)])
          : String(decoding: bytes[(start + 1)..<min(index, bytes.count)], as: UTF8.self)
        if text.utf8.contains(0) {
          findings.problem = (start, "a string holds the NUL character (\\u0000), which no field accepts")
        } else if let last = containers.indices.last, containers[last].expectsKey, containers[last].keys != nil,
          !containers[last].keys!.insert(text).inserted
        {
          findings.problem = (
            start,
            "the key \(JSONValue.string(text).shortDescription) appears twice in one object; expected each key once"
          )
        }
      default: break
      }
      index += 1
    }
    return findings
  }

  /// The first key twice or string holding NUL in `data`, which is known to be valid JSON (``scan(_:)``).
  static func firstProblem(in data: Data) -> (offset: Int, reason: String)? { scan(data).problem }

  /// Where `data` first nests past ``maximumDepth`` (``scan(_:)``).
  static func tooDeep(in data: Data) -> Int? { scan(data).tooDeep }

  /// The UTF-16 code unit four hexadecimal digits spell, or nil.
  private static func hexUnit(_ digits: ArraySlice<UInt8>) -> Int? {
    Int(String(decoding: digits, as: UTF8.self), radix: 16)
  }

  /// The text of the JSON string `token` (quotes included) with its escapes decoded.
  private static func decoded(_ token: ArraySlice<UInt8>) -> String {
    (try? JSONDecoder().decode(String.self, from: Data(token))) ?? String(decoding: token, as: UTF8.self)
  }
}
