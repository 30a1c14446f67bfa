import Foundation
import GlideInput
import GlideTestSupport

/// Repository files and scratch files for the trace tests.
enum TraceFixtures {
  static var root: URL { Glide.root }

  static let realDirectory = root.appendingPathComponent("traces/real")

  /// The path of `name` in `traces/real`.
  static func real(_ name: String) -> String { realDirectory.appendingPathComponent(name).path }

  /// Every recording in `traces/real` (`.desc`, `.events`, `.evemu`), by file name.
  static let realTraces: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: realDirectory.path)) ?? []
    return names.filter { $0.hasSuffix(".desc") || $0.hasSuffix(".events") || $0.hasSuffix(".evemu") }
      .sorted()
  }()

  /// The description a real events file needs (see `RealTraces`), or `nil` when it has its own header.
  static func description(for name: String) -> String? {
    RealTraces.all.first { $0.file == "traces/real/\(name)" }?.description.map(Glide.path)
  }

  /// Reads a real trace with its description where it needs one.
  static func readReal(_ name: String) throws -> (device: DeviceDescription, events: [InputEvent]) {
    try TraceReader.readAll(real(name), descriptionPath: description(for: name))
  }

  /// A fresh scratch directory for one test.
  static func scratchDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("glide-traces-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Writes `text` to `name` in a scratch directory and returns the path.
  static func file(_ name: String, _ text: String) throws -> String {
    let url = try scratchDirectory().appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  /// A small evemu header (the Synaptics touchpad of `traces/real`, format 1.0).
  static let synapticsHeader = """
    N: SynPS/2 Synaptics TouchPad
    I: 0011 0002 0007 01b1
    P: 05 00 00 00 00 00 00 00
    B: 00 0b 00 00 00 00 00 00 00
    B: 03 03 00 00 11 00 80 60 06
    A: 00 1472 5472 8 0
    A: 01 1408 4448 8 0
    A: 2f 0 1 0 0
    A: 35 1472 5472 8 0
    A: 36 1408 4448 8 0
    A: 39 0 65535 0 0

    """

  static func event(_ micro: Int64, _ type: EventType, _ code: EventCode, _ value: Int32) -> InputEvent {
    InputEvent(time: Timestamp(microseconds: micro), type: type, code: code, value: value)
  }
}
