/// The fields of an evemu event line in the form `evemu-record` writes, read in one pass.
///
/// `evemu-record` prints every event as `E: <sec>.<usec, 6 digits> <type, 4 hex> <code, 4 hex> <value>`
/// followed by nothing or by blanks and a `# decoding` comment. Nearly every line of a trace has that form,
/// so ``EvemuReader`` tries this reader first and falls back to its general parser (extra blanks, fewer
/// microsecond digits, wider hexadecimal fields, a `+` sign, long values, anything malformed) when this one
/// returns `nil`. For every line it accepts, it gives the same fields as the general parser; it never
/// reports errors itself, so the general parser's messages are the only ones a user sees.
enum EvemuUsualLine {
  /// The fields of `line`, or `nil` when the line is not in the usual form (which says nothing about
  /// whether it is valid). `value` has at most 9 digits, so it always fits in 32 bits.
  @inline(__always)
  static func parse(
    _ line: UnsafeBufferPointer<UInt8>
  ) -> (seconds: Int64, microseconds: Int64, type: UInt32, code: UInt32, value: Int64)? {
    // The shortest usual line: "E: 0.000000 0000 0000 0", 23 bytes.
    guard let bytes = line.baseAddress, line.count >= 23 else { return nil }
    let count = line.count
    guard bytes[0] == UInt8(ascii: "E"), bytes[1] == UInt8(ascii: ":"), bytes[2] == UInt8(ascii: " ") else {
      return nil
    }
    var index = 3
    // `count >= 23` leaves the eight bytes the word needs. Eight digits and more (wall-clock times) go
    // byte by byte, up to the 12 the general parser allows (`Timestamp.maximumTraceSeconds`).
    let seconds = digitRun(bytes + index, upTo: &index) ?? decimalRun(bytes, count: count, from: &index)
    guard index > 3, index - 3 <= 12 else { return nil }
    // ".uuuuuu tttt cccc v": the 19 bytes that must follow the seconds.
    guard count - index >= 19, bytes[index] == UInt8(ascii: ".") else { return nil }
    // Exactly six microsecond digits, then a blank. (Checked as six rather than as a run: this field
    // has a fixed width, and the narrower test is measurably cheaper per event.)
    guard let microseconds = sixDigits(load(bytes + index + 1)), bytes[index + 7] == UInt8(ascii: " "),
      let type = hexadecimal4(bytes + index + 8), bytes[index + 12] == UInt8(ascii: " "),
      let code = hexadecimal4(bytes + index + 13), bytes[index + 17] == UInt8(ascii: " ")
    else { return nil }
    index += 18
    let negative = bytes[index] == UInt8(ascii: "-")
    if negative { index += 1 }
    let valueStart = index
    let magnitude: Int64
    if count - index >= 8 {
      // A comment follows (the usual case): the digits end inside the next eight bytes.
      guard let run = digitRun(bytes + index, upTo: &index) else { return nil }
      magnitude = run
    } else {
      magnitude = decimalRun(bytes, count: count, from: &index)
    }
    guard index > valueStart, index - valueStart <= 9 else { return nil }
    if index < count {
      // Blanks, then the end of the line or a comment.
      guard bytes[index] == 0x09 || bytes[index] == 0x20 else { return nil }
      repeat { index += 1 } while index < count && (bytes[index] == 0x09 || bytes[index] == 0x20)
      guard index == count || bytes[index] == UInt8(ascii: "#") else { return nil }
    }
    return (seconds, microseconds, type, code, negative ? -magnitude : magnitude)
  }

  /// The decimal digits at `bytes`, read as one eight-byte word: their value, with `index` moved past
  /// them; `nil` when all eight bytes are digits (a longer run is left to the caller). No digit at
  /// all gives 0 with `index` unmoved. The eight bytes must be readable.
  @inline(__always)
  private static func digitRun(_ bytes: UnsafePointer<UInt8>, upTo index: inout Int) -> Int64? {
    let word = load(bytes)
    // A byte is a digit when its high nibble is 3 and its low nibble plus 6 stays below 16; neither test
    // carries into the next byte.
    let notDigit =
      ((word & 0xF0F0_F0F0_F0F0_F0F0) ^ 0x3030_3030_3030_3030)
      | (((word & 0x0F0F_0F0F_0F0F_0F0F) &+ 0x0606_0606_0606_0606) & 0xF0F0_F0F0_F0F0_F0F0)
    // The high bit of every byte that is not a digit.
    let flags = (((notDigit & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7F7F_7F7F_7F7F_7F7F) | notDigit) & 0x8080_8080_8080_8080
    guard flags != 0 else { return nil }
    let length = flags.trailingZeroBitCount / 8
    guard length > 0 else { return 0 }
    index += length
    // The digits moved to the top of the word, zeros before them, then eight digits at once.
    return eightDigits((word & 0x0F0F_0F0F_0F0F_0F0F) << UInt64((8 - length) * 8))
  }

  /// The eight bytes at `bytes` as one word, the first in the low bits whatever the machine's byte order.
  @inline(__always)
  private static func load(_ bytes: UnsafePointer<UInt8>) -> UInt64 {
    UInt64(littleEndian: UnsafeRawPointer(bytes).loadUnaligned(as: UInt64.self))
  }

  /// The number in the low six bytes of `word` when all six are decimal digits, else `nil`.
  @inline(__always)
  private static func sixDigits(_ word: UInt64) -> Int64? {
    // Shifted up two bytes: the two bytes after the digits drop out and two zeros lead instead.
    let digits = (word << 16) &- 0x3030_3030_3030_0000
    // Each of the six bytes must be 0...9: a high nibble of 3, and a low nibble that stays below 16
    // with 6 added.
    guard (word << 16) & 0xF0F0_F0F0_F0F0_0000 == 0x3030_3030_3030_0000,
      (digits &+ 0x0606_0606_0606_0000) & 0xF0F0_F0F0_F0F0_0000 == 0
    else { return nil }
    return eightDigits(digits)
  }

  /// The value of eight digit values 0...9, one per byte, the first (most significant) in the low byte.
  @inline(__always)
  private static func eightDigits(_ digits: UInt64) -> Int64 {
    var value = digits &* 10 &+ (digits >> 8)
    value = (value & 0x00FF_00FF_00FF_00FF) &* 100 &+ ((value >> 16) & 0x00FF_00FF_00FF_00FF)
    value = (value & 0x0000_FFFF_0000_FFFF) &* 10_000 &+ ((value >> 32) & 0x0000_FFFF_0000_FFFF)
    return Int64(value & 0xFFFF_FFFF)
  }

  /// The decimal digits from `index` up to `count`, one byte at a time, with `index` moved past them:
  /// for the runs ``digitRun(_:upTo:)`` leaves (too long, or too near the end of the line for a word).
  @inline(__always)
  private static func decimalRun(_ bytes: UnsafePointer<UInt8>, count: Int, from index: inout Int) -> Int64 {
    var value: Int64 = 0
    while index < count, case let digit = bytes[index] &- 0x30, digit < 10 {
      value = value &* 10 &+ Int64(digit)
      index += 1
    }
    return value
  }

  /// Four hexadecimal digits at `bytes`, or `nil`.
  @inline(__always)
  private static func hexadecimal4(_ bytes: UnsafePointer<UInt8>) -> UInt32? {
    var value: UInt32 = 0
    for offset in 0..<4 {
      guard let digit = ByteCursor.hexDigit(bytes[offset]) else { return nil }
      value = value << 4 | UInt32(digit)
    }
    return value
  }
}
