import GlideSimulation
import GlideTraceTesting

extension SweepResult {
  /// The report `glide sweep` prints: what was swept over what, the scenarios chosen, a row per value
  /// (finished, started, rate, flips) with the flipped traces under it.
  public func text() -> String {
    let read = readable
    let starting = read.filter { $0.outcomes.contains { $0 != .none } }.count
    let unit = parameter.unit.isEmpty ? "" : " (\(parameter.unit))"
    let skipped = notReplayed.count
    var lines = [
      "sweep \(parameter.name)\(unit), rule \(rule), over \(traces.count) trace\(traces.count == 1 ? "" : "s"): "
        + "\(traces.count - unreadable.count) read, \(unreadable.count) unreadable, "
        + (skipped > 0 ? "\(skipped) not replayed, " : "") + "\(starting) start a transition",
      "scenarios: " + Self.scenarioCounts(read),
      "",
    ]
    let table = [["value", "finished", "started", "rate", "flips"]] + rows.map { row in
      [row.value, "\(row.finished)", "\(row.started)", row.rate.map { LogFormatting.fixed($0, 3) } ?? "–",
       "\(row.flips.count)"]
    }
    let widths = (0..<5).map { c in table.map { $0[c].count }.max() ?? 0 }
    let indent = String(repeating: " ", count: widths[0] + 2)
    for (index, cells) in table.enumerated() {
      let first = cells[0] + String(repeating: " ", count: widths[0] - cells[0].count)
      lines.append(([first] + cells.indices.dropFirst().map { pad(cells[$0], widths[$0]) }).joined(separator: "  "))
      guard index > 0 else { continue }
      for flip in rows[index - 1].flips {
        lines.append("\(indent)\(flip.path.escapingInvisibles): \(flip.from.rawValue) → \(flip.to.rawValue)")
      }
    }
    if values.count > 1 { lines += ["", "flips are relative to \(parameter.name) = \(values[0])"] }
    return lines.joined(separator: "\n")
  }

  /// One line per trace, in path order: the scenario it ran and why, then its outcome at each value
  /// (`finished`, `cancelled`, `none`; runs of one outcome shortened to `finished ×3`), or its error.
  public func traceLines() -> String {
    traces.map { trace in
      let path = trace.trace.path.escapingInvisibles
      guard trace.error == nil else { return "\(path): \(trace.isUnreadable ? "unreadable" : "not replayed")" }
      var runs: [(ReplaySummary.Outcome, Int)] = []
      for outcome in trace.outcomes {
        if let last = runs.last, last.0 == outcome { runs[runs.count - 1].1 += 1 } else { runs.append((outcome, 1)) }
      }
      let outcomes = runs.map { $0.1 == 1 ? $0.0.rawValue : "\($0.0.rawValue) ×\($0.1)" }.joined(separator: ", ")
      return "\(path): \((trace.choice?.description ?? "none").escapingInvisibles): \(outcomes)"
    }.joined(separator: "\n")
  }

  /// `value,finished,started,rate,flips,flipped`: a row per value; `rate` empty when nothing started;
  /// `flipped` lists `path:from>to` separated by `;` (quoted as CSV requires).
  public func csv() -> String {
    var lines = ["value,finished,started,rate,flips,flipped"]
    for row in rows {
      let flipped = row.flips.map { "\($0.path):\($0.from.rawValue)>\($0.to.rawValue)" }.joined(separator: ";")
      let rate = row.rate.map { LogFormatting.fixed($0, 6) } ?? ""
      lines.append([row.value, "\(row.finished)", "\(row.started)", rate, "\(row.flips.count)", Self.csvField(flipped)]
        .joined(separator: ","))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// "pinch-pop 20, edge-back 4, none 40": `traces` per chosen scenario, most first (ties by name).
  static func scenarioCounts(_ traces: [Trace]) -> String {
    var counts: [String: Int] = [:]
    for trace in traces { counts[trace.choice?.scenario ?? "none", default: 0] += 1 }
    return counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map { "\($0.key) \($0.value)" }
      .joined(separator: ", ")
  }

  private func pad(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(width - text.count, 0)) + text
  }

  static func csvField(_ text: String) -> String {
    guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) else { return text }
    return "\"" + text.replacing("\"", with: "\"\"") + "\""
  }
}
