import Foundation
import GlideTestSupport
import Testing

/// Issue 28, as a user meets it: an output never destroys an input, a video or a folder of frames
/// appears whole or not at all (a full disk, a link, a device), a stop signal leaves nothing half done,
/// and `-o -` is standard output or refused.
@Suite("Bad conditions: outputs that never destroy", .serialized)
struct OutputSafetyTests {
  // MARK: - Outputs onto inputs

  /// A command line over files in a scratch folder: `$` in a word is the folder's path.
  struct Overwrite: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    /// Files made before the run, relative to the folder: a copy of a repository file, or `->NAME` for a
    /// symbolic link to NAME.
    var files: [String: String]
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let synaptics = "traces/real/touchpads__SynPS2_Synaptics_TouchPad"

  static let overwrites: [Overwrite] = [
    Overwrite(arguments: ["report", "$/R.evemu", "-o", "$/R.evemu"], files: ["R.evemu": "traces/default.evemu"]),
    Overwrite(
      arguments: ["sweep", "$/S", "--rule", "kwin", "--param", "threshold=0.2:0.8:0.3", "--csv", "$/S/S.evemu"],
      files: ["S/S.evemu": "traces/default.evemu"]),
    Overwrite(
      arguments: ["report", "$/my.events", "--desc", "$/my.desc", "-o", "$/my.events"],
      files: ["my.events": synaptics + ".events", "my.desc": synaptics + ".desc"]),
    Overwrite(
      arguments: ["report", "$/my.events", "--desc", "$/my.desc", "-o", "$/my.desc"],
      files: ["my.events": synaptics + ".events", "my.desc": synaptics + ".desc"]),
    Overwrite(
      arguments: ["convert", "$/Z.evemu", "-o", "$/Zlink"], files: ["Z.evemu": "traces/default.evemu", "Zlink": "->Z.evemu"]),
    Overwrite(arguments: ["convert", "$/X.partial", "-o", "$/X"], files: ["X.partial": "traces/pinch-pop/finish.evemu"]),
    Overwrite(
      arguments: ["render", "$/R.evemu", "-o", "$/R.gif"], files: ["R.evemu": "traces/default.evemu", "R.gif": "->R.evemu"]),
  ]

  @Test("An output that is one of the inputs, or whose .partial is, is refused and the input kept", arguments: overwrites)
  func outputOntoInput(_ overwrite: Overwrite) throws {
    let folder = try ScratchFolder()
    try Self.make(overwrite.files, in: folder.path)
    let before = try Self.snapshot(folder.path)
    let run = try Condition.run(overwrite.arguments.map { $0.replacingOccurrences(of: "$", with: folder.path) })
    #expect(run.status == 1, "\(run)")
    #expect(run.stderr.contains("writing it would destroy what is being read"), "\(run.stderr)")
    #expect(!run.stderr.contains("wrote"))
    #expect(try Self.snapshot(folder.path) == before)
  }

  // MARK: - Videos and folders of frames

  @Test("A full disk under a video or a folder of frames is an error, and the old one stays")
  func fullDiskUnderRender() throws {
    let folder = try ScratchFolder()
    guard let disk = try SmallDisk(in: folder.path, kilobytes: 8) else { return }
    defer { disk.unmount() }
    for name in ["v.gif", "v.mp4", "v.webm"] {
      let out = disk.path + "/" + name
      try "old\n".write(toFile: out, atomically: false, encoding: .utf8)
      let run = try Condition.run(["render", "--scale", "0.5", "-o", out])
      #expect(run.status == 1, "\(name): \(run)")
      #expect(run.stderr.contains("ffmpeg could not write \(out)"), "\(run.stderr)")
      #expect(run.stderr.contains("left as it was") || run.stderr.contains("No space left on device"), "\(run.stderr)")
      #expect(try String(contentsOfFile: out, encoding: .utf8) == "old\n")
      try FileManager.default.removeItem(atPath: out)
    }
    let frames = disk.path + "/frames"
    try FileManager.default.createDirectory(atPath: frames, withIntermediateDirectories: true)
    try "old frame\n".write(toFile: frames + "/frame-00000.png", atomically: false, encoding: .utf8)
    let run = try Condition.run(["render", "-o", frames + "/"])
    #expect(run.status == 1, "\(run)")
    #expect(run.stderr.contains("No space left on device"), "\(run.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: disk.path) == ["frames"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: frames) == ["frame-00000.png"])
    #expect(try String(contentsOfFile: frames + "/frame-00000.png", encoding: .utf8) == "old frame\n")
  }

  @Test(
    "A full disk (a small tmpfs) under a file output is an error naming it, and the old file stays",
    arguments: BadOutputTests.writing.map(\.arguments).filter { $0[0] != "sweep" })  // sweep's files fit in 4 KiB
  func fullDiskUnderAFile(_ arguments: [String]) throws {
    let folder = try ScratchFolder()
    guard let disk = try SmallDisk(in: folder.path, kilobytes: 8) else { return }
    defer { disk.unmount() }
    let out = disk.path + "/out"
    try "old\n".write(toFile: out, atomically: false, encoding: .utf8)
    let run = try Condition.run(arguments.map { $0 == "OUT" ? out : $0 })
    #expect(run.status == 1, "\(run)")
    #expect(run.stderr.contains("\(out): cannot write: No space left on device"), "\(run.stderr)")
    #expect(try String(contentsOfFile: out, encoding: .utf8) == "old\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: disk.path) == ["out"])
  }

  @Test("A link or a device named as a video is left alone with an error")
  func linkOrDeviceAsVideo() throws {
    let folder = try ScratchFolder()
    let target = folder.path + "/target.gif"
    try "old\n".write(toFile: target, atomically: false, encoding: .utf8)
    let link = folder.path + "/link.gif"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
    let linked = try Condition.run(["render", "--scale", "0.5", "-o", link])
    #expect(linked.status == 1, "\(linked)")
    #expect(linked.stderr.contains("\(link) is a symbolic link"), "\(linked.stderr)")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "old\n")

    guard getuid() == 0 else { return }
    let device = folder.path + "/null.mp4"
    try #require(Condition.run(["mknod", "-m", "666", device, "c", "1", "3"], glide: false).status == 0)
    let run = try Condition.run(["render", "--scale", "0.5", "-o", device])
    #expect(run.status == 1, "\(run)")
    #expect(run.stderr.contains("\(device) is a character device, not a regular file"), "\(run.stderr)")
    var status = stat()
    #expect(lstat(device, &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["link.gif", "null.mp4", "target.gif"])
  }

  @Test("A folder path through a file is a plain error, not a Foundation dump")
  func folderThroughAFile() throws {
    let folder = try ScratchFolder()
    try "x".write(toFile: folder.path + "/afile", atomically: false, encoding: .utf8)
    let run = try Condition.run(["render", "-o", folder.path + "/afile/frames/"])
    #expect(run.status == 1, "\(run)")
    #expect(run.stderr.contains("\(folder.path)/afile is a file, not a folder"), "\(run.stderr)")
    #expect(!run.stderr.contains("NSCocoaErrorDomain"))
  }

  @Test("A folder of frames that holds other files is refused, not replaced")
  func folderWithOtherFiles() throws {
    let folder = try ScratchFolder()
    try FileManager.default.createDirectory(atPath: folder.path + "/frames", withIntermediateDirectories: true)
    try "keep".write(toFile: folder.path + "/frames/notes.txt", atomically: false, encoding: .utf8)
    let run = try Condition.run(["render", "--scale", "0.5", "-o", folder.path + "/frames"])
    #expect(run.status == 1, "\(run)")
    #expect(run.stderr.contains("holds notes.txt, which is not a frame"), "\(run.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/frames") == ["notes.txt"])
  }

  @Test("A 250-character output name is written, its temporary name shortened", arguments: ["convert", "render-gif", "render-folder"])
  func longName(_ kind: String) throws {
    let folder = try ScratchFolder()
    let stem = String(repeating: "n", count: 246)
    let arguments: [String]
    let out: String
    switch kind {
    case "convert":
      out = folder.path + "/" + stem + ".evm"
      arguments = ["convert", "traces/default.evemu", "-o", out]
    case "render-gif":
      out = folder.path + "/" + stem + ".gif"
      arguments = ["render", "--scale", "0.25", "-o", out]
    default:
      out = folder.path + "/" + stem + "fold"
      arguments = ["render", "--scale", "0.25", "-o", out + "/"]
    }
    #expect((out as NSString).lastPathComponent.count == 250)
    for round in 0..<2 {  // the second replaces the first
      let run = try Condition.run(arguments)
      #expect(run.status == 0, "round \(round): \(run)")
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [(out as NSString).lastPathComponent])
    }
  }

  // MARK: - Standard output

  @Test("-o - is standard output where the format streams, and refused by render")
  func dashIsStandardOutput() throws {
    let converted = try Glide.run(["convert", "traces/default.evemu", "-o", "-"])
    #expect(converted.status == 0, "\(converted.stderr)")
    #expect(converted.stdout.hasPrefix("# EVEMU 1.3\n"))
    #expect(converted.stdout.contains("E: 0.000001 0003 0039 0000"))
    #expect(converted.stderr.contains("wrote 382 events to standard output"))
    let libinput = try Glide.run(["convert", "traces/default.evemu", "--format", "libinput", "-o", "-"])
    #expect(libinput.status == 0)
    #expect(libinput.stdout.contains("\nversion: 1\n"), "\(libinput.stdout.prefix(80))")

    let dash = Glide.root.appendingPathComponent("-").path
    let existed = FileManager.default.fileExists(atPath: dash)
    defer { if !existed { try? FileManager.default.removeItem(atPath: dash) } }
    let render = try Glide.run(["render", "--scale", "0.25", "-o", "-"])
    #expect(render.status != 0)
    #expect(render.stderr.contains("a render cannot go to standard output (-)"), "\(render.stderr)")
    #expect(FileManager.default.fileExists(atPath: dash) == existed)
    #expect(!FileManager.default.fileExists(atPath: dash + ".partial"))
  }

  /// Found by issue 38's second hostile pass: `sweep --csv -` printed its table before the CSV, and `test
  /// --junit -` its PASS lines before the XML, on one pipe. With an output on standard output, the
  /// command's report goes to standard error.
  @Test("An output on standard output is all standard output holds: the report goes to standard error")
  func reportMovesAsideForAnOutputOnStandardOutput() throws {
    let sweep = try Glide.run([
      "sweep", "traces/edge-back", "--rule", "kwin", "--param", "threshold=0.3:0.5:0.1", "--csv", "-",
    ])
    #expect(sweep.status == 0, "\(sweep.stderr)")
    #expect(
      sweep.stdout == "value,finished,started,rate,flips,flipped\n0.3,2,2,1.000000,0,\n0.4,2,2,1.000000,0,\n0.5,2,2,1.000000,0,\n",
      "\(sweep.stdout)")
    #expect(sweep.stderr.hasPrefix("sweep kwin.threshold, rule kwin, over 2 traces: "), "\(sweep.stderr)")
    let test = try Glide.run(["test", "traces/edge-back", "--junit", "-"])
    #expect(test.status == 0, "\(test.stderr)")
    #expect(test.stdout.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"), "\(test.stdout.prefix(200))")
    #expect(test.stdout.hasSuffix("</testsuites>\n") && !test.stdout.contains("PASS"), "\(test.stdout)")
    #expect(test.stderr.hasPrefix("PASS   traces/edge-back/cancel.expect.json"), "\(test.stderr)")
    #expect(test.stderr.contains("2 passed"), "\(test.stderr)")
    // Without an output on standard output the report stays there.
    let plain = try Glide.run(["test", "traces/edge-back"])
    #expect(plain.stdout.hasPrefix("PASS   traces/edge-back/cancel.expect.json") && plain.stderr.isEmpty, "\(plain.stderr)")
  }

  /// Found by issue 38's third hostile pass: a warning or note written to a failing standard error ended
  /// the command with Foundation's fatal error (exit 132), after its output was committed. Now the work
  /// finishes and the run exits 1.
  @Test("A standard error that cannot be written is exit 1 after the work, never a trap", arguments: [
    "exec 2>/dev/full;", "exec 2>&-;",
  ])
  func failingStandardError(shell: String) throws {
    let folder = try ScratchFolder()
    let trace = ["traces/real/touchpads__SynPS2_Synaptics_TouchPad.events", "--desc", "traces/real/touchpads__SynPS2_Synaptics_TouchPad.desc"]
    let replay = try Condition.run(["replay"] + trace, shell: shell)
    #expect(replay.status == 1 && replay.signal == nil, "replay warns (no resolution): \(replay)")
    let converted = folder.path + "/x.evemu"
    let convert = try Condition.run(["convert", "traces/default.evemu", "-o", converted], shell: shell)
    #expect(convert.status == 1 && convert.signal == nil, "convert notes what it wrote: \(convert)")
    #expect(FileManager.default.fileExists(atPath: converted), "the output itself was written whole")
    let quiet = try Condition.run(["replay", "traces/default.evemu"], shell: shell)
    #expect(quiet.status == 0, "nothing to say on standard error: \(quiet)")
  }

  /// Found by issue 38's third hostile pass: the `wrote …` lines echoed an output's name raw (an escape
  /// sequence reached the terminal), and a canvas too small asked for a smaller screen.
  @Test("What a command says it wrote names the output escaped; a canvas too small asks for a larger one")
  func wroteLinesAreEscaped() throws {
    let folder = try ScratchFolder()
    let name = folder.path + "/o\u{1B}[31m"
    let report = try Glide.run(["report", "-o", name + ".html"])
    #expect(report.status == 0, "\(report.stderr)")
    #expect(report.stdout.hasPrefix("wrote \(folder.path)/o\\u{1B}[31m.html: pinch-pop finished"), "\(report.stdout)")
    let convert = try Glide.run(["convert", "traces/default.evemu", "-o", name + ".evemu"])
    #expect(convert.stderr.contains("to \(folder.path)/o\\u{1B}[31m.evemu"), "\(convert.stderr)")
    let render = try Glide.run(["render", "--scale", "0.25", "--frames", "1", "-o", name + ".png"])
    #expect(render.stdout.hasPrefix("wrote \(folder.path)/o\\u{1B}[31m.png: "), "\(render.stdout)")
    for run in [report, convert, render] { #expect(!(run.stdout + run.stderr).contains("\u{1B}")) }
    let small = try Glide.run(["render", "--set", "screenWidth=1", "--set", "screenHeight=1", "--scale", "0.25", "-o", folder.path + "/s.png"])
    #expect(small.status == 64)
    #expect(small.stderr.hasPrefix("Error: Please give a larger screenWidth/screenHeight or --scale: "), "\(small.stderr)")
  }

  /// Found by issue 38's third hostile pass: a path with a byte that is not UTF-8 was read with the byte
  /// repaired to U+FFFD, so an input "did not exist" and an output was written under another name.
  @Test("An argument that is not UTF-8 is refused naming the byte; the file it names is left alone", arguments: ["replay", "report -o"])
  func argumentsThatAreNotUTF8(command: String) throws {
    let folder = try ScratchFolder()
    try FileManager.default.copyItem(atPath: Glide.path("traces/default.evemu"), toPath: folder.path + "/in.evemu")
    let script = "b=\"$1\"; set -- \"$b\" \(command) \"$(printf '\(folder.path)/x\\377\\303\\251.evemu')\";"
    let run = try Condition.run([], shell: script)
    #expect(run.status == 64, "\(run)")
    #expect(
      run.stderr.hasPrefix("Error: Please give arguments as UTF-8 text: argument \(command == "replay" ? 2 : 3) "
        + "('\(folder.path)/x\\xFFé.evemu') is not; Glide reads paths as UTF-8 (rename the file).\n"), "\(run.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["in.evemu"])
  }

  @Test(
    "Help and render's summaries are checked writes: a full disk is an error",
    arguments: [["--help"], ["render", "--help"], ["help", "render"], ["convert", "-h"], ["render", "--scale", "0.25", "-o", "SHEET"]])
  func helpOnAFullDisk(_ arguments: [String]) throws {
    let folder = try ScratchFolder()
    let run = try Condition.run(arguments.map { $0 == "SHEET" ? folder.path + "/sheet.png" : $0 }, stdout: .fullDisk)
    #expect(run.status == 1, "\(run)")
    #expect(run.stderr.contains("Error: standard output: cannot write: No space left on device"), "\(run.stderr)")
  }

  @Test("Help and a video's summary end quietly by SIGPIPE when the reader has gone")
  func helpAndVideoQuietOnSIGPIPE() throws {
    let folder = try ScratchFolder()
    for arguments in [["--help"], ["render", "--scale", "0.25", "-o", folder.path + "/v.gif"]] {
      let run = try Condition.run(arguments, stdout: .pipeWithoutReader, shell: "")
      #expect(run.signal == SIGPIPE, "\(arguments): \(run)")
      #expect(run.stderr.isEmpty, "\(run.stderr)")
    }
  }

  // MARK: - Signals

  @Test("Ctrl-C or SIGTERM during convert removes the partial, keeps the old file, ends by the signal", arguments: [SIGINT, SIGTERM])
  func signalDuringConvert(_ signal: Int32) throws {
    let folder = try ScratchFolder()
    let big = folder.path + "/big.evemu"
    try Self.bigTrace(repeats: 800).write(toFile: big, atomically: false, encoding: .utf8)
    let out = folder.path + "/out.evemu"
    try "old\n".write(toFile: out, atomically: false, encoding: .utf8)
    let run = try Self.interrupt(["convert", big, "-o", out], when: out + ".partial", with: signal)
    #expect(run.signal == signal, "\(run)")
    #expect(try String(contentsOfFile: out, encoding: .utf8) == "old\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["big.evemu", "out.evemu"])
  }

  @Test("Ctrl-C or SIGTERM during a video stops ffmpeg, removes the partial, keeps the old video", arguments: [SIGINT, SIGTERM])
  func signalDuringVideo(_ signal: Int32) throws {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/ffmpeg") else { return }
    let folder = try ScratchFolder()
    let name = "video-\(UUID().uuidString).gif"
    let out = folder.path + "/" + name
    try "old\n".write(toFile: out, atomically: false, encoding: .utf8)
    let run = try Self.interrupt(
      ["render", "--scale", "2", "--fps", "240", "-o", out], when: out + ".partial", with: signal, after: 0.5)
    #expect(run.signal == signal, "\(run)")
    #expect(try String(contentsOfFile: out, encoding: .utf8) == "old\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [name])
    usleep(200_000)
    #expect(Self.processes(mentioning: name).isEmpty, "ffmpeg left running: \(Self.processes(mentioning: name))")
  }

  @Test("Ctrl-C or SIGTERM during a folder of frames leaves the old folder and no half-written one", arguments: [SIGINT, SIGTERM])
  func signalDuringFolder(_ signal: Int32) throws {
    let folder = try ScratchFolder()
    let frames = folder.path + "/frames"
    try FileManager.default.createDirectory(atPath: frames, withIntermediateDirectories: true)
    try "old frame\n".write(toFile: frames + "/frame-00000.png", atomically: false, encoding: .utf8)
    let run = try Self.interrupt(
      ["render", "--scale", "2", "--fps", "240", "-o", frames + "/"], whenFolderHolds: folder.path, with: signal,
      after: 0.3)
    #expect(run.signal == signal, "\(run)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["frames"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: frames) == ["frame-00000.png"])
  }

  // MARK: - Helpers

  /// Makes `files` in `folder` (names relative to it): a copy of a repository file, or `->NAME` for a
  /// symbolic link to NAME.
  static func make(_ files: [String: String], in folder: String) throws {
    for (name, source) in files.sorted(by: { $0.key < $1.key }) {
      let path = folder + "/" + name
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      if source.hasPrefix("->") {
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: String(source.dropFirst(2)))
      } else {
        try FileManager.default.copyItem(atPath: Glide.path(source), toPath: path)
      }
    }
  }

  /// Every file under `path` (links as `->target`) with its bytes.
  static func snapshot(_ path: String) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for name in FileManager.default.subpaths(atPath: path) ?? [] {
      let full = path + "/" + name
      if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: full) {
        files[name] = Data(("->" + target).utf8)
      } else if let data = FileManager.default.contents(atPath: full) {
        files[name] = data
      } else {
        files[name] = Data()
      }
    }
    return files
  }

  /// The default trace's events `repeats` times over, a second apart: an evemu file of about 11 KB per
  /// repeat, slow enough to convert that a signal lands mid-write.
  static func bigTrace(repeats: Int) throws -> String {
    let text = try String(contentsOfFile: Glide.path("traces/default.evemu"), encoding: .utf8)
    let lines = text.split(separator: "\n")
    var out = lines.filter { !$0.hasPrefix("E:") }.joined(separator: "\n") + "\n"
    let events = lines.filter { $0.hasPrefix("E:") }.map { $0.split(separator: " ") }
    for round in 0..<repeats {
      for fields in events {
        let time = (Double(fields[1]) ?? 0) + Double(round)
        out += "E: " + String(format: "%.6f", time) + " " + fields[2...4].joined(separator: " ") + "\n"
      }
    }
    return out
  }

  /// Runs glide, waits for `path` to appear (or `folder` to hold a second entry), waits `delay` more,
  /// stops it and sends `signal`; returns how the run ended.
  static func interrupt(
    _ arguments: [String], when path: String? = nil, whenFolderHolds folder: String? = nil, with signal: Int32,
    after delay: Double = 0
  ) throws -> ConditionResult {
    let process = Process()
    guard let binary = Glide.binary else { throw GlideBinaryMissing() }
    process.executableURL = binary
    process.arguments = arguments
    process.currentDirectoryURL = Glide.root
    process.standardOutput = FileHandle.nullDevice
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let deadline = Date().addingTimeInterval(60)
    while process.isRunning && Date() < deadline {
      if let path, FileManager.default.fileExists(atPath: path) { break }
      if let folder, (try? FileManager.default.contentsOfDirectory(atPath: folder).count) ?? 0 > 1 { break }
      usleep(5_000)
    }
    usleep(UInt32(delay * 1_000_000))
    // Stopped first, so the signal lands where the command was, however fast the build.
    kill(process.processIdentifier, SIGSTOP)
    #expect(process.isRunning, "the command ended before the signal could be sent")
    kill(process.processIdentifier, signal)
    kill(process.processIdentifier, SIGCONT)
    process.waitUntilExit()
    let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    return process.terminationReason == .uncaughtSignal
      ? ConditionResult(status: nil, signal: process.terminationStatus, stderr: stderr)
      : ConditionResult(status: process.terminationStatus, signal: nil, stderr: stderr)
  }

  /// The processes whose command line mentions `text`, as `pid: command line`.
  static func processes(mentioning text: String) -> [String] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { entry in
      guard Int(entry) != nil, let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline") else { return nil }
      let line = String(decoding: data.map { $0 == 0 ? 0x20 : $0 }, as: UTF8.self)
      return line.contains(text) ? "\(entry): \(line)" : nil
    }
  }
}

struct GlideBinaryMissing: Error {}

/// A tmpfs of a few kilobytes mounted in a scratch folder, for a full disk; nil (with a note) where
/// mounting is not permitted (not root, or a container without the capability).
struct SmallDisk {
  let path: String

  init?(in folder: String, kilobytes: Int) throws {
    path = folder + "/disk"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    guard getuid() == 0,
      try Condition.run(["mount", "-t", "tmpfs", "-o", "size=\(kilobytes)k", "tmpfs", path], glide: false).status == 0
    else {
      print("note: cannot mount a small tmpfs here; the full-disk case is skipped")
      return nil
    }
  }

  func unmount() {
    _ = try? Condition.run(["umount", path], glide: false)
  }
}
