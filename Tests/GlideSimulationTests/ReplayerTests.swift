import GlideGestures
import GlideInput
import Testing

@testable import GlideScenarios
@testable import GlideSimulation
import GlideScenarioTestSupport

/// Replays of synthetic gestures made in the test, with expectations worked out from the scenario's
/// rules.
@Suite("Replayer and scenarios", .builtInScenarios)
struct ReplayerTests {
  private func events(_ configure: (inout SynthesisRecipe) -> Void, gesture: SynthesisRecipe.Gesture) -> (DeviceDescription, [InputEvent]) {
    var recipe = SynthesisRecipe(gesture: gesture)
    configure(&recipe)
    return (recipe.synthesizer.device, recipe.events)
  }

  private func replay(
    _ scenario: Scenario, _ overrides: [String: String] = [:], _ input: (DeviceDescription, [InputEvent]), fps: Double = 60
  ) throws -> (Replayer, ReplaySummary, [String]) {
    var options = scenario.defaultOptions
    for (key, value) in overrides.sorted(by: { $0.key < $1.key }) { try options.set(key, to: value) }
    let replayer = Replayer(scenario: scenario, options: options, device: input.0, framesPerSecond: fps)
    var lines: [String] = []
    replayer.run.onRecord = { lines.append(JSONLinesFormatter.line($0)) }
    var iterator = input.1.makeIterator()
    let summary = replayer.replay { iterator.next() }
    lines.append(JSONLinesFormatter.summary(summary))
    return (replayer, summary, lines)
  }

  private var defaultPinch: (DeviceDescription, [InputEvent]) {
    events({ ($0.from, $0.to, $0.duration, $0.noise) = (1, 0.4, 0.5, 0.05) }, gesture: .pinch)
  }

  @Test("Pinch-pop on the default pinch finishes, completing (1 − p) · 0.4 s after the release")
  func pinchPopFinishes() throws {
    let (_, summary, _) = try replay(.pinchPop, [:], defaultPinch)
    #expect(summary.outcome == .finished)
    let p = try #require(summary.percentAtRelease)
    let release = try #require(summary.releaseTime)
    let completion = try #require(summary.completionTime)
    // Scale falls 1 → 0.4; the pinch begins after a 3 mm change of the 30 mm distance (scale ≈ 0.9) and
    // ends at the last moving frame: p = 1 − 0.4/0.9 ≈ 0.556, less the jitter.
    #expect(abs(p - 0.55) < 0.03)
    #expect(abs(completion - (release + (1 - p) * 0.4)) < 1e-6)
    #expect(summary.transitionsStarted == 1 && summary.transitionsEnded == 1)
    #expect(
      summary.appearanceOrder == [
        "Detail.viewWillDisappear", "Home.viewWillAppear", "Detail.viewDidDisappear", "Home.viewDidAppear",
      ])
  }

  @Test("The log shows the recogniser's failure, for which its targets get no action")
  func failureLoggedWithoutAction() throws {
    let input = events({ _ in }, gesture: .tap)
    let replayer = Replayer(scenario: .pinchPop, options: Scenario.pinchPop.defaultOptions, device: input.0)
    var actions: [GestureState] = []
    replayer.run.recognizer?.addTarget { actions.append($0.state) }
    var lines: [String] = []
    replayer.run.onRecord = { lines.append(JSONLinesFormatter.line($0)) }
    var iterator = input.1.makeIterator()
    let summary = replayer.replay { iterator.next() }
    let failures = lines.filter { $0.contains(#""type":"gesture""#) && $0.contains(#""state":"failed""#) }
    #expect(failures.count == 1, "a one-finger tap fails the pinch: \(lines)")
    #expect(actions.isEmpty, "UIKit sends no action for failed")
    #expect(summary.transitionsStarted == 0)
  }

  /// What the app reads from the coordinator inside each callback: interactive from the first "will"
  /// callback of the interactive pop on; no coordinator once the transition has completed.
  @Test("Appearance records carry the coordinator's state inside the callback, in JSON Lines and text")
  func appearanceRecordsCarryTheCoordinator() throws {
    let (replayer, _, lines) = try replay(.pinchPop, [:], defaultPinch)
    let appearances = lines.filter { $0.hasPrefix(#"{"type":"appearance""#) }
    let coordinator =
      #","coordinator":{"interactive":true,"initiallyInteractive":true,"animated":true,"cancelled":false}}"#
    #expect(appearances.count == 4)
    #expect(appearances.count == 4 && appearances[0].hasSuffix(#""callback":"viewWillDisappear""# + coordinator))
    #expect(appearances.count == 4 && appearances[1].hasSuffix(#""callback":"viewWillAppear""# + coordinator))
    #expect(appearances.count == 4 && appearances[2].hasSuffix(#""callback":"viewDidDisappear"}"#))
    #expect(appearances.count == 4 && appearances[3].hasSuffix(#""callback":"viewDidAppear"}"#))
    let text = replayer.run.records.compactMap { record -> String? in
      guard case .scene(.appearance) = record.kind else { return nil }
      return TextLogFormatter.line(record)
    }
    let expected = [
      "Detail.viewWillDisappear  coordinator[interactive initiallyInteractive animated]",
      "Home.viewWillAppear  coordinator[interactive initiallyInteractive animated]",
      "Detail.viewDidDisappear", "Home.viewDidAppear",
    ]
    #expect(text.count == expected.count)
    for (line, end) in zip(text, expected) { #expect(line.hasSuffix("     " + end), "\(line)") }
  }

  @Test("The same trace and options give the same log, byte for byte")
  func deterministic() throws {
    let first = try replay(.pinchPop, ["completion": "spring"], defaultPinch).2
    let second = try replay(.pinchPop, ["completion": "spring"], defaultPinch).2
    #expect(first == second)
    #expect(first.count > 40)
  }

  @Test("A slow, short pinch cancels under the classic rule and finishes under a low threshold")
  func slowShortPinch() throws {
    // 0.5 s, not slower: libinput's rule calls two fingers that each move under 1.5 mm in 300 ms a scroll.
    let slow = events({ ($0.from, $0.to, $0.duration) = (1, 0.75, 0.5) }, gesture: .pinch)
    let (_, cancelled, _) = try replay(.pinchPop, [:], slow)
    // p = 1 − 0.75/0.9 ≈ 0.167 ≤ 0.3, velocity ≈ 0.5/s/0.9 ≈ 0.56 < 5: cancel; completes p · 0.4 s later.
    #expect(cancelled.outcome == .cancelled)
    let p = try #require(cancelled.percentAtRelease)
    #expect(abs(p - 0.167) < 0.02)
    #expect(abs(try #require(cancelled.completionTime) - (try #require(cancelled.releaseTime) + p * 0.4)) < 1e-6)
    let (_, finished, _) = try replay(.pinchPop, ["percentThreshold": "0.1"], slow)
    #expect(finished.outcome == .finished)
  }

  @Test("A fling (little distance, high velocity) finishes on velocity; completionSpeed 2 halves the tail")
  func completionSpeed() throws {
    let fast = events({ ($0.from, $0.to, $0.duration) = (1, 0.7, 0.05) }, gesture: .pinch)
    let (_, summary, _) = try replay(.pinchPop, ["completionSpeed": "2"], fast)
    let v = try #require(summary.velocityAtRelease)
    #expect(v >= 5)  // 0.3 of scale in 0.05 s: about 6 scale/s, over a start scale near 0.9
    #expect(try #require(summary.percentAtRelease) <= 0.3)
    #expect(summary.outcome == .finished)
    let p = try #require(summary.percentAtRelease)
    #expect(abs(try #require(summary.completionTime) - (try #require(summary.releaseTime) + (1 - p) * 0.4 / 2)) < 1e-6)
  }

  @Test("Frames are logged at display-link times while a transition is in flight, at 60 or 120 Hz")
  func frames() throws {
    for fps in [60.0, 120.0] {
      let (_, summary, lines) = try replay(.pinchPop, [:], defaultPinch, fps: fps)
      let frames = lines.filter { $0.contains("\"type\":\"frame\"") }
      #expect(frames.count == summary.frames)
      // From the pop's start (≈ 0.1 s) to the completion (≈ 0.69 s): about 0.59 s of frames.
      let span = try #require(summary.completionTime) - 0.1
      #expect(abs(Double(frames.count) - span * fps) <= 3)
    }
  }

  @Test("Edge-back follows the finger: percent = travel / 40 mm, the slide completes")
  func edgeBack() throws {
    let swipe = events({ ($0.edge, $0.distance, $0.duration) = (.left, 30, 0.3) }, gesture: .edgeSwipe)
    let (_, summary, _) = try replay(.edgeBack, [:], swipe)
    #expect(summary.outcome == .finished)
    // 30 mm less the 1 mm hysteresis and the last frame's motion: about 0.7 of 40 mm.
    #expect(abs(try #require(summary.percentAtRelease) - 0.71) < 0.03)
  }

  @Test("Swipe-tabs goes to the next tab leftwards and the previous one rightwards")
  func swipeTabs() throws {
    for dx in [-30.0, 30.0] {
      let swipe = events(
        { ($0.device, $0.fingers, $0.dx, $0.duration) = (.precision, 3, dx, 0.3) }, gesture: .swipe)
      let (replayer, summary, _) = try replay(.swipeTabs, [:], swipe)
      #expect(summary.outcome == .finished)
      let began = replayer.run.records.compactMap { record -> String? in
        if case .scene(.transitionBegan(_, let from, let to, _, _)) = record.kind { return "\(from)→\(to)" }
        return nil
      }
      #expect(began == [dx < 0 ? "Tab1→Tab2" : "Tab1→Tab0"])
    }
  }

  @Test("Every scenario replays its gesture to a completed transition and nothing stays in flight")
  func everyScenario() throws {
    let inputs: [(Scenario, (DeviceDescription, [InputEvent]))] = [
      (.pinchPop, defaultPinch),
      (.edgeBack, events({ $0.distance = 35 }, gesture: .edgeSwipe)),
      (.swipeTabs, events({ ($0.device, $0.fingers, $0.dx) = (.precision, 3, -35) }, gesture: .swipe)),
      (.dropDismiss, events({ ($0.device, $0.fingers, $0.dx, $0.dy) = (.precision, 2, 0, 30) }, gesture: .swipe)),
      (.springPresent, events({ ($0.device, $0.fingers, $0.dx, $0.dy) = (.precision, 2, 0, -30) }, gesture: .swipe)),
    ]
    for (scenario, input) in inputs {
      let (replayer, summary, _) = try replay(scenario, [:], input)
      #expect(summary.transitionsStarted == 1, "\(scenario.name)")
      #expect(summary.transitionsEnded == 1, "\(scenario.name)")
      #expect(summary.outcome == .finished, "\(scenario.name)")
      #expect(!replayer.run.isBusy, "\(scenario.name)")
    }
  }

  @Test("A trace that ends with fingers down cancels the transition and completes it")
  func truncated() throws {
    let (device, all) = defaultPinch
    let cut = Array(all.prefix(all.count * 2 / 3))
    let (_, summary, _) = try replay(.pinchPop, [:], (device, cut))
    #expect(summary.outcome == .cancelled)
    #expect(summary.transitionsEnded == 1)
    #expect(summary.decision == "gesture cancelled")
  }

  @Test("No gesture, no transition: outcome none")
  func none() throws {
    let tap = events({ $0.fingers = 1 }, gesture: .tap)
    let (_, summary, _) = try replay(.pinchPop, [:], tap)
    #expect(summary.outcome == .none)
    #expect(summary.transitionsStarted == 0)
    #expect(summary.releaseTime == nil)
  }
}

@Suite("Scenario set-up", .builtInScenarios)
struct ScenarioSetUpTests {
  @Test("A scenario's non-animated set-up leaves nothing running and nothing in the log", arguments: Scenario.builtIn.map(\.name))
  func setUpIsSettled(name: String) throws {
    let scenario = try Scenario.named(name)
    let run = ScenarioRun(scenario: scenario, options: scenario.defaultOptions, device: .synapticsTouchpad)
    run.frame(at: 5)
    #expect(run.records.isEmpty)
    #expect(run.transitionsStarted == 0 && run.transitionsEnded == 0)
    #expect(!run.isBusy)
  }
}

/// Issue 28: a gap in the input longer than ``Replayer/gapLimit`` while a transition is in flight.
@Suite("Replayer across a gap in the input", .builtInScenarios)
struct ReplayerGapTests {
  /// The default pinch with every event from 0.2 s on moved `gap` seconds later.
  private func pinch(gap: Int64) -> (DeviceDescription, [InputEvent]) {
    var recipe = SynthesisRecipe(gesture: .pinch)
    (recipe.from, recipe.to, recipe.duration, recipe.noise) = (1, 0.4, 0.5, 0.05)
    let events = recipe.events.map { event in
      guard event.time.seconds >= 0.2 else { return event }
      var moved = event
      moved.time = Timestamp(microseconds: event.time.microseconds + gap * 1_000_000)
      return moved
    }
    return (recipe.synthesizer.device, events)
  }

  private func replay(_ input: (DeviceDescription, [InputEvent])) -> (ReplaySummary, [ReplayRecord], Int) {
    let replayer = Replayer(scenario: .pinchPop, options: Scenario.pinchPop.defaultOptions, device: input.0)
    var records: [ReplayRecord] = []
    var frames = 0
    replayer.run.onRecord = { records.append($0) }
    replayer.onFrame = { _ in frames += 1 }
    var iterator = input.1.makeIterator()
    let summary = replayer.replay { iterator.next() }
    return (summary, records, frames)
  }

  @Test("A day-long gap mid-pinch: 10 s of frames, a note of the skip, the same decision")
  func dayLongGap() throws {
    let (summary, records, frames) = replay(pinch(gap: 100_000))
    let (plain, _, plainFrames) = replay(pinch(gap: 0))
    #expect(summary.outcome == plain.outcome)
    #expect(frames < plainFrames + 601 + 2)
    let notes = records.compactMap { record -> String? in
      if case .note(let text) = record.kind { return text }
      return nil
    }
    #expect(notes.count == 1)
    #expect(notes.first?.hasPrefix("gap in the input: display frames from ") == true, "\(notes)")
  }

  @Test("A gap shorter than the limit is ticked through, frame by frame, as before")
  func shortGap() {
    let (_, records, frames) = replay(pinch(gap: 5))
    let (_, _, plainFrames) = replay(pinch(gap: 0))
    #expect(frames >= plainFrames + 5 * 60 - 1)
    #expect(!records.contains { if case .note = $0.kind { true } else { false } })
  }
}
