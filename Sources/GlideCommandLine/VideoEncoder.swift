import Foundation
import ArgumentParser
import GlideOutput

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The `ffmpeg` command turning raw RGB frames, piped to it as they are drawn, into a video file, written
/// as every Glide file is (``OutputFile``): ffmpeg writes `NAME.partial`, and ``finish()`` puts it in place
/// (synced, renamed) only once ffmpeg has exited 0 without a word of error and the file holds bytes. A stop signal stops ffmpeg
/// and removes the partial (see ``Interruption``).
final class VideoEncoder {
  /// What went wrong with ffmpeg, in words a user can act on.
  enum Failure: Error, CustomStringConvertible {
    case notInstalled(output: String)
    case failed(output: String, status: Int32, message: String)
    case noVideo(output: String)
    /// ffmpeg made no progress for `seconds` (took no frame, used no processor time, wrote nothing) and
    /// was stopped; `exiting` when its input had all been sent.
    case stalled(output: String, ffmpeg: String, seconds: Double, exiting: Bool)

    var description: String {
      switch self {
      case .notInstalled(let output):
        "writing \(output) needs the ffmpeg command, which is not installed: install the Debian package "
          + "ffmpeg (`sudo apt-get install ffmpeg`), or write PNG frames instead with -o FOLDER or -o sheet.png"
      case .failed(let output, let status, let message):
        "ffmpeg could not write \(output)" + (status == 0 ? "" : " (exit status \(status))")
          + (message.isEmpty ? "" : ": \(message)")
          + "; \(output) was left as it was"
      case .noVideo(let output):
        "ffmpeg exited without writing a video (an empty file); \(output) was left as it was"
      case .stalled(let output, let ffmpeg, let seconds, let exiting):
        "ffmpeg (\(ffmpeg)) made no progress for \(String(format: "%g", seconds)) s "
          + (exiting ? "after its last frame (it neither exited nor wrote)" : "(it took no frame data)")
          + " and was stopped; \(output) was left as it was (a slower machine may need more: GLIDE_FFMPEG_TIMEOUT=SECONDS)"
      }
    }
  }

  /// ffmpeg's process id, set once it is running (shared with the stop signal's clean-up).
  private final class Child: @unchecked Sendable {
    var pid: pid_t = 0
  }

  let path: String
  private let file: OutputFile
  private let child: Child
  private let registration: Interruption.Token
  /// The writing end of ffmpeg's standard input.
  private var input: Int32
  /// ffmpeg's standard error: a temporary file, removed from its folder as soon as it is open.
  private let log: Int32

  /// The first `ffmpeg` on the PATH that is a file this process may run (a folder of that name, which
  /// `isExecutableFile` takes for one, is passed over).
  static func ffmpeg() -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("ffmpeg") }
      .first { isExecutableFile($0.path) }
  }

  /// Whether `path` is a regular file, links followed, that this process may run.
  static func isExecutableFile(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG && access(path, X_OK) == 0
  }

  /// How long ffmpeg may make no progress (take no frame data, use no processor time, write nothing)
  /// before it is stopped, seconds.
  static let defaultStallSeconds = 60.0
  /// The range of `GLIDE_FFMPEG_TIMEOUT`, seconds.
  static let stallSecondsRange = 1.0...3600

  /// The deadline: `GLIDE_FFMPEG_TIMEOUT` when set, else ``defaultStallSeconds``.
  /// - Throws: `ValidationError` for a value that is not a number of seconds in ``stallSecondsRange``.
  static func stallSeconds() throws -> Double {
    guard let text = ProcessInfo.processInfo.environment["GLIDE_FFMPEG_TIMEOUT"] else { return defaultStallSeconds }
    guard let seconds = Double(text), stallSecondsRange.contains(seconds) else {
      throw ValidationError(
        "Please give GLIDE_FFMPEG_TIMEOUT from 1 to 3600 seconds; got '\(text.escapingInvisibles)'.")
    }
    return seconds
  }

  /// ffmpeg's path, for messages.
  private let ffmpegPath: String
  /// How long ffmpeg may make no progress, seconds (``stallSeconds()``).
  private let stallSeconds: Double
  /// Set when ffmpeg was stopped for making no progress: whether its input had all been sent.
  private var stalled: Bool?

  /// Starts ffmpeg for frames of `width` × `height` pixels at `framesPerSecond`, encoding `format` to
  /// `path`'s partial file.
  /// - Throws: ``Failure`` when ffmpeg is missing or cannot start; ``OutputRefusal`` for an output that
  ///   is a link, a device or a FIFO (a video is replaced whole, never written into one); ``OutputError``
  ///   when the partial cannot be created.
  init(path: String, format: RenderDestination.VideoFormat, width: Int, height: Int, framesPerSecond: Double) throws {
    guard let ffmpeg = Self.ffmpeg() else { throw Failure.notInstalled(output: path) }
    stallSeconds = try Self.stallSeconds()
    ffmpegPath = ffmpeg.path
    self.path = path
    try OutputFile.requireReplaceable(path)
    file = try OutputFile(path: path)
    guard let partial = file.partialPath else { throw OutputRefusal.notARegularFile(output: path, kind: "not a file") }

    var template = Array((NSTemporaryDirectory() + "glide-ffmpeg-XXXXXX").utf8CString)
    log = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard log >= 0 else {
      throw Failure.failed(output: path, status: -1, message: "cannot make its log in \(NSTemporaryDirectory())")
    }
    template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
    _ = fcntl(log, F_SETFD, FD_CLOEXEC)
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else {
      close(log)
      throw Failure.failed(output: path, status: -1, message: "cannot make a pipe: \(String(cString: strerror(errno)))")
    }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    // Glide's end does not block: a write waits in `poll`, watching ffmpeg's progress.
    _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
    input = ends[1]
    let arguments = [ffmpeg.path] + Self.arguments(
      format: format, width: width, height: height, framesPerSecond: framesPerSecond, output: partial)
    let child = Child()
    self.child = child
    let log = self.log
    do {
      registration = try Interruption.register({
        guard child.pid > 0 else { return }
        kill(child.pid, SIGKILL)
        _ = waitpid(child.pid, nil, 0)
      }, after: { () throws in
        child.pid = try Self.spawn(arguments, input: ends[0], log: log)
      })
    } catch {
      close(ends[0])
      close(ends[1])
      close(log)
      throw Failure.failed(output: path, status: -1, message: "cannot start \(ffmpeg.path): \(error)")
    }
    close(ends[0])
  }

  deinit {
    if input >= 0 { close(input) }
    close(log)
  }

  /// Starts `arguments` with `input` as its standard input, nothing on standard output and `log` as
  /// standard error, its signals at their defaults (Glide's own handlers and mask are not passed on).
  private static func spawn(_ arguments: [String], input: Int32, log: Int32) throws -> pid_t {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, input, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, log, 2)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGPIPE, SIGINT, SIGTERM, SIGHUP] { sigaddset(&defaults, signal) }
    var mask = sigset_t()
    sigemptyset(&mask)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setsigmask(&attributes, &mask)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
    let argv = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let code = posix_spawn(&pid, arguments[0], &actions, &attributes, argv, environ)
    guard code == 0 else { throw OutputError(name: arguments[0], code: code) }
    return pid
  }

  /// ffmpeg's command line: raw RGB in on standard input, the container's usual codec out, with nothing
  /// that varies from run to run (`bitexact`: no encoder version or creation time in the file).
  static func arguments(
    format: RenderDestination.VideoFormat, width: Int, height: Int, framesPerSecond: Double, output: String
  ) -> [String] {
    let rate = String(format: "%.6g", framesPerSecond)
    var arguments = [
      "-hide_banner", "-loglevel", "error", "-y", "-f", "rawvideo", "-pixel_format", "rgb24",
      "-video_size", "\(width)x\(height)", "-framerate", rate, "-i", "pipe:0",
    ]
    switch format {
    case .mp4:
      // H.264 in 4:2:0 wants even sides: pad an odd one with a black pixel.
      arguments += [
        "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libx264", "-preset", "veryfast", "-crf", "18",
        "-pix_fmt", "yuv420p", "-movflags", "+faststart", "-f", "mp4",
      ]
    case .webm:
      arguments += ["-c:v", "libvpx-vp9", "-crf", "30", "-b:v", "0", "-pix_fmt", "yuv420p", "-f", "webm"]
    case .gif:
      // GIF delays are whole centiseconds and browsers slow down anything under 2: at most 50 frames a
      // second; one palette for the whole clip, from every pixel of every frame (palettegen's
      // stats_mode=diff leaves out colours uncovered late, such as a screen under one that shrinks away).
      let gifRate = String(format: "%.6g", min(framesPerSecond, 50))
      arguments += [
        "-vf",
        "fps=\(gifRate),split[a][b];[a]palettegen[p];[b][p]paletteuse=dither=bayer:bayer_scale=5:diff_mode=rectangle",
        "-loop", "0", "-f", "gif",
      ]
    }
    return arguments + ["-fflags", "+bitexact", "-flags:v", "+bitexact", "-map_metadata", "-1", output]
  }

  /// Sends one frame's bytes (`width × height × 3`, RGB rows); a failure is ffmpeg's, reported by
  /// ``finish()``. A pipe ffmpeg has closed is `EPIPE` here, not a `SIGPIPE` that would end Glide:
  /// the signal is blocked on this thread while writing and taken back if it came. An ffmpeg that
  /// makes no progress for ``stallSeconds`` is stopped (``finish()`` says so).
  func write(_ frame: UnsafeRawBufferPointer) -> Bool {
    var pipeSignal = sigset_t()
    sigemptyset(&pipeSignal)
    sigaddset(&pipeSignal, SIGPIPE)
    var previous = sigset_t()
    pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
    defer {
      var none = timespec(tv_sec: 0, tv_nsec: 0)
      while sigtimedwait(&pipeSignal, nil, &none) == SIGPIPE {}
      pthread_sigmask(SIG_SETMASK, &previous, nil)
    }
    guard let base = frame.baseAddress, stalled == nil else { return stalled == nil }
    var watch = ProgressWatch(pid: child.pid, output: file.fileDescriptor)
    var offset = 0
    while offset < frame.count {
      let count = Glibc.write(input, base + offset, frame.count - offset)
      if count > 0 {
        offset += count
        watch.progressed()
        continue
      }
      guard count < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR else { return false }
      var ready = pollfd(fd: input, events: Int16(POLLOUT), revents: 0)
      _ = poll(&ready, 1, 250)
      if watch.idleSeconds() >= stallSeconds {
        stop(exiting: false)
        return false
      }
    }
    return true
  }

  /// Stops ffmpeg for making no progress (it is reaped by ``finish()`` or ``abandon()``).
  private func stop(exiting: Bool) {
    stalled = exiting
    kill(child.pid, SIGKILL)
  }

  /// When ffmpeg last made progress: took bytes, used processor time (`/proc/PID/stat`), or made its
  /// file grow.
  private struct ProgressWatch {
    let pid: pid_t
    let output: Int32
    private var since: Double
    private var last: (ticks: Int, size: Int64)

    init(pid: pid_t, output: Int32) {
      (self.pid, self.output) = (pid, output)
      since = Self.now()
      last = (0, 0)
      last = measure()
    }

    /// Notes progress seen by the caller (bytes taken).
    mutating func progressed() { since = Self.now() }

    /// Seconds since the last progress, looking at ffmpeg's processor time and file now.
    mutating func idleSeconds() -> Double {
      let now = Self.now()
      let current = measure()
      if current != last {
        last = current
        since = now
      }
      return now - since
    }

    /// ffmpeg's processor time (user and system, clock ticks, all its threads) and its file's size.
    private func measure() -> (ticks: Int, size: Int64) {
      var size = stat()
      let bytes = fstat(output, &size) == 0 ? Int64(size.st_size) : 0
      guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let end = text.lastIndex(of: ")")
      else { return (0, bytes) }
      // After "pid (comm)": state is field 3, utime 14 and stime 15.
      let fields = text[text.index(after: end)...].split(separator: " ")
      let ticks = fields.count > 12 ? (Int(fields[11]) ?? 0) + (Int(fields[12]) ?? 0) : 0
      return (ticks, bytes)
    }

    private static func now() -> Double {
      var spec = timespec()
      clock_gettime(CLOCK_MONOTONIC, &spec)
      return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }
  }

  /// Closes ffmpeg's input, waits for it, checks it (exit status 0, a non-empty file) and puts the video
  /// in place, synced; throws with ffmpeg's own words when it failed (the partial is removed, the old
  /// file stays).
  func finish() throws {
    close(input)
    input = -1
    if stalled == nil { waitForExit() }
    let status = waitForChild()
    if let exiting = stalled {
      file.discard()
      throw Failure.stalled(output: path, ffmpeg: ffmpegPath, seconds: stallSeconds, exiting: exiting)
    }
    // ffmpeg 5 exits 0 after "Error writing trailer …: No space left on device": at `-loglevel error`
    // any line it writes is an error, so a word from it fails the video as a non-zero status does.
    let log = logText().trimmingCharacters(in: .whitespacesAndNewlines)
    guard status == 0 && log.isEmpty else {
      file.discard()
      // Its last three lines, each cut at 240 characters, invisible characters escaped.
      let lines = log.split(separator: "\n").suffix(3).map { line in
        (line.count > 240 ? line.prefix(240) + "…" : line).escapingInvisibles
      }.joined(separator: "; ")
      throw Failure.failed(output: path, status: status, message: lines)
    }
    var written = stat()
    var held = stat()
    guard let partial = file.partialPath, stat(partial, &written) == 0, fstat(file.fileDescriptor, &held) == 0,
      written.st_ino == held.st_ino, written.st_dev == held.st_dev, written.st_size > 0
    else {
      file.discard()
      throw Failure.noVideo(output: path)
    }
    try file.commit()
  }

  /// Stops ffmpeg without a video (rendering failed); the partial file is removed.
  func abandon() {
    if input >= 0 { close(input) }
    input = -1
    kill(child.pid, SIGKILL)
    _ = waitForChild()
    file.discard()
  }

  /// Waits for ffmpeg to exit, without reaping it, while it makes progress; stops it when it makes none
  /// for ``stallSeconds``.
  private func waitForExit() {
    var watch = ProgressWatch(pid: child.pid, output: file.fileDescriptor)
    while true {
      var info = siginfo_t()
      let found = waitid(P_PID, id_t(child.pid), &info, WEXITED | WNOWAIT | WNOHANG)
      if found != 0 && errno == EINTR { continue }
      // Exited (its id is filled in), or cannot be waited for: either way nothing more to wait for here.
      if found != 0 || info._sifields._sigchld.si_pid != 0 { return }
      usleep(20_000)
      if watch.idleSeconds() >= stallSeconds {
        stop(exiting: true)
        return
      }
    }
  }

  /// Waits for ffmpeg to exit and reaps it (under the interruption lock, so a stop signal's clean-up
  /// never signals a reaped id); returns its exit status, or 128 + the signal that ended it.
  private func waitForChild() -> Int32 {
    // Wait without reaping first: a stop signal meanwhile can still stop and reap ffmpeg itself.
    var info = siginfo_t()
    while waitid(P_PID, id_t(child.pid), &info, WEXITED | WNOWAIT) != 0 && errno == EINTR {}
    var status: Int32 = 0
    Interruption.finish(registration) {
      while waitpid(child.pid, &status, 0) < 0 && errno == EINTR {}
    }
    let signal = status & 0x7f
    return signal == 0 ? (status >> 8) & 0xff : 128 + signal
  }

  /// The most of ffmpeg's standard error read back: its last 4 KiB (an error is its last lines; one that
  /// writes megabytes must not become a message of megabytes).
  static let maximumLogBytes = 4096

  /// The end of what ffmpeg wrote on its standard error (at most ``maximumLogBytes``).
  private func logText() -> String {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    var status = stat()
    var offset: off_t = fstat(log, &status) == 0 ? max(0, status.st_size - off_t(Self.maximumLogBytes)) : 0
    while bytes.count < Self.maximumLogBytes {
      let count = pread(log, &chunk, chunk.count, offset)
      guard count > 0 else { break }
      bytes += chunk.prefix(count)
      offset += off_t(count)
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
