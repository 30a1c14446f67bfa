import Foundation
import GlideRender
import GlideTestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// `glide` with its window on a private X server started by `xvfb-run` (Debian `xvfb`), driven by
/// `xdotool` and read back with `xwd`, as a person sees it: the tests wait for what they expect (the
/// title, a colour in a region) with a deadline, never for a fixed time, so a loaded machine only makes
/// them slower.
final class XvfbWindow {
  /// Whether the tools are installed (Debian `xvfb`, `xdotool`, `x11-apps`).
  static let isAvailable = ["xvfb-run", "xdotool", "xwd"].allSatisfy { LiveBench.executable($0) != nil }

  let directory: String
  private let pid: pid_t
  private var environment: [String: String] = [:]
  private(set) var window = ""
  /// What the window's name contains.
  private var windowName: String?
  private var exitStatus: Int32?
  /// The last capture a wait looked at, for the error when the wait fails.
  private var lastImage: RenderImage?

  /// Starts `command` (a `glide …` command line, or any other) under `xvfb-run` on a 1280×1024 screen,
  /// then waits (up to `timeout` s) for a window whose name contains `title` (when given).
  init(_ command: [String], title: String?, environment extra: [String: String] = [:], timeout: Double = 60) throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("glide-xvfb-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let note = directory + "/display"
    let script = "printf '%s\\n%s\\n' \"$DISPLAY\" \"$XAUTHORITY\" > \(note).partial && mv \(note).partial \(note); exec \"$@\""
    let arguments =
      ["xvfb-run", "-a", "-n", "\(200 + getpid() % 700)", "-s", "-screen 0 1280x1024x24 -nolisten tcp", "/bin/sh", "-c", script, "sh"] + command
    pid = try Self.spawn(arguments, stdout: directory + "/stdout", stderr: directory + "/stderr", environment: extra)
    let lines = try waitFor("xvfb-run to start", timeout: timeout) { () -> [String]? in
      guard let text = try? String(contentsOfFile: note, encoding: .utf8) else { return nil }
      let lines = text.split(separator: "\n").map(String.init)
      return lines.count == 2 ? lines : nil
    }
    environment = ["DISPLAY": lines[0], "XAUTHORITY": lines[1]]
    windowName = title
    try findWindow(timeout: timeout)
  }

  deinit {
    stop()
    try? FileManager.default.removeItem(atPath: directory)
  }

  /// Ends everything started here (xvfb-run, its X server and the command), if still running, and waits
  /// until the whole process group is gone: xvfb-run may exit before its Xvfb has, and the next window's
  /// xvfb-run (the same test process asks for the same display number) would then meet a dying server.
  func stop() {
    if exitStatus == nil {
      kill(-pid, SIGTERM)
      var status: Int32 = 0
      waitpid(pid, &status, 0)
      exitStatus = -1
    } else {
      kill(-pid, SIGTERM)
    }
    for _ in 0..<250 where kill(-pid, 0) == 0 { usleep(20_000) }
    kill(-pid, SIGKILL)
  }

  /// Runs an X client (`xdotool`, `xwd`) on the server.
  @discardableResult
  func x(_ arguments: [String], check: Bool = true) throws -> ProcessResult {
    let words = ["env"] + environment.map { "\($0.key)=\($0.value)" } + arguments
    return try LiveBench.run(words, check: check, timeout: 20)
  }

  /// xdotool with the window as its target: `key(["Right"])`, `key(["q"])`.
  func key(_ keys: String...) throws {
    if try x(["xdotool", "key", "--window", window] + keys, check: false).status == 0 { return }
    // A key that ends the command (q, Escape) closes the window between its press and its release, and
    // xdotool reports the release's BadWindow: the press was delivered; `finish()` checks what it did.
    // SDL may also replace its X window (a renderer that needs other visual attributes): wait for the
    // command's end or a window by the name, and press the keys there.
    guard let name = windowName else { return }
    let endedByTheKey = try waitFor("a window named '\(name)' or the command's end", timeout: 10) { () -> Bool? in
      if self.ended() { return true }
      let found = try? x(["xdotool", "search", "--name", name], check: false)
      let id = found?.stdout.split(separator: "\n").last.map(String.init)
      guard let id, id != window else { return nil }
      window = id
      return false
    }
    if endedByTheKey { return }
    try x(["xdotool", "key", "--window", window] + keys)
  }

  /// Finds the window by the title it was first found by.
  private func findWindow(timeout: Double) throws {
    guard let name = windowName else { return }
    window = try waitFor("a window named '\(name)'", timeout: timeout) { () -> String? in
      let found = try? x(["xdotool", "search", "--name", name], check: false)
      return found?.stdout.split(separator: "\n").last.map(String.init)
    }
  }

  /// The window's title.
  func title() throws -> String {
    try x(["xdotool", "getwindowname", window]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Waits for the title to satisfy `condition`; returns it.
  @discardableResult
  func waitForTitle(_ what: String, timeout: Double = 30, _ condition: @escaping (String) -> Bool) throws -> String {
    var last = "no title read"
    do {
      return try waitFor("a title with \(what)", timeout: timeout) { () -> String? in
        let title = try? self.title()
        if let title { last = "the last title read was '\(title)'" }
        return title.flatMap { condition($0) ? $0 : nil }
      }
    } catch {
      throw LiveBenchError("\(error); \(last)")
    }
  }

  /// The window's pixels as the X server has them.
  func capture() throws -> RenderImage {
    let file = directory + "/capture.xwd"
    try x(["sh", "-c", "xwd -silent -id \(window) > \(file)"])
    return try XWD.image(Data(contentsOf: URL(fileURLWithPath: file)))
  }

  /// Captures until `condition` holds of the image (returned), or throws after `timeout` seconds.
  func waitForPixels(_ what: String, timeout: Double = 30, _ condition: @escaping (RenderImage) -> Bool) throws -> RenderImage {
    var last = "no capture"
    do {
      return try waitFor(what, timeout: timeout) { () -> RenderImage? in
        do {
          let image = try self.capture()
          if condition(image) { return image }
          last = "the last capture, \(image.width)×\(image.height), did not show it"
          lastImage = image
        } catch {
          last = "the last capture failed: \(error)"
        }
        return nil
      }
    } catch {
      if let lastImage { try? lastImage.writePNG(to: directory + "/../glide-xvfb-last-capture.png") }
      throw LiveBenchError("\(error); \(last)")
    }
  }

  /// Waits for the command to exit (up to `timeout` s): its status, standard output and error.
  func finish(timeout: Double = 60) throws -> ProcessResult {
    let deadline = Date().addingTimeInterval(timeout)
    while !ended() && Date() < deadline { usleep(20_000) }
    guard ended(), let status = exitStatus else {
      stop()
      throw LiveBenchError("the window's command did not end within \(timeout) s: \(read("stderr"))")
    }
    let code = status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    return ProcessResult(status: code, stdout: read("stdout"), stderr: read("stderr"), timedOut: false)
  }

  /// Whether the command has ended; its wait status is then in `exitStatus`.
  private func ended() -> Bool {
    if exitStatus != nil { return true }
    var status: Int32 = 0
    guard waitpid(pid, &status, WNOHANG) == pid else { return false }
    exitStatus = status
    return true
  }

  private func read(_ name: String) -> String {
    (try? String(contentsOfFile: directory + "/" + name, encoding: .utf8)) ?? ""
  }

  /// Polls `probe` every 50 ms until it returns a value, or throws after `timeout` seconds.
  private func waitFor<T>(_ what: String, timeout: Double, _ probe: () throws -> T?) throws -> T {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if let value = try probe() { return value }
      if ended() {
        // What the command left (a file it wrote, its end itself) may be what was waited for.
        if let value = try probe() { return value }
        throw LiveBenchError(
          "the command ended (wait status \(exitStatus ?? -1)) before \(what); it printed \(read("stdout").debugDescription) "
            + "and said: \(read("stderr"))")
      }
      usleep(50_000)
    }
    throw LiveBenchError("no \(what) within \(timeout) s; the command said: \(read("stderr"))")
  }

  /// Starts `arguments` in a process group of its own (so ``stop()`` ends xvfb-run, Xvfb and the command
  /// together), standard input from /dev/null, output in files.
  private static func spawn(_ arguments: [String], stdout: String, stderr: String, environment extra: [String: String]) throws -> pid_t {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
    posix_spawnattr_setpgroup(&attributes, 0)
    let argv = arguments.map { strdup($0) } + [nil]
    var variables = ProcessInfo.processInfo.environment.filter { $0.key != "DISPLAY" && $0.key != "WAYLAND_DISPLAY" }
    variables.merge(extra) { $1 }
    let environment = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + environment).forEach { free($0) } }
    var pid: pid_t = 0
    let status = posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, environment)
    guard status == 0 else { throw LiveBenchError("\(arguments[0]) could not be started: errno \(status)") }
    return pid
  }
}

/// X Window Dump files as `xwd` writes them (ZPixmap, 24 or 32 bits a pixel), read into RGB.
enum XWD {
  struct Unreadable: Error, CustomStringConvertible {
    var description: String
  }

  static func image(_ data: Data) throws -> RenderImage {
    let bytes = [UInt8](data)
    func card32(_ index: Int) -> Int {
      let o = index * 4
      return Int(bytes[o]) << 24 | Int(bytes[o + 1]) << 16 | Int(bytes[o + 2]) << 8 | Int(bytes[o + 3])
    }
    guard bytes.count >= 100 else { throw Unreadable(description: "an XWD file of \(bytes.count) bytes") }
    let (headerSize, format, width, height) = (card32(0), card32(2), card32(4), card32(5))
    let (byteOrder, bitsPerPixel, bytesPerLine) = (card32(7), card32(11), card32(12))
    let (redMask, greenMask, blueMask, colours) = (card32(14), card32(15), card32(16), card32(19))
    guard format == 2, bitsPerPixel == 32 || bitsPerPixel == 24 else {
      throw Unreadable(description: "an XWD of format \(format) at \(bitsPerPixel) bits a pixel")
    }
    let start = headerSize + colours * 12
    guard bytes.count >= start + height * bytesPerLine else { throw Unreadable(description: "a short XWD file") }
    let step = bitsPerPixel / 8
    func shift(_ mask: Int) -> Int { mask == 0 ? 0 : mask.trailingZeroBitCount }
    let (rs, gs, bs) = (shift(redMask), shift(greenMask), shift(blueMask))
    var pixels = [UInt8](repeating: 0, count: width * height * 3)
    for y in 0..<height {
      for x in 0..<width {
        let o = start + y * bytesPerLine + x * step
        var value = 0
        for k in 0..<step {
          value |= Int(bytes[o + k]) << (byteOrder == 0 ? 8 * k : 8 * (step - 1 - k))
        }
        let p = (y * width + x) * 3
        pixels[p] = UInt8((value & redMask) >> rs)
        pixels[p + 1] = UInt8((value & greenMask) >> gs)
        pixels[p + 2] = UInt8((value & blueMask) >> bs)
      }
    }
    return RenderImage(width: width, height: height, pixels: pixels)
  }
}
