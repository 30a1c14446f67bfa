import Foundation
import GlideInput
import Testing

@Suite struct TraceRoundTripTests {
  typealias F = TraceFixtures

  /// A two-finger frame pair on the Synaptics pad, with a lift (-1) and a large value.
  static let sampleEvents: [InputEvent] = [
    F.event(1, .abs, .absMTTrackingID, 5), F.event(1, .abs, .absMTPositionX, 2200),
    F.event(1, .key, .btnTouch, 1), F.event(1, .syn, .synReport, 0),
    F.event(8_001, .abs, .absMTPositionX, 21_000), F.event(8_001, .syn, .synReport, 0),
    F.event(20_500, .abs, .absMTTrackingID, -1), F.event(20_500, .key, .btnTouch, 0),
    F.event(20_500, .syn, .synReport, 0),
  ]

  @Test("an evemu document has evemu-record's header and event lines")
  func evemuDocumentText() throws {
    let device = try TraceReader.open(
      F.root.appendingPathComponent("traces/devices/synaptics-touchpad.evemu-header").path
    ).device
    let text = EvemuWriter.document(
      device: device, comments: ["synthetic trace made by a test"], events: Self.sampleEvents)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(
      Array(lines.prefix(7)) == [
        "# EVEMU 1.3",
        "# Input device name: \"SynPS/2 Synaptics TouchPad\"",
        "# Input device ID: bus 0x11 vendor 0x02 product 0x07 version 0x1b1",
        "# Size in mm: 66x26",
        "# synthetic trace made by a test",
        "N: SynPS/2 Synaptics TouchPad",
        "I: 0011 0002 0007 01b1",
      ])
    let header = try String(
      contentsOfFile: F.root.appendingPathComponent("traces/devices/synaptics-touchpad.evemu-header").path,
      encoding: .utf8)
    let descriptionLines = header.split(separator: "\n").filter { !$0.hasPrefix("#") }.map(String.init)
    #expect(Array(lines[5..<(5 + descriptionLines.count)]) == descriptionLines)
    #expect(lines.contains("E: 0.000001 0003 0039 0005\t# EV_ABS / ABS_MT_TRACKING_ID   5"))
    #expect(lines.contains("E: 0.008001 0003 0035 21000\t# EV_ABS / ABS_MT_POSITION_X    21000"))
    #expect(lines.contains("E: 0.008001 0000 0000 0000\t# ------------ SYN_REPORT (0) ---------- +8ms"))
    #expect(lines.contains("E: 0.020500 0003 0039 -001\t# EV_ABS / ABS_MT_TRACKING_ID   -1"))
    #expect(lines.filter { $0.hasPrefix("B: ") }.count == 22)
  }

  @Test("every real trace written as evemu reads back the same", arguments: TraceFixtures.realTraces)
  func evemuRoundTrip(name: String) throws {
    let original = try F.readReal(name)
    let path = try F.scratchDirectory().appendingPathComponent("copy.evemu").path
    let writer = try EvemuWriter(path: path, device: original.device, comments: ["copy of \(name)"])
    for event in original.events { try writer.write(event) }
    try writer.close()
    let copy = try TraceReader.readAll(path)
    #expect(copy.device == original.device)
    #expect(copy.events == original.events)
  }

  @Test(
    "every real trace written as libinput record reads back the same", arguments: TraceFixtures.realTraces)
  func libinputRoundTrip(name: String) throws {
    let original = try F.readReal(name)
    let path = try F.file(
      "copy.yml",
      LibinputRecordWriter.document(
        device: original.device, comments: ["copy of \(name)"], events: original.events))
    let reader = try TraceReader.open(path)
    #expect(reader.format == .libinputRecord)
    #expect(reader.comments.contains("copy of \(name)"))
    var events: [InputEvent] = []
    while let event = try reader.next() { events.append(event) }
    #expect(reader.device == original.device)
    #expect(events == original.events)
  }

  @Test("the streaming writer and the in-memory document write the same bytes")
  func streamingMatchesDocument() throws {
    let device = try TraceReader.open(F.real("touchpads__SynPS2_Synaptics_TouchPad.desc")).device
    let path = try F.scratchDirectory().appendingPathComponent("stream.evemu").path
    let writer = try EvemuWriter(path: path, device: device, comments: ["a", "b"])
    for event in Self.sampleEvents { try writer.write(event) }
    try writer.close()
    let written = try String(contentsOfFile: path, encoding: .utf8)
    #expect(written == EvemuWriter.document(device: device, comments: ["a", "b"], events: Self.sampleEvents))
  }

  @Test("a hand-built device with LEDs, switches, properties past 63 and a quoted name survives both formats")
  func unusualDevice() throws {
    let device = DeviceDescription(
      name: "Pad \"2\" \\ # x", id: InputID(bustype: 3, vendor: 0, product: 0xffff, version: 1),
      properties: [.pointer, InputProperty(0x1f)],
      codes: [
        .key: [.btnLeft, EventCode(0x2ff)], .abs: [.absX], .led: [EventCode(1)], .sw: [EventCode(0x10)],
      ],
      absInfo: [.absX: AbsInfo(minimum: -5, maximum: 5, fuzz: 1, flat: 2, resolution: 3)],
      ledStates: [EventCode(1): 1], switchStates: [EventCode(0x10): 1])
    // Read as written: the sample's codes are not the device's, which libevdev's rules would drop.
    let evemu = try TraceReader.readAll(
      try F.file("u.evemu", EvemuWriter.document(device: device, events: Self.sampleEvents)), asWritten: true)
    #expect(evemu.device == device)
    #expect(evemu.events == Self.sampleEvents)
    let yaml = try TraceReader.readAll(
      try F.file("u.yml", LibinputRecordWriter.document(device: device, events: Self.sampleEvents)),
      asWritten: true)
    #expect(yaml.device.name == device.name)
    #expect(yaml.device.codes == device.codes)
    #expect(yaml.events == Self.sampleEvents)
  }
}
