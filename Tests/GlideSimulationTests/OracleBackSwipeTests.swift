import GlideAnimation
import GlideGestures
import GlideInput
import GlideTransitions
import Testing

@testable import GlideInteraction
@testable import GlideScenarios
@testable import GlideSimulation

/// The reference's oracles 64–67 (uikit-semantics.md §12, "Navigation interactive pop", read from
/// iOS 26.1): the back swipe's own rule, `uikit-navigation`, and its progress mapping. Oracle 68 (the
/// navigation delegate) is a container's, in GlideTransitionsTests (`OracleInteractivePopTests`).
@Suite("Oracles 64–67: UIKit's back swipe")
struct OracleBackSwipeTests {
  /// A track of `count` updates 16 ms apart at `velocity` (widths per second) that ends at `percent`,
  /// with no acceleration, for a transition of `duration` seconds.
  static func steadyTrack(
    for policy: FinishPolicy, endingAt percent: Double, velocity: Double, count: Int = 4, duration: Double
  ) -> InteractionTrack {
    var track = InteractionTrack(for: policy)
    track.transitionDuration = duration
    track.observe(percent: percent - velocity * 0.016 * Double(count), time: 0)
    for index in 1...count {
      let back = Double(count - index)
      track.observe(percent: percent - velocity * 0.016 * back, time: 0.016 * Double(index), velocity: velocity)
    }
    return track
  }

  @Test("Oracle 64: W 375, d 0.5, release at 0.3 with v̄ 0.5 W/s and ā 0: predicted 0.55 > min(187.5/375, 0.5) = 0.5 pops; the rest takes 0.5 s")
  func oracle64() throws {
    let rule = UIKitNavigationRule.standard(width: 375)
    #expect(rule.threshold == 0.5)
    let policy = FinishPolicy.uikitNavigation(rule)
    let track = Self.steadyTrack(for: policy, endingAt: 0.3, velocity: 0.5, duration: 0.5)
    #expect(track.popSamples?.averageVelocity == 0.5)
    #expect(track.popSamples?.averageAcceleration == 0)
    let decision = policy.decide(percent: 0.3, velocity: 0.5, track: track)
    #expect(decision.outcome == .finish)
    #expect(abs(try #require(decision.projected) - 0.55) < 1e-12)
    #expect(decision.reason == "predicted 0.55 > 0.5 (min(187.5 pt / 375 pt, 0.5))")
    // The tail: min(d, r · W / |v|) = min(0.5, 0.7 · 375 / 187.5) = min(0.5, 1.4) = 0.5 s, on ease-in-out.
    #expect(policy.completion(for: decision, transitionDuration: 0.5) == .timed(duration: 0.5, timing: .easeInEaseOut))
  }

  /// The same release on a trace: a finger at 187.5 pt/s (0.5 W/s at 160 points per inch) released near
  /// 0.3, on the precision pad, with the scenario's slide set to the oracle's 0.5 s.
  @Test("Oracle 64 on a trace: a steady 0.5 W/s swipe released at 0.3 of a 375-point screen pops, predicted 0.55, in 0.5 s")
  func oracle64Replayed() throws {
    let result = try BackSwipeReplay.run(
      { ($0.device, $0.distance, $0.duration) = (.precision, 187.5 / pointsPerMillimetre * 0.65, 0.65) },
      options: ["screenWidth": "375", "duration": "0.5"])
    let decision = try #require(result.decision)
    // 0.65 s at 29.77 mm/s: 19.35 mm, less the 1.12 mm before the pan began and the 0.25 mm it trails by.
    #expect(abs(decision.percent - 0.3) < 0.003)
    #expect(abs(decision.velocity - 0.5) < 0.005)
    #expect(decision.outcome == .finish)
    // p + v̄·d = 0.302 + 0.5 · 0.5; the pad reports positions in steps of its resolution, so the velocity
    // wobbles by a few tenths of a mm/s from update to update and ā is not quite 0 (½·ā·d² = +0.01 here).
    let projected = try #require(decision.projected)
    #expect(abs(projected - 0.55) < 0.015)
    #expect(abs(projected - (decision.percent + (decision.ruleVelocity ?? 0) * 0.5)) < 0.015)
    #expect(abs(try #require(result.summary.handOff).completionDuration - 0.5) < 1e-12)
    #expect(result.summary.outcome == .finished)
  }

  @Test("Oracle 65: W 375, release at 0.2 with v̄ 0.2 W/s and ā 0, d 0.5: predicted 0.3 < 0.5 cancels")
  func oracle65() throws {
    let policy = FinishPolicy.uikitNavigation(.standard(width: 375))
    let track = Self.steadyTrack(for: policy, endingAt: 0.2, velocity: 0.2, duration: 0.5)
    let decision = policy.decide(percent: 0.2, velocity: 0.2, track: track)
    #expect(decision.outcome == .cancel)
    #expect(abs(try #require(decision.projected) - 0.3) < 1e-12)
    #expect(decision.reason == "predicted 0.3 ≤ 0.5 (min(187.5 pt / 375 pt, 0.5))")
    // Back to 0 over min(0.5, 0.2 / 0.2) = 0.5 s.
    #expect(policy.completion(for: decision, transitionDuration: 0.5) == .timed(duration: 0.5, timing: .easeInEaseOut))
  }

  @Test("Oracle 66: W 1024 (iPad): the threshold is min(187.5/1024, 0.5) = 0.183, so a still release at 0.19 pops")
  func oracle66() throws {
    let rule = UIKitNavigationRule.standard(width: 1024)
    #expect(abs(rule.threshold - 0.183) < 0.0005)
    #expect(rule.threshold == 187.5 / 1024)
    let policy = FinishPolicy.uikitNavigation(rule)
    let track = Self.steadyTrack(for: policy, endingAt: 0.19, velocity: 0, duration: 0.5)
    let decision = policy.decide(percent: 0.19, velocity: 0, track: track)
    #expect(decision.projected == 0.19)
    #expect(decision.outcome == .finish)
    // On the phone's 375 points the same release stays (0.19 ≤ 0.5).
    let phone = FinishPolicy.uikitNavigation(.standard(width: 375))
    #expect(phone.decide(percent: 0.19, velocity: 0, track: track).outcome == .cancel)
    // The rule takes W from the scenario's screen.
    var options = Scenario.backSwipe.defaultOptions
    try options.set("screenWidth", to: "1024")
    #expect(FinishRule.policy(from: options, device: .touchpad) == policy)
  }

  @Test("Oracle 67: 400 pt of edge pan on a 375-point screen passes 0.999 to update, never 1")
  func oracle67() throws {
    // 80 mm in from the edge of the 101 mm precision pad: 78.75 mm of translation, 496 points.
    let result = try BackSwipeReplay.run(
      { ($0.device, $0.distance, $0.duration) = (.precision, 80, 0.8) }, options: ["screenWidth": "375"])
    var updates: [(points: Double, percent: Double)] = []
    for record in result.records {
      if case .gesture(_, .changed, .pan(let translation, _), _, let percent?) = record.kind {
        updates.append((translation.dx * pointsPerMillimetre, percent))
      }
    }
    let past = updates.filter { $0.points >= 375 }
    #expect(updates.contains { $0.points >= 400 }, "the pan went past 400 points")
    #expect(!past.isEmpty && past.allSatisfy { $0.percent == 0.999 })
    #expect(updates.allSatisfy { $0.percent <= 0.999 })
    #expect(updates.filter { $0.points < 374 }.allSatisfy { abs($0.percent - $0.points / 375) < 1e-9 })
    let decision = try #require(result.decision)
    #expect(decision.percent == 0.999, "the context's percent at release")
    #expect(result.summary.outcome == .finished)
    #expect(FinishPolicy.uikitNavigation(.standard(width: 375)).interactiveCap == 0.999)
    #expect(FinishPolicy.classicDefault.interactiveCap == nil, "other rules let the context clamp at 1")
  }
}

/// How UIKit's back swipe keeps its samples (reference §10.3): the 3-sample averages, the acceleration
/// clamp, the 10 ms filter and the rule for fewer than three samples.
@Suite struct PopGestureSamplesTests {
  @Test func velocityAndAccelerationAreAveragedOverTheLastThreeSamples() {
    var samples = PopGestureSamples()
    #expect(samples.averageVelocity == nil && samples.averageAcceleration == 0)
    for (index, velocity) in [1.0, 1.01, 1.03, 1.06, 1.1].enumerated() {
      samples.observe(displacement: Double(index) * 0.02, velocity: velocity, time: Double(index) * 0.01)
    }
    #expect(samples.count == 5)
    #expect(abs(samples.averageVelocity! - (1.03 + 1.06 + 1.1) / 3) < 1e-12)
    // Accelerations 1, 2, 3, 4 per s² (0.01 … 0.04 W/s per 10 ms): the last three average 3.
    #expect(abs(samples.averageAcceleration - 3) < 1e-9)
  }

  @Test func eachAccelerationDiffersFromTheOneBeforeByAtMostFive() {
    var samples = PopGestureSamples()
    // The velocity jumps by 1 W/s every 10 ms: 100 W/s² measured, but 5, 10, 15 after the clamp.
    for index in 0..<4 {
      samples.observe(displacement: Double(index), velocity: Double(index), time: Double(index) * 0.01)
    }
    #expect(abs(samples.averageAcceleration - 10) < 1e-9)
    // Then it stops changing: the acceleration comes down by 5 a sample, 15 → 10 → 5.
    samples.observe(displacement: 4, velocity: 3, time: 0.04)
    samples.observe(displacement: 5, velocity: 3, time: 0.05)
    #expect(abs(samples.averageAcceleration - 10) < 1e-9)
  }

  @Test func aSampleWithin10MillisecondsIsIgnoredUnlessTheDisplacementChanged() {
    var samples = PopGestureSamples()
    samples.observe(displacement: 0.1, velocity: 1, time: 0)
    samples.observe(displacement: 0.1, velocity: 5, time: 0.009)
    #expect(samples.count == 1)
    #expect(samples.averageVelocity == 1)
    samples.observe(displacement: 0.11, velocity: 2, time: 0.009)
    #expect(samples.count == 2)
    samples.observe(displacement: 0.11, velocity: 2, time: 0.019)
    #expect(samples.count == 3, "10 ms after the last one counts even without a move")
  }

  @Test func withFewerThanThreeSamplesTheVelocitysSignDecides() {
    let policy = FinishPolicy.uikitNavigation(.standard(width: 390))
    var track = InteractionTrack(for: policy)
    track.transitionDuration = 0.5
    track.observe(percent: 0, time: 0)
    track.observe(percent: 0.04, time: 0.0125, velocity: 0.1)
    track.observe(percent: 0.05, time: 0.025, velocity: 0.1)
    let forward = policy.decide(percent: 0.05, velocity: 0.1, track: track)
    #expect(forward.outcome == .finish && forward.projected == nil)
    #expect(forward.reason == "fewer than 3 samples: velocity 0.1 > 0")
    var back = InteractionTrack(for: policy)
    back.observe(percent: 0.9, time: 0)
    back.observe(percent: 0.9, time: 0.0125, velocity: -0.01)
    #expect(policy.decide(percent: 0.9, velocity: -0.01, track: back).outcome == .cancel)
    // With no samples at all (no history), the release velocity's sign.
    #expect(policy.decide(percent: 0.9, velocity: 0).outcome == .cancel)
    #expect(policy.decide(percent: 0.01, velocity: 0.2).outcome == .finish)
  }

  @Test func theRestTakesTheRemainderOverTheReleaseSpeedButNeverLongerThanTheTransition() {
    // min(d, r/|v|): r 0.5 at 2/s is 0.25 s; slower than r/d the whole 0.4 s; nothing left, none.
    #expect(UIKitNavigationRule.completionDuration(remaining: 0.5, velocity: -2, transitionDuration: 0.4) == 0.25)
    #expect(UIKitNavigationRule.completionDuration(remaining: 0.5, velocity: 1, transitionDuration: 0.4) == 0.4)
    #expect(UIKitNavigationRule.completionDuration(remaining: 0, velocity: 1, transitionDuration: 0.4) == 0)
  }
}

/// Replays a synthetic edge swipe through the back-swipe scenario.
enum BackSwipeReplay {
  struct Result {
    let summary: ReplaySummary
    let records: [ReplayRecord]
    let decision: Decision?
  }

  static func run(
    _ configure: (inout SynthesisRecipe) -> Void, options extra: [String: String] = [:],
    scenario: Scenario = .backSwipe
  ) throws -> Result {
    var recipe = SynthesisRecipe(gesture: .edgeSwipe)
    configure(&recipe)
    return try run(recipe.events, device: recipe.synthesizer.device, options: extra, scenario: scenario)
  }

  static func run(
    _ events: [InputEvent], device: DeviceDescription, options extra: [String: String] = [:],
    scenario: Scenario = .backSwipe
  ) throws -> Result {
    var options = scenario.defaultOptions
    for (key, value) in extra.sorted(by: { $0.key < $1.key }) { try options.set(key, to: value) }
    let replayer = Replayer(scenario: scenario, options: options, device: device)
    var iterator = events.makeIterator()
    let summary = replayer.replay { iterator.next() }
    return Result(summary: summary, records: replayer.run.records, decision: replayer.run.decisions.last)
  }
}
