/// One attribute of one view, to build constraints from: UIKit's `NSLayoutAnchor`. The subclasses keep
/// constraints to their own kind, as UIKit's generics do: an x-axis anchor to x-axis anchors
/// (``LayoutXAxisAnchor``), a y-axis one to y-axis ones (``LayoutYAxisAnchor``), a size to sizes or to a
/// constant (``LayoutDimension``). The constraints they make are inactive until activated.
///
///     LayoutConstraint.activate([
///       sheet.leadingAnchor.constraint(equalTo: home.leadingAnchor),
///       sheet.bottomAnchor.constraint(equalTo: home.bottomAnchor),
///       sheet.heightAnchor.constraint(equalToConstant: 120),
///     ])
public class LayoutAnchor: CustomStringConvertible {
  public let item: View
  public let attribute: LayoutAttribute

  init(_ item: View, _ attribute: LayoutAttribute) {
    self.item = item
    self.attribute = attribute
  }

  /// `Sheet.height`.
  public var description: String { "\(LayoutConstraint.name(item)).\(attribute.rawValue)" }

  func constraint(
    _ relation: LayoutConstraint.Relation, _ other: LayoutAnchor?, multiplier: Double = 1, constant: Double
  ) -> LayoutConstraint {
    LayoutConstraint(
      item: item, attribute: attribute, relatedBy: relation, toItem: other?.item,
      attribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
  }
}

/// `NSLayoutXAxisAnchor`: a left, right, leading, trailing or centre-x anchor.
public final class LayoutXAxisAnchor: LayoutAnchor {
  /// `self == anchor + constant`.
  public func constraint(equalTo anchor: LayoutXAxisAnchor, constant: Double = 0) -> LayoutConstraint {
    constraint(.equal, anchor, constant: constant)
  }
  /// `self >= anchor + constant`.
  public func constraint(greaterThanOrEqualTo anchor: LayoutXAxisAnchor, constant: Double = 0) -> LayoutConstraint {
    constraint(.greaterThanOrEqual, anchor, constant: constant)
  }
  /// `self <= anchor + constant`.
  public func constraint(lessThanOrEqualTo anchor: LayoutXAxisAnchor, constant: Double = 0) -> LayoutConstraint {
    constraint(.lessThanOrEqual, anchor, constant: constant)
  }
}

/// `NSLayoutYAxisAnchor`: a top, bottom or centre-y anchor.
public final class LayoutYAxisAnchor: LayoutAnchor {
  /// `self == anchor + constant`.
  public func constraint(equalTo anchor: LayoutYAxisAnchor, constant: Double = 0) -> LayoutConstraint {
    constraint(.equal, anchor, constant: constant)
  }
  /// `self >= anchor + constant`.
  public func constraint(greaterThanOrEqualTo anchor: LayoutYAxisAnchor, constant: Double = 0) -> LayoutConstraint {
    constraint(.greaterThanOrEqual, anchor, constant: constant)
  }
  /// `self <= anchor + constant`.
  public func constraint(lessThanOrEqualTo anchor: LayoutYAxisAnchor, constant: Double = 0) -> LayoutConstraint {
    constraint(.lessThanOrEqual, anchor, constant: constant)
  }
}

/// `NSLayoutDimension`: a width or height anchor.
public final class LayoutDimension: LayoutAnchor {
  /// `self == constant`.
  public func constraint(equalToConstant constant: Double) -> LayoutConstraint {
    constraint(.equal, nil, constant: constant)
  }
  /// `self >= constant`.
  public func constraint(greaterThanOrEqualToConstant constant: Double) -> LayoutConstraint {
    constraint(.greaterThanOrEqual, nil, constant: constant)
  }
  /// `self <= constant`.
  public func constraint(lessThanOrEqualToConstant constant: Double) -> LayoutConstraint {
    constraint(.lessThanOrEqual, nil, constant: constant)
  }
  /// `self == multiplier × anchor + constant`.
  public func constraint(
    equalTo anchor: LayoutDimension, multiplier: Double = 1, constant: Double = 0
  ) -> LayoutConstraint {
    constraint(.equal, anchor, multiplier: multiplier, constant: constant)
  }
  /// `self >= multiplier × anchor + constant`.
  public func constraint(
    greaterThanOrEqualTo anchor: LayoutDimension, multiplier: Double = 1, constant: Double = 0
  ) -> LayoutConstraint {
    constraint(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant)
  }
  /// `self <= multiplier × anchor + constant`.
  public func constraint(
    lessThanOrEqualTo anchor: LayoutDimension, multiplier: Double = 1, constant: Double = 0
  ) -> LayoutConstraint {
    constraint(.lessThanOrEqual, anchor, multiplier: multiplier, constant: constant)
  }
}
