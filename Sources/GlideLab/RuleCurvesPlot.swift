import GlideSimulation
import GlideTraceTesting

/// The rules' completion curves overlaid on one plot (for `glide report --rules`): the presented
/// percent against seconds since the release, one labelled line per rule, the release marked at 0.
/// An `<svg id="rule-curves">` with its own style sheet (class names prefixed `rc-`), so the page
/// around it needs nothing new. Same rows, same bytes.
public struct RuleCurvesPlot {
  public let rows: [RuleComparison.Row]

  public static let width = 1160.0
  public static let height = 300.0
  static let margin = (left: 64.0, right: 250.0, top: 34.0, bottom: 30.0)
  /// One colour per rule, in `FinishRule.all` order (a rule outside it gets grey).
  static let palette = ["#0a58ca", "#2b8a3e", "#e8590c", "#ae3ec9", "#c92a2a", "#1098ad", "#5c940d"]
  /// Dash patterns by position, so curves that coincide (rules deciding alike) stay visible.
  static let dashes = ["", "9 5", "2 4", "12 4 2 4", "5 5", "1 5", "14 8"]

  public init(rows: [RuleComparison.Row]) { self.rows = rows }

  /// The `<svg>` element.
  public func svg() -> String {
    let (w, h) = (Int(Self.width), Int(Self.height))
    var parts = [
      "<svg id=\"rule-curves\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\" role=\"img\" "
        + "aria-label=\"completion curves by rule\">",
      "<style>" + Self.style + "</style>",
      SVG.rect("rc-bg", x: 0, y: 0, width: Self.width, height: Self.height),
      SVG.text("rc-title", x: Self.margin.left, y: 20, "completion by rule: percent on screen after the release"),
    ]
    parts.append(axes())
    for (index, row) in rows.enumerated() { parts.append(curve(row, index: index)) }
    return parts.joined(separator: "\n") + "\n</svg>"
  }

  // MARK: - Internals

  private var box: (x0: Double, x1: Double, y0: Double, y1: Double) {
    let m = Self.margin
    return (m.left, Self.width - m.right, Self.height - m.bottom, m.top)
  }

  /// Seconds since the release, to the longest completion (at least 0.1 s).
  var x: LinearScale {
    let end = rows.flatMap { $0.curve.map(\.time) }.max() ?? 0
    return LinearScale(domain: 0...max(end * 1.04, 0.1), from: box.x0, to: box.x1)
  }

  var y: LinearScale { LinearScale(domain: -0.04...1.04, from: box.y0, to: box.y1) }

  private func axes() -> String {
    let b = box
    var out = "<g class=\"rc-axes\">" + SVG.rect("rc-frame", x: b.x0, y: b.y1, width: b.x1 - b.x0, height: b.y0 - b.y1)
    for tick in stride(from: 0.0, through: 1.0, by: 0.25) {
      out += SVG.line("rc-grid", x1: b.x0, y1: y(tick), x2: b.x1, y2: y(tick))
      out += SVG.text("rc-tick", x: b.x0 - 6, y: y(tick) + 4, anchor: "end", SVG.number(tick, 2))
    }
    for tick in SVG.ticks(x.domain, count: 10) {
      out += SVG.line("rc-axis-tick", x1: x(tick), y1: b.y0, x2: x(tick), y2: b.y0 + 4)
      out += SVG.text("rc-tick", x: x(tick), y: b.y0 + 16, anchor: "middle", "\(SVG.number(tick, 3)) s")
    }
    out += SVG.line("rc-release", x1: x(0), y1: b.y1, x2: x(0), y2: b.y0)
    out += SVG.text("rc-release-label", x: x(0) + 4, y: b.y0 - 6, "release")
    return out + "</g>"
  }

  private func curve(_ row: RuleComparison.Row, index: Int) -> String {
    let color = Self.color(for: row.rule)
    let legendY = box.y1 + 8 + 18 * Double(index)
    var label = "\(row.rule): \(row.summary.outcome.rawValue)"
    if let duration = row.summary.handOff?.completionDuration { label += " in \(SVG.number(duration, 3)) s" }
    var out = "<g class=\"rc-rule\" data-rule=\"\(SVG.escape(row.rule))\">"
    let dash = Self.dashes[index % Self.dashes.count]
    out += "<line class=\"rc-key\" x1=\"\(n(box.x1 + 16))\" y1=\"\(n(legendY))\" x2=\"\(n(box.x1 + 38))\" "
      + "y2=\"\(n(legendY))\" stroke=\"\(color)\"\(dash.isEmpty ? "" : " stroke-dasharray=\"\(dash)\"")/>"
    out += SVG.text("rc-label", x: box.x1 + 44, y: legendY + 4, row.curve.isEmpty ? row.rule + ": no release" : label)
    guard let first = row.curve.first else { return out + "</g>" }
    let points = row.curve.map { "\(n(x($0.time))),\(n(y($0.percent)))" }.joined(separator: " ")
    let dashAttribute = dash.isEmpty ? "" : " stroke-dasharray=\"\(dash)\""
    out += "<polyline class=\"rc-curve\" stroke=\"\(color)\"\(dashAttribute) points=\"\(points)\"/>"
    out += "<circle class=\"rc-start\" fill=\"\(color)\" cx=\"\(n(x(first.time)))\" cy=\"\(n(y(first.percent)))\" r=\"3.5\"/>"
    return out + "</g>"
  }

  static func color(for rule: String) -> String {
    guard let index = FinishRule.all.firstIndex(where: { $0.name == rule }) else { return "#868e96" }
    return palette[index % palette.count]
  }

  private func n(_ value: Double) -> String { SVG.number(value, 1) }

  static let style = """
    .rc-bg { fill: #fff; } .rc-frame { fill: none; stroke: #dee2e6; } .rc-grid { stroke: #f1f3f5; } \
    .rc-axis-tick { stroke: #adb5bd; } .rc-tick { font-size: 10px; fill: #868e96; } \
    .rc-title { font-size: 11px; font-weight: 600; fill: #343a40; } \
    .rc-release { stroke: #495057; stroke-width: 1.5; stroke-dasharray: 5 3; } \
    .rc-release-label { font-size: 11px; font-weight: 600; fill: #495057; } \
    .rc-curve { fill: none; stroke-width: 2.5; stroke-linejoin: round; stroke-linecap: round; opacity: 0.9; } \
    .rc-key { stroke-width: 3; } .rc-label { font-size: 11px; fill: #343a40; } .rc-start { stroke: #fff; }
    """
}
