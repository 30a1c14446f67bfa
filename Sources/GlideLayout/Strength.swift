/// How much a constraint matters: required, or optional at a priority with a weight.
///
/// Priorities are UIKit's `UILayoutPriority` scale: 1000 is required (the solver satisfies it or
/// reports a conflict), 1 … 999 are optional. Each optional priority is a level of its own, strictly
/// above every lower one: the solver first makes the errors of the highest level as small as it can,
/// then, without giving any of that up, those of the next level, and so on (Cassowary's lexicographic
/// "symbolic weights"). So one constraint at 251 beats any number of constraints at 250, which is
/// what UIKit documents ("higher priority constraints are satisfied before lower priority
/// constraints") and what layouts rely on when they raise a hugging priority by one. Within a level
/// the errors add up, each times its constraint's ``weight``: two constraints of the same priority
/// pulling apart meet at the weighted median.
///
/// Cassowary's three named strengths are three of UIKit's named priorities: ``strong`` is
/// `defaultHigh` (750, compression resistance's default), ``weak`` is `defaultLow` (250, content
/// hugging's default) and ``medium`` sits halfway (500). kiwisolver packs its three levels into one
/// number (strong 10⁶, medium 10³, weak 1, each level's weight capped at 1000), so there 1000 weak
/// constraints can outweigh a medium one; here they cannot.
public struct Strength: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The level, 1 … 1000 (`UILayoutPriority`): 1000 is required.
  public let priority: Double
  /// The error's weight within its level (≥ 0; 1 by default). Ignored for required constraints.
  public let weight: Double

  /// A strength at `priority` (clamped to 1 … 1000, as UIKit's range; NaN counts as 1) with `weight`
  /// (clamped to 0 or more; NaN counts as 0).
  public init(priority: Double, weight: Double = 1) {
    self.priority = priority.isNaN ? 1 : min(max(priority, 1), 1000)
    self.weight = weight.isNaN ? 0 : max(weight, 0)
  }

  /// 1000: the solver keeps the constraint exactly, or refuses it with ``SolverError/unsatisfiable(_:conflict:)``.
  public static let required = Strength(priority: 1000)
  /// 750, `UILayoutPriority.defaultHigh`.
  public static let strong = Strength(priority: 750)
  /// 500, halfway between ``strong`` and ``weak``.
  public static let medium = Strength(priority: 500)
  /// 250, `UILayoutPriority.defaultLow`.
  public static let weak = Strength(priority: 250)

  public var isRequired: Bool { priority >= 1000 }

  /// The same priority with `weight`.
  public func weighted(_ weight: Double) -> Strength { Strength(priority: priority, weight: weight) }

  /// By priority, then by weight.
  public static func < (lhs: Strength, rhs: Strength) -> Bool {
    (lhs.priority, lhs.weight) < (rhs.priority, rhs.weight)
  }

  /// `required`, `750` or `750×2` (a weight other than 1).
  public var description: String {
    if isRequired { return "required" }
    let level = Expression.format(priority)
    return weight == 1 ? level : "\(level)×\(Expression.format(weight))"
  }
}
