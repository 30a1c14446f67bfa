import Foundation
import GlideOutput
import Testing

/// A file appears whole or not at all (issue 20): written as `NAME.partial`, synced, renamed into place;
/// removed on any failure; a device or FIFO is written in place, never replaced.
@Suite struct OutputFileTests {
  /// A fresh folder, removed when the test ends.
  final class Folder {
    let path: String
    init() throws {
      path = FileManager.default.temporaryDirectory.appendingPathComponent("glide-outputfile-\(UUID())").path
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(atPath: path) }
    func file(_ name: String) -> String { path + "/" + name }
  }

  static func contents(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }
  static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

  static func write(_ text: String, to file: OutputFile) throws {
    try Array(text.utf8).withUnsafeBytes { try file.write($0) }
  }

  @Test func theBytesGoToAPartialUntilTheCommitPutsThemInPlace() throws {
    let folder = try Folder()
    let path = folder.file("out.txt")
    try "old\n".write(toFile: path, atomically: false, encoding: .utf8)
    let file = try OutputFile(path: path)
    #expect(file.partialPath == path + ".partial")
    try Self.write("new\n", to: file)
    #expect(Self.contents(path) == "old\n")
    #expect(Self.contents(path + ".partial") == "new\n")
    try file.commit()
    #expect(Self.contents(path) == "new\n")
    #expect(!Self.exists(path + ".partial"))
    #expect(file.bytesWritten == 4)
  }

  @Test func aFileLetGoWithoutACommitLeavesTheOldOneAndNoPartial() throws {
    let folder = try Folder()
    let path = folder.file("out.txt")
    try "old\n".write(toFile: path, atomically: false, encoding: .utf8)
    do {
      let file = try OutputFile(path: path)
      try Self.write("half of it", to: file)
    }
    #expect(Self.contents(path) == "old\n")
    #expect(!Self.exists(path + ".partial"))

    let fresh = folder.file("fresh.txt")
    let file = try OutputFile(path: fresh)
    try Self.write("x", to: file)
    file.discard()
    #expect(!Self.exists(fresh))
    #expect(!Self.exists(fresh + ".partial"))
  }

  @Test func theWholeFileFunctionsRemoveThePartialWhenTheBodyThrows() throws {
    struct Stop: Error {}
    let folder = try Folder()
    let path = folder.file("out.txt")
    #expect(throws: Stop.self) {
      try OutputFile.write(to: path) { output in
        output.buffer.append("begun\n")
        try output.flush()
        throw Stop()
      }
    }
    #expect(!Self.exists(path))
    #expect(!Self.exists(path + ".partial"))
    try OutputFile.write("whole\n", to: path)
    #expect(Self.contents(path) == "whole\n")
    try OutputFile.write([0x89, 0x50, 0x4e, 0x47], to: path)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data([0x89, 0x50, 0x4e, 0x47]))
  }

  @Test func keepingTheFirstBytesTruncatesToThemAndPutsThemInPlace() throws {
    let folder = try Folder()
    let path = folder.file("recording.txt")
    let file = try OutputFile(path: path)
    try Self.write("line 1\nline 2\nline", to: file)
    try file.keep(first: 14)
    #expect(Self.contents(path) == "line 1\nline 2\n")
    #expect(!Self.exists(path + ".partial"))

    let nothing = try OutputFile(path: folder.file("nothing.txt"))
    try Self.write("partial line", to: nothing)
    try nothing.keep(first: 0)
    #expect(!Self.exists(folder.file("nothing.txt")))
    #expect(!Self.exists(folder.file("nothing.txt.partial")))
  }

  @Test func aFIFOIsWrittenInPlaceAndStaysAFIFO() throws {
    let folder = try Folder()
    let path = folder.file("pipe")
    try #require(mkfifo(path, 0o600) == 0)
    let reader = open(path, O_RDONLY | O_NONBLOCK)
    try #require(reader >= 0)
    defer { close(reader) }
    let file = try OutputFile(path: path)
    #expect(file.partialPath == nil)
    try Self.write("through the pipe\n", to: file)
    try file.commit()
    var bytes = [UInt8](repeating: 0, count: 64)
    let count = read(reader, &bytes, bytes.count)
    #expect(String(decoding: bytes.prefix(max(count, 0)), as: UTF8.self) == "through the pipe\n")
    var status = stat()
    #expect(lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
    #expect(!Self.exists(path + ".partial"))
  }

  @Test func aFullDeviceIsAnErrorNamingTheDestinationAndIsNotReplaced() throws {
    let file = try OutputFile(path: "/dev/full")
    #expect(file.partialPath == nil)
    #expect(throws: OutputError(name: "/dev/full", code: ENOSPC)) { try Self.write("lost\n", to: file) }
    file.discard()
    var status = stat()
    #expect(stat("/dev/full", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
  }

  @Test func aLinkIsFollowedSoTheFileItNamesIsReplacedAndTheLinkStays() throws {
    let folder = try Folder()
    let target = folder.file("target.txt")
    let link = folder.file("link.txt")
    try "old\n".write(toFile: target, atomically: false, encoding: .utf8)
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
    try OutputFile.write("new\n", to: link)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
    #expect(Self.contents(target) == "new\n")
  }

  @Test func aReplacedFileKeepsItsPermissions() throws {
    let folder = try Folder()
    let path = folder.file("script.sh")
    try "old\n".write(toFile: path, atomically: false, encoding: .utf8)
    try #require(chmod(path, 0o750) == 0)
    try OutputFile.write("new\n", to: path)
    var status = stat()
    #expect(stat(path, &status) == 0 && status.st_mode & 0o777 == 0o750)
  }

  @Test func aMissingFolderIsAnErrorNamingTheDestination() throws {
    #expect(throws: OutputError(name: "/no-such-folder/out.txt", code: ENOENT)) {
      _ = try OutputFile(path: "/no-such-folder/out.txt")
    }
    let folder = try Folder()
    #expect(throws: OutputError(name: folder.path, code: EISDIR)) { _ = try OutputFile(path: folder.path) }
  }

  @Test func aLeftoverPartialThatIsAFolderOrALinkIsNamedWithWhatToDo() throws {
    let folder = try Folder()
    let out = folder.path + "/out.txt"
    #expect(mkdir(out + ".partial", 0o755) == 0)
    let asFolder = OutputError(name: out, code: EISDIR, partial: out + ".partial")
    #expect(throws: asFolder) { _ = try OutputFile(path: out) }
    #expect(
      asFolder.description
        == "\(out): cannot write: cannot create \(out).partial, the file it is written to before it is renamed into "
        + "place: Is a directory; remove \(out).partial and run again")
    #expect(rmdir(out + ".partial") == 0)
    #expect(symlink("/nowhere", out + ".partial") == 0)
    let asLink = OutputError(name: out, code: ELOOP, partial: out + ".partial")
    #expect(throws: asLink) { _ = try OutputFile(path: out) }
    #expect(asLink.description.contains("it is a symbolic link, which is never written through; remove"))
    // Nothing was written through the link.
    #expect(access("/nowhere", F_OK) != 0)
  }
}
