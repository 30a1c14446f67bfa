import ArgumentParser
import Foundation
import GlideInput

/// The options every command that reads a trace shares.
struct TraceOptions: ParsableArguments {
  @Option(name: .customLong("desc"), help: ArgumentHelp(
    "An evemu device description for a trace that holds only events (a `.desc` + `.events` pair).",
    valueName: "FILE"))
  var descriptionPath: String?

  @Option(help: "Which device of a multi-device `libinput record` file to read (0 is the first).")
  var deviceIndex: Int = 0

  /// Opens the trace, and warns on standard error when its device states no resolution.
  func open(_ path: String) throws(TraceError) -> TraceReader {
    let reader = try TraceReader.open(path, descriptionPath: descriptionPath, deviceIndex: deviceIndex)
    let device = reader.device
    if device.touchProtocol != .none && device.geometry.isEstimated {
      warn(
        "\(path): the device \"\(device.name)\" states no resolution; millimetres assume libinput's "
          + "69 × 50 mm surface")
    }
    return reader
  }
}

extension String {
  /// True for a path that names an evdev node (`/dev/input/event*`) rather than a trace file.
  var isDevicePath: Bool { hasPrefix("/dev/") }
}

/// Prints `warning: message` on standard error.
func warn(_ message: String) {
  FileHandle.standardError.write(Data("warning: \(message)\n".utf8))
}
