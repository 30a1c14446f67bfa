import Foundation
import GlideOutput
import Testing

/// Issue 38: a run's inputs and outputs checked together before anything is written. An output is never
/// an input (by any name), its partial never an input, a folder replaced whole never holds an input, two
/// outputs are never one file, and an output's name can be written under.
@Suite struct CommandPathsTests {
  typealias Folder = OutputFileTests.Folder

  /// The refusal `paths.check()` throws, or nil.
  private func refusal(_ paths: CommandPaths) -> OutputRefusal? {
    do {
      try paths.check()
      return nil
    } catch {
      return error
    }
  }

  @Test func anOutputOverAnInputByAnyNameIsRefusedNamingBoth() throws {
    let folder = try Folder()
    let scene = folder.file("v.scene")
    try "screen Home\n".write(toFile: scene, atomically: false, encoding: .utf8)
    try FileManager.default.createSymbolicLink(atPath: folder.file("link"), withDestinationPath: scene)
    try #require(Glibc.link(scene, folder.file("hard")) == 0)
    for output in [scene, folder.file("link"), folder.file("hard"), folder.path + "/./v.scene"] {
      var paths = CommandPaths()
      paths.read(scene, as: "--scene \(scene)")
      paths.write(output, option: "-o")
      #expect(refusal(paths) == .inputOverwritten(output: "-o \(output)", input: "--scene \(scene)"))
    }
    var apart = CommandPaths()
    apart.read(scene, as: "--scene \(scene)")
    apart.write(folder.file("report.html"), option: "-o")
    apart.write("-", option: "--csv")
    #expect(refusal(apart) == nil)
  }

  @Test func anOutputWhosePartialIsAnInputIsRefused() throws {
    let folder = try Folder()
    let input = folder.file("X.partial")
    try "trace\n".write(toFile: input, atomically: false, encoding: .utf8)
    var paths = CommandPaths()
    paths.read(input, as: "the input \(input)")
    paths.write(folder.file("X"), option: "-o")
    #expect(refusal(paths) == .inputUnderPartial(output: "-o \(folder.file("X"))", partial: input, input: "the input \(input)"))
  }

  @Test func aFolderReplacedWholeMayNotHoldAnInput() throws {
    let folder = try Folder()
    try FileManager.default.createDirectory(atPath: folder.file("fr"), withIntermediateDirectories: true)
    let input = folder.file("fr/frame-00000.png")
    try "trace\n".write(toFile: input, atomically: false, encoding: .utf8)
    var paths = CommandPaths()
    paths.read(input, as: "the input \(input)")
    paths.write(folder.file("fr/"), option: "-o", kind: .folder)
    #expect(refusal(paths) == .inputInsideFolder(output: "-o \(folder.file("fr/"))", input: "the input \(input)"))
    // A file beside the folder, or a folder beside the input, is left alone.
    var beside = CommandPaths()
    beside.read(input, as: "the input \(input)")
    beside.write(folder.file("frames/"), option: "-o", kind: .folder)
    #expect(refusal(beside) == nil)
  }

  @Test func twoOutputsOfOneRunAreNeverOneFile() throws {
    let folder = try Folder()
    let both = folder.file("both.out")
    // Through a link to a file that does not exist yet: writing through it makes that file.
    try FileManager.default.createSymbolicLink(atPath: folder.file("link"), withDestinationPath: "both.out")
    for other in [both, folder.file("link"), folder.path + "/../" + (folder.path as NSString).lastPathComponent + "/both.out"] {
      var paths = CommandPaths()
      paths.write(both, option: "--csv")
      paths.write(other, option: "--svg")
      #expect(refusal(paths) == .sameOutput(output: "--svg \(other)", other: "--csv \(both)"), "\(other)")
    }
    var partial = CommandPaths()
    partial.write(both, option: "--csv")
    partial.write(both + ".partial", option: "--svg")
    #expect(refusal(partial) == .partialIsOutput(output: "--svg \(both).partial", partial: both + ".partial", other: "--csv \(both)"))
    var dashes = CommandPaths()
    dashes.write("-", option: "--csv")
    dashes.write("-", option: "--svg")
    #expect(refusal(dashes) == .bothStandardOutput(output: "--svg -", other: "--csv -"))
    var devices = CommandPaths()  // a device is written in place: it may take two outputs
    devices.write("/dev/null", option: "--csv")
    devices.write("/dev/null", option: "--svg")
    #expect(refusal(devices) == nil)
  }

  @Test func aRewriteMayBeItsOwnInputButNoOther() throws {
    let folder = try Folder()
    let expectation = folder.file("a.expect.json")
    try "{}\n".write(toFile: expectation, atomically: false, encoding: .utf8)
    var paths = CommandPaths()
    paths.read(expectation, as: "the expectation \(expectation)")
    paths.write(expectation, option: "--update", kind: .rewrite, as: "--update's rewrite of \(expectation)")
    #expect(refusal(paths) == nil)
    paths.write(expectation, option: "--junit")
    #expect(refusal(paths) == .inputOverwritten(output: "--junit \(expectation)", input: "the expectation \(expectation)"))
  }

  @Test func anOutputNameNothingCanBeWrittenUnderIsRefusedBeforeAnyWork() throws {
    let folder = try Folder()
    let cases: [(String, CommandPaths.OutputKind, OutputRefusal)] = [
      ("", .file, .emptyName(option: "-o")),
      ("", .folder, .emptyName(option: "-o")),
      (".", .file, .folderForAFile(output: "-o .")),
      (folder.path, .file, .folderForAFile(output: "-o \(folder.path)")),
      (folder.file("out/"), .file, .folderForAFile(output: "-o \(folder.file("out/"))")),
      (folder.file("missing/r.html"), .file, .noFolder(output: "-o \(folder.file("missing/r.html"))", folder: folder.file("missing"))),
      (".", .folder, .folderCannotBeReplaced(output: "-o .")),
      ("./", .folder, .folderCannotBeReplaced(output: "-o ./")),
      (folder.path + "/..", .folder, .folderCannotBeReplaced(output: "-o \(folder.path)/..")),
      ("/", .folder, .folderCannotBeReplaced(output: "-o /")),
    ]
    for (path, kind, expected) in cases {
      var paths = CommandPaths()
      paths.write(path, option: "-o", kind: kind)
      #expect(refusal(paths) == expected, "\(path)")
    }
    for (path, kind) in [(folder.file("new.html"), CommandPaths.OutputKind.file), ("/dev/null", .file), ("-", .file), (folder.file("frames/"), .folder)] {
      var paths = CommandPaths()
      paths.write(path, option: "-o", kind: kind)
      #expect(refusal(paths) == nil, "\(path)")
    }
  }

  @Test func messagesNameTheOptionsAndEscapeWhatThePathsHold() {
    let refusal = OutputRefusal.inputOverwritten(output: "-o v\u{1B}[2J.scene", input: "--scene v\u{1B}[2J.scene")
    #expect(
      refusal.description
        == "-o v\\u{1B}[2J.scene is the same file as --scene v\\u{1B}[2J.scene: writing it would destroy what is "
        + "being read; please give another output file")
    #expect(OutputRefusal.emptyName(option: "-o").description == "-o is empty; please give -o a file name")
  }

  @Test func specialFilesAreToldFromFilesAndFolders() throws {
    let folder = try Folder()
    try #require(mkfifo(folder.file("p"), 0o600) == 0)
    #expect(SpecialFile(folder.file("p"))?.kind == "a FIFO")
    #expect(SpecialFile("/dev/null")?.kind == "a character device")
    #expect(SpecialFile(folder.path) == nil)
    #expect(SpecialFile(folder.file("missing")) == nil)
  }
}
