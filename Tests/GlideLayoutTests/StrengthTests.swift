import GlideLayout
import Testing

@Suite("Strengths: each priority strictly above every lower one")
struct StrengthTests {
  /// `x == target` at `strength`.
  private func pull(_ x: Variable, to target: Double, _ strength: Strength) -> Constraint {
    Constraint(x, .equal, target, strength: strength)
  }

  @Test("One strong constraint beats 1,000 weak ones pulling the other way")
  func strongBeatsAnyNumberOfWeak() throws {
    var solver = Solver()
    let x = Variable("x")
    try solver.add(pull(x, to: 0, .strong))
    for _ in 0..<1000 { try solver.add(pull(x, to: 100, .weak)) }
    solver.updateVariables()
    #expect(solver.value(of: x) == 0)
  }

  @Test("UIKit's 251 beats any number of 250s, however heavy (kiwisolver's single number would not)")
  func adjacentPriorities() throws {
    var solver = Solver()
    let x = Variable("x")
    try solver.add(pull(x, to: 0, Strength(priority: 251)))
    for _ in 0..<300 { try solver.add(pull(x, to: 100, Strength(priority: 250, weight: 1000))) }
    solver.updateVariables()
    #expect(solver.value(of: x) == 0)
    // Two weak constraints of weight 1000 outweigh a medium one in kiwisolver (2 × 1000 > 1000); not here.
    var other = Solver()
    try other.add(pull(x, to: 0, .medium))
    try other.add(pull(x, to: 10, Strength.weak.weighted(1000)))
    try other.add(pull(x, to: 10, Strength.weak.weighted(1000)))
    other.updateVariables()
    #expect(other.value(of: x) == 0)
  }

  @Test("Within one priority the heavier pull wins: errors add up, each times its weight")
  func weightsWithinALevel() throws {
    for (left, right, expected) in [(3.0, 2.0, 0.0), (2.0, 3.0, 10.0)] {
      var solver = Solver()
      let x = Variable("x")
      try solver.add(pull(x, to: 0, Strength.medium.weighted(left)))
      try solver.add(pull(x, to: 10, Strength.medium.weighted(right)))
      solver.updateVariables()
      #expect(solver.value(of: x) == expected)
    }
  }

  @Test("Required beats any optional constraint; the optional one is kept as well as it can be")
  func requiredBeatsStrong() throws {
    var solver = Solver()
    let (x, y) = (Variable("x"), Variable("y"))
    try solver.add(Constraint(x, .lessThanOrEqual, 50))
    try solver.add(pull(x, to: 100, Strength(priority: 999, weight: 1000)))
    try solver.add(Constraint(y, .equal, x * 2, strength: .weak))
    solver.updateVariables()
    #expect(solver.value(of: x) == 50 && solver.value(of: y) == 100)
  }

  @Test("Priorities are clamped to UIKit's 1 … 1000, weights to 0 or more; descriptions")
  func clamping() {
    #expect(Strength(priority: 5000) == .required && Strength(priority: 5000).isRequired)
    #expect(Strength(priority: 0).priority == 1 && Strength(priority: .nan).priority == 1)
    #expect(Strength(priority: 500, weight: -2).weight == 0 && Strength(priority: 500, weight: .nan).weight == 0)
    #expect(Strength.strong.priority == 750 && Strength.medium.priority == 500 && Strength.weak.priority == 250)
    #expect(Strength.weak < .medium && .medium < .strong && .strong < .required && Strength.weak < Strength.weak.weighted(2))
    #expect(Strength.required.description == "required" && Strength(priority: 999.5, weight: 2).description == "999.5×2")
  }
}
