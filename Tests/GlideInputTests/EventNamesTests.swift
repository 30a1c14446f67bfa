import Testing
@testable import GlideInput

@Suite struct EventNamesTests {
  @Test func codeNamesGoBothWaysThroughLibevdev() {
    #expect(EventCode.absMTSlot.name(for: .abs) == "ABS_MT_SLOT")
    #expect(EventCode(name: "ABS_MT_SLOT", type: .abs) == .absMTSlot)
    #expect(EventCode(name: "BTN_TOOL_DOUBLETAP", type: .key) == .btnToolDoubleTap)
    #expect(EventCode.lookUp(name: "SYN_DROPPED")! == (EventType.syn, EventCode.synDropped))
    #expect(EventCode(name: "ABS_NOT_A_CODE", type: .abs) == nil)
  }

  @Test func typeAndPropertyNames() {
    #expect(EventType.abs.name == "EV_ABS")
    #expect(EventType(name: "EV_KEY") == .key)
    #expect(InputProperty.buttonpad.name == "INPUT_PROP_BUTTONPAD")
    #expect(InputProperty(name: "INPUT_PROP_SEMI_MT") == .semiMT)
  }

  @Test func eventDescriptionUsesKernelNames() {
    let event = InputEvent(time: Timestamp(microseconds: 1_500_042), type: .abs, code: .absMTPositionX, value: 1234)
    #expect(event.description == "1.500042 EV_ABS / ABS_MT_POSITION_X 1234")
  }

  @Test func timestampSplitsIntoKernelTimeval() {
    let t = Timestamp(seconds: 1_330_050_188, microseconds: 628_846)
    #expect(t.wholeSeconds == 1_330_050_188)
    #expect(t.microsecondsOfSecond == 628_846)
    #expect(t.description == "1330050188.628846")
    #expect(Timestamp(microseconds: 1).description == "0.000001")
  }
}
