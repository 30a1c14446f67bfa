import Foundation
import GlideInput
import GlideOutput
import Testing

/// `OutputBuffer.append(fixed:places:)` against glibc's `printf`, which the logs used before (through
/// `String(format:)`): the same bytes for every double, with "-0…" written without its sign.
@Suite struct FixedDecimalTests {
  /// What the logs printed before: `String(format: "%.Nf")`, its negative zero dropped.
  static func printf(_ value: Double, _ places: Int) -> String {
    let text = String(format: "%.\(places)f", value)
    return text.hasPrefix("-") && Double(text) == 0 ? String(text.dropFirst()) : text
  }

  static func fixed(_ value: Double, _ places: Int) -> String {
    let out = OutputBuffer(capacity: 8)
    out.append(fixed: value, places: places)
    return out.string
  }

  @Test func examplesReadAsExpected() {
    #expect(Self.fixed(0.125, 2) == "0.12")  // an exact tie: to even, as printf
    #expect(Self.fixed(0.375, 2) == "0.38")
    #expect(Self.fixed(0.135, 2) == "0.14")  // 0.13500000000000000888…: not a tie
    #expect(Self.fixed(2.5, 0) == "2")
    #expect(Self.fixed(3.5, 0) == "4")
    #expect(Self.fixed(-0.0004, 3) == "0.000")  // no negative zero
    #expect(Self.fixed(-0.0, 6) == "0.000000")
    #expect(Self.fixed(-1.23456789, 4) == "-1.2346")
    #expect(Self.fixed(390, 1) == "390.0")
    #expect(Self.fixed(0.999_999_5, 6) == "1.000000")
    #expect(Self.fixed(.nan, 6) == "null")
    #expect(Self.fixed(.infinity, 6) == "1e308")
    #expect(Self.fixed(-.infinity, 6) == "-1e308")
    #expect(Self.fixed(1e20, 2) == "100000000000000000000.00")
  }

  /// The `String` form, and the trimmed form the SVG and HTML renderers write ("12.5", "3", "-0.25").
  @Test func stringsAndTrimmedZeros() {
    #expect(String(fixed: 12.5, places: 3) == "12.500")
    #expect(String(fixed: 12.5, places: 3, trimmingZeros: true) == "12.5")
    #expect(String(fixed: 3.0004, places: 3, trimmingZeros: true) == "3")
    #expect(String(fixed: -0.25, places: 4, trimmingZeros: true) == "-0.25")
    #expect(String(fixed: -0.04, places: 1, trimmingZeros: true) == "0")
    #expect(String(fixed: 1e20, places: 1, trimmingZeros: true) == "100000000000000000000")
    #expect(String(fixed: .nan, places: 2) == "null")
    var random = SplitMix64(seed: 11)
    for _ in 0..<2_000 {
      let value = Double(Int64(bitPattern: random.next() % 2_000_000_000) - 1_000_000_000) / 65_536
      let out = OutputBuffer(capacity: 4)
      out.append(fixed: value, places: 5, trimmingZeros: true)
      #expect(String(fixed: value, places: 5, trimmingZeros: true) == out.string)
    }
  }

  @Test(arguments: 0...9)
  func randomValuesOfEveryMagnitudeMatchPrintf(places: Int) {
    var random = SplitMix64(seed: 0x6c69_6465 &+ UInt64(places))
    var mismatches: [String] = []
    for _ in 0..<20_000 {
      // Magnitudes from 1e-12 to 1e22, both signs.
      let exponent = Double(random.next() % 3_400) / 100 - 12
      let sign: Double = random.next() & 1 == 0 ? 1 : -1
      let value = sign * Double(random.next() % 1_000_000_007) / 1_000_000_007 * pow(10, exponent)
      let expected = Self.printf(value, places)
      let actual = Self.fixed(value, places)
      if actual != expected && mismatches.count < 5 { mismatches.append("\(value): \(actual) ≠ \(expected)") }
    }
    #expect(mismatches.isEmpty, "\(mismatches)")
  }

  /// Exact binary ties (k/2^m), where rounding to even and away from zero differ, and the decimals a
  /// log is full of (k/10^d, never exact in binary).
  @Test(arguments: [1, 2, 3, 4, 6])
  func tiesAndShortDecimalsMatchPrintf(places: Int) {
    var mismatches: [String] = []
    for numerator in -4_000...4_000 {
      for value in [Double(numerator) / 1_024, Double(numerator) / 8, Double(numerator) / 1_000, Double(numerator) / 100_000] {
        let expected = Self.printf(value, places)
        let actual = Self.fixed(value, places)
        if actual != expected && mismatches.count < 5 { mismatches.append("\(value): \(actual) ≠ \(expected)") }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches)")
  }

  /// Beyond 64 bits of scaled magnitude (|value| ≥ 1.8e13 at six places), up to the largest double, and
  /// down to the subnormals.
  @Test func extremeMagnitudesMatchPrintf() {
    let values: [Double] = [
      4_503_599_627_370_495.5, 9_007_199_254_740_994, 1.8e13, 1.9e13, 123_456_789_012_345.67, 1e19, 1.8446744073709552e19,
      3.4e38, 1e100, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude, .leastNormalMagnitude,
      5e-7, 4.9999999999999996e-7, 5.000000000000001e-7,
    ]
    for value in values {
      for places in [0, 1, 6, 17] {
        #expect(Self.fixed(value, places) == Self.printf(value, places), "\(value) with \(places) places")
      }
    }
  }
}
