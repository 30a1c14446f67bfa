public import GlideInteraction
import GlideAnimation
public import GlideGestures
public import GlideInput
public import GlideTransitions

/// One scenario at work: its scene, its recogniser, the percent-driven interaction, the finish rule, its
/// motion effects, and the log of what happened. Feed it the recogniser's state changes (``handle(_:)``),
/// the input events for the motion effects' viewer offset (``consumeMotionInput(_:)``) and display-link
/// frames (``frame(at:)``); time comes from them.
///
/// Per gesture: on `began` the gesture is anchored (percent 0) and the scenario's transition starts; on
/// `changed` the progress is `update`d (clamped to 0…1 by the context); on `ended` the finish rule
/// decides from the percent and the progress velocity toward completion, and the rest plays out
/// (classic or spring completion); a `cancelled` gesture (touches lost, a third finger on a pinch)
/// cancels the transition. Fingers that begin a gesture while a transition is completing take it back
/// (`pause`) and the mapping is re-anchored at the percent on screen, so nothing jumps. After a transition
/// completes, the next gesture first re-arms the scene without animation (pushes the screen back, …).
public final class ScenarioRun {
  public let scenario: Scenario
  public let options: ScenarioOptions
  public let scene: Scene
  /// The percent-driven interaction controller the scenario's transitions use (unused by a scenario that
  /// drives something else: `drag-drawer`'s layout).
  public let interactor: PercentDrivenInteractiveTransition
  public let policy: FinishPolicy
  /// The scenario's binding for this run: its recogniser, screens and mapping.
  public let binding: any ScenarioBinding
  /// The scene's motion effects, when the scenario has any (read at every event and display frame).
  let motion: MotionScene?
  /// What the gesture drives: ``interactor``, or the scenario's own interaction.
  public let interaction: any DrivenInteraction
  /// The run observes its recogniser's state (`GestureRecognizer.addStateObserver(_:)`) rather than
  /// being a target: the log shows failures too, which UIKit sends no action for.
  private var recognizerObserver: GestureStateObserver?
  /// The scene's engine, unretained (``scene`` holds it for the run's life): its clock moves at every
  /// gesture event and display frame, and reaching it through `scene` retained and released it each time.
  private let engine: Unmanaged<AnimationEngine>

  // The run's state below skips the runtime exclusivity check: it is read and changed at every gesture
  // event and display frame, always whole or appended to, never passed `inout` across a callback.

  /// Everything logged so far, oldest first (empty when ``retainsRecords`` is off).
  @exclusivity(unchecked) public private(set) var records: [ReplayRecord] = []
  /// Whether ``records`` (and the scene's event log) keep what is logged. Long sessions that follow
  /// ``onRecord`` turn it off, so memory stays flat; the summary does not need the records.
  @exclusivity(unchecked) public var retainsRecords = true {
    didSet { scene.retainsEvents = retainsRecords }
  }
  /// Whether frame records carry the tracked views as presented (``ViewState``s, what logs and renderers
  /// show). A measurement of the replay without rendering (`glide-bench replay`) turns it off: frame
  /// records then have no views, and the presentation of each layer is not worked out at every frame.
  @exclusivity(unchecked) public var capturesViews = true
  /// The running totals of the summary.
  @exclusivity(unchecked) private(set) var tally = SummaryTally()
  /// The kind of device the input comes from (rules and peer units differ between touchpads and touch).
  public let deviceKind: DeviceKind
  /// Whether the rule's peer's own completion plays (the `completion` parameter is `rule`).
  private let usesRuleCompletion: Bool
  /// The highest percent the fingers may take the transition to, when the rule caps it.
  private let interactiveCap: Double?
  /// Called with each record as it is made.
  @exclusivity(unchecked) public var onRecord: ((ReplayRecord) -> Void)?
  /// The decisions taken, in order (empty when ``retainsRecords`` is off).
  @exclusivity(unchecked) public private(set) var decisions: [Decision] = []
  /// The last decision taken, kept either way.
  public private(set) var lastDecision: Decision?
  /// The mapping from the gesture's coordinate to progress that each gesture to begin took on (nil: it
  /// started no transition), by the engine time it began, oldest first (empty when ``retainsRecords`` and
  /// ``retainsGestureMappings`` are off): the report reads the velocity toward completion through the mapping the run used then,
  /// which a scenario's current state (a drawer now open) or the rule's peer units may have changed since.
  @exclusivity(unchecked) public private(set) var gestureMappings: [(began: Double, mapping: GestureMapping?)] = []
  /// Whether ``gestureMappings`` are kept when ``retainsRecords`` is off (one a gesture: a report reading
  /// the records as they come keeps them).
  @exclusivity(unchecked) public var retainsGestureMappings = false

  @exclusivity(unchecked) private var mapping: GestureMapping?
  @exclusivity(unchecked) private var track: InteractionTrack
  /// A release whose first frame has not been drawn yet.
  @exclusivity(unchecked) private var pendingHandOff: HandOff?
  @exclusivity(unchecked) private var frameIndex = 0
  /// The events of a set-up that animates, not logged yet.
  @exclusivity(unchecked) private var pendingSetUp: [SceneEvent] = []
  private var completed = 0

  /// The screens a scene file names that this scenario does not have (nothing was dressed for them).
  public private(set) var sceneScreensMissing: [String] = []
  /// The first view the scene file marks with a role the scenario's transition cannot use, as the error
  /// naming the file, the line and the field; nil when there is none (or no scene file).
  public private(set) var sceneRefusal: SceneFileError?
  /// The scenario's screens by title (what a scene file may name).
  public var screenNames: [String] { binding.trackedViews.map(\.0) }

  public init(scenario: Scenario, options: ScenarioOptions, device: DeviceDescription) {
    self.scenario = scenario
    self.options = options
    scene = Scene(size: Size(width: options.number("screenWidth"), height: options.number("screenHeight")))
    engine = .passUnretained(scene.engine)
    interactor = PercentDrivenInteractiveTransition()
    interactor.completionSpeed = options.number("completionSpeed")
    interactor.completionCurve = Self.curve(options.text("completionCurve"))
    if options.text("completion") == "spring" {
      interactor.completionStyle = .spring(dampingRatio: options.number("springDamping"))
    }
    deviceKind = device.kind
    usesRuleCompletion = options.text("completion") == "rule"
    policy = FinishRule.policy(from: options, device: device.kind)
    interactiveCap = policy.interactiveCap
    track = InteractionTrack(for: policy)
    binding = scenario.make(options, device)
    binding.setUp(scene: scene, interactor: interactor)
    sceneScreensMissing =
      options.scene?.apply(to: binding.trackedViews, engine: scene.engine, size: scene.bounds.size) ?? []
    sceneRefusal =
      options.scene?.refusal(scenario: scenario.name) { [binding] role, screen in
        binding.usesSceneRole(role, onScreen: screen)
      } ?? options.scene?.coverageRefusal(size: scene.bounds.size)
    motion = binding.motion
    if let own = binding.interaction {
      own.completionSpeed = interactor.completionSpeed
      own.completionCurve = interactor.completionCurve
      own.completionStyle = interactor.completionStyle
      interaction = own
    } else {
      interaction = interactor
    }
    // A set-up that animates is logged, from its first event on (``framesStart``); it goes out with the
    // first record made after the caller has had the chance to follow ``onRecord``.
    pendingSetUp = binding.animatesSetUp ? scene.events : []
    setUpTransitions = pendingSetUp.count { if case .transitionBegan = $0.kind { true } else { false } }
    scene.clearEvents()
    // `unowned`, not `weak`: a weak reference would give the run a side table, making every
    // retain and release of it slow. `deinit` takes both closures away, so neither outlives the run.
    scene.onEvent = { [unowned self] event in
      if !self.pendingSetUp.isEmpty { self.logSetUp() }
      self.append(ReplayRecord(time: event.time, kind: .scene(event.kind)))
    }
    recognizerObserver = binding.recognizer?.addStateObserver { [unowned self] event in self.handle(event) }
  }

  deinit {
    if let recognizerObserver { binding.recognizer?.removeStateObserver(recognizerObserver) }
    // A scene and its controllers hold each other (`Scene.rootViewController`, `ViewController.scene`):
    // taking the root away lets both go, so a process that makes many runs (sweeps) does not grow.
    scene.onEvent = nil
    scene.retainsEvents = false
    scene.rootViewController = nil
  }

  /// When the display frames start, in seconds on the input's clock: 0 when the scenario's set-up
  /// animates (``ScenarioBinding/animatesSetUp``), so what it starts is drawn from frame 0; nil, at the
  /// first input, otherwise. ``Replayer`` gives it to its `FrameDriver`.
  public var framesStart: Double? { binding.animatesSetUp ? 0 : nil }

  /// The recogniser to put in a gesture session; nil for a scenario that starts no transition.
  public var recognizer: GestureRecognizer? { binding.recognizer }

  /// Whether a transition is in flight (started and not completed).
  public var isTransitionInFlight: Bool { transitionsStarted > transitionsEnded }

  /// Whether the fingers drive the transition now.
  public var isInteractive: Bool { interaction.isInteractive }

  /// The progress on screen at engine time `time` while a transition is in flight: the interactive
  /// percent, then where the completion has got to; nil when none is.
  public func presentedPercent(at time: Double) -> Double? {
    guard interaction.isInFlight else { return nil }
    return interaction.presentedPercent(at: time) ?? interaction.percentComplete
  }

  /// Whether anything still moves: a transition in flight, animations scheduled, or a viewer offset
  /// that has not come to rest.
  public var isBusy: Bool {
    isTransitionInFlight || engine._withUnsafeGuaranteedRef { $0.hasScheduledWork } || motion?.isMoving == true
  }

  /// The scene's motion effects and their viewer offset's source, when the scenario has any.
  public var motionScene: MotionScene? { motion }

  /// Moves the scene's clock to `time` (seconds), running what falls due on the way.
  public func advanceClock(to time: Double) {
    engine._withUnsafeGuaranteedRef { $0.advance(to: time) }
  }

  @exclusivity(unchecked) public private(set) var transitionsStarted = 0
  /// How many of ``transitionsStarted`` the set-up started (a presentation on a spring at launch,
  /// ``ScenarioBinding/animatesSetUp``): none for a set-up that does not animate.
  public private(set) var setUpTransitions = 0
  @exclusivity(unchecked) public private(set) var transitionsEnded = 0

  // MARK: - Input

  /// One state change of the recogniser: moves the clock to its time, logs it, and drives the
  /// transition on the states a target hears (began, changed, ended, cancelled; not failed).
  public func handle(_ event: GestureEvent) {
    if !pendingSetUp.isEmpty { logSetUp() }
    let time = event.time.seconds
    advanceClock(to: time)
    let coordinate = binding.coordinate(event.values)
    var percent = mapping?.percent(for: coordinate.value)
    if let cap = interactiveCap, let uncapped = percent, uncapped > cap { percent = cap }
    append(
      ReplayRecord(
        time: time,
        kind: .gesture(
          recognizer: event.recognizer, state: event.state, values: event.values, touches: event.numberOfTouches,
          percent: event.state == .began ? nil : percent)))
    switch event.state {
    case .began: began(event, coordinate: coordinate.value, time: time)
    case .changed:
      if let percent, interaction.isInteractive {
        interaction.update(percent)
        let velocity = track.keepsPopSamples ? mapping?.velocity(for: coordinate.velocity) : nil
        track.observe(percent: interaction.percentComplete, time: time, velocity: velocity)
      }
    case .ended: released(velocity: coordinate.velocity, time: time)
    case .cancelled: gestureCancelled(velocity: coordinate.velocity, time: time)
    case .possible, .failed: break
    }
  }

  /// One input event for the scene's motion effects (their viewer offset's source); the recogniser gets
  /// the events through a gesture session. Does nothing for a scenario without motion effects.
  public func consumeMotionInput(_ event: InputEvent) {
    motion?.consume(event)
  }

  /// A display-link frame at `time`: moves the clock, applies the motion effects for the viewer offset
  /// then and logs it while it moves, and logs the progress on screen while a transition is in flight.
  public func frame(at time: Double) {
    if !pendingSetUp.isEmpty { logSetUp() }
    advanceClock(to: time)
    if let motion, let sample = motion.frame(at: time, capturesViews: capturesViews) {
      append(ReplayRecord(time: time, kind: .motion(sample)))
    }
    guard isTransitionInFlight else { return }
    let percent = interaction.presentedPercent(at: time) ?? interaction.percentComplete
    if let pending = pendingHandOff, time > pending.releaseTime {
      pendingHandOff = nil
      append(ReplayRecord(time: time, kind: .handOff(pending.withFirstFrame(time: time, percent: percent))))
    }
    var views: [ViewState] = []
    if capturesViews {
      let (first, second) = binding.trackedViewPair
      views.reserveCapacity(2)
      if let first { views.append(ViewState(name: first.name, view: first.view, window: scene.window)) }
      if let second { views.append(ViewState(name: second.name, view: second.view, window: scene.window)) }
    }
    let transition = binding.viewTransitionSample(at: time)
    append(
      ReplayRecord(
        time: time, kind: .frame(index: frameIndex, percent: percent, views: views, viewTransition: transition)))
    if capturesViews, let layout = binding.layoutFrame(index: frameIndex, time: time) {
      append(ReplayRecord(time: time, kind: .layout(layout)))
    }
    frameIndex += 1
  }

  /// Logs `text` as a note at `time` (the replayer's word on its clock: frames skipped across a gap).
  func note(_ text: String, at time: Double) {
    append(ReplayRecord(time: time, kind: .note(text)))
  }

  /// Ends whatever is still open at `time`: an interaction still interactive is cancelled (the input
  /// stopped without a lift), and a transition still running after the drain is completed by force.
  public func endInput(at time: Double) {
    advanceClock(to: time)
    motion?.endInput(at: time)
    if interaction.isInteractive {
      append(ReplayRecord(time: time, kind: .note("input ended during the interaction: cancelled")))
      interaction.cancel(progressVelocity: nil)
      mapping = nil
    }
  }

  /// After the drain: a completion still playing, longer than the drain's `limit` seconds (a long
  /// `duration`, a slow `completionSpeed`), is cut to the end it was heading for. The scene's clock jumps
  /// from deadline to deadline of its animations, with no display frame between, until the transition
  /// completes: finished or cancelled as decided, at the time it would have, never the other way.
  public func cutCompletion(after limit: Double) {
    guard interaction.isInFlight, !interaction.isInteractive else { return }
    append(
      ReplayRecord(
        time: engine._withUnsafeGuaranteedRef { $0.currentTime },
        kind: .note("completion longer than the \(LogFormatting.fixed(limit, 0)) s drain: cut to its end")))
    // Bounded: an animation that schedules itself again and again cannot hold the run.
    for _ in 0..<Self.maximumCutSteps where interaction.isInFlight {
      guard let deadline = engine._withUnsafeGuaranteedRef({ $0.nextDeadline }) else { break }
      advanceClock(to: deadline)
    }
  }

  /// The most deadlines ``cutCompletion(after:)`` runs through (a completion has a few).
  static let maximumCutSteps = 10_000

  /// Last resort after the drain: a transition that has not completed is cancelled and completed now, so
  /// none stays half done; motion effects still drifting (a re-centring slower than the drain) are
  /// brought to rest, with a last motion frame.
  public func forceCompletion(at time: Double) {
    advanceClock(to: time)
    if let motion, motion.isMoving {
      append(ReplayRecord(time: time, kind: .note("motion effects still moving at the end: brought to rest")))
      motion.rest()
      if let sample = motion.frame(at: time, capturesViews: capturesViews) {
        append(ReplayRecord(time: time, kind: .motion(sample)))
      }
      advanceClock(to: time)  // the overlays' removal takes effect now, as at a display frame
    }
    guard interaction.isInFlight else { return }
    append(ReplayRecord(time: time, kind: .note("transition still running at the end: completed as cancelled")))
    interaction.forceCancel()
  }

  // MARK: - Internals

  private func began(_ event: GestureEvent, coordinate: Double, time: Double) {
    if interaction.isInFlight {
      guard !interaction.isInteractive else { return }
      interaction.pause()
      let percent = interaction.percentComplete
      use(peerMapping(binding.mapping(at: coordinate)).anchored(at: coordinate, percent: percent), from: time)
      startTrack(percent: percent, time: time)
      append(ReplayRecord(time: time, kind: .regrab(percent: percent)))
      return
    }
    if let refusal = binding.refusal(event.values) {
      append(ReplayRecord(time: time, kind: .note("\(event.recognizer) \(refusal)")))
      use(nil, from: time)
      return
    }
    binding.rearm()
    do {
      try binding.begin(with: event.values)
      use(peerMapping(binding.mapping(at: coordinate)), from: time)
      startTrack(percent: 0, time: time)
    } catch {
      append(ReplayRecord(time: time, kind: .note("could not start the transition: \(error)")))
      use(nil, from: time)
    }
  }

  /// Drives progress through `mapping` from the gesture that began at `time`.
  private func use(_ mapping: GestureMapping?, from time: Double) {
    self.mapping = mapping
    if retainsRecords || retainsGestureMappings { gestureMappings.append((time, mapping)) }
  }

  private func released(velocity gestureVelocity: Double, time: Double) {
    guard let mapping, interaction.isInteractive else { return }
    let percent = interaction.percentComplete
    let velocity = mapping.velocity(for: gestureVelocity)
    let decision = policy.decide(percent: percent, velocity: velocity, track: track)
    lastDecision = decision
    if retainsRecords { decisions.append(decision) }
    append(ReplayRecord(time: time, kind: .decision(decision)))
    self.mapping = nil
    complete(decision, handingOver: velocity, time: time)
  }

  /// Ends the interaction the way `decision` says, with the rule's peer's completion under `completion`
  /// rule, starting a spring completion at `velocity` (nil: from rest), and measures the hand-off.
  private func complete(_ decision: Decision, handingOver velocity: Double?, time: Double) {
    if usesRuleCompletion {
      interaction.completionStyle =
        policy.completion(for: decision, transitionDuration: interaction.duration) ?? .classic
    }
    switch decision.outcome {
    case .finish: interaction.finish(progressVelocity: velocity)
    case .cancel: interaction.cancel(progressVelocity: velocity)
    }
    pendingHandOff = measureHandOff(decision, time: time)
  }

  /// The completion's first velocity, measured on the presented progress right after the release.
  private func measureHandOff(_ decision: Decision, time: Double) -> HandOff {
    let remaining = decision.outcome == .finish ? 1 - decision.percent : decision.percent
    let planned = interaction.completionDuration ?? 0
    var initial: Double?
    if planned > 2 * HandOff.step, remaining > 0, let p0 = interaction.presentedPercent(at: time),
      let p1 = interaction.presentedPercent(at: time + HandOff.step)
    {
      initial = (p1 - p0) / HandOff.step
    }
    return HandOff(
      outcome: decision.outcome, releaseTime: time, releasePercent: decision.percent,
      releaseVelocity: decision.velocity, initialVelocity: initial, completionDuration: planned,
      firstFrameTime: nil, firstFrameJump: nil)
  }

  /// The scenario's mapping in the rule's peer's units, where the peer defines them.
  private func peerMapping(_ mapping: GestureMapping) -> GestureMapping {
    policy.progressMapping(on: deviceKind)?.applied(to: mapping, axis: binding.axis) ?? mapping
  }

  private func startTrack(percent: Double, time: Double) {
    track.restart()
    track.transitionDuration = interaction.duration
    track.observe(percent: percent, time: time)
  }

  /// Touches lost: the transition is cancelled without asking the rule (with the rule's peer's
  /// cancel animation under `completion` rule), and the hand-off is measured against the fingers' last
  /// velocity.
  private func gestureCancelled(velocity gestureVelocity: Double, time: Double) {
    guard interaction.isInteractive else { return }
    let percent = interaction.percentComplete
    append(ReplayRecord(time: time, kind: .gestureCancelled(percent: percent)))
    let velocity = mapping?.velocity(for: gestureVelocity) ?? 0
    mapping = nil
    let cancel = Decision(
      outcome: .cancel, percent: percent, velocity: velocity, policy: policy, projected: nil, reason: "gesture cancelled")
    complete(cancel, handingOver: nil, time: time)
  }

  /// Logs the set-up's events (an animated set-up's, ``framesStart``), once.
  private func logSetUp() {
    let events = pendingSetUp
    pendingSetUp = []
    for event in events { append(ReplayRecord(time: event.time, kind: .scene(event.kind))) }
  }

  private func append(_ record: ReplayRecord) {
    if case .scene(let kind) = record.kind {
      if case .transitionBegan = kind { transitionsStarted += 1 }
      if case .transitionCompleted = kind {
        transitionsEnded += 1
        if let pending = pendingHandOff {
          pendingHandOff = nil
          append(ReplayRecord(time: record.time, kind: .handOff(pending)))
        }
      }
    }
    tally.add(record)
    if retainsRecords { records.append(record) }
    onRecord?(record)
  }

  static func curve(_ name: String) -> AnimationCurve {
    switch name {
    case "easeIn": .easeIn
    case "easeOut": .easeOut
    case "linear": .linear
    default: .easeInOut
    }
  }
}


/// A scenario's run is what a `FrameDriver` drives in `glide replay`, `glide live` and the window.
extension ScenarioRun: FrameDriven {}
