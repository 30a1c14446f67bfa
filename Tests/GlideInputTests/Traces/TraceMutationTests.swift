import Foundation
import Testing
@testable import GlideInput

/// Damaged traces must give a `TraceError` or read cleanly, never crash or hang: seeded byte-level
/// mutations of real and synthetic files, read through `TraceReader` and `FrameAssembler`.
/// (Coverage-guided fuzzing with libFuzzer is a separate, longer run.)
@Suite struct TraceMutationTests {
  static let seeds: [(file: String, desc: String?)] = [
    ("traces/default.evemu", nil),
    ("traces/precision/pinch-in-syn-dropped.evemu", nil),
    ("traces/real/touchscreens__Atmel_maXTouch_Touchscreen.2-fingers-touch-release.events", nil),
    ("traces/real/touchpads__AlpsPS2_ALPS_GlidePoint.right-edge-scroll.events",
     "traces/real/touchpads__AlpsPS2_ALPS_GlidePoint.desc"),
  ]

  @Test(arguments: 0..<seeds.count)
  func mutatedTracesFailCleanlyOrRead(_ index: Int) throws {
    let seed = Self.seeds[index]
    let original = try Data(contentsOf: TraceFixtures.root.appendingPathComponent(seed.file))
    let desc = seed.desc.map { TraceFixtures.root.appendingPathComponent($0).path }
    let directory = try TraceFixtures.scratchDirectory()
    var random = SplitMix64(seed: UInt64(index) &+ 0x5EED)
    var outcomes = (read: 0, rejected: 0)
    for round in 0..<150 {
      let path = directory.appendingPathComponent("m\(round).evemu").path
      try Self.mutate(original, with: &random).write(to: URL(fileURLWithPath: path))
      do {
        let reader = try TraceReader.open(path, descriptionPath: desc)
        var assembler = FrameAssembler(device: reader.device)
        while let event = try reader.next() { _ = assembler.consume(event) }
        outcomes.read += 1
      } catch {
        #expect(error.line == nil || error.line! > 0, "\(error)")
        #expect(error.description.contains(path), "the message names the file: \(error)")
        outcomes.rejected += 1
      }
    }
    // Both kinds of outcome happen, so the mutations reach the parser's error paths and its happy path.
    #expect(outcomes.read > 0 && outcomes.rejected > 0, "\(outcomes)")
  }

  /// One to four damages: a byte flipped, a byte inserted, a range deleted, or the file cut short.
  static func mutate(_ data: Data, with random: inout SplitMix64) -> Data {
    var bytes = [UInt8](data)
    let alphabet = Array("0123456789abcdefEABNIPLS:#.- \n\t".utf8) + [0, 0xff]
    for _ in 0...(random.next() % 4) where !bytes.isEmpty {
      let at = Int(random.next() % UInt64(bytes.count))
      switch random.next() % 4 {
      case 0: bytes[at] = alphabet[Int(random.next() % UInt64(alphabet.count))]
      case 1: bytes.insert(alphabet[Int(random.next() % UInt64(alphabet.count))], at: at)
      case 2: bytes.removeSubrange(at..<min(bytes.count, at + Int(random.next() % 40)))
      default: bytes.removeSubrange(at...)
      }
    }
    return Data(bytes)
  }
}
