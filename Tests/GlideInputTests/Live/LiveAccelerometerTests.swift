import Foundation
import GlideTestSupport
import Testing

@testable import GlideInput

/// An accelerometer on the live path: the lis3lv02d tilt of `traces/parallax` played into a node mocked by
/// umockdev, read through libevdev by `glide record` and `glide live`. Each test takes about three seconds
/// of wall time (the trace's length; 20 Hz keeps umockdev's playback well within its pace).
@Suite(.serialized, .enabled(if: Umockdev.isAvailable, "umockdev-run (Debian `umockdev`) and python3 are not installed"))
struct LiveAccelerometerTests {
  private static let trace = "traces/parallax/laptop-tilt.evemu"

  private func played() throws -> String {
    try String(contentsOfFile: Glide.path(Self.trace), encoding: .utf8)
  }

  @Test func aTiltRecordingIsTheTiltPlayedAndReplaysTheSameByteForByte() throws {
    let directory = try LiveScratchDirectory()
    let result = try Umockdev.record(
      try played(), in: directory.path, glideArguments: ["--device", Umockdev.node, "--duration", "2.7"])
    try #require(result.status == 0, "glide record failed: \(result.stderr)")
    let recorded = try Umockdev.read(result.output)
    let original = try TraceReader.readAll(Glide.path(Self.trace))
    #expect(recorded.device == original.device)
    #expect(recorded.device.kind == .accelerometer)
    #expect(recorded.events == original.events)
    for format in [[], ["--json"]] {
      let fromRecording = try Glide.run(["replay", result.output, "--scenario", "parallax"] + format)
      let fromTrace = try Glide.run(["replay", Self.trace, "--scenario", "parallax"] + format)
      #expect(fromRecording.status == 0, "\(fromRecording.stderr)")
      #expect(fromRecording.stdout == fromTrace.stdout)
      #expect(fromRecording.stdout.contains("motion"))
    }
  }

  @Test func liveParallaxFindsTheAccelerometerAndFollowsItsTilt() throws {
    let directory = try LiveScratchDirectory()
    let run = try Umockdev.glide(
      ["live", "--scenario", "parallax", "--duration", "2.6", "--plain"], playing: try played(), in: directory.path)
    try #require(run.status == 0, "glide live failed: \(run.stderr)")
    #expect(
      run.stderr.contains(
        "Using \(Umockdev.node): ABS_X, ABS_Y and ABS_Z without keys (udev's rule for drivers older than the property)."))
    #expect(run.stderr.contains("Running parallax on \(Umockdev.node) (\"ST LIS3LV02DL Accelerometer\")"))
    // The plain status lines carry the viewer offset; the left and forward tilt shows as negative, positive.
    let offsets = run.stdout.split(separator: "\n").compactMap { line -> (Double, Double)? in
      guard let range = line.range(of: "viewer offset ") else { return nil }
      let numbers = line[range.upperBound...].split(separator: " ")[0].split(separator: ",").compactMap { Double($0) }
      return numbers.count == 2 ? (numbers[0], numbers[1]) : nil
    }
    #expect(offsets.contains { $0.0 < -0.3 && $0.1 > 0.2 }, "\(run.stdout)")
  }
}
