import GlideAnimation
import Testing

@testable import GlideTransitions

/// Issue 39, item 5: alongside animations follow the span of the transition's first animation block (its
/// delay and duration) under a percent-driven layer-time interaction as they do without one. Glide's
/// layer-time driver used to run them over the whole transition from 0: half-way through a transition
/// whose animation waits 0.2 s and runs 0.8 s (of 1 s), the alongside view showed 50 % where the
/// transition's own view (and the non-interactive path) showed 37.5 %.
@Suite("Alongside animations follow the first animation's delay and duration")
struct AlongsideSpanTests {
  /// Moves the probe's x from 0 to 100 linearly over 0.8 s after a 0.2 s delay, in a 1 s transition.
  final class DelayedAnimator: ViewControllerAnimatedTransitioning {
    private(set) var probe: View?

    func transitionDuration(using context: TransitionContext?) -> Double { 1 }

    func animateTransition(using context: TransitionContext) {
      let container = context.containerView
      let probe = View(engine: container.engine, name: "probe", frame: Rect(x: 0, y: 0, width: 10, height: 10))
      container.addSubview(probe)
      self.probe = probe
      if let to = context.view(forKey: .to) { container.addSubview(to) }
      container.engine.animate(withDuration: 0.8, delay: 0.2, options: .curve(.linear)) {
        probe.frame.origin.x = 100
      } completion: { _ in
        context.completeTransition(!context.transitionWasCancelled)
      }
    }
  }

  /// A push of B whose B registers, in `viewWillAppear`, an alongside move of `marker`'s x from 0 to 100.
  private func push(interactive: Bool) throws -> (OracleNavigation, View, DelayedAnimator, PercentDrivenInteractiveTransition?) {
    let animator = DelayedAnimator()
    let interactor = interactive ? PercentDrivenInteractiveTransition() : nil
    let fixture = OracleNavigation(animator: animator, interactor: interactor)
    let marker = View(engine: fixture.scene.engine, name: "marker", frame: Rect(x: 0, y: 20, width: 10, height: 10))
    fixture.nav.transitionView.addSubview(marker)
    fixture.b.onWillAppear = { controller in
      controller.transitionCoordinator?.animate(alongsideTransition: { _ in marker.frame.origin.x = 100 })
    }
    try fixture.nav.pushViewController(fixture.b, animated: true)
    return (fixture, marker, animator, interactor)
  }

  @Test("Interactive: at 10 % the alongside view has not moved, at 50 % it shows 37.5 as the transition does")
  func interactive() throws {
    let (fixture, marker, animator, interactor) = try push(interactive: true)
    let probe = try #require(animator.probe)
    let interaction = try #require(interactor)
    interaction.update(0.1)
    #expect(abs(marker.presentation.frame.minX) < 1e-9)
    #expect(abs(probe.presentation.frame.minX) < 1e-9)
    interaction.update(0.5)
    #expect(abs(probe.presentation.frame.minX - 37.5) < 1e-6)
    #expect(abs(marker.presentation.frame.minX - 37.5) < 1e-6, "\(marker.presentation.frame.minX)")
    interaction.update(0.9)
    #expect(abs(marker.presentation.frame.minX - 87.5) < 1e-6)
    interaction.finish()
    fixture.scene.engine.advance(to: 3)
    #expect(marker.presentation.frame.minX == 100 && marker.layer.animationKeys.isEmpty)
    #expect(fixture.scene.oracleCompletions.map(\.didComplete) == [true])
  }

  @Test("Non-interactive: half-way both show 37.5")
  func nonInteractive() throws {
    let (fixture, marker, animator, _) = try push(interactive: false)
    let probe = try #require(animator.probe)
    fixture.scene.engine.advance(to: 0.1)
    #expect(abs(marker.presentation.frame.minX) < 1e-9)
    fixture.scene.engine.advance(to: 0.5)
    #expect(abs(probe.presentation.frame.minX - 37.5) < 1e-6)
    #expect(abs(marker.presentation.frame.minX - 37.5) < 1e-6)
    fixture.scene.engine.advance(to: 3)
    #expect(marker.presentation.frame.minX == 100)
  }
}
