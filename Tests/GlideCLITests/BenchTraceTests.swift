import Foundation
import GlideTestSupport
import Testing

/// `tools/make-bench-trace --mix random`, the benchmark trace that is not five recorded pinches repeated.
@Suite(.enabled(if: LiveBench.executable("python3") != nil, "python3 is missing"))
struct BenchTraceTests {
  private static func make(_ arguments: [String]) throws -> (trace: String, report: String) {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("glide-bench-\(UUID()).evemu").path
    let result = try LiveBench.run(["python3", Glide.path("tools/make-bench-trace")] + arguments + ["-o", path])
    defer { try? FileManager.default.removeItem(atPath: path) }
    return (try String(contentsOfFile: path, encoding: .utf8), result.stderr)
  }

  @Test("The random mix is the same for a seed, different for another, and cut at the last whole frame within N events")
  func deterministic() throws {
    let first = try Self.make(["--mix", "random", "--seed", "7", "--events", "5000"])
    let again = try Self.make(["--mix", "random", "--seed", "7", "--events", "5000"])
    let other = try Self.make(["--mix", "random", "--seed", "8", "--events", "5000"])
    let events = { (text: String) in text.split(separator: "\n").filter { $0.hasPrefix("E: ") } }
    // The second comment line names the command (with its output path); the rest is the trace.
    let body = { (text: String) in text.split(separator: "\n").dropFirst(2) }
    #expect(body(first.trace) == body(again.trace))
    #expect(events(first.trace) != events(other.trace))
    // At most 5,000 events, ending with a frame's SYN_REPORT: a frame of this two-slot pad is at most
    // 14 events (two slots' x, y, pressure, tracking id and slot, the tool keys, ABS_X/Y, timestamp).
    #expect((5_000 - 14)...5_000 ~= events(first.trace).count, "\(events(first.trace).count)")
    #expect(events(first.trace).last?.contains("0000 0000 0000") == true)
    // Neither mix leaves events after its last frame, which a reader would warn of and never apply.
    for arguments in [["--events", "2999"], ["--mix", "random", "--events", "3001"]] {
      let recorded = try Self.make(arguments)
      let path = FileManager.default.temporaryDirectory.appendingPathComponent("glide-cut-\(UUID()).evemu").path
      try recorded.trace.write(toFile: path, atomically: true, encoding: .utf8)
      defer { try? FileManager.default.removeItem(atPath: path) }
      let run = try Glide.run(["frames", path])
      #expect(run.status == 0 && !run.stderr.contains("trailing events"), "\(run.stderr)")
    }
  }

  @Test("Glide reads it and recognises its pinches, scrolls and three-finger swipes")
  func recognised() throws {
    let made = try Self.make(["--mix", "random", "--seed", "3", "--seconds", "40"])
    // "…: 5432 events, 37 gestures (12 pinches, 11 scrolls, 14 swipes), 40.2 s"
    let counts = try #require(made.report.firstMatch(of: /\((\d+) pinches, (\d+) scrolls, (\d+) swipes\)/))
    let (pinches, scrolls, swipes) = (Int(counts.1) ?? 0, Int(counts.2) ?? 0, Int(counts.3) ?? 0)
    #expect(pinches > 3 && scrolls > 3 && swipes > 3, "\(made.report)")
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("glide-mix-\(UUID()).evemu").path
    try made.trace.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = try Glide.run(["gestures", path, "--recognizers", "pinch,pan,swipe", "--exclusive"])
    #expect(run.status == 0, "\(run.stderr)")
    /// The lines of `output` where `name` enters `state`.
    func count(_ name: String, _ state: String, in output: String) -> Int {
      output.split(separator: "\n").filter { $0.contains("  \(name) ") && $0.contains(" \(state) ") }.count
    }
    let began = { (name: String) in count(name, "began", in: run.stdout) }
    // Nearly every pinch is a pinch (a few small ones stay below the threshold); every scroll and
    // swipe moves the fingers together: a pan in the exclusive arena.
    #expect(began("pinch") >= pinches - 2 && began("pinch") <= pinches, "\(pinches) pinches made")
    #expect(began("pan") >= scrolls + swipes - 2, "\(scrolls) scrolls and \(swipes) swipes made")
    let swipeRun = try Glide.run(["gestures", path, "--recognizers", "swipe"])
    #expect(count("swipe-3", "ended", in: swipeRun.stdout) == swipes, "\(swipes) three-finger swipes made")
  }
}
