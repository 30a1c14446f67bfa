import GlideInput
import GlideTransitions
import Testing

@testable import GlideInteraction
@testable import GlideScenarios
@testable import GlideSimulation

@Suite("Finish rules")
struct FinishPolicyTests {
  @Test(
    "The classic rule cancels only a slow release at or below the percent threshold",
    arguments: [
      (0.3, 4.9, Decision.Outcome.cancel),  // at the threshold, slow
      (0.31, 0.0, .finish),  // past the threshold
      (0.1, 5.0, .finish),  // fast enough from anywhere
      (0.0, -3.0, .cancel),  // moving back
      (0.9, -10.0, .finish),  // far along, even moving back (the rule looks at the percent first)
    ])
  func classic(percent: Double, velocity: Double, expected: Decision.Outcome) {
    let decision = FinishPolicy.classicDefault.decide(percent: percent, velocity: velocity)
    #expect(decision.outcome == expected)
    #expect(decision.percent == percent && decision.velocity == velocity)
    #expect(decision.projected == nil)
  }

  @Test("The projection rule finishes when the projected rest passes the midpoint")
  func projection() {
    // rate 0.998: v/1000 · 0.998/0.002 = 0.499 v. At p 0.2, v 0.7: 0.2 + 0.3493 = 0.5493 > 0.5.
    let finish = FinishPolicy.projectionDefault.decide(percent: 0.2, velocity: 0.7)
    #expect(finish.outcome == .finish)
    #expect(abs((finish.projected ?? 0) - 0.5493) < 1e-9)
    // At p 0.2, v 0.5: 0.2 + 0.2495 = 0.4495 ≤ 0.5.
    let cancel = FinishPolicy.projectionDefault.decide(percent: 0.2, velocity: 0.5)
    #expect(cancel.outcome == .cancel)
    #expect(abs((cancel.projected ?? 0) - 0.4495) < 1e-9)
    // A fast deceleration rate (0.99) projects 0.099 v: the same release cancels.
    let fast = FinishPolicy.projection(decelerationRate: 0.99, midpoint: 0.5).decide(percent: 0.2, velocity: 0.7)
    #expect(fast.outcome == .cancel)
  }

  @Test("Mappings anchor where the fingers took hold and re-anchor without a jump")
  func mappings() {
    let pinch = GestureMapping.pinch(startScale: 0.9)
    #expect(abs(pinch.percent(for: 0.45) - 0.5) < 1e-12)
    #expect(abs(pinch.velocity(for: -1.8) - 2) < 1e-12)  // −(−1.8)/0.9
    let regrabbed = pinch.anchored(at: 0.6, percent: 0.7)
    #expect(abs(regrabbed.percent(for: 0.6) - 0.7) < 1e-12)
    // Fingers on one spot (scale 0) keep the old anchor rather than a start scale of 0.
    #expect(pinch.anchored(at: 0, percent: 0.4) == pinch)
    let drag = GestureMapping.linear(origin: 5, percent: 0, travel: 40, direction: -1)
    #expect(abs(drag.percent(for: -15) - 0.5) < 1e-12)
    #expect(abs(drag.velocity(for: -80) - 2) < 1e-12)
    #expect(abs(drag.anchored(at: 3, percent: 0.25).percent(for: -7) - 0.5) < 1e-12)
  }

  @Test("The display link ticks on a fixed grid from the trace's clock")
  func displayLink() {
    var link = DisplayLink(framesPerSecond: 60, startingAfter: 0.1)
    #expect(link.nextIndex == 7)
    #expect(abs(link.advance() - 7.0 / 60) < 1e-15)
    link.skip(through: 0.5)
    #expect(link.nextIndex == 31)
    var fast = DisplayLink(framesPerSecond: 120)
    #expect(fast.advance() == 1.0 / 120)
  }

  @Test("A finished run lets its scene and controllers go (they hold each other)")
  func runsDoNotLeakTheirScene() throws {
    weak var scene: Scene?
    weak var root: ViewController?
    do {
      let device = try #require(SynthesisRecipe(gesture: .pinch).synthesizer.device as DeviceDescription?)
      let run = ScenarioRun(scenario: .pinchPop, options: Scenario.pinchPop.defaultOptions, device: device)
      scene = run.scene
      root = run.scene.rootViewController
      #expect(scene != nil && root != nil)
    }
    #expect(scene == nil)
    #expect(root == nil)
  }
}
