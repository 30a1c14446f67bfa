import GlideAnimation
import GlideGestures
import GlideInput
import GlideInteraction
import GlideKit
public import GlideSimulation
import GlideTransitions

extension Scenario {
  /// A horizontal multi-finger swipe between tabs (a workspace switch): leftwards shows the next tab,
  /// rightwards the previous, with a slide scrubbed by the fingers' travel. The tabs are Mail, Photos
  /// and Settings (`TabScreens`), each drawn with its tab selected in the tab bar.
  public static let swipeTabs = Scenario(
    name: "swipe-tabs",
    summary: "swipe three fingers left or right to move to the next or previous of three tabs",
    parameters: [
      ScenarioParameter("duration", .number(0.35), unit: "s", range: .duration, "the slide's duration"),
      ScenarioParameter("fingers", .number(3), range: .whole(from: 1, to: 10), "how many fingers swipe"),
      ScenarioParameter("travel", .number(40), unit: "mm", range: .travel, "finger travel for the whole transition"),
      ScenarioParameter("tabs", .number(3), range: .whole(from: 2, to: 100), "how many tabs"),
      ScenarioParameter("startTab", .number(1), range: ParameterRange(lower: 0, wholeNumbers: true, below: "tabs"), "the tab selected at the start (0 is the first)"),
    ],
    make: { options, _ in SwipeTabsBinding(options: options) })
}

final class SwipeTabsBinding: ScenarioBinding {
  let recognizer: GestureRecognizer?
  private let options: ScenarioOptions
  private var tabs: TabBarController?
  private var delegate: ScenarioNavigationDelegate?
  private var direction = 1.0
  private var from: ViewController?
  private var to: ViewController?
  /// One tab bar per selection, over the screens; only the selected tab's shows.
  private var tabBars: [TabBar] = []

  init(options: ScenarioOptions) {
    self.options = options
    let fingers = max(Int(options.number("fingers")), 1)
    recognizer = PanGestureRecognizer(name: "swipe-pan", minimumNumberOfTouches: fingers, maximumNumberOfTouches: fingers)
  }

  func setUp(scene: Scene, interactor: PercentDrivenInteractiveTransition) {
    let count = max(Int(options.number("tabs")), 2)
    let metrics = ScreenKit.metrics(for: scene)
    let controllers = (0..<count).map { index in
      let controller = ViewController(scene: scene, title: "Tab\(index)")
      let (background, views) = TabScreens.content(index, engine: scene.engine, metrics: metrics)
      controller.showScreen(background: background, views)
      return controller
    }
    let start = min(max(Int(options.number("startTab")), 0), count - 1)
    let tabs = TabBarController(scene: scene, viewControllers: controllers, selectedIndex: start)
    let duration = options.number("duration")
    let delegate = ScenarioNavigationDelegate(interactor: interactor) { SlideAnimator(operation: $0, duration: duration, dimsCoveredScreen: false) }
    tabs.delegate = delegate
    scene.rootViewController = tabs
    tabBars = TabScreens.tabBars(count: count, engine: scene.engine, metrics: metrics)
    for bar in tabBars { tabs.view.addSubview(bar) }
    ScreenKit.addChrome(to: tabs.view, engine: scene.engine, metrics: metrics)
    (self.tabs, self.delegate) = (tabs, delegate)
    showSelectedTab()
  }

  /// Shows the tab bar with the selected tab tinted, the others hidden.
  private func showSelectedTab() {
    guard let tabs else { return }
    for (index, bar) in tabBars.enumerated() { bar.isHidden = index != tabs.selectedIndex }
  }

  /// A mostly horizontal swipe toward an existing neighbour.
  func accepts(_ values: GestureValues) -> Bool {
    guard case .pan(let translation, let velocity) = values, let tabs else { return false }
    let dx = translation.dx != 0 ? translation.dx : velocity.dx
    guard abs(dx) >= abs(translation.dy) else { return false }
    let target = tabs.selectedIndex + (dx < 0 ? 1 : -1)
    return tabs.viewControllers.indices.contains(target)
  }

  func rearm() {}

  func begin(with values: GestureValues) throws {
    guard case .pan(let translation, let velocity) = values, let tabs else { return }
    let dx = translation.dx != 0 ? translation.dx : velocity.dx
    direction = dx < 0 ? -1 : 1
    let target = tabs.selectedIndex + (dx < 0 ? 1 : -1)
    from = tabs.selectedViewController
    to = tabs.viewControllers[target]
    delegate?.wantsInteraction = true
    try tabs.select(index: target, animated: true)
    // The bar selects the new tab at once, and the old one again if the swipe is cancelled.
    showSelectedTab()
    tabs.selectedViewController.transitionCoordinator?.animate(alongsideTransition: nil) { [weak self] _ in
      self?.showSelectedTab()
    }
  }

  func coordinate(_ values: GestureValues) -> (value: Double, velocity: Double) {
    if case .pan(let translation, let velocity) = values { return (translation.dx, velocity.dx) }
    return (0, 0)
  }

  func mapping(at value: Double) -> GestureMapping {
    .linear(origin: value, percent: 0, travel: options.number("travel"), direction: direction)
  }

  var trackedScreens: (ViewController?, ViewController?) { (from, to) }
}
