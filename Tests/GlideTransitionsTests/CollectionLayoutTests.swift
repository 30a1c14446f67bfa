import GlideAnimation
import Testing

@testable import GlideTransitions

/// The ready-made layouts, with the numbers of Apple's collection view transition sample, and how layout
/// attributes interpolate.
@Suite("Collections: layouts and attributes")
struct CollectionLayoutTests {
  @Test("The sample's grid: 4 items a row on a 390 pt view, spread 23.33 pt apart inside 10 pt insets")
  func flowGrid() throws {
    let (_, view, _, grid) = pileCollectionView()
    try view.setCollectionViewLayout(grid, animated: false)
    let frames = (0..<15).map { view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
    #expect(frames[0] == Rect(x: 10, y: 10, width: 75, height: 75))
    #expect(close(try #require(frames[1]).minX, 10 + 75 + 70.0 / 3))  // 108.33
    #expect(close(try #require(frames[3]).minX, 305))  // the last of a row touches the right inset
    #expect(try #require(frames[4]) == Rect(x: 10, y: 95, width: 75, height: 75))
    let last = try #require(frames[14])  // row 3, slot 2: at the full rows' spacing
    #expect(close(last.minX, 10 + 2 * (75 + 70.0 / 3)) && last.minY == 265)
    #expect(grid.collectionViewContentSize == Size(width: 390, height: 350))
    // At rest the cells' model values are the attributes.
    #expect(view.cellForItem(at: IndexPath(item: 4, section: 0))?.frame == Rect(x: 10, y: 95, width: 75, height: 75))
  }

  @Test("A horizontal flow fills columns top to bottom; a line that holds one item centres it")
  func flowDirections() throws {
    let (_, view, _, _) = pileCollectionView()
    let columns = CollectionViewFlowLayout(
      itemSize: Size(width: 75, height: 75), sectionInset: EdgeInsets(all: 10), scrollDirection: .horizontal)
    try view.setCollectionViewLayout(columns, animated: false)
    // 844 − 20 = 824 pt a column: 9 items, 18.625 pt apart; item 9 starts the second column.
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 8, section: 0))?.frame.minY == 10 + 8 * (75 + 18.625))
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 9, section: 0))?.frame == Rect(x: 95, y: 10, width: 75, height: 75))
    #expect(columns.collectionViewContentSize == Size(width: 10 + 2 * 75 + 10 + 10, height: 844))
    let wide = CollectionViewFlowLayout(itemSize: Size(width: 300, height: 40), sectionInset: EdgeInsets(all: 10))
    try view.setCollectionViewLayout(wide, animated: false)
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == Rect(x: 45, y: 60, width: 300, height: 40))
  }

  @Test("Sections follow one another, each inside its insets")
  func flowSections() throws {
    final class Source: CollectionViewDataSource {
      func numberOfSections(in collectionView: CollectionView) -> Int { 2 }
      func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { section == 0 ? 5 : 2 }
    }
    let source = Source()
    let (_, view, _, grid) = pileCollectionView()
    try view.setCollectionViewLayout(grid, animated: false)
    view.dataSource = source
    #expect(view.allIndexPaths.count == 7 && view.numberOfSections == 2)
    // Section 0: rows at 10 and 95, bottom inset to 180; section 1 starts 10 pt later.
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))?.frame.minY == 190)
    #expect(view.cellForItem(at: IndexPath(item: 1, section: 1))?.name == "item 1.1")
  }

  @Test("The sample's pile: at the centre, the first upright and on top, 6 opaque, golden-ratio angles")
  func pile() {
    let (_, view, pile, _) = pileCollectionView()
    let all = (0..<15).compactMap { view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
    #expect(all.count == 15)
    #expect(all.allSatisfy { $0.center == Point(x: 195, y: 422) && $0.size == Size(width: 150, height: 200) })
    #expect(all[0].transform3D == .identity)
    #expect(all.map(\.zIndex) == Array((1...15).reversed()))
    #expect(all.map(\.alpha) == [1, 1, 1, 1, 1, 1] + Array(repeating: 0, count: 9))
    // Item k turns by (1/(3π)) · (2 · frac(k · 0.618…) − 1).
    let expected = [0.025047590349865253, -0.05600811469486639, 0.07514277104959576, -0.005912933995135891]
    for (k, angle) in expected.enumerated() {
      #expect(close(pile.angle(forItemAt: k + 1), angle, 1e-15))
      #expect(close(all[k + 1].transform.decomposition.rotation, angle, 1e-12))
    }
    #expect(all.allSatisfy { abs($0.transform.decomposition.rotation) <= 1 / (3 * Double.pi) })
    // The angles repeat every stackCount · 10 items.
    #expect(pile.angle(forItemAt: 53) == pile.angle(forItemAt: 3))
  }

  @Test("Interpolated attributes: the ends exactly, and half-way centre, size, turn, alpha and zIndex")
  func interpolation() {
    let pile = CollectionViewLayoutAttributes(
      indexPath: IndexPath(item: 7, section: 0), center: Point(x: 195, y: 422), size: Size(width: 150, height: 200),
      transform3D: Transform3D(Transform2D(rotationAngle: 0.08)), alpha: 0, zIndex: 8)
    let cell = CollectionViewLayoutAttributes(indexPath: IndexPath(item: 7, section: 0), frame: Rect(x: 108, y: 95, width: 75, height: 75))
    #expect(pile.interpolated(to: cell, fraction: 0) == pile)
    #expect(pile.interpolated(to: cell, fraction: 1) == cell)
    let half = pile.interpolated(to: cell, fraction: 0.5)
    #expect(half.center == Point(x: (195 + 145.5) / 2, y: (422 + 132.5) / 2))
    #expect(half.size == Size(width: 112.5, height: 137.5))
    #expect(close(half.transform.decomposition.rotation, 0.04, 1e-12))  // the turn turns back, it does not shrink
    #expect(close(half.transform.decomposition.scaleX, 1, 1e-12))
    #expect(half.alpha == 0.5 && half.zIndex == 4 && half.stackingPosition == 4)
    // Hidden at one end: transparent there, shown in between.
    var hidden = cell
    hidden.isHidden = true
    let fading = pile.interpolated(to: hidden, fraction: 0.5)
    #expect(!fading.isHidden && fading.alpha == 0)
    var both = pile
    both.isHidden = true
    #expect(both.interpolated(to: hidden, fraction: 0.5).isHidden)
  }

  @Test("The stacking position: zIndex at rest, exact in between (zIndex is its rounding), reset by setting zIndex")
  func stackingPosition() {
    let path = IndexPath(item: 0, section: 0)
    let (one, two) = (
      CollectionViewLayoutAttributes(indexPath: path, zIndex: 15), CollectionViewLayoutAttributes(indexPath: path, zIndex: 14)
    )
    let end = CollectionViewLayoutAttributes(indexPath: path)
    #expect(one.stackingPosition == 15 && end.stackingPosition == 0)
    // 45 % of the way to 0: 8.25 and 7.7, both 8 once rounded; the stacking keeps them apart.
    let (a, b) = (one.interpolated(to: end, fraction: 0.45), two.interpolated(to: end, fraction: 0.45))
    #expect(a.zIndex == 8 && b.zIndex == 8)
    #expect(close(a.stackingPosition, 8.25, 1e-12) && close(b.stackingPosition, 7.7, 1e-12))
    // Interpolating on from there continues from the exact position (a change taking over in flight).
    #expect(close(a.interpolated(to: end, fraction: 0.5).stackingPosition, 4.125, 1e-12))
    var set = a
    set.zIndex = 3
    #expect(set.stackingPosition == 3)
  }

  @Test("Past either end (a spring's overshoot) zIndex stays at that end's, so items tied there stay tied")
  func stackingPastTheEnds() {
    // Item 1 in front of item 0 at the start, tied with it at the end: index path order keeps it in
    // front there, and an overshoot must not put item 0 in front for a moment.
    let paths = [0, 1].map { IndexPath(item: $0, section: 0) }
    let start = paths.map { CollectionViewLayoutAttributes(indexPath: $0, zIndex: $0.item + 1) }
    let end = paths.map { CollectionViewLayoutAttributes(indexPath: $0) }
    for fraction in [1.001, 1.1, 1.3] {
      let overshot = zip(start, end).map { $0.interpolated(to: $1, fraction: fraction) }
      #expect(overshot.allSatisfy { $0.stackingPosition == 0 && $0.zIndex == 0 }, "\(fraction)")
    }
    // The same before the start, where a cancel's spring overshoots: the end's ties stay ties.
    for fraction in [-0.001, -0.2] {
      let zero = end[0].interpolated(to: start[0], fraction: fraction)
      #expect(zero.stackingPosition == 0 && zero.zIndex == 0, "\(fraction)")
    }
  }

  @Test("frame and transform set centre, size and the whole 3-D transform, as UIKit's attributes do")
  func attributeSetters() {
    var a = CollectionViewLayoutAttributes(indexPath: IndexPath(item: 0, section: 0))
    a.frame = Rect(x: 10, y: 20, width: 30, height: 40)
    #expect(a.center == Point(x: 25, y: 40) && a.size == Size(width: 30, height: 40))
    a.transform3D = Transform3D(rotationAngle: 1, x: 0, y: 1, z: 0)
    a.transform = Transform2D(scaleX: 2, y: 2)
    #expect(a.transform3D == Transform3D(scaleX: 2, y: 2))
  }
}
