import Foundation
import GlideInput
import Testing

/// Issue 38: axis ranges the kernel refuses were read without a word (a minimum above the maximum gave
/// a surface of −66 mm, an `ABS_MT_SLOT` maximum of −1 read the device as protocol A and lost every
/// touch). They are located errors now; an empty position range and a negative resolution are
/// warnings. The Synaptics fixture's `A: 35` line is line 9, its `A: 2f` line 8.
@Suite struct AxisCheckTests {
  typealias F = TraceFixtures

  /// The Synaptics fixture with its `A: <code> …` line replaced by `line`, and one frame.
  static func trace(replacing code: String, with line: String) throws -> String {
    let header = F.synapticsHeader.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.hasPrefix("A: \(code) ") ? line : String($0) }.joined(separator: "\n")
    return try F.file("axis.evemu", header + "E: 0.100000 0003 0035 2000\nE: 0.100000 0000 0000 0\n")
  }

  static func error(_ path: String) -> TraceError? {
    #expect(throws: TraceError.self) { try TraceReader.open(path) }
  }

  @Test func aMinimumAboveTheMaximumIsRefusedWithTheLineTheAxisAndTheValues() throws {
    let path = try Self.trace(replacing: "35", with: "A: 35 5768 1472 0 0 65")
    let error = Self.error(path)
    #expect(error?.line == 9)
    #expect(
      error?.description == "\(path):9: ABS_MT_POSITION_X: the minimum 5768 is above the maximum 1472 "
        + "(expected minimum ≤ maximum); the kernel refuses such an axis")
  }

  @Test func aNegativeSlotMaximumIsRefused() throws {
    let path = try Self.trace(replacing: "2f", with: "A: 2f 0 -1 0 0 0")
    let error = Self.error(path)
    // The minimum above the maximum is found first; with both negative, the slot rule.
    #expect(error?.description == "\(path):8: ABS_MT_SLOT: the minimum 0 is above the maximum -1 (expected "
      + "minimum ≤ maximum); the kernel refuses such an axis")
    let bothPath = try Self.trace(replacing: "2f", with: "A: 2f -3 -1 0 0 0")
    let both = Self.error(bothPath)
    #expect(both?.description == "\(bothPath):8: ABS_MT_SLOT: the maximum -1 leaves the device no slots (expected "
      + "0 or more: slots are numbered 0…maximum); the kernel refuses such an axis")
  }

  @Test func anEmptyPositionRangeIsAWarningNamingItsLine() throws {
    let path = try Self.trace(replacing: "35", with: "A: 35 1472 1472 0 0 65")
    let reader = try TraceReader.open(path)
    while try reader.next() != nil {}
    let entry = try #require(reader.warnings.entries[.emptyAxisRange])
    #expect(entry.firstLine == 9)
    #expect(entry.first == "ABS_MT_POSITION_X's range 1472…1472 is empty (minimum = maximum)")
    #expect(reader.warnings.lines(path: path).first?.hasPrefix("\(path):9: ABS_MT_POSITION_X's range") == true)
    #expect(reader.warnings.entries.count == 1)
    let strict = #expect(throws: TraceError.self) { try TraceReader.open(path, strict: true) }
    #expect(strict?.line == 9)
    // An empty range elsewhere (one slot: ABS_MT_SLOT 0…0) is no doubt.
    let oneSlot = try TraceReader.open(try Self.trace(replacing: "2f", with: "A: 2f 0 0 0 0 0"))
    while try oneSlot.next() != nil {}
    #expect(oneSlot.warnings.isEmpty)
  }

  @Test func aNegativeResolutionIsReadAsNoneWithAWarning() throws {
    let path = try Self.trace(replacing: "35", with: "A: 35 1472 5472 8 0 -5")
    let reader = try TraceReader.open(path)
    #expect(reader.device.absInfo[.absMTPositionX]?.resolution == 0)
    while try reader.next() != nil {}
    let entry = try #require(reader.warnings.entries[.negativeResolution])
    #expect(entry.firstLine == 9)
    #expect(entry.first == "ABS_MT_POSITION_X's resolution -5 is negative")
    #expect(entry.consequence == "read as stating none (0)")
  }

  /// A `--desc` description's doubts name its own file, not the events file's.
  @Test func aDescriptionsAxisIsReportedInItsOwnFile() throws {
    let desc = try F.file(
      "axis.desc", F.synapticsHeader.replacing("A: 35 1472 5472 8 0", with: "A: 35 1472 5472 8 0 -5"))
    let events = try F.file("axis.events", "E: 0.100000 0003 0035 2000\nE: 0.100000 0000 0000 0\n")
    let reader = try TraceReader.open(events, descriptionPath: desc)
    while try reader.next() != nil {}
    #expect(reader.warnings.lines(path: events).first?.hasPrefix("\(desc):9: ABS_MT_POSITION_X's resolution -5") == true)
  }

  @Test func aLibinputRecordingsAbsinfoIsCheckedAlike() throws {
    let bad = LibinputRecordReaderTests.recording.replacing(
      "53: [0, 1212, 0, 0, 12]", with: "53: [1212, 0, 0, 0, 12]")
    let path = try F.file("axis.yml", bad)
    let error = #expect(throws: TraceError.self) { try TraceReader.open(path) }
    #expect(error?.description == "\(path):28: ABS_MT_POSITION_X: the minimum 1212 is above the maximum 0 "
      + "(expected minimum ≤ maximum); the kernel refuses such an axis")
    let odd = LibinputRecordReaderTests.recording.replacing(
      "53: [0, 1212, 0, 0, 12]", with: "53: [0, 1212, 0, 0, -12]")
    let reader = try TraceReader.open(try F.file("odd.yml", odd))
    #expect(reader.warnings.entries[.negativeResolution]?.firstLine == 28)
  }
}
