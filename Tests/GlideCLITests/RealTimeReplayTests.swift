import Foundation
import GlideTestSupport
import Testing

/// `glide replay --realtime` against the clock: what is printed when, not only what.
@Suite("Replay in real time", .serialized)
struct RealTimeReplayTests {
  /// The default trace (a pinch released at 0.5125 s, its completion done at 0.6921 s) with one more
  /// report at 3.5 s: a 2.8 s gap in the input after the transition has completed.
  static func traceWithGap() throws -> URL {
    let source = try String(contentsOfFile: Glide.path("traces/default.evemu"), encoding: .utf8)
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("glide-gap-\(UUID()).evemu")
    try Data((source + "E: 3.500000 0000 0000 0000\n").utf8).write(to: file)
    return file
  }

  /// Each line of standard output with the seconds after launch at which it arrived.
  static func linesAsTheyArrive(_ arguments: [String]) throws -> (lines: [(seconds: Double, text: String)], status: Int32) {
    guard let binary = Glide.binary else { throw GlideNotBuiltError() }
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.currentDirectoryURL = Glide.root
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    let start = ContinuousClock.now
    try process.run()
    var lines: [(seconds: Double, text: String)] = []
    var partial = Data()
    while true {
      let chunk = out.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      let elapsed = start.duration(to: .now)
      let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
      partial.append(chunk)
      while let newline = partial.firstIndex(of: UInt8(ascii: "\n")) {
        lines.append((seconds, String(decoding: partial[partial.startIndex..<newline], as: UTF8.self)))
        partial = Data(partial[(newline + 1)...])
      }
    }
    process.waitUntilExit()
    return (lines, process.terminationStatus)
  }

  @Test("A completion after the fingers lift is printed as it plays, not when the next input arrives")
  func framesInAGapAreNotHeldBack() throws {
    let trace = try Self.traceWithGap()
    defer { try? FileManager.default.removeItem(at: trace) }
    let paced = try Self.linesAsTheyArrive(["replay", "--json", "--realtime", trace.path])
    #expect(paced.status == 0)
    let completed = try #require(paced.lines.first { $0.text.contains(#""type":"transitionCompleted""#) })
    let lastFrame = try #require(paced.lines.last { $0.text.contains(#""type":"frame""#) })
    let summary = try #require(paced.lines.last { $0.text.contains(#""type":"summary""#) })
    // The input's last report is 2.81 s after the completion (3.5 - 0.6921): the completion and its
    // frames are printed then, not with the report (the summary). 1.5 s leaves a loaded machine 1.3 s.
    #expect(summary.seconds - completed.seconds >= 1.5)
    #expect(summary.seconds - lastFrame.seconds >= 1.5)
    // Real time, not as fast as possible: the summary waits for the 3.5 s report (the first event is
    // at 0.0 s), and sleeps are never shorter than asked.
    #expect(summary.seconds >= 3.5 - 0.01)
    // The same bytes as a replay as fast as possible.
    let fast = try Glide.run(["replay", "--json", trace.path])
    #expect(paced.lines.map(\.text).joined(separator: "\n") + "\n" == fast.stdout)
  }
}

struct GlideNotBuiltError: Error, CustomStringConvertible {
  var description: String { "the glide binary was not found beside the test bundle: run `swift build` first" }
}
