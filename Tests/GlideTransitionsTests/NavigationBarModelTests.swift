import GlideAnimation
import Testing

@testable import GlideTransitions

/// Issue 39, item 7: the navigation controller owns a navigation bar whose items follow the stack's
/// controllers' `navigationItem`s, as UIKit's `UINavigationBar` does (a push adds the item when it starts,
/// a pop removes it when it completes, a cancel leaves the items as they were), and which moves from one
/// item to the next alongside the transition through its coordinator, so an interactive pop scrubs it.
@Suite("The navigation controller's bar")
struct NavigationBarModelTests {
  /// Draws each entry as a 10-point view named after its item's title: x −100 (`.leading`), 0 (`.top`)
  /// or +100 (`.trailing`), alpha 1 on top and 0 off it; and records every layout's placements.
  final class ProbeDrawing: NavigationBarDrawing {
    let barView: View
    private(set) var views: [ObjectIdentifier: View] = [:]
    /// Each layout received, as "title@placement" strings.
    private(set) var layouts: [[String]] = []
    /// Each hide (true) or show (false) received on its own.
    private(set) var hiddenChanges: [Bool] = []

    init(engine: AnimationEngine) {
      barView = View(engine: engine, name: "bar", frame: Rect(x: 0, y: 0, width: 400, height: 44))
    }

    func navigationBar(_ navigationBar: NavigationBarModel, layOut layout: NavigationBarLayout) {
      layouts.append(layout.entries.map { "\($0.title)@\($0.placement)" })
      let shown = Set(layout.entries.map { ObjectIdentifier($0.item) })
      for (key, view) in views where !shown.contains(key) {
        view.removeFromSuperview()
        views[key] = nil
      }
      for entry in layout.entries {
        let view = views[ObjectIdentifier(entry.item)] ?? {
          let made = View(engine: barView.engine, name: entry.title, frame: Rect(x: 0, y: 0, width: 10, height: 10))
          barView.engine.performWithoutAnimation { barView.addSubview(made) }
          views[ObjectIdentifier(entry.item)] = made
          return made
        }()
        let x: Double = switch entry.placement {
          case .leading: -100
          case .top: 0
          case .trailing: 100
        }
        view.frame.origin.x = x
        view.alpha = entry.placement == .top ? 1 : 0
      }
    }

    func navigationBar(_ navigationBar: NavigationBarModel, setHidden hidden: Bool) {
      hiddenChanges.append(hidden)
    }

    /// The view of the item titled `title`.
    func view(_ title: String) -> View? { barView.subviews.first { $0.name == title } }
  }

  /// A stack A (root), its bar drawn by a probe; pushes and pops slide linearly over 0.35 s; with
  /// `interactive`, the delegate vends the slide for `operation` and a percent-driven interactor.
  struct Fixture {
    let scene: Scene
    let nav: NavigationController
    let a: ViewController
    let b: ViewController
    let drawing: ProbeDrawing
    let interactor: PercentDrivenInteractiveTransition?
    /// Held weakly by `nav`.
    let delegate: FixedNavigationDelegate
  }

  private func fixture(interactive: Bool = false, operation: TransitionOperation = .pop) -> Fixture {
    let (scene, nav, a, b) = navigationScene(pushB: false)
    let drawing = ProbeDrawing(engine: scene.engine)
    nav.view.addSubview(drawing.barView)
    nav.navigationBar.drawing = drawing
    let interactor = interactive ? PercentDrivenInteractiveTransition() : nil
    let animator = interactive ? SlideAnimator(operation: operation, curve: .linear) : nil
    let delegate = FixedNavigationDelegate(animator: animator, interactor: interactor)
    nav.delegate = delegate
    nav.standardAnimator = { SlideAnimator(operation: $0, curve: .linear) }
    return Fixture(scene: scene, nav: nav, a: a, b: b, drawing: drawing, interactor: interactor, delegate: delegate)
  }

  @Test("A push adds the item when it starts; the bar moves A's item left and B's in from the right")
  func pushAddsItemAtStart() throws {
    let f = fixture()
    let (scene, nav, a, b, drawing) = (f.scene, f.nav, f.a, f.b, f.drawing)
    #expect(nav.navigationBar.items.map(\.title) == ["A"])
    try nav.pushViewController(b, animated: true)
    #expect(nav.navigationBar.items.map(\.title) == ["A", "B"])
    #expect(nav.navigationBar.topItem === b.navigationItem && nav.navigationBar.backItem === a.navigationItem)
    let transition = try #require(nav.navigationBar.transition)
    #expect(transition.operation == .push && transition.from === a.navigationItem && transition.to === b.navigationItem)
    // At the start placements at once, then the end placements in the transition's animation.
    #expect(drawing.layouts.suffix(2) == [["A@top", "B@trailing"], ["A@leading", "B@top"]])
    #expect(nav.navigationBar.layout.entries.map(\.placement) == [.top, .trailing])
    scene.engine.advance(to: 0.175)
    let (viewA, viewB) = (try #require(drawing.view("A")), try #require(drawing.view("B")))
    #expect(close(viewA.presentation.frame.minX, -50, 1e-6) && close(viewA.presentation.opacity, 0.5, 1e-6))
    #expect(close(viewB.presentation.frame.minX, 50, 1e-6) && close(viewB.presentation.opacity, 0.5, 1e-6))
    scene.engine.advance(to: 1)
    #expect(nav.navigationBar.transition == nil)
    #expect(drawing.layouts.last == ["B@top"])
    #expect(viewB.presentation.frame.minX == 0 && viewB.presentation.opacity == 1 && viewA.superview == nil)
  }

  @Test("An item changed mid-push is redrawn at the end placements its animation runs to, not reset to the start; its motion goes on")
  func itemChangedMidPush() throws {
    let f = fixture()
    let (scene, nav, b, drawing) = (f.scene, f.nav, f.b, f.drawing)
    try nav.pushViewController(b, animated: true)
    scene.engine.advance(to: 0.175)
    b.navigationItem.title = "Bee"
    #expect(drawing.layouts.last == ["A@leading", "Bee@top"])
    let viewB = try #require(drawing.view("B"))
    // The model holds the end (x 0, alpha 1); on screen the push is still half-way.
    #expect(viewB.frame.minX == 0 && viewB.alpha == 1)
    #expect(close(viewB.presentation.frame.minX, 50, 1e-6) && close(viewB.presentation.opacity, 0.5, 1e-6))
    scene.engine.advance(to: 0.2625)
    #expect(close(viewB.presentation.frame.minX, 25, 1e-6) && close(viewB.presentation.opacity, 0.75, 1e-6))
    scene.engine.advance(to: 1)
    #expect(drawing.layouts.last == ["Bee@top"] && viewB.presentation.frame.minX == 0)
  }

  @Test("A pop removes the item when it completes, not when it starts")
  func popRemovesItemAtEnd() throws {
    let f = fixture()
    let (scene, nav, b, drawing) = (f.scene, f.nav, f.b, f.drawing)
    try nav.pushViewController(b, animated: false)
    #expect(drawing.layouts.last == ["B@top"])
    try nav.popViewController(animated: true)
    #expect(nav.viewControllers.map(\.title) == ["A"])
    #expect(nav.navigationBar.items.map(\.title) == ["A", "B"])
    #expect(drawing.layouts.suffix(2) == [["B@top", "A@leading"], ["B@trailing", "A@top"]])
    scene.engine.advance(to: 1)
    #expect(nav.navigationBar.items.map(\.title) == ["A"] && nav.navigationBar.transition == nil)
    #expect(drawing.layouts.last == ["A@top"])
    #expect(b.navigationItem.navigationBar == nil)
  }

  @Test(
    "An interactive pop scrubs the bar at the percent: B's item goes right and A's comes from the left",
    arguments: [0.0, 0.25, 0.5, 1.0])
  func interactivePopScrubs(percent: Double) throws {
    let f = fixture(interactive: true)
    let (nav, b, drawing, interactor) = (f.nav, f.b, f.drawing, f.interactor)
    let interaction = try #require(interactor)
    try nav.pushViewController(b, animated: false)
    try nav.popViewController(animated: true)
    interaction.update(percent)
    let (viewA, viewB) = (try #require(drawing.view("A")), try #require(drawing.view("B")))
    #expect(close(viewB.presentation.frame.minX, 100 * percent, 1e-6), "\(viewB.presentation.frame.minX)")
    #expect(close(viewB.presentation.opacity, 1 - percent, 1e-6))
    #expect(close(viewA.presentation.frame.minX, -100 + 100 * percent, 1e-6))
    #expect(close(viewA.presentation.opacity, percent, 1e-6))
    #expect(close(try #require(nav.navigationBar.transition).percentComplete, percent, 1e-9))
  }

  @Test("A cancelled interactive pop leaves the items as they were and puts B's item back on top")
  func cancelledPopKeepsItems() throws {
    let f = fixture(interactive: true)
    let (scene, nav, b, drawing, interactor) = (f.scene, f.nav, f.b, f.drawing, f.interactor)
    let interaction = try #require(interactor)
    try nav.pushViewController(b, animated: false)
    try nav.popViewController(animated: true)
    interaction.update(0.4)
    interaction.cancel()
    scene.engine.advance(to: 2)
    #expect(nav.viewControllers.map(\.title) == ["A", "B"])
    #expect(nav.navigationBar.items.map(\.title) == ["A", "B"] && nav.navigationBar.transition == nil)
    #expect(drawing.layouts.last == ["B@top"])
    let viewB = try #require(drawing.view("B"))
    #expect(viewB.presentation.frame.minX == 0 && viewB.presentation.opacity == 1)
    #expect(drawing.view("A") == nil)
  }

  @Test("A cancelled interactive push takes the pushed item off again")
  func cancelledPushRemovesItem() throws {
    let f = fixture(interactive: true, operation: .push)
    let (scene, nav, b, drawing, interactor) = (f.scene, f.nav, f.b, f.drawing, f.interactor)
    let interaction = try #require(interactor)
    try nav.pushViewController(b, animated: true)
    #expect(nav.navigationBar.items.map(\.title) == ["A", "B"])
    interaction.update(0.3)
    interaction.cancel()
    scene.engine.advance(to: 2)
    #expect(nav.navigationBar.items.map(\.title) == ["A"] && drawing.layouts.last == ["A@top"])
  }

  @Test("The back button shows the previous item's backButtonTitle, else its title, else Back; per its display mode")
  func backButtonTitle() throws {
    let (_, nav, a, b) = navigationScene()
    let bar = nav.navigationBar
    #expect(bar.backButtonTitle(for: a.navigationItem) == nil)
    #expect(bar.backButtonTitle(for: b.navigationItem) == "A")
    a.navigationItem.backButtonTitle = "Home"
    #expect(bar.backButtonTitle(for: b.navigationItem) == "Home")
    a.navigationItem.backButtonTitle = nil
    a.navigationItem.title = nil
    #expect(bar.backButtonTitle(for: b.navigationItem) == "Back")
    a.navigationItem.title = "A"
    a.navigationItem.backButtonDisplayMode = .generic
    #expect(bar.backButtonTitle(for: b.navigationItem) == "Back")
    a.navigationItem.backButtonDisplayMode = .minimal
    #expect(bar.backButtonTitle(for: b.navigationItem) == "")
    b.navigationItem.hidesBackButton = true
    #expect(bar.backButtonTitle(for: b.navigationItem) == nil)
  }

  @Test("Large titles: only when the bar prefers them; automatic takes the item below's mode, the root's is large")
  func largeTitles() throws {
    let (scene, nav, a, b) = navigationScene()
    let c = ViewController(scene: scene, title: "C")
    try nav.pushViewController(c, animated: false)
    let bar = nav.navigationBar
    #expect(![a, b, c].contains { bar.displaysLargeTitle($0.navigationItem) })
    bar.prefersLargeTitles = true
    #expect([a, b, c].allSatisfy { bar.displaysLargeTitle($0.navigationItem) })
    b.navigationItem.largeTitleDisplayMode = .never
    #expect(bar.displaysLargeTitle(a.navigationItem))
    #expect(!bar.displaysLargeTitle(b.navigationItem) && !bar.displaysLargeTitle(c.navigationItem))
    c.navigationItem.largeTitleDisplayMode = .always
    #expect(bar.displaysLargeTitle(c.navigationItem))
  }

  @Test("Changing the top item redraws the bar at once; a controller's new title is its item's")
  func itemChangesRedraw() throws {
    let f = fixture()
    let (nav, b, drawing) = (f.nav, f.b, f.drawing)
    try nav.pushViewController(b, animated: false)
    let before = drawing.layouts.count
    b.navigationItem.rightBarButtonItem = BarButtonItem(title: "Edit")
    #expect(drawing.layouts.count == before + 1)
    #expect(nav.navigationBar.layout.top?.rightBarButtonItems == [BarButtonItem(title: "Edit")])
    b.title = "Bee"
    #expect(b.navigationItem.title == "Bee" && drawing.layouts.last == ["Bee@top"])
    #expect(nav.navigationBar.layout.top?.backButtonTitle == "A")
    nav.isNavigationBarHidden = true
    #expect(nav.navigationBar.layout.isHidden && drawing.layouts.count == before + 2 && drawing.hiddenChanges == [true])
  }
}
