/// One rendered frame: its index on the ``FrameClock`` and its events, ending in `SYN_REPORT`.
struct RenderedFrame {
  var index: Int
  var events: [InputEvent]
}

/// Walks a ``GestureTimeline`` frame by frame: decides which fingers are down, gives them slots and
/// tracking ids, adds jitter, converts millimetres to device units and hands each scan to the
/// ``KernelFrameEncoder``.
struct SynthesisRenderer {
  private let synthesizer: TraceSynthesizer
  private let timeline: GestureTimeline
  private let clock: FrameClock
  private let geometry: SurfaceGeometry
  private var encoder: KernelFrameEncoder
  private var random: SplitMix64
  /// The slot of each finger, by finger index; `nil` while up or while every slot is taken.
  private var slotOfFinger: [Int?]
  private var fingerInSlot: [Int?]
  private var trackingIDOfFinger: [Int32]
  private var nextTrackingID: Int32
  private var nextAge = 0
  private var ageOfFinger: [Int]

  init(synthesizer: TraceSynthesizer, timeline: GestureTimeline) {
    self.synthesizer = synthesizer
    self.timeline = timeline
    clock = FrameClock(origin: timeline.startTime, rate: synthesizer.rate)
    geometry = synthesizer.device.geometry
    encoder = KernelFrameEncoder(device: synthesizer.device)
    random = SplitMix64(seed: synthesizer.seed)
    slotOfFinger = Array(repeating: nil, count: timeline.fingers.count)
    fingerInSlot = Array(repeating: nil, count: synthesizer.device.slotCount)
    trackingIDOfFinger = Array(repeating: -1, count: timeline.fingers.count)
    ageOfFinger = Array(repeating: 0, count: timeline.fingers.count)
    nextTrackingID = synthesizer.firstTrackingID
  }

  /// Every non-empty frame, in order.
  mutating func render() -> [RenderedFrame] {
    guard !timeline.fingers.isEmpty else { return [] }
    var frames: [RenderedFrame] = []
    for index in 0...lastFrame {
      let events = encoder.encode(scan(index))
      if !events.isEmpty { frames.append(RenderedFrame(index: index, events: events)) }
    }
    return frames
  }

  // MARK: - Internals

  /// The frame that reports the last lift, or the timeline's end when a finger stays down.
  private var lastFrame: Int {
    let ends = timeline.fingers.map { finger in
      finger.liftsAt.isFinite ? lastTouchFrame(finger) + 1 : clock.lastFrame(atOrBefore: timeline.endTime)
    }
    let drops = timeline.drops.map { clock.firstFrame(atOrAfter: $0.time) + $0.frames + 1 }
    return max(0, (ends + drops).max() ?? 0)
  }

  private func landFrame(_ finger: FingerPath) -> Int { clock.firstFrame(atOrAfter: finger.landsAt) }

  /// The last frame in which the finger touches (at least its landing frame).
  private func lastTouchFrame(_ finger: FingerPath) -> Int {
    guard finger.liftsAt.isFinite else { return .max }
    return max(landFrame(finger), clock.lastFrame(atOrBefore: finger.liftsAt))
  }

  private func isDown(_ finger: Int, in frame: Int) -> Bool {
    let path = timeline.fingers[finger]
    return landFrame(path) <= frame && frame <= lastTouchFrame(path)
  }

  private mutating func scan(_ frame: Int) -> SurfaceScan {
    let down = timeline.fingers.indices.filter { isDown($0, in: frame) }
    let jitter = down.map { _ in (x: random.nextNoise(), y: random.nextNoise()) }
    assignSlots(down: down)
    var slots = [SurfaceScan.Contact?](repeating: nil, count: fingerInSlot.count)
    for (finger, noise) in zip(down, jitter) {
      guard let slot = slotOfFinger[finger] else { continue }
      slots[slot] = contact(finger, frame: frame, jitter: noise)
    }
    return SurfaceScan(
      time: Timestamp(microseconds: synthesizer.start.microseconds + clock.microseconds(of: frame)),
      slots: slots, fingerCount: down.count,
      deviceClock: Int32(truncatingIfNeeded: clock.microseconds(of: frame)))
  }

  /// Frees the slots of lifted fingers, then gives free slots to fingers without one, in finger order.
  /// A slot freed in this frame is not reused before the next, so every lift is reported.
  private mutating func assignSlots(down: [Int]) {
    var freedNow: Set<Int> = []
    for finger in slotOfFinger.indices where !down.contains(finger) {
      guard let slot = slotOfFinger[finger] else { continue }
      fingerInSlot[slot] = nil
      slotOfFinger[finger] = nil
      freedNow.insert(slot)
    }
    for finger in down where slotOfFinger[finger] == nil {
      guard
        let slot = fingerInSlot.indices.first(where: { fingerInSlot[$0] == nil && !freedNow.contains($0) })
      else { break }
      fingerInSlot[slot] = finger
      slotOfFinger[finger] = slot
      trackingIDOfFinger[finger] = newTrackingID()
      ageOfFinger[finger] = nextAge
      nextAge += 1
    }
  }

  private mutating func newTrackingID() -> Int32 {
    defer {
      let maximum = synthesizer.device.absInfo[.absMTTrackingID]?.maximum ?? Int32.max
      nextTrackingID = nextTrackingID >= maximum ? 0 : nextTrackingID + 1
    }
    return nextTrackingID
  }

  private func contact(_ finger: Int, frame: Int, jitter: (x: Double, y: Double)) -> SurfaceScan.Contact {
    let path = timeline.fingers[finger]
    let point = path.position(at: clock.time(of: frame))
    let noise = synthesizer.noise
    let x = geometry.unitsX(point.x + jitter.x * noise)
    let y = geometry.unitsY(point.y + jitter.y * noise)
    let device = synthesizer.device
    // Pressure builds up over the first frame of contact, as a finger flattens on landing.
    let ramp = frame == landFrame(path) ? Self.landingPressure : 1
    let pressure = device.absInfo[.absMTPressure].map { $0.clamp(Double($0.maximum) * path.pressure * ramp) }
    return SurfaceScan.Contact(
      trackingID: trackingIDOfFinger[finger], x: (device.absInfo[.absMTPositionX] ?? Self.anyAxis).clamp(x),
      y: (device.absInfo[.absMTPositionY] ?? Self.anyAxis).clamp(y), pressure: pressure ?? 0,
      age: ageOfFinger[finger])
  }

  /// The axis a position is clamped to when the device declares none: all of `Int32`.
  private static let anyAxis = AbsInfo(minimum: .min, maximum: .max)

  /// The share of its pressure a finger has in its landing frame.
  private static let landingPressure = 0.6
}

extension SurfaceGeometry {
  /// A distance from the surface's left edge in mm as an x in device units (not rounded).
  func unitsX(_ millimetres: Double) -> Double { Double(originX) + millimetres * unitsPerMillimetreX }
  /// A distance from the surface's top edge in mm as a y in device units (not rounded).
  func unitsY(_ millimetres: Double) -> Double { Double(originY) + millimetres * unitsPerMillimetreY }
}

extension AbsInfo {
  /// `value` rounded to the nearest unit and clamped to `minimum…maximum`.
  func clamp(_ value: Double) -> Int32 {
    let rounded = value.rounded()
    guard rounded.isFinite else { return minimum }
    return Int32(min(max(rounded, Double(minimum)), Double(maximum)))
  }
}
