import GlideAnimation
public import GlideGestures
public import GlideInput
public import GlideInteraction
public import GlideTransitions
import Synchronization

/// A way to turn a gesture into an interactive transition: which recogniser, how its values map to
/// progress, what transition it drives, with which animator and finish rule. Each has documented
/// parameters (``parameters``) that flags and scenario files override.
///
/// The eleven built-in scenarios (the `GlideScenarios` module) and an app's own are made the same way,
/// with this public API alone: a name, a summary, the scenario's parameters, and a `make` closure that
/// returns a ``ScenarioBinding`` for the chosen options and device. ``register(_:)`` makes a scenario
/// known to every tool by name.
public struct Scenario: Sendable {
  public let name: String
  public let summary: String
  /// The scenario's own parameters followed by the ones every scenario has.
  public let parameters: [ScenarioParameter]
  let make: @Sendable (ScenarioOptions, DeviceDescription) -> any ScenarioBinding
  /// Why `options` cannot run on a device, if they cannot (parallax's sensor asked of a touchpad).
  let problem: @Sendable (ScenarioOptions, DeviceDescription) -> ScenarioError?

  /// A scenario called `name` (lower-case words joined by hyphens, as the tools take it), described by
  /// `summary`, with its own `parameters` (every scenario also takes ``commonParameters``, the finish
  /// rule and the completion). `defaults` gives common parameters the scenario's own defaults
  /// (back-swipe's `policy`). `problem` says why options cannot run on a device, if they cannot;
  /// `make` builds the scenario's binding for a run: its recogniser, screens and transition.
  public init(
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

  /// Scenarios registered (``register(_:)``), in order.
  private static let registered = Mutex<[Scenario]>([])

  /// Every scenario the tools know by name, in the order they were registered (``register(_:)``):
  /// `glide`'s tool registers the eleven built-in ones (`GlideScenarios`' `Scenario.builtIn`) first, an
  /// app's tool its own beside or instead of them. `glide scenarios` lists these; a trace test, a
  /// scenario file and `--scenario` name one of them.
  public static var all: [Scenario] { registered.withLock { $0 } }

  /// Makes `scenario` known to every tool by its name (``named(_:)``, ``all``): run it with
  /// `glide replay --scenario NAME` from the app's own tool, name it in an expectation or a scenario
  /// file. Registering the same scenario again does nothing.
  /// - Throws: ``ScenarioError/invalidScenarioName(_:reason:)`` when the name is not lower-case words
  ///   joined by hyphens, or another scenario already has it.
  public static func register(_ scenario: Scenario) throws(ScenarioError) {
    let name = scenario.name
    let words = name.split(separator: "-", omittingEmptySubsequences: false)
    guard !name.isEmpty, words.allSatisfy({ !$0.isEmpty && $0.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) } })
    else {
      throw .invalidScenarioName(name, reason: "a scenario's name is lower-case letters and digits, words joined by hyphens (card-dismiss)")
    }
    try registered.withLock { (registered: inout [Scenario]) throws(ScenarioError) in
      if let existing = registered.first(where: { $0.name == name }) {
        if existing.identity === scenario.identity { return }
        throw .invalidScenarioName(name, reason: "another scenario is already called \(name)")
      }
      registered.append(scenario)
    }
  }

  /// Tells two registrations of one scenario from two scenarios that share a name.
  private let identity = ScenarioIdentity()

  /// Checks that `options` can run on `device` (the parameters' own values are checked when they are
  /// set; this is what depends on the device).
  /// - Throws: ``ScenarioError/invalidValue(parameter:value:expected:)`` naming the parameter.
  public func check(_ options: ScenarioOptions, for device: DeviceDescription) throws(ScenarioError) {
    if let problem = problem(options, device) { throw problem }
  }

  /// The scenario called `name`, of those registered (``all``).
  public static func named(_ name: String) throws(ScenarioError) -> Scenario {
    let all = self.all
    guard let scenario = all.first(where: { $0.name == name }) else {
      throw .unknownScenario(name, known: all.map(\.name))
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
  public static var commonParameters: [ScenarioParameter] { common }

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

/// One scenario value's identity: copies of a ``Scenario`` share it.
private final class ScenarioIdentity: Sendable {}

/// What a scenario contributes to a run: its recogniser, its screens, the transition it starts, and how
/// the gesture maps to progress, or its motion effects. ``ScenarioRun`` does the rest (anchoring,
/// re-grabs, the finish rule; the display frames of the motion effects).
///
/// A scenario drives an interactive transition, motion effects, or both. One without a recogniser
/// starts no transition: the run never calls its transition members (`accepts` … `mapping`).
///
/// A binding is made for one run (``Scenario/init(name:summary:parameters:defaults:problem:make:)``'s
/// `make`) and used on the run's thread only.
public protocol ScenarioBinding: AnyObject {
  /// The recogniser whose events drive the transition (one per scenario); nil for a scenario that starts
  /// no transition.
  var recognizer: GestureRecognizer? { get }
  /// The scene's motion effects and the source of their viewer offset, once ``setUp(scene:interactor:)``
  /// has built them; nil for a scenario without (the default).
  var motion: MotionScene? { get }
  /// Builds the screens in `scene`; `interactor` is the interaction controller to vend.
  func setUp(scene: Scene, interactor: PercentDrivenInteractiveTransition)
  /// Whether ``setUp(scene:interactor:)`` starts an animation at 0 s (a card presented on a spring at
  /// launch): the display frames then run from 0 s, before the first input, and the log shows the
  /// set-up's events and frames, so a replay, a render, the window and live show it from frame 0.
  /// `false` by default: nothing moves before the first input and the frames start there (a set-up
  /// that animates without saying so runs unseen, its end logged when the clock first moves, at the
  /// first input).
  var animatesSetUp: Bool { get }
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
public typealias TrackedView = (name: String, view: View)

extension ScenarioBinding {
  public var axis: GestureAxis { .horizontal }

  public var motion: MotionScene? { nil }

  public var animatesSetUp: Bool { false }

  public func layoutFrame(index: Int, time: Double) -> LayoutFrame? { nil }

  public func usesSceneRole(_ role: SceneFile.Role, onScreen screen: String) -> Bool { false }

  public var interaction: (any DrivenInteraction)? { nil }

  public func refusal(_ values: GestureValues) -> String? {
    accepts(values) ? nil : "began in a direction the scenario ignores"
  }

  public var trackedViewPair: (TrackedView?, TrackedView?) {
    let (first, second) = trackedScreens
    return (first.map { ($0.title, $0.view) }, second.map { ($0.title, $0.view) })
  }

  public func viewTransitionSample(at time: Double) -> ViewTransitionSample? { nil }

  /// The tracked views with their names, in order.
  public var trackedViews: [(String, View)] {
    let (first, second) = trackedViewPair
    return [first, second].compactMap { $0 }.map { ($0.name, $0.view) }
  }
}
