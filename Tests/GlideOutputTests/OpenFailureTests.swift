import Foundation
import GlideOutput
import Testing

/// Paths that cannot be opened for reasons the system's words would mislead about.
@Suite struct OpenFailureTests {
  /// A scratch folder holding a file named `a\xFFb.evemu` (not UTF-8), made with the raw bytes.
  static func folderWithANonUTF8Name() throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glide-names-\(UUID())").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    var bytes = Array(folder.utf8) + Array("/a".utf8) + [0xFF] + Array("b.evemu".utf8)
    bytes.append(0)
    let descriptor = bytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT, 0o644) }
    }
    #expect(descriptor >= 0)
    close(descriptor)
    return folder
  }

  @Test func aNameFoundInAFolderThatIsNotUTF8IsSaidToBeSoNotToBeMissing() throws {
    let folder = try Self.folderWithANonUTF8Name()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let listed = try #require(try FileManager.default.contentsOfDirectory(atPath: folder).first)
    #expect(listed.unicodeScalars.contains("\u{FFFD}"))
    let path = folder + "/" + listed
    #expect(open(path, O_RDONLY) < 0 && errno == ENOENT)
    #expect(
      OpenFailure.reason(ENOENT, path: path)
        == "its name is not UTF-8 (the bytes shown as \u{FFFD}), so Glide cannot open it by name; rename the file")
    #expect(OpenFailure.reason(ENOENT, path: folder + "/plain.evemu") == "No such file or directory")
  }

  @Test func aLinkThatLoopsOrLeadsNowhereIsNamedAsSuch() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glide-links-\(UUID())").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(symlink(folder + "/b", folder + "/a") == 0 && symlink(folder + "/a", folder + "/b") == 0)
    #expect(symlink(folder + "/none", folder + "/dangling") == 0)
    #expect(OpenFailure.missing(folder + "/a") == "is a symbolic link that leads back to itself (too many levels of links)")
    #expect(OpenFailure.missing(folder + "/dangling") == "is a symbolic link to nothing (its target does not exist)")
    #expect(OpenFailure.missing(folder + "/none") == "does not exist")
    #expect(OpenFailure.reason(ELOOP, path: folder + "/a") == "too many levels of symbolic links: a link that leads back to itself")
  }
}
