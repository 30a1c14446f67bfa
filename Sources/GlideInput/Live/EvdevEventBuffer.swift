import CEvdev
import Glibc

/// Whole kernel `struct input_event`s out of the bytes of reads that may end inside one.
///
/// A kernel evdev node hands a reader whole events. A node that stands in for one need not: umockdev's
/// mocked nodes are pseudo-terminals, which cut a backlog at 4095 bytes, inside an event. libevdev
/// refuses such a read (`EINVAL`) and has already consumed its bytes, so every later read starts inside
/// an event and the stream is lost; ``EvdevDevice`` reads through this buffer instead, which keeps the
/// part of an event a read ended in and completes it from the next.
struct EvdevEventBuffer {
  /// `sizeof(struct input_event)`: 24 bytes on 64-bit Linux.
  static let eventSize = MemoryLayout<input_event>.size

  /// What one `read(2)` gave.
  enum ReadResult: Equatable {
    /// Some bytes arrived (perhaps no whole event yet).
    case bytes(Int)
    /// Nothing to read now (`EAGAIN`): the node is non-blocking.
    case wouldBlock
    /// End of file: the other end of a pseudo-terminal closed (a kernel node fails with `ENODEV`).
    case endOfFile
    /// The read failed with this `errno`.
    case failed(Int32)
  }

  private var storage: [UInt8]
  /// Bytes held: whole events not yet taken, then at most one event's leading part.
  private var count = 0

  /// A buffer that reads up to `capacity` events at a time.
  init(capacity: Int = 256) {
    storage = Array(repeating: 0, count: Swift.max(capacity, 1) * Self.eventSize)
  }

  /// Bytes of an event whose rest has not arrived yet (0 when the buffer ends on an event boundary).
  var partialByteCount: Int { count % Self.eventSize }

  /// Reads once from `fd` into the free space (retrying an interrupted read).
  mutating func fill(from fd: Int32) -> ReadResult {
    let free = storage.count - count
    guard free > 0 else { return .bytes(0) }
    while true {
      let read = storage.withUnsafeMutableBytes { bytes in
        Glibc.read(fd, bytes.baseAddress! + count, free)
      }
      if read > 0 {
        count += read
        return .bytes(read)
      }
      if read == 0 { return .endOfFile }
      let code = errno
      if code == EINTR { continue }
      return code == EAGAIN || code == EWOULDBLOCK ? .wouldBlock : .failed(code)
    }
  }

  /// Appends bytes as if a read had given them (tests, and callers that read elsewhere).
  /// - Returns: how many were taken: no more than the free space.
  @discardableResult
  mutating func append(_ bytes: some Collection<UInt8>) -> Int {
    let taken = Swift.min(bytes.count, storage.count - count)
    storage.replaceSubrange(count..<(count + taken), with: bytes.prefix(taken))
    count += taken
    return taken
  }

  /// Appends every whole event held to `events`, in order, keeping the leading part of one that is not
  /// whole yet.
  mutating func takeEvents(into events: inout [InputEvent]) {
    let whole = count / Self.eventSize
    guard whole > 0 else { return }
    storage.withUnsafeBytes { bytes in
      for index in 0..<whole {
        events.append(InputEvent(bytes.loadUnaligned(fromByteOffset: index * Self.eventSize, as: input_event.self)))
      }
    }
    discardWholeEvents()
  }

  /// Lets go of the whole events held, keeping the leading part of one that is not whole yet.
  mutating func discardWholeEvents() {
    let whole = count / Self.eventSize * Self.eventSize
    guard whole > 0 else { return }
    let rest = count - whole
    if rest > 0 {
      storage.withUnsafeMutableBytes { bytes in
        bytes.baseAddress!.copyMemory(from: bytes.baseAddress! + whole, byteCount: rest)
      }
    }
    count = rest
  }
}
