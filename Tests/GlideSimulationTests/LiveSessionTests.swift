import GlideInteraction
import Foundation
import Glibc
import GlideInput
import GlideTestSupport
import Testing

@testable import GlideScenarios
@testable import GlideSimulation

/// The live loop without a device: a scripted input whose events arrive on a manual clock, so every
/// read, tick and redraw happens at a known time.
@Suite struct LiveSessionTests {
  /// Where the manual clock starts, µs (an uptime of 1000 s).
  static let boot: Int64 = 1_000_000_000

  @Test func aPinchReadLiveDecidesAndCompletesAsTheReplayDoes() throws {
    let (device, events) = try Self.defaultTrace()
    let replay = Replayer(scenario: .pinchPop, options: Scenario.pinchPop.defaultOptions, device: device)
    var iterator = events.makeIterator()
    let expected = replay.replay { iterator.next() }

    let clock = ManualClock(Self.boot)
    let input = ScriptedInput(
      device: device, clock: clock, events: events, stampOffset: Self.boot, latency: 800)
    let live = LiveSession(
      input: input, clock: clock, scenario: .pinchPop, options: Scenario.pinchPop.defaultOptions)
    let ending = try live.run(limits: .init(duration: 5, stopAfterTransition: true))
    let summary = live.finish()

    #expect(ending == .transitionCompleted)
    #expect(summary.outcome == .finished)
    #expect(summary.percentAtRelease == expected.percentAtRelease)
    #expect(summary.velocityAtRelease == expected.velocityAtRelease)
    #expect(summary.releaseTime == expected.releaseTime)
    #expect(summary.completionTime == expected.completionTime)
    #expect(summary.appearanceOrder == expected.appearanceOrder)
    #expect(live.status.phase == .finished && live.status.operation == "pop")
    // It stopped at the first read after the completion, less than a display frame later.
    let completion = try #require(expected.completionTime)
    #expect(live.time >= completion && live.time < completion + 1.0 / 60)
  }

  @Test func redrawsComeAtMostOncePerDisplayFrame() throws {
    let (device, events) = try Self.defaultTrace()
    let clock = ManualClock(Self.boot)
    let input = ScriptedInput(
      device: device, clock: clock, events: events, stampOffset: Self.boot, latency: 300)
    let live = LiveSession(
      input: input, clock: clock, scenario: .pinchPop, options: Scenario.pinchPop.defaultOptions)
    var times: [Double] = []
    live.onUpdate = { times.append($0.time) }
    _ = try live.run(limits: .init(duration: 2, stopAfterTransition: true))

    let gaps = zip(times.dropFirst(), times).map { $0 - $1 }
    // The clock is read in whole microseconds.
    #expect(gaps.allSatisfy { $0 >= 1.0 / 60 - 1e-6 && $0 < 1.0 / 60 + 1e-6 })
    // The first event is read at 0.000301 s; then a redraw every 1/60 s until the completion at 0.692 s,
    // input or not: 0.000301 + 41/60 = 0.683637 is the last.
    #expect(times.count == 42)
    #expect(times.first == 0.000301)
  }

  @Test func redrawsFollowTheClockWhenEventsOffItArePlacedAhead() throws {
    // umockdev hands over its script's times (off the session's clock), arriving from the session's
    // start; the session is busy for 60 ms before its first read (a window's first frame), so the first
    // event is placed at 60 ms and the rest keep their spacing from it: up to 60 ms ahead of the clock.
    let (device, events) = try Self.defaultTrace()
    let clock = ManualClock(Self.boot)
    let input = ScriptedInput(
      device: device, clock: clock, events: events, stampOffset: 0, latency: 300, arrivalOffset: Self.boot)
    let live = LiveSession(
      input: input, clock: clock, scenario: .pinchPop, options: Scenario.pinchPop.defaultOptions)
    clock.current += 60_000
    var redraws: [Int64] = []
    live.onUpdate = { _ in redraws.append(clock.current) }
    _ = try live.run(limits: .init(duration: 2, stopAfterTransition: true))
    #expect(live.timeline.eventsAreOnSessionClock == false)
    // A redraw every display frame on the clock from the first read to the completion, none held back
    // until the clock catches up with the events (the completion after the fingers lift has no input).
    let gaps = zip(redraws.dropFirst(), redraws).map { $0 - $1 }
    #expect(gaps.allSatisfy { $0 >= 16_666 && $0 <= 16_668 }, "gaps \(gaps)")
    #expect(redraws.count >= 40)
  }

  @Test func theDeviceGoingAwayMidPinchCancelsThePop() throws {
    let (device, events) = try Self.defaultTrace()
    let held = events.filter { $0.time.seconds <= 0.2875 }
    let clock = ManualClock(Self.boot)
    let input = ScriptedInput(
      device: device, clock: clock, events: held, stampOffset: Self.boot, latency: 500,
      goneAt: Self.boot + 600_000)
    let live = LiveSession(
      input: input, clock: clock, scenario: .pinchPop, options: Scenario.pinchPop.defaultOptions)
    let ending = try live.run(limits: .init(duration: 5))
    #expect(live.status.phase == .interactive)
    let summary = live.finish()

    #expect(
      ending
        == .deviceWentAway("/dev/input/event12: the device went away (unplugged, or its driver was unbound).")
    )
    #expect(ending.message.hasPrefix("Stopped: /dev/input/event12: the device went away"))
    #expect(summary.outcome == .cancelled)
    #expect(summary.decision == "gesture cancelled")
    #expect(summary.releaseTime == 0.6)
    #expect(summary.transitionsStarted == 1 && summary.transitionsEnded == 1)
    #expect(live.status.phase == .cancelled && live.status.state == .cancelled)
    #expect(
      summary.appearanceOrder == [
        "Detail.viewWillDisappear", "Home.viewWillAppear", "Home.viewWillDisappear", "Home.viewDidDisappear",
        "Detail.viewWillAppear", "Detail.viewDidAppear",
      ])
  }

  @Test func aStopRequestEndsTheSessionAndCancelsTheInteraction() throws {
    let (device, events) = try Self.defaultTrace()
    let clock = ManualClock(Self.boot)
    let input = ScriptedInput(
      device: device, clock: clock, events: events, stampOffset: Self.boot, latency: 500)
    let live = LiveSession(
      input: input, clock: clock, scenario: .pinchPop, options: Scenario.pinchPop.defaultOptions)
    let ending = try live.run { clock.now() >= Self.boot + 300_000 ? .signalled(SIGINT) : nil }
    let summary = live.finish()

    #expect(ending == .signalled(SIGINT))
    #expect(ending.message == "Stopped by SIGINT.")
    #expect(summary.outcome == .cancelled)
    #expect(summary.decision == "gesture cancelled")
    let release = try #require(summary.releaseTime)
    #expect(release >= 0.3 && release < 0.3 + 0.0125)
  }

  @Test func anIdleSessionStopsAfterItsDurationHavingReadEveryTenthOfASecond() throws {
    let (device, _) = try Self.defaultTrace()
    let clock = ManualClock(Self.boot)
    let input = ScriptedInput(device: device, clock: clock, events: [], stampOffset: Self.boot, latency: 0)
    let live = LiveSession(
      input: input, clock: clock, scenario: .pinchPop, options: Scenario.pinchPop.defaultOptions)
    let ending = try live.run(limits: .init(duration: 0.25))
    let summary = live.finish()

    #expect(ending == .durationElapsed(0.25))
    #expect(ending.message == "Stopped after 0.250 s.")
    #expect(input.timeouts == [.milliseconds(100), .milliseconds(100), .milliseconds(50)])
    #expect(summary.outcome == .none && summary.transitionsStarted == 0)
  }

  @Test func theScreensAreListedBackToFront() throws {
    let (device, events) = try Self.defaultTrace()
    let clock = ManualClock(Self.boot)
    let input = ScriptedInput(
      device: device, clock: clock, events: events, stampOffset: Self.boot, latency: 500)
    let live = LiveSession(
      input: input, clock: clock, scenario: .pinchPop, options: Scenario.pinchPop.defaultOptions)
    #expect(live.screens().map(\.name) == ["Home", "Detail"])
    #expect(live.screens().map(\.isOnScreen) == [false, true])
    _ = try live.run { clock.now() >= Self.boot + 300_000 ? .quitKey : nil }
    // Mid-pop the zoom puts Home below Detail, which shrinks.
    let middle = live.screens()
    #expect(middle.map(\.name) == ["Home", "Detail"] && middle.allSatisfy(\.isOnScreen))
    #expect(middle[1].scale < 0.95 && middle[1].scale > 0.6)
  }

  // MARK: - Latency

  @Test func latencyOnTheSessionClockCountsFromTheKernelStampOfEachUpdate() throws {
    let (device, events) = try Self.defaultTrace()
    let clock = ManualClock(Self.boot)
    let input = ScriptedInput(
      device: device, clock: clock, events: events, stampOffset: Self.boot, latency: 800)
    let (live, samples) = try Self.latencySamples(input: input, clock: clock, measuring: true)

    // Each frame is readable 800 µs after its stamp and the manual clock stands still meanwhile.
    #expect(live.latencyOrigin == .kernelStamp)
    #expect(samples.count == Self.gestureRecordsWhileReplaying(events, device: device))
    #expect(samples.allSatisfy { $0.microseconds == 800 && $0.origin == .kernelStamp })
    #expect(live.latency.count == samples.count)
    #expect(live.latency.percentile(0.5) == 800 && live.latency.percentile(0.99) == 800)
    #expect(live.inputFrames == events.count { $0.isSynReport })
    #expect(samples.first?.plainLine == "0.1000     latency 800 µs (kernel stamp → update)")
  }

  @Test func latencyOffTheSessionClockCountsFromTheRead() throws {
    let (device, events) = try Self.defaultTrace()
    // Stamped at the trace's own times (as umockdev does); each clock reading takes 5 µs.
    let clock = ManualClock(Self.boot, step: 5)
    let input = ScriptedInput(
      device: device, clock: clock, events: events, stampOffset: 0, latency: 0, arrivalOffset: Self.boot)
    let (live, samples) = try Self.latencySamples(input: input, clock: clock, measuring: true)

    // Read, then the session's reading for the timeline, then the reading after the update: 2 steps.
    #expect(live.latencyOrigin == .readTime)
    #expect(samples.count == Self.gestureRecordsWhileReplaying(events, device: device))
    #expect(samples.allSatisfy { $0.microseconds == 10 && $0.origin == .readTime })
    #expect(samples.first?.jsonLine.hasSuffix(#","microseconds":10,"from":"read"}"#) == true)
  }

  @Test func noLatencyIsMeasuredUnlessAsked() throws {
    let (device, events) = try Self.defaultTrace()
    let clock = ManualClock(Self.boot)
    let input = ScriptedInput(
      device: device, clock: clock, events: events, stampOffset: Self.boot, latency: 800)
    let (live, samples) = try Self.latencySamples(input: input, clock: clock, measuring: false)
    #expect(samples.count == 0 && live.latency.count == 0 && live.inputFrames == 0)
  }

  /// Runs pinch-pop live on `input` until its first transition completes (at most 5 s), collecting the
  /// latency samples the session reports.
  private static func latencySamples(
    input: ScriptedInput, clock: ManualClock, measuring: Bool
  ) throws -> (LiveSession, [LatencySample]) {
    let live = LiveSession(
      input: input, clock: clock, scenario: .pinchPop, options: Scenario.pinchPop.defaultOptions)
    live.measuresLatency = measuring
    var samples: [LatencySample] = []
    live.onLatency = { samples.append($0) }
    _ = try live.run(limits: .init(duration: 5, stopAfterTransition: true))
    return (live, samples)
  }

  @Test func theHistogramGivesNearestRankPercentilesExactlyBelowOneMillisecond() {
    var histogram = LatencyHistogram()
    #expect(histogram.percentile(0.5) == nil && histogram.summaryText == "none")
    for value in 1...100 { histogram.add(Int64(value)) }
    histogram.add(-3)
    #expect(histogram.count == 101 && histogram.maximum == 100)
    #expect(histogram.percentile(0.5) == 50)  // rank 51 of 0, 1…100
    #expect(histogram.percentile(0.99) == 99)  // rank 100
    #expect(histogram.percentile(1) == 100 && histogram.percentile(0) == 0)
    #expect(histogram.summaryText == "p50 50 µs, p99 99 µs, max 100 µs")
  }

  @Test func longLatenciesAreKeptWithinAFifthOfAPercent() throws {
    var histogram = LatencyHistogram()
    for value: Int64 in [1023, 1024, 1025, 5_000, 123_456, 2_000_000] { histogram.add(value) }
    #expect(histogram.percentile(0.1) == 1023)
    #expect(histogram.percentile(0.3) == 1024)
    #expect(histogram.percentile(0.5) == 1024)  // 1025 shares 1024's bucket (2 µs wide there)
    #expect(histogram.percentile(0.6) == 5_000)  // rank 4: 5000 starts its bucket (8 µs wide)
    let p80 = try #require(histogram.percentile(0.8))  // rank 5: 123,456, in a 128 µs bucket
    #expect(p80 <= 123_456 && Double(123_456 - p80) / 123_456 < 0.002)
    #expect(histogram.percentile(1) == 2_000_000 && histogram.maximum == 2_000_000)  // the largest: exact
    for value: Int64 in [1024, 2047, 2048, 4095, 1 << 40] {
      let bucket = LatencyHistogram.bucket(of: value)
      #expect(LatencyHistogram.lowerBound(ofBucket: bucket) <= value)
      #expect(LatencyHistogram.lowerBound(ofBucket: bucket + 1) > value)
    }
  }

  // MARK: - The timeline

  @Test func eventsOnTheSessionClockKeepTheirStamps() {
    var timeline = LiveTimeline(start: Self.boot)
    let first = timeline.place(Self.event(at: Self.boot + 3_000), readAt: Self.boot + 4_000)
    let second = timeline.place(Self.event(at: Self.boot + 15_500), readAt: Self.boot + 16_000)
    #expect(first.time.microseconds == 3_000 && second.time.microseconds == 15_500)
    #expect(timeline.eventOffset == Self.boot)
  }

  @Test func eventsOnAnotherClockArePlacedWhenTheFirstIsRead() {
    // umockdev hands over its script's times (0.2 s…) while the session reads CLOCK_REALTIME.
    var timeline = LiveTimeline(start: Self.boot)
    let first = timeline.place(Self.event(at: 200_000), readAt: Self.boot + 50_000)
    let second = timeline.place(Self.event(at: 212_500), readAt: Self.boot + 70_000)
    #expect(first.time.microseconds == 50_000 && second.time.microseconds == 62_500)
  }

  @Test func aLateFirstReadOffTheSessionClockPlacesItsLastEventWhenRead() {
    // umockdev's script (stamps 0.2 s…) starts playing at 50 ms, but the session is busy until 110 ms and
    // reads five frames at once then: the last goes at 110 ms, the others keep their 12.5 ms spacing
    // behind it (at their arrival), and later reads keep the same offset.
    var timeline = LiveTimeline(start: Self.boot)
    let stamps: [Int64] = [200_000, 212_500, 225_000, 237_500, 250_000]
    let placed = timeline.place(stamps.map { Self.event(at: $0) }, readAt: Self.boot + 110_000)
    #expect(placed.map(\.time.microseconds) == [60_000, 72_500, 85_000, 97_500, 110_000])
    #expect(timeline.place([Self.event(at: 262_500)], readAt: Self.boot + 123_000).map(\.time.microseconds) == [122_500])
    #expect(timeline.eventsAreOnSessionClock == false)
    #expect(timeline.start == Self.boot)
    // A device that began playing before the session started (at its opening): the timeline starts with
    // its first event, 20 ms before the session, and the five keep their spacing from there.
    var early = LiveTimeline(start: Self.boot)
    let fromOpening = early.place(stamps.map { Self.event(at: $0) }, readAt: Self.boot + 30_000)
    #expect(early.start == Self.boot - 20_000)
    #expect(fromOpening.map(\.time.microseconds) == [0, 12_500, 25_000, 37_500, 50_000])
    // On the session's clock, a read's events keep their kernel stamps.
    var kernel = LiveTimeline(start: Self.boot)
    let onClock = kernel.place([Self.event(at: Self.boot + 3_000), Self.event(at: Self.boot + 9_000)], readAt: Self.boot + 40_000)
    #expect(onClock.map(\.time.microseconds) == [3_000, 9_000])
    #expect(kernel.eventsAreOnSessionClock == true)
  }

  @Test func anEventReadAfterALaterTickKeepsItsStamp() {
    var timeline = LiveTimeline(start: Self.boot)
    _ = timeline.place(Self.event(at: Self.boot + 1_000), readAt: Self.boot + 1_000)
    #expect(timeline.tick(at: Self.boot + 10_000) == 0.01)
    let late = timeline.place(Self.event(at: Self.boot + 5_000), readAt: Self.boot + 12_000)
    #expect(late.time.microseconds == 5_000)
    #expect(timeline.latest == 10_000)
    #expect(timeline.tick(at: Self.boot + 9_000) == 0.01)
  }

  @Test func nothingIsPlacedBeforeTheStartOrThePreviousEvent() {
    var timeline = LiveTimeline(start: Self.boot)
    let early = timeline.place(Self.event(at: Self.boot - 2_000), readAt: Self.boot + 100)
    let next = timeline.place(Self.event(at: Self.boot - 1_000), readAt: Self.boot + 200)
    #expect(early.time.microseconds == 0 && next.time.microseconds == 0)
  }

  // MARK: - Fixtures

  static func defaultTrace() throws -> (DeviceDescription, [InputEvent]) {
    let reader = try TraceReader.open(Glide.path("traces/default.evemu"))
    var events: [InputEvent] = []
    while let event = try reader.next() { events.append(event) }
    return (reader.device, events)
  }

  /// How many gesture state changes reach the scenario run while `events` are consumed (before the
  /// input ends): the coordinator updates a live session times.
  static func gestureRecordsWhileReplaying(_ events: [InputEvent], device: DeviceDescription) -> Int {
    let replay = Replayer(scenario: .pinchPop, options: Scenario.pinchPop.defaultOptions, device: device)
    var count = 0
    replay.run.onRecord = { if case .gesture = $0.kind { count += 1 } }
    events.forEach(replay.consume)
    return count
  }

  static func event(at microseconds: Int64) -> InputEvent {
    .synReport(at: Timestamp(microseconds: microseconds))
  }
}

/// A clock the test moves; with a `step`, each reading also moves it on by that many µs (the time the
/// work between two readings takes).
final class ManualClock: LiveClock {
  var current: Int64
  let step: Int64
  init(_ start: Int64, step: Int64 = 0) {
    current = start
    self.step = step
  }
  func now() -> Int64 {
    defer { current += step }
    return current
  }
}

/// Plays events as a device would: each stamped `stampOffset` + its trace time and readable `latency` µs
/// after `arrivalOffset` (`stampOffset` by default) + its trace time; a read waits on the manual clock
/// for the next one (or its timeout). After `goneAt`, once every event was read, reads fail as after an
/// unplug.
final class ScriptedInput: LiveInput {
  let description: DeviceDescription
  private let clock: ManualClock
  private var pending: [(arrival: Int64, event: InputEvent)]
  private let goneAt: Int64?
  /// Every timeout a read was given.
  private(set) var timeouts: [Duration?] = []

  init(
    device: DeviceDescription, clock: ManualClock, events: [InputEvent], stampOffset: Int64, latency: Int64,
    goneAt: Int64? = nil, arrivalOffset: Int64? = nil
  ) {
    description = device
    self.clock = clock
    self.goneAt = goneAt
    pending = events.map { event in
      var stamped = event
      stamped.time = Timestamp(microseconds: event.time.microseconds + stampOffset)
      return (event.time.microseconds + (arrivalOffset ?? stampOffset) + latency, stamped)
    }
  }

  func read(timeout: Duration?) throws(EvdevError) -> [InputEvent] {
    timeouts.append(timeout)
    if let goneAt, pending.isEmpty, clock.current >= goneAt {
      throw .deviceDisappeared(path: "/dev/input/event12")
    }
    let limit = timeout.map {
      clock.current + Int64($0.components.seconds) * 1_000_000
        + Int64($0.components.attoseconds / 1_000_000_000_000)
    }
    let next = [pending.first?.arrival, goneAt].compactMap { $0 }.min()
    if let next, next > clock.current { clock.current = min(next, limit ?? next) }
    if next == nil, let limit { clock.current = limit }
    let ready = pending.prefix { $0.arrival <= clock.current }
    pending.removeFirst(ready.count)
    return ready.map(\.event)
  }
}
