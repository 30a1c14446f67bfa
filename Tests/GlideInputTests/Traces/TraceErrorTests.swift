import Foundation
import GlideInput
import Testing

@Suite struct TraceErrorTests {
  typealias F = TraceFixtures

  /// Reads `text` as a whole trace and returns the error it throws.
  private func error(reading text: String, name: String = "bad.evemu", desc: String? = nil) throws -> (
    String, TraceError?
  ) {
    let path = try F.file(name, text)
    do {
      _ = try TraceReader.readAll(path, descriptionPath: desc)
      return (path, nil)
    } catch {
      return (path, error)
    }
  }

  @Test("an unknown line is reported with its line number")
  func unknownLine() throws {
    let (path, error) = try error(reading: F.synapticsHeader + "E: 1.000000 0000 0000 0\nX: what\n")
    #expect(
      error
        == .unknownLine(
          path: path, line: 13, expected: "an event line \"E: <sec>.<usec> <type> <code> <value>\"",
          found: "X: what"))
    #expect(
      error?.description == "\(path):13: expected an event line \"E: <sec>.<usec> <type> <code> <value>\", "
        + "found \"X: what\"")
  }

  @Test("an unknown line in the header names the evemu lines")
  func unknownHeaderLine() throws {
    let (path, error) = try error(reading: "N: pad\nI: 0001 0002 0003 0004\nQ: 1\n")
    #expect(
      error
        == .unknownLine(
          path: path, line: 3, expected: "an evemu line (N:, I:, P:, B:, A:, L:, S:, E: or a # comment)",
          found: "Q: 1"))
  }

  @Test("a truncated event line names the grammar and the line")
  func truncatedEventLine() throws {
    let (path, error) = try error(reading: F.synapticsHeader + "E: 1.000000 0003 0035 10\nE: 1.0 0003\n")
    #expect(
      error
        == .truncatedLine(
          path: path, line: 13, expected: "an event line \"E: <sec>.<usec> <type> <code> <value>\"",
          found: "E: 1.0 0003"))
    #expect(
      error?.description
        == "\(path):13: expected an event line \"E: <sec>.<usec> <type> <code> <value>\", found \"E: 1.0 0003\""
    )
  }

  @Test("a field that is not a number is a bad number")
  func badNumber() throws {
    let (path, error) = try error(reading: F.synapticsHeader + "E: 1.000000 0003 00zz 10\n")
    #expect(error == .badNumber(path: path, line: 12, expected: "a hexadecimal event code", found: "00zz"))
  }

  @Test("type 0x25 is above EV_MAX")
  func typeOutOfRange() throws {
    let (path, error) = try error(reading: F.synapticsHeader + "E: 1.000000 0025 0000 1\n")
    #expect(
      error
        == .valueOutOfRange(
          path: path, line: 12, expected: "an event type up to EV_MAX (0x1f)", found: "0x25"))
  }

  @Test("a code above the type's maximum is out of range")
  func codeOutOfRange() throws {
    let (path, error) = try error(reading: F.synapticsHeader + "E: 1.000000 0003 0040 1\n")
    #expect(
      error
        == .valueOutOfRange(
          path: path, line: 12, expected: "an event code up to 0x3f for EV_ABS", found: "0x40"))
  }

  @Test("a value that does not fit 32 bits is out of range")
  func valueOutOfRange() throws {
    let (path, error) = try error(reading: F.synapticsHeader + "E: 1.000000 0003 0035 4294967296\n")
    #expect(
      error
        == .valueOutOfRange(
          path: path, line: 12, expected: "an event value that fits in 32 bits", found: "4294967296"))
  }

  @Test("a timestamp going backwards names both times")
  func backwardsTimestamp() throws {
    let (path, error) = try error(
      reading: F.synapticsHeader + "E: 5.000010 0003 0035 1\nE: 5.000009 0000 0000 0\n")
    #expect(
      error
        == .timestampWentBackwards(
          path: path, line: 13, previous: Timestamp(microseconds: 5_000_010),
          found: Timestamp(microseconds: 5_000_009)))
    #expect(
      error?.description
        == "\(path):13: expected a time of 5.000010 or later, found 5.000009: the timestamp goes backwards")
  }

  @Test("an events-only file without --desc names its first event and says to pass one")
  func eventsWithoutDescription() throws {
    let (path, error) = try error(reading: "# recorded\n\nE: 1.000000 0003 0035 1\n", name: "x.events")
    #expect(error == .eventsBeforeDescription(path: path, line: 3))
    #expect(
      error?.description
        == "\(path):3: expected the device description (N:, I:, … lines) before the first event, found an event "
        + "line; pass --desc FILE with the device's evemu description when it is in a file of its own")
  }

  @Test("events written before the description are named at the first event, not as a missing description")
  func eventsBeforeTheHeader() throws {
    let (path, error) = try error(reading: "E: 1.000000 0000 0000 0\n" + F.synapticsHeader)
    #expect(error == .eventsBeforeDescription(path: path, line: 1))
  }

  @Test("a file of comments only holds neither a description nor events")
  func onlyComments() throws {
    let (path, error) = try error(reading: "# nothing here\n\n")
    #expect(error == .noDeviceDescription(path: path))
    #expect(
      error?.description
        == "\(path): the file holds neither a device description (N:, I:, … lines) nor events; expected an evemu "
        + "or libinput record trace")
  }

  @Test("--desc given an empty file, a comment or the events file says it is not a description")
  func descriptionThatIsNone() throws {
    let events = try F.file("y.events", "E: 1.000000 0003 0035 1\nE: 1.000000 0000 0000 0\n")
    for (text, line) in [("", nil), ("# a comment\n", nil), ("# events\nE: 1.000000 0003 0035 1\n", 2)] as [(String, Int?)] {
      let desc = try F.file("y.desc", text)
      let (_, error) = try error(reading: "E: 1.000000 0003 0035 1\n", name: "y.events", desc: desc)
      #expect(error == .notADescriptionFile(path: desc, line: line))
    }
    let (_, error) = try error(reading: "E: 1.000000 0003 0035 1\n", name: "z.events", desc: events)
    #expect(error == .notADescriptionFile(path: events, line: 1))
    #expect(
      error?.description
        == "\(events):1: expected an evemu device description (N:, I:, P:, B:, A: lines) for --desc, found an event "
        + "line before any: --desc takes the device's description (its .desc file), not the events")
  }

  @Test("lines ending in a carriage return alone are named, in a trace and in a description")
  func carriageReturnLineEnds() throws {
    let classic = F.synapticsHeader + "E: 1.000000 0000 0000 0\n"
    let (path, error) = try error(reading: classic.replacingOccurrences(of: "\n", with: "\r"))
    #expect(error == .carriageReturnLineEnds(path: path, line: 1))
    let desc = try F.file("cr.desc", F.synapticsHeader.replacingOccurrences(of: "\n", with: "\r"))
    let (_, descError) = try self.error(reading: "E: 1.000000 0000 0000 0\n", name: "cr.events", desc: desc)
    #expect(descError == .carriageReturnLineEnds(path: desc, line: 1))
    // Windows line ends (\r\n) are read as any others.
    let (_, windows) = try self.error(reading: classic.replacingOccurrences(of: "\n", with: "\r\n"))
    #expect(windows == nil)
  }

  @Test("a YAML file that is not a recording is named as such")
  func yamlThatIsNotARecording() throws {
    let (path, error) = try error(reading: "# settings\nname: glide\nitems:\n  - one\n", name: "x.yml")
    #expect(error == .notALibinputRecording(path: path, line: 2, found: "name: glide"))
  }

  @Test("an empty file is an empty-file error")
  func emptyFile() throws {
    let (path, error) = try error(reading: "")
    #expect(error == .emptyFile(path: path))
  }

  @Test("a missing file reports the system's reason")
  func missingFile() {
    #expect(throws: TraceError.unreadable(path: "/nonexistent/x.evemu", reason: "No such file or directory"))
    {
      try TraceReader.open("/nonexistent/x.evemu")
    }
  }

  @Test("an N: line without an I: line is a missing device line")
  func missingID() throws {
    let (path, error) = try error(reading: "N: pad\nE: 1.000000 0000 0000 0\n")
    #expect(error == .missingDeviceLine(path: path, line: 1, expected: "an \"I:\" line after this N: line"))
  }

  @Test("a B: row for type 0x25 is out of range")
  func bitsTypeOutOfRange() throws {
    let (path, error) = try error(reading: "N: pad\nI: 0001 0002 0003 0004\nB: 25 00 00 00 00 00 00 00 00\n")
    #expect(error?.line == 3)
    #expect(
      error
        == .valueOutOfRange(
          path: path, line: 3, expected: "an event type up to EV_MAX (0x1f)",
          found: "B: 25 00 00 00 00 00 00 00 00"))
  }

  @Test("an A: line with three numbers is truncated")
  func truncatedAxis() throws {
    let (path, error) = try error(reading: "N: pad\nI: 0001 0002 0003 0004\nA: 00 0 100 4\n")
    #expect(
      error
        == .truncatedLine(
          path: path, line: 3, expected: "\"A: <code> <min> <max> <fuzz> <flat> [<resolution>]\"",
          found: "A: 00 0 100 4"))
  }
}
