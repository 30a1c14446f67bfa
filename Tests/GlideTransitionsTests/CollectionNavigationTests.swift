import GlideAnimation
import Testing

@testable import GlideTransitions

/// `useLayoutToLayoutNavigationTransitions`: a push or pop between two collection view controllers in a
/// navigation controller changes the layout of the one collection view they share, driven or not.
@Suite("Collections: layout-to-layout navigation")
struct CollectionNavigationTests {
  @Test("A push shares one collection view, changes its layout over 0.35 s and keeps the stack and callbacks")
  func push() throws {
    let (scene, nav, stack, grid) = layoutNavigationScene(pushed: false)
    let shared = stack.collectionView
    try nav.pushViewController(grid, animated: true)
    #expect(grid.collectionView === shared && grid.view === shared && grid.sharesCollectionView)
    #expect(nav.viewControllers.map(\.title) == ["Stack", "Grid"])
    // No second screen: the transition view holds the one collection view.
    #expect(nav.transitionView.subviews.count == 1 && nav.transitionView.subviews[0] === shared)
    #expect(shared.collectionViewLayout is CollectionViewTransitionLayout)
    scene.engine.advance(to: 0.175)
    let cell = try #require(shared.cellForItem(at: IndexPath(item: 6, section: 0)))
    let from = try #require(stack.collectionViewLayout.layoutAttributesForItem(at: cell.indexPath))
    let to = try #require(grid.collectionViewLayout.layoutAttributesForItem(at: cell.indexPath))
    // The standard layout transition eases in and out: half-way in time is half-way.
    #expect(same(presented(cell), from.interpolated(to: to, fraction: 0.5), 1e-9))
    scene.engine.advance(to: 0.5)
    #expect(shared.collectionViewLayout === grid.collectionViewLayout)
    #expect(nav.transition == nil && nav.transitionView.subviews.count == 1)
    #expect(
      scene.appearanceLog == [
        "Stack.viewWillDisappear", "Grid.viewWillAppear", "Stack.viewDidDisappear", "Grid.viewDidAppear",
      ])
    let completed = scene.events.filter { if case .transitionCompleted = $0.kind { true } else { false } }
    #expect(completed.count == 1)
    #expect(close(try #require(completed.first?.time), 0.35, 1e-9))
  }

  @Test("A pop goes back to the pile on the same view; a pushed controller without the flag slides")
  func popAndOrdinaryPush() throws {
    let (scene, nav, stack, grid) = layoutNavigationScene(pushed: true)
    #expect(stack.collectionView.collectionViewLayout === grid.collectionViewLayout)
    try nav.popViewController(animated: true)
    scene.engine.advance(to: 1)
    #expect(nav.viewControllers.map(\.title) == ["Stack"])
    #expect(stack.collectionView.collectionViewLayout === stack.collectionViewLayout)
    #expect(stack.view.superview === nav.transitionView)
    #expect(
      scene.appearanceLog == [
        "Grid.viewWillDisappear", "Stack.viewWillAppear", "Grid.viewDidDisappear", "Stack.viewDidAppear",
      ])
    // Without the flag a collection view controller is an ordinary screen: its own view slides in.
    let other = CollectionViewController(scene: scene, title: "Other", collectionViewLayout: sampleGrid(), numberOfItems: 3)
    try nav.pushViewController(other, animated: true)
    #expect(other.collectionView !== stack.collectionView && !other.sharesCollectionView)
    scene.engine.advance(to: 2)
    #expect(stack.view.superview == nil && other.view.superview === nav.transitionView)
  }

  /// The pinch-driven pop of Apple's sample with UIKit's percent-driven interactor; UIKit's navigation
  /// controller continues with its completion curve as `timingCurve` (uikit-semantics §4.5).
  func interactivePop(
    releaseAt percent: Double, finish: Bool
  ) throws -> (Scene, NavigationController, CollectionViewController, CollectionViewController, PercentDrivenInteractiveTransition) {
    let (scene, nav, stack, grid) = layoutNavigationScene(pushed: true)
    let interactor = PercentDrivenInteractiveTransition()
    interactor.timingCurve = .curve(.easeInOut)
    let delegate = LayoutNavigationDelegate(interactor: interactor)
    nav.delegate = delegate
    scene.engine.advance(to: 1)
    try nav.popViewController(animated: true)
    #expect(interactor.context?.isInteractive == true)
    interactor.update(percent)
    let transition = try #require(stack.collectionView.collectionViewLayout as? CollectionViewTransitionLayout)
    #expect(close(transition.transitionProgress, percent))
    finish ? interactor.finish() : interactor.cancel()
    withExtendedLifetime(delegate) {}
    return (scene, nav, stack, grid, interactor)
  }

  @Test("An interactive pop released at 0.6 finishes over 0.4 of 0.35 s, then the pile, the stack and didShow")
  func interactivePopFinishes() throws {
    let (scene, nav, stack, grid, _) = try interactivePop(releaseAt: 0.6, finish: true)
    let shared = stack.collectionView
    scene.engine.advance(to: 1.07)  // half the rest's time: ease-in-out is half-way, 0.6 + 0.4 · 0.5
    let transition = try #require(shared.collectionViewLayout as? CollectionViewTransitionLayout)
    #expect(close(transition.transitionProgress, 0.8, 1e-9))
    let cell = try #require(shared.cellForItem(at: IndexPath(item: 0, section: 0)))
    let expected = try #require(grid.collectionViewLayout.layoutAttributesForItem(at: cell.indexPath)).interpolated(
      to: try #require(stack.collectionViewLayout.layoutAttributesForItem(at: cell.indexPath)), fraction: 0.8)
    #expect(same(presented(cell), expected, 1e-9))
    scene.engine.advance(to: 1.1399)
    #expect(nav.transition != nil)
    scene.engine.advance(to: 2)
    let completed = try #require(scene.events.first { if case .transitionCompleted = $0.kind { true } else { false } })
    #expect(completed.kind == .transitionCompleted(.pop, didComplete: true) && close(completed.time, 1.14, 1e-9))
    #expect(nav.viewControllers.map(\.title) == ["Stack"] && nav.transition == nil)
    #expect(shared.collectionViewLayout === stack.collectionViewLayout)
    #expect(cell.layer.animationKeys.isEmpty && cell.center == Point(x: 195, y: 422))
    #expect(scene.events.contains { $0.kind == .delegate("didShow", controller: "Stack") })
  }

  @Test("An interactive pop cancelled at 0.3 goes back over 0.3 of 0.35 s: the grid, the stack and the reversal")
  func interactivePopCancels() throws {
    let (scene, nav, stack, grid, _) = try interactivePop(releaseAt: 0.3, finish: false)
    scene.engine.advance(to: 1.1049)
    #expect(nav.transition != nil)
    scene.engine.advance(to: 2)
    let completed = try #require(scene.events.first { if case .transitionCompleted = $0.kind { true } else { false } })
    #expect(completed.kind == .transitionCompleted(.pop, didComplete: false) && close(completed.time, 1.105, 1e-9))
    #expect(nav.viewControllers.map(\.title) == ["Stack", "Grid"])
    #expect(stack.collectionView.collectionViewLayout === grid.collectionViewLayout)
    #expect(grid.collectionView === stack.collectionView)
    #expect(nav.transitionView.subviews.count == 1 && nav.transitionView.subviews.first === stack.collectionView)
    #expect(
      scene.appearanceLog == [
        "Grid.viewWillDisappear", "Stack.viewWillAppear", "Stack.viewWillDisappear", "Stack.viewDidDisappear",
        "Grid.viewWillAppear", "Grid.viewDidAppear",
      ])
    #expect(!scene.events.contains { $0.kind == .delegate("didShow", controller: "Stack") })
    // Popped again, it goes: nothing was left half done.
    nav.delegate = nil
    try nav.popViewController(animated: true)
    scene.engine.advance(to: 3)
    #expect(nav.viewControllers.map(\.title) == ["Stack"])
    #expect(stack.collectionView.collectionViewLayout === stack.collectionViewLayout)
  }

  @Test("Fingers landing during the rest take the layout back where it is on screen, without a jump")
  func regrab() throws {
    let (scene, _, stack, _, interactor) = try interactivePop(releaseAt: 0.6, finish: true)
    scene.engine.advance(to: 1.07)
    let cell = try #require(stack.collectionView.cellForItem(at: IndexPath(item: 4, section: 0)))
    let before = presented(cell)
    interactor.pause()
    #expect(close(interactor.percentComplete, 0.8, 1e-9))
    #expect(same(presented(cell), before, 1e-9))
    interactor.update(0.5)
    interactor.cancel()
    scene.engine.advance(to: 3)
    #expect(stack.collectionView.collectionViewLayout is CollectionViewFlowLayout)
  }

  @Test("A transition completed by force leaves the collection view on the showing controller's layout")
  func forcedCompletion() throws {
    let (scene, nav, stack, grid) = layoutNavigationScene(pushed: true)
    let interactor = PercentDrivenInteractiveTransition()
    let delegate = LayoutNavigationDelegate(interactor: interactor)
    nav.delegate = delegate
    try nav.popViewController(animated: true)
    interactor.update(0.5)
    let context = try #require(interactor.context)
    context.cancelInteractiveTransition()
    context.completeTransition(false)
    #expect(!stack.collectionView.isLayoutTransitionInProgress)
    #expect(stack.collectionView.collectionViewLayout === grid.collectionViewLayout)
    #expect(stack.collectionView.cells.allSatisfy { $0.layer.animationKeys.isEmpty })
    scene.engine.advance(to: 2)
    #expect(nav.viewControllers.count == 2)
    withExtendedLifetime(delegate) {}
  }

  @Test("A push without animation installs the grid at once; a pop queued during a push runs after it")
  func immediateAndQueued() throws {
    let (scene, nav, stack, grid) = layoutNavigationScene(pushed: false)
    try nav.pushViewController(grid, animated: false)
    #expect(stack.collectionView.collectionViewLayout === grid.collectionViewLayout)
    try nav.popViewController(animated: false)
    #expect(stack.collectionView.collectionViewLayout === stack.collectionViewLayout)
    try nav.pushViewController(grid, animated: true)
    try nav.popViewController(animated: true)
    scene.engine.advance(to: 0.2)
    #expect(nav.viewControllers.count == 2)
    scene.engine.advance(to: 2)
    #expect(nav.viewControllers.map(\.title) == ["Stack"])
    #expect(stack.collectionView.collectionViewLayout === stack.collectionViewLayout)
    #expect(stack.collectionView.cells.allSatisfy { $0.layer.animationKeys.isEmpty })
  }

  @Test("A navigation transition refuses the app's layout changes until it completes")
  func navigationOwnsTheView() throws {
    let (scene, nav, stack, grid) = layoutNavigationScene(pushed: false)
    try nav.pushViewController(grid, animated: true)
    #expect(throws: CollectionViewError.navigationTransitionInProgress) {
      try stack.collectionView.setCollectionViewLayout(samplePile(), animated: false)
    }
    #expect(throws: CollectionViewError.navigationTransitionInProgress) {
      try stack.collectionView.startInteractiveTransition(to: samplePile())
    }
    stack.collectionView.finishInteractiveTransition()  // not the app's: ignored
    scene.engine.advance(to: 1)
    #expect(nav.viewControllers.count == 2 && stack.collectionView.collectionViewLayout === grid.collectionViewLayout)
  }
}
