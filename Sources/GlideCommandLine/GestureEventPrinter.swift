import GlideGestures
import GlideInput
import GlideOutput

/// Formats gesture state changes for `glide gestures`: aligned text, or JSON Lines with sorted keys,
/// written straight into an ``OutputBuffer``.
///
/// The JSON is what `JSONEncoder` with `.sortedKeys` wrote for it before (the bytes are the same): numbers
/// rounded to six decimals, then written with the shortest digits that read back as the same double.
struct GestureEventPrinter {
  var json: Bool

  init(json: Bool) { self.json = json }

  /// Appends the line for `event` (no line break), with its time in seconds since `origin`.
  func write(_ event: GestureEvent, since origin: Timestamp, to out: OutputBuffer) {
    let time = event.time.seconds(since: origin)
    if json { return writeJSON(event, time: time, to: out) }
    out.append(fixed: time, places: 6)
    out.append("  " as StaticString)
    out.append(event.recognizer, paddedTo: 10)
    out.append(byte: UInt8(ascii: " "))
    out.append(event.state.rawValue, paddedTo: 9)
    out.append("  " as StaticString)
    Self.describe(event.values, to: out)
    out.append("  touches " as StaticString)
    out.append(event.numberOfTouches)
    out.append("  at " as StaticString)
    Self.pair(event.location.x, event.location.y, to: out)
    out.append(" mm" as StaticString)
  }

  /// The values in words: "scale 0.512  velocity -1.234/s" and so on.
  static func describe(_ values: GestureValues, to out: OutputBuffer) {
    switch values {
    case .pinch(let scale, let velocity):
      out.append("scale " as StaticString)
      out.append(fixed: scale, places: 3)
      out.append("  velocity " as StaticString)
      out.append(fixed: velocity, places: 3)
      out.append("/s" as StaticString)
    case .rotation(let rotation, let velocity):
      out.append("rotation " as StaticString)
      out.append(fixed: rotation, places: 3)
      out.append(" rad  velocity " as StaticString)
      out.append(fixed: velocity, places: 3)
      out.append(" rad/s" as StaticString)
    case .pan(let translation, let velocity):
      out.append("translation " as StaticString)
      pair(translation.dx, translation.dy, to: out)
      out.append(" mm  velocity " as StaticString)
      pair(velocity.dx, velocity.dy, to: out)
      out.append(" mm/s" as StaticString)
    case .swipe(let direction):
      out.append("direction " as StaticString)
      if direction.isEmpty { out.append(byte: UInt8(ascii: "-")) } else { out.append(direction.description) }
    case .tap(_, let taps):
      out.append("taps " as StaticString)
      out.append(taps)
    case .longPress(_, let translation):
      out.append("moved " as StaticString)
      pair(translation.dx, translation.dy, to: out)
      out.append(" mm" as StaticString)
    }
  }

  // MARK: - Internals

  /// "(x, y)" with one decimal.
  private static func pair(_ x: Double, _ y: Double, to out: OutputBuffer) {
    out.append(byte: UInt8(ascii: "("))
    out.append(fixed: x, places: 1)
    out.append(", " as StaticString)
    out.append(fixed: y, places: 1)
    out.append(byte: UInt8(ascii: ")"))
  }

  /// One object, its keys in sorted order (the schema is documented in `docs/commands.md`).
  private func writeJSON(_ event: GestureEvent, time: Double, to out: OutputBuffer) {
    var w = JSONObjectWriter(out, numbers: .shortest)
    if case .swipe(let direction) = event.values { w.field("direction", direction.description) }
    w.field("recognizer", event.recognizer)
    switch event.values {
    case .pinch(let scale, _): w.field("scale", rounded(scale))
    case .rotation(let rotation, _): w.field("rotation", rounded(rotation))
    default: break
    }
    w.field("state", event.state.rawValue)
    if case .tap(_, let taps) = event.values { w.field("taps", taps) }
    w.field("time", rounded(time))
    w.field("touches", event.numberOfTouches)
    switch event.values {
    case .pinch(_, let velocity), .rotation(_, let velocity):
      w.field("velocity", rounded(velocity))
    case .pan(let translation, let velocity):
      w.field("translationX", rounded(translation.dx))
      w.field("translationY", rounded(translation.dy))
      w.field("velocityX", rounded(velocity.dx))
      w.field("velocityY", rounded(velocity.dy))
    case .longPress(_, let translation):
      w.field("translationX", rounded(translation.dx))
      w.field("translationY", rounded(translation.dy))
    case .swipe, .tap:
      break
    }
    w.field("x", rounded(event.location.x))
    w.field("y", rounded(event.location.y))
    w.close()
  }
}

/// `value` to six decimal places, so JSON output stays short and byte-for-byte stable.
private func rounded(_ value: Double) -> Double { (value * 1e6).rounded() / 1e6 }
