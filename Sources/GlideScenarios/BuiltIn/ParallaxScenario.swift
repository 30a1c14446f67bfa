import GlideAnimation
import GlideGestures
import GlideInput
import GlideInteraction
public import GlideSimulation
import GlideTransitions

extension Scenario {
  /// A card over a background, both with motion effects driven by the viewer offset: the card's centre
  /// moves ±20 pt with the offset and the background's ∓10 pt against it, so the card seems to float
  /// above the background as the device tilts. No gesture and no transition: the display link ticks
  /// while the viewer offset moves, and each frame is logged with the offset and the centres.
  public static let parallax = Scenario(
    name: "parallax",
    summary:
      "a card floating over a background with motion effects (card ±cardTravel, background ∓backgroundTravel) "
      + "driven by a tilt sensor or a finger; no transition (the finish-rule and completion parameters change nothing)",
    parameters: [
      ScenarioParameter(
        "viewerOffset", .text("auto"), choices: ViewerOffsetSource.Kind.allCases.map(\.rawValue),
        "where the viewer offset comes from: sensor (an accelerometer's tilt), touch (the first finger's place "
          + "on the surface, −1…1 across it) or auto (the sensor on an accelerometer, else the touch)"),
      ScenarioParameter(
        "cardTravel", .number(20), unit: "pt", range: Self.travelRange,
        "the card's centre moves from −travel to +travel in x and y (negative: the other way)"),
      ScenarioParameter(
        "backgroundTravel", .number(10), unit: "pt", range: Self.travelRange,
        "the background's centre moves from +travel to −travel, against the card (negative: with it)"),
      ScenarioParameter(
        "fullTilt", .number(20), unit: "°", range: .from(0.1, to: 90),
        "the tilt from the resting attitude that takes the offset to ±1"),
      ScenarioParameter(
        "smoothing", .number(0.1), unit: "s", range: .seconds,
        "the time constant of the low-pass filter on the attitude (or the finger)"),
      ScenarioParameter(
        "recentring", .number(2), unit: "s", range: .duration,
        "the time constant with which the resting attitude follows the device (the drift back)"),
    ],
    problem: { options, device in ParallaxBinding.problem(options, device) },
    make: { options, device in ParallaxBinding(options: options, device: device) })

  /// How far a parallax effect may move a view, points either way: a quarter of the default screen's
  /// width at most.
  static let travelRange = ParameterRange(lower: -100, upper: 100)
}

/// The parallax scene: a "Parallax" screen holding a background larger than the window by the
/// background's travel on every side (so its edges never show), a star field, and a card in the middle,
/// Mars' (``ParallaxMarsCard``), each with a
/// `MotionEffectGroup` of two `InterpolatingMotionEffect`s (`center.x` along the horizontal tilt,
/// `center.y` along the vertical). It has no recogniser, so the run never calls its transition members;
/// they answer as a scenario that refuses every gesture would.
final class ParallaxBinding: ScenarioBinding {
  let recognizer: GestureRecognizer? = nil
  private(set) var motion: MotionScene?
  private let options: ScenarioOptions
  private let device: DeviceDescription
  private var screen: ViewController?
  private var background: View?
  private var card: View?

  init(options: ScenarioOptions, device: DeviceDescription) {
    self.options = options
    self.device = device
  }

  /// Why the options cannot run on `device`: a viewer offset source the device cannot feed (the
  /// parameters' own ranges are checked when they are set).
  static func problem(_ options: ScenarioOptions, _ device: DeviceDescription) -> ScenarioError? {
    let asked = ViewerOffsetSource.Kind(rawValue: options.text("viewerOffset")) ?? .auto
    guard asked.resolved(for: device) == nil else { return nil }
    let why =
      asked == .sensor
      ? "touch or auto: \"\(device.name)\" is not an accelerometer (no INPUT_PROP_ACCELEROMETER, nor ABS_X/Y/Z without keys)"
      : "sensor or auto: \"\(device.name)\" has no touch axes"
    return .invalidValue(parameter: "viewerOffset", value: asked.rawValue, expected: why)
  }

  func setUp(scene: Scene, interactor: PercentDrivenInteractiveTransition) {
    let screen = ViewController(scene: scene, title: "Parallax")
    screen.view.backgroundColor = Color(red: 0.12, green: 0.13, blue: 0.18)
    let size = scene.bounds.size
    let (cardTravel, backgroundTravel) = (options.number("cardTravel"), options.number("backgroundTravel"))
    let margin = abs(backgroundTravel)
    let background = View(
      engine: scene.engine, name: "Background",
      frame: Rect(x: -margin, y: -margin, width: size.width + 2 * margin, height: size.height + 2 * margin))
    background.backgroundColor = Color(red: 0.27, green: 0.36, blue: 0.55)
    let cardSize = Size(width: min(300, size.width * 0.77), height: min(200, size.height * 0.24))
    let card = View(
      engine: scene.engine, name: "Card",
      frame: Rect(
        x: (size.width - cardSize.width) / 2, y: (size.height - cardSize.height) / 2, width: cardSize.width,
        height: cardSize.height))
    card.backgroundColor = Color(red: 0.98, green: 0.97, blue: 0.93)
    card.layer.cornerRadius = 16
    ParallaxMarsCard.dressBackground(background)
    ParallaxMarsCard.dressCard(card)
    card.addMotionEffect(Self.tilt(from: -cardTravel, to: cardTravel))
    background.addMotionEffect(Self.tilt(from: backgroundTravel, to: -backgroundTravel))
    screen.view.addSubview(background)
    screen.view.addSubview(card)
    scene.rootViewController = screen
    let asked = ViewerOffsetSource.Kind(rawValue: options.text("viewerOffset")) ?? .auto
    let parameters = TiltMapping.Parameters(
      fullTilt: options.number("fullTilt") * .pi / 180, smoothing: options.number("smoothing"),
      recentring: options.number("recentring"))
    // A source the device cannot feed was refused by `problem` where the options were checked; elsewhere
    // (a sweep over every trace) the device gets the source it can feed.
    let kind = asked.resolved(for: device) ?? ViewerOffsetSource.Kind.auto.resolved(for: device) ?? .touch
    let source = ViewerOffsetSource(kind, device: device, tilt: parameters)
    motion = MotionScene(window: scene.window, source: source, followed: [("Card", card), ("Background", background)])
    (self.screen, self.background, self.card) = (screen, background, card)
  }

  /// `center.x` along the horizontal tilt and `center.y` along the vertical, each from `minimum` at −1
  /// to `maximum` at 1.
  private static func tilt(from minimum: Double, to maximum: Double) -> MotionEffectGroup {
    let effects = [("center.x", InterpolatingMotionEffect.EffectType.tiltAlongHorizontalAxis), ("center.y", .tiltAlongVerticalAxis)]
      .map { keyPath, type in
        let effect = InterpolatingMotionEffect(keyPath: keyPath, type: type)
        effect.minimumRelativeValue = .scalar(minimum)
        effect.maximumRelativeValue = .scalar(maximum)
        return effect as MotionEffect
      }
    return MotionEffectGroup(motionEffects: effects)
  }

  var trackedScreens: (ViewController?, ViewController?) { (screen, nil) }

  var trackedViews: [(String, View)] {
    [background.map { ("Background", $0) }, card.map { ("Card", $0) }].compactMap { $0 }
  }

  // MARK: - Transition members (never called: no recogniser)

  func accepts(_ values: GestureValues) -> Bool { false }
  func rearm() {}
  func begin(with values: GestureValues) throws {}
  func coordinate(_ values: GestureValues) -> (value: Double, velocity: Double) { (0, 0) }
  func mapping(at value: Double) -> GestureMapping { .linear(origin: value, percent: 0, travel: 1, direction: 1) }
}
