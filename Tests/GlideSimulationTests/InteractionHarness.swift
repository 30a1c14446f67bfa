import GlideGestures
import GlideInput

@testable import GlideScenarios
@testable import GlideSimulation
@testable import GlideTransitions

// MARK: - Playing a plan

extension InteractionInvariants {
  /// What the harness saw of one transition beyond the log: its context (taken from the container at
  /// `transitionBegan`), how often its coordinator's completion ran, and which sides get appearance
  /// callbacks.
  final class TransitionProbe {
    let record: Int
    let operation: TransitionOperation
    let from: String
    let to: String
    let context: TransitionContext?
    let sides: Set<TransitionKey>
    var coordinatorCompletions = 0

    init(
      record: Int, operation: TransitionOperation, from: String, to: String, context: TransitionContext?,
      sides: Set<TransitionKey>
    ) {
      (self.record, self.operation, self.from, self.to) = (record, operation, from, to)
      (self.context, self.sides) = (context, sides)
    }
  }

  /// One played plan: the replayer after `finish()`, its records as JSON Lines, the transitions probed,
  /// every controller met, and the container structure before the first event.
  final class Play {
    let plan: Plan
    /// The kernel events fed to the replayer.
    let events: [InputEvent]
    let replayer: Replayer
    let summary: ReplaySummary
    /// The records as JSON Lines (what `glide replay --json` prints), for determinism and reports.
    var lines: [String] { records.map(JSONLinesFormatter.line) }
    let probes: [TransitionProbe]
    let controllers: [String: ViewController]
    let initialAppearance: [String: String]
    let initialShape: SceneShape
    /// Problems seen while playing (checked by ``Checker``).
    var watchProblems: [String] = []

    var run: ScenarioRun { replayer.run }
    var records: [ReplayRecord] { replayer.run.records }

    /// Lets the scene go once the play has been checked: a scene and its controllers hold each other
    /// (`Scene.rootViewController`, `ViewController.scene`), so without this every play would stay in
    /// memory (about 4 KB each, 2 GB over a 500,000-sequence run).
    func tearDown() {
      run.onRecord = nil
      run.scene.rootViewController = nil
    }

    init(
      plan: Plan, events: [InputEvent], replayer: Replayer, summary: ReplaySummary, probes: [TransitionProbe],
      controllers: [String: ViewController], initialAppearance: [String: String], initialShape: SceneShape,
      watchProblems: [String]
    ) {
      self.watchProblems = watchProblems
      (self.plan, self.events, self.replayer, self.summary) = (plan, events, replayer, summary)
      (self.probes, self.controllers, self.initialShape) = (probes, controllers, initialShape)
      self.initialAppearance = initialAppearance
    }
  }

  /// Renders the plan's events and replays them through `Replayer` (as a trace, or as live with
  /// `advance(to:)` polls between events), watching every transition.
  static func play(_ plan: Plan, events: [InputEvent]? = nil) -> Play {
    // The generator draws only built-in scenarios and values they accept; a hand-written plan that no
    // longer fits (a renamed parameter) fails its check instead of stopping the run.
    var setUpProblems: [String] = []
    var scenario = Scenario.pinchPop
    do { scenario = try Scenario.named(plan.scenario) } catch { setUpProblems.append("\(error)") }
    var options = scenario.defaultOptions
    for override in plan.overrides {
      do { try options.set(override.name, to: override.value) } catch { setUpProblems.append("\(error)") }
    }
    let replayer = Replayer(
      scenario: scenario, options: options, device: plan.inputDevice, framesPerSecond: plan.displayRate)
    let watcher = Watcher(run: replayer.run)
    let initialShape = SceneShape(replayer.run)
    replayer.run.onRecord = { watcher.observe($0) }
    let events = events ?? plan.events
    feed(events, to: replayer, poll: plan.livePoll)
    let summary = replayer.finish()
    return Play(
      plan: plan, events: events, replayer: replayer, summary: summary,
      probes: watcher.probes, controllers: watcher.controllers, initialAppearance: watcher.initialAppearance,
      initialShape: initialShape, watchProblems: setUpProblems + watcher.problems)
  }

  /// Feeds `events`; with `poll`, the display is also advanced every `poll` seconds between them.
  private static func feed(_ events: [InputEvent], to replayer: Replayer, poll: Double?) {
    var last: Double?
    for event in events {
      let time = event.time.seconds
      if let poll, var next = last.map({ $0 + poll }) {
        while next < time {
          replayer.advance(to: next)
          next += poll
        }
      }
      replayer.consume(event)
      last = time
    }
  }

  /// Watches the records as they are made: at each `transitionBegan` it finds the transition's context
  /// and counts its coordinator completions.
  final class Watcher {
    let scene: Scene
    let interaction: any DrivenInteraction
    /// What the watcher found wrong on the way (a context's percent outside 0…1 at a frame).
    private(set) var problems: [String] = []
    private(set) var probes: [TransitionProbe] = []
    private(set) var controllers: [String: ViewController] = [:]
    /// Each controller's appearance state when first met, by title (`AppearanceOrder.State` raw values).
    private(set) var initialAppearance: [String: String] = [:]
    private var index = 0

    init(run: ScenarioRun) {
      scene = run.scene
      interaction = run.interaction
      collect()
    }

    func observe(_ record: ReplayRecord) {
      defer { index += 1 }
      if case .frame = record.kind, interaction.isInFlight, case let percent = interaction.percentComplete,
        !(0...1).contains(percent)
      {
        problems.append("t=\(record.time): the context's percentComplete is \(percent)")
      }
      guard case .scene(.transitionBegan(let operation, let from, let to, _, _)) = record.kind else { return }
      collect()
      // A view transition has no controllers: its context is the one the run's interactor drives.
      let context = operation == .transition ? (interaction as? PercentDrivenInteractiveTransition)?.context : controllers[from]?.activeTransition
      let probe = TransitionProbe(
        record: index, operation: operation, from: from, to: to, context: context,
        sides: Self.sides(operation, from: controllers[from], to: controllers[to]))
      context?.coordinator.animate(alongsideTransition: nil) { [weak probe] _ in
        probe?.coordinatorCompletions += 1
      }
      probes.append(probe)
    }

    /// Which controllers get appearance callbacks: both, except the presenter that stays on screen under
    /// an "over" presentation.
    static func sides(_ operation: TransitionOperation, from: ViewController?, to: ViewController?)
      -> Set<TransitionKey>
    {
      switch operation {
      case .present: to?.presentationKeepsPresenter == true ? [.to] : [.from, .to]
      case .dismiss: from?.presentationKeepsPresenter == true ? [.from] : [.from, .to]
      case .push, .pop, .select: [.from, .to]
      case .expand, .collapse: []  // a sheet's detents: no controller appears or disappears
      case .transition: []  // a view transition has no controllers
      }
    }

    /// Adds every controller reachable from the root (children and presentations) to ``controllers``,
    /// with its appearance state when first met (before any callback of a transition that shows it).
    private func collect() {
      var pending = scene.rootViewController.map { [$0] } ?? []
      var visited = Set<ObjectIdentifier>()
      while let controller = pending.popLast() {
        guard visited.insert(ObjectIdentifier(controller)).inserted else { continue }
        if controllers[controller.title] == nil {
          controllers[controller.title] = controller
          initialAppearance[controller.title] = controller.appearanceState.rawValue
        }
        pending += controller.children
        if let presented = controller.presentedViewController { pending.append(presented) }
      }
    }
  }
}

// MARK: - Container structure

extension InteractionInvariants {
  /// The containers' state by titles: the navigation stack, the selected tab, the presentation chain
  /// from the root up, and the face a view-transition scenario's content shows.
  struct SceneShape: Hashable, CustomStringConvertible {
    var stack: [String]?
    var selected: String?
    var chain: [String]
    /// The names of the views in a view-transition scenario's content (``content(of:)``).
    var face: [String]?
    /// The drawer's detent (`drag-drawer`), once a detent change has said it.
    var detent: String?

    /// The run's scene's containers, and the drawer's detent in `drag-drawer`.
    init(_ run: ScenarioRun) {
      self.init(run.scene)
      detent = (run.binding as? DragDrawerBinding)?.drawer?.detent.rawValue
    }

    init(_ scene: Scene) {
      let root = scene.rootViewController
      stack = (root as? NavigationController)?.viewControllers.map(\.title)
      selected = (root as? TabBarController)?.selectedViewController.title
      face = Self.content(of: scene)?.subviews.map(\.name)
      chain = []
      var node = root
      while let controller = node {
        chain.append(controller.title)
        node = controller.presentedViewController
      }
    }

    /// The view a view-transition scenario's transitions change (`ViewTransitionStage`'s container,
    /// named "<screen title> content" in the root screen's view); nil in the others.
    static func content(of scene: Scene) -> View? {
      guard let root = scene.rootViewController, !(root is NavigationController), !(root is TabBarController)
      else { return nil }
      return root.view.subviews.first { $0.name == "\(root.title) content" }
    }

    var description: String {
      var parts: [String] = []
      if let face { parts.append("face \(face)") }
      if let stack { parts.append("stack \(stack)") }
      if let selected { parts.append("selected \(selected)") }
      if let detent { parts.append("detent \(detent)") }
      parts.append("chain \(chain)")
      return parts.joined(separator: ", ")
    }

    /// Applies one completed (or cancelled) transition; returns why it does not fit, if it does not.
    mutating func apply(
      _ operation: TransitionOperation, from: String, to: String, done: Bool
    ) -> String? {
      switch operation {
      case .push:
        guard stack?.last == from else { return "push from \(from) with \(description)" }
        if done { stack?.append(to) }
      case .pop:
        guard let s = stack, s.count > 1, s[s.count - 1] == from, s[s.count - 2] == to else {
          return "pop \(from)→\(to) with \(description)"
        }
        if done { stack?.removeLast() }
      case .select:
        guard selected == from else { return "select from \(from) with \(description)" }
        if done { selected = to }
      case .present:
        guard chain.last == from else { return "present from \(from) with \(description)" }
        if done { chain.append(to) }
      case .dismiss:
        guard chain.count > 1, chain[chain.count - 1] == from, chain[chain.count - 2] == to else {
          return "dismiss \(from)→\(to) with \(description)"
        }
        if done { chain.removeLast() }
      case .expand, .collapse:
        guard detent == from else { return "\(operation.rawValue) from \(from) with \(description)" }
        detent = done ? to : from
      case .transition:
        guard face == [from] else { return "transition \(from)→\(to) with \(description)" }
        if done { face = [to] }
      }
      return nil
    }
  }
}
