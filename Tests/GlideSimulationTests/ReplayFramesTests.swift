import GlideGestures
import GlideInput
import GlideTestSupport
import Testing

@testable import GlideScenarios
@testable import GlideSimulation

/// Every display frame of a replay, still ones included, as `glide render` draws them.
@Suite("Replay frames")
struct ReplayFramesTests {
  /// The default trace's pinch: 1 → 0.4 over 0.5 s, on which pinch-pop finishes.
  private static var pinch: (DeviceDescription, [InputEvent]) {
    var recipe = SynthesisRecipe(gesture: .pinch)
    (recipe.from, recipe.to, recipe.startDistance, recipe.duration) = (1, 0.4, 30, 0.5)
    (recipe.rate, recipe.noise, recipe.seed) = (80, 0.05, 1)
    return (recipe.synthesizer.device, recipe.events)
  }

  /// The frames handed over, the times the replayer ran itself, its frame records' times and the summary.
  private static func replay(_ input: (DeviceDescription, [InputEvent]), fps: Double = 60) -> (
    frames: [ReplayFrames.Frame], moving: [Double], records: [(time: Double, percent: Double)], summary: ReplaySummary,
    engineEnd: Double
  ) {
    let replayer = Replayer(
      scenario: .pinchPop, options: Scenario.pinchPop.defaultOptions, device: input.0, framesPerSecond: fps)
    var moving: [Double] = []
    replayer.onFrame = { moving.append($0) }
    let frames = ReplayFrames(replayer: replayer)
    var handed: [ReplayFrames.Frame] = []
    frames.onFrame = { handed.append($0) }
    var iterator = input.1.makeIterator()
    let summary = frames.replay { iterator.next() }
    let records = replayer.run.records.compactMap { record -> (Double, Double)? in
      if case .frame(_, let percent, _, _) = record.kind { return (record.time, percent) }
      return nil
    }
    return (handed, moving, records, summary, replayer.run.scene.engine.currentTime)
  }

  @Test("Every display frame from the first event to the end, numbered without gaps, at index / fps")
  func everyFrameInOrder() throws {
    let input = Self.pinch
    let (frames, _, _, summary, end) = Self.replay(input)
    let first = try #require(input.1.first).time.seconds
    #expect(summary.outcome == .finished)
    #expect(frames.map(\.number) == Array(0..<frames.count))
    let firstIndex = Int64((first * 60).rounded(.down)) + 1
    #expect(frames.map(\.index) == Array(firstIndex..<firstIndex + Int64(frames.count)))
    for frame in frames { #expect(frame.time == Double(frame.index) / 60) }
    // The last frame is the one the replay ended on.
    let last = try #require(frames.last)
    #expect(last.time == end)
    #expect(try #require(summary.completionTime) <= last.time)
    // 0.000001 s to 0.7167 s at 60 Hz: frames 1 … 43.
    #expect(frames.count == 43)
  }

  @Test("The replayer's own frames are handed over as moving, with the percent its log shows; the rest are still")
  func movingAndStill() throws {
    let (frames, moving, records, _, _) = Self.replay(Self.pinch)
    #expect(frames.filter(\.isMoving).map(\.time) == moving)
    #expect(!moving.isEmpty)
    // Before the pinch begins nothing moves: the first frames are still, with no transition.
    let firstMoving = try #require(frames.firstIndex { $0.isMoving })
    #expect(firstMoving > 0)
    for frame in frames[..<firstMoving] { #expect(frame.percent == nil || frame.percent == 0) }
    // Each logged frame is handed over at its time with its percent.
    for record in records {
      let frame = try #require(frames.first { $0.time == record.time })
      #expect(frame.isMoving)
      #expect(frame.percent == record.percent)
    }
  }

  /// drag-drawer drives its sheet through layout, not a percent-driven transition: its frames carry
  /// the drawer's percent as its log does (render captions showed 0 % while the sheet rose).
  @Test("A scenario that drives its own interaction hands its frames over with its percent")
  func aDrivenInteractionsPercent() throws {
    let reader = try TraceReader.open(Glide.path("traces/drag-drawer/open.evemu"), descriptionPath: nil, deviceIndex: 0)
    let replayer = Replayer(scenario: .dragDrawer, options: Scenario.dragDrawer.defaultOptions, device: reader.device)
    let frames = ReplayFrames(replayer: replayer)
    var handed: [ReplayFrames.Frame] = []
    frames.onFrame = { handed.append($0) }
    let summary = try frames.replay { try reader.next() }
    #expect(summary.outcome == .finished)
    let records = replayer.run.records.compactMap { record -> (Double, Double)? in
      if case .frame(_, let percent, _, _) = record.kind { return (record.time, percent) }
      return nil
    }
    try #require(records.count > 10)
    for (time, percent) in records {
      let frame = try #require(handed.first { $0.time == time })
      #expect(frame.percent == percent, "at \(time) s")
    }
    #expect(records.contains { $0.1 > 0.5 })
  }

  @Test("A transition that starts exactly on a frame's time: that frame shows it, once")
  func inputOnAFrameTime() throws {
    // Shift the pinch so that the input frame where the pinch begins lands on a display-frame time
    // (0.15 s is frame 9 at 60 Hz, and a whole number of microseconds).
    let (device, events) = Self.pinch
    let replayer = Replayer(scenario: .pinchPop, options: Scenario.pinchPop.defaultOptions, device: device)
    var iterator = events.makeIterator()
    _ = replayer.replay { iterator.next() }
    let began = try #require(
      replayer.run.records.first { record in
        if case .gesture(_, .began, _, _, _) = record.kind { return true }
        return false
      })
    let shift = 150_000 - Int64((began.time * 1_000_000).rounded())
    let shifted = events.map { event in
      InputEvent(
        time: Timestamp(microseconds: event.time.microseconds + shift), type: event.type, code: event.code,
        value: event.value)
    }
    let (frames, _, records, summary, _) = Self.replay((device, shifted))
    #expect(summary.outcome == .finished)
    #expect(frames.map(\.number) == Array(0..<frames.count))
    let indices = frames.map(\.index)
    #expect(indices == Array(indices[0]..<indices[0] + Int64(indices.count)))
    let onTheInput = try #require(frames.first { $0.index == 9 })
    #expect(onTheInput.time == 0.15)
    // The transition began at 0.15 s, so that frame shows it in flight (at percent 0).
    #expect(onTheInput.percent == 0)
    #expect(records.first.map { $0.time > 0.15 } ?? false)
  }
}
