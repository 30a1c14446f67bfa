import GlideLayout
import Testing

@Suite("Edit variables: a value suggested every frame")
struct EditVariableTests {
  /// A 120 pt card in a 390 pt screen, dragged by its left edge: 0 ≤ left, left + width ≤ 390.
  private func card() throws -> (Solver, left: Variable, right: Variable) {
    var solver = Solver()
    let (left, width, right) = (Variable("left"), Variable("width"), Variable("right"))
    try solver.add(Constraint(left, .greaterThanOrEqual, 0))
    try solver.add(Constraint(right, .lessThanOrEqual, 390))
    try solver.add(Constraint(width, .equal, 120))
    try solver.add(Constraint(right, .equal, left + width))
    try solver.add(Constraint(left, .equal, 135, strength: .weak))  // where it rests
    try solver.addEditVariable(left, strength: .strong)
    return (solver, left, right)
  }

  @Test("A drag over 1,000 frames: the card follows the finger exactly, stops at both edges, and only moved variables are published")
  func dragOverFrames() throws {
    var (solver, left, right) = try card()
    solver.updateVariables()
    for frame in 0..<1000 {
      let finger = -100 + 0.6 * Double(frame)  // from 100 pt off the left edge to 200 pt off the right
      try solver.suggestValue(finger, for: left)
      let changed = solver.updateVariables()
      let expected = min(max(finger, 0), 270)
      #expect(abs(solver.value(of: left) - expected) < 1e-9, "frame \(frame)")
      #expect(abs(solver.value(of: right) - (expected + 120)) < 1e-9, "frame \(frame)")
      if frame > 0 && (finger <= 0 || finger - 0.6 >= 270) {
        #expect(changed.isEmpty, "frame \(frame): held at an edge, nothing moves")
      } else if frame > 0 {
        #expect(changed == [left, right], "frame \(frame)")
      }
    }
    // Let go: the card goes back to where it rests.
    try solver.removeEditVariable(left)
    solver.updateVariables()
    #expect(abs(solver.value(of: left) - 135) < 1e-9 && abs(solver.value(of: right) - 255) < 1e-9)
  }

  @Test("Two edit variables at once (a two-axis drag) with a required relation between them")
  func twoAxes() throws {
    var solver = Solver()
    let (x, y) = (Variable("x"), Variable("y"))
    try solver.add(Constraint(y, .lessThanOrEqual, x))  // stays on or below the diagonal
    try solver.addEditVariable(x, strength: .strong)
    try solver.addEditVariable(y, strength: .strong)
    for step in 0..<200 {
      let (fx, fy) = (Double(step), 100 - Double(step))
      try solver.suggestValue(fx, for: x)
      try solver.suggestValue(fy, for: y)
      solver.updateVariables()
      let (vx, vy) = (solver.value(of: x), solver.value(of: y))
      if fy <= fx {
        #expect(abs(vx - fx) < 1e-9 && abs(vy - fy) < 1e-9, "step \(step)")
      } else {
        // Both strong, equal weights: any point of the diagonal between them is optimal; it is on it.
        #expect(abs(vx - vy) < 1e-9 && vx >= fx - 1e-9 && vx <= fy + 1e-9, "step \(step)")
      }
    }
  }

  @Test("Removing an edit variable's constraint directly stops the edit")
  func removingTheEditConstraint() throws {
    var solver = Solver()
    let x = Variable("x")
    try solver.addEditVariable(x, strength: .strong)
    let edit = try #require(solver.constraints.first)
    try solver.remove(edit)
    #expect(!solver.hasEditVariable(x))
    #expect(throws: SolverError.unknownEditVariable(x)) { try solver.suggestValue(1, for: x) }
    try solver.addEditVariable(x, strength: .strong)
  }

  @Test("A weaker edit gives way to a stronger optional constraint, a stronger one beats it")
  func editStrength() throws {
    var solver = Solver()
    let x = Variable("x")
    try solver.add(Constraint(x, .lessThanOrEqual, 100, strength: .strong))
    try solver.addEditVariable(x, strength: .medium)
    try solver.suggestValue(150, for: x)
    solver.updateVariables()
    #expect(solver.value(of: x) == 100)
    try solver.removeEditVariable(x)
    try solver.addEditVariable(x, strength: Strength(priority: 999))
    try solver.suggestValue(150, for: x)
    solver.updateVariables()
    #expect(solver.value(of: x) == 150)
  }
}
