import Foundation
import GlideTestSupport
import Testing

/// Issue 20: input the trace reader drops or doubts (libevdev's rules) is reported once per kind with
/// its first line, `--strict` makes it an error, and `glide inspect` lists it.
@Suite("Bad conditions: input")
struct DroppedInputCommandTests {
  /// traces/default.evemu with its slots moved two up (0 → 2, 1 → 3) on its 2-slot device: what the
  /// issue found, a pinch that vanished without a word.
  static func slotsBeyondTheDevice(in folder: ScratchFolder) throws -> String {
    let original = try String(contentsOfFile: Glide.path("traces/default.evemu"), encoding: .utf8)
    var lines: [String] = []
    for line in original.split(separator: "\n", omittingEmptySubsequences: false) {
      let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
      if line.hasPrefix("E: ") && lines.allSatisfy({ !$0.hasPrefix("E: ") }) {
        lines.append("E: 0.000001 0003 002f 2")  // the first contact's slot, 0 until now
      }
      if fields.count >= 5, fields[0] == "E:", fields[2] == "0003", fields[3] == "002f", let slot = Int(fields[4]) {
        lines.append("E: \(fields[1]) 0003 002f \(slot + 2)")
      } else {
        lines.append(String(line))
      }
    }
    let path = folder.path + "/slots.evemu"
    try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test func slotsBeyondTheDeviceAreReportedOncePerKindWithTheFirstLine() throws {
    let folder = try ScratchFolder()
    let path = try Self.slotsBeyondTheDevice(in: folder)
    let run = try Glide.run(["replay", path])
    #expect(run.status == 0)
    #expect(run.stdout.contains("pinch-pop: none\n"))
    #expect(!run.stdout.contains("warning"))
    #expect(
      run.stderr.split(separator: "\n") == [
        "warning: \(path):45: ABS_MT_SLOT 2 is beyond the device's 2 slots (0…1); capped to slot 1, as libevdev "
          + "caps it, so the contacts there share one slot (84 events like it, the first on this line)",
        "warning: \(path):51: ABS_MT_TRACKING_ID 1 in slot 1, whose contact 0 has not ended (-1 comes first); "
          + "dropped, as libevdev drops it (2 events like it, the first on this line)",
      ])

    let strict = try Glide.run(["replay", path, "--strict"])
    #expect(strict.status == 1)
    #expect(strict.stdout.isEmpty)
    #expect(
      strict.stderr == "Error: \(path):45: ABS_MT_SLOT 2 is beyond the device's 2 slots (0…1) "
        + "(refused: the trace is read strictly)\n")

    // Once per trace, however often a command reads it (compare reads it once per rule).
    let compare = try Glide.run(["compare", path])
    #expect(compare.status == 0)
    #expect(compare.stderr.split(separator: "\n").count == 2, "\(compare.stderr)")
  }

  @Test func inspectListsWhatTheReaderDroppedOrDoubted() throws {
    let folder = try ScratchFolder()
    let path = try Self.slotsBeyondTheDevice(in: folder)
    let run = try Glide.run(["inspect", path])
    #expect(run.status == 0)
    #expect(
      run.stdout.contains(
        "  input dropped or doubted (libevdev's rules):\n"
          + "    slot-out-of-range: 84 capped, the first at line 45: ABS_MT_SLOT 2 is beyond the device's 2 slots (0…1)\n"
          + "    double-tracking-id: 2 dropped, the first at line 51: ABS_MT_TRACKING_ID 1 in slot 1, whose contact 0 "
          + "has not ended (-1 comes first)\n"), "\(run.stdout)")
    let clean = try Glide.run(["inspect", "traces/default.evemu"])
    #expect(clean.stdout.contains("\n  input dropped or doubted: none\n"))
    #expect(clean.stderr.isEmpty)

    let json = try Glide.run(["inspect", "--json", path])
    let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    let warnings = (object?["trace"] as? [String: Any])?["inputWarnings"] as? [String: [String: Any]]
    #expect(warnings?["slot-out-of-range"]?["count"] as? Int == 84)
    #expect(warnings?["slot-out-of-range"]?["firstLine"] as? Int == 45)
    #expect(warnings?["double-tracking-id"]?["action"] as? String == "dropped")
  }

  @Test(
    "The real recordings' warnings: positions past the Synaptics pad's range (kept), a code the ELAN does not declare (dropped)",
    arguments: [
      (
        "touchpads__SynPS2_Synaptics_TouchPad", "",
        "ABS_MT_POSITION_Y 4531 is outside the axis's 1408…4448 by more than its fuzz 8; kept, as libevdev keeps it "
          + "(6 events like it, the first on this line)"
      ),
      (
        "touchscreens__ELAN_CANDO_Windows7", ".1-finger-drag-up-down",
        "EV_ABS code 0x1d 15316 is not among the device's codes; dropped, as libevdev drops it "
          + "(322 events like it, the first on this line)"
      ),
    ])
  func realRecordings(device: String, name: String, warning: String) throws {
    let run = try Glide.run([
      "replay", "traces/real/\(device)\(name).events", "--desc", "traces/real/\(device).desc", "--json",
    ])
    #expect(run.status == 0)
    #expect(run.stderr.contains(warning), "\(run.stderr)")
    let strict = try Glide.run([
      "frames", "traces/real/\(device)\(name).events", "--desc", "traces/real/\(device).desc", "--strict",
    ])
    #expect(strict.status == 1)
    #expect(strict.stderr.contains("(refused: the trace is read strictly)"))
  }

  @Test func glideTestWarnsAndItsStrictModeFails() throws {
    let folder = try ScratchFolder()
    let path = try Self.slotsBeyondTheDevice(in: folder)
    let expectation = folder.path + "/slots.expect.json"
    try """
      {"trace": "slots.evemu", "scenario": "pinch-pop", "outcome": "none", "percentAtRelease": null,
       "releaseTime": null, "completionTime": null}
      """.write(toFile: expectation, atomically: true, encoding: .utf8)
    let run = try Glide.run(["test", expectation])
    #expect(run.status == 0, "\(run.stdout)")
    #expect(run.stderr.contains("warning: \(path):45: ABS_MT_SLOT 2 is beyond"), "\(run.stderr)")
    let strict = try Glide.run(["test", "--strict", expectation])
    #expect(strict.status != 0)
    #expect(strict.stdout.contains("refused: the trace is read strictly"), "\(strict.stdout)")
  }
}
