import Foundation
import GlideDemos
import GlideAnimation
import GlideSimulation
import GlideTransitions
import Testing

/// The View Programming Guide's animations as demos: their logs and views against the closed forms of
/// what the guide's listings animate, at the moments the guide describes.
@Suite("Demos: View Programming Guide")
struct ViewProgrammingGuideDemoTests {
  /// `demo` played to frame `number` (k/60 s), and its followed layers at each of `frames` on the way.
  static func run(_ demo: Demo, to number: Int, recording frames: Set<Int> = []) -> (
    run: DemoRun, values: [Int: [String: DemoRecord.LayerValues]]
  ) {
    let run = DemoRun(demo: demo)
    var values: [Int: [String: DemoRecord.LayerValues]] = [:]
    for frame in 0...number {
      let record = run.showFrame(frame)
      guard frames.contains(frame), case .frame(_, let layers) = record.kind else { continue }
      values[frame] = Dictionary(layers.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }
    return (run, values)
  }

  /// The view named `name` under `view` (depth first), if any.
  static func find(_ name: String, in view: View) -> View? {
    if view.name == name { return view }
    for subview in view.subviews { if let found = find(name, in: subview) { return found } }
    return nil
  }

  /// The text the view named `name` under `view` draws (a label's), or nil.
  static func text(_ name: String, in view: View) -> String? { find(name, in: view)?.layer.text?.string }

  /// `angle` brought into (−π, π].
  static func normalized(_ angle: Double) -> Double {
    let turn = remainder(angle, 2 * .pi)
    return turn == -.pi ? .pi : turn
  }

  static func opacity(_ values: [Int: [String: DemoRecord.LayerValues]], _ frame: Int, _ name: String) throws -> Double
  {
    try #require(values[frame]?[name]).opacity
  }

  // MARK: - nested-blocks

  /// aView: 1 → 0 along ease-out over 1.0 s after the 1.0 s delay.
  static func aViewAlpha(_ t: Double) -> Double {
    t <= 1 ? 1 : t >= 2 ? 0 : 1 - CubicTimingFunction.easeOut.progress(at: t - 1)
  }

  /// A linear 0.2 s fade to 0 autoreversing for `count` cycles (0.4 s each) from 1.0 s; then the model, 0.
  static func reversingAlpha(_ t: Double, count: Double) -> Double {
    let u = t - 1
    guard u > 0 else { return 1 }
    guard u < 0.4 * count else { return 0 }
    let cycle = u.truncatingRemainder(dividingBy: 0.4)
    return cycle < 0.2 ? 1 - cycle / 0.2 : (cycle - 0.2) / 0.2
  }

  @Test(
    "nested-blocks: aView fades along ease-out in 1 s after 1 s; anotherView out and in every 0.2 s, linear, ending at 0 after 2.5 cycles; with 2 cycles it is back at 1, then snaps to 0"
  )
  func nestedBlocks() throws {
    let frames = [30, 60, 66, 72, 78, 84, 90, 96, 102, 105, 107, 108, 109, 114, 119, 120, 121, 140]
    let (_, values) = Self.run(.nestedBlocks, to: 140, recording: Set(frames))
    for frame in frames {
      let t = Double(frame) / 60
      #expect(abs(try Self.opacity(values, frame, "aView") - Self.aViewAlpha(t)) < 1e-9, "aView at \(t) s")
      #expect(
        abs(try Self.opacity(values, frame, "anotherView") - Self.reversingAlpha(t, count: 2.5)) < 1e-9,
        "anotherView at \(t) s")
      #expect(
        abs(try Self.opacity(values, frame, "wholeCountView") - Self.reversingAlpha(t, count: 2)) < 1e-9,
        "wholeCountView at \(t) s")
    }
    // The moments the guide describes: the nested fade is out at 1.2 s, back in at 1.4 s, out again at
    // 1.6 s, and ends out at 2.0 s with aView (never snapping); two whole cycles end back in at 1.8 s.
    #expect(
      try Self.opacity(values, 72, "anotherView") < 1e-9 && abs(try Self.opacity(values, 84, "anotherView") - 1) < 1e-9)
    #expect(try Self.opacity(values, 119, "anotherView") < 0.1 && (try Self.opacity(values, 120, "anotherView")) == 0)
    #expect(
      try Self.opacity(values, 107, "wholeCountView") > 0.9 && (try Self.opacity(values, 109, "wholeCountView")) == 0)
    #expect(try Self.opacity(values, 120, "aView") == 0 && (try Self.opacity(values, 60, "aView")) == 1)
  }

  // MARK: - view-and-layer

  @Test(
    "view-and-layer: the view turns +180° (half a turn goes clockwise) then back to 1°, linear, 1 s each; the layer turns 360° in 2 s, linear; in the second second the man keeps still on screen"
  )
  func viewAndLayer() throws {
    let frames = [30, 60, 90, 105, 119, 125, 140]
    let (_, values) = Self.run(.viewAndLayer, to: 140, recording: Set(frames))
    let oneDegree = Double.pi / 180
    func view(_ t: Double) -> Double {
      t <= 1 ? .pi * t : t < 2 ? .pi + (remainder(oneDegree - .pi, 2 * .pi)) * (t - 1) : 0
    }
    func layer(_ t: Double) -> Double { t < 2 ? 2 * .pi * t / 2 : 0 }
    for frame in frames {
      let t = Double(frame) / 60
      let backing = try #require(values[frame]?["backingView"])
      let man = try #require(values[frame]?["manLayer"])
      #expect(abs(Self.normalized(backing.rotation - view(t))) < 1e-9, "backingView at \(t) s: \(backing.rotation)")
      #expect(abs(Self.normalized(man.rotation - layer(t))) < 1e-9, "manLayer at \(t) s: \(man.rotation)")
    }
    // 0.5 s: the view at +90°, the layer +90° in it: the man upside down on the screen.
    let half = try #require(values[30])
    #expect(abs(try #require(half["backingView"]).rotation - .pi / 2) < 1e-9)
    #expect(
      abs(Self.normalized(try #require(half["backingView"]).rotation + (try #require(half["manLayer"])).rotation - .pi))
        < 1e-9)
    // 1.5 s: the view turned back to 90.5° (counter-clockwise now), the layer on to 270° (clockwise): the
    // man at 0.5° on the screen, and he stays within a degree from 1 s to 2 s.
    let later = try #require(values[90])
    let backing = try #require(later["backingView"]).rotation
    let man = try #require(later["manLayer"]).rotation
    #expect(abs(backing - 90.5 * oneDegree) < 1e-9 && abs(Self.normalized(man - 1.5 * .pi)) < 1e-9)
    for frame in [60, 90, 105, 119] {
      let screen = Self.normalized(
        try #require(values[frame]?["backingView"]).rotation + (try #require(values[frame]?["manLayer"])).rotation)
      #expect(abs(screen) <= oneDegree + 1e-9, "frame \(frame): the man at \(screen * 180 / .pi)° on screen")
    }
    // After 2 s the view is set back to the identity and the layer's animation is gone.
    #expect(
      try #require(values[125]?["backingView"]).rotation == 0 && (try #require(values[125]?["manLayer"])).rotation == 0)
  }

  // MARK: - curl-notes

  @Test(
    "curl-notes: the written note curls up off the empty one in 1 s (half way at 1.0 s); then it is saved and emptied, and the second tap curls the new page up off it"
  )
  func curlNotes() throws {
    let (run, values) = Self.run(.curlNotes, to: 60, recording: [29, 60])
    // Before the tap: note 1 shown, note 2 hidden.
    #expect(
      try #require(values[29]?["note 1"]).isHidden == false && (try #require(values[29]?["note 2"])).isHidden == true)
    // Half way through the curl (0.5 s into 1.0 s, ease-in-out: progress ½): the notes view's snapshot
    // before the change curls, over the snapshot after it; the notes view itself waits out of sight.
    let before = try #require(Self.find("notesView before", in: run.stage.view))
    let after = try #require(Self.find("notesView after", in: run.stage.view))
    #expect(abs((before.presentation.pageCurl?.progress ?? -1) - 0.5) < 1e-9)
    #expect(after.presentation.pageCurl == nil)
    let notes = try #require(Self.find("notesView", in: run.stage.view))
    #expect(notes.presentation.opacity == 0)
    #expect(try #require(Self.find("note 1 snapshot", in: before)).isHidden == false)
    #expect(
      try #require(Self.find("note 2 snapshot", in: after)).isHidden == false
        && (try #require(Self.find("note 1 snapshot", in: after))).isHidden)
    #expect(try #require(values[60]?["note 1"]).isHidden && (try #require(values[60]?["note 2"])).isHidden == false)

    // After it: the stand-ins gone, the old text saved and emptied; the second curl puts note 1 back, empty.
    for frame in 61...100 { run.showFrame(frame) }
    #expect(Self.find("notesView before", in: run.stage.view) == nil)
    #expect(Self.text("saved", in: run.stage.view) == "Saved: Groceries")
    #expect(Self.text("note 1 text", in: run.stage.view) == "")
    for frame in 101...255 { run.showFrame(frame) }
    #expect(Self.text("saved", in: run.stage.view) == "Saved: Groceries, To do")
    #expect(try #require(Self.find("note 1", in: run.stage.view)).isHidden == false)
    #expect(try #require(Self.find("note 2", in: run.stage.view)).isHidden)
    #expect(Self.text("note 2 text", in: run.stage.view) == "")
  }

  // MARK: - flip-views

  @Test(
    "flip-views: the first tap flips from the right to secondaryView in 1 s (edge-on at 1.0 s), the second from the left back; displayingPrimary toggled in each completion"
  )
  func flipViews() throws {
    let run = DemoRun(demo: .flipViews)
    func container() throws -> View { try #require(Self.find("containerView", in: run.stage.view)) }
    func state() -> String? { Self.text("state", in: run.stage.view) }
    func play(to frame: Int) { for number in 0...frame { run.showFrame(number) } }
    /// The turn about y of the container's snapshot before the change, from its presented matrix.
    func outgoingTurn() throws -> (cos: Double, sin: Double) {
      let side = try #require(Self.find("containerView before", in: run.stage.view)).presentation.transform
      return (side.m11, -side.m13)
    }
    // The turn that a flip from the right (−φ) or left (+φ) gives to its outgoing side, φ = π × progress.
    let reference = Transform3D(rotationAngle: 1, x: 0, y: 1, z: 0)
    let sign = -reference.m13 / sin(1.0)  // −m13 = sign × sin(angle) in Glide's convention

    play(to: 29)
    #expect(try container().subviews.map(\.name) == ["primaryView"] && (state()) == "displayingPrimary = true")
    // A quarter of the way through (0.25 s of 1.0 s, ease-in-out), from the right: turned by −π × p.
    for number in 30...45 { run.showFrame(number) }
    let p = CubicTimingFunction.easeInEaseOut.progress(at: 0.25)
    var turn = try outgoingTurn()
    #expect(abs(turn.cos - cos(.pi * p)) < 1e-9 && abs(turn.sin - sign * sin(-.pi * p)) < 1e-9, "\(turn)")
    // Half way: edge-on. The swap is made at the start: secondaryView is already the container's subview.
    for number in 46...60 { run.showFrame(number) }
    turn = try outgoingTurn()
    #expect(abs(turn.cos) < 1e-9 && abs(turn.sin + sign) < 1e-9)
    #expect(try container().subviews.map(\.name) == ["secondaryView"] && (state()) == "displayingPrimary = true")
    // Done at 1.5 s: the completion has toggled the flag.
    for number in 61...95 { run.showFrame(number) }
    #expect(Self.find("containerView before", in: run.stage.view) == nil)
    #expect(state() == "displayingPrimary = false")
    // The second tap (2.0 s) flips from the left, back to primaryView.
    for number in 96...135 { run.showFrame(number) }
    turn = try outgoingTurn()
    #expect(abs(turn.cos - cos(.pi * p)) < 1e-9 && abs(turn.sin - sign * sin(.pi * p)) < 1e-9, "\(turn)")
    for number in 136...190 { run.showFrame(number) }
    #expect(try container().subviews.map(\.name) == ["primaryView"] && (state()) == "displayingPrimary = true")
    #expect(Self.find("secondaryView", in: run.stage.view) == nil)
  }

  // MARK: - without-animation

  @Test(
    "without-animation: the move inside performWithoutAnimation is done at the tap while the colour and the other square's move animate; the snapshot after screen updates is blank, the one before shows the card"
  )
  func withoutAnimation() throws {
    let (_, values) = Self.run(.withoutAnimation, to: 100, recording: [29, 31, 60, 100])
    let blue = Color(hex: 0x007AFF)
    let green = Color(hex: 0x34C759)
    let before = try #require(values[29])
    #expect(try #require(before["animated"]).position.x == 37 && (try #require(before["notAnimated"])).position.x == 37)
    // Half way (0.5 s into the 1.0 s ease-in-out block, tapped at 0.5 s).
    let half = try #require(values[60])
    let animated = try #require(half["animated"])
    let notAnimated = try #require(half["notAnimated"])
    #expect(abs(animated.position.x - 87) < 1e-9)
    #expect(notAnimated.position.x == 137)
    #expect(try #require(values[31]?["notAnimated"]).position.x == 137)
    let mid = blue.interpolated(to: green, fraction: 0.5)
    for square in [animated, notAnimated] {
      #expect(abs(square.backgroundColor.red - mid.red) < 1e-9 && abs(square.backgroundColor.green - mid.green) < 1e-9)
    }
    #expect(abs(try #require(half["card"]).opacity - 0.5) < 1e-9)
    // The snapshots, taken at the tap: after the screen updates, alpha 0; as on screen then, alpha 1.
    let blank = try #require(half["card snapshot (true)"])
    let shown = try #require(half["card snapshot (false)"])
    #expect(blank.opacity == 0 && shown.opacity == 1)
    #expect(
      try #require(values[100]?["card"]).opacity == 0
        && (try #require(values[100]?["card snapshot (false)"])).opacity == 1)
  }
}
