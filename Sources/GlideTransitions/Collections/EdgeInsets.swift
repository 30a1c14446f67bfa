/// Distances in from each edge of a rectangle, points (UIKit's `UIEdgeInsets`): a flow layout's section
/// insets.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double

  public init(top: Double, left: Double, bottom: Double, right: Double) {
    (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
  }

  /// The same inset on every edge.
  public init(all inset: Double) { self.init(top: inset, left: inset, bottom: inset, right: inset) }

  public static let zero = EdgeInsets(all: 0)

  public var description: String { "(\(top), \(left), \(bottom), \(right))" }
}
