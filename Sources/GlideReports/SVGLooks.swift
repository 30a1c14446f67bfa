import Foundation
import GlideAnimation
import GlideLab
import GlideSimulation

/// A layer's looks (`LayerLooks`) as SVG a browser draws them, in the layer's bounds coordinates
/// (inside the view's `<g transform>`): the material as a translucent tinted fill under the background,
/// then over it the gradient (a `<linearGradient>` or `<radialGradient>` filling the rounded bounds), the
/// image (a PNG data URI, or a labelled placeholder for a large one) and the shape (`<path>`); a mask as
/// a `<mask>` the whole view is drawn through. Numbers with at most two decimals, as the rest of the page.
struct SVGLooks {
  /// Definitions (gradient, mask, clip) to write before the view's group: SVG resolves `url(#…)` by id.
  var defs = ""
  /// Drawn before the view's background: the material.
  var under = ""
  /// Drawn after the view's background, before its label: gradient, image, shape.
  var over = ""
  /// The id of the `<mask>` the view's group is drawn through, if it has one.
  var mask: String?

  /// Images up to this many pixels are embedded as PNG; larger ones show as a placeholder, so a report
  /// that repeats a frame's image in every snapshot stays a reasonable size.
  static let maximumEmbeddedPixels = 128 * 128

  /// No looks: nothing to draw.
  init() {}

  /// The markup for `looks` of a layer of `bounds` (points) and `cornerRadius`; `id` prefixes its ids.
  init(_ looks: LayerLooks, bounds b: Rect, cornerRadius: Double, id: String) {
    let box = Self.box(b, cornerRadius: cornerRadius)
    if let material = looks.material {
      // SVG cannot portably blur what lies beneath an element (CSS's backdrop-filter is not SVG's), so the
      // material shows as its tint alone.
      under = "<rect class=\"material\" \(box) fill=\"\(SVG.hex(material.tintColor))\" "
        + "fill-opacity=\"\(SVG.number(material.tintAlpha, 3))\"/>"
    }
    if let gradient = looks.gradient, !gradient.colors.isEmpty {
      let name = "\(id)-gradient"
      defs += Self.gradient(gradient, in: b, id: name)
      over += "<rect class=\"gradient\" \(box) fill=\"url(#\(name))\"/>"
    }
    if let contents = looks.contents { over += Self.image(contents) }
    if let shape = looks.shape, let path = shape.path, !path.isEmpty { over += Self.shape(shape, path) }
    if let m = looks.mask {
      let name = "\(id)-mask"
      defs += "<mask id=\"\(name)\"><rect \(Self.box(m.frame, cornerRadius: m.cornerRadius)) fill=\"#ffffff\""
        + "\(m.alpha < 0.999 ? " fill-opacity=\"\(SVG.number(m.alpha, 3))\"" : "")/></mask>"
      mask = name
    }
  }

  // MARK: - Internals

  /// `x y width height` and `rx` when rounded.
  private static func box(_ r: Rect, cornerRadius: Double) -> String {
    let corners = cornerRadius > 0 ? " rx=\"\(SVG.number(cornerRadius, 2))\"" : ""
    return "x=\"\(SVG.number(r.minX, 2))\" y=\"\(SVG.number(r.minY, 2))\" width=\"\(SVG.number(r.width, 2))\" "
      + "height=\"\(SVG.number(r.height, 2))\"\(corners)"
  }

  /// An axial gradient from the start point to the end point; a radial one out from the start point to
  /// an ellipse whose radii are the end point's distances from it in x and y (a circle stretched by
  /// `gradientTransform`), as Core Animation's.
  private static func gradient(_ g: LayerGradient, in b: Rect, id: String) -> String {
    let (s, e) = (g.start(in: b), g.end(in: b))
    let stops = zip(g.colors, g.resolvedLocations).map { color, location in
      "<stop offset=\"\(SVG.number(location, 4))\" stop-color=\"\(SVG.hex(color))\""
        + "\(color.alpha < 0.999 ? " stop-opacity=\"\(SVG.number(color.alpha, 3))\"" : "")/>"
    }.joined()
    switch g.type {
    case .axial:
      return "<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(SVG.number(s.x, 2))\" "
        + "y1=\"\(SVG.number(s.y, 2))\" x2=\"\(SVG.number(e.x, 2))\" y2=\"\(SVG.number(e.y, 2))\">"
        + "\(stops)</linearGradient>"
    case .radial:
      let (rx, ry) = (abs(e.x - s.x), abs(e.y - s.y))
      let k = rx > 0 ? ry / rx : 1
      let stretch = "matrix(1 0 0 \(SVG.number(k, 4)) 0 \(SVG.number(s.y * (1 - k), 2)))"
      return "<radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" cx=\"\(SVG.number(s.x, 2))\" "
        + "cy=\"\(SVG.number(s.y, 2))\" r=\"\(SVG.number(rx > 0 ? rx : ry, 2))\" gradientTransform=\"\(stretch)\">"
        + "\(stops)</radialGradient>"
    }
  }

  /// The image where its gravity puts it, the `contentsRect` part of it (a nested `<svg>` whose view box
  /// is that part, in pixels): an embedded PNG, or for a large image a dashed box saying its size.
  private static func image(_ c: LayerLooks.Contents) -> String {
    let (w, h) = (c.image.width, c.image.height)
    let frame = box(c.frame, cornerRadius: 0)
    guard w * h <= maximumEmbeddedPixels else {
      let centre = "x=\"\(SVG.number(c.frame.midX, 2))\" y=\"\(SVG.number(c.frame.midY, 2))\""
      return "<g class=\"contents-placeholder\"><rect \(frame) fill=\"#8e8e93\" fill-opacity=\"0.25\" "
        + "stroke=\"#8e8e93\" stroke-dasharray=\"4 2\"/><text \(centre) fill=\"#8e8e93\">image \(w)×\(h) px"
        + "</text></g>"
    }
    let r = c.contentsRect
    let view = [r.minX * Double(w), r.minY * Double(h), r.width * Double(w), r.height * Double(h)]
      .map { SVG.number($0, 2) }.joined(separator: " ")
    let png = Data(PNGEncoding.png(c.image)).base64EncodedString()
    return "<svg class=\"contents\" \(frame) viewBox=\"\(view)\" preserveAspectRatio=\"none\">"
      + "<image width=\"\(w)\" height=\"\(h)\" href=\"data:image/png;base64,\(png)\"/></svg>"
  }

  /// The path filled and stroked in the shape's colours, width, caps, joins and dashes. A stroke from
  /// `strokeStart` to `strokeEnd` is a second path measured as 1 long (`pathLength`) and dashed to show
  /// that part alone (its own dash pattern, which SVG cannot combine with it, is left out).
  private static func shape(_ s: LayerShape, _ path: BezierPath) -> String {
    let d = " d=\"\(Self.d(path))\""
    let fill = paint("fill", s.fillColor) + (s.fillRule == .evenOdd ? " fill-rule=\"evenodd\"" : "")
    let filled = "<path class=\"shape\"\(d)\(fill) stroke=\"none\"/>"
    guard s.strokeColor.alpha > 0.001, s.lineWidth > 0 else { return filled }
    var stroke = paint("stroke", s.strokeColor) + " stroke-width=\"\(SVG.number(s.lineWidth, 2))\""
    if s.lineCap != .butt { stroke += " stroke-linecap=\"\(s.lineCap == .round ? "round" : "square")\"" }
    if s.lineJoin != .miter { stroke += " stroke-linejoin=\"\(s.lineJoin.rawValue)\"" }
    if s.miterLimit != 4 { stroke += " stroke-miterlimit=\"\(SVG.number(s.miterLimit, 2))\"" }
    let (start, end) = (min(max(s.strokeStart, 0), 1), min(max(s.strokeEnd, 0), 1))
    if start == 0 && end == 1 {
      if let dashes = s.lineDashPattern, !dashes.isEmpty {
        stroke += " stroke-dasharray=\"\(dashes.map { SVG.number($0, 2) }.joined(separator: " "))\""
        if s.lineDashPhase != 0 { stroke += " stroke-dashoffset=\"\(SVG.number(s.lineDashPhase, 2))\"" }
      }
      return "<path class=\"shape\"\(d)\(fill)\(stroke)/>"
    }
    let part = " pathLength=\"1\" stroke-dasharray=\"\(SVG.number(max(end - start, 0), 4)) 2\" "
      + "stroke-dashoffset=\"\(SVG.number(-start, 4))\""
    return filled + "<path class=\"stroke\"\(d) fill=\"none\"\(stroke)\(part)/>"
  }

  /// ` fill="#rrggbb"` (and its opacity when translucent), or ` fill="none"` for a clear colour.
  private static func paint(_ name: String, _ color: Color) -> String {
    guard color.alpha > 0.001 else { return " \(name)=\"none\"" }
    let opacity = color.alpha < 0.999 ? " \(name)-opacity=\"\(SVG.number(color.alpha, 3))\"" : ""
    return " \(name)=\"\(SVG.hex(color))\"\(opacity)"
  }

  /// The path's `d` attribute: M, L, Q, C and Z with two decimals.
  static func d(_ path: BezierPath) -> String {
    let n = { (p: Point) in "\(SVG.number(p.x, 2)) \(SVG.number(p.y, 2))" }
    return path.elements.map { element -> String in
      switch element {
      case .move(let p): "M\(n(p))"
      case .line(let p): "L\(n(p))"
      case .quadCurve(let p, let c): "Q\(n(c)) \(n(p))"
      case .curve(let p, let c1, let c2): "C\(n(c1)) \(n(c2)) \(n(p))"
      case .close: "Z"
      }
    }.joined(separator: " ")
  }
}
