import GlideAnimation
import GlideLayout

/// The constraint solver of one view tree (UIKit's per-window `NSISEngine`): the root view keeps it, and
/// every active constraint between views of the tree is in it. GlideLayout stays the solver only; this is
/// where views become variables.
///
/// Each view taking part is four variables, minX, minY, width and height of its frame in its superview's
/// coordinates (a ``LayoutItem``); any other attribute is an expression of them (right = minX + width,
/// centerX = minX + width/2), and a constraint across the hierarchy adds the minX (or minY) of every view
/// between an item and the common ancestor, whose own left and top are 0 in its coordinates. The engine
/// adds what UIKit's adds by itself: required pins of the frame of a view that translates its
/// autoresizing mask into constraints (re-read from its frame at every pass, so they follow it), and the
/// hugging and compression-resistance constraints of an intrinsic content size.
///
/// A required constraint that contradicts the others is broken and logged (``LayoutConflict``); the
/// solver is never left inconsistent and nothing traps. Everything iterates arrays in the order things
/// were added, so the same calls give the same layout and the same log.
final class LayoutEngine {
  /// The root view of the tree, which owns the engine through its layout node.
  unowned let root: View
  private(set) var solver = Solver()
  /// The views taking part, in the order they joined.
  private var items: [LayoutItem] = []
  private var itemByView: [ObjectIdentifier: LayoutItem] = [:]
  private var itemByVariable: [ObjectIdentifier: LayoutItem] = [:]
  /// The active constraints of the tree, in activation order (broken ones included).
  private(set) var active: [LayoutConstraint] = []
  /// What each constraint in the solver stands for, for conflict logs.
  private var origins: [ObjectIdentifier: Origin] = [:]
  /// The solver changed since the values were last published.
  private(set) var hasChanges = false
  /// The solver reported an internal failure: it is made again from the active constraints at the next pass.
  private var needsRebuild = false

  /// What a solver constraint stands for.
  enum Origin {
    case constraint(LayoutConstraint)
    /// One of a view's autoresizing pins (index into ``LayoutItem/sideNames``).
    case pin(LayoutItem, Int)
    /// One of a view's content size constraints.
    case contentSize(LayoutItem, Constraint)
  }

  init(root: View) {
    self.root = root
  }

  /// The engine of `view`'s tree, made on the tree's root when `creating` and there is none yet.
  static func of(_ view: View, creating: Bool) -> LayoutEngine? {
    let root = view.layoutRoot
    if let engine = root.layoutNode?.engine { return engine }
    guard creating else { return nil }
    let engine = LayoutEngine(root: root)
    root.layoutNodeCreatingIfNeeded().engine = engine
    return engine
  }

  // MARK: - Constraints

  /// Adds an activated constraint (its container set) to the solver, or breaks it.
  func add(_ constraint: LayoutConstraint) {
    active.append(constraint)
    constraint.home = self
    place(constraint)
  }

  /// Takes a deactivated constraint out.
  func remove(_ constraint: LayoutConstraint) {
    active.removeAll { $0 === constraint }
    if let made = constraint.solverConstraint { takeOut(made) }
    constraint.solverConstraint = nil
    constraint.isBroken = false
    constraint.home = nil
  }

  /// `constraint.constant` was set: the solver's constant moves (a broken constraint is tried again).
  func constantDidChange(_ constraint: LayoutConstraint) {
    guard let made = constraint.solverConstraint else {
      if constraint.isBroken { place(constraint) }
      return
    }
    do {
      try solver.setConstant(-constraint.constant, for: made)
      hasChanges = true
    } catch {
      guard case .unsatisfiable(_, let conflict) = error else { return fail() }
      report(conflict, culprit: made, origin: .constraint(constraint))
      takeOut(made)
      constraint.solverConstraint = nil
      constraint.isBroken = true
    }
  }

  /// `constraint.priority` was set: it goes out and back in at the new strength.
  func priorityDidChange(_ constraint: LayoutConstraint) {
    if let made = constraint.solverConstraint { takeOut(made) }
    constraint.solverConstraint = nil
    place(constraint)
  }

  /// Puts `constraint` into the solver as it is now, or marks it broken.
  private func place(_ constraint: LayoutConstraint) {
    constraint.isBroken = true
    guard let made = solverConstraint(for: constraint) else { return }
    if insert(made, origin: .constraint(constraint)) {
      constraint.solverConstraint = made
      constraint.isBroken = false
    }
  }

  /// `first.attribute relation multiplier × second.attribute + constant` over the items' variables, in
  /// the container's coordinates; nil when an item is gone.
  private func solverConstraint(for constraint: LayoutConstraint) -> Constraint? {
    guard let first = constraint.firstItem, let container = constraint.container else { return nil }
    let lhs = expression(constraint.firstAttribute, of: first, in: container)
    var rhs = Expression(constant: constraint.constant)
    if constraint.secondAttribute != .notAnAttribute {
      guard let second = constraint.secondItem else { return nil }
      rhs = constraint.multiplier * expression(constraint.secondAttribute, of: second, in: container) + rhs
    }
    return Constraint(lhs, constraint.relation, rhs, strength: Strength(priority: constraint.priority.rawValue))
  }

  /// `attribute` of `view` in the coordinates of its ancestor `ancestor`: a size is the view's own; a
  /// position adds the minX (minY) of the view and of every view between it and `ancestor`, whose own
  /// left (top) is 0.
  private func expression(_ attribute: LayoutAttribute, of view: View, in ancestor: View) -> Expression {
    let item = self.item(for: view)
    switch attribute {
    case .width: return Expression(item.width)
    case .height: return Expression(item.height)
    case .notAnAttribute: return Expression()
    default: break
    }
    let horizontal = attribute.axis == .horizontal
    var offset = Expression()
    var node = view
    while node !== ancestor, let parent = node.superview {
      let step = self.item(for: node)
      offset = offset + (horizontal ? step.minX : step.minY)
      node = parent
    }
    let size = Expression(horizontal ? item.width : item.height)
    switch attribute {
    case .left, .leading, .top: return offset
    case .right, .trailing, .bottom: return offset + size
    default: return offset + 0.5 * size  // centerX, centerY
    }
  }

  // MARK: - Views

  /// The view's item, made (with its pins and content size constraints) the first time it takes part.
  @discardableResult
  func item(for view: View) -> LayoutItem {
    if let item = itemByView[ObjectIdentifier(view)] { return item }
    let item = LayoutItem(view: view)
    items.append(item)
    itemByView[ObjectIdentifier(view)] = item
    for variable in item.variables { itemByVariable[ObjectIdentifier(variable)] = item }
    if view.translatesAutoresizingMaskIntoConstraints { pin(item) }
    addContentSize(item)
    return item
  }

  /// The view's `translatesAutoresizingMaskIntoConstraints` changed: pins go in or out.
  func translationDidChange(_ view: View) {
    guard let item = itemByView[ObjectIdentifier(view)] else { return }
    if view.translatesAutoresizingMaskIntoConstraints {
      if item.pins.isEmpty { pin(item) }
    } else {
      unpin(item)
    }
  }

  /// The view's intrinsic content size or a content priority changed: its content size constraints are
  /// made again at the next pass.
  func contentSizeDidChange(_ view: View) {
    guard let item = itemByView[ObjectIdentifier(view)] else { return }
    item.contentSizeIsStale = true
    hasChanges = true
  }

  private func pin(_ item: LayoutItem) {
    let frame = item.view.untransformedFrame
    let values = [frame.minX, frame.minY, frame.width, frame.height]
    item.pins = zip(item.variables, values).map { LayoutItem.Pin(variable: $0, value: $1, constraint: nil) }
    for index in item.pins.indices { placePin(item, index) }
  }

  private func placePin(_ item: LayoutItem, _ index: Int) {
    let pin = item.pins[index]
    let made = Constraint(pin.variable, .equal, pin.value)
    item.pins[index].constraint = insert(made, origin: .pin(item, index)) ? made : nil
  }

  private func unpin(_ item: LayoutItem) {
    for pin in item.pins { if let made = pin.constraint { takeOut(made) } }
    item.pins = []
  }

  /// The pins follow the frame: a side that moved since the last pass moves its pin's constant (a broken
  /// pin is tried again at its new value).
  private func synchronizePins(_ item: LayoutItem) {
    let frame = item.view.untransformedFrame
    let values = [frame.minX, frame.minY, frame.width, frame.height]
    for index in item.pins.indices where item.pins[index].value != values[index] {
      item.pins[index].value = values[index]
      guard let made = item.pins[index].constraint else {
        placePin(item, index)
        continue
      }
      do {
        try solver.setConstant(-values[index], for: made)
        hasChanges = true
      } catch {
        guard case .unsatisfiable(_, let conflict) = error else { return fail() }
        report(conflict, culprit: made, origin: .pin(item, index))
        takeOut(made)
        item.pins[index].constraint = nil
      }
    }
  }

  private func addContentSize(_ item: LayoutItem) {
    let view = item.view
    let size = view.intrinsicContentSize
    for axis in LayoutConstraint.Axis.allCases {
      let value = axis == .horizontal ? size.width : size.height
      guard value >= 0 else { continue }
      let variable = axis == .horizontal ? item.width : item.height
      let hug = Constraint(
        variable, .lessThanOrEqual, value, strength: Strength(priority: view.contentHuggingPriority(for: axis).rawValue))
      let resist = Constraint(
        variable, .greaterThanOrEqual, value,
        strength: Strength(priority: view.contentCompressionResistancePriority(for: axis).rawValue))
      for made in [hug, resist] {
        item.contentSize.append((made, insert(made, origin: .contentSize(item, made))))
      }
    }
  }

  private func removeContentSize(_ item: LayoutItem) {
    for (made, inSolver) in item.contentSize where inSolver { takeOut(made) }
    item.contentSize = []
  }

  /// Drops `item` and every constraint the engine made for it.
  private func unregister(_ item: LayoutItem) {
    unpin(item)
    removeContentSize(item)
    itemByView[item.viewID] = nil
    for variable in item.variables { itemByVariable[ObjectIdentifier(variable)] = nil }
    items.removeAll { $0 === item }
  }

  // MARK: - Layout pass

  /// Brings the solver up to date with the views before a pass: the pins follow the frames of views that
  /// translate their autoresizing mask, and stale content sizes are read again.
  func synchronize() {
    if needsRebuild { rebuild() }
    for item in items {
      if !item.pins.isEmpty { synchronizePins(item) }
      if item.contentSizeIsStale {
        item.contentSizeIsStale = false
        removeContentSize(item)
        addContentSize(item)
        item.view.superview?.setNeedsLayout()
      }
    }
  }

  /// Publishes the solver's values; the superview of every view whose variables moved needs layout.
  func publish() {
    guard hasChanges else { return }
    hasChanges = false
    for variable in solver.updateVariables() {
      itemByVariable[ObjectIdentifier(variable)]?.view.superview?.setNeedsLayout()
    }
  }

  /// Gives each subview of `view` that the layout places (it takes part and does not translate its
  /// autoresizing mask) the frame the solver found, when its model differs by more than a billionth of
  /// a point: its center and bounds' size, as UIKit's layout sets them (inside an animation block they
  /// animate, like any model change there). A view whose size changed needs layout itself.
  func applyFrames(toSubviewsOf view: View, changes: inout [LayoutPass.Change]) {
    for subview in view.subviews {
      guard let item = itemByView[ObjectIdentifier(subview)], !subview.translatesAutoresizingMaskIntoConstraints
      else { continue }
      let target = Rect(
        x: solver.value(of: item.minX), y: solver.value(of: item.minY), width: solver.value(of: item.width),
        height: solver.value(of: item.height))
      let current = subview.untransformedFrame
      let resized = !Self.close(current.width, target.width) || !Self.close(current.height, target.height)
      guard resized || !Self.close(current.minX, target.minX) || !Self.close(current.minY, target.minY) else {
        continue
      }
      changes.append(LayoutPass.Change(view: LayoutConstraint.name(subview), from: current, to: target))
      subview.setUntransformedFrame(target, resized: resized)
      if resized { subview.setNeedsLayout() }
    }
  }

  /// Frames within this many points count as unchanged (the solver's rounding).
  static let tolerance = 1e-9

  static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= tolerance }

  /// Hands a layout event to the root's handler (a scene's window: the scene's log).
  func record(_ kind: SceneEvent.Kind) {
    root.layoutNode?.eventHandler?(kind)
  }

  // MARK: - The tree changing

  /// `view` has left this engine's tree and is the root of its own: the constraints reaching outside it
  /// are deactivated (as UIKit removes them), those inside it go with it to its own engine, and its
  /// views leave this solver.
  func viewDidLeave(_ view: View) {
    var inside: [LayoutConstraint] = []
    for constraint in active {
      let firstInside = constraint.firstItem?.isDescendant(of: view) ?? false
      let secondInside =
        constraint.secondAttribute == .notAnAttribute ? firstInside : constraint.secondItem?.isDescendant(of: view) ?? false
      if firstInside && secondInside {
        inside.append(constraint)
      } else if firstInside || secondInside {
        constraint.isActive = false
      }
    }
    for constraint in inside {
      active.removeAll { $0 === constraint }
      if let made = constraint.solverConstraint { takeOut(made) }
      constraint.solverConstraint = nil
      constraint.home = nil
    }
    for item in items where item.view.isDescendant(of: view) { unregister(item) }
    guard !inside.isEmpty, let target = LayoutEngine.of(view, creating: true) else { return }
    for constraint in inside { target.add(constraint) }
  }

  /// This engine's tree has joined another tree: its constraints, to be added to that tree's engine.
  /// The engine is empty afterwards.
  func dissolve() -> [LayoutConstraint] {
    let moving = active
    for constraint in moving {
      constraint.solverConstraint = nil
      constraint.home = nil
    }
    (solver, items, itemByView, itemByVariable, active, origins) = (Solver(), [], [:], [:], [], [:])
    return moving
  }

  // MARK: - The solver

  /// Puts `made` into the solver; a required constraint that cannot hold with the others is left out
  /// (broken) and the conflict logged. Returns whether it went in.
  private func insert(_ made: Constraint, origin: Origin) -> Bool {
    do {
      try solver.add(made)
    } catch {
      if case .unsatisfiable(_, let conflict) = error { report(conflict, culprit: made, origin: origin) } else { fail() }
      return false
    }
    origins[ObjectIdentifier(made)] = origin
    hasChanges = true
    return true
  }

  private func takeOut(_ made: Constraint) {
    origins[ObjectIdentifier(made)] = nil
    hasChanges = true
    do { try solver.remove(made) } catch { fail() }
  }

  /// The solver refused an operation it should not have (its tableau spoilt by rounding, or a bug):
  /// it is made again from the active constraints before the next pass.
  private func fail() {
    needsRebuild = true
    hasChanges = true
  }

  /// A new solver with every view's constraints and the active constraints, in their order.
  private func rebuild() {
    needsRebuild = false
    let constraints = active
    let views = items.map(\.view)
    for constraint in constraints { constraint.solverConstraint = nil }
    (solver, items, itemByView, itemByVariable, active, origins) = (Solver(), [], [:], [:], [], [:])
    for view in views { item(for: view) }
    for constraint in constraints { add(constraint) }
    hasChanges = true
  }

  /// Logs `conflict` (the solver's constraints, `culprit` among them) in UIKit's words, `culprit` broken.
  private func report(_ conflict: [Constraint], culprit: Constraint, origin: Origin) {
    let texts = conflict.map { made in
      made === culprit ? describe(origin) : origins[ObjectIdentifier(made)].map(describe) ?? "<\(made)>"
    }
    record(.layoutConflict(LayoutConflict(constraints: texts, broken: describe(origin))))
  }

  private func describe(_ origin: Origin) -> String {
    switch origin {
    case .constraint(let constraint):
      return constraint.description
    case .pin(let item, let index):
      let side = "\(LayoutConstraint.name(item.view)).\(LayoutItem.sideNames[index])"
      return "<\(LayoutConflict.autoresizingName) \(side) == \(Expression.format(item.pins[index].value))   (active)>"
    case .contentSize(let item, let made):
      let horizontal = made.expression.terms.first?.variable === item.width
      let axis = horizontal ? "width" : "height"
      let hugs = made.relation == .lessThanOrEqual
      let value = Expression.format(-made.expression.constant)
      let kind = hugs ? "Hug" : "CompressionResistance"
      return "<ContentSizeConstraint \(LayoutConstraint.name(item.view)).\(axis) \(made.relation) \(value) "
        + "\(kind):\(Expression.format(made.strength.priority))   (active)>"
    }
  }
}
