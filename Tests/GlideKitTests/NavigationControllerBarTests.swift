import GlideAnimation
import GlideKit
import GlideTransitions
import Testing

/// Issue 39, item 7: GlideKit draws a navigation controller's own bar from its model, and moves it with
/// UIKit's push and pop alongside the transition: titles sliding and cross-fading, the back chevron
/// staying (or fading when one end has none), the back title moving into the title's place on a pop, the
/// large title sliding with its screen and the bar's material growing or collapsing between the large
/// bar's height (96) and the inline one's (44).
@Suite("The navigation controller's bar, drawn")
struct NavigationControllerBarTests {
  /// Settings (a large title, the root) and General (inline, `.never`), on a 390 × 844 scene whose
  /// slides are linear over 0.35 s, interactive through `interactor` when given.
  struct Fixture {
    let scene: Scene
    let nav: NavigationController
    let settings: ViewController
    let general: ViewController
    let bar: NavigationControllerBar
    let delegate: Delegate
  }

  final class Delegate: NavigationControllerDelegate {
    var interactor: PercentDrivenInteractiveTransition?
    init(interactor: PercentDrivenInteractiveTransition?) { self.interactor = interactor }
    func navigationController(
      _ navigationController: NavigationController, animationControllerFor operation: TransitionOperation,
      from: ViewController, to: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { SlideAnimator(operation: operation, curve: .linear) }
    func navigationController(
      _ navigationController: NavigationController,
      interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? { interactor }
  }

  func fixture(interactor: PercentDrivenInteractiveTransition? = nil, pushed: Bool) throws -> Fixture {
    let scene = Scene(size: Size(width: 390, height: 844))
    let settings = ViewController(scene: scene, title: "Settings")
    let general = ViewController(scene: scene, title: "General")
    general.navigationItem.largeTitleDisplayMode = .never
    general.navigationItem.rightBarButtonItem = BarButtonItem(title: "Edit")
    let nav = NavigationController(scene: scene, rootViewController: settings)
    nav.navigationBar.prefersLargeTitles = true
    scene.rootViewController = nav
    let delegate = Delegate(interactor: interactor)
    nav.delegate = delegate
    let bar = NavigationControllerBar.install(on: nav)
    if pushed { try nav.pushViewController(general, animated: false) }
    return Fixture(scene: scene, nav: nav, settings: settings, general: general, bar: bar, delegate: delegate)
  }

  /// The view at `path` under the bar (an item's view is "<title> item").
  func view(_ bar: NavigationControllerBar, _ path: String) throws -> View {
    try #require(bar.find(path), "no \(path)")
  }

  /// Where the pop moves General's back title ("Settings"): its leading edge from 27 to where the title
  /// "Settings" would start, centred on the 390-point bar (8 characters at 0.55 × 17 points).
  static let backTitleShift = (390 - 8 * 0.55 * 17) / 2 - 27

  @Test("At rest: Settings' large title on a 96-point material, no chevron; General's inline title, chevron, back title, right item")
  func atRest() throws {
    let f = try fixture(pushed: false)
    #expect(try view(f.bar, "Settings item/large title").alpha == 1)
    #expect(try view(f.bar, "Settings item/title").alpha == 0)
    #expect(f.bar.chevron.alpha == 0 && f.bar.background.frame.height == 47 + 96)
    try f.nav.pushViewController(f.general, animated: false)
    #expect(f.bar.find("Settings item") == nil)
    #expect(try view(f.bar, "General item/title").alpha == 1)
    #expect(try view(f.bar, "General item/back title").layer.text?.string == "Settings")
    #expect(try view(f.bar, "General item/right item").layer.text?.string == "Edit")
    #expect(f.bar.chevron.alpha == 1 && f.bar.background.frame.height == 47 + 44 && f.bar.shadow.frame.minY == 44)
  }

  @Test("An interactive pop scrubs the bar at the gesture's percent", arguments: [0.0, 0.25, 0.5, 0.75])
  func interactivePop(percent: Double) throws {
    let interactor = PercentDrivenInteractiveTransition()
    let f = try fixture(interactor: interactor, pushed: true)
    try f.nav.popViewController(animated: true)
    interactor.update(percent)
    let p = percent
    let title = try view(f.bar, "General item/title").presentation
    #expect(abs(title.transform.m41 - 130 * p) < 1e-6, "\(title.transform.m41)")
    #expect(abs(title.opacity - (1 - p)) < 1e-6)
    let back = try view(f.bar, "General item/back title").presentation
    #expect(abs(back.transform.m41 - Self.backTitleShift * p) < 1e-6, "\(back.transform.m41)")
    #expect(abs(back.opacity - (1 - p)) < 1e-6)
    #expect(abs(try view(f.bar, "General item/right item").presentation.opacity - (1 - p)) < 1e-6)
    let large = try view(f.bar, "Settings item/large title").presentation
    #expect(abs(large.transform.m41 + 117 * (1 - p)) < 1e-6 && abs(large.opacity - p) < 1e-6)
    #expect(abs(f.bar.chevron.presentation.opacity - (1 - p)) < 1e-6)
    #expect(abs(f.bar.background.presentation.frame.height - (91 + 52 * p)) < 1e-6)
  }

  @Test("A finished pop leaves Settings' item alone; a cancelled one puts General's back", arguments: [true, false])
  func popEnds(finish: Bool) throws {
    let interactor = PercentDrivenInteractiveTransition()
    let f = try fixture(interactor: interactor, pushed: true)
    try f.nav.popViewController(animated: true)
    interactor.update(0.5)
    if finish { interactor.finish() } else { interactor.cancel() }
    f.scene.engine.advance(to: 2)
    let shown = finish ? "Settings" : "General"
    #expect(f.bar.subviews.map(\.name) == ["background", "shadow", "\(shown) item", "chevron"])
    #expect(f.bar.chevron.presentation.opacity == (finish ? 0 : 1))
    let title = try view(f.bar, finish ? "Settings item/large title" : "General item/title").presentation
    #expect(title.opacity == 1 && title.transform.m41 == 0)
  }

  @Test("A push at 0 %, 50 % and the end of its time: Settings' large title slides left, General's title comes in, the chevron fades in")
  func push() throws {
    let f = try fixture(pushed: false)
    try f.nav.pushViewController(f.general, animated: true)
    for p in [0.0, 0.5] {
      f.scene.engine.advance(to: 0.35 * p)
      let large = try view(f.bar, "Settings item/large title").presentation
      #expect(abs(large.transform.m41 + 117 * p) < 1e-6 && abs(large.opacity - (1 - p)) < 1e-6, "\(p)")
      let title = try view(f.bar, "General item/title").presentation
      #expect(abs(title.transform.m41 - 130 * (1 - p)) < 1e-6 && abs(title.opacity - p) < 1e-6, "\(p)")
      let back = try view(f.bar, "General item/back title").presentation
      #expect(abs(back.transform.m41 - Self.backTitleShift * (1 - p)) < 1e-6 && abs(back.opacity - p) < 1e-6, "\(p)")
      #expect(abs(f.bar.chevron.presentation.opacity - p) < 1e-6, "\(p)")
      #expect(abs(f.bar.background.presentation.frame.height - (143 - 52 * p)) < 1e-6, "\(p)")
    }
    f.scene.engine.advance(to: 0.35)
    #expect(f.bar.find("Settings item") == nil && f.nav.navigationBar.items.count == 2)
    let title = try view(f.bar, "General item/title").presentation
    #expect(title.transform.m41 == 0 && title.opacity == 1 && f.bar.chevron.presentation.opacity == 1)
    #expect(f.bar.background.presentation.frame.height == 91)
  }

  @Test("Changing the top item's title or right item shows at once; hiding the bar hides it")
  func itemChanges() throws {
    let f = try fixture(pushed: true)
    f.general.navigationItem.title = "Général"
    f.general.navigationItem.rightBarButtonItem = BarButtonItem(title: "Done", style: .done)
    #expect(try view(f.bar, "General item/title").layer.text?.string == "Général")
    #expect(try view(f.bar, "General item/right item").layer.text?.string == "Done")
    f.nav.isNavigationBarHidden = true
    #expect(f.bar.transform.ty == -91 && f.bar.presentation.transform.m42 == -91)
  }

  @Test("setNavigationBarHidden animated: the bar slides up by its bottom's 91 points over 0.2 s, ease-in-out, and back down; not animated, at once")
  func hideAndShow() throws {
    let f = try fixture(pushed: true)
    let engine = f.scene.engine
    f.nav.setNavigationBarHidden(true, animated: true)
    #expect(f.nav.isNavigationBarHidden && f.bar.transform.ty == -91)
    // The ease-in-out curve is symmetric: half the distance at half the time.
    for (time, y) in [(0.0, 0.0), (0.1, -45.5), (0.2, -91.0)] {
      engine.advance(to: time)
      #expect(abs(f.bar.presentation.transform.m42 - y) < 1e-9, "\(time): \(f.bar.presentation.transform.m42)")
    }
    // The items stay where they are.
    #expect(try view(f.bar, "General item/title").presentation.opacity == 1)
    f.nav.setNavigationBarHidden(false, animated: true)
    #expect(!f.nav.isNavigationBarHidden && f.bar.transform.ty == 0)
    for (time, y) in [(0.2, -91.0), (0.3, -45.5), (0.4, 0.0)] {
      engine.advance(to: time)
      #expect(abs(f.bar.presentation.transform.m42 - y) < 1e-9, "\(time): \(f.bar.presentation.transform.m42)")
    }
    f.nav.setNavigationBarHidden(true, animated: false)
    #expect(f.bar.presentation.transform.m42 == -91)
    f.nav.setNavigationBarHidden(true, animated: true)
    engine.advance(to: 0.5)
    #expect(f.bar.presentation.transform.m42 == -91)
  }

  @Test("Hidden during an interactive pop (from viewWillAppear): the bar slides up alongside, scrubbed with the titles", arguments: [0.0, 0.5, 1.0])
  func hideAlongsidePop(percent: Double) throws {
    let interactor = PercentDrivenInteractiveTransition()
    let f = try fixture(interactor: interactor, pushed: true)
    try f.nav.popViewController(animated: true)
    f.nav.setNavigationBarHidden(true, animated: true)
    interactor.update(percent)
    let p = percent
    #expect(abs(f.bar.presentation.transform.m42 + 91 * p) < 1e-6, "\(f.bar.presentation.transform.m42)")
    let title = try view(f.bar, "General item/title").presentation
    #expect(abs(title.transform.m41 - 130 * p) < 1e-6 && abs(title.opacity - (1 - p)) < 1e-6)
    interactor.finish()
    f.scene.engine.advance(to: 2)
    #expect(f.nav.isNavigationBarHidden && f.bar.presentation.transform.m42 == -91)
    #expect(try view(f.bar, "Settings item/large title").presentation.opacity == 1)
  }

  @Test("An item changed half-way through a push shows its new texts at once, where the push has it, and the push goes on")
  func itemChangedMidPush() throws {
    let f = try fixture(pushed: false)
    try f.nav.pushViewController(f.general, animated: true)
    f.scene.engine.advance(to: 0.175)
    f.general.navigationItem.title = "Général"
    f.general.navigationItem.rightBarButtonItem = BarButtonItem(title: "Done", style: .done)
    #expect(try view(f.bar, "General item/title").layer.text?.string == "Général")
    #expect(try view(f.bar, "General item/right item").layer.text?.string == "Done")
    // The model holds where the push is going (UIKit's model layers do), not where it started.
    let model = try view(f.bar, "General item/title")
    #expect(model.transform.tx == 0 && model.alpha == 1 && f.bar.background.frame.height == 91)
    for (time, p) in [(0.175, 0.5), (0.2625, 0.75)] {
      f.scene.engine.advance(to: time)
      let title = try view(f.bar, "General item/title").presentation
      #expect(abs(title.transform.m41 - 130 * (1 - p)) < 1e-6 && abs(title.opacity - p) < 1e-6, "\(p)")
      #expect(abs(try view(f.bar, "General item/right item").presentation.opacity - p) < 1e-6, "\(p)")
      let large = try view(f.bar, "Settings item/large title").presentation
      #expect(abs(large.transform.m41 + 117 * p) < 1e-6 && abs(large.opacity - (1 - p)) < 1e-6, "\(p)")
      #expect(abs(f.bar.background.presentation.frame.height - (143 - 52 * p)) < 1e-6, "\(p): \(f.bar.background.presentation.frame.height)")
    }
    f.scene.engine.advance(to: 0.35)
    let title = try view(f.bar, "General item/title").presentation
    #expect(title.transform.m41 == 0 && title.opacity == 1 && f.bar.background.presentation.frame.height == 91)
  }

  @Test("An item changed half-way through an interactive pop: new texts at once, the pop scrubs on and cancels back")
  func itemChangedMidPop() throws {
    let interactor = PercentDrivenInteractiveTransition()
    let f = try fixture(interactor: interactor, pushed: true)
    try f.nav.popViewController(animated: true)
    interactor.update(0.5)
    f.settings.navigationItem.title = "Réglages"
    #expect(try view(f.bar, "Settings item/large title").layer.text?.string == "Réglages")
    interactor.update(0.75)
    let large = try view(f.bar, "Settings item/large title").presentation
    #expect(abs(large.transform.m41 + 117 * 0.25) < 1e-6 && abs(large.opacity - 0.75) < 1e-6)
    #expect(abs(f.bar.background.presentation.frame.height - (91 + 52 * 0.75)) < 1e-6)
    interactor.cancel()
    f.scene.engine.advance(to: 2)
    #expect(f.bar.find("Settings item") == nil)
    let title = try view(f.bar, "General item/title").presentation
    #expect(title.transform.m41 == 0 && title.opacity == 1 && f.bar.background.presentation.frame.height == 91)
    // The back button, whose title is Settings' item's, shows the new one.
    #expect(try view(f.bar, "General item/back title").layer.text?.string == "Réglages")
  }

  @Test("Large titles, scrubbed: an interactive push collapses Settings' large title into General's inline bar, and an interactive pop grows it back, at 0, 50 and 100 %", arguments: [0.0, 0.5, 1.0])
  func largeTitleScrubbed(percent: Double) throws {
    let p = percent
    let push = PercentDrivenInteractiveTransition()
    let f = try fixture(interactor: push, pushed: false)
    try f.nav.pushViewController(f.general, animated: true)
    push.update(p)
    var large = try view(f.bar, "Settings item/large title").presentation
    #expect(abs(large.transform.m41 + 117 * p) < 1e-6 && abs(large.opacity - (1 - p)) < 1e-6, "\(large.transform.m41)")
    // With its screen, which the slide drifts 0.3 of the width left.
    #expect(abs(large.transform.m41 - f.settings.view.presentation.frame.minX) < 1e-6)
    // Settings' inline title never shows; General's fades in from a third of the width right.
    #expect(try view(f.bar, "Settings item/title").presentation.opacity == 0)
    var title = try view(f.bar, "General item/title").presentation
    #expect(abs(title.transform.m41 - 130 * (1 - p)) < 1e-6 && abs(title.opacity - p) < 1e-6)
    #expect(try view(f.bar, "General item/large title").presentation.opacity == 0)
    #expect(abs(f.bar.background.presentation.frame.height - (143 - 52 * p)) < 1e-6)
    #expect(abs(f.bar.shadow.presentation.frame.minY - (96 - 52 * p)) < 1e-6)
    #expect(abs(f.bar.chevron.presentation.opacity - p) < 1e-6)
    push.finish()
    f.scene.engine.advance(to: 2)
    #expect(f.nav.viewControllers.count == 2 && f.bar.background.presentation.frame.height == 91)

    let pop = PercentDrivenInteractiveTransition()
    f.delegate.interactor = pop
    try f.nav.popViewController(animated: true)
    pop.update(p)
    large = try view(f.bar, "Settings item/large title").presentation
    #expect(abs(large.transform.m41 + 117 * (1 - p)) < 1e-6 && abs(large.opacity - p) < 1e-6, "\(large.transform.m41)")
    #expect(abs(large.transform.m41 - f.settings.view.presentation.frame.minX) < 1e-6)
    title = try view(f.bar, "General item/title").presentation
    #expect(abs(title.transform.m41 - 130 * p) < 1e-6 && abs(title.opacity - (1 - p)) < 1e-6)
    #expect(abs(f.bar.background.presentation.frame.height - (91 + 52 * p)) < 1e-6)
    #expect(abs(f.bar.shadow.presentation.frame.minY - (44 + 52 * p)) < 1e-6)
  }

  @Test("A push between two large titles: the pushed one comes in with its screen from the right edge, the covered one leaves with its own", arguments: [0.0, 0.5, 1.0])
  func largeToLarge(percent: Double) throws {
    let p = percent
    let interactor = PercentDrivenInteractiveTransition()
    let f = try fixture(interactor: interactor, pushed: false)
    f.general.navigationItem.largeTitleDisplayMode = .automatic
    try f.nav.pushViewController(f.general, animated: true)
    interactor.update(p)
    let incoming = try view(f.bar, "General item/large title").presentation
    #expect(abs(incoming.transform.m41 - 390 * (1 - p)) < 1e-6 && abs(incoming.opacity - p) < 1e-6, "\(incoming.transform.m41)")
    #expect(abs(incoming.transform.m41 - f.general.view.presentation.frame.minX) < 1e-6)
    let covered = try view(f.bar, "Settings item/large title").presentation
    #expect(abs(covered.transform.m41 - f.settings.view.presentation.frame.minX) < 1e-6)
    // Large at both ends: the material stays 96 points tall.
    #expect(abs(f.bar.background.presentation.frame.height - 143) < 1e-6)
  }
}
