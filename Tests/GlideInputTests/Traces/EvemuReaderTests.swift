import Foundation
import GlideInput
import Testing

@Suite struct EvemuReaderTests {
  typealias F = TraceFixtures

  @Test(
    "every real recording reads, with its .desc where it has no header", arguments: TraceFixtures.realTraces)
  func everyRealRecordingReads(name: String) throws {
    let trace = try TraceReader.readAll(F.real(name), descriptionPath: F.description(for: name), asWritten: true)
    let text = try String(contentsOfFile: F.real(name), encoding: .utf8)
    let eventLines = text.split(separator: "\n").filter { $0.hasPrefix("E:") }.count
    #expect(trace.events.count == eventLines)
    #expect(!trace.device.name.isEmpty)
    #expect(zip(trace.events, trace.events.dropFirst()).allSatisfy { $0.time <= $1.time })
  }

  @Test("the Synaptics description has its name, ids, properties, axes and two slots")
  func synapticsDescription() throws {
    let device = try TraceReader.open(F.real("touchpads__SynPS2_Synaptics_TouchPad.desc")).device
    #expect(device.name == "SynPS/2 Synaptics TouchPad")
    #expect(device.id == InputID(bustype: 0x11, vendor: 0x2, product: 0x7, version: 0x1b1))
    #expect(device.properties == [.pointer, .buttonpad])
    #expect(device.absInfo[.absX] == AbsInfo(minimum: 1472, maximum: 5472, fuzz: 8, flat: 0, resolution: 0))
    #expect(device.slotCount == 2)
    #expect(device.types == [.syn, .key, .abs])
    #expect(
      device.codes[.key] == [
        .btnLeft, .btnToolFinger, .btnToolQuintTap, .btnTouch, .btnToolDoubleTap, .btnToolTripleTap,
        .btnToolQuadTap,
      ])
    #expect(device.codes[.abs]?.count == 9)
  }

  @Test("the Wacom description has 16 slots and no resolution")
  func wacomDescription() throws {
    let reader = try TraceReader.open(F.real("tablets__Wacom_Bamboo_16FG_4x5_Finger.desc"))
    #expect(reader.device.slotCount == 16)
    #expect(reader.device.absInfo.values.allSatisfy { $0.resolution == 0 })
    #expect(reader.device.absInfo[.absMTPositionX] == AbsInfo(minimum: 0, maximum: 4096, fuzz: 4))
    #expect(reader.comments.first == "Input device name: \"Wacom Bamboo 16FG 4x5 Finger\"")
    #expect(try reader.next() == nil)
  }

  @Test("the Synaptics events keep their wall-clock times, unpadded values and count")
  func synapticsEvents() throws {
    let trace = try TraceReader.readAll(
      F.real("touchpads__SynPS2_Synaptics_TouchPad.events"),
      descriptionPath: F.real("touchpads__SynPS2_Synaptics_TouchPad.desc"))
    #expect(trace.events.count == 7422)
    #expect(trace.events.first == F.event(1_330_050_188_628_846, .abs, .absMTTrackingID, 72))
    #expect(trace.events.last == F.event(1_330_050_220_667_599, .syn, .synReport, 0))
  }

  @Test("the Atmel events file uses its own 1.3 header, padded values and -001")
  func atmelOwnHeader() throws {
    let name = "touchscreens__Atmel_maXTouch_Touchscreen.2-fingers-touch-release.events"
    let reader = try TraceReader.open(F.real(name))
    #expect(reader.format == .evemu)
    #expect(reader.device.name == "Atmel maXTouch Touchscreen")
    #expect(reader.device.properties == [.direct])
    #expect(reader.device.slotCount == 10)
    #expect(reader.comments.first == "Kernel: 4.14.0-rc3-ge-generic-1-gba835e322c51-dirty")
    var events: [InputEvent] = []
    while let event = try reader.next() { events.append(event) }
    #expect(events.count == 64)
    #expect(events.first == F.event(1, .abs, .absMTTrackingID, 7))
    #expect(events.last == F.event(824_236, .syn, .synReport, 0))
    #expect(events.filter { $0.code == .absMTTrackingID && $0.value == -1 }.count == 2)
  }

  @Test("a given description replaces the header an events file carries")
  func descriptionWinsOverOwnHeader() throws {
    let events = F.real("touchpads__AlpsPS2_ALPS_GlidePoint.double-tap.events")
    let own = try TraceReader.readAll(events)
    let paired = try TraceReader.readAll(
      events, descriptionPath: F.real("touchpads__AlpsPS2_ALPS_GlidePoint.desc"))
    #expect(own.device.id.version == 0x300)
    #expect(own.device.absInfo[.absX]?.maximum == 2000)
    #expect(paired.device.id.version == 0)
    #expect(paired.device.absInfo[.absX]?.maximum == 1360)
    #expect(paired.events == own.events)
    #expect(paired.events.count == 88)
  }

  @Test("the Apple Touch Mouse has REL and MSC codes although its B: 00 row says 0b")
  func appleMouseTypes() throws {
    let device = try TraceReader.open(F.real("mice__Apple_Touch_Mouse.evemu")).device
    #expect(device.name == "mouses")
    #expect(device.types == [.syn, .key, .rel, .abs, .msc])
    #expect(device.codes[.rel] == [EventCode(0), EventCode(1), EventCode(6), EventCode(8)])
    #expect(
      device.absInfo[.absMTPositionX] == AbsInfo(minimum: -1100, maximum: 1258, fuzz: 4, resolution: 26))
  }

  @Test("the shared Synaptics header has 5-value axes without a version line")
  func sharedHeader() throws {
    let device = try TraceReader.open(
      F.root.appendingPathComponent("traces/devices/synaptics-touchpad.evemu-header").path
    ).device
    #expect(device.absInfo[.absX] == AbsInfo(minimum: 1472, maximum: 5768, resolution: 65))
    #expect(device.absInfo[.absY] == AbsInfo(minimum: 1408, maximum: 5062, resolution: 136))
    #expect(device.codes[.rep] == nil)
  }

  @Test("comments after data, names with #, L: and S: lines and unpadded microseconds read as evemu does")
  func grammarDetails() throws {
    let path = try F.file(
      "details.evemu",
      """
      # EVEMU 1.3
      # a comment
      N: Pad # 2
      I: 0003 046d 4024 0111
      P: 01 00 00 00 00 00 00 00  # pointer
      P: 00 00 00 00 00 00 00 00
      B: 00 0b 00 00 00 00 00 00 00
      B: 01 00 00 00 00 00 00 00 00
      B: 01 00 00 00 00 00 00 00 00
      B: 01 00 00 00 00 00 00 00 00
      B: 01 00 00 00 00 00 00 00 00
      B: 01 00 00 00 00 00 00 00 00
      B: 01 00 04 00 00 00 00 00 00
      B: 03 03 00 00 00 00 00 00 00 # x y
      A: 00 -10 100 1 2 3 # x
      A: 01 0 50 0 0
      L: 01 1
      S: 00 1
      E: 160278.880972 0003 0000 -0005 # comment
      E: 160278.50001 0001 014a 1
      # a comment between events

      E: 160278.880973 0000 0000 0000\t# ------------ SYN_REPORT (0) ---------- +0ms
      """)
    let reader = try TraceReader.open(path)
    #expect(reader.device.name == "Pad # 2")
    #expect(reader.device.properties == [.pointer])
    #expect(reader.device.codes[.key] == [.btnTouch])
    #expect(
      reader.device.absInfo[.absX] == AbsInfo(minimum: -10, maximum: 100, fuzz: 1, flat: 2, resolution: 3))
    #expect(reader.device.absInfo[.absY] == AbsInfo(minimum: 0, maximum: 50))
    #expect(reader.device.ledStates == [EventCode(1): 1])
    #expect(reader.device.switchStates == [EventCode(0): 1])
    #expect(reader.comments == ["a comment"])
    #expect(try reader.next() == F.event(160_278_880_972, .abs, .absX, -5))
    // evemu reads the part after the dot as an integer (`%06u`): "50001" is 50 001 µs, which is earlier.
    #expect(
      throws: TraceError.timestampWentBackwards(
        path: path, line: 20, previous: Timestamp(microseconds: 160_278_880_972),
        found: Timestamp(microseconds: 160_278_050_001))
    ) { try reader.next() }
  }

  @Test("an events file with only a desc and no events gives the device and nothing else")
  func emptyEventsWithDescription() throws {
    let events = try F.file("none.events", "# nothing recorded\n")
    let trace = try TraceReader.readAll(
      events, descriptionPath: F.real("touchpads__SynPS2_Synaptics_TouchPad.desc"))
    #expect(trace.device.name == "SynPS/2 Synaptics TouchPad")
    #expect(trace.events.isEmpty)
  }

  @Test("a line of up to 64 KiB across two read chunks is read whole; one byte more is a located error")
  func longLines() throws {
    // 100 comment lines of 1,000 bytes put the name's line across the first 128 KiB chunk's end.
    let comments = String(repeating: "# " + String(repeating: "c", count: 997) + "\n", count: 100)
    let name = String(repeating: "x", count: 65_536 - 3)
    let path = try F.file(
      "long.evemu", comments + "N: \(name)\nI: 0001 0002 0003 0004\nE: 0.000001 0000 0000 0\n")
    let trace = try TraceReader.readAll(path)
    #expect(trace.device.name == name)
    #expect(trace.events == [F.event(1, .syn, .synReport, 0)])
    let longer = try F.file(
      "longer.evemu", comments + "N: \(name)x\nI: 0001 0002 0003 0004\nE: 0.000001 0000 0000 0\n")
    #expect(throws: TraceError.lineTooLong(path: longer, line: 101, limit: 65_536)) {
      try TraceReader.readAll(longer)
    }
  }

  @Test("a trace spanning many read chunks streams every event")
  func manyChunks() throws {
    var text = F.synapticsHeader
    for index in 0..<20_000 {
      text += "E: 12.\(String(index).leftPadded(6)) 0003 0035 \(index)\n"
    }
    let reader = try TraceReader.open(try F.file("many.evemu", text))
    var count = 0
    var last: InputEvent?
    while let event = try reader.next() {
      count += 1
      last = event
    }
    #expect(count == 20_000)
    #expect(last == F.event(12_019_999, .abs, .absMTPositionX, 19_999))
  }
}

extension String {
  func leftPadded(_ width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
