import Foundation
import Testing

@testable import GlideInput

/// What the shipped synthetic traces contain, read from the files on disk. That each file is exactly
/// what `tools/make-traces` writes today is checked against the real binary in
/// `SyntheticTracesCommandTests` (GlideCLITests).
@Suite struct SyntheticTracesTests {
  /// One shipped trace and the preset of the folder it lives in (`traces/default.evemu` is on synaptics).
  struct Shipped: CustomTestStringConvertible, Sendable {
    var path: String
    var preset: DevicePreset
    var testDescription: String { path }
  }

  static let repository = SynthesisDevicePresetsTests.repository

  /// Every trace `tools/make-traces` owns: `traces/default.evemu` and the `.evemu` files of the device
  /// folders, relative to the repository, sorted.
  static let shipped: [Shipped] = {
    var found = [Shipped(path: "traces/default.evemu", preset: .synaptics)]
    for preset in DevicePreset.allCases {
      let folder = "traces/\(preset.rawValue)"
      let names = (try? FileManager.default.contentsOfDirectory(
        atPath: repository.appendingPathComponent(folder).path)) ?? []
      found += names.filter { $0.hasSuffix(".evemu") }.sorted()
        .map { Shipped(path: "\(folder)/\($0)", preset: preset) }
    }
    return found
  }()

  /// The trace's device, the `glide synth` command its header quotes, and its events.
  static func read(_ trace: Shipped) throws -> (device: DeviceDescription, command: String, events: [InputEvent]) {
    let path = repository.appendingPathComponent(trace.path).path
    let reader = try TraceReader.open(path)
    let prefix = "Synthetic trace made by Glide's TraceSynthesizer: "
    let command = try #require(reader.comments.first { $0.hasPrefix(prefix) }).dropFirst(prefix.count)
    var events: [InputEvent] = []
    while let event = try reader.next() { events.append(event) }
    return (reader.device, String(command), events)
  }

  @Test func everyDeviceFolderHoldsTheWholeSet() {
    #expect(Self.shipped.count >= 40)
    let sets = DevicePreset.allCases.map { preset in
      Set(Self.shipped.filter { $0.preset == preset && $0.path != "traces/default.evemu" }
        .map { URL(fileURLWithPath: $0.path).lastPathComponent })
    }
    #expect(sets.allSatisfy { $0 == sets[0] && !$0.isEmpty })
  }

  @Test(arguments: shipped)
  func everyTraceIsOnItsFoldersDeviceAndQuotesItsCommand(trace: Shipped) throws {
    let (device, command, events) = try Self.read(trace)
    #expect(device == trace.preset.device)
    #expect(command.hasPrefix("glide synth "))
    #expect(command.hasSuffix(" --device \(trace.preset.rawValue)"))
    #expect(!events.isEmpty)
  }

  @Test(arguments: shipped)
  func everyTraceKeepsTheKernelsRules(trace: Shipped) throws {
    let (device, command, events) = try Self.read(trace)
    if command.contains(" --drop-at ") {
      #expect(events.count { $0.type == .syn && $0.code == .synDropped } == 1)
    } else {
      #expect(protocolViolations(events, on: device) == [])
    }
    if command.contains(" --third-finger-at ") {
      #expect(FrameAssembler.frames(of: events, device: device).map(\.fingerCount).max() == 3)
    }
  }

  @Test func theDefaultTraceIsAHalfSecondPinchInThatPinchToPopFinishes() throws {
    let trace = try #require(Self.shipped.first { $0.path == "traces/default.evemu" })
    let (device, command, events) = try Self.read(trace)
    #expect(command.hasPrefix("glide synth pinch ") && device == .synapticsTouchpad)
    let frames = FrameAssembler.frames(of: events, device: device)
    let pairs = frames.map(\.activeTouches).filter { $0.count == 2 }
    let distances = pairs.map { $0[0].location.distance(to: $0[1].location) }
    let percent = 1 - (distances.last ?? 0) / (distances.first ?? 1)
    #expect(percent > 0.5)  // well past the 0.3 that the classic rule needs when slow
    let span = (frames.last?.time ?? Timestamp(microseconds: 0)).seconds(since: frames[0].time)
    #expect(abs(span - 0.5125) < 0.001)
  }
}
