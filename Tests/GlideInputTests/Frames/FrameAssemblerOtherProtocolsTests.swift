import Testing
@testable import GlideInput

@Suite struct FrameAssemblerProtocolATests {
  let device = TestDevices.protocolAScreen

  @Test func contactsAreMatchedToTheNearestContactOfTheLastFrame() {
    let frames = FrameAssembler.frames(of: events("""
      ABS_MT_POSITION_X 100
      ABS_MT_POSITION_Y 100
      SYN_MT_REPORT
      ABS_MT_POSITION_X 600
      ABS_MT_POSITION_Y 400
      SYN_MT_REPORT
      BTN_TOUCH 1
      SYN_REPORT
      ABS_MT_POSITION_X 590
      ABS_MT_POSITION_Y 400
      SYN_MT_REPORT
      ABS_MT_POSITION_X 110
      ABS_MT_POSITION_Y 100
      SYN_MT_REPORT
      SYN_REPORT
      """), device: device)
    #expect(frames[0].summary == ["1:began", "2:began"])
    // Reported in the other order, each contact keeps its id.
    #expect(frames[1].summary == ["2:moved", "1:moved"])
    #expect(frames[1].touches.map(\.position.x) == [590, 110])
  }

  @Test func anEmptyContactListLiftsEveryFinger() {
    let frames = FrameAssembler.frames(of: events("""
      ABS_MT_POSITION_X 100
      ABS_MT_POSITION_Y 100
      SYN_MT_REPORT
      BTN_TOUCH 1
      SYN_REPORT
      SYN_MT_REPORT
      SYN_REPORT
      """), device: device)
    #expect(frames.map(\.summary) == [["1:began"], ["1:ended"]])
  }

  @Test func touchUpWithoutAnyContactReportLiftsEveryFinger() {
    let frames = FrameAssembler.frames(of: events("""
      ABS_MT_POSITION_X 100
      SYN_MT_REPORT
      BTN_TOUCH 1
      SYN_REPORT
      SYN_REPORT
      BTN_TOUCH 0
      SYN_REPORT
      """), device: device)
    #expect(frames.map(\.summary) == [["1:began"], ["1:stationary"], ["1:ended"]])
  }

  @Test func withoutResolutionMillimetresAssumeLibinputsFallbackSize() {
    #expect(device.geometry.isEstimated)
    #expect(abs(device.geometry.widthMillimetres - 69) < 1e-9)
    #expect(abs(device.geometry.heightMillimetres - 50) < 1e-9)
    let frames = FrameAssembler.frames(of: events("""
      ABS_MT_POSITION_X 345
      ABS_MT_POSITION_Y 250
      SYN_MT_REPORT
      SYN_REPORT
      """), device: device)
    let location = frames[0].touches[0].location
    #expect(abs(location.x - 34.5) < 1e-9 && abs(location.y - 25) < 1e-9)
  }
}

@Suite struct FrameAssemblerSingleTouchTests {
  let device = TestDevices.singleTouchPad

  @Test func btnTouchBeginsAndEndsTheOnlyTouch() {
    let frames = FrameAssembler.frames(of: events("""
      ABS_X 200
      ABS_Y 300
      ABS_PRESSURE 40
      BTN_TOUCH 1
      BTN_TOOL_FINGER 1
      SYN_REPORT
      ABS_X 250
      SYN_REPORT
      SYN_REPORT
      BTN_TOUCH 0
      BTN_TOOL_FINGER 0
      SYN_REPORT
      BTN_TOUCH 1
      SYN_REPORT
      """), device: device)
    #expect(frames.map(\.summary) == [["1:began"], ["1:moved"], ["1:stationary"], ["1:ended"], ["2:began"]])
    #expect(frames[1].touches[0].position == DevicePoint(x: 250, y: 300))
    // Millimetres count from the axis minimum (100) at 10 units per mm.
    #expect(frames[1].touches[0].location == MillimetrePoint(x: 15, y: 20))
    #expect(frames[0].touches[0].pressure == 40)
    #expect(frames.map(\.fingerCount) == [1, 1, 1, 0, 1])
  }

  @Test func aDropCancelsTheSingleTouch() {
    let frames = FrameAssembler.frames(of: events("""
      BTN_TOUCH 1
      SYN_REPORT
      SYN_DROPPED
      SYN_REPORT
      BTN_TOUCH 0
      SYN_REPORT
      """), device: device)
    #expect(frames.map(\.summary) == [["1:began"], ["1:cancelled"], []])
  }
}

@Suite struct DeviceDescriptionTests {
  @Test func kindAndProtocolFollowPropertiesAndCodes() {
    #expect(TestDevices.twoSlotPad.isTouchpad && !TestDevices.twoSlotPad.isTouchscreen)
    #expect(TestDevices.twoSlotPad.touchProtocol == .slotted)
    #expect(TestDevices.twoSlotPad.slotCount == 2)
    #expect(TestDevices.twoSlotPad.maximumFingerCount == 3)
    #expect(TestDevices.protocolAScreen.isTouchscreen && !TestDevices.protocolAScreen.isTouchpad)
    #expect(TestDevices.protocolAScreen.touchProtocol == .anonymous)
    #expect(TestDevices.singleTouchPad.touchProtocol == .singleTouch)
    #expect(TestDevices.singleTouchPad.isTouchpad)
  }

  @Test func sizeInMillimetresComesFromResolution() {
    let geometry = TestDevices.twoSlotPad.geometry
    #expect(!geometry.isEstimated)
    #expect(geometry.widthMillimetres == 100)
    #expect(geometry.heightMillimetres == 50)
  }
}
