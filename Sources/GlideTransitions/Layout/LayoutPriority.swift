import GlideLayout

/// How much a constraint matters, UIKit's `UILayoutPriority`: 1000 is required (the layout keeps it
/// exactly or reports a conflict), 1 … 999 optional, each level strictly above every lower one (see
/// GlideLayout's `Strength`: one constraint at 251 beats any number at 250).
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible,
  ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
{
  /// 1 … 1000.
  public var rawValue: Double

  public init(rawValue: Double) { self.rawValue = rawValue }
  public init(_ rawValue: Double) { self.rawValue = rawValue }
  public init(floatLiteral value: Double) { rawValue = value }
  public init(integerLiteral value: Int) { rawValue = Double(value) }

  /// 1000.
  public static let required = LayoutPriority(1000)
  /// 750: compression resistance's default.
  public static let defaultHigh = LayoutPriority(750)
  /// 250: content hugging's default.
  public static let defaultLow = LayoutPriority(250)
  /// 50: what a view's fitting size is computed at.
  public static let fittingSizeLevel = LayoutPriority(50)

  public var isRequired: Bool { rawValue >= 1000 }

  public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
  public static func + (lhs: LayoutPriority, rhs: Double) -> LayoutPriority { LayoutPriority(lhs.rawValue + rhs) }
  public static func - (lhs: LayoutPriority, rhs: Double) -> LayoutPriority { LayoutPriority(lhs.rawValue - rhs) }

  public var description: String { Expression.format(rawValue) }
}
