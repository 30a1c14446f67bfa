import Testing

@testable import GlideInput

@Suite struct TraceSynthesizerTests {
  @Test func theShortestTapIsExactlyTheseEvents() {
    let synth = TraceSynthesizer(device: .synapticsTouchpad)
    let events = synth.tap(fingers: 1, duration: 0)
    #expect(
      names(events) == [
        "ABS_MT_TRACKING_ID 0", "ABS_MT_POSITION_X 3620", "ABS_MT_POSITION_Y 3235", "ABS_MT_PRESSURE 38",
        "BTN_TOUCH 1", "BTN_TOOL_FINGER 1", "ABS_X 3620", "ABS_Y 3235", "ABS_PRESSURE 38", "SYN_REPORT 0",
        "ABS_MT_TRACKING_ID -1", "BTN_TOUCH 0", "BTN_TOOL_FINGER 0", "ABS_PRESSURE 0", "SYN_REPORT 0",
      ])
    #expect(events.prefix(10).allSatisfy { $0.time == Timestamp(microseconds: 1) })
    #expect(events.suffix(5).allSatisfy { $0.time == Timestamp(microseconds: 12_501) })
  }

  @Test func aTwoFingerTapOnThePrecisionPadSelectsTheSecondSlotAndStampsFrames() {
    let synth = TraceSynthesizer(device: .precisionTouchpad, start: Timestamp(microseconds: 5_000_000))
    let events = synth.tap(fingers: 2, duration: 0)
    // Centre (50.5, 33.67) mm; fingers 12 mm apart: x 534 and 678 at 12 units/mm, y 404.
    #expect(
      names(events) == [
        "ABS_MT_TRACKING_ID 0", "ABS_MT_POSITION_X 534", "ABS_MT_POSITION_Y 404", "ABS_MT_PRESSURE 38",
        "ABS_MT_SLOT 1", "ABS_MT_TRACKING_ID 1", "ABS_MT_POSITION_X 678", "ABS_MT_POSITION_Y 404",
        "ABS_MT_PRESSURE 38", "BTN_TOUCH 1", "BTN_TOOL_DOUBLETAP 1", "ABS_X 534", "ABS_Y 404",
        "ABS_PRESSURE 38", "MSC_TIMESTAMP 0", "SYN_REPORT 0",
        "ABS_MT_SLOT 0", "ABS_MT_TRACKING_ID -1", "ABS_MT_SLOT 1", "ABS_MT_TRACKING_ID -1", "BTN_TOUCH 0",
        "BTN_TOOL_DOUBLETAP 0", "ABS_PRESSURE 0", "MSC_TIMESTAMP 12500", "SYN_REPORT 0",
      ])
    #expect(events.first?.time == Timestamp(microseconds: 5_000_000))
  }

  @Test(arguments: DevicePreset.allCases)
  func everyGestureKeepsTheKernelsRules(preset: DevicePreset) {
    let synth = TraceSynthesizer(device: preset.device, noise: 0.3, seed: 7)
    let streams = [
      synth.pinch(to: 0.4, duration: 0.5),
      synth.pinch(to: 2.5, startDistance: 25, duration: 0.2),
      synth.rotation(radians: 1.2, duration: 0.6),
      synth.swipe(fingers: 3, translation: MillimetreVector(dx: 60, dy: 0), duration: 0.3),
      synth.edgeSwipe(from: .left, duration: 0.3),
      synth.edgeSwipe(from: .bottom, fingers: 2, distance: 200, duration: 0.3),
      synth.tap(fingers: 4),
      synth.events(
        for: .pinch(center: synth.center, to: 0.4, startDistance: 30, duration: 0.5)
          .thirdFinger(landsAt: 0.2)),
    ]
    for events in streams {
      #expect(protocolViolations(events, on: preset.device) == [])
      #expect(!events.isEmpty)
    }
  }

  @Test(arguments: [(1.0, 0.4, 30.0), (1.0, 2.0, 20.0), (2.0, 1.0, 40.0)])
  func aPinchStartsAndEndsAtTheDistancesAsked(from: Double, to: Double, startDistance: Double) {
    for preset in DevicePreset.allCases {
      let synth = TraceSynthesizer(device: preset.device)
      let events = synth.pinch(from: from, to: to, startDistance: startDistance, duration: 0.5)
      let frames = FrameAssembler.frames(of: events, device: preset.device)
      let distances = frames.map(\.activeTouches).filter { $0.count == 2 }.map {
        $0[0].location.distance(to: $0[1].location)
      }
      #expect(abs((distances.first ?? 0) - startDistance) < 0.1)
      #expect(abs((distances.last ?? 0) - startDistance * to / from) < 0.1)
      #expect(frames.count == 42)  // 41 frames touching (0…0.5 s at 80 Hz), one lift
    }
  }

  @Test func theSameSettingsGiveTheSameEvents() {
    let make = {
      TraceSynthesizer(device: .synapticsTouchpad, noise: 0.2, seed: 42)
        .pinch(to: 0.4, duration: 0.5)
    }
    #expect(make() == make())
    let other = TraceSynthesizer(device: .synapticsTouchpad, noise: 0.2, seed: 43).pinch(
      to: 0.4, duration: 0.5)
    #expect(make() != other)
  }

  @Test func noiseJittersPositionsByAboutTheStandardDeviation() {
    let device = DeviceDescription.precisionTouchpad
    let still = GestureTimeline(fingers: [
      FingerPath(landsAt: 0, liftsAt: 10, start: MillimetrePoint(x: 50, y: 30))
    ])
    let events = TraceSynthesizer(device: device, noise: 1.0, seed: 3).events(for: still)
    let xs = FrameAssembler.frames(of: events, device: device).compactMap {
      $0.activeTouches.first?.location.x
    }
    let mean = xs.reduce(0, +) / Double(xs.count)
    let deviation = (xs.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(xs.count)).squareRoot()
    #expect(abs(mean - 50) < 0.1)
    #expect(abs(deviation - 1.0) < 0.1)
  }

  @Test func positionsOutsideTheSurfaceAreClamped() {
    let device = DeviceDescription.synapticsTouchpad
    let events = TraceSynthesizer(device: device).swipe(
      fingers: 1, translation: MillimetreVector(dx: 500, dy: 0), duration: 0.2)
    let xs = events.filter { $0.code == .absMTPositionX && $0.type == .abs }.map(\.value)
    #expect(xs.max() == 5768)
    #expect(protocolViolations(events, on: device) == [])
  }
}
