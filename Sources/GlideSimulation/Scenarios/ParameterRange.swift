/// The values a number parameter accepts, stated once where the parameter is defined (its
/// ``ScenarioParameter``) and checked wherever a value is set: `--set`, scenario files, expectation
/// files, sweeps and the flags that stand for a parameter (`--completion-speed`).
///
/// A bound is inclusive or not; a range may take whole numbers only, and its upper bound may be another
/// parameter's value (`startTab` below `tabs`), checked once all values are set
/// (``ScenarioOptions/checkRelations()``).
public struct ParameterRange: Hashable, Sendable {
  public var lower: Double?
  public var includesLower: Bool
  public var upper: Double?
  public var includesUpper: Bool
  /// Only whole numbers (finger and tab counts).
  public var wholeNumbers: Bool
  /// A parameter whose value the value must stay below (`tabs` for `startTab`).
  public var below: String?

  public init(
    lower: Double? = nil, includesLower: Bool = true, upper: Double? = nil, includesUpper: Bool = true,
    wholeNumbers: Bool = false, below: String? = nil
  ) {
    self.lower = lower
    self.includesLower = includesLower
    self.upper = upper
    self.includesUpper = includesUpper
    self.wholeNumbers = wholeNumbers
    self.below = below
  }

  /// A bounded range: every range is finite, so that nothing computed from a value overflows, traps or
  /// runs for ever (a screen a few thousand points wide, a transition of an hour at most).
  public static func from(_ lower: Double, to upper: Double) -> ParameterRange {
    ParameterRange(lower: lower, upper: upper)
  }

  /// 0.001 to 3600 s: a transition's or an animation's duration (a millisecond to an hour).
  public static let duration = from(0.001, to: 3600)
  /// 1 to 10,000 pt: a screen's or a view's size (screens are a few thousand points at most).
  public static let points = from(1, to: 10_000)
  /// 0 to 10,000 pt: a distance on the screen, where 0 turns it off.
  public static let pointsOrNone = from(0, to: 10_000)
  /// 1 to 1000 mm: finger travel (a touchpad is about 100 mm across, a touchscreen a few hundred).
  public static let travel = from(1, to: 1000)
  /// 0.01 to 100: a speed factor or a damping ratio.
  public static let factor = from(0.01, to: 100)
  /// 0 to 1000 per second: a velocity threshold, where 0 turns the test off.
  public static let velocity = from(0, to: 1000)
  /// 0 to 60 s: a time threshold or a time constant, where 0 turns it off.
  public static let seconds = from(0, to: 60)
  /// 0 to 1: percents and fractions of the transition.
  public static let fraction = ParameterRange(lower: 0, upper: 1)
  /// Above 0 and below 1: a deceleration rate per millisecond.
  public static let rate = ParameterRange(lower: 0, includesLower: false, upper: 1, includesUpper: false)

  /// Whole numbers from `lower` to `upper`.
  public static func whole(from lower: Int, to upper: Int) -> ParameterRange {
    ParameterRange(lower: Double(lower), upper: Double(upper), wholeNumbers: true)
  }

  /// Whether the range is bounded on both sides, or below another parameter that is (the rule for every
  /// number a user gives).
  public var isFinite: Bool {
    guard let lower, lower.isFinite else { return false }
    if let upper { return upper.isFinite }
    return below != nil
  }

  /// Whether `value` is in the range, leaving out the bound set by another parameter (never NaN or an
  /// infinity).
  public func contains(_ value: Double) -> Bool {
    guard value.isFinite else { return false }
    if wholeNumbers && value != value.rounded() { return false }
    if let lower, includesLower ? value < lower : value <= lower { return false }
    if let upper, includesUpper ? value > upper : value >= upper { return false }
    return true
  }

  /// The range in words, with the unit after numbers: "above 0 s", "from 0 to 1", "0 or more progress/s",
  /// "a whole number from 1 to 10", "above 0 and below 1 per ms".
  public func phrase(unit: String = "") -> String {
    let unit = unit.isEmpty ? "" : " \(unit)"
    let number = wholeNumbers ? "a whole number " : ""
    let words: String
    switch (lower, upper) {
    case (let lower?, let upper?) where includesLower && includesUpper:
      words = "from \(Self.text(lower)) to \(Self.text(upper))\(unit)"
    case (let lower?, let upper?):
      words = "\(includesLower ? "\(Self.text(lower)) or more" : "above \(Self.text(lower))") and "
        + "\(includesUpper ? "at most" : "below") \(Self.text(upper))\(unit)"
    case (let lower?, nil):
      words = includesLower ? "\(Self.text(lower))\(unit) or more" : "above \(Self.text(lower))\(unit)"
    case (nil, let upper?):
      words = includesUpper ? "\(Self.text(upper))\(unit) or less" : "below \(Self.text(upper))\(unit)"
    case (nil, nil):
      words = "any\(unit)"
    }
    return number + words + (below.map { " and below \($0)" } ?? "")
  }

  /// The range in symbols, for `glide scenarios`: "> 0", "≥ 0", "0…1", "0<…<1", "whole ≥ 2", "whole 1…10".
  public var symbol: String {
    let whole = wholeNumbers ? "whole " : ""
    let range: String
    switch (lower, upper) {
    case (let lower?, let upper?):
      range = "\(Self.text(lower))\(includesLower ? "" : "<")…\(includesUpper ? "" : "<")\(Self.text(upper))"
    case (let lower?, nil): range = "\(includesLower ? "≥" : ">") \(Self.text(lower))"
    case (nil, let upper?): range = "\(includesUpper ? "≤" : "<") \(Self.text(upper))"
    case (nil, nil): range = "any"
    }
    return whole + range + (below.map { ", < \($0)" } ?? "")
  }

  /// A bound as written: "0", "0.5", "1000".
  static func text(_ value: Double) -> String { ParameterValue.number(value).description }
}
