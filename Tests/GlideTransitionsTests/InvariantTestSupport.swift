import GlideAnimation
import GlideTestSupport

@testable import GlideTransitions

/// Generated interaction sequences for the transition invariants of design.md §5: a seeded generator,
/// a harness that plays a sequence on a scene and records what happened, and a checker.
///
/// The scene: a tab bar controller at the root (tab 0 a navigation stack, tabs 1 and 2 plain screens),
/// with modal presentations over it. Delegates vend what each request planned (the standard animator, an
/// interruptible one, block animations for the legacy layer-time driver, or block animations that forget
/// to call `completeTransition`), with or without a ``PercentDrivenInteractiveTransition``.
enum TransitionInvariants {}

// MARK: - Random numbers

extension TransitionInvariants {
  /// SplitMix64 (Steele, Lea & Flood 2014): a tiny seedable generator, so every sequence replays from its
  /// seed on every platform.
  struct SplitMix64: RandomNumberGenerator {
    private(set) var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }

    /// A whole number in `0..<count`.
    mutating func below(_ count: Int) -> Int { Int(next() % UInt64(max(count, 1))) }
    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }
    mutating func uniform(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &self) }
    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
  }

  /// The seed of sequence `index` of a run whose base seed is `base` (neighbours get unrelated seeds).
  static func sequenceSeed(base: UInt64, index: Int) -> UInt64 {
    var random = SplitMix64(seed: base ^ (UInt64(index) &* 0xD1B5_4A32_D192_ED03))
    return random.next()
  }
}

// MARK: - Actions

extension TransitionInvariants {
  /// Which animation controller a delegate vends for one request.
  enum AnimatorKind: String {
    /// Nil: the container's own (navigation: a slide; modals: cover-vertical; tabs: none).
    case standard
    /// ``SlideAnimator`` (navigation, tabs) or ``CoverVerticalAnimator`` (modals): the animator driver.
    case interruptible
    /// Block animations made in `animateTransition`: the legacy layer-time driver.
    case blocks
    /// Block animations that never call `completeTransition` (only with an interactor, which must).
    case forgetfulBlocks
  }

  /// A call made on a new interactor before its transition starts.
  enum EarlyCall: CustomStringConvertible {
    case update(Double)
    case finish(velocity: Double?)
    case cancel(velocity: Double?)

    var description: String {
      switch self {
      case .update(let p): "update(\(p))"
      case .finish(let v): "finish(v: \(v.map { "\($0)" } ?? "nil"))"
      case .cancel(let v): "cancel(v: \(v.map { "\($0)" } ?? "nil"))"
      }
    }
  }

  /// How a request's percent-driven interactor is set up.
  struct InteractorPlan: CustomStringConvertible {
    var wantsInteractiveStart: Bool
    /// Seconds⁻¹ multiplier, including values ≤ 0 (read as 1).
    var completionSpeed: Double
    var completionCurve: AnimationCurve
    var timingCurve: TimingParameters?
    /// A spring completion style with this damping ratio, or the classic one.
    var springDamping: Double?
    var early: EarlyCall?

    var description: String {
      var parts = [
        "start \(wantsInteractiveStart ? "interactive" : "running")", "speed \(completionSpeed)",
        "curve \(completionCurve)",
      ]
      if let timingCurve { parts.append("timingCurve \(timingCurve)") }
      if let springDamping { parts.append("spring(\(springDamping))") }
      if let early { parts.append("early \(early)") }
      return parts.joined(separator: ", ")
    }
  }

  /// What a delegate vends for one animated request.
  struct TransitionPlan: CustomStringConvertible {
    var animator: AnimatorKind
    /// Seconds.
    var duration: Double
    var curve: AnimationCurve
    var interactor: InteractorPlan?

    var description: String {
      let base = "\(animator.rawValue) \(duration) s \(curve)"
      return interactor.map { "\(base) + interactor(\($0))" } ?? base
    }
  }

  enum ModalStyle: String {
    case fullScreen, overFullScreen, custom
    /// `.custom` with a presentation controller whose `shouldRemovePresentersView` is true.
    case customRemovingPresenter
  }

  /// Which interactor an interaction action drives: the k-th (modulo) of those driving a transition now
  /// (or, when none does, of those made but not started yet), or the k-th of all ever made.
  enum InteractorTarget: CustomStringConvertible {
    case live(Int)
    case any(Int)

    var description: String {
      switch self {
      case .live(let k): "live#\(k)"
      case .any(let k): "any#\(k)"
      }
    }
  }

  enum Action: CustomStringConvertible {
    case push(animated: Bool, plan: TransitionPlan?)
    /// Pushes again the controller last asked to be pushed (in the stack, queued, or popped).
    case pushAgain(animated: Bool, plan: TransitionPlan?)
    case pop(animated: Bool, plan: TransitionPlan?)
    case select(index: Int, animated: Bool, plan: TransitionPlan?)
    case present(ModalStyle, animated: Bool, plan: TransitionPlan)
    case dismiss(animated: Bool, plan: TransitionPlan)
    case update(InteractorTarget, Double)
    case finish(InteractorTarget, velocity: Double?)
    case cancel(InteractorTarget, velocity: Double?)
    case pause(InteractorTarget)
    case setCompletionSpeed(InteractorTarget, Double)
    /// Spring completion style with this damping ratio; nil: classic.
    case setCompletionStyle(InteractorTarget, springDamping: Double?)
    /// Seconds.
    case advance(Double)
    /// A late `completeTransition` on the k-th (modulo) transition that has completed.
    case completeAgain(Int, Bool)
    /// A display frame of the motion effects at this viewer offset (a tilt), see ``Harness/tilt(_:)``.
    case tilt(ViewerOffset)
    /// The app changes the collection view on screen to the k-th (modulo) of the harness's spare
    /// layouts (layout focus).
    case collectionChange(layout: Int, animated: Bool)
    /// The app starts an interactive transition of the collection view on screen to a spare layout.
    case collectionStart(layout: Int)
    /// The app sets the progress of the transition layout the collection view on screen shows.
    case collectionProgress(Double)
    /// The app finishes or cancels its interactive transition of the collection view on screen.
    case collectionEnd(finish: Bool)

    var description: String {
      switch self {
      case .push(let a, let p): "push(animated: \(a)\(Action.describe(p)))"
      case .pushAgain(let a, let p): "pushAgain(animated: \(a)\(Action.describe(p)))"
      case .pop(let a, let p): "pop(animated: \(a)\(Action.describe(p)))"
      case .select(let i, let a, let p): "select(\(i), animated: \(a)\(Action.describe(p)))"
      case .present(let s, let a, let p): "present(\(s.rawValue), animated: \(a)\(Action.describe(p)))"
      case .dismiss(let a, let p): "dismiss(animated: \(a)\(Action.describe(p)))"
      case .update(let t, let p): "update(\(t), \(p))"
      case .finish(let t, let v): "finish(\(t), v: \(v.map { "\($0)" } ?? "nil"))"
      case .cancel(let t, let v): "cancel(\(t), v: \(v.map { "\($0)" } ?? "nil"))"
      case .pause(let t): "pause(\(t))"
      case .setCompletionSpeed(let t, let s): "completionSpeed(\(t), \(s))"
      case .setCompletionStyle(let t, let d):
        "completionStyle(\(t), \(d.map { "spring(\($0))" } ?? "classic"))"
      case .advance(let d): "advance(\(d))"
      case .completeAgain(let k, let done): "completeAgain(#\(k), \(done))"
      case .tilt(let offset): "tilt(\(offset.horizontal), \(offset.vertical))"
      case .collectionChange(let k, let animated): "collectionChange(#\(k), animated: \(animated))"
      case .collectionStart(let k): "collectionStart(#\(k))"
      case .collectionProgress(let p): "collectionProgress(\(p))"
      case .collectionEnd(let finish): "collection\(finish ? "Finish" : "Cancel")"
      }
    }

    private static func describe(_ plan: TransitionPlan?) -> String {
      plan.map { ", \($0)" } ?? ""
    }
  }

  /// A whole generated sequence: the seed (also for the harness's own choices), the containers' request
  /// policies and the actions.
  /// Which containers a sequence's requests go to: one only (so no transition crosses another
  /// container's, and the global appearance balance is checked), or all. `layout` is the navigation
  /// stack with collection view controllers pushed layout-to-layout (most of them) on a collection view
  /// root, and the app's own layout changes on the collection view on screen.
  enum Focus: String, CaseIterable {
    case navigation, tabs, modal, mixed, layout
  }

  struct Sequence: CustomStringConvertible {
    var seed: UInt64
    var focus: Focus
    var navigationPolicy: TransitionRequestPolicy
    var tabPolicy: TransitionRequestPolicy
    var modalPolicy: TransitionRequestPolicy
    var actions: [Action]

    var description: String {
      let header =
        "seed \(seed) focus \(focus) policies nav \(navigationPolicy) tabs \(tabPolicy) modal \(modalPolicy)"
      let lines = actions.enumerated().map { "  \($0.offset): \($0.element)" }
      return ([header] + lines).joined(separator: "\n")
    }
  }
}

// MARK: - Generator

extension TransitionInvariants {
  /// Draws sequences: weights favour time passing and interaction, with requests of every kind the
  /// sequence's focus allows; an end of interaction is often followed by fingers landing again.
  struct Generator {
    var random: SplitMix64
    var focus: Focus = .mixed

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    static func sequence(seed: UInt64, length: Int) -> Sequence {
      var generator = Generator(seed: seed)
      let focus =
        generator.random.chance(0.5) ? .mixed : generator.random.pick([Focus.navigation, .tabs, .modal, .layout])
      generator.focus = focus
      let policies = (0..<3).map { _ in
        generator.random.chance(0.25) ? TransitionRequestPolicy.refuse : .queue
      }
      var actions: [Action] = []
      while actions.count < length { actions += generator.step() }
      return Sequence(
        seed: seed, focus: focus, navigationPolicy: policies[0], tabPolicy: policies[1],
        modalPolicy: policies[2],
        actions: withTilts(Array(actions.prefix(length)), seed: seed))
    }

    /// `actions` with tilts between them (before about one action in five), drawn from a stream of their
    /// own: the other actions are exactly those the seed drew before motion effects were part of the
    /// sequences. Offsets are often the interpolation's exact points, sometimes beyond ±1 (clamped).
    static func withTilts(_ actions: [Action], seed: UInt64) -> [Action] {
      var random = SplitMix64(seed: seed ^ 0x7117_0FF5_E700)
      func axis() -> Double {
        switch random.below(10) {
        case 0..<4: random.pick([-1, -0.5, 0, 0.5, 1])
        case 4: random.pick([-1.5, 1.5])
        default: random.uniform(-1...1)
        }
      }
      return actions.flatMap { action -> [Action] in
        random.chance(0.2) ? [.tilt(ViewerOffset(horizontal: axis(), vertical: axis())), action] : [action]
      }
    }

    /// One action, or a finish/cancel followed by a short wait and a pause (fingers landing again).
    mutating func step() -> [Action] {
      let roll = random.below(100)
      if roll < 28 { return [.advance(advanceLength())] }
      if roll >= 62 { return [request()] }
      let action = interaction(roll - 28)
      switch action {
      case .finish(let target, _), .cancel(let target, _):
        guard random.chance(0.3) else { return [action] }
        return [action, .advance(Double(random.below(12)) / 60 + random.uniform(0...0.01)), .pause(target)]
      default:
        return [action]
      }
    }

    private mutating func interaction(_ roll: Int) -> Action {
      let target = target()
      switch roll {
      case 0..<15: return .update(target, percent())
      case 15..<21: return .finish(target, velocity: velocity())
      case 21..<27: return .cancel(target, velocity: velocity())
      case 27..<31: return .pause(target)
      case 31..<33: return .setCompletionSpeed(target, speed())
      default:
        return .setCompletionStyle(
          target, springDamping: random.chance(0.6) ? random.uniform(0.3...1.2) : nil)
      }
    }

    private enum RequestKind: CaseIterable {
      case push, pushAgain, pop, select, present, dismiss, completeAgain, collection

      /// Relative weight.
      var weight: Int {
        switch self {
        case .push: 10
        case .pushAgain: 2
        case .pop: 8
        case .select: 7
        case .present: 6
        case .dismiss: 5
        case .completeAgain: 1
        case .collection: 12
        }
      }

      func allowed(in focus: Focus) -> Bool {
        switch (self, focus) {
        case (.collection, .layout): true
        case (.collection, _): false
        case (_, .mixed), (.completeAgain, _): true
        case (.push, .navigation), (.pushAgain, .navigation), (.pop, .navigation): true
        case (.push, .layout), (.pushAgain, .layout), (.pop, .layout): true
        case (.select, .tabs), (.present, .modal), (.dismiss, .modal): true
        default: false
        }
      }
    }

    private mutating func request() -> Action {
      let kinds = RequestKind.allCases.filter { $0.allowed(in: focus) }
      var roll = random.below(kinds.map(\.weight).reduce(0, +))
      let kind =
        kinds.first { kind in
          defer { roll -= kind.weight }
          return roll < kind.weight
        } ?? .completeAgain
      let animated = random.chance(0.8)
      switch kind {
      case .push: return .push(animated: animated, plan: animated ? plan(modal: false) : nil)
      case .pushAgain: return .pushAgain(animated: animated, plan: animated ? plan(modal: false) : nil)
      case .pop: return .pop(animated: animated, plan: animated ? plan(modal: false) : nil)
      case .select:
        let index = random.chance(0.1) ? random.pick([-1, 3]) : random.below(3)
        return .select(index: index, animated: animated, plan: animated ? plan(modal: false) : nil)
      case .present:
        let style = random.pick([
          ModalStyle.fullScreen, .fullScreen, .overFullScreen, .custom, .customRemovingPresenter,
        ])
        return .present(style, animated: animated, plan: animated ? plan(modal: true) : stillPlan())
      case .dismiss: return .dismiss(animated: animated, plan: animated ? plan(modal: true) : stillPlan())
      case .completeAgain: return .completeAgain(random.below(8), random.chance(0.5))
      case .collection:
        switch random.below(10) {
        case 0..<2: return .collectionChange(layout: random.below(3), animated: animated)
        case 2..<5: return .collectionStart(layout: random.below(3))
        case 5..<8: return .collectionProgress(percent())
        default: return .collectionEnd(finish: random.chance(0.5))
        }
      }
    }

    /// A plan for an animated request.
    private mutating func plan(modal: Bool) -> TransitionPlan {
      let roll = random.below(10)
      var kind: AnimatorKind =
        roll < 2 ? .standard : roll < 6 ? .interruptible : roll < 9 ? .blocks : .forgetfulBlocks
      let interactor = kind != .standard && random.chance(0.55) ? interactorPlan() : nil
      if kind == .forgetfulBlocks && interactor == nil { kind = .blocks }
      return TransitionPlan(
        animator: kind, duration: random.uniform(0.1...0.6), curve: random.pick(AnimationCurve.allCases),
        interactor: interactor)
    }

    /// A plan for a modal request without animation (the modal delegate is asked even then): mostly the
    /// standard (immediate) one, sometimes block animations told `isAnimated == false`.
    private mutating func stillPlan() -> TransitionPlan {
      TransitionPlan(
        animator: random.chance(0.3) ? .blocks : .standard, duration: 0.3, curve: .easeInOut, interactor: nil)
    }

    private mutating func interactorPlan() -> InteractorPlan {
      var early: EarlyCall?
      if random.chance(0.15) {
        early = random.pick([
          EarlyCall.update(percent()), .finish(velocity: velocity()), .cancel(velocity: velocity()),
        ])
      }
      return InteractorPlan(
        wantsInteractiveStart: random.chance(0.8), completionSpeed: speed(),
        completionCurve: random.pick(AnimationCurve.allCases),
        timingCurve: random.chance(0.15) ? .curve(random.pick(AnimationCurve.allCases)) : nil,
        springDamping: random.chance(0.25) ? random.uniform(0.3...1.2) : nil, early: early)
    }

    private mutating func target() -> InteractorTarget {
      random.chance(0.85) ? .live(random.below(4)) : .any(random.below(16))
    }

    /// Mostly inside 0…1, often outside, rarely not a number.
    private mutating func percent() -> Double {
      if random.chance(0.02) { return .nan }
      return random.chance(0.15) ? random.pick([-0.5, -0.01, 0, 1, 1.01, 1.7]) : random.uniform(-0.2...1.2)
    }

    /// Progress per second, or none.
    private mutating func velocity() -> Double? {
      random.chance(0.5) ? nil : random.uniform(-6...6)
    }

    private mutating func speed() -> Double {
      random.pick([1, 1, 1, 0.5, 2, 3, 0.25, 0, -1])
    }

    /// Seconds: nothing, part of a frame, a few frames, or long.
    private mutating func advanceLength() -> Double {
      switch random.below(20) {
      case 0..<2: 0
      case 2..<6: random.uniform(0...(1.0 / 60))
      case 6..<15: Double(1 + random.below(20)) / 60
      default: random.uniform(0.3...3)
      }
    }
  }
}

// MARK: - Test animators and delegates

extension TransitionInvariants {
  /// Wraps an animator to report `animationEnded` to the harness (the standard ones say nothing).
  final class RecordingAnimator: ViewControllerAnimatedTransitioning {
    let inner: any ViewControllerAnimatedTransitioning
    let onEnded: (RecordingAnimator, Bool) -> Void

    init(
      _ inner: any ViewControllerAnimatedTransitioning, onEnded: @escaping (RecordingAnimator, Bool) -> Void
    ) {
      self.inner = inner
      self.onEnded = onEnded
    }

    func transitionDuration(using context: TransitionContext?) -> Double {
      inner.transitionDuration(using: context)
    }
    func animateTransition(using context: TransitionContext) { inner.animateTransition(using: context) }
    func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator? {
      inner.interruptibleAnimator(using: context)
    }
    func animationEnded(_ transitionCompleted: Bool) {
      onEnded(self, transitionCompleted)
      inner.animationEnded(transitionCompleted)
    }
  }

  /// A slide made of block animations (no interruptible animator), so a percent-driven interaction uses
  /// the legacy layer-time driver. Forward operations slide the new view in from the right; backward ones
  /// slide the old view out to the right over the new one. Without animation it completes at once.
  final class BlockAnimator: ViewControllerAnimatedTransitioning {
    let operation: TransitionOperation
    /// Seconds.
    let duration: Double
    let curve: AnimationCurve
    /// Never calls `completeTransition` (an interactor must).
    let forgetsToComplete: Bool

    init(operation: TransitionOperation, duration: Double, curve: AnimationCurve, forgetsToComplete: Bool) {
      (self.operation, self.duration, self.curve) = (operation, duration, curve)
      self.forgetsToComplete = forgetsToComplete
    }

    func transitionDuration(using context: TransitionContext?) -> Double { duration }

    func animateTransition(using context: TransitionContext) {
      let container = context.containerView
      let (fromView, toView) = (context.view(forKey: .from), context.view(forKey: .to))
      let toEnd = context.viewController(forKey: .to).map { context.finalFrame(for: $0) } ?? .zero
      let fromStart = context.viewController(forKey: .from).map { context.initialFrame(for: $0) } ?? .zero
      let forward = operation != .pop && operation != .dismiss
      let offset = Vector(dx: container.bounds.width, dy: 0)
      if let toView {
        toView.frame = forward && context.isAnimated ? toEnd.offsetBy(offset) : toEnd
        place(toView, in: container, below: forward ? nil : fromView)
      }
      guard context.isAnimated else { return context.completeTransition(true) }
      let completes = !forgetsToComplete
      container.engine.animate(
        withDuration: duration, options: .curve(curve),
        animations: {
          if forward { toView?.frame = toEnd } else { fromView?.frame = fromStart.offsetBy(offset) }
        },
        completion: { [weak context] _ in
          // The old view stays on screen when cancelled: put back the value the block changed.
          if !forward { fromView?.frame = fromStart }
          guard completes, let context else { return }
          context.completeTransition(!context.transitionWasCancelled)
        })
    }

    private func place(_ view: View, in container: View, below sibling: View?) {
      guard view.superview !== container else { return }
      if let sibling, sibling.superview === container {
        container.insertSubview(view, belowSubview: sibling)
      } else {
        container.addSubview(view)
      }
    }
  }

  /// A custom presentation that takes the presenter's view off screen once presented.
  final class RemovingPresentationController: PresentationController {
    override var shouldRemovePresentersView: Bool { true }
  }

  /// A screen whose custom presentation removes the presenter's view.
  final class ModalController: ViewController {
    var removesPresenter = false
  }

  /// Where a request's plan waits for the container to ask its delegate.
  enum Channel: Hashable, CustomStringConvertible {
    case navigation, tabs, modal

    var description: String {
      switch self {
      case .navigation: "navigation"
      case .tabs: "tabs"
      case .modal: "modal"
      }
    }
  }

  /// A plan and the interactor made for it when it was requested.
  final class Ticket {
    let plan: TransitionPlan
    let interactor: PercentDrivenInteractiveTransition?
    let label: String

    init(plan: TransitionPlan, interactor: PercentDrivenInteractiveTransition?, label: String) {
      (self.plan, self.interactor, self.label) = (plan, interactor, label)
    }
  }

  /// One delegate for all three containers; each asks its channel's oldest waiting plan.
  final class PlanDelegate: NavigationControllerDelegate, TabBarControllerDelegate,
    ViewControllerTransitioningDelegate
  {
    unowned let harness: Harness

    init(harness: Harness) { self.harness = harness }

    func navigationController(
      _ navigationController: NavigationController, animationControllerFor operation: TransitionOperation,
      from: ViewController, to: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { harness.vend(.navigation, operation, from: from, to: to) }

    func navigationController(
      _ navigationController: NavigationController,
      interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? {
      harness.vendInteractor(.navigation, animationController)
    }

    func tabBarController(
      _ tabBarController: TabBarController, animationControllerForTransitionFrom from: ViewController,
      to: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { harness.vend(.tabs, .select) }

    func tabBarController(
      _ tabBarController: TabBarController,
      interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? { harness.vendInteractor(.tabs, animationController) }

    func animationController(
      forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { harness.vend(.modal, .present) }

    func animationController(
      forDismissed dismissed: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? {
      harness.vend(.modal, .dismiss)
    }

    func interactionControllerForPresentation(
      using animator: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? { harness.vendInteractor(.modal, animator) }

    func interactionControllerForDismissal(
      using animator: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? { harness.vendInteractor(.modal, animator) }

    func presentationController(
      forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? {
      guard let modal = presented as? ModalController, modal.removesPresenter, let presenting else {
        return nil
      }
      return RemovingPresentationController(presentedViewController: presented, presenting: presenting)
    }
  }
}

// MARK: - Records

extension TransitionInvariants {
  /// What the harness saw, in order: the scene's events and its own probes.
  enum Probe: CustomStringConvertible {
    case scene(SceneEvent)
    /// A `notifyWhenInteractionChanges` handler of transition `record` ran; `speed` is the interactor's
    /// effective completion speed at that moment.
    case interactionChange(
      record: Int, isInteractive: Bool, isCancelled: Bool, percent: Double, velocity: Double, speed: Double)
    /// A `notifyWhenInteractionEnds` handler ran.
    case interactionEnded(record: Int)
    /// A coordinator completion block ran.
    case coordinatorCompletion(record: Int, isCancelled: Bool)
    /// The animator's `animationEnded` ran.
    case animationEnded(record: Int, completed: Bool)
    /// A request of the sequence (or a note), for reading logs.
    case note(String)

    var description: String {
      switch self {
      case .scene(let event): return "\(event)"
      case .interactionChange(let r, let i, let c, let p, let v, let s):
        return "  [#\(r)] change interactive=\(i) cancelled=\(c) percent=\(p) velocity=\(v) speed=\(s)"
      case .interactionEnded(let r): return "  [#\(r)] interaction ended"
      case .coordinatorCompletion(let r, let c): return "  [#\(r)] coordinator completion cancelled=\(c)"
      case .animationEnded(let r, let c): return "  [#\(r)] animationEnded(\(c))"
      case .note(let text): return "» \(text)"
      }
    }
  }

  /// One transition the scene began.
  struct TransitionRecord {
    let context: TransitionContext
    let operation: TransitionOperation
    let from: ViewController
    let to: ViewController
    let animated: Bool
    let interactive: Bool
    /// The sides that get appearance callbacks (a presenter that stays on screen gets none).
    let sides: Set<TransitionKey>
    /// Index in the log of the began event, and its time (seconds).
    let began: Int
    let beganTime: Double
    /// Whether `animationEnded` is observed (the harness's animators).
    let observesAnimationEnded: Bool
    /// Began inside the request that asked for it (not later, from the container's queue).
    let immediate: Bool
    var completed: Int?
    var didComplete: Bool?
  }

  /// A request a container queued: which queue, what it asked for (the pushed or presented controller's
  /// title, the selected index), and where in the log.
  struct QueuedRequest {
    let channel: String
    let operation: TransitionOperation
    let target: String?
    let index: Int
  }

  /// An interactor made for a request.
  struct InteractorEntry {
    let interactor: PercentDrivenInteractiveTransition
    let label: String
    var vended = false
  }
}

// MARK: - Harness

extension TransitionInvariants {
  /// Plays one sequence on a fresh scene and records what happened (``log``, ``records``); the problems it
  /// sees on the way (a request that threw what it should not, a percent outside 0…1, an event it cannot
  /// match) go to ``violations``.
  final class Harness {
    let sequence: Sequence
    let scene = Scene(size: Size(width: 400, height: 800))
    let root: ViewController
    let navigation: NavigationController
    let tabs: TabBarController
    /// A view outside the window that alongside animations animate (and a legacy driver freezes).
    let badge: View
    /// Every controller made, oldest first (titles are unique).
    private(set) var controllers: [ViewController] = []
    private(set) var log: [Probe] = []
    private(set) var records: [TransitionRecord] = []
    private(set) var interactors: [InteractorEntry] = []
    private(set) var queued: [QueuedRequest] = []
    /// A request call is under way (a transition beginning now is that request's).
    var requesting = false
    var violations: [String] = []
    /// The harness's own choices (alongside animations, how interactions end when settling).
    private var random: SplitMix64
    private lazy var delegate = PlanDelegate(harness: self)
    private var tickets: [Channel: [Ticket]] = [:]
    /// What the delegate vended last on each channel: the animator, and the interactor that goes with it.
    private var vendedInteractor: [Channel: Vended] = [:]
    private var lastPushed: ViewController?
    /// Each vended interactor's planned early call, made when its transition begins (after the context
    /// exists, before its start).
    private var earlyCalls: [ObjectIdentifier: EarlyCall] = [:]
    private var made = 0
    /// The motion effects' engine over the window, fed by `tilt` actions, and the cards it moves.
    lazy var motion = MotionEffectEngine(window: scene.window)
    var cards: [MotionCard] = []
    /// The app's layout changes of collection views (layout focus): each completion's calls.
    private(set) var collectionCompletions: [(label: String, calls: Int)] = []
    /// The layout each collection view must end on, where the last thing that set it says so (a
    /// completed navigation transition, the app's change); absent when unknown (a cancelled one).
    private(set) var expectedLayouts: [ObjectIdentifier: CollectionViewLayout] = [:]
    /// Each loaded controller view's bar and its label, laid out by constraints (see ``layOut()``).
    private(set) var bars: [String: (bar: View, label: View)] = [:]

    typealias Vended = (animator: ObjectIdentifier, interactor: PercentDrivenInteractiveTransition?)

    init(_ sequence: Sequence) {
      self.sequence = sequence
      random = SplitMix64(seed: sequence.seed ^ 0x0005_EED0_F00D)
      root =
        sequence.focus == .layout
        ? CollectionViewController(
          scene: scene, title: "R0", collectionViewLayout: CollectionViewStackLayout(), numberOfItems: 8)
        : ViewController(scene: scene, title: "R0")
      navigation = NavigationController(scene: scene, title: "nav", rootViewController: root)
      let others = [ViewController(scene: scene, title: "T1"), ViewController(scene: scene, title: "T2")]
      tabs = TabBarController(scene: scene, title: "tabs", viewControllers: [navigation] + others)
      badge = View(engine: scene.engine, name: "badge", frame: Rect(x: 0, y: 0, width: 10, height: 10))
      controllers = [tabs, navigation, root] + others
      scene.onEvent = { [unowned self] event in self.observe(event) }
      navigation.delegate = delegate
      tabs.delegate = delegate
      navigation.standardAnimator = { [unowned self] operation in
        self.recording(SlideAnimator(operation: operation))
      }
      navigation.layoutTransitionAnimator = { [unowned self] operation in
        self.recording(CollectionViewLayoutTransitionAnimator(operation: operation))
      }
      navigation.requestPolicy = sequence.navigationPolicy
      tabs.requestPolicy = sequence.tabPolicy
      scene.modalRequestPolicy = sequence.modalPolicy
      scene.rootViewController = tabs
    }

    /// Plays `sequence` and settles (unless told not to); `violations` then holds what went wrong on the
    /// way (not the final checks: see ``Checker``).
    static func play(_ sequence: Sequence, settle: Bool = true) -> Harness {
      let harness = Harness(sequence)
      for (index, action) in sequence.actions.enumerated() {
        harness.note("\(index): \(action)")
        harness.perform(action)
        harness.layOut()
        harness.samplePercents()
      }
      if settle { harness.settle() }
      harness.layOut()
      return harness
    }

    var engine: AnimationEngine { scene.engine }

    /// The presenter chain from the root: the tab bar controller and what each presents.
    var modalChain: [ViewController] {
      var chain: [ViewController] = [tabs]
      while let next = chain.last?.presentedViewController, chain.count < 64 { chain.append(next) }
      return chain
    }

    func controller(titled title: String) -> ViewController? {
      controllers.first { $0.title == title }
    }

    func violation(_ text: String) {
      if violations.count < 40 { violations.append("t=\(engine.currentTime): \(text)") }
    }

    func note(_ text: String) { log.append(.note(text)) }

    /// Whether this sequence lays its screens out with constraints: one in four (by seed), which keeps
    /// the suite's time in bounds; not in the layout focus, where layout-to-layout pushes share one
    /// collection view between controllers (so one view would carry every controller's bar).
    var laysOut: Bool { sequence.seed % 4 == 0 && sequence.focus != .layout }

    /// The run loop's layout pass after each action (issue 19), in sequences that lay out. Every loaded
    /// controller view gets a bar laid out by constraints (44 pt across its top, with a label of intrinsic
    /// size 60×20 centred in it), and the transitions move those views between containers at every
    /// start and end, so their constraints move between view trees' engines; the pass lays out what is
    /// pending in the window.
    func layOut() {
      guard laysOut else { return }
      for controller in controllers where controller.isViewLoaded && bars[controller.title] == nil {
        let view = controller.view
        let bar = View(engine: scene.engine, name: "\(controller.title).bar")
        bar.translatesAutoresizingMaskIntoConstraints = false
        let label = SizedView(engine: scene.engine, name: "\(controller.title).label", size: Size(width: 60, height: 20))
        view.addSubview(bar)
        bar.addSubview(label)
        LayoutConstraint.activate([
          bar.topAnchor.constraint(equalTo: view.topAnchor), bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
          bar.trailingAnchor.constraint(equalTo: view.trailingAnchor), bar.heightAnchor.constraint(equalToConstant: 44),
          label.centerXAnchor.constraint(equalTo: bar.centerXAnchor),
          label.centerYAnchor.constraint(equalTo: bar.centerYAnchor),
        ])
        bars[controller.title] = (bar, label)
      }
      scene.window.layoutIfNeeded()
    }
  }
}

// MARK: Actions

extension TransitionInvariants.Harness {
  typealias TI = TransitionInvariants

  func perform(_ action: TI.Action) {
    switch action {
    case .push(let animated, let plan):
      let controller = makePushed()
      lastPushed = controller
      push(controller, animated: animated, plan: plan)
    case .pushAgain(let animated, let plan):
      push(lastPushed ?? root, animated: animated, plan: plan)
    case .pop(let animated, let plan): pop(animated: animated, plan: plan)
    case .select(let index, let animated, let plan): select(index, animated: animated, plan: plan)
    case .present(let style, let animated, let plan): present(style, animated: animated, plan: plan)
    case .dismiss(let animated, let plan): dismiss(animated: animated, plan: plan)
    case .advance(let seconds): advance(by: seconds)
    case .completeAgain(let k, let done): completeAgain(k, done)
    case .tilt(let offset): tilt(offset)
    case .collectionChange(let k, let animated): collectionChange(k, animated: animated)
    case .collectionStart(let k): collectionStart(k)
    case .collectionProgress(let p): collectionProgress(p)
    case .collectionEnd(let finish): collectionEnd(finish: finish)
    default: interact(action)
    }
  }

  /// A plain screen, or in the layout focus a collection view controller (a pile or a grid), most of
  /// them pushed layout-to-layout.
  private func makePushed() -> ViewController {
    guard sequence.focus == .layout else { return make("N") { ViewController(scene: $0, title: $1) } }
    let layout = spareLayout(random.below(3))
    let shares = random.chance(0.85)
    return make("N") { scene, title in
      let controller = CollectionViewController(scene: scene, title: title, collectionViewLayout: layout, numberOfItems: 8)
      controller.useLayoutToLayoutNavigationTransitions = shares
      return controller
    }
  }

  /// A new layout of one of three kinds: a pile, a grid, columns.
  private func spareLayout(_ k: Int) -> CollectionViewLayout {
    switch k % 3 {
    case 0: CollectionViewStackLayout()
    case 1: CollectionViewFlowLayout(itemSize: Size(width: 60, height: 60), sectionInset: EdgeInsets(all: 8))
    default:
      CollectionViewFlowLayout(
        itemSize: Size(width: 90, height: 40), minimumLineSpacing: 4, scrollDirection: .horizontal)
    }
  }

  /// The collection view on screen in the navigation stack (its top controller's), if any.
  private var shownCollectionView: CollectionView? {
    (navigation.topViewController as? CollectionViewController)?.collectionView
  }

  /// What the collection view refuses now (an interactive or a navigation transition drives it).
  private func collectionRefusal(_ view: CollectionView) -> CollectionViewError? {
    switch view.transition?.owner {
    case .interactive?: .interactiveTransitionInProgress
    case .navigation?: .navigationTransitionInProgress
    default: nil
    }
  }

  private func collectionChange(_ k: Int, animated: Bool) {
    guard let view = shownCollectionView else { return note("  (no collection view)") }
    let layout = spareLayout(k)
    let expected = collectionRefusal(view)
    let slot = collectionCompletions.count
    collectionCompletions.append(("change#\(slot)", 0))
    do {
      try view.setCollectionViewLayout(layout, animated: animated) { [unowned self] done in
        collectionCompletions[slot].calls += 1
        note("  change#\(slot) completion(\(done))")
      }
      if let expected { violation("collectionChange did not throw \(expected)") }
      expectedLayouts[ObjectIdentifier(view)] = layout
    } catch {
      collectionCompletions[slot].calls = 1  // refused: nothing to hear
      if error != expected { violation("collectionChange threw \(error), expected \(String(describing: expected))") }
    }
  }

  private func collectionStart(_ k: Int) {
    guard let view = shownCollectionView else { return note("  (no collection view)") }
    let layout = spareLayout(k)
    let expected = collectionRefusal(view)
    let slot = collectionCompletions.count
    collectionCompletions.append(("interactive#\(slot)", 0))
    let from = view.collectionViewLayout
    do {
      try view.startInteractiveTransition(to: layout) { [unowned self, weak view] completed, finished in
        collectionCompletions[slot].calls += 1
        note("  interactive#\(slot) completion(\(completed), \(finished))")
        if completed, let view { expectedLayouts[ObjectIdentifier(view)] = finished ? layout : from }
      }
      if let expected { violation("collectionStart did not throw \(expected)") }
      expectedLayouts[ObjectIdentifier(view)] = nil
    } catch {
      collectionCompletions[slot].calls = 1
      if error != expected { violation("collectionStart threw \(error), expected \(String(describing: expected))") }
    }
  }

  private func collectionProgress(_ p: Double) {
    guard let transition = shownCollectionView?.collectionViewLayout as? CollectionViewTransitionLayout else {
      return note("  (no transition layout)")
    }
    transition.transitionProgress = p
    let shown = transition.transitionProgress
    if !(0...1).contains(shown) && transition.transition?.completionTarget == nil {
      violation("transitionProgress \(shown) after setting \(p)")
    }
  }

  private func collectionEnd(finish: Bool) {
    guard let view = shownCollectionView else { return note("  (no collection view)") }
    if finish { view.finishInteractiveTransition() } else { view.cancelInteractiveTransition() }
  }

  private func interact(_ action: TI.Action) {
    switch action {
    case .update(let target, let p): drive(target) { $0.update(p) }
    case .finish(let target, let v): drive(target) { $0.finish(progressVelocity: v) }
    case .cancel(let target, let v): drive(target) { $0.cancel(progressVelocity: v) }
    case .pause(let target): drive(target) { $0.pause() }
    case .setCompletionSpeed(let target, let s): drive(target) { $0.completionSpeed = s }
    case .setCompletionStyle(let target, let zeta):
      drive(target) { $0.completionStyle = zeta.map { .spring(dampingRatio: $0) } ?? .classic }
    default: break
    }
  }

  private func drive(_ target: TI.InteractorTarget, _ body: (PercentDrivenInteractiveTransition) -> Void) {
    guard let entry = resolve(target) else { return note("  (no interactor)") }
    note("  on \(entry.label)")
    body(entry.interactor)
  }

  private func resolve(_ target: TI.InteractorTarget) -> TI.InteractorEntry? {
    switch target {
    case .live(let k):
      let live = interactors.filter { $0.interactor.context.map { !$0.isCompleted } ?? false }
      if !live.isEmpty { return live[k % live.count] }
      let waiting = interactors.filter { !$0.vended }
      return waiting.isEmpty ? nil : waiting[k % waiting.count]
    case .any(let k):
      return interactors.isEmpty ? nil : interactors[k % interactors.count]
    }
  }

  private func push(_ controller: ViewController, animated: Bool, plan: TI.TransitionPlan?) {
    let ticket = animated ? makeTicket(plan, .navigation) : nil
    let inStack = navigation.viewControllers.contains { $0 === controller }
    let expected: TransitionError? =
      inStack
      ? .alreadyInStack(controller.title)
      : busy(navigation.transition, navigation.requestPolicy, .push)
    let queue = ("container \(navigation.title)", TransitionOperation.push, Optional(controller.title))
    request("push \(controller.title)", ticket, .navigation, expected, queue: queue) {
      () throws(TransitionError) in
      try navigation.pushViewController(controller, animated: animated)
    }
  }

  private func pop(animated: Bool, plan: TI.TransitionPlan?) {
    let ticket = animated ? makeTicket(plan, .navigation) : nil
    let expected: TransitionError? =
      navigation.transition == nil && navigation.viewControllers.count < 2
      ? .cannotPopRootViewController(root.title)
      : busy(navigation.transition, navigation.requestPolicy, .pop)
    let queue = ("container \(navigation.title)", TransitionOperation.pop, String?.none)
    request("pop", ticket, .navigation, expected, queue: queue) { () throws(TransitionError) in
      try navigation.popViewController(animated: animated)
    }
  }

  private func select(_ index: Int, animated: Bool, plan: TI.TransitionPlan?) {
    let ticket = animated ? makeTicket(plan, .tabs) : nil
    let expected: TransitionError? =
      tabs.viewControllers.indices.contains(index)
      ? busy(tabs.transition, tabs.requestPolicy, .select)
      : .tabIndexOutOfRange(index: index, count: tabs.viewControllers.count)
    let queue = ("container \(tabs.title)", TransitionOperation.select, Optional(String(index)))
    request("select \(index)", ticket, .tabs, expected, queue: queue) { () throws(TransitionError) in
      try tabs.select(index: index, animated: animated)
    }
  }

  /// Modal requests go to the presenter whose transition runs, if any (so they queue or are refused
  /// there), else to the top of the chain.
  private var busyPresenter: ViewController? { modalChain.first { $0.modalTransition != nil } }

  private func present(_ style: TI.ModalStyle, animated: Bool, plan: TI.TransitionPlan) {
    let modal = make("M") { TI.ModalController(scene: $0, title: $1) }
    modal.modalPresentationStyle =
      switch style {
      case .fullScreen: .fullScreen
      case .overFullScreen: .overFullScreen
      case .custom, .customRemovingPresenter: .custom
      }
    modal.removesPresenter = style == .customRemovingPresenter
    modal.transitioningDelegate = delegate
    let presenter = busyPresenter ?? modalChain[modalChain.count - 1]
    let ticket = makeTicket(plan, .modal)
    var expected = busy(presenter.modalTransition, scene.modalRequestPolicy, .present)
    if let shown = presenter.presentedViewController, presenter.modalTransition == nil {
      expected = .alreadyPresenting(presenter: presenter.title, presented: shown.title)
    }
    let queue = ("modal \(presenter.rootAncestor.title)", TransitionOperation.present, Optional(modal.title))
    let label = "present \(modal.title) (\(style.rawValue)) from \(presenter.title)"
    request(label, ticket, .modal, expected, queue: queue) { () throws(TransitionError) in
      try presenter.present(modal, animated: animated)
    }
  }

  private func dismiss(animated: Bool, plan: TI.TransitionPlan) {
    let chain = modalChain
    let target = busyPresenter ?? chain[chain.count - 1]
    let ticket = makeTicket(plan, .modal)
    let expected: TransitionError? =
      chain.count == 1 && tabs.modalTransition == nil
      ? .nothingToDismiss(tabs.title)
      : busy(target.modalTransition, scene.modalRequestPolicy, .dismiss)
    let handler =
      target.presentedViewController != nil ? target.rootAncestor : target.presentingViewController
    let queue = ("modal \(handler?.title ?? "-")", TransitionOperation.dismiss, String?.none)
    request("dismiss via \(target.title)", ticket, .modal, expected, queue: queue) {
      () throws(TransitionError) in
      try target.dismiss(animated: animated)
    }
  }

  private func busy(
    _ running: TransitionContext?, _ policy: TransitionRequestPolicy, _ operation: TransitionOperation
  ) -> TransitionError? {
    guard let running, policy == .refuse else { return nil }
    return .transitionInProgress(requested: operation, running: running.operation)
  }

  private func request(
    _ label: String, _ ticket: TI.Ticket?, _ channel: TI.Channel, _ expected: TransitionError?,
    queue: (channel: String, operation: TransitionOperation, target: String?),
    _ body: () throws(TransitionError) -> Void
  ) {
    note("  request \(label)")
    let start = log.count
    requesting = true
    defer { requesting = false }
    do {
      try body()
      if let expected { violation("\(label) did not throw \(expected)") }
      let wasQueued = log[start...].contains {
        if case .scene(let event) = $0, case .requestQueued = event.kind { true } else { false }
      }
      if wasQueued {
        queued.append(
          TI.QueuedRequest(
            channel: queue.channel, operation: queue.operation, target: queue.target, index: start))
      }
    } catch {
      if error != expected {
        violation("\(label) threw \(error); expected \(expected.map { "\($0)" } ?? "no error")")
      }
      if let ticket { tickets[channel]?.removeAll { $0 === ticket } }
    }
  }

  private func make<C: ViewController>(_ prefix: String, _ build: (Scene, String) -> C) -> C {
    made += 1
    let controller = build(scene, "\(prefix)\(made)")
    controllers.append(controller)
    return controller
  }

  private func advance(by seconds: Double) {
    let end = engine.currentTime + seconds
    if seconds > 0.05 {
      for _ in 0..<2 {
        engine.advance(to: engine.currentTime + random.uniform(0...(end - engine.currentTime)))
        samplePercents()
      }
    }
    engine.advance(to: end)
  }

  private func completeAgain(_ k: Int, _ done: Bool) {
    let completed = records.indices.filter { records[$0].completed != nil }
    guard !completed.isEmpty else { return }
    let index = completed[k % completed.count]
    note("  completeTransition(\(done)) again on #\(index)")
    records[index].context.completeTransition(done)
  }

  /// Ends every interaction still going (finish or cancel) and lets time run until nothing is left.
  func settle() {
    note("settle")
    for _ in 0..<16 {
      for entry in interactors where entry.interactor.context?.isInteractive == true {
        let finish = random.chance(0.5)
        note("  settle: \(finish ? "finish" : "cancel") \(entry.label)")
        if finish { entry.interactor.finish() } else { entry.interactor.cancel() }
      }
      for view in collectionViews where view.transition?.isAwaitingEnd == true {
        let finish = random.chance(0.5)
        note("  settle: \(finish ? "finish" : "cancel") the app's layout transition of \(view)")
        if finish { view.finishInteractiveTransition() } else { view.cancelInteractiveTransition() }
      }
      engine.advance(to: engine.currentTime + 30)
      if isQuiet { break }
    }
    engine.advance(to: engine.currentTime + 60)
    // The next display frame: cards of views now in the window get their values, then the engine starts
    // the overlays it was given (as a display frame's flush does).
    if !cards.isEmpty {
      tilt(motion.viewerOffset)
      engine.advance(to: engine.currentTime)
    }
  }

  /// No transition in flight, nothing scheduled.
  var isQuiet: Bool {
    navigation.transition == nil && tabs.transition == nil
      && controllers.allSatisfy { $0.modalTransition == nil } && !engine.hasScheduledWork
      && collectionViews.allSatisfy { !$0.isLayoutTransitionInProgress }
  }

  /// Every collection view made (each once, whichever controllers share it).
  var collectionViews: [CollectionView] {
    var seen = Set<ObjectIdentifier>()
    return controllers.compactMap { ($0 as? CollectionViewController).flatMap { $0.isViewLoaded ? $0.collectionView : nil } }
      .filter { seen.insert(ObjectIdentifier($0)).inserted }
  }

  /// A completed layout-to-layout transition left the collection view on the arriving controller's
  /// layout (a cancelled one on whatever it started from, which may be the app's).
  func layoutTransitionCompleted(_ record: TI.TransitionRecord, done: Bool) {
    guard NavigationController.isLayoutToLayout(record.operation, from: record.from, to: record.to),
      let to = record.to as? CollectionViewController
    else { return }
    expectedLayouts[ObjectIdentifier(to.collectionView)] = done ? to.collectionViewLayout : nil
  }
}

// MARK: Vending

extension TransitionInvariants.Harness {
  private func makeTicket(_ plan: TI.TransitionPlan?, _ channel: TI.Channel) -> TI.Ticket? {
    guard let plan else { return nil }
    var interactor: PercentDrivenInteractiveTransition?
    var label = "plan(\(plan))"
    if let setup = plan.interactor {
      let made = makeInteractor(setup)
      label = "I\(interactors.count) \(label)"
      interactors.append(TI.InteractorEntry(interactor: made, label: "I\(interactors.count)"))
      interactor = made
    }
    let ticket = TI.Ticket(plan: plan, interactor: interactor, label: label)
    tickets[channel, default: []].append(ticket)
    return ticket
  }

  private func makeInteractor(_ setup: TI.InteractorPlan) -> PercentDrivenInteractiveTransition {
    let interactor = PercentDrivenInteractiveTransition()
    interactor.wantsInteractiveStart = setup.wantsInteractiveStart
    interactor.completionSpeed = setup.completionSpeed
    interactor.completionCurve = setup.completionCurve
    interactor.timingCurve = setup.timingCurve
    interactor.completionStyle = setup.springDamping.map { .spring(dampingRatio: $0) } ?? .classic
    earlyCalls[ObjectIdentifier(interactor)] = setup.early
    return interactor
  }

  /// A gesture that moved or ended before its transition started: the call goes to the interactor once
  /// the context exists (before that there is no transition, and it would do nothing).
  private func makeEarlyCall(on context: TransitionContext) {
    guard let interactor = context.interactor as? PercentDrivenInteractiveTransition,
      let early = earlyCalls.removeValue(forKey: ObjectIdentifier(interactor))
    else { return }
    switch early {
    case .update(let p): interactor.update(p)
    case .finish(let v): interactor.finish(progressVelocity: v)
    case .cancel(let v): interactor.cancel(progressVelocity: v)
    }
  }

  /// The delegate is asked for an animation controller: the channel's oldest plan (nil when none waits
  /// or the plan is the standard one).
  func vend(
    _ channel: TI.Channel, _ operation: TransitionOperation, from: ViewController? = nil, to: ViewController? = nil
  ) -> (any ViewControllerAnimatedTransitioning)? {
    vendedInteractor[channel] = nil
    guard let ticket = tickets[channel]?.first else { return nil }
    tickets[channel]?.removeFirst()
    note("  \(channel) delegate vends \(ticket.label) for \(operation)")
    guard ticket.plan.animator != .standard else { return nil }
    let layoutToLayout = from.flatMap { from in
      to.map { NavigationController.isLayoutToLayout(operation, from: from, to: $0) }
    } ?? false
    let animator = recording(
      layoutToLayout
        ? CollectionViewLayoutTransitionAnimator(
          operation: operation, duration: ticket.plan.duration, curve: ticket.plan.curve)
        : makeAnimator(ticket.plan, channel, operation))
    vendedInteractor[channel] = (ObjectIdentifier(animator), ticket.interactor)
    return animator
  }

  /// The delegate is asked for an interaction controller, with the animator it vended just before.
  func vendInteractor(
    _ channel: TI.Channel, _ animator: any ViewControllerAnimatedTransitioning
  ) -> (any ViewControllerInteractiveTransitioning)? {
    guard let vended = vendedInteractor[channel], vended.animator == ObjectIdentifier(animator) else {
      violation("\(channel): interaction controller asked with an animator the delegate did not just vend")
      return nil
    }
    vendedInteractor[channel] = nil
    guard let interactor = vended.interactor else { return nil }
    if let index = interactors.firstIndex(where: { $0.interactor === interactor }) {
      interactors[index].vended = true
    }
    return interactor
  }

  private func makeAnimator(
    _ plan: TI.TransitionPlan, _ channel: TI.Channel, _ operation: TransitionOperation
  ) -> any ViewControllerAnimatedTransitioning {
    switch (plan.animator, channel) {
    case (.interruptible, .modal):
      CoverVerticalAnimator(presenting: operation == .present, duration: plan.duration, curve: plan.curve)
    case (.interruptible, _), (.standard, _):
      SlideAnimator(operation: operation, duration: plan.duration, curve: plan.curve)
    case (.blocks, _), (.forgetfulBlocks, _):
      TI.BlockAnimator(
        operation: operation, duration: plan.duration, curve: plan.curve,
        forgetsToComplete: plan.animator == .forgetfulBlocks)
    }
  }

  func recording(_ animator: any ViewControllerAnimatedTransitioning) -> TI.RecordingAnimator {
    TI.RecordingAnimator(animator) { [unowned self] wrapper, completed in
      guard let index = records.lastIndex(where: { $0.context.animator === wrapper }) else {
        return violation("animationEnded from an animator of no recorded transition")
      }
      log.append(.animationEnded(record: index, completed: completed))
    }
  }
}

// MARK: Observing

extension TransitionInvariants.Harness {
  private func observe(_ event: SceneEvent) {
    log.append(.scene(event))
    switch event.kind {
    case .transitionBegan(let operation, let from, let to, let animated, let interactive):
      began(operation, from: from, to: to, animated: animated, interactive: interactive, time: event.time)
    case .transitionCompleted(let operation, let done):
      completed(operation, done)
    case .layoutConflict(let conflict):
      violation("layout conflict, breaking \(conflict.broken)")
    default:
      break
    }
    samplePercents()
  }

  private func began(
    _ operation: TransitionOperation, from: String, to: String, animated: Bool, interactive: Bool,
    time: Double
  ) {
    guard let fromVC = controller(titled: from), let toVC = controller(titled: to),
      let context = fromVC.activeTransition, !records.contains(where: { $0.context === context })
    else { return violation("\(operation) \(from)→\(to) began without a new context") }
    var sides: Set<TransitionKey> = [.from, .to]
    if operation == .present && toVC.presentationKeepsPresenter { sides = [.to] }
    if operation == .dismiss && fromVC.presentationKeepsPresenter { sides = [.from] }
    let record = TI.TransitionRecord(
      context: context, operation: operation, from: fromVC, to: toVC, animated: animated,
      interactive: interactive, sides: sides, began: log.count - 1, beganTime: time,
      observesAnimationEnded: context.animator is TI.RecordingAnimator, immediate: requesting)
    records.append(record)
    observeCoordinator(of: context, record: records.count - 1)
    makeEarlyCall(on: context)
  }

  /// Registers the probes an app would register from `viewWillAppear`.
  private func observeCoordinator(of context: TransitionContext, record: Int) {
    let coordinator = context.coordinator
    coordinator.notifyWhenInteractionChanges { [unowned self, weak context] snapshot in
      let speed = context?.interactor?.completionSpeed ?? 1
      log.append(
        .interactionChange(
          record: record, isInteractive: snapshot.isInteractive, isCancelled: snapshot.isCancelled,
          percent: snapshot.percentComplete, velocity: snapshot.completionVelocity, speed: speed))
      checkPercent(snapshot.percentComplete, "interaction-change snapshot of #\(record)")
    }
    coordinator.notifyWhenInteractionEnds { [unowned self] _ in
      log.append(.interactionEnded(record: record))
    }
    let completion: (TransitionCoordinatorContext) -> Void = { [unowned self] snapshot in
      log.append(.coordinatorCompletion(record: record, isCancelled: snapshot.isCancelled))
    }
    let badge = self.badge
    let alpha = random.uniform(0...1)
    switch random.below(3) {
    case 0: coordinator.animate(alongsideTransition: nil, completion: completion)
    case 1: coordinator.animate(alongsideTransition: { _ in badge.alpha = alpha }, completion: completion)
    default:
      coordinator.animateAlongsideTransition(
        in: badge, animation: { _ in badge.alpha = alpha }, completion: completion)
    }
  }

  private func completed(_ operation: TransitionOperation, _ done: Bool) {
    let open = records.indices.filter { records[$0].completed == nil && records[$0].context.isCompleted }
    guard open.count == 1, let index = open.first else {
      return violation(
        "\(operation) completed(\(done)) matches \(open.count) transitions that just completed")
    }
    records[index].completed = log.count - 1
    records[index].didComplete = done
    layoutTransitionCompleted(records[index], done: done)
    if records[index].operation != operation || records[index].context.didComplete != done {
      violation(
        "#\(index) completed as \(operation) \(done), context says "
          + String(describing: records[index].context.didComplete)
      )
    }
  }

  /// Every percent anyone can read is within 0…1.
  func samplePercents() {
    for (index, record) in records.enumerated() where record.completed == nil {
      checkPercent(record.context.percentComplete, "context #\(index)")
      checkPercent(record.context.coordinator.percentComplete, "coordinator #\(index)")
    }
    for entry in interactors { checkPercent(entry.interactor.percentComplete, "interactor \(entry.label)") }
  }

  private func checkPercent(_ value: Double, _ what: String) {
    if !(0...1).contains(value) { violation("\(what): percentComplete \(value) outside 0…1") }
  }
}

// MARK: - Checker

extension TransitionInvariants {
  /// The checks made on a settled harness: each transition's life, callbacks and their order; the
  /// appearance balance of every controller; the containers, links and views against a model replayed
  /// from the completions; and that nothing is left running.
  struct Checker {
    let harness: Harness
    private(set) var problems: [String] = []
    /// The log entries of each transition's probes, by record.
    private var probes: [Int: [(index: Int, probe: Probe)]] = [:]
    private let crossings: Crossings

    static func check(_ harness: Harness) -> [String] {
      var checker = Checker(harness: harness)
      checker.run()
      return checker.problems
    }

    private init(harness: Harness) {
      self.harness = harness
      crossings = Self.crossings(harness)
      for (index, probe) in harness.log.enumerated() {
        if let record = probe.record { probes[record, default: []].append((index, probe)) }
      }
    }

    private mutating func run() {
      for index in harness.records.indices { checkLifecycle(index) }
      checkAppearanceBalance()
      checkQuiet()
      let model = replay()
      checkStructure(model)
      checkViews(model)
      checkQueues()
      checkMotion()
      checkCollections()
      checkLayout()
    }

    mutating func fail(_ text: String) {
      if problems.count < 40 { problems.append(text) }
    }
  }
}

extension TransitionInvariants.Probe {
  /// The transition a probe belongs to.
  var record: Int? {
    switch self {
    case .interactionChange(let record, _, _, _, _, _), .interactionEnded(let record),
      .coordinatorCompletion(let record, _), .animationEnded(let record, _):
      record
    case .scene, .note: nil
    }
  }
}

// MARK: One transition

extension TransitionInvariants.Checker {
  private mutating func checkLifecycle(_ index: Int) {
    let record = harness.records[index]
    let name = "#\(index) \(record.operation.rawValue) \(record.from.title)→\(record.to.title)"
    guard let end = record.completed, let done = record.didComplete else {
      return fail("\(name) never completed")
    }
    let mine = probes[index] ?? []
    // A transition in a container off screen, or overlapping another container's, sends only the
    // callbacks that fit each controller's state; the global balance checks those.
    let crossing = crossings.offScreenTransitions.contains(index) || crossings.entangled.contains(index)
    let firstReversal = crossing ? nil : checkAppearance(record, name, end: end, done: done)
    checkInteraction(index, name, mine, end: min(end, firstReversal ?? end), done: done)
    checkCompletionOrder(record, name, mine, end: end, done: done)
    checkDelegateCalls(record, name, mine, end: end, done: done)
  }

  /// The from/to callbacks between the start and the completion are UIKit's, "will"s at the start and
  /// the rest at completion. Returns the log index of the first completion-time callback.
  private mutating func checkAppearance(
    _ record: TransitionInvariants.TransitionRecord, _ name: String, end: Int, done: Bool
  ) -> Int? {
    var seen: [(index: Int, text: String, time: Double)] = []
    for k in record.began...end {
      guard case .scene(let event) = harness.log[k], case .appearance(let appearance, let title, _) = event.kind
      else {
        continue
      }
      let key = title == record.from.title ? "from" : title == record.to.title ? "to" : nil
      if let key { seen.append((k, "\(key).\(appearance.rawValue)", event.time)) }
    }
    let expected = Self.expectedAppearance(record.sides, done: done)
    if seen.map(\.text) != expected {
      fail(
        "\(name) (\(done ? "completed" : "cancelled")) appearance \(seen.map(\.text)), expected \(expected)")
      return nil
    }
    guard case .scene(let completion) = harness.log[end] else { return nil }
    for (position, entry) in seen.enumerated() {
      let time = position < record.sides.count ? record.beganTime : completion.time
      if abs(entry.time - time) > 1e-9 {
        fail("\(name): \(entry.text) at \(entry.time), expected at \(time)")
      }
    }
    return seen.count > record.sides.count ? seen[record.sides.count].index : nil
  }

  /// UIKit's order (shared with the simulation's invariants: `AppearanceOrder` in `GlideTestSupport`).
  static func expectedAppearance(_ sides: Set<TransitionKey>, done: Bool) -> [String] {
    AppearanceOrder.expected(sides: Set(sides.map(\.rawValue)), completed: done)
  }

  /// Interaction-change handlers flip the interactive flag each time, never run for a transition
  /// without an interactor, all run before `end` (the completion, or the first reversal callback), and
  /// the last one says how it ends; the iOS 7 handler runs once, at the first end of the interaction.
  private mutating func checkInteraction(
    _ index: Int, _ name: String,
    _ mine: [(index: Int, probe: TransitionInvariants.Probe)], end: Int, done: Bool
  ) {
    let record = harness.records[index]
    var interactive = record.context.initiallyInteractive
    var lastEnd: Bool?
    var changes = 0
    for (position, probe) in mine {
      guard case .interactionChange(_, let now, let cancelled, _, let velocity, let speed) = probe else {
        continue
      }
      changes += 1
      if now == interactive { fail("\(name): interaction change to interactive=\(now) is no change") }
      if position > end { fail("\(name): interaction change after the completion or a reversal callback") }
      interactive = now
      guard !now else { continue }
      lastEnd = cancelled
      if abs(velocity - speed) > 1e-9 {
        fail("\(name): completionVelocity \(velocity) ≠ speed \(speed) (positive, cancelled or not)")
      }
    }
    if !record.interactive && changes > 0 {
      fail("\(name): \(changes) interaction changes without an interactor")
    }
    if interactive && !crossings.entangled.contains(index) { fail("\(name): completed while interactive") }
    if let lastEnd, lastEnd == done {
      fail("\(name): last interaction end cancelled=\(lastEnd) but completed(\(done))")
    }
    let ended = mine.filter { if case .interactionEnded = $0.probe { true } else { false } }.count
    let expectedEnded = mine.contains {
      if case .interactionChange(_, false, _, _, _, _) = $0.probe { true } else { false }
    }
    if ended != (expectedEnded ? 1 : 0) { fail("\(name): notifyWhenInteractionEnds ran \(ended) times") }
  }

  /// One coordinator completion, after the container's callbacks and before `animationEnded` (once).
  private mutating func checkCompletionOrder(
    _ record: TransitionInvariants.TransitionRecord, _ name: String,
    _ mine: [(index: Int, probe: TransitionInvariants.Probe)], end: Int, done: Bool
  ) {
    let completions = mine.compactMap { entry -> (Int, Bool)? in
      if case .coordinatorCompletion(_, let cancelled) = entry.probe { (entry.index, cancelled) } else { nil }
    }
    let endings = mine.compactMap { entry -> (Int, Bool)? in
      if case .animationEnded(_, let completed) = entry.probe { (entry.index, completed) } else { nil }
    }
    guard completions.count == 1, let completion = completions.first else {
      return fail("\(name): \(completions.count) coordinator completions")
    }
    if completion.0 < end { fail("\(name): coordinator completion before the container's completion") }
    if completion.1 == done {
      fail("\(name): coordinator completion says cancelled=\(completion.1), completed(\(done))")
    }
    if !record.animated && !record.interactive && Self.honoursIsAnimated(record.context.animator),
      case .scene(let event) = harness.log[end], abs(event.time - record.beganTime) > 1e-9
    {
      fail("\(name): without animation it completed at \(event.time), began at \(record.beganTime)")
    }
    guard record.observesAnimationEnded else {
      if !endings.isEmpty { fail("\(name): animationEnded from an animator not observed") }
      return
    }
    if endings.count != 1 { return fail("\(name): animationEnded ran \(endings.count) times") }
    if endings[0].0 < completion.0 { fail("\(name): animationEnded before the coordinator completion") }
    if endings[0].1 != done { fail("\(name): animationEnded(\(endings[0].1)), completed(\(done))") }
  }

  /// Whether an animator finishes at once when the context says `isAnimated == false` (the standard
  /// slide and cover-vertical animators animate regardless when a delegate vends them for such a
  /// transition).
  static func honoursIsAnimated(_ animator: any ViewControllerAnimatedTransitioning) -> Bool {
    let inner = (animator as? TransitionInvariants.RecordingAnimator)?.inner ?? animator
    return !(inner is SlideAnimator || inner is CoverVerticalAnimator)
  }

  /// Navigation: `willShow` once at the start, `didShow` right after the coordinator completions when
  /// completed, never when cancelled.
  private mutating func checkDelegateCalls(
    _ record: TransitionInvariants.TransitionRecord, _ name: String,
    _ mine: [(index: Int, probe: TransitionInvariants.Probe)], end: Int, done: Bool
  ) {
    guard record.operation == .push || record.operation == .pop else { return }
    let willShows = (record.began...end).filter { isDelegate(harness.log[$0], "willShow", record.to.title) }
    if willShows.count != 1 { fail("\(name): willShow sent \(willShows.count) times") }
    guard
      let completion = mine.first(where: { if case .coordinatorCompletion = $0.probe { true } else { false } }
      )
    else { return }
    let next = completion.index + 1
    let didShow = next < harness.log.count && isDelegate(harness.log[next], "didShow", record.to.title)
    if didShow != done { fail("\(name): didShow \(didShow ? "sent" : "missing") after completed(\(done))") }
  }

  private func isDelegate(_ probe: TransitionInvariants.Probe, _ method: String, _ title: String) -> Bool {
    guard case .scene(let event) = probe, case .delegate(let name, let controller) = event.kind else {
      return false
    }
    return name == method && controller == title
  }
}

// MARK: Appearance balance

extension TransitionInvariants.Checker {
  typealias AppearState = AppearanceOrder.State

  /// The legal appearance callbacks (shared with the simulation's invariants: `AppearanceOrder`).
  static func next(_ state: AppearState, _ callback: SceneEvent.Appearance) -> AppearState? {
    AppearanceOrder.next(state, callback.rawValue)
  }

  /// Every controller's callbacks follow the state machine, none is halfway at the end, and a controller
  /// has appeared exactly when its view is in the window.
  private mutating func checkAppearanceBalance() {
    var states: [String: AppearState] = [:]
    for probe in harness.log {
      guard case .scene(let event) = probe, case .appearance(let callback, let title, _) = event.kind else {
        continue
      }
      let state = states[title] ?? .disappeared
      if let next = Self.next(state, callback) {
        states[title] = next
      } else {
        fail("\(title).\(callback.rawValue) at t=\(event.time) while \(state.rawValue)")
        states[title] = Self.next(.disappeared, callback) ?? Self.next(.appeared, callback) ?? state
      }
    }
    for controller in harness.controllers {
      let state = states[controller.title] ?? .disappeared
      var onScreen = controller.isViewLoaded && controller.view.isDescendant(of: harness.scene.window)
      // A collection view that controllers pushed layout-to-layout share shows the top one of them.
      let sharers = harness.controllers.filter { $0.isViewLoaded && controller.isViewLoaded && $0.view === controller.view }
      if sharers.count > 1 { onScreen = onScreen && harness.navigation.topViewController === controller }
      if state == .appearing || state == .disappearing {
        fail("\(controller.title) ends \(state.rawValue)")
      } else if (state == .appeared) != onScreen {
        fail(
          "\(controller.title) ends \(state.rawValue) but its view is \(onScreen ? "" : "not ")in the window")
      }
    }
  }
}

// MARK: Transitions across containers

extension TransitionInvariants.Checker {
  /// How a sequence's transitions crossed containers: whether one began in a container that was not on
  /// screen (a push in a tab that is not selected, or under a full-screen presentation), and which ones
  /// were in flight at the same time as another container's (a tab switch during a push, a presentation
  /// during a tab switch …).
  ///
  /// Glide's containers send their children's appearance callbacks regardless of the other containers,
  /// and a layer-time driver freezes and replays its container's layer with every animation on it,
  /// including an enclosing container's animation of that view (see the known issues in
  /// `TransitionInvariantTests`). So a sequence with either is not held to the global appearance balance,
  /// and an entangled transition may complete while interactive; every other invariant still applies.
  struct Crossings {
    var offScreen = false
    var offScreenTransitions: Set<Int> = []
    var entangled: Set<Int> = []
  }

  static func crossings(_ harness: TransitionInvariants.Harness) -> Crossings {
    var crossings = Crossings()
    var states: [String: AppearState] = [:]
    var beganAt: [Int: Int] = [:]
    for (index, record) in harness.records.enumerated() { beganAt[record.began] = index }
    for (k, probe) in harness.log.enumerated() {
      guard case .scene(let event) = probe else { continue }
      if case .appearance(let callback, let title, _) = event.kind {
        states[title] = next(states[title] ?? .disappeared, callback) ?? states[title]
      }
      guard let index = beganAt[k] else { continue }
      let record = harness.records[index]
      if states[container(of: record, harness).title] != .appeared {
        crossings.offScreen = true
        crossings.offScreenTransitions.insert(index)
      }
      for (other, earlier) in harness.records.enumerated() where other != index {
        let inFlight = earlier.began < record.began && (earlier.completed ?? .max) > record.began
        if inFlight && channel(of: earlier, harness) != channel(of: record, harness) {
          crossings.entangled.formUnion([index, other])
        }
      }
    }
    return crossings
  }

  /// The queue a transition belongs to: the navigation stack, the tabs, or one presenter's modals.
  static func channel(
    of record: TransitionInvariants.TransitionRecord, _ harness: TransitionInvariants.Harness
  ) -> String {
    "\(isModal(record) ? "modal" : "container") \(container(of: record, harness).title)"
  }

  static func isModal(_ record: TransitionInvariants.TransitionRecord) -> Bool {
    record.operation == .present || record.operation == .dismiss
  }

  /// The controller whose transition it is: the navigation or tab bar controller, or the presenter.
  static func container(
    of record: TransitionInvariants.TransitionRecord, _ harness: TransitionInvariants.Harness
  ) -> ViewController {
    switch record.operation {
    case .push, .pop: harness.navigation
    case .select: harness.tabs
    case .present, .transition: record.from  // view transitions are recorded apart (never here)
    case .dismiss: record.to
    case .expand, .collapse: preconditionFailure("no container makes a \(record.operation) (a sheet's detents)")
    }
  }
}

// MARK: Nothing left running

extension TransitionInvariants.Checker {
  private mutating func checkQuiet() {
    let h = harness
    if let running = h.navigation.transition { fail("navigation still runs a \(running.operation)") }
    if let running = h.tabs.transition { fail("tabs still run a \(running.operation)") }
    for controller in h.controllers {
      if let running = controller.modalTransition {
        fail("\(controller.title) still runs a \(running.operation)")
      }
      if controller.transitionCoordinator != nil {
        fail("\(controller.title) still has a transition coordinator")
      }
    }
    if let deadline = h.engine.nextDeadline { fail("the engine still has work scheduled at \(deadline)") }
    for entry in h.interactors where entry.interactor.context != nil {
      fail("interactor \(entry.label) still holds a context")
    }
    for view in h.collectionViews where view.isLayoutTransitionInProgress {
      fail("\(view) still changes its layout")
    }
    var layers: [Layer] = [h.scene.window.layer, h.badge.layer]
    for controller in h.controllers where controller.isViewLoaded { layers.append(controller.view.layer) }
    var visited = Set<ObjectIdentifier>()
    while let layer = layers.popLast() {
      guard visited.insert(ObjectIdentifier(layer)).inserted else { continue }
      if layer.speed == 0 { fail("layer \(layer.name) has a frozen clock (speed 0)") }
      if layer.timeRamp != nil { fail("layer \(layer.name) still has a time ramp") }
      layers.append(contentsOf: layer.sublayers)
    }
  }
}

// MARK: Collection views

extension TransitionInvariants.Checker {
  /// No layout change left in flight or half done: every collection view rests on a layout (the one the
  /// last completed navigation transition or app change says), with no cell tracks, each cell at its
  /// attributes in that layout; and every completion of the app's changes ran exactly once.
  private mutating func checkCollections() {
    let h = harness
    for entry in h.collectionCompletions where entry.calls != 1 {
      fail("\(entry.label)'s completion ran \(entry.calls) times")
    }
    for view in h.collectionViews {
      if view.isLayoutTransitionInProgress { fail("\(view) still changes its layout") }
      let layout = view.collectionViewLayout
      if layout is CollectionViewTransitionLayout { fail("\(view) ends on a transition layout") }
      if let expected = h.expectedLayouts[ObjectIdentifier(view)], expected !== layout {
        fail("\(view) ends on \(type(of: layout)), expected \(type(of: expected))")
      }
      for cell in view.cells {
        if !cell.layer.animationKeys.isEmpty { fail("\(cell) keeps animations \(cell.layer.animationKeys)") }
        guard let attributes = view.layoutAttributesForItem(at: cell.indexPath) else {
          if !cell.isHidden { fail("\(cell) shows with no attributes") }
          continue
        }
        let shown = cell.layer.presentation()
        let near = { (a: Double, b: Double) in abs(a - b) < 1e-9 }
        if !near(shown.position.x, attributes.center.x) || !near(shown.position.y, attributes.center.y)
          || !near(shown.bounds.width, attributes.size.width) || !near(shown.opacity, attributes.alpha)
          || shown.zPosition != Double(attributes.zIndex) || shown.isHidden != attributes.isHidden
        {
          fail("\(cell) shows \(shown.position) \(shown.bounds.size) alpha \(shown.opacity), its attributes are \(attributes)")
        }
      }
    }
  }
}

// MARK: Queues

extension TransitionInvariants.Checker {
  /// Every queued request runs, in order, when the container's transition before it completes, unless it
  /// has become pointless by then (pushing a controller already in the stack, popping the root,
  /// selecting the selected tab, presenting from a presenter that presents, dismissing nothing), in
  /// which case the next one runs instead.
  private mutating func checkQueues() {
    let h = harness
    for channel in Set(h.queued.map(\.channel)) {
      var waiting: [TransitionInvariants.QueuedRequest] = []
      var requests = h.queued.filter { $0.channel == channel }
      let mine = h.records.indices.filter { Self.channel(of: h.records[$0], h) == channel }
      let completions = Dictionary(
        uniqueKeysWithValues: mine.compactMap { i in h.records[i].completed.map { ($0, i) } })
      let begins = Dictionary(
        uniqueKeysWithValues: mine.filter { !h.records[$0].immediate }.map { (h.records[$0].began, $0) })
      for k in h.log.indices {
        while let request = requests.first, request.index <= k { waiting.append(requests.removeFirst()) }
        if completions[k] != nil { dropPointless(&waiting, at: k + 1) }
        guard let run = begins[k] else { continue }
        if let head = waiting.first, Self.matches(head, h.records[run], h) {
          waiting.removeFirst()
        } else {
          fail(
            "#\(run) \(h.records[run].operation) began from the queue of \(channel) instead of "
              + (waiting.first.map { "\($0.operation) \($0.target ?? "")" } ?? "nothing")
          )
        }
      }
      for request in waiting {
        fail("queued \(request.operation) \(request.target ?? "") (\(channel)) never ran")
      }
    }
  }

  /// At a completion the queue's head runs; pointless heads are dropped first.
  private func dropPointless(_ waiting: inout [TransitionInvariants.QueuedRequest], at index: Int) {
    while let head = waiting.first, isPointless(head, at: index) { waiting.removeFirst() }
  }

  private static func matches(
    _ request: TransitionInvariants.QueuedRequest, _ record: TransitionInvariants.TransitionRecord,
    _ h: TransitionInvariants.Harness
  ) -> Bool {
    guard request.operation == record.operation else { return false }
    switch record.operation {
    case .push, .present: return request.target == record.to.title
    case .select:
      return request.target == h.tabs.viewControllers.firstIndex { $0 === record.to }.map(String.init)
    case .pop, .dismiss: return true
    case .expand, .collapse: return false
    case .transition: return false
    }
  }

  /// Whether the container may drop `request` when it comes to run just before log index `index`.
  private func isPointless(_ request: TransitionInvariants.QueuedRequest, at index: Int) -> Bool {
    var scratch = self  // the replay's own complaints are made once, by `run`
    let model = scratch.replay(before: index)
    switch request.operation {
    case .push: return model.stack.contains { $0.title == request.target }
    case .pop: return model.stack.count < 2
    case .select: return request.target == String(model.selected) || Int(request.target ?? "") == nil
    case .present, .dismiss:
      let presenter = request.channel.split(separator: " ").last.map(String.init)
      let position = model.chain.firstIndex { $0.title == presenter }
      let presents = position.map { $0 + 1 < model.chain.count } ?? false
      return request.operation == .present ? presents : !presents
    case .expand, .collapse: return false
    case .transition: return false
    }
  }
}

// MARK: Containers and views

extension TransitionInvariants.Checker {
  /// What the containers should hold, replayed from the completions in order.
  struct Model {
    var stack: [ViewController]
    var selected: Int
    var chain: [ViewController]
  }

  private mutating func replay(before limit: Int = .max) -> Model {
    let h = harness
    var model = Model(stack: [h.root], selected: 0, chain: [h.tabs])
    let order = h.records.indices.filter { (h.records[$0].completed ?? .max) < limit }
      .sorted { (h.records[$0].completed ?? 0) < (h.records[$1].completed ?? 0) }
    for index in order {
      let record = h.records[index]
      let done = record.didComplete ?? false
      let name = "#\(index) \(record.operation.rawValue) \(record.from.title)→\(record.to.title)"
      switch record.operation {
      case .push:
        if model.stack.last !== record.from { fail("\(name) did not start from the top of the stack") }
        if done { model.stack.append(record.to) }
      case .pop:
        let below = model.stack.count > 1 ? model.stack[model.stack.count - 2] : nil
        if model.stack.last !== record.from || below !== record.to { fail("\(name) is not a pop of the top") }
        if done && model.stack.count > 1 { model.stack.removeLast() }
      case .select:
        if h.tabs.viewControllers[model.selected] !== record.from {
          fail("\(name) did not start from the selection")
        }
        if done { model.selected = h.tabs.viewControllers.firstIndex { $0 === record.to } ?? model.selected }
      case .present:
        if model.chain.last !== record.from { fail("\(name) did not present from the top of the chain") }
        if done { model.chain.append(record.to) }
      case .dismiss:
        let below = model.chain.count > 1 ? model.chain[model.chain.count - 2] : nil
        if model.chain.last !== record.from || below !== record.to {
          fail("\(name) is not a dismissal of the top")
        }
        if done && model.chain.count > 1 { model.chain.removeLast() }
      case .expand, .collapse:
        fail("\(name): no container makes a \(record.operation.rawValue)")
      case .transition:
        break  // view transitions are recorded apart (see `ViewTransitionRecord`)
      }
    }
    return model
  }

  /// `viewControllers`, children, `selectedIndex` and the presented/presenting links match the model.
  private mutating func checkStructure(_ model: Model) {
    let h = harness
    let titles = { (controllers: [ViewController]) in controllers.map(\.title) }
    if titles(h.navigation.viewControllers) != titles(model.stack) {
      fail("navigation stack \(titles(h.navigation.viewControllers)), expected \(titles(model.stack))")
    }
    if titles(h.navigation.children) != titles(model.stack) {
      fail("navigation children \(titles(h.navigation.children)), expected \(titles(model.stack))")
    }
    if h.tabs.selectedIndex != model.selected {
      fail("selectedIndex \(h.tabs.selectedIndex), expected \(model.selected)")
    }
    if titles(h.modalChain) != titles(model.chain) {
      fail("presentation chain \(titles(h.modalChain)), expected \(titles(model.chain))")
    }
    for controller in h.controllers {
      checkLinks(controller, model)
    }
  }

  private mutating func checkLinks(_ controller: ViewController, _ model: Model) {
    let position = model.chain.firstIndex { $0 === controller }
    let presenting = position.flatMap { $0 > 0 ? model.chain[$0 - 1] : nil }
    let presented = position.flatMap { $0 + 1 < model.chain.count ? model.chain[$0 + 1] : nil }
    if controller.presentingViewController !== presenting {
      fail(
        "\(controller.title).presentingViewController is "
          + String(describing: controller.presentingViewController)
      )
    }
    if controller.presentedViewController !== presented {
      fail(
        "\(controller.title).presentedViewController is "
          + String(describing: controller.presentedViewController)
      )
    }
    let custom = presenting != nil && controller.modalPresentationStyle == .custom
    if (controller.presentationController != nil) != custom {
      let has = controller.presentationController == nil ? "lacks" : "has"
      fail("\(controller.title) \(has) a presentation controller")
    }
    if controller.title.hasPrefix("N") {
      let inStack = model.stack.contains { $0 === controller }
      if (controller.parent === harness.navigation) != inStack || (!inStack && controller.parent != nil) {
        fail("\(controller.title).parent is \(String(describing: controller.parent)), in stack: \(inStack)")
      }
    }
  }

  /// Each screen's view is where the model puts it (or nowhere), the window holds exactly the visible
  /// layers of the chain in order, and every shown view fills its superview, on screen too.
  private mutating func checkViews(_ model: Model) {
    let h = harness
    let window = h.scene.window
    var slots: [View] = []
    for (position, controller) in model.chain.enumerated() {
      // Glide's rule: a presentation that does not keep its presenter removes that presenter's view only
      // (a screen kept under an "over" presentation stays in the window below a full-screen one on top).
      let covered = position + 1 < model.chain.count && !model.chain[position + 1].presentationKeepsPresenter
      let custom = position > 0 && controller.modalPresentationStyle == .custom
      let superview = controller.isViewLoaded ? controller.view.superview : nil
      if covered {
        if let superview { fail("\(controller.title) is covered but its view is in \(superview)") }
        // A covered custom presentation keeps its (now empty) container in the window.
        if custom, let container = controller.presentationController?.containerView,
          container.superview === window
        {
          if !container.subviews.isEmpty {
            fail("covered container of \(controller.title) holds \(container.subviews)")
          }
          slots.append(container)
        }
        continue
      }
      if custom {
        guard let container = superview, container.superview === window else {
          fail("\(controller.title)'s view is not in a presentation container in the window")
          continue
        }
        slots.append(container)
        checkFills(container, window.bounds, "presentation container of \(controller.title)")
      } else {
        if superview !== window {
          fail("\(controller.title)'s view is in \(String(describing: superview)), not the window")
        }
        slots.append(controller.view)
      }
      checkFills(controller.view, window.bounds, controller.title)
    }
    if window.subviews.map(ObjectIdentifier.init) != slots.map(ObjectIdentifier.init) {
      fail("window subviews \(window.subviews), expected \(slots)")
    }
    checkContainer(h.tabs.transitionView, shows: h.tabs.viewControllers[model.selected], "tabs")
    if let top = model.stack.last { checkContainer(h.navigation.transitionView, shows: top, "navigation") }
    let placed = Set(
      (model.chain + [model.stack.last, h.tabs.viewControllers[model.selected]].compactMap { $0 })
        .map(ObjectIdentifier.init))
    // Controllers pushed layout-to-layout share the placed controller's view: it is theirs too.
    let placedViews = Set(
      h.controllers.filter { placed.contains(ObjectIdentifier($0)) && $0.isViewLoaded }.map { ObjectIdentifier($0.view) })
    for controller in h.controllers
    where controller.isViewLoaded && !placed.contains(ObjectIdentifier(controller))
      && !placedViews.contains(ObjectIdentifier(controller.view))
    {
      if let superview = controller.view.superview {
        fail("\(controller.title) is off screen but in \(superview)")
      }
    }
  }

  /// Wherever the transitions left each controller's view (in the window, in a container, nowhere), a
  /// layout pass puts its bar across its top and the label in the bar's middle, every constraint still
  /// active and kept.
  private mutating func checkLayout() {
    guard harness.laysOut else { return }
    for controller in harness.controllers where controller.isViewLoaded {
      guard let (bar, label) = harness.bars[controller.title] else {
        fail("\(controller.title)'s view has no bar")
        continue
      }
      let view = controller.view
      view.layoutIfNeeded()
      let width = view.bounds.width
      let expected = [
        (bar, Rect(x: 0, y: 0, width: width, height: 44)), (label, Rect(x: width / 2 - 30, y: 12, width: 60, height: 20)),
      ]
      for (laidOut, frame) in expected where !close(laidOut.frame, frame, 1e-6) {
        fail("\(laidOut) is at \(laidOut.frame), expected \(frame)")
      }
      let constraints = view.constraints + bar.constraints
      if constraints.count != 6 || constraints.contains(where: { !$0.isActive || $0.isBroken }) {
        fail("\(controller.title)'s bar has \(constraints.map(\.description))")
      }
    }
  }

  private mutating func checkContainer(_ container: View, shows controller: ViewController, _ name: String) {
    if container.subviews.map(ObjectIdentifier.init) != [ObjectIdentifier(controller.view)] {
      fail("\(name) view holds \(container.subviews), expected [\(controller.title)]")
    }
    checkFills(controller.view, container.bounds, controller.title)
  }

  private mutating func checkFills(_ view: View, _ bounds: Rect, _ name: String) {
    let shown = view.presentation.frame
    let close = { (a: Rect) in
      abs(a.minX - bounds.minX) < 1e-6 && abs(a.minY - bounds.minY) < 1e-6
        && abs(a.width - bounds.width) < 1e-6 && abs(a.height - bounds.height) < 1e-6
    }
    if view.frame != bounds { fail("\(name)'s view frame \(view.frame), expected \(bounds)") }
    if !close(shown) { fail("\(name)'s view shows at \(shown), expected \(bounds)") }
  }
}

// MARK: - Running and reporting

extension TransitionInvariants.Sequence {
  /// The sequence the generator draws from `seed`.
  static func sequence(seed: UInt64, length: Int) -> Self {
    TransitionInvariants.Generator.sequence(seed: seed, length: length)
  }
}

extension TransitionInvariants {
  /// What one played sequence exercised, as counts (for the statistics test).
  static func statistics(of harness: Harness) -> [String: Int] {
    var counts: [String: Int] = ["sequences": 1]
    let crossings = Checker.crossings(harness)
    counts["sequences crossing containers"] = crossings.offScreen || !crossings.entangled.isEmpty ? 1 : 0
    counts["sequences off screen"] = crossings.offScreen ? 1 : 0
    for record in harness.records {
      counts["transitions \(record.operation.rawValue)", default: 0] += 1
      let driver = record.context.isInterruptible ? "animator" : "layers"
      if record.interactive { counts["interactive (\(driver) driver)", default: 0] += 1 }
      if !record.animated { counts["without animation", default: 0] += 1 }
      if record.didComplete == false { counts["cancelled", default: 0] += 1 }
      if !record.context.initiallyInteractive && record.interactive {
        counts["started running", default: 0] += 1
      }
      if NavigationController.isLayoutToLayout(record.operation, from: record.from, to: record.to) {
        counts["layout-to-layout \(record.operation.rawValue)", default: 0] += 1
        if record.interactive { counts["layout-to-layout interactive", default: 0] += 1 }
        if record.didComplete == false { counts["layout-to-layout cancelled", default: 0] += 1 }
      }
    }
    for entry in harness.collectionCompletions {
      let kind = entry.label.hasPrefix("change") ? "app layout changes" : "app interactive layout transitions"
      counts[kind, default: 0] += 1
    }
    counts["tilts"] = harness.sequence.actions.filter { if case .tilt = $0 { true } else { false } }.count
    counts["views moved by motion effects"] = harness.cards.filter(\.hasMoved).count
    for probe in harness.log {
      switch probe {
      case .interactionChange(_, true, _, _, _, _): counts["paused", default: 0] += 1
      case .scene(let event):
        if case .requestQueued = event.kind { counts["requests queued", default: 0] += 1 }
      case .note(let text) where text.hasPrefix("  interactive#"):
        // "  interactive#3 completion(true, false)": the app's interactive transition ended, which way.
        counts["app interactive layout transitions \(text.hasSuffix("true)") ? "finished" : "cancelled")", default: 0] += 1
      case .note(let text) where text.hasPrefix("  change#"):
        counts["app layout changes \(text.hasSuffix("(true)") ? "run to the end" : "taken over")", default: 0] += 1
      default: break
      }
    }
    return counts
  }

  /// Plays and checks one sequence; the problems found (empty when all invariants hold).
  static func problems(in sequence: Sequence) -> [String] {
    let harness = Harness.play(sequence)
    return harness.violations + Checker.check(harness)
  }

  /// A problem with its numbers left out, to tell whether two runs fail the same way.
  static func signature(_ problem: String) -> String {
    String(problem.filter { !$0.isNumber })
  }

  /// A shorter sequence that still shows the first of its problems, found by removing chunks of actions
  /// (at most `budget` runs).
  static func shrink(_ sequence: Sequence, budget: Int = 400) -> Sequence {
    guard let first = problems(in: sequence).first.map(signature) else { return sequence }
    let fails = { (candidate: Sequence) in problems(in: candidate).contains { signature($0) == first } }
    var best = sequence
    var runs = 0
    var chunk = max(best.actions.count / 2, 1)
    while chunk >= 1 && runs < budget {
      var start = 0
      var removedAny = false
      while start < best.actions.count && runs < budget {
        var candidate = best
        candidate.actions.removeSubrange(start..<min(start + chunk, best.actions.count))
        runs += 1
        if fails(candidate) {
          best = candidate
          removedAny = true
        } else {
          start += chunk
        }
      }
      if !removedAny || chunk > 1 { chunk /= 2 }
    }
    return best
  }

  /// What a failure prints: the problems, the (shrunk) sequence and the end of its log.
  static func report(_ sequence: Sequence, problems: [String], logTail: Int = 80) -> String {
    let shrunk = shrink(sequence)
    let harness = Harness.play(shrunk)
    let shrunkProblems = harness.violations + Checker.check(harness)
    let tail = harness.log.suffix(logTail).map { "    \($0)" }
    return """
      invariants broken, seed \(sequence.seed) (\(sequence.actions.count) actions):
      \(problems.prefix(12).map { "  - \($0)" }.joined(separator: "\n"))
      \(sequence)
      shrunk to \(shrunk.actions.count) actions:
      \(shrunk)
      problems of the shrunk sequence:
      \(shrunkProblems.prefix(12).map { "  - \($0)" }.joined(separator: "\n"))
      log of the shrunk sequence (last \(logTail)):
      \(tail.joined(separator: "\n"))
      """
  }
}
