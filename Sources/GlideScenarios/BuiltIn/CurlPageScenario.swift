import GlideAnimation
import GlideGestures
import GlideInput
import GlideInteraction
public import GlideSimulation
import GlideTransitions

extension Scenario {
  /// A page curled up by one finger coming in from the bottom edge: Glide's interactive
  /// `transition(from:to:options: .transitionCurlUp)`, the finger's travel up the pad turning the page
  /// over, the finish rule deciding at release whether the next page stays.
  public static let curlPage = Scenario(
    name: "curl-page",
    summary: "one finger in from the bottom edge curls the page up to show the next (a view transition)",
    parameters: [
      ScenarioParameter("duration", .number(0.6), unit: "s", range: .duration, "the curl's duration"),
      ScenarioParameter("travel", .number(30), unit: "mm", range: .travel, "finger travel (upwards) for the whole curl"),
      ScenarioParameter(
        "curve", .text("linear"), choices: ["linear", "easeInOut", "easeIn", "easeOut"],
        "the curl's curve (linear: the page's curl follows the finger)"),
    ],
    make: { options, device in CurlPageBinding(options: options, device: device) })
}

/// The pages fill the screen, two notes of a notes app (``CurlPageNotes``) on paper, the second tinted
/// blue; each curl turns the page shown up and over to show the other.
final class CurlPageBinding: ScenarioBinding {
  let recognizer: GestureRecognizer?
  private let options: ScenarioOptions
  private var stage: ViewTransitionStage?
  private var interactor: PercentDrivenInteractiveTransition?

  init(options: ScenarioOptions, device: DeviceDescription) {
    self.options = options
    let pan = ScreenEdgePanGestureRecognizer(name: "curl-edge-pan", edges: .bottom, surface: device.geometry)
    pan.maximumNumberOfTouches = 1
    recognizer = pan
  }

  func setUp(scene: Scene, interactor: PercentDrivenInteractiveTransition) {
    stage = ViewTransitionStage(
      scene: scene, title: "Book", background: Color(red: 0.3, green: 0.3, blue: 0.32), container: scene.bounds,
      faces: [("Page 1", Color(red: 0.98, green: 0.96, blue: 0.9)), ("Page 2", Color(red: 0.85, green: 0.91, blue: 0.98))])
    for (face, note) in zip(stage?.faces ?? [], CurlPageNotes.notes) { CurlPageNotes.dress(face, with: note) }
    if let screen = stage?.container.superview { CurlPageNotes.addChrome(to: screen) }
    self.interactor = interactor
  }

  /// The edge pan begins only moving up, away from the bottom edge.
  func accepts(_ values: GestureValues) -> Bool { true }

  func rearm() {}

  func begin(with values: GestureValues) throws {
    guard let stage, let interactor else { return }
    try stage.begin(
      options: AnimationOptions.transitionCurlUp.union(.curve(.named(options.text("curve")))),
      duration: options.number("duration"), interactor: interactor)
  }

  /// Travel upwards is positive.
  func coordinate(_ values: GestureValues) -> (value: Double, velocity: Double) {
    if case .pan(let translation, let velocity) = values { return (-translation.dy, -velocity.dy) }
    return (0, 0)
  }

  func mapping(at value: Double) -> GestureMapping {
    .linear(origin: value, percent: 0, travel: options.number("travel"), direction: 1)
  }

  var axis: GestureAxis { .vertical }

  var trackedScreens: (ViewController?, ViewController?) { (nil, nil) }
  var trackedViewPair: (TrackedView?, TrackedView?) { stage?.tracked ?? (nil, nil) }
  func viewTransitionSample(at time: Double) -> ViewTransitionSample? { stage?.sample(at: time) }
}
