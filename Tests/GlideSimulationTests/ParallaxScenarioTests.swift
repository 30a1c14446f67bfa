import Foundation
import GlideAnimation
import GlideInput
import GlideTestSupport
import GlideTransitions
import Testing

@testable import GlideScenarios
@testable import GlideSimulation
@testable import GlideReports

/// The parallax scenario: a card and a background with motion effects, driven by a synthetic tilt, checked
/// against the documented mapping in closed form, and its log, its scene and its refusals.
@Suite("Parallax scenario")
struct ParallaxScenarioTests {
  /// A replay of `events` from `device` under parallax with `overrides`.
  private func replay(
    _ device: DeviceDescription, _ events: [InputEvent], _ overrides: [String: String] = [:]
  ) throws -> (Replayer, ReplaySummary) {
    var options = Scenario.parallax.defaultOptions
    for (name, value) in overrides { try options.set(name, to: value) }
    let replayer = Replayer(scenario: .parallax, options: options, device: device)
    var iterator = events.makeIterator()
    let summary = replayer.replay { iterator.next() }
    return (replayer, summary)
  }

  private func samples(_ replayer: Replayer) -> [(time: Double, sample: MotionSample)] {
    replayer.run.records.compactMap { record in
      if case .motion(let sample) = record.kind { (record.time, sample) } else { nil }
    }
  }

  /// A first-order low-pass (time constant `tau`) of an input made of the timeline's linear moves, at
  /// `time`, in closed form: over a move u(t) = u₀ + k(t − t₀), x(t) = u(t) − kτ + (x₀ − u₀ + kτ)·e^(−(t−t₀)/τ);
  /// held, the same with k = 0. `angle` picks the component.
  private func lowPass(_ timeline: TiltTimeline, _ angle: (Attitude) -> Double, tau: Double, at time: Double) -> Double {
    var x = angle(timeline.initial)
    var clock = 0.0
    var from = angle(timeline.initial)
    func run(to end: Double, from u0: Double, slope k: Double) {
      let t = min(end, time)
      guard t > clock else { return }
      x = u0 + k * (t - clock) - k * tau + (x - u0 + k * tau) * exp(-(t - clock) / tau)
      clock = t
    }
    for move in timeline.moves {
      run(to: move.start, from: from, slope: 0)
      let to = angle(move.attitude)
      run(to: move.start + move.duration, from: from, slope: (to - from) / move.duration)
      from = to
    }
    run(to: time, from: from, slope: 0)
    return x
  }

  @Test(
    "On a synthetic tilt the card's presented centre follows the documented mapping within 0.5 pt at every frame",
    arguments: [(15.0, 0.0, 0.0), (0.0, -20.0, 30.0), (-10.0, 12.0, 0.0)])
  func followsTheMapping(tilt: (horizontal: Double, vertical: Double, startVertical: Double)) throws {
    var recipe = TiltRecipe()
    (recipe.horizontal, recipe.vertical, recipe.startVertical) = tilt
    (recipe.duration, recipe.hold, recipe.back) = (0.5, 1.5, 0.4)
    let (replayer, summary) = try replay(recipe.device.device, recipe.events)
    let frames = samples(replayer)
    #expect(frames.count > 300)
    #expect(summary.motionFrames == frames.count)
    let timeline = recipe.timeline
    let full = 20.0 * .pi / 180
    var worst = 0.0
    for (time, sample) in frames {
      let card = try #require(sample.center(of: "Card"))
      let offsets = [{ (a: Attitude) in a.horizontal }, { $0.vertical }].map { angle in
        let shown = lowPass(timeline, angle, tau: 0.1, at: time) - lowPass(timeline, angle, tau: 2, at: time)
        return min(max(shown / full, -1), 1)
      }
      let expected = Point(x: 195 + 20 * offsets[0], y: 422 + 20 * offsets[1])
      worst = max(worst, abs(card.x - expected.x), abs(card.y - expected.y))
      let background = try #require(sample.center(of: "Background"))
      #expect(abs((background.x - 195) + (card.x - 195) / 2) < 1e-9)
    }
    #expect(worst <= 0.5, "worst \(worst) pt")
    #expect(worst > 0)  // the kernel's fuzz and the 4 ms reports leave their trace
  }

  @Test("The card's and the background's model never change: only the presentation moves")
  func modelUntouched() throws {
    var recipe = TiltRecipe()
    (recipe.horizontal, recipe.vertical) = (15, -10)
    var options = Scenario.parallax.defaultOptions
    try options.set("recentring", to: "1")
    let replayer = Replayer(scenario: .parallax, options: options, device: recipe.device.device)
    let views = replayer.run.binding.trackedViews
    #expect(views.map(\.0) == ["Background", "Card"])
    let models = views.map { $0.1.layer.model }
    var moved = 0.0
    replayer.onFrame = { _ in
      #expect(views.map { $0.1.layer.model } == models)
      moved = max(moved, abs(views[1].1.presentation.position.x - views[1].1.center.x))
    }
    var iterator = recipe.events.makeIterator()
    _ = replayer.replay { iterator.next() }
    #expect(moved > 5)
    #expect(!replayer.run.isBusy)
  }

  @Test("The scene's views are in the window's tree, the card with two effects over the background's two")
  func viewTree() throws {
    let replayer = Replayer(scenario: .parallax, options: Scenario.parallax.defaultOptions, device: .dualShock4MotionSensors)
    let window = replayer.run.scene.window
    let snapshot = ViewTreeSnapshot(window: window, time: 0, source: .start, percent: nil)
    // The background's stars and the card's planet and lines are drawn inside them.
    #expect(snapshot.nodes.map(\.name).filter { ["window", "Parallax", "Background", "Card"].contains($0) } == ["window", "Parallax", "Background", "Card"])
    #expect(snapshot.nodes.contains { $0.name == "near stars" } && snapshot.nodes.contains { $0.name == "Mars" })
    let card = try #require(replayer.run.binding.trackedViews.last?.1)
    let group = try #require(card.motionEffects.first as? MotionEffectGroup)
    #expect(group.motionEffects.map { ($0 as? InterpolatingMotionEffect)?.keyPath } == ["center.x", "center.y"])
    // The background overhangs the window by its travel, so its edges never show.
    let background = try #require(snapshot.nodes.first { $0.name == "Background" })
    #expect(background.frame == Rect(x: -10, y: -10, width: 410, height: 864))
  }

  @Test("The same tilt replays to the same log, byte for byte, from evemu and from libinput record")
  func deterministic() throws {
    var recipe = TiltRecipe()
    (recipe.vertical, recipe.noise, recipe.back) = (12, 0.01, 0.3)
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("glide-parallax-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let yaml = directory.appendingPathComponent("tilt.yml").path
    try LibinputRecordWriter.document(device: recipe.device.device, events: recipe.events)
      .write(toFile: yaml, atomically: true, encoding: .utf8)
    func log(_ device: DeviceDescription, _ events: [InputEvent]) throws -> String {
      let (replayer, summary) = try replay(device, events)
      return (replayer.run.records.map(JSONLinesFormatter.line) + [JSONLinesFormatter.summary(summary)])
        .joined(separator: "\n")
    }
    let first = try log(recipe.device.device, recipe.events)
    #expect(first == (try log(recipe.device.device, recipe.events)))
    let read = try TraceReader.readAll(yaml)
    #expect(first == (try log(read.device, read.events)))
    #expect(first.contains(#""type":"motion""#))
  }

  @Test("Without a sensor the offset follows the finger: toward its place, back to 0 after the lift")
  func touchFallback() throws {
    let device = DeviceDescription.synapticsTouchpad
    let geometry = device.geometry
    let events = TraceSynthesizer(device: device).events(
      for: .swipe(
        fingers: 1, center: MillimetrePoint(x: geometry.widthMillimetres, y: geometry.heightMillimetres / 2),
        translation: MillimetreVector(dx: 0, dy: 0), duration: 1))
    let (replayer, summary) = try replay(device, events)
    let frames = samples(replayer)
    let atOne = try #require(frames.last { $0.time <= 1 })
    #expect(atOne.sample.offset.horizontal > 0.99)  // the right edge, after 1 s = 10 time constants
    #expect(abs(atOne.sample.offset.vertical) < 0.01)
    #expect(frames.last?.sample.offset == .zero)
    #expect(summary.outcome == .none && summary.transitionsStarted == 0)
  }

  /// Found by the input invariants: the finger's lift lost to `SYN_DROPPED` (the touch cancelled) with no
  /// smoothing came to rest at 0 between display frames, and the display link, seeing nothing move,
  /// stopped with the card still drawn at the finger's last place.
  @Test("A finger lost to SYN_DROPPED leaves the card where its model is, however fast the offset rests")
  func lostFingerComesBack() throws {
    let device = DeviceDescription.precisionTouchpad
    let geometry = device.geometry
    let timeline = GestureTimeline.swipe(
      fingers: 2, center: MillimetrePoint(x: geometry.widthMillimetres / 3, y: geometry.heightMillimetres / 3),
      translation: MillimetreVector(dx: -15, dy: -40), duration: 0.15
    ).droppingEvents(at: 0.128, frames: 4)
    let events = TraceSynthesizer(device: device, rate: 80).events(for: timeline)
    #expect(events.contains { $0.type == .syn && $0.code == .synDropped })
    let (replayer, _) = try replay(device, events, ["smoothing": "0"])
    let card = try #require(replayer.run.binding.trackedViews.last?.1)
    #expect(card.presentation.position == card.center)
    #expect(samples(replayer).last?.sample.offset == .zero)
    #expect(!replayer.run.isBusy)
  }

  /// Found by the input invariants: a re-centring slower than the replay's 30 s drain left the offset
  /// drifting after `finish()`; the run now brings it to rest, says so, and logs the last frame at 0.
  @Test("A drift that outlasts the drain is brought to rest, with a note and a last motion frame at 0")
  func slowDriftIsBroughtToRest() throws {
    var recipe = TiltRecipe()
    (recipe.horizontal, recipe.hold) = (30, 0.5)
    let (replayer, summary) = try replay(recipe.device.device, recipe.events, ["recentring": "20"])
    let records = replayer.run.records
    let note = try #require(records.firstIndex {
      if case .note("motion effects still moving at the end: brought to rest") = $0.kind { true } else { false }
    })
    #expect((31...31.1).contains(records[note].time), "the 1 s tilt plus the 30 s drain: \(records[note].time)")
    #expect(records.last.map { if case .motion(let sample) = $0.kind { sample.offset == .zero } else { false } } == true)
    #expect(summary.motionFrames == samples(replayer).count)
    #expect(!replayer.run.isBusy)
    for (_, view) in replayer.run.binding.trackedViews { #expect(view.presentation.position == view.center) }
  }

  @Test("A source the device cannot feed is refused, naming the parameter")
  func refusals() throws {
    var sensor = Scenario.parallax.defaultOptions
    try sensor.set("viewerOffset", to: "sensor")
    #expect(throws: ScenarioError.self) { try Scenario.parallax.check(sensor, for: .synapticsTouchpad) }
    var touch = Scenario.parallax.defaultOptions
    try touch.set("viewerOffset", to: "touch")
    #expect(throws: ScenarioError.self) { try Scenario.parallax.check(touch, for: .dualShock4MotionSensors) }
    do {
      try Scenario.parallax.check(sensor, for: .synapticsTouchpad)
    } catch {
      #expect(error.description.contains("viewerOffset") && error.description.contains("not an accelerometer"))
    }
    for device in [DeviceDescription.synapticsTouchpad, .dualShock4MotionSensors, .lis3lv02dAccelerometer] {
      #expect(throws: Never.self) { try Scenario.parallax.check(Scenario.parallax.defaultOptions, for: device) }
    }
    #expect(throws: Never.self) { try Scenario.pinchPop.check(sensor, for: .dualShock4MotionSensors) }
    for (name, value) in [("fullTilt", "0"), ("fullTilt", "120"), ("smoothing", "-0.1"), ("recentring", "0")] {
      var options = Scenario.parallax.defaultOptions
      #expect(throws: ScenarioError.self, "\(name) = \(value)") { try options.set(name, to: value) }
    }
  }

  @Test("Transition scenarios' summaries say nothing of motion: their JSON is as before")
  func transitionsUnchanged() throws {
    let (device, events) = try TraceReader.readAll(Glide.path("traces/default.evemu"))
    let replayer = Replayer(scenario: .pinchPop, options: Scenario.pinchPop.defaultOptions, device: device)
    var iterator = events.makeIterator()
    let summary = replayer.replay { iterator.next() }
    #expect(summary.motionFrames == nil)
    #expect(!JSONLinesFormatter.summary(summary).contains("motion"))
    #expect(replayer.run.motionScene == nil)
  }
}
