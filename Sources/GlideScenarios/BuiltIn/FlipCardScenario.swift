import GlideAnimation
import GlideGestures
import GlideInput
import GlideInteraction
public import GlideSimulation
import GlideTransitions

extension Scenario {
  /// A card flipped over by a two-finger horizontal pan: Glide's interactive
  /// `transition(from:to:options: .transitionFlipFromLeft/Right)`, the fingers turning the card half a
  /// turn over `travel`, the finish rule deciding at release whether it lands on its other face.
  public static let flipCard = Scenario(
    name: "flip-card",
    summary: "pan two fingers sideways to flip a card over (a view transition): right flips from the left",
    parameters: [
      ScenarioParameter("duration", .number(0.5), unit: "s", range: .duration, "the flip's duration"),
      ScenarioParameter("fingers", .number(2), range: .whole(from: 1, to: 10), "how many fingers pan"),
      ScenarioParameter("travel", .number(40), unit: "mm", range: .travel, "finger travel for the whole half turn"),
      ScenarioParameter(
        "curve", .text("linear"), choices: ["linear", "easeInOut", "easeIn", "easeOut"],
        "the flip's curve (linear: the angle follows the fingers, π per travel)"),
      ScenarioParameter(
        "cardWidth", .number(240), unit: "pt", range: .points, "the card's width (centred on the screen)"),
      ScenarioParameter("cardHeight", .number(340), unit: "pt", range: .points, "the card's height"),
    ],
    make: { options, _ in FlipCardBinding(options: options) })
}

/// The card is a container on a photo's screen holding its front (the photo) or its back (its details); a pan to the right turns it
/// from the left (the left edge comes toward the viewer, as the fingers push the card's left half
/// forward), a pan to the left from the right. Each flip goes from the face shown to the other.
final class FlipCardBinding: ScenarioBinding {
  let recognizer: GestureRecognizer?
  private let options: ScenarioOptions
  private var stage: ViewTransitionStage?
  private var interactor: PercentDrivenInteractiveTransition?
  private var direction = 1.0

  init(options: ScenarioOptions) {
    self.options = options
    let fingers = max(Int(options.number("fingers")), 1)
    recognizer = PanGestureRecognizer(name: "flip-pan", minimumNumberOfTouches: fingers, maximumNumberOfTouches: fingers)
  }

  func setUp(scene: Scene, interactor: PercentDrivenInteractiveTransition) {
    let size = Size(width: max(options.number("cardWidth"), 1), height: max(options.number("cardHeight"), 1))
    let screen = scene.bounds
    let frame = Rect(
      x: (screen.width - size.width) / 2, y: (screen.height - size.height) / 2, width: size.width, height: size.height)
    stage = ViewTransitionStage(
      scene: scene, title: "Table", background: Color(red: 0.13, green: 0.45, blue: 0.3), container: frame,
      faces: [("Front", Color(red: 0.25, green: 0.47, blue: 0.85)), ("Back", Color(red: 0.96, green: 0.62, blue: 0.2))])
    stage.map { FlipCardScreens.dress($0) }
    self.interactor = interactor
  }

  /// A mostly horizontal pan.
  func accepts(_ values: GestureValues) -> Bool {
    guard case .pan(let translation, let velocity) = values else { return false }
    let dx = translation.dx != 0 ? translation.dx : velocity.dx
    return dx != 0 && abs(dx) >= abs(translation.dy)
  }

  func rearm() {}

  func begin(with values: GestureValues) throws {
    guard case .pan(let translation, let velocity) = values, let stage, let interactor else { return }
    let dx = translation.dx != 0 ? translation.dx : velocity.dx
    direction = dx < 0 ? -1 : 1
    let flip: AnimationOptions = direction > 0 ? .transitionFlipFromLeft : .transitionFlipFromRight
    try stage.begin(
      options: flip.union(.curve(.named(options.text("curve")))), duration: options.number("duration"),
      interactor: interactor)
  }

  func coordinate(_ values: GestureValues) -> (value: Double, velocity: Double) {
    if case .pan(let translation, let velocity) = values { return (translation.dx, velocity.dx) }
    return (0, 0)
  }

  func mapping(at value: Double) -> GestureMapping {
    .linear(origin: value, percent: 0, travel: options.number("travel"), direction: direction)
  }

  var trackedScreens: (ViewController?, ViewController?) { (nil, nil) }
  var trackedViewPair: (TrackedView?, TrackedView?) { stage?.tracked ?? (nil, nil) }
  func viewTransitionSample(at time: Double) -> ViewTransitionSample? { stage?.sample(at: time) }
}
