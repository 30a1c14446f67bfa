import GlideAnimation
import Testing

@testable import GlideTransitions

/// `UITabBarControllerDelegate`'s `shouldSelect` and `didSelect` are about a user's tap on a tab bar
/// item: asked and told for ``TabBarController/tapTabBarItem(at:animated:)`` (the selected tab too), never
/// for a selection made by code.
@Suite("Tab bar selection: the user's tap and the code's")
struct TabBarSelectionTests {
  /// Logs the delegate's questions and news ("shouldSelect T1", "didSelect T1") and answers
  /// `shouldSelect` from `allows`.
  final class SelectionDelegate: TabBarControllerDelegate {
    var calls: [String] = []
    var allows: (ViewController) -> Bool = { _ in true }

    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
      calls.append("shouldSelect \(viewController.title)")
      return allows(viewController)
    }

    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
      calls.append("didSelect \(viewController.title)")
    }
  }

  static func tabs() -> (Scene, TabBarController, SelectionDelegate) {
    let scene = Scene(size: Size(width: 390, height: 844))
    let tabs = TabBarController(
      scene: scene, viewControllers: ["T0", "T1", "T2"].map { ViewController(scene: scene, title: $0) })
    scene.rootViewController = tabs
    let delegate = SelectionDelegate()
    tabs.delegate = delegate
    return (scene, tabs, delegate)
  }

  @Test("Selecting a tab from code asks the delegate nothing and tells it nothing", arguments: [false, true])
  func programmaticSelection(animated: Bool) throws {
    let (scene, tabs, delegate) = Self.tabs()
    try tabs.select(index: 2, animated: animated)
    scene.engine.advance(to: 1)
    #expect(tabs.selectedIndex == 2)
    #expect(tabs.selectedViewController.view.superview === tabs.transitionView)
    try tabs.select(index: 2, animated: animated)
    scene.engine.advance(to: 2)
    #expect(delegate.calls.isEmpty)
  }

  @Test("A tap on another tab asks shouldSelect, switches, then tells didSelect")
  func tapSwitches() throws {
    let (scene, tabs, delegate) = Self.tabs()
    try tabs.tapTabBarItem(at: 1)
    scene.engine.advance(to: 1)
    #expect(tabs.selectedIndex == 1)
    #expect(delegate.calls == ["shouldSelect T1", "didSelect T1"])
  }

  @Test("A tap on the selected tab asks shouldSelect and tells didSelect, switching nothing")
  func tapOnSelectedTab() throws {
    let (scene, tabs, delegate) = Self.tabs()
    try tabs.tapTabBarItem(at: 0)
    scene.engine.advance(to: 1)
    #expect(tabs.selectedIndex == 0)
    #expect(delegate.calls == ["shouldSelect T0", "didSelect T0"])
    #expect(!scene.events.contains { if case .transitionBegan = $0.kind { true } else { false } })
  }

  @Test("A tap the delegate refuses leaves the selection alone and tells nothing")
  func refusedTap() throws {
    let (scene, tabs, delegate) = Self.tabs()
    delegate.allows = { $0.title != "T2" }
    try tabs.tapTabBarItem(at: 2)
    scene.engine.advance(to: 1)
    #expect(tabs.selectedIndex == 0)
    #expect(delegate.calls == ["shouldSelect T2"])
    try tabs.tapTabBarItem(at: 0)
    #expect(delegate.calls == ["shouldSelect T2", "shouldSelect T0", "didSelect T0"])
  }

  @Test("A tapped tab out of range is an error naming the index")
  func tapOutOfRange() {
    let (_, tabs, delegate) = Self.tabs()
    #expect(throws: TransitionError.tabIndexOutOfRange(index: 3, count: 3)) { try tabs.tapTabBarItem(at: 3) }
    #expect(delegate.calls.isEmpty)
  }
}
