import Foundation
import GlideOutput
import Testing

@Suite struct OutputBufferTests {
  @Test func growsPastItsCapacityAndKeepsEveryByte() {
    let out = OutputBuffer(capacity: 1)
    var expected = ""
    for index in 0..<2_000 {
      out.append(index)
      out.append(", " as StaticString)
      expected += "\(index), "
    }
    #expect(out.string == expected)
    #expect(out.count == expected.utf8.count)
  }

  @Test func integersPaddingAndRemoval() {
    let out = OutputBuffer()
    out.append(Int.min)
    out.append(byte: UInt8(ascii: " "))
    out.append(Int.max)
    out.append(byte: UInt8(ascii: " "))
    out.append("ab", paddedTo: 4)
    out.append("é→xyz", paddedTo: 3)
    out.append(false)
    #expect(out.string == "-9223372036854775808 9223372036854775807 ab  é→xyzfalse")
    out.removeFirst(21)
    #expect(out.string == "9223372036854775807 ab  é→xyzfalse")
    out.removeAll()
    #expect(out.string.isEmpty)
  }

  @Test func fileOutputWritesChunksAndEverythingAtTheFlush() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("glide-output-\(getpid()).txt").path
    defer { unlink(path) }
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    #expect(descriptor >= 0)
    let output = FileOutput(fileDescriptor: descriptor, name: path, chunkSize: 100)
    var expected = ""
    for index in 0..<1_000 {
      output.buffer.append("line \(index)\n")
      expected += "line \(index)\n"
      try output.lineEnded()
      #expect(output.buffer.count < 100 + 10)  // written once a chunk is there
    }
    try output.flush()
    close(descriptor)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == expected)
  }

  @Test func aFullDiskIsAnErrorThatNamesTheOutput() throws {
    let descriptor = open("/dev/full", O_WRONLY)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    let output = FileOutput(fileDescriptor: descriptor, name: "/dev/full")
    output.buffer.append("lost\n")
    #expect(throws: OutputError(name: "/dev/full", code: ENOSPC)) { try output.flush() }
    #expect("\(output.error.map(String.init(describing:)) ?? "")" == "/dev/full: cannot write: No space left on device")
    // Later writes fail with the same error and write nothing.
    output.buffer.append("more\n")
    #expect(throws: OutputError(name: "/dev/full", code: ENOSPC)) { try output.lineEnded() ; try output.flush() }
  }

  @Test func aClosedDescriptorIsAnError() {
    let output = FileOutput(fileDescriptor: 987, name: "standard output")
    output.buffer.append("x")
    #expect(throws: OutputError(name: "standard output", code: EBADF)) { try output.flush() }
  }
}
