import GlideInteraction
import GlideGestures
public import GlideInput
import GlideTransitions

/// A built-in way to turn a gesture into an interactive transition: which recogniser, how its values
/// map to progress, what transition it drives, with which animator and finish rule. Each has documented
/// parameters (``parameters``) that flags and scenario files override.
public struct Scenario: Sendable {
  public let name: String
  public let summary: String
  /// The scenario's own parameters followed by the ones every scenario has.
  public let parameters: [ScenarioParameter]
  let make: @Sendable (ScenarioOptions, DeviceDescription) -> any ScenarioBinding
  /// Why `options` cannot run on a device, if they cannot (parallax's sensor asked of a touchpad).
  let problem: @Sendable (ScenarioOptions, DeviceDescription) -> ScenarioError?

  /// `defaults` gives common parameters (``common``) the scenario's own defaults (back-swipe's
  /// `policy`).
  init(
    name: String, summary: String, parameters: [ScenarioParameter], defaults: [String: ParameterValue] = [:],
    problem: @escaping @Sendable (ScenarioOptions, DeviceDescription) -> ScenarioError? = { _, _ in nil },
    make: @escaping @Sendable (ScenarioOptions, DeviceDescription) -> any ScenarioBinding
  ) {
    self.name = name
    self.summary = summary
    self.parameters = parameters + Self.common.map { defaults[$0.name].map($0.withDefault) ?? $0 }
    self.problem = problem
    self.make = make
  }

  /// Every built-in scenario, in the order `glide scenarios` lists them.
  public static let builtIn: [Scenario] = [
    .pinchPop, .edgeBack, .swipeTabs, .dropDismiss, .springPresent, .backSwipe, .parallax, .pinchLayout,
    .dragDrawer, .flipCard, .curlPage,
  ]

  /// Checks that `options` can run on `device` (the parameters' own values are checked when they are
  /// set; this is what depends on the device).
  /// - Throws: ``ScenarioError/invalidValue(parameter:value:expected:)`` naming the parameter.
  public func check(_ options: ScenarioOptions, for device: DeviceDescription) throws(ScenarioError) {
    if let problem = problem(options, device) { throw problem }
  }

  /// The built-in scenario called `name`.
  public static func named(_ name: String) throws(ScenarioError) -> Scenario {
    guard let scenario = builtIn.first(where: { $0.name == name }) else {
      throw .unknownScenario(name, known: builtIn.map(\.name))
    }
    return scenario
  }

  /// The default options.
  public var defaultOptions: ScenarioOptions { ScenarioOptions(scenario: name, parameters: parameters) }

  /// Whether `parameter` sets up the scenario's own scene (drag-drawer's `start`, a travel, a size), not
  /// the finish rule or the completion that every scenario takes.
  public func setsUpScene(_ parameter: String) -> Bool {
    !Self.common.contains { $0.name == parameter } && parameters.contains { $0.name == parameter }
  }

  /// Parameters every scenario takes: the finish rule and the completion.
  static let common: [ScenarioParameter] =
    FinishRule.scenarioParameters + [
      ScenarioParameter(
        "completion", .text("rule"), choices: ["rule", "classic", "spring"],
        "how the rest plays: rule (the finish rule's peer's own where it has one: gnome, flutter-cupertino, uikit-navigation; else classic), classic (remaining fraction over the remaining time, on the completion curve) or spring (starts at the release velocity)"),
      ScenarioParameter("completionSpeed", .number(1), range: .factor, "UIKit's completionSpeed: 2 plays the rest twice as fast"),
      ScenarioParameter(
        "completionCurve", .text("easeInOut"), choices: ["easeInOut", "easeIn", "easeOut", "linear"],
        "UIKit's completionCurve for the classic completion (the legacy driver) and uikit-navigation's"),
      ScenarioParameter("springDamping", .number(1), range: .factor, "spring completion: damping ratio (1 arrives without overshoot)"),
      ScenarioParameter("screenWidth", .number(390), unit: "pt", range: .points, "the simulated screen's width"),
      ScenarioParameter("screenHeight", .number(844), unit: "pt", range: .points, "the simulated screen's height"),
    ]
}

/// What a scenario contributes to a run: its recogniser, its screens, the transition it starts, and how
/// the gesture maps to progress, or its motion effects. ``ScenarioRun`` does the rest (anchoring,
/// re-grabs, the finish rule; the display frames of the motion effects).
///
/// A scenario drives an interactive transition, motion effects, or both. One without a recogniser
/// starts no transition: the run never calls its transition members (`accepts` … `mapping`).
protocol ScenarioBinding: AnyObject {
  /// The recogniser whose events drive the transition (one per scenario); nil for a scenario that starts
  /// no transition.
  var recognizer: GestureRecognizer? { get }
  /// The scene's motion effects and the source of their viewer offset, once ``setUp(scene:interactor:)``
  /// has built them; nil for a scenario without (the default).
  var motion: MotionScene? { get }
  /// Builds the screens in `scene`; `interactor` is the interaction controller to vend.
  func setUp(scene: Scene, interactor: PercentDrivenInteractiveTransition)
  /// Whether a gesture that began with `values` should start a transition (a direction, an edge).
  func accepts(_ values: GestureValues) -> Bool
  /// Why a gesture that began with `values` starts no transition, in words for the log ("began in a
  /// direction the scenario ignores"); nil when it starts one. By default, from ``accepts(_:)``.
  func refusal(_ values: GestureValues) -> String?
  /// Makes the scene ready for another transition after one completed (without animation).
  func rearm()
  /// Starts the transition (pop, present, dismiss, select).
  func begin(with values: GestureValues) throws
  /// The scalar the mapping reads, and its velocity per second.
  func coordinate(_ values: GestureValues) -> (value: Double, velocity: Double)
  /// The mapping anchored where the gesture began (percent 0).
  func mapping(at value: Double) -> GestureMapping
  /// The two screens whose views the log and renderers follow (the leaving and the arriving one), each
  /// named by its title; nil where the scene does not have it (yet).
  var trackedScreens: (ViewController?, ViewController?) { get }
  /// The two views the log and renderers follow, with their names: by default the tracked screens'
  /// views under their titles (view-transition scenarios follow views that belong to no controller).
  var trackedViewPair: (TrackedView?, TrackedView?) { get }
  /// The view transition on screen at engine time `time`, for the log; nil when none runs (the default).
  func viewTransitionSample(at time: Double) -> ViewTransitionSample?
  /// The axis a drag runs along (for peers' progress units); pinches ignore it.
  var axis: GestureAxis { get }
  /// What the gesture drives when it is not a view-controller transition (nil: the run's percent-driven
  /// interactor, which the scenario vends to its containers).
  var interaction: (any DrivenInteraction)? { get }
  /// The views live renderers draw, with their names, in order: by default ``trackedViewPair``'s.
  var trackedViews: [(String, View)] { get }
  /// The scene's collection view as drawn at display frame `index` (engine time `time`), for a
  /// scenario whose screen is one; nil for the others (the default).
  func layoutFrame(index: Int, time: Double) -> LayoutFrame?
  /// Whether the transition moves the view a scene file marks `role` on the screen named `screen` (a
  /// scene file marking one it cannot use is refused). None by default.
  func usesSceneRole(_ role: SceneFile.Role, onScreen screen: String) -> Bool
}

/// A view the log follows, with the name it is logged under.
typealias TrackedView = (name: String, view: View)

extension ScenarioBinding {
  var axis: GestureAxis { .horizontal }

  var motion: MotionScene? { nil }

  func layoutFrame(index: Int, time: Double) -> LayoutFrame? { nil }

  func usesSceneRole(_ role: SceneFile.Role, onScreen screen: String) -> Bool { false }

  var interaction: (any DrivenInteraction)? { nil }

  func refusal(_ values: GestureValues) -> String? {
    accepts(values) ? nil : "began in a direction the scenario ignores"
  }

  var trackedViewPair: (TrackedView?, TrackedView?) {
    let (first, second) = trackedScreens
    return (first.map { ($0.title, $0.view) }, second.map { ($0.title, $0.view) })
  }

  func viewTransitionSample(at time: Double) -> ViewTransitionSample? { nil }

  /// The tracked views with their names, in order.
  var trackedViews: [(String, View)] {
    let (first, second) = trackedViewPair
    return [first, second].compactMap { $0 }.map { ($0.name, $0.view) }
  }
}
