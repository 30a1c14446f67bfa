public import GlideAnimation
public import GlideTransitions

/// One display frame of a scene with motion effects: the viewer offset applied and where the followed
/// views' centres are on screen (the presentation, overlays included), for logs, reports and tests.
public struct MotionSample: Hashable, Sendable {
  /// A view's presented centre in the window, points.
  public struct Center: Hashable, Sendable {
    public let name: String
    public let center: Point

    public init(name: String, center: Point) {
      self.name = name
      self.center = center
    }

    /// `view`'s presented centre in `window`'s coordinates: its presented position plus its
    /// superviews' presented origins (as ``ViewState`` places frames).
    init(name: String, view: View, window: View) {
      var center = view.presentation.position
      var node = view.superview
      while let parent = node, parent !== window {
        let origin = parent.presentation.frame.origin
        center = Point(x: center.x + origin.x, y: center.y + origin.y)
        node = parent.superview
      }
      self.init(name: name, center: center)
    }
  }

  /// 0 for the first motion frame of the run, then 1, 2, …
  public let index: Int
  public let offset: ViewerOffset
  /// The followed views, in order (empty when the run does not capture views).
  public let views: [Center]

  public init(index: Int, offset: ViewerOffset, views: [Center]) {
    (self.index, self.offset, self.views) = (index, offset, views)
  }

  /// The centre of the view called `name`, if followed.
  public func center(of name: String) -> Point? { views.first { $0.name == name }?.center }
}
