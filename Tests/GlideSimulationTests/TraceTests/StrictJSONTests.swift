import Foundation
import Testing

@testable import GlideSimulation
@testable import GlideTraceTesting
import GlideScenarioTestSupport

/// Expectation and scenario files say what they seem to: a key given twice, a NUL in a string and a file
/// past 1 MiB are refused with the file, line and column, where Foundation's reader would keep one of
/// two keys without a word and C would cut a path at the NUL.
@Suite("Trace tests: strict JSON", .builtInScenarios)
struct StrictJSONTests {
  static let minimal = #""trace": "a.evemu", "scenario": "edge-back", "outcome": "finished""#

  @Test("A key twice, at any depth or spelled with an escape, is located at its second appearance", arguments: [
    (#"{"trace": "a.evemu", "trace": "b.evemu"}"#, 1, 22, "trace"),
    ("{\n  \"scenario\": \"edge-back\",\n  \"outcome\": \"finished\",\n  \"outcome\": \"cancelled\"\n}", 4, 3, "outcome"),
    (#"{"appearance": [{"a": 1}, {"a": 1, "a": 2}]}"#, 1, 36, "a"),
    (#"{"outc\u006fme": "finished", "outcome": "x"}"#, 1, 30, "outcome"),
    ("\u{FEFF}{\"x\": 1,\r\n\"x\": 2}", 2, 1, "x"),
  ])
  func duplicateKey(json: String, line: Int, column: Int, key: String) {
    #expect(
      throws: TraceExpectationError.invalidJSON(
        path: "t.expect.json", line: line, column: column,
        reason: "the key \"\(key)\" appears twice in one object; expected each key once")
    ) {
      try TraceExpectation.parse(Data(json.utf8), path: "t.expect.json")
    }
  }

  @Test("The same key in two objects, keys inside strings and values equal to keys are not duplicates", arguments: [
    #"{"parameters": {"a": 1}, "setup": {"a": 1}}"#,
    #"{"description": "\"trace\": \"x\", \"trace\"", "trace": "trace"}"#,
    #"[{"a": 1}, {"a": 2}, ["a", "a"]]"#,
    #"{"a": {"b": {"c": 1}}, "b": {"a": 1}, "c": "a"}"#,
  ])
  func notDuplicates(json: String) {
    #expect(JSONStrictCheck.firstProblem(in: Data(json.utf8)) == nil)
  }

  @Test("Half a surrogate pair is located at its escape, not at the end of the file", arguments: [
    ("{\n  \"trace\": \"a\\ud800.evemu\",\n  \"outcome\": \"finished\"\n}", 2, 14),
    (#"{"trace": "ab\udc00"}"#, 1, 14),
    (#"{"trace": "\ud83d\u0041"}"#, 1, 12),
    (#"{"trace": "\ud83d\ud83d\ude00"}"#, 1, 12),
  ])
  func loneSurrogate(json: String, line: Int, column: Int) {
    #expect(
      throws: TraceExpectationError.invalidJSON(
        path: "t.expect.json", line: line, column: column,
        reason: "a \\u escape that is half of a UTF-16 surrogate pair, without its other half; expected a whole "
          + "character (both halves, \\uD83D\\uDE00, or the character itself)")
    ) {
      try TraceExpectation.parse(Data(json.utf8), path: "t.expect.json")
    }
    // Both halves make a character, found as such.
    #expect(JSONStrictCheck.scan(Data(#"{"a": "\ud83d\ude00 and \u00e9"}"#.utf8)).loneSurrogate == nil)
  }

  @Test("A NUL in any string, key or value, is refused where the string starts")
  func nulCharacter() {
    let value = #"{"trace": "a.evemu\u0000junk"}"#
    #expect(
      throws: TraceExpectationError.invalidJSON(
        path: "t.expect.json", line: 1, column: 11,
        reason: "a string holds the NUL character (\\u0000), which no field accepts")
    ) {
      try TraceExpectation.parse(Data(value.utf8), path: "t.expect.json")
    }
    #expect(JSONStrictCheck.firstProblem(in: Data(#"{"a\u0000": 1}"#.utf8))?.offset == 1)
    #expect(JSONStrictCheck.firstProblem(in: Data(#"{"a": ["\\u0000"]}"#.utf8)) == nil, "an escaped backslash, then u0000")
  }

  @Test("A scenario file with a key twice is refused, located")
  func scenarioFile() {
    #expect(
      throws: ScenarioError.invalidJSON(
        path: "s.json", line: 1, column: 27,
        reason: "the key \"scenario\" appears twice in one object; expected each key once")
    ) {
      try ScenarioFile.parse(Data(#"{"scenario": "pinch-pop", "scenario": "edge-back"}"#.utf8), path: "s.json")
    }
  }

  @Test("An expectation past 1 MiB is refused before it is parsed, from a file or from bytes")
  func tooLarge() throws {
    let reason = "larger than 1048576 bytes (1 MiB), the most an expectation may hold"
    let large = Data(repeating: 0x20, count: SmallFileInput.maximumBytes + 1)
    #expect(throws: TraceExpectationError.unreadable(path: "t.expect.json", reason: reason)) {
      try TraceExpectation.parse(large, path: "t.expect.json")
    }
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("glide-large-\(UUID()).expect.json").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    _ = FileManager.default.createFile(atPath: path, contents: large)
    #expect(throws: TraceExpectationError.unreadable(path: path, reason: reason)) { try TraceExpectation.load(path) }
    let object = Data(#"{\#(Self.minimal)}"#.utf8)
    let exact = object + Data(repeating: 0x20, count: SmallFileInput.maximumBytes - object.count)
    do {
      _ = try TraceExpectation.parse(exact, path: "t.expect.json")
      Issue.record("an expectation without percentAtRelease was accepted")
    } catch {
      #expect(error.description.hasPrefix(#"t.expect.json: field "percentAtRelease" is missing"#), "1 MiB exactly is read")
    }
  }

  @Test("An expectation that is a FIFO is refused without waiting for a writer")
  func fifo() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("glide-fifo-\(UUID()).expect.json").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try #require(mkfifo(path, 0o600) == 0)
    #expect(
      throws: TraceExpectationError.unreadable(
        path: path, reason: "it is a FIFO or a pipe; an expectation is read from a regular file (save it to one first)")
    ) { try TraceExpectation.load(path) }
  }

  /// Found by issue 38's third hostile pass: 1,000 arrays 500 deep (1 MiB, a valid scenario file) kept
  /// `glide replay --scenario-file` decoding for half an hour. Nesting past 8 is refused before decoding.
  @Test("Arrays and objects nested more than 8 deep are refused where the ninth opens; brackets in strings do not count")
  func nesting() {
    let nine = #"{"motion": [[[[[[[[1]]]]]]]]}"#
    #expect(
      throws: TraceExpectationError.invalidJSON(
        path: "t.expect.json", line: 1, column: 19,
        reason: "arrays and objects nested more than 8 deep (an expectation needs at most 4)")
    ) { try TraceExpectation.parse(Data(nine.utf8), path: "t.expect.json") }
    #expect(JSONStrictCheck.tooDeep(in: Data(#"{"motion": [[[[[[[1]]]]]]]}"#.utf8)) == nil, "8 levels")
    #expect(JSONStrictCheck.tooDeep(in: Data(#"{"d": "[[[[[[[[[[[[\"{{{{{{{{{{"}"#.utf8)) == nil, "in a string")
    let deep = "{\"x\": [" + Array(repeating: String(repeating: "[", count: 500) + String(repeating: "]", count: 500), count: 1_000).joined(separator: ",") + "]}"
    #expect(JSONStrictCheck.tooDeep(in: Data(deep.utf8)) == 13, "the ninth level opens at byte 13")
  }
}
