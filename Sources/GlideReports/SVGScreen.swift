import GlideAnimation
import GlideLab
import GlideSimulation

/// Draws a ``ViewTreeSnapshot`` as a phone: a rounded dark body around a black screen the size of the
/// scene's window, with every visible view as a rectangle in its colour, transformed and faded as
/// presented, and labelled with its name. Views outside the screen are clipped, as on a device.
struct SVGScreen {
  /// The screen, points.
  let size: Size
  /// Width of the whole phone on the page, pixels.
  let width: Double

  /// The bezel around the screen, points.
  var bezel: Double { (min(size.width, size.height) * 0.05).rounded() }
  /// The phone's height on the page for its width, pixels.
  var height: Double { width * (size.height + 2 * bezel) / (size.width + 2 * bezel) }

  /// The `<svg>` for `snapshot`; `id` names its clip path and its view group (`id-views`), which the
  /// page's script redraws when scrubbing.
  func svg(_ snapshot: ViewTreeSnapshot?, id: String) -> String {
    let (w, h, b) = (size.width, size.height, bezel)
    let box = [-b, -b, w + 2 * b, h + 2 * b].map { SVG.number($0, 2) }.joined(separator: " ")
    let screen = "x=\"0\" y=\"0\" width=\"\(SVG.number(w, 2))\" height=\"\(SVG.number(h, 2))\""
    let body =
      "x=\"\(SVG.number(-b, 2))\" y=\"\(SVG.number(-b, 2))\" width=\"\(SVG.number(w + 2 * b, 2))\" "
      + "height=\"\(SVG.number(h + 2 * b, 2))\" rx=\"\(SVG.number(b * 2.4, 1))\""
    return """
      <svg class="phone" id="\(id)" width="\(SVG.number(width, 2))" height="\(SVG.number(height, 2))" \
      viewBox="\(box)" role="img" aria-label="screen"><defs><clipPath id="\(id)-clip">\
      <rect \(screen) rx="\(SVG.number(b * 1.6, 1))"/></clipPath></defs><rect class="body" \(body)/>\
      <g clip-path="url(#\(id)-clip)"><rect class="glass" \(screen)/>\
      <g id="\(id)-views">\(views(snapshot, id: id))</g></g></svg>
      """
  }

  /// The drawn views, back to front; `id` prefixes the clip paths of curled pages (`id-curl-N`).
  func views(_ snapshot: ViewTreeSnapshot?, id: String) -> String {
    let nodes = snapshot?.nodes ?? []
    var out = ""
    // Curled pages whose subviews are being drawn: the node index that ends each, and what follows it.
    var open: [(end: Int, after: String)] = []
    for (index, node) in nodes.enumerated() {
      while let last = open.last, index >= last.end {
        out += "</g>" + last.after
        open.removeLast()
      }
      if node.pageCurl != nil, node.isShown, let curl = CurlOutline(page: node, paper: CurlOutline.paper(of: index, in: nodes)) {
        let clip = "\(id)-curl-\(index)"
        out += "<clipPath id=\"\(clip)\"><polygon points=\"\(Self.points(curl.flat))\"/></clipPath>"
          + "<g clip-path=\"url(#\(clip))\">"
        let opacity = node.effectiveAlpha < 0.999 ? " opacity=\"\(SVG.number(node.effectiveAlpha, 3))\"" : ""
        let pieces = curl.pieces.map { "<polygon points=\"\(Self.points($0.points))\" fill=\"\(SVG.hex($0.color))\"/>" }
        open.append((node.subtreeEnd(at: index, in: nodes), "<g class=\"curl\"\(opacity)>\(pieces.joined())</g>"))
      }
      if node.isDrawn { out += view(node, id: "\(id)-look-\(index)") }
    }
    for group in open.reversed() { out += "</g>" + group.after }
    return out
  }

  /// One view: its bounds through its bounds-to-window map, with its looks (``SVGLooks``, their ids
  /// prefixed by `id`) and its name in the middle; a view in perspective as its projected quad
  /// (``ViewOutline``), without its looks.
  private func view(_ node: ViewNode, id: String) -> String {
    let b = node.bounds
    let color = node.backgroundColor
    let fillOpacity = color.alpha < 0.999 ? " fill-opacity=\"\(SVG.number(color.alpha, 3))\"" : ""
    let opacity = node.effectiveAlpha < 0.999 ? " opacity=\"\(SVG.number(node.effectiveAlpha, 3))\"" : ""
    let fill = "fill=\"\(SVG.hex(color))\"\(fillOpacity)"
    let textFill = "fill=\"\(SVG.isLight(color) ? "#1c1c1e" : "#ffffff")\""
    let position = "x=\"\(SVG.number(b.midX, 2))\" y=\"\(SVG.number(b.midY, 2))\""
    if node.isProjected {
      guard let quad = ViewOutline.quad(node) else { return "" }
      let label =
        node.name.isEmpty
        ? ""
        : "<text transform=\"\(SVG.matrix(ViewOutline.labelTransform(node)))\" \(position) \(textFill)>"
          + "\(SVG.escape(node.name))</text>"
      return "<g\(opacity)><polygon points=\"\(Self.points(quad))\" \(fill)/>\(label)</g>"
    }
    let label = node.name.isEmpty ? "" : "<text \(position) \(textFill)>\(SVG.escape(node.name))</text>"
    let corners = node.cornerRadius > 0 ? " rx=\"\(SVG.number(node.cornerRadius, 2))\"" : ""
    let looks = node.looks.map { SVGLooks($0, bounds: b, cornerRadius: node.cornerRadius, id: id) } ?? SVGLooks()
    let defs = looks.defs.isEmpty ? "" : "<defs>\(looks.defs)</defs>"
    let mask = looks.mask.map { " mask=\"url(#\($0))\"" } ?? ""
    return """
      \(defs)<g transform="\(SVG.matrix(node.toWindow))"\(opacity)\(mask)>\(looks.under)<rect \
      x="\(SVG.number(b.minX, 2))" y="\(SVG.number(b.minY, 2))" width="\(SVG.number(b.width, 2))" \
      height="\(SVG.number(b.height, 2))" \(fill)\(corners)\(Self.shadowStyle(node.shadow))/>\(looks.over)\
      \(label)</g>
      """
  }

  /// A `style` attribute drawing a layer's shadow as CSS's `drop-shadow` (whose blur is twice the
  /// Gaussian's σ: `shadowRadius` × 2), or nothing.
  static func shadowStyle(_ shadow: ViewNode.Shadow?) -> String {
    shadow == nil ? "" : " style=\"filter: \(shadowFilter(shadow))\""
  }

  /// The CSS `filter` value of a layer's shadow: `drop-shadow(dx dy blur rgba(…))`.
  static func shadowFilter(_ shadow: ViewNode.Shadow?) -> String {
    guard let shadow else { return "none" }
    let colour = shadow.color
    let rgba =
      "rgba(\(Int((colour.red * 255).rounded())),\(Int((colour.green * 255).rounded())),"
      + "\(Int((colour.blue * 255).rounded())),\(SVG.number(colour.alpha * shadow.opacity, 3)))"
    return "drop-shadow(\(SVG.number(shadow.offset.width, 2))px \(SVG.number(shadow.offset.height, 2))px "
      + "\(SVG.number(shadow.radius * 2, 2))px \(rgba))"
  }

  /// An SVG `points` list, two decimals.
  static func points(_ polygon: [Point]) -> String {
    polygon.map { "\(SVG.number($0.x, 2)),\(SVG.number($0.y, 2))" }.joined(separator: " ")
  }
}

extension ViewNode {
  /// Whether the view is on screen at all (not hidden, turned away or transparent), whatever its colour:
  /// a clear view's subviews still show.
  var isShown: Bool { !isHidden && !isCulled && effectiveAlpha > 0.001 }

  /// The index after the last of the subviews (at any depth) of the node at `index` in `nodes`.
  func subtreeEnd(at index: Int, in nodes: [ViewNode]) -> Int {
    nodes[(index + 1)...].firstIndex { $0.depth <= depth } ?? nodes.count
  }
}
