import GlideInput
import Testing

@testable import GlideInteraction
@testable import GlideScenarios
@testable import GlideSimulation

/// Each finish rule against its peer's numbers, on synthetic traces built to sit on either side of its
/// thresholds. Every test checks that the release really landed where it was meant to (the rule's inputs
/// as logged) and then the outcome and the numbers the peer's source gives. Motions are linear, so the
/// velocity at release is the swipe's own speed (distance after the gesture began / time).
@Suite("Finish rules on synthetic traces")
struct FinishRuleTraceTests {
  struct Result {
    let summary: ReplaySummary
    let decision: Decision
    let handOff: HandOff
  }

  /// Replays `recipe` through `scenario` under `policy` (and any other options).
  private func replay(
    _ scenario: Scenario, _ policy: String, _ configure: (inout SynthesisRecipe) -> Void,
    gesture: SynthesisRecipe.Gesture, options extra: [String: String] = [:]
  ) throws -> Result {
    var recipe = SynthesisRecipe(gesture: gesture)
    configure(&recipe)
    var options = scenario.defaultOptions
    try options.set("policy", to: policy)
    for (key, value) in extra.sorted(by: { $0.key < $1.key }) { try options.set(key, to: value) }
    let replayer = Replayer(scenario: scenario, options: options, device: recipe.synthesizer.device)
    var iterator = recipe.events.makeIterator()
    let summary = replayer.replay { iterator.next() }
    let decision = try #require(replayer.run.decisions.last)
    let handOff = try #require(summary.handOff)
    return Result(summary: summary, decision: decision, handOff: handOff)
  }

  /// A three-finger swipe leftwards on the precision touchpad: `mm` over `seconds`, linear.
  private func swipe(_ mm: Double, over seconds: Double) -> (inout SynthesisRecipe) -> Void {
    { ($0.device, $0.fingers, $0.dx, $0.duration) = (.precision, 3, -mm, seconds) }
  }

  private func edge(_ mm: Double, over seconds: Double) -> (inout SynthesisRecipe) -> Void {
    { ($0.distance, $0.duration) = (mm, seconds) }
  }

  // MARK: - uikit-classic

  @Test("uikit-classic: a slow release cancels at or below 30 %, finishes past it; 5/s finishes from anywhere")
  func uikitClassic() throws {
    let below = try replay(.pinchPop, "uikit-classic", { ($0.device, $0.to, $0.duration) = (.precision, 0.68, 1) }, gesture: .pinch)
    #expect(below.decision.percent < 0.3 && below.decision.velocity < 5)
    #expect(below.summary.outcome == .cancelled)
    let past = try replay(.pinchPop, "classic", { ($0.device, $0.to, $0.duration) = (.precision, 0.6, 1) }, gesture: .pinch)
    #expect(past.decision.percent > 0.3 && past.decision.velocity < 5)
    #expect(past.summary.outcome == .finished)
    let quick = try replay(.pinchPop, "uikit-classic", { ($0.device, $0.to, $0.duration) = (.precision, 0.75, 0.05) }, gesture: .pinch)
    #expect(quick.decision.percent < 0.3 && quick.decision.velocity >= 5)
    #expect(quick.summary.outcome == .finished)
    // UIKit's completion: the remaining fraction over the remaining time, (1 − p) · 0.4 s.
    #expect(abs(past.handOff.completionDuration - (1 - past.decision.percent) * 0.4) < 1e-12)
  }

  // MARK: - projection

  @Test("projection: p + v · 0.499 past 0.5 finishes (UIScrollView's 0.998 per ms)")
  func projection() throws {
    let quick = try replay(.pinchPop, "projection", { ($0.device, $0.to, $0.duration) = (.precision, 0.68, 0.3) }, gesture: .pinch)
    let slow = try replay(.pinchPop, "projection", { ($0.device, $0.to, $0.duration) = (.precision, 0.68, 1) }, gesture: .pinch)
    for (result, outcome) in [(quick, ReplaySummary.Outcome.finished), (slow, .cancelled)] {
      let projected = result.decision.percent + result.decision.velocity * 0.998 / 0.002 / 1000
      #expect(abs((result.decision.projected ?? -1) - projected) < 1e-12)
      #expect((projected > 0.5) == (outcome == .finished))
      #expect(result.decision.percent < 0.5)
      #expect(result.summary.outcome == outcome)
    }
  }

  // MARK: - gnome

  @Test("gnome: 400 units (10.16 mm) per transition on a touchpad; below 0.6 units/ms the nearest point wins")
  func gnomeSlow() throws {
    let short = try replay(.swipeTabs, "gnome", swipe(4, over: 1), gesture: .swipe)
    let long = try replay(.swipeTabs, "gnome", swipe(9, over: 1.5), gesture: .swipe)
    for (result, speed) in [(short, 4.0), (long, 6.0)] {
      // The rule's own velocity, the mean over the last 150 ms in units per ms: the swipe's speed in mm/s
      // is speed / 0.0254 units per second.
      let units = try #require(result.decision.ruleVelocity)
      #expect(abs(units - speed / 0.0254 / 1000) < 0.03 * units)
      #expect(units < 0.6)
    }
    #expect(short.decision.percent < 0.5 && short.summary.outcome == .cancelled)
    #expect(long.decision.percent > 0.5 && long.summary.outcome == .finished)
    // The same swipe under a rule without peer units travels 40 mm per transition: 40 / 10.16 times less.
    let classic = try replay(.swipeTabs, "uikit-classic", swipe(4, over: 1), gesture: .swipe)
    #expect(abs(short.decision.percent / classic.decision.percent - 40 / 10.16) < 1e-9)
  }

  @Test("gnome: a fling at or above 0.6 units/ms always advances one point, even from below half-way")
  func gnomeFling() throws {
    let fling = try replay(.swipeTabs, "gnome", swipe(4, over: 0.1), gesture: .swipe)
    #expect(fling.decision.percent < 0.5)
    #expect(try #require(fling.decision.ruleVelocity) >= 0.6)
    #expect(fling.summary.outcome == .finished)
    let projected = try #require(fling.decision.projected)
    #expect(projected > fling.decision.percent)
  }

  @Test("gnome: the completion eases out over 3 · |Δp / v|, clamped to 100…400 ms (0.002/ms when moving away)")
  func gnomeDuration() throws {
    let fling = try replay(.swipeTabs, "gnome", swipe(4, over: 0.1), gesture: .swipe)
    let p = fling.decision.percent
    let perMillisecond = fling.decision.velocity / 1000
    let expected = min(max((1 - p) / perMillisecond * 3 / 1000, 0.1), 0.4)
    #expect(abs(fling.handOff.completionDuration - expected) < 1e-12)
    // Ease-out cubic starts at 3 · Δp / duration: the completion's first velocity.
    let initial = try #require(fling.handOff.initialVelocity)
    #expect(abs(initial - 3 * (1 - p) / expected) < 0.01 * initial)
    // A slow release that cancels: its velocity points away from 0, so GNOME uses 0.002 per ms.
    let short = try replay(.swipeTabs, "gnome", swipe(4, over: 1), gesture: .swipe)
    let back = min(max(short.decision.percent / 0.002 * 3 / 1000, 0.1), 0.4)
    #expect(abs(short.handOff.completionDuration - back) < 1e-12)
  }

  @Test("gnome: the touchpad numbers are GNOME's own and follow the parameters")
  func gnomeParameters() throws {
    var options = Scenario.swipeTabs.defaultOptions
    try options.set("policy", to: "gnome")
    #expect(FinishRule.policy(from: options, device: .touchpad) == .gnome(.touchpad))
    #expect(GNOMESwipeRule.touchpad == GNOMESwipeRule(velocityThreshold: 0.6, decelerationRate: 0.997, distance: 400))
    let touch = FinishRule.policy(from: options, device: .touchscreen)
    #expect(touch == .gnome(GNOMESwipeRule(velocityThreshold: 0.3, decelerationRate: 0.998, distance: 390)))
    try options.set("gnome.velocityThreshold", to: "2")
    // The fling of `gnomeFling` (about 1.57 units/ms) snaps to the nearest point under a threshold of 2.
    let slower = try replay(
      .swipeTabs, "gnome", swipe(4, over: 0.1), gesture: .swipe, options: ["gnome.velocityThreshold": "2"])
    #expect(slower.summary.outcome == .cancelled)
    #expect(slower.decision.reason.contains("< 2.0 units/ms: nearest point 0"))
  }

  // MARK: - kwin

  @Test("kwin: 200 units (5.08 mm) per transition; finishes only past 0.5, whatever the speed")
  func kwin() throws {
    let short = try replay(.swipeTabs, "kwin", swipe(3.5, over: 1), gesture: .swipe)
    // Three fingers on the precision pad pan once the two-finger decision calls them parallel (2.5 mm
    // of travel with their distance steady), so 6 mm leaves about 6 − 2.5 − 0.25 = 3.25 mm: 0.64.
    let long = try replay(.swipeTabs, "kwin", swipe(6, over: 1), gesture: .swipe)
    let quick = try replay(.swipeTabs, "kwin", swipe(3.5, over: 0.12), gesture: .swipe)
    #expect(short.decision.percent < 0.5 && short.summary.outcome == .cancelled)
    #expect(long.decision.percent > 0.5 && long.summary.outcome == .finished)
    #expect(quick.decision.percent < 0.5 && quick.decision.velocity > 5)
    #expect(quick.summary.outcome == .cancelled)
    let classic = try replay(.swipeTabs, "uikit-classic", swipe(3.5, over: 1), gesture: .swipe)
    #expect(abs(short.decision.percent / classic.decision.percent - 40 / 5.08) < 1e-9)
  }

  @Test("kwin: a pinch's progress is |s − 1| / 0.2")
  func kwinPinchMapping() {
    let mapping = PeerProgressMapping.kwin.applied(to: .pinch(startScale: 0.9), axis: .horizontal)
    #expect(abs(mapping.percent(for: 0.9 * 0.95) - 0.25) < 1e-12)
    #expect(abs(mapping.percent(for: 0.9 * 0.9) - 0.5) < 1e-12)
    #expect(abs(mapping.velocity(for: -0.9) - 5) < 1e-12)  // −(−0.9) / 0.9 / 0.2
    let regrabbed = mapping.anchored(at: 0.7, percent: 0.4)
    #expect(abs(regrabbed.percent(for: 0.7) - 0.4) < 1e-12)
  }

  // MARK: - android-back

  @Test("android-back: active at release commits; never active cancels unless flung")
  func androidBack() throws {
    let entry = try replay(.edgeBack, "android-back", edge(10, over: 2), gesture: .edgeSwipe)
    #expect(entry.decision.percent < 0.25 && entry.decision.velocity < 0.15)
    #expect(entry.summary.outcome == .cancelled)
    #expect(entry.decision.reason.hasPrefix("entry at release: not flung"))
    let active = try replay(.edgeBack, "android-back", edge(20, over: 2), gesture: .edgeSwipe)
    #expect(active.decision.percent > 0.25)
    #expect(active.summary.outcome == .finished)
    #expect(active.decision.reason.hasPrefix("active at release"))
    let flung = try replay(.edgeBack, "android-back", edge(6, over: 0.1), gesture: .edgeSwipe)
    #expect(flung.decision.percent < 0.25 && flung.summary.outcome == .finished)
    #expect(flung.decision.reason.hasPrefix("entry at release: flung"))
    // The same slow release is a fling for a lower minimum fling velocity.
    let lower = try replay(
      .edgeBack, "android-back", edge(10, over: 2), gesture: .edgeSwipe, options: ["android-back.minimumFling": "0.1"])
    #expect(lower.summary.outcome == .finished)
  }

  @Test("android-back: the hysteresis deactivates after 300 ms and a move back, and needs travel to reactivate")
  func androidHysteresis() {
    let rule = AndroidBackRule.default
    var state = BackGestureState()
    state.observe(percent: 0.2, time: 0, rule: rule)
    #expect(state.phase == .entry)
    state.observe(percent: 0.3, time: 0.1, rule: rule)
    #expect(state.phase == .active)
    state.observe(percent: 0.15, time: 0.3, rule: rule)  // back by 0.15, but only 0.2 s active
    #expect(state.phase == .active)
    state.observe(percent: 0.4, time: 0.45, rule: rule)
    state.observe(percent: 0.29, time: 0.5, rule: rule)  // 0.11 back from the peak 0.4 after 0.4 s
    #expect(state.phase == .inactive)
    state.observe(percent: 0.27, time: 0.55, rule: rule)
    state.observe(percent: 0.3, time: 0.6, rule: rule)  // past activation, but only 0.03 forward
    #expect(state.phase == .inactive)
    state.observe(percent: 0.33, time: 0.65, rule: rule)  // 0.06 forward from the trough
    #expect(state.phase == .active)
    let inactive = { () -> BackGestureState in
      var s = BackGestureState()
      for (p, t) in [(0.3, 0.0), (0.5, 0.35), (0.35, 0.4)] { s.observe(percent: p, time: t, rule: rule) }
      return s
    }()
    #expect(inactive.phase == .inactive)
    #expect(rule.verdict(percent: 0.35, velocity: 0.1, state: inactive).finishes == false)
    #expect(rule.verdict(percent: 0.35, velocity: 0.2, state: inactive).finishes == true)
  }

  // MARK: - flutter-cupertino

  @Test("flutter-cupertino: under 1 width/s past half-way pops, else stays; faster decides by direction")
  func flutterCupertino() throws {
    let before = try replay(.edgeBack, "flutter-cupertino", edge(20, over: 2), gesture: .edgeSwipe)
    let after = try replay(.edgeBack, "flutter-cupertino", edge(24, over: 2), gesture: .edgeSwipe)
    let fling = try replay(.edgeBack, "flutter-cupertino", edge(10, over: 0.2), gesture: .edgeSwipe)
    #expect(before.decision.percent < 0.5 && abs(before.decision.velocity) < 1)
    #expect(before.summary.outcome == .cancelled)
    #expect(after.decision.percent >= 0.5 && abs(after.decision.velocity) < 1)
    #expect(after.summary.outcome == .finished)
    #expect(fling.decision.percent < 0.5 && fling.decision.velocity >= 1)
    #expect(fling.summary.outcome == .finished)
    // Durations: pop over ⌊800 · (1 − p)⌋ ms, stay over min(⌊800 · p⌋, 300) ms.
    #expect(after.handOff.completionDuration == (800 * (1 - after.decision.percent)).rounded(.down) / 1000)
    #expect(before.handOff.completionDuration == min((800 * before.decision.percent).rounded(.down), 300) / 1000)
  }

  @Test("flutter-cupertino: a fling back toward the edge keeps the page from anywhere")
  func flutterBack() {
    let policy = FinishPolicy.flutterCupertino(velocityThreshold: 1, midpoint: 0.5)
    #expect(policy.decide(percent: 0.9, velocity: -1).outcome == .cancel)
    #expect(policy.decide(percent: 0.9, velocity: -0.99).outcome == .finish)
    #expect(policy.decide(percent: 0.5, velocity: 0).outcome == .finish)  // controller value 0.5 pops
  }

  // MARK: - motionlayout

  @Test("motionlayout: finishes when percent + velocity / 3 reaches 0.5")
  func motionLayout() throws {
    let slow = try replay(.edgeBack, "motionlayout", edge(16, over: 2), gesture: .edgeSwipe)
    let quick = try replay(.edgeBack, "motionlayout", edge(16, over: 0.5), gesture: .edgeSwipe)
    for result in [slow, quick] {
      #expect(abs((result.decision.projected ?? -1) - (result.decision.percent + result.decision.velocity / 3)) < 1e-12)
      #expect(result.decision.percent < 0.5)
    }
    #expect(try #require(slow.decision.projected) < 0.5 && slow.summary.outcome == .cancelled)
    #expect(try #require(quick.decision.projected) >= 0.5 && quick.summary.outcome == .finished)
  }

  // MARK: - uikit-navigation

  @Test("uikit-navigation: a slow release pops when p + v̄·d passes min(187.5 pt / 390 pt, 0.5) = 0.481, and stays before it")
  func uikitNavigation() throws {
    // Back-swipe on the Synaptics pad: 160 points per inch, a 0.5 s slide; 24 and 28 mm in 3 s.
    let before = try replay(.backSwipe, "uikit-navigation", edge(24, over: 3), gesture: .edgeSwipe)
    let after = try replay(.backSwipe, "uikit-navigation", edge(28, over: 3), gesture: .edgeSwipe)
    for result in [before, after] {
      let projected = try #require(result.decision.projected)
      let averaged = try #require(result.decision.ruleVelocity)
      // A steady finger: the averaged velocity is the release's and the acceleration term is the pad's
      // rounding only.
      #expect(abs(averaged - result.decision.velocity) < 0.01)
      #expect(abs(projected - (result.decision.percent + averaged * 0.5)) < 0.01)
      #expect(result.decision.percent < 0.481)
    }
    #expect(try #require(before.decision.projected) < 0.481 && before.summary.outcome == .cancelled)
    #expect(try #require(after.decision.projected) > 0.481 && after.summary.outcome == .finished)
    // edge-back's classic rule pops even the shorter one: 22.75 of its 40 mm is past 0.3.
    let classic = try replay(.edgeBack, "uikit-classic", edge(24, over: 3), gesture: .edgeSwipe)
    #expect(classic.decision.percent > 0.3 && classic.summary.outcome == .finished)
  }

  @Test("uikit-navigation: the rest plays on the completion curve over min(d, r / |v|), from rest")
  func uikitNavigationCompletion() throws {
    let fling = try replay(.backSwipe, "uikit-navigation", edge(8, over: 0.05), gesture: .edgeSwipe)
    let slow = try replay(.backSwipe, "uikit-navigation", edge(24, over: 3), gesture: .edgeSwipe)
    for (result, remaining) in [(fling, 1 - fling.decision.percent), (slow, slow.decision.percent)] {
      let expected = min(0.5, remaining / abs(result.decision.velocity))
      #expect(abs(result.handOff.completionDuration - expected) < 1e-12)
      // Ease-in-out starts from rest: the whole release velocity is lost at the hand-off, as in UIKit.
      #expect(abs(try #require(result.handOff.initialVelocity)) < 0.01)
    }
    #expect(fling.handOff.completionDuration < 0.5 && slow.handOff.completionDuration == 0.5)
    // completionCurve linear: the rest starts at r / T, no longer from rest.
    let linear = try replay(
      .backSwipe, "uikit-navigation", edge(8, over: 0.05), gesture: .edgeSwipe, options: ["completionCurve": "linear"])
    let r = 1 - linear.decision.percent
    #expect(abs(try #require(linear.handOff.initialVelocity) - r / linear.handOff.completionDuration) < 0.01)
  }

  // MARK: - Hand-off

  @Test("A spring completion starts at the release velocity; UIKit's ease-in-out starts from rest")
  func handOffContinuity() throws {
    let pinch: (inout SynthesisRecipe) -> Void = { ($0.device, $0.to, $0.duration) = (.precision, 0.5, 0.4) }
    let spring = try replay(.pinchPop, "uikit-classic", pinch, gesture: .pinch, options: ["completion": "spring"])
    let initial = try #require(spring.handOff.initialVelocity)
    #expect(spring.handOff.releaseVelocity > 0.5)
    #expect(abs(initial - spring.handOff.releaseVelocity) < 0.01 * spring.handOff.releaseVelocity)
    #expect(abs(try #require(spring.handOff.firstFrameJump)) < 0.01)
    // The spring runs until it has settled, and that is the completion's planned duration.
    let springEnd = try #require(spring.summary.completionTime)
    #expect(abs(spring.handOff.completionDuration - (springEnd - spring.handOff.releaseTime)) < 1e-9)
    // The zoom runs on the legacy driver: the rest plays on the completion curve, ease-in-out, whose
    // slope at 0 is 0: the whole release velocity is lost.
    let classic = try replay(.pinchPop, "uikit-classic", pinch, gesture: .pinch, options: ["completion": "classic"])
    #expect(abs(try #require(classic.handOff.initialVelocity)) < 0.001)
    #expect(abs(try #require(classic.handOff.velocityJump) + classic.handOff.releaseVelocity) < 0.001)
    #expect(try #require(classic.handOff.firstFrameJump) < 0)
  }
}
