/// Why the solver refused an operation. Every case leaves the solver as it was before the call.
public enum SolverError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The constraint is already in the solver (the same object).
  case duplicateConstraint(Constraint)
  /// The constraint is not in the solver.
  case unknownConstraint(Constraint)
  /// A required constraint (the first value: the one being added, or whose constant was being set)
  /// cannot hold together with other required constraints. `conflict` is a smallest set of required
  /// constraints that cannot all hold, the first value among them, in the order they were added:
  /// making any one of them optional, or removing it, resolves this conflict.
  case unsatisfiable(Constraint, conflict: [Constraint])
  /// The variable is already an edit variable.
  case duplicateEditVariable(Variable)
  /// The variable is not an edit variable.
  case unknownEditVariable(Variable)
  /// Edit variables must be optional (a priority below 1000): a required edit could not follow suggestions.
  case requiredEditVariable(Variable)
  /// The simplex reached a state it should never reach: rounding has spoilt the tableau (dense systems
  /// mixing many fractional coefficients can, after hundreds of pivots; kiwisolver alike), or a bug. The
  /// solver may be inconsistent: make a new one.
  case internalFailure(String)

  public var description: String {
    switch self {
    case .duplicateConstraint(let constraint):
      "the solver already has the constraint \(constraint); remove it before adding it again"
    case .unknownConstraint(let constraint):
      "the solver does not have the constraint \(constraint); add it first"
    case .unsatisfiable(let constraint, let conflict):
      "cannot satisfy the required constraint \(constraint) together with the others: "
        + "\(conflict.count == 1 ? "it contradicts itself" : "these cannot all hold:")"
        + (conflict.count == 1 ? "" : conflict.map { "\n  \($0)" }.joined())
        + "\nmake one of them optional (a priority below 1000) or remove it"
    case .duplicateEditVariable(let variable):
      "\(variable) is already an edit variable; remove it before adding it again"
    case .unknownEditVariable(let variable):
      "\(variable) is not an edit variable; add it with addEditVariable first"
    case .requiredEditVariable(let variable):
      "\(variable) cannot be a required edit variable; give it a priority below 1000 (strong is usual)"
    case .internalFailure(let what):
      "internal solver failure: \(what); the solver may be inconsistent, start a new one"
    }
  }
}
