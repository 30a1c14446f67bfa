import GlideAnimation
import GlideTransitions

extension View {
  /// The first view named `path`'s last part under the one named by the parts before it, depth first
  /// ("cell 0.1/separator"); nil when there is none.
  func find(_ path: String) -> View? {
    var node: View? = self
    for part in path.split(separator: "/") { node = node?.descendant(named: String(part)) }
    return node
  }

  private func descendant(named name: String) -> View? {
    for view in subviews {
      if view.name == name { return view }
      if let found = view.descendant(named: name) { return found }
    }
    return nil
  }

  /// `frame` in the coordinates of `ancestor` (untransformed views).
  func frame(in ancestor: View) -> Rect {
    var rect = frame
    var node = superview
    while let current = node, current !== ancestor {
      rect = rect.offsetBy(
        Vector(dx: current.frame.minX - current.bounds.minX, dy: current.frame.minY - current.bounds.minY))
      node = current.superview
    }
    return rect
  }
}
