/// Bytes on their way out: a growable buffer that the log formatters write text into directly, reused
/// from line to line, so the output path neither allocates nor goes through Foundation per line.
///
/// A class because it owns its memory and every formatter of one output writes into the same one. Not
/// `Sendable`: one writer at a time. ``FileOutput`` empties it into a file descriptor.
public final class OutputBuffer {
  @usableFromInline @exclusivity(unchecked) var base: UnsafeMutablePointer<UInt8>
  @usableFromInline @exclusivity(unchecked) var capacity: Int
  /// Bytes written so far.
  @usableFromInline @exclusivity(unchecked) var storedCount = 0

  /// An empty buffer with room for `capacity` bytes before it grows.
  public init(capacity: Int = 1 << 16) {
    self.capacity = max(capacity, 64)
    base = .allocate(capacity: self.capacity)
  }

  deinit { base.deallocate() }

  // MARK: - API

  /// The number of bytes written since the buffer was last emptied.
  public var count: Int { storedCount }

  /// The bytes as text (UTF-8), for tests and for callers that want a `String`.
  public var string: String {
    String(decoding: UnsafeBufferPointer(start: base, count: storedCount), as: UTF8.self)
  }

  /// Calls `body` with the bytes written so far.
  public func withBytes<Result, Failure: Error>(
    _ body: (UnsafeRawBufferPointer) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try body(UnsafeRawBufferPointer(start: base, count: storedCount))
  }

  /// Forgets the bytes written, keeping the memory.
  public func removeAll() { storedCount = 0 }

  /// Drops the first `count` bytes (those a write took), moving the rest to the front.
  public func removeFirst(_ count: Int) {
    precondition(count >= 0 && count <= storedCount, "removeFirst(\(count)) of \(storedCount) bytes")
    let rest = storedCount - count
    if rest > 0 { base.update(from: base + count, count: rest) }
    storedCount = rest
  }

  /// Appends one byte (an ASCII character such as `UInt8(ascii: ",")`).
  @inlinable public func append(byte: UInt8) {
    reserve(1)
    base[storedCount] = byte
    storedCount += 1
  }

  /// Appends the bytes of a literal.
  @inlinable public func append(_ text: StaticString) {
    text.withUTF8Buffer { append(UnsafeRawBufferPointer($0)) }
  }

  /// Appends the UTF-8 bytes of `text`.
  public func append(_ text: String) {
    var text = text
    text.withUTF8 { append(UnsafeRawBufferPointer($0)) }
  }

  /// Appends raw bytes.
  @inlinable public func append(_ bytes: UnsafeRawBufferPointer) {
    guard let source = bytes.baseAddress, bytes.count > 0 else { return }
    reserve(bytes.count)
    (base + storedCount).update(from: source.assumingMemoryBound(to: UInt8.self), count: bytes.count)
    storedCount += bytes.count
  }

  /// Appends `text`, then spaces up to `width` characters (Unicode scalars) when it is shorter; a longer
  /// text is written whole.
  public func append(_ text: String, paddedTo width: Int) {
    append(text)
    let length = text.unicodeScalars.count
    if length < width { append(repeating: UInt8(ascii: " "), count: width - length) }
  }

  /// Appends `byte` `count` times.
  public func append(repeating byte: UInt8, count: Int) {
    guard count > 0 else { return }
    reserve(count)
    (base + storedCount).update(repeating: byte, count: count)
    storedCount += count
  }

  // MARK: - Internals

  /// Makes room for `extra` more bytes; writers then store them at `base + storedCount`.
  @inlinable func reserve(_ extra: Int) {
    if storedCount + extra > capacity { grow(to: storedCount + extra) }
  }

  @usableFromInline func grow(to needed: Int) {
    var newCapacity = capacity * 2
    while newCapacity < needed { newCapacity *= 2 }
    let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    newBase.moveInitialize(from: base, count: storedCount)
    base.deallocate()
    base = newBase
    capacity = newCapacity
  }
}
