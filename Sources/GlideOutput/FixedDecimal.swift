/// A number rounded to a fixed count of decimals exactly as C's `printf("%.*f")` rounds it: to the
/// nearest from the double's exact binary value, ties to even. So `0.125` with two places is `0.12` and
/// `0.135` (really 0.13500000000000000888…) is `0.14`, byte for byte what glibc prints, without going
/// through `printf` or Foundation.
///
/// The work is on one integer, `|value| × 10^places` rounded: the double's 53-bit mantissa times 10^places
/// in 128 bits, shifted by its binary exponent with the remainder deciding the rounding.
enum FixedDecimal {
  /// The most decimals supported (10^17 × 2^53 still fits in 128 bits).
  static let maximumPlaces = 17

  /// `magnitude × 10^places` (a finite magnitude ≥ 0) rounded to the nearest integer, ties to even,
  /// from its exact binary value; nil when that integer is 2^64 or more (|value| ≥ 1.8e13 at six
  /// places), for ``largeDigits(_:places:)``.
  @inline(__always) static func scaled(_ magnitude: Double, places: Int) -> UInt64? {
    scaled(magnitude, places: places, scale: powerOfTen(places))
  }

  /// ``scaled(_:places:)`` with 10^places given.
  @inline(__always) private static func scaled(_ magnitude: Double, places: Int, scale: UInt64) -> UInt64? {
    let (mantissa, exponent) = parts(of: magnitude)
    guard exponent < 0 else {
      // An integer already: the fraction is zeros.
      guard exponent < 11 else { return nil }  // mantissa < 2^53, so this stays below 2^64
      let (product, overflow) = (mantissa << exponent).multipliedReportingOverflow(by: scale)
      return overflow ? nil : product
    }
    let shift = -exponent
    // The product is below 2^110, so shifted by 128 bits or more it is below a half.
    guard shift < 128 else { return 0 }
    let product = UInt128(mantissa) * UInt128(scale)
    var quotient = product >> shift
    let remainder = product & (UInt128(1) << shift &- 1)
    let half = UInt128(1) << (shift - 1)
    if remainder > half || (remainder == half && quotient & 1 == 1) { quotient += 1 }
    return quotient >> 64 == 0 ? UInt64(truncatingIfNeeded: quotient) : nil
  }

  /// The decimal digits (ASCII, most significant first) of `magnitude × 10^places` rounded as
  /// ``scaled(_:places:)`` rounds, for the magnitudes where that is 2^64 or more: slow and exact.
  static func largeDigits(_ magnitude: Double, places: Int) -> [UInt8] {
    let (mantissa, exponent) = parts(of: magnitude)
    if exponent < 0 {
      let shift = -exponent
      let product = UInt128(mantissa) * UInt128(powerOfTen(places))
      var quotient = product >> shift
      let remainder = product & (UInt128(1) << shift &- 1)
      let half = UInt128(1) << (shift - 1)
      if remainder > half || (remainder == half && quotient & 1 == 1) { quotient += 1 }
      return Array(String(quotient).utf8)
    }
    return digits(mantissa: mantissa, shift: exponent, places: places)
  }

  /// The most bytes ``write(_:places:to:)`` writes: a sign, 20 digits, a point and 17 decimals.
  static let maximumLength = 1 + 20 + 1 + maximumPlaces

  /// Writes `value` (finite) with `places` decimals at `start` (room for ``maximumLength`` bytes) and
  /// returns the count written; nil, writing nothing, when it is beyond 64 bits once scaled.
  @inline(__always) static func write(_ value: Double, places: Int, to start: UnsafeMutablePointer<UInt8>) -> Int? {
    // The logs' counts of decimals, each with its power of ten a constant, so the split at the point is
    // a multiplication rather than a division (the numbers of a log line are most of its cost).
    switch places {
    case 6: write(value, places: 6, scale: 1_000_000, to: start)
    case 4: write(value, places: 4, scale: 10_000, to: start)
    case 3: write(value, places: 3, scale: 1_000, to: start)
    case 1: write(value, places: 1, scale: 10, to: start)
    default: write(value, places: places, scale: powerOfTen(places), to: start)
    }
  }

  @inline(__always) private static func write(
    _ value: Double, places: Int, scale: UInt64, to start: UnsafeMutablePointer<UInt8>
  ) -> Int? {
    guard let scaled = scaled(value.magnitude, places: places, scale: scale) else { return nil }
    var cursor = start
    if value < 0 && scaled != 0 {
      cursor.pointee = UInt8(ascii: "-")
      cursor += 1
    }
    guard places > 0 else { return cursor - start + writeDigits(scaled, width: 1, to: cursor) }
    cursor += writeDigits(scaled / scale, width: 1, to: cursor)
    cursor.pointee = UInt8(ascii: ".")
    cursor += 1
    cursor += writeDigits(scaled % scale, width: places, to: cursor)
    return cursor - start
  }

  /// Writes `value`'s decimal digits, with leading zeros up to `width` digits, at `start` (room for
  /// max(`width`, 20) bytes), and returns the count written.
  @inline(__always) static func writeDigits(_ value: UInt64, width: Int, to start: UnsafeMutablePointer<UInt8>) -> Int {
    var length = 1
    var bound: UInt64 = 10
    while length < 20 && value >= bound {
      length += 1
      bound = bound &* 10
    }
    length = max(length, width)
    let pairs = digitPairs.utf8Start
    var cursor = start + length
    var rest = value
    var remaining = length
    while remaining >= 2 {
      let pair = Int(truncatingIfNeeded: rest % 100) &* 2
      rest /= 100
      cursor -= 2
      cursor[0] = pairs[pair]
      cursor[1] = pairs[pair &+ 1]
      remaining -= 2
    }
    if remaining == 1 { (cursor - 1).pointee = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10) }
    return length
  }

  /// 10^`power`, for 0…19.
  @inline(__always) static func powerOfTen(_ power: Int) -> UInt64 {
    switch power {
    case 0: 1
    case 1: 10
    case 2: 100
    case 3: 1_000
    case 4: 10_000
    case 5: 100_000
    case 6: 1_000_000
    case 7: 10_000_000
    case 8: 100_000_000
    case 9: 1_000_000_000
    default: (10..<power).reduce(UInt64(10_000_000_000)) { product, _ in product &* 10 }
    }
  }

  /// Two ASCII digits for each of 00…99, for writing numbers two digits at a time.
  static let digitPairs: StaticString = "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"

  // MARK: - Internals

  /// `magnitude` (finite, ≥ 0) as `mantissa × 2^exponent`.
  @inline(__always) private static func parts(of magnitude: Double) -> (mantissa: UInt64, exponent: Int) {
    let bits = magnitude.bitPattern
    let biased = Int(truncatingIfNeeded: bits >> 52)
    let fraction = bits & (1 << 52 - 1)
    return biased == 0 ? (fraction, -1074) : (fraction | 1 << 52, biased - 1075)
  }

  /// The decimal digits of `mantissa × 2^shift × 10^places`, for integers beyond 64 bits (|value| ≥
  /// 2^64 or so): schoolbook arithmetic on 32-bit limbs, slow and exact.
  private static func digits(mantissa: UInt64, shift: Int, places: Int) -> [UInt8] {
    var limbs: [UInt32] = [UInt32(truncatingIfNeeded: mantissa), UInt32(truncatingIfNeeded: mantissa >> 32)]
    func multiply(by factor: UInt32) {
      var carry: UInt64 = 0
      for index in limbs.indices {
        let product = UInt64(limbs[index]) * UInt64(factor) + carry
        limbs[index] = UInt32(truncatingIfNeeded: product)
        carry = product >> 32
      }
      if carry > 0 { limbs.append(UInt32(carry)) }
    }
    for _ in 0..<shift / 31 { multiply(by: 1 << 31) }
    multiply(by: 1 << (shift % 31))
    for _ in 0..<places { multiply(by: 10) }
    var chunks: [UInt32] = []  // base 10^9, least significant first
    while limbs.contains(where: { $0 != 0 }) {
      var remainder: UInt64 = 0
      for index in limbs.indices.reversed() {
        let current = remainder << 32 | UInt64(limbs[index])
        limbs[index] = UInt32(current / 1_000_000_000)
        remainder = current % 1_000_000_000
      }
      chunks.append(UInt32(remainder))
      while limbs.last == 0 { limbs.removeLast() }
    }
    var text = String(chunks.last ?? 0)
    for chunk in chunks.dropLast().reversed() {
      let part = String(chunk)
      text += String(repeating: "0", count: 9 - part.count) + part
    }
    return Array(text.utf8)
  }
}
