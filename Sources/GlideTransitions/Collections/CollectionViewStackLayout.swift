public import GlideAnimation

/// A pile: every item at one point, each turned by a small angle, the first on top. This is the stack of
/// photos of Apple's collection view transition sample (`APLStackLayout`, 2013), which a pinch opens into
/// a grid, with its numbers: 150 × 200 pt items at the collection view's centre, angles within
/// ±1/(3π) rad (the sample's `M_1_PI / 3`, 6.08°), the first item upright, `zIndex` = item count − index,
/// and the items after the first ``stackCount`` + 1 transparent (the sample's test is `index >
/// stackCount`, so 6 show with its `stackCount` of 5).
///
/// The sample draws its angles with the C library's `rand()` seeded with 42, which gives different
/// numbers on different systems. Glide takes them from the golden-ratio sequence instead: item k's angle
/// is `maximumAngle · (2 · frac(k · 0.618…) − 1)`, spread evenly over the range and the same everywhere.
/// As in the sample the angles repeat every `stackCount · 10` items. Items of every section join one
/// pile, in index path order.
open class CollectionViewStackLayout: CollectionViewLayout {
  /// How many items show under the top one (the sample's 5).
  public var stackCount = 5 { didSet { invalidateLayout() } }
  /// Every item's size, points (the sample's 150 × 200).
  public var itemSize = Size(width: 150, height: 200) { didSet { invalidateLayout() } }
  /// The largest turn either way, radians (the sample's 1/(3π)).
  public var maximumAngle = 1 / (3 * Double.pi) { didSet { invalidateLayout() } }
  /// Where the pile sits in the collection view, points; nil for the view's centre (the sample's).
  public var center: Point? { didSet { invalidateLayout() } }

  private var attributes: [IndexPath: CollectionViewLayoutAttributes] = [:]

  public override init() {}

  /// The golden ratio's fractional part, (√5 − 1) / 2: consecutive multiples of it spread evenly over
  /// 0…1 (the three-gap theorem).
  static let goldenFraction = (5.0.squareRoot() - 1) / 2

  /// The turn of the item at position `index` in the pile, radians: 0 for the first, then the
  /// golden-ratio sequence over ±``maximumAngle``, repeating every `stackCount · 10`.
  public func angle(forItemAt index: Int) -> Double {
    let period = max(stackCount * 10, 1)
    let k = index % period
    guard k > 0 else { return 0 }
    let fraction = (Double(k) * Self.goldenFraction).truncatingRemainder(dividingBy: 1)
    return maximumAngle * (2 * fraction - 1)
  }

  open override func prepare() {
    attributes = [:]
    guard let collectionView else { return }
    let bounds = collectionView.bounds
    let middle = center ?? Point(x: bounds.width / 2, y: bounds.height / 2)
    let indexPaths = collectionView.allIndexPaths
    for (index, indexPath) in indexPaths.enumerated() {
      attributes[indexPath] = CollectionViewLayoutAttributes(
        indexPath: indexPath, center: middle, size: itemSize,
        transform3D: index == 0 ? .identity : Transform3D(Transform2D(rotationAngle: angle(forItemAt: index))),
        alpha: index > stackCount ? 0 : 1, zIndex: indexPaths.count - index)
    }
  }

  open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    attributes[indexPath]
  }
}
