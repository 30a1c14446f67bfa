import Foundation
package import GlideAnimation
import GlideOutput

/// Text helpers for the SVG and HTML renderers: numbers with fixed decimals (so pages are the same
/// byte for byte on every machine), escaping, colours and axis ticks.
package enum SVG {
  /// `value` with at most `places` decimals, trailing zeros dropped ("12.5", "3", "-0.25").
  package static func number(_ value: Double, _ places: Int = 1) -> String {
    String(fixed: value, places: places, trimmingZeros: true)
  }

  /// Text safe inside an XML element or a double-quoted attribute (SVG, HTML, JUnit): the markup
  /// characters as entities, and the characters XML 1.0 cannot hold (the controls but tab and new line,
  /// U+FFFE and U+FFFF) as `\u{…}`.
  package static func escape(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "\n", "\t": out.unicodeScalars.append(scalar)
      // XML 1.0 forbids the controls but tab and line feed, and the non-characters U+FFFE and U+FFFF.
      case _ where scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
        out += "\\u{\(String(scalar.value, radix: 16))}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// `#rrggbb` for the colour's red, green and blue (alpha is drawn separately).
  package static func hex(_ color: Color) -> String {
    let parts = [color.red, color.green, color.blue].map { Int((min(max($0, 0), 1) * 255).rounded()) }
    let digits = Array("0123456789abcdef".utf8)
    return String(decoding: [UInt8(ascii: "#")] + parts.flatMap { [digits[$0 >> 4], digits[$0 & 15]] }, as: UTF8.self)
  }

  /// Whether dark text reads better than white on `color` (relative luminance above one half).
  package static func isLight(_ color: Color) -> Bool {
    0.2126 * color.red + 0.7152 * color.green + 0.0722 * color.blue > 0.5
  }

  /// An SVG `matrix(…)` for `t` (SVG uses Core Graphics' order: a b c d tx ty).
  package static func matrix(_ t: GlideAnimation.Transform2D) -> String {
    "matrix(" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map { number($0, 4) }.joined(separator: " ") + ")"
  }

  // MARK: - Elements (coordinates in pixels, one decimal)

  package static func line(_ kind: String, x1: Double, y1: Double, x2: Double, y2: Double) -> String {
    "<line class=\"\(kind)\" x1=\"\(px(x1))\" y1=\"\(px(y1))\" x2=\"\(px(x2))\" y2=\"\(px(y2))\"/>"
  }

  package static func rect(_ kind: String, x: Double, y: Double, width: Double, height: Double) -> String {
    "<rect class=\"\(kind)\" x=\"\(px(x))\" y=\"\(px(y))\" width=\"\(px(width))\" height=\"\(px(height))\"/>"
  }

  package static func circle(_ kind: String, x: Double, y: Double, r: Double) -> String {
    "<circle class=\"\(kind)\" cx=\"\(px(x))\" cy=\"\(px(y))\" r=\"\(px(r))\"/>"
  }

  /// `content` (escaped here) at (`x`, `y`), anchored `start`, `middle` or `end`.
  package static func text(_ kind: String, x: Double, y: Double, anchor: String = "start", _ content: String)
    -> String
  {
    let anchorAttribute = anchor == "start" ? "" : " text-anchor=\"\(anchor)\""
    return "<text class=\"\(kind)\" x=\"\(px(x))\" y=\"\(px(y))\"\(anchorAttribute)>\(escape(content))</text>"
  }

  private static func px(_ value: Double) -> String { number(value, 1) }

  /// About `count` round tick values covering `range` (steps of 1, 2, 2.5 or 5 times a power of ten).
  package static func ticks(_ range: ClosedRange<Double>, count: Int = 4) -> [Double] {
    let span = range.upperBound - range.lowerBound
    guard span > 0, span.isFinite else { return [range.lowerBound] }
    let raw = span / Double(max(count, 1))
    let power = pow(10, (log10(raw)).rounded(.down))
    let step = [1, 2, 2.5, 5, 10].map { $0 * power }.first { $0 >= raw } ?? 10 * power
    let first = (range.lowerBound / step - 1e-9).rounded(.up)
    let last = (range.upperBound / step + 1e-9).rounded(.down)
    guard first <= last else { return [] }
    return stride(from: first, through: last, by: 1).map { $0 == 0 ? 0 : $0 * step }
  }
}

/// Maps a value range onto a pixel range (either may run backwards).
package struct LinearScale: Hashable, Sendable {
  package let domain: ClosedRange<Double>
  package let from: Double
  package let to: Double

  package init(domain: ClosedRange<Double>, from: Double, to: Double) {
    (self.domain, self.from, self.to) = (domain, from, to)
  }

  package func callAsFunction(_ value: Double) -> Double {
    let span = domain.upperBound - domain.lowerBound
    let unit = span > 0 ? (value - domain.lowerBound) / span : 0.5
    return from + (to - from) * unit
  }

  /// The domain widened by `fraction` of its span on both sides (a flat domain by `flat`).
  package static func padded(_ values: [Double], fraction: Double = 0.08, flat: Double = 0.5) -> ClosedRange<Double> {
    guard let low = values.min(), let high = values.max() else { return 0...1 }
    guard high > low else { return (low - flat)...(high + flat) }
    let pad = (high - low) * fraction
    return (low - pad)...(high + pad)
  }
}
