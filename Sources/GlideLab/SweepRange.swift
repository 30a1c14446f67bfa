import GlideSimulation
import GlideTraceTesting

/// The values a sweep takes: FROM, FROM + STEP, … up to TO inclusive. Each is computed as
/// from + i · step and rounded to the decimals the three numbers were written with, so 0.1 + 2 · 0.1 is
/// 0.3 and not 0.30000000000000004 (no drift, and the text a value is set with is the one printed).
public struct SweepRange: Hashable, Sendable {
  public let from: Double
  public let to: Double
  public let step: Double
  /// Decimals of the most precise of the three numbers as written (at most ``maximumDecimals``).
  public let decimals: Int

  /// A sweep over more values than this is refused (it is almost surely a mistyped step).
  public static let maximumCount = 10_000
  public static let maximumDecimals = 12

  /// Parses `FROM:TO:STEP`.
  /// - Throws: ``LabError/malformedRange(_:reason:)`` naming what is wrong.
  public init(parsing text: String) throws(LabError) {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
    guard parts.count == 3 else {
      throw .malformedRange(text, reason: "it has \(parts.count) part\(parts.count == 1 ? "" : "s"), not 3")
    }
    var numbers: [Double] = []
    for (name, part) in zip(["FROM", "TO", "STEP"], parts) {
      guard let number = Double(part), number.isFinite else {
        throw .malformedRange(text, reason: "\(name) '\(part)' is not a number")
      }
      numbers.append(number)
    }
    let (from, to, step) = (numbers[0], numbers[1], numbers[2])
    guard step != 0 else { throw .malformedRange(text, reason: "STEP is 0") }
    guard (to - from) / step >= 0 else {
      throw .malformedRange(text, reason: "STEP \(parts[2]) goes away from TO \(parts[1])")
    }
    // The count as a Double first: FROM:TO:STEP with a tiny STEP (`0:1:1e-300`) has more values than
    // an Int holds, and FROM and TO far apart overflow to infinity.
    let count = ((to - from) / step + 1e-9).rounded(.down) + 1
    guard count.isFinite, count <= Double(Self.maximumCount) else {
      throw .malformedRange(
        text,
        reason: "it has more than \(Self.maximumCount) values (give a larger STEP or a narrower FROM:TO)")
    }
    self.from = from
    self.to = to
    self.step = step
    decimals = min(parts.map(Self.decimals).max() ?? 0, Self.maximumDecimals)
  }

  /// The number of values.
  public var count: Int { Int(((to - from) / step + 1e-9).rounded(.down)) + 1 }

  /// Value `i`: from + i · step, rounded to ``decimals``.
  public func value(_ i: Int) -> Double {
    let scale = Self.power(decimals)
    let rounded = ((from + Double(i) * step) * scale).rounded() / scale
    return rounded == 0 ? 0 : rounded
  }

  /// Every value, in order.
  public var values: [Double] { (0..<count).map(value) }

  /// `value` as the sweep prints it and sets it: ``decimals`` at most, trailing zeros dropped.
  public func text(_ value: Double) -> String {
    // Past 1e15 fixed decimals would spell out every digit (1e308 in 309): the shortest form instead.
    abs(value) < 1e15 ? SVG.number(value, decimals) : "\(value)"
  }

  /// Decimals of a number as written: digits after the point, less a positive exponent, plus a
  /// negative one ("0.25" 2, "1e-3" 3, "2.5e1" 0).
  static func decimals(_ text: String) -> Int {
    let lower = text.lowercased()
    let mantissa = lower.split(separator: "e", maxSplits: 1).first.map(String.init) ?? lower
    let exponent = lower.contains("e") ? Int(lower.split(separator: "e").last ?? "") ?? 0 : 0
    let fraction = mantissa.split(separator: ".", omittingEmptySubsequences: false).dropFirst().first?.count ?? 0
    return max(fraction - exponent, 0)
  }

  private static func power(_ n: Int) -> Double {
    var result = 1.0
    for _ in 0..<n { result *= 10 }
    return result
  }
}
