import Testing

@testable import GlideAnimation

/// UIView-style block animations on the engine: recording changes, nesting, keyframes, springs.
@Suite("Block animations")
struct BlockAnimationTests {
  let engine = AnimationEngine()

  private func card() -> Layer {
    Layer(engine: engine, name: "card", state: LayerState(position: Point(x: 0, y: 0)))
  }

  @Test("A block sets the model at once and animates the presentation along its curve")
  func basicBlock() {
    let view = card()
    var finished: [Bool] = []
    engine.animate(withDuration: 1, options: .curveLinear, animations: { view.position.x = 100 }) {
      finished.append($0)
    }
    #expect(view.position.x == 100)
    #expect(view.shownX == 0)
    engine.advance(to: 0.25)
    #expect(close(view.shownX, 25))
    #expect(finished.isEmpty)
    engine.advance(to: 1)
    #expect(finished == [true])
    #expect(view.shownX == 100)
  }

  @Test("The default curve is ease-in-out (0.1292 of the way at a quarter of the time)")
  func defaultCurve() {
    let view = card()
    engine.animate(withDuration: 1, animations: { view.position.x = 100 })
    engine.advance(to: 0.25)
    #expect(close(view.shownX, 12.92, 0.01))
  }

  @Test("A delay holds the old value on screen until the animation begins")
  func delay() {
    let view = card()
    engine.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: { view.position.x = 100 })
    engine.advance(to: 0.4)
    #expect(view.shownX == 0)
    engine.advance(to: 1)
    #expect(close(view.shownX, 50))
  }

  @Test("Nested blocks inherit duration and curve unless they override them")
  func nestedInheritance() {
    let a = card()
    let b = card()
    let c = card()
    engine.animate(withDuration: 2, options: .curveLinear, animations: {
      a.position.x = 100
      engine.animate(withDuration: 0.5, options: .curveEaseIn, animations: { b.position.x = 100 })
      engine.animate(
        withDuration: 0.5, options: [.overrideInheritedDuration, .overrideInheritedCurve, .curveEaseIn],
        animations: { c.position.x = 100 })
    })
    engine.advance(to: 0.25)
    #expect(close(a.shownX, 12.5))
    #expect(close(b.shownX, 12.5))  // inherited: 2 s, linear
    #expect(close(c.shownX, 31.54, 0.01))  // its own: 0.5 s ease-in, half-way → 0.3154
    engine.advance(to: 1)
    #expect(close(b.shownX, 50))
    #expect(c.shownX == 100)
  }

  @Test("performWithoutAnimation changes the value at once inside a block")
  func withoutAnimation() {
    let view = card()
    engine.animate(withDuration: 1, options: .curveLinear, animations: {
      view.opacity = 0
      engine.performWithoutAnimation { view.position.x = 100 }
    })
    engine.advance(to: 0.5)
    #expect(view.shownX == 100)
    #expect(close(view.presentation().opacity, 0.5))
  }

  @Test("modifyAnimations repeats 2.5 times with autoreverse and the completion waits for it")
  func repeatAutoreverse() {
    let view = card()
    var finishedAt: Double?
    engine.animate(withDuration: 1, options: .curveLinear, animations: {
      engine.modifyAnimations(withRepeatCount: 2.5, autoreverses: true) { view.position.x = 100 }
    }) { _ in finishedAt = engine.currentTime }
    engine.advance(to: 1.25)
    #expect(close(view.shownX, 75))  // on the way back
    engine.advance(to: 4.5)
    #expect(close(view.shownX, 50))  // fifth leg: forward
    engine.advance(to: 10)
    #expect(finishedAt == 5)
    #expect(view.shownX == 100)
  }

  @Test("A later block on the same position adds to the first, which runs on and completes with true")
  func interruption() {
    let view = card()
    var results: [String] = []
    engine.animate(withDuration: 1, options: .curveLinear, animations: { view.position.x = 100 }) {
      results.append("first \($0)")
    }
    engine.advance(to: 0.5)
    engine.animate(withDuration: 1, options: .curveLinear, animations: { view.position.x = 0 }) {
      results.append("second \($0)")
    }
    engine.advance(to: 1)
    #expect(close(view.shownX, 50))  // 0 + (0 − 100)·0 + (100 − 0)·(1 − 0.5): the first has arrived
    engine.advance(to: 2)
    #expect(results == ["first true", "second true"])
  }

  @Test("A block that changes nothing still completes, on the next advance and never inside the call")
  func emptyBlock() {
    var calls = 0
    engine.animate(withDuration: 1, animations: {}) { finished in
      #expect(finished)
      calls += 1
    }
    #expect(calls == 0)
    engine.advance(to: 0)
    #expect(calls == 1)
  }

  @Test("A zero duration changes the value at once")
  func zeroDuration() {
    let view = card()
    engine.animate(withDuration: 0, animations: { view.position.x = 100 })
    #expect(view.shownX == 100)
  }

  @Test("The spring block follows the fitted spring and overshoots at damping 0.5")
  func springBlock() {
    let view = card()
    engine.animate(
      withDuration: 1, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
      animations: { view.position.x = 100 })
    let spring = Spring(dampingRatio: 0.5, duration: 1)
    var peak = 0.0
    for step in 1..<100 {
      let t = Double(step) / 100
      engine.advance(to: t)
      #expect(close(view.shownX, 100 * spring.progress(at: t), 1e-6))
      peak = max(peak, view.shownX)
    }
    #expect(peak > 110)
    engine.advance(to: 1)  // the fitted spring has settled to 0.001 of the distance: the animation ends
    #expect(view.shownX == 100)
  }

  @Test("inheritedAnimationDuration is the innermost block's duration")
  func inheritedDuration() {
    var seen: [Double] = []
    seen.append(engine.inheritedAnimationDuration)
    engine.animate(withDuration: 0.7, animations: {
      seen.append(engine.inheritedAnimationDuration)
      engine.performWithoutAnimation { seen.append(engine.inheritedAnimationDuration) }
    })
    #expect(seen == [0, 0.7, 0])
  }

  @Test("Keyframe blocks hold each property between its keyframes")
  func keyframeHold() {
    let view = card()
    engine.animateKeyframes(withDuration: 2, options: .curve(.linear), animations: {
      engine.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { view.position.x = 100 }
      engine.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.position.x = 0 }
    })
    let expected: [(Double, Double)] = [(0.25, 50), (0.5, 100), (0.9, 100), (1.5, 50), (1.99, 1)]
    for (time, x) in expected {
      engine.advance(to: time)
      #expect(close(view.shownX, x, 1e-6), "at \(time) s")
    }
  }

  @Test("Animation options keep UIKit's bit layout")
  func optionBits() {
    #expect(AnimationOptions.curveLinear.rawValue == 3 << 16)
    #expect(AnimationOptions([.repeat, .autoreverse]).rawValue == 0x18)
    #expect(AnimationOptions.curve(.easeOut).curve == .easeOut)
    #expect(KeyframeAnimationOptions.calculationModeCubicPaced.calculationMode == .cubicPaced)
    #expect(KeyframeAnimationOptions.calculationModeDiscrete.rawValue == 1 << 10)
  }
}
