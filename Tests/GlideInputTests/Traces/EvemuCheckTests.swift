import Foundation
import GlideInput
import Testing

/// Compares Glide's reading of evemu files with libevemu's, through `tools/evemu-check.c`.
@Suite struct EvemuCheckTests {
  typealias F = TraceFixtures

  /// `tools/evemu-check` built once with `cc`, or `nil` when `cc` or libevemu's header is missing.
  static let tool: String? = {
    guard FileManager.default.fileExists(atPath: "/usr/include/evemu.h"),
      let directory = try? F.scratchDirectory()
    else { return nil }
    let output = directory.appendingPathComponent("evemu-check").path
    let source = F.root.appendingPathComponent("tools/evemu-check.c").path
    let status = run(["cc", "-o", output, source, "-levemu"]).status
    return status == 0 ? output : nil
  }()

  static func run(_ arguments: [String]) -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return (-1, "") }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// Glide's reading of `path` in evemu-check's output format.
  static func glideReading(_ path: String) throws -> String {
    let trace = try TraceReader.readAll(path)
    let id = trace.device.id
    var lines = [
      "name \(trace.device.name)",
      "id " + [id.bustype, id.vendor, id.product, id.version].map(hex4).joined(separator: " "),
    ]
    for (code, axis) in trace.device.absInfo.sorted(by: { $0.key < $1.key }) {
      let code = String(code.rawValue, radix: 16).leftPadded(2)
      lines.append("abs \(code) \(axis.minimum) \(axis.maximum) \(axis.fuzz) \(axis.flat) \(axis.resolution)")
    }
    for event in trace.events {
      lines.append("\(event.time) \(hex4(event.type.rawValue)) \(hex4(event.code.rawValue)) \(event.value)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func hex4(_ value: UInt16) -> String { String(value, radix: 16).leftPadded(4) }

  @Test(
    "libevemu reads a Glide-written synthetic file as Glide does",
    .enabled(if: tool != nil, "needs cc and libevemu-dev (evemu.h) to build tools/evemu-check.c"))
  func syntheticFileAgrees() throws {
    let device = try TraceReader.open(
      F.root.appendingPathComponent("traces/devices/synaptics-touchpad.evemu-header").path
    ).device
    let path = try F.file(
      "synthetic.evemu",
      EvemuWriter.document(
        device: device, comments: ["synthetic trace made by EvemuCheckTests"],
        events: TraceRoundTripTests.sampleEvents))
    let libevemu = try #require(Self.tool.map { Self.run([$0, path]) })
    #expect(libevemu.status == 0)
    #expect(libevemu.output == (try Self.glideReading(path)))
    #expect(libevemu.output.split(separator: "\n").count == 2 + 9 + 9)
  }

  @Test(
    "libevemu reads a real trace re-written by Glide as Glide does",
    .enabled(if: tool != nil, "needs cc and libevemu-dev (evemu.h) to build tools/evemu-check.c"),
    arguments: ["touchpads__SynPS2_Synaptics_TouchPad.events", "mice__Apple_Touch_Mouse.evemu"])
  func realTraceAgrees(name: String) throws {
    let original = try F.readReal(name)
    let path = try F.file(
      "real.evemu", EvemuWriter.document(device: original.device, events: original.events))
    let libevemu = try #require(Self.tool.map { Self.run([$0, path]) })
    #expect(libevemu.status == 0)
    let glide = try Self.glideReading(path)
    #expect(libevemu.output == glide)
    #expect(libevemu.output.split(separator: "\n").count > original.events.count)
  }

  @Test(
    "libevemu and Glide agree on a real evemu 1.3 recording as it is",
    .enabled(if: tool != nil, "needs cc and libevemu-dev (evemu.h) to build tools/evemu-check.c"))
  func realFileAgrees() throws {
    let path = F.real("touchscreens__Atmel_maXTouch_Touchscreen.2-fingers-touch-release.events")
    let libevemu = try #require(Self.tool.map { Self.run([$0, path]) })
    #expect(libevemu.status == 0)
    #expect(libevemu.output == (try Self.glideReading(path)))
  }
}
