import GlideAnimation
import GlideGestures
import GlideTestSupport

@testable import GlideInteraction
@testable import GlideScenarios
@testable import GlideSimulation
@testable import GlideTransitions

// MARK: - Checker

extension InteractionInvariants {
  /// The invariants of design §5 on one played plan, from its records and the scene after `finish()`:
  /// - every transition that begins completes exactly once (finished or cancelled), its coordinator
  ///   completion runs once and its context agrees with the log;
  /// - appearance callbacks follow UIKit's order per transition (the reversal on cancel) and every
  ///   controller's callbacks are balanced, ending appeared exactly when its view is in the window;
  /// - percentComplete stays within 0…1 in every frame and interaction change;
  /// - every decision is its rule's, and the transition ends the way the last interaction end said;
  /// - the recogniser's states follow UIKit's machine; records come in non-decreasing time;
  /// - after `finish()` nothing is in flight, nothing is scheduled or frozen, and the containers and
  ///   view tree match a model replayed from the completions.
  struct Checker {
    let play: Play
    private(set) var problems: [String] = []
    private var open: [OpenTransition] = []
    private var shape: SceneShape
    /// The interaction's history as `ScenarioRun` feeds it to the rule, rebuilt from the records.
    private var track: InteractionTrack?

    static func check(_ play: Play) -> [String] {
      var checker = Checker(play: play, shape: play.initialShape)
      for problem in play.watchProblems { checker.fail(problem) }
      if let k = play.events.indices.dropFirst().first(where: {
        play.events[$0].time < play.events[$0 - 1].time
      }) {
        checker.fail("the plan's events go back in time at event \(k) (a bug in the generator)")
      }
      checker.walk()
      checker.checkGestures()
      checker.checkAppearanceBalance()
      checker.checkQuiet()
      checker.checkShape()
      checker.checkViews()
      return checker.problems
    }

    private init(play: Play, shape: SceneShape) {
      self.play = play
      self.shape = shape
    }

    mutating func fail(_ text: String) {
      if problems.count < 40 { problems.append(text) }
    }
  }

  /// A transition between its `transitionBegan` and its `transitionCompleted`, as the walk sees it.
  struct OpenTransition {
    var probe: TransitionProbe
    var began: Int
    var beganTime: Double
    var interactive: Bool
    /// `isCancelled` of the last interaction change that ended the interaction (nil after a pause).
    var lastEnding: Bool?
    /// A decision or a gesture cancel waiting for its interaction change: true to cancel.
    var awaitedEnding: Bool?
    /// Set by the interaction change back to interactive (a pause), waiting for its re-grab record.
    var awaitsRegrab = false
    /// Appearance callbacks of the two sides since the start: "from.viewWillDisappear" and their times.
    var appearance: [(text: String, time: Double)] = []
    var name: String { "#\(began) \(probe.operation.rawValue) \(probe.from)→\(probe.to)" }
  }
}

// MARK: The walk over the records

extension InteractionInvariants.Checker {
  private mutating func walk() {
    var lastTime = -Double.infinity
    var frameIndex = -1
    var motionIndex = -1
    for (index, record) in play.records.enumerated() {
      if !record.time.isFinite || record.time < lastTime {
        fail("record \(index) at t=\(record.time) after t=\(lastTime)")
      }
      lastTime = max(lastTime, record.time)
      switch record.kind {
      case .scene(let event): scene(event, index: index, time: record.time)
      case .frame(let frame, let percent, let views, _):
        if frame != frameIndex + 1 { fail("frame \(frame) after frame \(frameIndex)") }
        frameIndex = frame
        checkFrame(percent: percent, views: views, time: record.time)
      case .decision(let decision): decided(decision, time: record.time)
      case .gestureCancelled(let percent): gestureCancelled(percent, time: record.time)
      case .regrab(let percent): regrabbed(percent, time: record.time)
      case .motion(let sample):
        if sample.index != motionIndex + 1 { fail("motion frame \(sample.index) after \(motionIndex)") }
        motionIndex = sample.index
        checkMotion(sample, time: record.time)
      case .note(let text):
        if text.hasPrefix("transition still running") { fail("t=\(record.time): \(text)") }
      case .gesture(_, .changed, _, _, let percent?):
        if open.last?.interactive == true {
          track?.observe(percent: Self.clamped(percent), time: record.time)
        }
      default:
        break  // other gestures, hand-offs: nothing to check here
      }
    }
    for transition in open { fail("\(transition.name) never completed") }
    if play.run.transitionsStarted != play.run.transitionsEnded {
      fail("\(play.run.transitionsStarted) transitions started, \(play.run.transitionsEnded) ended")
    }
  }

  private mutating func scene(_ event: SceneEvent.Kind, index: Int, time: Double) {
    switch event {
    case .transitionBegan(let operation, let from, let to, _, let interactive):
      began(operation, from: from, to: to, interactive: interactive, index: index, time: time)
    case .transitionCompleted(let operation, let done):
      completed(operation, done: done, index: index, time: time)
    case .interactionChanged(let interactive, let cancelled, let percent):
      interactionChanged(interactive: interactive, cancelled: cancelled, percent: percent, time: time)
    case .appearance(let callback, let title, _):
      for k in open.indices {
        let key = title == open[k].probe.from ? "from" : title == open[k].probe.to ? "to" : nil
        if let key { open[k].appearance.append(("\(key).\(callback.rawValue)", time)) }
      }
    case .layoutConflict(let conflict): fail("t=\(time): layout conflict, breaking \(conflict.broken)")
    case .requestQueued, .delegate, .layout: break
    }
  }

  private mutating func began(
    _ operation: TransitionOperation, from: String, to: String, interactive: Bool, index: Int, time: Double
  ) {
    guard let probe = play.probes.first(where: { $0.record == index }) else {
      return fail("#\(index) \(operation.rawValue) began but was not probed")
    }
    if probe.context == nil && !Self.isDetentChange(operation) {
      fail("#\(index) \(operation.rawValue) \(from)→\(to): no context at the start")
    }
    if !open.isEmpty { fail("#\(index) \(operation.rawValue) began while \(open.map(\.name)) in flight") }
    if interactive { startTrack(percent: 0, time: time) }
    open.append(
      InteractionInvariants.OpenTransition(
        probe: probe, began: index, beganTime: time, interactive: interactive))
  }

  private mutating func completed(_ operation: TransitionOperation, done: Bool, index: Int, time: Double) {
    guard let k = open.firstIndex(where: { $0.probe.operation == operation }) else {
      return fail("t=\(time): \(operation.rawValue) completed but none is in flight")
    }
    let transition = open.remove(at: k)
    let name = "\(transition.name) (completed(\(done)) at t=\(time))"
    if transition.interactive { fail("\(name) while interactive") }
    if let ending = transition.lastEnding, ending == done {
      fail("\(name) but the interaction ended with isCancelled=\(ending)")
    }
    if let awaited = transition.awaitedEnding {
      fail("\(name) before its end (cancel=\(awaited)) took effect")
    }
    if transition.awaitsRegrab { fail("\(name): paused without a re-grab") }
    checkAppearance(transition, done: done, time: time, name: name)
    let probe = transition.probe
    // A drawer's detent change has no context and no coordinator: the log is all it has.
    if probe.coordinatorCompletions != 1 && !Self.isDetentChange(operation) {
      fail("\(name): \(probe.coordinatorCompletions) coordinator completions")
    }
    if let context = probe.context, context.didComplete != done {
      fail("\(name): the context says didComplete=\(String(describing: context.didComplete))")
    }
    if let problem = shape.apply(operation, from: probe.from, to: probe.to, done: done) {
      fail("\(name) does not fit the containers: \(problem)")
    }
  }

  /// Interaction changes flip the interactive flag of the transition in flight; an end says how it will
  /// end, and matches the decision or gesture cancel that caused it.
  private mutating func interactionChanged(interactive: Bool, cancelled: Bool, percent: Double, time: Double)
  {
    guard let k = open.indices.last else {
      return fail("t=\(time): interaction change with nothing in flight")
    }
    let name = open[k].name
    if !(0...1).contains(percent) { fail("\(name): interaction change at percent \(percent)") }
    if interactive == open[k].interactive {
      fail("\(name): interaction change to \(interactive) is no change")
    }
    open[k].interactive = interactive
    if interactive {
      open[k].awaitsRegrab = true
      open[k].lastEnding = nil
      return
    }
    open[k].lastEnding = cancelled
    if let awaited = open[k].awaitedEnding, awaited != cancelled {
      fail(
        "\(name): ended with isCancelled=\(cancelled) at t=\(time), but the release said cancel=\(awaited)")
    }
    open[k].awaitedEnding = nil
  }

  /// A decision is its rule's, made at release while the transition is interactive.
  private mutating func decided(_ decision: Decision, time: Double) {
    let policy = play.run.policy
    if decision.policy != policy {
      fail("t=\(time): decision by \(decision.policy), the run's rule is \(policy)")
    }
    if case .uikitNavigation(let rule) = policy {
      // UIKit's back swipe samples the recogniser's velocity through the scenario's mapping, which the
      // records do not carry: the decision is checked against its own logged prediction and averages.
      let finishes = decision.projected.map { $0 > rule.threshold } ?? ((decision.ruleVelocity ?? -1) > 0)
      if finishes != (decision.outcome == .finish) || decision.ruleVelocity == nil
        || decision.reason != rule.reason(for: decision)
      {
        fail("t=\(time): decision \(decision.outcome) (\(decision.reason)) against its own prediction")
      }
    } else {
      let history = track ?? InteractionTrack(for: policy)
      let again = policy.decide(percent: decision.percent, velocity: decision.velocity, track: history)
      if again.outcome != decision.outcome || again.reason != decision.reason {
        fail("t=\(time): decision \(decision.outcome) (\(decision.reason)), the rule says \(again.outcome)")
      }
    }
    if !(0...1).contains(decision.percent) || !decision.velocity.isFinite {
      fail("t=\(time): decision at percent \(decision.percent), velocity \(decision.velocity)")
    }
    expectEnding(cancel: decision.outcome == .cancel, what: "decision", time: time)
  }

  private mutating func gestureCancelled(_ percent: Double, time: Double) {
    if !(0...1).contains(percent) { fail("t=\(time): gesture cancelled at percent \(percent)") }
    expectEnding(cancel: true, what: "gesture cancel", time: time)
  }

  private mutating func expectEnding(cancel: Bool, what: String, time: Double) {
    guard let k = open.indices.last, open[k].interactive else {
      return fail("t=\(time): \(what) without an interactive transition in flight")
    }
    open[k].awaitedEnding = cancel
  }

  /// A re-grab is logged right after the pause it made (the interaction change back to interactive).
  private mutating func regrabbed(_ percent: Double, time: Double) {
    guard let k = open.indices.last, open[k].awaitsRegrab else {
      return fail("t=\(time): re-grab without a completing transition just paused")
    }
    open[k].awaitsRegrab = false
    if !(0...1).contains(percent) { fail("\(open[k].name): re-grabbed at percent \(percent)") }
    startTrack(percent: percent, time: time)
  }

  private mutating func startTrack(percent: Double, time: Double) {
    track = InteractionTrack(for: play.run.policy)
    track?.observe(percent: percent, time: time)
  }

  /// A sheet moving between its detents (`drag-drawer`), not a container's transition.
  static func isDetentChange(_ operation: TransitionOperation) -> Bool {
    operation == .expand || operation == .collapse
  }

  /// What the context keeps of an update: the percent within 0…1 (NaN as 0).
  static func clamped(_ percent: Double) -> Double { percent.isNaN ? 0 : min(max(percent, 0), 1) }

  /// How far a presented percent may stray past 0…1 by rounding (a timing curve evaluated at its end
  /// gives 1.0000000000000002).
  static let rounding = 1e-9

  /// A frame shows a transition in flight at a percent within 0…1; only a spring completion may carry
  /// the view past an end (documented on `presentedPercent(at:)`), and never to a number that is not
  /// finite. Every tracked view's geometry is finite.
  private mutating func checkFrame(percent: Double, views: [ViewState], time: Double) {
    guard let transition = open.last else { return fail("t=\(time): frame with nothing in flight") }
    let springing =
      !transition.interactive && play.plan.overrides.contains { $0.description == "completion=spring" }
    if !percent.isFinite || (!springing && !(-Self.rounding...(1 + Self.rounding)).contains(percent)) {
      fail("\(transition.name): frame at t=\(time) shows percent \(percent)")
    }
    for view in views {
      let numbers = [
        view.frame.minX, view.frame.minY, view.frame.width, view.frame.height, view.alpha, view.scale,
      ]
      if !numbers.allSatisfy(\.isFinite) {
        fail("t=\(time): \(view.name) shows at \(view.frame), alpha \(view.alpha)")
      }
    }
  }
}

// MARK: Appearance

extension InteractionInvariants.Checker {
  /// UIKit's order for the two sides of one transition: the "will"s at the start, the rest (the
  /// "did"s, or the reversal on cancel) at its completion.
  private mutating func checkAppearance(
    _ transition: InteractionInvariants.OpenTransition, done: Bool, time: Double, name: String
  ) {
    let expected = AppearanceOrder.expected(
      sides: Set(transition.probe.sides.map(\.rawValue)), completed: done)
    let seen = transition.appearance
    guard seen.map(\.text) == expected else {
      return fail("\(name): appearance \(seen.map(\.text)), expected \(expected)")
    }
    let starts = transition.probe.sides.count
    for (position, entry) in seen.enumerated() {
      let due = position < starts ? transition.beganTime : time
      if entry.time != due { fail("\(name): \(entry.text) at t=\(entry.time), expected at \(due)") }
    }
  }

  private func initial(_ title: String) -> AppearanceOrder.State {
    play.initialAppearance[title].flatMap(AppearanceOrder.State.init(rawValue:)) ?? .disappeared
  }

  /// Every controller's callbacks follow the appearance state machine, none is halfway at the end, and a
  /// controller has appeared exactly when its view is in the window.
  private mutating func checkAppearanceBalance() {
    var states: [String: AppearanceOrder.State] = [:]
    for record in play.records {
      guard case .scene(.appearance(let callback, let title, _)) = record.kind else { continue }
      let state = states[title] ?? initial(title)
      guard let next = AppearanceOrder.next(state, callback.rawValue) else {
        fail("\(title).\(callback.rawValue) at t=\(record.time) while \(state.rawValue)")
        continue
      }
      states[title] = next
    }
    let window = play.run.scene.window
    for (title, controller) in play.controllers.sorted(by: { $0.key < $1.key }) {
      let state = states[title] ?? initial(title)
      if state.rawValue != controller.appearanceState.rawValue {
        fail("\(title) ends \(controller.appearanceState.rawValue), its callbacks say \(state.rawValue)")
      }
      var onScreen = controller.isViewLoaded && controller.view.isDescendant(of: window)
      // A collection view shared by controllers pushed layout-to-layout shows the top one of them.
      let sharers = play.controllers.values.filter { $0.isViewLoaded && controller.isViewLoaded && $0.view === controller.view }
      if sharers.count > 1 {
        onScreen = onScreen && (play.run.scene.rootViewController as? NavigationController)?.topViewController === controller
      }
      if state == .appearing || state == .disappearing {
        fail("\(title) ends \(state.rawValue)")
      } else if (state == .appeared) != onScreen {
        fail("\(title) ends \(state.rawValue) but its view is \(onScreen ? "" : "not ")in the window")
      }
    }
  }
}

// MARK: Motion effects

extension InteractionInvariants.Checker {
  /// A motion frame: the offset within −1…1, each followed view within its effects' travel of its model
  /// centre (the card ±`cardTravel`, the background ±`backgroundTravel` on each axis), the models where the
  /// scene put them.
  private mutating func checkMotion(_ sample: MotionSample, time: Double) {
    let offset = sample.offset
    if !(abs(offset.horizontal) <= 1 && abs(offset.vertical) <= 1) { fail("t=\(time): viewer offset \(offset)") }
    guard let motion = play.run.motionScene else { return fail("t=\(time): a motion frame without motion effects") }
    for (name, view) in motion.followed {
      guard let center = sample.center(of: name) else { continue }
      let travel = abs(play.run.options.number(name == "Card" ? "cardTravel" : "backgroundTravel"))
      let model = view.center
      if abs(center.x - model.x) > travel + 1e-9 || abs(center.y - model.y) > travel + 1e-9 {
        fail("t=\(time): \(name) shown at \(center), more than \(travel) pt from its model \(model)")
      }
    }
  }
}

// MARK: After finish()

extension InteractionInvariants.Checker {
  /// Nothing in flight, scheduled, frozen or ramped; no container running a transition; no viewer offset
  /// still moving, and every motion effect back at rest on the models.
  private mutating func checkQuiet() {
    let run = play.run
    if run.isTransitionInFlight { fail("after finish() a transition is in flight") }
    if run.isBusy { fail("after finish() the run is still busy") }
    for (name, view) in run.motionScene?.followed ?? [] where view.presentation.position != view.center {
      fail("after finish() \(name) is shown at \(view.presentation.position), its model at \(view.center)")
    }
    if let deadline = run.scene.engine.nextDeadline {
      fail("after finish() work is scheduled at \(deadline)")
    }
    if let context = run.interactor.context, !context.isCompleted {
      fail("after finish() the interactor drives an unfinished \(context.operation.rawValue)")
    }
    if run.interaction.isInFlight { fail("after finish() the interaction is still in flight") }
    checkDrawer()
    checkSheetStatusBar()
    var layers = [run.scene.window.layer]
    for (title, controller) in play.controllers.sorted(by: { $0.key < $1.key }) {
      if let running = (controller as? NavigationController)?.transition {
        fail("\(title) still runs a \(running.operation.rawValue)")
      }
      if let running = (controller as? TabBarController)?.transition {
        fail("\(title) still runs a \(running.operation.rawValue)")
      }
      if let running = controller.modalTransition {
        fail("\(title) still runs a \(running.operation.rawValue)")
      }
      if controller.transitionCoordinator != nil { fail("\(title) still has a transition coordinator") }
      if controller.isViewLoaded { layers.append(controller.view.layer) }
    }
    // No layout change left in flight or half done: each collection view rests on the layout of the
    // controller showing it, every cell at its attributes there, with no tracks.
    let navigation = run.scene.rootViewController as? NavigationController
    for controller in play.controllers.values.compactMap({ $0 as? CollectionViewController })
    where controller.isViewLoaded && navigation?.topViewController === controller {
      let view = controller.collectionView
      if view.isLayoutTransitionInProgress { fail("\(controller.title)'s collection view still changes its layout") }
      if view.collectionViewLayout !== controller.collectionViewLayout {
        fail("\(controller.title)'s collection view ends on another controller's layout")
      }
      for cell in view.cells {
        if !cell.layer.animationKeys.isEmpty { fail("\(cell) keeps animations \(cell.layer.animationKeys)") }
        let attributes = view.layoutAttributesForItem(at: cell.indexPath)
        let shown = cell.layer.presentation()
        if let attributes, shown.position != attributes.center || shown.bounds.size != attributes.size
          || shown.opacity != attributes.alpha
        {
          fail("\(cell) shows at \(shown.position) \(shown.bounds.size), its attributes say \(attributes)")
        }
      }
    }
    var visited = Set<ObjectIdentifier>()
    while let layer = layers.popLast() {
      guard visited.insert(ObjectIdentifier(layer)).inserted else { continue }
      if layer.speed == 0 { fail("layer \(layer.name) has a frozen clock (speed 0)") }
      if layer.timeRamp != nil { fail("layer \(layer.name) still has a time ramp") }
      layers.append(contentsOf: layer.sublayers)
    }
  }

  /// `drag-drawer`: the sheet rests at its detent, nothing half done: the height constraint's constant,
  /// the model and what is on screen are the detent's height, nothing animates it, and a layout pass
  /// finds every frame where the solver puts it.
  private mutating func checkDrawer() {
    guard let drawer = (play.run.binding as? DragDrawerBinding)?.drawer else { return }
    let height = drawer.detent == .open ? drawer.openHeight : drawer.closedHeight
    let sheet = drawer.sheet
    let screen = play.run.scene.bounds
    let expected = Rect(x: 0, y: screen.height - height, width: screen.width, height: height)
    if drawer.height.constant != height || drawer.height.isBroken || !drawer.height.isActive {
      fail("the drawer rests \(drawer.detent.rawValue) but its constraint is \(drawer.height)")
    }
    let shown = sheet.presentation.frame
    let close = { (a: Rect) in
      abs(a.minX - expected.minX) < 1e-6 && abs(a.minY - expected.minY) < 1e-6
        && abs(a.width - expected.width) < 1e-6 && abs(a.height - expected.height) < 1e-6
    }
    if !close(sheet.frame) || !close(shown) {
      fail("the drawer rests \(drawer.detent.rawValue) (\(expected)) but the sheet is at \(sheet.frame), shows \(shown)")
    }
    for view in [sheet] + sheet.subviews where !view.layer.animationKeys.isEmpty {
      fail("\(view) still animates \(view.layer.animationKeys)")
    }
    let before = play.run.scene.events.count
    sheet.superview?.setNeedsLayout()
    play.run.scene.window.layoutIfNeeded()
    if play.run.scene.events.count != before { fail("a layout pass after finish() moved \(play.run.scene.events.last!)") }
  }

  /// `spring-present`: one status bar shows, not moved by the sheet. With the sheet up, Home's own is
  /// hidden and the white stand-in shows over the black strip (the dark one faded out), in the sheet's
  /// container; with no sheet, Home's own shows and the stand-ins are nowhere.
  private mutating func checkSheetStatusBar() {
    guard let binding = play.run.binding as? SpringPresentBinding, let home = binding.home,
      let bar = SheetStatusBar.statusBar(of: home.view)
    else { return }
    guard let stand = binding.statusBar else {
      if bar.isHidden { fail("Home's status bar is hidden, and nothing stands in for it") }
      return
    }
    if binding.isPresented {
      let container = binding.sheet?.presentationController?.containerView
      if !bar.isHidden { fail("the sheet is up but Home's status bar shows (it shrinks with Home)") }
      if stand.light.superview == nil || stand.light.superview !== container || stand.dark.superview !== container {
        fail("the sheet is up but the status bars stand in \(String(describing: stand.light.superview))")
      }
      let shown = (stand.light.presentation.opacity, stand.dark.presentation.opacity)
      if stand.light.alpha != 1 || stand.dark.alpha != 0 || shown != (1, 0) {
        fail("the sheet is up but the status bars are light \(stand.light.alpha), dark \(stand.dark.alpha), shown \(shown)")
      }
    } else {
      if bar.isHidden { fail("no sheet is up but Home's status bar is hidden") }
      if stand.light.superview != nil || stand.dark.superview != nil { fail("no sheet is up but a stand-in status bar stays") }
    }
  }

  /// The containers hold what the completions, replayed from the initial state, say.
  private mutating func checkShape() {
    let actual = InteractionInvariants.SceneShape(play.run)
    if actual != shape { fail("containers end with \(actual), the completions say \(shape)") }
  }

  /// The window holds the presentation chain's visible views in order, each container shows exactly its
  /// visible child, every shown view fills its superview untransformed and opaque, and the other
  /// controllers' views are nowhere.
  private mutating func checkViews() {
    let scene = play.run.scene
    var chain: [ViewController] = []
    var node = scene.rootViewController
    while let controller = node {
      chain.append(controller)
      node = controller.presentedViewController
    }
    var slots: [View] = []
    // A presentation with a presentation controller shows its controller's view in the container, where
    // the controller puts it; the presenter beneath a page sheet is shrunk back, as the sheet's says.
    var framed: [(view: View, frame: Rect, transform: Transform2D)] = []
    for (position, controller) in chain.enumerated() {
      let covered = position + 1 < chain.count && !chain[position + 1].presentationKeepsPresenter
      if covered { continue }
      let bounds = scene.window.bounds
      if let presentation = controller.presentationController, let container = presentation.containerView {
        slots.append(container)
        if container.subviews.last !== controller.view {
          fail("\(container) holds \(container.subviews), expected \(controller.title) on top")
        }
        framed.append((controller.view, presentation.frameOfPresentedViewInContainerView, .identity))
      } else {
        slots.append(controller.view)
        let sheet = controller.presentedViewController?.presentationController as? SheetPresentationController
        let transform = sheet?.shrunkTransform(for: bounds) ?? .identity
        framed.append((controller.view, bounds, transform))
      }
    }
    if scene.window.subviews.map(ObjectIdentifier.init) != slots.map(ObjectIdentifier.init) {
      fail("window holds \(scene.window.subviews), expected \(slots)")
    }
    var placed = Set(chain.map(ObjectIdentifier.init))
    for entry in framed { checkShown(entry.view, in: entry.frame, transform: entry.transform) }
    if let navigation = scene.rootViewController as? NavigationController {
      if navigation.children.map(\.title) != navigation.viewControllers.map(\.title) {
        fail("navigation children \(navigation.children), stack \(navigation.viewControllers)")
      }
      if let top = navigation.topViewController {
        checkContainer(navigation.transitionView, shows: top)
        placed.insert(ObjectIdentifier(top))
      }
    }
    if let tabs = scene.rootViewController as? TabBarController {
      checkContainer(tabs.transitionView, shows: tabs.selectedViewController)
      placed.insert(ObjectIdentifier(tabs.selectedViewController))
    }
    // Collection view controllers pushed layout-to-layout share the placed controller's view.
    let placedViews = Set(
      play.controllers.values.filter { placed.contains(ObjectIdentifier($0)) && $0.isViewLoaded }
        .map { ObjectIdentifier($0.view) })
    for (title, controller) in play.controllers.sorted(by: { $0.key < $1.key })
    where controller.isViewLoaded && !placed.contains(ObjectIdentifier(controller))
      && !placedViews.contains(ObjectIdentifier(controller.view))
    {
      if let superview = controller.view.superview {
        fail("\(title) is off screen but its view is in \(superview)")
      }
    }
    if let content = InteractionInvariants.SceneShape.content(of: scene) { checkViewTransitionEnd(content) }
  }

  /// After a view-transition scenario nothing of a transition is left: the screen holds the content once
  /// beside its bars (no snapshot), which shows one face, untransformed, opaque, double-sided, uncurled,
  /// with no animation left, and the face is shown the same way.
  private mutating func checkViewTransitionEnd(_ content: View) {
    if let screen = content.superview,
      screen.subviews.filter({ $0 === content }).count != 1 || screen.subviews.contains(where: { $0.name.hasSuffix(" snapshot") })
    {
      fail("the screen holds \(screen.subviews) after the transitions, expected [\(content)] once and no snapshot")
    }
    if content.subviews.count != 1 { fail("\(content) holds \(content.subviews), expected one face") }
    if content.viewTransition != nil { fail("\(content) still has a view transition") }
    for view in [content] + content.subviews {
      let shown = view.presentation
      if shown.opacity != 1 || view.alpha != 1 || view.isHidden { fail("\(view) ends at alpha \(shown.opacity)") }
      if !shown.transform.isIdentity || !view.layer.isDoubleSided || shown.pageCurl != nil {
        fail("\(view) ends turned or curled: \(shown.transform), curl \(String(describing: shown.pageCurl))")
      }
      if !view.layer.animationKeys.isEmpty { fail("\(view) ends with animations \(view.layer.animationKeys)") }
    }
  }

  private mutating func checkContainer(_ container: View, shows controller: ViewController) {
    if container.subviews.map(ObjectIdentifier.init) != [ObjectIdentifier(controller.view)] {
      fail("\(container) holds \(container.subviews), expected [\(controller.title)]")
    }
    checkShown(controller.view, in: container.bounds)
  }

  private mutating func checkShown(_ view: View, in bounds: Rect, transform: Transform2D = .identity) {
    let shown = view.presentation
    let close = { (a: Rect, b: Rect) in
      abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6
        && abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6
    }
    // The frame a transform about the centre gives (a scale and a translation, no turn).
    let expected = Rect(
      x: bounds.midX + transform.tx - transform.a * bounds.width / 2,
      y: bounds.midY + transform.ty - transform.d * bounds.height / 2, width: transform.a * bounds.width,
      height: transform.d * bounds.height)
    if !close(view.frame, expected) { fail("\(view)'s frame is \(view.frame), expected \(expected)") }
    if !close(shown.frame, expected) { fail("\(view) shows at \(shown.frame), expected \(expected)") }
    if view.transform != transform || !close(Rect(x: shown.affineTransform.tx, y: shown.affineTransform.ty, width: shown.affineTransform.a, height: shown.affineTransform.d), Rect(x: transform.tx, y: transform.ty, width: transform.a, height: transform.d)) {
      fail("\(view) ends transformed: \(shown.transform), expected \(transform)")
    }
    if shown.opacity != 1 || view.alpha != 1 { fail("\(view) ends at alpha \(shown.opacity)") }
  }
}

// MARK: Gestures

extension InteractionInvariants.Checker {
  /// The recogniser's states follow UIKit's machine (a continuous recogniser: began, changed…, then
  /// ended or cancelled) and its values are finite.
  private mutating func checkGestures() {
    var active: [String: Bool] = [:]
    for record in play.records {
      guard case .gesture(let name, let state, let values, let touches, _) = record.kind else { continue }
      let wasActive = active[name] ?? false
      switch state {
      case .began:
        if wasActive { fail("\(name) began at t=\(record.time) while active") }
        active[name] = true
      case .changed:
        if !wasActive { fail("\(name) changed at t=\(record.time) while not active") }
      case .ended, .cancelled:
        if !wasActive { fail("\(name) \(state.rawValue) at t=\(record.time) while not active") }
        active[name] = false
      case .possible, .failed:
        break
      }
      if touches < 0 || !Self.isFinite(values) {
        fail("\(name) at t=\(record.time): \(values), \(touches) touches")
      }
    }
    for (name, isActive) in active where isActive { fail("\(name) is still active after finish()") }
  }

  static func isFinite(_ values: GestureValues) -> Bool {
    switch values {
    // Two fingers clamped to one corner of the surface are 0 mm apart: scale 0 is a true reading.
    case .pinch(let scale, let velocity): scale.isFinite && scale >= 0 && velocity.isFinite
    case .rotation(let rotation, let velocity): rotation.isFinite && velocity.isFinite
    case .pan(let t, let v): [t.dx, t.dy, v.dx, v.dy].allSatisfy(\.isFinite)
    default: true
    }
  }
}
