import GlideAnimation
import GlideGestures
import GlideInput
import GlideInteraction
import GlideKit
public import GlideSimulation
import GlideTransitions

extension Scenario {
  /// UIKit's own back swipe: `UINavigationController`'s built-in interactive pop, driven by its
  /// one-finger screen-edge pan and decided by its own rule (`uikit-navigation`). The pad stands for the
  /// screen at 160 points per inch (`TouchpadScreenMapping`), so progress is the finger's travel in
  /// points over the screen's width, as on a phone. `edge-back` is the same gesture with the classic
  /// rule over 40 mm, kept for comparison.
  public static let backSwipe = Scenario(
    name: "back-swipe",
    summary: "UIKit's back swipe: one finger in from the left edge pops Detail, travel in screen points / width",
    parameters: [
      ScenarioParameter(
        "duration", .number(0.5), unit: "s", range: .duration, "the pop's slide (UIKit's is undocumented; about 0.5 s observed)"),
      ScenarioParameter(
        "pointsPerInch", .number(160), unit: "pt/in", range: .from(0, to: 10_000),
        "screen points per inch of finger travel (UIKit's nominal 160); 0 spreads the pad's width over the screen's"),
      ScenarioParameter(
        "navigationBarHeight", .number(44), unit: "pt", range: .pointsOrNone,
        "a swipe that lands in the navigation bar across the top of the screen does not pop (0: no bar)"),
    ],
    defaults: ["policy": .text("uikit-navigation")],
    make: { options, device in BackSwipeBinding(options: options, device: device) })
}

/// The back swipe's refusals are UIKit's (reference §7.5): the pan takes one finger
/// (`maximumNumberOfTouches` 1: a second finger keeps it from beginning, or cancels it); it begins only
/// moving away from the left edge (the edge pan's own test, inwards within 45°, stricter than UIKit's
/// "translation ≥ 0"); and a finger that landed in the navigation bar starts no pop. A pop already
/// completing is taken back by the finger (the run's re-grab), not refused.
final class BackSwipeBinding: ScenarioBinding {
  let recognizer: GestureRecognizer?
  private let edgePan: ScreenEdgePanGestureRecognizer
  private let options: ScenarioOptions
  private let screen: TouchpadScreenMapping
  private var navigation: NavigationController?
  private var home: ViewController?
  private var detail: ViewController?
  private var interactor: PercentDrivenInteractiveTransition?

  init(options: ScenarioOptions, device: DeviceDescription) {
    self.options = options
    let pan = ScreenEdgePanGestureRecognizer(edges: .left, surface: device.geometry)
    pan.maximumNumberOfTouches = 1
    (recognizer, edgePan) = (pan, pan)
    screen = TouchpadScreenMapping(
      pointsPerInch: options.number("pointsPerInch"), screenWidth: options.number("screenWidth"),
      padWidth: device.geometry.widthMillimetres)
  }

  func setUp(scene: Scene, interactor: PercentDrivenInteractiveTransition) {
    let (home, detail) = SettingsScreen.controllers(scene: scene)
    let navigation = NavigationController(scene: scene, rootViewController: home)
    let duration = options.number("duration")
    navigation.standardAnimator = { SlideAnimator(operation: $0, duration: duration) }
    scene.rootViewController = navigation
    SettingsScreen.addBars(to: navigation, scene: scene)
    try? navigation.pushViewController(detail, animated: false)
    (self.navigation, self.home, self.detail, self.interactor) = (navigation, home, detail, interactor)
  }

  func accepts(_ values: GestureValues) -> Bool { refusal(values) == nil }

  func refusal(_ values: GestureValues) -> String? {
    let bar = options.number("navigationBarHeight")
    guard bar > 0, let start = edgePan.startLocation else { return nil }
    let y = screen.points(start.y)
    guard y < bar else { return nil }
    let yMilli = (y * 1000).rounded() / 1000  // the log's three decimals
    return "landed in the navigation bar (y \(yMilli == 0 ? "0" : "\(yMilli)") pt < \(ParameterValue.number(bar)) pt): no pop"
  }

  func rearm() {
    guard let navigation, let detail, navigation.viewControllers.count == 1 else { return }
    try? navigation.pushViewController(detail, animated: false)
  }

  func begin(with values: GestureValues) throws {
    guard let navigation, let interactor else { return }
    try navigation.popViewController(interactingWith: interactor)
  }

  func coordinate(_ values: GestureValues) -> (value: Double, velocity: Double) {
    if case .pan(let translation, let velocity) = values { return (translation.dx, velocity.dx) }
    return (0, 0)
  }

  /// Progress = travel in points / the screen's width: the whole width is that many mm of travel.
  func mapping(at value: Double) -> GestureMapping {
    .linear(origin: value, percent: 0, travel: screen.millimetres(options.number("screenWidth")), direction: 1)
  }

  var trackedScreens: (ViewController?, ViewController?) { (detail, home) }
}
