import Testing

@testable import GlideInteraction
@testable import GlideSimulation

/// A decision's reason is put into words only when asked for: the words must be the ones the rules
/// always gave.
@Suite("Decision reasons")
struct DecisionReasonTests {
  @Test(
    "Each rule words its reason from the decision's numbers",
    arguments: [
      (FinishPolicy.classicDefault, 0.2, 1.0, "velocity 1.0 < 5.0 and percent 0.2 ≤ 0.3"),
      (.classicDefault, 0.1, 5.25, "velocity 5.25 ≥ 5.0"),
      (.classicDefault, 0.4567, -2.0, "percent 0.457 > 0.3"),
      (.classicDefault, -0.0001, 0.0004, "velocity 0 < 5.0 and percent 0 ≤ 0.3"),
      (.projectionDefault, 0.2, 0.7, "projected 0.549 > midpoint 0.5"),
      (.projectionDefault, 0.2, 0.5, "projected 0.449 ≤ midpoint 0.5"),
      (.kwin(threshold: 0.25), 0.25, 3.0, "percent 0.25 ≤ 0.25"),
      (.kwin(threshold: 0.25), 0.75, 0.0, "percent 0.75 > 0.25"),
      (.flutterCupertino(velocityThreshold: 1, midpoint: 0.5), 0.1, 1.5, "|velocity| 1.5 ≥ 1.0: forward"),
      (.flutterCupertino(velocityThreshold: 1, midpoint: 0.5), 0.9, -2.0, "|velocity| 2.0 ≥ 1.0: back"),
      (
        .flutterCupertino(velocityThreshold: 1, midpoint: 0.5), 0.5, -0.5,
        "|velocity| 0.5 < 1.0, percent 0.5 ≥ 0.5"
      ),
      (.motionLayout(velocityDivisor: 3, midpoint: 0.5), 0.2, 0.6, "percent + velocity/3.0 = 0.4 < 0.5"),
      (.motionLayout(velocityDivisor: 3, midpoint: 0.5), 0.4, 0.3, "percent + velocity/3.0 = 0.5 ≥ 0.5"),
      // Without samples (no history) UIKit's back swipe goes by the velocity's sign.
      (.uikitNavigation(.standard(width: 390)), 0.9, -0.01, "fewer than 3 samples: velocity -0.01 ≤ 0"),
      (.uikitNavigation(.standard(width: 390)), 0.05, 0.2, "fewer than 3 samples: velocity 0.2 > 0"),
    ])
  func impliedWords(policy: FinishPolicy, percent: Double, velocity: Double, expected: String) {
    #expect(policy.decide(percent: percent, velocity: velocity).reason == expected)
  }

  @Test("A decision with its reason given equals the one whose rule words the same reason")
  func statedEqualsImplied() {
    let implied = FinishPolicy.classicDefault.decide(percent: 0.2, velocity: 1)
    let stated = Decision(
      outcome: .cancel, percent: 0.2, velocity: 1, policy: .classicDefault, projected: nil,
      reason: "velocity 1.0 < 5.0 and percent 0.2 ≤ 0.3")
    #expect(stated == implied)
    #expect(stated.hashValue == implied.hashValue)
    let other = Decision(
      outcome: .cancel, percent: 0.2, velocity: 1, policy: .classicDefault, projected: nil, reason: "gesture cancelled")
    #expect(other != implied)
    #expect(other.reason == "gesture cancelled")
  }

  @Test("A restarted track forgets the last interaction as a new track would")
  func trackRestart() {
    var track = InteractionTrack(for: .classicDefault)
    for step in 0..<40 { track.observe(percent: Double(step) / 40, time: Double(step) / 100) }
    track.restart()
    #expect(track.samples.isEmpty)
    #expect(track.initialPercent == nil)
    track.observe(percent: 0.5, time: 3)
    #expect(track.initialPercent == 0.5)
    #expect(track.samples.count == 1)
    #expect(track.windowVelocity(over: 0.1, fallback: 7) == 7)

    var back = InteractionTrack(for: .androidBack(.default))
    for step in 0..<40 { back.observe(percent: Double(step) / 40, time: Double(step) / 100) }
    #expect(back.backState != BackGestureState())
    back.restart()
    #expect(back.backState == BackGestureState())
  }
}
