import Foundation
import GlideTestSupport
import Testing

/// `glide live` as a user runs it: refused options, then the live path end to end on a Synaptics
/// touchpad mocked by umockdev with traces/default.evemu played into it (finishing the pop, recording,
/// the device going away), and drawn in a tmux pane that Ctrl-C puts back.
@Suite struct LiveCommandTests {
  @Test func theHelpNamesEveryOption() throws {
    let run = try Glide.run(["live", "--help"])
    #expect(run.status == 0)
    for option in [
      "--device <PATH>", "--scenario <NAME>", "--record <FILE>", "--grab", "--fps <fps>", "--duration <S>",
      "--once", "--json", "--plain", "--latency",
    ] {
      #expect(run.stdout.contains(option), "\(option) missing from:\n\(run.stdout)")
    }
  }

  @Test func aFrameRateOutOfRangeIsRefused() throws {
    let run = try Glide.run(["live", "--fps", "0"])
    #expect(run.status == 64)
    #expect(run.stderr.contains("Please give --fps between 1 and 1000; got 0.0."))
  }

  @Test func aDurationThatIsNotPositiveIsRefused() throws {
    let run = try Glide.run(["live", "--duration", "0"])
    #expect(run.status == 64)
    #expect(run.stderr.contains("Please give --duration above 0 and at most 86400 s (a day); got 0.0."))
  }

  @Test func aDeviceThatDoesNotExistIsNamed() throws {
    let run = try Glide.run(["live", "--device", "/dev/input/no-such-event99"])
    #expect(run.status == 1)
    #expect(run.stderr.contains("/dev/input/no-such-event99 does not exist or has no device behind it"))
    #expect(run.stdout.isEmpty)
  }

  @Test func anUnknownScenarioIsRefusedBeforeTheDeviceIsOpened() throws {
    let run = try Glide.run(["live", "--scenario", "pinch-push", "--device", "/dev/input/no-such-event99"])
    #expect(run.status == 64)
    #expect(run.stderr.contains("Please fix the scenario"))
    #expect(run.stderr.contains("pinch-push"))
  }
}

/// The live path under umockdev: each test takes one to two seconds of wall time, as umockdev plays the
/// events at their own pace (from 0.2 s after the start).
@Suite(
  .serialized, .enabled(if: LiveBench.hasUmockdev, "umockdev-run (Debian `umockdev`) or python3 is missing"))
struct LiveCommandUmockdevTests {
  @Test func aPinchOnTheTouchpadFinishesThePopStatusByStatus() throws {
    let bench = try LiveBench()
    let run = try bench.glide(
      ["live", "--device", LiveBench.node, "--once", "--duration", "8"], playing: nil)
    try #require(run.status == 0, "\(run.stderr)")
    #expect(
      run.stderr.contains(
        "glide live: Running pinch-pop on /dev/input/event12 (\"SynPS/2 Synaptics TouchPad\"); "
          + "press Ctrl-C to stop."
      ))
    #expect(run.stderr.contains("glide live: Stopped after the first transition completed."))

    let statuses = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      .prefix { !$0.isEmpty }
    let fields = statuses.map { $0.dropFirst(11) }
    // The pinch begins, then the pop it starts; the gesture drives it until the release decides.
    let began = try #require(fields.firstIndex { $0.hasPrefix("pinch began  scale 0.8808") })
    let decided = try #require(fields.firstIndex { $0.contains("decision finish (percent 0.551 > 0.3)") })
    #expect(fields[began].hasSuffix("percent -  no transition  decision none  touches 2"))
    #expect(fields[began + 1].hasPrefix("pinch began  scale 0.8808"))
    #expect(fields[began + 1].hasSuffix("percent 0.0000  pop interactive  decision none  touches 2"))
    #expect(fields[(began + 1)..<decided].allSatisfy { $0.contains("pop interactive") })
    #expect(fields[decided].hasPrefix("pinch ended  scale 0.3955"))
    #expect(
      fields.last?.contains("percent 1.0000  pop finished  decision finish (percent 0.551 > 0.3)") == true)
    // Every status is a different line, with its time in seconds first.
    #expect(Set(fields).count == fields.count)
    #expect(statuses.allSatisfy { $0.range(of: #"^\d+\.\d{4} {5}"#, options: .regularExpression) != nil })

    let summary = run.stdout.components(separatedBy: "\n\n").last ?? ""
    #expect(summary.hasPrefix("pinch-pop: finished\n"))
    #expect(summary.contains(", percent 0.5510, velocity "))
    #expect(summary.contains("transitions started 1, ended 1"))
  }

  /// The whole trace written to the node at one instant (382 events, 9,168 bytes): umockdev's node, a
  /// pseudo-terminal, cuts the backlog at 4095 bytes inside an event, which libevdev refused (EINVAL) on
  /// the first read. Every event is read; with no time between them the release has no velocity.
  @Test func aBurstOfEventsAtOneInstantIsReadWholeAndDecidedOnItsPercent() throws {
    let bench = try LiveBench()
    let run = try bench.glide(
      ["live", "--device", LiveBench.node, "--once", "--duration", "8"], playing: nil, atOnce: true)
    try #require(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.contains("glide live: Stopped after the first transition completed."))
    let summary = run.stdout.components(separatedBy: "\n\n").last ?? ""
    #expect(summary.hasPrefix("pinch-pop: finished\n"))
    #expect(summary.contains(", percent 0.5510, velocity 0.000/s\n"))
    #expect(summary.contains("transitions started 1, ended 1"))
  }

  @Test func jsonLinesAndTheRecordingKeepTheSessionAndItsInput() throws {
    let bench = try LiveBench()
    let recording = bench.path + "/kept.evemu"
    let run = try bench.glide(
      ["live", "--device", LiveBench.node, "--once", "--duration", "8", "--json", "--record", recording],
      playing: nil)
    try #require(run.status == 0, "\(run.stderr)")
    #expect(
      run.stderr.contains("Stopped after the first transition completed. Wrote 382 events to \(recording)."))

    let lines = run.stdout.split(separator: "\n").map(String.init)
    #expect(lines.allSatisfy { $0.hasPrefix("{\"type\":\"") })
    #expect(
      lines.contains { $0.contains(#""type":"transitionBegan""#) && $0.contains(#""operation":"pop""#) })
    let summary = try #require(lines.last)
    #expect(
      summary.hasPrefix(
        #"{"type":"summary","scenario":"pinch-pop","outcome":"finished","percentAtRelease":0.550994,"#))
    #expect(summary.contains(#""transitionsStarted":1,"transitionsEnded":1,"#))

    // The recording is the trace that was played: same header, same events at the same spacing, on the
    // session's timeline (umockdev plays from the node's opening, a little before the session starts, so
    // the timeline starts at its first event, or at the session's start if that was read later).
    let kept = try String(contentsOfFile: recording, encoding: .utf8)
    let played = try String(contentsOfFile: Glide.path("traces/default.evemu"), encoding: .utf8)
    #expect(LiveBench.rebased(LiveBench.events(of: kept)) == LiveBench.events(of: played))
    let firstLine = try #require(LiveBench.events(of: kept).first)
    let first = try #require(Double(firstLine.split(separator: " ")[1]))
    #expect(first >= 0 && first < 2, "the first event at \(first) s of the session: \(firstLine)")
    #expect(kept.contains("# Times are seconds since the session started"))
    #expect(LiveBench.events(of: kept).count == 382)
    #expect(kept.contains("# Recorded by glide live from /dev/input/event12\n"))
    #expect(kept.contains("\nN: SynPS/2 Synaptics TouchPad\n"))
  }

  /// traces/default.evemu has 42 frames (SYN_REPORTs); 34 of them change the pinch's state (began,
  /// changed…, ended) and so update the transition. umockdev stamps events with its script's times, so
  /// each is timed from its read.
  @Test func latencyIsPrintedPerUpdateAndSummarisedBeforeTheSummary() throws {
    let bench = try LiveBench()
    let run = try bench.glide(
      ["live", "--device", LiveBench.node, "--once", "--duration", "8", "--plain", "--latency"], playing: nil)
    try #require(run.status == 0, "\(run.stderr)")
    let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let latencies = lines.filter { $0.contains("  latency ") }
    #expect(latencies.count == 34)
    let pattern = #/^\d+\.\d{4} {5}latency (\d+) µs \(read → update\)$/#
    let values = try latencies.map { try #require(try pattern.wholeMatch(in: $0)).output.1 }
      .compactMap { Int($0) }
    #expect(values.count == 34)
    // The status lines are unchanged around them.
    #expect(lines.contains { $0.contains("pinch began  scale 0.8808") })

    let summary = try #require(lines.first { $0.hasPrefix("latency: ") })
    let numbers =
      #/^latency: 34 coordinator updates of 42 input frames, read → update: p50 (\d+) µs, p99 (\d+) µs, max (\d+) µs$/#
    let match = try #require(try numbers.wholeMatch(in: summary), "\(summary)")
    let (p50, p99, maximum) = (Int(match.output.1), Int(match.output.2), Int(match.output.3))
    let sorted = values.sorted()
    // Nearest rank of 34: exact below 1024 µs and for the largest; above, the lower edge of its
    // histogram bucket, at most 0.2 % below (a loaded machine reads over a millisecond).
    func matches(_ summary: Int?, _ value: Int) -> Bool {
      guard let summary else { return false }
      return value < 1024 ? summary == value : summary <= value && Double(value - summary) <= Double(value) * 0.002
    }
    #expect(matches(p50, sorted[16]) && matches(p99, sorted[33]) && maximum == sorted.last, "\(sorted), \(summary)")
    let summaryIndex = try #require(lines.firstIndex(of: summary))
    #expect(lines[(summaryIndex + 1)...].contains("pinch-pop: finished"))
  }

  @Test func latencyInJSONLinesComesAsObjectsAndASummaryObject() throws {
    let bench = try LiveBench()
    let run = try bench.glide(
      ["live", "--device", LiveBench.node, "--once", "--duration", "8", "--json", "--latency"], playing: nil)
    try #require(run.status == 0, "\(run.stderr)")
    let lines = run.stdout.split(separator: "\n").map(String.init)
    let latencies = lines.filter { $0.hasPrefix(#"{"type":"latency","#) }
    #expect(latencies.count == 34)
    let pattern = #/^\{"type":"latency","time":\d+\.\d{6},"microseconds":\d+,"from":"read"\}$/#
    #expect(latencies.allSatisfy { (try? pattern.wholeMatch(in: $0)) != nil })
    #expect(lines.count >= 2)
    let summary = lines[lines.count - 2]
    let expected =
      #/^\{"type":"latencySummary","from":"read","updates":34,"inputFrames":42,"p50":\d+,"p99":\d+,"max":\d+\}$/#
    #expect((try? expected.wholeMatch(in: summary)) != nil, "\(summary)")
    #expect(lines.last?.hasPrefix(#"{"type":"summary","scenario":"pinch-pop","outcome":"finished","#) == true)
  }

  @Test func unpluggingMidPinchCancelsThePopAndEndsCleanly() throws {
    let bench = try LiveBench()
    let run = try bench.unplugging(after: 1.5, ["live", "--device", LiveBench.node], playing: 0.3)
    try #require(run.status == 0, "\(run.stderr)")
    #expect(
      run.stderr.hasSuffix(
        "glide live: Stopped: /dev/input/event12: the device went away "
          + "(unplugged, or its driver was unbound).\n"
      ))

    let statuses = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      .prefix { !$0.isEmpty }
    // Held at the last frame played until the touchpad goes; then the pinch is cancelled, and the pop.
    let cancelled = try #require(statuses.firstIndex { $0.contains("pinch cancelled") })
    #expect(statuses[cancelled - 1].contains(LiveBench.heldPinch))
    let after = statuses[cancelled...].map { $0.dropFirst(11).components(separatedBy: "  decision")[0] }
    #expect(
      after == [
        "pinch cancelled  scale 0.6579  velocity 0.000/s  percent 0.2531  pop interactive",
        "pinch cancelled  scale 0.6579  velocity 0.000/s  percent 0.2531  pop cancelling",
        "pinch cancelled  scale 0.6579  velocity 0.000/s  percent 0.0000  pop cancelled",
      ])
    let summary = run.stdout.components(separatedBy: "\n\n").last ?? ""
    #expect(summary.hasPrefix("pinch-pop: cancelled\n"))
    #expect(summary.contains("  decision: gesture cancelled ("))
    #expect(summary.contains("transitions started 1, ended 1"))
  }

  /// Issue 20: standard output failing under `glide live` (a full disk) stops the session with the
  /// error; the recording it was keeping is put in place with what reached it.
  @Test func aFullStandardOutputStopsTheSession() throws {
    let bench = try LiveBench()
    let recording = bench.path + "/kept.evemu"
    let run = try bench.glide(
      ["live", "--device", LiveBench.node, "--plain", "--duration", "8", "--record", recording], playing: nil,
      shell: "exec >/dev/full;")
    #expect(run.status == 1, "\(run.stderr)")
    #expect(run.stderr.contains("Error: standard output: cannot write: No space left on device"), "\(run.stderr)")
    #expect(run.stderr.contains("events in \(recording), synced and readable"), "\(run.stderr)")
    #expect(FileManager.default.fileExists(atPath: recording))
  }

  /// Issue 20: a recording cut short by a failed write keeps what reached the file whole, synced and
  /// readable, and says how many events that is. `ulimit -f 8` in `sh` is 8 × 512 bytes: the header and
  /// the first frames, of the 26 KB the whole trace takes.
  @Test(arguments: [["record", "--duration", "1.5"], ["live", "--once", "--duration", "8", "--plain"]])
  func aRecordingCutShortKeepsWhatItWrote(command: [String]) throws {
    let bench = try LiveBench()
    let recording = bench.path + "/cut.evemu"
    let run = try bench.glide(
      command + ["--device", LiveBench.node] + (command[0] == "record" ? ["-o"] : ["--record"]) + [recording],
      playing: nil, shell: "trap '' XFSZ; ulimit -f 8; exec >/dev/null;")  // the limit is on every file
    #expect(run.status == 1, "\(run.stderr)")
    let said = try #require(
      run.stderr.firstMatch(of: #/Error: (.+): cannot write: File too large; kept the first (\d+) of (\d+) events in (.+), synced and readable\n/#),
      "\(run.stderr)")
    #expect(said.1 == recording && said.4 == recording)
    let kept = try #require(Int(said.2))
    let kept_ = LiveBench.events(of: try String(contentsOfFile: recording, encoding: .utf8))
    #expect(kept_.count == kept)
    #expect(kept > 10 && kept < 100)
    // The events kept are the first that were played, whole lines; the file reads back.
    let played = LiveBench.events(of: try String(contentsOfFile: Glide.path("traces/default.evemu"), encoding: .utf8))
    #expect(Array(played.prefix(kept)) == LiveBench.rebased(kept_))
    let inspect = try Glide.run(["inspect", recording])
    #expect(inspect.status == 0, "\(inspect.stderr)")
    #expect(inspect.stdout.contains("  events: \(kept), "))
    #expect(!FileManager.default.fileExists(atPath: recording + ".partial"))
  }
}

/// The drawing, in a real terminal: tmux runs `glide live` on the mocked touchpad in a detached
/// 100 × 40 pane, a pinch is held there, and Ctrl-C ends it. About three seconds.
@Suite(.enabled(if: LiveBench.hasUmockdev && LiveBench.hasTmux, "tmux, umockdev-run or python3 is missing"))
struct LiveCommandTmuxTests {
  @Test func theScreensAreDrawnAndCtrlCPutsTheTerminalBack() throws {
    let bench = try LiveBench()
    let tmux = try Tmux(in: bench.path)
    defer { tmux.stop() }
    // The plain screens: Detail shrinks to the centre, whose frame the pane shows.
    let command = bench.umockdevCommand(
      ["live", "--device", LiveBench.node, "--set", "screens=plain"], playing: 0.3)
    try tmux.start("trap : INT; \(command); echo \"glide exited with $?\"; exec sleep 30")

    let drawn = try tmux.waitFor { $0.contains("Detail  frame 25.8,55.9 338.4×732.2  scale 0.868") }
    let rows = drawn.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let top = try #require(rows.firstIndex { $0.contains("╔") })
    let bottom = try #require(rows.firstIndex { $0.contains("╚") })
    let left = try #require(rows[top].firstIndex(of: "╔"))
    // Home fills the screen; Detail, pinched to 0.868, sits inside it, shaded opaque.
    #expect(rows[top + 1][rows[top + 1].index(after: left)] == "┌", "\(drawn)")
    #expect(drawn.filter { $0 == "┌" }.count == 2 && drawn.filter { $0 == "┘" }.count == 2)
    #expect(rows[top...bottom].contains { $0.contains("▓Detail▓") })
    #expect(rows.contains("Home    frame 0.0,0.0 390.0×844.0  scale 1.000  rotation 0.000  alpha 1.00"))
    #expect(rows.contains { $0.hasPrefix("pinch changed  ") && $0.contains(LiveBench.heldPinch) })
    #expect(
      rows.contains {
        $0.hasPrefix("pinch-pop on /dev/input/event12  t ") && $0.hasSuffix("Ctrl-C or q quits")
      })
    #expect(try tmux.modes() == "alternate 1 cursor 0")

    try tmux.send("C-c")
    let after = try tmux.waitFor { $0.contains("glide exited with") }
    #expect(try tmux.modes() == "alternate 0 cursor 1")
    #expect(after.contains("glide exited with 0"))
    #expect(after.contains("pinch-pop: cancelled"))
    #expect(after.contains("glide live: Stopped by SIGINT."))
    #expect(!after.contains("╔") && !after.contains("▓"))
  }

  @Test func qQuitsAndPutsTheKeyboardModeBack() throws {
    let bench = try LiveBench()
    let tmux = try Tmux(in: bench.path)
    defer { tmux.stop() }
    let command = bench.umockdevCommand(["live", "--device", LiveBench.node], playing: 0.3)
    // After glide: the terminal's echo and line-editing flags, one a line ("-echo" when still off).
    try tmux.start(
      "\(command); echo \"glide exited with $?\"; stty -a | tr ' ;' '\\n\\n' | grep -xE -- '-?(echo|icanon)';"
        + " exec sleep 30")
    _ = try tmux.waitFor { $0.contains("pop interactive") }
    try tmux.send("q")
    let after = try tmux.waitFor { $0.contains("glide exited with") && $0.contains("icanon") }
    #expect(after.contains("glide live: Stopped: q pressed."))
    #expect(after.contains("glide exited with 0"))
    #expect(after.split(separator: "\n").filter { $0.hasSuffix("echo") || $0.hasSuffix("icanon") } == ["icanon", "echo"])
    #expect(try tmux.modes() == "alternate 0 cursor 1")
  }
}

// MARK: - Harness

/// A scratch directory holding the touchpad of a trace (traces/default.evemu by default) as a umockdev device
/// (`tools/umockdev-from-evemu`), and ways to run `glide` on it while events play into it.
final class LiveBench {
  /// The node the mocked touchpad appears as.
  static let node = "/dev/input/event12"
  static let hasUmockdev = executable("umockdev-run") != nil && executable("python3") != nil
  static let hasTmux = executable("tmux") != nil
  /// The status of the pinch held at 0.2875 s into traces/default.evemu. The velocity's last digits
  /// depend on where the session's clock puts the samples (the estimator's 0.1 s window lands on one
  /// of them), so only its first two places are fixed.
  static var heldPinch: Regex<Substring> {
    #/pinch changed  scale 0\.6579  velocity -1\.1\d\d\/s  percent 0\.2531  pop interactive  decision none/#
  }

  let path: String
  /// The trace whose device the node is and whose events umockdev plays (a path in the checkout, or
  /// an absolute one).
  let trace: String

  /// A bench for `trace`'s device and events (traces/default.evemu, a pinch on a Synaptics touchpad,
  /// unless given).
  init(trace: String = "traces/default.evemu") throws {
    self.trace = trace
    path =
      FileManager.default.temporaryDirectory.appendingPathComponent("glide-live-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    try Self.run([
      "python3", Glide.path("tools/umockdev-from-evemu"), Self.file(trace), "--node",
      Self.node,
      "-o", path + "/device",
    ])
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }

  /// Runs `glide arguments…` under umockdev-run while the trace plays (up to `seconds` in),
  /// through `sh -c "<shell> exec glide …"` when `shell` is given (a limit, a signal setting).
  /// With `atOnce`, every event of the script carries the first one's time, so umockdev writes them to
  /// the node in one burst, as a kernel queue looks to a reader that fell behind.
  func glide(
    _ arguments: [String], playing seconds: Double?, shell: String? = nil, atOnce: Bool = false
  ) throws -> ProcessResult {
    let events = try script(upTo: seconds, atOnce: atOnce)
    guard let glide = Glide.binary?.path, let runner = Self.executable("umockdev-run") else {
      throw LiveBenchError("the glide binary or umockdev-run is missing")
    }
    let command = shell.map { ["/bin/sh", "-c", "\($0) exec \"$@\"", "sh", glide] } ?? [glide]
    return try Self.run(
      [runner] + umockdevOptions(events) + ["--"] + command + arguments, check: false, timeout: 10)
  }

  /// Runs `glide arguments…` on the mocked touchpad and takes the touchpad away `after` seconds
  /// (`tools/umockdev-unplug`).
  func unplugging(after: Double, _ arguments: [String], playing seconds: Double?) throws -> ProcessResult {
    let events = try script(upTo: seconds)
    guard let glide = Glide.binary?.path else { throw LiveBenchError("the glide binary is missing") }
    return try Self.run(
      [
        "python3", Glide.path("tools/umockdev-unplug"), path + "/device", events, "--node", Self.node,
        "--after", "\(after)", "--", glide,
      ] + arguments,
      check: false, timeout: 10)
  }

  /// A shell command running `glide arguments…` under umockdev-run (for tmux).
  func umockdevCommand(_ arguments: [String], playing seconds: Double?) -> String {
    let events = (try? script(upTo: seconds)) ?? ""
    let words =
      ["umockdev-run"] + umockdevOptions(events) + ["--", Glide.binary?.path ?? "glide"] + arguments
    return words.map { "'\($0)'" }.joined(separator: " ")
  }

  /// `umockdev-run` with its options for the trace up to `seconds`, starting `start` seconds
  /// after the device appears, ready for `-- glide …` (a command run under another one: xvfb-run for the
  /// window). A window takes longer to open than `glide live` takes to start reading, so the window's
  /// runs start the script later: the gesture then plays on an open window, at its own pace.
  func umockdevPrefix(playing seconds: Double?, start: Double) throws -> [String] {
    guard let runner = Self.executable("umockdev-run") else { throw LiveBenchError("umockdev-run is missing") }
    return [runner] + umockdevOptions(try script(upTo: seconds, start: start)) + ["--"]
  }

  /// The `E:` lines of an evemu document without their comments.
  static func events(of document: String) -> [String] {
    document.split(separator: "\n").filter { $0.hasPrefix("E: ") }.map {
      String($0.split(separator: "#")[0]).trimmingCharacters(in: .whitespaces)
    }
  }

  /// `E:` lines (as ``events(of:)`` gives them) with their times re-based on the first, which goes to
  /// 0.000001 s as evemu-record writes it: a live recording is on the session's timeline, where umockdev's
  /// script lands at the moment its first event was read.
  static func rebased(_ events: [String]) -> [String] {
    func microseconds(_ line: String) -> Int? {
      let fields = line.split(separator: " ")
      guard fields.count == 5, let seconds = Double(fields[1]) else { return nil }
      return Int((seconds * 1_000_000).rounded())
    }
    guard let first = events.first.flatMap(microseconds) else { return events }
    return events.map { line in
      guard let time = microseconds(line) else { return line }
      let fields = line.split(separator: " ")
      let rebased = time - first + 1
      let stamp = "\(rebased / 1_000_000).\(String(rebased % 1_000_000).leftPadded(to: 6))"
      return (["E:", stamp] + fields[2...].map(String.init)).joined(separator: " ")
    }
  }

  // MARK: - Internals

  private func umockdevOptions(_ events: String) -> [String] {
    [
      "-d", path + "/device.umockdev", "-i", "\(Self.node)=\(path)/device.ioctl", "-e",
      "\(Self.node)=\(events)",
    ]
  }

  /// The event script umockdev plays: the trace up to `seconds` (all of it for nil),
  /// starting 0.2 s after the device appears.
  private func script(upTo seconds: Double?, start: Double = 0.2, atOnce: Bool = false) throws -> String {
    let played = try String(contentsOfFile: Self.file(trace), encoding: .utf8)
    let lines = played.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
      guard let seconds, line.hasPrefix("E: "), let time = Double(line.split(separator: " ")[1]) else {
        return true
      }
      return time <= seconds
    }
    let trace = path + "/played-\(seconds.map { "\($0)" } ?? "all")-from-\(start).evemu"
    try lines.joined(separator: "\n").write(toFile: trace, atomically: true, encoding: .utf8)
    let events = trace + ".events"
    try Self.run(["python3", Glide.path("tools/evemu-events-only"), trace, "--start", "\(start)", "-o", events])
    if atOnce {
      let lines = try String(contentsOfFile: events, encoding: .utf8).split(separator: "\n")
      let first = lines.first.map { $0.split(separator: " ")[1] } ?? ""
      let burst = lines.map { line in
        var fields = line.split(separator: " ")
        fields[1] = first
        return fields.joined(separator: " ")
      }
      try (burst.joined(separator: "\n") + "\n").write(toFile: events, atomically: true, encoding: .utf8)
    }
    return events
  }

  /// `trace` as a file: an absolute path as it is, else in the checkout.
  static func file(_ trace: String) -> String { trace.hasPrefix("/") ? trace : Glide.path(trace) }

  static func executable(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(name)" }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// Runs a command, killing it after `timeout` seconds so a test can never hang.
  ///
  /// Spawned with `posix_spawnp` and reaped with `waitpid`, its output in files: Foundation's `Process`
  /// learns of an exit through a descriptor the child inherits, which a daemon it forks (tmux's
  /// server) keeps open, so it would wait for the daemon too.
  @discardableResult
  static func run(_ arguments: [String], check: Bool = true, timeout: Double = 20) throws -> ProcessResult {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("glide-live-\(UUID())").path
    let (out, err) = (base + ".out", base + ".err")
    defer { [out, err].forEach { try? FileManager.default.removeItem(atPath: $0) } }
    let pid = try spawn(arguments, stdout: out, stderr: err)
    let deadline = Date().addingTimeInterval(timeout)
    var status: Int32 = 0
    var reaped = waitpid(pid, &status, WNOHANG) == pid
    while !reaped && Date() < deadline {
      usleep(10_000)
      reaped = waitpid(pid, &status, WNOHANG) == pid
    }
    if !reaped {
      kill(pid, SIGKILL)
      waitpid(pid, &status, 0)
    }
    let read = { (path: String) in (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }
    let code = status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    let result = ProcessResult(status: code, stdout: read(out), stderr: read(err), timedOut: !reaped)
    let command = arguments.joined(separator: " ")
    if !reaped { throw LiveBenchError("\(command) ran over \(timeout) s: \(result.stderr)") }
    if check && code != 0 { throw LiveBenchError("\(command) failed (\(code)): \(result.stderr)") }
    return result
  }

  /// Starts `arguments` (found on the PATH) with standard input from /dev/null and its output in files.
  private static func spawn(_ arguments: [String], stdout: String, stderr: String) throws -> pid_t {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    let argv = arguments.map { strdup($0) } + [nil]
    let environment = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + environment).forEach { free($0) } }
    var pid: pid_t = 0
    let status = posix_spawnp(&pid, arguments[0], &actions, nil, argv, environment)
    guard status == 0 else { throw LiveBenchError("\(arguments[0]) could not be started: errno \(status)") }
    return pid
  }
}

/// What a command printed, and how it ended.
struct ProcessResult {
  var status: Int32
  var stdout: String
  var stderr: String
  var timedOut: Bool
}

/// A private tmux server (its own socket) with one detached 100 × 40 session.
final class Tmux {
  private let socket: String

  init(in directory: String) throws {
    socket = directory + "/tmux.socket"
  }

  /// Starts the session running `command` in `sh`.
  func start(_ command: String) throws {
    try tmux([
      "-f", "/dev/null", "new-session", "-d", "-s", "live", "-x", "100", "-y", "40", "sh", "-c", command,
    ])
  }

  /// The visible pane, once `condition` holds (within 6 s).
  func waitFor(_ condition: (String) -> Bool) throws -> String {
    let deadline = Date().addingTimeInterval(6)
    var screen = ""
    while Date() < deadline {
      screen = try tmux(["capture-pane", "-p", "-t", "live"]).stdout
      if condition(screen) { return screen }
      usleep(50_000)
    }
    throw LiveBenchError("the pane never showed what was expected; it showed:\n\(screen)")
  }

  /// Whether the pane is on the alternate screen and shows the cursor: "alternate 1 cursor 0".
  func modes() throws -> String {
    try tmux(["display-message", "-p", "-t", "live", "alternate #{alternate_on} cursor #{cursor_flag}"])
      .stdout.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  func send(_ keys: String) throws {
    try tmux(["send-keys", "-t", "live", keys])
  }

  func stop() {
    _ = try? tmux(["kill-server"])
  }

  @discardableResult
  private func tmux(_ arguments: [String]) throws -> ProcessResult {
    try LiveBench.run(["tmux", "-S", socket] + arguments, timeout: 5)
  }
}

struct LiveBenchError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

extension String {
  /// The string with zeros in front to `width` characters.
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(width - count, 0)) + self
  }
}
