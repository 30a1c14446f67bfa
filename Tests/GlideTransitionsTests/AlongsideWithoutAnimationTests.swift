import GlideAnimation
import Testing

@testable import GlideTransitions

/// Issue 39, item 1: alongside animations registered for a transition made without animation run, at
/// once, as UIKit's "are guaranteed to execute at the same time as the transition animations" (with no
/// animation, when the transition is made), before their completion blocks. Glide used to complete such a
/// transition inside `animateTransition`, clear the coordinator's queue, and never run the blocks.
@Suite("Alongside animations of transitions made without animation")
struct AlongsideWithoutAnimationTests {
  @Test("A push without animation runs the block queued in viewWillAppear, then its completion, once each")
  func unanimatedPush() throws {
    let fixture = OracleNavigation()
    let badge = View(engine: fixture.scene.engine, name: "badge", frame: Rect(x: 0, y: 0, width: 10, height: 10))
    badge.alpha = 0
    fixture.scene.window.addSubview(badge)
    let log = fixture.log
    var queued: Bool?
    var contexts: [TransitionCoordinatorContext] = []
    fixture.b.onWillAppear = { controller in
      queued = controller.transitionCoordinator?.animate(alongsideTransition: { context in
        log.append("alongside")
        contexts.append(context)
        badge.alpha = 1
      }) { context in
        log.append("completion")
        contexts.append(context)
      }
    }
    try fixture.nav.pushViewController(fixture.b, animated: false)
    #expect(queued == true)
    #expect(badge.alpha == 1)
    #expect(badge.layer.animationKeys.isEmpty, "made without animation: nothing animates")
    #expect(log.count(of: "alongside") == 1 && log.count(of: "completion") == 1)
    let order = log.entries.filter { $0 == "alongside" || $0 == "completion" || $0 == "B.viewDidAppear" }
    #expect(order == ["alongside", "B.viewDidAppear", "completion"])
    #expect(contexts.count == 2 && contexts.allSatisfy { !$0.isAnimated && !$0.isCancelled && !$0.isInteractive })
    #expect(contexts.first?.containerView === fixture.nav.transitionView)
    fixture.scene.engine.advance(to: 1)
    #expect(log.count(of: "alongside") == 1 && log.count(of: "completion") == 1)
    #expect(fixture.nav.viewControllers.map(\.title) == ["A", "B"])
  }

  @Test("A tab switch (unanimated by default) runs the alongside block registered in viewWillAppear")
  func tabSwitch() throws {
    let scene = Scene(size: oracleWindow)
    let log = OracleCallLog()
    let first = OracleViewController(scene: scene, title: "first", log: log)
    let second = OracleViewController(scene: scene, title: "second", log: log)
    let tabs = TabBarController(scene: scene, viewControllers: [first, second])
    scene.rootViewController = tabs
    var ran: [String] = []
    second.onWillAppear = { controller in
      controller.transitionCoordinator?.animate(alongsideTransition: { _ in ran.append("alongside") }) { _ in
        ran.append("completion")
      }
    }
    try tabs.select(index: 1)
    #expect(ran == ["alongside", "completion"])
    #expect(tabs.selectedIndex == 1)
  }

  @Test("A page sheet presented without animation shrinks and dims the presenter; dismissed, gives it back")
  func unanimatedPageSheet() throws {
    let (scene, a, b) = modalScene(size: SheetPresentationControllerTests.size)
    b.modalPresentationStyle = .pageSheet
    try a.present(b, animated: false)
    let sheet = try #require(b.presentationController as? SheetPresentationController)
    #expect(a.view.transform == sheet.shrunkTransform(for: a.view.bounds))
    #expect(a.view.layer.cornerRadius == 10)
    #expect(abs(sheet.dimmingView.alpha - 0.15) < 1e-12)
    #expect(a.view.layer.animationKeys.isEmpty && sheet.dimmingView.layer.animationKeys.isEmpty)
    try b.dismiss(animated: false)
    scene.engine.advance(to: 1)
    #expect(a.presentedViewController == nil)
    #expect(a.view.transform == .identity && a.view.layer.cornerRadius == 0)
  }
}
