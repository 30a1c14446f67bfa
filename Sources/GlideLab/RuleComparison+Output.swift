import GlideSimulation
import GlideTraceTesting

extension RuleComparison {
  /// The table `glide compare` prints: a header line, the column names (with units below), one row per
  /// rule, then each rule's decision in words. Numbers have fixed decimals; "–" marks what a rule did
  /// not have (no release, an instant completion).
  public static func table(_ rows: [Row], trace: String, scenario: String) -> String {
    let header = [
      ["rule", "outcome", "decision", "percent", "velocity", "completion", "v jump", "1st frame"],
      ["", "", "s", "", "/s", "s", "/s", "jump"],
    ]
    let body = rows.map(cells)
    let all = header + body
    let widths = (0..<header[0].count).map { column in all.map { $0[column].count }.max() ?? 0 }
    let line = { (cells: [String]) -> String in
      cells.enumerated().map { index, cell in
        let pad = String(repeating: " ", count: widths[index] - cell.count)
        return index < 2 ? cell + pad : pad + cell
      }.joined(separator: "  ").replacing(/\s+$/, with: "")
    }
    var lines = ["\(trace) · scenario \(scenario)", ""]
    lines += all.map(line)
    lines.append("")
    let nameWidth = rows.map(\.rule.count).max() ?? 0
    for row in rows {
      let reason = row.summary.decision ?? "no release"
      lines.append(row.rule + String(repeating: " ", count: nameWidth - row.rule.count) + "  " + reason)
    }
    return lines.joined(separator: "\n")
  }

  /// One JSON object (a line) for `row`; `docs/commands.md` lists the fields.
  public static func jsonLine(_ row: Row, trace: String) -> String {
    let s = row.summary
    let h = s.handOff
    return LogFormatting.object([
      ("rule", q(row.rule)), ("trace", q(trace)), ("scenario", q(s.scenario)), ("policy", q(s.policy)),
      ("outcome", q(s.outcome.rawValue)), ("decisionTime", n(s.releaseTime)),
      ("percentAtRelease", n(s.percentAtRelease)), ("velocityAtRelease", n(s.velocityAtRelease)),
      ("decision", s.decision.map(q) ?? "null"), ("projected", n(row.decision?.projected)),
      ("ruleVelocity", n(row.decision?.ruleVelocity)), ("completionTime", n(s.completionTime)),
      ("completionDuration", n(h?.completionDuration)), ("initialVelocity", n(h?.initialVelocity)),
      ("velocityJump", n(h?.velocityJump)), ("firstFrameTime", n(h?.firstFrameTime)),
      ("firstFrameJump", n(h?.firstFrameJump)), ("transitionsStarted", "\(s.transitionsStarted)"),
      ("transitionsEnded", "\(s.transitionsEnded)"),
    ])
  }

  private static func cells(_ row: Row) -> [String] {
    let s = row.summary
    let h = s.handOff
    return [
      row.rule, s.outcome.rawValue, f(s.releaseTime, 4), f(s.percentAtRelease, 4), f(s.velocityAtRelease, 3),
      f(h?.completionDuration, 4), f(h?.velocityJump, 3), f(h?.firstFrameJump, 4),
    ]
  }

  private static func f(_ value: Double?, _ places: Int) -> String {
    value.map { LogFormatting.fixed($0, places) } ?? "–"
  }
  private static func q(_ text: String) -> String { LogFormatting.json(text) }
  private static func n(_ value: Double?) -> String { value.map { LogFormatting.fixed($0) } ?? "null" }
}
