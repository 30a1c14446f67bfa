import Foundation
import GlideInput
import Testing

/// The trace reader applies libevdev's rules (`sanitize_event`) and counts what they drop, cap or doubt,
/// by kind with the first line (issue 20). The Synaptics header of `TraceFixtures` declares `ABS_X`,
/// `ABS_Y`, `ABS_PRESSURE`, `ABS_TOOL_WIDTH`, two slots, `ABS_MT_POSITION_X/Y` (fuzz 8),
/// `ABS_MT_TRACKING_ID` and `ABS_MT_PRESSURE`, and no keys; its first event is on line 12.
@Suite struct EventSanitizerTests {
  typealias F = TraceFixtures

  /// A Synaptics trace of `lines` (`E:` lines without the prefix, as "type code value"), all at time 0.1.
  static func trace(_ lines: [String]) throws -> String {
    try F.file("t.evemu", F.synapticsHeader + lines.map { "E: 0.100000 \($0)\n" }.joined())
  }

  static func read(_ lines: [String], strict: Bool = false) throws -> (events: [InputEvent], warnings: InputWarnings) {
    let reader = try TraceReader.open(try trace(lines), strict: strict)
    var events: [InputEvent] = []
    while let event = try reader.next() { events.append(event) }
    return (events, reader.warnings)
  }

  static func codes(_ events: [InputEvent]) -> [String] {
    events.map { "\(String($0.type.rawValue, radix: 16)) \(String($0.code.rawValue, radix: 16)) \($0.value)" }
  }

  @Test func aCodeTheDeviceDoesNotDeclareIsDroppedAndCounted() throws {
    let (events, warnings) = try Self.read([
      "0003 0035 2000", "0001 014a 1", "0003 001d 7", "0000 0000 0", "0001 014a 0", "0000 0000 0",
    ])
    #expect(Self.codes(events) == ["3 35 2000", "0 0 0", "0 0 0"])
    let entry = try #require(warnings.entries[.undeclaredCode])
    #expect(entry.count == 3)
    #expect(entry.firstLine == 13)
    #expect(entry.first == "EV_KEY BTN_TOUCH 1 is not among the device's codes")
    #expect(entry.consequence == "dropped, as libevdev drops it")
    #expect(warnings.entries.count == 1)
  }

  @Test func aSlotBeyondTheDevicesIsCappedToTheLastAsLibevdevCapsIt() throws {
    let (events, warnings) = try Self.read(["0003 002f 0", "0003 002f 5", "0003 002f 1", "0003 002f -1"])
    #expect(Self.codes(events) == ["3 2f 0", "3 2f 1", "3 2f 1", "3 2f 1"])
    let entry = try #require(warnings.entries[.slotOutOfRange])
    #expect(entry.count == 2)
    #expect(entry.firstLine == 13)
    #expect(entry.first == "ABS_MT_SLOT 5 is beyond the device's 2 slots (0…1)")
    #expect(entry.consequence.hasPrefix("capped to slot 1, as libevdev caps it"))
  }

  @Test func aDoubleTrackingIDIsDroppedAsLibevdevDropsIt() throws {
    // Slot 0: first id taken as it comes, N → M dropped, N → N dropped, N → −1 kept, −1 → −1 dropped.
    let (events, warnings) = try Self.read([
      "0003 0039 4", "0003 0039 5", "0003 0039 4", "0003 0039 -1", "0003 0039 -1", "0003 0039 6",
    ])
    #expect(Self.codes(events) == ["3 39 4", "3 39 -1", "3 39 6"])
    let entry = try #require(warnings.entries[.doubleTrackingID])
    #expect(entry.count == 3)
    #expect(entry.firstLine == 13)
    #expect(entry.first == "ABS_MT_TRACKING_ID 5 in slot 0, whose contact 4 has not ended (-1 comes first)")
  }

  @Test func afterSYNDroppedASlotsNextTrackingIDIsTakenAsItComes() throws {
    let (events, warnings) = try Self.read([
      "0003 0039 4", "0000 0000 0", "0000 0003 0", "0003 0039 9", "0000 0000 0", "0003 0039 9", "0000 0000 0",
    ])
    #expect(warnings.isEmpty)
    #expect(events.count == 7)
  }

  @Test func aValueBeyondItsAxisByMoreThanTheFuzzIsKeptAndCounted() throws {
    // ABS_MT_POSITION_Y is 1408…4448 with fuzz 8: 4456 is within, 4457 and 1399 are beyond.
    let (events, warnings) = try Self.read([
      "0003 0036 4456", "0003 0036 1400", "0003 0036 4457", "0003 0036 1399", "0003 0039 70000", "0000 0000 0",
    ])
    #expect(Self.codes(events) == ["3 36 4456", "3 36 1400", "3 36 4457", "3 36 1399", "3 39 70000", "0 0 0"])
    let entry = try #require(warnings.entries[.valueOutOfRange])
    #expect(entry.count == 2)
    #expect(entry.firstLine == 14)
    #expect(entry.first == "EV_ABS ABS_MT_POSITION_Y 4457 is outside the axis's 1408…4448 by more than its fuzz 8")
    #expect(entry.consequence == "kept, as libevdev keeps it")
    #expect(warnings.entries.count == 1)
  }

  @Test func theWarningLinesNameTheFileTheFirstLineAndTheCount() throws {
    let path = try Self.trace(["0003 002f 3", "0003 002f 4", "0001 014a 1", "0000 0000 0"])
    let reader = try TraceReader.open(path)
    var ended = 0
    reader.onEnd = { _ in ended += 1 }
    while try reader.next() != nil {}
    #expect(try reader.next() == nil)
    #expect(ended == 1)
    #expect(
      reader.warnings.lines(path: "t.evemu") == [
        "t.evemu:12: ABS_MT_SLOT 3 is beyond the device's 2 slots (0…1); capped to slot 1, as libevdev caps "
          + "it, so the contacts there share one slot (2 events like it, the first on this line)",
        "t.evemu:14: EV_KEY BTN_TOUCH 1 is not among the device's codes; dropped, as libevdev drops it "
          + "(the only one)",
      ])
  }

  @Test func aStrictReaderThrowsAtTheFirstWithItsLine() throws {
    let path = try Self.trace(["0003 0035 2000", "0000 0000 0", "0003 002f 2", "0000 0000 0"])
    let reader = try TraceReader.open(path, strict: true)
    #expect(try reader.next()?.value == 2000)
    #expect(try reader.next()?.code == .synReport)
    #expect(throws: TraceError.rejectedInput(path: path, line: 14, problem: "ABS_MT_SLOT 2 is beyond the device's 2 slots (0…1)")) {
      try reader.next()
    }
    #expect(
      TraceError.rejectedInput(path: "t.evemu", line: 14, problem: "ABS_MT_SLOT 2 is beyond").description
        == "t.evemu:14: ABS_MT_SLOT 2 is beyond (refused: the trace is read strictly)")
  }

  @Test func readAsWrittenTheEventsAreTheFilesAndNothingIsCounted() throws {
    let reader = try TraceReader.open(try Self.trace(["0003 002f 5", "0001 014a 1", "0003 0036 9999"]), asWritten: true)
    var events: [InputEvent] = []
    while let event = try reader.next() { events.append(event) }
    #expect(Self.codes(events) == ["3 2f 5", "1 14a 1", "3 36 9999"])
    #expect(reader.warnings.isEmpty)
  }

  @Test("what the real recordings hold that libevdev would not deliver, or beyond their axes", arguments: [
    ("touchpads__SynPS2_Synaptics_TouchPad.events", [InputWarnings.Kind.valueOutOfRange: (6, 3552)]),
    ("touchpads__SynPS2_Synaptics_TouchPad.hp8470p.two-finger-scroll-vertical.events", [.valueOutOfRange: (4, 491)]),
    ("touchpads__SynPS2_Synaptics_TouchPad.hp8470p.edge-scroll-horizontal.events", [.valueOutOfRange: (2, 1232)]),
    ("touchscreens__ELAN_CANDO_Windows7.1-finger-drag-up-down.events", [.undeclaredCode: (322, 8)]),
  ])
  func realRecordings(name: String, expected: [InputWarnings.Kind: (count: Int, line: Int)]) throws {
    let reader = try TraceReader.open(F.real(name), descriptionPath: F.description(for: name))
    while try reader.next() != nil {}
    #expect(reader.warnings.entries.mapValues { "\($0.count) from line \($0.firstLine)" }
      == expected.mapValues { "\($0.count) from line \($0.line)" })
  }

  /// The ALPS double-tap carries its own header (a later ALPS, y up to 1400): read with it, as
  /// `RealTraces` does, its y of 747 is in range (with the older ALPS's .desc, 0…660, it would not be).
  @Test("the other real recordings and every synthetic trace read without a warning")
  func cleanTraces() throws {
    let flagged: Set<String> = [
      "touchpads__SynPS2_Synaptics_TouchPad.events",
      "touchpads__SynPS2_Synaptics_TouchPad.hp8470p.two-finger-scroll-vertical.events",
      "touchpads__SynPS2_Synaptics_TouchPad.hp8470p.edge-scroll-horizontal.events",
      "touchscreens__ELAN_CANDO_Windows7.1-finger-drag-up-down.events",
    ]
    var paths = F.realTraces.filter { !$0.hasSuffix(".desc") && !flagged.contains($0) }
      .map { (F.real($0), F.description(for: $0)) }
    let traces = F.root.appendingPathComponent("traces")
    let enumerator = FileManager.default.enumerator(atPath: traces.path)
    while let relative = enumerator?.nextObject() as? String {
      if relative.hasSuffix(".evemu") && !relative.hasPrefix("real/") {
        paths.append((traces.appendingPathComponent(relative).path, nil))
      }
    }
    #expect(paths.count > 70)
    for (path, desc) in paths {
      let reader = try TraceReader.open(path, descriptionPath: desc)
      while try reader.next() != nil {}
      #expect(reader.warnings.isEmpty, "\(path): \(reader.warnings.lines(path: path))")
    }
  }
}
