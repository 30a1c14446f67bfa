/// A position in one line of ASCII text, with the small scanners the trace parsers need.
///
/// Works on the bytes in place: nothing here allocates, so the event path stays allocation-free.
struct ByteCursor {
  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int = 0) {
    self.bytes = bytes
    self.index = index
  }

  var isAtEnd: Bool { index >= bytes.count }
  var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  /// True at the end of the line or before a blank: where a field may end.
  var isAtFieldEnd: Bool { index >= bytes.count || bytes[index] == 0x20 || bytes[index] == 0x09 }

  /// Skips spaces and tabs; returns how many were skipped.
  @inline(__always) @discardableResult
  mutating func skipBlanks() -> Int {
    let begin = index
    while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
    return index - begin
  }

  /// Consumes `byte` if it is next.
  @inline(__always)
  mutating func take(_ byte: UInt8) -> Bool {
    guard index < bytes.count, bytes[index] == byte else { return false }
    index += 1
    return true
  }

  /// True when only blanks, or blanks and a `#` comment, remain.
  mutating func isAtEndOrComment() -> Bool {
    skipBlanks()
    return isAtEnd || bytes[index] == UInt8(ascii: "#")
  }

  /// An unsigned decimal number of 1…`maximumDigits` digits, or `nil` (cursor unmoved) if there is none
  /// or it is longer.
  @inline(__always)
  mutating func unsignedDecimal(maximumDigits: Int = 18) -> Int64? {
    var value: Int64 = 0
    var position = index
    while position < bytes.count, case let digit = bytes[position] &- 0x30, digit < 10 {
      guard position - index < maximumDigits else { return nil }
      value = value &* 10 &+ Int64(digit)
      position += 1
    }
    guard position > index else { return nil }
    index = position
    return value
  }

  /// A decimal number with an optional sign and leading zeros (`0005`, `-001`, `72`).
  @inline(__always)
  mutating func signedDecimal() -> Int64? {
    let begin = index
    let negative = take(UInt8(ascii: "-"))
    if !negative { _ = take(UInt8(ascii: "+")) }
    guard let magnitude = unsignedDecimal() else {
      index = begin
      return nil
    }
    return negative ? -magnitude : magnitude
  }

  /// A hexadecimal number of 1…`maximumDigits` digits, without a `0x` prefix.
  @inline(__always)
  mutating func hexadecimal(maximumDigits: Int = 8) -> UInt32? {
    var value: UInt32 = 0
    var position = index
    while position < bytes.count, let digit = Self.hexDigit(bytes[position]) {
      guard position - index < maximumDigits else { return nil }
      value = value << 4 | UInt32(digit)
      position += 1
    }
    guard position > index else { return nil }
    index = position
    return value
  }

  /// The bytes up to the next blank, `,` or `]` (for error messages).
  func token() -> String {
    var stop = index
    while stop < bytes.count, ![0x20, 0x09, 0x2c, 0x5d].contains(bytes[stop]) { stop += 1 }
    if stop == index, stop < bytes.count { stop += 1 }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<stop]), as: UTF8.self)
  }

  /// The rest of the line as text.
  func rest() -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[min(index, bytes.count)...]), as: UTF8.self)
  }

  @inline(__always)
  static func hexDigit(_ byte: UInt8) -> UInt8? {
    switch byte {
    case 0x30...0x39: byte - 0x30
    case 0x41...0x46: byte - 0x41 + 10
    case 0x61...0x66: byte - 0x61 + 10
    default: nil
    }
  }
}

extension UnsafeBufferPointer<UInt8> {
  /// True when the line starts with `prefix` (ASCII).
  func hasPrefix(_ prefix: StaticString) -> Bool {
    guard count >= prefix.utf8CodeUnitCount else { return false }
    let start = prefix.utf8Start
    for offset in 0..<prefix.utf8CodeUnitCount where self[offset] != start[offset] { return false }
    return true
  }

  /// True when the line holds only blanks.
  var isBlank: Bool { allSatisfy { $0 == 0x20 || $0 == 0x09 } }

  /// The line as text, for messages and names.
  var text: String { String(decoding: self, as: UTF8.self) }
}
