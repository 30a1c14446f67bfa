import Foundation
import GlideDemos
import GlideAnimation
import GlideInput
import GlideSimulation
import GlideTransitions
import Testing

/// The demos of "iOS Core Animation: Advanced Techniques" ch. 8 (and its clock) played frame by frame:
/// their logs against the closed forms of what the book animates, at the moments it describes.
@Suite("Demos: Core Animation's explicit animations")
struct CoreAnimationDemoTests {
  /// The followed layers at each of `frames` of `demo` played from the start, by frame then name, and
  /// `probe` called on the run at each of them.
  static func values(
    _ demo: Demo, atFrames frames: [Int], probe: (Int, DemoRun) -> Void = { _, _ in }
  ) -> [Int: [String: DemoRecord.LayerValues]] {
    let run = DemoRun(demo: demo)
    var found: [Int: [String: DemoRecord.LayerValues]] = [:]
    for frame in 0...(frames.max() ?? 0) {
      let record = run.showFrame(frame)
      guard frames.contains(frame), case .frame(_, let layers) = record.kind else { continue }
      found[frame] = Dictionary(uniqueKeysWithValues: layers.map { ($0.name, $0) })
      probe(frame, run)
    }
    return found
  }

  static func lerp(_ a: Color, _ b: Color, _ f: Double) -> Color {
    Color(red: a.red + (b.red - a.red) * f, green: a.green + (b.green - a.green) * f, blue: a.blue + (b.blue - a.blue) * f)
  }

  static func close(_ a: Color, _ b: Color, within tolerance: Double = 1e-9) -> Bool {
    abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance && abs(a.blue - b.blue) <= tolerance
  }

  /// Whether two angles are the same turn (radians, any multiple of 2π apart) within `tolerance`.
  static func sameAngle(_ a: Double, _ b: Double, within tolerance: Double = 1e-9) -> Bool {
    abs(remainder(a - b, 2 * .pi)) <= tolerance
  }

  /// The red curve of the ship and the group: B(u) from (0, 150) to (300, 150), controls (75, 0), (225, 300).
  static func bezier(_ u: Double) -> Point {
    let (p0, p1, p2, p3) = (Point(x: 0, y: 150), Point(x: 75, y: 0), Point(x: 225, y: 300), Point(x: 300, y: 150))
    let v = 1 - u
    return Point(
      x: v * v * v * p0.x + 3 * v * v * u * p1.x + 3 * v * u * u * p2.x + u * u * u * p3.x,
      y: v * v * v * p0.y + 3 * v * v * u * p1.y + 3 * v * u * u * p2.y + u * u * u * p3.y)
  }

  /// The curve's direction at `u`, radians from +x (clockwise on screen).
  static func tangent(_ u: Double) -> Double {
    let v = 1 - u
    let dx = 3 * v * v * 75 + 6 * v * u * 150 + 3 * u * u * 75
    let dy = 3 * v * v * -150 + 6 * v * u * 300 + 3 * u * u * -150
    return atan2(dy, dx)
  }

  // MARK: - random-colour

  /// The colours the demo's taps pick: three draws of the seeded generator a tap.
  static func randomColours(_ count: Int) -> [Color] {
    var random = SplitMix64(seed: Demo.randomColourSeed)
    return (0..<count).map { _ in Color(red: random.nextUnit(), green: random.nextUnit(), blue: random.nextUnit()) }
  }

  @Test("random-colour: each tap animates from the colour on screen to the next seeded colour in 0.25 s, linear, and keeps it")
  func randomColour() throws {
    let taps = [0.25, 1.0, 1.75, 1.875]
    #expect(Demo.randomColour.script.map(\.time) == taps)
    let colours = Self.randomColours(taps.count)
    // The colour shown at t: the latest tap's animation from what was shown at its tap.
    func shown(_ t: Double) -> Color {
      var colour = Color.uiBlue
      for (tap, target) in zip(taps, colours) where tap <= t {
        let nextTap = taps.first { $0 > tap } ?? .infinity
        let from = colour
        colour = Self.lerp(from, target, min((min(t, nextTap) - tap) / 0.25, 1))
      }
      return colour
    }
    // Before, a third of the way in, done (and kept: no snap back to blue), the interrupting tap half-way
    // through the third animation (going on from the half-way colour), and long after.
    let frames = [10, 15, 20, 40, 59, 66, 110, 112, 113, 120, 130, 164]
    let values = Self.values(.randomColour, atFrames: frames)
    for frame in frames {
      let colour = try #require(values[frame]?["colorLayer"]).backgroundColor
      let expected = shown(Double(frame) / 60)
      #expect(Self.close(colour, expected), "frame \(frame): \(colour), expected \(expected)")
    }
    #expect(Self.close(try #require(values[40]?["colorLayer"]).backgroundColor, colours[0]))
    #expect(Self.close(try #require(values[164]?["colorLayer"]).backgroundColor, colours[3]))
    // The fourth animation started half-way between the second and third colours.
    #expect(Self.close(shown(1.875), Self.lerp(colours[1], colours[2], 0.5)))
    // Four different colours, none the starting blue.
    #expect(Set(colours.map { "\($0)" }).count == 4 && !colours.contains { Self.close($0, .uiBlue, within: 0.05) })
  }

  @Test("random-colour: the model holds each new colour at once (the book's fix), the animation only shows the way there")
  func randomColourModel() {
    let run = DemoRun(demo: .randomColour)
    let colours = Self.randomColours(2)
    run.showFrame(16)  // the first tap at 0.25 s, a frame in
    let layer = run.stage.tracked[0].layer
    #expect(Self.close(layer.backgroundColor, colours[0]))
    #expect(!Self.close(layer.presentation().backgroundColor, colours[0], within: 1e-3))
    for frame in 17...61 { run.showFrame(frame) }  // the second at 1.0 s
    #expect(Self.close(layer.backgroundColor, colours[1]))
  }

  // MARK: - clock

  @Test("clock: from 10:09:56 each hand turns to its new angle in 0.5 s at each tick, linearly, about its anchor at the face's centre")
  func clock() throws {
    let degree = Double.pi / 180
    // Second s (of the minute) is 6s°; minute m is 6m°; the hour hand stays on 10 (300°), as the book's.
    func secondAngle(_ t: Double) -> Double {
      let tick = min(Int(t.rounded(.down)), 6)  // ticks so far, one a second
      let (now, into) = (Double(56 + tick) * 6, t - Double(tick))
      // The shorter way round: always 6° forward (354° → 360° at 10:10:00).
      return (tick >= 1 && into < 0.5 ? now - 6 + 6 * into / 0.5 : now) * degree
    }
    func minuteAngle(_ t: Double) -> Double {
      if t < 4 { return 54 * degree }
      return (54 + 6 * min((t - 4) / 0.5, 1)) * degree
    }
    let frames = [0, 30, 60, 75, 89, 90, 150, 240, 255, 269, 270, 300, 405]
    let values = Self.values(.clock, atFrames: frames)
    for frame in frames {
      let t = Double(frame) / 60
      let hands = try #require(values[frame])
      let second = try #require(hands["secondHand"]), minute = try #require(hands["minuteHand"])
      let hour = try #require(hands["hourHand"])
      #expect(Self.sameAngle(second.rotation, secondAngle(t)), "frame \(frame): second hand \(second.rotation / degree)°, expected \(secondAngle(t) / degree)°")
      #expect(Self.sameAngle(minute.rotation, minuteAngle(t)), "frame \(frame): minute hand \(minute.rotation / degree)°")
      #expect(Self.sameAngle(hour.rotation, 300 * degree), "frame \(frame): hour hand \(hour.rotation / degree)°")
      // Each turns about its anchor point, which stays on the face's centre; unscaled.
      for hand in [second, minute, hour] {
        #expect(hand.position == Point(x: 195, y: 400) && abs(hand.scale - 1) < 1e-9, "frame \(frame): \(hand.name)")
      }
    }
    // Mid-tick, half of 6°: 10:09:57 is 342° at 1.5 s, 339° at 1.25 s; at 10:10:00 the hand goes on
    // through 12 (357° at 4.25 s), not back round the dial.
    #expect(Self.sameAngle(try #require(values[75]?["secondHand"]).rotation, 339 * degree))
    #expect(Self.sameAngle(try #require(values[255]?["secondHand"]).rotation, -3 * degree))
    #expect(Self.sameAngle(try #require(values[255]?["minuteHand"]).rotation, 57 * degree))
    #expect(try #require(values[0]?["secondHand"]).size == Size(width: 3, height: 135))
  }

  @Test("clock: when a hand's animation stops its delegate sets the hand's transform, so the frame after shows no jump back")
  func clockDelegate() {
    let run = DemoRun(demo: .clock)
    for frame in 0...90 { run.showFrame(frame) }  // the first tick's animations ended at 1.5 s
    let secondHand = run.stage.tracked.first { $0.name == "secondHand" }!.layer
    #expect(secondHand.animationKeys.isEmpty)
    #expect(Self.sameAngle(atan2(secondHand.transform.m12, secondHand.transform.m11), 342 * .pi / 180))
  }

  // MARK: - animation-group

  @Test("animation-group: the square on B(t / 4 s), turned along it, its colour green → red linearly, both spanning the group's 4 s")
  func animationGroup() throws {
    let frames = [1, 30, 60, 120, 180, 239, 250]
    let values = Self.values(.animationGroup, atFrames: frames)
    for frame in frames.dropLast() {
      let u = Double(frame) / 60 / 4
      let square = try #require(values[frame]?["colorLayer"])
      let expected = Self.bezier(u)
      #expect(abs(square.position.x - expected.x) < 1e-6 && abs(square.position.y - expected.y) < 1e-6, "frame \(frame): \(square.position) vs \(expected)")
      #expect(abs(square.rotation - Self.tangent(u)) < 1e-6, "frame \(frame): rotation \(square.rotation) vs \(Self.tangent(u))")
      #expect(Self.close(square.backgroundColor, Self.lerp(.uiGreen, .uiRed, u)), "frame \(frame): \(square.backgroundColor)")
    }
    // Half-way: (195, 422) on the screen is (150, 150) in the container, the colour half green, half red.
    let middle = try #require(values[120]?["colorLayer"])
    #expect(abs(middle.position.x - 150) < 1e-9 && abs(middle.position.y - 150) < 1e-9)
    #expect(Self.close(middle.backgroundColor, Color(red: 0.5, green: 0.5, blue: 0)))
    // The group removed at 4 s: the model shows, green at the start, unturned.
    let after = try #require(values[250]?["colorLayer"])
    #expect(after.position == Point(x: 0, y: 150) && after.rotation == 0 && Self.close(after.backgroundColor, .uiGreen))
  }

  // MARK: - image-transitions

  @Test("image-transitions: each tap's transition half-way at 0.125 s: fade, push from the right, move in from the bottom, reveal from the left")
  func imageTransitions() throws {
    var transitions: [Int: TransitionFrame?] = [:]
    var images: [Int: LayerContents?] = [:]
    // Taps at 0.675, 1.475, 2.275 and 3.075 s: each transition half-way at frames 48, 96, 144 and 192.
    let (between, halfway) = ([30, 72, 120, 168, 239], [48, 96, 144, 192])
    _ = Self.values(.imageTransitions, atFrames: between + halfway) { frame, run in
      let layer = run.stage.tracked[0].layer
      transitions[frame] = layer.transitionFrame()
      images[frame] = layer.contents
    }
    func near(_ a: Vector, _ b: Vector) -> Bool { abs(a.dx - b.dx) < 1e-6 && abs(a.dy - b.dy) < 1e-6 }
    // Between the transitions nothing is in progress (each lasts Core Animation's default 0.25 s).
    for frame in between { #expect(transitions[frame]! == nil, "frame \(frame)") }
    let fade = try #require(transitions[48]!)
    #expect(fade.type == .fade && abs(fade.progress - 0.5) < 1e-9)
    #expect(abs(fade.incomingPlacement.opacity - 0.5) < 1e-9 && abs(fade.outgoingPlacement.opacity - 0.5) < 1e-9)
    let push = try #require(transitions[96]!)
    #expect(push.type == .push && push.direction == .fromRight && abs(push.progress - 0.5) < 1e-9)
    #expect(near(push.incomingPlacement.offset, Vector(dx: 150, dy: 0)) && near(push.outgoingPlacement.offset, Vector(dx: -150, dy: 0)))
    let moveIn = try #require(transitions[144]!)
    #expect(moveIn.type == .moveIn && moveIn.direction == .fromBottom && abs(moveIn.progress - 0.5) < 1e-9)
    #expect(near(moveIn.incomingPlacement.offset, Vector(dx: 0, dy: 150)) && moveIn.outgoingPlacement.offset == .zero)
    let reveal = try #require(transitions[192]!)
    #expect(reveal.type == .reveal && reveal.direction == .fromLeft && reveal.outgoingIsInFront)
    #expect(reveal.incomingPlacement.offset == .zero && near(reveal.outgoingPlacement.offset, Vector(dx: 150, dy: 0)))
    // Each leaves the image the one before came in with: four photos, the fourth tap back to the first.
    let shown = between.map { images[$0]! }
    #expect(shown.allSatisfy { $0 != nil })
    #expect(Set(shown.dropLast().map { $0!.pixels.hashValue }).count == 4 && shown.last! == shown.first!)
    #expect(fade.outgoing?.state.contents == shown[0] && push.outgoing?.state.contents == shown[1])
    #expect(moveIn.outgoing?.state.contents == shown[2] && reveal.outgoing?.state.contents == shown[3])
  }

  // MARK: - spinning-ship

  @Test("spinning-ship: turned 2π·t / 2 s while spinning, unturned at once when Stop removes it, the delegate told finished NO then YES")
  func spinningShip() throws {
    // Start at 0.25 s, Stop at 1.6 s, Start at 2.0 s (runs its 2 s out), Start at 4.5 s, Stop at 5.25 s.
    func angle(_ t: Double) -> Double {
      for (start, stop) in [(0.25, 1.6), (2.0, 4.0), (4.5, 5.25)] where t >= start && t < stop {
        return 2 * .pi * (t - start) / 2
      }
      return 0
    }
    var notes: [Int: String] = [:]
    let frames = [10, 15, 30, 45, 60, 95, 96, 100, 120, 150, 200, 239, 240, 250, 280, 314, 315, 320, 359]
    let values = Self.values(.spinningShip, atFrames: frames) { frame, run in
      notes[frame] = run.stage.view.subviews.first { $0.name == "note" }?.layer.text?.string
    }
    for frame in frames {
      let ship = try #require(values[frame]?["shipLayer"])
      let t = Double(frame) / 60
      #expect(Self.sameAngle(ship.rotation, angle(t)), "frame \(frame): \(ship.rotation), expected \(angle(t))")
      #expect(ship.position == Point(x: 150, y: 150) && abs(ship.scale - 1) < 1e-9 && ship.size == Size(width: 128, height: 128))
    }
    // A quarter turn 0.5 s after Start: nose down (90° clockwise); 240° just before Stop.
    #expect(abs(try #require(values[45]?["shipLayer"]).rotation - .pi / 2) < 1e-9)
    #expect(Self.sameAngle(try #require(values[95]?["shipLayer"]).rotation, 2 * .pi * (95.0 / 60 - 0.25) / 2))
    #expect(try #require(values[96]?["shipLayer"]).rotation == 0)
    // What the delegate said.
    #expect(notes[95] == "" && notes[100] == "The animation stopped (finished: NO)")
    #expect(notes[120] == "" && notes[239] == "")
    #expect(notes[240] == "The animation stopped (finished: YES)" && notes[280] == "")
    #expect(notes[320] == "The animation stopped (finished: NO)")
  }
}
