/// A linear relation the solver keeps: `expression relation 0`, required or optional at a ``Strength``.
///
/// Built from two sides, `Constraint(x + 10, .lessThanOrEqual, y)` keeps `x + 10 - y <= 0`. A
/// constraint is identified by the object: adding the same one twice is an error, two equal ones are
/// two constraints (as two `NSLayoutConstraint`s are). It never changes once made; the solver keeps its
/// current constant, which ``Solver/setConstant(_:for:)`` moves.
public final class Constraint: Hashable, Sendable, CustomStringConvertible {
  /// `lhs - rhs`, each variable once.
  public let expression: Expression
  public let relation: Relation
  public let strength: Strength

  /// `lhs relation rhs` at `strength`.
  public init(
    _ lhs: some ExpressionConvertible, _ relation: Relation, _ rhs: some ExpressionConvertible,
    strength: Strength = .required
  ) {
    self.expression = (lhs.expression - rhs.expression).reduced()
    self.relation = relation
    self.strength = strength
  }

  /// `expression relation 0` at `strength`.
  public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
    self.expression = expression.reduced()
    self.relation = relation
    self.strength = strength
  }

  /// `x - y + 10 <= 0 (750)`.
  public var description: String { "\(expression) \(relation) 0 (\(strength))" }

  public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
