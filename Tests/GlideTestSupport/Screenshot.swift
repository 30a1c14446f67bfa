public import Foundation

// Pages as a person sees them: headless Chromium (Debian's `chromium`, installed by `make deps`) takes
// a screenshot, and `tools/png-regions.py` (Python's standard library: zlib is not in Foundation on
// Linux) counts colours in rectangles of it.

/// A rectangle of a screenshot, in pixels from its top-left corner.
public struct PixelRegion: Sendable {
  public var name: String
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double

  public init(_ name: String, x: Double, y: Double, width: Double, height: Double) {
    (self.name, self.x, self.y, self.width, self.height) = (name, x, y, width, height)
  }
}

/// How many pixels of one colour a region holds, and the box around them (inclusive, pixels).
public struct ColourCount: Sendable, CustomStringConvertible {
  public var count: Int
  public var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?

  public var description: String {
    guard let box else { return "none" }
    return "\(count) px in x \(box.minX)…\(box.maxX), y \(box.minY)…\(box.maxY)"
  }
}

public enum Screenshot {
  /// What failed while taking or reading a screenshot.
  public struct Failure: Error, CustomStringConvertible {
    public var description: String
  }

  /// A PNG of `page` as headless Chromium draws it in a `width`×`height` window (no scroll bars,
  /// device scale 1), written beside the page. Stops each Chromium after `timeout` seconds.
  ///
  /// On a loaded machine Chromium can capture before every tile is rastered (a part of the page then
  /// shows only its background: seen in CI, where a filmstrip cell came out 13 % background), so the
  /// page is captured until two captures in a row are the same bytes, at most `attempts` times.
  public static func take(
    _ page: URL, width: Int = 1200, height: Int = 900, timeout: Double = 90, attempts: Int = 4
  ) throws -> URL {
    let png = page.deletingPathExtension().appendingPathExtension("png")
    var previous: Data?
    for _ in 0..<max(attempts, 1) {
      let capture = try Data(contentsOf: capture(page, to: png, width: width, height: height, timeout: timeout))
      if capture == previous { break }
      previous = capture
    }
    return png
  }

  /// One capture of `page` into `png`.
  private static func capture(_ page: URL, to png: URL, width: Int, height: Int, timeout: Double) throws -> URL {
    guard let chromium = executable("chromium") else {
      throw Failure(description: "chromium is not installed: run `make deps` (Debian package chromium)")
    }
    let profile = FileManager.default.temporaryDirectory.appendingPathComponent(
      "glide-chromium-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: profile) }
    try? FileManager.default.removeItem(at: png)
    let status = try run(
      chromium,
      [
        // Draw everything before the capture, and let the page's script and layout settle on a virtual
        // clock.
        "--headless", "--disable-gpu", "--no-sandbox", "--hide-scrollbars", "--force-device-scale-factor=1",
        "--run-all-compositor-stages-before-draw", "--virtual-time-budget=2000",
        "--user-data-dir=\(profile.path)", "--screenshot=\(png.path)", "--window-size=\(width),\(height)",
        page.absoluteString,
      ], timeout: timeout)
    guard status == 0, FileManager.default.fileExists(atPath: png.path) else {
      throw Failure(description: "chromium exited with \(status) and wrote no screenshot of \(page.path)")
    }
    return png
  }

  /// The page's DOM after its scripts ran (`chromium --dump-dom`), with `fragment` (e.g. "frame=3")
  /// after a `#` in its address.
  public static func dom(_ page: URL, fragment: String? = nil, timeout: Double = 90) throws -> String {
    guard let chromium = executable("chromium") else {
      throw Failure(description: "chromium is not installed: run `make deps` (Debian package chromium)")
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "glide-chromium-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("dom.html")
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)
    let handle = try FileHandle(forWritingTo: output)
    let address = page.absoluteString + (fragment.map { "#\($0)" } ?? "")
    let status = try run(
      chromium,
      [
        "--headless", "--disable-gpu", "--no-sandbox",
        "--user-data-dir=\(folder.appendingPathComponent("profile").path)",
        "--dump-dom", address,
      ], output: handle, timeout: timeout)
    try handle.close()
    guard status == 0 else {
      throw Failure(description: "chromium --dump-dom exited with \(status) for \(address)")
    }
    return try String(contentsOf: output, encoding: .utf8)
  }

  /// Counts, in each region of `png`, the pixels within `tolerance` (per channel, 0…255) of each colour
  /// (`#rrggbb`), keyed by region name then colour name.
  public static func colours(
    in png: URL, colours: [String: String], regions: [PixelRegion], tolerance: Int = 8
  ) throws -> [String: [String: ColourCount]] {
    let spec: [String: Any] = [
      "tolerance": tolerance, "colours": colours,
      "regions": regions.map {
        ["name": $0.name, "x": $0.x, "y": $0.y, "width": $0.width, "height": $0.height]
      },
    ]
    let input = try JSONSerialization.data(withJSONObject: spec)
    let output = try python(["tools/png-regions.py", png.path], input: input)
    guard let object = try JSONSerialization.jsonObject(with: output) as? [String: Any],
      let found = object["regions"] as? [String: [String: [String: Any]]]
    else { throw Failure(description: "png-regions.py printed no regions") }
    return found.mapValues { $0.mapValues(count) }
  }

  private static func count(_ entry: [String: Any]) -> ColourCount {
    let box = (entry["box"] as? [Int]).map { (minX: $0[0], minY: $0[1], maxX: $0[2], maxY: $0[3]) }
    return ColourCount(count: entry["count"] as? Int ?? 0, box: box)
  }

  /// `python3 arguments…` in the repository root with `input` on standard input; its standard output.
  private static func python(_ arguments: [String], input: Data) throws -> Data {
    guard let python = executable("python3") else { throw Failure(description: "python3 is not installed") }
    let process = Process()
    process.executableURL = python
    process.arguments = arguments
    process.currentDirectoryURL = Glide.root
    let (stdin, stdout, stderr) = (Pipe(), Pipe(), Pipe())
    (process.standardInput, process.standardOutput, process.standardError) = (stdin, stdout, stderr)
    try process.run()
    stdin.fileHandleForWriting.write(input)
    try stdin.fileHandleForWriting.close()
    let out = stdout.fileHandleForReading.readDataToEndOfFile()
    let err = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Failure(
        description: "python3 \(arguments.joined(separator: " ")): \(String(decoding: err, as: UTF8.self))")
    }
    return out
  }

  /// Runs a program with its standard output to `output` (or discarded) and its errors discarded; kills
  /// it after `timeout` seconds and starts it again, `tries` times in all (headless Chromium now and
  /// then hangs on a loaded machine: seen once in a fresh clone's `make test`, a page it draws in
  /// seconds; a hang guard, not a timing).
  private static func run(
    _ program: URL, _ arguments: [String], output: FileHandle? = nil, timeout: Double, tries: Int = 3
  ) throws -> Int32 {
    for _ in 0..<max(tries, 1) {
      if let output {
        try output.truncate(atOffset: 0)
        try output.seek(toOffset: 0)
      }
      let process = Process()
      process.executableURL = program
      process.arguments = arguments
      process.standardInput = FileHandle.nullDevice
      process.standardOutput = output ?? FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      let deadline = Date().addingTimeInterval(timeout)
      while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
      guard process.isRunning else { return process.terminationStatus }
      process.terminate()
      process.waitUntilExit()
    }
    throw Failure(description: "\(program.lastPathComponent) did not finish within \(Int(timeout)) s, \(max(tries, 1)) times")
  }

  /// The first `name` on the PATH that can be run.
  private static func executable(_ name: String) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }
}
