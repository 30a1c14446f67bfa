import Foundation
import Testing

@testable import GlideInput

/// The traces `tools/make-traces` ships: every file must be what the script would write today.
@Suite struct SyntheticTracesTests {
  struct Entry: CustomStringConvertible, Sendable {
    var path: String
    var arguments: [String]
    var description: String { path }
  }

  static let repository = SynthesisDevicePresetsTests.repository

  /// The `synth FILE GESTURE OPTIONS...` commands of `tools/make-traces`, continuation lines joined.
  static let entries: [Entry] = {
    let url = repository.appendingPathComponent("tools/make-traces")
    guard let script = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    let joined = script.replacingOccurrences(of: "\\\n", with: " ")
    return joined.split(separator: "\n").filter { $0.hasPrefix("synth ") }.map { line in
      let words = line.split(separator: " ").map(String.init)
      return Entry(path: words[1], arguments: Array(words.dropFirst(2)))
    }
  }()

  /// The folders `tools/make-traces` owns, one per ``DevicePreset``.
  static let folders = DevicePreset.allCases.map { "traces/\($0.rawValue)" }

  /// Every trace on disk that `tools/make-traces` owns: `traces/default.evemu` and the `.evemu` files
  /// of the device folders, relative to the repository.
  static func tracesOnDisk() -> Set<String> {
    var found: Set<String> = ["traces/default.evemu"]
    for folder in folders {
      let names = (try? FileManager.default.contentsOfDirectory(
        atPath: repository.appendingPathComponent(folder).path)) ?? []
      found.formUnion(names.filter { $0.hasSuffix(".evemu") }.map { "\(folder)/\($0)" })
    }
    return found
  }

  @Test func theScriptListsEveryTraceOnDiskAndNoOther() {
    #expect(Self.entries.count >= 40)
    #expect(Set(Self.entries.map(\.path)) == Self.tracesOnDisk())
    #expect(Set(Self.entries.map(\.path)).count == Self.entries.count)
  }

  @Test(arguments: entries)
  func everyTraceIsWhatMakeTracesWritesToday(entry: Entry) throws {
    let recipe = try SynthesisRecipe(arguments: entry.arguments)
    // The script spells each command canonically, so the header quotes it exactly.
    #expect(recipe.arguments == entry.arguments)
    let url = Self.repository.appendingPathComponent(entry.path)
    let onDisk = try String(contentsOf: url, encoding: .utf8)
    #expect(onDisk == recipe.document(), "regenerate with tools/make-traces")
    #expect(onDisk.contains("Synthetic trace made by Glide's TraceSynthesizer: \(recipe.commandLine)\n"))
  }

  @Test(arguments: entries)
  func everyTraceReadsBackAsItsDeviceAndEvents(entry: Entry) throws {
    let recipe = try SynthesisRecipe(arguments: entry.arguments)
    let trace = try TraceReader.readAll(Self.repository.appendingPathComponent(entry.path).path)
    #expect(trace.device == recipe.device.device)
    #expect(trace.events == recipe.events)
  }

  @Test(arguments: entries)
  func everyTraceKeepsTheKernelsRules(entry: Entry) throws {
    let recipe = try SynthesisRecipe(arguments: entry.arguments)
    let events = recipe.events
    if recipe.dropAt == nil {
      #expect(protocolViolations(events, on: recipe.device.device) == [])
    } else {
      #expect(events.count { $0.type == .syn && $0.code == .synDropped } == 1)
    }
    if recipe.thirdFingerAt != nil {
      let frames = FrameAssembler.frames(of: events, device: recipe.device.device)
      #expect(frames.map(\.fingerCount).max() == 3)
    }
  }

  @Test func theDefaultTraceIsAHalfSecondPinchInThatPinchToPopFinishes() throws {
    let entry = try #require(Self.entries.first { $0.path == "traces/default.evemu" })
    let recipe = try SynthesisRecipe(arguments: entry.arguments)
    #expect(recipe.gesture == .pinch && recipe.device == .synaptics)
    let frames = FrameAssembler.frames(of: recipe.events, device: .synapticsTouchpad)
    let pairs = frames.map(\.activeTouches).filter { $0.count == 2 }
    let distances = pairs.map { $0[0].location.distance(to: $0[1].location) }
    let percent = 1 - (distances.last ?? 0) / (distances.first ?? 1)
    #expect(percent > 0.5)  // well past the 0.3 that the classic rule needs when slow
    let span = (frames.last?.time ?? Timestamp(microseconds: 0)).seconds(since: frames[0].time)
    #expect(abs(span - 0.5125) < 0.001)
  }
}
