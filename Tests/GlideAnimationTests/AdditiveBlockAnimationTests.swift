import Testing

@testable import GlideAnimation

/// UIKit's additive block animations (iOS 8 and later; WWDC 2014 session 236, "Building Interruptible
/// and Responsive Interactions"): a block's change of a view's geometry animates its own distance
/// (model before − model after) down to zero on top of the model, so a second block of a property still
/// animating adds to the first, which runs on and completes with `true`. Positions in points, times in
/// seconds; every number exact to 1e-9.
@Suite("Block animations: additive geometry")
struct AdditiveBlockAnimationTests {
  let engine = AnimationEngine()

  private func card() -> Layer {
    Layer(
      engine: engine, name: "card",
      state: LayerState(position: Point(x: 0, y: 0), bounds: Rect(x: 0, y: 0, width: 100, height: 100)))
  }

  /// UIKit's ease-in-out progress `t` seconds into an animation of `duration` seconds (0 before, 1 after).
  private static func eased(_ t: Double, _ duration: Double = 1) -> Double {
    CubicTimingFunction.easeInEaseOut.progress(at: min(max(t / duration, 0), 1))
  }

  @Test(
    "A second block of position.x adds to the first: the shown value is the sum of both distances, each on its own curve; both complete with true, in order"
  )
  func overlappingBlocksAdd() {
    let view = card()
    var results: [String] = []
    engine.animate(withDuration: 1, animations: { view.position.x = 100 }) { results.append("first \($0)") }
    engine.advance(to: 0.5)
    let before = view.shownX
    engine.animate(withDuration: 1, animations: { view.position.x = 0 }) { results.append("second \($0)") }
    // The model jumps to the new target; the screen does not move.
    #expect(view.position.x == 0)
    #expect(close(view.shownX, before) && close(before, 50))
    #expect(view.animationKeys == ["position", "position-2"])
    // 0 + (0 − 100)·(1 − e(t)) + (100 − 0)·(1 − e(t − 0.5)), e ease-in-out over 1 s.
    // At 0.75: −100·(1 − 0.8708) + 100·(1 − 0.1292) = 74.2, where the replacing animation showed 43.5.
    for t in [0.6, 0.75, 0.9, 1.0, 1.1, 1.25, 1.4] {
      engine.advance(to: t)
      let expected = -100 * (1 - Self.eased(t)) + 100 * (1 - Self.eased(t - 0.5))
      #expect(close(view.shownX, expected), "t \(t): \(view.shownX) vs \(expected)")
      // The first has ended at 1.0 and heard true; the second runs until 1.5.
      #expect(results == (t >= 1 ? ["first true"] : []), "t \(t)")
    }
    engine.advance(to: 1.5)
    #expect(results == ["first true", "second true"])
    #expect(view.shownX == 0 && view.animationKeys.isEmpty)
  }

  @Test("Different durations and curves add too: a 0.5 s linear block over a 1 s ease-in-out one")
  func differentTimings() {
    let view = card()
    var results: [String] = []
    engine.animate(withDuration: 1, animations: { view.position.y = 200 }) { results.append("slow \($0)") }
    engine.advance(to: 0.25)
    engine.animate(withDuration: 0.5, options: .curveLinear, animations: { view.position.y = 300 }) {
      results.append("quick \($0)")
    }
    for t in [0.25, 0.5, 0.75, 0.9, 1.0] {
      engine.advance(to: t)
      let expected = 300 + (0 - 200) * (1 - Self.eased(t)) + (200 - 300) * (1 - min((t - 0.25) / 0.5, 1))
      #expect(close(view.presentation().position.y, expected), "t \(t)")
    }
    #expect(results == ["quick true", "slow true"])
  }

  @Test("beginFromCurrentState keeps a geometry block additive, as UIKit's additive properties are with it")
  func beginFromCurrentStateStaysAdditive() {
    let view = card()
    var results: [String] = []
    engine.animate(withDuration: 1, options: .curveLinear, animations: { view.position.x = 100 }) {
      results.append("first \($0)")
    }
    engine.advance(to: 0.5)
    engine.animate(withDuration: 1, options: [.beginFromCurrentState, .curveLinear], animations: { view.position.x = 0 }) {
      results.append("second \($0)")
    }
    engine.advance(to: 0.75)
    // −100·(1 − 0.75) + 100·(1 − 0.25) = 50 (from the screen it would be 50 → 0 linearly: 37.5).
    #expect(close(view.shownX, 50))
    engine.advance(to: 1.5)
    #expect(results == ["first true", "second true"])
  }

  @Test("A frame set twice in one block (a layout pass inside it) moves once, from the old frame to the last")
  func secondChangeInOneBlock() {
    let view = card()
    view.frame = Rect(x: 20, y: 100, width: 100, height: 100)
    engine.animate(withDuration: 1, options: .curveLinear) {
      view.frame = Rect(x: 220, y: 100, width: 100, height: 100)
      view.frame = Rect(x: 120, y: 100, width: 200, height: 100)
    }
    for t in [0.0, 0.25, 0.5, 1.0] {
      engine.advance(to: t)
      let shown = view.presentation().frame
      #expect(close(shown.minX, 20 + 100 * t) && close(shown.width, 100 + 100 * t), "t \(t): \(shown)")
    }
  }

  @Test("A model change outside any block while a geometry animation runs shows at once; the distance runs on")
  func unanimatedSetUnderAdditive() {
    let view = card()
    var results: [Bool] = []
    engine.animate(withDuration: 1, options: .curveLinear, animations: { view.position.x = 200 }) {
      results.append($0)
    }
    engine.advance(to: 0.5)
    view.position.x = 20
    // 20 + (0 − 200)·(1 − 0.5): the animation keeps adding its distance to the new model.
    #expect(close(view.shownX, -80))
    engine.advance(to: 0.75)
    #expect(close(view.shownX, -30))
    engine.advance(to: 1)
    #expect(view.shownX == 20 && results == [true])
  }

  @Test("bounds animates additively as a rect: a second size change adds to the first")
  func boundsAdd() {
    let view = card()
    engine.animate(withDuration: 1, options: .curveLinear, animations: { view.bounds.size.width = 300 })
    engine.advance(to: 0.5)
    engine.animate(withDuration: 1, options: .curveLinear, animations: { view.bounds.size.width = 100 })
    engine.advance(to: 0.75)
    // 100 + (100 − 300)·0.25 + (300 − 100)·0.75.
    #expect(close(view.presentation().bounds.width, 200))
    engine.advance(to: 1.5)
    #expect(view.presentation().bounds.width == 100)
  }

  @Test("Opacity is not additive: a second block starts from the screen and the first completes with false")
  func opacityReplaces() {
    let view = card()
    var results: [String] = []
    engine.animate(withDuration: 1, options: .curveLinear, animations: { view.opacity = 0 }) {
      results.append("first \($0)")
    }
    engine.advance(to: 0.5)
    engine.animate(withDuration: 1, options: .curveLinear, animations: { view.opacity = 1 }) {
      results.append("second \($0)")
    }
    engine.advance(to: 1)
    #expect(close(view.presentation().opacity, 0.75))  // from 0.5 toward 1, half-way
    engine.advance(to: 2)
    #expect(results == ["first false", "second true"])
  }

  @Test("Under a frozen clock (a transition's layer-time driver holds it) a geometry block replaces the held one")
  func frozenClockReplaces() {
    let root = Layer(engine: engine, name: "container")
    let view = card()
    root.addSublayer(view)
    var results: [String] = []
    engine.animate(withDuration: 1, options: .curveLinear, animations: { view.position.x = 100 }) {
      results.append("held \($0)")
    }
    root.speed = 0
    root.timeOffset = 0.5
    engine.advance(to: 0.1)
    engine.animate(withDuration: 1, options: .curveLinear, animations: { view.position.x = 0 }) {
      results.append("undo \($0)")
    }
    // From the 50 on screen, not 50 + 100: the held animation is gone.
    #expect(close(view.shownX, 50) && view.animationKeys == ["position"])
    engine.advance(to: 0.2)
    #expect(results == ["held false"])
  }
}
