import GlideInteraction
import GlideAnimation
import GlideGestures
import GlideInput
import GlideTransitions

extension Scenario {
  /// Present a sheet that slides up with a spring (damping 0.8, initial velocity 1.0, design §6),
  /// scrubbed by a two-finger drag up: a page sheet (a new reminder's form), Reminders' lists beneath
  /// shrinking back into the dark.
  public static let springPresent = Scenario(
    name: "spring-present",
    summary: "drag two fingers up to present a sheet that springs into place (damping 0.8, velocity 1.0)",
    parameters: [
      ScenarioParameter("duration", .number(0.5), unit: "s", range: .duration, "the spring's settling time"),
      ScenarioParameter("damping", .number(0.8), range: .factor, "the spring's damping ratio"),
      ScenarioParameter("velocity", .number(1), range: .from(-100, to: 100), "the spring's initial velocity (UIKit's: 1 = the whole distance per second)"),
      ScenarioParameter("fingers", .number(2), range: .whole(from: 1, to: 10), "how many fingers drag"),
      ScenarioParameter("travel", .number(30), unit: "mm", range: .travel, "finger travel (upwards) for the whole transition"),
    ],
    make: { options, _ in SpringPresentBinding(options: options) })
}

final class SpringPresentBinding: ScenarioBinding {
  let recognizer: GestureRecognizer?
  private let options: ScenarioOptions
  private var home: ViewController?
  private var sheet: ViewController?
  private var delegate: ScenarioNavigationDelegate?

  init(options: ScenarioOptions) {
    self.options = options
    let fingers = max(Int(options.number("fingers")), 1)
    recognizer = PanGestureRecognizer(name: "drag", minimumNumberOfTouches: fingers, maximumNumberOfTouches: fingers)
  }

  func setUp(scene: Scene, interactor: PercentDrivenInteractiveTransition) {
    let home = ViewController(scene: scene, title: "Home")
    let sheet = ViewController(scene: scene, title: "Sheet")
    SpringPresentScreens.dressHome(home.view)
    SpringPresentScreens.dressSheet(sheet.view)
    let (duration, damping, velocity) = (options.number("duration"), options.number("damping"), options.number("velocity"))
    // Only the re-arm dismisses, without animation: a slide there would hold the next present in the queue.
    let delegate = ScenarioNavigationDelegate(interactor: interactor) { operation -> any ViewControllerAnimatedTransitioning in
      operation == .present
        ? SpringPresentAnimator(duration: duration, dampingRatio: damping, initialVelocity: velocity)
        : ImmediateAnimator()
    }
    sheet.transitioningDelegate = delegate
    sheet.modalPresentationStyle = .pageSheet
    scene.rootViewController = home
    (self.home, self.sheet, self.delegate) = (home, sheet, delegate)
  }

  /// Only an upward drag presents.
  func accepts(_ values: GestureValues) -> Bool {
    guard case .pan(let translation, let velocity) = values else { return false }
    let dy = translation.dy != 0 ? translation.dy : velocity.dy
    return dy < 0 && abs(dy) >= abs(translation.dx)
  }

  func rearm() {
    guard let sheet, sheet.presentingViewController != nil else { return }
    try? sheet.dismiss(animated: false)
  }

  func begin(with values: GestureValues) throws {
    guard let home, let sheet else { return }
    delegate?.wantsInteraction = true
    try home.present(sheet, animated: true)
  }

  func coordinate(_ values: GestureValues) -> (value: Double, velocity: Double) {
    if case .pan(let translation, let velocity) = values { return (translation.dy, velocity.dy) }
    return (0, 0)
  }

  func mapping(at value: Double) -> GestureMapping {
    .linear(origin: value, percent: 0, travel: options.number("travel"), direction: -1)
  }

  var axis: GestureAxis { .vertical }

  var trackedScreens: (ViewController?, ViewController?) { (home, sheet) }
}
