import GlideTestSupport
import Foundation
import Testing

@Suite struct InspectCommandTests {
  @Test func everyRealRecordingIsFound() {
    #expect(RealTraces.all.count == 18)
    #expect(RealTraces.all.filter { $0.description == nil }.count == 7)
  }

  @Test(arguments: RealTraces.all)
  func inspectSummarisesEveryRealRecording(_ recording: RealTraces.Recording) throws {
    var arguments = ["inspect", "--json", recording.file]
    if let desc = recording.description { arguments += ["--desc", desc] }
    let run = try Glide.run(arguments)
    #expect(run.status == 0, "\(run.stderr)")
    let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    let trace = object?["trace"] as? [String: Any]
    let events = trace?["events"] as? Int ?? 0
    let eLines = try String(contentsOfFile: Glide.path(recording.file), encoding: .utf8)
      .split(separator: "\n").filter { $0.hasPrefix("E: ") }.count
    // Every event is read, or dropped as libevdev drops it and counted.
    let warnings = trace?["inputWarnings"] as? [String: [String: Any]] ?? [:]
    let dropped = warnings.values.filter { $0["action"] as? String == "dropped" }.compactMap { $0["count"] as? Int }
    #expect(events + dropped.reduce(0, +) == eLines)
    #expect((trace?["frames"] as? Int ?? 0) > 0)
    let sessions = trace?["sessions"] as? [Any] ?? []
    #expect(!sessions.isEmpty)
  }

  @Test func inspectPrintsTheSynapticsRecordingsFacts() throws {
    let run = try Glide.run([
      "inspect", "traces/real/touchpads__SynPS2_Synaptics_TouchPad.events",
      "--desc", "traces/real/touchpads__SynPS2_Synaptics_TouchPad.desc",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let lines = run.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first == "Device: SynPS/2 Synaptics TouchPad")
    #expect(lines.contains("  ids: bus 0x0011 vendor 0x0002 product 0x0007 version 0x01b1"))
    #expect(lines.contains("  kind: touchpad, multitouch protocol B, 2 slots, counts up to 5 fingers"))
    #expect(lines.contains("  properties: INPUT_PROP_POINTER, INPUT_PROP_BUTTONPAD"))
    #expect(lines.contains { $0.hasPrefix("  size: 69.0 × 50.0 mm, estimated") })
    #expect(lines.contains("  events: 7422, frames: 1302, dropped (SYN_DROPPED): 0"))
  }

  @Test(
    "A trace kept under /dev/shm is a trace file, not a device node",
    .enabled(if: FileManager.default.isWritableFile(atPath: "/dev/shm"), "/dev/shm is not writable here"))
  func aTraceUnderDevShmIsATrace() throws {
    let path = "/dev/shm/glide-\(UUID()).evemu"
    try FileManager.default.copyItem(atPath: Glide.path("traces/default.evemu"), toPath: path)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = try Glide.run(["inspect", path])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.hasPrefix("Device: SynPS/2 Synaptics TouchPad\n"), "\(run.stdout)")
    let missing = try Glide.run(["inspect", "/dev/input/event999"])
    #expect(missing.status != 0)
    #expect(missing.stderr.contains("/dev/input/event999 does not exist or has no device behind it"), "\(missing.stderr)")
  }

  @Test func aMissingFileIsAClearErrorAndANonZeroExit() throws {
    let run = try Glide.run(["inspect", "traces/no-such-trace.evemu"])
    #expect(run.status != 0)
    #expect(run.stderr.contains("traces/no-such-trace.evemu"))
    #expect(run.stdout.isEmpty)
  }
}
