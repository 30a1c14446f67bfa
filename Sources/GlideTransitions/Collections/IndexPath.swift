/// Where an item is in a collection view: its section and its place in the section, both from 0
/// (Foundation's `IndexPath` as UIKit's collection views use it). Ordered by section, then item.
public struct IndexPath: Hashable, Sendable, Comparable, CustomStringConvertible {
  public var section: Int
  public var item: Int

  public init(item: Int, section: Int) {
    self.item = item
    self.section = section
  }

  public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
    (lhs.section, lhs.item) < (rhs.section, rhs.item)
  }

  /// `[section, item]`, as Foundation prints an index path.
  public var description: String { "[\(section), \(item)]" }
}
