import Foundation
public import GlideGestures
public import GlideInput
import GlideSimulation
import GlideTraceTesting

/// One synthetic two-finger gesture of the recogniser-quality grid (``TwoFingerGrid``): a pinch (that
/// may also turn and slide) or a two-finger scroll (whose fingers' distance wobbles), on one device.
///
/// Positions are millimetres, times seconds. The gesture is centred on the device's surface: the
/// fingers' midpoint starts half the drift before the centre and ends half the drift after it.
public struct TwoFingerGridCase: Hashable, Sendable {
  public enum Kind: String, Hashable, Sendable {
    /// The fingers' distance changes by ``TwoFingerGridCase/scale``; they may also turn and slide.
    case pinch
    /// The fingers move together by the drift; their distance wobbles by `scale − 1`.
    case scroll
  }

  /// The path a scroll's fingers take.
  public enum ScrollPath: Hashable, Sendable {
    /// Along ``TwoFingerGridCase/drift``; the distance ramps to `scale` times itself.
    case straight
    /// Round a circle of `radius` mm centred on the surface, `turns` times (a fraction: an arc),
    /// the distance swinging by ±`scale − 1` of itself (``TwoFingerGrid/wobbleCycles(radius:turns:)``
    /// times over the scroll). With `secondJoinsAt` (a fraction of the duration) one finger lands
    /// first and the second joins it mid-scroll, as on real pads.
    case circling(radius: Double, turns: Double, clockwise: Bool, secondJoinsAt: Double?)
  }

  /// How the two fingers lie when they land.
  public enum Layout: String, CaseIterable, Hashable, Sendable {
    /// Side by side: the line between them along x.
    case sideBySide = "side-by-side"
    /// One above the other: the line along y.
    case stacked
  }

  /// What a case must give to pass.
  public enum Expectation: String, Hashable, Sendable {
    /// A pinch begins (a pan that began first was cancelled for it), and the final scale is right
    /// within ``TwoFingerGridCase/scaleTolerance``:
    /// the distance changed by at least 10 % and 3 mm.
    case pinch
    /// Pinch or pan, never both, nor nothing: a **same-way pinch**, whose distance changes by 10 % and
    /// 3 mm but whose fingers both move the same way by one of the readings of its paths
    /// (``TwoFingerGridCase/readings`` holds `TwoFingerMotion.parallel`): a scroll by libinput's
    /// direction test and by issue 39's definition ("a scroll two fingers moving the same way"), or
    /// within what a measurement may be off of one, a pinch by the distance alone.
    case sameWayPinch
    /// Pinch or pan, never both, nor nothing: an **apart-first scroll**, a circling scroll whose
    /// distance swings 3 mm before or while its fingers move different ways, early, by one of the
    /// readings of its paths (``TwoFingerGridCase/readings`` holds `TwoFingerMotion.spread`): a
    /// pinch by libinput's test and by issue 39's definition ("a slow pinch is two fingers moving
    /// apart or together") until the circling takes over, or within what a measurement may be off of
    /// one.
    case apartFirstScroll
    /// A pan begins and no pinch: a scroll.
    case pan
    /// Exactly one of pinch or pan: a small pinch (under 10 % or 3 mm) whose fingers moved 5 mm or
    /// more.
    case either
    /// Anything but both: a small pinch whose fingers moved less than 5 mm.
    case notBoth
  }

  public var kind: Kind
  public var device: DevicePreset
  /// Seconds from landing to lifting.
  public var duration: Double
  public var easing: Easing
  /// The fingers' distance at the end over their distance at the start.
  public var scale: Double
  /// How far the line between the fingers turns, in degrees (clockwise on the surface).
  public var rotationDegrees: Double
  /// How far the fingers' midpoint slides, in mm.
  public var drift: MillimetreVector
  /// Position jitter, mm (standard deviation).
  public var noise: Double
  /// The fingers' distance when they land, in mm.
  public var startSpread: Double
  public var layout: Layout
  /// The jitter's seed.
  public var seed: UInt64
  /// A scroll's path (``ScrollPath/straight`` for pinches).
  public var scrollPath: ScrollPath = .straight
  /// How many times a circling scroll's distance swings in one turn; `nil`: once a turn, or once per
  /// ``TwoFingerGrid/shortestWobbleMillimetres`` where a turn is shorter
  /// (``TwoFingerGrid/wobbleCycles(radius:turns:)``).
  public var wobblesPerTurn: Double?
  /// Where in its cycle a circling scroll's wobble starts, in radians (`FingerMove/Kind`'s
  /// `wobblePhase`).
  public var wobblePhase = 0.0

  public init(
    kind: Kind, device: DevicePreset, duration: Double, easing: Easing, scale: Double,
    rotationDegrees: Double = 0, drift: MillimetreVector = .zero, noise: Double, startSpread: Double,
    layout: Layout, seed: UInt64 = 1
  ) {
    self.kind = kind
    self.device = device
    self.duration = duration
    self.easing = easing
    self.scale = scale
    self.rotationDegrees = rotationDegrees
    self.drift = drift
    self.noise = noise
    self.startSpread = startSpread
    self.layout = layout
    self.seed = seed
  }

  /// How much the fingers' distance changes, in mm.
  public var distanceChange: Double { abs(scale - 1) * startSpread }

  /// The farthest either finger ends from where it landed, in mm, leaving the turn out: a turn about
  /// the midpoint is the rotation recogniser's, which the grid does not run, and neither UIKit's pinch
  /// nor its pan begins on it.
  public var fingerTravel: Double {
    var unturned = self
    unturned.rotationDegrees = 0
    let timeline = unturned.timeline
    return timeline.fingers.map { finger in
      let end = finger.position(at: duration)
      return hypot(end.x - finger.start.x, end.y - finger.start.y)
    }.max() ?? 0
  }

  /// The standard deviation of a pinch's final scale that the jitter alone causes: scale is the
  /// distance at the last frame over the distance at touch-down, two samples, each off by
  /// `noise × √2` mm (two fingers), so its error is `scale × noise × √2 × √(1/d₀² + 1/d₁²)`. A pinch
  /// from 15 mm to 30 mm at 0.2 mm of jitter: 0.042, so 0.05 holds only 77 % of the time whatever the
  /// recogniser does (UIKit reports the same two-sample ratio).
  public var scaleJitter: Double {
    let start = startSpread, end = startSpread * scale
    return scale * noise * 2.0.squareRoot() * (1 / (start * start) + 1 / (end * end)).squareRoot()
  }

  /// How close the final scale must be: ``TwoFingerGrid/scaleTolerance`` (0.05), or three standard
  /// deviations of ``scaleJitter`` where that is wider (the measurement's own precision).
  public var scaleTolerance: Double { max(TwoFingerGrid.scaleTolerance, 3 * scaleJitter) }

  /// What the case must give (see ``Expectation``). A case is held to one outcome only when every
  /// reading of its own paths agrees (``readings``): where one says the fingers moved apart or
  /// together, a scroll is an apart-first scroll; where one says they moved the same way, a pinch is a
  /// same-way pinch. Either outcome passes those.
  public var expectation: Expectation { expectation(readings: readings) }

  /// ``expectation`` from the case's ``readings``, already taken.
  public func expectation(readings: [TwoFingerMotion]) -> Expectation {
    switch kind {
    case .scroll: return readings.contains(.spread) ? .apartFirstScroll : .pan
    case .pinch:
      if distanceChange >= TwoFingerGrid.pinchMinimumChangeMillimetres
        && abs(scale - 1) >= TwoFingerGrid.pinchMinimumChangeFraction - 1e-9
      {
        return readings.contains(.parallel) ? .sameWayPinch : .pinch
      }
      return fingerTravel >= TwoFingerGrid.neverNothingMillimetres ? .either : .notBoth
    }
  }

  /// What libinput's question says of the case's own paths (no jitter, at the grid's 80 Hz frames,
  /// each finger's motion from where the pair came down, that is from when the second finger landed):
  /// - `TwoFingerMotion.parallel`: both fingers moved `TwoFingerMotion.minimumTravel` (1.5 mm)
  ///   into the same or neighbouring compass octants (`TwoFingerMotion.direction(_:_:fingerCount:)`)
  ///   before anything spread, and still did at a frame `TwoFingerMotion.pinchTimeout` (300 ms) or
  ///   more after the pair came down (or when they lifted, earlier): the fingers move the same way, a
  ///   scroll;
  /// - `TwoFingerMotion.spread`: before that, the distance changed by `TwoFingerMotion.minimumSpread`
  ///   (3 mm) while the fingers moved different ways, or while one had not yet moved 1.5 mm (it rests,
  ///   the other moves towards or away from it) nor 0.5 mm the same way as the other
  ///   (`TwoFingerMotion.slowerFingerFollows(_:_:moving:exactly:)`): the fingers move apart or together, a pinch;
  /// - `TwoFingerMotion.undecided`: neither, by the time the fingers lift.
  ///
  /// A pinch drifting along its finger line by more than half its distance change reads parallel:
  /// both fingers go the drift's way, one faster (``Expectation/sameWayPinch``). A circling scroll
  /// whose distance swings faster than its midpoint travels reads spread
  /// (``Expectation/apartFirstScroll``).
  public var earlyMotion: TwoFingerMotion { earlyMotion(reading: .libinput) }

  /// Every reading of the case's own paths the expectation weighs, in this order: libinput's
  /// (``earlyMotion``), the exact one (``earlyMotionReadExactly``), and the exact one with every
  /// threshold moved towards a pinch, then towards a scroll, by what a measurement may be off
  /// (`measurementMargins`): a slower finger 0.53 mm along may read as resting once measured, a
  /// distance changed 2.7 mm as changed 3.2 mm, two motions on either side of an octant's edge the
  /// other way.
  public var readings: [TwoFingerMotion] {
    let margins = measurementMargins
    return [.libinput, .exact, .leaningApart(margins), .leaningTogether(margins)].map(earlyMotion(reading:))
  }

  /// How far a measured motion and a measured change of the fingers' distance may be off, in mm: three
  /// standard deviations of their jitter, and one device unit (each position is rounded to a whole
  /// unit, by up to half of one). A motion is the difference of two jittered positions (`noise × √2`
  /// on each axis); a change of distance the difference of two distances, each between two jittered
  /// fingers (`noise × 2`). Three, not two: the recogniser reads every frame of the 300 ms in which a
  /// scroll may still become a pinch (24 frames at 80 Hz), and the largest of 24 jittered readings
  /// passes two standard deviations more often than not (1 − 0.954²⁴ = 68 %), three in 6 % of
  /// gestures. At 0.2 mm of jitter on the Synaptics pad: 0.93 and 1.28 mm.
  var measurementMargins: LibinputQuestion.Margins {
    let geometry = device.device.geometry
    let unit = 1 / min(geometry.unitsPerMillimetreX, geometry.unitsPerMillimetreY)
    return LibinputQuestion.Margins(motion: 3 * noise * 2.0.squareRoot() + unit, distance: 3 * noise * 2 + unit)
  }

  /// ``earlyMotion`` with each finger's direction read exactly, its own angle however short the motion
  /// (`TwoFingerMotion.exactDirection(_:_:)`): libinput reads a motion under 2 mm on both axes by its
  /// quadrant, and calls two such motions up to 157° apart the same way (a finger 2.5 mm north-west
  /// and one 3.5 mm south-south-west, their distance changed 4.5 mm: the same way, both in the west's
  /// neighbourhood), which `TwoFingerDecision` does not settle a scroll on. Where the two answers
  /// differ, the case is at the resolution of libinput's test, and ``expectation`` accepts either.
  public var earlyMotionReadExactly: TwoFingerMotion { earlyMotion(reading: .exact) }

  private func earlyMotion(reading: LibinputQuestion.Reading) -> TwoFingerMotion {
    let fingers = timeline.fingers
    guard fingers.count == 2 else { return .undecided }
    func vector(_ from: MillimetrePoint, _ to: MillimetrePoint) -> MillimetreVector {
      MillimetreVector(dx: to.x - from.x, dy: to.y - from.y)
    }
    let (first, second) = (fingers[0], fingers[1])
    let landing = max(first.landsAt, second.landsAt)
    let (firstStart, secondStart) = (first.position(at: landing), second.position(at: landing))
    let startDistance = vector(firstStart, secondStart).length
    var question = LibinputQuestion(reading)
    var frame = Int((landing * 80).rounded(.down)) + 1
    while Double(frame) / 80 <= duration + 1e-9 {
      let time = Double(frame) / 80
      frame += 1
      let a = first.position(at: time), b = second.position(at: time)
      if let answer = question.ask(
        vector(firstStart, a), vector(secondStart, b),
        distanceChange: abs(vector(a, b).length - startDistance), elapsed: time - landing)
      {
        return answer
      }
    }
    return question.answerAtLift
  }

  /// How far a scroll's midpoint travels along its path, in mm.
  public var scrollTravel: Double {
    switch scrollPath {
    case .straight: drift.length
    case .circling(let radius, let turns, _, _): 2 * Double.pi * radius * turns
    }
  }

  /// The gesture as finger paths.
  public var timeline: GestureTimeline {
    let geometry = device.device.geometry
    let middle = MillimetrePoint(x: geometry.widthMillimetres / 2, y: geometry.heightMillimetres / 2)
    let angle = layout == .sideBySide ? 0 : Double.pi / 2
    if case .circling(let radius, let turns, let clockwise, let joinsAt) = scrollPath {
      return .circlingScroll(
        center: middle, radius: radius, turns: turns, clockwise: clockwise, startAngle: -Double.pi / 2,
        distance: startSpread, angle: angle, wobble: scale - 1,
        wobbleCycles: wobblesPerTurn.map { $0 * turns } ?? TwoFingerGrid.wobbleCycles(radius: radius, turns: turns),
        wobblePhase: wobblePhase, secondJoinsAt: joinsAt,
        duration: duration, easing: easing)
    }
    let start = middle + drift * -0.5
    return .twoFinger(
      center: start, startDistance: startSpread, endDistance: startSpread * scale, angle: angle,
      turn: rotationDegrees * .pi / 180, drift: drift, duration: duration, easing: easing)
  }

  /// Whether every finger stays at least 1 mm inside the surface (and the jitter's 3 standard
  /// deviations) all the way: cases that do not fit are left out of the grid, not clamped.
  public var fits: Bool {
    let geometry = device.device.geometry
    let margin = 1 + 3 * noise
    let timeline = self.timeline
    var steps = 24
    if case .circling(_, let turns, _, _) = scrollPath { steps = max(24, Int((turns * 32).rounded(.up))) }
    for finger in timeline.fingers {
      for step in 0...steps {
        let point = finger.position(at: duration * Double(step) / Double(steps))
        if point.x < margin || point.y < margin || point.x > geometry.widthMillimetres - margin
          || point.y > geometry.heightMillimetres - margin
        {
          return false
        }
      }
    }
    return true
  }

  /// The events a kernel driver would send for the case, at 80 Hz.
  public var events: [InputEvent] {
    TraceSynthesizer(device: device.device, rate: 80, noise: noise, seed: seed).events(for: timeline)
  }

  /// The `glide synth`-like words for the case, one line: what the misses list prints.
  public var label: String {
    func n(_ value: Double) -> String { SVG.number(value, 3) }
    var words = [
      kind.rawValue, device.rawValue, "\(n(duration)) s", easing.rawValue,
      kind == .pinch ? "scale \(n(scale))" : "wobble \(n((scale - 1) * 100))%",
      "spread \(n(startSpread)) mm", layout.rawValue,
    ]
    if rotationDegrees != 0 { words.append("turn \(n(rotationDegrees))°") }
    if drift != .zero { words.append("drift (\(n(drift.dx)), \(n(drift.dy))) mm") }
    if case .circling(let radius, let turns, let clockwise, let joinsAt) = scrollPath {
      words.append("\(n(turns)) turns of \(n(radius)) mm \(clockwise ? "clockwise" : "anticlockwise")")
      if let wobblesPerTurn {
        words.append("\(n(wobblesPerTurn)) wobbles a turn from \(n(wobblePhase * 180 / Double.pi))°")
      }
      if let joinsAt { words.append("second finger at \(n(joinsAt * 100))%") }
    }
    words.append("noise \(n(noise)) mm")
    return words.joined(separator: ", ")
  }
}
