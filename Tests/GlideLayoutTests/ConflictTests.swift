@testable import GlideLayout
import Testing

@Suite("Unsatisfiable required constraints: refused, with the conflicting set")
struct ConflictTests {
  /// Runs `body`, which must throw `.unsatisfiable`; returns the constraint and conflict.
  private func refusal(_ body: () throws -> Void) -> (Constraint, [Constraint])? {
    do {
      try body()
    } catch SolverError.unsatisfiable(let constraint, let conflict) {
      return (constraint, conflict)
    } catch {
      Issue.record("threw \(error); expected unsatisfiable")
    }
    return nil
  }

  @Test("A chain of gaps that does not fit: the chain's links and the new constraint, in the order added; the solver unchanged")
  func chain() throws {
    var solver = Solver()
    let (x0, x1, x2, y) = (Variable("x0"), Variable("x1"), Variable("x2"), Variable("y"))
    let a = Constraint(x0 + 10, .lessThanOrEqual, x1)
    let u = Constraint(y, .equal, 5)  // unrelated
    let b = Constraint(x1 + 10, .lessThanOrEqual, x2)
    let w = Constraint(x0, .equal, 0, strength: .weak)
    for c in [a, u, b, w] { try solver.add(c) }
    solver.updateVariables()
    let values = [x0, x1, x2, y].map { solver.value(of: $0) }
    let tight = Constraint(x2, .lessThanOrEqual, x0 + 15)
    let refused = refusal { try solver.add(tight) }
    #expect(refused?.0 === tight)
    #expect(refused?.1 == [a, b, tight])
    #expect(solver.constraints == [a, u, b, w])
    solver.updateVariables()
    #expect([x0, x1, x2, y].map { solver.value(of: $0) } == values)
    // It still works: a constraint that fits goes in.
    try solver.add(Constraint(x2, .lessThanOrEqual, x0 + 25))
    #expect(solver.constraints.count == 5)
  }

  @Test("Required equalities that contradict (a row of dummies): the equalities involved, not the unrelated one")
  func equalities() throws {
    var solver = Solver()
    let (x, y, z) = (Variable("x"), Variable("y"), Variable("z"))
    let e1 = Constraint(x, .equal, 10)
    let e2 = Constraint(y, .equal, x + 5)
    let e3 = Constraint(z, .equal, 1)
    for c in [e1, e2, e3] { try solver.add(c) }
    let wrong = Constraint(y, .equal, 20)
    #expect(refusal { try solver.add(wrong) }?.1 == [e1, e2, wrong])
    let redundant = Constraint(y - x, .equal, 5)  // implied by e2: accepted
    try solver.add(redundant)
    solver.updateVariables()
    #expect(solver.value(of: y) == 15)
    // Its constant can only move with e2's: alone it contradicts e2.
    #expect(refusal { try solver.setConstant(-6, for: redundant) }?.1 == [e2, redundant])
    try solver.remove(e2)
    try solver.setConstant(-6, for: redundant)
    solver.updateVariables()
    #expect(solver.value(of: y) == 16)
  }

  @Test("A constraint that contradicts itself is its own conflict")
  func selfContradiction() throws {
    var solver = Solver()
    let x = Variable("x")
    let never = Constraint(x - x + 5, .equal, 0)
    #expect(refusal { try solver.add(never) }?.1 == [never])
    #expect(solver.constraints.isEmpty)
  }

  @Test("Setting a required constant that cannot hold is refused: the old constant stays, the conflict names the bound it crosses")
  func constantRefused() throws {
    var solver = Solver()
    let height = Variable("sheet.height")
    let most = Constraint(height, .lessThanOrEqual, 600)
    let least = Constraint(height, .greaterThanOrEqual, 100)
    let drag = Constraint(height, .equal, 300)
    for c in [most, least, drag] { try solver.add(c) }
    #expect(refusal { try solver.setConstant(-700, for: drag) }?.1 == [most, drag])
    #expect(solver.constant(of: drag) == -300)
    solver.updateVariables()
    #expect(solver.value(of: height) == 300)
    #expect(refusal { try solver.setConstant(-50, for: drag) }?.1 == [least, drag])
    try solver.setConstant(-450, for: drag)
    solver.updateVariables()
    #expect(solver.value(of: height) == 450 && solver.constant(of: drag) == -450)
  }

  @Test("When several smallest conflicts exist, one is reported, and it is irreducible (the most recently added bound)")
  func severalConflicts() throws {
    var solver = Solver()
    let x = Variable("x")
    let a = Constraint(x, .greaterThanOrEqual, 10)
    let b = Constraint(x, .greaterThanOrEqual, 20)
    for c in [a, b] { try solver.add(c) }
    let low = Constraint(x, .lessThanOrEqual, 5)
    #expect(refusal { try solver.add(low) }?.1 == [b, low])
  }

  @Test("The deletion filter cuts a certificate that is too large down to a smallest conflict")
  func deletionFilter() throws {
    // On every fixture the tableau's certificate was already smallest; the filter is what guarantees
    // it, so it is checked here on a candidate list padded with constraints that take no part.
    var solver = Solver()
    let (x, y, z) = (Variable("x"), Variable("y"), Variable("z"))
    let a = Constraint(x, .greaterThanOrEqual, 10)
    let b = Constraint(y, .equal, x + 5)
    let c = Constraint(z, .lessThanOrEqual, 3)
    let d = Constraint(y, .greaterThanOrEqual, 0)
    for constraint in [a, b, c, d] { try solver.add(constraint) }
    let culprit = Constraint(y, .lessThanOrEqual, 12)
    #expect(solver.minimalConflict(culprit, constant: -12, candidates: [d, c, b, a]) == [a, b, culprit])
    // With a constant that fits, nothing conflicts: the filter gives back what it was given, in order.
    #expect(solver.minimalConflict(culprit, constant: -20, candidates: [b, a]) == [a, b, culprit])
  }

  @Test("The message lists the conflict one constraint a line and says how to resolve it")
  func message() {
    let (x, y) = (Variable("x"), Variable("y"))
    let a = Constraint(x, .greaterThanOrEqual, y + 10)
    let b = Constraint(x, .lessThanOrEqual, y)
    #expect(
      SolverError.unsatisfiable(b, conflict: [a, b]).description == """
        cannot satisfy the required constraint x - y <= 0 (required) together with the others: these cannot all hold:
          x - y - 10 >= 0 (required)
          x - y <= 0 (required)
        make one of them optional (a priority below 1000) or remove it
        """)
  }
}
