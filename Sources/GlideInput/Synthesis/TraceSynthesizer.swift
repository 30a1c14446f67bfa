/// Makes the events a kernel driver would emit for a gesture on a device: multitouch protocol B,
/// frame by frame at a fixed scan rate, with optional seeded jitter.
///
/// ```swift
/// let synth = TraceSynthesizer(device: .synapticsTouchpad, rate: 80, noise: 0.05)
/// let events = synth.pinch(from: 1.0, to: 0.4, startDistance: 30, duration: 0.5)
/// let dropped = synth.events(for: .pinch(center: synth.center, to: 0.4, startDistance: 30, duration: 0.5)
///   .droppingEvents(at: 0.25))
/// ```
///
/// What comes out follows the kernel (`KernelFrameEncoder` has the details): `ABS_MT_SLOT`
/// only when the slot changes, values only when they change, new tracking ids counting up and −1 on
/// lift, `BTN_TOUCH`, exactly one `BTN_TOOL_*` while fingers are down, `ABS_X`/`ABS_Y` following the
/// oldest contact, `ABS_MT_PRESSURE`/`ABS_PRESSURE` where the device has them, a `SYN_REPORT` per
/// frame, and positions clamped to the axis ranges. A finger that finds every slot taken is counted
/// (`BTN_TOOL_TRIPLETAP` on a 2-slot pad) but has no position until a slot frees up.
///
/// The same synthesizer and timeline give the same events, byte for byte.
public struct TraceSynthesizer: Hashable, Sendable {
  /// The timestamp evemu-record gives the first event: 0.000001 s.
  public static let evemuStart = Timestamp(microseconds: 1)

  public var device: DeviceDescription
  /// Scans per second, in Hz: one frame every `1 / rate` seconds while fingers are down.
  public var rate: Double
  /// Jitter added to every finger position in every frame: its standard deviation, in mm.
  public var noise: Double
  /// Seeds the ``SplitMix64`` generator that makes the jitter.
  public var seed: UInt64
  /// The first frame's timestamp.
  public var start: Timestamp
  /// The tracking id of the first contact; later ones count up from it.
  public var firstTrackingID: Int32

  /// - Precondition: The device speaks multitouch protocol B (it has slots).
  public init(
    device: DeviceDescription, rate: Double = 80, noise: Double = 0, seed: UInt64 = 1,
    start: Timestamp = evemuStart, firstTrackingID: Int32 = 0
  ) {
    precondition(device.slotCount > 0, "TraceSynthesizer needs a protocol B device (with ABS_MT_SLOT)")
    precondition(rate > 0, "the scan rate must be positive")
    self.device = device
    self.rate = rate
    self.noise = noise
    self.seed = seed
    self.start = start
    self.firstTrackingID = firstTrackingID
  }

  /// The middle of the device's surface, in mm.
  public var center: MillimetrePoint {
    let geometry = device.geometry
    return MillimetrePoint(x: geometry.widthMillimetres / 2, y: geometry.heightMillimetres / 2)
  }

  /// The events for `timeline`: every frame from the first landing to the last lift, with the
  /// timeline's event drops applied.
  public func events(for timeline: GestureTimeline) -> [InputEvent] {
    var renderer = SynthesisRenderer(synthesizer: self, timeline: timeline)
    let frames = renderer.render()
    return EventDropper(timeline: timeline, rate: rate).apply(to: frames)
  }

  // MARK: - Gestures

  /// A two-finger pinch about `center` (the surface's middle by default); see
  /// ``GestureTimeline/pinch(center:from:to:startDistance:angle:duration:easing:)``.
  public func pinch(
    center: MillimetrePoint? = nil, from: Double = 1, to: Double, startDistance: Double = 30,
    angle: Double = 0, duration: Double, easing: Easing = .linear
  ) -> [InputEvent] {
    events(
      for: .pinch(
        center: center ?? self.center, from: from, to: to, startDistance: startDistance, angle: angle,
        duration: duration, easing: easing))
  }

  /// A two-finger rotation by `radians`; see
  /// ``GestureTimeline/rotation(center:radians:distance:angle:duration:easing:)``.
  public func rotation(
    radians: Double, center: MillimetrePoint? = nil, distance: Double = 30, duration: Double,
    easing: Easing = .linear
  ) -> [InputEvent] {
    events(
      for: .rotation(
        center: center ?? self.center, radians: radians, distance: distance, duration: duration,
        easing: easing))
  }

  /// A multi-finger swipe by `translation` (mm); see
  /// ``GestureTimeline/swipe(fingers:center:translation:spacing:duration:easing:)``.
  public func swipe(
    fingers: Int, translation: MillimetreVector, center: MillimetrePoint? = nil, spacing: Double = 12,
    duration: Double, easing: Easing = .linear
  ) -> [InputEvent] {
    events(
      for: .swipe(
        fingers: fingers, center: center ?? self.center, translation: translation, spacing: spacing,
        duration: duration, easing: easing))
  }

  /// A pan: a swipe that is usually slower; the same motion.
  public func pan(
    fingers: Int, translation: MillimetreVector, center: MillimetrePoint? = nil, duration: Double,
    easing: Easing = .linear
  ) -> [InputEvent] {
    swipe(fingers: fingers, translation: translation, center: center, duration: duration, easing: easing)
  }

  /// A swipe in from an edge of the surface; see
  /// ``GestureTimeline/edgeSwipe(from:surface:fingers:along:inset:distance:spacing:duration:easing:)``.
  public func edgeSwipe(
    from edge: SurfaceEdge, fingers: Int = 1, distance: Double = 40, duration: Double,
    easing: Easing = .linear
  ) -> [InputEvent] {
    events(
      for: .edgeSwipe(
        from: edge, surface: device.geometry, fingers: fingers, distance: distance, duration: duration,
        easing: easing))
  }

  /// A tap with `fingers` fingers resting `duration` seconds; see
  /// ``GestureTimeline/tap(fingers:center:spacing:duration:)``.
  public func tap(fingers: Int = 1, center: MillimetrePoint? = nil, duration: Double = 0.06) -> [InputEvent] {
    events(for: .tap(fingers: fingers, center: center ?? self.center, duration: duration))
  }
}
