import GlideGestures
import GlideInput
import Testing

@testable import GlideScenarios
@testable import GlideSimulation

/// The back-swipe scenario: UIKit's built-in pop on a touchpad standing for the screen, its rule, its
/// mapping and its refusals (reference §7.5), and the shipped traces under a real recording's noise.
@Suite struct BackSwipeScenarioTests {
  private typealias Run = BackSwipeReplay

  /// The events of `timeline` on `device`.
  private func events(_ timeline: GestureTimeline, on device: DeviceDescription) -> [InputEvent] {
    TraceSynthesizer(device: device).events(for: timeline)
  }

  /// The notes a run logged.
  private func notes(_ result: BackSwipeReplay.Result) -> [String] {
    result.records.compactMap { if case .note(let text) = $0.kind { text } else { nil } }
  }

  @Test func itsRuleIsUIKitsOwnAndEdgeBackKeepsTheClassicOne() {
    #expect(Scenario.builtIn.map(\.name).contains("back-swipe"))
    #expect(Scenario.backSwipe.defaultOptions.text("policy") == "uikit-navigation")
    #expect(Scenario.edgeBack.defaultOptions.text("policy") == "uikit-classic")
    #expect(Scenario.pinchPop.defaultOptions.text("policy") == "uikit-classic")
    let policy = FinishRule.policy(from: Scenario.backSwipe.defaultOptions, device: .touchpad)
    #expect(policy == .uikitNavigation(.standard(width: 390)))
  }

  @Test("Progress is the travel in points over the screen's width: 160 points per inch on every pad, or the pad's width with pointsPerInch 0")
  func progressIsTravelInPointsOverTheWidth() throws {
    for device in [DevicePreset.synaptics, .precision] {
      // 20 mm in 2 s: 10 mm/s, slow; the pan begins at 1 mm and trails by 0.25 mm.
      let fixed = try Run.run { ($0.device, $0.distance, $0.duration) = (device, 20, 2) }
      let translation = try #require(lastTranslation(fixed))
      #expect(abs(translation - 18.75) < 0.05)
      let decision = try #require(fixed.decision)
      #expect(abs(decision.percent - translation * (160 / 25.4) / 390) < 1e-9)
      #expect(abs(decision.velocity - 10 * (160 / 25.4) / 390) < 0.003)
      let spread = try Run.run({ ($0.device, $0.distance, $0.duration) = (device, 20, 2) }, options: ["pointsPerInch": "0"])
      let width = device.device.geometry.widthMillimetres
      #expect(abs(try #require(spread.decision).percent - translation / width) < 1e-9, "\(device)")
    }
  }

  private func lastTranslation(_ result: BackSwipeReplay.Result) -> Double? {
    result.records.reversed().lazy.compactMap { record -> Double? in
      if case .gesture(_, .changed, .pan(let translation, _), _, _) = record.kind { translation.dx } else { nil }
    }.first
  }

  @Test("More than one touch: two fingers never begin the back swipe; a second landing mid-swipe cancels the pop")
  func oneTouchOnly() throws {
    let two = try Run.run { ($0.device, $0.fingers, $0.distance, $0.duration) = (.precision, 2, 40, 0.4) }
    #expect(two.summary.outcome == .none && two.summary.transitionsStarted == 0)
    // The same two fingers start edge-back, whose pan takes any number.
    let edgeBack = try Run.run(
      { ($0.device, $0.fingers, $0.distance, $0.duration) = (.precision, 2, 40, 0.4) }, scenario: .edgeBack)
    #expect(edgeBack.summary.transitionsStarted == 1)
    // One finger in, far past the threshold, and a second one landing at 0.3 s: the pan is cancelled,
    // and so is the pop, without asking the rule.
    let device = DeviceDescription.precisionTouchpad
    let swipe = GestureTimeline.edgeSwipe(from: .left, surface: device.geometry, distance: 50, duration: 0.4)
      .thirdFinger(landsAt: 0.3)
    let second = try Run.run(events(swipe, on: device), device: device)
    #expect(second.summary.outcome == .cancelled)
    #expect(second.summary.transitionsStarted == 1)
    #expect(second.summary.decision == "gesture cancelled")
    #expect(second.records.contains { if case .gestureCancelled(let p) = $0.kind { p > 0.5 } else { false } })
  }

  @Test("A swipe that lands in the navigation bar starts no pop; without a bar it does")
  func navigationBar() throws {
    let device = DeviceDescription.precisionTouchpad
    // 5 % down the 67 mm pad: 3.35 mm, reported as 3.333 mm in the pad's units, 21 points: inside the
    // 44-point bar.
    let high = GestureTimeline.edgeSwipe(from: .left, surface: device.geometry, along: 0.05, distance: 40, duration: 0.4)
    let refused = try Run.run(events(high, on: device), device: device)
    #expect(refused.summary.outcome == .none && refused.summary.transitionsStarted == 0)
    #expect(notes(refused) == ["edge-pan landed in the navigation bar (y 20.997 pt < 44 pt): no pop"])
    let noBar = try Run.run(events(high, on: device), device: device, options: ["navigationBarHeight": "0"])
    #expect(noBar.summary.outcome == .finished)
    // 10 % down (42.2 points) is still in it; 15 % (63.3 points) is below it.
    let low = GestureTimeline.edgeSwipe(from: .left, surface: device.geometry, along: 0.15, distance: 40, duration: 0.4)
    #expect(try Run.run(events(low, on: device), device: device).summary.outcome == .finished)
    let edge = GestureTimeline.edgeSwipe(from: .left, surface: device.geometry, along: 0.1, distance: 40, duration: 0.4)
    #expect(try Run.run(events(edge, on: device), device: device).summary.transitionsStarted == 0)
  }

  @Test("A swipe from the edge zone that moves toward the edge or along it starts no pop")
  func wrongDirection() throws {
    let device = DeviceDescription.synapticsTouchpad  // edge zone min(8, 8 % of 66) = 5.28 mm
    for move in [MillimetreVector(dx: -4, dy: 0), MillimetreVector(dx: 0, dy: 12), MillimetreVector(dx: 3, dy: -8)] {
      var timeline = GestureTimeline()
      let finger = timeline.landFinger(at: MillimetrePoint(x: 5, y: 14), time: 0)
      timeline.moveFinger(finger, to: MillimetrePoint(x: 5 + move.dx, y: 14 + move.dy), from: 0, to: 0.3)
      timeline.liftFinger(finger, at: 0.3)
      let result = try Run.run(events(timeline, on: device), device: device)
      #expect(result.summary.transitionsStarted == 0, "\(move)")
    }
  }

  @Test("A finger landing while the pop completes takes it back where it is, and its travel adds to that percent")
  func regrabAddsToThePausedPercent() throws {
    let device = DeviceDescription.synapticsTouchpad
    var timeline = GestureTimeline.edgeSwipe(from: .left, surface: device.geometry, distance: 12, duration: 0.8)
    // The short drag cancels (traces/back-swipe/cancel.evemu): 0.5 s back to 0 from 0.8125 s. A finger
    // lands at the edge 0.1 s into it and drags 20 mm more in 0.5 s.
    let again = GestureTimeline.edgeSwipe(from: .left, surface: device.geometry, distance: 20, duration: 0.5)
    timeline = timeline.followed(by: again, at: 0.9)
    let result = try Run.run(events(timeline, on: device), device: device)
    let regrab = try #require(result.records.lazy.compactMap { if case .regrab(let p) = $0.kind { p } else { nil } }.first)
    #expect(regrab > 0.05 && regrab < 0.1716, "somewhere on the way back")
    var after: [(translation: Double, percent: Double)] = []
    var seenRegrab = false
    for record in result.records {
      if case .regrab = record.kind { seenRegrab = true }
      if seenRegrab, case .gesture(_, .changed, .pan(let translation, _), _, let percent?) = record.kind {
        after.append((translation.dx, percent))
      }
    }
    #expect(after.count > 10)
    let scale = (160 / 25.4) / 390
    #expect(after.allSatisfy { abs($0.percent - (regrab + $0.translation * scale)) < 1e-9 })
    #expect(result.summary.transitionsStarted == 1 && result.summary.transitionsEnded == 1)
  }

  /// The shipped traces' recipes (tools/make-traces) with the jitter of a real touchpad: 0.04–0.06 mm
  /// across the motion in traces/real's Synaptics, Elantech and ALPS recordings (second differences of
  /// each touch's positions, robust standard deviation / √6). Every seed keeps the noiseless outcome.
  @Test(
    "The back-swipe traces keep their outcome under a real pad's 0.05 mm of jitter, 20 seeds each",
    arguments: [
      ("finish-distance", 38.0, 2.5, nil as Double?, ReplaySummary.Outcome.finished),
      ("finish-fling", 8, 0.05, nil, .finished),
      ("cancel", 12, 0.8, nil, .cancelled),
      ("cancel-fling-back", 40, 0.5, 10, .cancelled),
    ])
  func robustToRealNoise(name: String, distance: Double, duration: Double, back: Double?, outcome: ReplaySummary.Outcome)
    throws
  {
    for seed in UInt64(1)...20 {
      let result = try Run.run {
        ($0.distance, $0.duration, $0.noise, $0.seed) = (distance, duration, 0.05, seed)
        if let back { ($0.returnDistance, $0.returnDuration) = (back, 0.05) }
      }
      #expect(result.summary.outcome == outcome, "\(name), seed \(seed): \(result.decision?.reason ?? "no decision")")
    }
  }
}
