import Foundation
import GlideTestSupport
import Testing

/// Issue 38, "Every input is an input": every path a command reads (a trace, `--desc`, `--scene`,
/// `--scenario-file`, an expectation and the trace it names, the traces in a folder) and every path it
/// writes (`-o`, `--csv`, `--svg`, `--junit`, `--record`, a folder of frames, `--update`'s rewrites) are
/// checked together before anything is read or written; options no run can use are refused up front.
@Suite("Bad conditions: every input is an input", .serialized)
struct HostilePathTests {
  // MARK: - Every path option is declared

  /// One argument of one command, as `glide --experimental-dump-help` describes it.
  struct Argument: CustomStringConvertible {
    var command: String
    var name: String
    var isPositional: Bool
    var valueName: String
    var completesFiles: Bool
    var description: String { "glide \(command) \(isPositional ? "<\(valueName)>" : "--\(name)")" }
  }

  /// Every argument of every subcommand.
  static func arguments() throws -> [Argument] {
    let run = try Glide.run(["--experimental-dump-help"])
    let root = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let tool = try #require(root["command"] as? [String: Any])
    var found: [Argument] = []
    for command in tool["subcommands"] as? [[String: Any]] ?? [] {
      let name = command["commandName"] as? String ?? ""
      for argument in command["arguments"] as? [[String: Any]] ?? [] {
        let preferred = (argument["preferredName"] as? [String: Any])?["name"] as? String ?? ""
        found.append(
          Argument(
            command: name, name: preferred, isPositional: argument["kind"] as? String == "positional",
            valueName: argument["valueName"] as? String ?? "",
            completesFiles: (argument["completionKind"] as? [String: Any])?["file"] != nil))
      }
    }
    return found
  }

  /// Whether an argument names a file or folder, by what `--help` calls its value.
  static func isPathLike(_ argument: Argument) -> Bool {
    let words = ["FILE", "DIR", "PATH", "OUT", "FOLDER"]
    if words.contains(where: argument.valueName.contains) { return true }
    return argument.isPositional && ["path", "paths", "input", "trace", "file", "files"].contains(argument.valueName)
  }

  @Test("Every option or argument that names a file is declared as an input or an output")
  func everyPathOptionIsDeclared() throws {
    let arguments = try Self.arguments()
    #expect(arguments.count > 150)
    // InputPath and OutputPath are the only value types that complete as files, so a path option declared
    // as a String (whose path the run's check would never see) fails here.
    for argument in arguments where Self.isPathLike(argument) {
      #expect(argument.completesFiles, "\(argument) names a file but is not an InputPath or OutputPath")
    }
    for argument in arguments where argument.completesFiles {
      #expect(Self.isPathLike(argument), "\(argument) completes as a file but its value name says no path")
    }
  }

  /// A command line writing `OUT` that takes any other path (`X`) where the command allows one, with
  /// `OUT` named so that the command accepts it (`-o x.png` for render).
  static let writers: [String: (output: String, name: String, arguments: [String])] = [
    "live": ("--record", "same.evemu", ["live", "--record", "OUT"]),
    "report": ("output", "same.html", ["report", "TRACE", "-o", "OUT"]),
    "render": ("output", "same.png", ["render", "TRACE", "-o", "OUT"]),
    "expect": ("output", "same.expect.json", ["expect", "TRACE", "-o", "OUT"]),
    "convert": ("output", "same.evemu", ["convert", "TRACE", "-o", "OUT"]),
    "record": ("output", "same.evemu", ["record", "-o", "OUT"]),
    "synth": ("output", "same.evemu", ["synth", "pinch", "-o", "OUT"]),
    "test": ("junit", "same.xml", ["test", "TRACE", "--junit", "OUT"]),
    "sweep": (
      "csv", "same.csv", ["sweep", "TRACE", "--rule", "kwin", "--param", "threshold=0.2:0.8:0.3", "--csv", "OUT"]
    ),
  ]

  @Test("Every path option of a command that writes is checked against its output before the run")
  func everyPathOptionMeetsTheOutputCheck() throws {
    let arguments = try Self.arguments().filter(\.completesFiles)
    let commands = Set(arguments.map(\.command))
    // Every command with an output is here; the rest only read.
    let outputs = ["output", "csv", "svg", "junit", "record"]
    #expect(Set(arguments.filter { outputs.contains($0.name) }.map(\.command)) == Set(Self.writers.keys))
    var checked = 0
    for command in commands.sorted() {
      guard let writer = Self.writers[command] else { continue }
      for argument in arguments where argument.command == command && argument.name != writer.output.trimmingCharacters(in: ["-"]) {
        let folder = try ScratchFolder()
        let same = folder.path + "/" + writer.name
        let trace = folder.path + "/trace.evemu"
        try FileManager.default.copyItem(atPath: Glide.path("traces/default.evemu"), toPath: same)
        try FileManager.default.copyItem(atPath: Glide.path("traces/default.evemu"), toPath: trace)
        var line = writer.arguments.map { $0 == "OUT" ? same : $0 == "TRACE" ? trace : $0 }
        if argument.isPositional {
          line = line.map { $0 == trace ? same : $0 }
        } else {
          line += ["--" + argument.name, same]
        }
        let run = try Condition.run(line)
        #expect(run.status == 1, "\(line.joined(separator: " ")): \(run)")
        #expect(
          run.stderr.contains("is the same file as") && run.stderr.contains(same), "\(line.joined(separator: " ")): \(run.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: same)) == Data(contentsOf: URL(fileURLWithPath: trace)))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["trace.evemu", writer.name].sorted())
        checked += 1
      }
    }
    #expect(checked >= 20)
  }

  // MARK: - The reproducers: an output over an input

  /// A command line over files in a scratch folder (`$` is the folder), the files it starts with (a
  /// repository file each), and the message it must stop with (`$` the folder).
  struct Overwrite: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var files: [String: String]
    var message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let overwrites: [Overwrite] = [
    Overwrite(
      arguments: ["report", "$/t.evemu", "--scene", "$/v.scene", "-o", "$/v.scene"],
      files: ["t.evemu": "traces/default.evemu", "v.scene": "docs/example.scene"],
      message: "Error: -o $/v.scene is the same file as --scene $/v.scene: writing it would destroy what is being read; "
        + "please give another output file\n"),
    Overwrite(
      arguments: [
        "sweep", "$/t.evemu", "--rule", "kwin", "--param", "threshold=0.2:0.8:0.3", "--scene", "$/v.scene", "--csv",
        "$/v.scene",
      ],
      files: ["t.evemu": "traces/default.evemu", "v.scene": "docs/example.scene"],
      message: "Error: --csv $/v.scene is the same file as --scene $/v.scene: writing it would destroy what is "
        + "being read; please give another output file\n"),
    Overwrite(
      arguments: ["render", "$/t.evemu", "--scene", "$/sc.png", "-o", "$/sc.png"],
      files: ["t.evemu": "traces/default.evemu", "sc.png": "docs/example.scene"],
      message: "Error: -o $/sc.png is the same file as --scene $/sc.png: writing it would destroy what is being "
        + "read; please give another output file\n"),
    Overwrite(
      arguments: ["expect", "$/t.evemu", "--scene", "$/F.expect.json", "-o", "$/F.expect.json"],
      files: ["t.evemu": "traces/default.evemu", "F.expect.json": "docs/example.scene"],
      message: "Error: -o $/F.expect.json is the same file as --scene $/F.expect.json: writing it would destroy "
        + "what is being read; please give another output file\n"),
    Overwrite(
      arguments: ["test", "$/X.expect.json", "--junit", "$/default.evemu"],
      files: ["default.evemu": "traces/default.evemu", "X.expect.json": "traces/default.expect.json"],
      message: "Error: --junit $/default.evemu is the same file as $/default.evemu, the trace $/X.expect.json "
        + "names: writing it would destroy what is being read; please give another output file\n"),
    Overwrite(
      arguments: ["render", "$/fr/frame-00000.png", "-o", "$/fr/"],
      files: ["fr/frame-00000.png": "traces/default.evemu"],
      message: "Error: -o $/fr/ is a folder replaced whole, and the input $/fr/frame-00000.png is inside it: "
        + "writing it would destroy what is being read; please give another folder, or move the input out of it\n"),
    Overwrite(
      arguments: [
        "sweep", "$/t.evemu", "--rule", "kwin", "--param", "threshold=0.2:0.8:0.3", "--csv", "$/both.out", "--svg",
        "$/both.out",
      ],
      files: ["t.evemu": "traces/default.evemu"],
      message: "Error: --svg $/both.out is the same file as --csv $/both.out: one output would overwrite the "
        + "other; please give each output its own file\n"),
    Overwrite(
      arguments: [
        "sweep", "$/t.evemu", "--rule", "kwin", "--param", "threshold=0.2:0.8:0.3", "--csv", "$/both.out", "--svg",
        "$/link",
      ],
      files: ["t.evemu": "traces/default.evemu", "link": "->both.out"],
      message: "Error: --svg $/link is the same file as --csv $/both.out: one output would overwrite the other; "
        + "please give each output its own file\n"),
    Overwrite(
      arguments: [
        "sweep", "$/S", "--rule", "kwin", "--param", "threshold=0.2:0.8:0.3", "--csv", "$/S/t.expect.json",
      ],
      files: ["S/t.evemu": "traces/default.evemu", "S/t.expect.json": "traces/default.expect.json"],
      message: "Error: --csv $/S/t.expect.json is the same file as $/S/t.expect.json, an expectation the sweep "
        + "reads: writing it would destroy what is being read; please give another output file\n"),
  ]

  @Test("An output over an input, or over another output, stops the run before anything is written", arguments: overwrites)
  func outputOverAnInput(_ overwrite: Overwrite) throws {
    let folder = try ScratchFolder()
    try OutputSafetyTests.make(overwrite.files, in: folder.path)
    let before = try OutputSafetyTests.snapshot(folder.path)
    let run = try Condition.run(overwrite.arguments.map { $0.replacingOccurrences(of: "$", with: folder.path) })
    #expect(run.status == 1, "\(run)")
    #expect(run.stderr == overwrite.message.replacingOccurrences(of: "$", with: folder.path))
    #expect(try OutputSafetyTests.snapshot(folder.path) == before)
  }

  @Test("The font GLIDE_FONT names is an input of render: -o over it is refused")
  func fontIsAnInput() throws {
    let folder = try ScratchFolder()
    let font = folder.path + "/f.png"
    try FileManager.default.copyItem(atPath: Glide.path("traces/default.evemu"), toPath: font)
    let before = try OutputSafetyTests.snapshot(folder.path)
    let run = try Glide.run(["render", "-o", font], environment: ["GLIDE_FONT": font])
    #expect(run.status == 1, "\(run.stderr)")
    #expect(
      run.stderr == "Error: -o \(font) is the same file as GLIDE_FONT=\(font): writing it would destroy what is "
        + "being read; please give another output file\n")
    #expect(try OutputSafetyTests.snapshot(folder.path) == before)
  }

  @Test(
    "A device node is compared with the outputs without realpath(3), which corrupts the heap on umockdev's nodes",
    .enabled(if: LiveBench.hasUmockdev, "umockdev-run (Debian `umockdev`) or python3 is missing"))
  func deviceNodeUnderUmockdev() throws {
    let bench = try LiveBench()
    let recording = bench.path + "/none.evemu"
    // No events played: the session reads nothing and stops after its second.
    let run = try bench.glide(
      ["live", "--device", LiveBench.node, "--duration", "1", "--plain", "--record", recording], playing: 0)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.hasSuffix("glide live: Stopped after 1.000 s. Wrote 0 events to \(recording).\n"), "\(run.stderr)")
  }

  // MARK: - Options refused up front

  @Test("An output name nothing can be written under is refused before the trace is even opened", arguments: [
    (["render", "missing.evemu", "-o", ""], "Error: -o is empty; please give -o a file name\n"),
    (["report", "missing.evemu", "-o", "."], "Error: -o . names a folder, and this output is a file; please give a file name\n"),
    (["convert", "missing.evemu", "-o", "out/"], "Error: -o out/ names a folder, and this output is a file; please give a file name\n"),
    (["sweep", "missing.evemu", "--rule", "kwin", "--param", "threshold=0.2:0.8:0.3", "--svg", "no/such/p.svg"],
     "Error: --svg no/such/p.svg cannot be written: no/such is not a folder (or does not exist); please give a path in an existing folder\n"),
    (["render", "missing.evemu", "-o", "."],
     "Error: -o . names a folder that cannot be replaced whole (the current folder, its parent or the root); please give a folder name, e.g. -o frames/\n"),
    (["render", "missing.evemu", "-o", "../"],
     "Error: -o ../ names a folder that cannot be replaced whole (the current folder, its parent or the root); please give a folder name, e.g. -o frames/\n"),
  ])
  func unwritableOutputName(arguments: [String], message: String) throws {
    let folder = try ScratchFolder()
    // In an empty folder, where `-o .` would otherwise pass as an empty folder of frames.
    let run = try BadInputs.run(
      "$GLIDE " + arguments.map { "'\($0)'" }.joined(separator: " "), in: folder, timeout: 30)
    #expect(run.status == 1, "\(run)")
    #expect(run.stderr == message)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [".stderr", ".stdout"])
  }

  @Test("A read-only folder under a file output is said before the replay, not after it")
  func readOnlyFolderUpFront() throws {
    let folder = try ScratchFolder()
    guard let disk = try SmallDisk(in: folder.path, kilobytes: 64) else { return }
    defer { disk.unmount() }
    try #require(Condition.run(["mount", "-o", "remount,ro", disk.path], glide: false).status == 0)
    let run = try Condition.run(["report", "missing.evemu", "-o", disk.path + "/r.html"])
    #expect(run.status == 1, "\(run)")
    #expect(
      run.stderr == "Error: -o \(disk.path)/r.html cannot be written: its folder cannot be written to (Read-only "
        + "file system); please give another folder\n")
  }

  @Test("--demo with a scenario's options is refused naming them, not run without them", arguments: [
    (["replay", "--demo", "ship-path", "--scene", "v.scene", "--set", "duration=1", "--policy", "gnome"],
     "Error: --demo ship-path plays a demo, which has no scenario and would leave them unused: please leave out --scene, --set and --policy, or --demo.\n"),
    (["replay", "--demo", "ship-path", "--realtime"],
     "Error: --demo ship-path plays a demo, which has no scenario and would leave it unused: please leave out --realtime, or --demo.\n"),
    (["render", "--demo", "ship-path", "--scenario", "edge-back", "-o", "ship.png"],
     "Error: --demo ship-path plays a demo, which has no scenario and would leave it unused: please leave out --scenario, or --demo.\n"),
    (["render", "--demo", "ship-path", "--scenario-file", "s.json", "--completion", "spring", "--completion-speed", "2",
      "--viewer-offset", "touch", "-o", "ship.png"],
     "Error: --demo ship-path plays a demo, which has no scenario and would leave them unused: please leave out --scenario-file, --completion, --completion-speed and --viewer-offset, or --demo.\n"),
  ])
  func demoWithScenarioOptions(arguments: [String], message: String) throws {
    let run = try Glide.run(arguments)
    #expect(run.status == 64, "\(run.stderr)")
    #expect(run.stderr.hasPrefix(message), "\(run.stderr)")
    #expect(run.stdout.isEmpty)
  }

  @Test("glide expect refuses a trace that glide test could not read again: standard input or a FIFO")
  func expectFromAStream() throws {
    let folder = try ScratchFolder()
    let run = try BadInputs.run("cat \"$TRACE\" | $GLIDE expect - -o F.expect.json", in: folder, timeout: 30)
    #expect(run.status == 64, "\(run)")
    #expect(
      run.stderr.hasPrefix(
        "Error: An expectation names its trace for glide test to read on every run, and '-' is standard input, "
          + "which cannot be read again; please save it to a file and give its path, e.g. glide convert - "
          + "-o t.evemu, then glide expect t.evemu -o t.expect.json.\n"), "\(run.stderr)")
    let fifo = try BadInputs.run(
      "mkfifo p; (cat \"$TRACE\" > p &); $GLIDE expect p -o F.expect.json; status=$?; cat p > /dev/null; exit $status",
      in: folder, timeout: 30)
    #expect(fifo.status == 64, "\(fifo)")
    #expect(fifo.stderr.contains("and 'p' is a FIFO, which cannot be read again"), "\(fifo.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/F.expect.json"))
    // Its description too: the expectation would name a FIFO that glide test then refuses.
    let desc = try BadInputs.run(
      "rm -f d; mkfifo d; (cat '\(Glide.path("traces/real/touchpads__SynPS2_Synaptics_TouchPad.desc"))' > d &); "
        + "$GLIDE expect '\(Glide.path("traces/real/touchpads__SynPS2_Synaptics_TouchPad.events"))' --desc d -o F.expect.json; "
        + "status=$?; cat d > /dev/null; exit $status",
      in: folder, timeout: 30)
    #expect(desc.status == 64, "\(desc)")
    #expect(desc.stderr.contains("An expectation names its description (--desc) for glide test to read on every run, and 'd' is a FIFO"), "\(desc.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/F.expect.json"))
  }

  // MARK: - Two-pass readers and FIFOs

  @Test("A contact sheet from a pipe, or a FIFO whose writer has gone, is the sheet of the file")
  func contactSheetFromAStream() throws {
    let folder = try ScratchFolder()
    let run = try BadInputs.run(
      "$GLIDE render \"$TRACE\" --scale 0.5 -o file.png > /dev/null && "
        + "cat \"$TRACE\" | $GLIDE render - --scale 0.5 -o pipe.png && "
        // The writer writes, closes, and lingers: a second open of the FIFO would wait for ever.
        + "mkfifo p && ((cat \"$TRACE\" > p; sleep 30) &) && $GLIDE render p --scale 0.5 -o fifo.png",
      in: folder, timeout: 60)
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains("wrote pipe.png: 8 of 43 frames"), "\(run.stdout)")
    let file = try Data(contentsOf: URL(fileURLWithPath: folder.path + "/file.png"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: folder.path + "/pipe.png")) == file)
    #expect(try Data(contentsOf: URL(fileURLWithPath: folder.path + "/fifo.png")) == file)
  }

  /// A description from a FIFO: a command that reads the trace more than once would wait for ever on
  /// the second open (the writer has gone); compare and report --rules refuse it, a contact sheet keeps it.
  @Test func aDescriptionFromAFIFOIsReadOnceOrRefused() throws {
    let folder = try ScratchFolder()
    let desc = Glide.path("traces/real/touchpads__SynPS2_Synaptics_TouchPad.desc")
    let events = Glide.path("traces/real/touchpads__SynPS2_Synaptics_TouchPad.events")
    for (command, name) in [("compare", "glide compare"), ("report --rules all -o r.html", "glide report --rules")] {
      let run = try BadInputs.run(
        "rm -f d; mkfifo d; (cat '\(desc)' > d &); $GLIDE \(command) --desc d '\(events)'; s=$?; cat d > /dev/null; exit $s",
        in: folder, timeout: 30)
      #expect(run.status == 1, "\(command): \(run)")
      #expect(
        run.stderr.contains("Error: d: \(name) reads the trace's description (--desc) more than once, and a FIFO or "
          + "standard input can be read only once"), "\(run.stderr)")
    }
    let sheet = try BadInputs.run(
      "rm -f d; mkfifo d; (cat '\(desc)' > d &); $GLIDE render --frames 2 --scale 0.25 -o s.png --desc d '\(events)'",
      in: folder, timeout: 60)
    #expect(sheet.status == 0, "\(sheet)")
    #expect(sheet.stdout.hasPrefix("wrote s.png: 2 of "), "\(sheet.stdout)")
  }

  /// Standard output by another name: written through its partial and renamed, the file the shell
  /// redirected standard output to would lose what the command prints (exit 0, before).
  @Test func anOutputThatIsStandardOutputsFileIsRefused() throws {
    let folder = try ScratchFolder()
    let sweep = try BadInputs.run(
      "$GLIDE sweep \"$TRACE\" --rule uikit-classic --param percentThreshold=0.2:0.3:0.1 --csv /dev/stdout > o.txt",
      in: folder, timeout: 60)
    #expect(sweep.status == 1, "\(sweep)")
    #expect(sweep.stderr.contains("Error: --csv /dev/stdout is the file standard output goes to, where the command prints too"), "\(sweep.stderr)")
    let test = try BadInputs.run(
      "$GLIDE test '\(Glide.path("traces/default.expect.json"))' --junit /dev/fd/1 > o.txt", in: folder, timeout: 60)
    #expect(test.status == 1, "\(test)")
    #expect(test.stderr.contains("--junit /dev/fd/1 is the file standard output goes to"), "\(test.stderr)")
    // Two outputs to a pipe by two names run together: refused as two `-` are.
    let both = try BadInputs.run(
      "$GLIDE sweep \"$TRACE\" --rule uikit-classic --param percentThreshold=0.2:0.3:0.1 --csv - --svg /dev/stdout | cat > o.txt",
      in: folder, timeout: 60)
    #expect(both.stderr.contains("both go to standard output"), "\(both)")
    // A device takes any number: /dev/null as standard output and as an output.
    let null = try BadInputs.run("$GLIDE convert \"$TRACE\" -o /dev/null > /dev/null", in: folder, timeout: 60)
    #expect(null.status == 0, "\(null)")
  }

  @Test("A contact sheet keeps at most 1048576 events of a pipe, and says so past them")
  func contactSheetPipeBound() throws {
    let folder = try ScratchFolder()
    // The default trace's header and 1048577 frames with nothing in them (a SYN_REPORT each).
    let run = try BadInputs.run(
      "{ grep -v '^E:' \"$TRACE\"; awk 'BEGIN { for (i = 1; i <= 1048577; i++) "
        + "printf \"E: %d.%06d 0000 0000 0000\\n\", i / 1000, (i % 1000) * 1000 }'; } | "
        + "$GLIDE render - --scale 0.25 -o sheet.png",
      in: folder, timeout: 120)
    #expect(run.status == 1, "\(run)")
    #expect(
      run.stderr.hasSuffix(
        "Error: -: a contact sheet replays the trace more than once, so a trace from standard input or a FIFO is "
          + "kept in memory, at most 1048576 events, and this one has more; please save it to a file first "
          + "(glide convert - -o t.evemu) and give its path\n"), "\(run.stderr.suffix(600))")
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/sheet.png"))
  }

  @Test("A FIFO in a folder given to sweep or test is skipped with a warning naming it, never waited on")
  func fifoInAFolder() throws {
    let folder = try ScratchFolder()
    let sweep = try BadInputs.run(
      "mkdir S && cp \"$TRACE\" S/t.evemu && mkfifo S/p.evemu S/q.events && "
        + "$GLIDE sweep S --rule kwin --param threshold=0.2:0.8:0.3",
      in: folder, timeout: 60)
    #expect(sweep.status == 0, "\(sweep)")
    #expect(sweep.stderr.contains("warning: S/p.evemu: skipped: it is a FIFO, not a trace file\n"), "\(sweep.stderr)")
    #expect(sweep.stderr.contains("warning: S/q.events: skipped: it is a FIFO, not a trace file\n"), "\(sweep.stderr)")
    #expect(sweep.stdout.hasPrefix("sweep kwin.threshold, rule kwin, over 1 trace: 1 read, 0 unreadable"), "\(sweep.stdout)")

    let test = try BadInputs.run(
      "mkdir T && cp \"$TRACE\" T/t.evemu && $GLIDE expect T/t.evemu -o T/a.expect.json > /dev/null && "
        + "mkfifo T/p.expect.json && $GLIDE test T",
      in: folder, timeout: 60)
    #expect(test.status == 0, "\(test)")
    #expect(test.stderr == "warning: T/p.expect.json: skipped: it is a FIFO, not an expectation file\n")
    #expect(test.stdout.hasSuffix("\n1 passed, 0 failed\n"), "\(test.stdout)")
  }

  @Test("An expectation that names a FIFO as its trace is an error naming the field, not a wait")
  func expectationNamingAFifo() throws {
    let folder = try ScratchFolder()
    let run = try BadInputs.run(
      "mkfifo q.evemu && printf '%s' '{\"trace\": \"q.evemu\", \"scenario\": \"pinch-pop\", \"outcome\": \"none\", "
        + "\"percentAtRelease\": null, \"releaseTime\": null, \"completionTime\": null}' > Q.expect.json && "
        + "$GLIDE test Q.expect.json",
      in: folder, timeout: 30)
    #expect(run.status == 1, "\(run)")
    #expect(
      run.stdout == "ERROR  Q.expect.json: field \"trace\": q.evemu is a FIFO, not a file: a trace test reads its "
        + "trace afresh on every run; please name a file\n\n0 passed, 1 failed\n")
  }
}
