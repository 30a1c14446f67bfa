/// What a symbol of the tableau stands for. Symbols are numbered from 0 in the order they are made; the
/// number orders the cells of a row and breaks every tie in the simplex (Bland's rule), so the
/// solver's choices depend only on what was added and in which order.
enum SymbolKind: UInt8, Sendable {
  /// A user's ``Variable``: unrestricted in sign.
  case external
  /// An inequality's slack (≥ 0); also the artificial variable of phase one.
  case slack
  /// An optional constraint's error (≥ 0), weighted in the objective.
  case error
  /// A required equality's marker, fixed at 0: never enters the basis.
  case dummy

  /// Whether the symbol is restricted to be ≥ 0 (everything but external variables).
  var isRestricted: Bool { self != .external }
  /// Whether the simplex may bring it into the basis.
  var isPivotable: Bool { self == .slack || self == .error }
}
