import GlideOutput

/// Everything that defines one synthetic trace, as `glide synth` takes it on the command line: a gesture,
/// its parameters, the device and the synthesizer's settings. It renders itself as the canonical
/// command (every parameter spelled out), which goes into the trace's header so that the file says
/// exactly how to make it again.
///
/// Distances are in mm, times in seconds, rates in Hz, angles in radians.
public struct SynthesisRecipe: Hashable, Sendable {
  /// The gestures `glide synth` makes.
  public enum Gesture: String, CaseIterable, Hashable, Sendable {
    case pinch, rotate, swipe, tap
    case edgeSwipe = "edge-swipe"
    /// A two-finger scroll round a circle, its fingers' distance wobbling.
    case circle
    /// One or more fingers dragging steadily by a translation, slow at both ends: the drag that pulls a
    /// card down, percent-driven, rather than a swipe's flick.
    case drag
  }

  public var gesture: Gesture
  public var device: DevicePreset = .synaptics
  /// Seconds from landing to the last touching instant; `nil` for the gesture's default.
  public var duration: Double?
  /// How progress follows time: linear, but ease-in-out for a drag (set by ``init(gesture:)``).
  public var easing: Easing = .linear
  /// Pinch: scales at the start and the end (the distance changes by `to / from`).
  public var from = 1.0
  public var to = 0.4
  /// Circle: the radius of the circle the fingers' midpoint goes round, in mm (centred on the
  /// gesture's centre, the midpoint starting at its top).
  public var radius = 10.0
  /// Circle: how many times round (a fraction is an arc; negative goes anticlockwise on the surface).
  public var turns = 1.0
  /// Circle: how far the fingers' distance swings either way, as a fraction of it (±), leaving its
  /// landing value smoothly.
  public var wobble = 0.0
  /// Circle: how many times the distance swings over the whole scroll.
  public var wobbleCycles = 1.0
  /// Circle: when the second finger lands, in seconds (nil: both land together); the first scrolls
  /// alone until then.
  public var secondFingerAt: Double?
  /// Pinch, rotate and circle: the fingers' distance at the start, in mm.
  public var startDistance = 30.0
  /// Rotate: the turn, in radians (positive is clockwise on the surface).
  public var radians = 0.8
  /// Swipe, edge swipe, tap and drag: the number of fingers; `nil` for the gesture's default.
  public var fingers: Int?
  /// Swipe and drag: the translation, in mm (40 mm rightwards for a swipe, 20 mm down for a drag, as
  /// ``init(gesture:)`` sets it).
  public var dx = 40.0
  public var dy = 0.0
  /// Edge swipe: the edge and how far the fingers travel inwards, in mm.
  public var edge: SurfaceEdge = .left
  public var distance = 40.0
  /// Edge swipe: after the inward travel, the fingers move this far back toward the edge (mm) over
  /// ``returnDuration`` seconds before they lift (a fling back); `nil` for none.
  public var returnDistance: Double?
  public var returnDuration: Double?
  /// The gesture's centre in mm from the surface's top-left corner; `nil` for the surface's middle.
  public var centerX: Double?
  public var centerY: Double?
  /// When a third finger lands on a two-finger gesture, in seconds.
  public var thirdFingerAt: Double?
  /// Pinch and swipe: a second stroke. The fingers land again at `againAt` (seconds; after they lifted)
  /// where they lifted and, over `againDuration` seconds (``effectiveDuration`` when `nil`), pinch on to
  /// the scale `againTo` (on the same scale as ``from`` and ``to``), or swipe by (`againDx`, `againDy`)
  /// mm (either may be left out: 0); `nil` for a single stroke.
  public var againAt: Double?
  public var againTo: Double?
  public var againDx: Double?
  public var againDy: Double?
  public var againDuration: Double?
  /// When the reader's buffer overflows (`SYN_DROPPED`), in seconds, and how many frames are lost.
  public var dropAt: Double?
  public var dropFrames = 2
  /// Scan rate in Hz, jitter in mm (standard deviation), and the jitter's seed.
  public var rate = 80.0
  public var noise = 0.0
  public var seed: UInt64 = 1
  /// The first event's timestamp, in seconds.
  public var start = 0.000001

  /// A recipe with the gesture's defaults: a drag goes 20 mm down (it fits the Synaptics pad's 26.9 mm
  /// height), eased in and out; every other gesture starts from the same values.
  public init(gesture: Gesture) {
    self.gesture = gesture
    if gesture == .drag {
      (dx, dy, easing) = (0, 20, .easeInOut)
    }
  }

  // MARK: - Defaults per gesture

  /// The duration used: ``duration``, or 0.5 s for pinch and rotate, 0.3 s for swipes, 0.06 s for taps,
  /// 2 s for a circle, 0.6 s for a drag (a calm 33 mm/s on average for its default 20 mm).
  public var effectiveDuration: Double {
    if let duration { return duration }
    switch gesture {
    case .pinch, .rotate: return 0.5
    case .swipe, .edgeSwipe: return 0.3
    case .tap: return 0.06
    case .circle: return 2
    case .drag: return 0.6
    }
  }

  /// The finger count used: 2 for pinch, rotate, circle and swipe, 1 for edge swipes, taps and drags,
  /// unless given.
  public var effectiveFingers: Int {
    switch gesture {
    case .pinch, .rotate, .circle: return 2
    case .swipe: return fingers ?? 2
    case .edgeSwipe, .tap, .drag: return fingers ?? 1
    }
  }

  // MARK: - Validation

  /// A recipe problem, phrased for the person who typed the command ("Please …").
  public struct Problem: Error, Hashable, Sendable, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
  }

  /// The most frames one `SYN_DROPPED` may lose (``dropFrames``): 12.5 s at the default 80 Hz, more than
  /// any gesture here lasts. The renderer runs through every lost frame.
  public static let maximumDropFrames = 1000

  /// Checks that the recipe makes a sensible trace on its device: every setting within its range, each
  /// finite, so that nothing computed from them overflows or runs for ever.
  /// - Throws: ``Problem`` naming the `glide synth` option to change, its range and the value.
  public func validate() throws(Problem) {
    try require(
      effectiveDuration >= 0 && effectiveDuration <= 60, "Please give --duration from 0 to 60 s; got \(effectiveDuration).")
    try require(
      effectiveDuration > 0 || gesture == .tap,
      "Please give --duration above 0 s for \(gesture.rawValue): its fingers move over the duration, and in 0 s "
        + "they would jump; got \(effectiveDuration).")
    try require(rate >= 1 && rate <= 1000, "Please give --rate from 1 to 1000 Hz; got \(rate).")
    try require(noise >= 0 && noise <= 5, "Please give --noise from 0 to 5 mm; got \(noise).")
    try require(from > 0 && from <= 100, "Please give --from above 0 and at most 100 (a scale); got \(from).")
    try require(to > 0 && to <= 100, "Please give --to above 0 and at most 100 (a scale); got \(to).")
    try require(
      startDistance > 0 && startDistance <= 1000,
      "Please give --start-distance above 0 and at most 1000 mm; got \(startDistance).")
    try require(
      distance > 0 && distance <= 1000, "Please give --distance above 0 and at most 1000 mm; got \(distance).")
    try require(abs(radians) <= 100, "Please give --radians from -100 to 100; got \(radians).")
    for (value, option) in [(dx, "--dx"), (dy, "--dy"), (centerX ?? 0, "--center-x"), (centerY ?? 0, "--center-y")] {
      try require(abs(value) <= 1000, "Please give \(option) from -1000 to 1000 mm; got \(value).")
    }
    try require(
      (0...Self.maximumDropFrames).contains(dropFrames),
      "Please give --drop-frames from 0 to \(Self.maximumDropFrames); got \(dropFrames).")
    try require(
      start >= 0 && start <= 1_000_000, "Please give --start from 0 to 1000000 s; got \(start).")
    let maxFingers = min(device.device.maximumFingerCount, 5)
    try require(
      (1...max(1, maxFingers)).contains(effectiveFingers),
      "Please give --fingers from 1 to \(maxFingers) for the \(device.rawValue) device; got \(effectiveFingers).")
    try require(
      fingers == nil || (gesture != .pinch && gesture != .rotate && gesture != .circle),
      "Please leave out --fingers for pinch, rotate and circle; they always use two.")
    try validateCircle()
    try require(
      thirdFingerAt == nil || effectiveFingers == 2,
      "Please use --third-finger-at with a two-finger gesture (pinch, rotate, or swipe with --fingers 2).")
    try require(
      gesture != .edgeSwipe || (centerX == nil && centerY == nil),
      "Please leave out --center-x and --center-y for edge-swipe; it starts at the --edge.")
    try validateAgain()
    try validateReturn()
    for time in [thirdFingerAt, dropAt].compactMap({ $0 }) {
      try require(
        time >= 0 && time <= effectiveDuration,
        "Please give --third-finger-at and --drop-at between 0 and the --duration (\(effectiveDuration) s); got \(time).")
    }
    try validateDragFits()
    try validateOnSurface()
  }

  /// Every finger stays on the device's surface at every scan: the synthesizer would hold a finger that
  /// leaves it at the edge (a pinch asked to reach 3 would stop at 2.2), a trace that is not the gesture
  /// asked for. Positions are checked without jitter (noise at an edge is the device's own), to half a
  /// device unit.
  private func validateOnSurface() throws(Problem) {
    let geometry = device.device.geometry
    let (width, height) = (geometry.widthMillimetres, geometry.heightMillimetres)
    let slackX = 0.5 / geometry.unitsPerMillimetreX
    let slackY = 0.5 / geometry.unitsPerMillimetreY
    let timeline = timeline
    for (index, finger) in timeline.fingers.enumerated() {
      let end = finger.liftsAt.isFinite ? finger.liftsAt : timeline.endTime
      let scans = Int(((end - finger.landsAt) * rate).rounded(.up))
      for scan in 0...max(0, scans) {
        let time = min(end, finger.landsAt + Double(scan) / rate)
        let point = finger.position(at: time)
        let edge: String? =
          point.x < -slackX ? "left" : point.x > width + slackX ? "right"
          : point.y < -slackY ? "top" : point.y > height + slackY ? "bottom" : nil
        guard let edge else { continue }
        throw Problem(
          "Please keep the \(gesture.rawValue) on the surface: finger \(index + 1) would be at "
            + "(\(String(fixed: point.x, places: 1)), \(String(fixed: point.y, places: 1))) mm at \((time * 1000).rounded() / 1000) s, "
            + "past the \(edge) edge of the \(device.rawValue) surface (\(String(fixed: width, places: 1)) × "
            + "\(String(fixed: height, places: 1)) mm), where the device would hold it; \(offSurfaceAdvice).")
      }
    }
  }

  /// A drag (placed in the surface's middle unless moved) needs its translation plus its row of fingers
  /// on each axis: one longer than the surface cannot be placed anywhere, so it is refused naming the
  /// surface's size, a device it fits and the longest translation that fits this one, before the scan by
  /// scan check (which then finds only a drag moved off the surface by `--center-x` and `--center-y`).
  /// The same half-unit slack at each edge as ``validateOnSurface()``.
  private func validateDragFits() throws(Problem) {
    guard gesture == .drag else { return }
    let geometry = device.device.geometry
    let starts = firstStroke.fingers.map(\.start)
    let rowWidth = (starts.map(\.x).max() ?? 0) - (starts.map(\.x).min() ?? 0)
    let rowHeight = (starts.map(\.y).max() ?? 0) - (starts.map(\.y).min() ?? 0)
    let needed = (x: abs(dx) + rowWidth, y: abs(dy) + rowHeight)
    func fits(_ geometry: SurfaceGeometry) -> (x: Bool, y: Bool) {
      (
        needed.x <= geometry.widthMillimetres + 1 / geometry.unitsPerMillimetreX,
        needed.y <= geometry.heightMillimetres + 1 / geometry.unitsPerMillimetreY
      )
    }
    let fit = fits(geometry)
    guard !fit.x || !fit.y else { return }
    func mm(_ value: Double) -> String { String(fixed: value, places: 1) }
    let (option, translation, size, axis, row) =
      fit.x
      ? ("--dy", dy, geometry.heightMillimetres, "height", rowHeight)
      : ("--dx", dx, geometry.widthMillimetres, "width", rowWidth)
    let fingerRow = row > 0 ? " with \(effectiveFingers) fingers in a row \(mm(row)) mm wide" : ""
    // Within the surface as it is shown (the slack is not offered), to the tenth of a mm below.
    let longest = ((size - row) * 10).rounded(.down) / 10
    let shorter =
      longest > 0
      ? "a \(option) from \(mm(-longest)) to \(mm(longest)) mm" : "fewer --fingers"
    let bigger = DevicePreset.allCases.first { $0 != device && fits($0.device.geometry) == (true, true) }
    let devices = bigger.map {
      let other = $0.device.geometry
      return "--device \($0.rawValue) (\(mm(other.widthMillimetres)) × \(mm(other.heightMillimetres)) mm) or "
    }
    throw Problem(
      "Please give a drag that fits the \(device.rawValue) surface (\(mm(geometry.widthMillimetres)) × "
        + "\(mm(geometry.heightMillimetres)) mm): \(option) \(Self.format(translation))\(fingerRow) needs "
        + "\(mm(abs(translation) + row)) mm of its \(mm(size)) mm \(axis); give \(devices ?? "")\(shorter).")
  }

  /// The options that move a gesture's fingers further out, for a gesture that leaves the surface.
  private var offSurfaceAdvice: String {
    let centre = "or move --center-x and --center-y"
    switch gesture {
    case .pinch: return "give a smaller --to, --from or --start-distance, \(centre)"
    case .rotate: return "give a smaller --start-distance, \(centre)"
    case .swipe: return "give a smaller --dx or --dy, \(centre)"
    case .drag: return "give a shorter --dx or --dy, \(centre)"
    case .edgeSwipe: return "give a smaller --distance"
    case .tap: return "move --center-x and --center-y"
    case .circle: return "give a smaller --radius, --start-distance or --wobble, \(centre)"
    }
  }

  /// A circle's radius, turns and wobble, and when its second finger lands.
  private func validateCircle() throws(Problem) {
    guard gesture == .circle else {
      return try require(
        secondFingerAt == nil, "Please use --second-finger-at with circle only.")
    }
    try require(radius > 0 && radius <= 100, "Please give --radius above 0 and at most 100 mm; got \(radius).")
    try require(
      turns != 0 && abs(turns) <= 20, "Please give --turns other than 0, from -20 to 20; got \(turns).")
    try require(
      wobble > -0.9 && wobble < 0.9, "Please give --wobble between -0.9 and 0.9 (a fraction of the distance); got \(wobble).")
    try require(
      wobbleCycles >= 0 && wobbleCycles <= 100, "Please give --wobble-cycles from 0 to 100; got \(wobbleCycles).")
    if let secondFingerAt {
      try require(
        secondFingerAt >= 0 && secondFingerAt < effectiveDuration * 0.9,
        "Please give --second-finger-at from 0 to under 90 % of the --duration (\(effectiveDuration) s); got \(secondFingerAt).")
    }
  }

  /// The second stroke: a pinch's with a scale, a swipe's with a translation, landing once the lift has
  /// been reported.
  private func validateAgain() throws(Problem) {
    let swipeAgain = againDx != nil || againDy != nil
    guard let againAt else {
      return try require(
        againTo == nil && againDuration == nil && !swipeAgain,
        "Please give --again-at with --again-to (pinch) or --again-dx and --again-dy (swipe), and --again-duration.")
    }
    try require(gesture == .pinch || gesture == .swipe, "Please use --again-at with pinch or swipe only.")
    if gesture == .pinch {
      try require(!swipeAgain, "Please leave out --again-dx and --again-dy for pinch; give --again-to.")
      try require(
        againTo.map { $0 > 0 && $0 <= 100 } ?? false,
        "Please give --again-to, a scale above 0 and at most 100, with --again-at.")
    } else {
      try require(againTo == nil, "Please leave out --again-to for swipe; give --again-dx and --again-dy.")
      try require(swipeAgain, "Please give --again-dx or --again-dy (mm) with --again-at.")
      for (value, option) in [(againDx ?? 0, "--again-dx"), (againDy ?? 0, "--again-dy")] {
        try require(abs(value) <= 1000, "Please give \(option) from -1000 to 1000 mm; got \(value).")
      }
    }
    try require(
      againAt >= effectiveDuration + 2 / rate && againAt <= 60,
      "Please give --again-at at least two scans (2 / --rate s) after the --duration and at most 60 s, "
        + "so the lift is reported before the fingers land again.")
    try require(
      effectiveAgainDuration >= 0 && effectiveAgainDuration <= 60,
      "Please give --again-duration from 0 to 60 s; got \(effectiveAgainDuration).")
  }

  /// The way back of an edge swipe: a distance within the inward travel, with its duration.
  private func validateReturn() throws(Problem) {
    guard let returnDistance else {
      return try require(returnDuration == nil, "Please give --return-distance with --return-duration.")
    }
    try require(gesture == .edgeSwipe, "Please use --return-distance with edge-swipe only.")
    try require(
      returnDistance > 0 && returnDistance <= distance,
      "Please give --return-distance above 0 and at most the --distance (\(distance) mm), so the fingers stay on "
        + "the surface; got \(returnDistance).")
    try require(
      returnDuration.map { $0 > 0 && $0 <= 60 } ?? false,
      "Please give --return-duration above 0 and at most 60 s with --return-distance; got "
        + "\(returnDuration.map { "\($0)" } ?? "none").")
  }

  /// The second stroke's duration: ``againDuration``, or the first stroke's.
  public var effectiveAgainDuration: Double { againDuration ?? effectiveDuration }

  private func require(_ condition: Bool, _ message: String) throws(Problem) {
    if !condition { throw Problem(message) }
  }

  // MARK: - Rendering

  /// The synthesizer these settings describe.
  public var synthesizer: TraceSynthesizer {
    TraceSynthesizer(
      device: device.device, rate: rate, noise: noise, seed: seed,
      start: Timestamp(microseconds: Int64((start * 1_000_000).rounded())))
  }

  /// The gesture as a timeline, with the third finger and the event drop when asked for.
  public var timeline: GestureTimeline {
    var timeline = baseTimeline
    if gesture == .edgeSwipe, let returnDistance, let returnDuration {
      timeline = timeline.continued(by: edge.inward * -returnDistance, over: returnDuration)
    }
    if let thirdFingerAt { timeline = timeline.thirdFinger(landsAt: thirdFingerAt) }
    if let dropAt { timeline = timeline.droppingEvents(at: dropAt, frames: dropFrames) }
    return timeline
  }

  /// The trace's events.
  public var events: [InputEvent] { synthesizer.events(for: timeline) }

  private var baseTimeline: GestureTimeline {
    guard let againAt else { return firstStroke }
    let synth = synthesizer
    let center = MillimetrePoint(x: centerX ?? synth.center.x, y: centerY ?? synth.center.y)
    switch gesture {
    case .pinch:
      guard let againTo else { return firstStroke }
      let lifted = from == 0 ? startDistance : startDistance * to / from
      let again = GestureTimeline.pinch(
        center: center, from: to, to: againTo, startDistance: lifted, duration: effectiveAgainDuration,
        easing: easing)
      return firstStroke.followed(by: again, at: againAt)
    case .swipe:
      // The first stroke's middle is `center`; it lifts half its translation past it, and the second
      // stroke's middle is half its own further on.
      let first = MillimetreVector(dx: dx, dy: dy)
      let second = MillimetreVector(dx: againDx ?? 0, dy: againDy ?? 0)
      let again = GestureTimeline.swipe(
        fingers: effectiveFingers, center: center + first * 0.5 + second * 0.5, translation: second,
        duration: effectiveAgainDuration, easing: easing)
      return firstStroke.followed(by: again, at: againAt)
    default:
      return firstStroke
    }
  }

  private var firstStroke: GestureTimeline {
    let synth = synthesizer
    let center = MillimetrePoint(x: centerX ?? synth.center.x, y: centerY ?? synth.center.y)
    let duration = effectiveDuration
    switch gesture {
    case .pinch:
      return .pinch(
        center: center, from: from, to: to, startDistance: startDistance, duration: duration, easing: easing)
    case .rotate:
      return .rotation(
        center: center, radians: radians, distance: startDistance, duration: duration, easing: easing)
    case .swipe, .drag:
      return .swipe(
        fingers: effectiveFingers, center: center, translation: MillimetreVector(dx: dx, dy: dy),
        duration: duration, easing: easing)
    case .edgeSwipe:
      return .edgeSwipe(
        from: edge, surface: synth.device.geometry, fingers: effectiveFingers, distance: distance,
        duration: duration, easing: easing)
    case .tap:
      return .tap(fingers: effectiveFingers, center: center, duration: duration)
    case .circle:
      return .circlingScroll(
        center: center, radius: radius, turns: abs(turns), clockwise: turns > 0, startAngle: -Double.pi / 2,
        distance: startDistance, wobble: wobble, wobbleCycles: wobbleCycles,
        secondJoinsAt: secondFingerAt.map { duration > 0 ? $0 / duration : 0 }, duration: duration, easing: easing)
    }
  }
}
