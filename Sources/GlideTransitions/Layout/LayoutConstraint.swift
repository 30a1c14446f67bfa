public import GlideLayout

/// A relation between two views' layout attributes that the layout keeps: UIKit's `NSLayoutConstraint`,
/// `firstItem.firstAttribute relation multiplier × secondItem.secondAttribute + constant` (or
/// `firstItem.firstAttribute relation constant` for a size with no second item), at ``priority``.
///
/// Activating it (``isActive``, ``activate(_:)``) installs it on its items' closest common ancestor
/// (that view's ``View/constraints``) and adds it to the solver of that view tree's `LayoutEngine`.
/// Positions are in the common ancestor's coordinates. Setting ``constant`` moves it in the solver at once
/// (GlideLayout's `setConstant`: a few pivots, cheap enough for every frame of a gesture); the views move
/// at the next layout pass (``View/layoutIfNeeded()``). Items are held weakly, as UIKit holds them.
///
/// A required constraint that cannot hold with the other required ones is *broken*, as UIKit breaks
/// one: it stays active but out of the layout, and the conflict is logged in UIKit's words (see
/// ``LayoutConflict``); setting its constant or priority, or activating it again, tries it again.
public final class LayoutConstraint: CustomStringConvertible {
  /// `NSLayoutConstraint.Relation`: `.lessThanOrEqual`, `.equal`, `.greaterThanOrEqual`.
  public typealias Relation = GlideLayout.Relation

  /// `NSLayoutConstraint.Axis`: the axis a content priority applies to.
  public enum Axis: String, Hashable, Sendable, CaseIterable {
    case horizontal, vertical
  }

  public private(set) weak var firstItem: View?
  public let firstAttribute: LayoutAttribute
  public let relation: Relation
  /// Nil for a constraint on a size alone (`width == 100`).
  public private(set) weak var secondItem: View?
  public let secondAttribute: LayoutAttribute
  public let multiplier: Double

  /// Points added to the second side. Setting it on an active constraint moves the layout at the next pass.
  public var constant: Double {
    didSet {
      guard constant != oldValue, let engine = engine else { return }
      engine.constantDidChange(self)
    }
  }

  /// Changing it on an active constraint takes it out of the solver and puts it back at the new priority
  /// (UIKit refuses a change to or from required on an installed constraint; Glide allows it).
  public var priority: LayoutPriority {
    didSet {
      guard priority != oldValue, let engine = engine else { return }
      engine.priorityDidChange(self)
    }
  }

  /// A name for conflict logs (`'drawer height'` in the constraint's description).
  public var identifier: String?

  /// Whether the constraint is installed and taking part in layout (a broken one is still active).
  public var isActive: Bool {
    get { container != nil }
    set { newValue ? activate() : deactivate() }
  }

  /// The view it is installed on while active: its items' closest common ancestor.
  weak var container: View?
  /// The engine of its tree, which holds it, while active.
  weak var home: LayoutEngine?
  /// Its constraint in the engine's solver while it is there (nil when inactive or broken).
  var solverConstraint: Constraint?
  /// Active but out of the solver: it could not hold with the other required constraints.
  var isBroken = false

  /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`. A position
  /// needs a second item on the same axis; a size may have none (then `secondAttribute` is
  /// `.notAnAttribute`) or another size on either axis (an aspect ratio). Mixing a size and a position,
  /// or two axes of positions, is a programming error, as UIKit's "invalid pairing" exception.
  public init(
    item: View, attribute: LayoutAttribute, relatedBy relation: Relation, toItem: View?,
    attribute secondAttribute: LayoutAttribute, multiplier: Double = 1, constant: Double = 0,
    priority: LayoutPriority = .required
  ) {
    precondition(attribute != .notAnAttribute, "a constraint's first attribute cannot be notAnAttribute")
    if let toItem {
      precondition(secondAttribute != .notAnAttribute, "\(toItem) needs an attribute to relate \(item).\(attribute) to")
      precondition(
        attribute.isDimension == secondAttribute.isDimension
          && (attribute.isDimension || attribute.axis == secondAttribute.axis),
        "invalid pairing of layout attributes \(item).\(attribute) and \(toItem).\(secondAttribute)")
    } else {
      precondition(
        attribute.isDimension && secondAttribute == .notAnAttribute,
        "\(item).\(attribute) can be related to a constant only when it is a width or a height")
    }
    firstItem = item
    firstAttribute = attribute
    self.relation = relation
    secondItem = toItem
    self.secondAttribute = toItem == nil ? .notAnAttribute : secondAttribute
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
  }

  /// `NSLayoutConstraint.activate(_:)`.
  public static func activate(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// `NSLayoutConstraint.deactivate(_:)`.
  public static func deactivate(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  /// UIKit's description without addresses: `<LayoutConstraint 'drawer height' Sheet.height == 120
  /// (active)>`, the priority after `@` when it is not required.
  public var description: String {
    let name = identifier.map { " '\($0)'" } ?? ""
    return "<LayoutConstraint\(name) \(equation)   (\(isActive ? "active" : "inactive"))>"
  }

  /// `Sheet.height == 0.5*Home.height + 10 @750`.
  var equation: String {
    var text = "\(Self.name(firstItem)).\(firstAttribute.rawValue) \(relation) "
    if secondAttribute != .notAnAttribute {
      if multiplier != 1 { text += "\(Expression.format(multiplier))*" }
      text += "\(Self.name(secondItem)).\(secondAttribute.rawValue)"
      if constant != 0 {
        text += constant < 0 ? " - \(Expression.format(-constant))" : " + \(Expression.format(constant))"
      }
    } else {
      text += Expression.format(constant)
    }
    if !priority.isRequired { text += " @\(priority)" }
    return text
  }

  static func name(_ view: View?) -> String {
    guard let view else { return "(nil)" }
    return view.name.isEmpty ? "View" : view.name
  }

  /// The engine that holds it (nil while inactive).
  var engine: LayoutEngine? { home }

  private func activate() {
    guard container == nil else { return }
    guard let first = firstItem else {
      preconditionFailure("cannot activate \(self): its first item has been deallocated")
    }
    var ancestor = first
    if secondAttribute != .notAnAttribute {
      guard let second = secondItem, let common = first.closestCommonAncestor(with: second) else {
        preconditionFailure(
          "Unable to activate \(self): its items \(Self.name(firstItem)) and \(Self.name(secondItem)) have no "
            + "common ancestor (they are in different view trees; add them to one before activating)")
      }
      ancestor = common
    }
    container = ancestor
    ancestor.layoutNodeCreatingIfNeeded().installed.append(self)
    LayoutEngine.of(ancestor, creating: true)?.add(self)
  }

  private func deactivate() {
    guard let container else { return }
    home?.remove(self)
    container.layoutNode?.installed.removeAll { $0 === self }
    self.container = nil
    solverConstraint = nil
    isBroken = false
  }
}
