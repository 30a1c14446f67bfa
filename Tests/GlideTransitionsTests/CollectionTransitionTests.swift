import GlideAnimation
import Testing

@testable import GlideTransitions

/// A collection view's layout changes: animated, and interactive with a transition layout (UIKit's
/// `startInteractiveTransition(to:completion:)`), finished or cancelled from known percents.
@Suite("Collections: layout transitions")
struct CollectionTransitionTests {
  @Test("Every item at progress 0, 0.5 and 1 is the two layouts' interpolation, and its cell shows it")
  func progressInterpolates() throws {
    let (engine, view, pile, grid) = pileCollectionView()
    let from = view.allIndexPaths.map { pile.layoutAttributesForItem(at: $0) }
    let transition = try view.startInteractiveTransition(to: grid)
    #expect(view.collectionViewLayout === transition)
    let to = view.allIndexPaths.map { grid.layoutAttributesForItem(at: $0) }
    for progress in [0.0, 0.5, 1.0] {
      transition.transitionProgress = progress
      #expect(transition.transitionProgress == progress)
      for (index, indexPath) in view.allIndexPaths.enumerated() {
        let expected = try #require(from[index]).interpolated(to: try #require(to[index]), fraction: progress)
        let attributes = try #require(transition.layoutAttributesForItem(at: indexPath))
        #expect(same(attributes, expected), "item \(index) at \(progress)")
        #expect(same(presented(try #require(view.cellForItem(at: indexPath)), at: engine.currentTime), expected, 1e-9))
      }
    }
    // By hand, item 1 half-way: centre between the pile's (195, 422) and its grid cell's (145.83, 47.5).
    transition.transitionProgress = 0.5
    let one = try #require(transition.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
    #expect(close(one.center.x, (195 + 10 + 75 + 70.0 / 3 + 37.5) / 2) && close(one.center.y, (422 + 47.5) / 2))
    #expect(close(one.size.width, 112.5) && close(one.size.height, 137.5))
    #expect(close(one.transform.decomposition.rotation, 0.025047590349865253 / 2, 1e-12))
    // Item 9 fades in: transparent in the pile, opaque in the grid.
    #expect(transition.layoutAttributesForItem(at: IndexPath(item: 9, section: 0))?.alpha == 0.5)
    // Progress set outside 0…1 is clamped.
    transition.transitionProgress = 1.4
    #expect(transition.transitionProgress == 1)
  }

  @Test("Finishing from 0.4: the rest over 0.6 of 0.35 s on ease-in-out, then the grid and the completion once")
  func finishFromKnownPercent() throws {
    let (engine, view, pile, grid) = pileCollectionView()
    var calls: [(Bool, Bool, Double)] = []
    let transition = try view.startInteractiveTransition(to: grid) { calls.append(($0, $1, engine.currentTime)) }
    engine.advance(to: 1)
    transition.transitionProgress = 0.4
    view.finishInteractiveTransition()
    view.finishInteractiveTransition()  // a second finish changes nothing
    view.cancelInteractiveTransition()  // nor does a cancel once the rest is playing
    // Half-way through the rest's time, ease-in-out is half-way: progress 0.4 + 0.6 · 0.5.
    engine.advance(to: 1 + 0.105)
    #expect(close(transition.transitionProgress, 0.7, 1e-9))
    let cell = try #require(view.cellForItem(at: IndexPath(item: 2, section: 0)))
    let expected = try #require(pile.layoutAttributesForItem(at: cell.indexPath)).interpolated(
      to: try #require(grid.layoutAttributesForItem(at: cell.indexPath)), fraction: 0.7)
    #expect(same(presented(cell), expected, 1e-6))
    engine.advance(to: 1 + 0.2099)
    #expect(calls.isEmpty)
    #expect(view.collectionViewLayout === transition)
    engine.advance(to: 1.3)
    #expect(calls.count == 1)
    #expect(calls.first?.0 == true && calls.first?.1 == true)
    #expect(close(try #require(calls.first?.2), 1.21, 1e-9))
    #expect(view.collectionViewLayout === grid && !view.isLayoutTransitionInProgress)
    #expect(cell.layer.animationKeys.isEmpty)
    #expect(cell.frame == grid.layoutAttributesForItem(at: cell.indexPath)?.frame)
    engine.advance(to: 3)
    #expect(calls.count == 1)
  }

  @Test("Cancelling from 0.4: back over 0.4 of 0.35 s, then the pile and the completion (true, false)")
  func cancelFromKnownPercent() throws {
    let (engine, view, pile, grid) = pileCollectionView()
    var calls: [(Bool, Bool, Double)] = []
    let transition = try view.startInteractiveTransition(to: grid) { calls.append(($0, $1, engine.currentTime)) }
    transition.transitionProgress = 0.4
    view.cancelInteractiveTransition()
    engine.advance(to: 0.07)
    #expect(close(transition.transitionProgress, 0.2, 1e-9))
    engine.advance(to: 0.1399)
    #expect(calls.isEmpty)
    engine.advance(to: 0.5)
    #expect(calls.count == 1 && calls.first?.0 == true && calls.first?.1 == false)
    #expect(close(try #require(calls.first?.2), 0.14, 1e-9))
    #expect(view.collectionViewLayout === pile)
    let top = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
    #expect(top.center == Point(x: 195, y: 422) && top.layer.zPosition == 15)
  }

  @Test("Finishing at 1 and cancelling at 0 complete on the engine's next round, not inside the call")
  func zeroLengthRest() throws {
    let (engine, view, _, grid) = pileCollectionView()
    var finished: Bool?
    let transition = try view.startInteractiveTransition(to: grid) { _, done in finished = done }
    transition.transitionProgress = 1
    view.finishInteractiveTransition()
    #expect(finished == nil)
    engine.advance(to: 0)
    #expect(finished == true && view.collectionViewLayout === grid)
    var cancelled: Bool?
    _ = try view.startInteractiveTransition(to: samplePile()) { _, done in cancelled = !done }
    view.cancelInteractiveTransition()
    engine.advance(to: 0)
    #expect(cancelled == true && view.collectionViewLayout === grid)
  }

  @Test("A second interactive transition, or an animated change during one, is refused")
  func refusals() throws {
    let (_, view, _, grid) = pileCollectionView()
    _ = try view.startInteractiveTransition(to: grid)
    #expect(throws: CollectionViewError.interactiveTransitionInProgress) { try view.startInteractiveTransition(to: grid) }
    #expect(throws: CollectionViewError.interactiveTransitionInProgress) {
      try view.setCollectionViewLayout(samplePile(), animated: true)
    }
    // Without a transition, finishing does nothing.
    let idle = pileCollectionView().1
    idle.finishInteractiveTransition()
    #expect(!idle.isLayoutTransitionInProgress)
  }

  @Test("An animated change installs the layout at once and plays 0.35 s on ease-in-out; a later one takes over")
  func animatedChange() throws {
    let (engine, view, pile, grid) = pileCollectionView()
    var first: [Bool] = []
    try view.setCollectionViewLayout(grid, animated: true) { first.append($0) }
    #expect(view.collectionViewLayout === grid)
    engine.advance(to: 0.175)
    let cell = try #require(view.cellForItem(at: IndexPath(item: 5, section: 0)))
    let from = try #require(pile.layoutAttributesForItem(at: cell.indexPath))
    let to = try #require(grid.layoutAttributesForItem(at: cell.indexPath))
    #expect(same(presented(cell), from.interpolated(to: to, fraction: 0.5), 1e-9))
    // Back to the pile from where the items are.
    let onScreen = presented(cell)
    var second: [Bool] = []
    try view.setCollectionViewLayout(pile, animated: true) { second.append($0) }
    #expect(same(presented(cell), onScreen, 1e-9))
    engine.advance(to: 0.175)
    #expect(first == [false])
    engine.advance(to: 0.175 + 0.35)
    #expect(second == [true] && first == [false])
    #expect(same(presented(cell), from))
    #expect(cell.layer.animationKeys.isEmpty)
  }

  @Test("A subclass's attributes show at every progress; its animated value goes to 0 with the rest")
  func subclassAndAnimatedKeys() throws {
    final class Offsetting: CollectionViewTransitionLayout {
      override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard var attributes = super.layoutAttributesForItem(at: indexPath) else { return nil }
        attributes.center.x += value(forAnimatedKey: "dx")
        return attributes
      }
    }
    final class Vendor: CollectionViewDelegate {
      func collectionView(
        _ collectionView: CollectionView, transitionLayoutForOldLayout fromLayout: CollectionViewLayout,
        newLayout toLayout: CollectionViewLayout
      ) -> CollectionViewTransitionLayout { Offsetting(currentLayout: fromLayout, nextLayout: toLayout) }
    }
    let vendor = Vendor()
    let (engine, view, pile, grid) = pileCollectionView()
    view.delegate = vendor
    let transition = try view.startInteractiveTransition(to: grid)
    #expect(transition is Offsetting)
    transition.transitionProgress = 0.5
    transition.updateValue(40, forAnimatedKey: "dx")
    let cell = try #require(view.cellForItem(at: IndexPath(item: 3, section: 0)))
    let plain = { (p: Double) in
      pile.layoutAttributesForItem(at: cell.indexPath)!.interpolated(to: grid.layoutAttributesForItem(at: cell.indexPath)!, fraction: p)
    }
    #expect(close(presented(cell).center.x, plain(0.5).center.x + 40))
    view.finishInteractiveTransition()
    // Rest: 0.5 · 0.35 s. Half-way in time, progress 0.75 and the value half gone.
    engine.advance(to: 0.0875)
    #expect(close(transition.value(forAnimatedKey: "dx"), 20, 1e-9))
    #expect(close(presented(cell).center.x, plain(0.75).center.x + 20, 1e-9))
    engine.advance(to: 0.2)
    #expect(view.collectionViewLayout === grid)
    #expect(cell.frame == grid.layoutAttributesForItem(at: cell.indexPath)?.frame)
  }

  @Test("An item only the new layout shows fades in at its place; one only the old shows fades out")
  func appearingAndDisappearing() throws {
    /// The grid without item 0, and with nothing for item 14 in the pile.
    final class Without: CollectionViewFlowLayout {
      let missing: Int
      init(_ missing: Int) {
        self.missing = missing
        super.init(itemSize: Size(width: 75, height: 75), sectionInset: EdgeInsets(all: 10))
      }
      override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        indexPath.item == missing ? nil : super.layoutAttributesForItem(at: indexPath)
      }
    }
    let (_, view, _, _) = pileCollectionView()
    let old = Without(14)
    try view.setCollectionViewLayout(old, animated: false)
    let new = Without(0)
    let transition = try view.startInteractiveTransition(to: new)
    transition.transitionProgress = 0.25
    let leaving = try #require(transition.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
    #expect(leaving.center == old.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.center)
    #expect(leaving.alpha == 0.75)
    let arriving = try #require(transition.layoutAttributesForItem(at: IndexPath(item: 14, section: 0)))
    #expect(arriving.center == new.layoutAttributesForItem(at: IndexPath(item: 14, section: 0))?.center)
    #expect(arriving.alpha == 0.25)
  }
}
