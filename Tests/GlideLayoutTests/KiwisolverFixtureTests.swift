import GlideLayout
import Testing

/// What a family's replay compared, so a test that compared nothing fails.
private struct Tally {
  var systems = 0
  var checks = 0
  /// Values compared to kiwisolver's (those with one optimal value).
  var uniqueValues = 0
  var refusals = 0
  /// Conflicts compared id for id (the system has one smallest conflict).
  var uniqueConflicts = 0
  /// Operations that had to fail: duplicates, unknown constraints and edit variables.
  var expectedErrors = 0
}

/// Replays one fixture system on a ``Solver`` and notes every difference from kiwisolver's answers.
private struct FixtureReplay {
  let words: [String]
  let system: FixtureSystem
  let xs: [Variable]
  var solver = Solver()
  /// Every addition by id (refused ones too), with its current constant.
  var specs: [FixtureConstraint] = []
  var constraints: [Constraint] = []
  /// The ids in the solver, in the order added.
  var present: [Int] = []
  var edits: [Int: (strength: Strength, value: Double)] = [:]
  var failures: [String] = []

  init(_ line: String) throws {
    words = line.split(separator: " ").map(String.init)
    system = try FixtureSystem(line)
    xs = (0..<system.variables).map { Variable("x\($0)") }
  }

  mutating func run(_ tally: inout Tally) {
    for (index, operation) in system.operations.enumerated() {
      if let failure = apply(operation, &tally) { failures.append("op \(index + 1) '\(words[index + 1])': \(failure)") }
    }
    tally.systems += 1
  }

  /// Applies one operation; returns what differed from the fixture, if anything.
  mutating func apply(_ operation: FixtureOperation, _ tally: inout Tally) -> String? {
    do {
      switch operation {
      case .add(let spec, let refusal):
        let id = specs.count
        specs.append(spec)
        constraints.append(spec.constraint(xs))
        do {
          try solver.add(constraints[id])
        } catch {
          return refused(error, id: id, culprit: spec, expected: refusal, &tally)
        }
        if refusal != nil { return "accepted; kiwisolver refused it" }
        present.append(id)
      case .addAgain(let id):
        tally.expectedErrors += 1
        return expect(.duplicateConstraint(constraints[id])) { try solver.add(constraints[id]) }
      case .remove(let id):
        try solver.remove(constraints[id])
        present.removeAll { $0 == id }
      case .removeUnknown(let id):
        tally.expectedErrors += 1
        return expect(.unknownConstraint(constraints[id])) { try solver.remove(constraints[id]) }
      case .setConstant(let id, let constant, let refusal):
        var changed = specs[id]
        changed.constant = constant
        do {
          try solver.setConstant(constant, for: constraints[id])
        } catch {
          return refused(error, id: id, culprit: changed, expected: refusal, &tally)
        }
        if refusal != nil { return "accepted; kiwisolver refused it" }
        specs[id] = changed
      case .addEdit(let variable, let strength):
        try solver.addEditVariable(xs[variable], strength: strength)
        edits[variable] = (strength, 0)
      case .addEditAgain(let variable):
        tally.expectedErrors += 1
        return expect(.duplicateEditVariable(xs[variable])) { try solver.addEditVariable(xs[variable], strength: .strong) }
      case .suggest(let variable, let value):
        try solver.suggestValue(value, for: xs[variable])
        edits[variable]?.value = value
      case .suggestUnknown(let variable):
        tally.expectedErrors += 1
        return expect(.unknownEditVariable(xs[variable])) { try solver.suggestValue(1, for: xs[variable]) }
      case .removeEdit(let variable):
        try solver.removeEditVariable(xs[variable])
        edits[variable] = nil
      case .check(let values, let errors):
        return check(values, errors, &tally)
      }
    } catch {
      return "threw \(error)"
    }
    return nil
  }

  /// Runs `body`, which must throw `expected`.
  func expect(_ expected: SolverError, _ body: () throws -> Void) -> String? {
    do {
      try body()
      return "succeeded; it must fail with \(expected)"
    } catch {
      return error as? SolverError == expected ? nil : "threw \(error); expected \(expected)"
    }
  }

  /// Compares a refusal (`culprit`, constraint `id` with its new constant) with the fixture's.
  func refused(
    _ error: SolverError, id: Int, culprit: FixtureConstraint, expected: FixtureRefusal?, _ tally: inout Tally
  ) -> String? {
    guard let expected else { return "refused: \(error)" }
    guard case .unsatisfiable(let constraint, let conflict) = error, constraint === constraints[id] else {
      return "threw \(error); expected unsatisfiable"
    }
    tally.refusals += 1
    let ids = conflict.map { member in constraints.firstIndex { $0 === member } ?? -1 }
    if expected.isUnique {
      tally.uniqueConflicts += 1
      return ids == expected.conflict ? nil : "conflict \(ids); kiwisolver's (the only one) \(expected.conflict)"
    }
    // Several smallest conflicts: any one will do, but it must be one.
    let members = ids.map { $0 == id ? culprit : specs[$0] }
    guard ids.contains(id), !satisfiable(members) else { return "conflict \(ids) is not a conflict" }
    for index in members.indices where satisfiable(members.enumerated().filter { $0.offset != index }.map(\.element)) == false {
      return "conflict \(ids) still conflicts without \(ids[index]): not a smallest one"
    }
    return nil
  }

  /// Whether the required constraints can all hold (a fresh solver).
  func satisfiable(_ specs: [FixtureConstraint]) -> Bool {
    var fresh = Solver()
    for spec in specs {
      do { try fresh.add(spec.constraint(xs)) } catch { return false }
    }
    return true
  }

  /// The values against kiwisolver's where they are unique (1e-6), every required constraint (1e-9),
  /// and the least weighted error of each optional priority (1e-6, relative above 1).
  mutating func check(_ values: [Double?], _ errors: [Double: Double], _ tally: inout Tally) -> String? {
    solver.updateVariables()
    let mine = xs.map { solver.value(of: $0) }
    guard values.count == xs.count else { return "the check has \(values.count) values for \(xs.count) variables" }
    var problems: [String] = []
    for (index, expected) in values.enumerated() {
      guard let expected else { continue }
      tally.uniqueValues += 1
      if abs(mine[index] - expected) > 1e-6 { problems.append("x\(index) = \(mine[index]), kiwisolver \(expected)") }
    }
    var levels: [Double: Double] = [:]
    for id in present {
      let spec = specs[id]
      if spec.strength.isRequired {
        if spec.error(mine) > 1e-9 { problems.append("required constraint \(id) off by \(spec.error(mine))") }
      } else {
        levels[spec.strength.priority, default: 0] += spec.strength.weight * spec.error(mine)
      }
    }
    for (variable, edit) in edits {
      levels[edit.strength.priority, default: 0] += edit.strength.weight * abs(mine[variable] - edit.value)
    }
    for priority in Set(levels.keys).union(errors.keys).sorted(by: >) {
      let (got, best) = (levels[priority] ?? 0, errors[priority] ?? 0)
      if abs(got - best) > 1e-6 * max(1, abs(best)) { problems.append("error at \(priority) is \(got), least \(best)") }
    }
    tally.checks += 1
    return problems.isEmpty ? nil : "values \(mine): " + problems.joined(separator: "; ")
  }
}

@Suite("GlideLayout against kiwisolver")
struct KiwisolverFixtureTests {
  @Test(
    "Every fixture system: unique values within 1e-6 of kiwisolver's, the least error at each priority, required constraints within 1e-9, the same refusals, conflicts and errors",
    arguments: ["basic", "edits", "removals", "unsatisfiable", "constants", "levels"])
  func family(_ name: String) throws {
    let fixture = try KiwisolverFixture.load(name)
    #expect(fixture.family == name && fixture.generator == "tools/layout-fixtures")
    var tally = Tally()
    var failures: [String] = []
    for (index, line) in fixture.systems.enumerated() {
      var replay = try FixtureReplay(line)
      replay.run(&tally)
      failures += replay.failures.map { "system \(index + 1) (\(line.prefix(80))…) \($0)" }
    }
    #expect(failures.isEmpty, "\(failures.count) differences, the first:\n\(failures.prefix(8).joined(separator: "\n"))")
    // Enough was compared for the family to mean something.
    #expect(tally.systems >= 300 && tally.checks >= tally.systems && tally.uniqueValues >= 2 * tally.systems)
    switch name {
    case "unsatisfiable": #expect(tally.refusals >= 300 && tally.uniqueConflicts >= 200)
    case "constants": #expect(tally.refusals >= 10)
    case "basic", "removals": #expect(tally.expectedErrors >= 10)
    default: break
    }
  }
}
