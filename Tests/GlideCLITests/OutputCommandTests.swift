import Foundation
import GlideTestSupport
import Testing

/// How the commands that stream a log write it: in chunks through Glide's own formatter, with a failed
/// write an error (issue 16 moved the output off `print`; a full disk used to go unnoticed).
@Suite("Streaming output")
struct OutputCommandTests {
  @Test(
    "A full disk stops the command with an error that names the output",
    arguments: [
      ["replay", "--json"], ["replay"], ["gestures", "--json", "traces/default.evemu"],
      ["frames", "--json", "traces/default.evemu"], ["gestures", "traces/default.evemu"],
    ])
  func fullDisk(arguments: [String]) throws {
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    defer { try? full.close() }
    let run = try Glide.run(arguments, standardOutput: full)
    #expect(run.status != 0)
    #expect(run.stderr.contains("Error: standard output: cannot write: No space left on device"), "\(run.stderr)")
  }

  @Test("Times of 10,000 s and more are printed whole, not cut to nine characters")
  func longTimes() throws {
    // This recording's timestamps are seconds since 1970.
    let run = try Glide.run([
      "replay", "traces/real/touchpads__ETPS2_Elantech_Touchpad.events",
      "--desc", "traces/real/touchpads__ETPS2_Elantech_Touchpad.desc",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.hasPrefix("1329461875.8321  pinch failed  scale 1.0000, 0.000/s  touches 0\n"))
  }

  @Test("A long log comes out whole and in order across many chunks")
  func longLog() throws {
    // 273 KB: more than four 64 KiB chunks.
    let run = try Glide.run([
      "frames", "--json", "traces/real/touchpads__SynPS2_Synaptics_TouchPad.events",
      "--desc", "traces/real/touchpads__SynPS2_Synaptics_TouchPad.desc",
    ])
    #expect(run.status == 0)
    #expect(run.stdout.utf8.count > 4 * 65_536)
    let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.last == "")
    let times = try lines.dropLast().map { line in
      let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      return try #require(object["time"] as? Double)
    }
    #expect(times.count > 1_000)
    #expect(times == times.sorted())
    #expect(times.first == 0)
  }
}
