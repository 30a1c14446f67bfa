import GlideLayout

/// A view as a ``LayoutEngine``'s solver sees it: its frame's four variables, in points in its
/// superview's coordinates (a constraint's other attributes are expressions of them), and the
/// constraints the engine adds for it itself.
final class LayoutItem {
  /// Unretained: the engine drops the item when the view leaves its tree, and a view in a tree is alive.
  unowned let view: View
  let viewID: ObjectIdentifier
  let minX: Variable
  let minY: Variable
  let width: Variable
  let height: Variable

  /// A required `variable == value` that pins one side of the frame of a view that translates its
  /// autoresizing mask into constraints (UIKit's `NSAutoresizingMaskLayoutConstraint`).
  struct Pin {
    let variable: Variable
    /// The frame's value when last synchronised, points.
    var value: Double
    /// The solver's constraint while it is in the solver (nil: broken).
    var constraint: Constraint?
  }

  /// minX, minY, width, height while the view translates its autoresizing mask; empty otherwise.
  var pins: [Pin] = []
  /// The optional constraints of its intrinsic content size: per axis with a size, `size <= intrinsic`
  /// at the hugging priority and `size >= intrinsic` at the compression resistance (UIKit's
  /// `NSContentSizeLayoutConstraint`s), each with whether it is in the solver (a required one can be
  /// broken).
  var contentSize: [(constraint: Constraint, inSolver: Bool)] = []
  /// The intrinsic size (or a priority) changed: the content size constraints are made again at the
  /// next pass.
  var contentSizeIsStale = false

  init(view: View) {
    self.view = view
    viewID = ObjectIdentifier(view)
    let variables = view.layoutNodeCreatingIfNeeded().variables
    (minX, minY, width, height) = (variables[0], variables[1], variables[2], variables[3])
  }

  var variables: [Variable] { [minX, minY, width, height] }

  /// Names of the four sides, as descriptions spell them.
  static let sideNames = ["minX", "minY", "width", "height"]
}
