import Testing
@testable import GlideInput

@Suite struct FrameAssemblerProtocolBTests {
  let device = TestDevices.twoSlotPad

  @Test func twoFingersBeginMoveAndLiftWithStableIDs() {
    let frames = FrameAssembler.frames(of: events("""
      ABS_MT_SLOT 0
      ABS_MT_TRACKING_ID 40
      ABS_MT_POSITION_X 100
      ABS_MT_POSITION_Y 200
      ABS_MT_SLOT 1
      ABS_MT_TRACKING_ID 41
      ABS_MT_POSITION_X 500
      ABS_MT_POSITION_Y 600
      BTN_TOUCH 1
      BTN_TOOL_DOUBLETAP 1
      SYN_REPORT
      ABS_MT_POSITION_X 520
      SYN_REPORT
      ABS_MT_SLOT 0
      ABS_MT_TRACKING_ID -1
      BTN_TOOL_DOUBLETAP 0
      BTN_TOOL_FINGER 1
      SYN_REPORT
      ABS_MT_SLOT 1
      ABS_MT_TRACKING_ID -1
      BTN_TOOL_FINGER 0
      BTN_TOUCH 0
      SYN_REPORT
      """), device: device)

    #expect(frames.map(\.summary) == [
      ["1:began", "2:began"],
      ["1:stationary", "2:moved"],
      ["1:ended", "2:stationary"],
      ["2:ended"],
    ])
    #expect(frames.map(\.fingerCount) == [2, 2, 1, 0])
    #expect(frames.map(\.time.microseconds) == [1_000_000, 1_010_000, 1_020_000, 1_030_000])
    // Slot 1 kept y = 600 although only x was sent; 10 and 20 units per mm.
    let moved = frames[1].touches[1]
    #expect(moved.slot == 1)
    #expect(moved.position == DevicePoint(x: 520, y: 600))
    #expect(moved.location == MillimetrePoint(x: 52, y: 30))
    // An ended touch reports its last position.
    #expect(frames[2].touches[0].position == DevicePoint(x: 100, y: 200))
  }

  @Test func aTrackingIDReusedAfterALiftIsANewTouch() {
    let frames = FrameAssembler.frames(of: events("""
      ABS_MT_TRACKING_ID 7
      ABS_MT_POSITION_X 10
      ABS_MT_POSITION_Y 10
      SYN_REPORT
      ABS_MT_TRACKING_ID -1
      SYN_REPORT
      ABS_MT_TRACKING_ID 7
      ABS_MT_POSITION_X 30
      SYN_REPORT
      """), device: device)
    #expect(frames.map(\.summary) == [["1:began"], ["1:ended"], ["2:began"]])
    #expect(frames[2].touches[0].position == DevicePoint(x: 30, y: 10))
  }

  @Test func aNewTrackingIDInABusySlotEndsTheOldTouchBeforeTheNewOneBegins() {
    let frames = FrameAssembler.frames(of: events("""
      ABS_MT_TRACKING_ID 1
      ABS_MT_POSITION_X 10
      SYN_REPORT
      ABS_MT_TRACKING_ID 2
      ABS_MT_POSITION_X 900
      SYN_REPORT
      """), device: device)
    #expect(frames[1].summary == ["1:ended", "2:began"])
    #expect(frames[1].touches.map(\.slot) == [0, 0])
    // The old contact ends where it was; the new one starts where the device puts it.
    #expect(frames[1].touches.map(\.position.x) == [10, 900])
  }

  @Test func repeatedTrackingIDsAreIgnoredAsLibevdevDoes() {
    let frames = FrameAssembler.frames(of: events("""
      ABS_MT_TRACKING_ID -1
      SYN_REPORT
      ABS_MT_TRACKING_ID 5
      SYN_REPORT
      ABS_MT_TRACKING_ID 5
      SYN_REPORT
      """), device: device)
    #expect(frames.map(\.summary) == [[], ["1:began"], ["1:stationary"]])
  }

  @Test func theSelectedSlotCarriesOverToLaterFrames() {
    let frames = FrameAssembler.frames(of: events("""
      ABS_MT_SLOT 1
      ABS_MT_TRACKING_ID 3
      ABS_MT_POSITION_X 10
      SYN_REPORT
      ABS_MT_POSITION_X 20
      SYN_REPORT
      """), device: device)
    #expect(frames[1].touches.map(\.slot) == [1])
    #expect(frames[1].touches[0].position.x == 20)
  }

  @Test func axisValuesForAnEmptySlotMakeNoTouchButAreKept() {
    let frames = FrameAssembler.frames(of: events("""
      ABS_MT_POSITION_X 300
      ABS_MT_POSITION_Y 400
      SYN_REPORT
      ABS_MT_TRACKING_ID 9
      SYN_REPORT
      """), device: device)
    #expect(frames[0].touches.isEmpty)
    #expect(frames[1].touches.first?.position == DevicePoint(x: 300, y: 400))
  }

  @Test func anOutOfRangeSlotIsClampedToTheLastSlot() {
    let frames = FrameAssembler.frames(of: events("""
      ABS_MT_SLOT 9
      ABS_MT_TRACKING_ID 3
      SYN_REPORT
      """), device: device)
    #expect(frames[0].touches.map(\.slot) == [1])
  }

  /// libevdev caps a negative slot to the last one too (`sanitize_event`), not to 0.
  @Test func aNegativeSlotIsCappedToTheLastSlotAsLibevdevCapsIt() {
    let frames = FrameAssembler.frames(of: events("""
      ABS_MT_SLOT -1
      ABS_MT_TRACKING_ID 3
      SYN_REPORT
      """), device: device)
    #expect(frames[0].touches.map(\.slot) == [1])
  }

  @Test func fingersBeyondTheSlotsAreCountedFromTheToolKeys() {
    let frames = FrameAssembler.frames(of: events("""
      ABS_MT_SLOT 0
      ABS_MT_TRACKING_ID 1
      ABS_MT_SLOT 1
      ABS_MT_TRACKING_ID 2
      BTN_TOUCH 1
      BTN_TOOL_DOUBLETAP 1
      SYN_REPORT
      BTN_TOOL_DOUBLETAP 0
      BTN_TOOL_TRIPLETAP 1
      SYN_REPORT
      """), device: device)
    #expect(frames.map(\.fingerCount) == [2, 3])
    #expect(frames[1].activeTouches.count == 2)
  }

  @Test func aClickpadClickIsTheLeftButton() {
    let frames = FrameAssembler.frames(of: events("""
      BTN_LEFT 1
      SYN_REPORT
      BTN_LEFT 0
      SYN_REPORT
      """), device: device)
    #expect(frames.map(\.buttons) == [.left, []])
  }

  @Test func pressureIsReportedWhereTheDeviceSendsIt() {
    let frames = FrameAssembler.frames(of: events("""
      ABS_MT_TRACKING_ID 1
      ABS_MT_PRESSURE 77
      SYN_REPORT
      """), device: device)
    #expect(frames[0].touches[0].pressure == 77)
    #expect(frames[0].touches[0].touchMajor == nil)
  }

  @Test func aTouchThatBeginsAndEndsInOneFrameIsNotReported() {
    let frames = FrameAssembler.frames(of: events("""
      ABS_MT_TRACKING_ID 1
      ABS_MT_TRACKING_ID -1
      SYN_REPORT
      """), device: device)
    #expect(frames[0].touches.isEmpty)
  }

  @Test func semiMTFramesSayTheirTouchesAreABoundingBox() {
    let frames = FrameAssembler.frames(of: events("ABS_MT_TRACKING_ID 1\nSYN_REPORT"), device: TestDevices.semiMTPad)
    #expect(frames[0].touchesAreBoundingBox)
    #expect(!FrameAssembler.frames(of: events("SYN_REPORT"), device: device)[0].touchesAreBoundingBox)
  }
}
