import Testing

@testable import GlideInput

/// Inputs that crashed the fuzz targets of `Fuzz/` (`tools/fuzz`), each kept with the exact outcome the
/// fix gives: an error that names the file and the line, or the events and frames read.
@Suite struct FuzzRegressionTests {
  typealias F = TraceFixtures

  /// Reads `text` as a whole trace; the error it throws, if any, and the file's path.
  private func read(_ text: String, name: String = "fuzz.evemu") throws -> (
    path: String, result: Result<(device: DeviceDescription, events: [InputEvent]), TraceError>
  ) {
    let path = try F.file(name, text)
    do throws(TraceError) {
      return (path, .success(try TraceReader.readAll(path)))
    } catch {
      return (path, .failure(error))
    }
  }

  // MARK: - evemu header

  @Test("more than 1024 B: rows of one type keep the codes that exist and drop the rest, without trapping")
  func bitRowsPastSixteenBits() throws {
    let rows = String(repeating: "B: 01 ff ff ff ff ff ff ff ff\n", count: 1_100)
    let (_, result) = try read("N: pad\nI: 0011 0002 0007 01b1\n" + rows + "E: 0.000001 0000 0000 0\n")
    let trace = try result.get()
    #expect(trace.device.codes[.key]?.count == 65_536)
    #expect(trace.device.codes[.key]?.max() == EventCode(UInt16.max))
    #expect(trace.events == [InputEvent.synReport(at: Timestamp(microseconds: 1))])
  }

  @Test("an ABS_MT_SLOT range of 2^31 slots is tracked as 256, with higher slots clamped to the last")
  func absurdSlotCount() throws {
    let header = "N: pad\nI: 0011 0002 0007 01b1\nB: 03 00 00 00 00 00 80 60 02\nA: 2f 0 2147483646 0 0\n"
      + "A: 35 0 1000 0 0 10\nA: 36 0 1000 0 0 10\nA: 39 0 65535 0 0\n"
    let events = "E: 0.000001 0003 002f 300\nE: 0.000001 0003 0039 7\nE: 0.000001 0003 0035 100\n"
      + "E: 0.000001 0003 0036 200\nE: 0.000001 0000 0000 0\n"
    let trace = try read(header + events).result.get()
    #expect(trace.device.slotCount == DeviceDescription.maximumSlotCount)
    #expect(DeviceDescription.maximumSlotCount == 256)
    let frames = FrameAssembler.frames(of: trace.events, device: trace.device)
    #expect(frames.count == 1)
    #expect(frames.first?.touches.map(\.slot) == [255])
    #expect(frames.first?.touches.map(\.phase) == [.began])
    #expect(frames.first?.touches.map(\.position) == [DevicePoint(x: 100, y: 200)])
  }

  // MARK: - Times that overflow 64-bit microseconds

  @Test("an evemu time of more than 12 digits of seconds is a located bad number, not a wrapped time")
  func evemuSecondsOverflow() throws {
    let events = "E: 1.000000 0000 0000 0\nE: 9223372036855.000000 0000 0000 0\n"
    let (path, result) = try read(F.synapticsHeader + events)
    #expect(throws: TraceError.badNumber(
      path: path, line: 13, expected: "whole seconds (at most 12 digits)", found: "9223372036855.000000")
    ) { try result.get() }
  }

  @Test("12 digits of seconds still read")
  func evemuLargestSeconds() throws {
    let trace = try read(F.synapticsHeader + "E: 999999999999.999999 0000 0000 0\n").result.get()
    #expect(trace.events.map(\.time) == [Timestamp(microseconds: 999_999_999_999_999_999)])
  }

  @Test("a libinput record time beyond 12 digits of seconds is a located value out of range")
  func libinputSecondsOverflow() throws {
    let recording = """
      # libinput record
      version: 1
      devices:
        - node: /dev/input/event0
          evdev:
            name: "pad"
            id: [1, 2, 3, 4]
          events:
          - evdev:
            - [1, 0, 0, 0, 0]
            - [9223372036855, 0, 0, 0, 0]

      """
    let (path, result) = try read(recording, name: "fuzz.yml")
    #expect(throws: TraceError.valueOutOfRange(
      path: path, line: 11, expected: "a time of 0…999999999999 seconds and 0…999999 microseconds",
      found: "9223372036855, 0")
    ) { try result.get() }
  }

  @Test("the extreme timestamps print without trapping", arguments: [
    (Int64.min, "-9223372036855.224192"), (Int64.max, "9223372036854.775807"), (-1, "-1.999999"),
    (-1_000_000, "-1.000000"), (0, "0.000000"),
  ])
  func extremeTimestampDescriptions(_ microseconds: Int64, _ text: String) {
    let time = Timestamp(microseconds: microseconds)
    #expect(time.description == text)
    #expect(time.microsecondsOfSecond >= 0 && time.microsecondsOfSecond < 1_000_000)
  }
}
