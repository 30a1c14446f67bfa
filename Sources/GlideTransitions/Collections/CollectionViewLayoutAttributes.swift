public import GlideAnimation

/// Where and how one item of a collection view is shown: UIKit's `UICollectionViewLayoutAttributes`, as a
/// value. Geometry is in the collection view's coordinates, points; the transform applies about the
/// centre, as a view's does.
///
/// A layout hands these out; the collection view gives each item's cell the centre, size, transform,
/// alpha and hidden state, and orders the cells by ``zIndex`` (the cell layer's `zPosition`, as UIKit
/// sets it; ``stackingPosition`` during a transition).
public struct CollectionViewLayoutAttributes: Hashable, Sendable, CustomStringConvertible {
  public var indexPath: IndexPath
  /// The item's centre, points.
  public var center: Point
  /// The item's size before its transform, points.
  public var size: Size
  /// The item's transform in depth (UIKit's `transform3D`); ``transform`` is its 2-D part.
  public var transform3D: Transform3D
  /// 0…1.
  public var alpha: Double
  /// Front-to-back order among the items: higher is in front; equal ones keep the items' order (a later
  /// index path in front). Setting it sets ``stackingPosition`` to the same number.
  public var zIndex: Int {
    didSet { stackingPosition = Double(zIndex) }
  }
  /// Where the item stacks among the others, in `zIndex` units: the cell layer's `zPosition`, which
  /// orders the cells (higher in front; equal ones in index path order, a later one in front). It is
  /// ``zIndex`` itself, except in attributes a transition layout interpolates, where it is the exact
  /// point between the two layouts' `zIndex` and ``zIndex`` is its rounding: two items in the same order
  /// in both layouts, or tied in one, then keep that order all the way instead of tying for a frame or
  /// two where their rounded values meet (which drew the later one in front and back again).
  public private(set) var stackingPosition: Double
  public var isHidden: Bool

  public init(
    indexPath: IndexPath, center: Point = .zero, size: Size = .zero, transform3D: Transform3D = .identity,
    alpha: Double = 1, zIndex: Int = 0, isHidden: Bool = false
  ) {
    self.indexPath = indexPath
    self.center = center
    self.size = size
    self.transform3D = transform3D
    self.alpha = alpha
    self.zIndex = zIndex
    self.stackingPosition = Double(zIndex)
    self.isHidden = isHidden
  }

  /// Attributes with `frame`'s centre and size.
  public init(indexPath: IndexPath, frame: Rect) {
    self.init(indexPath: indexPath, center: frame.center, size: frame.size)
  }

  /// The rectangle of ``size`` about ``center``, untransformed (setting it sets both, as UIKit's does).
  public var frame: Rect {
    get { Rect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
    set {
      center = newValue.center
      size = newValue.size
    }
  }

  /// The 2-D part of ``transform3D``; setting it replaces the whole 3-D transform, as UIKit's does.
  public var transform: Transform2D {
    get { transform3D.affineTransform }
    set { transform3D = Transform3D(newValue) }
  }

  /// The attributes `fraction` of the way to `other` (the same item in another layout), as a transition
  /// layout shows them: exactly `self` at 0 and `other` at 1; in between the centre and size linearly,
  /// the transform as Core Animation interpolates it (`Transform3D/interpolated(to:fraction:)`: a turn
  /// turns instead of shrinking through a blend of matrices), alpha linearly (within 0…1), and `zIndex`
  /// linearly: ``stackingPosition`` exactly, ``zIndex`` rounded. An item hidden at one end counts as
  /// transparent there, so it fades, and is hidden in between only when hidden at both ends. Fractions
  /// outside 0…1 (a spring's overshoot) extrapolate, but for `zIndex`, which stays at the nearer end's
  /// (carried past an end where two items tie, it would swap them until the spring came back).
  ///
  /// UIKit's own transition layout blends the sixteen matrix entries one by one and takes the
  /// destination's `zIndex` and hidden state throughout (a decompilation of iOS 26.1's
  /// `UICollectionViewTransitionLayout`; not documented), which reorders a pile of items the moment a
  /// transition away from it starts. Glide's `zIndex` moves from one layout's order to the other's, so an
  /// item in front of another in both stays in front all the way, and so does one in front in one
  /// layout and tied with it in the other (until the end where they tie); items tied in both stay in
  /// index path order.
  public func interpolated(to other: CollectionViewLayoutAttributes, fraction: Double) -> CollectionViewLayoutAttributes {
    if fraction == 0 { return self }
    if fraction == 1 { return other }
    let alphaFrom = isHidden ? 0 : alpha
    let alphaTo = other.isHidden ? 0 : other.alpha
    let stacking = stackingPosition.interpolated(to: other.stackingPosition, fraction: min(max(fraction, 0), 1))
    let z = stacking.rounded()
    let representable = z.isFinite && abs(z) < 1e15
    var result = CollectionViewLayoutAttributes(
      indexPath: other.indexPath,
      center: center.interpolated(to: other.center, fraction: fraction),
      size: size.interpolated(to: other.size, fraction: fraction),
      transform3D: transform3D.interpolated(to: other.transform3D, fraction: fraction),
      alpha: min(max(alphaFrom.interpolated(to: alphaTo, fraction: fraction), 0), 1),
      zIndex: representable ? Int(z) : other.zIndex,
      isHidden: isHidden && other.isHidden)
    if representable { result.stackingPosition = stacking }
    return result
  }

  /// `[section, item] (x, y) w×h`, with the alpha and zIndex when not the defaults.
  public var description: String {
    var text = "\(indexPath) \(center) \(size)"
    if !transform3D.isIdentity { text += " transformed" }
    if alpha != 1 { text += " alpha \(alpha)" }
    if zIndex != 0 { text += " z \(zIndex)" }
    if isHidden { text += " hidden" }
    return text
  }
}
