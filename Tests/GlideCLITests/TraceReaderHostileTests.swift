import Foundation
import GlideTestSupport
import Testing

/// Issue 38: the trace readers under hostile input. A stream of events with no `SYN_REPORT` grew memory
/// without bound (a frame's events are now bounded and dropped beyond, as after `SYN_DROPPED`); a final
/// frame without `SYN_REPORT` was lost without a word; axis ranges the kernel refuses were accepted.
@Suite("Bad conditions: trace readers")
struct TraceReaderHostileTests {
  /// traces/default.evemu's lines, with `change` applied to each.
  static func defaultTrace(in folder: ScratchFolder, as name: String, _ change: ([String]) -> [String]) throws -> String {
    let original = try String(contentsOfFile: Glide.path("traces/default.evemu"), encoding: .utf8)
    var lines = original.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    let path = folder.path + "/" + name
    try (change(lines).joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  /// The header of traces/default.evemu (44 lines) and 600 events with no SYN_REPORT: the 257th, on
  /// line 301, is beyond the 256 a frame of its device is read with.
  @Test func eventsWithNoSynReportAreBoundedAndReported() throws {
    let folder = try ScratchFolder()
    let path = try Self.defaultTrace(in: folder, as: "nosyn-stream.evemu") { lines in
      lines.filter { !$0.hasPrefix("E:") } + Array(repeating: "E: 0.100000 0003 0035 3000", count: 600)
    }
    let run = try Glide.run(["replay", path])
    #expect(run.status == 0)
    let warnings: [String] = [
        "warning: \(path):301: event 257 of one frame with no SYN_REPORT yet, beyond the 256 a frame of this "
          + "device is read with; dropped with every event of its frame up to its SYN_REPORT, as after "
          + "SYN_DROPPED (the touches down are cancelled) (the only one)",
        "warning: \(path):45: trailing events without SYN_REPORT: 600 events from this line to the end; not "
          + "applied, as libevdev and libinput apply no events before their SYN_REPORT (the only one)",
      ]
    #expect(run.stderr.split(separator: "\n").map(String.init) == warnings, "\(run.stderr)")

    let strict = try Glide.run(["replay", path, "--strict"])
    #expect(strict.status == 1)
    let refusal: String =
      "Error: \(path):301: event 257 of one frame with no SYN_REPORT yet, beyond the 256 a frame of this "
      + "device is read with (refused: the trace is read strictly)\n"
    #expect(strict.stderr == refusal)
  }

  /// traces/default.evemu without its last line, the SYN_REPORT that lifts both fingers (line 426): the
  /// pinch was reported cancelled and inspect said nothing was dropped.
  @Test func aFinalFrameWithoutSynReportIsReportedNotLost() throws {
    let folder = try ScratchFolder()
    let path = try Self.defaultTrace(in: folder, as: "nosyn.evemu") { Array($0.dropLast()) }
    let warning =
      "\(path):419: trailing events without SYN_REPORT: 7 events from this line to the end; not applied, as "
      + "libevdev and libinput apply no events before their SYN_REPORT (the only one)"
    let run = try Glide.run(["replay", path])
    #expect(run.status == 0)
    #expect(run.stderr == "warning: \(warning)\n")

    let strict = try Glide.run(["replay", path, "--strict"])
    #expect(strict.status == 1)
    #expect(strict.stdout.isEmpty)
    let refusal: String =
      "Error: \(path):419: trailing events without SYN_REPORT: 7 events from this line to the end "
      + "(refused: the trace is read strictly)\n"
    #expect(strict.stderr == refusal)

    let inspect = try Glide.run(["inspect", path])
    #expect(inspect.status == 0)
    let listed: String =
      "  input dropped or doubted (libevdev's rules):\n    unterminated-frame: 1 not applied, the first at line "
      + "419: trailing events without SYN_REPORT: 7 events from this line to the end\n"
    #expect(inspect.stdout.contains(listed), "\(inspect.stdout)")
  }

  @Test(
    "Axis ranges the kernel refuses are located errors",
    arguments: [
      (
        "A: 35 ", "A: 35 5768 1472 0 0 65", 38,
        "ABS_MT_POSITION_X: the minimum 5768 is above the maximum 1472 (expected minimum ≤ maximum)"
      ),
      (
        "A: 2f ", "A: 2f 0 -1 0 0 0", 37,
        "ABS_MT_SLOT: the minimum 0 is above the maximum -1 (expected minimum ≤ maximum)"
      ),
      (
        "A: 2f ", "A: 2f -2 -1 0 0 0", 37,
        "ABS_MT_SLOT: the maximum -1 leaves the device no slots (expected 0 or more: slots are numbered 0…maximum)"
      ),
    ])
  func impossibleAxis(prefix: String, line: String, number: Int, problem: String) throws {
    let folder = try ScratchFolder()
    let path = try Self.defaultTrace(in: folder, as: "axis.evemu") { lines in
      lines.map { $0.hasPrefix(prefix) ? line : $0 }
    }
    for command in ["replay", "inspect"] {
      let run = try Glide.run([command, path])
      #expect(run.status == 1)
      #expect(run.stdout.isEmpty)
      #expect(run.stderr == "Error: \(path):\(number): \(problem); the kernel refuses such an axis\n")
    }
  }

  @Test(
    "Axes stated oddly are warnings naming the line",
    arguments: [
      (
        "A: 35 ", "A: 35 1472 1472 0 0 65", 38,
        "ABS_MT_POSITION_X's range 1472…1472 is empty (minimum = maximum); kept: the surface has no extent "
          + "along it, and its positions are not checked against the range (the only one)"
      ),
      (
        "A: 35 ", "A: 35 1472 5768 0 0 -5", 38,
        "ABS_MT_POSITION_X's resolution -5 is negative; read as stating none (0) (the only one)"
      ),
    ])
  func oddAxis(prefix: String, line: String, number: Int, warning: String) throws {
    let folder = try ScratchFolder()
    let path = try Self.defaultTrace(in: folder, as: "axis.evemu") { lines in
      lines.map { $0.hasPrefix(prefix) ? line : $0 }
    }
    let run = try Glide.run(["replay", path])
    #expect(run.status == 0)
    #expect(run.stderr.contains("warning: \(path):\(number): \(warning)\n"), "\(run.stderr)")
    let strict = try Glide.run(["replay", path, "--strict"])
    #expect(strict.status == 1)
    #expect(strict.stderr.hasPrefix("Error: \(path):\(number): ABS_MT_POSITION_X's "), "\(strict.stderr)")
  }
}
