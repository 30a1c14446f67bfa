import Foundation
import GlideTestSupport
import Testing

/// Issue 28, inputs as users give them: bounded work for any trace (a huge protocol A frame, a day-long
/// gap, a line with no end, a device with no end) and traces read as they come (a FIFO, standard input, a
/// byte order mark, a `libinput record` file indented wrongly). Each run goes through `sh` in a scratch
/// folder, under `timeout`, so a regression fails rather than hangs.
@Suite("Bad conditions: input")
struct BadInputTests {
  // MARK: - Bounded work

  @Test("A protocol A frame of 10,000 contacts is capped at 32, with a warning naming the file and line")
  func hugeProtocolAFrame() throws {
    let folder = try ScratchFolder()
    try BadInputs.protocolAFrames(contacts: 10_000, frames: 2).write(
      toFile: folder.path + "/crowd.evemu", atomically: true, encoding: .utf8)
    // 1.5 GB of address space: the old code's pairing of every contact with every other needs more.
    let run = try BadInputs.run("ulimit -v 1500000; $GLIDE frames crowd.evemu", in: folder, timeout: 30)
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains("fingers 32 "), "\(run.stdout.prefix(200))")
    #expect(!run.stdout.contains("#33 "))
    #expect(
      run.stderr.contains(
        "warning: crowd.evemu:109: contact 33 of one frame (SYN_MT_REPORT), beyond the 32 contacts a protocol A "
          + "frame is read with; dropped"), "\(run.stderr)")
    let strict = try BadInputs.run(
      "ulimit -v 1500000; $GLIDE frames --strict crowd.evemu", in: folder, timeout: 30)
    #expect(strict.status == 1)
    #expect(strict.stderr.contains("crowd.evemu:109: contact 33 of one frame"), "\(strict.stderr)")
  }

  @Test(
    "A 100,000 s gap mid-gesture: the display link skips to the next event and says so",
    arguments: [["replay"], ["replay", "--json"], ["compare"], ["report", "-o", "r.html"], ["render", "-o", "frames/"]])
  func longGap(arguments: [String]) throws {
    let folder = try ScratchFolder()
    try BadInputs.defaultTrace(shiftingFrom: 0.2, by: 100_000).write(
      toFile: folder.path + "/gap.evemu", atomically: true, encoding: .utf8)
    let command = (["$GLIDE"] + arguments + ["gap.evemu"]).joined(separator: " ")
    // At most 10 MB a file (`ulimit -f` counts 512-byte blocks): the old code wrote 70 MB a second.
    let run = try BadInputs.run("ulimit -f 20000; " + command + " > out", in: folder, timeout: 30)
    #expect(run.status == 0, "\(run)")
    let output = try String(contentsOfFile: folder.path + "/out", encoding: .utf8)
    #expect(output.utf8.count < 2_000_000, "\(output.utf8.count) bytes")
    if arguments.first == "replay" {
      #expect(output.contains("finished"))
      #expect(
        output.contains(
          "gap in the input: display frames from 10.2000 s to 100000.2000 s skipped (5999400 frames; the link "
            + "runs 10.0 s into a gap)"), "\(output.prefix(300))")
    }
    if arguments.first == "render" {
      let frames = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/frames")
      #expect(frames.count < 2_000, "\(frames.count) frames")
    }
  }

  @Test("A character device is refused; a line longer than 64 KiB is a located error", arguments: [
    ("$GLIDE replay /dev/zero", "Error: /dev/zero: cannot read the file: it is a character device"),
    ("head -c 200000 /dev/zero | tr '\\0' a > long.evemu; $GLIDE replay long.evemu",
     "Error: long.evemu:1: line longer than 65536 bytes"),
    ("(cat $TRACE; head -c 70000 /dev/zero | tr '\\0' ' ') > tail.evemu; $GLIDE replay tail.evemu",
     "Error: tail.evemu:427: line longer than 65536 bytes"),
    ("head -c 200000 /dev/zero | tr '\\0' a | $GLIDE replay -", "Error: -:1: line longer than 65536 bytes"),
  ])
  func unboundedInput(script: String, message: String) throws {
    let folder = try ScratchFolder()
    let run = try BadInputs.run(script, in: folder, timeout: 20)
    #expect(run.status == 1, "\(run)")
    #expect(run.stderr.contains(message), "\(run.stderr)")
  }

  // MARK: - Inputs as users give them

  @Test("A FIFO, /dev/stdin and - are read once, in one pass, as the file itself", arguments: [
    "mkfifo p; timeout -s KILL 20 sh -c 'cat \"$TRACE\" > p' & $GLIDE replay p",
    "cat $TRACE | $GLIDE replay /dev/stdin",
    "cat $TRACE | $GLIDE replay -",
    "$GLIDE replay - < $TRACE",
    "cat $TRACE | $GLIDE convert - -o - | $GLIDE replay -",
    "$GLIDE convert $TRACE --format libinput -o t.yml > /dev/null && cat t.yml | $GLIDE replay /dev/stdin",
    "mkfifo p; timeout -s KILL 20 sh -c 'cat \"$TRACE\" > p' & $GLIDE replay p --json",
  ])
  func readOnce(script: String) throws {
    let folder = try ScratchFolder()
    let run = try BadInputs.run(script + " > out", in: folder, timeout: 20)
    #expect(run.status == 0, "\(run)")
    let expected = try BadInputs.run(
      "$GLIDE replay $TRACE\(script.hasSuffix("--json") ? " --json" : "") > expected", in: folder, timeout: 20)
    #expect(expected.status == 0)
    let output = try String(contentsOfFile: folder.path + "/out", encoding: .utf8)
    #expect(output.contains("finished"))
    #expect(output == (try String(contentsOfFile: folder.path + "/expected", encoding: .utf8)))
  }

  @Test("A UTF-8 byte order mark at the start of a trace is skipped")
  func byteOrderMark() throws {
    let folder = try ScratchFolder()
    let run = try BadInputs.run(
      "printf '\\357\\273\\277' | cat - $TRACE > bom.evemu; $GLIDE replay bom.evemu; "
        + "$GLIDE convert $TRACE --format libinput -o t.yml > /dev/null; "
        + "printf '\\357\\273\\277' | cat - t.yml | $GLIDE replay -",
      in: folder, timeout: 20)
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.components(separatedBy: "pinch-pop: finished").count == 3, "\(run.stdout.suffix(300))")
  }

  @Test("libinput record: one - evdev: indented wrongly is a located error, --strict or not")
  func libinputRecordIndentedWrongly() throws {
    let folder = try ScratchFolder()
    for strict in ["", " --strict"] {
      // Line 333 starts the 23rd event item of the converted default trace.
      let run = try BadInputs.run(
        "$GLIDE convert $TRACE --format libinput -o t.yml > /dev/null; "
          + "sed '333s/^    - evdev:/  - evdev:/' t.yml > bad.yml; $GLIDE replay bad.yml\(strict)",
        in: folder, timeout: 20)
      #expect(run.status == 1, "\(run)")
      #expect(
        run.stderr.contains(
          "Error: bad.yml:333: expected an event item \"- evdev:\" 4 spaces in, or the end of the device, "
            + "found \"  - evdev:\""), "\(run.stderr)")
      #expect(!run.stdout.contains("pinch-pop:"))
    }
  }

  @Test("libinput record: an item's comment keeps its events; a row at item indent is a located error")
  func libinputRecordItemsAreNeverSkipped() throws {
    let folder = try ScratchFolder()
    // Line 333 starts the 23rd event item of the converted default trace, line 334 is its first row.
    let commented = try BadInputs.run(
      "$GLIDE convert $TRACE --format libinput -o t.yml > /dev/null; "
        + "sed '333s/- evdev:/- evdev:   # the 23rd frame/' t.yml > commented.yml; "
        + "$GLIDE replay t.yml > plain.out; $GLIDE replay commented.yml --strict > commented.out && cmp plain.out commented.out",
      in: folder, timeout: 20)
    #expect(commented.status == 0, "\(commented)")
    for strict in ["", " --strict"] {
      let run = try BadInputs.run(
        "$GLIDE convert $TRACE --format libinput -o t.yml > /dev/null; "
          + "sed '334s/^      - \\[/    - [/' t.yml > row.yml; $GLIDE replay row.yml\(strict)",
        in: folder, timeout: 20)
      #expect(run.status == 1, "\(run)")
      #expect(
        run.stderr.contains(
          "Error: row.yml:334: expected an event item \"- evdev:\", \"- libinput:\" or \"- hid:\" 4 spaces in "
            + "(its rows indented more), found \"    - [  0, 362501,   3,  47,       0] # EV_ABS / ABS_MT_SLOT          0\""),
        "\(run.stderr)")
      #expect(!run.stdout.contains("pinch-pop:"))
    }
  }

  @Test("A device name with escape sequences is shown escaped by inspect and in warnings, never sent to the terminal")
  func deviceNameWithEscapes() throws {
    let folder = try ScratchFolder()
    let run = try BadInputs.run(
      "sed 's/^N: .*/N: Evil\\x1b]0;pwned\\x07\\x1b[2J/' \"$TRACE\" > evil.evemu; $GLIDE inspect evil.evemu",
      in: folder, timeout: 20)
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.hasPrefix("Device: Evil\\u{1B}]0;pwned\\u{7}\\u{1B}[2J\n"), "\(run.stdout)")
    #expect(!run.stdout.contains("\u{1B}") && !run.stderr.contains("\u{1B}"))
  }

  @Test("libinput record: a device with no events: is a located error, not an empty trace")
  func libinputRecordWithoutEvents() throws {
    let folder = try ScratchFolder()
    let run = try BadInputs.run(
      "$GLIDE convert $TRACE --format libinput -o t.yml > /dev/null; "
        + "sed '/^    events:/,$d' t.yml > noevents.yml; $GLIDE replay noevents.yml --strict",
      in: folder, timeout: 20)
    #expect(run.status == 1, "\(run)")
    #expect(run.stderr.contains("Error: noevents.yml:35: expected an \"events:\" list"), "\(run.stderr)")
  }
}

/// Scratch inputs and a bounded run for ``BadInputTests``.
enum BadInputs {
  /// What a script printed and how it ended.
  struct Run: CustomStringConvertible {
    var status: Int32
    var stdout: String
    var stderr: String
    var description: String { "status \(status): \(stderr.prefix(2000))" }
  }

  /// Runs `script` with `sh -c` in `folder`: `$GLIDE` is the built `glide` under `timeout -s KILL`
  /// (`timeout` seconds), `$TRACE` the bundled default trace. Standard output and error go to files.
  /// (A FIFO's writer runs under `timeout` too: its open blocks until a reader comes.)
  static func run(_ script: String, in folder: ScratchFolder, timeout: Int) throws -> Run {
    let binary = try #require(Glide.binary?.path)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", script]
    process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
    process.environment = ProcessInfo.processInfo.environment.merging([
      "GLIDE": "timeout -s KILL \(timeout) \(binary)", "TRACE": Glide.path("traces/default.evemu"),
    ]) { $1 }
    let out = folder.path + "/.stdout"
    let err = folder.path + "/.stderr"
    _ = FileManager.default.createFile(atPath: out, contents: nil)
    _ = FileManager.default.createFile(atPath: err, contents: nil)
    process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: out))
    process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: err))
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus,
      stdout: (try? String(contentsOfFile: out, encoding: .utf8)) ?? "",
      stderr: (try? String(contentsOfFile: err, encoding: .utf8)) ?? "")
  }

  /// The bundled default trace with every event from `start` seconds on moved `seconds` later: a gap in
  /// the middle of the pinch.
  static func defaultTrace(shiftingFrom start: Double, by seconds: Int) throws -> String {
    let text = try String(contentsOfFile: Glide.path("traces/default.evemu"), encoding: .utf8)
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      guard line.hasPrefix("E: "), let time = line.split(separator: " ").dropFirst().first,
        let value = Double(time), value >= start, let dot = time.firstIndex(of: ".")
      else { return String(line) }
      let shifted = "\(Int(time[..<dot])! + seconds)\(time[dot...])"
      return line.replacingOccurrences(of: "E: \(time) ", with: "E: \(shifted) ")
    }.joined(separator: "\n")
  }

  /// A protocol A touchscreen (ABS_X/Y and ABS_MT_POSITION_X/Y, no slots) and `frames` frames of
  /// `contacts` contacts each.
  static func protocolAFrames(contacts: Int, frames: Int) -> String {
    var lines = [
      "# EVEMU 1.3", "N: Protocol A screen", "I: 0003 0001 0001 0001", "P: 02 00 00 00 00 00 00 00",
      "B: 00 09 00 00 00 00 00 00 00", "B: 03 03 00 00 00 00 00 60 00",
      "A: 00 0 690 0 0 10", "A: 01 0 500 0 0 10", "A: 35 0 690 0 0 10", "A: 36 0 500 0 0 10",
    ]
    lines.reserveCapacity(10 + contacts * frames * 3 + frames)
    for frame in 0..<frames {
      let time = "0.\(String(10_000 * (frame + 1) + 1_000_000).dropFirst())"
      for contact in 0..<contacts {
        lines.append("E: \(time) 0003 0035 \(contact % 690)")
        lines.append("E: \(time) 0003 0036 \((contact / 690) * 20 + frame)")
        lines.append("E: \(time) 0000 0002 0000")
      }
      lines.append("E: \(time) 0000 0000 0000")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

extension BadInputTests {
  @Test("glide report on a long trace: the page and the memory stay bounded, and it says it thinned out")
  func longReport() throws {
    let folder = try ScratchFolder()
    // A 60 s pinch stretched to 300 s: 13,500 display frames (the old page held each: 15 MB).
    let run = try BadInputs.run(
      "$GLIDE synth pinch --duration 60 --from 1 --to 0.6 -o slow.evemu > /dev/null && "
        + "awk '/^E:/ { split($2, t, \".\"); us = (t[1] * 1000000 + t[2]) * 5; "
        + "$2 = sprintf(\"%d.%06d\", int(us / 1000000), us % 1000000) } { print }' slow.evemu > long.evemu && "
        + "ulimit -v 1500000; $GLIDE report long.evemu -o long.html",
      in: folder, timeout: 60)
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains("display frames: a report keeps at most 2048 frames and 8192 views in them)"), "\(run.stdout)")
    let size = try FileManager.default.attributesOfItem(atPath: folder.path + "/long.html")[.size] as? Int
    #expect((size ?? .max) < 3_000_000, "\(size ?? -1) bytes")
  }
}

extension BadInputTests {
  @Test("A command that reads the trace more than once refuses a FIFO or standard input, at once", arguments: [
    ("mkfifo p; $GLIDE compare p", "Error: p: glide compare reads the trace more than once"),
    (": | $GLIDE compare /dev/stdin", "Error: /dev/stdin: glide compare reads the trace more than once"),
    ("$GLIDE report - --rules all -o r.html", "Error: -: glide report --rules reads the trace more than once"),
    ("$GLIDE sweep - --rule kwin --param threshold=0.2:0.8:0.3",
     "Error: -: glide sweep reads the trace more than once"),
  ])
  func readTwiceRefusesAStream(script: String, message: String) throws {
    let folder = try ScratchFolder()
    let run = try BadInputs.run(script, in: folder, timeout: 20)
    #expect(run.status == 1, "\(run)")
    #expect(run.stderr.contains(message), "\(run.stderr)")
  }
}
