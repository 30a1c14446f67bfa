import Foundation
import GlideTestSupport
import Testing

/// Issue 20, as a user meets it: each output path checks its writes (a full disk, a closed descriptor, a
/// pipe without a reader, a terminal that hung up, a file too large) and files appear whole or not at all.
/// The runs go through `sh`, which sets up the condition and then `exec`s `glide` (see ``Condition``).
@Suite("Bad conditions: output")
struct BadOutputTests {
  // MARK: - Standard output

  /// Commands that print to standard output.
  static let printing: [[String]] = [
    ["replay", "--json"], ["replay"], ["inspect", "traces/default.evemu"],
    ["inspect", "--json", "traces/default.evemu"], ["scenarios"], ["compare"], ["compare", "--json"],
    ["test", "traces/pinch-pop"], ["report", "-o", "-"], ["synth", "pinch", "-o", "-"],
    ["convert", "traces/default.evemu", "-o", "-"], ["--help"], ["render", "--help"],
    ["frames", "traces/default.evemu"], ["gestures", "--json", "traces/default.evemu"],
    ["sweep", "traces/pinch-pop", "--rule", "kwin", "--param", "threshold=0.2:0.8:0.3"],
  ]

  @Test(
    "A failed write on standard output stops the command with an error naming it",
    arguments: printing, [StandardOutput.fullDisk, .closed, .pipeWithoutReader, .hungUpTerminal])
  func standardOutputFails(arguments: [String], output: StandardOutput) throws {
    let run = try Condition.run(arguments, stdout: output)
    #expect(run.status == 1, "\(run)")
    #expect(run.stderr.contains("Error: standard output: cannot write: \(output.reason)\n"), "\(run.stderr)")
  }

  @Test func theGridReportsAFullDiskToo() throws {
    let run = try Condition.run(["grid", "--device", "synaptics", "--every", "2000"], stdout: .fullDisk)
    #expect(run.status == 1)
    #expect(run.stderr.contains("Error: standard output: cannot write: No space left on device"))
  }

  @Test(
    "A reader that leaves (| head) ends the command by SIGPIPE, quietly, as before",
    arguments: [
      ["replay", "--json"], ["scenarios"], ["inspect", "traces/default.evemu"], ["synth", "pinch", "-o", "-"],
      ["convert", "traces/default.evemu", "-o", "-"],
    ])
  func sigpipeStaysQuiet(arguments: [String]) throws {
    let run = try Condition.run(arguments, stdout: .pipeWithoutReader, shell: "")
    #expect(run.signal == SIGPIPE, "\(run)")
    #expect(run.stderr.isEmpty)
  }

  // MARK: - Files

  /// Commands that write a file, with the file's place in their arguments as `OUT`, and the words of
  /// their success message.
  static let writing: [(arguments: [String], success: String)] = [
    (["convert", "traces/default.evemu", "-o", "OUT"], "wrote 382 events"),
    (["convert", "traces/default.evemu", "--format", "libinput", "-o", "OUT"], "wrote 382 events"),
    (["synth", "pinch", "-o", "OUT"], ""),
    (["report", "-o", "OUT"], "wrote OUT"),
    (["sweep", "traces/pinch-pop", "--rule", "kwin", "--param", "threshold=0.2:0.8:0.3", "--csv", "OUT"], ""),
    (["sweep", "traces/pinch-pop", "--rule", "kwin", "--param", "threshold=0.2:0.8:0.3", "--svg", "OUT"], ""),
  ]

  @Test(
    "A file that cannot be written whole is not put in place: the old one stays, the partial goes",
    arguments: writing.map(\.arguments))
  func fileTooLarge(arguments: [String]) throws {
    let folder = try ScratchFolder()
    let out = folder.path + "/out"
    try "old\n".write(toFile: out, atomically: false, encoding: .utf8)
    let words = arguments.map { $0 == "OUT" ? out : $0 }
    // No regular file may grow past 0 bytes: every write fails with EFBIG, as a full disk fails.
    let run = try Condition.run(words, stdout: .null, shell: "trap '' XFSZ; ulimit -f 0;")
    #expect(run.status == 1, "\(run)")
    #expect(run.stderr.contains("Error: \(out): cannot write: File too large\n"), "\(run.stderr)")
    #expect(try String(contentsOfFile: out, encoding: .utf8) == "old\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out"])
    #expect(!run.stderr.contains("wrote"))

    // Without the limit the same command replaces the file.
    let fine = try Condition.run(words, stdout: .null)
    #expect(fine.status == 0, "\(fine)")
    #expect(try String(contentsOfFile: out, encoding: .utf8) != "old\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out"])
  }

  @Test(
    "A write cut part way (512 bytes in) leaves the old file as it was",
    arguments: [["convert", "traces/default.evemu", "-o", "OUT"], ["report", "-o", "OUT"], ["synth", "pinch", "-o", "OUT"]])
  func cutPartWay(arguments: [String]) throws {
    let folder = try ScratchFolder()
    let out = folder.path + "/out"
    try "old\n".write(toFile: out, atomically: false, encoding: .utf8)
    // `ulimit -f 1` in sh is one 512-byte block: the first write goes part way, the next fails.
    let run = try Condition.run(arguments.map { $0 == "OUT" ? out : $0 }, shell: "trap '' XFSZ; ulimit -f 1;")
    #expect(run.status == 1, "\(run)")
    #expect(run.stderr.contains("Error: \(out): cannot write: File too large\n"), "\(run.stderr)")
    #expect(try String(contentsOfFile: out, encoding: .utf8) == "old\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out"])
  }

  @Test("A full device is written in place and named in the error, never replaced", arguments: writing)
  func fullDevice(arguments: [String], success: String) throws {
    let folder = try ScratchFolder()
    // A node of its own when the tests run as root, so a regression cannot replace the machine's.
    var full = "/dev/full"
    if getuid() == 0 {
      full = folder.path + "/full"
      try #require(Condition.run(["mknod", "-m", "666", full, "c", "1", "7"], glide: false).status == 0)
    }
    let run = try Condition.run(arguments.map { $0 == "OUT" ? full : $0 }, stdout: .null)
    #expect(run.status == 1, "\(run)")
    #expect(run.stderr.contains("Error: \(full): cannot write: No space left on device\n"), "\(run.stderr)")
    if !success.isEmpty { #expect(!run.stderr.contains(success.replacingOccurrences(of: "OUT", with: full))) }
    var status = stat()
    #expect(stat(full, &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
    #expect(!FileManager.default.fileExists(atPath: full + ".partial"))
  }

  @Test("A FIFO given as the output gets the bytes and stays a FIFO", arguments: [
    ["convert", "traces/default.evemu", "-o", "OUT"], ["synth", "pinch", "-o", "OUT"],
  ])
  func fifo(arguments: [String]) throws {
    let folder = try ScratchFolder()
    let fifo = folder.path + "/pipe"
    try #require(mkfifo(fifo, 0o600) == 0)
    // Open for reading first, so glide's open for writing does not wait (the outputs fit the pipe).
    let reader = open(fifo, O_RDONLY | O_NONBLOCK)
    try #require(reader >= 0)
    defer { close(reader) }
    let run = try Condition.run(arguments.map { $0 == "OUT" ? fifo : $0 }, stdout: .null)
    #expect(run.status == 0, "\(run)")
    let received = FileHandle(fileDescriptor: reader).availableData
    #expect(String(decoding: received, as: UTF8.self).contains("E: 0.000001 0003 0039 0000"))
    var status = stat()
    #expect(lstat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["pipe"])
  }
}
