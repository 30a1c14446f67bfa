import Foundation
import GlideTestSupport
import Testing

/// Issue 38: a canvas past the compositor's limits is refused before anything is drawn, naming the
/// options that size it; before, `--screen 4096x4096 --scale 4` (both in range) drew for 36 s in 3 GB and
/// then failed on the contact sheet, naming no option.
@Suite struct CanvasLimitTests {
  /// An existing folder for outputs that must never be written.
  static let scratch: String = {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("glide-canvas-limits").path
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }()

  @Test func aScreenTooLargeAtItsScaleIsRefusedUpFrontNamingTheOptions() throws {
    for output in ["e.png", "frames/", "v.gif"] {
      let run = try Glide.run(["render", "--screen", "4096x4096", "--scale", "4", "-o", Self.scratch + "/\(output)"])
      #expect(run.status == 64, "\(output): \(run.stderr)")
      #expect(
        run.stderr.hasPrefix(
          "Error: Please give a smaller --screen or --scale: the screen (4096×4096 points) at --scale 4: cannot draw on "
            + "a canvas of 16384×16384 pixels: each side must be 1 to 16384 and the whole at most 16,777,216 pixels "
            + "(4096×4096).\n"), "\(output): \(run.stderr)")
    }
    // Two columns over: 4098 × 4096; 4096 × 4096 itself is drawn.
    let over = try Glide.run(["render", "--screen", "2049x2048", "--scale", "2", "-o", Self.scratch + "/e.png"])
    #expect(over.status == 64)
    #expect(over.stderr.contains("cannot draw on a canvas of 4098×4096 pixels"), "\(over.stderr)")
  }

  /// Found by the second hostile pass: `--set screenWidth` was ignored where `--screen` was given, and a
  /// canvas made too large by `--set` was blamed on `--screen`.
  @Test func aScreenSizedTwiceIsRefusedAndACanvasTooLargeNamesWhatSizedIt() throws {
    let twice = try Glide.run(["render", "--set", "screenWidth=300", "--screen", "390x844", "-o", Self.scratch + "/e.png"])
    #expect(twice.status == 64, "\(twice.stderr)")
    #expect(
      twice.stderr.hasPrefix("Error: --screen 390x844 and --set screenWidth both size the screen; please give one of them.\n"),
      "\(twice.stderr)")
    let folder = try ScratchFolder()
    let file = folder.path + "/s.json"
    try #"{"scenario": "edge-back", "parameters": {"screenHeight": 600}}"#.write(toFile: file, atomically: true, encoding: .utf8)
    let fromFile = try Glide.run(["render", "--scenario-file", file, "--screen", "390x844", "-o", Self.scratch + "/e.png"])
    #expect(fromFile.status == 64, "\(fromFile.stderr)")
    #expect(fromFile.stderr.hasPrefix("Error: --screen 390x844 and screenHeight in \(file) both size the screen;"), "\(fromFile.stderr)")
    let large = try Glide.run([
      "render", "--set", "screenWidth=5000", "--set", "screenHeight=5000", "--scale", "4", "-o", Self.scratch + "/e.png",
    ])
    #expect(large.status == 64, "\(large.stderr)")
    #expect(
      large.stderr.hasPrefix(
        "Error: Please give a smaller screenWidth/screenHeight or --scale: the screen (5000×5000 points) at --scale 4: "
          + "cannot draw on a canvas of 20000×20000 pixels"), "\(large.stderr)")
    let set = try Glide.run(["render", "--set", "screenWidth=500", "--frames", "1", "-o", folder.path + "/one.png"])
    #expect(set.status == 0, "\(set.stderr)")
    #expect(set.stdout.contains("500×844 pixels"), "--set alone sizes the canvas: \(set.stdout)")
  }

  @Test func aContactSheetTooLargeIsRefusedBeforeItsFramesAreDrawn() throws {
    let run = try Glide.run(["render", "--screen", "2000x2000", "--scale", "2", "--frames", "64", "-o", Self.scratch + "/s.png"])
    #expect(run.status == 64, "\(run.stderr)")
    #expect(
      run.stderr.hasPrefix(
        "Error: Please give fewer --frames or a smaller --screen or --scale: a contact sheet of 43 frames would be "
          + "32288×24536 pixels: a sheet may be at most 16384 pixels a side and 134,217,728 pixels (8192×16384) in all "
          + "(43 frames of 4000×4000 pixels).\n"), "\(run.stderr)")
    // Past the pixels, not a side: 43 frames of 2000 × 1500.
    let pixels = try Glide.run(["render", "--screen", "2000x1500", "--frames", "64", "-o", Self.scratch + "/s.png"])
    #expect(pixels.status == 64, "\(pixels.stderr)")
    #expect(pixels.stderr.contains("a contact sheet of 43 frames would be 16144×9268 pixels"), "\(pixels.stderr)")
  }

  @Test(.enabled(if: XvfbWindow.isAvailable, "xvfb-run is missing"))
  func aWindowTooLargeAtItsScaleIsRefusedUpFront() throws {
    let binary = try #require(Glide.binary)
    let run = try LiveBench.run(
      [
        "xvfb-run", "-a", "-s", "-screen 0 1280x1024x24 -nolisten tcp", binary.path, "replay", "--window",
        "--screen", "4000x4000", "--scale", "2", Glide.path("traces/default.evemu"),
      ], check: false, timeout: 60)
    #expect(run.status == 64, "\(run.stderr)")
    #expect(run.stderr.hasPrefix("Error: Please give a smaller --screen or --scale: the window ("), "\(run.stderr)")
    #expect(run.stderr.contains("at --scale 2: cannot draw on a canvas of "), "\(run.stderr)")
  }
}

/// Issue 38: text the renderer cannot draw is a clear error naming its size, and a font that is not a
/// file is refused at once; before, `size=1e308` ended render with signal 4 (`Int` of an infinite
/// pixel size), a 1 MB label gave "SDL could not draw the text "aaaa…(1 MB)": " with no reason, and
/// `GLIDE_FONT=<fifo>` waited for a writer for ever.
@Suite struct TextLimitTests {
  static func scene(_ text: String) throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("glide-text-\(UUID().uuidString).scene").path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  /// A scene's label is 1 to 200 pt (the renderer's own bound, 4096 pixels, is for apps: see
  /// `GlideRenderTests.TextBoundsTests`): 2000 is refused on its line before anything is drawn.
  @Test func aFontSizeTheRendererCannotDrawIsRefusedOnTheScenesLine() throws {
    let path = try Self.scene("screen Home\n  label text=Big frame=20,150,350,24 size=2000\n")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let folder = try ScratchFolder()
    let run = try Glide.run(["render", "--scene", path, "--scale", "3", "-o", folder.path + "/s.png"])
    #expect(run.status == 64, "\(run.stderr)")
    #expect(run.stderr.hasPrefix("Error: \(path):2: field 'size': expected a number from 1 to 200 pt; got '2000'"), "\(run.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  /// 1,000 characters (a scene's most) at 200 pt and scale 4: about 400,000 pixels wide. It was an error
  /// naming no file or line, and only at the scales where it is past a texture; now the line is drawn as
  /// far as a texture reaches, past the canvas's right edge.
  @Test func aLineWiderThanATextureIsDrawnToTheCanvasEdge() throws {
    let path = try Self.scene(
      "screen Home background=black\n  label text=\"\(String(repeating: "a", count: 1_000))\" frame=0,20,390,250 size=200 color=white\n")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let folder = try ScratchFolder()
    let run = try Glide.run([
      "render", "--scene", path, "--scale", "4", "--screen", "390x300", "--set", "screens=plain", "-o", folder.path + "/",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.isEmpty, "\(run.stderr)")
    // The last frame shows Home: the a's in white from the left edge to the right one (1560 pixels).
    let last = try #require(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().last)
    let found = try Screenshot.colours(
      in: URL(fileURLWithPath: folder.path + "/" + last), colours: ["text": "#ffffff"],
      regions: [
        PixelRegion("left", x: 0, y: 0, width: 390, height: 1200),
        PixelRegion("right", x: 1170, y: 0, width: 390, height: 1200),
      ], tolerance: 8)
    #expect((found["left"]?["text"]?.count ?? 0) > 40_000, "\(found)")
    #expect((found["right"]?["text"]?.count ?? 0) > 40_000, "\(found)")
  }

  /// Issue 38's third hostile pass: 499 labels of 1,000 characters at 200 pt, overlapping, were 7.95 GB
  /// and 54.6 s for one frame (OOM-killed at --scale 4), each line drawn 16,384 pixels wide. Each is now
  /// drawn only as far as the canvas shows it (`GlideRenderTests.TextMemoryTests` checks the pixels held),
  /// and what labels draw counts toward a screen's coverage (16 screens): 50 such lines are 14.3 screens,
  /// 60 are refused at the 56th, so a frame's text is bounded as its views are.
  @Test func manyLongLabelsAreDrawnToTheCanvasEdge() throws {
    let tooMany = (0..<60).map { index in
      "  label text=\"\(String(repeating: "W", count: 1_000))\" frame=0,\(index),1,1 size=200 color=white"
    }
    let refused = try Self.scene((["screen Detail background=black"] + tooMany).joined(separator: "\n") + "\n")
    defer { try? FileManager.default.removeItem(atPath: refused) }
    let refusal = try Glide.run(["render", "--scene", refused, "--frames", "1", "--set", "screens=plain", "-o", "/tmp/never.png"])
    #expect(refusal.status != 0)
    #expect(refusal.stderr.contains("\(refused):57: field 'frame': the views of screen 'Detail' up to this line cover"), "\(refusal.stderr)")
    let labels = (0..<50).map { index in
      "  label text=\"\(String(repeating: "W", count: 995))\(String(100_000 + index).dropFirst())\" frame=0,\(index),1,1 size=200 color=white"
    }
    let path = try Self.scene((["screen Detail background=black"] + labels).joined(separator: "\n") + "\n")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let folder = try ScratchFolder()
    let png = folder.path + "/s.png"
    let run = try Glide.run(["render", "--scene", path, "--frames", "1", "--set", "screens=plain", "-o", png])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.isEmpty, "\(run.stderr)")
    let found = try Screenshot.colours(
      in: URL(fileURLWithPath: png), colours: ["text": "#ffffff"],
      regions: [PixelRegion("right", x: 350, y: 0, width: 40, height: 300)], tolerance: 8)
    #expect((found["right"]?["text"]?.count ?? 0) > 1_000, "\(found)")
  }

  @Test func aFontThatIsNotAFileIsRefusedWithoutWaiting() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glide-font-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let fifo = folder + "/font.otf"
    #expect(mkfifo(fifo, 0o644) == 0)
    for (font, kind) in [(fifo, "a FIFO"), (folder, "a folder")] {
      let run = try LiveBench.run(
        ["env", "GLIDE_FONT=\(font)", Glide.binary?.path ?? "glide", "render", "-o", folder + "/s.png", Glide.path("traces/default.evemu")],
        check: false, timeout: 30)
      #expect(!run.timedOut, "still waiting on \(font)")
      #expect(run.status == 1, "\(run.stderr)")
      #expect(run.stderr == "Error: cannot use GLIDE_FONT=\(font) as a font: it is \(kind), not a TrueType or OpenType file\n")
    }
  }
}

/// Issue 38: an ffmpeg that makes no progress is stopped after a deadline (`GLIDE_FFMPEG_TIMEOUT`,
/// 60 s by default), and a folder named `ffmpeg` on the PATH is passed over; before, render waited for
/// ever on an ffmpeg that read nothing, and the folder was "ffmpeg" that could not start.
@Suite struct FFmpegDeadlineTests {
  /// A folder holding `ffmpeg`: a script of `body`, or a folder when nil.
  static func fakeFFmpeg(_ body: String?) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glide-ffmpeg-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder + (body == nil ? "/ffmpeg" : ""), withIntermediateDirectories: true)
    if let body {
      try "#!/bin/sh\n\(body)\n".write(toFile: folder + "/ffmpeg", atomically: true, encoding: .utf8)
      chmod(folder + "/ffmpeg", 0o755)
    }
    return folder
  }

  static var path: String { ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin" }

  /// An ffmpeg that fails with 20 MB on its standard error: the message gives its last lines, each cut
  /// at 240 characters (before: a 20 MB message, 232 MB of memory).
  @Test func aFloodOfFFmpegErrorsIsCutToItsLastLines() throws {
    let folder = try Self.fakeFFmpeg("head -c 20000000 /dev/zero | tr '\\0' x >&2; echo >&2; echo 'the real reason' >&2; cat >/dev/null; exit 1")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let run = try LiveBench.run(
      ["env", "PATH=\(folder):\(Self.path)", Glide.binary?.path ?? "glide", "render", "-o", folder + "/v.gif", Glide.path("traces/default.evemu")],
      check: false, timeout: 60)
    #expect(run.status == 1, "\(run.stderr.prefix(300))")
    #expect(run.stderr.count < 1000, "\(run.stderr.count) bytes")
    #expect(run.stderr.hasPrefix("Error: ffmpeg could not write \(folder)/v.gif (exit status 1): \(String(repeating: "x", count: 240))…; the real reason;"), "\(run.stderr.prefix(300))")
  }

  @Test(arguments: [
    ("exec sleep 3600", "(it took no frame data)"),
    ("cat >/dev/null\nexec sleep 3600", "after its last frame (it neither exited nor wrote)"),
  ])
  func anFFmpegThatMakesNoProgressIsStoppedAtTheDeadline(script: String, what: String) throws {
    let folder = try Self.fakeFFmpeg(script)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let video = folder + "/v.mp4"
    let run = try LiveBench.run(
      ["env", "PATH=\(folder):\(Self.path)", "GLIDE_FFMPEG_TIMEOUT=1", Glide.binary?.path ?? "glide", "render", "-o", video, Glide.path("traces/default.evemu")],
      check: false, timeout: 60)
    #expect(!run.timedOut, "render still waiting on ffmpeg")
    #expect(run.status == 1, "\(run.stderr)")
    #expect(
      run.stderr
        == "Error: ffmpeg (\(folder)/ffmpeg) made no progress for 1 s \(what) and was stopped; \(video) was left as it was "
        + "(a slower machine may need more: GLIDE_FFMPEG_TIMEOUT=SECONDS)\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["ffmpeg"])
  }

  @Test func theDeadlineIsANumberOfSecondsInItsRange() throws {
    for value in ["0", "abc", "nan", "3601"] {
      let run = try Glide.run(["render", "-o", CanvasLimitTests.scratch + "/v.mp4"], environment: ["GLIDE_FFMPEG_TIMEOUT": value])
      #expect(run.status == 64)
      #expect(run.stderr.hasPrefix("Error: Please give GLIDE_FFMPEG_TIMEOUT from 1 to 3600 seconds; got '\(value)'.\n"))
    }
  }

  @Test(.enabled(if: LiveBench.executable("ffmpeg") != nil, "ffmpeg is missing"))
  func aFolderNamedFFmpegOnThePathIsPassedOver() throws {
    let folder = try Self.fakeFFmpeg(nil)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let video = folder + "/v.gif"
    let run = try Glide.run(["render", "-o", video], environment: ["PATH": "\(folder):\(Self.path)"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.hasPrefix("wrote \(video): 43 frames"))
  }
}
