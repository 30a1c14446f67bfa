// How the solver names the required constraints in a conflict.
//
// Each constraint enters the tableau as its own row with its own marker symbol (a slack or a dummy
// for a required constraint), and no other original row holds that marker. Every row of the tableau
// is a linear combination of original rows, so a marker's coefficient in a row is, up to sign, the
// multiplier of its constraint in that combination. When a row proves a contradiction (phase one's
// artificial row stuck above zero with every pivotable coefficient ≥ 0; a row of dummies with a
// non-zero constant; a row the dual simplex cannot repair) its marker cells name exactly the
// constraints it combines: a Farkas certificate, read off the tableau. Optional constraints never
// take part (their two error symbols enter with opposite signs, so an optimal row cannot hold them).
//
// The certificate is a set that cannot hold, but not always a smallest one, so a deletion filter
// follows: each candidate, in the order they were added, is dropped when the rest (with the
// culprit) still cannot hold, tested on a fresh solver with only those constraints. What is left is
// irreducible: dropping any one member makes it satisfiable. When a system has one such set (the
// usual case) this is it; when it has several, the filter's order picks the one that keeps the most
// recently added constraints. The filter costs one small solve per candidate and runs only when a
// required constraint is refused.

extension Solver {
  /// The required constraints whose markers the contradicting `row` holds, and the one whose marker
  /// is `basic` (the row's basic symbol), without repeats.
  func conflictCandidates(in row: Row, basic: Int?) -> [Constraint] {
    var found: [Constraint] = []
    for symbol in row.cells.map(\.symbol) + (basic.map { [$0] } ?? []) {
      guard let owner = owners[symbol], owner.strength.isRequired, !found.contains(where: { $0 === owner }) else {
        continue
      }
      found.append(owner)
    }
    return found
  }

  /// A smallest set of required constraints, `culprit` (at `constant`) among them, that cannot all
  /// hold, in the order they were added (`culprit` last when it is not in the solver).
  func minimalConflict(_ culprit: Constraint, constant: Double, candidates: [Constraint]) -> [Constraint] {
    var kept = ordered(candidates.filter { $0 !== culprit })
    let tail = [(culprit, constant)]
    if Solver.isSatisfiable(kept.map(withConstant) + tail) {
      // The certificate was spoilt by rounding: start from every required constraint instead.
      kept = ordered(records.values.map(\.constraint).filter { $0.strength.isRequired && $0 !== culprit })
      if Solver.isSatisfiable(kept.map(withConstant) + tail) { return ordered(candidates + [culprit]) }
    }
    var index = 0
    while index < kept.count {
      var trial = kept
      trial.remove(at: index)
      if Solver.isSatisfiable(trial.map(withConstant) + tail) { index += 1 } else { kept = trial }
    }
    return ordered(kept + [culprit])
  }

  /// `constraints` in the order they were added, those not in the solver last.
  private func ordered(_ constraints: [Constraint]) -> [Constraint] {
    let sequence = { (c: Constraint) in self.records[ObjectIdentifier(c)]?.sequence ?? Int.max }
    return constraints.sorted { sequence($0) < sequence($1) }
  }

  private func withConstant(_ constraint: Constraint) -> (Constraint, Double) {
    (constraint, constant(of: constraint) ?? constraint.expression.constant)
  }

  /// Whether the constraints, each with its constant, can all hold (added in order to a new solver).
  static func isSatisfiable(_ constraints: [(Constraint, Double)]) -> Bool {
    var solver = Solver()
    for (constraint, constant) in constraints {
      do { try solver.add(constraint, constant: constant, explains: false) } catch { return false }
    }
    return true
  }
}
