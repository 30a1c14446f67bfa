import Foundation
import GlideAnimation
import Testing

@testable import GlideTransitions

/// The invariants of design.md §5 over generated interaction sequences (see ``TransitionInvariants``):
/// every transition that starts ends exactly once; `completeTransition` takes effect once; appearance
/// callbacks are balanced and in UIKit's order, with the reversal on cancel; percentComplete stays within
/// 0…1; the containers, links and view tree end consistent; coordinator callbacks come in UIKit's order;
/// nothing is left running.
///
/// Tilts (a viewer offset for the motion effects of a card on each screen) come between the actions, and
/// the cards must show their effects on top of whatever the transitions did, on the presentation only.
///
/// The suite plays 10,000 sequences of 16 actions (and the tilts between them) from a fixed base seed,
/// in shards that run in parallel (about 5 s in a debug build on 2 cores). For a long run set `GLIDE_INVARIANT_SEQUENCES`
/// (total count), and optionally `GLIDE_INVARIANT_SEED` (base seed) and `GLIDE_INVARIANT_LENGTH`
/// (actions per sequence). A failure prints the sequence's seed and actions, a shrunk action list that
/// still fails the same way, and the end of its log; `GLIDE_INVARIANT_REPLAY=<seed>` replays one sequence
/// with its whole log, `GLIDE_INVARIANT_STATS=1` prints what the sequences exercise.
///
/// Sequences in which transitions of different containers overlap, or a container transitions while off
/// screen, are not held to the global appearance balance (see the known issues below); every other
/// invariant holds for all of them.
@Suite("Transitions: invariants over generated sequences")
struct TransitionInvariantTests {
  /// Shards run in parallel; each plays every `shardCount`-th sequence.
  static let shardCount = 8
  static let baseSeed: UInt64 = environment("GLIDE_INVARIANT_SEED").flatMap { UInt64($0) } ?? 0x61_6C_69_64_65
  static let sequenceCount = environment("GLIDE_INVARIANT_SEQUENCES").flatMap { Int($0) } ?? 10_000
  static let length = environment("GLIDE_INVARIANT_LENGTH").flatMap { Int($0) } ?? 16

  static func environment(_ name: String) -> String? {
    ProcessInfo.processInfo.environment[name]
  }

  @Test("Every generated sequence keeps the invariants", arguments: 0..<shardCount)
  func generatedSequences(shard: Int) {
    var failures = 0
    for index in stride(from: shard, to: Self.sequenceCount, by: Self.shardCount) {
      let seed = TransitionInvariants.sequenceSeed(base: Self.baseSeed, index: index)
      let sequence = TransitionInvariants.Sequence.sequence(seed: seed, length: Self.length)
      let problems = TransitionInvariants.problems(in: sequence)
      guard !problems.isEmpty else { continue }
      failures += 1
      #expect(problems.isEmpty, Comment(rawValue: TransitionInvariants.report(sequence, problems: problems)))
      if failures >= 3 { break }
    }
  }

  /// `GLIDE_INVARIANT_STATS=1` prints what the generated sequences exercise.
  @Test(
    "The generated sequences exercise every kind of transition",
    .enabled(if: environment("GLIDE_INVARIANT_STATS") != nil))
  func statistics() {
    var counts: [String: Int] = [:]
    let total = min(Self.sequenceCount, 2000)
    for index in 0..<total {
      let seed = TransitionInvariants.sequenceSeed(base: Self.baseSeed, index: index)
      let harness = TransitionInvariants.Harness.play(.sequence(seed: seed, length: Self.length))
      for (key, value) in TransitionInvariants.statistics(of: harness) { counts[key, default: 0] += value }
    }
    print("over \(total) sequences:")
    for (key, value) in counts.sorted(by: { $0.key < $1.key }) { print("  \(key): \(value)") }
  }

  /// The layout focus (one sequence in eight) pushes and pops collection view controllers layout-to-layout,
  /// interactively and not, finishing and cancelling, while the app changes the layout on screen at once,
  /// animated and interactively: the first 800 sequences do each of them.
  @Test("The generated sequences exercise layout-to-layout transitions and the app's own layout changes")
  func layoutCoverage() {
    var counts: [String: Int] = [:]
    for index in 0..<800 {
      let seed = TransitionInvariants.sequenceSeed(base: Self.baseSeed, index: index)
      let harness = TransitionInvariants.Harness.play(.sequence(seed: seed, length: Self.length))
      for (key, value) in TransitionInvariants.statistics(of: harness) { counts[key, default: 0] += value }
    }
    for key in [
      "layout-to-layout push", "layout-to-layout pop", "layout-to-layout interactive", "layout-to-layout cancelled",
      "app layout changes run to the end", "app layout changes taken over",
      "app interactive layout transitions finished", "app interactive layout transitions cancelled",
    ] {
      #expect(counts[key, default: 0] > 0, "nothing counted as \(key)")
    }
  }

  /// `GLIDE_INVARIANT_REPLAY=<seed>` plays that one sequence and prints its whole log and problems.
  @Test(
    "A sequence replays from its seed",
    .enabled(if: environment("GLIDE_INVARIANT_REPLAY") != nil))
  func replay() throws {
    let seed = try #require(Self.environment("GLIDE_INVARIANT_REPLAY").flatMap { UInt64($0) })
    let sequence = TransitionInvariants.Sequence.sequence(seed: seed, length: Self.length)
    let harness = TransitionInvariants.Harness.play(sequence)
    let problems = harness.violations + TransitionInvariants.Checker.check(harness)
    print(sequence)
    print(harness.log.map { "  \($0)" }.joined(separator: "\n"))
    print(problems.isEmpty ? "no problems" : problems.map { "- \($0)" }.joined(separator: "\n"))
    #expect(problems.isEmpty)
  }
}

// MARK: - Regressions

/// Hand-written sequences for what the generator found, played and checked like generated ones, with the
/// specific expectation spelled out.
@Suite("Transitions: invariant regressions")
struct TransitionInvariantRegressionTests {
  typealias TI = TransitionInvariants

  /// Plays `actions` (seed 1: the harness's own choices are fixed) and returns the harness and problems.
  private func play(_ actions: [TI.Action], settle: Bool = true) -> (TI.Harness, [String]) {
    let sequence = TI.Sequence(
      seed: 1, focus: .mixed, navigationPolicy: .queue, tabPolicy: .queue, modalPolicy: .queue,
      actions: actions)
    let harness = TI.Harness.play(sequence, settle: settle)
    return (harness, harness.violations + (settle ? TI.Checker.check(harness) : []))
  }

  private func plan(
    _ kind: TI.AnimatorKind, _ duration: Double = 0.3, interactor: TI.InteractorPlan? = nil
  ) -> TI.TransitionPlan {
    TI.TransitionPlan(animator: kind, duration: duration, curve: .linear, interactor: interactor)
  }

  private var interactive: TI.InteractorPlan {
    TI.InteractorPlan(
      wantsInteractiveStart: true, completionSpeed: 1, completionCurve: .linear, timingCurve: nil,
      springDamping: nil, early: nil)
  }

  private func titles(_ controllers: [ViewController]) -> [String] { controllers.map(\.title) }

  @Test("A controller asked to be pushed twice while a push runs is pushed once")
  func queuedDoublePush() {
    let (harness, problems) = play([
      .push(animated: true, plan: plan(.standard)), .push(animated: true, plan: plan(.standard)),
      .pushAgain(animated: true, plan: plan(.standard)), .advance(3),
    ])
    #expect(problems.isEmpty, Comment(rawValue: problems.joined(separator: "\n")))
    #expect(titles(harness.navigation.viewControllers) == ["R0", "N1", "N2"])
    #expect(harness.records.filter { $0.to.title == "N2" }.count == 1)
  }

  @Test("Pushing a controller whose pop is running is dropped when the pop is cancelled")
  func repushDuringCancelledPop() {
    let (harness, problems) = play([
      .push(animated: false, plan: nil), .pop(animated: true, plan: plan(.blocks, interactor: interactive)),
      .pushAgain(animated: false, plan: nil), .update(.live(0), 0.4), .cancel(.live(0), velocity: nil),
      .advance(3),
    ])
    #expect(problems.isEmpty, Comment(rawValue: problems.joined(separator: "\n")))
    #expect(titles(harness.navigation.viewControllers) == ["R0", "N1"])
    #expect(titles(harness.navigation.children) == ["R0", "N1"])
  }

  @Test("A queue goes on after a request that became pointless")
  func queueSkipsPointlessRequests() {
    let (harness, problems) = play([
      .push(animated: true, plan: plan(.interruptible, interactor: interactive)),
      .pop(animated: false, plan: nil),
      .push(animated: false, plan: nil), .cancel(.live(0), velocity: nil), .advance(3),
    ])
    #expect(problems.isEmpty, Comment(rawValue: problems.joined(separator: "\n")))
    // The push of N1 was cancelled, so the queued pop found only the root and was dropped; N2 still came.
    #expect(titles(harness.navigation.viewControllers) == ["R0", "N2"])
  }

  @Test("Queued requests run in order when some complete at once")
  func queueOrderWithImmediateTransitions() {
    let (harness, problems) = play([
      .push(animated: true, plan: plan(.standard)), .push(animated: false, plan: nil),
      .pop(animated: false, plan: nil),
      .push(animated: true, plan: plan(.standard)), .push(animated: true, plan: plan(.standard)),
      .push(animated: true, plan: plan(.standard)), .advance(10),
    ])
    #expect(problems.isEmpty, Comment(rawValue: problems.joined(separator: "\n")))
    #expect(
      harness.records.map { "\($0.operation.rawValue) \($0.to.title)" }
        == ["push N1", "push N2", "pop N1", "push N3", "push N4", "push N5"])
    #expect(titles(harness.navigation.viewControllers) == ["R0", "N1", "N3", "N4", "N5"])
  }

  @Test(
    "Dismissing a custom presentation that removed the presenter's view puts that view back in the window")
  func dismissRestoresRemovedPresenter() {
    let (harness, problems) = play([
      .present(.customRemovingPresenter, animated: false, plan: plan(.standard)),
      .dismiss(animated: true, plan: plan(.interruptible)), .advance(2),
    ])
    #expect(problems.isEmpty, Comment(rawValue: problems.joined(separator: "\n")))
    #expect(harness.scene.window.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(harness.tabs.view)])
  }

  @Test("After a dismissal the presenter's view is back in its own presentation's container")
  func dismissRestoresPresenterIntoItsContainer() throws {
    for (second, secondStyle) in [
      (plan(.standard), TI.ModalStyle.fullScreen), (plan(.blocks), .overFullScreen),
    ] {
      let (harness, problems) = play([
        .present(.customRemovingPresenter, animated: true, plan: plan(.standard)), .advance(1),
        .present(secondStyle, animated: true, plan: second), .advance(1),
        .dismiss(animated: true, plan: plan(.blocks)),
        .advance(1),
      ])
      #expect(problems.isEmpty, Comment(rawValue: problems.joined(separator: "\n")))
      let first = try #require(harness.controller(titled: "M1"))
      let container = try #require(first.presentationController?.containerView)
      #expect(first.view.superview === container)
    }
  }

  @Test("A layer-time interaction scrubbed to the end completes only after it is finished")
  func scrubbedToTheEndWaitsForFinish() throws {
    let (harness, _) = play(
      [
        .push(animated: true, plan: plan(.blocks, interactor: interactive)), .update(.live(0), 1.7),
        .advance(1),
      ], settle: false)
    let context = try #require(harness.records.first?.context)
    #expect(!context.isCompleted)
    #expect(context.isInteractive)
    #expect(context.percentComplete == 1)
    harness.perform(.finish(.live(0), velocity: nil))
    #expect(!context.isCompleted)
    harness.perform(.advance(0))
    #expect(context.didComplete == true)
  }

  @Test("A presentation without animation is not interactive even when the delegate has an interactor")
  func stillPresentationIsNotInteractive() throws {
    let (harness, problems) = play([
      .present(.custom, animated: false, plan: plan(.blocks, interactor: interactive))
    ])
    #expect(problems.isEmpty, Comment(rawValue: problems.joined(separator: "\n")))
    let record = try #require(harness.records.first)
    #expect(!record.interactive)
    #expect(record.context.interactor == nil)
    #expect(record.context.isCompleted)
    #expect(harness.interactors.allSatisfy { !$0.vended })
  }

  @Test("The same seed draws the same sequence, and SplitMix64 gives its reference values")
  func determinism() {
    var random = TI.SplitMix64(seed: 0)
    #expect(random.next() == 0xE220_A839_7B1D_CDAF)
    #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
    let a = TI.Sequence.sequence(seed: 42, length: 30)
    let b = TI.Sequence.sequence(seed: 42, length: 30)
    #expect(a.description == b.description)
    #expect(TI.problems(in: a) == TI.problems(in: b))
  }
}

// MARK: - Known issues

/// Cross-container behaviour the generator found, fixed, and kept as regressions: controllers follow an
/// appearance state machine and containers move their visible child toward their own state; each
/// container runs its transitions in its own transition view, so one container's layer-time driver does
/// not play another's animations.
@Suite("Transitions: across containers")
struct TransitionInvariantKnownIssueTests {
  typealias TI = TransitionInvariants

  private func appearance(_ harness: TI.Harness, after index: Int, of titles: Set<String>) -> [String] {
    harness.log[index...].compactMap { probe in
      guard case .scene(let event) = probe, case .appearance(let callback, let title, _) = event.kind,
        titles.contains(title)
      else { return nil }
      return "\(title).\(callback.rawValue)"
    }
  }

  private func play(_ actions: [TI.Action], settle: Bool = true) -> TI.Harness {
    TI.Harness.play(
      TI.Sequence(
        seed: 1, focus: .mixed, navigationPolicy: .queue, tabPolicy: .queue, modalPolicy: .queue,
        actions: actions),
      settle: settle)
  }

  @Test("A push in a navigation controller that is off screen sends no appearance callbacks")
  func pushOffScreen() {
    let harness = play([.select(index: 1, animated: false, plan: nil), .push(animated: false, plan: nil)])
    let start = harness.records[1].began
    // UIKit: R0 disappeared with the tab; N1 appears only when the tab is selected again.
    #expect(appearance(harness, after: start, of: ["R0", "N1"]) == [])
  }

  @Test("A full-screen presentation during a push leaves the pushed screen disappeared")
  func presentationDuringPush() {
    let push = TI.TransitionPlan(animator: .blocks, duration: 0.4, curve: .linear, interactor: nil)
    let present = TI.TransitionPlan(animator: .interruptible, duration: 0.2, curve: .linear, interactor: nil)
    let harness = play([
      .push(animated: true, plan: push), .present(.fullScreen, animated: true, plan: present), .advance(2),
    ])
    let pushed = harness.navigation.topViewController
    // N1's view is not in the window (the tab bar controller's view left it at 0.2 s), so N1 must end
    // disappeared: the push's viewDidAppear at 0.4 s does not fit its state and is not sent.
    #expect(appearance(harness, after: 0, of: ["N1"]).last == "N1.viewDidDisappear")
    #expect(pushed?.view.isDescendant(of: harness.scene.window) == false)
  }

  @Test("A layer-time completion in a navigation controller does not complete the tab switch animating it")
  func nestedLayerTimeDrivers() {
    let interactive = TI.InteractorPlan(
      wantsInteractiveStart: true, completionSpeed: 1, completionCurve: .linear, timingCurve: nil,
      springDamping: nil, early: nil)
    var running = interactive
    running.wantsInteractiveStart = false
    let harness = play([
      .select(index: 1, animated: false, plan: nil),
      .select(
        index: 0, animated: true,
        plan: TI.TransitionPlan(animator: .blocks, duration: 0.3, curve: .linear, interactor: interactive)),
      .push(
        animated: true,
        plan: TI.TransitionPlan(animator: .blocks, duration: 0.4, curve: .linear, interactor: running)),
      .advance(0.35),
    ], settle: false)
    let select = harness.records[1].context
    // Not settled: nobody has finished the tab switch, so it must still be running (each container runs
    // its transitions in its own transition view, so the push's time ramp does not touch it).
    #expect(!select.isCompleted)
    #expect(select.isInteractive)
  }
}
