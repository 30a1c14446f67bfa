/// How a constraint's two sides compare: `NSLayoutConstraint.Relation`.
public enum Relation: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  case lessThanOrEqual
  case equal
  case greaterThanOrEqual

  /// `<=`, `==` or `>=`.
  public var description: String {
    switch self {
    case .lessThanOrEqual: "<="
    case .equal: "=="
    case .greaterThanOrEqual: ">="
    }
  }
}
