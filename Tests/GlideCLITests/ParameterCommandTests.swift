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
