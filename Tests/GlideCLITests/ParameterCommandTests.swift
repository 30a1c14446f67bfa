import Foundation
import GlideTestSupport
import Testing

/// Issue 20: a parameter out of its range is refused wherever it is set, naming the parameter, the range
/// and the value as the `--fps` check does.
@Suite("Bad conditions: parameters")
struct ParameterCommandTests {
  @Test(
    "A parameter out of its range is refused naming it, the range and the value, wherever it is set",
    arguments: [
      (["replay", "--set", "duration=-1"], "Please give --set duration from 0.001 to 3600 s; got -1."),
      (["replay", "--set", "percentThreshold=1.5"], "Please give --set percentThreshold from 0 to 1; got 1.5."),
      (["replay", "--completion-speed", "0"], "Please give --completion-speed from 0.01 to 100; got 0.0."),
      (["replay", "--set", "decelerationRate=1"], "Please give --set decelerationRate above 0 and below 1 per ms; got 1."),
      (
        ["replay", "traces/swipe-tabs/finish.evemu", "--scenario", "swipe-tabs", "--set", "fingers=2.5"],
        "Please give --set fingers a whole number from 1 to 10; got 2.5."
      ),
      (
        ["replay", "--scenario", "swipe-tabs", "--set", "startTab=3"],
        "Please give startTab a whole number 0 or more and below tabs; got 3."
      ),
      (["compare", "--set", "android-back.touchSlop=2"], "Please give --set android-back.touchSlop from 0 to 1; got 2."),
      (["report", "-o", "/tmp/never.html", "--set", "screenWidth=0"], "Please give --set screenWidth from 1 to 10000 pt; got 0."),
      (
        ["sweep", "traces/pinch-pop", "--rule", "uikit-classic", "--param", "percentThreshold=0.5:1.5:0.5"],
        "Please give --param percentThreshold values from 0 to 1; got 1.5 in 0.5:1.5:0.5."
      ),
      (["replay", "--fps", "0.5"], "Please give --fps between 1 and 1000; got 0.5."),
      (["synth", "pinch", "--duration=-1", "-o", "-"], "Please give --duration from 0 to 60 s; got -1.0."),
    ])
  func parameterOutOfRange(arguments: [String], message: String) throws {
    let run = try Glide.run(arguments)
    #expect(run.status != 0)
    #expect(run.stderr.contains("Error: \(message)\n"), "\(run.stderr)")
    #expect(run.stdout.isEmpty)
  }

  @Test(
    "Two flags that set one value contradict each other: refused naming both, not the last taken",
    arguments: [
      (
        ["replay", "--set", "percentThreshold=0.9", "--set", "percentThreshold=0.1"],
        "--set percentThreshold is given twice (0.9, then 0.1); please give it once."
      ),
      (["replay", "--set", "policy=gnome", "--policy", "kwin"], "--set policy and --policy both set policy (gnome, then kwin); please give it once."),
      (
        ["sweep", "traces/pinch-pop", "--rule", "uikit-classic", "--param", "percentThreshold=0.1:0.6:0.1", "--set", "percentThreshold=0.3"],
        "--set percentThreshold=0.3 and --param percentThreshold=0.1:0.6:0.1 both set percentThreshold; the sweep gives it "
          + "every value of --param: please leave out the --set."
      ),
      // Numbers are written in decimal wherever Glide reads them itself, as in a scene file.
      (["replay", "--set", "percentThreshold=0x1p-1"], "Please fix the scenario: parameter percentThreshold cannot be '0x1p-1': expected a number."),
    ])
  func contradictoryFlags(arguments: [String], message: String) throws {
    let run = try Glide.run(arguments)
    #expect(run.status != 0)
    #expect(run.stderr.contains("Error: \(message)\n"), "\(run.stderr)")
    #expect(run.stdout.isEmpty)
  }

  @Test func aScenarioNamedOverAScenarioFilesOtherOneIsRefusedAndTheSameOneIsTaken() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("glide-\(UUID()).json")
    try Data(#"{"scenario": "pinch-pop", "parameters": {"percentThreshold": 0.9}}"#.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let other = try Glide.run(["replay", "--scenario-file", file.path, "--scenario", "edge-back"])
    #expect(other.status != 0)
    #expect(
      other.stderr.contains(
        "Error: --scenario edge-back and the scenario file \(file.path) (scenario pinch-pop) name different scenarios; "
          + "please give one of them.\n"), "\(other.stderr)")
    let same = try Glide.run(["replay", "--scenario-file", file.path, "--scenario", "pinch-pop"])
    #expect(same.status == 0)
    // The file's 0.9 still applies: the default trace's release at 0.551 cancels.
    #expect(same.stdout.contains("pinch-pop: cancelled"), "\(same.stdout)")
  }

  @Test func aScenarioFileAndAnExpectationAreCheckedAsFlagsAre() throws {
    let folder = try ScratchFolder()
    let file = folder.path + "/s.json"
    try #"{"scenario": "pinch-pop", "parameters": {"springDamping": -1}}"#.write(
      toFile: file, atomically: true, encoding: .utf8)
    let run = try Glide.run(["replay", "--scenario-file", file])
    #expect(run.status != 0)
    #expect(run.stderr.contains("Error: Please give springDamping in \(file) from 0.01 to 100; got -1.0.\n"), "\(run.stderr)")

    let expectation = folder.path + "/t.expect.json"
    try """
      {"trace": "\(Glide.path("traces/default.evemu"))", "scenario": "pinch-pop", "parameters": {"duration": 0},
       "outcome": "finished", "percentAtRelease": null, "releaseTime": null, "completionTime": null}
      """.write(toFile: expectation, atomically: true, encoding: .utf8)
    let test = try Glide.run(["test", expectation])
    #expect(test.status != 0)
    #expect(test.stdout.contains("parameter duration must be from 0.001 to 3600 s; got 0"), "\(test.stdout)")
  }
}
