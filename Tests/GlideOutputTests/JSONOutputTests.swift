import Foundation
import GlideInput
import GlideOutput
import Testing

/// The JSON pieces: numbers as `JSONEncoder` writes them (what `glide gestures --json` and `glide frames
/// --json` printed before), string escaping, and objects.
@Suite struct JSONOutputTests {
  private struct Wrapped: Encodable { var v: Double }

  /// `JSONEncoder`'s text for `value`, taken out of `{"v":…}`.
  static func encoder(_ value: Double) throws -> String {
    let data = try JSONEncoder().encode(Wrapped(v: value))
    return String(String(decoding: data, as: UTF8.self).dropFirst(5).dropLast())
  }

  static func shortest(_ value: Double) -> String {
    let out = OutputBuffer(capacity: 8)
    out.append(shortest: value)
    return out.string
  }

  @Test func shortestNumbersMatchJSONEncoder() throws {
    var random = SplitMix64(seed: 0x6a73_6f6e)
    var values: [Double] = [0, -0.0, 1, -1, 0.5, 0.1, 1e-7, 1e16, 1e22, 123_456_789, 18.23076923076923, .leastNonzeroMagnitude, .greatestFiniteMagnitude]
    for _ in 0..<20_000 {
      let exponent = Double(random.next() % 4_000) / 100 - 20
      values.append(Double(random.next() % 1_000_003) / 1_000_003 * pow(10, exponent) * (random.next() & 1 == 0 ? 1 : -1))
      values.append((Double(random.next() % 10_000_000) / 1e6 * 1e6).rounded() / 1e6)  // as `glide gestures` rounds
      values.append(Double(random.next() % 10_000) / 65)  // device units over a resolution, as frames print
    }
    for value in values {
      let expected = try Self.encoder(value)
      if Self.shortest(value) != expected {
        Issue.record("\(value): \(Self.shortest(value)) ≠ JSONEncoder's \(expected)")
        return
      }
    }
  }

  @Test func nonFiniteNumbersAreNull() {
    #expect(Self.shortest(.nan) == "null")
    #expect(Self.shortest(.infinity) == "null")
  }

  @Test func stringsAreEscapedOnce() {
    let out = OutputBuffer(capacity: 4)
    out.append(jsonString: "a\"b\\c\nd\te\rf\u{01}g\u{1f}h/é→")
    #expect(out.string == #""a\"b\\c\nd\te\rf\u0001g\u001fh/é→""#)
  }

  @Test func objectsHaveTheirFieldsInOrder() {
    let out = OutputBuffer(capacity: 4)
    var w = JSONObjectWriter(out, numbers: .fixed(places: 3))
    w.field("type", literal: "frame")
    w.field("time", 0.1235)
    w.field("index", -3)
    w.field("onScreen", true)
    w.field("missing", nil as Double?)
    w.field("name", "A \"view\"")
    w.close()
    #expect(out.string == #"{"type":"frame","time":0.123,"index":-3,"onScreen":true,"missing":null,"name":"A \"view\""}"#)
  }
}
