import Foundation
import GlideInput
import Testing

/// Issue 38: a frame's events are buffered up to its `SYN_REPORT`, so a trace of events with none
/// grew memory without bound, and the events after the last `SYN_REPORT` were lost without a word. A
/// frame is now bounded (``FrameAssembler/maximumEvents(for:)``, dropped beyond as after `SYN_DROPPED`)
/// and trailing events are counted. The Synaptics fixture's first event is on line 12.
@Suite struct FrameBoundTests {
  typealias F = TraceFixtures
  typealias S = EventSanitizerTests

  /// The Synaptics fixture declares 9 codes: libevdev's 2 × (1 + 9 + 4 × 1) = 28 is below its least.
  @Test func theBoundIsLibevdevsQueueSizeWithinItsLeastAndACeiling() throws {
    let synaptics = try TraceReader.open(try S.trace([])).device
    #expect(FrameAssembler.maximumEvents(for: synaptics) == 256)
    // 60 slots of 17 multitouch axes: 2 × (1 + 17 + 17 × 59) = 2,042.
    var many = synaptics
    many.codes[.abs] = Set((0x2f...0x3f).map { EventCode(UInt16($0)) })
    many.absInfo[.absMTSlot] = AbsInfo(minimum: 0, maximum: 59)
    #expect(FrameAssembler.maximumEvents(for: many) == 2_042)
    many.absInfo[.absMTSlot] = AbsInfo(minimum: 0, maximum: 10_000)
    #expect(FrameAssembler.maximumEvents(for: many) == 8_706)  // 256 slots at most: 2 × (18 + 17 × 255)
    many.codes[.key] = Set((0..<10_000).map { EventCode(UInt16($0)) })
    #expect(FrameAssembler.maximumEvents(for: many) == 16_384)
  }

  @Test func aFrameBeyondTheBoundIsDroppedAsAfterSynDroppedAndCounted() throws {
    let longFrame = Array(repeating: "0003 0035 3000", count: 300)
    let (events, warnings) = try S.read(
      ["0003 0039 7", "0003 0035 2000", "0000 0000 0"] + longFrame + ["0000 0000 0", "0003 0035 2100", "0000 0000 0"])
    // The 257th event of the frame (line 12 + 3 + 256) became SYN_DROPPED; the rest of it passes on
    // for the assembler to discard.
    #expect(events.count == 3 + 300 + 3)
    #expect(S.codes([events[3 + 255], events[3 + 256], events[3 + 257]]) == ["3 35 3000", "0 3 0", "3 35 3000"])
    let entry = try #require(warnings.entries[.frameTooLong])
    #expect(entry.count == 1)
    #expect(entry.firstLine == 12 + 3 + 256)
    #expect(entry.first == "event 257 of one frame with no SYN_REPORT yet, beyond the 256 a frame of this device is read with")
    #expect(warnings.entries.count == 1)

    // The touch down is cancelled at the long frame's SYN_REPORT and begins again after it.
    let device = try TraceReader.open(try S.trace([])).device
    let frames = FrameAssembler.frames(of: events, device: device)
    #expect(frames.map { $0.touches.map(\.phase) } == [[.began], [.cancelled], [.began]])
    #expect(frames[1].followsDroppedEvents)

    let strict = #expect(throws: TraceError.self) { try S.read(["0000 0000 0"] + longFrame, strict: true) }
    #expect(strict?.line == 12 + 1 + 256)
    #expect(strict?.description.hasSuffix(": event 257 of one frame with no SYN_REPORT yet, beyond the 256 "
      + "a frame of this device is read with (refused: the trace is read strictly)") == true)
  }

  /// Fed straight to the assembler (a live device, or a trace read as written), a frame past the bound
  /// is dropped the same way: the buffer never holds more.
  @Test func theAssemblerDropsAFrameBeyondTheBoundItself() throws {
    let device = try TraceReader.open(try S.trace([])).device
    var assembler = FrameAssembler(device: device)
    let touch = [F.event(0, .abs, .absMTTrackingID, 7), F.event(0, .abs, .absMTPositionX, 2000)]
    #expect(touch.compactMap { assembler.consume($0) }.isEmpty)
    #expect(assembler.consume(F.event(0, .syn, .synReport, 0))?.touches.map(\.phase) == [.began])
    var framesWithin = 0
    for _ in 0..<100_000 where assembler.consume(F.event(1, .abs, .absMTPositionX, 2100)) != nil { framesWithin += 1 }
    #expect(framesWithin == 0)
    let closing = assembler.consume(F.event(1, .syn, .synReport, 0))
    let frame = try #require(closing)
    #expect(frame.followsDroppedEvents)
    #expect(frame.touches.map(\.phase) == [.cancelled])
  }

  @Test func eventsAfterTheLastSynReportAreCountedAsNotApplied() throws {
    let (events, warnings) = try S.read(["0003 0039 7", "0000 0000 0", "0003 0039 -1", "0003 0035 2000"])
    #expect(events.count == 4)
    let entry = try #require(warnings.entries[.unterminatedFrame])
    #expect(entry.count == 1)
    #expect(entry.firstLine == 14)
    #expect(entry.first == "trailing events without SYN_REPORT: 2 events from this line to the end")
    #expect(entry.consequence == "not applied, as libevdev and libinput apply no events before their SYN_REPORT")
    #expect(warnings.entries.count == 1)

    let strict = #expect(throws: TraceError.self) {
      try S.read(["0003 0039 7", "0000 0000 0", "0003 0039 -1"], strict: true)
    }
    #expect(strict?.line == 14)

    // A trace that ends on its SYN_REPORT has nothing trailing.
    #expect(try S.read(["0003 0039 7", "0000 0000 0"]).warnings.isEmpty)
  }
}
