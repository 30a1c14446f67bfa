import CEvdev
import Glibc
import Testing

@testable import GlideInput

/// Reads that end inside an event (as umockdev's pseudo-terminal nodes give them) still yield every
/// event whole and in order.
@Suite struct EvdevEventBufferTests {
  /// Three events of a frame as the kernel lays them out (24 bytes each on 64-bit Linux).
  static let events = [
    InputEvent(time: Timestamp(microseconds: 1_000_001), type: .abs, code: .absMTPositionX, value: 3100),
    InputEvent(time: Timestamp(microseconds: 1_000_001), type: .abs, code: .absMTPositionY, value: -7),
    InputEvent(time: Timestamp(microseconds: 1_000_001), type: .syn, code: .synReport, value: 0),
  ]

  static func bytes(of events: [InputEvent]) -> [UInt8] {
    events.flatMap { event in
      var raw = input_event()
      raw.time.tv_sec = Int(event.time.microseconds / 1_000_000)
      raw.time.tv_usec = Int(event.time.microseconds % 1_000_000)
      raw.type = event.type.rawValue
      raw.code = event.code.rawValue
      raw.value = event.value
      return withUnsafeBytes(of: raw) { Array($0) }
    }
  }

  @Test func anEventSplitAtEveryByteIsCompletedByTheNextRead() {
    let bytes = Self.bytes(of: Self.events)
    #expect(EvdevEventBuffer.eventSize == 24)
    for cut in 0...bytes.count {
      var buffer = EvdevEventBuffer(capacity: 4)
      var taken: [InputEvent] = []
      buffer.append(bytes[..<cut])
      buffer.takeEvents(into: &taken)
      #expect(taken.count == cut / 24, "cut at \(cut)")
      #expect(buffer.partialByteCount == cut % 24, "cut at \(cut)")
      buffer.append(bytes[cut...])
      buffer.takeEvents(into: &taken)
      #expect(taken == Self.events, "cut at \(cut)")
      #expect(buffer.partialByteCount == 0)
    }
  }

  @Test func discardingKeepsTheStreamAlignedOnEvents() {
    let bytes = Self.bytes(of: Self.events)
    var buffer = EvdevEventBuffer(capacity: 4)
    buffer.append(bytes[..<30])
    buffer.discardWholeEvents()
    #expect(buffer.partialByteCount == 6)
    buffer.append(bytes[30...])
    var taken: [InputEvent] = []
    buffer.takeEvents(into: &taken)
    #expect(taken == Array(Self.events.dropFirst()))
  }

  @Test func aFullBufferTakesNoMoreThanItHoldsAndReadsNothing() throws {
    let bytes = Self.bytes(of: Self.events)
    var buffer = EvdevEventBuffer(capacity: 2)
    #expect(buffer.append(bytes) == 48)
    var fds: [Int32] = [0, 0]
    try #require(pipe(&fds) == 0)
    defer { close(fds[0]); close(fds[1]) }
    #expect(buffer.fill(from: fds[0]) == .bytes(0))
  }

  @Test func readsFromADescriptorReportBytesWouldBlockAndEndOfFile() throws {
    var fds: [Int32] = [0, 0]
    try #require(pipe(&fds) == 0)
    defer { close(fds[0]) }
    _ = fcntl(fds[0], F_SETFL, fcntl(fds[0], F_GETFL) | O_NONBLOCK)
    var buffer = EvdevEventBuffer(capacity: 8)
    #expect(buffer.fill(from: fds[0]) == .wouldBlock)

    let bytes = Self.bytes(of: Self.events)
    // A writer that stops inside the second event, then finishes it.
    _ = bytes[..<40].withUnsafeBytes { write(fds[1], $0.baseAddress, $0.count) }
    #expect(buffer.fill(from: fds[0]) == .bytes(40))
    var taken: [InputEvent] = []
    buffer.takeEvents(into: &taken)
    #expect(taken == [Self.events[0]])
    _ = bytes[40...].withUnsafeBytes { write(fds[1], $0.baseAddress, $0.count) }
    #expect(buffer.fill(from: fds[0]) == .bytes(32))
    buffer.takeEvents(into: &taken)
    #expect(taken == Self.events)

    close(fds[1])
    #expect(buffer.fill(from: fds[0]) == .endOfFile)
    #expect(buffer.fill(from: -1) == .failed(EBADF))
  }
}
