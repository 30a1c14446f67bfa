import GlideAnimation
import GlideInput
import GlideTestSupport
import Testing

@testable import GlideSimulation

/// edge-back's and back-swipe's one navigation bar changes its items alongside the pop, through the
/// transition coordinator, so the views the log and the renderer read agree with the slide: General's
/// items fade out as Settings' fade in, in step with the percent on screen, and a cancel puts General's
/// back.
@Suite("Settings' navigation bar alongside the pop")
struct SettingsNavigationBarTests {
  /// (percent on screen, General's bar's alpha, Settings' bar's alpha) at every display frame of `trace`.
  static func alphas(_ trace: String, scenario: Scenario) throws
    -> [(percent: Double?, general: Double, settings: Double)]
  {
    let reader = try TraceReader.open(Glide.path(trace))
    let replayer = Replayer(scenario: scenario, options: scenario.defaultOptions, device: reader.device)
    let frames = ReplayFrames(replayer: replayer)
    var seen: [(Double?, Double, Double)] = []
    frames.onFrame = { frame in
      let snapshot = ViewTreeSnapshot(
        window: replayer.run.scene.window, time: frame.time, source: .frame, percent: frame.percent)
      let general = snapshot.nodes.first { $0.name == "general bar" }?.alpha ?? -1
      let settings = snapshot.nodes.first { $0.name == "settings bar" }?.alpha ?? -1
      seen.append((frame.percent, general, settings))
    }
    _ = try frames.replay { try reader.next() }
    return seen
  }

  @Test(
    "A finished pop fades General's items out as Settings' fade in, passing halfway; they end Settings'",
    arguments: [
      ("traces/edge-back/finish.evemu", Scenario.edgeBack), ("traces/back-swipe/finish-distance.evemu", .backSwipe),
    ])
  func finishedPop(trace: String, scenario: Scenario) throws {
    let seen = try Self.alphas(trace, scenario: scenario)
    let first = try #require(seen.first)
    #expect(first.general == 1 && first.settings == 0, "\(trace): \(first)")
    // The two fade together, and cross halfway while the pop is on screen.
    #expect(seen.allSatisfy { abs($0.general + $0.settings - 1) < 1e-6 }, "\(trace)")
    #expect(seen.contains { $0.percent != nil && $0.general > 0.2 && $0.general < 0.8 }, "\(trace)")
    let last = try #require(seen.last)
    #expect(last.general == 0 && last.settings == 1, "\(trace): \(last)")
  }

  @Test("A cancelled pop puts General's items back", arguments: [
    ("traces/edge-back/cancel.evemu", Scenario.edgeBack), ("traces/back-swipe/cancel.evemu", .backSwipe),
  ])
  func cancelledPop(trace: String, scenario: Scenario) throws {
    let seen = try Self.alphas(trace, scenario: scenario)
    #expect(seen.contains { $0.general < 1 }, "\(trace): the items moved")
    let last = try #require(seen.last)
    #expect(last.general == 1 && last.settings == 0, "\(trace): \(last)")
  }
}
