import GlideAnimation
import Testing

@testable import GlideTransitions

/// The order a collection view's cells are drawn in while its layout changes (issue 29, "Stable ties"):
/// two items keep one order for the whole transition, the one their `zIndex` gives where it differs and
/// index path order where it ties, even where their interpolated `zIndex` values round to one number.
@Suite("Collections: stacking order through a layout transition")
struct CollectionStackingOrderTests {
  /// The items of `view` in the order their cells are drawn at engine time `time`, back to front: by the
  /// cell layer's presented `zPosition`, ties in subview order (index path order), as Core Animation and
  /// Glide's renderer order siblings.
  static func drawingOrder(_ view: CollectionView, at time: Double) -> [Int] {
    view.subviews.enumerated()
      .map { (index: $0.offset, z: $0.element.layer.presentation(at: time).zPosition, view: $0.element) }
      .sorted { ($0.z, $0.index) < ($1.z, $1.index) }
      .compactMap { ($0.view as? CollectionViewCell)?.indexPath.item }
  }

  /// A pile whose items all have `zIndex` `z`, centred at `center` (points): every pair ties.
  final class TiedPile: CollectionViewStackLayout {
    let z: Int

    init(z: Int, center: Point) {
      self.z = z
      super.init()
      self.center = center
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
      guard var attributes = super.layoutAttributesForItem(at: indexPath) else { return nil }
      attributes.zIndex = z
      attributes.alpha = 1
      return attributes
    }
  }

  @Test(
    "Pile (zIndex 15…1) to grid (all 0) and back: the pile's order at every progress short of the grid, index path order on it",
    arguments: [true, false])
  func pileOrderHoldsUntilTheGrid(opening: Bool) throws {
    let (engine, view, pile, grid) = pileCollectionView()
    if !opening { try view.setCollectionViewLayout(grid, animated: false) }
    let transition = try view.startInteractiveTransition(to: opening ? grid : pile)
    let pileOrder = Array((0..<15).reversed())  // back to front: photo 15 at the back, photo 1 in front
    let gridOrder = Array(0..<15)  // every zIndex 0: index path order
    var roundedTies = 0
    for step in 0...1000 {
      let progress = Double(step) / 1000
      transition.transitionProgress = progress
      let onGrid = progress == (opening ? 1 : 0)
      let order = Self.drawingOrder(view, at: engine.currentTime)
      #expect(order == (onGrid ? gridOrder : pileOrder), "progress \(progress): drawn back to front \(order)")
      // Photos 1 and 2 tie once rounded (15 and 14 going to 0) at many of these progresses: the pile's
      // order holds there too.
      let zIndexes = [0, 1].map { transition.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.zIndex }
      if !onGrid && zIndexes[0] != nil && zIndexes[0] == zIndexes[1] { roundedTies += 1 }
    }
    #expect(roundedTies > 100, "the rounded zIndex ties photos 1 and 2 at \(roundedTies) of the progresses")
  }

  @Test("Items tied in both layouts stay in index path order at every progress, one order for the whole transition")
  func tiesInBothLayoutsKeepIndexPathOrder() throws {
    let engine = AnimationEngine()
    let from = TiedPile(z: 2, center: Point(x: 150, y: 300))
    let to = TiedPile(z: 9, center: Point(x: 240, y: 500))
    let view = CollectionView(
      engine: engine, frame: Rect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: from, itemCount: 6)
    let transition = try view.startInteractiveTransition(to: to)
    for step in 0...1000 {
      let progress = Double(step) / 1000
      transition.transitionProgress = progress
      let order = Self.drawingOrder(view, at: engine.currentTime)
      #expect(order == Array(0..<6), "progress \(progress): drawn back to front \(order)")
    }
  }

  @Test("Finished or cancelled where photos 1 and 2 round to one zIndex: photo 1 stays in front through the rest")
  func theRestKeepsTheOrder() throws {
    for finishing in [true, false] {
      let (engine, view, _, grid) = pileCollectionView()
      let transition = try view.startInteractiveTransition(to: grid)
      transition.transitionProgress = 0.45  // zIndex 8.25 and 7.7: both 8 once rounded
      if finishing { view.finishInteractiveTransition() } else { view.cancelInteractiveTransition() }
      var time = 0.0
      while view.isLayoutTransitionInProgress && time < 1 {
        // Short of the grid (where every zIndex is 0 and index path order puts photo 2 in front).
        guard transition.transitionProgress < 1 else { break }
        let order = Self.drawingOrder(view, at: engine.currentTime)
        let (one, two) = (try #require(order.firstIndex(of: 0)), try #require(order.firstIndex(of: 1)))
        #expect(one > two, "\(finishing ? "finishing" : "cancelling") at \(time) s: photo 2 drawn over photo 1")
        time += 1.0 / 240
        engine.advance(to: time)
      }
      #expect(!view.isLayoutTransitionInProgress)
    }
  }
}
