import GlideAnimation
import GlideGestures
import GlideInput
import GlideInteraction
import GlideScenarioTestSupport
import GlideScenarios
import GlideSimulation
import GlideTransitions
import Testing

/// An app's own scenario, made with the public scenario API alone (this file imports nothing
/// `@testable`): a card that a one-finger drag down dismisses with UIKit's cover-vertical slide.
final class SlideDownDismissBinding: ScenarioBinding, ViewControllerTransitioningDelegate {
  let recognizer: GestureRecognizer? = PanGestureRecognizer(
    name: "drag", minimumNumberOfTouches: 1, maximumNumberOfTouches: 1)
  private let travel: Double
  private var home: ViewController?
  private var card: ViewController?
  private var interactor: PercentDrivenInteractiveTransition?
  private var driving = false

  init(options: ScenarioOptions) { travel = options.number("travel") }

  func setUp(scene: Scene, interactor: PercentDrivenInteractiveTransition) {
    let home = ViewController(scene: scene, title: "Home"), card = ViewController(scene: scene, title: "Card")
    card.transitioningDelegate = self
    scene.rootViewController = home
    try? home.present(card, animated: false)
    (self.home, self.card, self.interactor) = (home, card, interactor)
  }

  func accepts(_ values: GestureValues) -> Bool {
    guard case .pan(let translation, let velocity) = values else { return false }
    return (translation.dy != 0 ? translation.dy : velocity.dy) > 0
  }

  func rearm() {
    guard let home, let card, home.presentedViewController == nil else { return }
    try? home.present(card, animated: false)
  }

  func begin(with values: GestureValues) throws {
    driving = true
    try card?.dismiss(animated: true)
  }

  func coordinate(_ values: GestureValues) -> (value: Double, velocity: Double) {
    if case .pan(let translation, let velocity) = values { return (translation.dy, velocity.dy) }
    return (0, 0)
  }

  func mapping(at value: Double) -> GestureMapping {
    .linear(origin: value, percent: 0, travel: travel, direction: 1)
  }

  var axis: GestureAxis { .vertical }
  var trackedScreens: (ViewController?, ViewController?) { (card, home) }

  func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any ViewControllerAnimatedTransitioning)? { ImmediateAnimator() }

  func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
    CoverVerticalAnimator(presenting: false, duration: 0.4)
  }

  func interactionControllerForDismissal(
    using animator: any ViewControllerAnimatedTransitioning
  ) -> (any ViewControllerInteractiveTransitioning)? {
    defer { driving = false }
    return driving ? interactor : nil
  }
}

extension Scenario {
  static let slideDownDismiss = Scenario(
    name: "slide-down-dismiss", summary: "drag one finger down to slide a card off the screen",
    parameters: [ScenarioParameter("travel", .number(20), unit: "mm", range: .travel, "finger travel for the whole slide")],
    make: { options, _ in SlideDownDismissBinding(options: options) })
}

@Suite(.builtInScenarios) struct AppScenarioTests {
  /// A 30 mm drag over 20 mm of travel finishes the slide; released past half-way it completes, and
  /// every common parameter (finish rule, completion, screen) comes with the scenario.
  @Test func anAppScenarioRunsLikeABuiltInOne() throws {
    let scenario = Scenario.slideDownDismiss
    #expect(scenario.parameters.map(\.name).prefix(1) == ["travel"])
    #expect(Set(Scenario.commonParameters.map(\.name)).isSubset(of: Set(scenario.parameters.map(\.name))))
    let device = DeviceDescription.synapticsTouchpad
    let synth = TraceSynthesizer(device: device, rate: 80)
    let events = synth.pan(
      fingers: 1, translation: MillimetreVector(dx: 0, dy: 16), duration: 0.4)
    let replayer = Replayer(scenario: scenario, options: scenario.defaultOptions, device: device)
    var iterator = events.makeIterator()
    let summary = replayer.replay { iterator.next() }
    #expect(summary.scenario == "slide-down-dismiss")
    #expect(summary.transitionsStarted == 1 && summary.transitionsEnded == 1)
    #expect(summary.outcome == .finished)
    // 16 mm of a 20 mm travel, less the pan's own recognition distance: past half-way at release.
    let percent = try #require(summary.percentAtRelease)
    #expect(percent > 0.5 && percent < 0.8, "\(percent)")
  }

  /// A name that is not lower-case words joined by hyphens, or one that is taken, is refused with a
  /// message saying why; registering a built-in scenario again does nothing.
  @Test func registrationRefusesBadAndTakenNames() throws {
    func named(_ name: String) -> Scenario {
      Scenario(name: name, summary: "", parameters: [], make: { options, _ in SlideDownDismissBinding(options: options) })
    }
    for bad in ["", "Card", "card dismiss", "card--dismiss", "-card", "card_dismiss"] {
      #expect(throws: ScenarioError.self) { try Scenario.register(named(bad)) }
    }
    #expect(throws: ScenarioError.invalidScenarioName("pinch-pop", reason: "another scenario is already called pinch-pop")) {
      try Scenario.register(named("pinch-pop"))
    }
    try Scenario.register(.pinchPop)
    #expect(Scenario.all.filter { $0.name == "pinch-pop" }.count == 1)
    let message = "\(ScenarioError.invalidScenarioName("Card", reason: "why"))"
    #expect(message == "cannot register scenario 'Card': why")
  }

  /// An app's own frame loop logs its own scene as `glide replay` logs a scenario's: a record of each
  /// frame's views (``ViewState``, public) written by the text and JSON Lines formatters.
  @Test func anAppsFrameLoopLogsItsSceneAsReplayDoes() {
    let scene = Scene()
    let card = View(engine: scene.engine, name: "card", frame: Rect(x: 95, y: 292, width: 200, height: 260))
    scene.window.addSubview(card)
    scene.engine.animate(withDuration: 1, options: [.curveLinear]) { card.alpha = 0 }
    scene.engine.advance(to: 0.25)
    let record = ReplayRecord(
      time: 0.25,
      kind: .frame(index: 15, percent: 0.25, views: [ViewState(name: "card", view: card, window: scene.window)], viewTransition: nil))
    let text = TextLogFormatter.line(record)
    #expect(text.hasPrefix("0.2500     frame 15"), "\(text)")
    #expect(text.contains("card") && text.contains("alpha 0.75"), "\(text)")
    let json = JSONLinesFormatter.line(record)
    #expect(json.contains(#""name":"card","x":95.000000,"y":292.000000,"width":200.000000,"height":260.000000"#), "\(json)")
    #expect(json.contains(#""alpha":0.750000"#), "\(json)")
  }
}
