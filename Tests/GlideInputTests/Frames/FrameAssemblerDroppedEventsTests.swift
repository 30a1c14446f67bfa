import Testing
@testable import GlideInput

@Suite struct FrameAssemblerDroppedEventsTests {
  let device = TestDevices.twoSlotPad
  let twoFingersDown = """
    ABS_MT_SLOT 0
    ABS_MT_TRACKING_ID 1
    ABS_MT_POSITION_X 100
    ABS_MT_SLOT 1
    ABS_MT_TRACKING_ID 2
    ABS_MT_POSITION_X 500
    BTN_TOUCH 1
    BTN_TOOL_DOUBLETAP 1
    SYN_REPORT
    """

  @Test func touchesDownAtADropAreCancelledNeverEnded() {
    let frames = FrameAssembler.frames(of: events(twoFingersDown + """

      ABS_MT_POSITION_X 510
      SYN_DROPPED
      ABS_MT_SLOT 0
      ABS_MT_TRACKING_ID -1
      SYN_REPORT
      """), device: device)
    #expect(frames.count == 2)
    #expect(frames[1].summary == ["1:cancelled", "2:cancelled"])
    #expect(frames[1].followsDroppedEvents)
    #expect(frames[1].fingerCount == 0)
    // The move before SYN_DROPPED (same frame) was discarded with the dropped window.
    #expect(frames[1].touches[1].position.x == 500)
  }

  @Test func aFingerThatOutlivesTheDropComesBackAsANewTouch() {
    let frames = FrameAssembler.frames(of: events(twoFingersDown + """

      SYN_DROPPED
      SYN_REPORT
      ABS_MT_SLOT 1
      ABS_MT_POSITION_X 600
      SYN_REPORT
      ABS_MT_TRACKING_ID -1
      ABS_MT_SLOT 0
      ABS_MT_TRACKING_ID -1
      SYN_REPORT
      """), device: device)
    #expect(frames.map(\.summary) == [
      ["1:began", "2:began"],
      ["1:cancelled", "2:cancelled"],
      ["3:began"],
      ["3:ended"],
    ])
    #expect(frames[2].touches[0].slot == 1)
    #expect(!frames[2].followsDroppedEvents)
  }

  @Test func aFullStateFrameAfterTheDropRestoresEveryLiveSlot() {
    // What EvdevDevice emits after libevdev's sync: the drop, then every slot's state.
    let frames = FrameAssembler.frames(of: events(twoFingersDown + """

      SYN_DROPPED
      SYN_REPORT
      ABS_MT_SLOT 0
      ABS_MT_TRACKING_ID 1
      ABS_MT_POSITION_X 100
      ABS_MT_SLOT 1
      ABS_MT_TRACKING_ID -1
      SYN_REPORT
      """), device: device)
    #expect(frames[2].summary == ["3:began"])
    #expect(frames[2].touches[0].slot == 0)
  }

  @Test func cancelAllEndsEveryTouchOnceAsCancelled() {
    var assembler = FrameAssembler(device: device)
    for event in events(twoFingersDown) { _ = assembler.consume(event) }
    let frame = assembler.cancelAll(at: Timestamp(microseconds: 5_000_000))
    #expect(frame?.summary == ["1:cancelled", "2:cancelled"])
    #expect(frame?.time.microseconds == 5_000_000)
    #expect(assembler.cancelAll(at: Timestamp(microseconds: 5_000_001)) == nil)
  }
}
