extension OutputBuffer {
  /// Appends `value` in decimal.
  public func append(_ value: Int) {
    if value < 0 { append(byte: UInt8(ascii: "-")) }
    appendDigits(UInt64(value.magnitude), width: 1)
  }

  /// Appends `value` with `places` decimals (0…17), rounded as C's `printf("%.*f")` rounds, with no
  /// negative zero; NaN as `null`, infinities as `1e308` and `-1e308` (a JSON reader takes every one).
  /// With `trimmingZeros`, trailing zeros of the fraction are dropped, and its point when nothing is left
  /// ("12.5", "3", "-0.25").
  public func append(fixed value: Double, places: Int, trimmingZeros: Bool = false) {
    precondition((0...FixedDecimal.maximumPlaces).contains(places), "\(places) decimals: at most 17")
    guard value.isFinite else {
      append(value.isNaN ? "null" as StaticString : value > 0 ? "1e308" : "-1e308")
      return
    }
    reserve(FixedDecimal.maximumLength)
    if let length = FixedDecimal.write(value, places: places, to: base + storedCount) {
      storedCount += length
    } else {
      appendLarge(value, places: places)
    }
    guard trimmingZeros && places > 0 else { return }
    while base[storedCount - 1] == UInt8(ascii: "0") { storedCount -= 1 }
    if base[storedCount - 1] == UInt8(ascii: ".") { storedCount -= 1 }
  }

  /// Appends `value` as Foundation's `JSONEncoder` writes a `Double`: the shortest digits that read back
  /// as the same double (Swift's `description`), without a trailing `.0`. NaN and infinities, which
  /// `JSONEncoder` refuses, as `null`.
  public func append(shortest value: Double) {
    guard value.isFinite else {
      append("null" as StaticString)
      return
    }
    // `write(to:)` hands the digits `description` is made of straight to ``_writeASCII(_:)``: no String.
    let start = storedCount
    var target = self
    value.write(to: &target)
    if storedCount - start > 2 && base[storedCount - 2] == UInt8(ascii: ".") && base[storedCount - 1] == UInt8(ascii: "0") {
      storedCount -= 2
    }
  }

  /// Appends `value`'s decimal digits, with leading zeros up to `width` digits.
  @usableFromInline func appendDigits(_ value: UInt64, width: Int) {
    reserve(max(width, 20))
    storedCount += FixedDecimal.writeDigits(value, width: width, to: base + storedCount)
  }

  // MARK: - Internals

  /// `value` beyond 64 bits once scaled (|value| ≥ 1.8e13 at six places): the slow exact digits.
  private func appendLarge(_ value: Double, places: Int) {
    let digits = FixedDecimal.largeDigits(value.magnitude, places: places)
    if value < 0 { append(byte: UInt8(ascii: "-")) }
    digits.dropLast(places).withUnsafeBytes { append($0) }
    guard places > 0 else { return }
    append(byte: UInt8(ascii: "."))
    digits.suffix(places).withUnsafeBytes { append($0) }
  }
}

extension String {
  /// `value` with `places` decimals as ``OutputBuffer/append(fixed:places:trimmingZeros:)`` writes it,
  /// for the places that want a `String` rather than bytes in a buffer.
  public init(fixed value: Double, places: Int, trimmingZeros: Bool = false) {
    precondition((0...FixedDecimal.maximumPlaces).contains(places), "\(places) decimals: at most 17")
    if value.isFinite, FixedDecimal.scaled(value.magnitude, places: places) != nil {
      self.init(unsafeUninitializedCapacity: FixedDecimal.maximumLength) { buffer in
        // swift-format-ignore: NeverForceUnwrap (a String's new storage always has an address; the
        // value fits in 64 bits scaled, checked above)
        let start = buffer.baseAddress!
        var length = FixedDecimal.write(value, places: places, to: start)!
        if trimmingZeros && places > 0 {
          while start[length - 1] == UInt8(ascii: "0") { length -= 1 }
          if start[length - 1] == UInt8(ascii: ".") { length -= 1 }
        }
        return length
      }
    } else {
      let out = OutputBuffer(capacity: 64)
      out.append(fixed: value, places: places, trimmingZeros: trimmingZeros)
      self = out.string
    }
  }
}

extension OutputBuffer: TextOutputStream {
  /// Appends `string` (what `print(_:to:)` and `write(to:)` write).
  public func write(_ string: String) { append(string) }

  /// Appends ASCII bytes: the standard library's numbers write their digits through this, with no
  /// `String` in between.
  public func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) { append(UnsafeRawBufferPointer(buffer)) }
}
