import GlideAnimation
import GlideInput
import GlideTestSupport
import Testing

@testable import GlideScenarios
@testable import GlideSimulation
@testable import GlideReports

/// edge-back's and back-swipe's navigation bar is the navigation controller's own (issue 39, item 7),
/// moved alongside the pop through the transition coordinator, so the views the log and the renderer
/// read agree with the slide: General's title fades out as Settings' large title fades in, in step with
/// the percent on screen, and a cancel puts General's back.
@Suite("Settings' navigation bar alongside the pop")
struct SettingsNavigationControllerBarTests {
  /// (percent on screen, General's title's alpha, Settings' large title's alpha) at every display frame
  /// of `trace`; 0 for an item the bar does not show.
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
      let general = Self.alpha(of: "title", in: "General item", snapshot.nodes)
      let settings = Self.alpha(of: "large title", in: "Settings item", snapshot.nodes)
      seen.append((frame.percent, general, settings))
    }
    _ = try frames.replay { try reader.next() }
    return seen
  }

  /// The alpha of the subview `name` of the view `item`, or 0 when there is no `item`.
  static func alpha(of name: String, in item: String, _ nodes: [ViewNode]) -> Double {
    guard let index = nodes.firstIndex(where: { $0.name == item }) else { return 0 }
    let depth = nodes[index].depth
    let child = nodes[(index + 1)...].prefix { $0.depth > depth }.first { $0.depth == depth + 1 && $0.name == name }
    return child?.alpha ?? -1
  }

  @Test(
    "A finished pop fades General's title out as Settings' large title fades in, passing halfway; the bar ends Settings'",
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

  @Test("A cancelled pop puts General's title back", arguments: [
    ("traces/edge-back/cancel.evemu", Scenario.edgeBack), ("traces/back-swipe/cancel.evemu", .backSwipe),
  ])
  func cancelledPop(trace: String, scenario: Scenario) throws {
    let seen = try Self.alphas(trace, scenario: scenario)
    #expect(seen.contains { $0.general < 1 }, "\(trace): the items moved")
    let last = try #require(seen.last)
    #expect(last.general == 1 && last.settings == 0, "\(trace): \(last)")
  }
}
