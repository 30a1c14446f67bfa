import GlideAnimation
import Testing

@testable import GlideTransitions

@Suite("Transitions: smoke")
struct SmokeTests {
  @Test("A non-animated push and pop change the stack and the views at once")
  func nonAnimated() throws {
    let (scene, nav, a, b) = navigationScene(pushB: false)
    try nav.pushViewController(b, animated: false)
    #expect(nav.viewControllers.map(\.title) == ["A", "B"])
    #expect(b.view.superview === nav.transitionView)
    #expect(a.view.superview == nil)
    #expect(scene.appearanceLog == ["A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear"])
    try nav.popViewController(animated: false)
    #expect(nav.viewControllers.map(\.title) == ["A"])
    #expect(a.view.superview === nav.transitionView)
  }

  @Test("An animated push slides over 0.35 s and completes")
  func animatedPush() throws {
    let (scene, nav, a, b) = navigationScene(pushB: false)
    try nav.pushViewController(b, animated: true)
    #expect(scene.appearanceLog == ["A.viewWillDisappear", "B.viewWillAppear"])
    scene.engine.advance(to: 0.175)
    #expect(close(b.view.presentation.frame.minX, 200, 1))
    scene.engine.advance(to: 1)
    #expect(scene.appearanceLog == ["A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear"])
    #expect(b.view.frame == Rect(x: 0, y: 0, width: 400, height: 800))
    #expect(a.view.superview == nil)
    #expect(nav.transition == nil)
  }

  @Test("An interactive pop driven by a percent-driven interactor cancels and finishes")
  func interactivePop() throws {
    for finish in [false, true] {
      let (scene, nav, a, b) = navigationScene()
      let interactor = PercentDrivenInteractiveTransition()
      let delegate = FixedNavigationDelegate(animator: SlideAnimator(operation: .pop), interactor: interactor)
      nav.delegate = delegate
      try nav.popViewController(animated: true)
      interactor.update(0.5)
      scene.engine.advance(to: 0.1)
      #expect(close(b.view.presentation.frame.minX, 200, 1e-6))
      if finish { interactor.finish() } else { interactor.cancel() }
      scene.engine.advance(to: 2)
      #expect(nav.viewControllers.map(\.title) == (finish ? ["A"] : ["A", "B"]))
      #expect((finish ? a : b).view.superview === nav.transitionView)
      #expect((finish ? b : a).view.superview == nil)
      #expect(nav.transition == nil)
      let expected =
        finish
        ? ["B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear"]
        : ["B.viewWillDisappear", "A.viewWillAppear", "A.viewWillDisappear", "A.viewDidDisappear",
          "B.viewWillAppear", "B.viewDidAppear"]
      #expect(scene.appearanceLog == expected)
    }
  }
}

@Suite("Transitions: an early finish from a custom container")
struct EarlyContextFinishTests {
  @Test("finishInteractiveTransition on the context before the start plays the percent-driven tail")
  func earlyContextFinish() {
    for finish in [true, false] {
      let scene = Scene(size: Size(width: 400, height: 800))
      let a = ViewController(scene: scene, title: "A")
      let b = ViewController(scene: scene, title: "B")
      scene.rootViewController = a
      let interactor = PercentDrivenInteractiveTransition()
      let context = TransitionContext(
        operation: .push, containerView: a.view, from: a, to: b, views: [.from: a.view, .to: b.view],
        finalFrames: [.to: scene.bounds], animator: SlideAnimator(operation: .push), interactor: interactor)
      if finish { context.finishInteractiveTransition() } else { context.cancelInteractiveTransition() }
      context.startTransition()
      scene.engine.advance(to: 2)
      #expect(context.didComplete == finish)
      #expect(a.view.layer.speed == 1)
    }
  }
}

@Suite("Transitions: fingers taking a completion back")
struct InterruptionTests {
  /// A pop driven by a percent-driven interaction with the zoom (legacy driver) or the slide
  /// (interruptible animator); released at 0.6, grabbed again 0.05 s into the completion.
  @Test("Pausing the completion stops it where it is, with the percent at the position on screen", arguments: [false, true])
  func regrab(interruptible: Bool) throws {
    let (scene, nav, _, b) = navigationScene()
    let interactor = PercentDrivenInteractiveTransition()
    interactor.completionCurve = .linear  // the legacy driver re-times the rest on this curve
    let animator: any ViewControllerAnimatedTransitioning =
      interruptible ? SlideAnimator(operation: .pop, duration: 0.4, curve: .linear) : ZoomAnimator(operation: .pop, curve: .linear)
    let delegate = FixedNavigationDelegate(animator: animator, interactor: interactor)
    nav.delegate = delegate
    try nav.popViewController(animated: true)
    interactor.update(0.6)
    scene.engine.advance(to: 0.1)
    interactor.finish()
    scene.engine.advance(to: 0.15)
    let before = b.view.presentation
    let shown = try #require(interactor.presentedPercent(at: 0.15))
    // Linear curves: 0.05 s of a 0.4 s transition is 0.125 of progress on from 0.6.
    #expect(abs(shown - 0.725) < 1e-6)
    interactor.pause()
    let context = try #require(interactor.context)
    #expect(context.isInteractive)
    #expect(abs(interactor.percentComplete - 0.725) < 1e-6)
    scene.engine.advance(to: 0.5)
    let after = b.view.presentation
    #expect(abs(after.frame.minX - before.frame.minX) < 1e-6)
    #expect(abs(after.affineTransform.a - before.affineTransform.a) < 1e-6)
    // The gesture carries on from there and cancels this time: back to the start.
    interactor.update(0.5)
    interactor.cancel()
    scene.engine.advance(to: 2)
    #expect(context.didComplete == false)
    #expect(nav.viewControllers.map(\.title) == ["A", "B"])
    #expect(b.view.superview === nav.transitionView)
    #expect(b.view.presentation.transform == .identity)
    #expect(b.view.presentation.frame.minX == 0)
    withExtendedLifetime(delegate) {}
  }
}

@Suite("Transitions: spring completion")
struct SpringCompletionTests {
  /// Released at 0.5 moving at 6 progress/s with a lightly damped spring: it overshoots, rings, and the
  /// transition completes only once the spring has settled (no snap from an overshoot to the end).
  @Test("A thrown spring completion settles before the transition completes", arguments: [false, true])
  func settlesBeforeCompleting(interruptible: Bool) throws {
    let (scene, nav, _, b) = navigationScene()
    let interactor = PercentDrivenInteractiveTransition()
    interactor.completionStyle = .spring(dampingRatio: 0.5)
    let animator: any ViewControllerAnimatedTransitioning =
      interruptible ? SlideAnimator(operation: .pop, duration: 0.4, curve: .linear) : ZoomAnimator(operation: .pop, curve: .linear)
    let delegate = FixedNavigationDelegate(animator: animator, interactor: interactor)
    nav.delegate = delegate
    try nav.popViewController(animated: true)
    interactor.update(0.5)
    interactor.finish(progressVelocity: 6)
    let context = try #require(interactor.context)
    var peak = 0.0
    var last = 0.0
    var time = 0.0
    while !context.isCompleted && time < 5 {
      time += 1.0 / 240
      scene.engine.advance(to: time)
      if let shown = interactor.presentedPercent(at: time) {
        peak = max(peak, shown)
        last = shown
      }
    }
    #expect(context.didComplete == true)
    // The slide's animator overshoots past 1 (the view slides past its end); the layer-time driver's
    // animations hold their end past the duration, so its percent may read past 1 too.
    if interruptible { #expect(peak > 1.05) }
    #expect(abs(last - 1) < 0.005, "last presented percent \(last)")
    #expect(b.view.superview == nil)
    withExtendedLifetime(delegate) {}
  }
}
