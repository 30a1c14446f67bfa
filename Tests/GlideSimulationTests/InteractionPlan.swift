import Foundation
import GlideInput
import GlideScenarios
import GlideSimulation

/// Generated interaction sequences from the input level up, for the invariants of design §5 (see
/// `InteractionInvariantTests`): a seeded generator of plans (a scenario with random options, a device
/// preset and a run of finger strokes), rendered to kernel events by `GlideInput`'s synthesis.
enum InteractionInvariants {}

// MARK: - Plans

extension InteractionInvariants {
  /// One scenario parameter set from the command line's point of view (`--set name=value`).
  struct Override: Hashable, CustomStringConvertible {
    var name: String
    var value: String
    var description: String { "\(name)=\(value)" }
  }

  /// A part of a stroke's motion: a stall of `hold` seconds, then `share` of the whole motion over
  /// `share · moveTime` seconds, eased.
  struct Segment: Hashable {
    var hold: Double
    var share: Double
    var easing: Easing
  }

  /// A finger that joins a stroke after it began (a third finger on a pinch) and leaves at `lifts`;
  /// times in seconds from the stroke's start.
  struct ExtraFinger: Hashable {
    var lands: Double
    var lifts: Double
  }

  /// One of the stroke's own fingers lifting early (and, when `relands` is set, landing again then).
  struct EarlyLift: Hashable {
    var finger: Int
    var at: Double
    var relands: Double?
  }

  /// A group of fingers that land at `start`, move together (translation, scale and turn about their
  /// centroid) through `segments`, and lift after `duration` seconds; with mid-stroke finger changes and
  /// events lost to `SYN_DROPPED`.
  struct Stroke: Hashable, CustomStringConvertible {
    /// Seconds from the first stroke's landing.
    var start: Double
    var fingers: Int
    /// Where the fingers' centroid lands (mm) and the radius of the circle they sit on (mm).
    var center: MillimetrePoint
    var radius: Double
    /// The fingers' angle on that circle (radians).
    var angle: Double
    /// The whole motion: translation (mm), scale of the finger spread, turn (radians).
    var translation: MillimetreVector
    var scale: Double
    var turn: Double
    /// Seconds from landing to the lift, holds included.
    var duration: Double
    var segments: [Segment]
    /// Seconds between the fingers' lifts (0: together).
    var liftStagger: Double
    var extras: [ExtraFinger]
    var earlyLifts: [EarlyLift]
    /// Times (seconds from the stroke's start) and sizes of event drops.
    var drops: [EventDrop]

    var description: String {
      let f = { (x: Double) in String(format: "%.3f", x) }
      var text = "at \(f(start)) s: \(fingers) finger(s) at (\(f(center.x)), \(f(center.y))) r \(f(radius))"
      text += " move (\(f(translation.dx)), \(f(translation.dy))) scale \(f(scale)) turn \(f(turn))"
      text += " over \(f(duration)) s in \(segments.count) part(s)"
      let holds = segments.map(\.hold).filter { $0 > 0 }
      if !holds.isEmpty { text += " stalling \(holds.map(f).joined(separator: ", ")) s" }
      if liftStagger > 0 { text += ", lifts \(f(liftStagger)) s apart" }
      for extra in extras { text += "; extra finger \(f(extra.lands))…\(f(extra.lifts))" }
      for lift in earlyLifts {
        text += "; finger \(lift.finger) lifts at \(f(lift.at))"
        if let relands = lift.relands { text += ", relands at \(f(relands))" }
      }
      for drop in drops { text += "; SYN_DROPPED at \(f(drop.time)) (\(drop.frames) frame(s) lost)" }
      return text
    }
  }

  /// Everything one generated sequence does: the scenario and its options, the device, the clocks, and
  /// the strokes. Rendering and replaying a plan are deterministic.
  struct Plan: CustomStringConvertible {
    var seed: UInt64
    var scenario: String
    var overrides: [Override]
    var device: DevicePreset
    /// Display-link frames per second.
    var displayRate: Double
    /// The device's scans per second and position jitter (mm).
    var scanRate: Double
    var noise: Double
    /// When set, the run is driven as live: `Replayer.advance(to:)` every `livePoll` seconds between
    /// events, as a live loop polling the device would.
    var livePoll: Double?
    var strokes: [Stroke]
    /// When set, the input is this accelerometer's tilt instead of `device`'s strokes (parallax's sensor
    /// source).
    var tilt: Tilt? = nil

    /// The device the events come from.
    var inputDevice: DeviceDescription { tilt?.sensor.device ?? device.device }
    /// The input device's preset name.
    var inputName: String { tilt?.sensor.rawValue ?? device.rawValue }

    var description: String {
      let input = tilt.map { "\($0.sensor.rawValue), \($0.rate) Hz reports, noise \($0.noise) g" }
      var lines = [
        "seed \(seed): \(scenario) on \(input ?? "\(device.rawValue), \(scanRate) Hz scans, noise \(noise) mm"), "
          + "\(displayRate) fps display\(livePoll.map { ", live polling every \($0) s" } ?? "")",
        "  options: \(overrides.isEmpty ? "defaults" : overrides.map(\.description).joined(separator: " "))",
      ]
      lines += strokes.enumerated().map { "  stroke \($0.offset): \($0.element)" }
      if let tilt { lines.append("  tilt: \(tilt)") }
      return lines.joined(separator: "\n")
    }
  }

  /// An accelerometer's input: the device turning along a timeline, its reports at `rate` Hz with `noise`
  /// g on every axis, and the reader's losses (`SYN_DROPPED` where its buffer overflows).
  struct Tilt: Hashable, CustomStringConvertible {
    var sensor: SensorPreset
    var rate: Double
    var noise: Double
    var timeline: TiltTimeline
    var drops: [EventDrop]

    var description: String {
      let f = { (x: Double) in String(format: "%.3f", x) }
      let degrees = { (a: Attitude) in "(\(f(a.horizontal * 180 / .pi))°, \(f(a.vertical * 180 / .pi))°)" }
      var text = "from \(degrees(timeline.initial))"
      for move in timeline.moves {
        text += "; at \(f(move.start)) s to \(degrees(move.attitude)) over \(f(move.duration)) s \(move.easing)"
      }
      text += "; until \(f(timeline.duration)) s"
      for drop in drops { text += "; SYN_DROPPED at \(f(drop.time)) (\(drop.frames) report(s) lost)" }
      return text
    }

    /// The kernel's events: the synthesizer's reports, then each drop's reports removed and the report
    /// after them cut short to `SYN_DROPPED`, its newest event and its `SYN_REPORT` (as the evdev client
    /// buffer overflows, `EventDropper`).
    func events(seed: UInt64) -> [InputEvent] {
      let synthesizer = TiltSynthesizer(device: sensor.device, rate: rate, digit: sensor.digit, noise: noise, seed: seed)
      var reports: [[InputEvent]] = [[]]
      for event in synthesizer.events(for: timeline) {
        reports[reports.count - 1].append(event)
        if event.type == .syn && event.code == .synReport { reports.append([]) }
      }
      reports.removeAll(where: \.isEmpty)
      let origin = TraceSynthesizer.evemuStart.microseconds
      let times = reports.map { Double(($0.last?.time.microseconds ?? origin) - origin) / 1e6 }
      var lost = Set<Int>()
      var cut = Set<Int>()
      for drop in drops {
        guard let first = times.firstIndex(where: { $0 >= drop.time }) else { continue }
        lost.formUnion(first..<min(first + drop.frames, reports.count))
        cut.insert(first + drop.frames)
      }
      var events: [InputEvent] = []
      var cutNext = false
      for (index, report) in reports.enumerated() {
        if lost.contains(index) {
          cutNext = true
          continue
        }
        guard cutNext || cut.contains(index), let last = report.last else {
          events += report
          continue
        }
        let newest = report.dropLast().last
        events.append(InputEvent(time: (newest ?? last).time, type: .syn, code: .synDropped, value: 0))
        if let newest { events.append(newest) }
        events.append(last)
        cutNext = false
      }
      return events
    }
  }
}

// MARK: - As Swift

extension InteractionInvariants.Plan {
  /// The plan as a Swift expression, to paste into a regression test.
  var swiftLiteral: String {
    let strokes = strokes.map { "    \($0.swiftLiteral)," }.joined(separator: "\n")
    let overrides = overrides.map { "\"\($0.name)\": \"\($0.value)\"" }.joined(separator: ", ")
    let dictionary = overrides.isEmpty ? ":" : overrides
    return """
      II.Plan(
        seed: \(seed), scenario: "\(scenario)",
        overrides: II.overrides([\(dictionary)]),
        device: .\(device.rawValue), displayRate: \(displayRate), scanRate: \(scanRate), noise: \(noise),
        livePoll: \(livePoll.map { "\($0)" } ?? "nil"),
        strokes: [
      \(strokes)
        ]\(tilt.map { ",\n    tilt: \($0.swiftLiteral)" } ?? ""))
      """
  }
}

extension InteractionInvariants.Tilt {
  /// The tilt as a Swift expression.
  var swiftLiteral: String {
    let attitude = { (a: Attitude) in "Attitude(horizontal: \(a.horizontal), vertical: \(a.vertical))" }
    let moves = timeline.moves.map {
      "TiltTimeline.Move(to: \(attitude($0.attitude)), start: \($0.start), duration: \($0.duration), easing: .\($0.easing))"
    }
    let drops = drops.map { "EventDrop(time: \($0.time), frames: \($0.frames))" }
    return """
      II.Tilt(
            sensor: .\(sensor.rawValue), rate: \(rate), noise: \(noise),
            timeline: TiltTimeline(
              initial: \(attitude(timeline.initial)),
              moves: [\(moves.joined(separator: ", "))], duration: \(timeline.duration)),
            drops: [\(drops.joined(separator: ", "))])
      """
  }
}

extension InteractionInvariants.Stroke {
  /// The stroke as a Swift expression.
  var swiftLiteral: String {
    let segments = segments.map { "II.Segment(hold: \($0.hold), share: \($0.share), easing: .\($0.easing))" }
    let extras = extras.map { "II.ExtraFinger(lands: \($0.lands), lifts: \($0.lifts))" }
    let lifts = earlyLifts.map {
      "II.EarlyLift(finger: \($0.finger), at: \($0.at), relands: \($0.relands.map { "\($0)" } ?? "nil"))"
    }
    let drops = drops.map { "EventDrop(time: \($0.time), frames: \($0.frames))" }
    return """
      II.Stroke(
            start: \(start), fingers: \(fingers),
            center: MillimetrePoint(x: \(center.x), y: \(center.y)), radius: \(radius), angle: \(angle),
            translation: MillimetreVector(dx: \(translation.dx), dy: \(translation.dy)),
            scale: \(scale), turn: \(turn), duration: \(duration),
            segments: [\(segments.joined(separator: ", "))],
            liftStagger: \(liftStagger), extras: [\(extras.joined(separator: ", "))],
            earlyLifts: [\(lifts.joined(separator: ", "))], drops: [\(drops.joined(separator: ", "))])
      """
  }
}

extension InteractionInvariants {
  /// Overrides from a dictionary literal, in name order.
  static func overrides(_ values: [String: String]) -> [Override] {
    values.sorted { $0.key < $1.key }.map { Override(name: $0.key, value: $0.value) }
  }
}

// MARK: - Rendering

extension InteractionInvariants.Plan {
  /// The kernel events of the whole plan on its device.
  ///
  /// Strokes that overlap in time are rendered together; between such groups every finger is up and the
  /// device sends nothing, so each group is rendered on its own (its scans start when its first finger
  /// lands, as a real pad's do) and the streams are joined. That keeps long pauses free, and the stream is
  /// the kernel's: tracking ids go on counting, and a group that would write slot 0 while the reader
  /// still has another slot selected first selects it (`ABS_MT_SLOT` is only sent on a change).
  var events: [InputEvent] {
    if let tilt { return tilt.events(seed: seed) }
    var events: [InputEvent] = []
    var trackingID: Int32 = 0
    var slot: Int32 = 0
    for group in groups {
      let origin = group.map(\.start).min() ?? 0
      let synthesizer = TraceSynthesizer(
        device: device.device, rate: scanRate, noise: noise, seed: seed &+ UInt64(events.count),
        start: Timestamp(
          microseconds: TraceSynthesizer.evemuStart.microseconds + Int64((origin * 1e6).rounded())),
        firstTrackingID: trackingID)
      var part = synthesizer.events(for: Self.timeline(of: group))
      if slot != 0, let first = part.first, !(first.type == .abs && first.code == .absMTSlot) {
        part.insert(InputEvent(time: first.time, type: .abs, code: .absMTSlot, value: 0), at: 0)
      }
      for event in part where event.type == .abs {
        if event.code == .absMTSlot { slot = event.value }
        if event.code == .absMTTrackingID { trackingID = max(trackingID, event.value + 1) }
      }
      events += part
    }
    return events
  }

  /// The strokes in groups that overlap in time (with a scan's margin), in order.
  var groups: [[InteractionInvariants.Stroke]] {
    var groups: [[InteractionInvariants.Stroke]] = []
    var end = -Double.infinity
    for stroke in strokes.sorted(by: { $0.start < $1.start }) {
      if stroke.start <= end + 2 / scanRate, !groups.isEmpty {
        groups[groups.count - 1].append(stroke)
      } else {
        groups.append([stroke])
      }
      end = max(end, stroke.end(scanRate: scanRate))
    }
    return groups
  }

  /// The strokes as one gesture timeline (every finger and drop on one clock).
  static func timeline(of strokes: [InteractionInvariants.Stroke]) -> GestureTimeline {
    var timeline = GestureTimeline()
    for stroke in strokes {
      timeline.fingers += stroke.fingerPaths
      timeline.drops += stroke.drops.map { EventDrop(time: $0.time + stroke.start, frames: $0.frames) }
    }
    return timeline
  }

  /// The command that replays this plan's trace (written to `path`) with the `glide` CLI.
  func command(tracePath path: String) -> String {
    let sets = overrides.map { " --set \($0.name)=\($0.value)" }.joined()
    return "glide replay \(path) --scenario \(scenario)\(sets) --fps \(displayRate)"
  }
}

extension InteractionInvariants.Stroke {
  /// When the stroke's last finger lifts or its last lost frame is over, scanning at `rate` Hz
  /// (seconds, absolute).
  func end(scanRate rate: Double) -> Double {
    let lifts = fingerPaths.map(\.liftsAt).max() ?? start
    let drops = drops.map { start + $0.time + Double($0.frames + 2) / rate }.max() ?? start
    return max(lifts, drops, start + duration)
  }

  /// Seconds of motion (the duration less the stalls).
  var moveTime: Double { max(duration - segments.map(\.hold).reduce(0, +), 0) }

  /// Where the finger with offset `offset` (mm, from the centroid) is at motion progress `u` (0…1).
  func point(offset: MillimetreVector, progress u: Double) -> MillimetrePoint {
    let s = 1 + (scale - 1) * u
    let a = turn * u
    let x = (offset.dx * cos(a) - offset.dy * sin(a)) * s
    let y = (offset.dx * sin(a) + offset.dy * cos(a)) * s
    return MillimetrePoint(x: center.x + translation.dx * u + x, y: center.y + translation.dy * u + y)
  }

  /// The offset of finger `index` of `count` on the stroke's circle.
  func offset(_ index: Int, of count: Int) -> MillimetreVector {
    guard count > 1 else { return MillimetreVector(dx: 0, dy: 0) }
    let a = angle + 2 * Double.pi * Double(index) / Double(count)
    return MillimetreVector(dx: radius * cos(a), dy: radius * sin(a))
  }

  /// The moves every finger of the stroke makes: one straight line per segment, after its stall.
  func moves(offset: MillimetreVector) -> [FingerMove] {
    var moves: [FingerMove] = []
    var time = start
    var progress = 0.0
    let total = max(segments.map(\.share).reduce(0, +), 1e-9)
    for segment in segments {
      time += segment.hold
      let length = moveTime * segment.share / total
      progress += segment.share / total
      let target = point(offset: offset, progress: min(progress, 1))
      moves.append(
        FingerMove(begins: time, ends: time + length, kind: .line(to: target), easing: segment.easing))
      time += length
    }
    return moves
  }

  /// The stroke's fingers as synthesis paths, absolute times.
  var fingerPaths: [FingerPath] {
    let end = start + duration
    var paths: [FingerPath] = []
    for index in 0..<fingers {
      let offset = offset(index, of: fingers)
      let lift = end + liftStagger * Double(index)
      let path = FingerPath(
        landsAt: start, liftsAt: lift, start: point(offset: offset, progress: 0), moves: moves(offset: offset)
      )
      guard let early = earlyLifts.first(where: { $0.finger == index }) else {
        paths.append(path)
        continue
      }
      var first = path
      first.liftsAt = min(start + early.at, lift)
      paths.append(first)
      if let relands = early.relands, start + relands < lift {
        var again = path
        again.landsAt = start + relands
        paths.append(again)
      }
    }
    for extra in extras {
      let offset = MillimetreVector(dx: radius * 0.3, dy: radius + 10)
      paths.append(
        FingerPath(
          landsAt: start + extra.lands, liftsAt: start + max(extra.lifts, extra.lands),
          start: point(offset: offset, progress: 0), moves: moves(offset: offset)))
    }
    return paths
  }
}

// MARK: - Generator

extension InteractionInvariants {
  /// The seed of sequence `index` of a run whose base seed is `base` (neighbours get unrelated seeds).
  static func sequenceSeed(base: UInt64, index: Int) -> UInt64 {
    var random = SplitMix64(seed: base ^ (UInt64(index) &* 0xD1B5_4A32_D192_ED03))
    return random.next()
  }

  /// Draws plans from a seed. Strokes lean toward the gesture the scenario listens to (so transitions
  /// start, get grabbed back and finish often) but any gesture can come.
  struct Generator {
    var random: SplitMix64
    let scenario: String
    let scenarioDefinition: Scenario
    let device: DevicePreset
    let surface: (width: Double, height: Double)
    /// `drag-drawer`: whether the sheet is open when the next stroke lands, were every stroke to finish;
    /// `spring-present`: whether the page sheet is up.
    var drawerOpen = false

    /// The plan of seed `seed`, with at most `maximumStrokes` strokes.
    static func plan(seed: UInt64, maximumStrokes: Int) -> Plan {
      var random = SplitMix64(seed: seed)
      let definition = Scenario.builtIn[Int(random.next() % UInt64(Scenario.builtIn.count))]
      let device = DevicePreset.allCases[Int(random.next() % UInt64(DevicePreset.allCases.count))]
      let geometry = device.device.geometry
      var generator = Generator(
        random: random, scenario: definition.name, scenarioDefinition: definition, device: device,
        surface: (geometry.widthMillimetres, geometry.heightMillimetres))
      var plan = generator.plan(seed: seed, maximumStrokes: maximumStrokes)
      if definition.name == "parallax" { motion(&plan) }
      return plan
    }

    /// Parallax plans: the motion parameters at random, and half of them on an accelerometer with a
    /// generated tilt instead of the strokes. Drawn from a stream of their own, so every other plan is the
    /// one its seed drew before sensors were part of the generator.
    static func motion(_ plan: inout Plan) {
      var random = SplitMix64(seed: plan.seed ^ 0x7117_0FF5_E700)
      func uniform(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * random.nextUnit()
      }
      func chance(_ p: Double) -> Bool { random.nextUnit() < p }
      func below(_ n: Int) -> Int { Int(random.next() % UInt64(n)) }
      var overrides: [String: String] = [:]
      if chance(0.4) { overrides["cardTravel"] = format(uniform(-100...100)) }
      if chance(0.4) { overrides["backgroundTravel"] = format(uniform(-100...100)) }
      if chance(0.4) { overrides["fullTilt"] = format(uniform(2...90)) }
      if chance(0.4) { overrides["smoothing"] = format(chance(0.2) ? 0 : uniform(0.005...0.5)) }
      if chance(0.4) { overrides["recentring"] = format(uniform(0.05...5)) }
      guard chance(0.5) else {
        if chance(0.3) { overrides["viewerOffset"] = "touch" }
        plan.overrides += InteractionInvariants.overrides(overrides)
        return
      }
      if chance(0.3) { overrides["viewerOffset"] = "sensor" }
      plan.overrides += InteractionInvariants.overrides(overrides)
      let sensor = SensorPreset.allCases[below(SensorPreset.allCases.count)]
      let degree = Double.pi / 180
      func attitude(_ reach: Double) -> Attitude {
        Attitude(horizontal: uniform(-reach...reach) * degree, vertical: uniform(-reach...reach) * degree)
      }
      var time = chance(0.5) ? 0 : uniform(0...0.3)
      var moves: [TiltTimeline.Move] = []
      for _ in 0..<(1 + below(5)) {
        let duration = chance(0.15) ? 0 : uniform(0.01...1)
        moves.append(
          TiltTimeline.Move(
            to: attitude(70), start: time, duration: duration, easing: Easing.allCases[below(Easing.allCases.count)]))
        time += duration + (chance(0.3) ? 0 : uniform(0.01...1.5))
      }
      let end = time + (chance(0.3) ? 0 : uniform(0...2))
      let drops = (0..<(chance(0.25) ? 1 + below(3) : 0)).map { _ in
        EventDrop(time: uniform(0...end), frames: below(8))
      }
      plan.strokes = []
      plan.tilt = Tilt(
        sensor: sensor, rate: chance(0.6) ? sensor.reportRate : [20.0, 60, 100, 400][below(4)],
        noise: chance(0.6) ? 0 : uniform(0...0.05), timeline: TiltTimeline(initial: attitude(40), moves: moves, duration: end),
        drops: drops)
    }

    mutating func plan(seed: UInt64, maximumStrokes: Int) -> Plan {
      let overrides = options()
      let fingers = Int(overrides.first { $0.name == "fingers" }.map(\.value).flatMap(Double.init) ?? 0)
      let count = strokeCount(maximum: max(maximumStrokes, 1))
      var strokes: [Stroke] = []
      var time = 0.0
      for index in 0..<count {
        let stroke = stroke(at: time, scenarioFingers: fingers)
        strokes.append(stroke)
        if index + 1 < count { time = max(time + stroke.duration + gap(), time + 0.005) }
      }
      return Plan(
        seed: seed, scenario: scenario, overrides: overrides, device: device,
        displayRate: chance(0.85) ? 60 : 120, scanRate: chance(0.8) ? pick([60, 80]) : pick([90, 125, 144]),
        noise: chance(0.7) ? 0 : uniform(0...0.2),
        livePoll: chance(0.25) ? pick([1.0 / 120, 0.01, 0.03]) : nil,
        strokes: strokes)
    }

    // MARK: Options

    /// A random finish rule (any of `FinishRule.all`, with some of its numbers changed), completion
    /// style, completion speed and curve, and scenario parameters. Only parameters the scenario declares
    /// are set, and only to values `ScenarioOptions.set` accepts.
    mutating func options() -> [Override] {
      var list: [Override] = []
      let declared = Set(scenarioDefinition.parameters.map(\.name))
      func set(_ name: String, _ value: String) {
        if declared.contains(name) { list.append(Override(name: name, value: value)) }
      }
      let rule = pick(FinishRule.all)
      set("policy", chance(0.8) ? rule.name : pick([rule.name] + rule.aliases))
      for parameter in rule.parameters where chance(0.5) {
        guard case .number(let usual) = parameter.defaultValue else { continue }
        let value = ruleNumber(parameter.name, usual: usual)
        set(parameter.name, Self.format(value))
      }
      let completion = choice("completion")
      if let completion { set("completion", completion) }
      if completion == "spring", chance(0.8) { set("springDamping", Self.format(uniform(0.3...1.5))) }
      if chance(0.5), let curve = choice("completionCurve") { set("completionCurve", curve) }
      // Slow and fast speeds (the range refuses 0 and below since issue 20; the draws are as before). Not
      // slower: a spring at 0.05 outlasts the replay's 30 s drain and is completed by force.
      if chance(0.6) { set("completionSpeed", Self.format(chance(0.1) ? pick([0.25, 20]) : uniform(0.3...4))) }
      if chance(0.6) { set("duration", Self.format(chance(0.1) ? 0.01 : uniform(0.05...1))) }
      if chance(0.5) { set("travel", Self.format(uniform(5...60))) }
      scenarioOptions(set)
      return list
    }

    /// A rule's number: kept, or moved about its default (rates stay below 1, fractions within 0…1).
    private mutating func ruleNumber(_ name: String, usual: Double) -> Double {
      if name.hasSuffix("decelerationRate") { return usual == 0 ? 0 : uniform(0.9...0.999) }
      if usual == 0 { return chance(0.5) ? 0 : uniform(0.1...2) }
      if usual > 0 && usual <= 1 { return chance(0.1) ? pick([0, 1]) : uniform(0...1) }
      return usual * uniform(0.2...3)
    }

    private mutating func scenarioOptions(_ set: (String, String) -> Void) {
      if chance(0.5), let animator = choice("animator") { set("animator", animator) }
      if scenarioDefinition.parameters.contains(where: { $0.name == "tabs" }) {
        let tabs = chance(0.5) ? 3 : 2 + below(4)
        set("tabs", "\(tabs)")
        set("startTab", "\(below(tabs))")
      }
      if chance(0.3) { set("fingers", "\(1 + below(4))") }
      if chance(0.3) { set("items", "\(1 + below(30))") }
      if chance(0.5), let start = choice("start") {
        set("start", start)
        drawerOpen = start == "open"
      }
      if chance(0.3) {
        set("closedHeight", Self.format(uniform(0...300)))
        set("openHeight", Self.format(uniform(300.5...844)))
      }
      if chance(0.5) {
        set("damping", Self.format(uniform(0.3...1.2)))
        set("velocity", Self.format(uniform(0...3)))
      }
    }

    /// One of the words a text parameter of the scenario accepts (nil when it has none).
    private mutating func choice(_ name: String) -> String? {
      let words = scenarioDefinition.parameters.first { $0.name == name }?.choices ?? []
      return words.isEmpty ? nil : pick(words)
    }

    static func format(_ value: Double) -> String { String(format: "%.4g", value) }

    // MARK: Strokes

    /// One stroke now and then, most often two (a gesture, then one during its completion or after),
    /// up to `maximum`.
    mutating func strokeCount(maximum: Int) -> Int {
      guard maximum > 1 else { return 1 }
      if chance(0.35) { return 1 }
      return min(maximum, chance(0.85) ? 2 : 3 + below(maximum - 2))
    }

    /// Seconds from one stroke's lift to the next landing: overlapping, at once (a re-grab during the
    /// completion), a little later, or after a pause.
    mutating func gap() -> Double {
      switch below(20) {
      case 0, 1: -uniform(0...0.3)
      case 2, 3, 4, 5, 6: uniform(0...0.06)
      case 7...15: uniform(0.06...0.4)
      default: uniform(0.4...1)
      }
    }

    mutating func stroke(at start: Double, scenarioFingers: Int) -> Stroke {
      let fingers = fingerCount(scenarioFingers)
      let radius = fingers > 1 ? uniform(5...max(5, min(18, 0.4 * min(surface.width, surface.height)))) : 0
      var stroke = Stroke(
        start: start, fingers: fingers, center: point(inset: radius + 1), radius: radius,
        angle: uniform(0...(2 * .pi)), translation: MillimetreVector(dx: 0, dy: 0), scale: 1, turn: 0,
        duration: duration(), segments: [], liftStagger: chance(0.3) ? uniform(0...0.04) : 0, extras: [],
        earlyLifts: [], drops: [])
      motion(&stroke)
      stroke.segments = segments()
      changes(&stroke)
      return stroke
    }

    /// The scenario's finger count most of the time, else one to five.
    private mutating func fingerCount(_ scenarioFingers: Int) -> Int {
      let usual: Int
      switch scenario {
      case "pinch-pop", "pinch-layout": usual = 2
      case "edge-back", "back-swipe", "curl-page": usual = 1
      case "swipe-tabs": usual = scenarioFingers > 0 ? scenarioFingers : 3
      default: usual = scenarioFingers > 0 ? scenarioFingers : 2
      }
      return chance(0.8) ? usual : 1 + below(5)
    }

    /// Very short, ordinary, or very long (seconds, stalls included).
    private mutating func duration() -> Double {
      switch below(20) {
      case 0, 1: uniform(0.004...0.05)
      case 2: uniform(1...2)
      default: uniform(0.06...0.35)
      }
    }

    /// A point at least `inset` mm inside the surface where it can be (its middle where it cannot).
    private mutating func point(inset: Double) -> MillimetrePoint {
      let x = surface.width > 2 * inset ? uniform(inset...(surface.width - inset)) : surface.width / 2
      let y = surface.height > 2 * inset ? uniform(inset...(surface.height - inset)) : surface.height / 2
      return MillimetrePoint(x: x, y: y)
    }

    /// The motion: the scenario's own gesture (either way), a tap, or anything.
    private mutating func motion(_ stroke: inout Stroke) {
      let reach = min(surface.width, surface.height)
      switch below(20) {
      case 0: break  // a tap or a rest
      case 1, 2, 3:
        stroke.translation = MillimetreVector(dx: uniform(-1...1) * reach, dy: uniform(-1...1) * reach)
        stroke.scale = uniform(0.3...1.8)
        stroke.turn = uniform(-1.5...1.5)
      default:
        scenarioMotion(&stroke, reach: reach)
      }
    }

    private mutating func scenarioMotion(_ stroke: inout Stroke, reach: Double) {
      let forward = chance(0.85) ? 1.0 : -1.0
      let distance = uniform(0.05...1.2) * reach
      switch scenario {
      case "pinch-pop":
        stroke.scale = forward > 0 ? uniform(0.1...0.8) : uniform(1.05...2)
        stroke.translation = MillimetreVector(dx: uniform(-2...2), dy: uniform(-2...2))
      case "pinch-layout":
        // Spreads open the pile (where every sequence starts), pinches gather the grid.
        stroke.scale = chance(0.7) ? uniform(1.1...2.4) : uniform(0.2...0.9)
        stroke.translation = MillimetreVector(dx: uniform(-2...2), dy: uniform(-2...2))
      case "edge-back", "back-swipe":
        stroke.center = MillimetrePoint(x: uniform(0.3...4.5), y: uniform(0.2...0.8) * surface.height)
        stroke.translation = MillimetreVector(dx: forward * distance, dy: uniform(-0.3...0.3) * distance)
      case "swipe-tabs", "flip-card":
        stroke.translation = MillimetreVector(
          dx: pick([-1, 1]) * distance, dy: uniform(-0.4...0.4) * distance)
      case "curl-page":
        // Up from the bottom edge's zone (8 % of the height at most 8 mm).
        let zone = min(8, 0.08 * surface.height)
        stroke.center = MillimetrePoint(
          x: uniform(0.2...0.8) * surface.width, y: surface.height - uniform(0.1...0.9) * zone)
        stroke.translation = MillimetreVector(dx: uniform(-0.3...0.3) * distance, dy: -forward * distance)
      case "drop-dismiss":
        stroke.translation = MillimetreVector(dx: uniform(-0.4...0.4) * distance, dy: forward * distance)
      // drag-drawer: up opens, down closes; spring-present: up presents the sheet, down dismisses it. Mostly
      // toward the other end, as if each stroke finished.
      case "drag-drawer", "spring-present":
        let up = drawerOpen ? forward < 0 : forward > 0
        stroke.translation = MillimetreVector(dx: uniform(-0.4...0.4) * distance, dy: up ? -distance : distance)
        drawerOpen.toggle()
      default:
        stroke.translation = MillimetreVector(dx: uniform(-0.4...0.4) * distance, dy: -forward * distance)
      }
    }

    /// One to four parts; the later ones may start with a stall.
    private mutating func segments() -> [Segment] {
      let count = chance(0.5) ? 1 : 2 + below(3)
      return (0..<count).map { index in
        Segment(
          hold: index > 0 && chance(0.5) ? uniform(0.05...0.4) : 0, share: uniform(0.1...1),
          easing: pick(Easing.allCases))
      }
    }

    /// Finger changes mid-stroke and lost events.
    private mutating func changes(_ stroke: inout Stroke) {
      let d = stroke.duration
      if chance(0.15) {
        let lands = uniform(0...1) * d
        stroke.extras.append(ExtraFinger(lands: lands, lifts: lands + uniform(0...1.2) * d))
      }
      if stroke.fingers > 1, chance(0.15) {
        let at = uniform(0...1) * d
        stroke.earlyLifts.append(
          EarlyLift(
            finger: below(stroke.fingers), at: at, relands: chance(0.4) ? at + uniform(0.01...0.3) : nil))
      }
      let drops = chance(0.2) ? 1 + below(3) : 0
      for _ in 0..<drops {
        stroke.drops.append(EventDrop(time: uniform(0...1.1) * d, frames: below(7)))
      }
    }

    // MARK: Random numbers

    mutating func below(_ count: Int) -> Int { Int(random.next() % UInt64(max(count, 1))) }
    mutating func chance(_ p: Double) -> Bool { random.nextUnit() < p }
    mutating func uniform(_ range: ClosedRange<Double>) -> Double {
      range.lowerBound + (range.upperBound - range.lowerBound) * random.nextUnit()
    }
    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
  }
}
