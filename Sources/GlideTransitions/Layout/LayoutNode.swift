import GlideLayout

/// What constraint-based layout keeps for one view (``View/layoutNode``): made the first time the view
/// takes part (a constraint installed on it, a layout flag, a priority or `translatesAutoresizingMask…`
/// set), so the many views that never do cost nothing.
final class LayoutNode {
  /// The view's frame as the solver's unknowns (minX, minY, width, height, in its superview's
  /// coordinates), the same in every engine the view ever joins, so a view going back and forth between
  /// trees does not grow their solvers.
  let variables: [Variable]

  /// The constraints installed on this view (their items' closest common ancestor), in activation order.
  var installed: [LayoutConstraint] = []
  var translatesAutoresizingMaskIntoConstraints = true
  /// Content hugging (UIKit's default 250 on both axes).
  var hugging = (horizontal: LayoutPriority.defaultLow, vertical: LayoutPriority.defaultLow)
  /// Compression resistance (UIKit's default 750 on both axes).
  var compressionResistance = (horizontal: LayoutPriority.defaultHigh, vertical: LayoutPriority.defaultHigh)

  /// The view's `layoutSubviews` is due at the next pass.
  var needsLayout = false
  /// Some view below needs layout (every ancestor of a view that needs layout has this set).
  var descendantNeedsLayout = false
  /// The view's `updateConstraints` is due at the next pass.
  var needsUpdateConstraints = false
  var descendantNeedsUpdateConstraints = false

  /// The engine of the view tree this view is the root of: nil below the root, and until a constraint is
  /// activated in the tree.
  var engine: LayoutEngine?
  /// Where a root's layout passes and conflicts are logged (a scene's window: the scene's log).
  var eventHandler: ((SceneEvent.Kind) -> Void)?

  init(name: String) {
    variables = LayoutItem.sideNames.map { Variable("\(name).\($0)") }
  }
}
