import Foundation
import GlideTestSupport
import Testing

/// `glide render` as a user runs it: the frames it writes, the contact sheet, videos through ffmpeg, and
/// its errors.
@Suite(.serialized) struct RenderCommandTests {
  static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("glide-render-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// The PNG's width and height, from its header.
  static func pngSize(_ url: URL) throws -> (Int, Int) {
    let data = try Data(contentsOf: url)
    #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    func word(_ at: Int) -> Int { data[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (word(16), word(20))
  }

  @Test func aFolderGetsOnePNGPerDisplayFrameTheSameBytesEachTime() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("frames")
    let first = try Glide.run(["render", "--scale", "2", "-o", out.path + "/"])
    #expect(first.status == 0, "\(first.stderr)")
    #expect(
      first.stdout
        == "wrote 43 frames to \(out.path)/: 780×1688 pixels, 0.017 s to 0.717 s at 60 fps; pinch-pop finished\n")
    let names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
    #expect(names == (0..<43).map { String(format: "frame-%05d.png", $0) })
    #expect(try Self.pngSize(out.appendingPathComponent("frame-00000.png")) == (780, 1688))
    let before = try names.map { try Data(contentsOf: out.appendingPathComponent($0)) }
    // A second render into the same folder, shorter (120 fps has more frames; --fps 30 fewer): stale
    // frames go, and the same options give the same bytes.
    let shorter = try Glide.run(["render", "--scale", "2", "--fps", "30", "-o", out.path])
    #expect(shorter.status == 0, "\(shorter.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).count == 22)
    let again = try Glide.run(["render", "--scale", "2", "-o", out.path])
    #expect(again.status == 0)
    let after = try names.map { try Data(contentsOf: out.appendingPathComponent($0)) }
    #expect(before == after)
  }

  @Test func aContactSheetShowsTheChosenFramesWithTheirTimes() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let sheet = folder.appendingPathComponent("sheet.png")
    let run = try Glide.run(["render", "-o", sheet.path, "--frames", "4", "--screen", "200x300"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.hasPrefix("wrote \(sheet.path): 4 of 43 frames, 200×300 pixels"))
    // 4 frames in a row: margins 16, gaps 16, a 26-point caption band under each.
    #expect(try Self.pngSize(sheet) == (16 + 4 * 200 + 3 * 16 + 16, 16 + 300 + 26 + 16))
    #expect(!FileManager.default.fileExists(atPath: sheet.path + ".partial"))
    // Light caption text under each frame, none over the frames; Detail's blue in the first frame, Home's
    // grey in the last.
    // Under each frame, its caption's ink on the sheet's dark backdrop (28, 28, 31); between the frames,
    // backdrop only.
    let band = try Screenshot.colours(
      in: sheet, colours: ["backdrop": "#1c1c1f"],
      regions: (0..<4).map { PixelRegion("caption \($0)", x: 16 + Double($0) * 216, y: 316, width: 200, height: 26) }
        + [PixelRegion("gap", x: 216, y: 16, width: 16, height: 326)], tolerance: 2)
    for index in 0..<4 {
      let backdrop = band["caption \(index)"]?["backdrop"]?.count ?? 0
      #expect(backdrop < 200 * 26 - 150 && backdrop > 200 * 26 - 2000, "caption \(index): \(200 * 26 - backdrop) ink pixels")
    }
    #expect(band["gap"]?["backdrop"]?.count == 16 * 326)
    let found = try Screenshot.colours(
      in: sheet, colours: ["detail": "#4078d9", "home": "#ededf2"],
      regions: [
        PixelRegion("first", x: 16, y: 16, width: 200, height: 300),
        PixelRegion("last", x: 664, y: 16, width: 200, height: 300),
      ], tolerance: 2)
    #expect((found["first"]?["detail"]?.count ?? 0) > 50_000)
    #expect((found["last"]?["home"]?.count ?? 0) > 50_000)
    #expect(found["last"]?["detail"]?.count == 0)
  }

  @Test func videosAreMadeByFFmpegWhenItIsInstalled() throws {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/ffmpeg") else {
      Issue.record("ffmpeg is not installed: `make deps` installs the Debian package ffmpeg")
      return
    }
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for name in ["replay.mp4", "replay.gif", "replay.webm"] {
      let out = folder.appendingPathComponent(name)
      let run = try Glide.run(["render", "-o", out.path, "--scale", "0.5"])
      #expect(run.status == 0, "\(name): \(run.stderr)")
      #expect(run.stdout.hasPrefix("wrote \(out.path): 43 frames, 195×422 pixels"), "\(run.stdout)")
      let data = try Data(contentsOf: out)
      #expect(!FileManager.default.fileExists(atPath: out.path + ".partial"))
      switch name {
      case "replay.mp4": #expect(data.count > 1000 && data[4..<8] == Data("ftyp".utf8))
      case "replay.gif": #expect(data.count > 1000 && data.prefix(6) == Data("GIF89a".utf8))
      default: #expect(data.count > 500 && data.prefix(4) == Data([0x1A, 0x45, 0xDF, 0xA3]))
      }
    }
    // The GIF's frames decoded again: Detail's blue fills the first, Home's grey the last (at most 50
    // frames a second: 36 over the 0.7 s).
    let decoded = folder.appendingPathComponent("gif")
    try FileManager.default.createDirectory(at: decoded, withIntermediateDirectories: true)
    let split = Process()
    split.executableURL = URL(fileURLWithPath: "/usr/bin/ffmpeg")
    split.arguments = ["-v", "error", "-i", folder.appendingPathComponent("replay.gif").path, decoded.path + "/%02d.png"]
    try split.run()
    split.waitUntilExit()
    let frames = try FileManager.default.contentsOfDirectory(atPath: decoded.path).sorted()
    #expect(frames.count == 36)
    let ends = try [frames.first, frames.last].map { name in
      try Screenshot.colours(
        in: decoded.appendingPathComponent(try #require(name)), colours: ["detail": "#4078d9", "home": "#ededf2"],
        regions: [PixelRegion("screen", x: 0, y: 0, width: 195, height: 422)], tolerance: 12)
    }
    #expect((ends[0]["screen"]?["detail"]?.count ?? 0) > 195 * 422 * 9 / 10)
    #expect((ends[1]["screen"]?["home"]?.count ?? 0) > 195 * 422 * 9 / 10)
    // ffprobe counts the frames of the MP4: every display frame, in order.
    let probe = Process()
    probe.executableURL = URL(fileURLWithPath: "/usr/bin/ffprobe")
    probe.arguments = [
      "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries", "stream=nb_read_frames,width,height",
      "-of", "csv=p=0", folder.appendingPathComponent("replay.mp4").path,
    ]
    let pipe = Pipe()
    probe.standardOutput = pipe
    try probe.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    probe.waitUntilExit()
    // 195 is odd: H.264 pads it to 196.
    #expect(output.trimmingCharacters(in: .whitespacesAndNewlines) == "196,422,43")
  }

  @Test func withoutFFmpegAVideoIsAnErrorThatNamesThePackage() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // A PATH with nothing on it but an empty folder: no ffmpeg.
    let empty = folder.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    let out = folder.appendingPathComponent("replay.mp4")
    let run = try Glide.run(["render", "-o", out.path], environment: ["PATH": empty.path])
    #expect(run.status == 1)
    #expect(run.stderr.contains("writing \(out.path) needs the ffmpeg command, which is not installed"))
    #expect(run.stderr.contains("Debian package ffmpeg"))
    #expect(!FileManager.default.fileExists(atPath: out.path))
    #expect(!FileManager.default.fileExists(atPath: out.path + ".partial"))
  }

  @Test func aMissingFontIsAnErrorThatNamesThePackage() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try Glide.run(
      ["render", "-o", folder.appendingPathComponent("frames").path],
      environment: ["GLIDE_FONT": "/no/such/DejaVuSans.ttf"])
    #expect(run.status == 1)
    #expect(run.stderr.contains("the font /no/such/DejaVuSans.ttf is missing"))
    #expect(run.stderr.contains("fonts-dejavu-core"))
  }

  @Test func badOptionsAreRefusedWithWhatToDo() throws {
    let cases: [([String], String)] = [
      (["-o", "out.jpg"], "Please give -o a folder (frames as PNGs), a .png (a contact sheet) or a .mp4, .webm or .gif"),
      (["-o", "frames/", "--frames", "4"], "--frames is for a contact sheet"),
      (["-o", "sheet.png", "--frames", "0"], "Please give --frames from 1 to 64"),
      (["-o", "frames/", "--scale", "9"], "Please give --scale from 0.25 to 4"),
      (["-o", "frames/", "--screen", "390by844"], "Please give --screen as WIDTHxHEIGHT"),
      (["traces/no-such-trace.evemu", "-o", "frames/"], "traces/no-such-trace.evemu"),
    ]
    for (arguments, message) in cases {
      let run = try Glide.run(["render"] + arguments)
      #expect(run.status != 0, "\(arguments)")
      #expect(run.stderr.contains(message), "\(arguments): \(run.stderr)")
    }
  }
}
