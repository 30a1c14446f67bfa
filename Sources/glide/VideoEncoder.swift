import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The `ffmpeg` command turning raw RGB frames, piped to it as they are drawn, into a video file. It writes
/// `path + ".partial"`, renamed into place by ``finish()`` once ffmpeg has succeeded.
final class VideoEncoder {
  /// What went wrong with ffmpeg, in words a user can act on.
  enum Failure: Error, CustomStringConvertible {
    case notInstalled(output: String)
    case failed(output: String, status: Int32, message: String)

    var description: String {
      switch self {
      case .notInstalled(let output):
        "writing \(output) needs the ffmpeg command, which is not installed: install the Debian package "
          + "ffmpeg (`sudo apt-get install ffmpeg`), or write PNG frames instead with -o FOLDER or -o sheet.png"
      case .failed(let output, let status, let message):
        "ffmpeg could not write \(output) (exit status \(status))" + (message.isEmpty ? "" : ": \(message)")
      }
    }
  }

  let path: String
  private let process = Process()
  private let input = Pipe()
  private let log: FileHandle
  private let logPath: String

  /// The first `ffmpeg` on the PATH.
  static func ffmpeg() -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("ffmpeg") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// Starts ffmpeg for frames of `width` × `height` pixels at `framesPerSecond`, encoding `format` to
  /// `path`.
  init(path: String, format: RenderDestination.VideoFormat, width: Int, height: Int, framesPerSecond: Double) throws {
    guard let ffmpeg = Self.ffmpeg() else { throw Failure.notInstalled(output: path) }
    self.path = path
    logPath = NSTemporaryDirectory() + "glide-ffmpeg-\(getpid())-\(UUID().uuidString).log"
    _ = FileManager.default.createFile(atPath: logPath, contents: nil)
    guard let log = FileHandle(forWritingAtPath: logPath) else {
      throw Failure.failed(output: path, status: -1, message: "cannot write its log to \(logPath)")
    }
    self.log = log
    // A closed pipe must become an error from write(2), not a signal that ends glide.
    signal(SIGPIPE, SIG_IGN)
    process.executableURL = ffmpeg
    process.arguments = Self.arguments(
      format: format, width: width, height: height, framesPerSecond: framesPerSecond, output: path + ".partial")
    process.standardInput = input
    process.standardOutput = FileHandle.nullDevice
    process.standardError = log
    try process.run()
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
  /// ``finish()``.
  func write(_ frame: UnsafeRawBufferPointer) -> Bool {
    let descriptor = input.fileHandleForWriting.fileDescriptor
    var offset = 0
    while offset < frame.count {
      let written = Glibc.write(descriptor, frame.baseAddress! + offset, frame.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        return false
      }
      offset += written
    }
    return true
  }

  /// Closes ffmpeg's input, waits for it, and puts the video in place; throws with ffmpeg's own words when
  /// it failed (the partial file is removed).
  func finish() throws {
    try? input.fileHandleForWriting.close()
    process.waitUntilExit()
    try? log.close()
    let message = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
    try? FileManager.default.removeItem(atPath: logPath)
    let partial = path + ".partial"
    guard process.terminationStatus == 0 else {
      try? FileManager.default.removeItem(atPath: partial)
      let lines = message.split(separator: "\n").suffix(3).joined(separator: "; ")
      throw Failure.failed(output: path, status: process.terminationStatus, message: lines)
    }
    guard rename(partial, path) == 0 else {
      throw Failure.failed(output: path, status: 0, message: "cannot rename \(partial): \(String(cString: strerror(errno)))")
    }
  }

  /// Stops ffmpeg without a video (rendering failed); the partial file is removed.
  func abandon() {
    try? input.fileHandleForWriting.close()
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
    try? log.close()
    try? FileManager.default.removeItem(atPath: logPath)
    try? FileManager.default.removeItem(atPath: path + ".partial")
  }
}
