import GlideAnimation
import Testing

@testable import GlideTransitions

/// The zoom given a rect (a photo's cell): the pop shrinks the screen into that rect and the push grows
/// it out of it, on the zoom's curve; without one it zooms to and from the centre as before.
@Suite("Zoom animator: to and from a rect")
struct ZoomAnimatorRectTests {
  /// A cell of a 400 × 800 screen's grid, points.
  static let cell = Rect(x: 134, y: 280, width: 132, height: 132)

  /// `rect`'s edges within 1e-6 points of `expected`'s.
  static func same(_ rect: Rect, _ expected: Rect) -> Bool {
    abs(rect.minX - expected.minX) < 1e-6 && abs(rect.minY - expected.minY) < 1e-6
      && abs(rect.maxX - expected.maxX) < 1e-6 && abs(rect.maxY - expected.maxY) < 1e-6
  }

  /// The frame `fraction` of the way from `from` to `to`.
  static func between(_ from: Rect, _ to: Rect, _ fraction: Double) -> Rect {
    func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * fraction }
    return Rect(
      x: mix(from.minX, to.minX), y: mix(from.minY, to.minY), width: mix(from.width, to.width),
      height: mix(from.height, to.height))
  }

  @Test("A pop shrinks the screen into the rect: halfway between at 0.2 s of a linear 0.4 s, the rect at the end")
  func popEndsInTheRect() throws {
    let (scene, nav, a, b) = navigationScene()
    let delegate = FixedNavigationDelegate(animator: ZoomAnimator(operation: .pop, curve: .linear, rect: Self.cell))
    nav.delegate = delegate
    try nav.popViewController(animated: true)
    scene.engine.advance(to: 0.2)
    let halfway = b.view.presentation.frame
    #expect(Self.same(halfway, Self.between(scene.bounds, Self.cell, 0.5)), "\(halfway)")
    #expect(Self.same(a.view.presentation.frame, scene.bounds))
    scene.engine.advance(to: 0.399)
    let end = b.view.presentation.frame
    #expect(Self.same(end, Self.between(scene.bounds, Self.cell, 0.399 / 0.4)), "\(end)")
    scene.engine.advance(to: 1)
    #expect(nav.viewControllers.map(\.title) == ["A"])
    // Given its own transform back, to be shown again.
    #expect(b.view.transform == .identity)
    withExtendedLifetime(delegate) {}
  }

  @Test("A push grows the screen out of the rect: the rect at the start, halfway at 0.2 s, the screen at the end")
  func pushStartsInTheRect() throws {
    let (scene, nav, _, b) = navigationScene(pushB: false)
    let delegate = FixedNavigationDelegate(animator: ZoomAnimator(operation: .push, curve: .linear, rect: Self.cell))
    nav.delegate = delegate
    try nav.pushViewController(b, animated: true)
    scene.engine.advance(to: 0.0001)
    #expect(Self.same(b.view.presentation.frame, Self.between(Self.cell, scene.bounds, 0.0001 / 0.4)))
    scene.engine.advance(to: 0.2)
    let halfway = b.view.presentation.frame
    #expect(Self.same(halfway, Self.between(Self.cell, scene.bounds, 0.5)), "\(halfway)")
    scene.engine.advance(to: 1)
    #expect(Self.same(b.view.presentation.frame, scene.bounds))
    withExtendedLifetime(delegate) {}
  }

  @Test("Without a rect the pop shrinks the screen about its centre, to nothing")
  func popWithoutRectShrinksToTheCentre() throws {
    let (scene, nav, _, b) = navigationScene()
    let delegate = FixedNavigationDelegate(animator: ZoomAnimator(operation: .pop, curve: .linear))
    nav.delegate = delegate
    try nav.popViewController(animated: true)
    scene.engine.advance(to: 0.2)
    #expect(Self.same(b.view.presentation.frame, Rect(x: 100, y: 200, width: 200, height: 400)))
    withExtendedLifetime(delegate) {}
  }
}
