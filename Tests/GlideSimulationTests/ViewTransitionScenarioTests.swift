import Foundation
import GlideAnimation
import GlideInput
import GlideTestSupport
import Testing

@testable import GlideScenarios
@testable import GlideSimulation
@testable import GlideTransitions
import GlideScenarioTestSupport

/// The view-transition scenarios: `flip-card` (a two-finger pan flips a card) and `curl-page` (an edge pan
/// curls the page), replayed over their shipped traces and over generated strokes: what each display
/// frame logs, the views at the end, re-grabs.
@Suite(.builtInScenarios) struct ViewTransitionScenarioTests {
  struct Replay {
    let summary: ReplaySummary
    let run: ScenarioRun
    var records: [ReplayRecord] { run.records }

    /// The frames with their percent and view-transition sample.
    var frames: [(time: Double, percent: Double, sample: ViewTransitionSample?)] {
      records.compactMap {
        if case .frame(_, let percent, _, let sample) = $0.kind { ($0.time, percent, sample) } else { nil }
      }
    }

    /// The names of the views in the transitioning content at the end.
    var content: [String] { InteractionInvariants.SceneShape.content(of: run.scene)?.subviews.map(\.name) ?? [] }

    /// The release's time.
    var release: Double? {
      records.first { if case .decision = $0.kind { true } else { false } }?.time
    }
  }

  static func replay(_ trace: String, _ scenario: Scenario, options extra: [String: String] = [:]) throws -> Replay {
    let reader = try TraceReader.open(Glide.path(trace))
    var options = scenario.defaultOptions
    for (key, value) in extra.sorted(by: { $0.key < $1.key }) { try options.set(key, to: value) }
    let replayer = Replayer(scenario: scenario, options: options, device: reader.device)
    let summary = try replayer.replay { try reader.next() }
    return Replay(summary: summary, run: replayer.run)
  }

  @Test("flip-card finishing: every frame logs the card's angle, π times the percent, its back showing past half")
  func flipFinishes() throws {
    let replay = try Self.replay("traces/flip-card/finish.evemu", .flipCard)
    #expect(replay.summary.outcome == .finished && replay.summary.transitionsStarted == 1)
    let frames = replay.frames
    #expect(frames.count > 20)
    for frame in frames.dropLast() {
      let sample = try #require(frame.sample, "t=\(frame.time)")
      #expect(sample.transition == .flipFromLeft)
      // The linear curve: the progress is the percent, and the angle follows the fingers.
      #expect(abs(sample.progress - frame.percent) < 1e-9)
      #expect(abs(sample.value - Double.pi * frame.percent) < 1e-9)
      #expect(sample.showsIncoming == (frame.percent > 0.5))
    }
    #expect(replay.content == ["Back"])
    // The log says it: text and JSON.
    let atRelease = try #require(replay.records.first { $0.time > replay.release! && { if case .frame = $0.kind { true } else { false } }($0) })
    let text = TextLogFormatter.line(atRelease)
    #expect(text.contains("percent 0.6815  flipFromLeft 2.141 rad (to)  Front off screen | Back (75.0, 252.0 240.0×340.0)"))
    let json = JSONLinesFormatter.line(atRelease)
    #expect(json.hasSuffix(#""viewTransition":{"transition":"flipFromLeft","progress":0.681474,"angle":2.140913,"side":"to"}}"#))
  }

  @Test("flip-card cancelling: a pan to the left flips from the right, and the card turns back to its front")
  func flipCancels() throws {
    let replay = try Self.replay("traces/flip-card/cancel.evemu", .flipCard)
    #expect(replay.summary.outcome == .cancelled)
    let release = try #require(replay.release)
    var last = -Double.infinity
    for frame in replay.frames where frame.time > release {
      guard let sample = frame.sample else { continue }
      #expect(sample.transition == .flipFromRight && sample.value <= 0 && sample.showsIncoming == false)
      #expect(sample.value >= last - 1e-12, "the card only turns back")
      last = sample.value
    }
    #expect(replay.content == ["Front"])
    #expect(replay.run.scene.window.subviews.count == 1)
  }

  @Test("An eased flip: the angle is π times the curve's value at the percent")
  func easedFlip() throws {
    let replay = try Self.replay("traces/flip-card/finish.evemu", .flipCard, options: ["curve": "easeInOut"])
    for frame in replay.frames.dropLast() {
      let sample = try #require(frame.sample)
      let p = CubicTimingFunction.easeInEaseOut.progress(at: frame.percent)
      #expect(abs(sample.progress - p) < 1e-9 && abs(sample.value - Double.pi * p) < 1e-9, "t=\(frame.time)")
    }
  }

  @Test("curl-page: the page's curl follows the finger up; finishing shows page 2, cancelling keeps page 1")
  func curls() throws {
    let finished = try Self.replay("traces/curl-page/finish.evemu", .curlPage)
    #expect(finished.summary.outcome == .finished && finished.content == ["Page 2"])
    for frame in finished.frames.dropLast() {
      let sample = try #require(frame.sample)
      #expect(sample.transition == .curlUp && abs(sample.value - frame.percent) < 1e-9 && sample.showsIncoming == nil)
    }
    let line = JSONLinesFormatter.line(try #require(finished.records.last { if case .frame = $0.kind { true } else { false } }))
    #expect(line.contains(#""viewTransition":{"transition":"curlUp","progress":"#) && line.contains(#","curlProgress":"#))
    let cancelled = try Self.replay("traces/curl-page/cancel.evemu", .curlPage)
    #expect(cancelled.summary.outcome == .cancelled && cancelled.content == ["Page 1"])
    // The curled page during the gesture is the snapshot of page 1, its curl the sample's.
    #expect(cancelled.frames.contains { ($0.sample?.value ?? 0) > 0.2 })
  }

  @Test("The pages' curl radius is an eighth of the screen's shorter side, the card's perspective twice its width")
  func glidesChoices() {
    let screen = Rect(x: 0, y: 0, width: 390, height: 844)
    #expect(ViewTransition.curlRadius(bounds: screen) == 48.75)
    #expect(ViewTransition.perspectiveDistance(for: .flipFromLeft, bounds: Rect(x: 0, y: 0, width: 240, height: 340)) == 480)
  }

  @Test("A vertical two-finger pan flips nothing; three fingers are not the card's pan")
  func refusals() throws {
    let vertical = try Self.replay("traces/spring-present/finish.evemu", .flipCard)
    #expect(vertical.summary.transitionsStarted == 0)
    #expect(vertical.records.contains { if case .note(let text) = $0.kind { text.contains("direction") } else { false } })
    let three = try Self.replay("traces/synaptics/swipe-3-fingers-left.evemu", .flipCard)
    #expect(three.summary.transitionsStarted == 0)
  }

  @Test("Fingers landing while the card turns on take it back where it is, and the next pan decides")
  func regrab() throws {
    typealias II = InteractionInvariants
    // Right 20 mm in 0.2 s (percent 0.43 at 85 mm/s: finishing), then, 0.04 s after the lift, two fingers
    // land and pan 25 mm left: the card turns back and the flip is cancelled.
    let stroke = { (start: Double, dx: Double) in
      II.Stroke(
        start: start, fingers: 2, center: MillimetrePoint(x: 33, y: 13.5), radius: 6, angle: 0,
        translation: MillimetreVector(dx: dx, dy: 0), scale: 1, turn: 0, duration: 0.2,
        segments: [II.Segment(hold: 0, share: 1, easing: .linear)], liftStagger: 0, extras: [], earlyLifts: [],
        drops: [])
    }
    let plan = II.Plan(
      seed: 7, scenario: "flip-card", overrides: [], device: .synaptics, displayRate: 60, scanRate: 80, noise: 0,
      livePoll: nil, strokes: [stroke(0, 20), stroke(0.25, -25)])
    let play = II.play(plan)
    defer { play.tearDown() }
    let problems = II.Checker.check(play) + II.determinismProblems(play)
    #expect(problems.isEmpty, Comment(rawValue: problems.joined(separator: "\n")))
    let regrab = try #require(play.records.first { if case .regrab = $0.kind { true } else { false } })
    guard case .regrab(let percent) = regrab.kind else { return }
    // Where the completion had got to: between the last frame before and the percent at release.
    let before = try #require(
      play.records.last { $0.time < regrab.time && { if case .frame = $0.kind { true } else { false } }($0) })
    guard case .frame(_, let shown, _, let sample?) = before.kind else {
      Issue.record("no sample in the frame before the re-grab")
      return
    }
    #expect(percent >= shown - 1e-9 && percent - shown < 0.06)
    #expect(abs(sample.value - Double.pi * shown) < 1e-9)
    #expect(play.summary.outcome == .cancelled && play.summary.transitionsStarted == 1)
    let content = InteractionInvariants.SceneShape.content(of: play.run.scene)?.subviews.map(\.name)
    #expect(content == ["Front"])
  }
}
