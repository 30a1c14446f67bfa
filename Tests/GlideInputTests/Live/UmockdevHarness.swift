import Foundation
import GlideTestSupport

@testable import GlideInput

/// Runs `glide record` against a device mocked by umockdev (Debian `umockdev`): a `.umockdev`
/// description and `.ioctl` record generated from an evemu header by `tools/umockdev-from-evemu`, with
/// an event script (`tools/evemu-events-only`) played into the node in real time.
enum Umockdev {
  /// The node the mocked device appears as.
  static let node = "/dev/input/event12"

  /// `umockdev-run`, when installed.
  static let runner: String? = executable(named: "umockdev-run")

  /// Whether the end-to-end tests can run: umockdev and python3 present.
  static var isAvailable: Bool { runner != nil && executable(named: "python3") != nil }

  static var root: URL { Glide.root }

  /// The built `glide` executable.
  static var glide: String? { Glide.binary?.path }

  /// Writes `trace` (an evemu file with header) into `directory`, generates the mock device from its
  /// header and the event script from its events, and runs `glide record glideArguments… -o OUT`.
  /// - Returns: the output path and what `glide` printed on standard error.
  /// `kernelState` rewrites the device's recorded ioctl answers (the `.ioctl` file's text): what the
  /// mocked kernel says the device's state is when asked (`EVIOCGMTSLOTS`, `EVIOCGKEY`, `EVIOCGABS`).
  static func record(
    _ trace: String, in directory: String, glideArguments: [String], kernelState: ((String) -> String)? = nil
  ) throws -> (output: String, stderr: String, status: Int32) {
    let output = directory + "/recorded.evemu"
    let result = try glide(
      ["record"] + glideArguments + ["-o", output], playing: trace, in: directory, kernelState: kernelState)
    return (output, result.stderr, result.status)
  }

  /// Runs `glide arguments…` under umockdev with the device of `trace`'s header at ``node``, while its
  /// events play into the node from `start` seconds after the node is first opened. A later start leaves
  /// time for discovery to open and close the node first: umockdev plays the script into whichever
  /// descriptor is open, and a descriptor closed in the middle of an event leaves the next one a partial
  /// event (libevdev then fails with EINVAL, which no real evdev node does).
  static func glide(
    _ arguments: [String], playing trace: String, in directory: String, start: Double = 0.2,
    kernelState: ((String) -> String)? = nil
  ) throws -> (status: Int32, stdout: String, stderr: String) {
    let tracePath = directory + "/input.evemu"
    try Data(trace.utf8).write(to: URL(fileURLWithPath: tracePath))
    let prefix = directory + "/device"
    let events = directory + "/events.evemu"
    try run(["python3", tool("umockdev-from-evemu"), tracePath, "--node", node, "-o", prefix])
    if let kernelState {
      let ioctl = URL(fileURLWithPath: prefix + ".ioctl")
      try Data(kernelState(try String(contentsOf: ioctl, encoding: .utf8)).utf8).write(to: ioctl)
    }
    try run(["python3", tool("evemu-events-only"), tracePath, "--start", "\(start)", "-o", events])
    guard let runner, let glide else { throw HarnessError("umockdev-run or the glide binary is missing") }
    return try run([
      runner, "-d", prefix + ".umockdev", "-i", "\(node)=\(prefix).ioctl", "-e", "\(node)=\(events)", "--",
      glide,
    ] + arguments, check: false)
  }

  /// A trace file's device and events.
  static func read(_ path: String) throws -> (device: DeviceDescription, events: [InputEvent]) {
    let reader = try TraceReader.open(path, descriptionPath: nil)
    var events: [InputEvent] = []
    while let event = try reader.next() { events.append(event) }
    return (reader.device, events)
  }

  // MARK: - Internals

  private static func tool(_ name: String) -> String { root.appendingPathComponent("tools/" + name).path }

  private static func executable(named name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(name)" }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  @discardableResult
  private static func run(
    _ arguments: [String], check: Bool = true
  ) throws -> (status: Int32, stdout: String, stderr: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: arguments[0].hasPrefix("/") ? arguments[0] : "/usr/bin/env")
    process.arguments = arguments[0].hasPrefix("/") ? Array(arguments.dropFirst()) : arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    // Drain standard output on another thread so neither pipe can fill up and block the child.
    // The semaphore orders the thread's write of `outData` before the read below (polling
    // `Thread.isFinished` does not, and ThreadSanitizer reports it as a race).
    nonisolated(unsafe) var outData = Data()
    let drained = DispatchSemaphore(value: 0)
    let reader = Thread {
      outData = output.fileHandleForReading.readDataToEndOfFile()
      drained.signal()
    }
    reader.start()
    let errData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    drained.wait()
    let stderr = String(decoding: errData, as: UTF8.self)
    if check && process.terminationStatus != 0 {
      throw HarnessError("\(arguments.joined(separator: " ")) failed (\(process.terminationStatus)): \(stderr)")
    }
    return (process.terminationStatus, String(decoding: outData, as: UTF8.self), stderr)
  }
}

struct HarnessError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
