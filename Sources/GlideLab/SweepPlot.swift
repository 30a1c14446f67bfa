import GlideSimulation
import GlideTraceTesting

/// The sweep's plot: the finish rate (finished / started) against the parameter, one dot per value
/// labelled with its counts, on a 0–100 % axis; a standalone SVG (its own style sheet, no fonts or
/// scripts from elsewhere) that browsers and README renderers show as is. Same result, same bytes.
public struct SweepPlot {
  public let result: SweepResult

  public static let width = 760.0
  /// Room a count label needs, pixels.
  static let labelWidth = 38.0
  public static let height = 400.0
  static let margin = (left: 64.0, right: 24.0, top: 58.0, bottom: 56.0)

  public init(result: SweepResult) { self.result = result }

  /// The whole `<svg>` document.
  public func svg() -> String {
    let (w, h) = (Int(Self.width), Int(Self.height))
    var parts = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" id=\"sweep\" width=\"\(w)\" height=\"\(h)\" "
        + "viewBox=\"0 0 \(w) \(h)\" role=\"img\" aria-label=\"\(SVG.escape(title))\">",
      "<style>" + Self.style + "</style>",
      SVG.rect("background", x: 0, y: 0, width: Self.width, height: Self.height),
      SVG.text("title", x: Self.margin.left, y: 24, title),
      SVG.text("subtitle", x: Self.margin.left, y: 42, subtitle),
    ]
    parts.append(axes())
    parts.append(series())
    if let first = result.values.first {
      parts.append(
        SVG.circle("point flipped", x: 12, y: Self.height - 18, r: 4)
          + SVG.text("subtitle", x: 20, y: Self.height - 14, "some traces flip relative to \(first)"))
    }
    return parts.joined(separator: "\n") + "\n</svg>\n"
  }

  // MARK: - Internals

  private var title: String { "\(result.rule): traces that finish against \(result.parameter.name)" }

  private var subtitle: String {
    let starting = result.readable.filter { $0.outcomes.contains { $0 != .none } }
    let counts = SweepResult.scenarioCounts(starting)
    return "\(starting.count) of \(result.readable.count) traces start a transition: \(counts)"
  }

  private var plot: (x0: Double, x1: Double, y0: Double, y1: Double) {
    let m = Self.margin
    return (m.left, Self.width - m.right, Self.height - m.bottom, m.top)
  }

  private var numbers: [Double] { result.values.map { Double($0) ?? 0 } }

  private var x: LinearScale {
    let low = numbers.min() ?? 0
    let high = numbers.max() ?? 1
    let pad = high > low ? (high - low) * 0.04 : 0.5
    return LinearScale(domain: (low - pad)...(high + pad), from: plot.x0, to: plot.x1)
  }

  private var y: LinearScale { LinearScale(domain: 0...1, from: plot.y0, to: plot.y1) }

  private func axes() -> String {
    let p = plot
    var out = "<g class=\"axes\">" + SVG.rect("frame", x: p.x0, y: p.y1, width: p.x1 - p.x0, height: p.y0 - p.y1)
    for tick in stride(from: 0.0, through: 1.0, by: 0.25) {
      out += SVG.line("grid", x1: p.x0, y1: y(tick), x2: p.x1, y2: y(tick))
      out += SVG.text("tick", x: p.x0 - 6, y: y(tick) + 4, anchor: "end", "\(Int(tick * 100)) %")
    }
    for tick in SVG.ticks(x.domain, count: 8) {
      out += SVG.line("axis-tick", x1: x(tick), y1: p.y0, x2: x(tick), y2: p.y0 + 5)
      out += SVG.text("tick", x: x(tick), y: p.y0 + 18, anchor: "middle", SVG.number(tick, 6))
    }
    let unit = result.parameter.unit.isEmpty ? "" : " (\(result.parameter.unit))"
    out += SVG.text("label", x: (p.x0 + p.x1) / 2, y: Self.height - 14, anchor: "middle", result.parameter.name + unit)
    out += "<text class=\"label\" transform=\"translate(16 \(SVG.number((p.y0 + p.y1) / 2, 1))) rotate(-90)\" "
      + "text-anchor=\"middle\">finish rate (of traces with a transition)</text>"
    return out + "</g>"
  }

  private func series() -> String {
    let rows = result.rows
    let points = zip(numbers, rows).compactMap { value, row in row.rate.map { (x(value), y($0)) } }
    var out = "<polyline class=\"rate\" points=\""
      + points.map { "\(SVG.number($0.0, 1)),\(SVG.number($0.1, 1))" }.joined(separator: " ") + "\"/>"
    // Counts where they change, and not closer than a label's width to the previous one.
    var previous: (finished: Int, x: Double)?
    for (value, row) in zip(numbers, rows) {
      guard let rate = row.rate else { continue }
      out += SVG.circle(row.flips.isEmpty ? "point" : "point flipped", x: x(value), y: y(rate), r: 4)
      if previous.map({ $0.finished != row.finished && x(value) - $0.x >= Self.labelWidth }) ?? true {
        out += SVG.text("count", x: x(value), y: y(rate) - 9, anchor: "middle", "\(row.finished)/\(row.started)")
        previous = (row.finished, x(value))
      }
    }
    return out
  }

  static let style = """
    .background { fill: #fff; } .frame { fill: none; stroke: #ced4da; } .grid { stroke: #e9ecef; } \
    .axis-tick { stroke: #adb5bd; } \
    text { font-family: system-ui, -apple-system, "Segoe UI", "DejaVu Sans", sans-serif; fill: #495057; } \
    .title { font-size: 15px; font-weight: 600; fill: #212529; } .subtitle { font-size: 11px; } \
    .tick { font-size: 10px; fill: #868e96; } .label { font-size: 12px; } .count { font-size: 10px; } \
    .rate { fill: none; stroke: #0a58ca; stroke-width: 2.5; stroke-linejoin: round; } \
    .point { fill: #0a58ca; stroke: #fff; stroke-width: 1.5; } .point.flipped { fill: #e8590c; }
    """
}
