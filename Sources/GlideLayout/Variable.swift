/// An unknown of a layout: a view's edge, width or centre, in points. The solver decides its value;
/// read it with ``Solver/value(of:)`` after ``Solver/updateVariables()``.
///
/// A variable is identified by the object, not by its name: two variables named `width` are two
/// unknowns. It holds no value itself, so one variable can be used by several solvers and is `Sendable`.
public final class Variable: Hashable, Sendable, CustomStringConvertible {
  /// What the variable is called in descriptions and error messages (`"card.height"`).
  public let name: String

  public init(_ name: String = "") {
    self.name = name
  }

  /// The name, or `(unnamed)`: never an address, so messages are the same from run to run.
  public var description: String { name.isEmpty ? "(unnamed)" : name }

  public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
