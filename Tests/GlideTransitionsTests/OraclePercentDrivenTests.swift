import GlideAnimation
import Testing

@testable import GlideTransitions

/// The reference's oracles 1–16 (uikit-semantics.md §12, "Percent-driven timing and clamping"): a
/// navigation push A → B driven by a ``PercentDrivenInteractiveTransition``, with a legacy animator
/// (block animations, so the layer-time driver: oracles 1–11) or an interruptible one (a vended
/// ``PropertyAnimator``: oracles 12–16). d = duration, p = percent at release, s = completionSpeed;
/// timings within one 1/60 s frame.
@Suite("Oracles 1–16: percent-driven timing and clamping")
struct OraclePercentDrivenTests {
  /// A push A → B with a legacy animator of `duration` seconds along `curve`, started at t = 0.
  private struct LegacyPush {
    let fixture: OracleNavigation
    let animator: OracleLegacyAnimator
    let interactor = PercentDrivenInteractiveTransition()
    let context: TransitionContext

    init(duration: Double, curve: AnimationCurve = .linear) throws {
      animator = OracleLegacyAnimator(duration: duration, curve: curve)
      fixture = OracleNavigation(animator: animator, interactor: interactor)
      try fixture.nav.pushViewController(fixture.b, animated: true)
      context = try #require(fixture.nav.transition)
    }

    var scene: Scene { fixture.scene }
    var probe: View? { animator.moves?.probe }
  }

  /// A push A → B with an interruptible animator, started at t = 0.
  private struct InterruptiblePush {
    let fixture: OracleNavigation
    let animator: OracleInterruptibleAnimator
    let interactor = PercentDrivenInteractiveTransition()
    let context: TransitionContext

    init(duration: Double, curve: AnimationCurve = .linear, wantsInteractiveStart: Bool = true) throws {
      animator = OracleInterruptibleAnimator(duration: duration, curve: curve)
      interactor.wantsInteractiveStart = wantsInteractiveStart
      fixture = OracleNavigation(animator: animator, interactor: interactor)
      try fixture.nav.pushViewController(fixture.b, animated: true)
      context = try #require(fixture.nav.transition)
    }

    var scene: Scene { fixture.scene }
    var propertyAnimator: PropertyAnimator? { animator.propertyAnimator }
  }

  // MARK: - Legacy driver: tails

  @Test("Oracle 1: finish at 0.4, speed 2, d = 1 plays a 0.30 s tail, completes once, restores the clock")
  func oracle1() throws {
    let push = try LegacyPush(duration: 1)
    push.interactor.update(0.4)
    push.scene.engine.advance(to: 0.1)
    push.interactor.completionSpeed = 2
    push.interactor.finish()
    try expectTail(push.scene, releasedAt: 0.1, lasts: 0.3)
    push.scene.engine.advance(to: 5)
    #expect(push.scene.oracleCompletions.map(\.didComplete) == [true])
    #expect(push.animator.completeCalls == [true])
    #expect(push.animator.animationEndedCalls == [true])
    let layer = push.context.containerView.layer
    #expect(layer.speed == 1)
    #expect(layer.timeOffset == 0)
  }

  /// Beyond the oracle: "restores the clock" also means without a jump, so an animation a controller
  /// starts in `viewDidAppear` (inside `completeTransition`) runs at once even when the transition ends
  /// before engine time d.
  @Test("Oracle 1: after the tail the container's clock runs on, no jump", arguments: OracleEnding.allCases)
  func oracle1ClockRunsOn(ending: OracleEnding) throws {
    let push = try LegacyPush(duration: 1)
    var box: View?
    let startBox = { (controller: OracleViewController) in
      let frame = Rect(x: 0, y: 0, width: 10, height: 10)
      let view = View(engine: controller.scene.engine, name: "box", frame: frame)
      controller.view.addSubview(view)
      controller.scene.engine.animate(withDuration: 0.25, options: .curve(.linear)) {
        view.frame = Rect(x: 100, y: 0, width: 10, height: 10)
      }
      box = view
    }
    push.fixture.a.onDidAppear = startBox
    push.fixture.b.onDidAppear = startBox
    push.interactor.update(0.2)
    push.scene.engine.advance(to: 0.1)
    if ending == .finish { push.interactor.finish() } else { push.interactor.cancel() }
    // Tails of 0.8 s (finish) or 0.2 s (cancel): both end before engine time d = 1.
    push.scene.engine.advance(to: 0.1 + (ending == .finish ? 0.8 : 0.2) + 1e-3)
    let completion = try #require(push.scene.oracleCompletions.first)
    #expect(completion.didComplete == (ending == .finish))
    let view = try #require(box)
    push.scene.engine.advance(to: completion.time + 0.125)
    #expect(close(view.presentation.frame.minX, 50, 1e-6), "x = \(view.presentation.frame.minX)")
    #expect(push.context.containerView.layer.speed == 1)
    #expect(push.context.containerView.layer.timeOffset == 0)
  }

  @Test("Oracle 2: cancel at 0.4 with speed 2 (d = 1) is flagged at once and plays a 0.20 s tail")
  func oracle2() throws {
    let push = try LegacyPush(duration: 1)
    push.interactor.update(0.4)
    push.scene.engine.advance(to: 0.1)
    push.interactor.completionSpeed = 2
    push.interactor.cancel()
    #expect(push.context.transitionWasCancelled)
    #expect(push.context.coordinator.isCancelled)
    #expect(push.scene.oracleCompletions.isEmpty)
    try expectTail(push.scene, releasedAt: 0.1, lasts: 0.2)
    push.scene.engine.advance(to: 5)
    #expect(push.scene.oracleCompletions.map(\.didComplete) == [false])
    // The animator's own completion (which calls completeTransition) runs at the end of the tail.
    #expect(push.animator.completeCalls == [false])
    let block = try #require(push.animator.blockCompletions.first)
    #expect(abs(block.time - 0.3) <= oracleFrame)
    #expect(push.animator.blockCompletions.count == 1)
  }

  @Test(
    "Oracle 3: d = 0.5, p = 0.25, s = 1: finish plays 0.375 s, cancel 0.125 s",
    arguments: [(OracleEnding.finish, 0.375), (.cancel, 0.125)])
  func oracle3(ending: OracleEnding, tail: Double) throws {
    let push = try LegacyPush(duration: 0.5)
    push.interactor.update(0.25)
    push.scene.engine.advance(to: 0.1)
    if ending == .finish { push.interactor.finish() } else { push.interactor.cancel() }
    try expectTail(push.scene, releasedAt: 0.1, lasts: tail)
    #expect(push.scene.oracleCompletions.map(\.didComplete) == [ending == .finish])
  }

  // MARK: - Legacy driver: clamping and ignored updates

  @Test("Oracle 4: update(−0.2) reads 0 and update(1.3) reads 1")
  func oracle4() throws {
    let push = try LegacyPush(duration: 1)
    let layer = push.context.containerView.layer
    push.interactor.update(0.5)
    push.interactor.update(-0.2)
    #expect(push.interactor.percentComplete == 0)
    #expect(push.context.coordinator.percentComplete == 0)
    #expect(layer.timeOffset == 0)
    push.interactor.update(1.3)
    #expect(push.interactor.percentComplete == 1)
    #expect(push.context.coordinator.percentComplete == 1)
    // The driver holds the frozen timeline a microsecond short of d, so the animations do not end (and
    // complete the transition) while it is still interactive.
    #expect(close(layer.timeOffset, 1, 1e-5))
  }

  @Test("Oracle 5: an update before the transition is in flight is ignored")
  func oracle5() throws {
    // Through the interactor: it has no transition yet.
    let animator = OracleLegacyAnimator(duration: 1)
    let interactor = PercentDrivenInteractiveTransition()
    let fixture = OracleNavigation(animator: animator, interactor: interactor)
    interactor.update(0.5)
    #expect(interactor.percentComplete == 0)
    try fixture.nav.pushViewController(fixture.b, animated: true)
    let context = try #require(fixture.nav.transition)
    #expect(interactor.percentComplete == 0)
    #expect(context.percentComplete == 0)
    #expect(context.containerView.layer.timeOffset == 0)
    #expect(try #require(animator.moves).probe.presentation.frame.minX == 0)

    // Through a context a custom container made, before it starts.
    let scene = Scene(size: oracleWindow)
    let (direct, _, _) = directPushContext(
      in: scene, animator: OracleLegacyAnimator(duration: 1), interactor: PercentDrivenInteractiveTransition())
    direct.updateInteractiveTransition(0.5)
    #expect(direct.percentComplete == 0)
    direct.startTransition()
    #expect(direct.isInteractive)
    #expect(direct.percentComplete == 0)
  }

  @Test("Oracle 6: an update after finish is ignored; the coordinator keeps 0.3")
  func oracle6() throws {
    let push = try LegacyPush(duration: 1)
    var handlerPercents: [Double] = []
    push.context.coordinator.notifyWhenInteractionChanges { handlerPercents.append($0.percentComplete) }
    push.interactor.update(0.3)
    push.interactor.finish()
    push.interactor.update(0.9)
    push.context.updateInteractiveTransition(0.9)
    #expect(push.context.coordinator.percentComplete == 0.3)
    #expect(push.interactor.percentComplete == 0.3)
    #expect(handlerPercents == [0.3])
    // The late update did not move the frozen timeline either: the probe still shows 30 %.
    #expect(close(try #require(push.probe).presentation.frame.minX, 30, 1e-6))
    push.scene.engine.advance(to: 0.4)
    #expect(push.context.coordinator.percentComplete == 0.3)
  }

  // MARK: - Legacy driver: zero-length tails, odd speeds

  @Test("Oracle 7: finish at 1.0 has a zero tail whose completion comes on the next tick, once")
  func oracle7() throws {
    let push = try LegacyPush(duration: 1)
    push.scene.engine.advance(to: 0.2)
    push.interactor.update(1)
    push.interactor.finish()
    #expect(push.scene.oracleCompletions.isEmpty)
    #expect(!push.context.isCompleted)
    #expect(push.animator.completeCalls.isEmpty)
    push.scene.engine.advance(to: 0.2)
    let completions = push.scene.oracleCompletions
    #expect(completions.map(\.didComplete) == [true])
    #expect(completions.first?.time == 0.2)
    push.scene.engine.advance(to: 5)
    #expect(push.scene.oracleCompletions.count == 1)
    #expect(push.animator.completeCalls == [true])
    #expect(push.animator.animationEndedCalls == [true])
  }

  @Test("Oracle 8: cancel at 0 has a zero tail, completes with false and puts the from-view back")
  func oracle8() throws {
    let push = try LegacyPush(duration: 1)
    let fromVC = push.fixture.a
    let start = push.context.initialFrame(for: fromVC)
    push.interactor.update(0.2)
    push.scene.engine.advance(to: 0.2)
    push.interactor.update(0)
    push.interactor.cancel()
    #expect(push.scene.oracleCompletions.isEmpty)
    push.scene.engine.advance(to: 0.2)
    #expect(push.scene.oracleCompletions.map(\.didComplete) == [false])
    #expect(push.scene.oracleCompletions.map(\.time) == [0.2])
    #expect(push.animator.completeCalls == [false])
    #expect(fromVC.view.frame == start)
    #expect(fromVC.view.presentation.frame == start)
    #expect(fromVC.view.superview === push.fixture.nav.transitionView)
    push.scene.engine.advance(to: 5)
    #expect(fromVC.view.presentation.frame == start)
    #expect(push.scene.oracleCompletions.count == 1)
  }

  @Test("Oracle 9: a completion speed ≤ 0 acts as 1 (p = 0.5, d = 1: a 0.5 s tail)", arguments: [0, -1.0])
  func oracle9(speed: Double) throws {
    let push = try LegacyPush(duration: 1)
    var velocities: [Double] = []
    push.context.coordinator.notifyWhenInteractionChanges { velocities.append($0.completionVelocity) }
    push.interactor.completionSpeed = speed
    #expect(push.interactor.completionSpeed == 1)
    push.interactor.update(0.5)
    push.scene.engine.advance(to: 0.1)
    push.interactor.finish()
    #expect(velocities == [1])
    try expectTail(push.scene, releasedAt: 0.1, lasts: 0.5)
    #expect(push.scene.oracleCompletions.map(\.didComplete) == [true])
  }

  // MARK: - Legacy driver: what is on screen

  @Test(
    "Oracle 10: scrubbing maps percent to time; the animation's own curve still shapes the value",
    arguments: [(AnimationCurve.easeIn, 31.5), (.linear, 50.0)])
  func oracle10(curve: AnimationCurve, expected: Double) throws {
    let push = try LegacyPush(duration: 1, curve: curve)
    push.scene.engine.advance(to: 0.1)
    push.interactor.update(0.5)
    let probe = try #require(push.probe)
    #expect(close(probe.presentation.frame.minX, expected, 0.1), "x = \(probe.presentation.frame.minX)")
    push.scene.engine.advance(to: 0.3)
    #expect(close(probe.presentation.frame.minX, expected, 0.1))
  }

  @Test("Oracle 11: a linear completion from 0.5 shows 75 at +0.25 s and 100 at +0.5 s")
  func oracle11Linear() throws {
    let push = try LegacyPush(duration: 1)
    let probe = try #require(push.probe)
    push.interactor.update(0.5)
    push.scene.engine.advance(to: 0.1)
    push.interactor.completionCurve = .linear
    push.interactor.finish()
    push.scene.engine.advance(to: 0.35)
    #expect(close(probe.presentation.frame.minX, 75, 1), "x = \(probe.presentation.frame.minX)")
    push.scene.engine.advance(to: 0.6)
    #expect(close(probe.presentation.frame.minX, 100, 1e-9), "x = \(probe.presentation.frame.minX)")
    #expect(push.scene.oracleCompletions.map(\.didComplete) == [true])
  }

  @Test("Oracle 11: an ease-in-out completion from 0.5 shows ≈ 56.5 at +0.125 s")
  func oracle11EaseInOut() throws {
    let push = try LegacyPush(duration: 1)
    let probe = try #require(push.probe)
    push.interactor.update(0.5)
    push.scene.engine.advance(to: 0.1)
    push.interactor.completionCurve = .easeInOut
    push.interactor.finish()
    push.scene.engine.advance(to: 0.225)
    // 50 + 50 · easeInEaseOut(0.25) = 50 + 50 · 0.1292.
    #expect(close(probe.presentation.frame.minX, 56.46, 0.1), "x = \(probe.presentation.frame.minX)")
    try expectTail(push.scene, releasedAt: 0.1, lasts: 0.5)
  }

  // MARK: - Interruptible driver

  @Test("Oracle 12: scrubbing an interruptible animator keeps it active, paused, at the percent")
  func oracle12() throws {
    let push = try InterruptiblePush(duration: 1)
    push.interactor.update(0.3)
    let animator = try #require(push.propertyAnimator)
    #expect(animator.state == .active)
    #expect(!animator.isRunning)
    #expect(close(animator.fractionComplete, 0.3, 1e-9))
    push.scene.engine.advance(to: 0.5)
    #expect(!animator.isRunning)
    #expect(close(animator.fractionComplete, 0.3, 1e-9))
    #expect(push.animator.animateTransitionCalls == 0)
  }

  /// Oracle 13 uses an ease-in-out animator: `startAnimation()` from a linear scrub to p runs the rest of
  /// the curve from the point with progress p for what is left of the progress, r · d (oracle 3's tail;
  /// issue 39: it took the curve's time left, (1 − t*) · d, where curve(t*) = p).
  @Test(
    "Oracle 13: speed 1 and no timing curve resume with startAnimation, forward or reversed",
    arguments: OracleEnding.allCases)
  func oracle13(ending: OracleEnding) throws {
    let push = try InterruptiblePush(duration: 1, curve: .easeInOut)
    push.interactor.update(0.3)
    push.scene.engine.advance(to: 0.1)
    if ending == .finish { push.interactor.finish() } else { push.interactor.cancel() }
    let animator = try #require(push.propertyAnimator)
    #expect(animator.isRunning)
    #expect(animator.isReversed == (ending == .cancel))
    try expectTail(push.scene, releasedAt: 0.1, lasts: ending == .finish ? 0.7 : 0.3)
    #expect(push.animator.completions.map(\.position) == [ending == .finish ? .end : .start])
    #expect(animator.state == .inactive)
    #expect(push.scene.oracleCompletions.map(\.didComplete) == [ending == .finish])
  }

  @Test(
    "Oracle 14: d = 1, p = 0.3, s = 2 continues for 0.35 s on finish and 0.15 s on cancel",
    arguments: [(OracleEnding.finish, 0.35), (.cancel, 0.15)])
  func oracle14(ending: OracleEnding, tail: Double) throws {
    let push = try InterruptiblePush(duration: 1)
    push.interactor.update(0.3)
    push.scene.engine.advance(to: 0.1)
    push.interactor.completionSpeed = 2
    if ending == .finish { push.interactor.finish() } else { push.interactor.cancel() }
    let animator = try #require(push.propertyAnimator)
    #expect(animator.isRunning)
    #expect(animator.isReversed == (ending == .cancel))
    try expectTail(push.scene, releasedAt: 0.1, lasts: tail)
    #expect(push.animator.completions.map(\.position) == [ending == .finish ? .end : .start])
    #expect(push.scene.oracleCompletions.map(\.didComplete) == [ending == .finish])
  }

  @Test("Oracle 15: a non-interactive start runs the animator; pause makes it interactive, one notification")
  func oracle15() throws {
    let push = try InterruptiblePush(duration: 1, wantsInteractiveStart: false)
    var changes: [Bool] = []
    let coordinator = push.context.coordinator
    coordinator.notifyWhenInteractionChanges { changes.append($0.isInteractive) }
    let animator = try #require(push.propertyAnimator)
    #expect(animator.isRunning)
    #expect(!coordinator.initiallyInteractive)
    #expect(!coordinator.isInteractive)
    #expect(!push.context.isInteractive)
    push.scene.engine.advance(to: 0.25)
    push.interactor.pause()
    #expect(coordinator.isInteractive)
    #expect(!coordinator.initiallyInteractive)
    #expect(changes == [true])
    #expect(!animator.isRunning)
    #expect(close(coordinator.percentComplete, 0.25, 1e-9))
  }

  @Test("Oracle 16: pause then finish notifies twice; an interactive start and one finish notify once")
  func oracle16() throws {
    let grabbed = try InterruptiblePush(duration: 1, wantsInteractiveStart: false)
    var grabbedChanges: [Bool] = []
    grabbed.context.coordinator.notifyWhenInteractionChanges { grabbedChanges.append($0.isInteractive) }
    grabbed.scene.engine.advance(to: 0.25)
    grabbed.interactor.pause()
    grabbed.scene.engine.advance(to: 0.3)
    grabbed.interactor.finish()
    grabbed.scene.engine.advance(to: 5)
    #expect(grabbedChanges == [true, false])
    #expect(grabbed.scene.oracleCompletions.map(\.didComplete) == [true])

    let plain = try InterruptiblePush(duration: 1)
    var plainChanges: [Bool] = []
    plain.context.coordinator.notifyWhenInteractionChanges { plainChanges.append($0.isInteractive) }
    plain.interactor.update(0.5)
    plain.scene.engine.advance(to: 0.1)
    plain.interactor.finish()
    plain.scene.engine.advance(to: 5)
    #expect(plainChanges == [false])
    #expect(plain.scene.oracleCompletions.map(\.didComplete) == [true])
  }
}

/// A finish or cancel belongs to a transition: with none (before any was made with the interactor, or
/// after it completed) it does nothing, and never reaches the next transition.
@Suite("Percent-driven: a finish or cancel without a transition")
struct PercentDrivenOrphanEndTests {
  @Test("A stray finish or cancel after a completed push does not reach the next push", arguments: OracleEnding.allCases)
  func strayEndAfterCompletion(ending: OracleEnding) throws {
    let interactor = PercentDrivenInteractiveTransition()
    let fixture = OracleNavigation(animator: OracleLegacyAnimator(duration: 0.5), interactor: interactor)
    try fixture.nav.pushViewController(fixture.b, animated: true)
    interactor.update(0.5)
    interactor.finish()
    fixture.scene.engine.advance(to: 2)
    #expect(fixture.nav.viewControllers.map(\.title) == ["A", "B"])
    #expect(interactor.context == nil)
    if ending == .finish { interactor.finish() } else { interactor.cancel() }
    fixture.delegate.interactor = nil
    try fixture.nav.popViewController(animated: false)
    fixture.delegate.interactor = interactor
    fixture.scene.engine.advance(to: 3)
    fixture.scene.clearEvents()
    try fixture.nav.pushViewController(fixture.b, animated: true)
    let next = try #require(fixture.nav.transition)
    #expect(next.isInteractive)
    fixture.scene.engine.advance(to: 5)
    #expect(fixture.scene.oracleCompletions.isEmpty)
    #expect(next.isInteractive)
    interactor.update(0.5)
    interactor.finish()
    fixture.scene.engine.advance(to: 7)
    #expect(fixture.scene.oracleCompletions.map(\.didComplete) == [true])
  }

  @Test("A finish or cancel before any transition does nothing", arguments: OracleEnding.allCases)
  func endBeforeAnyTransition(ending: OracleEnding) throws {
    let interactor = PercentDrivenInteractiveTransition()
    let fixture = OracleNavigation(animator: OracleInterruptibleAnimator(duration: 0.5), interactor: interactor)
    if ending == .finish { interactor.finish() } else { interactor.cancel() }
    try fixture.nav.pushViewController(fixture.b, animated: true)
    let context = try #require(fixture.nav.transition)
    fixture.scene.engine.advance(to: 2)
    #expect(context.isInteractive)
    #expect(fixture.scene.oracleCompletions.isEmpty)
    #expect(fixture.scene.oracleInteractionChanges.isEmpty)
  }
}

/// UIKit applies a finish or cancel that arrived before the start once the transition is in flight,
/// also when it starts running (`wantsInteractiveStart == false`) rather than interactive.
@Suite("Percent-driven: an early end of a transition that starts running")
struct EarlyEndWithoutInteractiveStartTests {
  @Test(
    "An early cancel or finish with wantsInteractiveStart == false is applied once in flight",
    arguments: [false, true], OracleEnding.allCases)
  func earlyEndApplied(interruptible: Bool, ending: OracleEnding) throws {
    let interactor = PercentDrivenInteractiveTransition()
    interactor.wantsInteractiveStart = false
    let animator: any ViewControllerAnimatedTransitioning =
      interruptible ? OracleInterruptibleAnimator(duration: 0.5) : OracleLegacyAnimator(duration: 0.5)
    let fixture = OracleNavigation(animator: animator, interactor: interactor)
    fixture.b.onWillAppear = { _ in
      if ending == .finish { interactor.finish() } else { interactor.cancel() }
    }
    try fixture.nav.pushViewController(fixture.b, animated: true)
    let context = try #require(fixture.nav.transition)
    #expect(!context.initiallyInteractive)
    #expect(!context.isInteractive)
    #expect(context.transitionWasCancelled == (ending == .cancel))
    fixture.scene.engine.advance(to: 2)
    #expect(fixture.scene.oracleCompletions.map(\.didComplete) == [ending == .finish])
    #expect(fixture.nav.viewControllers.map(\.title) == (ending == .finish ? ["A", "B"] : ["A"]))
    // It never was interactive: no interaction ended.
    #expect(fixture.scene.oracleInteractionChanges.isEmpty)
    #expect(context.containerView.layer.speed == 1)
    #expect(context.containerView.layer.timeOffset == 0)
  }
}
