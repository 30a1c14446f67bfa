import Foundation
@testable import GlideInput
import Testing

/// The evemu reader reads lines in `evemu-record`'s form with a one-pass reader (`EvemuUsualLine`) and
/// falls back to its general parser for everything else. These tests hold the two to the same answers.
@Suite struct EvemuUsualLineTests {
  typealias F = TraceFixtures

  /// What reading one event line gives: the event, or the kind of error (the case name).
  enum Outcome: Equatable {
    case event(InputEvent)
    case error(String)
  }

  /// Reads `line` as the only event of a trace with the Synaptics header.
  static func read(_ line: String, in directory: URL, index: Int) throws -> Outcome {
    let url = directory.appendingPathComponent("line-\(index).evemu")
    try (F.synapticsHeader + line + "\n").write(to: url, atomically: false, encoding: .utf8)
    do {
      let reader = try TraceReader.open(url.path, asWritten: true)
      guard let event = try reader.next() else { return .error("no event") }
      return .event(event)
    } catch {
      return .error(Mirror(reflecting: error).children.first?.label ?? "\(error)")
    }
  }

  /// An event line's fields after `E:`, in `evemu-record`'s form or near it: field widths, blanks, signs,
  /// comments and stray bytes vary.
  static func randomFields(_ random: inout SplitMix64) -> String {
    func digits(_ count: Int) -> String {
      String((0..<count).map { _ in "0123456789".randomElement(using: &random)! })
    }
    func hex(_ count: Int) -> String {
      String((0..<count).map { _ in "0123456789abcdefABCDEF".randomElement(using: &random)! })
    }
    // Half the lines keep evemu-record's layout (single blanks, six microsecond digits, four-digit
    // hexadecimal fields) and vary only the lengths it allows; the others vary everything.
    let usual = Bool.random(using: &random)
    func blank() -> String { usual ? " " : [" ", " ", "  ", "\t"].randomElement(using: &random)! }
    func pick(_ usualChoices: [Int], _ otherChoices: [Int]) -> Int {
      (usual ? usualChoices : otherChoices).randomElement(using: &random)!
    }
    let seconds = digits(pick([1, 2, 3, 4, 7, 8, 10, 12], [1, 13, 0, 4]))
    let micro = digits(pick([6], [5, 1, 7, 0, 6]))
    let type = usual || Bool.random(using: &random) ? "000" + hex(1) : hex(pick([4], [2, 5, 9]))
    let code = hex(pick([4], [3, 8, 0]))
    let sign = usual ? ["", "", "-"].randomElement(using: &random)! : ["", "-", "+"].randomElement(using: &random)!
    let value = digits(pick([4, 4, 1, 5, 7, 8, 9], [10, 0, 4]))
    let tail = ["", "\t# EV_ABS / ABS_MT_POSITION_X    4597", "  # x", "\t", " ", " x", "#"]
      .randomElement(using: &random)!
    var fields = Array("\(seconds).\(micro)\(blank())\(type)\(blank())\(code)\(blank())\(sign)\(value)\(tail)")
    if !fields.isEmpty && Int.random(in: 0..<5, using: &random) == 0 {
      // A stray byte somewhere.
      let at = Int.random(in: 0..<fields.count, using: &random)
      fields[at] = ["x", ".", "-", " ", "9", "\t", "#", "f"].randomElement(using: &random)!
    }
    return String(fields)
  }

  @Test("the one-pass reader and the general parser agree on 3,000 generated lines (fixed seed)")
  func agreesWithTheGeneralParser() throws {
    var random = SplitMix64(seed: 0x6576_656d_75)
    let directory = try F.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    var accepted = 0
    var events = 0
    for index in 0..<3_000 {
      let fields = Self.randomFields(&random)
      // `E: ` is the usual form; `E:  ` (two blanks) is never taken by the one-pass reader, so the
      // general parser reads it, and finds the same fields.
      let usual = try Self.read("E: " + fields, in: directory, index: index)
      let general = try Self.read("E:  " + fields, in: directory, index: index)
      #expect(usual == general, "E: \(fields)")
      let line = Array(("E: " + fields).utf8)
      let parsed = line.withUnsafeBufferPointer { EvemuUsualLine.parse($0) }
      if let parsed {
        accepted += 1
        // Whatever the one-pass reader takes is an event (or out of the kernel's ranges).
        if case .event(let event) = usual {
          #expect(event.time == Timestamp(seconds: parsed.seconds, microseconds: parsed.microseconds))
          #expect(Int64(event.type.rawValue) == Int64(parsed.type))
          #expect(Int64(event.code.rawValue) == Int64(parsed.code))
          #expect(Int64(event.value) == parsed.value)
        } else {
          #expect(usual == .error("valueOutOfRange"), "E: \(fields)")
        }
      }
      if case .event = usual { events += 1 }
    }
    // The generator must exercise both paths, and valid lines on both.
    #expect(accepted > 600)
    #expect(events > accepted)
  }

  @Test(
    "lines in evemu-record's form take the one-pass reader, others fall back",
    arguments: [
      ("E: 0.000001 0003 0039 0001\t# EV_ABS / ABS_MT_TRACKING_ID   1", true),
      ("E: 12.345678 0003 0035 -001", true),
      ("E: 1700000000.123456 0000 0000 0000\t# ------------ SYN_REPORT (0) ---------- +0ms", true),
      ("E: 0.000001 0003 0039 1234567\t# a seven-digit value", true),
      ("E: 0.00001 0003 0039 0001", false),  // five microsecond digits
      ("E:  0.000001 0003 0039 0001", false),  // two blanks
      ("E: 0.000001 03 0039 0001", false),  // a two-digit type
      ("E: 0.000001 0003 0039 +001", false),  // a plus sign
      ("E: 0.000001 0003 0039 12345678901", false),  // eleven digits
      ("E: 0.000001 0003 0039 0001 x", false),  // not a comment
    ])
  func takesTheUsualForm(line: String, usual: Bool) {
    let bytes = Array(line.utf8)
    #expect((bytes.withUnsafeBufferPointer { EvemuUsualLine.parse($0) } != nil) == usual)
  }

  @Test("the one-pass reader's fields: wall-clock seconds, negative values, leading zeros")
  func fields() throws {
    let bytes = Array("E: 1700000000.000042 0003 002f -001\t# EV_ABS / ABS_MT_SLOT  -1".utf8)
    let parsed = try #require(bytes.withUnsafeBufferPointer { EvemuUsualLine.parse($0) })
    #expect(parsed.seconds == 1_700_000_000)
    #expect(parsed.microseconds == 42)
    #expect(parsed.type == 3)
    #expect(parsed.code == 0x2f)
    #expect(parsed.value == -1)
  }
}
