import Foundation
import GlideAnimation
import GlideTestSupport
import GlideTransitions
import Testing

@testable import GlideSimulation
@testable import GlideTraceTesting
import GlideScenarioTestSupport

/// `glide test`'s motion checkpoints: how they are read, how a wrong one is reported, and that they judge
/// the real replay.
@Suite("Trace expectations: motion checkpoints", .builtInScenarios)
struct MotionExpectationTests {
  private let base =
    #""trace": "tilt-right.evemu", "scenario": "parallax", "outcome": "none", "percentAtRelease": null, "#
    + #""releaseTime": null, "completionTime": null"#

  private func parse(_ members: String) throws(TraceExpectationError) -> TraceExpectation {
    try TraceExpectation.parse(
      Data("{\(base), \(members)}".utf8), path: Glide.path("traces/parallax/x.expect.json"))
  }

  private func message(_ members: String) -> String {
    do {
      _ = try parse(members)
      return "(accepted)"
    } catch {
      return error.description
    }
  }

  @Test("Checkpoints are read with their numbers; a malformed one names its place")
  func parsing() throws {
    let expectation = try parse(
      #""motionFrames": 811, "motion": [{"time": 0.5, "horizontal": {"value": 0.5092, "tolerance": 0.001}, "#
        + #""view": "Card", "x": {"value": 205.18, "tolerance": 0.05}}]"#)
    #expect(expectation.motionFrames == 811)
    #expect(
      expectation.motion == [
        .init(
          time: 0.5, horizontal: .near(value: 0.5092, tolerance: 0.001), vertical: nil, view: "Card",
          x: .near(value: 205.18, tolerance: 0.05), y: nil)
      ])
    #expect(message(#""motion": {"time": 1}"#).contains(#"field "motion": expected an array of checkpoints"#))
    #expect(message(#""motion": [{"time": 1, "size": 3}]"#).contains(#"unknown field "motion[0].size""#))
    #expect(message(#""motion": [{"horizontal": {"value": 0, "tolerance": 0}}]"#).contains(#"field "motion[0].time" is missing"#))
    #expect(message(#""motion": [{"time": 1, "x": {"value": 0, "tolerance": 0}}]"#).contains(#"field "motion[0].view" is missing"#))
    #expect(message(#""motion": [{"time": 1, "view": "Card", "y": 3}]"#).contains(#"field "motion[0].y""#))
  }

  @Test("Each checkpoint judges the last motion frame at or before its time; a missing frame fails")
  func judging() throws {
    let expectation = try parse(
      #""motion": [{"time": 0.02, "horizontal": {"value": 0.1, "tolerance": 0.01}, "view": "Card", "#
        + #""x": {"value": 197, "tolerance": 0.5}, "y": {"value": 422, "tolerance": 0.5}}, {"time": 0.001}]"#)
    let sample = MotionSample(
      index: 0, offset: ViewerOffset(horizontal: 0.105, vertical: 0),
      views: [.init(name: "Card", center: Point(x: 198, y: 422))])
    var summary = ReplaySummary(
      scenario: "parallax", outcome: .none, duration: 0, completionSpeed: 1, transitionsStarted: 0,
      transitionsEnded: 0, policy: "", frames: 0, appearanceOrder: [])
    summary.motionFrames = 1
    let checks = expectation.judge(summary, motion: [sample, nil])
    let failed = checks.filter { !$0.passed }.map(\.field)
    #expect(failed == ["motion[0] at 0.02 s Card.x", "motion[1] at 0.001 s"])
    #expect(checks.first { $0.field == "motion[0] at 0.02 s Card.x" }?.seen == "198")
  }

  @Test("A wrong checkpoint fails on the real replay, with what it saw")
  func wrongCheckpointFails() throws {
    let expectation = try parse(
      #""motion": [{"time": 0.5, "view": "Card", "x": {"value": 210, "tolerance": 0.5}}]"#)
    let verdict = TraceTestRunner.run(expectation)
    #expect(verdict.status == .failed)
    #expect(verdict.failures.count == 1)
    #expect(verdict.failures.first?.seen.hasPrefix("205.18") == true, "\(verdict.failures)")
  }
}
