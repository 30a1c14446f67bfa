import GlideAnimation
import GlideGestures
import GlideInput
import GlideInteraction
import GlideKit
public import GlideSimulation
import GlideTransitions

extension Scenario {
  /// Present a sheet that slides up with a spring (damping 0.8, initial velocity 1.0, design §6),
  /// scrubbed by a two-finger drag up: a page sheet (a new reminder's form), Reminders' lists beneath
  /// shrinking back into the dark. With the sheet up, a two-finger drag down dismisses it as iOS's page
  /// sheet is dismissed: it slides down off the screen while the lists come back to full size.
  public static let springPresent = Scenario(
    name: "spring-present",
    summary:
      "drag two fingers up to present a sheet that springs into place (damping 0.8, velocity 1.0), down to dismiss it",
    parameters: [
      ScenarioParameter(
        "duration", .number(0.5), unit: "s", range: .duration,
        "the spring's settling time, and the dismissal's slide down"),
      ScenarioParameter("damping", .number(0.8), range: .factor, "the spring's damping ratio"),
      ScenarioParameter("velocity", .number(1), range: .from(-100, to: 100), "the spring's initial velocity (UIKit's: 1 = the whole distance per second)"),
      ScenarioParameter("fingers", .number(2), range: .whole(from: 1, to: 10), "how many fingers drag"),
      ScenarioParameter(
        "travel", .number(30), unit: "mm", range: .travel,
        "finger travel for the whole transition (upwards to present, downwards to dismiss)"),
    ],
    make: { options, _ in SpringPresentBinding(options: options) })
}

/// Home (Reminders' lists) is the root; the sheet is presented over it `.pageSheet`. Which way a drag
/// goes decides what it does, from where the sheet is when it begins: with no sheet up, a drag up presents
/// it (`SpringPresentAnimator`); with the sheet up, a drag down dismisses it (`CoverVerticalAnimator`
/// sliding it down, linear, so the sheet keeps to the fingers while they scrub), the page sheet's
/// presentation controller bringing Home back to full size, square and undimmed alongside. Both are
/// percent-driven by the run's interactor; the finish rule decides at the lift, and a cancelled dismissal
/// puts the sheet back up over the shrunk Home. Whatever the last transition left stays: there is no
/// re-arming between gestures. The status bar stays put over both (``SheetStatusBar``).
final class SpringPresentBinding: ScenarioBinding {
  let recognizer: GestureRecognizer?
  private let options: ScenarioOptions
  private(set) var home: ViewController?
  private(set) var sheet: ViewController?
  private var delegate: ScenarioNavigationDelegate?
  private var metrics: DeviceMetrics = .iPhone14
  /// The status bar standing in for Home's while the sheet is up (made when the first presentation begins,
  /// from the status bar Home has then).
  private(set) var statusBar: SheetStatusBar?
  /// What the gesture in hand does (decided when it begins).
  private(set) var operation = TransitionOperation.present

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
    let delegate = ScenarioNavigationDelegate(interactor: interactor) { operation -> any ViewControllerAnimatedTransitioning in
      operation == .present
        ? SpringPresentAnimator(duration: duration, dampingRatio: damping, initialVelocity: velocity)
        : CoverVerticalAnimator(presenting: false, duration: duration, curve: .linear)
    }
    sheet.transitioningDelegate = delegate
    sheet.modalPresentationStyle = .pageSheet
    scene.rootViewController = home
    metrics = ScreenKit.metrics(for: scene)
    (self.home, self.sheet, self.delegate) = (home, sheet, delegate)
  }

  /// Whether the sheet is up (presented, or on its way: a presentation in flight counts).
  var isPresented: Bool { sheet?.presentingViewController != nil }

  func accepts(_ values: GestureValues) -> Bool { refusal(values) == nil }

  /// A drag up presents when no sheet is up, a drag down dismisses it when it is.
  func refusal(_ values: GestureValues) -> String? {
    guard case .pan(let translation, let velocity) = values else { return "is not a drag" }
    let dy = translation.dy != 0 ? translation.dy : velocity.dy
    guard dy != 0, abs(dy) >= abs(translation.dx) else { return "began in a direction the scenario ignores" }
    switch (isPresented, dy < 0) {
    case (false, true), (true, false): return nil
    case (false, false): return "dragged down with no sheet up: nothing to dismiss"
    case (true, true): return "dragged up on the sheet: already presented"
    }
  }

  func rearm() {}

  func begin(with values: GestureValues) throws {
    guard let home, let sheet else { return }
    delegate?.wantsInteraction = true
    if isPresented {
      operation = .dismiss
      try sheet.dismiss(animated: true)
      statusBar?.dismissalBegan(of: sheet)
    } else {
      operation = .present
      try home.present(sheet, animated: true)
      if statusBar == nil, let bar = SheetStatusBar.statusBar(of: home.view) {
        statusBar = SheetStatusBar(screenBar: bar, engine: home.view.engine, metrics: metrics)
      }
      statusBar?.presentationBegan(of: sheet)
    }
  }

  func coordinate(_ values: GestureValues) -> (value: Double, velocity: Double) {
    if case .pan(let translation, let velocity) = values { return (translation.dy, velocity.dy) }
    return (0, 0)
  }

  func mapping(at value: Double) -> GestureMapping {
    .linear(origin: value, percent: 0, travel: options.number("travel"), direction: operation == .dismiss ? 1 : -1)
  }

  var axis: GestureAxis { .vertical }

  var trackedScreens: (ViewController?, ViewController?) { (home, sheet) }
}
