import Foundation
import Testing

@testable import GlideInput

/// The live path end to end: a Synaptics touchpad mocked by umockdev, played a short trace in real
/// time, recorded by the `glide` binary through libevdev, and compared with the trace it was played.
/// Each test takes about a second of wall-clock time (umockdev plays events at their own pace).
@Suite(.enabled(if: Umockdev.isAvailable, "umockdev-run (Debian `umockdev`) and python3 are not installed"))
struct LiveRecordingTests {
  @Test func aRecordedPinchAssemblesIntoTheFramesThatWerePlayed() throws {
    let directory = try LiveScratchDirectory()
    let played = LiveTraces.pinch()
    let result = try Umockdev.record(
      LiveTraces.document(played), in: directory.path,
      glideArguments: ["--device", Umockdev.node, "--duration", "0.8"])
    try #require(result.status == 0, "glide record failed: \(result.stderr)")
    let recorded = try Umockdev.read(result.output)

    let expected = FrameAssembler.frames(of: played, device: .synapticsTouchpad).map(\.untimed)
    let frames = FrameAssembler.frames(of: recorded.events, device: recorded.device).map(\.untimed)
    #expect(frames.count == 31)
    #expect(frames == expected)
    #expect(recorded.events.first?.time == Timestamp(microseconds: 1))
    #expect(result.stderr.contains("Stopped after the requested duration."))
  }

  @Test func theRecordedHeaderIsTheDeviceThatLibevdevRead() throws {
    let directory = try LiveScratchDirectory()
    let result = try Umockdev.record(
      LiveTraces.document(LiveTraces.pinch()), in: directory.path,
      glideArguments: ["--device", Umockdev.node, "--duration", "0.3"])
    try #require(result.status == 0, "glide record failed: \(result.stderr)")
    let recorded = try Umockdev.read(result.output).device
    let header = try Umockdev.read(Umockdev.root.appendingPathComponent(LiveTraces.headerPath).path).device
    #expect(recorded == header)
    #expect(recorded == .synapticsTouchpad)
  }

  @Test func withoutADeviceTheMockedTouchpadIsFound() throws {
    let directory = try LiveScratchDirectory()
    let result = try Umockdev.record(
      LiveTraces.document(LiveTraces.pinch()), in: directory.path, glideArguments: ["--duration", "0.3"])
    try #require(result.status == 0, "glide record failed: \(result.stderr)")
    #expect(result.stderr.contains("Using \(Umockdev.node): INPUT_PROP_POINTER and ABS_MT_SLOT with 2 slots."))
  }

  @Test func inspectDescribesTheLiveDevice() throws {
    let directory = try LiveScratchDirectory()
    let result = try Umockdev.glide(
      ["inspect", Umockdev.node], playing: LiveTraces.document(LiveTraces.pinch()), in: directory.path)
    try #require(result.status == 0, "glide inspect failed: \(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.prefix(5) == [
      "Device: SynPS/2 Synaptics TouchPad",
      "  ids: bus 0x0011 vendor 0x0002 product 0x0007 version 0x01b1",
      "  kind: touchpad, multitouch protocol B, 2 slots, counts up to 5 fingers",
      "  size: 66.1 × 26.9 mm (65 × 136 units/mm)",
      "  properties: INPUT_PROP_POINTER, INPUT_PROP_BUTTONPAD",
    ])
    #expect(!lines.contains { $0.hasPrefix("Trace:") })
  }

  @Test func droppedEventsAreFollowedByAFullStateFrame() throws {
    let directory = try LiveScratchDirectory()
    let result = try Umockdev.record(
      LiveTraces.document(LiveTraces.oneFingerWithDrop()), in: directory.path,
      glideArguments: ["--device", Umockdev.node, "--duration", "0.6"])
    try #require(result.status == 0, "glide record failed: \(result.stderr)")
    let events = try Umockdev.read(result.output).events
    let drop = try #require(events.firstIndex { $0.type == .syn && $0.code == .synDropped })
    #expect(events[drop + 1].isSynReport)
    #expect(events[drop + 2].code == .absMTSlot && events[drop + 2].value == 0)
    let resync = events[(drop + 2)...].prefix { !$0.isSynReport }
    #expect(resync.allSatisfy { $0.time == events[drop].time })
    #expect(resync.contains { $0.type == .key && $0.code == .btnTouch })

    let frames = FrameAssembler.frames(of: events, device: .synapticsTouchpad)
    let gap = try #require(frames.firstIndex { $0.followsDroppedEvents })
    #expect(frames[gap].touches.map(\.phase) == [.cancelled])
    // umockdev's recorded ioctls still report the slot's tracking id, so the finger comes back.
    #expect(frames[gap + 1].touches.map(\.phase) == [.began])
  }
}

/// Short traces on the Synaptics touchpad (x 1472…5768, y 1408…5062, 2 slots).
enum LiveTraces {
  /// The real device's header as evemu-describe printed it under umockdev.
  static let headerPath = "traces/devices/synaptics-touchpad.evemu-header"

  /// An evemu document of `events` for the Synaptics touchpad.
  static func document(_ events: [InputEvent]) -> String {
    EvemuWriter.document(
      device: .synapticsTouchpad, comments: ["Synthetic trace for the umockdev tests"], events: events)
  }

  /// Two fingers pinching in over 0.3 s: 31 frames 10 ms apart, then both lift.
  static func pinch() -> [InputEvent] {
    var trace = TraceBuilder()
    trace.frame([
      (.abs, .absMTTrackingID, 100), (.abs, .absMTPositionX, 2200), (.abs, .absMTPositionY, 3000),
      (.abs, .absMTPressure, 40), (.abs, .absMTSlot, 1), (.abs, .absMTTrackingID, 101),
      (.abs, .absMTPositionX, 5000), (.abs, .absMTPositionY, 3400), (.abs, .absMTPressure, 42),
      (.key, .btnTouch, 1), (.key, .btnToolDoubleTap, 1),
      (.abs, .absX, 2200), (.abs, .absY, 3000), (.abs, .absPressure, 40),
    ])
    for step in Int32(1)...29 {
      let left = 2200 + step * 35
      let right = 5000 - step * 35
      var frame: [(EventType, EventCode, Int32)] = [(.abs, .absMTSlot, 0), (.abs, .absMTPositionX, left)]
      if step.isMultiple(of: 2) { frame.append((.abs, .absMTPositionY, 3000 + step)) }
      frame += [(.abs, .absMTSlot, 1), (.abs, .absMTPositionX, right), (.abs, .absX, left)]
      trace.frame(frame)
    }
    trace.frame([
      (.abs, .absMTSlot, 0), (.abs, .absMTTrackingID, -1), (.abs, .absMTSlot, 1), (.abs, .absMTTrackingID, -1),
      (.key, .btnTouch, 0), (.key, .btnToolDoubleTap, 0), (.abs, .absPressure, 0),
    ])
    return trace.events
  }

  /// One finger moving, a `SYN_DROPPED` in the middle, and the finger moving on.
  static func oneFingerWithDrop() -> [InputEvent] {
    var trace = TraceBuilder()
    trace.frame([
      (.abs, .absMTTrackingID, 7), (.abs, .absMTPositionX, 3000), (.abs, .absMTPositionY, 3000),
      (.key, .btnTouch, 1), (.key, .btnToolFinger, 1), (.abs, .absX, 3000), (.abs, .absY, 3000),
    ])
    trace.frame([(.abs, .absMTPositionX, 3050), (.abs, .absX, 3050)])
    trace.events.append(InputEvent(time: trace.time, type: .syn, code: .synDropped, value: 0))
    trace.frame([(.abs, .absMTPositionX, 3100), (.abs, .absX, 3100)])
    trace.time = Timestamp(microseconds: trace.time.microseconds + 100_000)
    trace.frame([(.abs, .absMTPositionX, 3150), (.abs, .absX, 3150)])
    trace.frame([(.abs, .absMTTrackingID, -1), (.key, .btnTouch, 0), (.key, .btnToolFinger, 0)])
    return trace.events
  }
}

/// Appends frames 10 ms apart, each closed by `SYN_REPORT`.
struct TraceBuilder {
  var events: [InputEvent] = []
  var time = Timestamp(microseconds: 1)

  mutating func frame(_ values: [(EventType, EventCode, Int32)]) {
    for (type, code, value) in values {
      events.append(InputEvent(time: time, type: type, code: code, value: value))
    }
    events.append(.synReport(at: time))
    time = Timestamp(microseconds: time.microseconds + 10_000)
  }
}

extension TouchFrame {
  /// The frame with its time zeroed, to compare content across clocks.
  var untimed: TouchFrame {
    var frame = self
    frame.time = Timestamp(microseconds: 0)
    return frame
  }
}
