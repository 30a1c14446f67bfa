import GlideAnimation
import GlideGestures
import GlideInteraction
import GlideLab
import GlideSimulation

/// The report's timeline: three panels on one time axis — the gesture's value, the percent complete
/// (on screen at each display frame, and what the gesture asked for), and the velocity toward
/// completion — with the release and its decision, the completion tail, re-grabs, the finish rule's
/// thresholds and the filmstrip's times marked.
///
/// Series are `<polyline>`s with the classes `value`, `percent`, `input-percent` and `velocity`: one
/// per gesture (value, velocity, input percent) or per stretch of display frames (percent), one point
/// per sample, so their point counts are the record counts. A scenario with motion effects and no
/// gesture (`parallax`) plots its viewer offset in the first panel instead (`offset-horizontal`,
/// `offset-vertical`: a point per motion record).
struct SVGPlot {
  let data: ReportData
  /// The filmstrip's cells, marked on the time axis with their numbers.
  let filmstrip: [FilmstripCell]
  /// Where the cursor starts (the scrubber's first frame), as an index into the snapshots.
  let cursor: Int?
  /// Time to x, pixels: from the data's time span (worked out once: every point of every series asks).
  let x: LinearScale

  init(data: ReportData, filmstrip: [FilmstripCell], cursor: Int?) {
    self.data = data
    self.filmstrip = filmstrip
    self.cursor = cursor
    x = Self.timeScale(data.timeSpan)
  }

  static let width = 1160.0
  static let height = 418.0
  static let left = 64.0
  static let right = 24.0
  /// Above the first panel: the filmstrip's numbered marks, then the first panel's title.
  static let top = 46.0
  static let bottom = 26.0
  /// The panels' heights and the gap between them (where the next panel's title goes), pixels.
  static let panelHeights = (value: 86.0, percent: 130.0, velocity: 86.0)
  static let gap = 22.0

  static let colors = (
    value: "#8e44ad", percent: "#0a58ca", input: "#7fb2f0", velocity: "#e8590c", finish: "#2b8a3e",
    cancel: "#c92a2a", regrab: "#ae3ec9", marker: "#495057", grid: "#e9ecef"
  )

  /// A panel's rectangle on the plot, pixels.
  struct Panel {
    let title: String
    let y: Double
    let height: Double
    let scale: LinearScale
  }

  /// Time to x, pixels, for a plot of `span`.
  private static func timeScale(_ span: ClosedRange<Double>) -> LinearScale {
    let pad = max((span.upperBound - span.lowerBound) * 0.03, 0.01)
    // Trace times start at 0: no axis before it.
    let lower = max(span.lowerBound - pad, min(span.lowerBound, 0))
    return LinearScale(domain: lower...(span.upperBound + pad), from: Self.left, to: Self.width - Self.right)
  }

  var panels: (value: Panel, percent: Panel, velocity: Panel) {
    let h = Self.panelHeights
    let y0 = Self.top
    let y1 = y0 + h.value + Self.gap
    let y2 = y1 + h.percent + Self.gap
    let first =
      showsMotion
      ? "viewer offset: horizontal (solid), vertical (dashed), −1…1" : "gesture value: \(data.valueLabel)"
    return (
      Panel(title: first, y: y0, height: h.value, scale: valueScale(y0, h.value)),
      Panel(title: "percent complete", y: y1, height: h.percent, scale: percentScale(y1, h.percent)),
      Panel(
        title: "velocity toward completion (progress/s)", y: y2, height: h.velocity,
        scale: velocityScale(y2, h.velocity))
    )
  }

  /// The whole `<svg>`.
  func svg() -> String {
    let p = panels
    var parts = [
      "<svg id=\"timeline\" width=\"\(Int(Self.width))\" height=\"\(Int(Self.height))\" "
        + "viewBox=\"0 0 \(Int(Self.width)) \(Int(Self.height))\" role=\"img\" aria-label=\"timeline\">"
    ]
    for panel in [p.value, p.percent, p.velocity] { parts.append(frame(panel)) }
    parts.append(tails(p))
    parts.append(thresholds(p))
    parts.append(timeAxis(bottom: p.velocity.y + p.velocity.height))
    parts.append(filmstripMarks(bottom: p.velocity.y + p.velocity.height))
    parts.append(series(p))
    parts.append(events(p))
    parts.append(cursorLine(bottom: p.velocity.y + p.velocity.height))
    parts.append(legend(p.percent))
    return parts.joined(separator: "\n") + "\n</svg>"
  }

  // MARK: - Scales

  /// Whether the first panel plots the viewer offset: motion effects moved the views and no gesture came.
  private var showsMotion: Bool { data.gestures.isEmpty && !data.motion.isEmpty }

  private func valueScale(_ y: Double, _ height: Double) -> LinearScale {
    if showsMotion { return LinearScale(domain: -1.1...1.1, from: y + height, to: y) }
    let values = data.gestures.flatMap { $0.map(\.value) }
    return LinearScale(domain: LinearScale.padded(values), from: y + height, to: y)
  }

  private func percentScale(_ y: Double, _ height: Double) -> LinearScale {
    let shown =
      data.progress.flatMap { $0.map(\.percent) }
      + data.gestures.flatMap { $0.compactMap(\.percent) }.map { min(max($0, -0.25), 1.25) }
    let low = min(shown.min() ?? 0, 0)
    let high = max(shown.max() ?? 1, 1)
    let pad = (high - low) * 0.04
    return LinearScale(domain: (low - pad)...(high + pad), from: y + height, to: y)
  }

  private func velocityScale(_ y: Double, _ height: Double) -> LinearScale {
    var values: [Double] = data.gestures.flatMap { $0.map(\.velocity) } + [0]
    if let line = data.velocityLine { values.append(line) }
    return LinearScale(domain: LinearScale.padded(values), from: y + height, to: y)
  }

  // MARK: - Drawing

  private var x0: Double { Self.left }
  private var x1: Double { Self.width - Self.right }

  private func frame(_ panel: Panel) -> String {
    var out = "<g class=\"panel\">"
    out += SVG.rect("panel-bg", x: x0, y: panel.y, width: x1 - x0, height: panel.height)
    for tick in SVG.ticks(panel.scale.domain, count: panel.height > 120 ? 5 : 3) {
      let y = panel.scale(tick)
      out += SVG.line("grid", x1: x0, y1: y, x2: x1, y2: y)
      out += SVG.text("tick", x: x0 - 6, y: y + 4, anchor: "end", SVG.number(tick, 3))
    }
    out += SVG.text("panel-title", x: x0, y: panel.y - 6, panel.title)
    return out + "</g>"
  }

  /// A light band from each release to the completion (or the re-grab) after it: the part that plays
  /// by itself.
  private func tails(_ p: (value: Panel, percent: Panel, velocity: Panel)) -> String {
    var out = ""
    let bottom = p.velocity.y + p.velocity.height
    for tail in data.completionTails {
      let (start, end) = (x(tail.start), x(tail.end))
      let kind = tail.outcome == .finish ? "finish" : "cancel"
      out += SVG.rect(
        "tail \(kind)", x: start, y: p.value.y, width: max(end - start, 1), height: bottom - p.value.y)
      let label = tail.interrupted ? "interrupted" : "completion tail"
      out += SVG.text("tail-label", x: (start + end) / 2, y: bottom - 6, anchor: "middle", label)
    }
    return out
  }

  private func thresholds(_ p: (value: Panel, percent: Panel, velocity: Panel)) -> String {
    var out = ""
    if let line = data.percentLine {
      let name = data.velocityLine == nil ? "midpoint" : "threshold"
      out += hline(p.percent.scale(line), label: "\(name) \(SVG.number(line, 3))")
    }
    if let line = data.velocityLine {
      out += hline(p.velocity.scale(line), label: "threshold \(SVG.number(line, 3))/s")
    }
    let zero = p.velocity.scale(0)
    return out + SVG.line("zero", x1: x0, y1: zero, x2: x1, y2: zero)
  }

  private func hline(_ y: Double, label: String) -> String {
    SVG.line("threshold", x1: x0, y1: y, x2: x1, y2: y)
      + SVG.text("threshold-label", x: x1 - 4, y: y - 4, anchor: "end", label)
  }

  private func timeAxis(bottom: Double) -> String {
    let scale = x
    var out = "<g class=\"axis\">"
    for tick in SVG.ticks(scale.domain, count: 10) {
      let px = scale(tick)
      out += SVG.line("axis-tick", x1: px, y1: bottom, x2: px, y2: bottom + 4)
      out += SVG.text("tick", x: px, y: bottom + 16, anchor: "middle", "\(SVG.number(tick, 3)) s")
    }
    return out + "</g>"
  }

  /// Numbered circles above the panels at the filmstrip's times.
  private func filmstripMarks(bottom: Double) -> String {
    var out = "<g class=\"film-marks\">"
    for (number, cell) in filmstrip.enumerated() {
      let px = min(max(x(cell.requested), x0), x1)
      out += SVG.line("film-line", x1: px, y1: 20, x2: px, y2: bottom)
      out += SVG.circle("film-dot", x: px, y: 12, r: 8)
      out += SVG.text("film-number", x: px, y: 16, anchor: "middle", "\(number + 1)")
    }
    return out + "</g>"
  }

  private func series(_ p: (value: Panel, percent: Panel, velocity: Panel)) -> String {
    var out = ""
    if data.gestures.isEmpty {
      let middle = (x0 + x1) / 2
      let why =
        data.summary.motionFrames == nil
        ? "no gesture recognised: the \(data.scenario) scenario's recogniser never began"
        : "no gesture: \(data.scenario) starts no transition; its motion effects move the views below"
      let panel = showsMotion ? p.percent : p.value
      out += SVG.text("empty", x: middle, y: panel.y + panel.height / 2 + 4, anchor: "middle", why)
    }
    if showsMotion {
      out += polyline("offset-horizontal", data.motion.map { (x($0.time), p.value.scale($0.horizontal)) })
      out += polyline("offset-vertical", data.motion.map { (x($0.time), p.value.scale($0.vertical)) })
    }
    for track in data.gestures {
      out += polyline("value", track.map { (x($0.time), p.value.scale($0.value)) })
    }
    for track in data.gestures {
      let points = track.compactMap { s in
        s.percent.map { (x(s.time), p.percent.scale(min(max($0, -0.25), 1.25))) }
      }
      if !points.isEmpty { out += polyline("input-percent", points) }
    }
    for run in data.progress {
      out += polyline("percent", run.map { (x($0.time), p.percent.scale($0.percent)) })
    }
    for track in data.gestures {
      out += polyline("velocity", track.map { (x($0.time), p.velocity.scale($0.velocity)) })
    }
    return out
  }

  private func polyline(_ kind: String, _ points: [(Double, Double)]) -> String {
    let text = points.map { "\(n($0.0)),\(n($0.1))" }.joined(separator: " ")
    return "<polyline class=\"series \(kind)\" points=\"\(text)\"/>\n"
  }

  private func events(_ p: (value: Panel, percent: Panel, velocity: Panel)) -> String {
    var out = ""
    let bottom = p.velocity.y + p.velocity.height
    for event in data.events {
      let px = x(event.time)
      switch event.kind {
      case .release(let decision):
        out += release(decision, at: px, p)
      case .gestureCancelled:
        out += vline(px, kind: "release cancel", bottom: bottom, label: "gesture cancelled")
      case .regrab(let percent):
        out += vline(
          px, kind: "regrab", bottom: bottom, label: "re-grab at \(SVG.number(percent, 3))", row: 1)
      case .completed(let finished):
        out += vline(
          px, kind: "completed", bottom: bottom, label: finished ? "finished" : "cancelled", row: 1)
      case .began, .note:
        break
      }
    }
    return out
  }

  /// The release line with the decision, its inputs as dots on the percent and velocity panels, and the
  /// projection's resting point.
  private func release(
    _ decision: Decision, at px: Double, _ p: (value: Panel, percent: Panel, velocity: Panel)
  )
    -> String
  {
    let kind = decision.outcome == .finish ? "finish" : "cancel"
    let label = "release: \(decision.outcome.rawValue) (\(decision.reason))"
    var out = vline(px, kind: "release \(kind)", bottom: p.velocity.y + p.velocity.height, label: label)
    out += SVG.circle("decision \(kind)", x: px, y: p.percent.scale(decision.percent), r: 4.5)
    out += SVG.circle("decision \(kind)", x: px, y: p.velocity.scale(decision.velocity), r: 4.5)
    if let projected = decision.projected {
      let domain = p.percent.scale.domain
      let py = p.percent.scale(min(max(projected, domain.lowerBound), domain.upperBound))
      out += SVG.circle("projected \(kind)", x: px, y: py, r: 5)
      out += SVG.text("note-label", x: px + 8, y: py + 4, "projected \(SVG.number(projected, 3))")
    }
    return out
  }

  /// A vertical line through the panels with a label near the top of the first (`row` 0, or 1 just
  /// below), on the side with room.
  private func vline(_ px: Double, kind: String, bottom: Double, label: String, row: Int = 0) -> String {
    let roomRight = x1 - px > Double(label.count) * 6.5 + 8
    let y = Self.top + 14 + 15 * Double(row)
    return SVG.line("event \(kind)", x1: px, y1: Self.top, x2: px, y2: bottom)
      + SVG.text(
        "event-label \(kind)", x: roomRight ? px + 4 : px - 4, y: y, anchor: roomRight ? "start" : "end",
        label)
  }

  private func cursorLine(bottom: Double) -> String {
    let px = cursor.map { x(data.snapshots[$0].time) } ?? x0
    return "<line id=\"cursor\" x1=\"\(n(px))\" y1=\"\(n(Self.top))\" x2=\"\(n(px))\" y2=\"\(n(bottom))\"/>"
  }

  private func legend(_ panel: Panel) -> String {
    let (x, y) = (x0 + 150, panel.y - 6)
    return "<g class=\"legend\">"
      + SVG.line("series percent", x1: x, y1: y - 4, x2: x + 22, y2: y - 4)
      + SVG.text("legend-label", x: x + 28, y: y, "on screen, each display frame")
      + SVG.line("series input-percent", x1: x + 210, y1: y - 4, x2: x + 232, y2: y - 4)
      + SVG.text("legend-label", x: x + 238, y: y, "the gesture's percent (unclamped)") + "</g>"
  }

  private func n(_ value: Double) -> String { SVG.number(value, 1) }
}
