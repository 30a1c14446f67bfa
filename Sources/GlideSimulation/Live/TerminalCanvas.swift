/// A fixed-size grid of characters, one per terminal cell, that the terminal renderer draws into.
/// Row 0 is the top; column 0 the left. Writes outside the grid (or outside ``clip``) are dropped.
public struct TerminalCanvas: Hashable, Sendable {
  public let width: Int
  public let height: Int
  /// Cells outside this rectangle are left alone by ``put(_:column:row:)`` (the whole canvas by default).
  public var clip: CellRect
  private var cells: [Character]

  /// A blank canvas of `width` × `height` cells (negative sizes count as 0).
  public init(width: Int, height: Int) {
    self.width = max(width, 0)
    self.height = max(height, 0)
    clip = CellRect(column: 0, row: 0, width: self.width, height: self.height)
    cells = Array(repeating: " ", count: self.width * self.height)
  }

  /// The character at a cell (a space outside the grid).
  public subscript(column: Int, row: Int) -> Character {
    guard contains(column: column, row: row) else { return " " }
    return cells[row * width + column]
  }

  /// Writes one character, inside the grid and the clip only.
  public mutating func put(_ character: Character, column: Int, row: Int) {
    guard contains(column: column, row: row), clip.contains(column: column, row: row) else { return }
    cells[row * width + column] = character
  }

  /// Writes `text` from a cell to the right, cut at `limit` characters (and at the grid's edge).
  public mutating func write(_ text: String, column: Int, row: Int, limit: Int = .max) {
    for (offset, character) in text.prefix(max(limit, 0)).enumerated() {
      put(character, column: column + offset, row: row)
    }
  }

  /// One row as text (every cell, trailing spaces included).
  public func row(_ index: Int) -> String {
    guard index >= 0 && index < height else { return "" }
    return String(cells[(index * width)..<((index + 1) * width)])
  }

  /// Every row, top first.
  public var rows: [String] { (0..<height).map(row) }

  private func contains(column: Int, row: Int) -> Bool {
    column >= 0 && column < width && row >= 0 && row < height
  }
}

/// A rectangle of cells: `width` columns from `column`, `height` rows from `row`.
public struct CellRect: Hashable, Sendable {
  public var column: Int
  public var row: Int
  public var width: Int
  public var height: Int

  public init(column: Int, row: Int, width: Int, height: Int) {
    (self.column, self.row, self.width, self.height) = (column, row, width, height)
  }

  public func contains(column c: Int, row r: Int) -> Bool {
    c >= column && c < column + width && r >= row && r < row + height
  }
}
