import GlideSimulation
import GlideAnimation

/// A demo's log as text (one line a record, the followed layers indented under their frame) or JSON
/// Lines (one object a record). Fixed decimals: the same demo gives the same bytes on every machine.
public enum DemoLogFormatter {
  /// The readable lines of `record` (a frame: its line, then one per followed layer).
  public static func text(_ record: DemoRecord) -> String {
    let time = LogFormatting.fixed(record.time, 3) + " s"
    switch record.kind {
    case .input(let input):
      return "\(time)  \(describe(input))"
    case .frame(let number, let layers):
      let lines = layers.map { layer in
        var line = "  \(layer.name): position (\(LogFormatting.fixed(layer.position.x, 2)), "
          + "\(LogFormatting.fixed(layer.position.y, 2))), rotation \(LogFormatting.fixed(layer.rotation * 180 / .pi, 2))°, "
          + "scale \(LogFormatting.fixed(layer.scale, 3)), opacity \(LogFormatting.fixed(layer.opacity, 3)), "
          + "colour \(hex(layer.backgroundColor))"
        if layer.isHidden { line += ", hidden" }
        return line
      }
      return (["\(time)  frame \(number)"] + lines).joined(separator: "\n")
    }
  }

  /// `record` as one JSON object.
  public static func json(_ record: DemoRecord) -> String {
    var pairs: [(String, String)] = [("time", LogFormatting.fixed(record.time))]
    switch record.kind {
    case .input(let input):
      pairs.insert(("type", LogFormatting.json("input")), at: 0)
      switch input {
      case .tap(let point):
        pairs += [("input", LogFormatting.json("tap")), ("x", LogFormatting.fixed(point.x)), ("y", LogFormatting.fixed(point.y))]
      case .drag(let phase, let location, let translation):
        pairs += [
          ("input", LogFormatting.json("drag")), ("phase", LogFormatting.json(phase.rawValue)),
          ("x", LogFormatting.fixed(location.x)), ("y", LogFormatting.fixed(location.y)),
          ("dx", LogFormatting.fixed(translation.dx)), ("dy", LogFormatting.fixed(translation.dy)),
        ]
      }
    case .frame(let number, let layers):
      pairs.insert(("type", LogFormatting.json("frame")), at: 0)
      pairs.append(("frame", "\(number)"))
      let objects = layers.map { layer in
        let colour = layer.backgroundColor
        return LogFormatting.object([
          ("name", LogFormatting.json(layer.name)),
          ("x", LogFormatting.fixed(layer.position.x)), ("y", LogFormatting.fixed(layer.position.y)),
          ("width", LogFormatting.fixed(layer.size.width)), ("height", LogFormatting.fixed(layer.size.height)),
          ("rotation", LogFormatting.fixed(layer.rotation)), ("scale", LogFormatting.fixed(layer.scale)),
          ("opacity", LogFormatting.fixed(layer.opacity)),
          ("colour", "[" + [colour.red, colour.green, colour.blue, colour.alpha].map { LogFormatting.fixed($0) }.joined(separator: ",") + "]"),
          ("hidden", layer.isHidden ? "true" : "false"),
        ])
      }
      pairs.append(("layers", "[" + objects.joined(separator: ",") + "]"))
    }
    return LogFormatting.object(pairs)
  }

  /// `tap at (195.0, 400.0)`, `drag changed at (…) by (…)`.
  public static func describe(_ input: DemoInput.Kind) -> String {
    switch input {
    case .tap(let point):
      return "tap at (\(LogFormatting.fixed(point.x, 1)), \(LogFormatting.fixed(point.y, 1)))"
    case .drag(let phase, let location, let translation):
      return "drag \(phase.rawValue) at (\(LogFormatting.fixed(location.x, 1)), \(LogFormatting.fixed(location.y, 1))) "
        + "by (\(LogFormatting.fixed(translation.dx, 1)), \(LogFormatting.fixed(translation.dy, 1)))"
    }
  }

  /// `#RRGGBB` (`SVG.hex(_:)` in capitals), or `#RRGGBBAA` when not opaque.
  static func hex(_ colour: Color) -> String {
    let rgb = SVG.hex(colour).uppercased()
    guard colour.alpha < 1 else { return rgb }
    let alpha = Int((min(max(colour.alpha, 0), 1) * 255).rounded())
    let digits = Array("0123456789ABCDEF")
    return rgb + String([digits[alpha / 16], digits[alpha % 16]])
  }
}
