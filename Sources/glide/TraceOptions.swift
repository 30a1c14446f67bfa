import ArgumentParser
import GlideInput

/// The options every command that reads a trace shares.
struct TraceOptions: ParsableArguments {
  @Option(name: .customLong("desc"), help: ArgumentHelp(
    "An evemu device description for a trace that holds only events (a `.desc` + `.events` pair).",
    valueName: "FILE"))
  var descriptionPath: String?

  @Option(help: "Which device of a multi-device `libinput record` file to read (0 is the first).")
  var deviceIndex: Int = 0

  func open(_ path: String) throws -> TraceReader {
    try TraceReader.open(path, descriptionPath: descriptionPath, deviceIndex: deviceIndex)
  }
}

extension String {
  /// True for a path that names an evdev node (`/dev/input/event*`) rather than a trace file.
  var isDevicePath: Bool { hasPrefix("/dev/") }
}
