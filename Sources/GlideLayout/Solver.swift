/// Cassowary's incremental constraint solver (Badros, Borning & Stuckey, "The Cassowary linear
/// arithmetic constraint solving algorithm", 2001), as Auto Layout uses it: required constraints hold
/// exactly; optional ones are kept as well as their priorities allow (see ``Strength``); adding or
/// removing a constraint, moving a constant or suggesting a value for an edit variable changes the
/// tableau as little as it can, so an animation frame costs a few pivots, not a new solve.
///
/// Values are published by ``updateVariables()`` and read with ``value(of:)``. A solver is a value:
/// copying one copies its state (cheaply, copy on write), and a failed operation leaves it exactly as
/// it was. The same operations in the same order give the same values and the same errors, bit for bit.
///
///     var solver = Solver()
///     let (left, width) = (Variable("left"), Variable("width"))
///     try solver.add(Constraint(left, .equal, 20))
///     try solver.add(Constraint(width, .greaterThanOrEqual, 100))
///     try solver.add(Constraint(width, .equal, 320, strength: .weak))
///     try solver.addEditVariable(width, strength: .strong)
///     try solver.suggestValue(60, for: width)  // each frame
///     solver.updateVariables()
///     solver.value(of: width)  // 100: the required minimum beats the strong suggestion
public struct Solver: Sendable {
  /// What the solver keeps about one of its constraints.
  struct Record: Sendable {
    let constraint: Constraint
    /// The symbol that tracks the constraint through the tableau: its slack, dummy or first error.
    let marker: Int
    /// An optional constraint's second error symbol, or −1.
    let other: Int
    /// The marker's coefficient (±1) in the constraint's own row, `expression + marker terms = 0`.
    let markerSign: Double
    /// The expression's constant now (``setConstant(_:for:)`` moves it).
    var constant: Double
    /// The order of addition, which orders ``Solver/constraints`` and conflicts.
    let sequence: Int
  }

  var tableau = Tableau()
  private(set) var records: [ObjectIdentifier: Record] = [:]
  /// The constraint each marker symbol tracks, by symbol.
  private(set) var owners: [Int: Constraint] = [:]
  private var nextSequence = 0
  /// Each edit variable's constraint.
  private var edits: [ObjectIdentifier: Constraint] = [:]
  /// The variables in the order they were first used, with their symbols and published values.
  private(set) var variables: [Variable] = []
  private var variableIndex: [ObjectIdentifier: Int] = [:]
  private var variableSymbols: [Int] = []
  private var values: [Double] = []

  public init() {}

  // MARK: - Constraints

  /// Adds `constraint`, keeping what was solved before as far as it allows.
  ///
  /// Throws ``SolverError/duplicateConstraint(_:)`` when it is already here, and
  /// ``SolverError/unsatisfiable(_:conflict:)`` when it is required and contradicts other required
  /// constraints (an optional constraint is always accepted). Either way the solver is unchanged.
  public mutating func add(_ constraint: Constraint) throws(SolverError) {
    try add(constraint, constant: constraint.expression.constant, explains: true)
  }

  /// Removes `constraint`; what it held is solved again from the others. Throws
  /// ``SolverError/unknownConstraint(_:)`` when it is not here.
  public mutating func remove(_ constraint: Constraint) throws(SolverError) {
    guard let record = records.removeValue(forKey: ObjectIdentifier(constraint)) else {
      throw .unknownConstraint(constraint)
    }
    let strength = constraint.strength
    // Take the errors out of the objective before pivoting, or the pivots would carry them along.
    for symbol in [record.marker, record.other] where symbol >= 0 && tableau.kinds[symbol] == .error {
      tableau.addToObjective(symbol, weight: -strength.weight, priority: strength.priority)
    }
    if tableau.isBasic(record.marker) {
      tableau.removeRow(of: record.marker)
    } else if !tableau.pivotOut(record.marker) {
      throw .internalFailure("the marker of \(constraint) is in no row")
    }
    owners[record.marker] = nil
    if record.other >= 0 { owners[record.other] = nil }
    // An edit variable's constraint, taken from `constraints` and removed: the edit goes with it.
    if let variable = constraint.expression.terms.first?.variable, edits[ObjectIdentifier(variable)] === constraint {
      edits[ObjectIdentifier(variable)] = nil
    }
    try tableau.optimize()
  }

  /// Whether `constraint` is in the solver.
  public func contains(_ constraint: Constraint) -> Bool { records[ObjectIdentifier(constraint)] != nil }

  /// The constraints, edit variables' included, in the order they were added.
  public var constraints: [Constraint] {
    records.values.sorted { $0.sequence < $1.sequence }.map(\.constraint)
  }

  /// The constant term of `constraint`'s expression now: its own, or the last one set.
  public func constant(of constraint: Constraint) -> Double? { records[ObjectIdentifier(constraint)]?.constant }

  /// Moves the constant term of `constraint`'s expression (`lhs − rhs`: for `height == 200 + drag`
  /// built as `Constraint(height, .equal, 200 + …)` the constant is −200) to `constant`, as setting
  /// `NSLayoutConstraint.constant` does: the tableau's rows shift and the dual simplex repairs any that
  /// went infeasible, without adding or removing anything. An edit variable's suggestion is this.
  ///
  /// Throws ``SolverError/unknownConstraint(_:)``, or ``SolverError/unsatisfiable(_:conflict:)`` when
  /// `constraint` is required and the new constant contradicts other required constraints (the
  /// solver is then unchanged and keeps the old constant).
  public mutating func setConstant(_ constant: Double, for constraint: Constraint) throws(SolverError) {
    guard var record = records[ObjectIdentifier(constraint)] else { throw .unknownConstraint(constraint) }
    let delta = constant - record.constant
    guard delta != 0 else { return }
    let saved = constraint.strength.isRequired ? tableau : nil  // only a required change can fail
    // The row reads `expression + constant + μ·marker + … = 0`: moving the constant by δ is moving the
    // marker by μδ, so every row holding the marker moves by its coefficient times μδ.
    let shift = record.markerSign * delta
    if tableau.isBasic(record.marker) {
      tableau.shiftConstant(of: record.marker, by: -shift)
    } else if record.other >= 0, let row = tableau.row(of: record.other) {
      // An optional constraint whose other error is basic: only that row holds the marker.
      tableau.shiftConstant(of: record.other, by: row.coefficient(of: record.marker) * shift)
    } else {
      tableau.shiftConstants(along: record.marker, by: shift)
    }
    switch tableau.dualOptimize() {
    case .repaired:
      break
    case .contradiction(let stuck):
      let candidates = conflictCandidates(in: tableau.row(of: stuck) ?? Row(), basic: stuck)
      guard let saved else { throw .internalFailure("the dual simplex could not repair an optional change") }
      tableau = saved
      throw .unsatisfiable(constraint, conflict: minimalConflict(constraint, constant: constant, candidates: candidates))
    case .gaveUp:
      if let saved { tableau = saved }
      throw .internalFailure("the dual simplex did not finish setting the constant of \(constraint)")
    }
    // The dual simplex keeps the objective optimal; a primal pass catches what rounding undid (when
    // nothing did, it is one look at the objective).
    try tableau.optimize()
    record.constant = constant
    records[ObjectIdentifier(constraint)] = record
  }

  // MARK: - Edit variables

  /// Makes `variable` an edit variable at `strength` (optional; ``Strength/strong`` is usual): a
  /// constraint `variable == suggestion` whose suggestion ``suggestValue(_:for:)`` moves every frame.
  /// Its suggestion starts at 0.
  public mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
    guard edits[ObjectIdentifier(variable)] == nil else { throw .duplicateEditVariable(variable) }
    guard !strength.isRequired else { throw .requiredEditVariable(variable) }
    let constraint = Constraint(Expression(variable), .equal, strength: strength)
    try add(constraint)
    edits[ObjectIdentifier(variable)] = constraint
  }

  /// Stops editing `variable`: its edit constraint goes.
  public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
    guard let constraint = edits.removeValue(forKey: ObjectIdentifier(variable)) else {
      throw .unknownEditVariable(variable)
    }
    try remove(constraint)
  }

  public func hasEditVariable(_ variable: Variable) -> Bool { edits[ObjectIdentifier(variable)] != nil }

  /// Suggests `value` for the edit variable `variable` (points): the variable takes it as far as the
  /// constraints of higher priority allow. Cheap enough for every frame of an animation.
  public mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    guard let constraint = edits[ObjectIdentifier(variable)] else { throw .unknownEditVariable(variable) }
    try setConstant(-value, for: constraint)
  }

  // MARK: - Values

  /// Publishes the solution: afterwards ``value(of:)`` reads each variable's value. Returns the
  /// variables whose value changed since the last call, in the order they were first used (a layout
  /// pass moves only those views).
  @discardableResult
  public mutating func updateVariables() -> [Variable] {
    var changed: [Variable] = []
    for index in variables.indices {
      let value = tableau.value(of: variableSymbols[index])
      if value != values[index] {
        values[index] = value
        changed.append(variables[index])
      }
    }
    return changed
  }

  /// `variable`'s value as of the last ``updateVariables()`` (points); 0 for a variable the solver
  /// has never seen or that nothing determines.
  public func value(of variable: Variable) -> Double {
    variableIndex[ObjectIdentifier(variable)].map { values[$0] } ?? 0
  }

  // MARK: - Adding

  /// A constraint's row before it enters the tableau: symbols from `tableau.symbolCount` on are
  /// provisional, numbered as `makeSymbols` will make them (new variables first, then the markers).
  private struct PendingRow {
    var row: Row
    var newVariables: [Variable] = []
    var marker = -1
    var other = -1
    var markerKind = SymbolKind.slack
    var markerSign = 1.0
  }

  mutating func add(_ constraint: Constraint, constant: Double, explains: Bool) throws(SolverError) {
    guard records[ObjectIdentifier(constraint)] == nil else { throw .duplicateConstraint(constraint) }
    let pending = pendingRow(constraint, constant: constant)
    var subject = chooseSubject(pending)
    if subject == nil && pending.row.cells.allSatisfy({ kind(of: $0.symbol, pending) == .dummy }) {
      // Only required equalities' dummies left: the constraint is implied by them (a zero constant)
      // or contradicts them.
      guard Row.isNearZero(pending.row.constant) else {
        let candidates = explains ? conflictCandidates(in: pending.row, basic: nil) : []
        throw .unsatisfiable(constraint, conflict: explains ? minimalConflict(constraint, constant: constant, candidates: candidates) : [])
      }
      subject = pending.marker
    }
    if let subject {
      makeSymbols(pending, strength: constraint.strength)
      var row = pending.row
      row.solve(for: subject)
      tableau.insertBasic(subject, row: row)
    } else {
      // Phase one can fail: keep the tableau to put back (copy on write: what phase one touches is
      // copied once). The row has no new variable (that would have been its subject), so nothing
      // outside the tableau changes before it succeeds.
      let saved = tableau
      makeSymbols(pending, strength: constraint.strength)
      let failed: Row?
      do {
        failed = try tableau.addWithArtificialVariable(pending.row)
      } catch {
        tableau = saved
        throw error
      }
      if let failed {
        let candidates = explains ? conflictCandidates(in: failed, basic: nil) : []
        tableau = saved
        throw .unsatisfiable(constraint, conflict: explains ? minimalConflict(constraint, constant: constant, candidates: candidates) : [])
      }
    }
    record(pending, constraint: constraint, constant: constant)
    try tableau.optimize()
  }

  /// The kind of a symbol of `pending` (provisional ones included).
  private func kind(of symbol: Int, _ pending: PendingRow) -> SymbolKind {
    if symbol < tableau.symbolCount { return tableau.kinds[symbol] }
    if symbol < tableau.symbolCount + pending.newVariables.count { return .external }
    return symbol == pending.marker ? pending.markerKind : .error
  }

  /// The constraint's row with its basic variables substituted and its markers added, its constant
  /// made ≥ 0 (kiwisolver's createRow).
  private func pendingRow(_ constraint: Constraint, constant: Double) -> PendingRow {
    var pending = PendingRow(row: Row(constant: constant))
    for term in constraint.expression.terms where !Row.isNearZero(term.coefficient) {
      if let index = variableIndex[ObjectIdentifier(term.variable)] {
        let symbol = variableSymbols[index]
        if let row = tableau.row(of: symbol) {
          pending.row.add(row, times: term.coefficient)
        } else {
          pending.row.add(symbol, term.coefficient)
        }
      } else {
        pending.row.add(tableau.symbolCount + pending.newVariables.count, term.coefficient)
        pending.newVariables.append(term.variable)
      }
    }
    let next = tableau.symbolCount + pending.newVariables.count
    let required = constraint.strength.isRequired
    switch constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      // expression + constant ≤ 0  ⇔  expression + constant + slack = 0 (≥: − slack), an optional one
      // with an error on the other side.
      let sign = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
      (pending.marker, pending.markerKind, pending.markerSign) = (next, .slack, sign)
      pending.row.add(next, sign)
      if !required {
        pending.other = next + 1
        pending.row.add(next + 1, -sign)
      }
    case .equal where required:
      (pending.marker, pending.markerKind, pending.markerSign) = (next, .dummy, 1)
      pending.row.add(next, 1)
    case .equal:
      // expression + constant = error⁺ − error⁻
      (pending.marker, pending.markerKind, pending.markerSign) = (next, .error, -1)
      pending.other = next + 1
      pending.row.add(next, -1)
      pending.row.add(next + 1, 1)
    }
    if pending.row.constant < 0 { pending.row.negate() }
    return pending
  }

  /// The symbol to solve the row for: an unrestricted variable if any, else a new slack or error
  /// with a negative coefficient (so its value comes out ≥ 0); nil when there is none.
  private func chooseSubject(_ pending: PendingRow) -> Int? {
    if let cell = pending.row.cells.first(where: { kind(of: $0.symbol, pending) == .external }) { return cell.symbol }
    for symbol in [pending.marker, pending.other] where symbol >= 0 {
      let kind = kind(of: symbol, pending)
      if (kind == .slack || kind == .error) && pending.row.coefficient(of: symbol) < 0 { return symbol }
    }
    return nil
  }

  /// Makes the pending row's symbols, registers its new variables and puts an optional constraint's
  /// errors into the objective.
  private mutating func makeSymbols(_ pending: PendingRow, strength: Strength) {
    for variable in pending.newVariables {
      variableIndex[ObjectIdentifier(variable)] = variables.count
      variables.append(variable)
      variableSymbols.append(tableau.makeSymbol(.external))
      values.append(0)
    }
    let marker = tableau.makeSymbol(pending.markerKind)
    let other = pending.other >= 0 ? tableau.makeSymbol(.error) : -1
    assert(marker == pending.marker && other == pending.other)
    if !strength.isRequired {
      for symbol in [marker, other] where tableau.kinds[symbol] == .error {
        tableau.addToObjective(symbol, weight: strength.weight, priority: strength.priority)
      }
    }
  }

  /// Records the constraint, once it is in the tableau.
  private mutating func record(_ pending: PendingRow, constraint: Constraint, constant: Double) {
    owners[pending.marker] = constraint
    if pending.other >= 0 { owners[pending.other] = constraint }
    records[ObjectIdentifier(constraint)] = Record(
      constraint: constraint, marker: pending.marker, other: pending.other, markerSign: pending.markerSign,
      constant: constant, sequence: nextSequence)
    nextSequence += 1
  }
}
