/// One coefficient of a ``Row``.
struct Cell: Sendable {
  var symbol: Int
  var coefficient: Double
}

/// A linear form `constant + Σ coefficient · symbol`: a basic symbol's row in the tableau (the basic
/// symbol equals the form), an objective, or a constraint's row while it is being added (the form
/// equals zero). Cells are sorted by symbol, and none is nearer zero than ``Row/epsilon``.
struct Row: Sendable {
  /// Coefficients this small are taken as zero and dropped (kiwisolver's threshold).
  static let epsilon = 1e-8

  var constant: Double
  var cells: [Cell]

  init(constant: Double = 0, cells: [Cell] = []) {
    self.constant = constant
    self.cells = cells
  }

  static func isNearZero(_ value: Double) -> Bool { abs(value) < epsilon }

  /// Where `symbol`'s cell is, or where it would go.
  func search(_ symbol: Int) -> (index: Int, found: Bool) {
    var (low, high) = (0, cells.count)
    while low < high {
      let middle = (low + high) / 2
      let s = cells[middle].symbol
      if s == symbol { return (middle, true) }
      if s < symbol { low = middle + 1 } else { high = middle }
    }
    return (low, false)
  }

  func coefficient(of symbol: Int) -> Double {
    let (index, found) = search(symbol)
    return found ? cells[index].coefficient : 0
  }

  func contains(_ symbol: Int) -> Bool { search(symbol).found }

  /// Adds `coefficient · symbol`; a sum that comes out near zero drops the cell.
  mutating func add(_ symbol: Int, _ coefficient: Double) {
    let (index, found) = search(symbol)
    if found {
      let sum = cells[index].coefficient + coefficient
      if Row.isNearZero(sum) { cells.remove(at: index) } else { cells[index].coefficient = sum }
    } else if !Row.isNearZero(coefficient) {
      cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
    }
  }

  /// Adds `factor` times `other`, constant and cells.
  mutating func add(_ other: Row, times factor: Double) {
    constant += other.constant * factor
    if other.cells.count == 1 {
      add(other.cells[0].symbol, other.cells[0].coefficient * factor)
      return
    }
    var merged: [Cell] = []
    merged.reserveCapacity(cells.count + other.cells.count)
    var (i, j) = (0, 0)
    while i < cells.count || j < other.cells.count {
      if j == other.cells.count || (i < cells.count && cells[i].symbol < other.cells[j].symbol) {
        merged.append(cells[i])
        i += 1
      } else if i == cells.count || other.cells[j].symbol < cells[i].symbol {
        let scaled = other.cells[j].coefficient * factor
        if !Row.isNearZero(scaled) { merged.append(Cell(symbol: other.cells[j].symbol, coefficient: scaled)) }
        j += 1
      } else {
        let sum = cells[i].coefficient + other.cells[j].coefficient * factor
        if !Row.isNearZero(sum) { merged.append(Cell(symbol: cells[i].symbol, coefficient: sum)) }
        i += 1
        j += 1
      }
    }
    cells = merged
  }

  mutating func remove(_ symbol: Int) {
    let (index, found) = search(symbol)
    if found { cells.remove(at: index) }
  }

  mutating func negate() {
    constant = -constant
    for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
  }

  /// Turns `0 = constant + a·symbol + rest` into `symbol = −(constant + rest) / a`. `symbol` must be in the row.
  mutating func solve(for symbol: Int) {
    let (index, _) = search(symbol)
    let factor = -1 / cells[index].coefficient
    cells.remove(at: index)
    constant *= factor
    for i in cells.indices { cells[i].coefficient *= factor }
  }

  /// Turns `basic = form` (`basic` not in the row, `entering` in it) into `entering = …`, `basic` now a cell.
  mutating func solve(for entering: Int, replacing basic: Int) {
    add(basic, -1)
    solve(for: entering)
  }

  /// Replaces `symbol` by `row` (a form equal to it); returns whether `symbol` was there.
  @discardableResult
  mutating func substitute(_ symbol: Int, with row: Row) -> Bool {
    let (index, found) = search(symbol)
    guard found else { return false }
    let coefficient = cells[index].coefficient
    cells.remove(at: index)
    add(row, times: coefficient)
    return true
  }
}
