/// Writes one JSON object, field by field in the order given, into an ``OutputBuffer``: `{`, then
/// `"key":value` pairs separated by commas, then `}` from ``close()``. Keys are literals (written as they
/// are: Glide's keys need no escaping); numbers are written in the writer's ``NumberStyle``.
public struct JSONObjectWriter {
  /// How numbers are written.
  public enum NumberStyle: Sendable {
    /// A fixed count of decimals (Glide's logs: six), rounded as `printf` rounds.
    case fixed(places: Int)
    /// The shortest digits that read back as the same double, as `JSONEncoder` writes them.
    case shortest
  }

  public let out: OutputBuffer
  public let numbers: NumberStyle
  private var isEmpty = true

  /// Starts an object (writes `{`).
  public init(_ out: OutputBuffer, numbers: NumberStyle) {
    self.out = out
    self.numbers = numbers
    out.append(byte: UInt8(ascii: "{"))
  }

  /// Writes `"name":` (after a comma when a field came before); the caller writes the value.
  public mutating func key(_ name: StaticString) {
    // One reservation and one copy: this runs for every field of every line.
    let length = name.utf8CodeUnitCount
    out.reserve(length + 4)
    var cursor = out.base + out.storedCount
    if !isEmpty {
      cursor.pointee = UInt8(ascii: ",")
      cursor += 1
    }
    cursor.pointee = UInt8(ascii: "\"")
    (cursor + 1).update(from: name.utf8Start, count: length)
    cursor += 1 + length
    cursor[0] = UInt8(ascii: "\"")
    cursor[1] = UInt8(ascii: ":")
    out.storedCount = cursor + 2 - out.base
    isEmpty = false
  }

  /// `"name":[…]`: `element` writes each of `elements`, the commas between them written here.
  @inlinable
  public mutating func array<Elements: Sequence>(
    _ name: StaticString, _ elements: Elements, _ element: (Elements.Element) -> Void
  ) {
    key(name)
    out.append(byte: UInt8(ascii: "["))
    var first = true
    for value in elements {
      if !first { out.append(byte: UInt8(ascii: ",")) }
      first = false
      element(value)
    }
    out.append(byte: UInt8(ascii: "]"))
  }

  /// `"name":"text"`, escaped.
  public mutating func field(_ name: StaticString, _ text: String) {
    key(name)
    out.append(jsonString: text)
  }

  /// `"name":"text"` for a literal that needs no escaping.
  public mutating func field(_ name: StaticString, literal text: StaticString) {
    key(name)
    out.append(byte: UInt8(ascii: "\""))
    out.append(text)
    out.append(byte: UInt8(ascii: "\""))
  }

  /// `"name":text` or `"name":null`.
  public mutating func field(_ name: StaticString, _ text: String?) {
    guard let text else { return null(name) }
    field(name, text)
  }

  /// `"name":number` in the writer's style.
  public mutating func field(_ name: StaticString, _ value: Double) {
    key(name)
    number(value)
  }

  /// `"name":number` or `"name":null`.
  public mutating func field(_ name: StaticString, _ value: Double?) {
    guard let value else { return null(name) }
    field(name, value)
  }

  /// `"name":integer`.
  public mutating func field(_ name: StaticString, _ value: Int) {
    key(name)
    out.append(value)
  }

  /// `"name":true` or `"name":false`.
  public mutating func field(_ name: StaticString, _ value: Bool) {
    key(name)
    out.append(value)
  }

  /// `"name":null`.
  public mutating func null(_ name: StaticString) {
    key(name)
    out.append("null" as StaticString)
  }

  /// A number in the writer's style, for values the caller writes itself (array elements).
  public func number(_ value: Double) {
    switch numbers {
    case .fixed(let places): out.append(fixed: value, places: places)
    case .shortest: out.append(shortest: value)
    }
  }

  /// Ends the object (writes `}`).
  public func close() {
    out.append(byte: UInt8(ascii: "}"))
  }
}
