import GlideLayout
import Testing

@Suite("Solver: constraints, values and errors")
struct SolverTests {
  @Test("Required equalities and inequalities hold exactly; an optional one gives way")
  func requiredHold() throws {
    var solver = Solver()
    let (x, y) = (Variable("x"), Variable("y"))
    try solver.add(Constraint(x, .equal, 20))
    try solver.add(Constraint(y, .greaterThanOrEqual, x + 100))
    try solver.add(Constraint(y, .equal, 0, strength: .weak))
    #expect(solver.updateVariables() == [x, y])
    #expect(solver.value(of: x) == 20)
    #expect(solver.value(of: y) == 120)
    #expect(solver.updateVariables() == [])  // nothing moved since
  }

  @Test("Expressions add up terms and describe themselves as written")
  func expressions() {
    let (x, y) = (Variable("x"), Variable("y"))
    #expect((2 * x - y + 10).description == "2 * x - y + 10")
    #expect((x + x - 2 * x + y / 2).reduced().description == "0.5 * y")
    #expect((-x - 4.5).description == "-x - 4.5")
    let c = Constraint(x + 10, .lessThanOrEqual, y, strength: .strong)
    #expect(c.description == "x - y + 10 <= 0 (750)")
    #expect(c.expression.terms.map(\.coefficient) == [1, -1] && c.expression.constant == 10)
    #expect(Constraint(x, .equal, 3, strength: Strength.weak.weighted(2)).description == "x - 3 == 0 (250×2)")
    #expect(Variable().description == "(unnamed)")
  }

  @Test("Adding a constraint twice, removing one that is not there and misusing edit variables fail with clear errors, changing nothing")
  func errors() throws {
    var solver = Solver()
    let (x, y) = (Variable("x"), Variable("y"))
    let c = Constraint(x, .equal, 5)
    try solver.add(c)
    try solver.add(Constraint(y, .equal, x + 1, strength: .medium))
    solver.updateVariables()
    let before = solver
    #expect(throws: SolverError.duplicateConstraint(c)) { try solver.add(c) }
    let other = Constraint(x, .equal, 5)  // equal, but another constraint: added, not a duplicate
    #expect(throws: SolverError.unknownConstraint(other)) { try solver.remove(other) }
    #expect(throws: SolverError.unknownConstraint(other)) { try solver.setConstant(1, for: other) }
    #expect(throws: SolverError.unknownEditVariable(y)) { try solver.suggestValue(3, for: y) }
    #expect(throws: SolverError.unknownEditVariable(y)) { try solver.removeEditVariable(y) }
    #expect(throws: SolverError.requiredEditVariable(y)) { try solver.addEditVariable(y, strength: .required) }
    try solver.addEditVariable(y, strength: .strong)
    #expect(throws: SolverError.duplicateEditVariable(y)) { try solver.addEditVariable(y, strength: .weak) }
    try solver.removeEditVariable(y)
    #expect(solver.constraints == before.constraints)
    solver.updateVariables()
    #expect(solver.value(of: x) == 5 && solver.value(of: y) == 6)
    try solver.add(other)
    #expect(solver.constraints.count == 3)
    #expect(
      SolverError.duplicateConstraint(c).description
        == "the solver already has the constraint x - 5 == 0 (required); remove it before adding it again")
    #expect(
      SolverError.requiredEditVariable(y).description
        == "y cannot be a required edit variable; give it a priority below 1000 (strong is usual)")
  }

  @Test("A solver is a value: a copy changes on its own")
  func valueSemantics() throws {
    var solver = Solver()
    let x = Variable("x")
    try solver.add(Constraint(x, .greaterThanOrEqual, 10))
    try solver.add(Constraint(x, .equal, 0, strength: .weak))
    var copy = solver
    try copy.add(Constraint(x, .greaterThanOrEqual, 50))
    solver.updateVariables()
    copy.updateVariables()
    #expect(solver.value(of: x) == 10 && copy.value(of: x) == 50)
    #expect(solver.constraints.count == 2 && copy.constraints.count == 3)
  }

  @Test("A variable nothing determines reads 0; one the solver never saw reads 0")
  func undetermined() throws {
    var solver = Solver()
    let (x, y, z) = (Variable("x"), Variable("y"), Variable("z"))
    try solver.add(Constraint(x, .equal, y + 10))
    solver.updateVariables()
    #expect(solver.value(of: y) == 0 && solver.value(of: x) == 10)
    #expect(solver.value(of: z) == 0)
  }

  @Test("constraints lists every constraint, edit variables' included, in the order added")
  func constraintOrder() throws {
    var solver = Solver()
    let x = Variable("x")
    let cs = (0..<5).map { Constraint(x, .greaterThanOrEqual, Double($0)) }
    for c in cs { try solver.add(c) }
    try solver.remove(cs[1])
    try solver.addEditVariable(x, strength: .strong)
    let listed = solver.constraints
    #expect(Array(listed.prefix(4)) == [cs[0], cs[2], cs[3], cs[4]])
    #expect(listed.count == 5 && listed[4].description == "x == 0 (750)")
    #expect(solver.contains(cs[0]) && !solver.contains(cs[1]))
    #expect(solver.hasEditVariable(x))
  }
}
