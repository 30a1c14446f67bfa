import Foundation
import GlideSimulation
import GlideTraceTesting
import Testing

/// The pieces under `glide expect`, `--update`, `--junit` and `--shard`.
@Suite("Trace tests: writing expectations, shards, JUnit")
struct ExpectationWritingTests {
  @Test("A decision's rule without its measured number", arguments: [
    ("percent 0.551 > 0.3", "> 0.3"),
    ("velocity 0.45 < 5.0 and percent 0.191 ≤ 0.3", "< 5.0"),
    ("predicted 0.714 > 0.481 (min(187.5 pt / 390 pt, 0.5))", "> 0.481 (min(187.5 pt / 390 pt, 0.5))"),
    ("projected 0.4 ≤ midpoint 0.5", "≤ midpoint 0.5"),
    ("velocity -2.084 < 5.0 and percent 0.04 ≤ 0.3", "< 5.0"),
    ("gesture cancelled", "gesture cancelled"),
  ])
  func decisionRule(reason: String, rule: String) {
    #expect(TraceExpectation.decisionRule(reason) == rule)
    #expect(reason.contains(rule))
  }

  @Test("Shards: K/N parsed within 1 ≤ K ≤ N ≤ 10000; every path in exactly one of N, the same one every time")
  func shards() throws {
    #expect(Shard("2/4")?.description == "2/4")
    for bad in ["0/4", "5/4", "1/0", "1/10001", "2", "a/4", "2/4/1", ""] { #expect(Shard(bad) == nil, "\(bad)") }
    let paths = (0..<500).map { "traces/corpus/\($0).expect.json" }
    let shards = (1...4).map { Shard("\($0)/4")! }
    for path in paths { #expect(shards.filter { $0.contains(path) }.count == 1) }
    let sizes = shards.map { shard in paths.filter(shard.contains).count }
    #expect(sizes.allSatisfy { $0 > 80 && $0 < 170 }, "\(sizes)")  // 125 each, give or take
    // Adding a path moves no other path.
    let before = paths.map { path in shards.firstIndex { $0.contains(path) } }
    #expect(before == paths.map { path in shards.firstIndex { $0.contains(path) } })
  }

  @Test("JUnit: special characters escaped, a failure per failing expectation, an error per unreadable one")
  func junit() {
    var failed = TraceVerdict(expectation: "traces/a & b/x.expect.json", trace: "x.evemu", scenario: "pinch-pop")
    failed.checks = [
      TraceCheck(field: "decision", expected: "a reason containing \"<0.3\"", seen: "none", passed: false),
      TraceCheck(field: "outcome", expected: "finished", seen: "finished", passed: true),
    ]
    let error = TraceVerdict(expectation: "y.expect.json", error: "y.expect.json: no such file")
    let xml = JUnitReport.xml([failed, error])
    #expect(xml.contains(#"<testsuite name="glide test" tests="2" failures="1" errors="1" skipped="0">"#))
    #expect(xml.contains(#"<testcase classname="traces/a &amp; b" name="x.expect.json">"#))
    #expect(xml.contains(#"<failure message="decision: expected a reason containing &quot;&lt;0.3&quot;, saw none" type="expectation">"#), "\(xml)")
    #expect(!xml.contains("outcome: expected"))
    #expect(xml.contains(#"<testcase classname="." name="y.expect.json">"#))
    #expect(xml.contains(#"<error message="y.expect.json: no such file" type="error">y.expect.json: no such file</error>"#))
  }

  /// Found by issue 38's third hostile pass: an expectation named with U+FFFE (or a decision holding
  /// U+FFFF) was written raw into the JUnit report, which XML 1.0 forbids: a CI system could read none
  /// of the verdicts.
  @Test("JUnit: the non-characters U+FFFE and U+FFFF are escaped, as the controls are")
  func junitNonCharacters() {
    let passed = TraceVerdict(expectation: "d/x\u{FFFE}.expect.json", error: nil)
    let error = TraceVerdict(expectation: "y.expect.json", error: "y\u{FFFF}: no such file")
    let xml = JUnitReport.xml([passed, error])
    #expect(!xml.unicodeScalars.contains { $0.value == 0xFFFE || $0.value == 0xFFFF }, "\(xml)")
    #expect(xml.contains(#"name="x\u{fffe}.expect.json""#), "\(xml)")
    #expect(xml.contains(#"message="y\u{ffff}: no such file""#), "\(xml)")
  }
}
