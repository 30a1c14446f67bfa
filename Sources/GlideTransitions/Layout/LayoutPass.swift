public import GlideAnimation

/// What one layout pass (``View/layoutIfNeeded()``) moved, for the scene's log: each view whose frame it
/// set from the solver, in the order it set them (top-down).
public struct LayoutPass: Hashable, Sendable {
  /// One view's frame before and after: model frames, untransformed (from the center and the bounds'
  /// size, as Auto Layout sets them), in the superview's coordinates, points.
  public struct Change: Hashable, Sendable {
    public let view: String
    public let from: Rect
    public let to: Rect

    public init(view: String, from: Rect, to: Rect) {
      (self.view, self.from, self.to) = (view, from, to)
    }
  }

  public let changes: [Change]
  /// Whether the pass ran inside an animation (a block, a keyframe block or a property animator's
  /// animations), where the frames it set became animations from what was on screen.
  public let isAnimated: Bool

  public init(changes: [Change], isAnimated: Bool) {
    self.changes = changes
    self.isAnimated = isAnimated
  }
}
