import GlideAnimation
public import GlideLab
import GlideSimulation

/// `glide report`'s page: one self-contained HTML file (inline CSS, SVG and a little vanilla script; no
/// fonts, images or scripts from anywhere else) with a header, the timeline plot (`SVGPlot`), a
/// filmstrip of the screens at chosen times, a scrubber that shows the view tree at any frame, and
/// the scenario's parameters. The same data and filmstrip give the same bytes.
///
/// The top of the page has a fixed layout (``Layout``) so that a screenshot can be checked against it:
/// the plot, then the filmstrip's phones in rows of ``Layout/cellsPerRow``.
public struct HTMLReport {
  public let data: ReportData
  public let filmstrip: [FilmstripCell]
  /// The rules' completion curves, drawn under the timeline when given (`glide report --rules`); the
  /// filmstrip and the scrubber move down by ``ruleCurvesShift``. Without them the page is unchanged.
  public let ruleCurves: RuleCurvesPlot?

  /// A report of `data` with `filmstrip` (by default ``ReportData/filmstrip(at:)``'s choice), and the
  /// rules' completion curves when `ruleCurves` is given.
  public init(data: ReportData, filmstrip: [FilmstripCell]? = nil, ruleCurves: RuleCurvesPlot? = nil) {
    self.data = data
    self.filmstrip = filmstrip ?? data.filmstrip()
    self.ruleCurves = ruleCurves
  }

  /// How far the rule curves push the filmstrip and the scrubber down, pixels (0 without them).
  public var ruleCurvesShift: Double { ruleCurves == nil ? 0 : RuleCurvesPlot.height + 8 }

  /// The filmstrip's heading: ``Layout/filmstripTop`` below the rule curves.
  private var filmstripTop: Double { Layout.filmstripTop + ruleCurvesShift }

  /// Where things are on the page, pixels from its top-left corner (CSS pixels).
  public enum Layout {
    public static let margin = 20.0
    public static let headerHeight = 78.0
    /// The timeline's `<svg>`.
    public static let plotTop = headerHeight
    public static let plotWidth = SVGPlot.width
    public static let plotHeight = SVGPlot.height
    /// The panels inside the plot: from the top of the first to the bottom of the last, and the x
    /// range the time axis spans, relative to the plot's top-left corner.
    public static let panelsTop = SVGPlot.top
    public static let panelsBottom =
      SVGPlot.top + SVGPlot.panelHeights.value + SVGPlot.panelHeights.percent + SVGPlot.panelHeights.velocity
      + 2 * SVGPlot.gap
    public static let panelsLeft = SVGPlot.left
    public static let panelsRight = SVGPlot.width - SVGPlot.right
    /// The filmstrip: its heading, then cells of `cellWidth`, `cellGap` apart, each a phone
    /// `phoneWidth` wide centred at the top of the cell, with a caption below.
    public static let filmstripTop = plotTop + plotHeight + 8
    public static let cellsTop = filmstripTop + 26
    public static let cellWidth = 150.0
    public static let cellGap = 12.0
    public static let cellsPerRow = 7
    public static let phoneWidth = 132.0
    public static let captionHeight = 52.0
  }

  /// The series' colours, as `#rrggbb`, for checking a screenshot.
  public static let seriesColors: [String: String] = [
    "value": SVGPlot.colors.value, "percent": SVGPlot.colors.percent, "velocity": SVGPlot.colors.velocity,
    "finish": SVGPlot.colors.finish, "cancel": SVGPlot.colors.cancel,
  ]

  /// The phone's height for `Layout.phoneWidth`, pixels.
  public var phoneHeight: Double { SVGScreen(size: data.screenSize, width: Layout.phoneWidth).height }

  /// The filmstrip cell `index`'s top-left corner on the page, pixels.
  public func cellOrigin(_ index: Int) -> (x: Double, y: Double) {
    let row = index / Layout.cellsPerRow
    let column = index % Layout.cellsPerRow
    return (
      Layout.margin + Double(column) * (Layout.cellWidth + Layout.cellGap),
      Layout.cellsTop + ruleCurvesShift + Double(row) * (phoneHeight + Layout.captionHeight + Layout.cellGap)
    )
  }

  /// Where the scrubber starts: the frame at the last release, or the last frame.
  public var initialFrame: Int? {
    guard !data.snapshots.isEmpty else { return nil }
    return data.releaseTimes.last.map { data.snapshotIndex(at: $0) } ?? data.snapshots.count - 1
  }

  /// The page.
  public func html() -> String {
    let rows = (filmstrip.count + Layout.cellsPerRow - 1) / Layout.cellsPerRow
    let filmHeight = Double(max(rows, 1)) * (phoneHeight + Layout.captionHeight + Layout.cellGap) + 26
    let scrubTop = filmstripTop + filmHeight + 12
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(SVG.escape("glide report: \(data.scenario), \(data.summary.outcome.rawValue)"))</title>
      <style>
      \(HTMLReportStyle.css(layout: (phoneHeight, scrubTop)))
      </style>
      </head>
      <body>
      <main id="report">
      \(header())
      <section id="plot" style="top:\(px(Layout.plotTop))">
      \(SVGPlot(data: data, filmstrip: filmstrip, cursor: initialFrame).svg())
      </section>
      \(ruleCurvesSection())\(filmstripSection())
      \(scrubberSection(top: scrubTop))
      </main>
      <script type="application/json" id="glide-frames">\(frameJSON)</script>
      <script>
      \(HTMLReportScript.source)
      </script>
      </body>
      </html>

      """
  }

  // MARK: - Sections

  private var frameJSON: String {
    HTMLReportScript.json(data: data, plot: plotGeometry, initial: initialFrame)
  }

  private func header() -> String {
    let s = data.summary
    var facts: [String] = []
    if let t = s.releaseTime, let p = s.percentAtRelease {
      let v = s.velocityAtRelease.map { ", velocity \(SVG.number($0, 3))/s" } ?? ""
      facts.append("released at \(SVG.number(t, 4)) s, percent \(SVG.number(p, 3))\(v)")
    }
    if let d = s.decision { facts.append("decision: \(d)") }
    if let c = s.completionTime { facts.append("completed at \(SVG.number(c, 4)) s") }
    facts.append("transitions: \(s.transitionsStarted) started, \(s.transitionsEnded) ended")
    facts.append("\(s.frames) display frames")
    let trace = "trace \(data.trace) · \(SVG.number(data.framesPerSecond, 2)) fps · \(s.policy)"
    return """
      <header style="top:0;height:\(px(Layout.headerHeight))">
      <h1>glide report <span class="scenario">\(SVG.escape(data.scenario))</span> \
      <span class="outcome \(s.outcome.rawValue)">\(s.outcome.rawValue)</span></h1>
      <p class="facts">\(SVG.escape(facts.joined(separator: " · ")))</p>
      <p class="trace">\(SVG.escape(trace))</p>
      </header>
      """
  }

  /// The rule curves' section and a line break, or nothing.
  private func ruleCurvesSection() -> String {
    guard let ruleCurves else { return "" }
    let top = Layout.plotTop + Layout.plotHeight + 8
    return "<section id=\"rules\" style=\"top:\(px(top))\">\n\(ruleCurves.svg())\n</section>\n"
  }

  private func filmstripSection() -> String {
    let screen = SVGScreen(size: data.screenSize, width: Layout.phoneWidth)
    var cells = ""
    for (index, cell) in filmstrip.enumerated() {
      let (x, y) = cellOrigin(index)
      let snapshot = data.snapshots[cell.snapshot]
      let percent = snapshot.percent.map { "percent \(SVG.number($0, 3))" } ?? "no transition"
      let label = cell.label.isEmpty ? "" : " · \(cell.label)"
      let time = SVG.number(cell.requested, 4)
      let shown =
        abs(snapshot.time - cell.requested) > 1e-6
        ? "<br><span class=\"shown\">frame at \(SVG.number(snapshot.time, 4)) s</span>" : ""
      cells += """
        <figure class="cell" data-frame="\(cell.snapshot)" style="left:\(px(x - Layout.margin));\
        top:\(px(y - filmstripTop))">\(screen.svg(snapshot, id: "film-\(index)"))\
        <figcaption><b>\(index + 1)</b> \(time) s\(SVG.escape(label))<br>\
        \(percent)\(shown)</figcaption></figure>

        """
    }
    return """
      <section id="filmstrip" style="top:\(px(filmstripTop))">
      <h2>Filmstrip</h2>
      \(cells)</section>
      """
  }

  private func scrubberSection(top: Double) -> String {
    let screen = SVGScreen(size: data.screenSize, width: 240)
    let count = data.snapshots.count
    let initial = initialFrame ?? 0
    let snapshot = data.snapshots.isEmpty ? nil : data.snapshots[initial]
    let label = SVG.escape(frameLabel(initial))
    return """
      <section id="scrubber" style="top:\(px(top))">
      <h2>View tree at any frame</h2>
      <div class="controls"><button id="prev" type="button">◀</button>\
      <input id="scrub" type="range" min="0" max="\(max(count - 1, 0))" value="\(initial)" step="1">\
      <button id="next" type="button">▶</button> <span id="scrub-label">\(label)</span></div>
      <div class="scrub-body">\(screen.svg(snapshot, id: "scrub-phone"))
      <table id="scrub-tree"><thead><tr><th>view</th><th>x</th><th>y</th><th>width</th><th>height</th>\
      <th>scale</th><th>rotation</th><th>alpha</th></tr></thead>\
      <tbody>\(treeRows(initial))</tbody></table></div>
      \(parametersTable())
      </section>
      """
  }

  private func frameLabel(_ index: Int) -> String {
    guard index < data.snapshots.count else { return "no frames" }
    let s = data.snapshots[index]
    let percent = s.percent.map { "percent \(SVG.number($0, 4))" } ?? "no transition in flight"
    let time = SVG.number(s.time, 4)
    return "frame \(index + 1) of \(data.snapshots.count) · \(time) s · \(s.source.rawValue) · \(percent)"
  }

  /// The table rows for snapshot `index` (the script makes the same rows when scrubbing).
  private func treeRows(_ index: Int) -> String {
    guard index < data.snapshots.count else { return "" }
    return data.snapshots[index].nodes.map { node in
      let parts = node.transform.decomposition
      let cells =
        [
          node.frame.minX, node.frame.minY, node.frame.width, node.frame.height,
        ].map { SVG.number($0, 1) } + [
          SVG.number(parts.scaleX, 3), SVG.number(parts.rotation, 3), SVG.number(node.alpha, 2),
        ]
      let name = node.name.isEmpty ? "(unnamed)" : node.name
      let hidden = node.isHidden ? " class=\"hidden\"" : ""
      let swatch = node.backgroundColor.alpha > 0.001 ? SVG.hex(node.backgroundColor) : "transparent"
      return "<tr\(hidden)><td style=\"padding-left:\(node.depth * 14 + 4)px\"><i style=\"background:"
        + "\(swatch)\"></i>\(SVG.escape(name))</td>"
        + cells.map { "<td>\($0)</td>" }.joined() + "</tr>"
    }.joined()
  }

  private func parametersTable() -> String {
    let rows = data.parameters.map {
      let value = $0.unit.isEmpty ? $0.value : "\($0.value) \($0.unit)"
      return "<tr><td>\(SVG.escape($0.name))</td><td>\(SVG.escape(value))</td></tr>"
    }.joined()
    let notes = data.events.compactMap { event -> String? in
      guard case .note(let text) = event.kind else { return nil }
      return "<li>\(SVG.number(event.time, 4)) s: \(SVG.escape(text))</li>"
    }.joined()
    return """
      <h2>\(SVG.escape(data.scenario)) parameters</h2>
      <p class="summary">\(SVG.escape(data.scenarioSummary))</p>
      <table class="parameters">\(rows)</table>\(notes.isEmpty ? "" : "<ul class=\"notes\">\(notes)</ul>")
      """
  }

  /// The plot's time axis for the script's cursor.
  private var plotGeometry: (t0: Double, t1: Double, x0: Double, x1: Double) {
    let x = SVGPlot(data: data, filmstrip: [], cursor: nil).x
    return (x.domain.lowerBound, x.domain.upperBound, x.from, x.to)
  }

  private func px(_ value: Double) -> String { SVG.number(value, 2) + "px" }
}
