/// A part of a view's layout that a constraint relates: UIKit's `NSLayoutConstraint.Attribute`. Edges
/// and centres are positions (points in the coordinates of the constraint's common ancestor), `width`
/// and `height` are sizes. Glide lays out left to right, so `leading` is `left` and `trailing` is `right`.
public enum LayoutAttribute: String, Hashable, Sendable, CaseIterable {
  case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
  /// For a constraint with no second item (`width == 100`).
  case notAnAttribute

  /// Along which axis the attribute lies (nil for `notAnAttribute`).
  public var axis: LayoutConstraint.Axis? {
    switch self {
    case .left, .right, .leading, .trailing, .width, .centerX: .horizontal
    case .top, .bottom, .height, .centerY: .vertical
    case .notAnAttribute: nil
    }
  }

  /// Whether the attribute is a size rather than a position.
  public var isDimension: Bool { self == .width || self == .height }
}
