import GlideInput
import GlideScenarios
import GlideSimulation
import GlideTestSupport
import GlideWindow
import Testing

/// The window's replay, frame by frame, against `glide replay` and `glide render` on the same trace.
@Suite struct ReplayPlaybackTests {
  static func trace(_ path: String = "traces/default.evemu") throws -> (DeviceDescription, [InputEvent]) {
    let reader = try TraceReader.open(Glide.path(path), descriptionPath: nil, deviceIndex: 0)
    var events: [InputEvent] = []
    while let event = try reader.next() { events.append(event) }
    return (reader.device, events)
  }

  static func playback(_ path: String = "traces/default.evemu") throws -> ReplayPlayback {
    let (device, events) = try trace(path)
    return ReplayPlayback(
      events: events, device: device, scenario: .pinchPop, options: Scenario.pinchPop.defaultOptions, framesPerSecond: 60)
  }

  /// The percent on screen at each frame `glide render` draws, by display-link index.
  static func renderedPercents(_ path: String = "traces/default.evemu") throws -> [(Int64, Double?)] {
    let (device, events) = try trace(path)
    let frames = ReplayFrames(
      replayer: Replayer(scenario: .pinchPop, options: Scenario.pinchPop.defaultOptions, device: device))
    var percents: [(Int64, Double?)] = []
    frames.onFrame = { percents.append(($0.index, $0.percent)) }
    var iterator = events.makeIterator()
    _ = frames.replay { iterator.next() }
    return percents
  }

  @Test func playedToTheEndItEndsAsGlideReplayDoes() throws {
    let (device, events) = try Self.trace()
    var iterator = events.makeIterator()
    let expected = Replayer(scenario: .pinchPop, options: Scenario.pinchPop.defaultOptions, device: device)
      .replay { iterator.next() }
    let playback = try Self.playback()
    var frames = 0
    while !playback.hasEnded {
      playback.show(playback.frame + 1)
      frames += 1
      try #require(frames < 10_000)
    }
    #expect(playback.summary == expected)
    #expect(expected.outcome == .finished)
  }

  @Test func eachFrameShowsWhatGlideRenderDrawsThere() throws {
    let rendered = try Self.renderedPercents()
    let playback = try Self.playback()
    #expect(playback.firstFrame == rendered.first?.0)
    var inFlight = 0
    for (index, percent) in rendered {
      playback.show(index)
      let run = playback.replayer.run
      let shown = run.isTransitionInFlight
        ? run.interactor.presentedPercent(at: playback.time) ?? run.interactor.percentComplete : nil
      #expect(shown == percent, "frame \(index)")
      if percent != nil { inFlight += 1 }
    }
    #expect(inFlight > 20)
  }

  @Test func steppingBackShowsTheFrameAsPlayingToItDid() throws {
    let playback = try Self.playback()
    let target = playback.firstFrame + 20
    playback.show(target)
    let percent = playback.replayer.run.interactor.presentedPercent(at: playback.time)
    let contacts = playback.trails.contacts
    let status = playback.headsUp
    try #require(percent != nil && !contacts.isEmpty, "frame 20 is mid-pinch")
    playback.show(target + 7)
    #expect(playback.replayer.run.interactor.presentedPercent(at: playback.time) != percent)
    playback.show(target)
    #expect(playback.frame == target)
    #expect(playback.replayer.run.interactor.presentedPercent(at: playback.time) == percent)
    #expect(playback.trails.contacts == contacts)
    #expect(playback.headsUp == status)
    playback.restart()
    #expect(playback.frame == playback.firstFrame)
    playback.show(playback.firstFrame - 5)
    #expect(playback.frame == playback.firstFrame)
  }

  @Test func endingMidPinchCancelsTheTransitionAndNeverLeavesItHalfDone() throws {
    let playback = try Self.playback()
    playback.show(playback.firstFrame + 20)
    let run = playback.replayer.run
    try #require(run.interactor.context?.isInteractive == true)
    let summary = playback.end()
    #expect(summary.outcome == .cancelled)
    #expect(summary.transitionsStarted == 1 && summary.transitionsEnded == 1)
    #expect(!run.isBusy)
    #expect(playback.hasEnded && playback.end() == summary)
  }

  @Test func endingAfterTheReleasePlaysTheCompletionOut() throws {
    let playback = try Self.playback()
    while playback.headsUp.status.decision == nil { playback.show(playback.frame + 1) }
    try #require(playback.replayer.run.isTransitionInFlight)
    let summary = playback.end()
    #expect(summary.outcome == .finished)
    #expect(summary.transitionsStarted == 1 && summary.transitionsEnded == 1)
  }

  @Test func theHeadsUpLinesSayTheGestureTheDecisionAndTheHandOff() throws {
    let playback = try Self.playback()
    playback.show(playback.firstFrame + 20)
    let lines = playback.headsUp.lines
    #expect(lines.count == 3)
    #expect(lines[0].hasPrefix("pinch changed  scale 0."))
    #expect(lines[0].hasSuffix("touches 2"))
    #expect(lines[1].hasPrefix("percent 0.") && lines[1].contains("pop interactive  decision none"))
    #expect(lines[2] == "no hand-off yet")
    while !playback.hasEnded { playback.show(playback.frame + 1) }
    let end = playback.headsUp.lines
    #expect(end[1].hasPrefix("percent 1.0000  pop finished  decision finish (percent 0.551 > 0.3)"))
    #expect(end[2].hasPrefix("hand-off release "))
    #expect(end[2].contains("/s → completion "))
    #expect(playback.headsUp.outcome == .finish)
  }
}
