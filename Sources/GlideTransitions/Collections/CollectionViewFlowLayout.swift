public import GlideAnimation

/// Items in lines that wrap: UIKit's `UICollectionViewFlowLayout` for items of one size. Scrolling
/// vertically, a line is a row filled left to right and rows go down the view; horizontally, a line is a
/// column filled top to bottom and columns go right. Sections follow one another along the scrolling
/// direction, each inside its ``sectionInset``.
///
/// A line holds as many items as fit across the inset width with at least ``minimumInteritemSpacing``
/// between them, and spreads them so the first touches the leading inset and the last the trailing one
/// (UIKit's full lines); a line that can hold only one item centres it. UIKit does not document where
/// the items of a last line that is not full go: Glide puts them at the spacing of the full lines, from
/// the leading inset, so the columns line up. Lines are ``minimumLineSpacing`` apart.
///
/// With the numbers of Apple's collection view transition sample (75 × 75 pt items, 10 pt insets, UIKit's
/// default 10 pt spacings) a 390 pt wide view holds 4 items a row, 23.33 pt apart.
open class CollectionViewFlowLayout: CollectionViewLayout {
  /// Which way the content runs (and would scroll): UIKit's `UICollectionView.ScrollDirection`.
  public enum ScrollDirection: String, Hashable, Sendable {
    case vertical
    case horizontal
  }

  /// Every item's size, points (UIKit's default is 50 × 50).
  public var itemSize = Size(width: 50, height: 50) { didSet { invalidateLayout() } }
  /// The least distance between lines, points (UIKit's default 10).
  public var minimumLineSpacing = 10.0 { didSet { invalidateLayout() } }
  /// The least distance between items of a line, points (UIKit's default 10).
  public var minimumInteritemSpacing = 10.0 { didSet { invalidateLayout() } }
  /// Each section's margins, points.
  public var sectionInset = EdgeInsets.zero { didSet { invalidateLayout() } }
  public var scrollDirection = ScrollDirection.vertical { didSet { invalidateLayout() } }

  private var attributes: [IndexPath: CollectionViewLayoutAttributes] = [:]
  private var contentSize = Size.zero

  public override init() {}

  /// A flow layout of `itemSize` items with the given spacing and insets.
  public init(
    itemSize: Size, minimumLineSpacing: Double = 10, minimumInteritemSpacing: Double = 10,
    sectionInset: EdgeInsets = .zero, scrollDirection: ScrollDirection = .vertical
  ) {
    self.itemSize = itemSize
    self.minimumLineSpacing = minimumLineSpacing
    self.minimumInteritemSpacing = minimumInteritemSpacing
    self.sectionInset = sectionInset
    self.scrollDirection = scrollDirection
  }

  open override func prepare() {
    attributes = [:]
    contentSize = .zero
    guard let collectionView else { return }
    let vertical = scrollDirection == .vertical
    let bounds = collectionView.bounds.size
    // Along the line (across the scrolling direction) and across it, in the scrolling direction's terms.
    let across = vertical ? bounds.width : bounds.height
    let (itemAlong, itemAcross) = vertical ? (itemSize.width, itemSize.height) : (itemSize.height, itemSize.width)
    var cursor = 0.0
    for section in 0..<collectionView.numberOfSections {
      let inset = sectionInset
      let (leading, trailing, before, after) =
        vertical ? (inset.left, inset.right, inset.top, inset.bottom) : (inset.top, inset.bottom, inset.left, inset.right)
      let room = across - leading - trailing
      // How many items fit on a line: at least 1, at most a billion, so that a screen far wider than
      // its items (or an item of no width) cannot overflow `Int`.
      let fit = ((room + minimumInteritemSpacing) / (itemAlong + minimumInteritemSpacing)).rounded(.down)
      let perLine = fit >= 1 ? Int(min(fit, 1e9)) : 1
      let gap = perLine > 1 ? (room - Double(perLine) * itemAlong) / Double(perLine - 1) : 0
      let count = collectionView.numberOfItems(inSection: section)
      cursor += before
      let lines = count == 0 ? 0 : (count + perLine - 1) / perLine
      for item in 0..<count {
        let (line, slot) = (item / perLine, item % perLine)
        let along =
          perLine == 1 ? leading + (room - itemAlong) / 2 : leading + Double(slot) * (itemAlong + gap)
        let acrossOrigin = cursor + Double(line) * (itemAcross + minimumLineSpacing)
        let frame =
          vertical
          ? Rect(x: along, y: acrossOrigin, width: itemSize.width, height: itemSize.height)
          : Rect(x: acrossOrigin, y: along, width: itemSize.width, height: itemSize.height)
        let indexPath = IndexPath(item: item, section: section)
        attributes[indexPath] = CollectionViewLayoutAttributes(indexPath: indexPath, frame: frame)
      }
      if lines > 0 { cursor += Double(lines) * itemAcross + Double(lines - 1) * minimumLineSpacing }
      cursor += after
    }
    contentSize = vertical ? Size(width: bounds.width, height: cursor) : Size(width: cursor, height: bounds.height)
  }

  open override var collectionViewContentSize: Size { contentSize }

  open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    attributes[indexPath]
  }
}
