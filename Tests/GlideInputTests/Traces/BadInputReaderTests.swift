import Foundation
import Glibc
import GlideTestSupport
import Testing

@testable import GlideInput

/// Issue 28 at the reader: traces as users give them (a FIFO read once, a byte order mark), bounded work
/// (a line with no end, a device with no end, a protocol A frame of thousands of contacts) and a
/// `libinput record` file whose structure breaks, which is an error where it breaks.
@Suite struct BadInputReaderTests {
  typealias F = TraceFixtures

  static var defaultTrace: String { Glide.path("traces/default.evemu") }

  @Test func aByteOrderMarkAtTheStartIsSkipped() throws {
    let text = try String(contentsOfFile: Self.defaultTrace, encoding: .utf8)
    let path = try F.file("bom.evemu", "\u{FEFF}" + text)
    let withMark = try TraceReader.readAll(path)
    let without = try TraceReader.readAll(Self.defaultTrace)
    #expect(withMark.events == without.events)
    #expect(withMark.device == without.device)
  }

  @Test func aLineLongerThan64KiBIsALocatedError() throws {
    let path = try F.file("long.evemu", "# EVEMU 1.3\n" + String(repeating: "a", count: 70_000))
    #expect(throws: TraceError.lineTooLong(path: path, line: 2, limit: 65_536)) {
      try TraceReader.readAll(path)
    }
    #expect(
      TraceError.lineTooLong(path: "t.evemu", line: 2, limit: 65_536).description
        == "t.evemu:2: line longer than 65536 bytes; expected a line of an evemu or libinput record trace, "
        + "which is far shorter")
  }

  @Test func aPathWithInvisibleCharactersIsShownEscapedOnOneLine() {
    let message = TraceError.unreadable(path: "traces/a\nb\u{0}.evemu", reason: "no such file").description
    #expect(message == #"traces/a\nb\u{0}.evemu: cannot read the file: no such file"#)
  }

  @Test func aCharacterDeviceIsRefused() throws {
    #expect {
      try TraceReader.open("/dev/null")
    } throws: { error in
      guard case .unreadable(let path, let reason) = error as? TraceError else { return false }
      return path == "/dev/null" && reason.hasPrefix("it is a character device")
    }
  }

  @Test("A FIFO is opened once and read in one pass, the format told from the bytes kept")
  func fifoReadOnce() throws {
    let folder = try F.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("trace").path
    try #require(mkfifo(fifo, 0o600) == 0)
    let bytes = try Data(contentsOf: URL(fileURLWithPath: Self.defaultTrace))
    // The writer opens the FIFO once and writes it all; a second open by the reader would block for ever.
    let writer = Thread {
      let descriptor = open(fifo, O_WRONLY)
      guard descriptor >= 0 else { return }
      bytes.withUnsafeBytes { buffer in
        var offset = 0
        while offset < buffer.count {
          let count = write(descriptor, buffer.baseAddress! + offset, min(4096, buffer.count - offset))
          if count <= 0 { break }
          offset += count
        }
      }
      close(descriptor)
    }
    writer.start()
    let read = try TraceReader.readAll(fifo)
    #expect(read.events == (try TraceReader.readAll(Self.defaultTrace)).events)
  }

  // MARK: - Protocol A

  /// A protocol A frame of `contacts` contacts, as evemu lines.
  static func crowdedFrame(contacts: Int, at micro: Int) -> [String] {
    let time = "0.\(String(1_000_000 + micro).dropFirst())"
    return (0..<contacts).flatMap { contact in
      ["E: \(time) 0003 0035 \(contact * 10)", "E: \(time) 0003 0036 \(contact)", "E: \(time) 0000 0002 0000"]
    } + ["E: \(time) 0000 0000 0000"]
  }

  static let protocolAHeader = [
    "N: Protocol A screen", "I: 0003 0001 0001 0001", "P: 02 00 00 00 00 00 00 00",
    "B: 00 09 00 00 00 00 00 00 00", "B: 03 03 00 00 00 00 00 60 00",
    "A: 00 0 690 0 0 10", "A: 01 0 500 0 0 10", "A: 35 0 690 0 0 10", "A: 36 0 500 0 0 10",
  ]

  @Test("A protocol A frame's contacts beyond 32 are dropped and counted; strict, the first is an error")
  func protocolAContactsCapped() throws {
    let lines = Self.protocolAHeader + Self.crowdedFrame(contacts: 40, at: 10_000)
      + Self.crowdedFrame(contacts: 40, at: 20_000)
    let path = try F.file("crowd.evemu", lines.joined(separator: "\n") + "\n")
    let reader = try TraceReader.open(path)
    var assembler = FrameAssembler(device: reader.device)
    var frames: [TouchFrame] = []
    while let event = try reader.next() { if let frame = assembler.consume(event) { frames.append(frame) } }
    #expect(frames.map(\.touches.count) == [32, 32])
    let entry = try #require(reader.warnings.entries[.tooManyContacts])
    #expect(entry.count == 16)
    // The header's 9 lines, then 3 a contact: contact 33's SYN_MT_REPORT is line 9 + 33 · 3.
    #expect(entry.firstLine == 108)
    #expect(throws: TraceError.self) { try TraceReader.readAll(path, strict: true) }
  }

  @Test func theAssemblerCapsAProtocolAFrameItself() {
    let script = (0..<50).map { "ABS_MT_POSITION_X \($0 * 10)\nABS_MT_POSITION_Y 100\nSYN_MT_REPORT" }
      .joined(separator: "\n") + "\nSYN_REPORT"
    let frames = FrameAssembler.frames(of: events(script), device: TestDevices.protocolAScreen)
    #expect(frames.first?.touches.count == FrameAssembler.maximumAnonymousContacts)
  }

  // MARK: - libinput record structure

  /// A one-device recording whose events list has `items` (each a list of lines, 2 spaces in from the
  /// list's key).
  static func recording(events: String?) -> String {
    var text = """
      # libinput record
      version: 1
      ndevices: 1
      devices:
        - node: /dev/input/event6
          evdev:
            name: "Pad"
            id: [24, 1739, 52542, 256]
            codes:
              0: [0]
              3: [0, 1]
            absinfo:
              0: [0, 1212, 0, 0, 12]
              1: [0, 792, 0, 0, 12]

      """
    if let events { text += "    events:\n" + events }
    return text
  }

  static let goodEvents = """
          - evdev:
            - [  0,      0,   3,   0,     206]
            - [  0,      0,   0,   0,       0]
          - hid:
              time: [ 0, 7000]
              hidraw0: [0x01, 0x02]
          - evdev:
            - [  0,   7094,   3,   0,     207]
            - [  0,   7094,   0,   0,       0]

    """

  @Test func aWellFormedEventsListReadsWhole() throws {
    let path = try F.file("good.yml", Self.recording(events: Self.goodEvents))
    #expect(try TraceReader.readAll(path).events.count == 4)
  }

  @Test("An event item indented wrongly is an error on its line, never a silent end", arguments: [
    ("  - evdev:", "an event item \"- evdev:\" 6 spaces in, or the end of the device"),
    ("    - evdev:", "an event item \"- evdev:\" 6 spaces in"),
    ("- evdev:", "an event item \"- evdev:\" 6 spaces in, or the end of the device"),
    ("      evdev:", "an event item \"- evdev:\" 6 spaces in"),
  ])
  func wronglyIndentedItem(line: String, expected: String) throws {
    let events = Self.goodEvents.replacingOccurrences(of: "      - evdev:\n        - [  0,   7094", with: line + "\n        - [  0,   7094")
    let path = try F.file("bad.yml", Self.recording(events: events))
    #expect(throws: TraceError.unknownLine(path: path, line: 22, expected: expected, found: line)) {
      try TraceReader.readAll(path)
    }
  }

  @Test func anEvdevItemWithACommentKeepsItsRows() throws {
    let events = Self.goodEvents.replacingOccurrences(
      of: "      - evdev:\n        - [  0,   7094", with: "      - evdev:   # the lift\n        - [  0,   7094")
    let path = try F.file("commented.yml", Self.recording(events: events))
    #expect(try TraceReader.readAll(path).events.map(\.value) == [206, 0, 207, 0])
  }

  @Test("A row or an unknown item where an event item belongs is an error on its line, never a skip",
    arguments: ["- [  0,   7094,   3,   0,     207]", "- touch:", "- evdev: [0, 1]", "- evdev"])
  func aLineWhereAnItemBelongs(item: String) throws {
    let events = Self.goodEvents.replacingOccurrences(
      of: "      - evdev:\n        - [  0,   7094,   3,   0,     207]", with: "      " + item)
    let path = try F.file("row-out.yml", Self.recording(events: events))
    let expected = "an event item \"- evdev:\", \"- libinput:\" or \"- hid:\" 6 spaces in (its rows indented more)"
    #expect(throws: TraceError.unknownLine(path: path, line: 22, expected: expected, found: "      " + item)) {
      try TraceReader.readAll(path)
    }
  }

  @Test func aKeyAmongAnEvdevItemsRowsIsAnError() throws {
    let events = Self.goodEvents.replacingOccurrences(
      of: "        - [  0,      0,   0,   0,       0]", with: "        time: 3")
    let path = try F.file("bad.yml", Self.recording(events: events))
    #expect(throws: TraceError.self) { try TraceReader.readAll(path) }
  }

  @Test func aDeviceWithoutEventsIsAnError() throws {
    let path = try F.file("none.yml", Self.recording(events: nil))
    #expect(
      throws: TraceError.missingDeviceLine(
        path: path, line: 14, expected: "an \"events:\" list (4 spaces in) after the evdev block")
    ) { try TraceReader.readAll(path) }
  }
}
