import GlideAnimation

@testable import GlideTransitions

/// The layouts of Apple's collection view transition sample: its pile (150 × 200 pt at the centre) and
/// its grid (75 × 75 pt items, 10 pt insets and spacings).
func samplePile() -> CollectionViewStackLayout { CollectionViewStackLayout() }

func sampleGrid() -> CollectionViewFlowLayout {
  CollectionViewFlowLayout(itemSize: Size(width: 75, height: 75), sectionInset: EdgeInsets(all: 10))
}

/// A 390 × 844 pt collection view of `items` plain cells on the pile, in a window, at time 0.
func pileCollectionView(items: Int = 15) -> (AnimationEngine, CollectionView, CollectionViewStackLayout, CollectionViewFlowLayout) {
  let engine = AnimationEngine()
  let pile = samplePile()
  let grid = sampleGrid()
  let view = CollectionView(
    engine: engine, frame: Rect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: pile, itemCount: items)
  return (engine, view, pile, grid)
}

/// Whether two attributes agree within `tolerance` in every number (and exactly in the rest).
func same(_ a: CollectionViewLayoutAttributes?, _ b: CollectionViewLayoutAttributes?, _ tolerance: Double = 1e-9) -> Bool {
  guard let a, let b else { return a == nil && b == nil }
  let t1 = a.transform3D, t2 = b.transform3D
  let entries1 = [t1.m11, t1.m12, t1.m21, t1.m22, t1.m41, t1.m42, t1.m33, t1.m44]
  let entries2 = [t2.m11, t2.m12, t2.m21, t2.m22, t2.m41, t2.m42, t2.m33, t2.m44]
  return a.indexPath == b.indexPath && close(a.center.x, b.center.x, tolerance) && close(a.center.y, b.center.y, tolerance)
    && close(a.size.width, b.size.width, tolerance) && close(a.size.height, b.size.height, tolerance)
    && zip(entries1, entries2).allSatisfy { close($0, $1, tolerance) } && close(a.alpha, b.alpha, tolerance)
    && a.zIndex == b.zIndex && a.isHidden == b.isHidden
}

/// What a cell shows now, as attributes (centre, size, transform, alpha, zPosition rounded as zIndex,
/// hidden).
func presented(_ cell: CollectionViewCell, at time: Double? = nil) -> CollectionViewLayoutAttributes {
  let state = cell.layer.presentation(at: time)
  return CollectionViewLayoutAttributes(
    indexPath: cell.indexPath, center: state.position, size: state.bounds.size, transform3D: state.transform,
    alpha: state.opacity, zIndex: Int(state.zPosition.rounded()), isHidden: state.isHidden)
}

/// A navigation delegate that vends one animator and, while `interactive`, one interactor.
final class LayoutNavigationDelegate: NavigationControllerDelegate {
  var makeAnimator: (TransitionOperation) -> (any ViewControllerAnimatedTransitioning)?
  var interactor: (any ViewControllerInteractiveTransitioning)?

  init(
    interactor: (any ViewControllerInteractiveTransitioning)? = nil,
    makeAnimator: @escaping (TransitionOperation) -> (any ViewControllerAnimatedTransitioning)? = {
      CollectionViewLayoutTransitionAnimator(operation: $0)
    }
  ) {
    self.interactor = interactor
    self.makeAnimator = makeAnimator
  }

  func navigationController(
    _ navigationController: NavigationController, animationControllerFor operation: TransitionOperation,
    from: ViewController, to: ViewController
  ) -> (any ViewControllerAnimatedTransitioning)? { makeAnimator(operation) }

  func navigationController(
    _ navigationController: NavigationController,
    interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
  ) -> (any ViewControllerInteractiveTransitioning)? { interactor }
}

/// A scene with a navigation stack whose root is the pile ("Stack", 15 items) and a grid controller
/// ("Grid") set to push layout-to-layout; pushed already when `pushed`. The event log is cleared.
func layoutNavigationScene(pushed: Bool) -> (Scene, NavigationController, CollectionViewController, CollectionViewController) {
  let scene = Scene(size: Size(width: 390, height: 844))
  let stack = CollectionViewController(scene: scene, title: "Stack", collectionViewLayout: samplePile(), numberOfItems: 15)
  let grid = CollectionViewController(scene: scene, title: "Grid", collectionViewLayout: sampleGrid())
  grid.useLayoutToLayoutNavigationTransitions = true
  let nav = NavigationController(scene: scene, rootViewController: stack)
  scene.rootViewController = nav
  if pushed { try? nav.pushViewController(grid, animated: false) }
  scene.engine.advance(to: 0)
  scene.clearEvents()
  return (scene, nav, stack, grid)
}
