/// The simplex tableau of Cassowary (Badros, Borning & Stuckey 2001), in kiwisolver's form: every
/// constraint is a row `0 = constant + Σ a·symbol` with its markers (a slack for an inequality, a
/// dummy for a required equality, two errors for an optional equality, a slack and an error for an
/// optional inequality); the tableau keeps one row per basic symbol, `basic = constant + Σ a·parametric`,
/// with every restricted basic symbol's constant ≥ 0 (primal feasible) and the objective minimal.
///
/// The objective is lexicographic: one row per priority level, highest first (``levels``). A symbol
/// improves the objective when its first non-zero coefficient, from the top level down, is negative.
///
/// Determinism: symbols are numbered in the order they are made, rows kept in an array whose order
/// depends only on the operations, and every tie (entering symbol, leaving row) goes to the smallest
/// symbol number. Nothing iterates a hashed collection.
struct Tableau: Sendable {
  /// The kind of each symbol, by number.
  private(set) var kinds: [SymbolKind] = []
  /// For each symbol, the index of its row in ``rows`` when it is basic, −1 when it is parametric.
  private var slots: [Int] = []
  /// The rows, and the basic symbol each defines.
  private(set) var rows: [Row] = []
  private(set) var basics: [Int] = []
  /// The priorities of the objective's levels, highest first, and each level's row.
  private(set) var levels: [Double] = []
  private(set) var objective: [Row] = []
  /// Phase one's objective while a row is being added through an artificial variable.
  private var artificial: Row?
  /// Basic symbols whose row broke their restriction (a slack or error below zero, a dummy away from
  /// zero), for the dual simplex to repair.
  private var infeasible: [Int] = []

  var symbolCount: Int { kinds.count }

  mutating func makeSymbol(_ kind: SymbolKind) -> Int {
    kinds.append(kind)
    slots.append(-1)
    return kinds.count - 1
  }

  func isBasic(_ symbol: Int) -> Bool { slots[symbol] >= 0 }

  /// The basic symbol's row.
  func row(of symbol: Int) -> Row? {
    let slot = slots[symbol]
    return slot >= 0 ? rows[slot] : nil
  }

  /// The symbol's value: its row's constant when basic, 0 when parametric.
  func value(of symbol: Int) -> Double {
    let slot = slots[symbol]
    return slot >= 0 ? rows[slot].constant : 0
  }

  // MARK: - Objective levels

  /// The index of the level for `priority`, adding an empty level when there is none yet.
  mutating func level(for priority: Double) -> Int {
    var index = 0
    while index < levels.count && levels[index] > priority { index += 1 }
    if index == levels.count || levels[index] != priority {
      levels.insert(priority, at: index)
      objective.insert(Row(), at: index)
    }
    return index
  }

  /// Adds `weight` times `symbol`'s error to the objective at `priority`: the symbol itself when it is
  /// parametric, its row when it is basic. A negative weight takes a constraint's error back out.
  mutating func addToObjective(_ symbol: Int, weight: Double, priority: Double) {
    let level = level(for: priority)
    if let row = row(of: symbol) {
      objective[level].add(row, times: weight)
    } else {
      objective[level].add(symbol, weight)
    }
  }

  // MARK: - Rows

  /// Puts `row` into the tableau as `basic`'s row, substituting it everywhere `basic` appears.
  mutating func insertBasic(_ basic: Int, row: Row) {
    substitute(basic, with: row)
    slots[basic] = rows.count
    rows.append(row)
    basics.append(basic)
  }

  /// Takes out the row of `basic` (the last row moves into its place).
  @discardableResult
  mutating func removeRow(of basic: Int) -> Row {
    let slot = slots[basic]
    let row = rows[slot]
    let last = rows.count - 1
    if slot != last {
      rows[slot] = rows[last]
      basics[slot] = basics[last]
      slots[basics[slot]] = slot
    }
    rows.removeLast()
    basics.removeLast()
    slots[basic] = -1
    return row
  }

  /// Replaces `symbol` by `row` in every row and objective; rows of restricted symbols that go
  /// negative are noted for the dual simplex.
  private mutating func substitute(_ symbol: Int, with row: Row) {
    for slot in rows.indices where rows[slot].substitute(symbol, with: row) {
      noteIfInfeasible(slot)
    }
    for level in objective.indices { objective[level].substitute(symbol, with: row) }
    artificial?.substitute(symbol, with: row)
  }

  /// Exchanges the basic symbol of `slot` for `entering`, a symbol of its row.
  private mutating func pivot(_ slot: Int, entering: Int) {
    let leaving = basics[slot]
    var row = rows[slot]
    rows[slot] = Row()  // drop the old row's storage before the substitution touches every row
    row.solve(for: entering, replacing: leaving)
    slots[leaving] = -1
    substitute(entering, with: row)
    rows[slot] = row
    basics[slot] = entering
    slots[entering] = slot
  }

  /// Pivots `symbol` into the basis in its best row and takes that row out, as removing a
  /// constraint needs for its marker (kiwisolver's order of preference: the restricted row that
  /// limits it first, then the restricted row with the smallest ratio, then an unrestricted row).
  /// Returns false when no row holds the symbol (it is then in no row at all).
  mutating func pivotOut(_ symbol: Int) -> Bool {
    var first: PivotCandidate?
    var second: PivotCandidate?
    var third: PivotCandidate?
    for slot in rows.indices {
      let coefficient = rows[slot].coefficient(of: symbol)
      guard coefficient != 0 else { continue }
      let basic = basics[slot]
      if !kinds[basic].isRestricted {
        let candidate = PivotCandidate(slot: slot, basic: basic, ratio: 0)
        if candidate.isBetter(than: third) { third = candidate }
      } else if coefficient < 0 {
        let candidate = PivotCandidate(slot: slot, basic: basic, ratio: -rows[slot].constant / coefficient)
        if candidate.isBetter(than: first) { first = candidate }
      } else {
        let candidate = PivotCandidate(slot: slot, basic: basic, ratio: rows[slot].constant / coefficient)
        if candidate.isBetter(than: second) { second = candidate }
      }
    }
    guard let slot = (first ?? second ?? third)?.slot else { return false }
    let leaving = basics[slot]
    var row = removeRow(of: leaving)
    row.solve(for: symbol, replacing: leaving)
    substitute(symbol, with: row)
    return true
  }

  /// Removes `symbol` from every row and the objective (sets it to zero for good).
  private mutating func eliminate(_ symbol: Int) {
    for slot in rows.indices { rows[slot].remove(symbol) }
    for level in objective.indices { objective[level].remove(symbol) }
  }

  // MARK: - Primal simplex

  /// Pivots until no symbol improves the objective. A sum of weighted errors cannot fall below 0, so a
  /// symbol that seems to improve it without bound has a reduced cost that is rounding left by earlier
  /// pivots: when that is below 1e-6 it is passed over; a larger one throws, as the tableau has then
  /// lost its accuracy (dense systems mixing many fractional coefficients can, after hundreds of pivots;
  /// kiwisolver alike). Bland's rule cannot cycle, but rounding could make it: after ``pivotLimit``
  /// pivots the solution stands as it is (feasible, perhaps not the best) rather than the call hanging.
  mutating func optimize() throws(SolverError) {
    var passedOver: [Int] = []
    var pivots = 0
    while let entering = enteringSymbol(passingOver: passedOver), pivots < pivotLimit {
      pivots += 1
      if let slot = leavingSlot(for: entering) {
        pivot(slot, entering: entering)
      } else if abs(reducedCost(of: entering)) < 1e-6 {
        passedOver.append(entering)
      } else {
        throw .internalFailure("the objective is unbounded: rounding has spoilt the tableau")
      }
    }
    infeasible.removeAll(keepingCapacity: true)  // rows a rounding error put a hair below zero
  }

  /// The symbol's first non-zero objective coefficient, from the top level down.
  private func reducedCost(of symbol: Int) -> Double {
    for level in objective.indices {
      let coefficient = objective[level].coefficient(of: symbol)
      if coefficient != 0 { return coefficient }
    }
    return 0
  }

  /// The smallest symbol whose reduced cost is lexicographically negative (but those `passedOver`), or
  /// nil at the optimum.
  private func enteringSymbol(passingOver passedOver: [Int]) -> Int? {
    var best: Int?
    for level in objective.indices {
      for cell in objective[level].cells where cell.coefficient < 0 && kinds[cell.symbol] != .dummy {
        if let best, cell.symbol >= best { break }
        // Negative here counts only when every higher level leaves the symbol alone.
        if (0..<level).allSatisfy({ !objective[$0].contains(cell.symbol) }) && !passedOver.contains(cell.symbol) {
          best = cell.symbol
          break
        }
      }
    }
    return best
  }

  /// The restricted row that limits `entering` first (the ratio test; ties to the smallest basic
  /// symbol), or nil when none does.
  private func leavingSlot(for entering: Int) -> Int? {
    var best: PivotCandidate?
    for slot in rows.indices where kinds[basics[slot]].isRestricted {
      let coefficient = rows[slot].coefficient(of: entering)
      guard coefficient < 0 else { continue }
      let candidate = PivotCandidate(slot: slot, basic: basics[slot], ratio: -rows[slot].constant / coefficient)
      if candidate.isBetter(than: best) { best = candidate }
    }
    return best?.slot
  }

  /// Pivots one simplex call may take before it stops: far more than any run has needed (a few per row).
  private var pivotLimit: Int { 50 * rows.count + 1000 }

  // MARK: - Dual simplex

  /// How ``dualOptimize()`` ended.
  enum DualOutcome {
    /// Every row is feasible again, and the objective optimal.
    case repaired
    /// The row of this basic symbol cannot be repaired: the required constraints it combines
    /// contradict each other.
    case contradiction(Int)
    /// ``pivotLimit`` pivots were not enough (rounding made the pivots cycle).
    case gaveUp
  }

  /// Repairs the rows a change of constants made infeasible, keeping the objective optimal.
  mutating func dualOptimize() -> DualOutcome {
    var pivots = 0
    while let leaving = infeasible.popLast() {
      let slot = slots[leaving]
      guard slot >= 0, rows[slot].constant < 0 || kinds[leaving] == .dummy, !Row.isNearZero(rows[slot].constant)
      else { continue }
      // A dummy must be zero and can never leave: a basic one away from zero is a contradiction.
      guard kinds[leaving] != .dummy, let entering = dualEnteringSymbol(rows[slot]) else {
        infeasible.removeAll(keepingCapacity: true)
        return .contradiction(leaving)
      }
      guard pivots < pivotLimit else {
        infeasible.removeAll(keepingCapacity: true)
        return .gaveUp
      }
      pivots += 1
      pivot(slot, entering: entering)
    }
    return .repaired
  }

  /// Notes the row in `slot` for the dual simplex when it breaks its basic symbol's restriction: a
  /// slack or error below zero, or a dummy away from zero.
  private mutating func noteIfInfeasible(_ slot: Int) {
    let (basic, constant) = (basics[slot], rows[slot].constant)
    switch kinds[basic] {
    case .external: return
    case .dummy: if !Row.isNearZero(constant) { infeasible.append(basic) }
    case .slack, .error: if constant < 0 { infeasible.append(basic) }
    }
  }

  /// Adds `delta` to the constant of `basic`'s row.
  mutating func shiftConstant(of basic: Int, by delta: Double) {
    rows[slots[basic]].constant += delta
    noteIfInfeasible(slots[basic])
  }

  /// Adds `delta` times the coefficient of `symbol` to every row's constant (a change of the
  /// parametric `symbol` by `delta`).
  mutating func shiftConstants(along symbol: Int, by delta: Double) {
    for slot in rows.indices {
      let coefficient = rows[slot].coefficient(of: symbol)
      guard coefficient != 0 else { continue }
      rows[slot].constant += coefficient * delta
      noteIfInfeasible(slot)
    }
  }

  /// The positive, pivotable cell of an infeasible row whose objective-to-coefficient ratio is
  /// lexicographically smallest (the dual ratio test, which keeps the objective optimal; ties to the
  /// smallest symbol).
  private func dualEnteringSymbol(_ row: Row) -> Int? {
    var best: Cell?
    for cell in row.cells where cell.coefficient > 0 && kinds[cell.symbol] != .dummy {
      if let current = best, !isSmallerRatio(cell, than: current) { continue }
      best = cell
    }
    return best?.symbol
  }

  /// Whether `candidate`'s objective vector over its coefficient is lexicographically below `best`'s
  /// (equal ratios keep `best`, the smaller symbol). Ratios within rounding (1e-8, relative above 1)
  /// of each other are equal at their level, so the next level decides: two ratios that are both 3.8
  /// but came out 3.7999999999999994 and 3.800000000000001 must not hide a difference below them.
  private func isSmallerRatio(_ candidate: Cell, than best: Cell) -> Bool {
    for level in objective.indices {
      let a = objective[level].coefficient(of: candidate.symbol) / candidate.coefficient
      let b = objective[level].coefficient(of: best.symbol) / best.coefficient
      if abs(a - b) > Row.epsilon * max(1, abs(a), abs(b)) { return a < b }
    }
    return false
  }

  // MARK: - Phase one

  /// Adds `row` (`0 = row`, no usable subject) through an artificial variable: minimises the
  /// artificial's value; the row fits when that reaches zero. Returns nil on success, or the
  /// artificial's final row (its constant > 0, every pivotable cell ≥ 0: the combination of
  /// constraints that cannot hold) on failure, with the tableau left mid-way for the caller to restore
  /// (as it must after a thrown ``SolverError/internalFailure(_:)`` too).
  mutating func addWithArtificialVariable(_ row: Row) throws(SolverError) -> Row? {
    let art = makeSymbol(.slack)
    slots[art] = rows.count
    rows.append(row)
    basics.append(art)
    artificial = row
    var passedOver: [Int] = []  // as in optimize(): the artificial is bounded below by 0
    var pivots = 0
    while let entering = artificial.flatMap({ phaseOneEntering($0, passingOver: passedOver) }) {
      pivots += 1
      guard pivots <= pivotLimit else { throw .internalFailure("phase one did not finish in \(pivotLimit) pivots") }
      if let slot = leavingSlot(for: entering) {
        pivot(slot, entering: entering)
      } else if abs(artificial?.coefficient(of: entering) ?? 0) < 1e-6 {
        passedOver.append(entering)
      } else {
        throw .internalFailure("phase one is unbounded: rounding has spoilt the tableau")
      }
    }
    let succeeded = Row.isNearZero(artificial?.constant ?? 0)
    artificial = nil
    if isBasic(art) {
      let last = removeRow(of: art)
      if !succeeded { return last }
      if !last.cells.isEmpty {
        // The artificial is zero but basic: pivot a pivotable symbol into its place, the one with the
        // largest coefficient (the steadiest division).
        let pivotable = last.cells.filter { kinds[$0.symbol].isPivotable }
        guard let entering = pivotable.max(by: { abs($0.coefficient) < abs($1.coefficient) })?.symbol else { return last }
        var solved = last
        solved.solve(for: entering, replacing: art)
        insertBasic(entering, row: solved)
      }
    }
    eliminate(art)
    return nil
  }

  /// Phase one's entering symbol: the smallest symbol with a negative coefficient but a dummy (or one
  /// `passedOver`).
  private func phaseOneEntering(_ objective: Row, passingOver passedOver: [Int]) -> Int? {
    objective.cells.first {
      $0.coefficient < 0 && kinds[$0.symbol] != .dummy && !passedOver.contains($0.symbol)
    }?.symbol
  }
}

/// A row that could leave the basis in a pivot: its ratio, how far the entering symbol can move before
/// the row's basic symbol reaches zero.
struct PivotCandidate {
  let slot: Int
  let basic: Int
  let ratio: Double

  /// Whether this is a better pivot than `best`: a smaller ratio, or the same with a smaller basic
  /// symbol (Bland's rule, which keeps degenerate pivots from cycling).
  func isBetter(than best: PivotCandidate?) -> Bool {
    guard let best else { return true }
    return ratio < best.ratio || (ratio == best.ratio && basic < best.basic)
  }
}
