import Foundation
import GlideOutput
import Testing

/// Issue 28: an output is never one of the inputs (by device and inode), its partial never an input,
/// a name too long for `.partial` gets a shorter temporary name, and a video's destination must be a file
/// that can be replaced whole.
@Suite struct OutputRefusalTests {
  @Test func anOutputThatIsAnInputByAnyNameIsRefused() throws {
    let folder = try OutputFileTests.Folder()
    let input = folder.file("in.evemu")
    try "trace\n".write(toFile: input, atomically: false, encoding: .utf8)
    let link = folder.file("link")
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: input)
    let hard = folder.file("hard")
    try #require(Glibc.link(input, hard) == 0)
    for output in [input, link, hard, folder.path + "/./in.evemu"] {
      #expect(throws: OutputRefusal.isInput(output: output, input: input)) {
        try OutputRefusal.check(output, against: [input])
      }
    }
    try OutputRefusal.check(folder.file("other.evemu"), against: [input])
    try OutputRefusal.check("-", against: [input])
    try OutputRefusal.check(input, against: [])
  }

  @Test func anOutputWhosePartialIsAnInputIsRefused() throws {
    let folder = try OutputFileTests.Folder()
    let input = folder.file("X.partial")
    try "trace\n".write(toFile: input, atomically: false, encoding: .utf8)
    #expect(throws: OutputRefusal.partialIsInput(output: folder.file("X"), partial: input, input: input)) {
      try OutputRefusal.check(folder.file("X"), against: [input])
    }
  }

  @Test func aNameTooLongForItsSuffixGetsAShorterTemporaryNameBesideIt() {
    let short = "/tmp/out.evemu"
    #expect(OutputFile.temporaryPath(beside: short, suffix: ".partial") == "/tmp/out.evemu.partial")
    let long = "/tmp/" + String(repeating: "é", count: 125)  // 250 bytes
    let temporary = OutputFile.temporaryPath(beside: long, suffix: ".partial")
    let name = String(temporary.dropFirst("/tmp/".count))
    #expect(temporary.hasPrefix("/tmp/é"))
    #expect(name.hasSuffix(".partial"))
    #expect(name.utf8.count <= 255)
    #expect(name.contains("~"))
    #expect(OutputFile.temporaryPath(beside: long, suffix: ".partial") == temporary)
    #expect(OutputFile.temporaryPath(beside: long + "x", suffix: ".partial") != temporary)
  }

  @Test func aDashIsStandardOutputWrittenInPlace() throws {
    let file = try OutputFile(path: "-")
    #expect(file.partialPath == nil)
    file.discard()
  }

  @Test func aVideoDestinationMustBeAFileThatCanBeReplaced() throws {
    let folder = try OutputFileTests.Folder()
    let target = folder.file("target.gif")
    try "old".write(toFile: target, atomically: false, encoding: .utf8)
    let link = folder.file("link.gif")
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
    #expect(throws: OutputRefusal.symbolicLink(output: link, target: target)) { try OutputFile.requireReplaceable(link) }
    #expect(throws: OutputRefusal.notARegularFile(output: "/dev/null", kind: "a character device")) {
      try OutputFile.requireReplaceable("/dev/null")
    }
    try OutputFile.requireReplaceable(target)
    try OutputFile.requireReplaceable(folder.file("new.gif"))
  }
}
