import GlideSimulation

/// `glide test`'s verdicts as JUnit XML, the report CI systems show: one `testsuite` of one `testcase`
/// per expectation (its class the expectation's folder, its name the file), a failure per failing
/// expectation listing each failed check with what was expected and what was seen, an error for one
/// that could not be judged. No times or host names: the same verdicts give the same bytes. Text from an
/// expectation has its control and direction characters escaped (XML 1.0 cannot hold most of them).
public enum JUnitReport {
  /// The XML document for `verdicts`, the suite called `name`.
  public static func xml(_ verdicts: [TraceVerdict], name: String = "glide test") -> String {
    let failures = verdicts.filter { $0.status == .failed }.count
    let errors = verdicts.filter { $0.status == .error }.count
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      "<testsuites name=\(attribute(name)) tests=\"\(verdicts.count)\" failures=\"\(failures)\" errors=\"\(errors)\">",
      "  <testsuite name=\(attribute(name)) tests=\"\(verdicts.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"0\">",
    ]
    for verdict in verdicts {
      let folder = TracePaths.directory(of: verdict.expectation).escapingInvisibles
      let file = (verdict.expectation.split(separator: "/").last.map(String.init) ?? verdict.expectation).escapingInvisibles
      let open = "    <testcase classname=\(attribute(folder.isEmpty ? "." : folder)) name=\(attribute(file))"
      switch verdict.status {
      case .passed:
        lines.append(open + "/>")
      case .failed:
        let failed = verdict.checks.filter { !$0.passed }.map { check in
          TraceCheck(
            field: check.field.escapingInvisibles, expected: check.expected.escapingInvisibles,
            seen: check.seen.escapingInvisibles, passed: false)
        }
        let message = failed.map { "\($0.field): expected \($0.expected), saw \($0.seen)" }.joined(separator: "; ")
        lines.append(open + ">")
        lines.append("      <failure message=\(attribute(message)) type=\"expectation\">\(SVG.escape(failed.map { "\($0.field)\n  expected: \($0.expected)\n  seen:     \($0.seen)" }.joined(separator: "\n")))</failure>")
        lines.append("    </testcase>")
      case .error:
        let message = (verdict.error ?? "not judged").escapingInvisibles
        lines.append(open + ">")
        lines.append("      <error message=\(attribute(message)) type=\"error\">\(SVG.escape(message))</error>")
        lines.append("    </testcase>")
      }
    }
    lines += ["  </testsuite>", "</testsuites>"]
    return lines.joined(separator: "\n") + "\n"
  }

  /// An attribute value, quoted, with new lines kept as character references.
  static func attribute(_ value: String) -> String {
    "\"" + SVG.escape(value).replacingOccurrences(of: "\n", with: "&#10;").replacingOccurrences(of: "\t", with: "&#9;") + "\""
  }
}
