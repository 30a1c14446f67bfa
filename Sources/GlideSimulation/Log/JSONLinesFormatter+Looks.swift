import GlideAnimation
import GlideOutput

/// A frame's view's looks in the JSON log, each object only where the layer has that look, with Core
/// Animation's names: colours as `[red, green, blue, alpha]` (0…1), points as `[x, y]` and rectangles as
/// `[x, y, width, height]` in the layer's bounds coordinates (points), six decimals as every number.
extension JSONLinesFormatter {
  /// `"gradient"`, `"shape"`, `"contents"` and `"contentsGravity"`, `"mask"`, `"material"`.
  static func lookFields(_ looks: LayerLooks, into w: inout JSONObjectWriter) {
    let out = w.out
    if let gradient = looks.gradient {
      w.key("gradient")
      var inner = JSONObjectWriter(out, numbers: .fixed(places: 6))
      inner.field("type", gradient.type.rawValue)
      inner.array("colors", gradient.colors) { numbers(components($0), to: out) }
      if let locations = gradient.locations { inner.array("locations", locations) { out.append(fixed: $0, places: 6) } }
      inner.key("startPoint")
      numbers([gradient.startPoint.x, gradient.startPoint.y], to: out)
      inner.key("endPoint")
      numbers([gradient.endPoint.x, gradient.endPoint.y], to: out)
      inner.close()
    }
    if let shape = looks.shape {
      w.key("shape")
      shapeObject(shape, to: out)
    }
    if let contents = looks.contents {
      w.key("contents")
      var inner = JSONObjectWriter(out, numbers: .fixed(places: 6))
      inner.field("width", contents.image.width)
      inner.field("height", contents.image.height)
      inner.close()
      w.field("contentsGravity", contents.gravity.rawValue)
    }
    if let mask = looks.mask {
      w.key("mask")
      var inner = JSONObjectWriter(out, numbers: .fixed(places: 6))
      inner.field("x", mask.frame.minX)
      inner.field("y", mask.frame.minY)
      inner.field("width", mask.frame.width)
      inner.field("height", mask.frame.height)
      inner.close()
    }
    if let material = looks.material { w.field("material", material.style.rawValue) }
  }

  /// `{"elements":…,"bounds":[…],"fillColor":[…],"strokeColor":[…],"lineWidth":…,"strokeStart":…,
  /// "strokeEnd":…}`: the path's element count and the box of its points (none for no path), and the
  /// dash pattern, `"lineDashPattern":[…]`, when there is one.
  private static func shapeObject(_ shape: LayerShape, to out: OutputBuffer) {
    var w = JSONObjectWriter(out, numbers: .fixed(places: 6))
    w.field("elements", shape.path?.elements.count ?? 0)
    if let box = shape.path?.controlBounds {
      w.key("bounds")
      numbers([box.minX, box.minY, box.width, box.height], to: out)
    }
    w.key("fillColor")
    numbers(components(shape.fillColor), to: out)
    w.key("strokeColor")
    numbers(components(shape.strokeColor), to: out)
    w.field("lineWidth", shape.lineWidth)
    w.field("strokeStart", shape.strokeStart)
    w.field("strokeEnd", shape.strokeEnd)
    if let dashes = shape.lineDashPattern { w.array("lineDashPattern", dashes) { out.append(fixed: $0, places: 6) } }
    w.close()
  }

  private static func components(_ c: Color) -> [Double] { [c.red, c.green, c.blue, c.alpha] }

  /// `[a,b,…]`, six decimals.
  private static func numbers(_ values: [Double], to out: OutputBuffer) {
    out.append(byte: UInt8(ascii: "["))
    for (index, value) in values.enumerated() {
      if index > 0 { out.append(byte: UInt8(ascii: ",")) }
      out.append(fixed: value, places: 6)
    }
    out.append(byte: UInt8(ascii: "]"))
  }
}
