import Foundation
import GlideTestSupport
import Testing

/// The example apps in Examples/, built by `make test` (`make examples`), run on the bundled traces
/// and compared with `glide replay`: an app on Glide's library gets the simulator's timing.
@Suite struct ExampleTests {
  /// The built example `name`, or a failure that says how to build it.
  static func binary(_ name: String) throws -> String {
    let path = Glide.path("Examples/\(name)/.build/debug/\(name)")
    guard FileManager.default.isExecutableFile(atPath: path) else {
      Issue.record("\(path) is not built: run `make examples` (make test does)")
      throw CancellationError()
    }
    return path
  }

  @Test(arguments: [
    "traces/default.evemu", "traces/pinch-pop/cancel-slow.evemu", "traces/pinch-pop/fling.evemu",
    "traces/pinch-pop/finish.evemu",
  ])
  func pinchToPopReleasesAndCompletesWhenGlideReplayDoes(trace: String) throws {
    let example = Process()
    example.executableURL = URL(fileURLWithPath: try Self.binary("PinchToPop"))
    example.arguments = [Glide.path(trace)]
    let pipe = Pipe()
    example.standardOutput = pipe
    try example.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    example.waitUntilExit()
    #expect(example.terminationStatus == 0)
    let replay = try Glide.run(["replay", Glide.path(trace), "--set", "screens=plain"])
    #expect(replay.status == 0, "\(replay.stderr)")
    // glide replay's summary: "  released at 0.5125 s, percent 0.5510, velocity …" and "  completed at 0.6921 s".
    let summary = replay.stdout.components(separatedBy: "\n\n").last ?? ""
    let released = try #require(try #/released at (\d+\.\d{4}) s, percent (\d+\.\d{4})/#.firstMatch(in: summary))
    let completed = try #require(try #/completed at (\d+\.\d{4}) s/#.firstMatch(in: summary))
    let outcome = summary.hasPrefix("pinch-pop: finished") ? "finished" : "cancelled"
    #expect(output.contains("released at \(released.output.1) s, percent \(released.output.2): "), "\(output)\n\(summary)")
    #expect(output.contains("completed at \(completed.output.1) s: \(outcome)\n"), "\(output)\n\(summary)")
    #expect(output.hasSuffix(outcome == "finished" ? "screens: Home\n" : "screens: Home, Detail\n"))
  }

  /// The tutorial in GlideInteraction's catalog builds this app: its first code file is the package's
  /// manifest, its last the app's main.swift, and every step in between is the app so far, each line
  /// in the app's order (a step may close the class early, and leaves out the FrameDriven conformance
  /// until the step that adds it).
  @Test func theTutorialBuildsExamplesPinchToPopLineForLine() throws {
    let resources = "Sources/GlideInteraction/GlideInteraction.docc/Resources/"
    func read(_ path: String) throws -> String { try String(contentsOfFile: Glide.path(path), encoding: .utf8) }
    let main = try read("Examples/PinchToPop/Sources/PinchToPop/main.swift")
    #expect(try read(resources + "pinch-to-pop-01-package.swift") == read("Examples/PinchToPop/Package.swift"))
    #expect(try read(resources + "pinch-to-pop-06-main.swift") == main)
    let app = main.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for step in ["02-delegate", "03-scene", "04-pinch", "05-driven"] {
      let lines = try read(resources + "pinch-to-pop-\(step).swift")
        .replacingOccurrences(of: "final class PinchToPop {", with: "final class PinchToPop: FrameDriven {")
        .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      var next = app.startIndex
      for line in lines {
        guard let found = app[next...].firstIndex(of: line) else {
          Issue.record("pinch-to-pop-\(step).swift: '\(line)' is not in main.swift after line \(next)")
          break
        }
        next = found + 1
      }
    }
  }
}
