import Testing

@testable import GlideInput

@Suite struct SynthesisVariationsTests {
  private func pinch(on device: DeviceDescription) -> (TraceSynthesizer, GestureTimeline) {
    let synth = TraceSynthesizer(device: device, noise: 0.05)
    return (synth, .pinch(center: synth.center, to: 0.4, startDistance: 30, duration: 0.5))
  }

  @Test(arguments: DevicePreset.allCases)
  func aDropInTheMiddleOfAPinchGivesExactlyOneSynDropped(preset: DevicePreset) {
    let (synth, timeline) = pinch(on: preset.device)
    let whole = synth.events(for: timeline)
    let dropped = synth.events(for: timeline.droppingEvents(at: 0.25, frames: 2))
    #expect(dropped.count { $0.type == .syn && $0.code == .synDropped } == 1)
    #expect(framesOf(whole).count - framesOf(dropped).count == 2)
    #expect(framesOf(dropped).allSatisfy { $0.last?.isSynReport == true })

    // SYN_DROPPED, the newest event stamped alike, then SYN_REPORT; nothing else of that frame.
    let index = dropped.firstIndex { $0.code == .synDropped && $0.type == .syn } ?? 0
    #expect(dropped[index + 1].time == dropped[index].time)
    #expect(dropped[index + 2].isSynReport)
    #expect(dropped[index].time == Timestamp(microseconds: 1 + 22 * 12_500))

    let frames = FrameAssembler.frames(of: dropped, device: preset.device)
    let gap = frames.filter(\.followsDroppedEvents)
    #expect(gap.count == 1)
    #expect(gap.first?.touches.map(\.phase) == [.cancelled, .cancelled])
  }

  @Test func aThirdFingerOnTheTwoSlotPadIsCountedNotTracked() {
    let (synth, timeline) = pinch(on: .synapticsTouchpad)
    let events = synth.events(for: timeline.thirdFinger(landsAt: 0.2))
    #expect(events.contains { $0.code == .btnToolTripleTap && $0.type == .key && $0.value == 1 })
    #expect(!events.contains { $0.code == .absMTSlot && $0.type == .abs && $0.value > 1 })
    let frames = FrameAssembler.frames(of: events, device: .synapticsTouchpad)
    #expect(frames.map(\.fingerCount).max() == 3)
    #expect(frames.map { $0.activeTouches.count }.max() == 2)
    #expect(protocolViolations(events, on: .synapticsTouchpad) == [])
  }

  @Test func aThirdFingerOnThePrecisionPadTakesTheThirdSlot() {
    let (synth, timeline) = pinch(on: .precisionTouchpad)
    let events = synth.events(for: timeline.thirdFinger(landsAt: 0.2))
    #expect(events.contains { $0.code == .absMTSlot && $0.type == .abs && $0.value == 2 })
    #expect(events.contains { $0.code == .btnToolTripleTap && $0.type == .key && $0.value == 1 })
    let frames = FrameAssembler.frames(of: events, device: .precisionTouchpad)
    #expect(frames.map { $0.activeTouches.count }.max() == 3)
    let landing = frames.first { $0.fingerCount == 3 }
    #expect(landing?.time == Timestamp(microseconds: 1 + 16 * 12_500))
  }

  @Test func fingersBuiltOneByOneLandMoveAndLiftWhenAsked() {
    var timeline = GestureTimeline()
    let first = timeline.landFinger(at: MillimetrePoint(x: 10, y: 10), time: 0)
    let second = timeline.landFinger(at: MillimetrePoint(x: 30, y: 10), time: 0.05)
    timeline.moveFinger(first, to: MillimetrePoint(x: 20, y: 10), from: 0, to: 0.1)
    timeline.liftFinger(first, at: 0.1)
    timeline.liftFinger(second, at: 0.2)
    let device = DeviceDescription.precisionTouchpad
    let frames = FrameAssembler.frames(
      of: TraceSynthesizer(device: device, rate: 100).events(for: timeline), device: device)
    #expect(frames.map(\.fingerCount) == [1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0])
    let firstEnd = frames.flatMap(\.touches).first { $0.phase == .ended }
    #expect(firstEnd.map { abs($0.location.x - 20) < 0.1 } == true)
  }

  @Test func theCheckerCatchesBrokenStreams() {
    let device = DeviceDescription.synapticsTouchpad
    let time = Timestamp(microseconds: 1)
    let broken: [InputEvent] = [
      InputEvent(time: time, type: .abs, code: .absMTSlot, value: 0),
      InputEvent(time: time, type: .abs, code: .absMTPositionX, value: 9000),
      InputEvent(time: time, type: .key, code: .btnTouch, value: 1),
      InputEvent(time: time, type: .key, code: .btnToolFinger, value: 1),
      InputEvent(time: time, type: .key, code: .btnToolDoubleTap, value: 1),
      .synReport(at: time),
      InputEvent(time: time, type: .key, code: .btnTouch, value: 1),
    ]
    let found = protocolViolations(broken, on: device).joined(separator: "\n")
    for problem in [
      "ABS_MT_SLOT 0 repeated", "outside 1472…5768", "2 BTN_TOOL keys set", "repeats the value",
      "frame 1 does not end in SYN_REPORT",
    ] {
      #expect(found.contains(problem))
    }
  }
}
