/// Number formatting straight into a byte buffer, as C's `printf` would print it, for the trace writers.
extension Array where Element == UInt8 {
  mutating func append(_ text: String) {
    append(contentsOf: text.utf8)
  }

  /// `value` in decimal, zero-padded to `width` characters the way `%0*d` pads (the sign counts).
  mutating func appendDecimal(_ value: Int64, width: Int = 0) {
    var digits: (UInt64, Int) = (value.magnitude, 0)
    var scratch: [UInt8] = []
    repeat {
      scratch.append(UInt8(digits.0 % 10) + 0x30)
      digits.0 /= 10
      digits.1 += 1
    } while digits.0 > 0
    if value < 0 { append(UInt8(ascii: "-")) }
    let padding = width - scratch.count - (value < 0 ? 1 : 0)
    if padding > 0 { append(contentsOf: repeatElement(UInt8(ascii: "0"), count: padding)) }
    append(contentsOf: scratch.reversed())
  }

  /// `value` in lower-case hexadecimal, zero-padded to `width` digits (`%0*x`).
  mutating func appendHex(_ value: UInt64, width: Int) {
    let table: StaticString = "0123456789abcdef"
    var count = 1
    while count < 16, value >> (4 * UInt64(count)) != 0 { count += 1 }
    for position in stride(from: Swift.max(count, width) - 1, through: 0, by: -1) {
      let digit = position < 16 ? Int((value >> (4 * UInt64(position))) & 0xf) : 0
      append(table.utf8Start[digit])
    }
  }

  /// `text` padded with spaces to `width` (`%-*s`).
  mutating func appendPadded(_ text: [UInt8], width: Int) {
    append(contentsOf: text)
    if text.count < width { append(contentsOf: repeatElement(UInt8(ascii: " "), count: width - text.count)) }
  }
}
