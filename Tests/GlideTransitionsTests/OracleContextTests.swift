import GlideAnimation
import Testing

@testable import GlideTransitions

/// The reference's oracles 24–30 (uikit-semantics.md §12, "Context and lifecycle"): an early finish,
/// repeated completion, the keys of a presentation, navigation frames and style, non-animated and
/// presenter-keeping `.custom` presentations.
@Suite("Oracles 24–30: transition context and lifecycle")
struct OracleContextTests {
  /// The gesture ends between the push call and the start: inside B's `viewWillAppear`, where the
  /// transition exists and has not started. (A finish before the push call has no transition to go to,
  /// and does nothing: see ``PercentDrivenOrphanEndTests``.)
  @Test("Oracle 24: a finish before the start still completes (legacy driver); nothing stays frozen")
  func oracle24Legacy() throws {
    let animator = OracleLegacyAnimator(duration: 0.5)
    let interactor = PercentDrivenInteractiveTransition()
    let fixture = OracleNavigation(animator: animator, interactor: interactor)
    fixture.b.onWillAppear = { _ in interactor.finish() }
    try fixture.nav.pushViewController(fixture.b, animated: true)
    let context = try #require(fixture.nav.transition)
    #expect(!context.isInteractive)
    #expect(context.initiallyInteractive)
    // p = 0, so the whole duration plays out.
    try expectTail(fixture.scene, releasedAt: 0, lasts: 0.5)
    #expect(fixture.scene.oracleCompletions.map(\.didComplete) == [true])
    #expect(animator.completeCalls == [true])
    #expect(context.containerView.layer.speed == 1)
    #expect(context.containerView.layer.timeOffset == 0)
    #expect(try #require(animator.moves).probe.presentation.frame.minX == OracleMoves.distance)
    #expect(fixture.nav.viewControllers.map(\.title) == ["A", "B"])
    #expect(fixture.nav.transition == nil)
  }

  @Test("Oracle 24: a finish before the start still completes (interruptible driver); the animator ends")
  func oracle24Interruptible() throws {
    let animator = OracleInterruptibleAnimator(duration: 0.5)
    let interactor = PercentDrivenInteractiveTransition()
    let fixture = OracleNavigation(animator: animator, interactor: interactor)
    fixture.b.onWillAppear = { _ in interactor.finish() }
    try fixture.nav.pushViewController(fixture.b, animated: true)
    let propertyAnimator = try #require(animator.propertyAnimator)
    #expect(propertyAnimator.isRunning)
    try expectTail(fixture.scene, releasedAt: 0, lasts: 0.5)
    #expect(fixture.scene.oracleCompletions.map(\.didComplete) == [true])
    #expect(propertyAnimator.state == .inactive)
    #expect(animator.completions.map(\.position) == [.end])
  }

  @Test("Oracle 24: a context remembers a finish that arrives before its start and applies it at the start")
  func oracle24Context() throws {
    let scene = Scene(size: oracleWindow)
    let interactor = OracleManualInteractor()
    let (context, _, _) = directPushContext(
      in: scene, animator: OracleLegacyAnimator(duration: 0.5), interactor: interactor)
    var changes: [TransitionCoordinatorContext] = []
    context.coordinator.notifyWhenInteractionChanges { changes.append($0) }
    context.finishInteractiveTransition()
    #expect(changes.isEmpty)
    context.startTransition()
    #expect(interactor.started)
    #expect(!context.isInteractive)
    #expect(!context.transitionWasCancelled)
    #expect(changes.count == 1)
    #expect(changes.first?.isCancelled == false)
    // A custom interactor completes the transition itself when the interaction has ended.
    context.completeTransition(!context.transitionWasCancelled)
    #expect(context.didComplete == true)
  }

  @Test("Oracle 25: completeTransition(true) then (false): the second is ignored, the stack shows B")
  func oracle25() throws {
    let animator = OracleLegacyAnimator(duration: 0.5)
    animator.extraCompletions = [false]
    let fixture = OracleNavigation(animator: animator)
    try fixture.nav.pushViewController(fixture.b, animated: true)
    let context = try #require(fixture.nav.transition)
    fixture.scene.engine.advance(to: 2)
    #expect(animator.completeCalls == [true, false])
    #expect(context.didComplete == true)
    #expect(!context.transitionWasCancelled)
    #expect(fixture.scene.oracleCompletions.map(\.didComplete) == [true])
    #expect(fixture.nav.viewControllers.map(\.title) == ["A", "B"])
    #expect(fixture.b.view.superview === fixture.nav.transitionView)
    #expect(fixture.a.view.superview == nil)
    #expect(fixture.b.parent === fixture.nav)
    #expect(fixture.delegate.didShow == ["B"])
    #expect(animator.animationEndedCalls == [true])
    #expect(
      fixture.scene.appearanceLog == [
        "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear",
      ])
  }

  @Test("Oracle 26: presenting B from A: from is A, to is B; after a cancel A is still from and on screen")
  func oracle26() throws {
    let modal = OracleModal(style: .fullScreen)
    let animator = OracleLegacyAnimator(duration: 0.5)
    let interactor = PercentDrivenInteractiveTransition()
    modal.delegate.presentationAnimator = animator
    modal.delegate.presentationInteractor = interactor
    try modal.a.present(modal.b, animated: true)
    let context = try #require(animator.contexts.first)
    #expect(context.viewController(forKey: .from) === modal.a)
    #expect(context.viewController(forKey: .to) === modal.b)
    interactor.update(0.4)
    modal.scene.engine.advance(to: 0.1)
    interactor.cancel()
    modal.scene.engine.advance(to: 2)
    #expect(modal.scene.oracleCompletions.map(\.didComplete) == [false])
    #expect(context.viewController(forKey: .from) === modal.a)
    #expect(context.viewController(forKey: .to) === modal.b)
    #expect(modal.a.view.superview === modal.scene.window)
    #expect(modal.a.view.presentation.frame == modal.scene.bounds)
    #expect(modal.a.view.presentation.opacity == 1)
    #expect(modal.b.view.superview == nil)
    #expect(modal.a.presentedViewController == nil)
    #expect(modal.b.presentingViewController == nil)
  }

  @Test("Oracle 27: a navigation push has presentation style none (−1) and an identity target transform")
  func oracle27() throws {
    let animator = OracleLegacyAnimator(duration: 0.5)
    let fixture = OracleNavigation(animator: animator)
    try fixture.nav.pushViewController(fixture.b, animated: true)
    let context = try #require(animator.contexts.first)
    #expect(context.presentationStyle == .none)
    #expect(context.presentationStyle.rawValue == -1)
    #expect(context.targetTransform == .identity)
    let snapshot = context.coordinator.currentContext
    #expect(snapshot.presentationStyle == .none)
    #expect(snapshot.targetTransform == .identity)
  }

  @Test("Oracle 28: a push ends the from-view at zero; the to-view starts off screen and fills the container")
  func oracle28() throws {
    let animator = OracleLegacyAnimator(duration: 0.5)
    let fixture = OracleNavigation(animator: animator)
    try fixture.nav.pushViewController(fixture.b, animated: true)
    let context = try #require(animator.contexts.first)
    let bounds = context.containerView.bounds
    #expect(context.finalFrame(for: fixture.a) == .zero)
    let start = context.initialFrame(for: fixture.b)
    let offScreen = start.maxX <= bounds.minX || start.minX >= bounds.maxX || start.maxY <= bounds.minY
      || start.minY >= bounds.maxY
    #expect(start == .zero || offScreen, "initial frame \(start)")
    #expect(context.finalFrame(for: fixture.b) == bounds)
    #expect(context.initialFrame(for: fixture.a) == bounds)
  }

  @Test("Oracle 29: a non-animated custom presentation still calls animateTransition, with isAnimated false")
  func oracle29() throws {
    let modal = OracleModal(style: .custom)
    let animator = OracleLegacyAnimator(duration: 0.5)
    modal.delegate.presentationAnimator = animator
    try modal.a.present(modal.b, animated: false)
    #expect(animator.contexts.count == 1)
    let context = try #require(animator.contexts.first)
    #expect(!context.isAnimated)
    #expect(!context.coordinator.isAnimated)
    modal.scene.engine.advance(to: 0)
    #expect(modal.scene.oracleCompletions.map(\.didComplete) == [true])
    #expect(modal.a.presentedViewController === modal.b)
    #expect(modal.b.view.superview === context.containerView)
  }

  @Test("Oracle 30: a custom presentation that keeps the presenter gives no from-view but a from-controller")
  func oracle30() throws {
    let modal = OracleModal(style: .custom)
    let animator = OracleLegacyAnimator(duration: 0.5)
    modal.delegate.presentationAnimator = animator
    try modal.a.present(modal.b, animated: true)
    let context = try #require(animator.contexts.first)
    #expect(context.view(forKey: .from) == nil)
    #expect(context.viewController(forKey: .from) === modal.a)
    #expect(context.view(forKey: .to) === modal.b.view)
    modal.scene.engine.advance(to: 2)
    #expect(modal.scene.oracleCompletions.map(\.didComplete) == [true])
    #expect(modal.a.view.superview === modal.scene.window)
    #expect(modal.scene.appearanceLog == ["B.viewWillAppear", "B.viewDidAppear"])
  }

  @Test("Oracle 30: a custom presentation that removes the presenter's view gives it as the from-view")
  func oracle30Removing() throws {
    let modal = OracleModal(style: .custom)
    let animator = OracleLegacyAnimator(duration: 0.5)
    modal.delegate.presentationAnimator = animator
    modal.delegate.makePresentationController = { presented, presenting in
      presenting.map {
        OracleRemovingPresentationController(presentedViewController: presented, presenting: $0)
      }
    }
    try modal.a.present(modal.b, animated: true)
    let context = try #require(animator.contexts.first)
    #expect(context.view(forKey: .from) === modal.a.view)
    #expect(context.viewController(forKey: .from) === modal.a)
    modal.scene.engine.advance(to: 2)
    #expect(modal.a.view.superview == nil)
  }
}
