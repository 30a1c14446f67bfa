import GlideInput
import Testing

@Suite struct LibinputRecordReaderTests {
  typealias F = TraceFixtures

  /// Two devices as `libinput record --all` writes them, with hid and libinput event items.
  static let recording = """
    # libinput record
    version: 1
    ndevices: 2
    libinput:
      version: "1.22.1"
      git: "unknown"
    system:
      os: "debian:12"
      kernel: "6.1.0"
      dmi: "dmi:bvn..."
    devices:
      - node: /dev/input/event6
        evdev:
          # Name: MSFT0001:00 06CB:CD3E Touchpad
          # ID: bus 0x18 vendor 0x6cb product 0xcd3e version 0x100
          # Size in mm: 101x66
          name: "MSFT0001:00 06CB:CD3E Touchpad"
          id: [24, 1739, 52542, 256]
          codes:
            0: [0, 1, 2, 3, 4] # EV_SYN
            1: [272, 325, 328, 330, 333, 334, 335] # EV_KEY
            3: [0, 1, 47, 53, 54, 55, 57] # EV_ABS
            4: [5] # EV_MSC
          absinfo:
            0: [0, 1212, 0, 0, 12]
            1: [0, 792, 0, 0, 12]
            47: [0, 4, 0, 0, 0]
            53: [0, 1212, 0, 0, 12]
            54: [0, 792, 0, 0, 12]
            55: [0, 2, 0, 0, 0]
            57: [0, 65535, 0, 0, 0]
          properties: [0, 2]
        hid: [0x05, 0x01, 0x09, 0x02]
        udev:
          properties:
          - ID_INPUT=1
          - ID_INPUT_TOUCHPAD=1
        quirks:
          - ModelAppleTouchpad=1
        events:
          # Current time is 14:51:15
          - evdev:
            - [  0,      0,   3,  57,    2194] # EV_ABS / ABS_MT_TRACKING_ID  2194
            - [  0,      0,   3,  53,     206] # EV_ABS / ABS_MT_POSITION_X    206 (-942)
            - [  0,      0,   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +0ms
          - libinput:
            - {time: 0.007094, type: GESTURE_PINCH_UPDATE, nfingers: 2, delta: [ 0.12, -0.40], scale:   1.07}
          - hid:
              time: [ 0, 7000]
              hidraw0: [0x01, 0x02]
          - evdev:
            - [  0,   7094,   4,   5,    7300] # EV_MSC / MSC_TIMESTAMP      7300
            - [  0,   7094,   3,  57,      -1] # EV_ABS / ABS_MT_TRACKING_ID  -1
            - [  0,   7094,   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +7ms
                                           # Touch device in neutral state
      - node: /dev/input/event3
        evdev:
          name: "AT Translated Set 2 keyboard"
          id: [17, 1, 1, 43841]
          codes:
            0: [0, 1, 2] # EV_SYN
            1: [1, 2, 3] # EV_KEY
          properties: []
        events:
          - evdev:
            - [  1,     10,   1,   2,       1] # EV_KEY / KEY_1  1
            - [  1,     10,   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +0ms

    """

  @Test("the first device's evdev block and frames read, skipping libinput and hid items")
  func firstDevice() throws {
    let reader = try TraceReader.open(try F.file("r.yml", Self.recording))
    #expect(reader.format == .libinputRecord)
    #expect(reader.device.name == "MSFT0001:00 06CB:CD3E Touchpad")
    #expect(reader.device.id == InputID(bustype: 24, vendor: 1739, product: 52542, version: 256))
    #expect(reader.device.types == [.syn, .key, .abs, .msc])
    #expect(reader.device.codes[.key]?.count == 7)
    #expect(reader.device.codes[.msc] == [.mscTimestamp])
    #expect(reader.device.absInfo[.absMTPositionX] == AbsInfo(minimum: 0, maximum: 1212, resolution: 12))
    #expect(reader.device.slotCount == 5)
    #expect(reader.device.properties == [.pointer, .buttonpad])
    #expect(reader.comments.contains("Size in mm: 101x66"))
    var events: [InputEvent] = []
    while let event = try reader.next() { events.append(event) }
    #expect(
      events == [
        F.event(0, .abs, .absMTTrackingID, 2194), F.event(0, .abs, .absMTPositionX, 206),
        F.event(0, .syn, .synReport, 0),
        F.event(7094, .msc, .mscTimestamp, 7300), F.event(7094, .abs, .absMTTrackingID, -1),
        F.event(7094, .syn, .synReport, 0),
      ])
  }

  @Test("device index 1 reads the second device and only its events")
  func secondDevice() throws {
    let trace = try TraceReader.readAll(try F.file("r.yml", Self.recording), deviceIndex: 1)
    #expect(trace.device.name == "AT Translated Set 2 keyboard")
    #expect(trace.device.codes == [.key: [EventCode(1), EventCode(2), EventCode(3)]])
    #expect(
      trace.events == [F.event(1_000_010, .key, EventCode(2), 1), F.event(1_000_010, .syn, .synReport, 0)])
  }

  @Test("a device index past the last device says how many there are")
  func indexOutOfRange() throws {
    let path = try F.file("r.yml", Self.recording)
    #expect(throws: TraceError.deviceIndexOutOfRange(path: path, index: 2, count: 2)) {
      try TraceReader.open(path, deviceIndex: 2)
    }
  }

  @Test("--desc with a recording, which describes its own devices, is refused rather than ignored")
  func descriptionGivenWithARecording() throws {
    let path = try F.file("r.yml", Self.recording)
    let desc = try F.file("pad.desc", F.synapticsHeader)
    #expect(throws: TraceError.descriptionNotUsed(path: path, descriptionPath: desc)) {
      try TraceReader.open(path, descriptionPath: desc)
    }
  }

  @Test("an evemu file is one device: a device index past it is refused rather than ignored")
  func deviceIndexOfAnEvemuFile() throws {
    let path = try F.file("one.evemu", F.synapticsHeader + "E: 1.000000 0000 0000 0\n")
    #expect(throws: TraceError.deviceIndexOutOfRange(path: path, index: 1, count: 1)) {
      try TraceReader.open(path, deviceIndex: 1)
    }
    #expect(
      TraceError.deviceIndexOutOfRange(path: path, index: 1, count: 1).description
        == "\(path): expected a device index from 0 to 0, found 1: the recording has 1 device; leave out --device-index")
  }

  @Test("a type or code out of range is shown in decimal, as the recording writes it")
  func outOfRangeInDecimal() throws {
    let path = try F.file(
      "r.yml", Self.recording.replacing("[  0,      0,   3,  57,    2194]", with: "[  0,      0, 999,  57,    2194]"))
    #expect(
      throws: TraceError.valueOutOfRange(path: path, line: 43, expected: "an event type up to EV_MAX (31)", found: "999")
    ) {
      _ = try TraceReader.readAll(path)
    }
    let code = try F.file(
      "r.yml", Self.recording.replacing("[  0,      0,   3,  57,    2194]", with: "[  0,      0,   3, 900,    2194]"))
    #expect(
      throws: TraceError.valueOutOfRange(path: code, line: 43, expected: "an event code up to 63 for EV_ABS", found: "900")
    ) {
      _ = try TraceReader.readAll(code)
    }
  }

  @Test("a recording of version 2 is refused with its line")
  func unsupportedVersion() throws {
    let path = try F.file("r.yml", Self.recording.replacing("version: 1\n", with: "version: 2\n"))
    #expect(throws: TraceError.unsupportedLibinputRecordVersion(path: path, line: 2, version: "2")) {
      try TraceReader.open(path)
    }
  }

  @Test("a bad event row names the row grammar and line")
  func badRow() throws {
    let path = try F.file(
      "r.yml", Self.recording.replacing("[  0,   7094,   4,   5,    7300]", with: "[  0,   7094,   4]"))
    let reader = try TraceReader.open(path)
    for _ in 0..<3 { _ = try reader.next() }
    #expect(throws: TraceError.badNumber(path: path, line: 52, expected: "\",\"", found: "]")) {
      try reader.next()
    }
  }

  @Test("a libinput record file without the comment line is still detected")
  func detectedWithoutComment() throws {
    let text = Self.recording.replacing("# libinput record\n", with: "")
    let trace = try TraceReader.readAll(try F.file("r.yml", text))
    #expect(trace.events.count == 6)
  }
}
