import GlideAnimation
import Testing

@testable import GlideTransitions

/// The zoom given a focus (a photo in the zooming screen) as well as a rect (its cell): Photos' zoom. The
/// screen scales uniformly so the photo fills the cell at its own aspect, a mask crops it to the cell,
/// the black behind it fades in place, and everything is put back after a finish or a cancel. Both
/// drivers: block animations scrubbed by the legacy layer-time driver, and an interruptible animator.
@Suite("Zoom animator: a focus aspect-filled onto the rect")
struct ZoomAnimatorFocusTests {
  /// A cell of a 400 × 800 screen's grid, points.
  static let cell = Rect(x: 134, y: 280, width: 132, height: 132)
  /// A 3 : 2 photo across the screen's width, centred: the focus.
  static let photo = Rect(x: 0, y: 400 - 400 / 3, width: 400, height: 800 / 3)

  /// B as a photo's Detail: black, the photo and a bar at the top.
  static func detail(_ b: ViewController) -> (photo: View, bar: View) {
    let photo = View(engine: b.view.engine, name: "photo", frame: Self.photo)
    photo.backgroundColor = Color(red: 0.2, green: 0.5, blue: 0.9)
    let bar = View(engine: b.view.engine, name: "bar", frame: Rect(x: 0, y: 0, width: 400, height: 96))
    bar.backgroundColor = Color(red: 0.1, green: 0.1, blue: 0.1)
    b.view.backgroundColor = .black
    b.view.addSubview(photo)
    b.view.addSubview(bar)
    return (photo, bar)
  }

  /// `rect` (the view's coordinates) where the presented `transform` about `view`'s centre puts it.
  static func presented(_ rect: Rect, in view: View, _ t: Transform2D) -> Rect {
    let (bounds, center) = (view.bounds, view.center)
    func x(_ value: Double) -> Double { center.x + t.a * (value - bounds.midX) + t.tx }
    func y(_ value: Double) -> Double { center.y + t.d * (value - bounds.midY) + t.ty }
    return Rect(x: x(rect.minX), y: y(rect.minY), width: x(rect.maxX) - x(rect.minX), height: y(rect.maxY) - y(rect.minY))
  }

  /// An interactive pop of B with a focused zoom, scrubbed to `percent`.
  static func pop(interruptible: Bool, to percent: Double) throws -> (
    Scene, NavigationController, ViewController, (photo: View, bar: View), PercentDrivenInteractiveTransition,
    FixedNavigationDelegate
  ) {
    let (scene, nav, _, b) = navigationScene()
    let views = detail(b)
    let interactor = PercentDrivenInteractiveTransition()
    let delegate = FixedNavigationDelegate(
      animator: ZoomAnimator(operation: .pop, interruptible: interruptible, rect: cell, focus: photo),
      interactor: interactor)
    nav.delegate = delegate
    try nav.popViewController(animated: true)
    scene.engine.advance(to: 0.05)
    interactor.update(percent)
    scene.engine.advance(to: 0.1)
    return (scene, nav, b, views, interactor, delegate)
  }

  @Test(
    "Scrubbed to 1, the scale is uniform and the photo fills the cell at its aspect, the mask cropping it to the cell",
    arguments: [false, true])
  func landsOnTheCell(interruptible: Bool) throws {
    let (_, _, b, _, _, delegate) = try Self.pop(interruptible: interruptible, to: 1)
    let t = b.view.presentation.transform.affineTransform
    #expect(abs(t.a - t.d) < 1e-9 && t.b == 0 && t.c == 0, "\(t)")
    // Aspect fill: the photo's height is the cell's (132 / 266.7 = 0.495), its width more.
    #expect(abs(t.a - 132 / (800 / 3)) < 1e-6, "\(t.a)")
    let landed = Self.presented(Self.photo, in: b.view, t)
    #expect(abs(landed.midX - Self.cell.midX) < 1e-6 && abs(landed.midY - Self.cell.midY) < 1e-6, "\(landed)")
    #expect(abs(landed.height - 132) < 1e-6 && abs(landed.width - 198) < 1e-6, "\(landed)")
    // What shows is the cell, exactly.
    let mask = try #require(b.view.layer.mask).presentation().frame
    let shown = Self.presented(mask, in: b.view, t)
    #expect(
      abs(shown.minX - Self.cell.minX) < 1e-6 && abs(shown.minY - Self.cell.minY) < 1e-6
        && abs(shown.width - 132) < 1e-6 && abs(shown.height - 132) < 1e-6, "\(shown)")
    withExtendedLifetime(delegate) {}
  }

  @Test(
    "Halfway the scale is uniform, the mask between the screen and the crop, the black and the bar half faded",
    arguments: [false, true])
  func halfway(interruptible: Bool) throws {
    let (_, _, b, views, _, delegate) = try Self.pop(interruptible: interruptible, to: 0.5)
    let t = b.view.presentation.transform.affineTransform
    #expect(abs(t.a - t.d) < 1e-9 && t.a < 1 && t.a > 0.495, "\(t)")
    // The backdrop carries the black, under B; B itself is clear.
    let backdrop = try #require(b.view.superview?.subviews.first { $0.name.hasSuffix("backdrop") })
    #expect(b.view.backgroundColor == .clear && backdrop.backgroundColor == .black)
    let fade = backdrop.presentation.opacity
    #expect(fade > 0.05 && fade < 0.95, "\(fade)")
    #expect(abs(views.bar.presentation.opacity - fade) < 1e-9 && views.photo.presentation.opacity == 1)
    let mask = try #require(b.view.layer.mask).presentation().frame
    #expect(mask.width < 400 && mask.width > 132 / t.a && mask.height < 800, "\(mask)")
    withExtendedLifetime(delegate) {}
  }

  @Test("Cancelled or finished, the screen gets back its transform, background, bar and no mask or backdrop", arguments: [
    (false, false), (false, true), (true, false), (true, true),
  ])
  func putsBack(interruptible: Bool, finish: Bool) throws {
    let (scene, nav, b, views, interactor, delegate) = try Self.pop(interruptible: interruptible, to: 0.5)
    if finish { interactor.finish() } else { interactor.cancel() }
    scene.engine.advance(to: 2)
    #expect(nav.viewControllers.map(\.title) == (finish ? ["A"] : ["A", "B"]))
    #expect(b.view.transform == .identity && b.view.layer.mask == nil)
    #expect(b.view.backgroundColor == .black && views.bar.alpha == 1 && views.photo.alpha == 1)
    #expect(!(nav.view.subviews.flatMap(\.subviews)).contains { $0.name.hasSuffix("backdrop") })
    if !finish { #expect(b.view.presentation.transform.affineTransform == .identity) }
    withExtendedLifetime(delegate) {}
  }

  @Test("A push grows the photo out of the cell: at the start it is on the cell, uniformly scaled")
  func pushStartsOnTheCell() throws {
    let (scene, nav, _, b) = navigationScene(pushB: false)
    _ = Self.detail(b)
    let delegate = FixedNavigationDelegate(
      animator: ZoomAnimator(operation: .push, curve: .linear, rect: Self.cell, focus: Self.photo))
    nav.delegate = delegate
    try nav.pushViewController(b, animated: true)
    scene.engine.advance(to: 0.0001)
    let t = b.view.presentation.transform.affineTransform
    #expect(abs(t.a - t.d) < 1e-9)
    let landed = Self.presented(Self.photo, in: b.view, t)
    #expect(abs(landed.midX - Self.cell.midX) < 0.1 && abs(landed.height - 132) < 0.1, "\(landed)")
    scene.engine.advance(to: 1)
    #expect(b.view.transform == .identity && b.view.layer.mask == nil && b.view.backgroundColor == .black)
    withExtendedLifetime(delegate) {}
  }
}
