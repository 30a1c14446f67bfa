/// A variable times a coefficient, one term of an ``Expression``.
public struct Term: Hashable, Sendable {
  public var variable: Variable
  public var coefficient: Double

  public init(_ variable: Variable, _ coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }
}

/// A linear expression: a sum of variables times coefficients plus a constant, in points. Build one
/// with the operators (`2 * x + y - 10`); a ``Constraint`` relates one to zero.
public struct Expression: Hashable, Sendable, CustomStringConvertible {
  /// The terms in the order they were written; a variable may appear more than once until
  /// ``reduced()`` adds them up.
  public var terms: [Term]
  public var constant: Double

  public init(_ terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  public init(_ variable: Variable) {
    self.init([Term(variable)])
  }

  /// The same expression with each variable once (at its first place, coefficients added up) and
  /// without terms whose coefficient is zero.
  public func reduced() -> Expression {
    var order: [Variable] = []
    var sums: [ObjectIdentifier: Double] = [:]
    for term in terms {
      let key = ObjectIdentifier(term.variable)
      if sums[key] == nil { order.append(term.variable) }
      sums[key, default: 0] += term.coefficient
    }
    let kept = order.compactMap { variable -> Term? in
      let coefficient = sums[ObjectIdentifier(variable)]!
      return coefficient == 0 ? nil : Term(variable, coefficient)
    }
    return Expression(kept, constant: constant)
  }

  /// `2 * x - y + 10`: the terms in order, coefficients of ±1 left out, then the constant when it is not 0.
  public var description: String {
    var text = ""
    for term in terms {
      let magnitude = abs(term.coefficient)
      let sign = term.coefficient < 0 ? "-" : "+"
      text += text.isEmpty ? (sign == "-" ? "-" : "") : " \(sign) "
      text += magnitude == 1 ? term.variable.description : "\(Self.format(magnitude)) * \(term.variable)"
    }
    if text.isEmpty { return Self.format(constant) }
    if constant != 0 { text += constant < 0 ? " - \(Self.format(-constant))" : " + \(Self.format(constant))" }
    return text
  }

  /// A number as it reads best: `10` rather than `10.0`, otherwise Swift's shortest form.
  public static func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
  }
}

/// Something that stands for a linear expression: a ``Variable``, an ``Expression`` or a number, so
/// ``Constraint/init(_:_:_:strength:)`` takes any of them on either side.
public protocol ExpressionConvertible {
  var expression: Expression { get }
}

extension Expression: ExpressionConvertible {
  public var expression: Expression { self }
}

extension Variable: ExpressionConvertible {
  public var expression: Expression { Expression(self) }
}

extension Double: ExpressionConvertible {
  public var expression: Expression { Expression(constant: self) }
}

extension Int: ExpressionConvertible {
  public var expression: Expression { Expression(constant: Double(self)) }
}
