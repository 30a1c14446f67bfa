/// What one row of a ``TableView`` shows: a title, a subtitle under it in ``SystemColor/secondaryLabel``
/// (UIKit's `subtitleCell`), a value at the trailing side (`valueCell`), an icon in a coloured rounded
/// square before the text (as Settings' rows have), and an accessory.
public struct TableRow: Hashable, Sendable {
  /// The view at a row's trailing edge (`UITableViewCell.AccessoryType`).
  public enum Accessory: String, Hashable, Sendable, CaseIterable {
    case none
    /// A chevron in ``SystemColor/tertiaryLabel``: the row leads somewhere.
    case disclosureIndicator
  }

  /// A glyph drawn white on a rounded square of a colour.
  public struct Icon: Hashable, Sendable {
    public var symbol: Symbol
    public var color: SystemColor

    public init(_ symbol: Symbol, color: SystemColor) { (self.symbol, self.color) = (symbol, color) }
  }

  public var title: String
  public var subtitle: String?
  /// Trailing text in ``SystemColor/secondaryLabel``, before the accessory.
  public var value: String?
  public var icon: Icon?
  public var accessory: Accessory

  public init(
    _ title: String, subtitle: String? = nil, value: String? = nil, icon: Icon? = nil,
    accessory: Accessory = .none
  ) {
    (self.title, self.subtitle, self.value, self.icon, self.accessory) = (title, subtitle, value, icon, accessory)
  }
}

/// A table's section: its rows under an optional header (drawn in capitals, footnote size, as grouped
/// tables' headers were through iOS 14).
public struct TableSection: Hashable, Sendable {
  public var header: String?
  public var rows: [TableRow]

  public init(header: String? = nil, rows: [TableRow]) { (self.header, self.rows) = (header, rows) }
}
