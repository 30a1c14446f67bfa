import GlideAnimation
import GlideGestures
import GlideInput
import GlideTransitions

extension Scenario {
  /// Pinch in to pop a navigation stack with the zoom animator (design §6): percent = 1 − scale /
  /// startScale; the classic rule cancels when the release is slow and percent ≤ 0.3.
  public static let pinchPop = Scenario(
    name: "pinch-pop",
    summary: "pinch in to pop Detail off a navigation stack with the 0.4 s zoom (the iOS 7 pinch example)",
    parameters: [
      ScenarioParameter("duration", .number(0.4), unit: "s", range: .duration, "the zoom's duration"),
      ScenarioParameter(
        "animator", .text("blocks"), choices: ["blocks", "interruptible"],
        "how the zoom animates: block animations (the legacy layer-time driver) or an interruptible property animator"),
    ],
    make: { options, _ in PinchPopBinding(options: options) })
}

final class PinchPopBinding: ScenarioBinding {
  let recognizer: GestureRecognizer? = PinchGestureRecognizer()
  private let options: ScenarioOptions
  private var navigation: NavigationController?
  private var home: ViewController?
  private var detail: ViewController?
  private var delegate: ScenarioNavigationDelegate?

  init(options: ScenarioOptions) { self.options = options }

  func setUp(scene: Scene, interactor: PercentDrivenInteractiveTransition) {
    let home = ViewController(scene: scene, title: "Home")
    let detail = ViewController(scene: scene, title: "Detail")
    home.view.backgroundColor = Color(red: 0.93, green: 0.93, blue: 0.95)
    detail.view.backgroundColor = Color(red: 0.25, green: 0.47, blue: 0.85)
    let navigation = NavigationController(scene: scene, rootViewController: home)
    let duration = options.number("duration")
    let interruptible = options.text("animator") == "interruptible"
    let delegate = ScenarioNavigationDelegate(interactor: interactor) {
      ZoomAnimator(operation: $0, duration: duration, interruptible: interruptible)
    }
    navigation.delegate = delegate
    scene.rootViewController = navigation
    try? navigation.pushViewController(detail, animated: false)
    (self.navigation, self.home, self.detail, self.delegate) = (navigation, home, detail, delegate)
  }

  /// Only pinching in pops.
  func accepts(_ values: GestureValues) -> Bool {
    if case .pinch(let scale, let velocity) = values { return scale < 1 || velocity < 0 }
    return false
  }

  func rearm() {
    guard let navigation, let detail, navigation.viewControllers.count == 1 else { return }
    try? navigation.pushViewController(detail, animated: false)
  }

  func begin(with values: GestureValues) throws {
    delegate?.wantsInteraction = true
    try navigation?.popViewController(animated: true)
  }

  func coordinate(_ values: GestureValues) -> (value: Double, velocity: Double) {
    if case .pinch(let scale, let velocity) = values { return (scale, velocity) }
    return (1, 0)
  }

  func mapping(at value: Double) -> GestureMapping { .pinch(startScale: value) }

  var trackedScreens: (ViewController?, ViewController?) { (detail, home) }
}
