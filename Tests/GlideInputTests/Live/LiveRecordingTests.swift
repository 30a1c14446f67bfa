import Foundation
import Testing

@testable import GlideInput

/// The live path end to end: a Synaptics touchpad mocked by umockdev, played a short trace in real
/// time, recorded by the `glide` binary through libevdev, and compared with the trace it was played.
/// Each test takes about a second of wall-clock time (umockdev plays events at their own pace).
@Suite(.enabled(if: Umockdev.isAvailable, "umockdev-run (Debian `umockdev`) and python3 are not installed"))
struct LiveRecordingTests {
  @Test func aRecordedPinchAssemblesIntoTheFramesThatWerePlayed() throws {
    try recordsTheFramesPlayed(LiveTraces.pinch(), count: 31)
  }

  /// Records `played` on the mocked touchpad: the recording assembles into the `count` frames played,
  /// from the session's first instant.
  private func recordsTheFramesPlayed(_ played: [InputEvent], count: Int) throws {
    let directory = try LiveScratchDirectory()
    let result = try Umockdev.record(
      LiveTraces.document(played), in: directory.path,
      glideArguments: ["--device", Umockdev.node, "--duration", "0.8"])
    try #require(result.status == 0, "glide record failed: \(result.stderr)")
    let recorded = try Umockdev.read(result.output)

    let expected = FrameAssembler.frames(of: played, device: .synapticsTouchpad).map(\.untimed)
    let frames = FrameAssembler.frames(of: recorded.events, device: recorded.device).map(\.untimed)
    #expect(frames.count == count)
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
    // The mocked kernel's state when asked after the drop: the finger (tracking id 7) at 3100, 3000 in
    // slot 0, slot 1 empty; BTN_TOUCH and BTN_TOOL_FINGER held; ABS_X 3100.
    let result = try Umockdev.record(
      LiveTraces.document(LiveTraces.oneFingerWithDrop()), in: directory.path,
      glideArguments: ["--device", Umockdev.node, "--duration", "0.6"], kernelState: LiveTraces.fingerDown)
    try #require(result.status == 0, "glide record failed: \(result.stderr)")
    let events = try Umockdev.read(result.output).events
    let drop = try #require(events.firstIndex { $0.type == .syn && $0.code == .synDropped })
    #expect(events[drop + 1].isSynReport)
    let resync = Array(events[(drop + 2)...].prefix { !$0.isSynReport })
    #expect(resync.allSatisfy { $0.time == events[drop].time })
    let values = resync.map { "\($0.code.name(for: $0.type) ?? "?") \($0.value)" }
    // Slots in order and back to the current one; released keys before held ones; then the other axes.
    #expect(values == [
      "ABS_MT_SLOT 0", "ABS_MT_TRACKING_ID 7", "ABS_MT_POSITION_X 3100", "ABS_MT_POSITION_Y 3000",
      "ABS_MT_PRESSURE 0", "ABS_MT_SLOT 1", "ABS_MT_TRACKING_ID -1", "ABS_MT_POSITION_X 0",
      "ABS_MT_POSITION_Y 0", "ABS_MT_PRESSURE 0", "ABS_MT_SLOT 0",
      "BTN_LEFT 0", "BTN_TOOL_QUINTTAP 0", "BTN_TOOL_DOUBLETAP 0", "BTN_TOOL_TRIPLETAP 0", "BTN_TOOL_QUADTAP 0",
      "BTN_TOOL_FINGER 1", "BTN_TOUCH 1",
      "ABS_X 3100", "ABS_Y 0", "ABS_PRESSURE 0", "ABS_TOOL_WIDTH 0",
    ])
    // The events queued behind the drop (the move to 3100) are let go: the state says where it went.
    #expect(!events[drop...].contains { $0.code == .absMTPositionX && $0.value == 3100 && $0.time != events[drop].time })

    let frames = FrameAssembler.frames(of: events, device: .synapticsTouchpad)
    let gap = try #require(frames.firstIndex { $0.followsDroppedEvents })
    #expect(frames[gap].touches.map(\.phase) == [.cancelled])
    #expect(frames[gap + 1].touches.map(\.phase) == [.began])
    #expect(frames[gap + 1].touches.first?.position.x == 3100)
    #expect(frames[gap + 2].touches.map(\.phase) == [.moved])
    #expect(frames.last?.touches.map(\.phase) == [.ended])
  }

  /// Events played faster than they are read reach the reader as a backlog: umockdev's node (a
  /// pseudo-terminal) then ends a read inside an event (at 4095 bytes), which libevdev refused with
  /// EINVAL. Four pinches at one instant (over 4095 bytes) are recorded whole, in order.
  @Test func aBurstOfEventsIsReadWhole() throws {
    let pinch = LiveTraces.pinch()
    let played = Array(repeating: pinch, count: 4).joined().map { event in
      InputEvent(time: pinch[0].time, type: event.type, code: event.code, value: event.value)
    }
    try recordsTheFramesPlayed(played, count: 4 * 31)
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

extension LiveTraces {
  /// Rewrites a Synaptics `.ioctl` record so the kernel answers that a finger (tracking id 7) is down in
  /// slot 0 at 3100, 3000 with BTN_TOUCH and BTN_TOOL_FINGER held and ABS_X at 3100.
  static func fingerDown(_ ioctl: String) -> String {
    func int32(_ value: Int32) -> String {
      withUnsafeBytes(of: value.littleEndian) { $0.map { String(format: "%02X", $0) }.joined() }
    }
    var keys = [UInt8](repeating: 0, count: 96)
    for code in [EventCode.btnTouch, .btnToolFinger] { keys[Int(code.rawValue) / 8] |= 1 << (code.rawValue % 8) }
    let replacements = [
      "EVIOCGMTSLOTS(0) 0 35000000": "EVIOCGMTSLOTS(0) 0 35000000" + int32(3100) + int32(0),
      "EVIOCGMTSLOTS(0) 0 36000000": "EVIOCGMTSLOTS(0) 0 36000000" + int32(3000) + int32(0),
      "EVIOCGMTSLOTS(0) 0 39000000": "EVIOCGMTSLOTS(0) 0 39000000" + int32(7) + int32(-1),
      "EVIOCGKEY(0) 96 ": "EVIOCGKEY(0) 96 " + keys.map { String(format: "%02X", $0) }.joined(),
      "EVIOCGABS 0 ": "EVIOCGABS 0 " + int32(3100) + "C005000088160000000000000000000041000000",
    ]
    return ioctl.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      for (prefix, replacement) in replacements where line.hasPrefix(prefix) { return replacement }
      return String(line)
    }.joined(separator: "\n")
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
