import Foundation
import GlideTestSupport
import Testing

/// How a run's standard output is set up.
enum StandardOutput: CustomTestStringConvertible, Sendable {
  /// `/dev/full`: every write fails with ENOSPC.
  case fullDisk
  /// Closed (`>&-`): EBADF.
  case closed
  /// A pipe whose reader has gone: SIGPIPE, or EPIPE where `sh` ignores SIGPIPE first.
  case pipeWithoutReader
  /// A terminal whose other end has closed (a hung-up ssh session): EIO.
  case hungUpTerminal
  /// `/dev/null`.
  case null

  var testDescription: String { "\(self)" }

  /// `strerror` of the failure.
  var reason: String {
    switch self {
    case .fullDisk: "No space left on device"
    case .closed: "Bad file descriptor"
    case .pipeWithoutReader: "Broken pipe"
    case .hungUpTerminal: "Input/output error"
    case .null: ""
    }
  }
}

/// What a run printed on standard error and how it ended.
struct ConditionResult: CustomStringConvertible {
  /// The exit status, or nil when a signal ended it.
  var status: Int32?
  var signal: Int32?
  var stderr: String
  var description: String { "status \(status.map(String.init) ?? "-") signal \(signal.map(String.init) ?? "-"): \(stderr)" }
}

enum Condition {
  /// Runs `glide arguments…` (or the command itself when `glide` is false) in the package root through
  /// `sh -c "<shell> exec …"`, standard output as `stdout` says, SIGPIPE at its default unless `shell`
  /// changes it (by default it ignores it, so a pipe without a reader is EPIPE).
  static func run(
    _ arguments: [String], stdout: StandardOutput = .null, shell: String = "trap '' PIPE;", glide: Bool = true
  ) throws -> ConditionResult {
    let command = glide ? [try #require(Glide.binary?.path)] + arguments : arguments
    var descriptor: Int32 = -1
    switch stdout {
    case .fullDisk: descriptor = open("/dev/full", O_WRONLY)
    case .null: descriptor = open("/dev/null", O_WRONLY)
    case .closed: break
    case .pipeWithoutReader:
      var ends: [Int32] = [0, 0]
      try #require(pipe(&ends) == 0)
      close(ends[0])
      descriptor = ends[1]
    case .hungUpTerminal:
      // posix_openpt, unlockpt and ptsname by hand (Swift's Glibc leaves them out): the master, its
      // terminal unlocked (TIOCSPTLCK) and numbered (TIOCGPTN, /dev/pts/N); then the master closes.
      let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
      var unlock: Int32 = 0
      var number: UInt32 = 0
      try #require(master >= 0 && ioctl(master, 0x4004_5431, &unlock) == 0 && ioctl(master, 0x8004_5430, &number) == 0)
      descriptor = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
      close(master)
    }
    defer { if descriptor >= 0 { close(descriptor) } }
    if case .closed = stdout {} else { try #require(descriptor >= 0) }

    // Standard error goes to a pipe, drained while the command runs: a file would be held to the same
    // size limit as the command's own files.
    var errors: [Int32] = [0, 0]
    try #require(pipe(&errors) == 0)
    defer { close(errors[0]) }
    _ = fcntl(errors[0], F_SETFL, O_NONBLOCK)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    if descriptor >= 0 {
      posix_spawn_file_actions_adddup2(&actions, descriptor, 1)
    } else {
      posix_spawn_file_actions_addclose(&actions, 1)
    }
    posix_spawn_file_actions_adddup2(&actions, errors[1], 2)
    posix_spawn_file_actions_addclose(&actions, errors[0])
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var defaults = sigset_t()
    sigemptyset(&defaults)
    sigaddset(&defaults, SIGPIPE)
    sigaddset(&defaults, SIGXFSZ)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))

    let script = "cd \"$1\" && shift && \(shell) exec \"$@\""
    let argv = (["sh", "-c", script, "sh", Glide.root.path] + command).map { strdup($0) } + [nil]
    let environment = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + environment).forEach { free($0) } }
    var pid: pid_t = 0
    try #require(posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv, environment) == 0)
    close(errors[1])
    var stderrBytes: [UInt8] = []
    func drain() {
      var chunk = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = read(errors[0], &chunk, chunk.count)
        guard count > 0 else { return }
        stderrBytes += chunk.prefix(count)
      }
    }
    var status: Int32 = 0
    let deadline = Date().addingTimeInterval(60)
    while waitpid(pid, &status, WNOHANG) != pid {
      drain()
      if Date() > deadline {
        kill(pid, SIGKILL)
        waitpid(pid, &status, 0)
        Issue.record("\(command.joined(separator: " ")) ran over 60 s")
        break
      }
      usleep(5_000)
    }
    drain()
    let stderr = String(decoding: stderrBytes, as: UTF8.self)
    let signal = status & 0x7f
    return signal == 0
      ? ConditionResult(status: (status >> 8) & 0xff, signal: nil, stderr: stderr)
      : ConditionResult(status: nil, signal: signal, stderr: stderr)
  }
}

/// A fresh folder, removed when the test ends.
final class ScratchFolder {
  let path: String
  init() throws {
    path = FileManager.default.temporaryDirectory.appendingPathComponent("glide-bad-\(UUID())").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }
  deinit { try? FileManager.default.removeItem(atPath: path) }
}
