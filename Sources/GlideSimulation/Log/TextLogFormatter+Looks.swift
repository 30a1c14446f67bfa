import GlideAnimation
import GlideOutput

/// A frame's view's looks in the readable log, after its frame, scale, rotation, alpha and shadow, each
/// only where the layer has it: colours as `#rrggbb` (`#rrggbbaa` when not opaque), rectangles in the
/// layer's bounds coordinates, points.
extension TextLogFormatter {
  /// " gradient axial [#ff0000 0.00, #0000ff 1.00] (0.50, 0.00)→(0.50, 1.00)" (each colour's location
  /// when `locations` is set), " shape 5 elements (0.0, 0.0 100.0×50.0) fill #ff0000 stroke #000000
  /// lineWidth 2 strokeStart 0.00 strokeEnd 0.75", " contents 64×48 px resizeAspect",
  /// " mask (10.0, 10.0 80.0×80.0)", " material systemMaterial".
  static func looks(_ looks: LayerLooks, to out: OutputBuffer) {
    if let gradient = looks.gradient { self.gradient(gradient, to: out) }
    if let shape = looks.shape { self.shape(shape, to: out) }
    if let contents = looks.contents {
      out.append(" contents " as StaticString)
      out.append(contents.image.width)
      out.append("×" as StaticString)
      out.append(contents.image.height)
      out.append(" px " as StaticString)
      out.append(contents.gravity.rawValue)
    }
    if let mask = looks.mask {
      out.append(" mask " as StaticString)
      rect(mask.frame, to: out)
    }
    if let material = looks.material {
      out.append(" material " as StaticString)
      out.append(material.style.rawValue)
    }
  }

  private static func gradient(_ gradient: LayerGradient, to out: OutputBuffer) {
    out.append(" gradient " as StaticString)
    out.append(gradient.type.rawValue)
    out.append(" [" as StaticString)
    for (index, color) in gradient.colors.enumerated() {
      if index > 0 { out.append(", " as StaticString) }
      hex(color, to: out)
      if let locations = gradient.locations, index < locations.count {
        out.append(byte: UInt8(ascii: " "))
        out.append(fixed: locations[index], places: 2)
      }
    }
    out.append("] " as StaticString)
    pair(gradient.startPoint.x, gradient.startPoint.y, places: 2, to: out)
    out.append("→" as StaticString)
    pair(gradient.endPoint.x, gradient.endPoint.y, places: 2, to: out)
  }

  private static func shape(_ shape: LayerShape, to out: OutputBuffer) {
    out.append(" shape " as StaticString)
    out.append(shape.path?.elements.count ?? 0)
    out.append(" elements" as StaticString)
    if let box = shape.path?.controlBounds {
      out.append(byte: UInt8(ascii: " "))
      rect(box, to: out)
    }
    out.append(" fill " as StaticString)
    hex(shape.fillColor, to: out)
    out.append(" stroke " as StaticString)
    hex(shape.strokeColor, to: out)
    out.append(" lineWidth " as StaticString)
    out.append(fixed: shape.lineWidth, places: 1, trimmingZeros: true)
    out.append(" strokeStart " as StaticString)
    out.append(fixed: shape.strokeStart, places: 2)
    out.append(" strokeEnd " as StaticString)
    out.append(fixed: shape.strokeEnd, places: 2)
  }

  /// `#rrggbb`, and the alpha's two digits when it is below 255 as a byte.
  private static func hex(_ color: Color, to out: OutputBuffer) {
    let digits: StaticString = "0123456789abcdef"
    let byte = { (value: Double) in Int((min(max(value, 0), 1) * 255).rounded()) }
    out.append(byte: UInt8(ascii: "#"))
    let alpha = byte(color.alpha)
    for value in [byte(color.red), byte(color.green), byte(color.blue)] + (alpha < 255 ? [alpha] : []) {
      out.append(byte: digits.utf8Start[value >> 4])
      out.append(byte: digits.utf8Start[value & 15])
    }
  }
}
