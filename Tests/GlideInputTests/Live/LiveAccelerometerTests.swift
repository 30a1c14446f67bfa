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

  /// Discovery says what each device it passes over is, sensors beside touchpads, and `glide inspect`
  /// describes the live sensor as it does a trace's.
  @Test func discoveryListsTheSensorAndInspectDescribesIt() throws {
    let directory = try LiveScratchDirectory()
    let touchpad = try Umockdev.glide(["live", "--duration", "1", "--plain"], playing: try played(), in: directory.path)
    #expect(touchpad.status != 0)
    #expect(touchpad.stderr.contains("No touchpad found among the 1 devices in /dev/input:"), "\(touchpad.stderr)")
    #expect(
      touchpad.stderr.contains(
        "\(Umockdev.node): \"ST LIS3LV02DL Accelerometer\": an accelerometer (ABS_X, ABS_Y and ABS_Z without keys "
          + "(udev's rule for drivers older than the property))"))

    let inspect = try Umockdev.glide(["inspect", Umockdev.node], playing: try played(), in: directory.path)
    #expect(inspect.status == 0, "\(inspect.stderr)")
    let lines = inspect.stdout.split(separator: "\n").map(String.init)
    #expect(lines.contains("Device: ST LIS3LV02DL Accelerometer"))
    #expect(lines.contains("  kind: accelerometer"))
    #expect(lines.contains("  gravity: 1000 units/g on ABS_X, ABS_Y, ABS_Z, ±2.3 g (the lis3lv02d driver's milli-g)"))
  }

  /// With only a touchpad, parallax on the sensor names what it found instead and how to go on; with
  /// `auto` it says so and follows the finger.
  @Test func withoutASensorParallaxSaysSoAndAutoFollowsTheFinger() throws {
    let pad = try String(contentsOfFile: Glide.path("traces/default.evemu"), encoding: .utf8)
    let directory = try LiveScratchDirectory()
    let sensor = try Umockdev.glide(
      ["live", "--scenario", "parallax", "--viewer-offset", "sensor", "--duration", "1", "--plain"], playing: pad,
      in: directory.path)
    #expect(sensor.status != 0)
    #expect(sensor.stderr.contains("No accelerometer found among the 1 devices in /dev/input:"), "\(sensor.stderr)")
    #expect(
      sensor.stderr.contains(
        "\(Umockdev.node): \"SynPS/2 Synaptics TouchPad\": a touchpad (INPUT_PROP_POINTER and ABS_MT_SLOT with 2 slots)"))
    #expect(sensor.stderr.contains("Without one, parallax follows a finger instead: --viewer-offset touch."))

    // Discovery opens the node twice before the session does: the events start after it is done.
    let auto = try Umockdev.glide(
      ["live", "--scenario", "parallax", "--duration", "2.5", "--plain"], playing: pad, in: directory.path, start: 1)
    #expect(auto.status == 0, "\(auto.stderr)")
    #expect(auto.stderr.contains("No accelerometer found; the viewer offset follows a finger on the touchpad."))
    #expect(auto.stdout.contains("viewer offset "), "\(auto.stdout)")
  }
}
