import ArgumentParser
import Foundation
import GlideOutput
import GlideInput

/// The options every command that reads a trace shares.
struct TraceOptions: ParsableArguments {
  @Option(name: .customLong("desc"), help: ArgumentHelp(
    "An evemu device description for a trace that holds only events (a `.desc` + `.events` pair).",
    valueName: "FILE"))
  var desc: InputPath?

  @Option(
    help: "Which device of a multi-device `libinput record` file to read (0 is the first; at most \(Self.maximumDeviceIndex)).")
  var deviceIndex: Int = 0

  @Flag(
    help: ArgumentHelp(
      "Make input the reader drops or doubts an error: codes the device does not declare, slots beyond "
        + "its count, double tracking ids, values beyond an axis's range (by default each kind is a warning)."))
  var strict = false

  /// The highest `--device-index`: a recording holds a computer's input devices, a few dozen at most.
  static let maximumDeviceIndex = 1000

  func validate() throws {
    guard (0...Self.maximumDeviceIndex).contains(deviceIndex) else {
      throw ValidationError(
        "Please give --device-index from 0 to \(Self.maximumDeviceIndex) (0 is the first device of a "
          + "libinput record file); got \(deviceIndex).")
    }
  }

  /// Opens the trace, and warns on standard error when its device states no resolution, and, once the
  /// trace is read, of what the reader dropped, capped or doubted (once per kind and trace).
  func open(_ path: String) throws(TraceError) -> TraceReader {
    let reader = try TraceReader.open(
      path, descriptionPath: desc?.path, deviceIndex: deviceIndex, strict: strict)
    let device = reader.device
    if device.touchProtocol != .none && device.geometry.isEstimated {
      warn(
        "\(path): the device \"\(device.name)\" states no resolution; millimetres assume libinput's "
          + "69 × 50 mm surface")
    }
    reader.onEnd = { (reader: TraceReader) in InputWarningReport.report(reader.warnings, path: reader.path) }
    return reader
  }
}

/// Warnings of input a trace reader dropped or doubted, each trace's once however often it is read
/// (`glide compare` and `glide report --rules` read a trace once per rule).
enum InputWarningReport {
  /// Traces reported so far. Commands read traces on one thread.
  nonisolated(unsafe) private static var reported: Set<String> = []

  static func report(_ warnings: InputWarnings, path: String) {
    guard !warnings.isEmpty, reported.insert(path).inserted else { return }
    for line in warnings.lines(path: path) { warn(line) }
  }
}

/// A trace a command reads more than once (`compare` once per rule, `report --rules`, `sweep` once per
/// value) must be a file: a FIFO or standard input can be read only once.
struct SinglePassInput: Error, CustomStringConvertible {
  let path: String
  let command: String
  /// What the path is to the command: `the trace`, or `the trace's description` (`--desc`).
  var role = "the trace"
  var description: String {
    "\(path.escapingInvisibles): \(command) reads \(role) more than once, and a FIFO or standard input can be read "
      + "only once; save it to a file first (glide replay reads it once)"
  }

  /// Throws when `path` (nil: the bundled default) is `-` or, links followed, a FIFO or a socket.
  static func check(_ path: String?, command: String) throws {
    guard let path else { return }
    if isStream(path) { throw SinglePassInput(path: path, command: command) }
  }

  /// Throws when the trace or its `--desc` is a stream: a command that reads the trace more than once
  /// opens the description again for each pass.
  static func check(_ path: String?, desc: String?, command: String) throws {
    try check(path, command: command)
    if let desc, isStream(desc) {
      throw SinglePassInput(path: desc, command: command, role: "the trace's description (--desc)")
    }
  }

  /// Whether `path` is `-` (standard input) or, links followed, a FIFO or a socket: read only once.
  static func isStream(_ path: String) -> Bool {
    var status = stat()
    return path == "-" || stat(path, &status) == 0 && [S_IFIFO, S_IFSOCK].contains(status.st_mode & S_IFMT)
  }
}

extension String {
  /// True for a path that names an evdev node (`/dev/input/event*`) rather than a trace file (standard
  /// input, `/dev/stdin` or `/dev/fd/N`, is a trace, and so is a regular file kept under `/dev/shm`).
  var isDevicePath: Bool {
    guard hasPrefix("/dev/") && self != "/dev/stdin" && !hasPrefix("/dev/fd/") else { return false }
    var status = stat()
    return !(stat(self, &status) == 0 && status.st_mode & S_IFMT == S_IFREG)
  }
}

/// Prints `warning: message` on standard error.
func warn(_ message: String) {
  // A warning is one line; whatever it quotes from a file or a path shows as escapes, never raw control bytes.
  StandardError.write("warning: \(message.escapingInvisibles)\n")
}
