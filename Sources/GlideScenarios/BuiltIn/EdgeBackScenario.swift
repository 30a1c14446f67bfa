import GlideAnimation
import GlideGestures
import GlideInput
import GlideInteraction
import GlideKit
public import GlideSimulation
import GlideTransitions

extension Scenario {
  /// Pan in from the left edge to pop, as iOS navigation does: the standard slide, scrubbed by the
  /// finger's travel.
  public static let edgeBack = Scenario(
    name: "edge-back",
    summary: "pan in from the left edge of the pad to pop Detail with the standard 0.35 s slide",
    parameters: [
      ScenarioParameter("duration", .number(0.35), unit: "s", range: .duration, "the slide's duration"),
      ScenarioParameter("travel", .number(40), unit: "mm", range: .travel, "finger travel for the whole transition"),
    ],
    make: { options, device in EdgeBackBinding(options: options, device: device) })
}

final class EdgeBackBinding: ScenarioBinding {
  let recognizer: GestureRecognizer?
  private let options: ScenarioOptions
  private var navigation: NavigationController?
  private var home: ViewController?
  private var detail: ViewController?
  private var delegate: ScenarioNavigationDelegate?

  init(options: ScenarioOptions, device: DeviceDescription) {
    self.options = options
    recognizer = ScreenEdgePanGestureRecognizer(edges: .left, surface: device.geometry)
  }

  func setUp(scene: Scene, interactor: PercentDrivenInteractiveTransition) {
    let (home, detail) = SettingsScreen.controllers(scene: scene)
    let navigation = NavigationController(scene: scene, rootViewController: home)
    let duration = options.number("duration")
    let delegate = ScenarioNavigationDelegate(interactor: interactor) { SlideAnimator(operation: $0, duration: duration) }
    navigation.delegate = delegate
    scene.rootViewController = navigation
    SettingsScreen.addBars(to: navigation, scene: scene)
    try? navigation.pushViewController(detail, animated: false)
    (self.navigation, self.home, self.detail, self.delegate) = (navigation, home, detail, delegate)
  }

  func accepts(_ values: GestureValues) -> Bool { true }

  func rearm() {
    guard let navigation, let detail, navigation.viewControllers.count == 1 else { return }
    try? navigation.pushViewController(detail, animated: false)
  }

  func begin(with values: GestureValues) throws {
    delegate?.wantsInteraction = true
    try navigation?.popViewController(animated: true)
  }

  func coordinate(_ values: GestureValues) -> (value: Double, velocity: Double) {
    if case .pan(let translation, let velocity) = values { return (translation.dx, velocity.dx) }
    return (0, 0)
  }

  func mapping(at value: Double) -> GestureMapping {
    .linear(origin: value, percent: 0, travel: options.number("travel"), direction: 1)
  }

  var trackedScreens: (ViewController?, ViewController?) { (detail, home) }
}
